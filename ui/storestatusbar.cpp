// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "storestatusbar.h"

#include "theme.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>

namespace idem::ui {
namespace {

/// A label for text that may come from a store: never interpreted as rich text.
QLabel* plainLabel(QWidget* parent, const QString& objectName) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

// The texts keep the translation context of the main window, where they were first shown:
// QCoreApplication::translate("idem::ui::MainWindow", ...), written out for lupdate.

StoreStatusBar::StoreStatusBar(QWidget* parent) : QStatusBar(parent) {
    m_storeLabel = plainLabel(this, QStringLiteral("storeLabel"));
    m_errorLabel = plainLabel(this, QStringLiteral("errorLabel"));
    m_refreshLabel = plainLabel(this, QStringLiteral("refreshLabel"));
    // The store's safety caveat (TLS not verified, an evicting Redis, ...): red, and visible only
    // when there is one.
    m_warningLabel = plainLabel(this, QStringLiteral("warningLabel"));
    theme::setTextRole(m_warningLabel, theme::Role::Danger);
    m_warningLabel->setWordWrap(false);
    m_warningLabel->hide();
    addWidget(m_warningLabel);
    addWidget(m_storeLabel);
    addWidget(m_errorLabel, 1);
    addPermanentWidget(m_refreshLabel);
    render();
}

void StoreStatusBar::setStore(bool connected, const std::optional<idem::StoreInfo>& info) {
    m_connected = connected;
    m_info = info;
    render();
}

void StoreStatusBar::setRefresh(const QDateTime& lastRefresh, bool paused) {
    m_lastRefresh = lastRefresh;
    m_paused = paused;
    render();
}

void StoreStatusBar::setError(const QString& text) {
    m_errorLabel->setText(text);
}

void StoreStatusBar::clearError() {
    m_errorLabel->clear();
}

void StoreStatusBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        render();
    QStatusBar::changeEvent(event);
}

void StoreStatusBar::render() {
    QString store = m_connected
                        ? QCoreApplication::translate("idem::ui::MainWindow", "Connecting…")
                        : QCoreApplication::translate("idem::ui::MainWindow", "Not connected");
    if (m_info) {
        store = QCoreApplication::translate("idem::ui::MainWindow", "%1 %2")
                    .arg(m_info->backend, m_info->version);
        if (!m_info->transport.isEmpty())
            store = QCoreApplication::translate("idem::ui::MainWindow", "%1 · %2")
                        .arg(store, m_info->transport);
    }
    m_storeLabel->setText(store);
    const QString warning = m_info ? m_info->warning : QString();
    m_warningLabel->setText(
        warning.isEmpty()
            ? QString()
            : QCoreApplication::translate("idem::ui::MainWindow", "⚠ %1").arg(warning));
    m_warningLabel->setToolTip(warning);
    m_warningLabel->setVisible(!warning.isEmpty());
    QString refresh =
        m_lastRefresh.isValid()
            ? QCoreApplication::translate("idem::ui::MainWindow", "Last refresh %1")
                  .arg(m_lastRefresh.toString(QStringLiteral("HH:mm:ss")))
            : QCoreApplication::translate("idem::ui::MainWindow", "Not refreshed yet");
    if (m_paused)
        refresh = QCoreApplication::translate("idem::ui::MainWindow", "%1 · paused").arg(refresh);
    m_refreshLabel->setText(refresh);
}

} // namespace idem::ui
