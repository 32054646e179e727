// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The console's main window on real SQLite stores, offscreen: counts, lazy pages, errors,
// shutdown of the worker thread.
#include "aboutdialog.h"
#include "demo/demodata.h"
#include "export/recordexport.h"
#include "mainwindow.h"
#include "sqlite/sqlitestore.h"
#include "support/storefixture.h"
#include "token/generator.h"
#include "tokens/tokendetails.h"
#include "tokens/tokenfilterbar.h"
#include "tokentablemodel.h"
#include "workerthread.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace idem;
using idem::ui::MainWindow;
using idem::ui::TokenFilterBar;
using idem::ui::TokenTableModel;
using namespace std::chrono_literals;

namespace {

// Long enough for a stuck lease to lapse and the next 5-second refresh to show it.
constexpr int kTimeoutMs = 20000;

QList<qint64> asList(const StateCounts& c) {
    return {c.pending, c.processing, c.stuck, c.completed, c.expired};
}

/// The counts as the strip shows them; empty while it shows none.
QList<qint64> shownCounts(const MainWindow& window) {
    QList<qint64> values;
    for (const char* name :
         {"pendingCount", "processingCount", "stuckCount", "completedCount", "expiredCount"}) {
        const auto* label = window.findChild<QLabel*>(QString::fromLatin1(name));
        if (!label)
            return {};
        bool ok = false;
        const qint64 value = QLocale().toLongLong(label->text(), &ok);
        if (!ok)
            return {};
        values << value;
    }
    return values;
}

QAbstractItemModel* tableModel(const MainWindow& window) {
    auto* view = window.findChild<QTableView*>(QStringLiteral("tokenTable"));
    return view ? view->model() : nullptr;
}

/// How many loaded rows show `stateText` in the State column.
int rowsInState(QAbstractItemModel& model, const QString& stateText) {
    int n = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, TokenTableModel::State).data().toString() == stateText)
            ++n;
    }
    return n;
}

/// The keys the table shows, sorted.
QStringList shownKeys(QAbstractItemModel& model) {
    QStringList keys;
    for (int row = 0; row < model.rowCount(); ++row)
        keys << model.index(row, TokenTableModel::Key).data().toString();
    keys.sort();
    return keys;
}

AcquireRequest acquireOn(const QString& key, const QString& path, std::chrono::milliseconds lease,
                         const QString& scope = QString()) {
    AcquireRequest r = test::acquireRequest(key);
    r.request = RequestIdentity::of(QStringLiteral("POST"), path, QByteArrayLiteral("{\"a\":1}"));
    r.lease = lease;
    r.scope = scope;
    return r;
}

/// Pending PAY_a and PAY_ab, processing ORD_live (/orders), stuck PAY_stuck (/payments), and
/// REF_done completed in scope tenant-a (/refunds). Waits until PAY_stuck reads as stuck.
void fillFilterSample(TokenStore& store) {
    store.issue({QStringLiteral("PAY_a"), QString(), 30min});
    store.issue({QStringLiteral("PAY_ab"), QString(), 30min});
    store.acquire(acquireOn(QStringLiteral("ORD_live"), QStringLiteral("/orders"), 15min));
    store.acquire(acquireOn(QStringLiteral("PAY_stuck"), QStringLiteral("/payments"), 1ms));
    const AcquireResult done = store.acquire(acquireOn(
        QStringLiteral("REF_done"), QStringLiteral("/refunds"), 15min, QStringLiteral("tenant-a")));
    store.complete(test::completeReq(done, QByteArrayLiteral("{\"ok\":true}")));
    QTRY_COMPARE_WITH_TIMEOUT(store.counts().stuck, qint64(1), kTimeoutMs);
}

void issueTokens(TokenStore& store, int count) {
    for (int i = 0; i < count; ++i)
        store.issue({TokenGenerator::generate(TokenFormat::Business), QString(), 30min});
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void showsTheStoresCounts();
    void loadsTokensInPages_data();
    void loadsTokensInPages();
    void showsStoreErrorsAsPlainText_data();
    void showsStoreErrorsAsPlainText();
    void closingStopsTheWorkerThread();
    void showsTheStoresWarningInRed();
    void titleNamesTheProfile();
    void titleHidesTheStoresSecrets_data();
    void titleHidesTheStoresSecrets();
    void filters_data();
    void filters();
    void timeLeftTellsTheTruth();
    void detailsShowServerTextAsPlainText();
    void exportsTheLoadedRows_data();
    void exportsTheLoadedRows();
    void neverTwoRefreshesInFlight();
    void pauseAndResume();
    void remembersItsLayout();
    void filteredPagesStayLazy();
    void aFilterThatFindsNothingReadsABoundedAmount();
    void aboutNamesTheLicence();
    void aboutFindsTheInstalledLicences_data();
    void aboutFindsTheInstalledLicences();
};

void TestMainWindow::initTestCase() {
    // The window keeps its layout in QSettings: never in the user's own settings.
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"))
        .remove(QStringLiteral("console"));
}

void TestMainWindow::showsTheStoresCounts() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    const demo::DemoSummary summary = demo::populate(*store);
    MainWindow window(store.sharedUrl());
    window.show();

    // The stuck tokens lapse by themselves, so compare until the strip and the store agree
    // once the stuck lease has passed.
    QTRY_COMPARE_WITH_TIMEOUT(shownCounts(window).value(2), qint64(summary.stuck), kTimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(shownCounts(window), asList(store->counts()), kTimeoutMs);
    QVERIFY(window.windowTitle().contains(store.sharedUrl()));
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("storeLabel"))
                ->text()
                .contains(QStringLiteral("sqlite")));
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("errorLabel"))->text().isEmpty());
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("warningLabel"))->isHidden());

    // The rows, re-read after the lease lapsed, say the same as the counts.
    QAbstractItemModel* model = tableModel(window);
    QVERIFY(model);
    QSignalSpy pages(&window, &MainWindow::pageShown);
    window.reloadTokens();
    QVERIFY(pages.wait(kTimeoutMs));
    QCOMPARE(model->rowCount(), TokenTableModel::kPageSize);
    while (model->canFetchMore({})) {
        model->fetchMore({});
        QVERIFY(pages.wait(kTimeoutMs));
    }
    const StateCounts counts = store->counts();
    QCOMPARE(model->rowCount(), counts.total());
    QCOMPARE(rowsInState(*model, QStringLiteral("pending")), counts.pending);
    QCOMPARE(rowsInState(*model, QStringLiteral("processing")), counts.processing - counts.stuck);
    QCOMPARE(rowsInState(*model, QStringLiteral("stuck")), counts.stuck);
    QCOMPARE(rowsInState(*model, QStringLiteral("completed")), counts.completed);
    QCOMPARE(rowsInState(*model, QStringLiteral("expired")), counts.expired);
}

void TestMainWindow::loadsTokensInPages_data() {
    QTest::addColumn<int>("tokens");
    QTest::newRow("empty") << 0;
    QTest::newRow("a few") << 7;
    QTest::newRow("one full page") << 200;
    QTest::newRow("three pages") << 450;
}

void TestMainWindow::loadsTokensInPages() {
    QFETCH(int, tokens);
    test::FreshStore store(QStringLiteral("sqlite-file"));
    issueTokens(*store, tokens);
    MainWindow window(store.sharedUrl());
    QSignalSpy pages(&window, &MainWindow::pageShown);
    window.show();
    QAbstractItemModel* model = tableModel(window);
    QVERIFY(model);

    QVERIFY(pages.wait(kTimeoutMs));
    QCOMPARE(model->rowCount(), std::min(tokens, int(TokenTableModel::kPageSize)));
    // Page after page until the store has no more, each at most kPageSize rows.
    while (model->canFetchMore({})) {
        const int before = model->rowCount();
        model->fetchMore({});
        QVERIFY(pages.wait(kTimeoutMs));
        QCOMPARE(model->rowCount(), std::min(tokens, before + int(TokenTableModel::kPageSize)));
    }
    QCOMPARE(model->rowCount(), tokens);
    QVERIFY(!model->canFetchMore({}));
    QTRY_COMPARE_WITH_TIMEOUT(shownCounts(window).value(0), qint64(tokens), kTimeoutMs);
    QCOMPARE(window.findChild<QLabel*>(QStringLiteral("loadedLabel"))->text(),
             QStringLiteral("%1 loaded of about %2")
                 .arg(QLocale().toString(tokens), QLocale().toString(tokens)));
}

void TestMainWindow::showsStoreErrorsAsPlainText_data() {
    QTest::addColumn<QString>("fileContent"); // written to x.db first, unless empty
    QTest::addColumn<QString>("urlSuffix");   // appended to sqlite://<folder>/x.db
    QTest::addColumn<ErrorKind>("kind");
    QTest::addColumn<QString>("shown"); // must appear verbatim in the status bar

    QTest::newRow("not a database")
        << QStringLiteral("these are not the bytes of a SQLite database, just some text")
        << QString() << ErrorKind::Unavailable << QStringLiteral("not a SQLite database");
    QTest::newRow("markup in the URL stays text")
        << QString() << QStringLiteral("?<b>bold</b>=1") << ErrorKind::BadInput
        << QStringLiteral("<b>bold</b>");
}

void TestMainWindow::showsStoreErrorsAsPlainText() {
    QFETCH(QString, fileContent);
    QFETCH(QString, urlSuffix);
    QFETCH(ErrorKind, kind);
    QFETCH(QString, shown);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = dir.filePath(QStringLiteral("x.db"));
    if (!fileContent.isEmpty()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(fileContent.toUtf8());
    }
    MainWindow window(idem::SqliteStore::urlForPath(path) + urlSuffix);
    QSignalSpy failures(&window, &MainWindow::storeFailed);
    window.show();
    QVERIFY(failures.wait(kTimeoutMs));
    QCOMPARE(failures.first().at(0).value<ErrorKind>(), kind);

    const auto* error = window.findChild<QLabel*>(QStringLiteral("errorLabel"));
    QVERIFY(error);
    QCOMPARE(error->textFormat(), Qt::PlainText);
    QVERIFY2(error->text().contains(shown), qPrintable(error->text()));
    // Nothing else moved: no counts, no rows, and the worker is still there to retry.
    QVERIFY(shownCounts(window).isEmpty());
    QCOMPARE(tableModel(window)->rowCount(), 0);
    QVERIFY(window.isWorkerRunning());
    if (!fileContent.isEmpty()) {
        QFile file(dir.filePath(QStringLiteral("x.db")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), fileContent.toUtf8()); // the file was left alone
    }
}

void TestMainWindow::closingStopsTheWorkerThread() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    issueTokens(*store, 3);
    MainWindow window(store.sharedUrl());
    QSignalSpy counts(&window, &MainWindow::countsShown);
    window.show();
    QVERIFY(counts.wait(kTimeoutMs));

    QVERIFY(window.isWorkerRunning());
    QCOMPARE(ui::WorkerThread::stoppedRunning(), 0);
    QVERIFY(window.close());
    QVERIFY(!window.isWorkerRunning());
    // Not waited for (WorkerThread): the thread ends by itself right after, as nothing holds it.
    QTRY_COMPARE_WITH_TIMEOUT(ui::WorkerThread::stoppedRunning(), 0, kTimeoutMs);
    // Later requests are refused quietly instead of reaching a stopped thread.
    window.refreshCounts();
    window.reloadTokens();
    QCoreApplication::processEvents();
    QCOMPARE(tableModel(window)->rowCount(), 0);
    QVERIFY(!window.isWorkerRunning());
}

/// TLS without certificate verification is shown in red next to the store, with the transport
/// in the store label (the TLS server of scripts/with-services.sh, verify=false on purpose).
void TestMainWindow::showsTheStoresWarningInRed() {
    const QString tls = qEnvironmentVariable("IDEM_TEST_REDIS_TLS_URL");
    if (tls.isEmpty()) {
        if (qEnvironmentVariableIntValue("IDEM_REQUIRE_SERVICES") == 1)
            QFAIL("IDEM_TEST_REDIS_TLS_URL is not set but IDEM_REQUIRE_SERVICES=1");
        QSKIP("IDEM_TEST_REDIS_TLS_URL is not set (scripts/with-services.sh starts a TLS Redis)");
    }
    const QString url = tls + (tls.contains(u'?') ? QStringLiteral("&") : QStringLiteral("?")) +
                        QStringLiteral("verify=false&ns=idempotency:tst_mainwindow");
    MainWindow window(url);
    QSignalSpy opened(&window, &MainWindow::storeOpened);
    window.show();
    QVERIFY(opened.wait(kTimeoutMs));

    const auto* warning = window.findChild<QLabel*>(QStringLiteral("warningLabel"));
    QVERIFY(warning);
    QVERIFY(!warning->isHidden());
    QVERIFY2(warning->text().contains(QLatin1String("verification is off (verify=false)")),
             qPrintable(warning->text()));
    QCOMPARE(warning->textFormat(), Qt::PlainText);
    const QColor color = warning->palette().color(QPalette::WindowText);
    QVERIFY2(color.red() > 150 && color.green() < 100 && color.blue() < 100,
             qPrintable(color.name()));
    const QString store = window.findChild<QLabel*>(QStringLiteral("storeLabel"))->text();
    QVERIFY2(store.contains(QLatin1String("redis")) &&
                 store.contains(QLatin1String("TLS, certificate not verified")),
             qPrintable(store));
}

void TestMainWindow::titleNamesTheProfile() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    {
        MainWindow window(store.sharedUrl());
        QVERIFY(window.windowTitle().contains(store.sharedUrl()));
        QVERIFY(window.windowTitle().endsWith(QLatin1String("(read-only)")));
        QVERIFY(!window.profile().writesAllowed());
    }
    ui::ConnectionProfile profile = MainWindow::profileForUrl(store.sharedUrl(), true);
    profile.name = QStringLiteral("orders <b>eu</b>");
    MainWindow window(profile);
    QCOMPARE(window.windowTitle(), QStringLiteral("IdemScope — orders <b>eu</b>"));
    // Another profile in the same window: a new worker, the new name.
    profile.name = QStringLiteral("second");
    profile.readOnly = true;
    QSignalSpy counts(&window, &MainWindow::countsShown);
    window.openProfile(profile);
    QVERIFY(window.isWorkerRunning());
    QCOMPARE(window.windowTitle(), QStringLiteral("IdemScope — second (read-only)"));
    QVERIFY(counts.wait(kTimeoutMs));
    QVERIFY(window.isWorkerRunning());
    // The first profile's worker was stopped, not waited for; it ends by itself.
    QTRY_COMPARE_WITH_TIMEOUT(ui::WorkerThread::stoppedRunning(), 0, kTimeoutMs);
}

// Issue 15, case 11: QUrl::RemovePassword gives multi-host URLs back whole, so their password
// reached the window title and the profile name.
void TestMainWindow::titleHidesTheStoresSecrets_data() {
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("shown"); // what the title names
    // Port 1 on loopback: nothing listens, the store fails at once.
    QTest::newRow("redis+cluster")
        << QStringLiteral("redis+cluster://u:s3cret-pw@127.0.0.1:1,127.0.0.1:2")
        << QStringLiteral("redis+cluster://u:***@127.0.0.1:1,127.0.0.1:2");
    QTest::newRow("postgresql multi-host")
        << QStringLiteral("postgresql://u:s3cret-pw@127.0.0.1:1,127.0.0.1:2/db?connect_timeout=2")
        << QStringLiteral("postgresql://u:***@127.0.0.1:1,127.0.0.1:2/db?connect_timeout=2");
    QTest::newRow("rediss password only") << QStringLiteral("rediss://:s3cret-pw@127.0.0.1:1")
                                          << QStringLiteral("rediss://:***@127.0.0.1:1");
    QTest::newRow("redis+sentinel option")
        << QStringLiteral("redis+sentinel://127.0.0.1:1/m?sentinel_password=s3cret-pw")
        << QStringLiteral("redis+sentinel://127.0.0.1:1/m?sentinel_password=***");
    QTest::newRow("postgresql sslpassword")
        << QStringLiteral("postgresql://u@127.0.0.1:1/db?sslpassword=s3cret-pw")
        << QStringLiteral("postgresql://u@127.0.0.1:1/db?sslpassword=***");
}

void TestMainWindow::titleHidesTheStoresSecrets() {
    QFETCH(QString, url);
    QFETCH(QString, shown);
    const ui::ConnectionProfile profile = MainWindow::profileForUrl(url);
    QCOMPARE(profile.name, shown);
    QVERIFY(!profile.url.contains(QLatin1String("s3cret-pw")));
    QCOMPARE(profile.connectUrl, url); // the secret stays in memory, for connecting

    MainWindow window(url);
    QSignalSpy failures(&window, &MainWindow::storeFailed);
    window.show();
    QCOMPARE(window.windowTitle(), QStringLiteral("IdemScope — %1 (read-only)").arg(shown));
    QCOMPARE(window.profile().name, shown);
    QVERIFY(failures.wait(kTimeoutMs));
    // Nor in any text the window shows once the store has failed (error and status labels,
    // tooltips).
    QVERIFY(!window.windowTitle().contains(QLatin1String("s3cret-pw")));
    for (const QWidget* widget : window.findChildren<QWidget*>()) {
        const auto* label = qobject_cast<const QLabel*>(widget);
        const QString text = label ? label->text() : QString();
        QVERIFY2(!text.contains(QLatin1String("s3cret-pw")), qPrintable(text));
        QVERIFY2(!widget->toolTip().contains(QLatin1String("s3cret-pw")),
                 qPrintable(widget->toolTip()));
    }
}

void TestMainWindow::filters_data() {
    QTest::addColumn<int>("state"); // TokenFilterBar::StateChoice
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("exact");
    QTest::addColumn<int>("scopeIndex"); // 0 all, 1 default, -1: type `scope`
    QTest::addColumn<QString>("scope");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("age");
    QTest::addColumn<QStringList>("keys");

    const QStringList all = {QStringLiteral("ORD_live"), QStringLiteral("PAY_a"),
                             QStringLiteral("PAY_ab"), QStringLiteral("PAY_stuck"),
                             QStringLiteral("REF_done")};
    const QString none;
    auto row = [&](const char* name, int state, const QString& prefix, const QString& exact,
                   int scopeIndex, const QString& scope, const QString& path, const QString& age,
                   const QStringList& keys) {
        QTest::newRow(name) << state << prefix << exact << scopeIndex << scope << path << age
                            << keys;
    };
    row("everything", TokenFilterBar::AnyState, none, none, 0, none, none, none, all);
    row("stuck", TokenFilterBar::Stuck, none, none, 0, none, none, none,
        {QStringLiteral("PAY_stuck")});
    row("processing includes stuck", TokenFilterBar::Processing, none, none, 0, none, none, none,
        {QStringLiteral("ORD_live"), QStringLiteral("PAY_stuck")});
    row("pending", TokenFilterBar::Pending, none, none, 0, none, none, none,
        {QStringLiteral("PAY_a"), QStringLiteral("PAY_ab")});
    row("completed", TokenFilterBar::Completed, none, none, 0, none, none, none,
        {QStringLiteral("REF_done")});
    row("key prefix", TokenFilterBar::AnyState, QStringLiteral("PAY_"), none, 0, none, none, none,
        {QStringLiteral("PAY_a"), QStringLiteral("PAY_ab"), QStringLiteral("PAY_stuck")});
    row("exact key is exact", TokenFilterBar::AnyState, none, QStringLiteral("PAY_a"), 0, none,
        none, none, {QStringLiteral("PAY_a")});
    row("exact key not there", TokenFilterBar::AnyState, none, QStringLiteral("PAY_zz"), 0, none,
        none, none, {});
    row("typed scope", TokenFilterBar::AnyState, none, none, -1, QStringLiteral("tenant-a"), none,
        none, {QStringLiteral("REF_done")});
    row("default scope", TokenFilterBar::AnyState, none, none, 1, none, none, none,
        {QStringLiteral("ORD_live"), QStringLiteral("PAY_a"), QStringLiteral("PAY_ab"),
         QStringLiteral("PAY_stuck")});
    row("path prefix", TokenFilterBar::AnyState, none, none, 0, none, QStringLiteral("/pay"), none,
        {QStringLiteral("PAY_stuck")});
    row("older than a day", TokenFilterBar::AnyState, none, none, 0, none, none,
        QStringLiteral("1d"), {});
    row("older than a millisecond", TokenFilterBar::AnyState, none, none, 0, none, none,
        QStringLiteral("1ms"), all);
    row("age not understood is ignored", TokenFilterBar::AnyState, none, none, 0, none, none,
        QStringLiteral("soon"), all);
    row("prefix and state", TokenFilterBar::Pending, QStringLiteral("PAY_"), none, 0, none, none,
        none, {QStringLiteral("PAY_a"), QStringLiteral("PAY_ab")});
}

void TestMainWindow::filters() {
    QFETCH(int, state);
    QFETCH(QString, prefix);
    QFETCH(QString, exact);
    QFETCH(int, scopeIndex);
    QFETCH(QString, scope);
    QFETCH(QString, path);
    QFETCH(QString, age);
    QFETCH(QStringList, keys);

    test::FreshStore store(QStringLiteral("sqlite-file"));
    fillFilterSample(*store);
    MainWindow window(store.sharedUrl());
    window.show();
    QAbstractItemModel* model = tableModel(window);
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 5, kTimeoutMs);

    TokenFilterBar* bar = window.filterBar();
    bar->findChild<QLineEdit*>(QStringLiteral("keyPrefixFilter"))->setText(prefix);
    bar->findChild<QLineEdit*>(QStringLiteral("exactKeyFilter"))->setText(exact);
    bar->findChild<QLineEdit*>(QStringLiteral("pathFilter"))->setText(path);
    bar->findChild<QLineEdit*>(QStringLiteral("ageFilter"))->setText(age);
    auto* scopeBox = bar->findChild<QComboBox*>(QStringLiteral("scopeFilter"));
    if (scopeIndex >= 0)
        scopeBox->setCurrentIndex(scopeIndex);
    else
        scopeBox->setEditText(scope);
    QSignalSpy pages(&window, &MainWindow::pageShown);
    bar->setStateChoice(TokenFilterBar::StateChoice(state)); // applies every field
    QVERIFY(pages.wait(kTimeoutMs));
    QCOMPARE(shownKeys(*model), keys);
    QVERIFY(!model->canFetchMore({}));
    const QString loaded = window.findChild<QLabel*>(QStringLiteral("loadedLabel"))->text();
    QVERIFY2(loaded.startsWith(QStringLiteral("%1 loaded").arg(keys.size())), qPrintable(loaded));

    // Clear brings every token back.
    bar->clear();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 5, kTimeoutMs);
}

/// The Time left column counts down the lease of a processing token (so a stuck one says how
/// long ago its lease lapsed), the retention of the others, nothing for an expired one.
void TestMainWindow::timeLeftTellsTheTruth() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    fillFilterSample(*store);
    store->issue({QStringLiteral("OLD_expired"), QString(), 30min});
    store->operatorExpire(QStringLiteral("OLD_expired"), QString(), {});
    MainWindow window(store.sharedUrl());
    window.show();
    QAbstractItemModel* model = tableModel(window);
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 6, kTimeoutMs);
    QHash<QString, QString> left;
    for (int row = 0; row < model->rowCount(); ++row) {
        left.insert(model->index(row, TokenTableModel::Key).data().toString(),
                    model->index(row, TokenTableModel::Left).data().toString());
    }
    QVERIFY2(left.value(QStringLiteral("PAY_stuck")).startsWith(QLatin1String("lapsed ")) &&
                 left.value(QStringLiteral("PAY_stuck")).endsWith(QLatin1String(" ago")),
             qPrintable(left.value(QStringLiteral("PAY_stuck"))));
    QVERIFY2(left.value(QStringLiteral("ORD_live")).startsWith(QLatin1String("lease 14m")),
             qPrintable(left.value(QStringLiteral("ORD_live"))));
    QVERIFY2(left.value(QStringLiteral("PAY_a")).startsWith(QLatin1String("29m")),
             qPrintable(left.value(QStringLiteral("PAY_a"))));
    QCOMPARE(left.value(QStringLiteral("OLD_expired")), QStringLiteral("—"));

    // Sorted by it: expired first, then the stuck one (negative), then the live lease.
    auto* view = window.findChild<QTableView*>(QStringLiteral("tokenTable"));
    QSignalSpy sorted(static_cast<TokenTableModel*>(model), &TokenTableModel::sorted);
    view->sortByColumn(TokenTableModel::Left, Qt::AscendingOrder);
    QVERIFY(sorted.wait(kTimeoutMs)); // sorted off the GUI thread
    QCOMPARE(model->index(0, TokenTableModel::Key).data().toString(),
             QStringLiteral("OLD_expired"));
    QCOMPARE(model->index(1, TokenTableModel::Key).data().toString(), QStringLiteral("PAY_stuck"));
    QCOMPARE(model->index(2, TokenTableModel::Key).data().toString(), QStringLiteral("ORD_live"));
}

void TestMainWindow::detailsShowServerTextAsPlainText() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    const QByteArray body = QByteArrayLiteral("{\"note\":\"<b>bold</b>\",\"n\":1}");
    AcquireResult a = store->acquire(test::acquireRequest(QStringLiteral("PAY_markup"), body));
    CompleteRequest c = test::completeReq(a, body);
    c.response.headers = {{QStringLiteral("Content-Type"), QByteArrayLiteral("application/json")}};
    store->complete(c);

    MainWindow window(store.sharedUrl());
    window.show();
    QTRY_COMPARE_WITH_TIMEOUT(tableModel(window)->rowCount(), 1, kTimeoutMs);
    QSignalSpy details(&window, &MainWindow::detailsShown);
    QVERIFY(window.selectToken(QStringLiteral("PAY_markup"), QString()));
    QVERIFY(details.wait(kTimeoutMs)); // the fresh read from the store

    auto* pane = window.findChild<ui::TokenDetailsPane*>();
    QVERIFY(pane);
    QCOMPARE(pane->findChild<QLineEdit*>(QStringLiteral("detailKey"))->text(),
             QStringLiteral("PAY_markup"));
    QCOMPARE(pane->findChild<QLineEdit*>(QStringLiteral("detailState"))->text(),
             QStringLiteral("completed"));
    QCOMPARE(pane->findChild<QLineEdit*>(QStringLiteral("detailRequest"))->text(),
             QStringLiteral("POST /orders"));
    QCOMPARE(pane->findChild<QLineEdit*>(QStringLiteral("detailFingerprint"))->text(),
             store->get(QStringLiteral("PAY_markup"), QString())->fingerprint);
    const QString timeline = pane->findChild<QLabel*>(QStringLiteral("detailTimeline"))->text();
    for (const char* event : {"issued", "acquired (fence 1)", "completed", "expires"})
        QVERIFY2(timeline.contains(QLatin1String(event)), qPrintable(timeline));
    // The stored response: status, headers, the JSON body indented, markup as characters.
    const QString response =
        pane->findChild<QPlainTextEdit*>(QStringLiteral("detailResponse"))->toPlainText();
    QVERIFY2(response.startsWith(QLatin1String("HTTP 200\nContent-Type: application/json\n")),
             qPrintable(response));
    QVERIFY2(response.contains(QLatin1String("\n    \"note\": \"<b>bold</b>\"")),
             qPrintable(response));
    QVERIFY(pane->findChild<QPlainTextEdit*>(QStringLiteral("detailBodySample"))
                ->toPlainText()
                .contains(QLatin1String("<b>bold</b>")));
    for (const QLabel* label : pane->findChildren<QLabel*>())
        QCOMPARE(label->textFormat(), Qt::PlainText);
    // Not JSON: shown as it is.
    QCOMPARE(ui::TokenDetailsPane::responseBodyText(QByteArrayLiteral("<html>x</html>")),
             QStringLiteral("<html>x</html>"));
}

void TestMainWindow::exportsTheLoadedRows_data() {
    QTest::addColumn<bool>("json");
    QTest::newRow("csv") << false;
    QTest::newRow("json") << true;
}

void TestMainWindow::exportsTheLoadedRows() {
    QFETCH(bool, json);
    test::FreshStore store(QStringLiteral("sqlite-file"));
    fillFilterSample(*store);
    MainWindow window(store.sharedUrl());
    window.show();
    QAbstractItemModel* model = tableModel(window);
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 5, kTimeoutMs);
    // The table's order, as the user sorted it.
    QSignalSpy sorted(static_cast<TokenTableModel*>(model), &TokenTableModel::sorted);
    window.findChild<QTableView*>(QStringLiteral("tokenTable"))
        ->sortByColumn(TokenTableModel::State, Qt::DescendingOrder);
    QVERIFY(sorted.wait(kTimeoutMs));
    QStringList order;
    for (int row = 0; row < model->rowCount(); ++row)
        order << model->index(row, TokenTableModel::Key).data().toString();

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(json ? QStringLiteral("t.json") : QStringLiteral("t.csv"));
    QSignalSpy exported(&window, &MainWindow::exportFinished);
    window.exportView(path, json ? ui::StoreWorker::ExportFormat::Json
                                 : ui::StoreWorker::ExportFormat::Csv);
    QVERIFY(exported.wait(kTimeoutMs));
    QCOMPARE(exported.first().at(1).toBool(), true);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();

    QList<TokenRecord> records;
    for (const QString& key : order) {
        for (const TokenRecord& r : window.loadedRecords()) {
            if (r.key == key)
                records << r;
        }
    }
    if (json) {
        const QJsonArray array = QJsonDocument::fromJson(bytes).array();
        QCOMPARE(array.size(), 5);
        for (int i = 0; i < array.size(); ++i)
            QCOMPARE(array.at(i).toObject(), toJson(records.at(i)));
    } else {
        QCOMPARE(QString::fromUtf8(bytes), toCsv(records));
    }
}

/// Asked ten times at once, the counts are read once: the next answer after that one is the
/// answer to a later request, not to the nine others.
void TestMainWindow::neverTwoRefreshesInFlight() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    issueTokens(*store, 3);
    MainWindow window(store.sharedUrl());
    window.setRefreshInterval(1h); // no timer tick during the test
    QSignalSpy counts(&window, &MainWindow::countsShown);
    window.show();
    QVERIFY(counts.wait(kTimeoutMs)); // the first, from the constructor
    counts.clear();
    for (int i = 0; i < 10; ++i)
        window.refreshCounts();
    QVERIFY(counts.wait(kTimeoutMs));
    window.refreshCounts();
    QVERIFY(counts.wait(kTimeoutMs));
    QCOMPARE(counts.size(), 2);
}

void TestMainWindow::pauseAndResume() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    issueTokens(*store, 2);
    MainWindow window(store.sharedUrl());
    QSignalSpy counts(&window, &MainWindow::countsShown);
    window.show();
    QVERIFY(counts.wait(kTimeoutMs));
    auto* refresh = window.findChild<QLabel*>(QStringLiteral("refreshLabel"));
    window.setRefreshPaused(true);
    QVERIFY(window.isRefreshPaused());
    QVERIFY(refresh->text().endsWith(QLatin1String("paused")));
    QVERIFY(window.filterBar()->isPaused());
    // Resuming refreshes at once, with what the store holds now.
    issueTokens(*store, 3);
    counts.clear();
    window.setRefreshPaused(false);
    QVERIFY(counts.wait(kTimeoutMs));
    QCOMPARE(counts.first().at(0).value<StateCounts>().pending, qint64(5));
    QVERIFY(!refresh->text().contains(QLatin1String("paused")));
}

/// Geometry, splitter and refresh interval survive the window (in the test-mode settings).
void TestMainWindow::remembersItsLayout() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    int detailsWidth = 0;
    {
        MainWindow window(store.sharedUrl());
        window.show();
        auto* splitter = window.findChild<QSplitter*>(QStringLiteral("tokenSplitter"));
        QVERIFY(splitter);
        splitter->setSizes({700, 500});
        detailsWidth = splitter->sizes().at(1);
        window.setRefreshInterval(7s);
        QVERIFY(window.close());
    }
    MainWindow again(store.sharedUrl());
    again.show();
    QCOMPARE(again.refreshInterval(), std::chrono::milliseconds(7s));
    QCOMPARE(again.filterBar()->refreshSeconds(), 7);
    auto* splitter = again.findChild<QSplitter*>(QStringLiteral("tokenSplitter"));
    QTRY_COMPARE(splitter->sizes().at(1), detailsWidth);
    QSettings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"))
        .remove(QStringLiteral("console"));
}

/// With a store filter the table still loads page by page, and "N loaded of about M" counts
/// the tokens of the chosen state.
void TestMainWindow::filteredPagesStayLazy() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    issueTokens(*store, 450);
    store->acquire(test::acquireRequest(QStringLiteral("ORD_busy")));
    MainWindow window(store.sharedUrl());
    QSignalSpy counts(&window, &MainWindow::countsShown);
    window.show();
    QVERIFY(counts.wait(kTimeoutMs));
    QAbstractItemModel* model = tableModel(window);
    QSignalSpy pages(&window, &MainWindow::pageShown);
    window.filterBar()->setStateChoice(TokenFilterBar::Pending);
    QVERIFY(pages.wait(kTimeoutMs));
    QCOMPARE(model->rowCount(), TokenTableModel::kPageSize);
    auto* loaded = window.findChild<QLabel*>(QStringLiteral("loadedLabel"));
    QCOMPARE(loaded->text(), QStringLiteral("200 loaded of about 450"));
    auto* more = window.findChild<QPushButton*>(QStringLiteral("loadMoreButton"));
    QVERIFY(more && more->isVisibleTo(&window));
    while (model->canFetchMore({})) {
        more->click();
        QVERIFY(pages.wait(kTimeoutMs));
    }
    QCOMPARE(model->rowCount(), 450);
    QCOMPARE(loaded->text(), QStringLiteral("450 loaded of about 450"));
    QVERIFY(!more->isVisibleTo(&window));
    QCOMPARE(rowsInState(*model, QStringLiteral("pending")), 450);
}

/// A filter the store cannot apply (age) reads at most kMaxSilentPages pages by itself, then
/// waits for "Load more"; the label says how many it read.
void TestMainWindow::aFilterThatFindsNothingReadsABoundedAmount() {
    const int bound = TokenTableModel::kMaxSilentPages * TokenTableModel::kPageSize;
    test::FreshStore store(QStringLiteral("sqlite-file"));
    issueTokens(*store, bound + 10);
    MainWindow window(store.sharedUrl());
    QSignalSpy counts(&window, &MainWindow::countsShown);
    window.show();
    QVERIFY(counts.wait(kTimeoutMs));
    QAbstractItemModel* model = tableModel(window);
    QSignalSpy pages(&window, &MainWindow::pageShown);
    window.filterBar()
        ->findChild<QLineEdit*>(QStringLiteral("ageFilter"))
        ->setText(QStringLiteral("1d"));
    window.filterBar()->setStateChoice(TokenFilterBar::AnyState);
    QVERIFY(pages.wait(kTimeoutMs));
    QCOMPARE(model->rowCount(), 0);
    auto* tokens = static_cast<TokenTableModel*>(model);
    QVERIFY(tokens->hasMore());
    QCOMPARE(tokens->scannedCount(), qint64(bound));
    // And it stays there: the view, showing no row, asks for more by itself (it read on to
    // the end within 500 ms before the model held it at the bound; CI caught it once).
    QTest::qWait(500);
    QCOMPARE(tokens->scannedCount(), qint64(bound));
    QVERIFY(!model->canFetchMore({}));
    QCOMPARE(window.findChild<QLabel*>(QStringLiteral("loadedLabel"))->text(),
             QStringLiteral("0 loaded (%1 read) of at most %2")
                 .arg(QLocale().toString(bound), QLocale().toString(bound + 10)));
    // Asked ("Load more"), it reads on to the end.
    window.findChild<QPushButton*>(QStringLiteral("loadMoreButton"))->click();
    QVERIFY(pages.wait(kTimeoutMs));
    QCOMPARE(tokens->scannedCount(), qint64(bound + 10));
    QVERIFY(!model->canFetchMore({}));
}

/// Help > About IdemScope: the licence, the no-warranty notice, where the full text is, and
/// every third-party component with its licence.
void TestMainWindow::aboutNamesTheLicence() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    MainWindow window(store.sharedUrl());
    window.show();
    auto* about = window.findChild<QAction*>(QStringLiteral("aboutAction"));
    QVERIFY(about);
    QCOMPARE(about->text(), QStringLiteral("&About IdemScope"));
    about->trigger();
    auto* dialog = window.findChild<ui::AboutDialog*>(QStringLiteral("aboutDialog"));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    const QString text = dialog->findChild<QLabel*>(QStringLiteral("aboutText"))->text();
    QVERIFY(text.contains(QLatin1String("(GPL-3.0-or-later)")));
    QVERIFY(text.contains(QLatin1String("WITHOUT ANY WARRANTY")));
    QVERIFY(text.contains(QLatin1String("https://www.gnu.org/licenses/gpl-3.0.html")));
    const QString file = ui::AboutDialog::licenceFile(QCoreApplication::applicationDirPath());
    if (!file.isEmpty())
        QVERIFY2(text.contains(QDir::toNativeSeparators(file)), qPrintable(file));
    const QStringList components = ui::AboutDialog::thirdPartyComponents();
    for (const char* name : {"Qt 6", "Qt Charts", "OpenSSL 3", "libpq", "libpqxx", "hiredis",
                             "prometheus-cpp", "CivetWeb", "QtKeychain", "SQLite", "zlib"}) {
        const auto listed =
            std::find_if(components.begin(), components.end(), [&](const QString& c) {
                return c.startsWith(QLatin1String(name) + QLatin1String(" ("));
            });
        QVERIFY2(listed != components.end(), name);
        QVERIFY2(text.contains(QStringLiteral("<li>%1</li>").arg(listed->toHtmlEscaped())), name);
    }
    // A second trigger shows the same dialog rather than another one.
    about->trigger();
    QCOMPARE(window.findChildren<ui::AboutDialog*>().size(), 1);
}

void TestMainWindow::aboutFindsTheInstalledLicences_data() {
    QTest::addColumn<QString>("programDir");
    QTest::addColumn<QString>("licence");
    QTest::addColumn<QString>("folder");
    // The layouts packaging/Packaging.cmake installs.
    QTest::newRow("Windows") << "IdemScope/bin"
                             << "IdemScope/LICENSE.txt"
                             << "IdemScope/licenses";
    QTest::newRow("macOS") << "IdemScope.app/Contents/MacOS"
                           << "IdemScope.app/Contents/Resources/LICENSE"
                           << "IdemScope.app/Contents/Resources/licenses";
    QTest::newRow("Linux") << "usr/bin"
                           << ""
                           << "usr/share/doc/idemscope/licenses";
}

/// The dialog names the licence texts where each package installs them, and nothing that is
/// not there (a build tree has no third-party folder).
void TestMainWindow::aboutFindsTheInstalledLicences() {
    QFETCH(QString, programDir);
    QFETCH(QString, licence);
    QFETCH(QString, folder);
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QDir dir(root.path());
    QVERIFY(dir.mkpath(programDir));
    const QString program = dir.filePath(programDir);
    QCOMPARE(ui::AboutDialog::thirdPartyLicencesFolder(program), QString());
    QVERIFY(dir.mkpath(folder));
    QCOMPARE(ui::AboutDialog::thirdPartyLicencesFolder(program), dir.filePath(folder));
    if (licence.isEmpty()) {
        // Linux: the system's copy (Debian's common-licenses), when the system has one.
        const QString system = QStringLiteral("/usr/share/common-licenses/GPL-3");
        QCOMPARE(ui::AboutDialog::licenceFile(program),
                 QFileInfo::exists(system) ? system : QString());
        return;
    }
    QFile file(dir.filePath(licence));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QCOMPARE(ui::AboutDialog::licenceFile(program), dir.filePath(licence));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
