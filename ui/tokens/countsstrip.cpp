// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "countsstrip.h"

#include "theme.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>

namespace idem::ui {
namespace {

/// The texts' translation context: the main window's, where they were first shown.
QString trWindow(const char* text) {
    return QCoreApplication::translate("idem::ui::MainWindow", text);
}

} // namespace

CountsStrip::CountsStrip(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("countsStrip"));
    setFrameShape(QFrame::StyledPanel);
    auto* row = new QHBoxLayout(this);
    static const char* const names[SlotCount] = {"pendingCount", "processingCount", "stuckCount",
                                                 "completedCount", "expiredCount"};
    // In the colour of the state, as in the table's State column.
    static constexpr std::array<std::pair<State, bool>, SlotCount> states = {
        {{State::Pending, false},
         {State::Processing, false},
         {State::Processing, true},
         {State::Completed, false},
         {State::Expired, false}}};
    QFont valueFont = font();
    valueFont.setBold(true);
    valueFont.setPointSizeF(valueFont.pointSizeF() * 1.3);
    for (int slot = 0; slot < SlotCount; ++slot) {
        if (slot > 0) {
            auto* dot = new QLabel(QStringLiteral("·"), this);
            dot->setTextFormat(Qt::PlainText);
            row->addWidget(dot);
        }
        Labels& labels = m_labels[slot];
        labels.caption = new QLabel(this);
        labels.value = new QLabel(this);
        labels.value->setObjectName(QString::fromLatin1(names[slot]));
        for (QLabel* label : {labels.caption, labels.value}) {
            label->setTextFormat(Qt::PlainText);
            label->setCursor(Qt::PointingHandCursor);
            label->installEventFilter(this);
        }
        labels.value->setFont(valueFont);
        theme::setTextRole(labels.value, theme::stateRole(states[slot].first, states[slot].second));
        row->addWidget(labels.caption);
        row->addWidget(labels.value);
    }
    row->addStretch(1);
    retranslateUi(); // also shows "—" for the counts not read yet
}

void CountsStrip::setCounts(const std::optional<idem::StateCounts>& counts) {
    m_counts = counts;
    const QLocale locale;
    const std::array<qint64, SlotCount> values =
        counts ? std::array<qint64, SlotCount>{counts->pending, counts->processing, counts->stuck,
                                               counts->completed, counts->expired}
               : std::array<qint64, SlotCount>{};
    for (int slot = 0; slot < SlotCount; ++slot)
        m_labels[slot].value->setText(counts ? locale.toString(values[slot]) : QStringLiteral("—"));
}

bool CountsStrip::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::MouseButtonRelease &&
        static_cast<QMouseEvent*>(event)->button() == Qt::LeftButton) {
        static constexpr std::array<TokenFilterBar::StateChoice, SlotCount> choices = {
            TokenFilterBar::Pending, TokenFilterBar::Processing, TokenFilterBar::Stuck,
            TokenFilterBar::Completed, TokenFilterBar::Expired};
        for (int slot = 0; slot < SlotCount; ++slot) {
            if (watched == m_labels[slot].caption || watched == m_labels[slot].value) {
                emit stateChosen(choices[slot]);
                return true;
            }
        }
    }
    return QFrame::eventFilter(watched, event);
}

void CountsStrip::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

void CountsStrip::retranslateUi() {
    static constexpr std::array<const char*, SlotCount> captions = {
        QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Pending"),
        QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Processing"),
        QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Stuck"),
        QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Completed"),
        QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Expired")};
    for (int slot = 0; slot < SlotCount; ++slot) {
        m_labels[slot].caption->setText(trWindow(captions[slot]));
        m_labels[slot].value->setToolTip(
            trWindow(QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Show only these tokens")));
    }
    m_labels[ProcessingSlot].caption->setToolTip(
        trWindow(QT_TRANSLATE_NOOP("idem::ui::MainWindow", "Stuck tokens are counted here too.")));
    m_labels[StuckSlot].caption->setToolTip(trWindow(QT_TRANSLATE_NOOP(
        "idem::ui::MainWindow", "Processing tokens whose lease has lapsed: their owner is gone.")));
    setCounts(m_counts); // the numbers in the new locale's digits
}

} // namespace idem::ui
