// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The console's dashboard (issue 7) against a real gateway: an in-process Gateway in front of
// the demo upstream on loopback, over a SQLite file in a temporary folder, real HTTP traffic with
// fresh keys and duplicates. The store's counters reach the charts and the duplicate ratio through
// the window's worker; the gateway's /metrics gives rates after two scrapes; pause and a hidden
// page stop the requests (counted as the worker's answers and the scrapes started, not timed).
#include "dashboard/dashboardpage.h"
#include "dashboard/metricsscraper.h"
#include "gateway/demoupstream.h"
#include "gateway/gateway.h"
#include "gateway/gatewaytest.h"
#include "mainwindow.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QFile>
#include <QImage>
#include <QLabel>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace idem;
using namespace std::chrono_literals;
using idem::ui::DashboardPage;
using idem::ui::MainWindow;
using idem::ui::Severity;

namespace {

/// How long to wait at most (never part of what a test asserts).
constexpr int kTimeoutMs = 30000;
/// The window's counts refreshes that must pass while the dashboard should ask nothing: each one
/// is a request the worker answered after any stats request queued before it.
constexpr int kQuietRefreshes = 3;

/// The values of the series named `name` in `series`, summed; -1 when there is no such series.
double total(const QList<ui::charts::TimeSeries>& series, const QString& name) {
    for (const ui::charts::TimeSeries& s : series) {
        if (s.name != name)
            continue;
        double sum = 0;
        for (const QPointF& p : s.points)
            sum += p.y();
        return sum;
    }
    return -1;
}

/// A gateway (with /metrics) in front of the demo upstream, both on loopback, over a fresh SQLite
/// file; a client for it; the console's window on the same file with its dashboard shown.
struct Rig {
    test::FreshStore store{QStringLiteral("sqlite-file")};
    gateway::DemoUpstream upstream;
    std::unique_ptr<gateway::Gateway> gate;
    std::unique_ptr<test::TestClient> client;
    std::unique_ptr<MainWindow> window;
    DashboardPage* page = nullptr;

    bool start() {
        try {
            upstream.listen(QHostAddress(QHostAddress::LocalHost), 0);
            gateway::GatewayConfig c = test::testConfig(upstream.port(), store.sharedUrl());
            c.storeWorkers = 1;
            c.metricsListen = gateway::ListenAddress{QHostAddress(QHostAddress::LocalHost), 0};
            gate = std::make_unique<gateway::Gateway>(c);
            gate->start();
        } catch (const Error& e) {
            qWarning("the demo upstream or the gateway did not start: %s", e.what());
            return false;
        }
        client = std::make_unique<test::TestClient>(gate->port());
        window = std::make_unique<MainWindow>(MainWindow::profileForUrl(store.sharedUrl()));
        window->setRefreshInterval(1s); // the window's counts: the clock of the quiet checks
        page = window->dashboard();
        page->setRefreshInterval(200ms);
        window->show();
        window->pages()->setCurrentWidget(page);
        return QTest::qWaitForWindowExposed(window.get());
    }

    QString metricsUrl() const {
        return QStringLiteral("http://127.0.0.1:%1/metrics").arg(gate->metricsPort());
    }

    int post(const QByteArray& key, const QByteArray& body) {
        return client
            ->send("POST", "/orders",
                   {{"Idempotency-Key", key}, {"Content-Type", "application/json"},
                    {"Authorization", "Bearer dashboard-test"}},
                   body)
            .status;
    }
};

QByteArray freshKey() {
    return TokenGenerator::uuid().toLatin1();
}

} // namespace

class Tst_dashboard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() {
        // Each test starts from the default range and thresholds.
        QSettings(QStringLiteral("IdemScope"), QStringLiteral("idemscope")).remove(QStringLiteral("dashboard"));
    }

    void storeCountersAndDuplicateRatio_data();
    void storeCountersAndDuplicateRatio();
    void prometheusRatesAfterTwoScrapes();
    void pauseStopsRefreshes();
    void hiddenPageStopsRequests();
    void exports();
    void metricsPasswordIsNotSaved();
};

void Tst_dashboard::storeCountersAndDuplicateRatio_data() {
    QTest::addColumn<int>("fresh");
    QTest::addColumn<int>("replaysEach");
    QTest::addColumn<int>("mismatches");
    QTest::newRow("6 fresh, 2 replays each, 1 changed body") << 6 << 2 << 1;
    QTest::newRow("4 fresh, no duplicates") << 4 << 0 << 0;
}

void Tst_dashboard::storeCountersAndDuplicateRatio() {
    QFETCH(int, fresh);
    QFETCH(int, replaysEach);
    QFETCH(int, mismatches);
    Rig rig;
    QVERIFY(rig.start());
    QList<QByteArray> keys;
    for (int i = 0; i < fresh; ++i) {
        keys << freshKey();
        QCOMPARE(rig.post(keys.last(), "{\"item\":\"tea\",\"n\":" + QByteArray::number(i) + '}'),
                 201);
    }
    for (int r = 0; r < replaysEach; ++r) {
        for (int i = 0; i < fresh; ++i)
            QCOMPARE(rig.post(keys[i], "{\"item\":\"tea\",\"n\":" + QByteArray::number(i) + '}'),
                     201);
    }
    for (int i = 0; i < mismatches; ++i)
        QCOMPARE(rig.post(keys[i], "{\"item\":\"coffee\"}"), 422);
    const int replays = fresh * replaysEach;

    // The store counted them (the gateway's store calls): the figures the dashboard must show.
    const StatsSeries direct = rig.store->stats(5min);
    QCOMPARE(direct.total(Counter::Acquired), qint64(fresh));
    QCOMPARE(direct.total(Counter::Replayed), qint64(replays));
    QCOMPARE(direct.total(Counter::Mismatch), qint64(mismatches));

    // Per interval: once the interval of the last request has ended, the charts hold all of it.
    QTRY_COMPARE_WITH_TIMEOUT(
        total(rig.page->shownSeries(DashboardPage::ClaimsChart), QStringLiteral("Acquired")),
        double(fresh), kTimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(
        total(rig.page->shownSeries(DashboardPage::DuplicatesChart), QStringLiteral("Replayed")),
        double(replays), kTimeoutMs);
    // The 422 came last: its interval may end after the replays' one.
    QTRY_COMPARE_WITH_TIMEOUT(total(rig.page->shownSeries(DashboardPage::DuplicatesChart),
                                    QStringLiteral("Mismatch (422)")),
                              double(mismatches), kTimeoutMs);
    QCOMPARE(total(rig.page->shownSeries(DashboardPage::DuplicatesChart),
                   QStringLiteral("In flight (409)")),
             0.0);

    // (replayed + in flight + mismatch) / (acquired + those), over the range.
    const double expected = double(replays + mismatches) / double(fresh + replays + mismatches);
    QVERIFY(rig.page->duplicateRatio());
    QCOMPARE(*rig.page->duplicateRatio(), expected);
    auto* value = rig.page->findChild<QLabel*>(QStringLiteral("duplicateRatioValue"));
    QVERIFY(value);
    QVERIFY2(value->text().startsWith(QLocale().toString(expected * 100, 'f', expected < 0.1 ? 2 : 1)),
             qPrintable(value->text()));
    const Severity severity = expected > 0.30 ? Severity::Warning : Severity::Ok;
    QCOMPARE(rig.page->duplicateRatioSeverity(), severity);
    QCOMPARE(value->palette().color(QPalette::WindowText),
             ui::severityColor(severity, rig.page->palette()));
    // A threshold above the figure turns it green, and is kept for the next start.
    ui::Thresholds relaxed;
    relaxed.duplicateRatio = 0.95;
    rig.page->setThresholds(relaxed);
    QCOMPARE(rig.page->duplicateRatioSeverity(), Severity::Ok);
    QCOMPARE(value->palette().color(QPalette::WindowText),
             ui::severityColor(Severity::Ok, rig.page->palette()));
    QCOMPARE(ui::Thresholds::load(), relaxed);

    // The state distribution comes with the window's counts: every key is completed.
    QTRY_VERIFY_WITH_TIMEOUT(!rig.page->shownBars().isEmpty(), kTimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(rig.page->shownBars().at(3).value, double(fresh), kTimeoutMs);
    QCOMPARE(rig.page->stuck().value_or(-1), qint64(0));
}

void Tst_dashboard::prometheusRatesAfterTwoScrapes() {
    Rig rig;
    QVERIFY(rig.start());
    QSignalSpy rates(rig.page, &DashboardPage::gatewayRatesShown);
    QVERIFY(rig.page->setMetricsUrl(rig.metricsUrl()));
    QVERIFY(!rig.page->setMetricsUrl(QStringLiteral("ftp://127.0.0.1/metrics")));
    QVERIFY(rig.page->metricsUrl().isEmpty());
    QVERIFY(rig.page->setMetricsUrl(rig.metricsUrl()));
    // The first scrape alone gives no rate.
    QTRY_VERIFY_WITH_TIMEOUT(rig.page->scraper()->scrapesParsed() >= 1, kTimeoutMs);

    // Traffic after the first scrape: every increase the dashboard sees comes from it.
    constexpr int kFresh = 3;
    for (int i = 0; i < kFresh; ++i) {
        const QByteArray key = freshKey();
        QCOMPARE(rig.post(key, "{\"item\":\"bagel\"}"), 201);
        QCOMPARE(rig.post(key, "{\"item\":\"bagel\"}"), 201); // a replay
    }
    // Increase = rate × seconds between scrapes, summed over the points shown since.
    auto increase = [&](const QString& outcome) {
        double sum = 0;
        for (const QList<QVariant>& args : std::as_const(rates)) {
            const auto g = args.first().value<metrics::GatewayRates>();
            for (const auto& [o, perSecond] : g.outcomes) {
                if (o == outcome)
                    sum += perSecond * g.seconds;
            }
        }
        return std::round(sum * 1000) / 1000;
    };
    QTRY_COMPARE_WITH_TIMEOUT(increase(QStringLiteral("acquired")), double(kFresh), kTimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(increase(QStringLiteral("replayed")), double(kFresh), kTimeoutMs);
    QCOMPARE(increase(QStringLiteral("mismatch")), 0.0);
    QVERIFY(rig.page->scraper()->scrapesParsed() >= 2);

    // The charts hold the rates, the error rate is 0 and the latency is known for the points
    // that had requests.
    QVERIFY(total(rig.page->shownSeries(DashboardPage::GatewayRequests), QStringLiteral("Acquired")) > 0);
    QVERIFY(total(rig.page->shownSeries(DashboardPage::GatewayRequests), QStringLiteral("Replayed")) > 0);
    bool latency = false;
    bool errors = false;
    for (const QList<QVariant>& args : std::as_const(rates)) {
        const auto g = args.first().value<metrics::GatewayRates>();
        latency = latency || std::isfinite(g.p99Seconds);
        errors = errors || g.errorRate.value_or(0) > 0;
    }
    QVERIFY(latency);
    QVERIFY(!errors);
    QVERIFY(!rig.page->shownSeries(DashboardPage::GatewayLatency).isEmpty());
    QVERIFY(!rig.page->shownSeries(DashboardPage::GatewayLatency).at(1).points.isEmpty());
}

namespace {

/// A rig whose dashboard scrapes the gateway and has had one stats answer, and the spies of the
/// quiet checks: the worker's stats answers and the window's own counts refreshes.
struct QuietCheck {
    Rig rig;
    std::unique_ptr<QSignalSpy> answers;
    std::unique_ptr<QSignalSpy> counts;
    /// Requests the page had made, and not had answered, before the spy listened: their
    /// answers are not in `answers` (the first may come back while rig.start() still waits).
    int askedBeforeSpy = 0;

    bool start() {
        if (!rig.start() || !rig.page->setMetricsUrl(rig.metricsUrl()))
            return false;
        answers = std::make_unique<QSignalSpy>(rig.window.get(), &MainWindow::statsReady);
        askedBeforeSpy = rig.page->statsRequests() - (rig.page->isStatsInFlight() ? 1 : 0);
        counts = std::make_unique<QSignalSpy>(rig.window.get(), &MainWindow::countsShown);
        return answers->wait(kTimeoutMs) &&
               QTest::qWaitFor([&] { return rig.page->scraper()->scrapesParsed() >= 1; },
                               kTimeoutMs);
    }

    /// Once the requests in flight are answered, the worker answers no stats request and no
    /// scrape starts while the window refreshes its counts kQuietRefreshes times (each such
    /// answer comes after any stats request queued before it). Returns the scrapes started.
    int expectQuiet() {
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(!rig.page->isStatsInFlight() &&
                                         !rig.page->scraper()->isInFlight(),
                                     kTimeoutMs);
        }();
        const qsizetype answered = answers->size();
        const int asked = rig.page->statsRequests();
        const int scrapes = rig.page->scraper()->scrapesStarted();
        [&] {
            // One answer per request the worker received since the spy listened.
            QCOMPARE(answered, qsizetype(asked - askedBeforeSpy));
            const qsizetype countsBefore = counts->size();
            QTRY_VERIFY_WITH_TIMEOUT(counts->size() >= countsBefore + kQuietRefreshes,
                                     kTimeoutMs);
            QCOMPARE(answers->size(), answered);
            QCOMPARE(rig.page->statsRequests(), asked);
            QCOMPARE(rig.page->scraper()->scrapesStarted(), scrapes);
        }();
        return scrapes;
    }

    /// Refreshing again: a stats answer and more scrapes.
    bool resumes(int scrapes) {
        return answers->wait(kTimeoutMs) &&
               QTest::qWaitFor([&] { return rig.page->scraper()->scrapesStarted() > scrapes; },
                               kTimeoutMs);
    }
};

} // namespace

void Tst_dashboard::pauseStopsRefreshes() {
    QuietCheck check;
    QVERIFY(check.start());
    check.rig.page->setPaused(true);
    const int scrapes = check.expectQuiet();
    if (QTest::currentTestFailed())
        return;
    check.rig.page->setPaused(false);
    QVERIFY(check.resumes(scrapes));
}

void Tst_dashboard::hiddenPageStopsRequests() {
    QuietCheck check;
    QVERIFY(check.start());
    check.rig.window->pages()->setCurrentIndex(0); // the Tokens tab
    QVERIFY(!check.rig.page->isVisible());
    const int scrapes = check.expectQuiet();
    if (QTest::currentTestFailed())
        return;
    // Shown again: it refreshes at once and keeps going.
    check.rig.window->pages()->setCurrentWidget(check.rig.page);
    QVERIFY(check.resumes(scrapes));
}

void Tst_dashboard::exports() {
    Rig rig;
    QVERIFY(rig.start());
    const QByteArray key = freshKey();
    QCOMPARE(rig.post(key, "{}"), 201);
    QCOMPARE(rig.post(key, "{}"), 201);
    QTRY_COMPARE_WITH_TIMEOUT(
        total(rig.page->shownSeries(DashboardPage::DuplicatesChart), QStringLiteral("Replayed")),
        1.0, kTimeoutMs);
    QTemporaryDir dir;
    QSignalSpy finished(rig.page, &DashboardPage::exportFinished);
    const QString csv = dir.filePath(QStringLiteral("dashboard.csv"));
    rig.page->exportCsv(csv);
    QVERIFY(finished.wait(kTimeoutMs));
    QVERIFY2(finished.last().at(1).toBool(), qPrintable(finished.last().at(2).toString()));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"));
    QCOMPARE(lines.first(), QStringLiteral("chart,series,time,value"));
    // One row per point shown: the replay is there with its interval's start.
    const QStringList replayRows = lines.filter(QStringLiteral("duplicatesChart,Replayed,"));
    QVERIFY(!replayRows.isEmpty());
    QCOMPARE(replayRows.filter(QRegularExpression(QStringLiteral(",1$"))).size(), 1);

    const QString png = dir.filePath(QStringLiteral("dashboard.png"));
    rig.page->exportPng(png);
    QVERIFY(finished.wait(kTimeoutMs));
    QVERIFY(finished.last().at(1).toBool());
    QImage image(png);
    QCOMPARE(image.size(), rig.page->size() * rig.page->devicePixelRatio());
}

// Issue 15, case 11: the metrics URL is kept in the settings file; its password (the scraper
// sends the user info as Basic credentials) is not.
void Tst_dashboard::metricsPasswordIsNotSaved() {
    Rig rig;
    QVERIFY(rig.start());
    QUrl url(rig.metricsUrl());
    url.setUserInfo(QStringLiteral("scraper:m3trics-s3cret"));
    QVERIFY(rig.page->setMetricsUrl(url.toString()));
    QCOMPARE(QUrl(rig.page->metricsUrl()).password(), QStringLiteral("m3trics-s3cret"));
    QSettings settings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"));
    settings.sync();
    QFile file(settings.fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray onDisk = file.readAll();
    QVERIFY2(onDisk.contains("scraper@127.0.0.1"), onDisk.constData());
    QVERIFY2(!onDisk.contains("m3trics-s3cret"), onDisk.constData());
}

QTEST_MAIN(Tst_dashboard)
#include "tst_dashboard.moc"
