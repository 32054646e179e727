// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Demo profile's world (issue 6): an embedded SQLite store filled with every state, the demo
// upstream, the gateway on that store and the traffic generator, all inside the process on
// loopback ports; and a clean stop (no thread, no listening socket, no temporary folder left).
#include "connectionprofiles.h"
#include "connectionspanel.h"
#include "demoenvironment.h"
#include "secretstore.h"
#include "sqlite/sqlitestore.h"
#include "store/tokenstore.h"
#include "workerthread.h"

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace idem;
using namespace idem::ui;

namespace {

// Bounds of the waits (never part of an assertion's meaning: only how long to wait at most).
constexpr int kStartTimeoutMs = 60000;
constexpr int kTrafficTimeoutMs = 90000;

bool everyState(const StateCounts& c) {
    return c.pending > 0 && c.processing - c.stuck > 0 && c.stuck > 0 && c.completed > 0 &&
           c.expired > 0;
}

QString describe(const StateCounts& c) {
    return QStringLiteral("pending %1, processing %2 (stuck %3), completed %4, expired %5")
        .arg(c.pending)
        .arg(c.processing)
        .arg(c.stuck)
        .arg(c.completed)
        .arg(c.expired);
}

/// True when something accepts TCP connections on 127.0.0.1:`port`.
bool listening(quint16 port) {
    QTcpSocket socket;
    socket.connectToHost(QHostAddress(QHostAddress::LocalHost), port);
    const bool connected = socket.waitForConnected(5000);
    socket.abort();
    return connected;
}

/// Threads of this process (Linux), -1 elsewhere.
int threadCount() {
#ifdef Q_OS_LINUX
    return int(QDir(QStringLiteral("/proc/self/task"))
                   .entryList(QDir::Dirs | QDir::NoDotAndDotDot)
                   .size());
#else
    return -1;
#endif
}

QString pathOf(const QString& sqliteUrl) {
    return SqliteStore::parseUrl(sqliteUrl).path;
}

/// Short leases and TTLs, so that stuck and expired tokens of the traffic itself appear soon.
DemoEnvironment::Options quickOptions() {
    DemoEnvironment::Options o;
    o.tick = std::chrono::milliseconds(150);
    o.upstreamLatency = std::chrono::milliseconds(1200);
    o.stuckLease = std::chrono::seconds(1);
    o.retryStuckAfter = std::chrono::seconds(5);
    o.issuedTtl = std::chrono::seconds(2);
    return o;
}

} // namespace

class TestDemoEnvironment : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void everyStateOnScreenAndMoving();
    void stopWhileStarting();
    void panelConnectsToTheDemo();
    void failureStopsEverything();
};

void TestDemoEnvironment::everyStateOnScreenAndMoving() {
    const int threadsBefore = threadCount();
    DemoEnvironment demo(quickOptions());
    QSignalSpy started(&demo, &DemoEnvironment::started);
    QSignalSpy failed(&demo, &DemoEnvironment::failed);
    demo.start();
    QVERIFY(demo.isStarting());
    QVERIFY(started.wait(kStartTimeoutMs));
    QVERIFY(failed.isEmpty());
    QVERIFY(demo.isRunning());
    const QString url = started.first().first().toString();
    QCOMPARE(demo.storeUrl(), url);
    QVERIFY(url.startsWith(QStringLiteral("sqlite:///")));
    QVERIFY(demo.gatewayPort() != 0);
    QVERIFY(demo.upstreamPort() != 0);
    QVERIFY(demo.gatewayPort() != demo.upstreamPort());
    const QString dbPath = pathOf(url);
    QVERIFY(QFile::exists(dbPath));

    // The browser's view: its own connection to the store file.
    {
        const auto store = openStore(url);
        const StateCounts first = store->counts();
        QTRY_VERIFY2_WITH_TIMEOUT(everyState(store->counts()),
                                  qPrintable(describe(store->counts())), kTrafficTimeoutMs);
        // Moving: the traffic adds tokens, replays are answered from the store by the gateway,
        // changed bodies are refused, requests die mid-flight, claims are left to get stuck and
        // are taken over later, issued tokens lapse.
        QTRY_VERIFY_WITH_TIMEOUT(store->counts().total() > first.total(), kTrafficTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(demo.stats().replays > 0, kTrafficTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(demo.stats().executed > 0, kTrafficTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(demo.stats().mismatches > 0, kTrafficTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(demo.stats().inFlight > 0, kTrafficTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(demo.stats().aborted > 0, kTrafficTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(demo.stats().stuck > 0, kTrafficTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(demo.stats().takenOver > 0, kTrafficTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(demo.stats().issued > 0, kTrafficTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(store->counts().expired > first.expired, kTrafficTimeoutMs);
        // Replays answered by the gateway are counted in the store's stats too.
        const StatsSeries stats = store->stats(std::chrono::hours(1));
        QVERIFY(stats.total(Counter::Replayed) > 0);
        QCOMPARE(demo.stats().failures, 0);
    }

    QVERIFY(listening(demo.gatewayPort()));
    QVERIFY(listening(demo.upstreamPort()));
    const int threadsDuring = threadCount();
    const quint16 gatewayPort = demo.gatewayPort();
    const quint16 upstreamPort = demo.upstreamPort();
    QSignalSpy stopped(&demo, &DemoEnvironment::stopped);
    demo.stop();
    QCOMPARE(stopped.size(), 1);
    QVERIFY(!demo.isRunning());
    QVERIFY(!demo.isStarting());
    QVERIFY(demo.storeUrl().isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(WorkerThread::stoppedRunning(), 0, 10000); // the demo's thread
    // No thread of the demo is left: the worker, the gateway's store thread and the network
    // threads have ended (Linux counts them; elsewhere the WorkerThread check above must do).
    if (threadsBefore >= 0) {
        QVERIFY(threadsDuring > threadsBefore);
        QTRY_COMPARE_WITH_TIMEOUT(threadCount(), threadsBefore, 10000);
    }
    // stop() does not wait (WorkerThread): the demo is torn down on its own thread right after.
    QTRY_VERIFY_WITH_TIMEOUT(!listening(gatewayPort), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!listening(upstreamPort), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(dbPath), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!QDir(QFileInfo(dbPath).path()).exists(), 10000);

    demo.stop(); // idempotent
    QCOMPARE(stopped.size(), 1);
}

void TestDemoEnvironment::stopWhileStarting() {
    DemoEnvironment demo;
    QSignalSpy started(&demo, &DemoEnvironment::started);
    QSignalSpy stopped(&demo, &DemoEnvironment::stopped);
    demo.start();
    demo.start(); // no second run
    QVERIFY(demo.isStarting());
    demo.stop();
    QCOMPARE(stopped.size(), 1);
    QVERIFY(!demo.isStarting());
    QTRY_COMPARE_WITH_TIMEOUT(WorkerThread::stoppedRunning(), 0, 10000); // the demo's thread
    // A ready() of the stopped run, had it been queued, is ignored.
    QCoreApplication::processEvents();
    QVERIFY(started.isEmpty());
    QVERIFY(!demo.isRunning());

    // And it starts again afterwards.
    demo.start();
    QVERIFY(started.wait(kStartTimeoutMs));
    QVERIFY(demo.isRunning());
}

void TestDemoEnvironment::panelConnectsToTheDemo() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto* profiles = new ConnectionProfiles(dir.filePath(QStringLiteral("s.ini")));
    QString dbPath;
    {
        ConnectionsPanel panel(profiles, new MemorySecretStore);
        QCOMPARE(panel.currentProfileId(), QStringLiteral("demo"));
        QSignalSpy connected(&panel, &ConnectionsPanel::connectRequested);
        panel.connectProfile(QStringLiteral("demo"));
        QVERIFY(connected.wait(kStartTimeoutMs));
        const auto profile = connected.first().first().value<ConnectionProfile>();
        QVERIFY(profile.demo);
        QVERIFY(!profile.readOnly);
        QVERIFY(profile.connectUrl.startsWith(QStringLiteral("sqlite:///")));
        QVERIFY(panel.demoEnvironment()->isRunning());
        QCOMPARE(profile.connectUrl, panel.demoEnvironment()->storeUrl());
        dbPath = pathOf(profile.connectUrl);
        QVERIFY(QFile::exists(dbPath));
        const auto store = openStore(profile.connectUrl);
        QVERIFY(store->counts().total() > 0);

        // Connecting again reuses the running demo.
        panel.connectProfile(QStringLiteral("demo"));
        QCOMPARE(connected.size(), 2);
        QCOMPARE(connected.last().first().value<ConnectionProfile>().connectUrl,
                 profile.connectUrl);
    }
    // The panel's end stops the demo (on the demo's thread, right after).
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(dbPath), 10000);
}

void TestDemoEnvironment::failureStopsEverything() {
    DemoEnvironment::Options options;
    options.populate.scopes.clear(); // refused by demo::populate (BadInput)
    DemoEnvironment demo(options);
    QSignalSpy started(&demo, &DemoEnvironment::started);
    QSignalSpy failed(&demo, &DemoEnvironment::failed);
    demo.start();
    QVERIFY(failed.wait(kStartTimeoutMs));
    QVERIFY(!failed.first().first().toString().isEmpty());
    QVERIFY(started.isEmpty());
    QVERIFY(!demo.isRunning());
    QVERIFY(!demo.isStarting());
    QTRY_COMPARE_WITH_TIMEOUT(WorkerThread::stoppedRunning(), 0, 10000); // the demo's thread
}

QTEST_MAIN(TestDemoEnvironment)
#include "tst_demoenvironment.moc"
