// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The gateway's HTTP contract (docs/idemgate.md, "The contract"; issue 5), over real HTTP on
// 127.0.0.1: an in-process Gateway on a fresh SQLite file, in front of a scripted upstream (status
// codes, hangs, closed connections) or the demo upstream. Every status and header of the contract,
// open and issued modes, scoping, metrics and the access log.

#include "gateway/demoupstream.h"
#include "gateway/gateway.h"
#include "gateway/gatewaymetrics.h"
#include "gatewaytest.h"
#include "store/tokenstore.h"
#include "support/ownredis.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QTest>

using namespace idem;
using namespace idem::gateway;
using namespace idem::test;

class Tst_GatewayConformance : public QObject {
    Q_OBJECT

private slots:
    void singleRequest_data();
    void singleRequest();
    void replayIsByteForByte();
    void storedStatuses_data();
    void storedStatuses();
    void releasedStatuses_data();
    void releasedStatuses();
    void upstreamFailures_data();
    void upstreamFailures();
    void storeUnavailable();
    void failOpen();
    void scopes();
    void optionalPaths();
    void issuedMode();
    void heartbeatKeepsSlowRequest();
    void healthAndReadiness();
    void metrics();
    void reaperPurgesExpiredRecords();
    void accessLogHashesTheKey();
    void demoUpstream();
};

// One request (after an optional prior one with the same key) and what must come back.
void Tst_GatewayConformance::singleRequest_data() {
    QTest::addColumn<QByteArray>("prior"); // "", "same", "other-body", "hang"
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QStringList>("keyHeaders"); // "Name: value"; "$KEY" is a fresh key
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QStringList>("present"); // "Name" or "Name: value"
    QTest::addColumn<QStringList>("absent");

    const QByteArray body = "{\"amount\":42}";
    const QStringList key{QStringLiteral("Idempotency-Key: $KEY")};
    QTest::newRow("first request forwarded, its own headers passed")
        << QByteArray() << QByteArray("POST") << QByteArray("/orders") << key << body << 201
        << QString() << QStringList{QStringLiteral("Location"), QStringLiteral("Set-Cookie")}
        << QStringList{QStringLiteral("Idempotent-Replayed")};
    QTest::newRow("duplicate replayed, allow-listed headers only")
        << QByteArray("same") << QByteArray("POST") << QByteArray("/orders") << key << body << 201
        << QString()
        << QStringList{QStringLiteral("Idempotent-Replayed: true"), QStringLiteral("Location"),
                       QStringLiteral("ETag"), QStringLiteral("Content-Type: application/json")}
        << QStringList{QStringLiteral("Set-Cookie"), QStringLiteral("X-Internal")};
    QTest::newRow("PATCH is guarded too")
        << QByteArray("same") << QByteArray("PATCH") << QByteArray("/orders/7") << key << body
        << 201 << QString() << QStringList{QStringLiteral("Idempotent-Replayed: true")}
        << QStringList();
    QTest::newRow("missing key") << QByteArray() << QByteArray("POST") << QByteArray("/orders")
                                 << QStringList() << body << 400 << problem("missing-key")
                                 << QStringList() << QStringList();
    QTest::newRow("key with a space")
        << QByteArray() << QByteArray("POST") << QByteArray("/orders")
        << QStringList{QStringLiteral("Idempotency-Key: a b")} << body << 400
        << problem("malformed-key") << QStringList() << QStringList();
    QTest::newRow("key of 256 characters")
        << QByteArray() << QByteArray("POST") << QByteArray("/orders")
        << QStringList{QStringLiteral("Idempotency-Key: ") + QString(256, u'k')} << body << 400
        << problem("malformed-key") << QStringList() << QStringList();
    QTest::newRow("key as an sf-string")
        << QByteArray("same") << QByteArray("POST") << QByteArray("/orders")
        << QStringList{QStringLiteral("Idempotency-Key: \"$KEY\"")} << body << 201 << QString()
        << QStringList{QStringLiteral("Idempotent-Replayed: true")} << QStringList();
    QTest::newRow("sf-string with a bad escape")
        << QByteArray() << QByteArray("POST") << QByteArray("/orders")
        << QStringList{QStringLiteral("Idempotency-Key: \"a\\x\"")} << body << 400
        << problem("malformed-key") << QStringList() << QStringList();
    QTest::newRow("key header twice")
        << QByteArray() << QByteArray("POST") << QByteArray("/orders")
        << QStringList{QStringLiteral("Idempotency-Key: $KEY"),
                       QStringLiteral("Idempotency-Key: $KEY")}
        << body << 400 << problem("repeated-key") << QStringList() << QStringList();
    QTest::newRow("key and an alias")
        << QByteArray() << QByteArray("POST") << QByteArray("/orders")
        << QStringList{QStringLiteral("Idempotency-Key: $KEY"),
                       QStringLiteral("Idempotency-Token: $KEY")}
        << body << 400 << problem("repeated-key") << QStringList() << QStringList();
    QTest::newRow("alias Idempotency-Token")
        << QByteArray("same") << QByteArray("POST") << QByteArray("/orders")
        << QStringList{QStringLiteral("Idempotency-Token: $KEY")} << body << 201 << QString()
        << QStringList{QStringLiteral("Idempotent-Replayed: true")} << QStringList();
    QTest::newRow("alias Idempotent-Token")
        << QByteArray("same") << QByteArray("POST") << QByteArray("/orders")
        << QStringList{QStringLiteral("Idempotent-Token: $KEY")} << body << 201 << QString()
        << QStringList{QStringLiteral("Idempotent-Replayed: true")} << QStringList();
    QTest::newRow("same key, other body")
        << QByteArray("other-body") << QByteArray("POST") << QByteArray("/orders") << key << body
        << 422 << problem("key-reuse-mismatch") << QStringList() << QStringList();
    QTest::newRow("same key while the first is in flight")
        << QByteArray("hang") << QByteArray("POST") << QByteArray("/hang") << key << body << 409
        << problem("request-in-flight") << QStringList{QStringLiteral("Retry-After")}
        << QStringList();
    QTest::newRow("body over the limit")
        << QByteArray() << QByteArray("POST") << QByteArray("/orders") << key
        << QByteArray(1024 * 1024 + 1, 'x') << 413 << problem("body-too-large") << QStringList()
        << QStringList();
    QTest::newRow("body at the limit")
        << QByteArray() << QByteArray("POST") << QByteArray("/orders") << key
        << QByteArray(1024 * 1024, 'x') << 201 << QString() << QStringList() << QStringList();
    QTest::newRow("GET is not guarded")
        << QByteArray("same") << QByteArray("GET") << QByteArray("/status/200") << key
        << QByteArray() << 200 << QString() << QStringList()
        << QStringList{QStringLiteral("Idempotent-Replayed")};
    QTest::newRow("DELETE without key passes")
        << QByteArray() << QByteArray("DELETE") << QByteArray("/status/204") << QStringList()
        << QByteArray() << 204 << QString() << QStringList() << QStringList();
}

void Tst_GatewayConformance::singleRequest() {
    QFETCH(QByteArray, prior);
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, path);
    QFETCH(QStringList, keyHeaders);
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QFETCH(QString, type);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);

    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port());
    const QByteArray key = freshKey();
    Headers headers{{"Content-Type", "application/json"}};
    for (const QString& h : std::as_const(keyHeaders)) {
        const qsizetype colon = h.indexOf(u':');
        headers.append(
            {h.left(colon).toLatin1(), h.mid(colon + 2).toLatin1().replace("$KEY", key)});
    }

    if (prior == "same") {
        const Reply first = rig.client->send(method, path, headers, body);
        QVERIFY2(first.status >= 200 && first.status < 300, qPrintable(first.error));
    } else if (prior == "other-body") {
        QCOMPARE(rig.client->send(method, path, headers, "{\"amount\":1}").status, 201);
    } else if (prior == "hang") {
        rig.client->sendAsync(method, path, headers, body, [](Reply) {});
        QTRY_COMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    }

    const Reply r = rig.client->send(method, path, headers, body);
    QCOMPARE(r.kind, UpstreamResult::Kind::Response);
    QCOMPARE(r.status, status);
    QCOMPARE(r.problemType(), type);
    for (const QString& p : std::as_const(present)) {
        const qsizetype colon = p.indexOf(u':');
        const QByteArray name = (colon < 0 ? p : p.left(colon)).toLatin1();
        QVERIFY2(r.headers.contains(name), qPrintable(p));
        if (colon >= 0)
            QCOMPARE(r.header(name), p.mid(colon + 2).toLatin1());
    }
    for (const QString& a : std::as_const(absent))
        QVERIFY2(!r.headers.contains(a.toLatin1()), qPrintable(a));
    if (!type.isEmpty()) {
        QCOMPARE(r.json().value(QStringLiteral("status")).toInt(), status);
        QVERIFY(!r.json().value(QStringLiteral("title")).toString().isEmpty());
    }
}

void Tst_GatewayConformance::replayIsByteForByte() {
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port());
    const QByteArray key = freshKey();
    const Headers headers{{"Idempotency-Key", key}};
    const Reply first = rig.client->send("POST", "/orders", headers, "{\"n\":1}");
    QCOMPARE(first.status, 201);
    for (int i = 0; i < 3; ++i) {
        const Reply again = rig.client->send("POST", "/orders", headers, "{\"n\":1}");
        QCOMPARE(again.status, 201);
        QCOMPARE(again.body, first.body);
        QCOMPARE(again.header("Location"), first.header("Location"));
        QCOMPARE(again.header("ETag"), first.header("ETag"));
        QCOMPARE(again.header("Idempotent-Replayed"), QByteArray("true"));
    }
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    const auto record = rig.store->get(QString::fromLatin1(key), QString());
    QVERIFY(record);
    QCOMPARE(record->replayCount, 3);
}

void Tst_GatewayConformance::storedStatuses_data() {
    QTest::addColumn<int>("status");
    for (int s : {200, 201, 202, 204, 400, 401, 403, 404, 410, 422})
        QTest::addRow("%d", s) << s;
}

// 2xx and 4xx (but 408/409/425/429) are stored: the duplicate replays, the upstream ran once.
void Tst_GatewayConformance::storedStatuses() {
    QFETCH(int, status);
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port());
    const QByteArray key = freshKey();
    const QByteArray path = "/status/" + QByteArray::number(status);
    const Headers headers{{"Idempotency-Key", key}};
    const Reply first = rig.client->send("POST", path, headers, "x");
    QCOMPARE(first.status, status);
    const Reply second = rig.client->send("POST", path, headers, "x");
    QCOMPARE(second.status, status);
    QCOMPARE(second.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(second.body, first.body);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    QCOMPARE(rig.store->get(QString::fromLatin1(key), QString())->state, State::Completed);
}

void Tst_GatewayConformance::releasedStatuses_data() {
    QTest::addColumn<int>("status");
    for (int s : {408, 409, 425, 429, 500, 502, 503, 504, 302})
        QTest::addRow("%d", s) << s;
}

// 5xx and the "try again" 4xx release the claim: the client sees the upstream's answer, and a
// retry runs the work again.
void Tst_GatewayConformance::releasedStatuses() {
    QFETCH(int, status);
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port());
    const QByteArray key = freshKey();
    const QByteArray path = "/status/" + QByteArray::number(status);
    const Headers headers{{"Idempotency-Key", key}};
    const Reply first = rig.client->send("POST", path, headers, "x");
    QCOMPARE(first.status, status);
    QVERIFY(!first.headers.contains("Idempotent-Replayed"));
    QCOMPARE(rig.store->get(QString::fromLatin1(key), QString())->state, State::Pending);
    const Reply second = rig.client->send("POST", path, headers, "x");
    QCOMPARE(second.status, status);
    QVERIFY(!second.headers.contains("Idempotent-Replayed"));
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 2);
}

void Tst_GatewayConformance::upstreamFailures_data() {
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<bool>("upstreamDown");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("released");
    QTest::newRow("upstream hangs past its timeout")
        << QByteArray("/hang") << false << 504 << problem("upstream-outcome-unknown") << false;
    QTest::newRow("upstream closes the connection")
        << QByteArray("/close") << false << 502 << problem("upstream-answer-unusable") << false;
    QTest::newRow("upstream not listening")
        << QByteArray("/orders") << true << 502 << problem("upstream-unavailable") << true;
}

// A request that never reached the upstream releases the claim: the retry is forwarded again.
// One the upstream received (then hung, or closed without an answer) may have run: its outcome
// is stored as a problem and the retry replays it (ADR 0012).
void Tst_GatewayConformance::upstreamFailures() {
    QFETCH(QByteArray, path);
    QFETCH(bool, upstreamDown);
    QFETCH(int, status);
    QFETCH(QString, type);
    QFETCH(bool, released);
    ScriptedUpstream upstream;
    const quint16 port = upstreamDown ? freePort() : upstream.port();
    GatewayRig rig(port,
                   [](GatewayConfig& c) { c.upstreamTimeout = std::chrono::milliseconds(500); });
    const QByteArray key = freshKey();
    const Headers headers{{"Idempotency-Key", key}};
    for (int attempt = 1; attempt <= 2; ++attempt) {
        const Reply r = rig.client->send("POST", path, headers, "x");
        QCOMPARE(r.status, status);
        QCOMPARE(r.problemType(), type);
        QCOMPARE(rig.store->get(QString::fromLatin1(key), QString())->state,
                 released ? State::Pending : State::Completed);
        QCOMPARE(r.headers.contains("Idempotent-Replayed"), !released && attempt == 2);
        if (!upstreamDown)
            QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), released ? attempt : 1);
    }
}

// Fail-closed: a store that cannot be opened gives 503 + Retry-After and nothing reaches the
// upstream.
void Tst_GatewayConformance::storeUnavailable() {
    ScriptedUpstream upstream;
    QTemporaryDir dir;
    GatewayConfig c = testConfig(upstream.port(),
                                 QStringLiteral("sqlite://%1/missing/folder/x.db").arg(dir.path()));
    c.unavailableRetryAfter = std::chrono::seconds(3);
    Gateway gateway(c);
    QString error;
    gateway.start();
    TestClient client(gateway.port());
    const Reply r = client.send("POST", "/orders", {{"Idempotency-Key", freshKey()}}, "x");
    QCOMPARE(r.status, 503);
    QCOMPARE(r.problemType(), problem("store-unavailable"));
    QCOMPARE(r.header("Retry-After"), QByteArray("3"));
    QCOMPARE(upstream.totalArrivals(), 0);
    QCOMPARE(client.send("GET", "/readyz").status, 503);
    QCOMPARE(client.send("GET", "/healthz").status, 200);
}

void Tst_GatewayConformance::failOpen() {
    ScriptedUpstream upstream;
    QTemporaryDir dir;
    GatewayConfig c = testConfig(upstream.port(),
                                 QStringLiteral("sqlite://%1/missing/folder/x.db").arg(dir.path()));
    c.failOpen = true;
    Gateway gateway(c);
    QString error;
    gateway.start();
    TestClient client(gateway.port());
    const QByteArray key = freshKey();
    QCOMPARE(client.send("POST", "/orders", {{"Idempotency-Key", key}}, "x").status, 201);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    QVERIFY(
        gateway.metrics().scrape().contains("idemgate_requests_total{outcome=\"unavailable\"} 1"));
}

// The scope header's hash is the record's scope: two principals never share a stored response.
void Tst_GatewayConformance::scopes() {
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port());
    const QByteArray key = freshKey();
    const Headers alice{{"Idempotency-Key", key}, {"Authorization", "Bearer alice"}};
    const Headers bob{{"Idempotency-Key", key}, {"Authorization", "Bearer bob"}};
    const Reply a1 = rig.client->send("POST", "/orders", alice, "x");
    const Reply b1 = rig.client->send("POST", "/orders", bob, "x");
    QCOMPARE(a1.status, 201);
    QCOMPARE(b1.status, 201);
    QVERIFY(!b1.headers.contains("Idempotent-Replayed"));
    QVERIFY(a1.body != b1.body);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 2);
    QCOMPARE(rig.client->send("POST", "/orders", alice, "x").body, a1.body);
    QCOMPARE(rig.client->send("POST", "/orders", bob, "x").body, b1.body);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 2);
    // The scope is the header's SHA-256, never the credential itself.
    const QString aliceScope = QString::fromLatin1(
        QCryptographicHash::hash("Bearer alice", QCryptographicHash::Sha256).toHex());
    QVERIFY(rig.store->get(QString::fromLatin1(key), aliceScope));
    QVERIFY(!rig.store->get(QString::fromLatin1(key), QString()));
    // The upstream still gets the credential it needs.
    QCOMPARE(upstream.lastHeaders().value("Authorization").value_or(""), QByteArray("Bearer bob"));
}

void Tst_GatewayConformance::optionalPaths() {
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port(), [](GatewayConfig& c) {
        c.requiredPaths = {QStringLiteral("/orders")};
        c.optionalPaths = {QStringLiteral("/orders/drafts")};
    });
    QCOMPARE(rig.client->send("POST", "/orders", {}, "x").status, 400);
    QCOMPARE(rig.client->send("POST", "/status/201", {}, "x").status, 201);
    QCOMPARE(rig.client->send("POST", "/orders/drafts", {}, "x").status, 201);
    // A key is honoured wherever it is given.
    const Headers h{{"Idempotency-Key", freshKey()}};
    QCOMPARE(rig.client->send("POST", "/status/201", h, "x").status, 201);
    QCOMPARE(rig.client->send("POST", "/status/201", h, "x").header("Idempotent-Replayed"),
             QByteArray("true"));
}

void Tst_GatewayConformance::issuedMode() {
    ScriptedUpstream upstream;
    // The issue endpoint is off by default (issue 15): this test switches it on.
    GatewayRig rig(upstream.port(), [](GatewayConfig& c) {
        c.mode = AcquireMode::Issued;
        c.issueEndpoint = true;
    });

    const Reply issued = rig.client->send("POST", "/idempotency/tokens", {}, {});
    QCOMPARE(issued.status, 201);
    const QByteArray key = issued.json().value(QStringLiteral("key")).toString().toLatin1();
    QCOMPARE(key.size(), 32);
    QCOMPARE(issued.header("Idempotency-Key"), key);

    const Headers h{{"Idempotency-Key", key}};
    QCOMPARE(rig.client->send("POST", "/orders", h, "x").status, 201);
    QCOMPARE(rig.client->send("POST", "/orders", h, "x").header("Idempotent-Replayed"),
             QByteArray("true"));

    const Reply unknown =
        rig.client->send("POST", "/orders", {{"Idempotency-Key", freshKey()}}, "x");
    QCOMPARE(unknown.status, 400);
    QCOMPARE(unknown.problemType(), problem("unknown-token"));

    const Reply business =
        rig.client->send("POST", "/idempotency/tokens", {{"Content-Type", "application/json"}},
                         "{\"format\":\"business\",\"prefix\":\"PAY\",\"ttl\":\"300ms\"}");
    QCOMPARE(business.status, 201);
    const QString businessKey = business.json().value(QStringLiteral("key")).toString();
    QVERIFY(businessKey.startsWith(QLatin1String("PAY_")));
    // Wait (not assert) until the store says the token expired, then use it.
    QTRY_VERIFY_WITH_TIMEOUT(rig.store->get(businessKey, QString())->state == State::Expired,
                             10000);
    const Reply expired =
        rig.client->send("POST", "/orders", {{"Idempotency-Key", businessKey.toLatin1()}}, "x");
    QCOMPARE(expired.status, 400);
    QCOMPARE(expired.problemType(), problem("expired-token"));

    const Reply bad = rig.client->send("POST", "/idempotency/tokens", {}, "{\"format\":\"x\"}");
    QCOMPARE(bad.status, 400);
    QCOMPARE(bad.problemType(), problem("bad-request"));
    QCOMPARE(upstream.totalArrivals(), 1);
}

// The lease is renewed while the upstream works: a duplicate sent after several leases have
// passed still finds the request in flight, and the work runs once.
void Tst_GatewayConformance::heartbeatKeepsSlowRequest() {
    ScriptedUpstream upstream;
    const auto lease = std::chrono::milliseconds(900);
    GatewayRig rig(upstream.port(), [lease](GatewayConfig& c) { c.lease = lease; });
    const QByteArray key = freshKey();
    const Headers h{{"Idempotency-Key", key}};
    std::optional<Reply> first;
    rig.client->sendAsync("POST", "/slow/4000", h, "x", [&](Reply r) { first = r; });
    QTRY_COMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    QElapsedTimer t;
    t.start();
    (void)QTest::qWaitFor([&] { return t.elapsed() > 3 * lease.count(); }, 10000);
    if (!first) { // the upstream is still working: the duplicate must not take over
        const Reply dup = rig.client->send("POST", "/slow/4000", h, "x");
        QVERIFY2(dup.status == 409 || dup.header("Idempotent-Replayed") == "true",
                 qPrintable(QString::number(dup.status)));
    }
    QTRY_VERIFY_WITH_TIMEOUT(first.has_value(), 20000);
    QCOMPARE(first->status, 201);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    const auto renewed = [&] {
        const QByteArray name = "idemgate_token_events_total{event=\"renewed\"} ";
        for (const QByteArray& line : rig.gateway->metrics().scrape().split('\n')) {
            if (line.startsWith(name))
                return line.mid(name.size()).toDouble();
        }
        return 0.0;
    };
    const double renewedAtAnswer = renewed();
    QVERIFY(renewedAtAnswer >= 1);
    // Answered and stored: the heartbeat stopped, nothing renews the completed token.
    QTest::qWait(int(2 * lease.count()));
    QCOMPARE(renewed(), renewedAtAnswer);
}

void Tst_GatewayConformance::healthAndReadiness() {
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port());
    const Reply health = rig.client->send("GET", "/healthz");
    QCOMPARE(health.status, 200);
    const Reply ready = rig.client->send("GET", "/readyz");
    QCOMPARE(ready.status, 200);
    QCOMPARE(ready.json().value(QStringLiteral("store")).toString(), QStringLiteral("sqlite"));
    QCOMPARE(upstream.totalArrivals(), 0);
}

void Tst_GatewayConformance::metrics() {
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port(), [](GatewayConfig& c) {
        c.metricsListen = ListenAddress{QHostAddress(QHostAddress::LocalHost), 0};
    });
    const Headers h{{"Idempotency-Key", freshKey()}};
    rig.client->send("POST", "/orders", h, "x");
    rig.client->send("POST", "/orders", h, "x");
    rig.client->send("POST", "/orders", h, "other");
    rig.client->send("POST", "/orders", {}, "x");
    rig.client->send("POST", "/status/500", {{"Idempotency-Key", freshKey()}}, "x");
    QVERIFY(rig.gateway->metricsPort() != 0);
    TestClient scraper(rig.gateway->metricsPort());
    const Reply m = scraper.send("GET", "/metrics");
    QCOMPARE(m.status, 200);
    for (const char* line : {"idemgate_requests_total{outcome=\"acquired\"} 1",
                             "idemgate_requests_total{outcome=\"replayed\"} 1",
                             "idemgate_requests_total{outcome=\"mismatch\"} 1",
                             "idemgate_requests_total{outcome=\"rejected\"} 1",
                             "idemgate_requests_total{outcome=\"released\"} 1",
                             "idemgate_requests_total{outcome=\"in_flight\"} 0",
                             "idemgate_requests_total{outcome=\"unavailable\"} 0",
                             "idemgate_token_events_total{event=\"completed\"} 1",
                             "idemgate_token_events_total{event=\"released\"} 1",
                             "idemgate_inflight_claims 0", "idemgate_open_connections 1",
                             "idemgate_request_duration_seconds_count{outcome=\"replayed\"} 1",
                             "idemgate_store_duration_seconds_count{operation=\"acquire\"} 4",
                             "idemgate_upstream_duration_seconds_count 2"})
        QVERIFY2(m.body.contains(line), line);
}

/// The periodic reaper deletes lapsed records in batches (the next at once while a batch comes
/// back full) and counts them in token_events_total{event="purged"}; live records stay.
void Tst_GatewayConformance::reaperPurgesExpiredRecords() {
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port(), [](GatewayConfig& c) {
        c.metricsListen = ListenAddress{QHostAddress(QHostAddress::LocalHost), 0};
        c.reapInterval = std::chrono::milliseconds(200);
    });
    // 1,200 lapsing records: more than one batch of 1,000.
    std::unique_ptr<TokenStore> store = rig.store.openAnother();
    QVERIFY(store);
    constexpr int kLapsing = 1200;
    for (int i = 0; i < kLapsing; ++i)
        store->issue({QStringLiteral("lapse-%1").arg(i), QString(), std::chrono::milliseconds(50)});
    store->issue({QStringLiteral("live"), QString(), std::chrono::minutes(30)});
    QTRY_COMPARE_WITH_TIMEOUT(store->counts().total(), qint64(1), 30000);
    QVERIFY(store->get(QStringLiteral("live"), QString()).has_value());
    TestClient scraper(rig.gateway->metricsPort());
    const QByteArray expected =
        "idemgate_token_events_total{event=\"purged\"} " + QByteArray::number(kLapsing);
    QTRY_VERIFY_WITH_TIMEOUT(scraper.send("GET", "/metrics").body.contains(expected), 10000);
    // Each lapse was counted once, by the store, when it happened.
    QCOMPARE(store->stats(std::chrono::hours(1)).total(Counter::Expired), kLapsing);
}

void Tst_GatewayConformance::accessLogHashesTheKey() {
    ScriptedUpstream upstream;
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("access.log"));
    GatewayRig rig(upstream.port(), [&](GatewayConfig& c) { c.accessLog = log; });
    const QByteArray key = "secret-key-" + freshKey();
    QCOMPARE(rig.client->send("POST", "/orders?token=abc", {{"Idempotency-Key", key}}, "x").status,
             201);
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray line = f.readAll().trimmed();
    QVERIFY(!line.contains(key));
    QVERIFY(!line.contains("token=abc")); // the query may carry secrets: not logged
    const QJsonObject o = QJsonDocument::fromJson(line).object();
    QCOMPARE(o.value(QStringLiteral("outcome")).toString(), QStringLiteral("acquired"));
    QCOMPARE(o.value(QStringLiteral("status")).toInt(), 201);
    QCOMPARE(o.value(QStringLiteral("path")).toString(), QStringLiteral("/orders"));
    QCOMPARE(o.value(QStringLiteral("key_sha256")).toString(),
             QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex())
                 .left(16));
    QVERIFY(o.contains(QStringLiteral("ms")));
}

// The demo upstream behind the gateway: 201 with an id and a Location, stats per key.
void Tst_GatewayConformance::demoUpstream() {
    DemoUpstream demo;
    demo.listen(QHostAddress(QHostAddress::LocalHost), 0);
    GatewayRig rig(demo.port());
    const QByteArray key = freshKey();
    const Headers h{{"Idempotency-Key", key}, {"Content-Type", "application/json"}};
    const Reply first = rig.client->send("POST", "/orders", h, "{\"amount\":5}");
    QCOMPARE(first.status, 201);
    const QString id = first.json().value(QStringLiteral("id")).toString();
    QVERIFY(!id.isEmpty());
    QCOMPARE(first.header("Location"), "/orders/" + id.toLatin1());
    QCOMPARE(rig.client->send("POST", "/orders", h, "{\"amount\":5}").body, first.body);
    const Reply stats = rig.client->send("GET", "/orders/stats");
    QCOMPARE(stats.status, 200);
    QCOMPARE(stats.json()
                 .value(QStringLiteral("executions"))
                 .toObject()
                 .value(QString::fromLatin1(key))
                 .toInt(),
             1);
    QCOMPARE(demo.executions(QString::fromLatin1(key)), 1);
    QCOMPARE(rig.client->send("GET", "/orders/" + id.toLatin1()).status, 200);
}

QTEST_GUILESS_MAIN(Tst_GatewayConformance)
#include "tst_gatewayconformance.moc"
