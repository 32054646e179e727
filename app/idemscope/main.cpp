// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// idemscope: the desktop console. Everything lives in ui/ and core/; this file only reads the
// command line and opens the main window.
#include "connectionspanel.h"
#include "dashboard/dashboardpage.h"
#include "demoenvironment.h"
#include "language.h"
#include "mainwindow.h"
#include "scenariopage.h"
#include "store/tokenstore.h"
#include "theme.h"
#include "workbenchpage.h"
#include "workerthread.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QDockWidget>
#include <QPixmap>
#include <QTabWidget>
#include <QTimer>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>

namespace {

using namespace std::chrono_literals;

/// How long --screenshot waits for the first data before it gives up.
constexpr auto kScreenshotTimeout = 60s;

void configure(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "IdemScope console: browse idempotency tokens."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("store"),
                      QCoreApplication::translate(
                          "main", "Store URL (default: $IDEMSCOPE_STORE, else the default file)."),
                      QStringLiteral("url")});
    parser.addOption(
        {QStringLiteral("demo"),
         QCoreApplication::translate(
             "main", "Open the built-in Demo: a temporary store with an in-process gateway, demo "
                     "upstream and live traffic.")});
    parser.addOption({QStringLiteral("allow-writes"),
                      QCoreApplication::translate(
                          "main", "Allow release, expire and delete on the --store connection "
                                  "(read-only without it; the demo always allows them).")});
    parser.addOption({QStringLiteral("view"),
                      QCoreApplication::translate(
                          "main", "The page --screenshot shows: tokens (default), audit, dashboard, "
                                  "workbench (a finished replay on the demo) or scenarios (a "
                                  "finished duplicates run)."),
                      QStringLiteral("page"), QStringLiteral("tokens")});
    parser.addOption({QStringLiteral("screenshot"),
                      QCoreApplication::translate(
                          "main", "Save the window as a PNG once the first data is shown, then "
                                  "exit."),
                      QStringLiteral("file")});
    parser.addOption(
        {QStringLiteral("lang"),
         QCoreApplication::translate("main", "Language of this run: zh_CN, en or system (default: "
                                             "the choice of View > Language, else the system's)."),
         QStringLiteral("language")});
    parser.addOption({QStringLiteral("palette"),
                      QCoreApplication::translate(
                          "main", "Colours: system (default), light or dark (the Fusion style)."),
                      QStringLiteral("name"), QStringLiteral("system")});
}

/// Installs this run's language before any text is made (--help included): --lang when given
/// (not saved), else the choice saved by View > Language, else the system's. A bad --lang is
/// reported by the real parse later.
void applyLanguage(const QStringList& arguments) {
    QCommandLineParser parser;
    configure(parser);
    parser.parse(arguments);
    const auto chosen = idem::ui::Language::parseChoice(parser.value(QStringLiteral("lang")));
    idem::ui::Language::apply(parser.isSet(QStringLiteral("lang")) && chosen
                                  ? *chosen
                                  : idem::ui::Language::savedChoice());
}

bool asksForHelpOrVersion(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        for (const char* option : {"-h", "--help", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

void fail(const QString& message) {
    std::fprintf(stderr, "idemscope: %s\n", qPrintable(message));
}

/// Steps of data the dashboard's screenshot waits for (see arrangeScreenshot).
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
            fail(message);
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

template <typename Finish> void failOnStoreErrorOrTimeout(idem::ui::MainWindow& window, Finish finish) {
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
void arrangeScreenshot(idem::ui::MainWindow& window, const QString& file, bool demo,
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

int main(int argc, char** argv) {
    QCoreApplication::setOrganizationName(QStringLiteral("IdemScope"));
    QCoreApplication::setApplicationName(QStringLiteral("IdemScope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IDEMSCOPE_VERSION));

    // --help and --version must work without a display, so they are answered before a
    // QApplication (which needs one) exists. process() prints and exits.
    if (asksForHelpOrVersion(argc, argv)) {
        QCoreApplication app(argc, argv);
        applyLanguage(QCoreApplication::arguments());
        QCommandLineParser parser;
        configure(parser);
        parser.process(app);
        return 0;
    }

    // Usage errors too are answered before the QApplication: a typo must not need a display.
    {
        QStringList arguments;
        for (int i = 0; i < argc; ++i)
            arguments << QString::fromLocal8Bit(argv[i]);
        QCommandLineParser check;
        configure(check);
        if (!check.parse(arguments)) {
            fail(check.errorText());
            return 2;
        }
        const QString view = check.value(QStringLiteral("view"));
        if (view != QLatin1String("tokens") && view != QLatin1String("audit") &&
            view != QLatin1String("dashboard") && view != QLatin1String("workbench") &&
            view != QLatin1String("scenarios")) {
            fail(QCoreApplication::translate(
                "main", "--view must be tokens, audit, dashboard, workbench or scenarios."));
            return 2;
        }
        if (!idem::ui::Language::parseChoice(check.value(QStringLiteral("lang")))) {
            fail(QCoreApplication::translate("main", "--lang must be zh_CN, en or system."));
            return 2;
        }
        const QString palette = check.value(QStringLiteral("palette"));
        if (palette != QLatin1String("system") && palette != QLatin1String("light") &&
            palette != QLatin1String("dark")) {
            fail(QCoreApplication::translate("main", "--palette must be system, light or dark."));
            return 2;
        }
        if (check.isSet(QStringLiteral("demo")) && check.isSet(QStringLiteral("store"))) {
            fail(QCoreApplication::translate("main", "--demo and --store exclude each other."));
            return 2;
        }
    }

    QApplication app(argc, argv);
    applyLanguage(QCoreApplication::arguments());
    QCommandLineParser parser;
    configure(parser);
    parser.process(app);
    idem::ui::theme::applyPalette(parser.value(QStringLiteral("palette")));
    const bool demo = parser.isSet(QStringLiteral("demo"));

    const QString screenshot = parser.value(QStringLiteral("screenshot"));
    const QString view = parser.value(QStringLiteral("view"));

    // The connection manager (saved profiles, keychain, the built-in Demo) docks on the left;
    // whatever it connects to replaces the store the window shows.
    auto* panel = new idem::ui::ConnectionsPanel();
    std::unique_ptr<idem::ui::MainWindow> window;
    idem::ui::WorkbenchPage* workbench = nullptr;
    idem::ui::ScenarioPage* scenarios = nullptr;
    // The Demo profile: the composer starts on the demo gateway, the stats on its upstream.
    const auto prefillDemo = [&](const idem::ui::ConnectionProfile& profile) {
        const idem::ui::DemoEnvironment* env = panel->demoEnvironment();
        if (!profile.demo || !env || !env->isRunning() || !workbench)
            return;
        const QUrl stats(QStringLiteral("http://127.0.0.1:%1/orders/stats").arg(env->upstreamPort()));
        workbench->setDefaults(
            QUrl(QStringLiteral("http://127.0.0.1:%1/orders").arg(env->gatewayPort())), stats);
        scenarios->setStatsUrl(stats);
    };
    const auto showWindow = [&](const idem::ui::ConnectionProfile& profile) {
        window = std::make_unique<idem::ui::MainWindow>(profile);
        workbench = new idem::ui::WorkbenchPage;
        window->addPage(workbench, QString());
        scenarios = new idem::ui::ScenarioPage([workbench] { return workbench->request(); });
        window->addPage(scenarios, QString());
        QObject::connect(window.get(), &idem::ui::MainWindow::openInWorkbenchRequested, workbench,
                         [&window, workbench](const idem::TokenRecord& record) {
                             workbench->openRecord(record);
                             window->pages()->setCurrentWidget(workbench);
                         });
        prefillDemo(profile);
        // The panel names itself in the language shown, and again after a language change.
        auto* dock = new QDockWidget(panel->windowTitle());
        QObject::connect(panel, &QWidget::windowTitleChanged, dock, &QWidget::setWindowTitle);
        dock->setObjectName(QStringLiteral("connectionsDock"));
        dock->setWidget(panel);
        window->addDockWidget(Qt::LeftDockWidgetArea, dock);
        panel->showOpenProfile(profile); // what the window shows, not the panel's default
        window->show();
        if (!screenshot.isEmpty() && view == QLatin1String("workbench"))
            arrangeWorkbenchScreenshot(*window, *workbench, screenshot);
        else if (!screenshot.isEmpty() && view == QLatin1String("scenarios"))
            arrangeScenarioScreenshot(*window, *scenarios, screenshot);
        else if (!screenshot.isEmpty())
            arrangeScreenshot(*window, screenshot, profile.demo, view);
    };
    QObject::connect(panel, &idem::ui::ConnectionsPanel::connectRequested, panel,
                     [&](const idem::ui::ConnectionProfile& profile) {
                         if (window) {
                             window->openProfile(profile);
                             panel->showOpenProfile(profile);
                             prefillDemo(profile);
                         } else {
                             showWindow(profile);
                         }
                     });

    if (demo) {
        // The Demo profile: an embedded store with an in-process gateway, the demo upstream
        // and a little traffic, started in the background; the window opens once it runs.
        QObject::connect(
            panel, &idem::ui::ConnectionsPanel::connectFailed, panel,
            [&](const idem::ui::ConnectionProfile& profile, const QString& message) {
                if (!profile.demo || window)
                    return;
                fail(
                    QCoreApplication::translate("main", "The demo did not start: %1").arg(message));
                QCoreApplication::exit(1);
            });
        panel->connectProfile(QStringLiteral("demo"));
    } else {
        const QString storeUrl = idem::resolveStoreUrl(parser.value(QStringLiteral("store")));
        showWindow(idem::ui::MainWindow::profileForUrl(
            storeUrl, parser.isSet(QStringLiteral("allow-writes"))));
    }
    const int code = app.exec();
    // The browser lets go of the store before the panel stops the demo behind it.
    if (window)
        window->shutdownWorker();
    else
        delete panel;
    window.reset();
    // The window and the panel stopped their background threads without waiting for them (a
    // store call on a frozen server lasts up to the store's timeout: 5 s Redis, 10 s
    // PostgreSQL). They get WorkerThread::kExitBound to end; past it the process ends without
    // running destructors (std::_Exit), which a thread still inside a store call could race, and
    // the OS closes its socket.
    if (!idem::ui::WorkerThread::waitForStopped(idem::ui::WorkerThread::kExitBound)) {
        fail(QCoreApplication::translate(
            "main", "A store did not answer in time; exiting without waiting for it."));
        std::fflush(stdout);
        std::fflush(stderr);
        std::_Exit(code);
    }
    return code;
}
