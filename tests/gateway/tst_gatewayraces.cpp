// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Concurrent duplicates through the gateway, on the store of `-store <spec>` (registered for
// sqlite-file and redis): whatever the interleaving, the upstream runs each key's work once,
// and every other answer is a 409 or a replay of that one response.

#include "gateway/demoupstream.h"
#include "gateway/gateway.h"
#include "gatewaytest.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QTest>

using namespace idem;
using namespace idem::gateway;
using namespace idem::test;

namespace {
QString g_spec = QStringLiteral("sqlite-file");
}

class Tst_GatewayRaces : public QObject {
    Q_OBJECT

private slots:
    void identicalRequests();
    void manyKeysWithDuplicates();
};

// 64 identical requests at once: one execution, one original, the rest 409 or replays.
void Tst_GatewayRaces::identicalRequests() {
    IDEM_FRESH_STORE(store, g_spec);
    QVERIFY(!store.sharedUrl().isEmpty());
    DemoUpstream upstream(DemoUpstreamOptions{std::chrono::milliseconds(50), 0.0});
    upstream.listen(QHostAddress(QHostAddress::LocalHost), 0);
    GatewayConfig c = testConfig(upstream.port(), store.sharedUrl());
    Gateway gateway(c);
    QString error;
    gateway.start();
    TestClient client(gateway.port(), 64);

    const QByteArray key = TokenGenerator::uuid().toLatin1();
    QList<Reply> replies;
    for (int i = 0; i < 64; ++i)
        client.sendAsync("POST", "/orders", {{"Idempotency-Key", key}}, "{\"amount\":1}",
                         [&](Reply r) { replies.append(r); });
    QTRY_COMPARE_WITH_TIMEOUT(replies.size(), 64, 60000);

    int originals = 0, replays = 0, inFlight = 0;
    QByteArray originalBody;
    for (const Reply& r : std::as_const(replies)) {
        if (r.status == 409) {
            ++inFlight;
            QVERIFY(r.headers.contains("Retry-After"));
        } else if (r.status == 201 && r.header("Idempotent-Replayed") == "true") {
            ++replays;
        } else if (r.status == 201) {
            ++originals;
            originalBody = r.body;
        } else {
            QFAIL(qPrintable(QStringLiteral("unexpected status %1: %2")
                                 .arg(r.status)
                                 .arg(QString::fromUtf8(r.body))));
        }
    }
    QCOMPARE(originals, 1);
    QCOMPARE(originals + replays + inFlight, 64);
    for (const Reply& r : std::as_const(replies))
        if (r.status == 201)
            QCOMPARE(r.body, originalBody);
    QCOMPARE(upstream.executions(QString::fromLatin1(key)), 1);
    QCOMPARE(upstream.totalExecutions(), qint64(1));
}

// 1,000 keys, each sent 8 times concurrently (interleaved): executions == keys.
void Tst_GatewayRaces::manyKeysWithDuplicates() {
    IDEM_FRESH_STORE(store, g_spec);
    DemoUpstream upstream;
    upstream.listen(QHostAddress(QHostAddress::LocalHost), 0);
    GatewayConfig c = testConfig(upstream.port(), store.sharedUrl());
    Gateway gateway(c);
    QString error;
    gateway.start();
    TestClient client(gateway.port(), 64);

    constexpr int kKeys = 1000;
    constexpr int kDuplicates = 8;
    QList<QByteArray> keys;
    for (int i = 0; i < kKeys; ++i)
        keys.append(TokenGenerator::uuid().toLatin1());
    int answered = 0, unexpected = 0;
    QList<QByteArray> firstUnexpected;
    // A key's duplicates go out back to back, so they travel on parallel connections together.
    for (const QByteArray& key : std::as_const(keys)) {
        for (int d = 0; d < kDuplicates; ++d) {
            client.sendAsync("POST", "/orders", {{"Idempotency-Key", key}}, "{\"amount\":7}",
                             [&](Reply r) {
                                 ++answered;
                                 if (r.status != 201 && r.status != 409) {
                                     ++unexpected;
                                     if (firstUnexpected.isEmpty())
                                         firstUnexpected.append(QByteArray::number(r.status) + ' ' +
                                                                r.body + r.error.toUtf8());
                                 }
                             });
        }
    }
    QTRY_COMPARE_WITH_TIMEOUT(answered, kKeys * kDuplicates, 170000);
    QVERIFY2(unexpected == 0, firstUnexpected.value(0).constData());
    QCOMPARE(upstream.distinctKeys(), kKeys);
    QCOMPARE(upstream.totalExecutions(), qint64(kKeys));
    for (const QByteArray& key : std::as_const(keys))
        QCOMPARE(upstream.executions(QString::fromLatin1(key)), 1);
}

int main(int argc, char** argv) {
    g_spec = takeStoreSpec(argc, argv);
    QCoreApplication app(argc, argv);
    Tst_GatewayRaces t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_gatewayraces.moc"
