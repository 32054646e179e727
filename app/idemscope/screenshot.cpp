// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// idemscope --screenshot: the choreography that brings the console to the picture asked for
// (--view) and saves it. Used by the documentation's screenshots (docs/screenshots/) and by
// the tests idemscope_*_screenshot and scripts/test-deb-install.sh.
#include "screenshot.h"

#include "console.h"
#include "dashboard/dashboardpage.h"
#include "mainwindow.h"
#include "scenariopage.h"
#include "store/tokenstore.h"
#include "workbenchpage.h"

#include <QCoreApplication>
#include <QDir>
#include <QPixmap>
#include <QTabWidget>
#include <QTimer>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>

namespace {

using namespace std::chrono_literals;

/// How long --screenshot waits for the first data before it gives up.
constexpr auto kScreenshotTimeout = 60s;

/// Steps of data the dashboard's screenshot waits for (see arrangeBrowserShot).
constexpr int kDashboardSteps = 3;

/// How a --screenshot run ends: exit with `code` once (the first call wins), the message on
/// stderr. Copies share the state.
class ShotEnd {
public:
    void operator()(int code, const QString& message) const {
        if (*m_done)
            return;
        *m_done = true;
        if (!message.isEmpty())
            std::fprintf(stderr, "idemscope: %s\n", qPrintable(message));
        QCoreApplication::exit(code);
    }
    bool done() const { return *m_done; }

private:
    std::shared_ptr<bool> m_done = std::make_shared<bool>(false);
};

/// Saves `window` to `file` as a PNG, then ends the run (1 when the file cannot be written).
/// Call it from the event loop, once the layouts the last answer changed are done.
std::function<void()> windowGrab(QWidget& window, const QString& file, ShotEnd end) {
    return [&window, file, end] {
        if (!window.grab().save(file, "PNG")) {
            end(1, QCoreApplication::translate("main", "Cannot write %1.")
                       .arg(QDir::toNativeSeparators(file)));
            return;
        }
        end(0, QString());
    };
}

template <typename Finish>
void failOnStoreErrorOrTimeout(idem::ui::MainWindow& window, Finish finish) {
    QObject::connect(&window, &idem::ui::MainWindow::storeFailed, &window,
                     [finish](idem::ErrorKind, const QString& message) { finish(1, message); });
    QTimer::singleShot(kScreenshotTimeout, &window, [finish] {
        finish(1, QCoreApplication::translate("main", "No data arrived for the screenshot."));
    });
}

/// Steps of `series` with a value above zero.
int nonZeroPoints(const idem::ui::charts::TimeSeries& series) {
    return int(std::count_if(series.points.begin(), series.points.end(),
                             [](const QPointF& p) { return p.y() > 0; }));
}

template <typename Grab, typename Finish>
void arrangeDashboardShot(idem::ui::MainWindow& window, Grab grab, Finish finish) {
    idem::ui::DashboardPage* page = window.dashboard();
    window.pages()->setCurrentWidget(page);
    auto shot = std::make_shared<bool>(false);
    auto check = [page, grab, shot] {
        using Page = idem::ui::DashboardPage;
        if (*shot)
            return;
        const auto claims = page->shownSeries(Page::ClaimsChart);
        const auto duplicates = page->shownSeries(Page::DuplicatesChart);
        if (claims.size() < 2 || duplicates.isEmpty() || !page->stuck() ||
            nonZeroPoints(claims[1]) < kDashboardSteps ||
            nonZeroPoints(duplicates[0]) < kDashboardSteps)
            return;
        if (!page->metricsUrl().isEmpty()) {
            const auto requests = page->shownSeries(Page::GatewayRequests);
            if (requests.isEmpty() || requests.first().points.size() < kDashboardSteps)
                return;
        }
        *shot = true;
        QTimer::singleShot(0, page, grab);
    };
    QObject::connect(page, &idem::ui::DashboardPage::statsShown, page, check);
    QObject::connect(page, &idem::ui::DashboardPage::gatewayRatesShown, page, check);
    QObject::connect(page, &idem::ui::DashboardPage::countsShown, page, check);
    failOnStoreErrorOrTimeout(window, finish);
}

/// --view workbench: the Workbench tab after a replay of 10 of its composed request (on the
/// demo: the demo gateway's /orders) has finished with its verdict.
void arrangeWorkbenchScreenshot(idem::ui::MainWindow& window, idem::ui::WorkbenchPage& workbench,
                                const QString& file) {
    const ShotEnd finish;
    const auto grab = windowGrab(window, file, finish);
    QObject::connect(&workbench, &idem::ui::WorkbenchPage::replayFinished, &window,
                     [&window, grab](const idem::workbench::ReplayResult&) {
                         QTimer::singleShot(0, &window, grab);
                     });
    window.pages()->setCurrentWidget(&workbench);
    QTimer::singleShot(0, &workbench, [&workbench] { workbench.startReplay(10, 1); });
    QTimer::singleShot(kScreenshotTimeout, &window, [finish] {
        finish(1, QCoreApplication::translate("main", "The replay did not finish in time."));
    });
}

/// --view scenarios: the Scenarios tab after a "duplicates" run of 400 requests, 20 at a time,
/// with the workbench's composed request (on the demo: the demo gateway's /orders).
void arrangeScenarioScreenshot(idem::ui::MainWindow& window, idem::ui::ScenarioPage& page,
                               const QString& file) {
    const ShotEnd finish;
    const auto grab = windowGrab(window, file, finish);
    QObject::connect(&page, &idem::ui::ScenarioPage::finished, &window,
                     [&window, grab](const idem::workbench::ScenarioResult&) {
                         QTimer::singleShot(0, &window, grab);
                     });
    window.pages()->setCurrentWidget(&page);
    QTimer::singleShot(0, &page, [&page, finish] {
        if (!page.run(idem::workbench::ScenarioKind::Duplicates, 400, 20))
            finish(1, page.resultText());
    });
    QTimer::singleShot(kScreenshotTimeout, &window, [finish] {
        finish(1, QCoreApplication::translate("main", "The scenario did not finish in time."));
    });
}

/// --screenshot: once the first counts and the first page are shown, save the window as a PNG
/// and exit 0; exit 1 on the first store error or if nothing arrives in time. For the demo it
/// also waits for the stuck tokens (their short lease lapses by itself) and then re-reads the
/// page so that its rows show them too.
///
/// The dashboard's picture waits until its charts show data: the store's acquired and replayed
/// series non-zero in at least kDashboardSteps steps, and, when a metrics URL is set (the demo
/// sets one), kDashboardSteps points of the gateway's rates.
void arrangeBrowserShot(idem::ui::MainWindow& window, const QString& file, bool demo,
                        const QString& view) {
    const bool audit = view == QLatin1String("audit");
    struct Progress {
        bool countsReady = false;
        bool pageReady = false;
        bool selected = false;
    };
    auto progress = std::make_shared<Progress>();
    const ShotEnd finish;
    const auto grab = windowGrab(window, file, finish);
    if (view == QLatin1String("dashboard")) {
        arrangeDashboardShot(window, grab, finish);
        return;
    }
    // The demo's picture shows a stuck token selected, with its details: what the console is
    // for. Grabbed from the event loop, once the layouts the last answer changed are done.
    auto shoot = [&window, demo, audit, progress, grab, finish] {
        if (finish.done() || !progress->countsReady || !progress->pageReady)
            return;
        if (audit) {
            // The Audit tab reads the log when it is shown; auditShown shoots.
            if (!progress->selected) {
                progress->selected = true;
                window.pages()->setCurrentIndex(1);
            }
            return;
        }
        if (demo && !progress->selected) {
            progress->selected = true;
            for (const idem::TokenRecord& r : window.loadedRecords()) {
                if (r.stuck && r.state == idem::State::Processing &&
                    window.selectToken(r.key, r.scope))
                    return; // detailsShown shoots
            }
        }
        QTimer::singleShot(0, &window, grab);
    };
    QObject::connect(&window, &idem::ui::MainWindow::auditShown, &window,
                     [&window, audit, progress, grab, finish](int) {
                         if (audit && progress->selected && !finish.done())
                             QTimer::singleShot(0, &window, grab);
                     });
    QObject::connect(&window, &idem::ui::MainWindow::detailsShown, &window,
                     [&window, progress, grab, finish](const std::optional<idem::TokenRecord>&) {
                         if (progress->selected && !finish.done())
                             QTimer::singleShot(0, &window, grab);
                     });
    QObject::connect(&window, &idem::ui::MainWindow::countsShown, &window,
                     [&window, demo, progress, shoot](const idem::StateCounts& counts) {
                         if (progress->countsReady || (demo && counts.stuck == 0))
                             return;
                         progress->countsReady = true;
                         if (demo) {
                             progress->pageReady = false;
                             window.reloadTokens();
                         }
                         shoot();
                     });
    QObject::connect(&window, &idem::ui::MainWindow::pageShown, &window, [progress, shoot](int) {
        progress->pageReady = true;
        shoot();
    });
    failOnStoreErrorOrTimeout(window, finish);
}

} // namespace

void arrangeScreenshot(Console& console, const idem::ui::ConnectionProfile& profile,
                       const QString& file, const QString& view) {
    idem::ui::MainWindow& window = *console.window();
    if (view == QLatin1String("workbench"))
        arrangeWorkbenchScreenshot(window, *console.workbench(), file);
    else if (view == QLatin1String("scenarios"))
        arrangeScenarioScreenshot(window, *console.scenarios(), file);
    else
        arrangeBrowserShot(window, file, profile.demo, view);
}
