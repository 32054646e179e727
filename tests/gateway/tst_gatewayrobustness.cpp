// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Hostile and broken clients against an in-process gateway over raw TCP: malformed HTTP,
// smuggling-shaped framing, oversized parts, slow and idle clients, too many connections and a
// seeded mutation fuzz. Each is answered cleanly (or cut) and the gateway keeps serving.

#include "gateway/gateway.h"
#include "gatewaytest.h"
#include "http/http.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTest>
#include <memory>

using namespace idem;
using namespace idem::gateway;
using namespace idem::test;


class Tst_GatewayRobustness : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void malformed_data();
    void malformed();
    void chunkedAndPipelined();
    void slowClients_data();
    void slowClients();
    void idleConnectionCloses();
    void connectionLimit();
    void mutationFuzz();

private:
    bool gatewayAlive();

    std::unique_ptr<FreshStore> m_store;
    std::unique_ptr<ScriptedUpstream> m_upstream;
    std::unique_ptr<Gateway> m_gateway;
};

void Tst_GatewayRobustness::init() {
    m_store = std::make_unique<FreshStore>(QStringLiteral("sqlite-file"));
    m_upstream = std::make_unique<ScriptedUpstream>();
    GatewayConfig c = testConfig(m_upstream->port(), m_store->sharedUrl());
    c.requestTimeout = std::chrono::milliseconds(700);
    c.idleTimeout = std::chrono::milliseconds(700);
    c.maxConnections = 8;
    c.maxBodyBytes = 64 * 1024;
    c.maxHeaderBytes = 8 * 1024;
    m_gateway = std::make_unique<Gateway>(c);
    QString error;
    m_gateway->start();
}

void Tst_GatewayRobustness::cleanup() {
    if (m_gateway)
        QVERIFY2(gatewayAlive(), "the gateway stopped answering");
    m_gateway.reset();
    m_upstream.reset();
    m_store.reset();
}

bool Tst_GatewayRobustness::gatewayAlive() {
    return rawStatus(rawExchange(m_gateway->port(),
                             "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")) ==
           200;
}

void Tst_GatewayRobustness::malformed_data() {
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("status");
    const QByteArray post = "POST /orders HTTP/1.1\r\nHost: x\r\nIdempotency-Key: k1\r\n";
    QTest::newRow("binary garbage") << QByteArray("\x00\x01\x02\xff hello\r\n\r\n", 13) << 400;
    QTest::newRow("no version") << QByteArray("GET /\r\n\r\n") << 400;
    QTest::newRow("HTTP/2.0") << QByteArray("GET / HTTP/2.0\r\n\r\n") << 505;
    QTest::newRow("absolute-form target")
        << QByteArray("GET http://evil/ HTTP/1.1\r\nHost: x\r\n\r\n") << 400;
    QTest::newRow("space in the target") << QByteArray("GET /a b HTTP/1.1\r\n\r\n") << 400;
    QTest::newRow("bad method") << QByteArray("G(T / HTTP/1.1\r\n\r\n") << 400;
    QTest::newRow("space before colon") << QByteArray("GET / HTTP/1.1\r\nHost : x\r\n\r\n") << 400;
    QTest::newRow("obsolete line folding")
        << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n  b\r\n\r\n") << 400;
    QTest::newRow("no colon") << QByteArray("GET / HTTP/1.1\r\nHost x\r\n\r\n") << 400;
    QTest::newRow("control character in a value")
        << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nX-A: a\x01z\r\n\r\n") << 400;
    QTest::newRow("Content-Length with Transfer-Encoding")
        << post + "Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n"
        << 400;
    QTest::newRow("two different Content-Lengths")
        << post + "Content-Length: 3\r\nContent-Length: 4\r\n\r\nabcd" << 400;
    QTest::newRow("negative Content-Length") << post + "Content-Length: -1\r\n\r\n" << 400;
    QTest::newRow("Content-Length with a sign") << post + "Content-Length: +3\r\n\r\nabc" << 400;
    QTest::newRow("Content-Length overflow")
        << post + "Content-Length: 99999999999999999999\r\n\r\n"
        << 413;
    QTest::newRow("Content-Length over the limit") << post + "Content-Length: 65537\r\n\r\n" << 413;
    QTest::newRow("gzip transfer coding") << post + "Transfer-Encoding: gzip\r\n\r\n" << 501;
    QTest::newRow("chunked twice") << post + "Transfer-Encoding: chunked, chunked\r\n\r\n0\r\n\r\n"
                                   << 501;
    QTest::newRow("bad chunk size") << post + "Transfer-Encoding: chunked\r\n\r\nzz\r\n" << 400;
    QTest::newRow("chunk without its CRLF")
        << post + "Transfer-Encoding: chunked\r\n\r\n3\r\nabcX\r\n0\r\n\r\n"
        << 400;
    QTest::newRow("chunks over the limit")
        << post + "Transfer-Encoding: chunked\r\n\r\n10000\r\n" + QByteArray(0x10000, 'a') +
               "\r\n1\r\na\r\n0\r\n\r\n"
        << 413;
    QTest::newRow("header section over the limit")
        << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nX-Big: ") + QByteArray(9000, 'a') + "\r\n\r\n"
        << 431;
    QByteArray many = "GET / HTTP/1.1\r\nHost: x\r\n";
    for (int i = 0; i < 100; ++i)
        many += "X-" + QByteArray::number(i) + ": v\r\n";
    QTest::newRow("101 header fields") << many + "\r\n" << 431;
    QTest::newRow("request line over the limit")
        << "GET /" + QByteArray(9000, 'a') + " HTTP/1.1\r\n\r\n"
        << 414;
    QTest::newRow("path over the record's limit")
        << "POST /" + QByteArray(3000, 'a') +
               " HTTP/1.1\r\nHost: x\r\nIdempotency-Key: k2\r\nConnection: close\r\n"
               "Content-Length: 0\r\n\r\n"
        << 414;
}

void Tst_GatewayRobustness::malformed() {
    QFETCH(QByteArray, request);
    QFETCH(int, status);
    const QByteArray response = rawExchange(m_gateway->port(), request);
    QCOMPARE(rawStatus(response), status);
    QVERIFY(response.contains("application/problem+json"));
    QVERIFY(response.contains("Connection: close"));
    QCOMPARE(m_upstream->totalArrivals(), 0);
}

void Tst_GatewayRobustness::chunkedAndPipelined() {
    // A chunked body is decoded, forwarded with a Content-Length, and fingerprinted as a whole.
    const QByteArray chunked = "POST /orders HTTP/1.1\r\nHost: x\r\nIdempotency-Key: c1\r\n"
                               "Transfer-Encoding: chunked\r\n\r\n"
                               "3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nX-Trailer: t\r\n\r\n";
    const QByteArray health = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";
    const QByteArray last = "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    const QByteArray all = rawExchange(m_gateway->port(), chunked + health + chunked + last);
    QCOMPARE(all.count("HTTP/1.1 "), 4);
    QVERIFY(all.startsWith("HTTP/1.1 201"));
    QVERIFY(all.contains("\"bytes\":\"5\""));
    QVERIFY(all.contains("Idempotent-Replayed: true"));
    QCOMPARE(m_upstream->arrivals(QStringLiteral("c1")), 1);
}

void Tst_GatewayRobustness::slowClients_data() {
    QTest::addColumn<QByteArray>("partial");
    QTest::newRow("headers never finish") << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    QTest::newRow("body never finishes")
        << QByteArray("POST /orders HTTP/1.1\r\nHost: x\r\nIdempotency-Key: s1\r\n"
                      "Content-Length: 100\r\n\r\n"
                      "only ten..");
    QTest::newRow("one byte of the start line") << QByteArray("G");
}

// A client that stops mid-request gets 408 once the request deadline passes, and the
// connection is closed; nothing reaches the upstream.
void Tst_GatewayRobustness::slowClients() {
    QFETCH(QByteArray, partial);
    const QByteArray response = rawExchange(m_gateway->port(), partial, 20000);
    QCOMPARE(rawStatus(response), 408);
    QCOMPARE(m_upstream->totalArrivals(), 0);
}

void Tst_GatewayRobustness::idleConnectionCloses() {
    QTcpSocket s;
    s.connectToHost(QHostAddress(QHostAddress::LocalHost), m_gateway->port());
    QVERIFY(s.waitForConnected(5000));
    s.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    QTRY_VERIFY(s.bytesAvailable() > 0);
    QVERIFY(s.readAll().startsWith("HTTP/1.1 200"));
    QTRY_COMPARE_WITH_TIMEOUT(s.state(), QAbstractSocket::UnconnectedState, 20000);
}

// Beyond maxConnections (8 here) a new connection is answered 503 + Retry-After and closed;
// once the others go, connections are accepted again.
void Tst_GatewayRobustness::connectionLimit() {
    std::vector<std::unique_ptr<QTcpSocket>> held;
    for (int i = 0; i < 8; ++i) {
        auto s = std::make_unique<QTcpSocket>();
        s->connectToHost(QHostAddress(QHostAddress::LocalHost), m_gateway->port());
        QVERIFY(s->waitForConnected(5000));
        held.push_back(std::move(s));
    }
    // The gateway learns of the 8 in its own time: wait until a 9th is refused.
    QByteArray response;
    QVERIFY(QTest::qWaitFor(
        [&] {
            response = rawExchange(m_gateway->port(), "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
            return rawStatus(response) == 503;
        },
        10000));
    QVERIFY(response.contains("Retry-After: 1"));
    QVERIFY(response.contains("/problems/overloaded"));
    held.clear();
    QTRY_VERIFY_WITH_TIMEOUT(gatewayAlive(), 10000);
}

// Seeded mutations of valid requests: every connection ends with an answer or a close, never a
// crash or a hang, and nothing malformed is forwarded with a claim it should not have.
void Tst_GatewayRobustness::mutationFuzz() {
    QRandomGenerator rng(20261129);
    const QList<QByteArray> seeds = {
        "POST /orders HTTP/1.1\r\nHost: x\r\nIdempotency-Key: f1\r\nContent-Length: 5\r\n\r\nhello",
        "POST /orders HTTP/1.1\r\nHost: x\r\nIdempotency-Key: \"f2\"\r\n"
        "Transfer-Encoding: chunked\r\n\r\n"
        "5\r\nhello\r\n0\r\n\r\n",
        "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        "PATCH /orders/1 HTTP/1.0\r\nIdempotency-Key: f3\r\nContent-Length: 2\r\n\r\n{}"};
    static const char kAlphabet[] = " \r\n:;,\"\\0-9aZ\x00\x7f\xff";
    const QByteArray alphabet(kAlphabet, sizeof kAlphabet - 1); // the NUL inside included
    int answered = 0, cut = 0;
    for (int round = 0; round < 300; ++round) {
        QByteArray r = seeds[rng.bounded(seeds.size())];
        const int edits = 1 + rng.bounded(4);
        for (int e = 0; e < edits; ++e) {
            const int at = rng.bounded(static_cast<int>(r.size()));
            switch (rng.bounded(4)) {
            case 0:
                r[at] = alphabet[rng.bounded(static_cast<int>(alphabet.size()))];
                break;
            case 1:
                r.remove(at, 1 + rng.bounded(3));
                break;
            case 2:
                r.insert(at, alphabet[rng.bounded(static_cast<int>(alphabet.size()))]);
                break;
            default:
                r.insert(at, r.mid(rng.bounded(static_cast<int>(r.size())), 8));
                break;
            }
        }
        // Finish with a request that closes, so a valid mutation does not wait for the idle
        // timeout.
        const QByteArray response =
            rawExchange(m_gateway->port(),
                     r + "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 20000);
        if (rawStatus(response) != 0)
            ++answered;
        else
            ++cut;
    }
    qInfo("fuzz: %d answered, %d cut without an answer", answered, cut);
    QCOMPARE(answered + cut, 300);
    QVERIFY(answered > 0);
}

QTEST_GUILESS_MAIN(Tst_GatewayRobustness)
#include "tst_gatewayrobustness.moc"
