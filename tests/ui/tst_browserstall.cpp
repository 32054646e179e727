// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// How long the GUI thread stops answering while the token browser reads 100,000 tokens (on
// SQLite, and on Redis when scripts/with-services.sh provides one): page after page to the end,
// scrolling, sorting the loaded rows, filtering and clearing again.
//
// The measure: a 1 ms PreciseTimer on the GUI thread; the longest gap between two of its ticks,
// taken with QElapsedTimer, is the longest time the event loop could not run. The figure is
// printed (and goes to docs/BENCHMARKS.md, "Console").
//
// Pass/fail: issue 6 asks this test to fail above 100 ms; the project's test rules forbid a
// timing in a pass/fail assertion (a loaded CI machine or a debug build would make it flaky).
// Both are kept: the test always prints the figure and fails only above kFreezeMs (2 s), a
// freeze that no slow machine explains, while IDEM_UI_STALL_LIMIT_MS=100 applies the issue's
// limit for a deliberate benchmark run on a quiet machine.
#include "mainwindow.h"
#include "stallmeter.h"
#include "support/storefixture.h"
#include "tokens/tokenfilterbar.h"
#include "tokentablemodel.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QUrl>
#include <cstdio>
#include <ctime>
#include <sqlite3.h>
#include <thread>
#include <vector>

using namespace idem;
using namespace std::chrono_literals;
using idem::test::StallMeter;
using idem::ui::MainWindow;
using idem::ui::TokenTableModel;

namespace {

constexpr int kTokens = 100'000;
constexpr int kStuck = 50;
constexpr qint64 kFreezeMs = 2000;
constexpr int kTimeoutMs = 60000;

struct Phase {
    const char* name;
    qint64 stallMs;
    qint64 cpuMs;
};

QString payKey(int i) {
    return QStringLiteral("PAY_%1").arg(i, 6, 10, QChar(u'0'));
}

/// SQLite: one real token issued through the store, then copied 99,949 times by one INSERT ...
/// SELECT in one transaction (the store commits each issue with a full fsync: 100,000 of them
/// take minutes). The copies differ in their key only; every column is the store's own.
bool fillSqlite(const test::FreshStore& store) {
    store->issue({payKey(kStuck), QString(), 2h});
    const QString path = QUrl(store.sharedUrl()).path();
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READWRITE, nullptr) !=
        SQLITE_OK) {
        sqlite3_close(db);
        return false;
    }
    sqlite3_busy_timeout(db, 10000);
    QStringList columns;
    QStringList values;
    sqlite3_stmt* info = nullptr;
    sqlite3_prepare_v2(db, "PRAGMA table_info(tokens)", -1, &info, nullptr);
    while (sqlite3_step(info) == SQLITE_ROW) {
        const QString name =
            QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(info, 1)));
        columns << name;
        values << (name == QLatin1String("key") ? QStringLiteral("printf('PAY_%06d', n.i)")
                                                : QStringLiteral("t.") + name);
    }
    sqlite3_finalize(info);
    const QString sql =
        QStringLiteral("INSERT INTO tokens (%1) WITH RECURSIVE n(i) AS (SELECT %2 UNION ALL "
                       "SELECT i + 1 FROM n WHERE i < %3) SELECT %4 FROM n, tokens AS t WHERE "
                       "t.key = '%5'")
            .arg(columns.join(u','))
            .arg(kStuck + 1)
            .arg(kTokens - 1)
            .arg(values.join(u','), payKey(kStuck));
    char* error = nullptr;
    const bool ok =
        columns.contains(QStringLiteral("key")) &&
        sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, &error) == SQLITE_OK;
    if (error) {
        qWarning("%s", error);
        sqlite3_free(error);
    }
    sqlite3_close(db);
    return ok;
}

/// Other stores: issue() from four connections at once.
void fillThroughStore(const test::FreshStore& store) {
    constexpr int kThreads = 4;
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([&store, t] {
            const std::unique_ptr<TokenStore> own = store.openAnother();
            for (int i = kStuck + t; i < kTokens; i += kThreads)
                test::withRetry([&] { return own->issue({payKey(i), QString(), 2h}); });
        });
    }
    for (std::thread& thread : threads)
        thread.join();
}

/// The stuck tokens first (1 ms lease), then pending PAY_ tokens up to kTokens.
bool fill(const QString& spec, const test::FreshStore& store) {
    for (int i = 0; i < kStuck; ++i) {
        AcquireRequest r =
            test::acquireRequest(QStringLiteral("STUCK_%1").arg(i, 5, 10, QChar(u'0')));
        r.lease = 1ms;
        store->acquire(r);
    }
    if (spec.startsWith(QLatin1String("sqlite")))
        return fillSqlite(store);
    fillThroughStore(store);
    return true;
}

} // namespace

class TestBrowserStall : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void browse100k_data();
    void browse100k();
};

void TestBrowserStall::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TestBrowserStall::browse100k_data() {
    QTest::addColumn<QString>("spec");
    QTest::newRow("sqlite-file") << QStringLiteral("sqlite-file");
    QTest::newRow("redis") << QStringLiteral("redis");
}

void TestBrowserStall::browse100k() {
    QFETCH(QString, spec);
    IDEM_FRESH_STORE(store, spec);
    QElapsedTimer filling;
    filling.start();
    QVERIFY(fill(spec, store));
    QCOMPARE(store->counts().total(), qint64(kTokens));
    std::printf("[%s] filled %d tokens in %.1f s\n", qPrintable(spec), kTokens,
                double(filling.elapsed()) / 1000.0);
    QTRY_COMPARE_WITH_TIMEOUT(store->counts().stuck, qint64(kStuck), kTimeoutMs);

    MainWindow window(store.sharedUrl());
    window.resize(1280, 760);
    auto* view = window.findChild<QTableView*>(QStringLiteral("tokenTable"));
    QAbstractItemModel* model = view->model();
    QSignalSpy pages(&window, &MainWindow::pageShown);
    QSignalSpy counts(&window, &MainWindow::countsShown);
    StallMeter meter;
    QList<Phase> phases;
    meter.restart();
    window.show();
    QVERIFY(counts.wait(kTimeoutMs));
    QVERIFY(pages.size() > 0 || pages.wait(kTimeoutMs));
    phases.append({"open, counts, first page", meter.longestMs(), meter.longestCpuMs()});

    // Page after page to the end, the view following the last row as a user scrolling would.
    meter.restart();
    QElapsedTimer reading;
    reading.start();
    // The view asks for pages by itself once it is scrolled to the end (fetchMore() then
    // finds a page in flight and does nothing): wait for pages, not for canFetchMore().
    while (model->rowCount() < kTokens) {
        model->fetchMore({});
        if (!pages.wait(kTimeoutMs))
            QFAIL(qPrintable(QStringLiteral("stuck at %1 rows").arg(model->rowCount())));
        view->scrollToBottom();
    }
    const qint64 readMs = reading.elapsed();
    QCOMPARE(model->rowCount(), kTokens);
    phases.append(
        {"read 100,000 rows in pages of 200, scrolling", meter.longestMs(), meter.longestCpuMs()});

    // Sorting the loaded rows by age and by time left, then back to the key.
    meter.restart();
    auto* tokens = static_cast<TokenTableModel*>(model);
    QSignalSpy sorted(tokens, &TokenTableModel::sorted);
    for (const auto& [column, order] : {std::pair{TokenTableModel::Age, Qt::DescendingOrder},
                                        std::pair{TokenTableModel::Left, Qt::AscendingOrder},
                                        std::pair{TokenTableModel::Key, Qt::AscendingOrder}}) {
        sorted.clear();
        view->sortByColumn(column, order);
        QVERIFY(sorted.wait(kTimeoutMs));
    }
    QCOMPARE(model->index(0, TokenTableModel::Key).data().toString(),
             QStringLiteral("PAY_%1").arg(kStuck, 6, 10, QChar(u'0')));
    phases.append(
        {"sort 100,000 loaded rows three times", meter.longestMs(), meter.longestCpuMs()});

    // Filter to stuck (a click in the counts strip), then back to everything.
    meter.restart();
    QTest::mouseClick(window.findChild<QLabel*>(QStringLiteral("stuckCount")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), kStuck, kTimeoutMs);
    window.filterBar()->clear();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), TokenTableModel::kPageSize, kTimeoutMs);
    phases.append({"filter to stuck, clear", meter.longestMs(), meter.longestCpuMs()});

    qint64 longest = 0;
    for (const Phase& p : phases) {
        std::printf("[%s] longest event-loop stall, %s: %lld ms (the GUI thread ran %lld ms of "
                    "it)\n",
                    qPrintable(spec), p.name, static_cast<long long>(p.stallMs),
                    static_cast<long long>(p.cpuMs));
        longest = std::max(longest, p.stallMs);
    }
    std::printf("[%s] read 100,000 rows in %.1f s; longest stall overall: %lld ms\n",
                qPrintable(spec), double(readMs) / 1000.0, static_cast<long long>(longest));
    std::fflush(stdout);

    const qint64 limit = qEnvironmentVariableIsSet("IDEM_UI_STALL_LIMIT_MS")
                             ? qEnvironmentVariableIntValue("IDEM_UI_STALL_LIMIT_MS")
                             : kFreezeMs;
    QVERIFY2(
        longest <= limit,
        qPrintable(
            QStringLiteral("the GUI thread stalled %1 ms (limit %2 ms)").arg(longest).arg(limit)));
}

QTEST_MAIN(TestBrowserStall)
#include "tst_browserstall.moc"
