// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Hostile clients at the connection level (issue 15, cases 2, 9 and 10), each against an idemgate
// process in front of the counting upstream on a SQLite file store:
// - a client that pipelines requests and never reads its answers: the gateway stops reading
//   that connection while its unsent output is above a bound, so its memory stays flat; the
//   answers are all there, complete and in order, once the client reads; a client that never
//   reads is cut after --request-timeout without progress;
// - the same with replays of a large stored response (the upstream ran once);
// - silent sockets are closed after --first-byte-timeout while a working client is served;
// - --max-connections-per-client refuses one connection too many from one address and serves
//   another address;
// - HTTP/1.0 keep-alive answers say Connection: keep-alive;
// - a client that half-closes after its request still gets the whole answer; one that leaves
//   mid-request has its work stored, and its retry replays.

#include "gatewaytest.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTest>
#include <arpa/inet.h>
#include <cerrno>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace idem;
using namespace idem::gateway;
using namespace idem::test;

namespace {

/// A non-blocking POSIX client socket to 127.0.0.1:`port` (QTcpSocket would read into its own
/// buffer, and a client that never reads is the point here). Closed with the object.
class RawClient {
public:
    explicit RawClient(quint16 port) {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_port = htons(port);
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (m_fd < 0 || ::connect(m_fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
            close();
            return;
        }
        ::fcntl(m_fd, F_SETFL, ::fcntl(m_fd, F_GETFL) | O_NONBLOCK);
    }
    ~RawClient() { close(); }
    bool ok() const { return m_fd >= 0; }
    void close() {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
    }
    /// Bytes the kernel took, 0 when it takes none now, -1 when the connection is gone.
    qint64 sendSome(const char* data, qint64 size) {
        const ssize_t n = ::send(m_fd, data, static_cast<size_t>(size), MSG_NOSIGNAL);
        if (n < 0)
            return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : -1;
        return n;
    }
    /// Waits up to `ms` for `events`; the revents.
    short wait(short events, int ms) {
        pollfd p{m_fd, events, 0};
        return ::poll(&p, 1, ms) > 0 ? p.revents : 0;
    }
    /// Appends what is readable now to `into`; false once the peer closed (or reset).
    bool receive(QByteArray& into) {
        char buf[65536];
        for (;;) {
            const ssize_t n = ::recv(m_fd, buf, sizeof buf, 0);
            if (n > 0) {
                into.append(buf, n);
                continue;
            }
            if (n == 0)
                return false;
            return errno == EAGAIN || errno == EWOULDBLOCK;
        }
    }

private:
    int m_fd = -1;
};

/// Splits a stream of HTTP/1.1 answers framed by Content-Length; `complete` is false when the
/// stream ends inside an answer or holds something that is not one.
struct Answers {
    QList<int> statuses;
    QList<qsizetype> bodySizes;
    bool lastClosed = false; ///< The last answer said Connection: close.
    bool complete = true;
};

Answers splitAnswers(const QByteArray& stream) {
    Answers out;
    qsizetype at = 0;
    while (at < stream.size()) {
        const qsizetype end = stream.indexOf("\r\n\r\n", at);
        if (end < 0 || rawStatus(stream.mid(at, 12)) == 0) {
            out.complete = false;
            return out;
        }
        const QByteArray head = stream.mid(at, end - at).toLower();
        const qsizetype cl = head.indexOf("\r\ncontent-length:");
        const qsizetype length =
            cl < 0
                ? 0
                : head.mid(cl + 17, head.indexOf("\r\n", cl + 2) - cl - 17).trimmed().toLongLong();
        if (end + 4 + length > stream.size()) {
            out.complete = false;
            return out;
        }
        out.statuses.append(rawStatus(stream.mid(at, 12)));
        out.bodySizes.append(length);
        out.lastClosed = head.contains("\r\nconnection: close");
        at = end + 4 + length;
    }
    return out;
}

/// Pipelines `request` on `client` without reading, until `budget` bytes were
/// sent or the gateway stopped taking them for `stallMs` (kernel buffers full: it stopped
/// reading). Keeps the test's event loop (the upstream) running. Returns the requests sent,
/// counting one cut in the middle whose rest is left in `tail`, and the highest VmRSS seen in
/// `peakKiB`.
qint64 pipelineWithoutReading(RawClient& client, const QByteArray& request, qint64 budget,
                              int stallMs, GateProcess& gate, qint64& peakKiB, QByteArray& tail) {
    const QByteArray batch = request.repeated(qMax<qsizetype>(1, 65536 / request.size()));
    qint64 sent = 0;
    qsizetype offset = 0; // into batch
    QElapsedTimer stalled;
    stalled.start();
    QElapsedTimer overall;
    overall.start();
    qint64 nextSample = 0;
    while (sent < budget && stalled.elapsed() < stallMs && overall.elapsed() < 120000) {
        const qint64 n = client.sendSome(batch.constData() + offset, batch.size() - offset);
        if (n < 0)
            break;
        if (n > 0) {
            sent += n;
            offset = (offset + n) % batch.size();
            stalled.restart();
        } else {
            client.wait(POLLOUT, 20);
            QCoreApplication::processEvents();
            peakKiB = qMax(peakKiB, gate.rssKiB());
        }
        if (sent >= nextSample) {
            peakKiB = qMax(peakKiB, gate.rssKiB());
            nextSample = sent + 1024 * 1024;
        }
    }
    peakKiB = qMax(peakKiB, gate.rssKiB());
    // The rest of a request cut in the middle goes out with the reading (sendLastAndReadAll()):
    // sending it now could wait forever on a gateway that waits for us to read.
    const qsizetype rest = (request.size() - sent % request.size()) % request.size();
    tail = request.right(rest);
    return sent / request.size() + (rest > 0 ? 1 : 0);
}

/// Sends `last` (while reading) and reads everything until the gateway closes (bounded), keeping
/// the event loop running; measures VmRSS on the way.
QByteArray sendLastAndReadAll(RawClient& client, const QByteArray& last, GateProcess& gate,
                              qint64& peakKiB) {
    QByteArray received;
    qsizetype lastSent = 0;
    QElapsedTimer bound;
    bound.start();
    bool open = true;
    while (open && bound.elapsed() < 120000) {
        if (lastSent < last.size()) {
            const qint64 n = client.sendSome(last.constData() + lastSent, last.size() - lastSent);
            if (n > 0)
                lastSent += n;
        }
        open = client.receive(received);
        client.wait(POLLIN, 20);
        QCoreApplication::processEvents();
        peakKiB = qMax(peakKiB, gate.rssKiB());
    }
    return received;
}

} // namespace

class Tst_HostileConnections : public QObject {
    Q_OBJECT

private slots:
    void pipelinedHealthzWithoutReading();
    void pipelinedReplaysWithoutReading();
    void clientThatNeverReadsIsCut();
    void silentSocketsClosedAfterFirstByteTimeout();
    void connectionsPerClientCapped();
    void http10KeepAlive();
    void halfCloseStillGetsTheAnswer();
    void clientLeavesMidRequestWorkStored();
};

// Case 2: ~64 MiB of pipelined GET /healthz, never read. The gateway's memory stays flat (its
// unsent output is bounded, the rest waits in the kernel's buffers), another client is served
// meanwhile, and once the client reads, every answer is there, complete.
void Tst_HostileConnections::pipelinedHealthzWithoutReading() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl());
    QVERIFY(gate.ready());
    const qint64 before = gate.rssKiB();
    QVERIFY(before > 0);

    RawClient hostile(gate.port());
    QVERIFY(hostile.ok());
    const QByteArray request = "GET /healthz HTTP/1.1\r\nHost: gate\r\n\r\n";
    qint64 peak = before;
    QByteArray tail;
    const qint64 whole =
        pipelineWithoutReading(hostile, request, 64LL * 1024 * 1024, 2000, gate, peak, tail);
    QVERIFY(whole > 0);
    qInfo("pipelined %lld requests (%lld MiB) without reading; VmRSS %lld -> %lld KiB (+%lld)",
          whole, whole * request.size() / (1024 * 1024), before, peak, peak - before);

    // Another client is served while the hostile one is stuck.
    TestClient other(gate.port(), 1);
    QCOMPARE(other.send("GET", "/healthz", {}, {}, 10000).status, 200);
    const Reply keyed = other.send("POST", "/orders", {{"Idempotency-Key", "other"}}, "x", 10000);
    QCOMPARE(keyed.status, 201);
    QCOMPARE(upstream.arrivals(QStringLiteral("other")), 1);

    // Now read: every answer arrives, complete, then the one that asked to close.
    const QByteArray received = sendLastAndReadAll(
        hostile, tail + "GET /healthz HTTP/1.1\r\nHost: gate\r\nConnection: close\r\n\r\n", gate,
        peak);
    const Answers answers = splitAnswers(received);
    QVERIFY2(answers.complete, qPrintable(QStringLiteral("%1 answers, then: %2")
                                              .arg(answers.statuses.size())
                                              .arg(QString::fromLatin1(received.right(300)))));
    QCOMPARE(answers.statuses.size(), whole + 1);
    QVERIFY(answers.lastClosed);
    QCOMPARE(answers.statuses.count(200), answers.statuses.size());
    qInfo("read %lld answers; VmRSS peak +%lld KiB", qint64(answers.statuses.size()),
          peak - before);
    QVERIFY2(peak - before < 32 * 1024,
             qPrintable(QStringLiteral("VmRSS grew by %1 KiB").arg(peak - before)));
}

// Case 2 with replays: one 512 KiB answer stored once, then replays of its key pipelined
// without reading. The gateway's memory stays bounded and the upstream ran once.
void Tst_HostileConnections::pipelinedReplaysWithoutReading() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl());
    QVERIFY(gate.ready());
    const QByteArray key = TokenGenerator::uuid().toLatin1();
    const qsizetype bodySize = 512 * 1024;
    const QByteArray target = "/big/" + QByteArray::number(bodySize);
    {
        TestClient first(gate.port(), 1);
        const Reply r = first.send("POST", target, {{"Idempotency-Key", key}}, "x");
        QCOMPARE(r.status, 201);
        QCOMPARE(r.body.size(), bodySize);
    }
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    const qint64 before = gate.rssKiB();

    RawClient hostile(gate.port());
    QVERIFY(hostile.ok());
    const QByteArray request = "POST " + target +
                               " HTTP/1.1\r\nHost: gate\r\nIdempotency-Key: " + key +
                               "\r\nContent-Length: 1\r\n\r\nx";
    // 400 replays are 200 MiB of answers: enough to show an unbounded buffer, small enough not
    // to take the machine down with it.
    qint64 peak = before;
    QByteArray tail;
    const qint64 whole =
        pipelineWithoutReading(hostile, request, 400 * request.size(), 2000, gate, peak, tail);
    QVERIFY(whole > 0);
    qInfo("pipelined %lld replays without reading; VmRSS %lld -> %lld KiB (+%lld)", whole, before,
          peak, peak - before);

    TestClient other(gate.port(), 1);
    QCOMPARE(other.send("GET", "/healthz", {}, {}, 10000).status, 200);

    const QByteArray received = sendLastAndReadAll(
        hostile,
        tail + "POST " + target + " HTTP/1.1\r\nHost: gate\r\nIdempotency-Key: " + key +
            "\r\nContent-Length: 1\r\nConnection: close\r\n\r\nx",
        gate, peak);
    const Answers answers = splitAnswers(received);
    QVERIFY(answers.complete);
    QCOMPARE(answers.statuses.size(), whole + 1);
    QCOMPARE(answers.statuses.count(201), answers.statuses.size());
    QCOMPARE(answers.bodySizes.count(bodySize), answers.bodySizes.size());
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    qInfo("read %lld replays; VmRSS peak +%lld KiB", qint64(answers.statuses.size()),
          peak - before);
    QVERIFY2(peak - before < 32 * 1024,
             qPrintable(QStringLiteral("VmRSS grew by %1 KiB").arg(peak - before)));
}

// The write timeout: a client that never reads is cut once nothing drained for
// --request-timeout, and what it left behind is freed.
void Tst_HostileConnections::clientThatNeverReadsIsCut() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl(),
                     {QStringLiteral("--request-timeout"), QStringLiteral("1s")});
    QVERIFY(gate.ready());
    const qint64 before = gate.rssKiB();
    RawClient hostile(gate.port());
    QVERIFY(hostile.ok());
    qint64 peak = before;
    QByteArray tail;
    const qint64 whole =
        pipelineWithoutReading(hostile, "GET /healthz HTTP/1.1\r\nHost: gate\r\n\r\n",
                               64LL * 1024 * 1024, 2000, gate, peak, tail);
    QVERIFY(whole > 0);
    // The gateway closes with our requests unread: a reset, seen as an error or hang-up.
    QVERIFY(
        QTest::qWaitFor([&] { return (hostile.wait(0, 0) & (POLLERR | POLLHUP)) != 0; }, 30000));
    TestClient other(gate.port(), 1);
    QCOMPARE(other.send("GET", "/healthz", {}, {}, 10000).status, 200);
    QVERIFY2(peak - before < 32 * 1024,
             qPrintable(QStringLiteral("VmRSS grew by %1 KiB").arg(peak - before)));
}

// Case 10: sockets that send nothing are closed after --first-byte-timeout (not the 60 s idle
// timeout), while a working client is served meanwhile.
void Tst_HostileConnections::silentSocketsClosedAfterFirstByteTimeout() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl(),
                     {QStringLiteral("--first-byte-timeout"), QStringLiteral("500ms"),
                      QStringLiteral("--idle-timeout"), QStringLiteral("60s")});
    QVERIFY(gate.ready());
    std::vector<std::unique_ptr<QTcpSocket>> silent;
    for (int i = 0; i < 20; ++i) {
        auto s = std::make_unique<QTcpSocket>();
        s->connectToHost(QHostAddress(QHostAddress::LocalHost), gate.port());
        QVERIFY(s->waitForConnected(5000));
        silent.push_back(std::move(s));
    }
    // A socket that sent part of a request is bound by the request timeout instead (408).
    QTcpSocket partial;
    partial.connectToHost(QHostAddress(QHostAddress::LocalHost), gate.port());
    QVERIFY(partial.waitForConnected(5000));
    partial.write("GET /healthz HTTP/1.1\r\n");

    TestClient worker(gate.port(), 1);
    const Reply r = worker.send("POST", "/orders", {{"Idempotency-Key", "worker"}}, "x", 10000);
    QCOMPARE(r.status, 201);
    QVERIFY(QTest::qWaitFor(
        [&] {
            for (const auto& s : silent)
                if (s->state() != QAbstractSocket::UnconnectedState)
                    return false;
            return true;
        },
        20000));
    for (const auto& s : silent)
        QCOMPARE(s->readAll(), QByteArray()); // closed without an answer: nothing was asked
    QVERIFY(QTest::qWaitFor([&] { return partial.state() == QAbstractSocket::UnconnectedState; },
                            30000));
    QCOMPARE(rawStatus(partial.readAll()), 408);
    // The keep-alive connection of the working client is still served.
    QCOMPARE(worker.send("GET", "/healthz", {}, {}, 10000).status, 200);
    QCOMPARE(upstream.arrivals(QStringLiteral("worker")), 1);
}

// Case 10: one address gets --max-connections-per-client connections; one more is answered 503
// with Retry-After and closed, while another address (127.0.0.2, loopback too) is served, and
// the address gets its slot back when one of its connections closes.
void Tst_HostileConnections::connectionsPerClientCapped() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl(),
                     {QStringLiteral("--max-connections-per-client"), QStringLiteral("4")});
    QVERIFY(gate.ready());
    const QByteArray healthz = "GET /healthz HTTP/1.1\r\nHost: gate\r\n\r\n";
    auto connectFrom = [&](const QString& source) {
        auto s = std::make_unique<QTcpSocket>();
        if (!s->bind(QHostAddress(source), 0))
            return s;
        s->connectToHost(QHostAddress(QHostAddress::LocalHost), gate.port());
        s->waitForConnected(5000);
        return s;
    };
    // Answers one request on `s`; the status, 0 without an answer.
    auto ask = [&](QTcpSocket& s) {
        s.write(healthz);
        QByteArray got;
        static_cast<void>(QTest::qWaitFor(
            [&] {
                got += s.readAll();
                return got.contains("\r\n\r\n") || s.state() == QAbstractSocket::UnconnectedState;
            },
            10000));
        got += s.readAll();
        return std::make_pair(rawStatus(got), got);
    };
    // ready() probed with a connection of its own; it is gone once the count says so.
    std::vector<std::unique_ptr<QTcpSocket>> mine;
    for (int i = 0; i < 4; ++i) {
        mine.push_back(connectFrom(QStringLiteral("127.0.0.1")));
        QCOMPARE(mine.back()->state(), QAbstractSocket::ConnectedState);
        QCOMPARE(ask(*mine.back()).first, 200);
    }
    auto fifth = connectFrom(QStringLiteral("127.0.0.1"));
    const auto [status, answer] = ask(*fifth);
    QCOMPARE(status, 503);
    QVERIFY(answer.contains("Retry-After:"));
    QVERIFY(QTest::qWaitFor([&] { return fifth->state() == QAbstractSocket::UnconnectedState; },
                            10000));

    auto elsewhere = connectFrom(QStringLiteral("127.0.0.2"));
    QCOMPARE(elsewhere->state(), QAbstractSocket::ConnectedState);
    QCOMPARE(elsewhere->localAddress(), QHostAddress(QStringLiteral("127.0.0.2")));
    QCOMPARE(ask(*elsewhere).first, 200);
    // The four are still served.
    for (const auto& s : mine)
        QCOMPARE(ask(*s).first, 200);

    // One leaves: its address may connect again.
    mine.front()->disconnectFromHost();
    mine.erase(mine.begin());
    std::pair<int, QByteArray> again;
    QVERIFY(QTest::qWaitFor(
        [&] {
            auto s = connectFrom(QStringLiteral("127.0.0.1"));
            again = ask(*s);
            if (again.first == 200)
                mine.push_back(std::move(s));
            return again.first == 200;
        },
        10000));
}

// Case 9: an HTTP/1.0 client that asks for keep-alive is told it got it, and the connection
// serves a second request; without it, the answer closes.
void Tst_HostileConnections::http10KeepAlive() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl());
    QVERIFY(gate.ready());
    QTcpSocket s;
    s.connectToHost(QHostAddress(QHostAddress::LocalHost), gate.port());
    QVERIFY(s.waitForConnected(5000));
    auto exchange = [&](const QByteArray& request) {
        s.write(request);
        QByteArray got;
        static_cast<void>(QTest::qWaitFor(
            [&] {
                got += s.readAll();
                const Answers a = splitAnswers(got);
                return (a.complete && !a.statuses.isEmpty()) ||
                       s.state() == QAbstractSocket::UnconnectedState;
            },
            10000));
        return got + s.readAll();
    };
    const QByteArray first =
        exchange("POST /orders HTTP/1.0\r\nConnection: keep-alive\r\nIdempotency-Key: ten\r\n"
                 "Content-Length: 1\r\n\r\nx");
    QCOMPARE(rawStatus(first), 201);
    QVERIFY2(first.toLower().contains("\r\nconnection: keep-alive\r\n"), first.constData());
    QCOMPARE(s.state(), QAbstractSocket::ConnectedState);
    const QByteArray second = exchange("GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\n");
    QCOMPARE(rawStatus(second), 200);
    QVERIFY(second.toLower().contains("\r\nconnection: keep-alive\r\n"));
    const QByteArray third = exchange("GET /healthz HTTP/1.0\r\n\r\n");
    QCOMPARE(rawStatus(third), 200);
    QVERIFY(third.toLower().contains("\r\nconnection: close\r\n"));
    QVERIFY(QTest::qWaitFor([&] { return s.state() == QAbstractSocket::UnconnectedState; }, 10000));
    QCOMPARE(upstream.arrivals(QStringLiteral("ten")), 1);
    // An HTTP/1.1 answer says nothing about keep-alive: it is the default there.
    const QByteArray one = rawExchange(
        gate.port(), "GET /healthz HTTP/1.1\r\nHost: gate\r\nConnection: close\r\n\r\n");
    QCOMPARE(rawStatus(one), 200);
    QVERIFY(!one.toLower().contains("keep-alive"));
}

// Case 9: the client sends its keyed request and shuts down its sending side (SHUT_WR) while
// the upstream works; it still reads the whole answer, and the upstream ran once.
void Tst_HostileConnections::halfCloseStillGetsTheAnswer() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl());
    QVERIFY(gate.ready());
    for (const QByteArray& connection : {QByteArray(), QByteArray("Connection: close\r\n")}) {
        const QByteArray key = TokenGenerator::uuid().toLatin1();
        QTcpSocket s;
        s.connectToHost(QHostAddress(QHostAddress::LocalHost), gate.port());
        QVERIFY(s.waitForConnected(5000));
        s.write("POST /slow/300 HTTP/1.1\r\nHost: gate\r\nIdempotency-Key: " + key + "\r\n" +
                connection + "Content-Length: 1\r\n\r\nx");
        QVERIFY(s.waitForBytesWritten(5000));
        QCOMPARE(::shutdown(static_cast<int>(s.socketDescriptor()), SHUT_WR), 0);
        QByteArray got;
        static_cast<void>(QTest::qWaitFor(
            [&] {
                got += s.readAll();
                return s.state() == QAbstractSocket::UnconnectedState;
            },
            15000));
        got += s.readAll();
        const Answers answers = splitAnswers(got);
        QVERIFY2(answers.complete && answers.statuses == QList<int>{201},
                 got.isEmpty() ? "no answer" : got.constData());
        QVERIFY(got.contains("\"execution\":1"));
        QCOMPARE(s.state(), QAbstractSocket::UnconnectedState); // closed after the answer
        QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);

        TestClient retry(gate.port(), 1);
        const Reply r = retry.send("POST", "/slow/300", {{"Idempotency-Key", key}}, "x");
        QCOMPARE(r.status, 201);
        QCOMPARE(r.header("Idempotent-Replayed"), QByteArray("true"));
        QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    }
}

// Case 9: a client that closes completely mid-request (here: before the upstream answered) does
// not stop the work: it is completed and stored, and the retry replays it.
void Tst_HostileConnections::clientLeavesMidRequestWorkStored() {
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    GateProcess gate(QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl());
    QVERIFY(gate.ready());
    const QByteArray key = TokenGenerator::uuid().toLatin1();
    {
        QTcpSocket s;
        s.connectToHost(QHostAddress(QHostAddress::LocalHost), gate.port());
        QVERIFY(s.waitForConnected(5000));
        s.write("POST /slow/300 HTTP/1.1\r\nHost: gate\r\nIdempotency-Key: " + key +
                "\r\nContent-Length: 1\r\n\r\nx");
        QTRY_COMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
        s.close();
    }
    QTRY_COMPARE_WITH_TIMEOUT(store->get(QString::fromLatin1(key), QString())->state,
                              State::Completed, 10000);
    TestClient retry(gate.port(), 1);
    const Reply r = retry.send("POST", "/slow/300", {{"Idempotency-Key", key}}, "x");
    QCOMPARE(r.status, 201);
    QCOMPARE(r.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    QCOMPARE(upstream.answered(QString::fromLatin1(key)), 1);
}

QTEST_MAIN(Tst_HostileConnections)
#include "tst_hostileconnections.moc"
