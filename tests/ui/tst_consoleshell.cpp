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
// WorkerThread's policy itself is checked on a worker blocked inside a call (stopNeverWaits).
// Also: the stopped worker's late answer (its timeout) never reaches the window; a seed-layout
// record without a creation time has no age ("—", not the time since 1970); a store opened by
// URL is the Connections panel's open entry, its password redacted, instead of "Demo".
#include "connectionprofiles.h"
#include "connectionspanel.h"
#include "mainwindow.h"
#include "secretstore.h"
#include "sqlite/sqlitestore.h"
#include "stallmeter.h"
#include "support/ownredis.h"
#include "tokentablemodel.h"
#include "workerthread.h"

#include <QFont>
#include <QSemaphore>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <sys/types.h>

using namespace idem;
using idem::test::OwnRedis;
using idem::test::StallMeter;
using idem::ui::ConnectionProfiles;
using idem::ui::ConnectionsPanel;
using idem::ui::MainWindow;
using idem::ui::TokenTableModel;
using idem::ui::WorkerThread;

namespace {

constexpr qint64 kStallBoundMs = 1000;
constexpr int kTimeoutMs = 20000;
/// Long enough for a queued request to reach the worker and be sent: the worker is then inside
/// the store call, which a frozen server holds until the store's timeout.
constexpr int kIntoTheCallMs = 500;

/// Freezes a redis-server (SIGSTOP) for the object's life; SIGCONT at the end.
class Frozen {
public:
    explicit Frozen(qint64 pid) : m_pid(pid) { ::kill(pid_t(pid), SIGSTOP); }
    ~Frozen() { ::kill(pid_t(m_pid), SIGCONT); }
    Frozen(const Frozen&) = delete;
    Frozen& operator=(const Frozen&) = delete;

private:
    qint64 m_pid;
};

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

void printStall(const char* what, const StallMeter& meter) {
    std::printf("%s (store timeout 5 s): longest event-loop stall %lld ms (the GUI thread ran "
                "%lld ms of it)\n",
                what, static_cast<long long>(meter.longestMs()),
                static_cast<long long>(meter.longestCpuMs()));
    std::fflush(stdout);
}

} // namespace

class TestConsoleShell : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void stopNeverWaits();
    void switchAwayFromFrozenStore();
    void closeWithFrozenStore();
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
        printStall("switching away from a frozen Redis", meter);

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
        QTest::qWait(50); // the meter sees a stall at its next tick
        printStall("closing the window on a frozen Redis", meter);
        QVERIFY(WorkerThread::stoppedRunning() <= 1);
        QTRY_COMPARE_WITH_TIMEOUT(WorkerThread::stoppedRunning(), 0, kTimeoutMs);
    }
    QVERIFY2(meter.longestMs() < kStallBoundMs,
             qPrintable(QStringLiteral("the GUI thread stalled %1 ms closing the window")
                            .arg(meter.longestMs())));
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
