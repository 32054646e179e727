// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Faults around the gateway: the gateway process killed while the upstream works (the claim is
// taken over once its lease ends, and the retry runs once), the store stopped (503, nothing
// forwarded, and service again when it is back), a client that leaves mid-request, and a
// graceful SIGTERM of the idemgate process.

#include "gateway/gateway.h"
#include "gatewaytest.h"
#include "support/ownredis.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QProcess>
#include <QTcpSocket>
#include <QTest>
#include <memory>

using namespace idem;
using namespace idem::gateway;
using namespace idem::test;

namespace {

} // namespace

class Tst_GatewayFaults : public QObject {
    Q_OBJECT

private slots:
    void gatewayKilledMidRequest();
    void storeStopped();
    void clientLeavesMidRequest();
    void gracefulSigterm();
};

void Tst_GatewayFaults::gatewayKilledMidRequest() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl(),
                     {QStringLiteral("--lease"), QStringLiteral("1s")});
    QVERIFY(gate.ready());

    const QByteArray key = TokenGenerator::uuid().toLatin1();
    const Headers h{{"Idempotency-Key", key}};
    TestClient toDead(gate.port());
    std::optional<Reply> early;
    toDead.sendAsync("POST", "/hang-once", h, "x", [&](Reply r) { early = r; });
    QTRY_VERIFY2(upstream.arrivals(QString::fromLatin1(key)) == 1 || early,
                 "the upstream never saw the request");
    QVERIFY2(!early,
             early ? (QByteArray::number(early->status) + ' ' + early->body + early->error.toUtf8())
                         .constData()
                   : "");
    gate.process().kill(); // mid-request: the claim stays, nobody renews it
    QVERIFY(gate.process().waitForFinished(5000));
    QCOMPARE(store->get(QString::fromLatin1(key), QString())->state, State::Processing);

    // A second gateway on the same store: 409 while the dead one's lease runs, then the retry
    // takes the claim over and runs once.
    Gateway second(testConfig(upstream.port(), store.sharedUrl()));
    QString error;
    second.start();
    TestClient client(second.port());
    Reply r;
    QVERIFY(QTest::qWaitFor(
        [&] { return (r = client.send("POST", "/hang-once", h, "x")).status != 409; }, 30000));
    QCOMPARE(r.status, 201);
    QVERIFY(!r.headers.contains("Idempotent-Replayed"));
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 2);
    QCOMPARE(upstream.answered(QString::fromLatin1(key)), 1);
    const auto record = store->get(QString::fromLatin1(key), QString());
    QCOMPARE(record->state, State::Completed);
    QCOMPARE(record->fence, 2); // the takeover moved the fencing counter

    const Reply again = client.send("POST", "/hang-once", h, "x");
    QCOMPARE(again.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(again.body, r.body);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 2);
}

void Tst_GatewayFaults::storeStopped() {
    OwnRedis redis;
    if (!redis.start()) {
        if (servicesRequired())
            QFAIL("redis-server is needed (IDEM_REQUIRE_SERVICES=1)");
        QSKIP("no redis-server");
    }
    ScriptedUpstream upstream;
    GatewayConfig c = testConfig(
        upstream.port(), redis.url({}, QStringLiteral("?connect_timeout=300ms&timeout=1s")));
    c.storeWorkers = 2;
    Gateway gateway(c);
    QString error;
    gateway.start();
    TestClient client(gateway.port());
    QCOMPARE(client.send("POST", "/orders", {{"Idempotency-Key", "before"}}, "x").status, 201);

    redis.kill();
    for (int i = 0; i < 4; ++i) { // every worker's connection notices
        const QByteArray key = "while-down-" + QByteArray::number(i);
        const Reply r = client.send("POST", "/orders", {{"Idempotency-Key", key}}, "x");
        QCOMPARE(r.status, 503);
        QVERIFY(r.problemType().endsWith(QLatin1String("/store-unavailable")));
        QVERIFY(r.headers.contains("Retry-After"));
        QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 0);
    }
    QCOMPARE(client.send("GET", "/readyz").status, 503);
    QCOMPARE(upstream.totalArrivals(), 1);

    QVERIFY(redis.restart());
    QTRY_COMPARE_WITH_TIMEOUT(client.send("GET", "/readyz").status, 200, 20000);
    Reply r;
    QVERIFY(QTest::qWaitFor(
        [&] {
            return (r = client.send("POST", "/orders", {{"Idempotency-Key", "after"}}, "x"))
                       .status != 503;
        },
        20000));
    QCOMPARE(r.status, 201);
    QCOMPARE(upstream.arrivals(QStringLiteral("after")), 1);
}

// The client goes away while the upstream works: the claim is still completed, so its retry is
// a replay and the work ran once.
void Tst_GatewayFaults::clientLeavesMidRequest() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    Gateway gateway(testConfig(upstream.port(), store.sharedUrl()));
    QString error;
    gateway.start();
    {
        QTcpSocket s;
        s.connectToHost(QHostAddress(QHostAddress::LocalHost), gateway.port());
        QVERIFY(s.waitForConnected(5000));
        s.write("POST /slow/300 HTTP/1.1\r\nHost: x\r\nIdempotency-Key: gone\r\n"
                "Content-Length: 1\r\n\r\nx");
        QTRY_COMPARE(upstream.arrivals(QStringLiteral("gone")), 1);
        s.abort();
    }
    QTRY_COMPARE(store->get(QStringLiteral("gone"), QString())->state, State::Completed);
    TestClient client(gateway.port());
    const Reply r = client.send("POST", "/slow/300", {{"Idempotency-Key", "gone"}}, "x");
    QCOMPARE(r.status, 201);
    QCOMPARE(r.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(upstream.arrivals(QStringLiteral("gone")), 1);
}

// SIGTERM: new connections are refused, the request in progress finishes and is stored, the
// process exits 0.
void Tst_GatewayFaults::gracefulSigterm() {
#ifndef Q_OS_UNIX
    QSKIP("SIGTERM is POSIX; Windows uses the console control handler");
#else
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl());
    QVERIFY(gate.ready());
    TestClient client(gate.port());
    std::optional<Reply> slow;
    client.sendAsync("POST", "/slow/1500", {{"Idempotency-Key", "term"}}, "x",
                     [&](Reply r) { slow = r; });
    QTRY_COMPARE(upstream.arrivals(QStringLiteral("term")), 1);
    gate.process().terminate();
    QTRY_VERIFY_WITH_TIMEOUT(slow.has_value(), 20000);
    QCOMPARE(slow->status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(gate.process().state(), QProcess::NotRunning, 20000);
    QCOMPARE(gate.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(gate.process().exitCode(), 0);
    QCOMPARE(store->get(QStringLiteral("term"), QString())->state, State::Completed);
    TestClient after(gate.port(), 1);
    QCOMPARE(after.send("GET", "/healthz", {}, {}, 5000).kind, UpstreamResult::Kind::ConnectFailed);
#endif
}

QTEST_GUILESS_MAIN(Tst_GatewayFaults)
#include "tst_gatewayfaults.moc"
