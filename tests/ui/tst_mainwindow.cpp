// The console's main window on real SQLite stores, offscreen: counts, lazy pages, errors,
// shutdown of the worker thread.
#include "demo/demodata.h"
#include "mainwindow.h"
#include "sqlite/sqlitestore.h"
#include "support/storefixture.h"
#include "token/generator.h"
#include "tokentablemodel.h"

#include <QAbstractItemModel>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace idem;
using idem::ui::MainWindow;
using idem::ui::TokenTableModel;

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
};

void TestMainWindow::initTestCase() {
    // The window keeps its layout in QSettings: never in the user's own settings.
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
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

    auto* thread = window.findChild<QThread*>(QStringLiteral("store-worker"));
    QVERIFY(thread);
    QVERIFY(thread->isRunning());
    QVERIFY(window.close());
    QVERIFY(thread->isFinished());
    QVERIFY(!window.isWorkerRunning());
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

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
