// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Dashboard's four big numbers (duplicate ratio, stuck tokens, the gateway's error rate and
// p99): how each is laid out, and what it says against its threshold. Kept apart from
// dashboardpage.cpp, whose class it completes.
#include "dashboard/dashboardpage.h"

#include <QComboBox>
#include <QFrame>
#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QVBoxLayout>
#include <cmath>

namespace idem::ui {

namespace {

QString percent(double share) {
    return QLocale().toString(share * 100, 'f', share < 0.1 ? 2 : 1) + QStringLiteral(" %");
}

QString seconds(double value) {
    if (value < 1)
        return DashboardPage::tr("%1 ms").arg(QLocale().toString(value * 1000, 'f', 1));
    return DashboardPage::tr("%1 s").arg(QLocale().toString(value, 'f', 2));
}

} // namespace

DashboardPage::BigNumber DashboardPage::createNumber(QWidget* parent, const QString& objectName) {
    BigNumber n;
    n.frame = new QFrame(parent);
    n.frame->setFrameShape(QFrame::StyledPanel);
    auto* column = new QVBoxLayout(n.frame);
    column->setSpacing(0);
    n.caption = new QLabel(n.frame);
    n.caption->setTextFormat(Qt::PlainText);
    n.value = new QLabel(n.frame);
    n.value->setObjectName(objectName);
    n.value->setTextFormat(Qt::PlainText);
    QFont big = font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 2.0);
    n.value->setFont(big);
    n.detail = new QLabel(n.frame);
    n.detail->setTextFormat(Qt::PlainText);
    QPalette dim = n.detail->palette();
    dim.setColor(QPalette::WindowText, palette().color(QPalette::PlaceholderText));
    n.detail->setPalette(dim);
    column->addWidget(n.caption);
    column->addWidget(n.value);
    column->addWidget(n.detail);
    return n;
}

QWidget* DashboardPage::createNumbers() {
    auto* strip = new QWidget(this);
    auto* row = new QHBoxLayout(strip);
    row->setContentsMargins(0, 0, 0, 0);
    m_ratioNumber = createNumber(strip, QStringLiteral("duplicateRatioValue"));
    m_stuckNumber = createNumber(strip, QStringLiteral("stuckValue"));
    m_errorNumber = createNumber(strip, QStringLiteral("errorRateValue"));
    m_p99Number = createNumber(strip, QStringLiteral("p99Value"));
    for (const BigNumber* n : {&m_ratioNumber, &m_stuckNumber, &m_errorNumber, &m_p99Number})
        row->addWidget(n->frame, 1);
    return strip;
}

std::optional<qint64> DashboardPage::stuck() const {
    return m_counts ? std::optional<qint64>(m_counts->stuck) : std::nullopt;
}

std::optional<metrics::GatewayRates> DashboardPage::lastGatewayRates() const {
    return m_gateway.isEmpty() ? std::nullopt
                               : std::optional<metrics::GatewayRates>(m_gateway.last());
}

Severity DashboardPage::duplicateRatioSeverity() const {
    return m_thresholds.duplicateRatioSeverity(m_duplicateRatio);
}

Severity DashboardPage::stuckSeverity() const {
    return m_thresholds.stuckSeverity(stuck());
}

void DashboardPage::setNumber(BigNumber& number, const QString& value, Severity severity,
                              const QString& detail) {
    number.value->setText(value);
    theme::setTextRole(number.value, severityRole(severity)); // follows a palette switch
    number.detail->setText(detail);
}

void DashboardPage::updateNumbers() {
    const QString none = QStringLiteral("—");
    const QLocale locale;
    const QString rangeText = m_rangeBox->currentText();
    setNumber(m_ratioNumber, m_duplicateRatio ? percent(*m_duplicateRatio) : none,
              duplicateRatioSeverity(),
              tr("%1 · warning above %2").arg(rangeText, percent(m_thresholds.duplicateRatio)));
    setNumber(m_stuckNumber, m_counts ? locale.toString(m_counts->stuck) : none, stuckSeverity(),
              tr("now · warning above %1").arg(locale.toString(m_thresholds.stuck)));
    const auto g = lastGatewayRates();
    const QString noGateway =
        m_scraper->url().isEmpty() ? tr("no metrics URL") : tr("after two scrapes");
    setNumber(
        m_errorNumber, g && g->errorRate ? percent(*g->errorRate) : none,
        g ? m_thresholds.errorRateSeverity(g->errorRate) : Severity::Unknown,
        g ? tr("%1 req/s · critical above %2")
                .arg(locale.toString(g->requestsPerSecond, 'f', 1), percent(m_thresholds.errorRate))
          : noGateway);
    const bool latency = g && std::isfinite(g->p99Seconds);
    setNumber(m_p99Number, latency ? seconds(g->p99Seconds) : none,
              g ? m_thresholds.p99Severity(g->p99Seconds) : Severity::Unknown,
              latency ? tr("p50 %1 · warning above %2")
                            .arg(seconds(g->p50Seconds), seconds(m_thresholds.p99Seconds))
                      : (g ? tr("no requests since the previous scrape") : noGateway));
}

} // namespace idem::ui
