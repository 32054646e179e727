// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "scenariopage.h"

#include "charts/chart.h"
#include "workbench/report.h"

#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QVBoxLayout>

namespace idem::ui {

using namespace idem::workbench;

ScenarioPage::ScenarioPage(std::function<RequestSpec()> request, QWidget* parent)
    : QWidget(parent), m_request(std::move(request)) {
    setObjectName(QStringLiteral("scenarioPage"));
    qRegisterMetaType<idem::workbench::Sample>();
    qRegisterMetaType<QList<idem::workbench::Sample>>();
    qRegisterMetaType<idem::workbench::ScenarioResult>();

    auto* form = new QFormLayout;
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("kind"));
    for (const ScenarioKind kind : {ScenarioKind::Normal, ScenarioKind::Duplicates,
                                    ScenarioKind::Mixed, ScenarioKind::Burst})
        m_kind->addItem(QString(), scenarioKindId(kind));
    m_requests = new QSpinBox(this);
    m_requests->setRange(1, 1000000);
    m_requests->setValue(1000);
    m_concurrency = new QSpinBox(this);
    m_concurrency->setRange(1, 1024);
    m_concurrency->setValue(10);
    m_ratio = new QDoubleSpinBox(this);
    m_ratio->setRange(-0.01, 0.99);
    m_ratio->setSingleStep(0.05);
    m_ratio->setDecimals(2);
    m_ratio->setValue(-0.01);
    translated(m_ratio, "specialValueText", QT_TR_NOOP("the kind's default"));
    m_duration = new QSpinBox(this);
    m_duration->setRange(1, 3600);
    m_duration->setValue(30);
    translated(m_duration, "suffix", QT_TR_NOOP(" s"));
    m_stats = new QLineEdit(this);
    translated(m_stats, "placeholderText", QT_TR_NOOP("optional: the upstream's execution counts"));
    form->addRow(translated(new QLabel(this), "text", QT_TR_NOOP("Scenario:")), m_kind);
    form->addRow(translated(new QLabel(this), "text", QT_TR_NOOP("Requests:")), m_requests);
    form->addRow(translated(new QLabel(this), "text", QT_TR_NOOP("Concurrency:")), m_concurrency);
    form->addRow(translated(new QLabel(this), "text", QT_TR_NOOP("Duplicate ratio:")), m_ratio);
    form->addRow(translated(new QLabel(this), "text", QT_TR_NOOP("Stop after:")), m_duration);
    form->addRow(translated(new QLabel(this), "text", QT_TR_NOOP("Stats URL:")), m_stats);

    auto* buttons = new QHBoxLayout;
    m_runButton = translated(new QPushButton(this), "text", QT_TR_NOOP("&Run"));
    m_runButton->setObjectName(QStringLiteral("runScenario"));
    m_cancelButton = translated(new QPushButton(this), "text", QT_TR_NOOP("Cancel"));
    m_cancelButton->setObjectName(QStringLiteral("cancelScenario"));
    m_cancelButton->setEnabled(false);
    m_saveButton = translated(new QPushButton(this), "text", QT_TR_NOOP("Save report…"));
    m_saveButton->setEnabled(false);
    buttons->addWidget(m_runButton);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_saveButton);
    buttons->addStretch();
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("scenarioProgress"));
    m_progress->setValue(0);
    m_results = new QLabel(this);
    m_results->setObjectName(QStringLiteral("scenarioResults"));
    m_results->setTextFormat(Qt::PlainText);
    m_results->setWordWrap(true);
    m_results->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto* left = new QVBoxLayout;
    left->addLayout(form);
    left->addLayout(buttons);
    left->addWidget(m_progress);
    left->addWidget(m_results, 1);

    m_throughput = charts::createTimeChart(this);
            m_latency = charts::createTimeChart(this);
            m_histogram = charts::createBarChart(this);
            auto* chartsLayout = new QGridLayout;
    chartsLayout->addWidget(m_throughput, 0, 0);
    chartsLayout->addWidget(m_latency, 0, 1);
    chartsLayout->addWidget(m_histogram, 1, 0, 1, 2);

    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 1);
    layout->addLayout(chartsLayout, 3);

    m_results->setText(tr("The request composed in the Workbench is sent with a fresh key per "
                          "planned key."));
    retranslateUi();

    connect(m_runButton, &QPushButton::clicked, this, [this] { run(); });
    connect(m_cancelButton, &QPushButton::clicked, this, &ScenarioPage::cancel);
    connect(m_saveButton, &QPushButton::clicked, this, &ScenarioPage::saveInteractively);
}

void ScenarioPage::retranslateUi() {
    setWindowTitle(tr("Scenarios")); // the tab's text (MainWindow::addPage)
    m_texts.retranslate();
    m_kind->setItemText(0, tr("normal — every request a fresh key"));
    m_kind->setItemText(1, tr("duplicates — the same keys again and again"));
    m_kind->setItemText(2, tr("mixed — fresh and duplicate requests"));
    m_kind->setItemText(3, tr("burst — ten times the concurrency at once"));
    m_throughput->setTitle(tr("Throughput"));
    m_throughput->setValueTitle(tr("answers/s"));
    m_latency->setTitle(tr("Latency"));
    m_latency->setValueTitle(tr("ms"));
    m_histogram->setTitle(tr("Latency histogram (each bar: up to its label)"));
    m_histogram->setValueTitle(tr("requests"));
}

void ScenarioPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

ScenarioPage::~ScenarioPage() {
    stopThread();
}

void ScenarioPage::setStatsUrl(const QUrl& url) {
    m_stats->setText(url.toString());
}

bool ScenarioPage::run(ScenarioKind kind, int requests, int concurrency) {
    m_kind->setCurrentIndex(m_kind->findData(scenarioKindId(kind)));
    m_requests->setValue(requests);
    m_concurrency->setValue(concurrency);
    return run();
}

bool ScenarioPage::run() {
    ScenarioOptions o;
    o.spec = m_request ? m_request() : RequestSpec{};
    o.kind = parseScenarioKind(m_kind->currentData().toString()).value_or(ScenarioKind::Normal);
    o.requests = m_requests->value();
    o.concurrency = m_concurrency->value();
    o.duplicateRatio = m_ratio->value() < 0 ? -1 : m_ratio->value();
    o.duration = std::chrono::seconds(m_duration->value());
    o.statsUrl = QUrl(m_stats->text().trimmed(), QUrl::StrictMode);
    return run(o);
}

bool ScenarioPage::run(const ScenarioOptions& options) {
    if (m_thread.isActive())
        return false;
    m_kind->setCurrentIndex(m_kind->findData(scenarioKindId(options.kind)));
    m_requests->setValue(options.requests);
    m_concurrency->setValue(options.concurrency);
    m_ratio->setValue(options.duplicateRatio < 0 ? -0.01 : options.duplicateRatio);
    m_stats->setText(options.statsUrl.toString());
    if (const QString problem = scenarioProblem(options); !problem.isEmpty()) {
        m_results->setText(problem);
        return false;
    }
    m_live.clear();
    m_last.reset();
    m_chartClock.invalidate();
    m_startedAtMs = QDateTime::currentMSecsSinceEpoch();
    m_progress->setRange(0, options.requests);
    m_progress->setValue(0);
    m_results->setText(tr("Running…"));
    m_runButton->setEnabled(false);
    m_cancelButton->setEnabled(true);
    m_saveButton->setEnabled(false);

    auto* runner = m_thread.start(new ScenarioRun(options));
    m_run = runner;
    connect(runner, &ScenarioRun::progress, m_thread.context(),
            [this](int answered, int planned, const QList<Sample>& samples) {
                onProgress(answered, planned, samples);
            });
    connect(runner, &ScenarioRun::finished, m_thread.context(),
            [this](const ScenarioResult& result) { onFinished(result); });
    QMetaObject::invokeMethod(runner, &ScenarioRun::start, Qt::QueuedConnection);
    return true;
}

void ScenarioPage::cancel() {
    if (m_run)
        QMetaObject::invokeMethod(m_run.data(), &ScenarioRun::cancel, Qt::QueuedConnection);
    m_cancelButton->setEnabled(false);
}

void ScenarioPage::stopThread() {
    if (!m_thread.isActive())
        return;
    // Cancelled first, so that a run cut short by the page's end stops sending at once; the
    // thread then ends without being waited for (WorkerThread's policy) and deletes the runner.
    if (m_run)
        QMetaObject::invokeMethod(m_run.data(), &ScenarioRun::cancel, Qt::QueuedConnection);
    m_thread.stop();
}

void ScenarioPage::onProgress(int answered, int planned, const QList<Sample>& samples) {
    m_progress->setMaximum(planned);
    m_progress->setValue(answered);
    m_live.append(samples);
    // The charts are recomputed from every sample: at most once a second while running.
    if (!m_chartClock.isValid() || m_chartClock.elapsed() >= 1000) {
        m_chartClock.start();
        updateCharts(false);
    }
    emit progressed(answered, planned);
}

void ScenarioPage::updateCharts(bool final) {
    qint64 lastMs = 0;
    for (const Sample& s : std::as_const(m_live))
        lastMs = std::max(lastMs, (s.startUs + s.latencyUs) / 1000);
    const qint64 sliceMs = reportSliceMs(final ? lastMs : std::max<qint64>(lastMs, 6000));
    const QList<TimeSlice> slices = timeSlices(m_live, sliceMs);
    charts::TimeSeries qps{tr("answers/s"), {}};
    charts::TimeSeries p50{tr("p50"), {}};
    charts::TimeSeries p99{tr("p99"), {}};
    for (const TimeSlice& t : slices) {
        const double at = double(m_startedAtMs + t.startMs + sliceMs);
        qps.points.append({at, double(t.answers) * 1000.0 / double(sliceMs)});
        if (t.answers > 0) {
            p50.points.append({at, t.p50Ms});
            p99.points.append({at, t.p99Ms});
        }
    }
    const QDateTime from = QDateTime::fromMSecsSinceEpoch(m_startedAtMs);
    const QDateTime to = QDateTime::fromMSecsSinceEpoch(m_startedAtMs + std::max<qint64>(lastMs, 1000) + sliceMs);
    m_throughput->setSeries({qps});
    m_throughput->setTimeRange(from, to);
    m_latency->setSeries({p50, p99});
    m_latency->setTimeRange(from, to);
    QList<double> latencies;
    latencies.reserve(m_live.size());
    for (const Sample& s : std::as_const(m_live)) {
        if (s.status != 0)
            latencies.append(double(s.latencyUs) / 1000.0);
    }
    const Histogram h = latencyHistogram(latencies);
    QList<charts::Bar> bars;
    for (qsizetype i = 0; i < h.counts.size(); ++i)
        bars.append({h.upperLabel(i), double(h.counts.at(i))});
    m_histogram->setBars(bars);
}

void ScenarioPage::onFinished(const ScenarioResult& result) {
    stopThread();
    m_last = result;
    m_live = result.samples;
    updateCharts(true);
    m_runButton->setEnabled(true);
    m_cancelButton->setEnabled(false);
    m_saveButton->setEnabled(true);
    m_progress->setValue(int(result.samples.size()));
    const ScenarioSummary& s = result.summary;
    QString state = result.cancelled        ? tr("Cancelled.")
                    : result.durationReached ? tr("Stopped at the duration bound.")
                                             : tr("Complete.");
    QString text = state + QLatin1Char('\n');
    text += tr("%1 of %2 requests sent, %3 answered in %4.\n")
                .arg(s.sent)
                .arg(s.planned)
                .arg(s.answered)
                .arg(formatMs(double(s.elapsedMs)));
    text += tr("QPS %1 · concurrency %2\n").arg(s.qps, 0, 'f', 0).arg(result.plan.concurrency);
    text += tr("Latency p50 %1 · p95 %2 · p99 %3\n")
                .arg(formatMs(s.latency.p50), formatMs(s.latency.p95), formatMs(s.latency.p99));
    text += tr("Errors %1 (%2 %)\n").arg(s.errors).arg(s.errorRate * 100, 0, 'f', 2);
    text += tr("Duplicates intercepted: %1 of %2 (%3 %, from the %4)\n")
                .arg(s.duplicatesIntercepted)
                .arg(s.duplicatesSent)
                .arg(s.interceptionRate * 100, 0, 'f', 2)
                .arg(s.interceptionSource == QLatin1String("upstream")
                         ? tr("upstream's execution counts")
                         : tr("answers"));
    QStringList perKey;
    for (auto it = s.executionsPerKey.cbegin(); it != s.executionsPerKey.cend(); ++it)
        perKey << tr("%1 key(s) ran %2×").arg(it.value()).arg(it.key());
    text += tr("Executions per key: %1").arg(perKey.join(QStringLiteral(", ")));
    if (!result.statsError.isEmpty())
        text += QLatin1Char('\n') + result.statsError;
    m_results->setText(text);
    emit finished(result);
}

QString ScenarioPage::resultText() const {
    return m_results->text();
}

int ScenarioPage::progressValue() const {
    return m_progress->value();
}

bool ScenarioPage::saveReport(const QString& htmlPath, QString* error) const {
    if (!m_last) {
        if (error)
            *error = tr("No scenario has run yet.");
        return false;
    }
    const QFileInfo info(htmlPath);
    const QString csvPath = info.path() + QLatin1Char('/') + info.completeBaseName() +
                            QStringLiteral(".csv");
    const QList<std::pair<QString, QByteArray>> files{
        {htmlPath, scenarioReportHtml(*m_last).toUtf8()}, {csvPath, scenarioSamplesCsv(*m_last)}};
    for (const auto& [path, data] : files) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() ||
            !file.commit()) {
            if (error)
                *error = tr("Cannot write %1: %2").arg(path, file.errorString());
            return false;
        }
    }
    return true;
}

void ScenarioPage::saveInteractively() {
    auto* dialog = new QFileDialog(this, tr("Save scenario report"), QString(),
                                   tr("HTML report (*.html)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("html"));
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& path) {
        QString error;
        if (!saveReport(path, &error))
            m_results->setText(m_results->text() + QLatin1Char('\n') + error);
        else
            m_results->setText(m_results->text() + QLatin1Char('\n') +
                               tr("Report saved: %1 (samples next to it, .csv)").arg(path));
    });
    dialog->open();
}

} // namespace idem::ui
