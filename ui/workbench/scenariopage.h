// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "translatedtexts.h"
#include "workbench/scenario.h"
#include "workerthread.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QWidget>
#include <functional>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace idem::ui {

namespace charts {
class BarChart;
class TimeChart;
} // namespace charts

/// The console's Scenarios tab: the seed's load plan (normal, duplicates, mixed, burst) against
/// the request composed in the Workbench (or any URL): totals, concurrency, duplicate ratio,
/// duration bound; Run with a progress bar and Cancel; live charts of throughput and latency
/// over time and a latency histogram (through ui/charts' engine-neutral interface); the
/// figures; "Save report" (HTML with the charts inline, and a CSV of the samples).
///
/// The run (core/workbench's ScenarioRun) lives on its own thread, "scenario-runner" (a
/// WorkerThread); progress and the result come back by queued signals, so the window never
/// waits on the network, not even when the page goes while a run is in flight. The
/// report is written on the GUI thread from memory (small). GUI thread only.
class ScenarioPage : public QWidget {
    Q_OBJECT
public:
    /// `request` gives the workbench's composed request when Run is pressed.
    explicit ScenarioPage(std::function<idem::workbench::RequestSpec()> request,
                          QWidget* parent = nullptr);
    ~ScenarioPage() override; ///< Cancels a run; does not wait for its thread to end.

    void setStatsUrl(const QUrl& url);
    /// Runs with the form's settings; false (reason in the status line) when refused.
    bool run();
    /// Runs `options` (the form is filled from them).
    bool run(const idem::workbench::ScenarioOptions& options);
    /// Runs `kind` with the form's other settings but `requests` and `concurrency`.
    bool run(idem::workbench::ScenarioKind kind, int requests, int concurrency);
    void cancel();
    bool isRunning() const { return m_thread.isActive(); }

    const std::optional<idem::workbench::ScenarioResult>& lastResult() const { return m_last; }
    /// Writes the last result's report to `htmlPath` and its samples next to it (.csv);
    /// false with the reason in `error`.
    bool saveReport(const QString& htmlPath, QString* error = nullptr) const;
    QString resultText() const;
    int progressValue() const;
    void retranslateUi();

signals:
    void progressed(int answered, int planned);
    void finished(const idem::workbench::ScenarioResult& result);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Sets `property` of `object` to tr(source) now and on every language change (`source`
    /// marked with QT_TR_NOOP at the call, so that lupdate finds it).
    template <typename T> T* translated(T* object, const char* property, const char* source) {
        return m_texts.set(object, property, source);
    }

    void onProgress(int answered, int planned, const QList<idem::workbench::Sample>& samples);
    void onFinished(const idem::workbench::ScenarioResult& result);
    void updateCharts(bool final);
    void saveInteractively();
    void stopThread();

    std::function<idem::workbench::RequestSpec()> m_request;
    TranslatedTexts m_texts{this};
    WorkerThread m_thread{QStringLiteral("scenario-runner")};
    QPointer<idem::workbench::ScenarioRun> m_run;
    QList<idem::workbench::Sample> m_live;
    std::optional<idem::workbench::ScenarioResult> m_last;
    qint64 m_startedAtMs = 0;
    QElapsedTimer m_chartClock;

    QComboBox* m_kind = nullptr;
    QSpinBox* m_requests = nullptr;
    QSpinBox* m_concurrency = nullptr;
    QDoubleSpinBox* m_ratio = nullptr;
    QSpinBox* m_duration = nullptr;
    QLineEdit* m_stats = nullptr;
    QPushButton* m_runButton = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QPushButton* m_saveButton = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_results = nullptr;
    charts::TimeChart* m_throughput = nullptr;
    charts::TimeChart* m_latency = nullptr;
    charts::BarChart* m_histogram = nullptr;
};

} // namespace idem::ui
