// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Faults around the gateway: the gateway process killed while the upstream works (the claim is
// taken over once its lease ends, and the retry runs once), the store stopped (503, nothing
// forwarded, and service again when it is back), a client that leaves mid-request, and a
// graceful SIGTERM of the idemgate process.

#include "gateway/gateway.h"
#include "gateway/gatewaymetrics.h"
#include "gatewaytest.h"
#include "support/ownredis.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <sqlite3.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

using namespace idem;
using namespace idem::gateway;
using namespace idem::test;

namespace {

/// A small tmpfs of the test's own, mounted on `dir` (root only) and taken away with the object:
/// a file system that fills up for real.
class SmallDisk {
public:
    SmallDisk(const QString& dir, const char* size) : m_dir(QFile::encodeName(dir)) {
        const QByteArray options = QByteArray("size=") + size;
        m_mounted = ::mount("tmpfs", m_dir.constData(), "tmpfs", 0, options.constData()) == 0;
    }
    ~SmallDisk() {
        if (m_mounted)
            ::umount2(m_dir.constData(), MNT_DETACH);
    }
    bool mounted() const { return m_mounted; }
    /// Writes `file` until the file system refuses another byte; returns the bytes written.
    qint64 fill(const QString& file) const {
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly))
            return -1;
        const QByteArray chunk(4096, 'f');
        qint64 total = 0;
        for (;;) {
            const qint64 n = f.write(chunk);
            if (n <= 0 || !f.flush())
                break;
            total += n;
        }
        // Whatever the last partial write left in the buffer is dropped with the file's close.
        return total;
    }

private:
    QByteArray m_dir;
    bool m_mounted = false;
};

} // namespace

class Tst_GatewayFaults : public QObject {
    Q_OBJECT

private slots:
    void gatewayKilledMidRequest();
    void storeStopped();
    void clientLeavesMidRequest();
    void gracefulSigterm();
    void failOpenNeverForwardsUnderOverload();
    void fullDiskServesReplays();
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

// --fail-open forwards while the store cannot be reached; overload is not that. The SQLite file
// is locked by another connection, so the gateway's one store worker waits in its first batch and
// its queue fills; a request beyond the queue is refused at once (Retryable), and before it was
// forwarded WITHOUT a claim. Now it is answered 503 and nothing is forwarded; the queued requests
// run once each when the lock goes.
void Tst_GatewayFaults::failOpenNeverForwardsUnderOverload() {
    // Both ends of every connection live in this process.
    constexpr int kRequests = 4096 + 64 + 200; // the queue, the batch in hand, and some more
    rlimit files{};
    QCOMPARE(getrlimit(RLIMIT_NOFILE, &files), 0);
    files.rlim_cur = files.rlim_max;
    QCOMPARE(setrlimit(RLIMIT_NOFILE, &files), 0);
    QVERIFY2(files.rlim_cur >= rlim_t(3 * kRequests),
             "the file descriptor limit is too low for this test's connections");

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overload.db"));
    ScriptedUpstream upstream;
    GatewayConfig c =
        testConfig(upstream.port(), QStringLiteral("sqlite://%1?busy_timeout=120000").arg(path));
    c.failOpen = true;
    c.maxConnections = kRequests + 100;
    c.maxConnectionsPerClient = 0;
    Gateway gateway(c);
    gateway.start();
    TestClient client(gateway.port(), kRequests + 100);
    // The store's schema exists once a first request went through.
    QCOMPARE(client.send("POST", "/orders", {{"Idempotency-Key", freshKey()}}, "x").status, 201);

    sqlite3* lock = nullptr;
    QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &lock), SQLITE_OK);
    QCOMPARE(sqlite3_exec(lock, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr), SQLITE_OK);

    QHash<int, int> statuses;
    int answered = 0;
    for (int i = 0; i < kRequests; ++i)
        client.sendAsync("POST", "/orders", {{"Idempotency-Key", freshKey()}}, "x", [&](Reply r) {
            ++statuses[r.status];
            ++answered;
        });
    // Everything beyond the queue is answered while the lock is held; nothing reached the
    // upstream meanwhile (the first request's one arrival aside).
    QTRY_VERIFY_WITH_TIMEOUT(statuses.value(503) >= kRequests - 4096 - 64, 60000);
    QTest::qWait(200);
    QCOMPARE(upstream.totalArrivals(), 1);
    QCOMPARE(statuses.value(201), 0);

    QCOMPARE(sqlite3_exec(lock, "ROLLBACK", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(lock);
    QTRY_COMPARE_WITH_TIMEOUT(answered, kRequests, 120000);
    QCOMPARE(statuses.value(503) + statuses.value(201), kRequests);
    // Each request that was let through ran once, under its claim; the refused ones never ran.
    QCOMPARE(upstream.totalArrivals(), 1 + statuses.value(201));
    QVERIFY(statuses.value(201) >= 4096);
    QVERIFY(gateway.metrics().scrape().contains("idemgate_store_errors_total{kind=\"retryable\"}"));
}

// A full disk degrades the SQLite store to reads. Replays of keys completed before it filled are
// served from a read (the replay count is not written; idemgate_replays_uncounted_total counts
// them), a key used for another request still gets 422, a new key gets 503 and nothing is
// forwarded. Before, the replays answered 503 as well, since a replay writes its count. Once
// space returns, the new key runs; nothing ran twice.
void Tst_GatewayFaults::fullDiskServesReplays() {
    if (::geteuid() != 0)
        QSKIP("mounting the small file system takes root (CI runs as root)");
    QTemporaryDir dir;
    const QString mountPoint = dir.filePath(QStringLiteral("disk"));
    QVERIFY(QDir().mkpath(mountPoint));
    SmallDisk disk(mountPoint, "4m");
    QVERIFY2(disk.mounted(), "mount(tmpfs) failed");

    ScriptedUpstream upstream;
    Gateway gateway(
        testConfig(upstream.port(), QStringLiteral("sqlite://%1/gate.db").arg(mountPoint)));
    gateway.start();
    TestClient client(gateway.port());
    QList<QByteArray> done;
    QList<Reply> firsts;
    for (int i = 0; i < 3; ++i) {
        done.append(freshKey());
        firsts.append(client.send("POST", "/orders", {{"Idempotency-Key", done.last()}}, "x"));
        QCOMPARE(firsts.last().status, 201);
    }
    const QString filler = mountPoint + QStringLiteral("/filler");
    QVERIFY(disk.fill(filler) > 0);

    for (int i = 0; i < done.size(); ++i) {
        const Reply r = client.send("POST", "/orders", {{"Idempotency-Key", done[i]}}, "x");
        QCOMPARE(r.status, 201);
        QCOMPARE(r.header("Idempotent-Replayed"), QByteArray("true"));
        QCOMPARE(r.body, firsts[i].body);
    }
    QCOMPARE(client.send("POST", "/orders", {{"Idempotency-Key", done[0]}}, "other").status, 422);
    const QByteArray fresh = freshKey();
    const Reply refused = client.send("POST", "/orders", {{"Idempotency-Key", fresh}}, "x");
    QCOMPARE(refused.status, 503);
    QCOMPARE(upstream.totalArrivals(), 3);
    QCOMPARE(client.send("GET", "/readyz").status, 200); // reads are served
    const QByteArray scrape = gateway.metrics().scrape();
    QVERIFY2(scrape.contains("idemgate_replays_uncounted_total 3"), scrape.constData());

    QVERIFY(QFile::remove(filler));
    const Reply later = client.send("POST", "/orders", {{"Idempotency-Key", fresh}}, "x");
    QCOMPARE(later.status, 201);
    QVERIFY(!later.headers.contains("Idempotent-Replayed"));
    for (const QByteArray& key : done)
        QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(fresh)), 1);
}

QTEST_GUILESS_MAIN(Tst_GatewayFaults)
#include "tst_gatewayfaults.moc"
