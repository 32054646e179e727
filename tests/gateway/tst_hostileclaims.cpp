// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Issue 15, cases 3-5: the claim's lifecycle on every error path, over real HTTP on 127.0.0.1
// against a real store (a SQLite file; Redis where the case is about Redis) and the counting
// scripted upstream. Every test asserts the answers, the upstream's execution count and, where
// a large answer is held, the gateway's VmRSS growth as a bound.
//
//   case 3  a compressed answer replays as it was (Content-Encoding, Content-Language, Vary),
//           or decoded for a retry that does not accept its coding (ADR 0012);
//   case 4  an answer the gateway cannot keep (too large, malformed, none after sending) is
//           stored as a problem that retries replay: the work never runs twice; a `complete`
//           the store refuses is retried, and stored small as "answer lost" where the big one
//           cannot be;
//   case 5  an acquire whose outcome was unknown (store frozen) leaves no orphan claim: the
//           retry after the store recovers is forwarded, not answered 409 until the lease ends.
#include "gateway/contentcoding.h"
#include "gateway/gateway.h"
#include "gateway/gatewaymetrics.h"
#include "gatewaytest.h"
#include "store/tokenstore.h"
#include "support/ownredis.h"
#include "support/storefixture.h"
#include "token/generator.h"
#include "token/record.h"

#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTest>
#include <csignal>
#include <memory>
#include <vector>
#include <zlib.h>

using namespace idem;
using namespace idem::gateway;
using namespace idem::test;

namespace {

/// The test's own gzip decoder (independent of the gateway's), bounded to 64 MiB.
QByteArray gunzip(const QByteArray& data) {
    z_stream z{};
    if (inflateInit2(&z, 15 + 16) != Z_OK)
        return {};
    QByteArray out;
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
    z.avail_in = static_cast<uInt>(data.size());
    char buf[16384];
    int rc = Z_OK;
    while (rc == Z_OK && out.size() < 64 * 1024 * 1024) {
        z.next_out = reinterpret_cast<Bytef*>(buf);
        z.avail_out = sizeof buf;
        rc = inflate(&z, Z_NO_FLUSH);
        out.append(buf, qsizetype(sizeof buf - z.avail_out));
    }
    inflateEnd(&z);
    return rc == Z_STREAM_END ? out : QByteArray();
}

/// The value of one sample line of a Prometheus text exposition, or -1 if absent.
double metric(const QByteArray& scrape, const QByteArray& series) {
    for (const QByteArray& line : scrape.split('\n'))
        if (line.startsWith(series + ' '))
            return line.mid(series.size() + 1).toDouble();
    return -1;
}

/// SIGSTOP / SIGCONT a process of the test's own (a Redis server frozen, not gone).
void signalProcess(qint64 pid, int sig) {
    ::kill(static_cast<pid_t>(pid), sig);
}

/// True when `store` holds `key` (no scope) as pending: a claim given back, not deleted.
bool isPending(TokenStore& store, const QByteArray& key) {
    const auto r = store.get(QString::fromLatin1(key), QString());
    return r && r->state == State::Pending;
}

struct Gate {
    std::unique_ptr<Gateway> gateway;
    std::unique_ptr<TestClient> client;
    Gate(GatewayConfig c) {
        gateway = startGateway(c);
        client = std::make_unique<TestClient>(gateway->port());
    }
    /// Sends until the key's outcome is settled (neither 409 nor 503), for at most 30 s. 503
    /// too: an answer the store refuses makes Redis close the connection, and a retry's acquire
    /// in flight on it then fails. Empty when it never settled.
    std::optional<Reply> sendUntilSettled(const QByteArray& target, const Headers& h) {
        std::optional<Reply> settled;
        // The wait's own verdict is `settled` itself.
        (void)QTest::qWaitFor(
            [&] {
                Reply r = client->send("POST", target, h, "x");
                if (r.status != 409 && r.status != 503)
                    settled = std::move(r);
                return settled.has_value();
            },
            30000);
        return settled;
    }
};

} // namespace

class Tst_HostileClaims : public QObject {
    Q_OBJECT
private slots:
    // pure functions: negative tables
    void acceptsCoding_data();
    void acceptsCoding();
    void decodeContent_data();
    void decodeContent();
    void replayableHeaders();

    // case 3
    void compressedReplay_data();
    void compressedReplay();
    // case 4
    void unkeepableAnswerIsStored_data();
    void unkeepableAnswerIsStored();
    void tooLargeTryAgainIsReleased();
    void forgedMarkerIsStripped();
    void tooLargeAnswersHoldNoMemory();
    void slowReadersShareOneAnswer();
    void answerMemoryMakesRequestsWait();
    void failedCompleteIsRetried();
    void timedOutCompleteLanded();
    void answerLostWhenStoreRefusesIt();
    void heldAnswerKeptWhenStoreFailsAgain();
    void replaysServedWhileTheStoreTakesNoWrites();
    void heldAnswersAreBounded();
    // case 5
    void orphanClaimReleased();
    void orphanReleasedWithoutRetry();
    void lateClaimNotForwarded();
};

// --- pure functions ---------------------------------------------------------------------------

void Tst_HostileClaims::acceptsCoding_data() {
    QTest::addColumn<QList<QByteArray>>("accept");
    QTest::addColumn<QByteArray>("coding");
    QTest::addColumn<bool>("accepted");
    using L = QList<QByteArray>;
    QTest::newRow("plain") << L{"gzip"} << QByteArray("gzip") << true;
    QTest::newRow("list") << L{"br, gzip, deflate"} << QByteArray("gzip") << true;
    QTest::newRow("two fields") << L{"br", "gzip"} << QByteArray("gzip") << true;
    QTest::newRow("case") << L{"GZip"} << QByteArray("gzip") << true;
    QTest::newRow("x-gzip alias") << L{"x-gzip"} << QByteArray("gzip") << true;
    QTest::newRow("gzip for x-gzip") << L{"gzip"} << QByteArray("x-gzip") << true;
    QTest::newRow("q=1") << L{"gzip;q=1"} << QByteArray("gzip") << true;
    QTest::newRow("q=0.001") << L{"gzip; q=0.001"} << QByteArray("gzip") << true;
    QTest::newRow("wildcard") << L{"*"} << QByteArray("gzip") << true;
    QTest::newRow("wildcard, other refused") << L{"br;q=0, *"} << QByteArray("gzip") << true;
    // refused
    QTest::newRow("absent") << L{} << QByteArray("gzip") << false;
    QTest::newRow("empty") << L{""} << QByteArray("gzip") << false;
    QTest::newRow("identity") << L{"identity"} << QByteArray("gzip") << false;
    QTest::newRow("other") << L{"br"} << QByteArray("gzip") << false;
    QTest::newRow("q=0") << L{"gzip;q=0"} << QByteArray("gzip") << false;
    QTest::newRow("q=0.000") << L{"gzip;q=0.000"} << QByteArray("gzip") << false;
    QTest::newRow("Q=0 spaced") << L{"gzip ; Q=0"} << QByteArray("gzip") << false;
    QTest::newRow("explicit beats wildcard") << L{"*, gzip;q=0"} << QByteArray("gzip") << false;
    QTest::newRow("wildcard refused") << L{"*;q=0"} << QByteArray("gzip") << false;
    QTest::newRow("prefix only") << L{"gzipx"} << QByteArray("gzip") << false;
    QTest::newRow("bad q is refusal") << L{"gzip;q=abc"} << QByteArray("gzip") << false;
    QTest::newRow("q over 1") << L{"gzip;q=2"} << QByteArray("gzip") << false;
}

void Tst_HostileClaims::acceptsCoding() {
    QFETCH(QList<QByteArray>, accept);
    QFETCH(QByteArray, coding);
    QFETCH(bool, accepted);
    QCOMPARE(gateway::acceptsCoding(accept, coding), accepted);
}

void Tst_HostileClaims::decodeContent_data() {
    QTest::addColumn<QByteArray>("coding");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<qsizetype>("max");
    QTest::addColumn<bool>("decoded");
    QTest::addColumn<QByteArray>("plain");
    const QByteArray plain = "{\"execution\":1}";
    const QByteArray gz = gzip(plain);
    const QByteArray zeros = gzip(QByteArray(1 << 20, '\0')); // 1 MiB from about 1 KiB
    QByteArray zlibWrapped = qCompress(plain).mid(4);         // zlib stream without Qt's length
    QByteArray rawDeflate;
    {
        z_stream z{};
        deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
        rawDeflate.resize(256);
        z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(plain.constData()));
        z.avail_in = static_cast<uInt>(plain.size());
        z.next_out = reinterpret_cast<Bytef*>(rawDeflate.data());
        z.avail_out = 256;
        deflate(&z, Z_FINISH);
        rawDeflate.truncate(qsizetype(z.total_out));
        deflateEnd(&z);
    }
    QTest::newRow("gzip") << QByteArray("gzip") << gz << qsizetype(1024) << true << plain;
    QTest::newRow("x-gzip") << QByteArray("x-gzip") << gz << qsizetype(1024) << true << plain;
    QTest::newRow("deflate (zlib)")
        << QByteArray("deflate") << zlibWrapped << qsizetype(1024) << true << plain;
    QTest::newRow("deflate (raw)")
        << QByteArray("deflate") << rawDeflate << qsizetype(1024) << true << plain;
    QTest::newRow("exactly the bound")
        << QByteArray("gzip") << gz << qsizetype(plain.size()) << true << plain;
    // refused
    QTest::newRow("over the bound")
        << QByteArray("gzip") << gz << qsizetype(plain.size() - 1) << false << QByteArray();
    QTest::newRow("bomb") << QByteArray("gzip") << zeros << qsizetype(64 * 1024) << false
                          << QByteArray();
    QTest::newRow("truncated") << QByteArray("gzip") << gz.left(gz.size() - 6) << qsizetype(1024)
                               << false << QByteArray();
    QTest::newRow("trailing garbage")
        << QByteArray("gzip") << gz + "junk" << qsizetype(1024) << false << QByteArray();
    QTest::newRow("not gzip") << QByteArray("gzip") << plain << qsizetype(1024) << false
                              << QByteArray();
    QTest::newRow("br") << QByteArray("br") << gz << qsizetype(1024) << false << QByteArray();
    QTest::newRow("zstd") << QByteArray("zstd") << gz << qsizetype(1024) << false << QByteArray();
    QTest::newRow("compress") << QByteArray("compress") << gz << qsizetype(1024) << false
                              << QByteArray();
}

void Tst_HostileClaims::decodeContent() {
    QFETCH(QByteArray, coding);
    QFETCH(QByteArray, body);
    QFETCH(qsizetype, max);
    QFETCH(bool, decoded);
    QFETCH(QByteArray, plain);
    const auto out = gateway::decodeContent(coding, body, max);
    QCOMPARE(out.has_value(), decoded);
    if (decoded)
        QCOMPARE(*out, plain);
}

void Tst_HostileClaims::replayableHeaders() {
    const auto h = [](const char* name, const char* value) {
        return std::pair<QString, QByteArray>(QString::fromLatin1(name), value);
    };
    const QList<std::pair<QString, QByteArray>> in = {
        h("Content-Type", "application/json"),
        h("Content-Encoding", "gzip"),
        h("Content-Language", "en"),
        h("Vary", "Accept-Encoding"),
        h("Content-Location", "/a"),
        h("Content-Disposition", "attachment"),
        h("ETag", "\"v1\""),
        h("Last-Modified", "Tue, 01 Dec 2026 10:00:00 GMT"),
        h("Link", "</b>; rel=next"),
        h("Location", "/things/1"),
        h("Cache-Control", "private"),
        h(kAnswerLostHeader, "lost"), // the gateway's marker: stores keep it
        // never replayed: credentials, hop-by-hop, framing, the replay marker
        h("Set-Cookie", "session=secret"),
        h("Connection", "close"),
        h("Keep-Alive", "timeout=5"),
        h("Transfer-Encoding", "chunked"),
        h("Content-Length", "12"),
        h("WWW-Authenticate", "Bearer"),
        h("X-Internal", "no"),
        h("Idempotent-Replayed", "true"),
    };
    const auto out = StoredResponse::replayableHeaders(in);
    QCOMPARE(out.size(), 12);
    for (qsizetype i = 0; i < out.size(); ++i)
        QCOMPARE(out[i], in[i]);
}

// --- case 3: compressed answers ---------------------------------------------------------------

void Tst_HostileClaims::compressedReplay_data() {
    QTest::addColumn<QString>("spec");
    QTest::newRow("sqlite-file") << QStringLiteral("sqlite-file");
    QTest::newRow("redis") << QStringLiteral("redis");
    QTest::newRow("postgres") << QStringLiteral("postgres");
}

// Go's client, browsers and curl --compressed send Accept-Encoding: gzip; the upstream answers
// gzip. A retry that accepts gzip gets the same bytes with the same representation headers; one
// that does not gets the decoded body with a correct Content-Length (ADR 0012). One execution.
void Tst_HostileClaims::compressedReplay() {
    QFETCH(QString, spec);
    IDEM_FRESH_STORE(store, spec);
    ScriptedUpstream upstream;
    Gate g(testConfig(upstream.port(), store.sharedUrl()));
    const QByteArray key = freshKey();

    const Reply first = g.client->send(
        "POST", "/gzip", {{"Idempotency-Key", key}, {"Accept-Encoding", "gzip"}}, "x");
    QCOMPARE(first.status, 201);
    QCOMPARE(first.header("Content-Encoding"), QByteArray("gzip"));
    const QByteArray plain = gunzip(first.body);
    QVERIFY2(plain.contains("\"execution\":1"), first.body.toHex().constData());

    const Reply same = g.client->send(
        "POST", "/gzip", {{"Idempotency-Key", key}, {"Accept-Encoding", "gzip, deflate, br"}}, "x");
    qInfo("replay accepting gzip: %d, Content-Encoding '%s', %lld bytes", same.status,
          same.header("Content-Encoding").constData(), qlonglong(same.body.size()));
    QCOMPARE(same.status, 201);
    QCOMPARE(same.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(same.body, first.body);
    QCOMPARE(same.header("Content-Encoding"), QByteArray("gzip"));
    QCOMPARE(same.header("Content-Language"), QByteArray("en"));
    QCOMPARE(same.header("Vary"), QByteArray("Accept-Encoding"));
    QCOMPARE(same.header("Content-Type"), first.header("Content-Type"));
    QCOMPARE(same.header("ETag"), first.header("ETag"));
    QCOMPARE(same.header("Content-Length"), QByteArray::number(first.body.size()));
    QVERIFY(!same.headers.contains("Set-Cookie"));

    const QList<Headers> refusing = {
        {{"Idempotency-Key", key}},                                  // no Accept-Encoding
        {{"Idempotency-Key", key}, {"Accept-Encoding", "identity"}}, // identity only
        {{"Idempotency-Key", key}, {"Accept-Encoding", "br, gzip;q=0"}},
    };
    for (const Headers& h : refusing) {
        const Reply r = g.client->send("POST", "/gzip", h, "x");
        qInfo("replay not accepting gzip: %d, Content-Encoding '%s', %lld bytes", r.status,
              r.header("Content-Encoding").constData(), qlonglong(r.body.size()));
        QCOMPARE(r.status, 201);
        QCOMPARE(r.header("Idempotent-Replayed"), QByteArray("true"));
        QVERIFY(!r.headers.contains("Content-Encoding"));
        QCOMPARE(r.body, plain);
        QCOMPARE(r.header("Content-Length"), QByteArray::number(plain.size()));
        QCOMPARE(r.header("Content-Language"), QByteArray("en"));
        QCOMPARE(r.header("Vary"), QByteArray("Accept-Encoding"));
        // Another representation: a strong validator of the gzip bytes must not name it.
        QCOMPARE(r.header("ETag"), "W/" + first.header("ETag"));
    }
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
}

// --- case 4: answers the gateway cannot keep --------------------------------------------------

void Tst_HostileClaims::unkeepableAnswerIsStored_data() {
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("detailHas");
    QTest::newRow("201 over --max-response")
        << QByteArray("/big/300000") << 502 << problem("answer-too-large") << QStringLiteral("201");
    QTest::newRow("malformed answer")
        << QByteArray("/malformed") << 502 << problem("upstream-answer-unusable") << QString();
    QTest::newRow("closed after the request arrived")
        << QByteArray("/close") << 502 << problem("upstream-answer-unusable") << QString();
    QTest::newRow("no answer within the upstream timeout")
        << QByteArray("/hang") << 504 << problem("upstream-outcome-unknown") << QString();
}

// The upstream received the request: the work may have run, so the claim is never released.
// The client gets a problem that says so; the same problem is stored, and a retry replays it
// instead of running the work a second time.
void Tst_HostileClaims::unkeepableAnswerIsStored() {
    QFETCH(QByteArray, path);
    QFETCH(int, status);
    QFETCH(QString, type);
    QFETCH(QString, detailHas);
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GatewayConfig c = testConfig(upstream.port(), store.sharedUrl());
    c.maxResponseBytes = 64 * 1024;
    c.upstreamTimeout = std::chrono::milliseconds(500);
    Gate g(c);
    const QByteArray key = freshKey();
    const Headers h{{"Idempotency-Key", key}};

    const Reply first = g.client->send("POST", path, h, "x");
    const Reply second = g.client->send("POST", path, h, "x");
    qInfo("first %d %s; retry %d %s; executions %d", first.status, qPrintable(first.problemType()),
          second.status, qPrintable(second.problemType()),
          upstream.arrivals(QString::fromLatin1(key)));
    QCOMPARE(first.status, status);
    QCOMPARE(first.problemType(), type);
    QVERIFY(!first.headers.contains("Idempotent-Replayed"));
    if (!detailHas.isEmpty())
        QVERIFY2(first.json().value(QStringLiteral("detail")).toString().contains(detailHas),
                 first.body.constData());
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);

    QCOMPARE(second.status, status);
    QCOMPARE(second.problemType(), type);
    QCOMPARE(second.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);

    const auto record = store->get(QString::fromLatin1(key), QString());
    QVERIFY(record);
    QCOMPARE(record->state, State::Completed);
    QVERIFY(record->response && answerLost(*record->response));
    const QByteArray scrape = g.gateway->metrics().scrape();
    QVERIFY2(scrape.contains("idemgate_answers_lost_total"), scrape.constData());
}

// A "try again" status (503) whose body is over --max-response: the status line said the work
// did not run to an answer worth keeping, so the claim is released as for any 503 and the
// retry is forwarded again (two executions are what the upstream asked for).
void Tst_HostileClaims::tooLargeTryAgainIsReleased() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GatewayConfig c = testConfig(upstream.port(), store.sharedUrl());
    c.maxResponseBytes = 64 * 1024;
    Gate g(c);
    const QByteArray key = freshKey();
    const Headers h{{"Idempotency-Key", key}};
    const Reply first = g.client->send("POST", "/big-status/503/300000", h, "x");
    QCOMPARE(first.status, 502);
    QCOMPARE(first.problemType(), problem("upstream-unavailable"));
    QVERIFY2(first.json().value(QStringLiteral("detail")).toString().contains(QLatin1String("503")),
             first.body.constData());
    const auto record = store->get(QString::fromLatin1(key), QString());
    QVERIFY(record);
    QCOMPARE(record->state, State::Pending); // released, not stored
    const Reply second = g.client->send("POST", "/big-status/503/300000", h, "x");
    QCOMPARE(second.status, 502);
    QVERIFY(!second.headers.contains("Idempotent-Replayed"));
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 2);
}

// An upstream cannot make its own answer look like the gateway's "answer lost" marker: the
// field is dropped from what the client gets and from what is stored.
void Tst_HostileClaims::forgedMarkerIsStripped() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    Gate g(testConfig(upstream.port(), store.sharedUrl()));
    const QByteArray key = freshKey();
    const Headers h{{"Idempotency-Key", key}};
    const Reply first = g.client->send("POST", "/forge-lost", h, "x");
    QCOMPARE(first.status, 201);
    QVERIFY(!first.headers.contains(kAnswerLostHeader));
    const Reply replay = g.client->send("POST", "/forge-lost", h, "x");
    QCOMPARE(replay.status, 201);
    QCOMPARE(replay.header("Idempotent-Replayed"), QByteArray("true"));
    QVERIFY(!replay.headers.contains(kAnswerLostHeader));
    const auto record = store->get(QString::fromLatin1(key), QString());
    QVERIFY(record && record->response);
    QVERIFY(!answerLost(*record->response));
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
}

// Many answers over --max-response: each is refused as it arrives (the gateway never holds
// more than the limit per connection) and stored as a small problem; one execution per key and
// the process's memory stays bounded.
void Tst_HostileClaims::tooLargeAnswersHoldNoMemory() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl(),
                     {QStringLiteral("--max-response"), QStringLiteral("1MiB")});
    QVERIFY(gate.ready());
    TestClient client(gate.port());
    const qint64 before = gate.rssKiB();
    constexpr int kKeys = 12;
    int tooLarge = 0;
    int replayed = 0;
    for (int i = 0; i < kKeys; ++i) {
        const QByteArray key = freshKey();
        const Headers h{{"Idempotency-Key", key}};
        const Reply first = client.send("POST", "/big/4000000", h, "x");
        const Reply second = client.send("POST", "/big/4000000", h, "x");
        tooLarge += first.status == 502 && first.problemType() == problem("answer-too-large");
        replayed += second.status == 502 && second.header("Idempotent-Replayed") == "true";
    }
    const qint64 growth = gate.rssKiB() - before;
    qInfo("%d keys x 4 MB answers over a 1 MB limit: %d answer-too-large, %d replayed, "
          "%d executions, RSS growth %lld KiB",
          kKeys, tooLarge, replayed, upstream.totalArrivals(), growth);
    QCOMPARE(tooLarge, kKeys);
    QCOMPARE(replayed, kKeys);
    QCOMPARE(upstream.totalArrivals(), kKeys);
    QVERIFY2(growth < 64 * 1024, qPrintable(QStringLiteral("RSS grew by %1 KiB").arg(growth)));
}

namespace {

/// Clients that send one request each over raw sockets and then read nothing more than Qt's
/// 1 KiB buffer: the slowest readers there are.
struct SlowReaders {
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    void open(quint16 port, const QList<QByteArray>& keys, const QByteArray& target) {
        for (const QByteArray& key : keys) {
            auto s = std::make_unique<QTcpSocket>();
            s->setReadBufferSize(1024);
            s->connectToHost(QHostAddress::LocalHost, port);
            if (!s->waitForConnected(5000))
                qFatal("cannot connect to the gateway");
            s->write("POST " + target + " HTTP/1.1\r\nHost: gate\r\nIdempotency-Key: " + key +
                     "\r\nContent-Length: 1\r\n\r\nx");
            s->flush();
            sockets.push_back(std::move(s));
        }
    }
    /// How many have the start of their answer.
    int answered() const {
        int n = 0;
        for (const auto& s : sockets)
            n += s->bytesAvailable() > 0;
        return n;
    }
    QByteArray statusLine(int i) const { return sockets[i]->peek(12); }
};

} // namespace

// 100 clients replay one 8 MiB answer and read nothing (nginx bounds this with buffers per
// connection; here one array is sent to all). Before, each connection held its own copy of the
// answer in its unsent output (the serialized response), and the gateway's RSS grew by hundreds
// of MiB; now every connection sends the one array by reference, the acquires of that key ask
// the store one at a time (their copies never pile up), and a new client is served meanwhile.
void Tst_HostileClaims::slowReadersShareOneAnswer() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl(),
                     {QStringLiteral("--max-response"), QStringLiteral("9MiB"),
                      QStringLiteral("--max-answer-memory"), QStringLiteral("32MiB"),
                      QStringLiteral("--request-timeout"), QStringLiteral("60s"),
                      QStringLiteral("--max-connections-per-client"), QStringLiteral("0")});
    QVERIFY(gate.ready());
    TestClient client(gate.port());
    const QByteArray key = freshKey();
    const Reply first = client.send("POST", "/big/8388608", {{"Idempotency-Key", key}}, "x");
    QCOMPARE(first.status, 201);
    QCOMPARE(first.body.size(), 8388608);
    const qint64 before = gate.rssKiB();

    SlowReaders readers;
    readers.open(gate.port(), QList<QByteArray>(100, key), "/big/8388608");
    QTRY_COMPARE_WITH_TIMEOUT(readers.answered(), 100, 60000);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(readers.statusLine(i), QByteArray("HTTP/1.1 201"));
    QTest::qWait(500);
    const qint64 growth = gate.rssKiB() - before;
    const Reply normal =
        client.send("POST", "/orders", {{"Idempotency-Key", freshKey()}}, "x", 10000);
    qInfo("100 slow readers of one 8 MiB answer: RSS growth %lld KiB; a new key meanwhile: %d",
          growth, normal.status);
    QCOMPARE(normal.status, 201);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    // The budget (32 MiB) and a fixed overhead: the socket buffers, the allocator's caches.
    QVERIFY2(growth < 64 * 1024, qPrintable(QStringLiteral("RSS grew by %1 KiB").arg(growth)));
}

// Distinct large answers that their clients do not read fill --max-answer-memory: a new request
// then waits for room, and is answered 503 overloaded with Retry-After after 5 s, nothing
// forwarded. Once the readers go, requests are served again.
void Tst_HostileClaims::answerMemoryMakesRequestsWait() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl(),
                     {QStringLiteral("--max-response"), QStringLiteral("9MiB"),
                      QStringLiteral("--max-answer-memory"), QStringLiteral("24MiB"),
                      QStringLiteral("--request-timeout"), QStringLiteral("60s")});
    QVERIFY(gate.ready());
    TestClient client(gate.port());
    QList<QByteArray> keys;
    for (int i = 0; i < 3; ++i) {
        keys.append(freshKey());
        QCOMPARE(
            client.send("POST", "/big/8388608", {{"Idempotency-Key", keys.last()}}, "x").status,
            201);
    }
    auto readers = std::make_unique<SlowReaders>();
    readers->open(gate.port(), keys, "/big/8388608");
    QTRY_COMPARE_WITH_TIMEOUT(readers->answered(), 3, 30000);

    QElapsedTimer waited;
    waited.start();
    const QByteArray fresh = freshKey();
    const Reply refused = client.send("POST", "/orders", {{"Idempotency-Key", fresh}}, "x", 20000);
    qInfo("with 24 MiB of answers unread: %d after %lld ms", refused.status, waited.elapsed());
    QCOMPARE(refused.status, 503);
    QCOMPARE(refused.problemType(), problem("overloaded"));
    QVERIFY(!refused.header("Retry-After").isEmpty());
    QVERIFY(waited.elapsed() >= 4500);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(fresh)), 0);

    readers.reset(); // the readers go: their answers are dropped
    Reply served;
    QVERIFY(QTest::qWaitFor(
        [&] {
            served = client.send("POST", "/orders", {{"Idempotency-Key", fresh}}, "x", 20000);
            return served.status != 503;
        },
        20000));
    QCOMPARE(served.status, 201);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(fresh)), 1);
}

// The store refuses writes while the upstream works (Redis over its maxmemory with noeviction:
// every write, renews included, answers OOM): `complete` fails. The client gets the upstream's
// answer; the gateway keeps the claim and stores the answer once the store takes writes again,
// so the retry replays it instead of running the work again after the lease.
void Tst_HostileClaims::failedCompleteIsRetried() {
    OwnRedis redis;
    REQUIRE_SERVICE(redis.start(), QStringLiteral("redis-server"));
    ScriptedUpstream upstream;
    GatewayConfig c = testConfig(upstream.port(), redis.url());
    c.lease = std::chrono::seconds(3);
    Gate g(c);
    QCOMPARE(g.client->send("POST", "/orders", {{"Idempotency-Key", "warm"}}, "x").status, 201);
    auto admin = redis.admin();

    const QByteArray key = freshKey();
    const Headers h{{"Idempotency-Key", key}};
    std::optional<Reply> first;
    g.client->sendAsync("POST", "/slow/300", h, "x", [&](Reply r) { first = r; });
    QTRY_COMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    admin->command({"CONFIG", "SET", "maxmemory", "1"});
    QTRY_VERIFY_WITH_TIMEOUT(first.has_value(), 15000);
    // Refusing for half the lease (renews fail too, so the lease is not extended meanwhile).
    QTest::qWait(1500);
    admin->command({"CONFIG", "SET", "maxmemory", "0"});
    qInfo("first answer %d while the store refused writes", first->status);
    QCOMPARE(first->status, 201);
    QVERIFY(!first->headers.contains("Idempotent-Replayed"));

    Reply retry;
    QVERIFY(QTest::qWaitFor(
        [&] { return (retry = g.client->send("POST", "/slow/300", h, "x")).status != 409; },
        20000));
    qInfo("retry %d replayed '%s', executions %d", retry.status,
          retry.header("Idempotent-Replayed").constData(),
          upstream.arrivals(QString::fromLatin1(key)));
    QCOMPARE(retry.status, 201);
    QCOMPARE(retry.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(retry.body, first->body);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
}

// The store freezes while the upstream works: `complete` times out (outcome unknown), but Redis
// runs it when it resumes. The gateway's next attempt meets a completed record: it reads it,
// finds its own owner and fencing counter, and counts the answer stored.
void Tst_HostileClaims::timedOutCompleteLanded() {
    OwnRedis redis;
    REQUIRE_SERVICE(redis.start(), QStringLiteral("redis-server"));
    ScriptedUpstream upstream;
    GatewayConfig c = testConfig(
        upstream.port(), redis.url({}, QStringLiteral("?connect_timeout=300ms&timeout=300ms")));
    c.lease = std::chrono::seconds(2);
    c.storeWorkers = 2;
    Gate g(c);
    QCOMPARE(g.client->send("POST", "/orders", {{"Idempotency-Key", "warm"}}, "x").status, 201);

    const QByteArray key = freshKey();
    const Headers h{{"Idempotency-Key", key}};
    std::optional<Reply> first;
    g.client->sendAsync("POST", "/slow/600", h, "x", [&](Reply r) { first = r; });
    QTRY_COMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    signalProcess(redis.pid(), SIGSTOP);
    QTRY_VERIFY_WITH_TIMEOUT(first.has_value(), 15000);
    QTest::qWait(1000);
    signalProcess(redis.pid(), SIGCONT);
    QCOMPARE(first->status, 201);

    Reply retry;
    QVERIFY(QTest::qWaitFor(
        [&] { return (retry = g.client->send("POST", "/slow/600", h, "x")).status != 409; },
        20000));
    QCOMPARE(retry.status, 201);
    QCOMPARE(retry.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(retry.body, first->body);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    QTRY_COMPARE(metric(g.gateway->metrics().scrape(), "idemgate_pending_completions"), 0.0);
}

// The store takes small writes but refuses the answer itself (here: a Redis whose largest
// bulk string is 1 MB, an answer of 2 MB). Retrying cannot help: the gateway stores a small
// "answer lost" problem instead, counts it, and the work still ran once.
void Tst_HostileClaims::answerLostWhenStoreRefusesIt() {
    OwnRedis redis({QStringLiteral("--proto-max-bulk-len"), QStringLiteral("1mb")});
    REQUIRE_SERVICE(redis.start(), QStringLiteral("redis-server"));
    ScriptedUpstream upstream;
    GatewayConfig c = testConfig(upstream.port(), redis.url());
    c.lease = std::chrono::seconds(3);
    c.maxResponseBytes = 4 * 1024 * 1024;
    Gate g(c);
    const QByteArray key = freshKey();
    const Headers h{{"Idempotency-Key", key}};
    const Reply first = g.client->send("POST", "/big/2000000", h, "x");
    QCOMPARE(first.status, 201);
    QCOMPARE(first.body.size(), 2000000);

    const std::optional<Reply> settled = g.sendUntilSettled("/big/2000000", h);
    QVERIFY(settled);
    const Reply& retry = *settled;
    const QByteArray scrape = g.gateway->metrics().scrape();
    qInfo("retry %d %s, executions %d, answers lost %g", retry.status,
          qPrintable(retry.problemType()), upstream.arrivals(QString::fromLatin1(key)),
          metric(scrape, "idemgate_answers_lost_total{reason=\"store_refused\"}"));
    QCOMPARE(retry.status, 502);
    QCOMPARE(retry.problemType(), problem("answer-lost"));
    QCOMPARE(retry.header("Idempotent-Replayed"), QByteArray("true"));
    QVERIFY(retry.json().value(QStringLiteral("detail")).toString().contains(QLatin1String("201")));
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    QCOMPARE(metric(scrape, "idemgate_answers_lost_total{reason=\"store_refused\"}"), 1.0);
}

// The store refuses the answer (too big for it) and takes a renew; then it refuses every write
// for longer than half the lease, as a Redis killed again while it reads its AOF does (the soak
// found this). That second outage says nothing against the answer: it is kept whole and stored
// once the store takes writes again — not replaced by the "answer lost" problem, which would
// replay a 502 for work whose 201 the client already has.
void Tst_HostileClaims::heldAnswerKeptWhenStoreFailsAgain() {
    OwnRedis redis;
    REQUIRE_SERVICE(redis.start(), QStringLiteral("redis-server"));
    ScriptedUpstream upstream;
    GatewayConfig c = testConfig(upstream.port(), redis.url());
    c.lease = std::chrono::seconds(3);
    c.maxResponseBytes = 4 * 1024 * 1024;
    Gate g(c);
    QCOMPARE(g.client->send("POST", "/orders", {{"Idempotency-Key", "warm"}}, "x").status, 201);
    auto admin = redis.admin();
    const auto renewed = [&] {
        return metric(g.gateway->metrics().scrape(),
                      "idemgate_token_events_total{event=\"renewed\"}");
    };

    admin->command({"CONFIG", "SET", "proto-max-bulk-len", "1mb"});
    const QByteArray key = freshKey();
    const Headers h{{"Idempotency-Key", key}};
    const Reply first = g.client->send("POST", "/big/2000000", h, "x");
    QCOMPARE(first.status, 201);
    QCOMPARE(first.body.size(), 2000000);
    // One renew after the refusal: the store is up and refuses this answer. Then every write
    // refused (Redis over maxmemory answers OOM), for more than half the lease. The answer's
    // size is allowed again once writes are refused: an oversized complete makes Redis close
    // the connection the renews share, and a renew that only lost its connection says nothing
    // of the store (by the rule under test, the answer then goes after half a lease: in one run
    // of five, every renew of the window met such a break, and the test failed).
    const double before = renewed();
    QTRY_VERIFY_WITH_TIMEOUT(renewed() > before, 5000);
    admin->command({"CONFIG", "SET", "maxmemory", "1"});
    admin->command({"CONFIG", "SET", "proto-max-bulk-len", "512mb"});
    QTest::qWait(2500);
    admin->command({"CONFIG", "SET", "maxmemory", "0"});

    const std::optional<Reply> settled = g.sendUntilSettled("/big/2000000", h);
    QVERIFY(settled);
    const Reply& retry = *settled;
    const QByteArray scrape = g.gateway->metrics().scrape();
    qInfo("retry %d %s, executions %d, answers lost %g", retry.status,
          qPrintable(retry.problemType()), upstream.arrivals(QString::fromLatin1(key)),
          metric(scrape, "idemgate_answers_lost_total{reason=\"store_refused\"}"));
    QCOMPARE(retry.status, 201);
    QCOMPARE(retry.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(retry.body, first.body);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    QCOMPARE(metric(scrape, "idemgate_answers_lost_total{reason=\"store_refused\"}"), 0.0);
}

// Redis at its maxmemory with noeviction takes no writes but serves reads: a replay, which would
// write its replay count, is served from a read (counted in idemgate_replays_uncounted_total),
// a key used for another request still gets 422, and a new key gets 503 with nothing forwarded.
// Before, every keyed request answered 503 while the memory was full. Once writes are taken
// again, new keys run; nothing ran twice.
void Tst_HostileClaims::replaysServedWhileTheStoreTakesNoWrites() {
    OwnRedis redis;
    REQUIRE_SERVICE(redis.start(), QStringLiteral("redis-server"));
    ScriptedUpstream upstream;
    Gate g(testConfig(upstream.port(), redis.url()));
    QList<QByteArray> done;
    QList<Reply> firsts;
    for (int i = 0; i < 3; ++i) {
        done.append(freshKey());
        firsts.append(g.client->send("POST", "/orders", {{"Idempotency-Key", done.last()}}, "x"));
        QCOMPARE(firsts.last().status, 201);
    }
    auto admin = redis.admin();
    admin->command({"CONFIG", "SET", "maxmemory", "1"});

    for (int i = 0; i < done.size(); ++i) {
        const Reply r = g.client->send("POST", "/orders", {{"Idempotency-Key", done[i]}}, "x");
        QCOMPARE(r.status, 201);
        QCOMPARE(r.header("Idempotent-Replayed"), QByteArray("true"));
        QCOMPARE(r.body, firsts[i].body);
    }
    const Reply other =
        g.client->send("POST", "/orders", {{"Idempotency-Key", done[0]}}, "another body");
    QCOMPARE(other.status, 422);
    const QByteArray fresh = freshKey();
    const Reply refused = g.client->send("POST", "/orders", {{"Idempotency-Key", fresh}}, "x");
    QCOMPARE(refused.status, 503);
    QCOMPARE(refused.problemType(),
             QStringLiteral("https://example.invalid/idemscope/problems/store-unavailable"));
    QCOMPARE(upstream.totalArrivals(), 3);
    const QByteArray scrape = g.gateway->metrics().scrape();
    QCOMPARE(metric(scrape, "idemgate_replays_uncounted_total"), 3.0);
    // The refusals answered from a read are no errors of a request; the new key's is.
    QCOMPARE(metric(scrape, "idemgate_store_errors_total{kind=\"read_only\"}"), 1.0);

    admin->command({"CONFIG", "SET", "maxmemory", "0"});
    const std::optional<Reply> later = g.sendUntilSettled("/orders", {{"Idempotency-Key", fresh}});
    QVERIFY(later);
    QCOMPARE(later->status, 201);
    QVERIFY(!later->headers.contains("Idempotent-Replayed"));
    for (const QByteArray& key : done)
        QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(fresh)), 1);
}

// The answers held while the store refuses them are bounded: at most 256, at most 64 MiB. Redis
// at its maxmemory refuses every complete while many upstream answers come back. Past 256 held
// answers a claim is abandoned (its answer was given to the client; the claim ends with its
// lease); past 64 MiB an answer gives way to the small "answer lost" problem. Every client got
// its answer at once; once writes are taken again, each held answer is what retries replay, and
// nothing ran twice.
void Tst_HostileClaims::heldAnswersAreBounded() {
    OwnRedis redis;
    REQUIRE_SERVICE(redis.start(), QStringLiteral("redis-server"));
    ScriptedUpstream upstream;
    GatewayConfig c = testConfig(upstream.port(), redis.url());
    c.maxUpstreamConnections = 400;
    c.maxConnectionsPerClient = 0; // every connection of this test comes from 127.0.0.1
    Gate g(c);
    auto admin = redis.admin();
    TestClient many(g.gateway->port(), 300); // every request in flight at once
    auto sendAll = [&](const QByteArray& target, int n) {
        QList<QByteArray> keys;
        auto replies = std::make_shared<QList<Reply>>();
        for (int i = 0; i < n; ++i) {
            keys.append(freshKey());
            many.sendAsync("POST", target, {{"Idempotency-Key", keys.last()}}, "x",
                           [replies](Reply r) { replies->append(r); });
        }
        return std::make_pair(keys, replies);
    };
    auto scrape = [&](const QByteArray& series) {
        return metric(g.gateway->metrics().scrape(), series);
    };

    // 270 answers, small: 256 held, 14 abandoned.
    const auto [counted, countedReplies] = sendAll("/slow/2000", 270);
    QTRY_COMPARE_WITH_TIMEOUT(upstream.totalArrivals(), 270, 15000);
    admin->command({"CONFIG", "SET", "maxmemory", "1"});
    QTRY_COMPARE_WITH_TIMEOUT(countedReplies->size(), 270, 30000);
    for (const Reply& r : *countedReplies)
        QCOMPARE(r.status, 201);
    QTRY_COMPARE_WITH_TIMEOUT(scrape("idemgate_answers_lost_total{reason=\"abandoned\"}"), 14.0,
                              10000);
    QCOMPARE(scrape("idemgate_pending_completions"), 256.0);
    admin->command({"CONFIG", "SET", "maxmemory", "0"});
    QTRY_COMPARE_WITH_TIMEOUT(scrape("idemgate_pending_completions"), 0.0, 30000);
    int replayed = 0;
    for (const QByteArray& key : counted) {
        const Reply r = g.client->send("POST", "/slow/2000", {{"Idempotency-Key", key}}, "x");
        if (r.header("Idempotent-Replayed") == "true") {
            QCOMPARE(r.status, 201);
            ++replayed;
        } else {
            QCOMPARE(r.status, 409); // an abandoned claim: held until its lease ends
        }
    }
    QCOMPARE(replayed, 256);

    // 20 answers of 4 MiB: at most 64 MiB held whole, the others replaced by the problem (the
    // small problems count too: 15 or 16 stay whole), none abandoned.
    const double lostBefore = scrape("idemgate_answers_lost_total{reason=\"store_refused\"}");
    const int arrivedBefore = upstream.totalArrivals();
    const auto [big, bigReplies] = sendAll("/slow-big/2000/4194304", 20);
    QTRY_COMPARE_WITH_TIMEOUT(upstream.totalArrivals(), arrivedBefore + 20, 15000);
    admin->command({"CONFIG", "SET", "maxmemory", "1"});
    QTRY_COMPARE_WITH_TIMEOUT(bigReplies->size(), 20, 30000);
    for (const Reply& r : *bigReplies) {
        QCOMPARE(r.status, 201);
        QCOMPARE(r.body.size(), 4194304);
    }
    QTRY_COMPARE_WITH_TIMEOUT(scrape("idemgate_pending_completions"), 20.0, 10000);
    const double replaced =
        scrape("idemgate_answers_lost_total{reason=\"store_refused\"}") - lostBefore;
    QVERIFY2(replaced >= 4 && replaced <= 5, qPrintable(QString::number(replaced)));
    admin->command({"CONFIG", "SET", "maxmemory", "0"});
    QTRY_COMPARE_WITH_TIMEOUT(scrape("idemgate_pending_completions"), 0.0, 30000);
    int whole = 0;
    int lost = 0;
    for (const QByteArray& key : big) {
        const Reply r =
            g.client->send("POST", "/slow-big/2000/4194304", {{"Idempotency-Key", key}}, "x");
        QCOMPARE(r.header("Idempotent-Replayed"), QByteArray("true"));
        if (r.status == 201 && r.body.size() == 4194304)
            ++whole;
        else if (r.status == 502 && r.problemType().endsWith(QLatin1String("/answer-lost")))
            ++lost;
        QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    }
    QCOMPARE(whole + lost, 20);
    QCOMPARE(lost, int(replaced));
    QVERIFY(whole * 4194304LL <= 64LL * 1024 * 1024);
}

// --- case 5: orphan claims ----------------------------------------------------------------------

// Redis frozen past the store timeout: the client gets 503 and nothing is forwarded, but the
// acquire reaches Redis when it resumes. The gateway remembers that acquire (its owner id is its
// own) and releases the claim once the store answers, so the retry is forwarded at once.
void Tst_HostileClaims::orphanClaimReleased() {
    OwnRedis redis;
    REQUIRE_SERVICE(redis.start(), QStringLiteral("redis-server"));
    ScriptedUpstream upstream;
    GatewayConfig c = testConfig(
        upstream.port(), redis.url({}, QStringLiteral("?connect_timeout=300ms&timeout=300ms")));
    c.lease = std::chrono::seconds(30); // the default: the 409 would last that long
    c.storeWorkers = 2;
    Gate g(c);
    QCOMPARE(g.client->send("POST", "/orders", {{"Idempotency-Key", "warm"}}, "x").status, 201);

    const QByteArray key = freshKey();
    const Headers h{{"Idempotency-Key", key}};
    signalProcess(redis.pid(), SIGSTOP);
    const Reply refused = g.client->send("POST", "/orders", h, "x");
    signalProcess(redis.pid(), SIGCONT);
    qInfo("while frozen: %d %s, Retry-After %s", refused.status, qPrintable(refused.problemType()),
          refused.header("Retry-After").constData());
    QCOMPARE(refused.status, 503);
    QCOMPARE(refused.problemType(), problem("store-unavailable"));
    QVERIFY(refused.headers.contains("Retry-After"));
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 0);
    // The acquire did reach Redis: the claim exists, with nobody working on it.
    auto direct = openStore(redis.url());
    QTRY_VERIFY_WITH_TIMEOUT(direct->get(QString::fromLatin1(key), QString()).has_value(), 5000);

    QTRY_COMPARE_WITH_TIMEOUT(g.client->send("GET", "/readyz").status, 200, 10000);
    const Reply retry = g.client->send("POST", "/orders", h, "x");
    qInfo("first retry after the store answers: %d %s, Retry-After '%s', executions %d",
          retry.status, qPrintable(retry.problemType()), retry.header("Retry-After").constData(),
          upstream.arrivals(QString::fromLatin1(key)));
    QCOMPARE(retry.status, 201);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    const QByteArray scrape = g.gateway->metrics().scrape();
    QCOMPARE(metric(scrape, "idemgate_orphan_claims_total{result=\"released\"}"), 1.0);
}

// The same, with no retry: the gateway's own sweep finds the claim once the store answers (its
// first successful call, or the sweep timer) and releases it, so the key is pending again.
void Tst_HostileClaims::orphanReleasedWithoutRetry() {
    OwnRedis redis;
    REQUIRE_SERVICE(redis.start(), QStringLiteral("redis-server"));
    ScriptedUpstream upstream;
    GatewayConfig c = testConfig(
        upstream.port(), redis.url({}, QStringLiteral("?connect_timeout=300ms&timeout=300ms")));
    c.storeWorkers = 2;
    Gate g(c);
    QCOMPARE(g.client->send("POST", "/orders", {{"Idempotency-Key", "warm"}}, "x").status, 201);

    const QByteArray key = freshKey();
    signalProcess(redis.pid(), SIGSTOP);
    const Reply refused = g.client->send("POST", "/orders", {{"Idempotency-Key", key}}, "x");
    signalProcess(redis.pid(), SIGCONT);
    QCOMPARE(refused.status, 503);

    auto direct = openStore(redis.url());
    QTRY_VERIFY_WITH_TIMEOUT(isPending(*direct, key), 10000);
    // The store shows the release before the gateway has read the release's answer (and
    // counted it): wait for the count too.
    QTRY_COMPARE_WITH_TIMEOUT(
        metric(g.gateway->metrics().scrape(), "idemgate_orphan_claims_total{result=\"released\"}"),
        1.0, 10000);
    qInfo("orphan released by the sweep; executions %d",
          upstream.arrivals(QString::fromLatin1(key)));
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 0);
    const Reply retry = g.client->send("POST", "/orders", {{"Idempotency-Key", key}}, "x");
    QCOMPARE(retry.status, 201);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
}

// A claim granted late: Redis frozen for most of the lease while the acquire waits (within the
// store timeout). The gateway counts the lease from when it sent the acquire, so it cannot know
// how much of the claim is left: nothing is forwarded, the claim is given back, and the retry
// runs the work once. (The soak found the alternative: forwarded on a claim another gateway had
// already taken over, through a slow path to PostgreSQL.)
void Tst_HostileClaims::lateClaimNotForwarded() {
    OwnRedis redis;
    REQUIRE_SERVICE(redis.start(), QStringLiteral("redis-server"));
    ScriptedUpstream upstream;
    GatewayConfig c = testConfig(
        upstream.port(), redis.url({}, QStringLiteral("?connect_timeout=300ms&timeout=8s")));
    c.lease = std::chrono::seconds(2);
    c.storeWorkers = 2;
    Gate g(c);
    QCOMPARE(g.client->send("POST", "/orders", {{"Idempotency-Key", "warm"}}, "x").status, 201);

    const QByteArray key = freshKey();
    const Headers h{{"Idempotency-Key", key}};
    signalProcess(redis.pid(), SIGSTOP);
    std::optional<Reply> first;
    g.client->sendAsync("POST", "/orders", h, "x", [&](Reply r) { first = r; });
    // Longer than half the lease, even if the acquire left the gateway some time after this
    // wait began; shorter than the store timeout, so the acquire succeeds when Redis resumes.
    QTest::qWait(1900);
    signalProcess(redis.pid(), SIGCONT);
    QTRY_VERIFY_WITH_TIMEOUT(first.has_value(), 15000);
    qInfo("granted late: %d %s: %s", first->status, qPrintable(first->problemType()),
          qPrintable(first->json().value(QStringLiteral("detail")).toString()));
    QCOMPARE(first->status, 503);
    QCOMPARE(first->problemType(), problem("store-unavailable"));
    QVERIFY(first->json()
                .value(QStringLiteral("detail"))
                .toString()
                .contains(QLatin1String("granted the claim")));
    QVERIFY(first->headers.contains("Retry-After"));
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 0);
    QCOMPARE(metric(g.gateway->metrics().scrape(),
                    "idemgate_token_events_total{event=\"claimed_late\"}"),
             1.0);

    // Given back: the key is pending again, and the retry runs the work once.
    auto direct = openStore(redis.url());
    QTRY_VERIFY_WITH_TIMEOUT(isPending(*direct, key), 10000);
    const Reply retry = g.client->send("POST", "/orders", h, "x");
    QCOMPARE(retry.status, 201);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
}

QTEST_MAIN(Tst_HostileClaims)
#include "tst_hostileclaims.moc"
