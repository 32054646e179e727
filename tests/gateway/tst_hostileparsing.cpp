// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Hostile parsing over the wire (issue 15, cases 1 and 9): an idemgate process on a SQLite file
// in front of a counting upstream. A chunk size that overflows a 64-bit length must be answered
// at once with memory flat; every lenient-parsing shape (\v and \f as whitespace, chunk
// extensions, trailers, Transfer-Encoding on HTTP/1.0, a missing or repeated Host, smuggling
// shapes) is refused before anything reaches the upstream. On the way back, an upstream answer
// with a bad reason phrase or faulty framing becomes 502, and the fields its Connection header
// names never reach the client, neither in the first answer nor in a replay.

#include "gatewaytest.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QHash>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <memory>

using namespace idem;
using namespace idem::gateway;
using namespace idem::test;

namespace {

/// An upstream answering canned bytes per path (the first request line's target), then closing;
/// it counts arrivals per path. For answers no HTTP library would write.
class RawUpstream {
public:
    RawUpstream() {
        m_server.listen(QHostAddress(QHostAddress::LocalHost));
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket* s = m_server.nextPendingConnection()) {
                QObject::connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
                QObject::connect(s, &QTcpSocket::readyRead, s, [this, s] {
                    QByteArray& in = m_pending[s];
                    in += s->readAll();
                    if (!in.contains("\r\n\r\n"))
                        return;
                    const QByteArray path = in.left(in.indexOf("\r\n")).split(' ').value(1);
                    m_pending.remove(s);
                    ++m_arrivals[path];
                    s->write(m_answers.value(path, "HTTP/1.1 404 Not Found\r\n\r\n"));
                    s->disconnectFromHost();
                });
            }
        });
    }
    quint16 port() const { return m_server.serverPort(); }
    void answer(const QByteArray& path, const QByteArray& bytes) { m_answers[path] = bytes; }
    int arrivals(const QByteArray& path) const { return m_arrivals.value(path); }

private:
    QTcpServer m_server;
    QHash<QByteArray, QByteArray> m_answers;
    QHash<QByteArray, int> m_arrivals;
    QHash<QTcpSocket*, QByteArray> m_pending;
};

/// The head of a keyed chunked POST whose body follows.
QByteArray chunkedHead(const QByteArray& key) {
    return "POST /orders HTTP/1.1\r\nHost: gate.test\r\nIdempotency-Key: " + key +
           "\r\nTransfer-Encoding: chunked\r\n\r\n";
}

} // namespace

class Tst_HostileParsing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void chunkSizeOverflow();
    void refusedRequests_data();
    void refusedRequests();
    void acceptedRequests_data();
    void acceptedRequests();
    void upstreamAnswers_data();
    void upstreamAnswers();
    void connectionNamedFieldsRemoved();

private:
    std::unique_ptr<FreshStore> m_store;
    std::unique_ptr<ScriptedUpstream> m_upstream;
    std::unique_ptr<GateProcess> m_gate;
};

void Tst_HostileParsing::initTestCase() {
    m_store = std::make_unique<FreshStore>(QStringLiteral("sqlite-file"));
    QVERIFY(!m_store->skipped() && m_store->operator->());
    m_upstream = std::make_unique<ScriptedUpstream>();
    m_gate = std::make_unique<GateProcess>(QStringLiteral(IDEMGATE_PATH), m_upstream->port(),
                                           m_store->sharedUrl());
    QVERIFY(m_gate->ready());
}

void Tst_HostileParsing::cleanupTestCase() {
    m_gate.reset();
    m_upstream.reset();
    m_store.reset();
}

// Case 1: a 1-byte chunk, then a chunk size of 2^63-1. The answer must come before the client
// sends anything more, and the ~20 MiB the client then pushes must not be buffered.
void Tst_HostileParsing::chunkSizeOverflow() {
    const int arrivalsBefore = m_upstream->totalArrivals();
    const qint64 rssBefore = m_gate->rssKiB();
    QVERIFY(rssBefore > 0);

    QTcpSocket s;
    s.connectToHost(QHostAddress(QHostAddress::LocalHost), m_gate->port());
    QVERIFY(s.waitForConnected(5000));
    s.write(chunkedHead("overflow") + "1\r\na\r\n7fffffffffffffff\r\n");
    QByteArray received;
    // Bounded wait for the answer: not getting one is the failure recorded below.
    static_cast<void>(QTest::qWaitFor(
        [&] {
            received += s.readAll();
            return received.contains("\r\n\r\n") || s.state() == QAbstractSocket::UnconnectedState;
        },
        5000));
    received += s.readAll();
    const int status = rawStatus(received);

    // The client keeps sending "chunk data" (20 MiB in 64 KiB writes) as long as the gateway
    // takes it.
    const QByteArray piece(64 * 1024, 'x');
    qint64 sent = 0;
    for (int i = 0; i < 320 && s.state() == QAbstractSocket::ConnectedState; ++i) {
        if (s.write(piece) < 0)
            break;
        if (!s.waitForBytesWritten(2000))
            break;
        sent += piece.size();
    }
    const qint64 rssAfter = m_gate->rssKiB();
    const qint64 growthKiB = rssAfter - rssBefore;
    qInfo("chunk size 7fffffffffffffff: answer %d, %lld KiB sent after it, RSS %lld -> %lld KiB "
          "(%+lld KiB), upstream arrivals %d",
          status, sent / 1024, rssBefore, rssAfter, growthKiB,
          m_upstream->totalArrivals() - arrivalsBefore);
    QCOMPARE(status, 413);
    QCOMPARE(m_upstream->totalArrivals(), arrivalsBefore);
    QVERIFY2(growthKiB < 8 * 1024, qPrintable(QStringLiteral("RSS grew by %1 KiB").arg(growthKiB)));
    QVERIFY(rawStatus(rawExchange(
                m_gate->port(), "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")) ==
            200);
}

void Tst_HostileParsing::refusedRequests_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status");
    const QByteArray post = "POST /orders HTTP/1.1\r\nHost: gate.test\r\nIdempotency-Key: r\r\n";
    const QByteArray chunked = chunkedHead("r");

    // Chunk and body lengths past any 64-bit length, or past the body limit.
    for (const char* size : {"8000000000000000", "ffffffffffffffff", "10000000000000000",
                             "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", "100001"})
        QTest::addRow("chunk size %s", size) << chunked + "1\r\na\r\n" + size + "\r\n" << 413;
    QTest::newRow("chunk size with 40 leading zeros")
        << chunked + QByteArray(40, '0') + "1\r\na\r\n0\r\n\r\n"
        << 400;
    QTest::newRow("negative chunk size") << chunked + "-1\r\na\r\n0\r\n\r\n" << 400;
    QTest::newRow("0x chunk size") << chunked + "0x1\r\na\r\n0\r\n\r\n" << 400;
    QTest::newRow("space before the chunk size") << chunked + " 1\r\na\r\n0\r\n\r\n" << 400;
    QTest::newRow("chunk size ends with a bare LF") << chunked + "1\na\r\n0\r\n\r\n" << 400;
    QTest::newRow("chunk data ends with a bare LF") << chunked + "1\r\na\n0\r\n\r\n" << 400;
    QTest::newRow("Content-Length 2^64+1") << post + "Content-Length: 18446744073709551617\r\n\r\n"
                                           << 413;
    QTest::newRow("Content-Length of 20 nines")
        << post + "Content-Length: 99999999999999999999\r\n\r\n"
        << 413;
    QTest::newRow("Content-Length -1") << post + "Content-Length: -1\r\n\r\n" << 400;
    QTest::newRow("Content-Length +1") << post + "Content-Length: +1\r\n\r\nx" << 400;
    QTest::newRow("Content-Length 0x1") << post + "Content-Length: 0x1\r\n\r\nx" << 400;

    // Only SP and HTAB are whitespace.
    QTest::newRow("\\v before Content-Length") << post + "Content-Length:\v1\r\n\r\nx" << 400;
    QTest::newRow("\\f after Content-Length") << post + "Content-Length: 1\f\r\n\r\nx" << 400;
    QTest::newRow("\\v after Transfer-Encoding")
        << post + "Transfer-Encoding: chunked\v\r\n\r\n1\r\na\r\n0\r\n\r\n"
        << 400;
    QTest::newRow("\\f before Transfer-Encoding")
        << post + "Transfer-Encoding:\fchunked\r\n\r\n1\r\na\r\n0\r\n\r\n"
        << 400;
    QTest::newRow("\\v in Content-Length list") << post + "Content-Length: 1,\v1\r\n\r\nx" << 400;
    QTest::newRow("\\r before the CRLF") << post + "X-A: b\r\r\nContent-Length: 1\r\n\r\nx" << 400;

    // Smuggling shapes.
    QTest::newRow("Content-Length and Transfer-Encoding")
        << post + "Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n1\r\na\r\n0\r\n\r\n"
        << 400;
    QTest::newRow("Transfer-Encoding and Content-Length")
        << post + "Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n1\r\na\r\n0\r\n\r\n"
        << 400;
    QTest::newRow("differing Content-Length list")
        << post + "Content-Length: 1, 2\r\n\r\nxy" << 400;
    QTest::newRow("differing Content-Length fields")
        << post + "Content-Length: 1\r\nContent-Length: 2\r\n\r\nxy" << 400;
    QTest::newRow("empty Content-Length list element")
        << post + "Content-Length: 1,,1\r\n\r\nx" << 400;
    QTest::newRow("chunked twice")
        << post + "Transfer-Encoding: chunked, chunked\r\n\r\n1\r\na\r\n0\r\n\r\n"
        << 501;
    QTest::newRow("chunked not last") << post + "Transfer-Encoding: chunked, identity\r\n\r\n"
                                      << 501;
    QTest::newRow("Transfer-Encoding on HTTP/1.0")
        << QByteArray("POST /orders HTTP/1.0\r\nHost: gate.test\r\nIdempotency-Key: r\r\n"
                      "Transfer-Encoding: chunked\r\n\r\n1\r\na\r\n0\r\n\r\n")
        << 400;
    QTest::newRow("Transfer-Encoding and Content-Length on HTTP/1.0")
        << QByteArray("POST /orders HTTP/1.0\r\nHost: gate.test\r\nIdempotency-Key: r\r\n"
                      "Transfer-Encoding: chunked\r\nContent-Length: 1\r\n\r\nx")
        << 400;

    // Host (RFC 9112 §3.2).
    QTest::newRow("HTTP/1.1 without Host")
        << QByteArray("POST /orders HTTP/1.1\r\nIdempotency-Key: r\r\nContent-Length: 1\r\n\r\nx")
        << 400;
    QTest::newRow("two Host fields")
        << QByteArray("POST /orders HTTP/1.1\r\nHost: a\r\nHost: b\r\n"
                      "Idempotency-Key: r\r\nContent-Length: 1\r\n\r\nx")
        << 400;
    QTest::newRow("two Host fields on HTTP/1.0")
        << QByteArray("POST /orders HTTP/1.0\r\nHost: a\r\nHost: a\r\n"
                      "Idempotency-Key: r\r\nContent-Length: 1\r\n\r\nx")
        << 400;
    for (const char* host : {"", "a b", "a/b", "a@b", "a\\b", "a:b:c", "a:8o", "[::1", "a%zz"})
        QTest::addRow("Host \"%s\"", host)
            << "POST /orders HTTP/1.1\r\nHost: " + QByteArray(host) +
                   "\r\nIdempotency-Key: r\r\nContent-Length: 1\r\n\r\nx"
            << 400;

    // Chunk extensions: ;name[=token|quoted-string], bounded.
    for (const char* ext :
         {";", ";a=", ";=b", ";a b", ";a=\"b", ";a=b c", ";a=\"\x01\"", ";a@b", ";a=b;", "\v;a"})
        QTest::addRow("chunk extension \"%s\"", ext) << chunked + "1" + ext + "\r\na\r\n0\r\n\r\n"
                                                     << 400;
    QTest::newRow("chunk extension of 2 KiB")
        << chunked + "1;a=" + QByteArray(2048, 'b') + "\r\na\r\n0\r\n\r\n"
        << 400;
    QByteArray manyExtensions = chunked;
    for (int i = 0; i < 200; ++i)
        manyExtensions += "1;name=" + QByteArray(200, 'v') + "\r\na\r\n";
    QTest::newRow("40 KiB of chunk extensions") << manyExtensions + "0\r\n\r\n" << 400;

    // Trailers: checked like header fields, counted into the header limit, dropped.
    QTest::newRow("trailer with a space in its name")
        << chunked + "1\r\na\r\n0\r\nBad Name: v\r\n\r\n"
        << 400;
    QTest::newRow("trailer with a control character")
        << chunked + "1\r\na\r\n0\r\nX-T: a\x01z\r\n\r\n"
        << 400;
    QTest::newRow("trailer without a colon") << chunked + "1\r\na\r\n0\r\nX-T\r\n\r\n" << 400;
    QTest::newRow("folded trailer") << chunked + "1\r\na\r\n0\r\nX-T: a\r\n b\r\n\r\n" << 400;
    QTest::newRow("trailer with \\v") << chunked + "1\r\na\r\n0\r\nX-T:\va\r\n\r\n" << 400;
    QByteArray manyTrailers = chunked + "1\r\na\r\n0\r\n";
    for (int i = 0; i < 120; ++i)
        manyTrailers += "X-T" + QByteArray::number(i) + ": v\r\n";
    QTest::newRow("120 trailer fields") << manyTrailers + "\r\n" << 431;
    QTest::newRow("trailers over the header limit")
        << chunked + "1\r\na\r\n0\r\nX-T: " + QByteArray(20 * 1024, 'v') + "\r\n\r\n"
        << 431;

    // Other control characters as whitespace in any field.
    QTest::newRow("\\v as leading whitespace")
        << post + "X-A:\vb\r\nContent-Length: 1\r\n\r\nx" << 400;
    QTest::newRow("\\f as trailing whitespace")
        << post + "X-A: b\f\r\nContent-Length: 1\r\n\r\nx" << 400;
}

void Tst_HostileParsing::refusedRequests() {
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    // A key of its own per row: a row accepted by mistake must not turn the next into a replay.
    bytes.replace("Idempotency-Key: r\r\n",
                  "Idempotency-Key: " + TokenGenerator::uuid().toLatin1() + "\r\n");
    const int before = m_upstream->totalArrivals();
    const QByteArray answer = rawExchange(m_gate->port(), bytes, 5000);
    const int arrivals = m_upstream->totalArrivals() - before;
    QVERIFY2(rawStatus(answer) == status && arrivals == 0,
             qPrintable(QStringLiteral("answer %1 (%2 expected), upstream arrivals %3")
                            .arg(rawStatus(answer))
                            .arg(status)
                            .arg(arrivals)));
}

// What stays accepted: the strict rules must not refuse ordinary clients.
void Tst_HostileParsing::acceptedRequests_data() {
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray close = "Connection: close\r\n";
    const auto keyed = [](const QByteArray& key) {
        return "POST /orders HTTP/1.1\r\nHost: gate.test:8080\r\nIdempotency-Key: " + key + "\r\n";
    };
    QTest::newRow("chunked with valid extensions and trailers")
        << chunkedHead(TokenGenerator::uuid().toLatin1()) +
               "1;a=b;c=\"d;\\\"e\" ; f\r\na\r\n1\t;g\r\nb\r\n0\r\nX-T: v\r\nX-U:\tw\r\n\r\n";
    QTest::newRow("tab as whitespace")
        << keyed(TokenGenerator::uuid().toLatin1()) + close + "Content-Length:\t1\t\r\n\r\nx";
    QTest::newRow("equal Content-Length list")
        << keyed(TokenGenerator::uuid().toLatin1()) + close + "Content-Length: 1, 1\r\n\r\nx";
    QTest::newRow("HTTP/1.0 without Host")
        << QByteArray("POST /orders HTTP/1.0\r\nIdempotency-Key: ") +
               TokenGenerator::uuid().toLatin1() + "\r\nContent-Length: 1\r\n\r\nx";
    QTest::newRow("IPv6 Host") << QByteArray("POST /orders HTTP/1.1\r\nHost: [::1]:80\r\n"
                                             "Idempotency-Key: ") +
                                      TokenGenerator::uuid().toLatin1() + "\r\n" + close +
                                      "Content-Length: 1\r\n\r\nx";
    QTest::newRow("bare LF in the header section")
        << QByteArray("POST /orders HTTP/1.1\nHost: gate.test\nIdempotency-Key: ") +
               TokenGenerator::uuid().toLatin1() + "\n" +
               "Connection: close\nContent-Length: 1\n\nx";
}

void Tst_HostileParsing::acceptedRequests() {
    QFETCH(QByteArray, bytes);
    const int before = m_upstream->totalArrivals();
    const QByteArray answer = rawExchange(m_gate->port(), bytes, 5000);
    QCOMPARE(rawStatus(answer), 201);
    QCOMPARE(m_upstream->totalArrivals(), before + 1);
}

// Upstream answers the response parser must refuse (502 to the client) or pass.
void Tst_HostileParsing::upstreamAnswers_data() {
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("reason"); ///< The reason the client sees, when 201.
    const QByteArray ok = "Content-Length: 2\r\n\r\nok";
    QTest::newRow("control character in the reason") << "HTTP/1.1 201 Cre\x01"
                                                        "ated\r\n" +
                                                            ok
                                                     << 502 << QByteArray();
    QTest::newRow("DEL in the reason")
        << "HTTP/1.1 201 Created\x7f\r\n" + ok << 502 << QByteArray();
    QTest::newRow("bare CR in the reason")
        << "HTTP/1.1 201 Created\rSet-Cookie: a=b\r\n" + ok << 502 << QByteArray();
    QTest::newRow("NUL in the reason")
        << QByteArray("HTTP/1.1 201 A\0B\r\n", 18) + ok << 502 << QByteArray();
    QTest::newRow("\\v in Content-Length")
        << QByteArray("HTTP/1.1 201 Created\r\nContent-Length:\v2\r\n\r\nok") << 502
        << QByteArray();
    QTest::newRow("Transfer-Encoding on HTTP/1.0")
        << QByteArray(
               "HTTP/1.0 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n")
        << 502 << QByteArray();
    QTest::newRow("chunk size overflow")
        << QByteArray("HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n"
                      "1\r\na\r\n8000000000000000\r\nok\r\n0\r\n\r\n")
        << 502 << QByteArray();
    QTest::newRow("bad chunk extension")
        << QByteArray("HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n"
                      "2;a b\r\nok\r\n0\r\n\r\n")
        << 502 << QByteArray();
    QTest::newRow("bad trailer") << QByteArray("HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked"
                                               "\r\n\r\n2\r\nok\r\n0\r\nBad Name: v\r\n\r\n")
                                 << 502 << QByteArray();
    QTest::newRow("Content-Length and Transfer-Encoding")
        << QByteArray("HTTP/1.1 201 Created\r\nContent-Length: 2\r\nTransfer-Encoding: chunked"
                      "\r\n\r\n2\r\nok\r\n0\r\n\r\n")
        << 502 << QByteArray();
    QTest::newRow("differing Content-Length")
        << QByteArray("HTTP/1.1 201 Created\r\nContent-Length: 2, 3\r\n\r\nok") << 502
        << QByteArray();
    QTest::newRow("obs-text reason passes")
        << "HTTP/1.1 201 Cr\xe9\xe9\r\n" + ok << 201 << QByteArray("Cr\xe9\xe9");
    QTest::newRow("tab in the reason passes")
        << "HTTP/1.1 201 All\tgood\r\n" + ok << 201 << QByteArray("All\tgood");
}

void Tst_HostileParsing::upstreamAnswers() {
    QFETCH(QByteArray, answer);
    QFETCH(int, status);
    QFETCH(QByteArray, reason);
    RawUpstream raw;
    raw.answer("/answer", answer);
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), raw.port(), m_store->sharedUrl());
    QVERIFY(gate.ready());
    const QByteArray key = TokenGenerator::uuid().toLatin1();
    const QByteArray got = rawExchange(
        gate.port(), "POST /answer HTTP/1.1\r\nHost: gate.test\r\nIdempotency-Key: " + key +
                         "\r\nConnection: close\r\nContent-Length: 1\r\n\r\nx");
    QCOMPARE(rawStatus(got), status);
    QCOMPARE(raw.arrivals("/answer"), 1);
    const QByteArray statusLine = got.left(got.indexOf("\r\n"));
    QVERIFY2(!statusLine.contains('\x01') && !statusLine.contains('\x7f') &&
                 !statusLine.contains('\r') && !got.contains("Set-Cookie"),
             statusLine.constData());
    if (status == 201)
        QCOMPARE(statusLine, "HTTP/1.1 201 " + reason);
}

// RFC 9110 §7.6.1: the fields the upstream's Connection header names are hop-by-hop; they reach
// neither the client nor the stored response that replays answer from (ETag would be replayed
// were it not named).
void Tst_HostileParsing::connectionNamedFieldsRemoved() {
    RawUpstream raw;
    raw.answer("/named", "HTTP/1.1 201 Created\r\nConnection: X-Hop, keep-alive ,ETag\r\n"
                         "Connection: x-other-hop\r\nX-Hop: secret\r\nX-Other-Hop: secret\r\n"
                         "ETag: \"secret\"\r\nKeep-Alive: timeout=5\r\nContent-Type: text/plain\r\n"
                         "X-End: kept\r\nContent-Length: 2\r\n\r\nok");
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), raw.port(), m_store->sharedUrl());
    QVERIFY(gate.ready());
    const QByteArray key = TokenGenerator::uuid().toLatin1();
    const QByteArray request =
        "POST /named HTTP/1.1\r\nHost: gate.test\r\nIdempotency-Key: " + key +
        "\r\nConnection: close\r\nContent-Length: 1\r\n\r\nx";
    for (int attempt = 0; attempt < 2; ++attempt) {
        const QByteArray got = rawExchange(gate.port(), request);
        QCOMPARE(rawStatus(got), 201);
        const QByteArray head = got.left(got.indexOf("\r\n\r\n")).toLower();
        QVERIFY2(!head.contains("x-hop") && !head.contains("x-other-hop") &&
                     !head.contains("keep-alive") && !head.contains("secret"),
                 head.constData());
        QVERIFY2(head.contains("content-type: text/plain"), head.constData());
        // The first answer passes end-to-end fields; a replay has what the store keeps.
        QCOMPARE(head.contains("x-end: kept"), attempt == 0);
        QCOMPARE(head.contains("idempotent-replayed: true"), attempt == 1);
    }
    QCOMPARE(raw.arrivals("/named"), 1);
}

QTEST_GUILESS_MAIN(Tst_HostileParsing)
#include "tst_hostileparsing.moc"
