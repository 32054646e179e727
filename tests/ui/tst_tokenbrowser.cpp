// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The token browser's write path driven through the real widgets, once per store (SQLite always;
// Redis and PostgreSQL when scripts/with-services.sh provides them): filter to stuck, select,
// confirm in the dialog, and check the store and its audit log — plus the gates: a read-only
// profile cannot write, a production profile wants its name typed.
#include "connectionprofile.h"
#include "mainwindow.h"
#include "storeworker.h"
#include "support/storefixture.h"
#include "tokens/confirmactiondialog.h"
#include "tokens/requestcomparedialog.h"
#include "tokens/tokendetails.h"
#include "tokens/tokenfilterbar.h"
#include "tokentablemodel.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace idem;
using namespace std::chrono_literals;
using idem::ui::ActionReport;
using idem::ui::ConfirmActionDialog;
using idem::ui::ConnectionProfile;
using idem::ui::MainWindow;
using idem::ui::TokenAction;

namespace {

constexpr int kTimeoutMs = 20000;

QStringList storeSpecs() {
    return {QStringLiteral("sqlite-file"), QStringLiteral("redis"), QStringLiteral("postgres")};
}

ConnectionProfile profileFor(const test::FreshStore& store, bool writes, bool production = false) {
    ConnectionProfile p;
    p.id = QStringLiteral("test");
    p.name = QStringLiteral("orders-prod");
    p.url = store.sharedUrl();
    p.connectUrl = store.sharedUrl();
    p.readOnly = !writes;
    p.production = production;
    return p;
}

/// `n` tokens acquired with a 1 ms lease: stuck as soon as the store's clock moves on.
QStringList makeStuck(TokenStore& store, int n, const QString& prefix) {
    QStringList keys;
    for (int i = 0; i < n; ++i) {
        AcquireRequest r = test::acquireRequest(prefix + QString::number(i));
        r.lease = 1ms;
        store.acquire(r);
        keys << r.key;
    }
    return keys;
}

/// Pending tokens that must survive every action on the stuck ones.
void makeBystanders(TokenStore& store, int n) {
    for (int i = 0; i < n; ++i)
        store.issue({QStringLiteral("KEEP_%1").arg(i), QString(), 30min});
}

QTableView* table(const MainWindow& window) {
    return window.findChild<QTableView*>(QStringLiteral("tokenTable"));
}

QAction* action(const MainWindow& window, const char* name) {
    return window.findChild<QAction*>(QString::fromLatin1(name));
}

/// Clicks "Stuck" in the counts strip (one click) and waits until the table holds `rows` rows.
bool showStuck(MainWindow& window, int rows) {
    auto* stuck = window.findChild<QLabel*>(QStringLiteral("stuckCount"));
    if (!stuck)
        return false;
    QTest::mouseClick(stuck, Qt::LeftButton);
    QTableView* view = table(window);
    return QTest::qWaitFor([&] { return view->model()->rowCount() == rows; }, kTimeoutMs);
}

ConfirmActionDialog* waitForDialog(const MainWindow& window) {
    ConfirmActionDialog* dialog = nullptr;
    (void)QTest::qWaitFor(
        [&] {
            dialog = window.findChild<ConfirmActionDialog*>();
            return dialog && dialog->isVisible();
        },
        kTimeoutMs);
    return dialog;
}

} // namespace

class TestTokenBrowser : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void releaseStuckWithConfirmation_data();
    void releaseStuckWithConfirmation();
    void expireAndDelete_data();
    void expireAndDelete();
    void readOnlyProfileCannotWrite_data();
    void readOnlyProfileCannotWrite();
    void productionNeedsTheTypedName_data();
    void productionNeedsTheTypedName();
    void cancelWritesNothing();
    void shortcutsReachTheActions_data();
    void shortcutsReachTheActions();
    void auditTabFilters();
    void liveLeaseIsNotReleased();
    void copyKeyAndOpenInWorkbench();
    void mismatchDiff();
    void tokenListedTwiceShowsOnce();
};

void TestTokenBrowser::initTestCase() {
    // The window keeps its layout in QSettings: never in the user's own settings.
    QStandardPaths::setTestModeEnabled(true);
}

void TestTokenBrowser::releaseStuckWithConfirmation_data() {
    QTest::addColumn<QString>("spec");
    for (const QString& spec : storeSpecs())
        QTest::newRow(qPrintable(spec)) << spec;
}

void TestTokenBrowser::releaseStuckWithConfirmation() {
    QFETCH(QString, spec);
    IDEM_FRESH_STORE(store, spec);
    const QStringList stuck = makeStuck(*store, 3, QStringLiteral("PAY_stuck_"));
    makeBystanders(*store, 4);
    QTRY_COMPARE_WITH_TIMEOUT(store->counts().stuck, qint64(3), kTimeoutMs);

    MainWindow window(profileFor(store, true));
    window.show();
    QSignalSpy counts(&window, &MainWindow::countsShown);
    QVERIFY(counts.wait(kTimeoutMs));
    QVERIFY(!window.windowTitle().contains(QLatin1String("read-only")));
    QVERIFY(showStuck(window, 3));
    QCOMPARE(window.filterBar()->stateChoice(), ui::TokenFilterBar::Stuck);
    for (int row = 0; row < 3; ++row) {
        QVERIFY(table(window)
                    ->model()
                    ->index(row, ui::TokenTableModel::Left)
                    .data()
                    .toString()
                    .startsWith(QLatin1String("lapsed")));
    }

    table(window)->selectAll();
    QCOMPARE(window.selectedRecords().size(), 3);
    QVERIFY(action(window, "releaseAction")->isEnabled());
    QSignalSpy finished(&window, &MainWindow::actionFinished);
    QSignalSpy audited(&window, &MainWindow::auditShown);
    action(window, "releaseAction")->trigger();

    ConfirmActionDialog* dialog = waitForDialog(window);
    QVERIFY(dialog);
    const QString changes =
        dialog->findChild<QPlainTextEdit*>(QStringLiteral("changesList"))->toPlainText();
    for (const QString& key : stuck)
        QVERIFY2(changes.contains(key + QStringLiteral(": stuck → pending")), qPrintable(changes));
    QCOMPARE(dialog->targets().size(), 3);
    QVERIFY(dialog->okButton()->isEnabled()); // not production: no name to type
    QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("reasonEdit")),
                     QStringLiteral("INC-42 worker died"));
    QTest::mouseClick(dialog->okButton(), Qt::LeftButton);

    QVERIFY(finished.wait(kTimeoutMs));
    const auto report = finished.first().at(0).value<ActionReport>();
    QCOMPARE(report.succeeded(), 3);
    QCOMPARE(report.failed(), 0);

    // The store: pending again, the bystanders untouched.
    for (const QString& key : stuck) {
        const auto record = store->get(key, QString());
        QVERIFY(record);
        QCOMPARE(record->state, State::Pending);
    }
    const StateCounts after = store->counts();
    QCOMPARE(after.stuck, qint64(0));
    QCOMPARE(after.pending, qint64(7));
    // One audit entry each, with the OS user and the reason typed in the dialog.
    const QList<AuditEntry> audit = store->audit(100);
    QCOMPARE(audit.size(), 3);
    for (const AuditEntry& e : audit) {
        QVERIFY(stuck.contains(e.key));
        QCOMPARE(e.action, QStringLiteral("release"));
        QCOMPARE(e.user, currentOsUser());
        QCOMPARE(e.reason, QStringLiteral("INC-42 worker died"));
        QCOMPARE(e.stateAfter, QStringLiteral("pending"));
    }
    // The window: the released rows left the stuck view, the audit tab lists the entries.
    QTRY_COMPARE_WITH_TIMEOUT(table(window)->model()->rowCount(), 0, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!audited.isEmpty() && audited.last().at(0).toInt() == 3, kTimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(window.findChild<QLabel*>(QStringLiteral("stuckCount"))->text(),
                              QStringLiteral("0"), kTimeoutMs);
}

void TestTokenBrowser::expireAndDelete_data() {
    releaseStuckWithConfirmation_data();
}

void TestTokenBrowser::expireAndDelete() {
    QFETCH(QString, spec);
    IDEM_FRESH_STORE(store, spec);
    makeBystanders(*store, 2);
    store->issue({QStringLiteral("ORD_expire"), QString(), 30min});
    store->issue({QStringLiteral("ORD_delete"), QString(), 30min});

    MainWindow window(profileFor(store, true));
    window.show();
    auto* prefix = window.findChild<QLineEdit*>(QStringLiteral("keyPrefixFilter"));
    QVERIFY(prefix);
    QTest::keyClicks(prefix, QStringLiteral("ORD_"));
    QTest::keyClick(prefix, Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(table(window)->model()->rowCount(), 2, kTimeoutMs);

    QSignalSpy finished(&window, &MainWindow::actionFinished);
    for (const auto& [key, act] : {std::pair{QStringLiteral("ORD_expire"), TokenAction::Expire},
                                   std::pair{QStringLiteral("ORD_delete"), TokenAction::Delete}}) {
        QVERIFY(window.selectToken(key, QString()));
        QVERIFY(window.startAction(act));
        ConfirmActionDialog* dialog = waitForDialog(window);
        QVERIFY(dialog);
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton); // no reason: optional
        QVERIFY(finished.wait(kTimeoutMs));
        QCOMPARE(finished.last().at(0).value<ActionReport>().succeeded(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!window.findChild<ConfirmActionDialog*>(), kTimeoutMs);
    }

    const auto expired = store->get(QStringLiteral("ORD_expire"), QString());
    QVERIFY(expired);
    QCOMPARE(expired->state, State::Expired);
    QVERIFY(!store->get(QStringLiteral("ORD_delete"), QString()));
    QVERIFY(store->get(QStringLiteral("KEEP_0"), QString()));
    const QList<AuditEntry> audit = store->audit(100);
    QCOMPARE(audit.size(), 2);
    QCOMPARE(audit.at(0).action, QStringLiteral("delete")); // newest first
    QCOMPARE(audit.at(0).key, QStringLiteral("ORD_delete"));
    QCOMPARE(audit.at(0).stateAfter, QStringLiteral("deleted"));
    QCOMPARE(audit.at(1).action, QStringLiteral("expire"));
    QVERIFY(audit.at(1).reason.isEmpty());
    // The table: the deleted row is gone, the expired one shows its new state.
    QCOMPARE(table(window)->model()->rowCount(), 1);
    QCOMPARE(table(window)->model()->index(0, ui::TokenTableModel::State).data().toString(),
             QStringLiteral("expired"));
}

void TestTokenBrowser::readOnlyProfileCannotWrite_data() {
    releaseStuckWithConfirmation_data();
}

void TestTokenBrowser::readOnlyProfileCannotWrite() {
    QFETCH(QString, spec);
    IDEM_FRESH_STORE(store, spec);
    const QStringList stuck = makeStuck(*store, 2, QStringLiteral("PAY_ro_"));
    QTRY_COMPARE_WITH_TIMEOUT(store->counts().stuck, qint64(2), kTimeoutMs);

    const ConnectionProfile profile = profileFor(store, false);
    MainWindow window(profile);
    window.show();
    QVERIFY(window.windowTitle().contains(QLatin1String("orders-prod")));
    QVERIFY(window.windowTitle().contains(QLatin1String("(read-only)")));
    QSignalSpy counts(&window, &MainWindow::countsShown);
    QVERIFY(counts.wait(kTimeoutMs));
    QVERIFY(showStuck(window, 2));
    table(window)->selectAll();
    QCOMPARE(window.selectedRecords().size(), 2);

    // Disabled in the menu, the toolbar and the context menu; copy still works.
    for (const char* name : {"releaseAction", "expireAction", "deleteAction"})
        QVERIFY2(!action(window, name)->isEnabled(), name);
    QVERIFY(action(window, "copyKeyAction")->isEnabled());
    // Forced: the shortcut's action triggered anyway, and the public call.
    QSignalSpy refused(&window, &MainWindow::actionRefused);
    action(window, "releaseAction")->trigger();
    QVERIFY(!window.startAction(TokenAction::Release));
    QCOMPARE(refused.size(), 1);
    QVERIFY(refused.first().at(0).toString().contains(QLatin1String("read-only")));
    QCoreApplication::processEvents();
    QVERIFY(!window.findChild<ConfirmActionDialog*>());

    // Below the window: the worker of a read-only profile refuses by itself.
    ui::StoreWorker worker(store.sharedUrl(), {}, /*writesAllowed=*/false);
    QSignalSpy workerDone(&worker, &ui::StoreWorker::actionFinished);
    ui::ActionRequest request;
    request.action = TokenAction::Release;
    for (const QString& key : stuck)
        request.targets << ui::ActionTarget{key, QString()};
    request.context.user = currentOsUser();
    worker.runAction(request);
    QCOMPARE(workerDone.size(), 1);
    const auto report = workerDone.first().at(0).value<ActionReport>();
    QCOMPARE(report.succeeded(), 0);
    QCOMPARE(report.outcomes.size(), 2);
    QCOMPARE(report.outcomes.first().errorKind, ErrorKind::ReadOnly);

    QCOMPARE(store->counts().stuck, qint64(2));
    QVERIFY(store->audit(100).isEmpty());
}

void TestTokenBrowser::productionNeedsTheTypedName_data() {
    releaseStuckWithConfirmation_data();
}

void TestTokenBrowser::productionNeedsTheTypedName() {
    QFETCH(QString, spec);
    IDEM_FRESH_STORE(store, spec);
    makeStuck(*store, 1, QStringLiteral("PAY_prod_"));
    QTRY_COMPARE_WITH_TIMEOUT(store->counts().stuck, qint64(1), kTimeoutMs);

    MainWindow window(profileFor(store, true, /*production=*/true));
    window.show();
    QVERIFY(window.windowTitle().contains(QLatin1String("(production)")));
    QSignalSpy counts(&window, &MainWindow::countsShown);
    QVERIFY(counts.wait(kTimeoutMs));
    QVERIFY(showStuck(window, 1));
    table(window)->selectAll();
    QVERIFY(window.startAction(TokenAction::Release));
    ConfirmActionDialog* dialog = waitForDialog(window);
    QVERIFY(dialog);
    auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("typedNameEdit"));
    QVERIFY(name);
    QVERIFY(!dialog->okButton()->isEnabled());
    QTest::keyClicks(name, QStringLiteral("orders-pro"));
    QVERIFY(!dialog->okButton()->isEnabled());
    dialog->accept(); // refused: the name is not complete
    QVERIFY(dialog->isVisible());
    QCOMPARE(store->counts().stuck, qint64(1));

    QSignalSpy finished(&window, &MainWindow::actionFinished);
    QTest::keyClicks(name, QStringLiteral("d"));
    QVERIFY(dialog->okButton()->isEnabled());
    QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
    QVERIFY(finished.wait(kTimeoutMs));
    QCOMPARE(finished.first().at(0).value<ActionReport>().succeeded(), 1);
    QCOMPARE(store->counts().stuck, qint64(0));
    QCOMPARE(store->audit(10).size(), 1);
}

/// Cancel (and Escape) run nothing and write no audit entry.
void TestTokenBrowser::cancelWritesNothing() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    makeStuck(*store, 1, QStringLiteral("PAY_cancel_"));
    QTRY_COMPARE_WITH_TIMEOUT(store->counts().stuck, qint64(1), kTimeoutMs);
    MainWindow window(profileFor(store, true));
    window.show();
    QSignalSpy counts(&window, &MainWindow::countsShown);
    QVERIFY(counts.wait(kTimeoutMs));
    QVERIFY(showStuck(window, 1));
    table(window)->selectAll();
    QSignalSpy finished(&window, &MainWindow::actionFinished);
    QVERIFY(window.startAction(TokenAction::Delete));
    ConfirmActionDialog* dialog = waitForDialog(window);
    QVERIFY(dialog);
    QTest::keyClick(dialog, Qt::Key_Escape);
    QTRY_VERIFY_WITH_TIMEOUT(!window.findChild<ConfirmActionDialog*>(), kTimeoutMs);
    QCOMPARE(finished.size(), 0);
    QCOMPARE(store->counts().stuck, qint64(1));
    QVERIFY(store->audit(10).isEmpty());
}

void TestTokenBrowser::shortcutsReachTheActions_data() {
    QTest::addColumn<QKeySequence>("keys");
    QTest::addColumn<int>("action");
    QTest::newRow("release: Ctrl+R")
        << QKeySequence(Qt::CTRL | Qt::Key_R) << int(TokenAction::Release);
    QTest::newRow("expire: Ctrl+Shift+X")
        << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X) << int(TokenAction::Expire);
    QTest::newRow("delete: Del") << QKeySequence(QKeySequence::Delete) << int(TokenAction::Delete);
}

/// From the keyboard alone: Ctrl+Shift+S shows the stuck tokens and focuses the table, the
/// arrow keys select, the action's shortcut opens its confirmation.
void TestTokenBrowser::shortcutsReachTheActions() {
    QFETCH(QKeySequence, keys);
    QFETCH(int, action);
    test::FreshStore store(QStringLiteral("sqlite-file"));
    makeStuck(*store, 2, QStringLiteral("PAY_keys_"));
    makeBystanders(*store, 2);
    QTRY_COMPARE_WITH_TIMEOUT(store->counts().stuck, qint64(2), kTimeoutMs);
    MainWindow window(profileFor(store, true));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTRY_COMPARE_WITH_TIMEOUT(table(window)->model()->rowCount(), 4, kTimeoutMs);

    QTest::keySequence(&window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    QTRY_COMPARE_WITH_TIMEOUT(table(window)->model()->rowCount(), 2, kTimeoutMs);
    QTRY_VERIFY(table(window)->hasFocus());
    QTest::keyClick(table(window), Qt::Key_Down);
    QTest::keyClick(table(window), Qt::Key_Down, Qt::ShiftModifier);
    QTRY_COMPARE(window.selectedRecords().size(), 2);
    QTest::keySequence(&window, keys);
    ConfirmActionDialog* dialog = waitForDialog(window);
    QVERIFY(dialog);
    QCOMPARE(int(dialog->action()), action);
    QCOMPARE(dialog->targets().size(), 2);
    dialog->reject();
}

/// The Audit tab lists what the actions wrote and narrows it with its text filter.
void TestTokenBrowser::auditTabFilters() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    makeBystanders(*store, 3);
    store->operatorExpire(QStringLiteral("KEEP_0"), QString(), {QStringLiteral("alice"), {}});
    store->operatorExpire(QStringLiteral("KEEP_1"), QString(),
                          {QStringLiteral("bob"), QStringLiteral("INC-7")});
    store->operatorDelete(QStringLiteral("KEEP_2"), QString(), {QStringLiteral("bob"), {}});
    MainWindow window(profileFor(store, false));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QSignalSpy shown(&window, &MainWindow::auditShown);
    QTest::keySequence(&window, QKeySequence(Qt::CTRL | Qt::Key_2));
    QVERIFY(shown.wait(kTimeoutMs));
    QCOMPARE(shown.first().at(0).toInt(), 3);
    auto* view = window.findChild<QTableView*>(QStringLiteral("auditTable"));
    QVERIFY(view && view->isVisible());
    QCOMPARE(view->model()->rowCount(), 3);
    auto* filter = window.findChild<QLineEdit*>(QStringLiteral("auditFilter"));
    QTest::keyClicks(filter, QStringLiteral("BOB"));
    QCOMPARE(view->model()->rowCount(), 2);
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("inc-7"));
    QCOMPARE(view->model()->rowCount(), 1);
    QCOMPARE(window.findChild<QLabel*>(QStringLiteral("auditCount"))->text(),
             QStringLiteral("1 of 3 entries"));
}

/// A processing token whose owner still holds its lease is listed as skipped, and with nothing
/// else selected there is nothing to confirm.
void TestTokenBrowser::liveLeaseIsNotReleased() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    AcquireRequest live = test::acquireRequest(QStringLiteral("PAY_live"));
    live.lease = 15min;
    store->acquire(live);
    MainWindow window(profileFor(store, true));
    window.show();
    QTRY_COMPARE_WITH_TIMEOUT(table(window)->model()->rowCount(), 1, kTimeoutMs);
    QVERIFY(window.selectToken(QStringLiteral("PAY_live"), QString()));
    QVERIFY(window.startAction(TokenAction::Release));
    ConfirmActionDialog* dialog = waitForDialog(window);
    QVERIFY(dialog);
    const QString changes =
        dialog->findChild<QPlainTextEdit*>(QStringLiteral("changesList"))->toPlainText();
    QVERIFY2(changes.contains(QStringLiteral("PAY_live: processing → skipped: its owner still "
                                             "holds a live lease")),
             qPrintable(changes));
    QVERIFY(dialog->targets().isEmpty());
    QVERIFY(!dialog->okButton()->isEnabled());
    dialog->accept();
    QVERIFY(dialog->isVisible());
    dialog->reject();
    QCOMPARE(store->get(QStringLiteral("PAY_live"), QString())->state, State::Processing);
    QVERIFY(store->audit(10).isEmpty());
}

/// Reading actions work on a read-only profile: copy the selected keys, hand the current token
/// to the workbench.
void TestTokenBrowser::copyKeyAndOpenInWorkbench() {
    test::FreshStore store(QStringLiteral("sqlite-file"));
    makeBystanders(*store, 3);
    MainWindow window(profileFor(store, false));
    window.show();
    QTRY_COMPARE_WITH_TIMEOUT(table(window)->model()->rowCount(), 3, kTimeoutMs);
    table(window)->selectAll();
    action(window, "copyKeyAction")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("KEEP_0\nKEEP_1\nKEEP_2"));
    QVERIFY(!action(window, "workbenchAction")->isEnabled()); // one token at a time

    QSignalSpy workbench(&window, &MainWindow::openInWorkbenchRequested);
    QVERIFY(window.selectToken(QStringLiteral("KEEP_1"), QString()));
    QVERIFY(action(window, "workbenchAction")->isEnabled());
    action(window, "workbenchAction")->trigger();
    QCOMPARE(workbench.size(), 1);
    QCOMPARE(workbench.first().at(0).value<TokenRecord>().key, QStringLiteral("KEEP_1"));
}

void TestTokenBrowser::mismatchDiff() {
    // A completed payment and a retry of it with another amount: the details pane compares the
    // stored request with the one a client sent, says why it got 422 and shows the changed line.
    test::FreshStore store(QStringLiteral("sqlite-file"));
    AcquireRequest paid = test::acquireRequest(QStringLiteral("PAY_1"));
    paid.request = RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/payments"),
                                       QByteArray(R"({"amount":42,"currency":"EUR"})"));
    const AcquireResult claim = store->acquire(paid);
    store->complete({{paid.key, paid.scope, paid.owner, claim.record.fence},
                     StoredResponse{201, {}, QByteArray(R"({"id":"pay_1"})")},
                     0ms});
    // The retry's outcome, as the gateway would see it.
    AcquireRequest retry = paid;
    retry.owner = QStringLiteral("other-owner");
    retry.request = RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/payments"),
                                        QByteArray(R"({"amount":420,"currency":"EUR"})"));
    QCOMPARE(store->acquire(retry).outcome, AcquireOutcome::Mismatch);

    MainWindow window(profileFor(store, false));
    window.show();
    QTRY_COMPARE_WITH_TIMEOUT(table(window)->model()->rowCount(), 1, kTimeoutMs);
    QSignalSpy details(&window, &MainWindow::detailsShown);
    QVERIFY(window.selectToken(QStringLiteral("PAY_1"), QString()));
    QVERIFY(details.wait(kTimeoutMs));
    auto* compare = window.findChild<QPushButton*>(QStringLiteral("compareButton"));
    QVERIFY(compare);
    QVERIFY(compare->isEnabled());
    QTest::mouseClick(compare, Qt::LeftButton);
    auto* dialog = window.findChild<idem::ui::RequestCompareDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    // Empty body: a different request.
    QVERIFY(!dialog->comparison().sameFingerprint);

    // Typed like a user pastes it; the dialog compares after a pause.
    auto* body = dialog->findChild<QPlainTextEdit*>(QStringLiteral("compareBody"));
    QSignalSpy compared(dialog, &idem::ui::RequestCompareDialog::compared);
    body->setPlainText(QStringLiteral(R"({"amount":420,"currency":"EUR"})"));
    QVERIFY(compared.wait(kTimeoutMs));
    const RequestComparison& c = dialog->comparison();
    QVERIFY(c.fingerprintKnown);
    QVERIFY(!c.sameFingerprint);
    QVERIFY(c.comparedAsJson);
    QVERIFY(!c.methodDiffers && !c.pathDiffers);
    QStringList changes;
    for (const DiffLine& line : c.lines) {
        if (line.kind != DiffLine::Kind::Same)
            changes << line.text.trimmed();
    }
    QCOMPARE(changes, (QStringList{QStringLiteral(R"("amount": 42,)"),
                                   QStringLiteral(R"("amount": 420,)")}));
    QVERIFY(dialog->verdictText().contains(QStringLiteral("422")));
    auto* diff = dialog->findChild<QPlainTextEdit*>(QStringLiteral("compareDiff"));
    QCOMPARE(diff->extraSelections().size(), 2); // the removed and the added line, marked

    // The original body again: the same fingerprint, a retry replays.
    dialog->setOtherRequest(QStringLiteral("POST"), QStringLiteral("/payments"),
                            QByteArray(R"({"amount":42,"currency":"EUR"})"));
    QVERIFY(dialog->comparison().sameFingerprint);
    QVERIFY(dialog->comparison().sameText);
    QVERIFY(diff->extraSelections().isEmpty());
    dialog->close();

    // Opened with the other request by code (the workbench after a 422).
    auto* direct = window.findChild<idem::ui::TokenDetailsPane*>()->openComparison(
        QStringLiteral("POST"), QStringLiteral("/refunds"),
        QByteArray(R"({"amount":42,"currency":"EUR"})"));
    QVERIFY(direct);
    QVERIFY(direct->comparison().pathDiffers);
    QVERIFY(!direct->comparison().sameFingerprint);
    direct->close();
}

/// A listing may give a token on two pages (the Redis seed layout's SCAN, when the server
/// resizes its table meanwhile): the table shows it once, and again after it left the table.
void TestTokenBrowser::tokenListedTwiceShowsOnce() {
    ui::TokenTableModel model;
    quint64 generation = 0;
    connect(&model, &ui::TokenTableModel::pageRequested, this,
            [&generation](quint64 g, const ListQuery&) { generation = g; });
    model.reload();
    QVERIFY(generation > 0);
    const auto pageOf = [](const QStringList& keys, const QString& cursor) {
        ListPage page;
        for (const QString& key : keys) {
            TokenRecord r;
            r.key = key;
            page.records << r;
        }
        page.nextCursor = cursor;
        return page;
    };
    model.applyPage(generation,
                    pageOf({QStringLiteral("a"), QStringLiteral("b")}, QStringLiteral("c1")));
    model.applyPage(generation,
                    pageOf({QStringLiteral("b"), QStringLiteral("c")}, QStringLiteral("c2")));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.scannedCount(), 4);
    // In another scope it is another token.
    ListPage other = pageOf({QStringLiteral("a")}, QStringLiteral("c3"));
    other.records[0].scope = QStringLiteral("tenant");
    model.applyPage(generation, other);
    QCOMPARE(model.rowCount(), 4);
    // Gone from the table (expired meanwhile, say), a later page shows it again.
    model.updateRecord(QStringLiteral("b"), QString(), std::nullopt);
    QCOMPARE(model.rowCount(), 3);
    model.applyPage(generation, pageOf({QStringLiteral("b")}, {}));
    QCOMPARE(model.rowCount(), 4);
    QStringList keys;
    for (const TokenRecord& r : model.records())
        keys << r.key;
    keys.sort();
    QCOMPARE(keys, (QStringList{QStringLiteral("a"), QStringLiteral("a"), QStringLiteral("b"),
                                QStringLiteral("c")}));
    // A reload starts over.
    model.reload();
    model.applyPage(generation, pageOf({QStringLiteral("a")}, {}));
    QCOMPARE(model.rowCount(), 1);
}

QTEST_MAIN(TestTokenBrowser)
#include "tst_tokenbrowser.moc"
