// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// WorkbenchPage's two runs of many requests: the Replay tab (the composed request N times, C at
// a time, with a verdict) and the Variations tab (a profile's probes of an implementation). Kept
// apart from workbenchpage.cpp (the page, the composer and the response), whose class it
// completes.
#include "base/errors.h"
#include "theme.h"
#include "token/fingerprint.h"
#include "tokens/requestcomparedialog.h"
#include "workbench/sender.h"
#include "workbench/stats.h"
#include "workbenchpage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace idem::ui {

using namespace idem::workbench;

QWidget* WorkbenchPage::createReplayTab() {
    auto* w = new QWidget(this);
    auto* layout = new QVBoxLayout(w);
    auto* line = new QHBoxLayout;
    m_count = new QSpinBox(w);
    m_count->setObjectName(QStringLiteral("replayCount"));
    m_count->setRange(1, 100000);
    m_count->setValue(10);
    m_concurrency = new QSpinBox(w);
    m_concurrency->setObjectName(QStringLiteral("replayConcurrency"));
    m_concurrency->setRange(1, 1024);
    m_concurrency->setValue(1);
    translated(m_concurrency, "specialValueText", QT_TR_NOOP("1 (one after another)"));
    m_expected = new QSpinBox(w);
    m_expected->setRange(0, 100000);
    m_expected->setValue(1);
    m_stats = new QLineEdit(w);
    m_stats->setObjectName(QStringLiteral("statsUrl"));
    translated(m_stats, "placeholderText",
               QT_TR_NOOP("optional: the upstream's execution counts, e.g. "
                          "http://127.0.0.1:9000/orders/stats"));
    m_replayButton = translated(new QPushButton(w), "text", QT_TR_NOOP("&Replay"));
    m_replayButton->setObjectName(QStringLiteral("replay"));
    m_cancelReplay = translated(new QPushButton(w), "text", QT_TR_NOOP("Cancel"));
    m_cancelReplay->setEnabled(false);
    line->addWidget(translated(new QLabel(w), "text", QT_TR_NOOP("Times:")));
    line->addWidget(m_count);
    line->addWidget(translated(new QLabel(w), "text", QT_TR_NOOP("At a time:")));
    line->addWidget(m_concurrency);
    line->addWidget(translated(new QLabel(w), "text", QT_TR_NOOP("Expected executions:")));
    line->addWidget(m_expected);
    line->addWidget(m_replayButton);
    line->addWidget(m_cancelReplay);
    line->addStretch();
    layout->addLayout(line);
    auto* statsLine = new QHBoxLayout;
    statsLine->addWidget(translated(new QLabel(w), "text", QT_TR_NOOP("Stats URL:")));
    statsLine->addWidget(m_stats, 1);
    layout->addLayout(statsLine);
    m_verdict = new QLabel(w);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setWordWrap(true);
    QFont big = m_verdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_verdict->setFont(big);
    layout->addWidget(m_verdict);
    m_replayTable = new QTableWidget(0, 4, w);
    m_replayTable->setObjectName(QStringLiteral("replayTable"));
    m_replayTable->horizontalHeader()->setStretchLastSection(true);
    m_replayTable->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    layout->addWidget(m_replayTable, 1);
    connect(m_replayButton, &QPushButton::clicked, this,
            [this] { startReplay(m_count->value(), m_concurrency->value()); });
    connect(m_cancelReplay, &QPushButton::clicked, this, &WorkbenchPage::cancelReplay);
    return w;
}

QWidget* WorkbenchPage::createVariationsTab() {
    auto* w = new QWidget(this);
    auto* layout = new QVBoxLayout(w);
    auto* line = new QHBoxLayout;
    m_profile = new QComboBox(w);
    m_profile->setObjectName(QStringLiteral("profile"));
    m_profile->addItem(QString(), profileId(Profile::IetfDraft));
    m_profile->addItem(QString(), profileId(Profile::StripeLike));
    line->addWidget(translated(new QLabel(w), "text", QT_TR_NOOP("Profile:")));
    line->addWidget(m_profile);
    for (const VariationKind kind : allVariations()) {
        auto* check = new QCheckBox(w);
        switch (kind) {
        case VariationKind::ChangedBody:
            translated(check, "text", QT_TR_NOOP("changed body"));
            break;
        case VariationKind::NoKey:
            translated(check, "text", QT_TR_NOOP("no key"));
            break;
        case VariationKind::Concurrent:
            translated(check, "text", QT_TR_NOOP("two at once"));
            break;
        case VariationKind::OtherScope:
            translated(check, "text", QT_TR_NOOP("other scope"));
            break;
        }
        check->setChecked(true);
        check->setProperty("variation", variationId(kind));
        m_variationChecks.append(check);
        line->addWidget(check);
    }
    m_variationButton = translated(new QPushButton(w), "text", QT_TR_NOOP("Run variations"));
    m_variationButton->setObjectName(QStringLiteral("runVariations"));
    line->addWidget(m_variationButton);
    line->addStretch();
    layout->addLayout(line);
    m_variationTable = new QTableWidget(0, 4, w);
    m_variationTable->setObjectName(QStringLiteral("variationTable"));
    m_variationTable->horizontalHeader()->setStretchLastSection(true);
    m_variationTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // A 422 of the changed-body variation opens the comparison of the two bodies.
    connect(m_variationTable, &QTableWidget::cellDoubleClicked, this,
            [this](int row, int) { compareVariation(row); });
    layout->addWidget(m_variationTable, 1);
    connect(m_variationButton, &QPushButton::clicked, this, [this] {
        startVariations(
            parseProfile(m_profile->currentData().toString()).value_or(Profile::IetfDraft));
    });
    return w;
}

void WorkbenchPage::startReplay(int count, int concurrency) {
    if (m_replay)
        return;
    RequestSpec spec;
    if (!checkedRequest(&spec, true))
        return;
    m_library->remember(spec);
    m_count->setValue(count);
    m_concurrency->setValue(concurrency);
    ReplayOptions o;
    o.spec = spec;
    o.count = count;
    o.concurrency = concurrency;
    o.statsUrl = statsUrl();
    o.expectedExecutions = m_expected->value();
    m_replay = new ReplayRun(o, this);
    m_replayTable->setRowCount(0);
    m_replayTable->setRowCount(std::min(count, kReplayRowsShown));
    m_verdict->setText(tr("Replaying %n time(s)…", nullptr, count));
    theme::setTextRole(m_verdict, std::nullopt);
    m_replayButton->setEnabled(false);
    m_cancelReplay->setEnabled(true);
    m_tabs->setCurrentIndex(1);
    connect(m_replay, &ReplayRun::answered, this, &WorkbenchPage::addReplayRow);
    connect(m_replay, &ReplayRun::finished, this, [this](const ReplayResult& result) {
        m_replayButton->setEnabled(true);
        m_cancelReplay->setEnabled(false);
        m_lastReplay = result;
        m_replayTable->setRowCount(std::min(int(result.responses.size()), kReplayRowsShown));
        showVerdict(result);
        // Cleared at once, so that a new replay can start from a slot of replayFinished.
        if (ReplayRun* run = m_replay.data()) {
            m_replay = nullptr;
            run->deleteLater();
        }
        emit replayFinished(result);
    });
    m_replay->start();
}

void WorkbenchPage::cancelReplay() {
    if (m_replay)
        m_replay->cancel();
}

void WorkbenchPage::addReplayRow(int index, const Response& r) {
    if (index >= kReplayRowsShown)
        return; // the verdict counts every answer; the table shows the first ones
    if (index >= m_replayTable->rowCount())
        m_replayTable->setRowCount(index + 1);
    m_replayTable->setItem(index, 0, plainItem(r.status ? QString::number(r.status) : tr("none")));
    m_replayTable->setItem(index, 1, plainItem(r.replayed ? tr("yes") : tr("no")));
    m_replayTable->setItem(index, 2, plainItem(formatMs(r.latencyMs())));
    m_replayTable->setItem(index, 3, plainItem(r.error));
}

QColor WorkbenchPage::verdictColour(bool pass) const {
    return theme::color(pass ? theme::Role::Ok : theme::Role::Danger, palette());
}

QString WorkbenchPage::summaryText(const Verdict& v) {
    QStringList parts{tr("%n execution(s)", nullptr, v.executions),
                      tr("%n replay(s)", nullptr, v.tally.replayed)};
    if (v.tally.inFlight > 0)
        parts << tr("%n in flight (409)", nullptr, v.tally.inFlight);
    parts << tr("%n error(s)", nullptr, v.tally.errors);
    return parts.join(tr(", ", "between the parts of a verdict's summary"));
}

void WorkbenchPage::showVerdict(const ReplayResult& result) {
    const Verdict& v = result.verdict;
    const QString source = v.source == QLatin1String("upstream")
                               ? tr("(executions counted by the upstream)")
                               : tr("(executions as the answers show them; no stats URL)");
    // The reasons come from core in English (idemctl prints the same words).
    const QString summary = summaryText(v);
    m_verdict->setText(v.pass ? tr("PASS: %1 %2").arg(summary, source)
                              : tr("FAIL: %1. %2").arg(summary, v.reason));
    theme::setTextRole(m_verdict, v.pass ? theme::Role::Ok : theme::Role::Danger);
}

QString WorkbenchPage::verdictText() const {
    return m_verdict->text();
}

QString WorkbenchPage::statusText() const {
    return m_status->text();
}

void WorkbenchPage::startVariations(Profile profile) {
    if (m_variationRun)
        return;
    RequestSpec spec;
    if (!checkedRequest(&spec, false))
        return;
    m_profile->setCurrentIndex(m_profile->findData(profileId(profile)));
    VariationOptions o;
    o.spec = spec;
    o.profile = profile;
    o.statsUrl = statsUrl();
    o.kinds.clear();
    for (QCheckBox* check : std::as_const(m_variationChecks)) {
        if (check->isChecked())
            o.kinds.append(*parseVariation(check->property("variation").toString()));
    }
    m_variations.clear();
    m_shownVariations.clear();
    m_variationTable->setRowCount(0);
    m_variationButton->setEnabled(false);
    m_tabs->setCurrentIndex(2);
    m_variationRun = new VariationRun(o, this);
    connect(m_variationRun, &VariationRun::variationFinished, this, &WorkbenchPage::showVariation);
    connect(m_variationRun, &VariationRun::finished, this,
            [this](const QList<VariationResult>& results) {
                m_variationButton->setEnabled(true);
                m_variations = results;
                int passed = 0;
                for (const VariationResult& r : results)
                    passed += r.pass ? 1 : 0;
                setStatus(tr("%1 of %2 variations conform.").arg(passed).arg(results.size()),
                          passed != results.size());
                if (VariationRun* run = m_variationRun.data()) {
                    m_variationRun = nullptr;
                    run->deleteLater();
                }
                emit variationsFinished(results);
            });
    m_variationRun->start();
}

QString WorkbenchPage::variationText(VariationKind kind) {
    switch (kind) {
    case VariationKind::ChangedBody:
        return tr("changed body");
    case VariationKind::NoKey:
        return tr("no key");
    case VariationKind::Concurrent:
        return tr("two at once");
    case VariationKind::OtherScope:
        return tr("other scope");
    }
    return {};
}

RequestCompareDialog* WorkbenchPage::compareVariation(int row) {
    if (row < 0 || row >= m_shownVariations.size())
        return nullptr;
    const VariationResult& r = m_shownVariations.at(row);
    if (r.kind != VariationKind::ChangedBody || r.originalBody.isEmpty())
        return nullptr;
    // The first request of the variation as the gateway stored it (method, path with query,
    // body), and the changed one it refused with 422.
    const RequestSpec spec = request();
    QString path = spec.url.path(QUrl::FullyEncoded);
    if (path.isEmpty())
        path = QStringLiteral("/");
    if (spec.url.hasQuery())
        path += u'?' + spec.url.query(QUrl::FullyEncoded);
    idem::TokenRecord stored;
    stored.key = r.key;
    try {
        const auto identity =
            idem::RequestIdentity::of(QString::fromLatin1(spec.method), path, r.originalBody);
        stored.method = identity.method;
        stored.path = identity.path;
        stored.fingerprint = identity.fingerprint;
        stored.bodySample = identity.bodySample;
    } catch (const idem::Error& e) {
        setStatus(e.message(), true);
        return nullptr;
    }
    auto* dialog = new RequestCompareDialog(stored, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setOtherRequest(stored.method, stored.path, r.mismatchBody);
    dialog->show();
    return dialog;
}

void WorkbenchPage::showVariation(const VariationResult& r) {
    const int row = m_variationTable->rowCount();
    m_variationTable->insertRow(row);
    m_shownVariations.append(r);
    m_variationTable->setItem(row, 0, plainItem(variationText(r.kind)));
    m_variationTable->setItem(row, 1, plainItem(r.expected));
    auto* result = plainItem(r.pass ? tr("pass") : tr("fail"));
    result->setForeground(verdictColour(r.pass));
    m_variationTable->setItem(row, 2, result);
    auto* reason = plainItem(r.reason);
    if (!r.mismatchBody.isEmpty())
        reason->setToolTip(tr("Double-click to compare the stored body with the mismatching "
                              "one."));
    m_variationTable->setItem(row, 3, reason);
    m_variationTable->resizeColumnsToContents();
}

} // namespace idem::ui
