// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The console's shell: a store that stops answering never freezes the window, and the shell
// shows what is really open.
//
// Responsiveness: a redis-server of the test's own is frozen with SIGSTOP while the window's
// worker is inside a store call (which then lasts the store's timeout, 5 s); switching to another
// store and closing the window must keep the GUI event loop running. Measured as
// tst_browserstall does (stallmeter.h: the longest gap between two ticks of a 1 ms timer); the
// figures are printed. Before WorkerThread, both stalled for the store's timeout (the window
// waited for the worker's thread). The bound asserted, kStallBoundMs (1 s), is a responsiveness
// bound far from that timeout, not a speed figure: no loaded machine turns a non-blocking stop
// into a one-second stall, while the old blocking one was five.
//
// The other owners of a worker thread are measured the same way: a connection test dropped while
// it waits on a frozen redis-server, the Demo stopped while it starts and while it runs. And
// PostgreSQL (with-services.sh's server, when there): the postmaster and every process it
// started frozen while the window's worker waits on its backend — without a client-side query
// timeout that call lasts until the server is thawed, so only a non-blocking stop keeps the
// window alive there.
//
// WorkerThread's policy itself is checked on a worker blocked inside a call (stopNeverWaits).
// Also: the stopped worker's late answer (its timeout) never reaches the window; a seed-layout
// record without a creation time has no age ("—", not the time since 1970); a store opened by
// URL is the Connections panel's open entry, its password redacted, instead of "Demo".
#include "connectionprofiles.h"
#include "connectionspanel.h"
#include "connectiontester.h"
#include "demoenvironment.h"
#include "mainwindow.h"
#include "secretstore.h"
#include "sqlite/sqlitestore.h"
#include "stallmeter.h"
#include "support/ownredis.h"
#include "support/storefixture.h"
#include "tokentablemodel.h"
#include "workerthread.h"

#include <QDir>
#include <QFile>
#include <QFont>
#include <QSemaphore>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>
#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <sys/types.h>
#include <unistd.h>

using namespace idem;
using idem::test::OwnRedis;
using idem::test::StallMeter;
using idem::ui::ConnectionProfiles;
using idem::ui::ConnectionsPanel;
using idem::ui::ConnectionTester;
using idem::ui::DemoEnvironment;
using idem::ui::MainWindow;
using idem::ui::TokenTableModel;
using idem::ui::WorkerThread;

namespace {

constexpr qint64 kStallBoundMs = 1000;
constexpr int kTimeoutMs = 20000;
/// Long enough for a queued request to reach the worker and be sent: the worker is then inside
/// the store call, which a frozen server holds until the store's timeout.
constexpr int kIntoTheCallMs = 500;

/// Freezes processes (SIGSTOP, in the order given) for the object's life; SIGCONT at the end,
/// in the reverse order.
class Frozen {
public:
    explicit Frozen(qint64 pid) : Frozen(QList<qint64>{pid}) {}
    explicit Frozen(QList<qint64> pids) : m_pids(std::move(pids)) {
        for (const qint64 pid : std::as_const(m_pids))
            ::kill(pid_t(pid), SIGSTOP);
    }
    ~Frozen() {
        for (auto it = m_pids.crbegin(); it != m_pids.crend(); ++it)
            ::kill(pid_t(*it), SIGCONT);
    }
    Frozen(const Frozen&) = delete;
    Frozen& operator=(const Frozen&) = delete;

private:
    QList<qint64> m_pids;
};

/// The server listening on TCP `port` (127.0.0.1 or ::1) and the processes it started, server
/// first: for PostgreSQL the postmaster, then its backends, checkpointer, WAL writer, ... Read
/// from /proc (Linux); empty when not found.
QList<qint64> serverProcesses(quint16 port) {
    // The listening sockets' inodes: /proc/net/tcp{,6}, state 0A (LISTEN), local port in hex.
    QSet<QByteArray> inodes;
    const QByteArray portHex = QByteArray::number(port, 16).toUpper().rightJustified(4, '0');
    for (const char* table : {"/proc/net/tcp", "/proc/net/tcp6"}) {
        QFile file(QString::fromLatin1(table));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QList<QByteArray> lines = file.readAll().split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> f = lines.at(i).simplified().split(' ');
            if (f.size() > 9 && f.at(3) == "0A" && f.at(1).endsWith(":" + portHex))
                inodes.insert(f.at(9));
        }
    }
    const QStringList pids =
        QDir(QStringLiteral("/proc")).entryList({QStringLiteral("[0-9]*")}, QDir::Dirs);
    qint64 server = 0;
    for (const QString& pid : pids) {
        const QString fdDir = QStringLiteral("/proc/%1/fd").arg(pid);
        for (const QString& fd : QDir(fdDir).entryList(QDir::System | QDir::NoDotAndDotDot)) {
            char target[128] = {};
            const QByteArray link = QFile::encodeName(fdDir + u'/' + fd);
            const ssize_t n = ::readlink(link.constData(), target, sizeof target - 1);
            const QByteArray text(target, n > 0 ? n : 0);
            if (text.startsWith("socket:[") && inodes.contains(text.mid(8).chopped(1)))
                server = pid.toLongLong();
        }
        if (server)
            break;
    }
    if (!server)
        return {};
    QList<qint64> found{server};
    for (const QString& pid : pids) {
        // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces and parentheses.
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        const QList<QByteArray> f = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (f.size() > 1 && f.at(1).toLongLong() == server)
            found << pid.toLongLong();
    }
    return found;
}

/// A worker whose one call blocks until the test lets it go (at most 10 s): a store call on a
/// frozen server, without the server. Records the thread it is destroyed on.
class BlockingWorker : public QObject {
    Q_OBJECT
public:
    BlockingWorker(QSemaphore* entered, QSemaphore* release, std::atomic<quintptr>* destroyedOn)
        : m_entered(entered), m_release(release), m_destroyedOn(destroyedOn) {}
    ~BlockingWorker() override { *m_destroyedOn = quintptr(QThread::currentThread()); }

    void work() {
        m_entered->release();
        m_release->tryAcquire(1, 10000);
        emit answered();
    }

signals:
    void answered();

private:
    QSemaphore* m_entered;
    QSemaphore* m_release;
    std::atomic<quintptr>* m_destroyedOn;
};

/// `what` names the case and the time the call in progress lasts ("store timeout 5 s").
void printStall(const char* what, const StallMeter& meter) {
    std::printf("%s: longest event-loop stall %lld ms (the GUI thread ran %lld ms of it)\n", what,
                static_cast<long long>(meter.longestMs()),
                static_cast<long long>(meter.longestCpuMs()));
    std::fflush(stdout);
}

/// Runs the event loop until the meter has ticked a few times after what it measures: a stall
/// of the GUI thread right before is measured by the first of those ticks.
void settle(const StallMeter& meter) {
    QTRY_VERIFY_WITH_TIMEOUT(meter.ticks() >= 20, kTimeoutMs);
}

QString stallText(const char* doing, const StallMeter& meter) {
    return QStringLiteral("the GUI thread stalled %1 ms %2")
        .arg(meter.longestMs())
        .arg(QString::fromLatin1(doing));
}

} // namespace

class TestConsoleShell : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void stopNeverWaits();
    void switchAwayFromFrozenStore();
    void closeWithFrozenStore();
    void dropConnectionTestOfFrozenStore();
    void stopTheDemo();
    void switchAwayFromFrozenPostgres();
    void seedRecordWithoutCreationTimeHasNoAge();
    void openUrlIsTheShownConnection();

private:
    QTemporaryDir m_dir;
};

void TestConsoleShell::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

// WorkerThread's policy on a worker that is provably inside a call: stop() returns at once,
// the exit's wait is bounded, the worker is deleted on its own thread, its late answer is lost.
void TestConsoleShell::stopNeverWaits() {
    QSemaphore entered;
    QSemaphore release;
    std::atomic<quintptr> destroyedOn{0};
    quintptr workerThread = 0;
    int answers = 0;
    {
        WorkerThread thread(QStringLiteral("blocking-worker"));
        auto* worker = thread.start(new BlockingWorker(&entered, &release, &destroyedOn));
        workerThread = quintptr(worker->thread());
        connect(worker, &BlockingWorker::answered, thread.context(), [&answers] { ++answers; });
        QMetaObject::invokeMethod(worker, &BlockingWorker::work, Qt::QueuedConnection);
        QVERIFY(entered.tryAcquire(1, kTimeoutMs)); // the worker is inside its call

        thread.stop(); // returns although the call goes on
        QVERIFY(!thread.isActive());
        QCOMPARE(WorkerThread::stoppedRunning(), 1);
        // The exit's wait gives up at its bound while the call still runs.
        QVERIFY(!WorkerThread::waitForStopped(std::chrono::milliseconds(50)));
        QCOMPARE(WorkerThread::stoppedRunning(), 1);
        thread.stop(); // idempotent
    }
    release.release(); // the call returns, emits its answer, the thread ends
    QVERIFY(WorkerThread::waitForStopped(std::chrono::milliseconds(kTimeoutMs)));
    QCOMPARE(WorkerThread::stoppedRunning(), 0);
    QCOMPARE(destroyedOn.load(), workerThread); // deleted on its own thread
    QCoreApplication::processEvents();
    QCOMPARE(answers, 0); // emitted after stop(): never delivered
}

void TestConsoleShell::switchAwayFromFrozenStore() {
    REQUIRE_SERVICE(!test::redisServerPath().isEmpty(), QStringLiteral("redis-server"));
    OwnRedis redis;
    QVERIFY2(redis.start(), qPrintable(redis.log()));
    MainWindow window(redis.url());
    window.show();
    QSignalSpy counts(&window, &MainWindow::countsShown);
    QVERIFY(counts.wait(kTimeoutMs));

    QSignalSpy failed(&window, &MainWindow::storeFailed);
    StallMeter meter;
    {
        Frozen frozen(redis.pid());
        window.refreshCounts();
        QTest::qWait(kIntoTheCallMs);
        counts.clear();
        meter.restart();
        const QString other = SqliteStore::urlForPath(m_dir.filePath(QStringLiteral("other.db")));
        window.openProfile(MainWindow::profileForUrl(other));
        // The other store's counts: the window works on the new connection at once.
        QVERIFY(counts.wait(kTimeoutMs));
        printStall("switching away from a frozen Redis (store timeout 5 s)", meter);

        // The old worker is still inside its call; it ends after the store's timeout, and its
        // answer (a timeout failure) must not reach the window, which shows another store.
        QTRY_COMPARE_WITH_TIMEOUT(WorkerThread::stoppedRunning(), 0, kTimeoutMs);
    }
    QCoreApplication::processEvents();
    QCOMPARE(failed.size(), 0);
    QVERIFY(window.isWorkerRunning());
    QVERIFY2(
        meter.longestMs() < kStallBoundMs,
        qPrintable(
            QStringLiteral("the GUI thread stalled %1 ms switching away").arg(meter.longestMs())));
}

void TestConsoleShell::closeWithFrozenStore() {
    REQUIRE_SERVICE(!test::redisServerPath().isEmpty(), QStringLiteral("redis-server"));
    OwnRedis redis;
    QVERIFY2(redis.start(), qPrintable(redis.log()));
    auto* window = new MainWindow(redis.url());
    window->show();
    QSignalSpy counts(window, &MainWindow::countsShown);
    QVERIFY(counts.wait(kTimeoutMs));

    StallMeter meter;
    {
        Frozen frozen(redis.pid());
        window->refreshCounts();
        QTest::qWait(kIntoTheCallMs);
        meter.restart();
        window->close();
        delete window;    // the worker may answer later: nothing of the window is left to reach
        settle(meter);    // the meter sees a stall at its next tick
        printStall("closing the window on a frozen Redis (store timeout 5 s)", meter);
        QVERIFY(WorkerThread::stoppedRunning() <= 1);
        QTRY_COMPARE_WITH_TIMEOUT(WorkerThread::stoppedRunning(), 0, kTimeoutMs);
    }
    QVERIFY2(meter.longestMs() < kStallBoundMs,
             qPrintable(QStringLiteral("the GUI thread stalled %1 ms closing the window")
                            .arg(meter.longestMs())));
}

// "Test connection" on a frozen server, and the editor closed meanwhile: the tester goes
// without waiting for its thread, whose result is dropped.
void TestConsoleShell::dropConnectionTestOfFrozenStore() {
    REQUIRE_SERVICE(!test::redisServerPath().isEmpty(), QStringLiteral("redis-server"));
    OwnRedis redis;
    QVERIFY2(redis.start(), qPrintable(redis.log()));
    StallMeter meter;
    int results = 0;
    QObject receiver;
    {
        Frozen frozen(redis.pid());
        auto* tester = new ConnectionTester;
        connect(tester, &ConnectionTester::finished, &receiver, [&results] { ++results; });
        QVERIFY(tester->start(redis.url()));
        QTest::qWait(kIntoTheCallMs);
        meter.restart();
        delete tester;
        settle(meter);
        printStall("dropping a connection test of a frozen Redis (store timeout 5 s)", meter);
        QTRY_COMPARE_WITH_TIMEOUT(WorkerThread::stoppedRunning(), 0, kTimeoutMs);
    }
    QCoreApplication::processEvents();
    QCOMPARE(results, 0);
    QVERIFY2(meter.longestMs() < kStallBoundMs, qPrintable(stallText("dropping a test", meter)));
}

// The Demo profile's environment stopped while it fills its store and starts its gateway, and
// while it runs (gateway, upstream, traffic): torn down on its own thread, not the window's.
void TestConsoleShell::stopTheDemo() {
    DemoEnvironment demo;
    QSignalSpy started(&demo, &DemoEnvironment::started);
    StallMeter meter;
    demo.start();
    QVERIFY(demo.isStarting());
    QTest::qWait(kIntoTheCallMs);
    meter.restart();
    demo.stop();
    settle(meter);
    printStall("stopping the Demo while it starts", meter);
    const qint64 whileStarting = meter.longestMs();
    QTRY_COMPARE_WITH_TIMEOUT(WorkerThread::stoppedRunning(), 0, kTimeoutMs);

    demo.start();
    QVERIFY(started.wait(60000));
    QTest::qWait(kIntoTheCallMs); // some traffic in flight
    meter.restart();
    demo.stop();
    settle(meter);
    printStall("stopping the running Demo", meter);
    QTRY_COMPARE_WITH_TIMEOUT(WorkerThread::stoppedRunning(), 0, kTimeoutMs);
    QVERIFY2(whileStarting < kStallBoundMs, qPrintable(QStringLiteral("stopping while starting "
                                                                      "stalled %1 ms")
                                                           .arg(whileStarting)));
    QVERIFY2(meter.longestMs() < kStallBoundMs, qPrintable(stallText("stopping the Demo", meter)));
}

// PostgreSQL frozen whole (the postmaster first, then its backends and helpers): the window's
// worker waits on its backend until the server is thawed, as no client-side timeout ends a
// query in progress. Switching away must not wait for it.
void TestConsoleShell::switchAwayFromFrozenPostgres() {
    test::FreshStore store(QStringLiteral("postgres"));
    if (store.skipped())
        return;
    MainWindow window(store.sharedUrl());
    window.show();
    QSignalSpy counts(&window, &MainWindow::countsShown);
    QVERIFY(counts.wait(kTimeoutMs));
    // Found now, once the window's worker is connected: its backend is among them.
    const QList<qint64> pids = serverProcesses(quint16(QUrl(store.sharedUrl()).port(5432)));
    QVERIFY2(pids.size() > 1, "no PostgreSQL server with processes of its own on that port");

    QSignalSpy failed(&window, &MainWindow::storeFailed);
    QSignalSpy stats(&window, &MainWindow::statsReady);
    QSignalSpy statsFailed(&window, &MainWindow::statsFailed);
    StallMeter meter;
    {
        Frozen frozen(pids);
        // A stats request is never skipped (a counts refresh is, while one is in flight): the
        // worker is then inside a call on the frozen server.
        QVERIFY(window.requestStats(std::chrono::hours(1)));
        QTest::qWait(kIntoTheCallMs);
        counts.clear();
        meter.restart();
        const QString other =
            SqliteStore::urlForPath(m_dir.filePath(QStringLiteral("pg-other.db")));
        window.openProfile(MainWindow::profileForUrl(other));
        QVERIFY(counts.wait(kTimeoutMs));
        printStall("switching away from a frozen PostgreSQL (no query timeout)", meter);
        std::printf("  worker threads still inside a call on the frozen server: %d\n",
                    WorkerThread::stoppedRunning());
        std::fflush(stdout);
    }
    // Thawed: the old call returns; its answer must not reach the window.
    QTRY_COMPARE_WITH_TIMEOUT(WorkerThread::stoppedRunning(), 0, kTimeoutMs);
    QCoreApplication::processEvents();
    QCOMPARE(failed.size(), 0);
    QCOMPARE(stats.size() + statsFailed.size(), 0);
    QVERIFY(window.isWorkerRunning());
    QVERIFY2(meter.longestMs() < kStallBoundMs, qPrintable(stallText("switching away", meter)));
}

void TestConsoleShell::seedRecordWithoutCreationTimeHasNoAge() {
    REQUIRE_SERVICE(!test::redisServerPath().isEmpty(), QStringLiteral("redis-server"));
    OwnRedis redis;
    QVERIFY2(redis.start(), qPrintable(redis.log()));
    // As the seed's service stores a result (StoreResultAsync): the result JSON, then the token
    // "completed", both for 24 h. Nothing says when the token was issued (a pending or
    // processing one has its creation estimated from the TTL; a completed one has none).
    const auto admin = redis.admin();
    admin->command({"SET", "idempotency:result:no-created-at",
                    R"({"StatusCode":201,"ContentType":"text/plain","Body":"done"})", "EX",
                    "86400"});
    admin->command({"SET", "idempotency:token:no-created-at", "completed", "EX", "86400"});
    const QString url = redis.url({}, QStringLiteral("/?layout=seed"));
    {
        const auto record = openStore(url)->get(QStringLiteral("no-created-at"), QString());
        QVERIFY(record);
        QCOMPARE(record->createdAtMs, qint64(0)); // what the console is given
        QVERIFY(!TokenTableModel::ageMs(*record));
    }
    MainWindow window(url);
    QSignalSpy pages(&window, &MainWindow::pageShown);
    window.show();
    QVERIFY(pages.wait(kTimeoutMs));
    auto* view = window.findChild<QTableView*>(QStringLiteral("tokenTable"));
    QCOMPARE(view->model()->rowCount(), 1);
    QCOMPARE(view->model()->index(0, TokenTableModel::Key).data().toString(),
             QStringLiteral("no-created-at"));
    QCOMPARE(view->model()->index(0, TokenTableModel::Age).data().toString(), QStringLiteral("—"));
    // The time left is known (the TTL): only the age is missing.
    QVERIFY(view->model()->index(0, TokenTableModel::Left).data().toString() !=
            QStringLiteral("—"));
}

void TestConsoleShell::openUrlIsTheShownConnection() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString settings = dir.filePath(QStringLiteral("s.ini"));
    auto* profiles = new ConnectionProfiles(settings);
    ConnectionsPanel panel(profiles, new ui::MemorySecretStore);
    QCOMPARE(panel.currentProfileId(), QStringLiteral("demo")); // nothing open yet

    // As idemscope --store does: the window's profile for the URL.
    const QString url = QStringLiteral("redis://:s3cret@127.0.0.1:6390/?layout=seed");
    panel.showOpenProfile(MainWindow::profileForUrl(url));
    QCOMPARE(panel.currentProfileId(), ConnectionProfiles::adHocId());
    const QModelIndex adHoc = profiles->index(profiles->rowOf(ConnectionProfiles::adHocId()));
    const QString shown = adHoc.data().toString();
    QVERIFY2(!shown.contains(QStringLiteral("s3cret")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("127.0.0.1:6390")), qPrintable(shown));
    QVERIFY(!adHoc.data(Qt::ToolTipRole).toString().contains(QStringLiteral("s3cret")));
    QVERIFY(adHoc.data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!profiles->index(0).data(Qt::FontRole).isValid()); // Demo is not what is open
    QCOMPARE(profiles->profile(ConnectionProfiles::adHocId())->connectUrl, QString());

    // Never saved, exported, edited or removed.
    QVERIFY(!profiles->exportJson().contains("6390"));
    QCOMPARE(ConnectionProfiles(settings).rowCount(), 1);
    QVERIFY(!profiles->remove(ConnectionProfiles::adHocId()));
    QCOMPARE(panel.findChild<QWidget*>(QStringLiteral("editButton"))->isEnabled(), false);

    // Connecting to the entry again opens the URL given, secret included.
    QSignalSpy connected(&panel, &ConnectionsPanel::connectRequested);
    panel.connectProfile(ConnectionProfiles::adHocId());
    QCOMPARE(connected.size(), 1);
    const auto again = connected.first().first().value<ui::ConnectionProfile>();
    QCOMPARE(again.connectUrl, url);
    QVERIFY(again.readOnly);

    // Another connection moves the mark.
    panel.showOpenProfile(ConnectionProfiles::demoProfile());
    QCOMPARE(panel.currentProfileId(), QStringLiteral("demo"));
    QVERIFY(profiles->index(0).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!adHoc.data(Qt::FontRole).isValid());
}

QTEST_MAIN(TestConsoleShell)
#include "tst_consoleshell.moc"
