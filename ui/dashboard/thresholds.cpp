// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "dashboard/thresholds.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPalette>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace idem::ui {

namespace {

const QString kGroup = QStringLiteral("dashboard");

QSettings settings() {
    return QSettings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"));
}

/// A finite value within [low, high] from the settings, else `fallback` (a hand-edited file
/// must not produce a threshold that can never or always fire).
double bounded(const QSettings& s, const QString& key, double fallback, double low, double high) {
    bool ok = false;
    const double v = s.value(key).toDouble(&ok);
    return ok && std::isfinite(v) && v >= low && v <= high ? v : fallback;
}

Severity above(double value, double threshold, Severity bad) {
    return value > threshold ? bad : Severity::Ok;
}

} // namespace

Thresholds Thresholds::load() {
    QSettings s = settings();
    s.beginGroup(kGroup);
    const Thresholds d;
    Thresholds t;
    t.errorRate = bounded(s, QStringLiteral("errorRateThreshold"), d.errorRate, 0, 1);
    t.p99Seconds = bounded(s, QStringLiteral("p99ThresholdSeconds"), d.p99Seconds, 0, 3600);
    t.duplicateRatio = bounded(s, QStringLiteral("duplicateRatioThreshold"), d.duplicateRatio, 0, 1);
    t.stuck = int(bounded(s, QStringLiteral("stuckThreshold"), d.stuck, 0, 1e9));
    return t;
}

void Thresholds::save() const {
    QSettings s = settings();
    s.beginGroup(kGroup);
    s.setValue(QStringLiteral("errorRateThreshold"), errorRate);
    s.setValue(QStringLiteral("p99ThresholdSeconds"), p99Seconds);
    s.setValue(QStringLiteral("duplicateRatioThreshold"), duplicateRatio);
    s.setValue(QStringLiteral("stuckThreshold"), stuck);
}

Severity Thresholds::errorRateSeverity(std::optional<double> rate) const {
    return rate ? above(*rate, errorRate, Severity::Critical) : Severity::Unknown;
}

Severity Thresholds::p99Severity(double seconds) const {
    return std::isnan(seconds) ? Severity::Unknown : above(seconds, p99Seconds, Severity::Warning);
}

Severity Thresholds::duplicateRatioSeverity(std::optional<double> ratio) const {
    return ratio ? above(*ratio, duplicateRatio, Severity::Warning) : Severity::Unknown;
}

Severity Thresholds::stuckSeverity(std::optional<qint64> count) const {
    return count ? above(double(*count), double(stuck), Severity::Warning) : Severity::Unknown;
}

std::optional<theme::Role> severityRole(Severity severity) {
    switch (severity) {
    case Severity::Unknown:
        return std::nullopt;
    case Severity::Ok:
        return theme::Role::Ok;
    case Severity::Warning:
        return theme::Role::Warning;
    case Severity::Critical:
        return theme::Role::Danger;
    }
    return std::nullopt;
}

QColor severityColor(Severity severity, const QPalette& palette) {
    const auto role = severityRole(severity);
    return role ? theme::color(*role, palette) : palette.color(QPalette::WindowText);
}

ThresholdsDialog::ThresholdsDialog(const Thresholds& current, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("thresholdsDialog"));
    setWindowTitle(tr("Dashboard thresholds"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("A figure above its threshold is shown in the colour of its alert: red for critical, "
           "amber for a warning. The error rate and p99 defaults are the seed's alert plan."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_errorRate = new QDoubleSpinBox(this);
    m_errorRate->setObjectName(QStringLiteral("errorRateThreshold"));
    m_errorRate->setRange(0, 100);
    m_errorRate->setDecimals(1);
    m_errorRate->setSuffix(tr(" %"));
    form->addRow(tr("Error rate above (critical):"), m_errorRate);
    m_p99 = new QDoubleSpinBox(this);
    m_p99->setObjectName(QStringLiteral("p99Threshold"));
    m_p99->setRange(0.001, 3600);
    m_p99->setDecimals(3);
    m_p99->setSuffix(tr(" s"));
    form->addRow(tr("p99 latency above (warning):"), m_p99);
    m_duplicateRatio = new QDoubleSpinBox(this);
    m_duplicateRatio->setObjectName(QStringLiteral("duplicateRatioThreshold"));
    m_duplicateRatio->setRange(0, 100);
    m_duplicateRatio->setDecimals(1);
    m_duplicateRatio->setSuffix(tr(" %"));
    form->addRow(tr("Duplicate ratio above (warning):"), m_duplicateRatio);
    m_stuck = new QSpinBox(this);
    m_stuck->setObjectName(QStringLiteral("stuckThreshold"));
    m_stuck->setRange(0, 1'000'000'000);
    form->addRow(tr("Stuck tokens above (warning):"), m_stuck);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { showValues(Thresholds{}); });
    layout->addWidget(buttons);
    showValues(current);
}

void ThresholdsDialog::showValues(const Thresholds& t) {
    m_errorRate->setValue(t.errorRate * 100);
    m_p99->setValue(t.p99Seconds);
    m_duplicateRatio->setValue(t.duplicateRatio * 100);
    m_stuck->setValue(t.stuck);
}

Thresholds ThresholdsDialog::thresholds() const {
    Thresholds t;
    t.errorRate = m_errorRate->value() / 100;
    t.p99Seconds = m_p99->value();
    t.duplicateRatio = m_duplicateRatio->value() / 100;
    t.stuck = m_stuck->value();
    return t;
}

} // namespace idem::ui
