// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "tokenfilterbar.h"

#include "theme.h"
#include "util/duration.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace idem::ui {
namespace {

/// Longest filter text accepted; the stores refuse longer prefixes anyway.
constexpr int kMaxFilterLength = 200;

QLineEdit* filterEdit(QWidget* parent, const char* objectName, int minWidth) {
    auto* edit = new QLineEdit(parent);
    edit->setObjectName(QString::fromLatin1(objectName));
    edit->setClearButtonEnabled(true);
    edit->setMaxLength(kMaxFilterLength);
    edit->setMinimumWidth(minWidth);
    return edit;
}

} // namespace

TokenFilterBar::TokenFilterBar(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("filterBar"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    auto caption = [this, row](QWidget* buddy) {
        auto* label = new QLabel(this);
        label->setTextFormat(Qt::PlainText);
        label->setBuddy(buddy);
        m_captions << label;
        row->addWidget(label);
        row->addWidget(buddy);
    };

    m_state = new QComboBox(this);
    m_state->setObjectName(QStringLiteral("stateFilter"));
    for (int i = AnyState; i <= Expired; ++i)
        m_state->addItem(QString());
    caption(m_state);
    m_keyPrefix = filterEdit(this, "keyPrefixFilter", 90);
    caption(m_keyPrefix);
    m_exactKey = filterEdit(this, "exactKeyFilter", 120);
    caption(m_exactKey);
    m_scope = new QComboBox(this);
    m_scope->setObjectName(QStringLiteral("scopeFilter"));
    m_scope->setEditable(true);
    m_scope->setInsertPolicy(QComboBox::NoInsert);
    m_scope->addItem(QString()); // every scope
    m_scope->addItem(QString()); // the default scope ""
    m_scope->lineEdit()->setMaxLength(kMaxFilterLength);
    m_scope->setMinimumContentsLength(10);
    caption(m_scope);
    m_path = filterEdit(this, "pathFilter", 90);
    caption(m_path);
    m_minAge = filterEdit(this, "ageFilter", 60);
    m_minAge->setMaxLength(16);
    caption(m_minAge);
    m_clear = new QToolButton(this);
    m_clear->setObjectName(QStringLiteral("clearFilters"));
    row->addWidget(m_clear);
    row->addStretch(1);

    m_interval = new QSpinBox(this);
    m_interval->setObjectName(QStringLiteral("refreshInterval"));
    m_interval->setRange(1, 3600);
    m_interval->setValue(5);
    caption(m_interval);
    m_pause = new QToolButton(this);
    m_pause->setObjectName(QStringLiteral("pauseRefresh"));
    m_pause->setCheckable(true);
    m_pause->setIcon(style()->standardIcon(QStyle::SP_MediaPause));
    row->addWidget(m_pause);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &TokenFilterBar::apply);
    for (QLineEdit* edit : {m_keyPrefix, m_exactKey, m_path, m_minAge, m_scope->lineEdit()}) {
        connect(edit, &QLineEdit::textEdited, m_debounce, qOverload<>(&QTimer::start));
        connect(edit, &QLineEdit::returnPressed, this, &TokenFilterBar::apply);
    }
    // The clear buttons of the line edits change the text without textEdited.
    for (QLineEdit* edit : {m_keyPrefix, m_exactKey, m_path, m_minAge}) {
        connect(edit, &QLineEdit::textChanged, this, [this](const QString& text) {
            if (text.isEmpty())
                m_debounce->start();
        });
    }
    connect(m_state, &QComboBox::activated, this, &TokenFilterBar::apply);
    connect(m_scope, &QComboBox::activated, this, &TokenFilterBar::apply);
    connect(m_clear, &QToolButton::clicked, this, &TokenFilterBar::clear);
    connect(m_interval, &QSpinBox::valueChanged, this, &TokenFilterBar::refreshSecondsChanged);
    connect(m_pause, &QToolButton::toggled, this, &TokenFilterBar::pausedChanged);
    retranslateUi();
}

void TokenFilterBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TokenFilterBar::retranslateUi() {
    const QStringList captions = {tr("&State"), tr("&Prefix"),     tr("E&xact key"),   tr("S&cope"),
                                  tr("Pat&h"),  tr("Older &than"), tr("Refresh every")};
    for (int i = 0; i < m_captions.size() && i < captions.size(); ++i)
        m_captions[i]->setText(captions[i]);
    const QStringList states = {tr("All states"), tr("Pending"),   tr("Processing"),
                                tr("Stuck"),      tr("Completed"), tr("Expired")};
    for (int i = 0; i < states.size(); ++i)
        m_state->setItemText(i, states[i]);
    m_state->setToolTip(tr("Stuck: processing tokens whose owner's lease lapsed."));
    m_keyPrefix->setPlaceholderText(tr("e.g. PAY_"));
    m_exactKey->setPlaceholderText(tr("one key"));
    m_scope->setItemText(0, tr("All scopes"));
    m_scope->setItemText(1, tr("(default scope)"));
    m_scope->setToolTip(tr("Choose, or type a scope name and press Return."));
    m_path->setPlaceholderText(tr("e.g. /payments"));
    m_minAge->setPlaceholderText(tr("e.g. 5m"));
    m_minAge->setToolTip(tr("Only tokens at least this old: 30s, 5m, 2h, 1d."));
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Clear every filter"));
    m_interval->setSuffix(tr(" s"));
    m_interval->setToolTip(tr("How often the counts refresh."));
    m_pause->setToolTip(tr("Pause the live refresh"));
}

idem::ListQuery TokenFilterBar::query() const {
    idem::ListQuery q;
    switch (stateChoice()) {
    case AnyState:
        break;
    case Pending:
        q.state = idem::State::Pending;
        break;
    case Processing:
        q.state = idem::State::Processing;
        break;
    case Stuck:
        q.state = idem::State::Processing;
        q.stuckOnly = true;
        break;
    case Completed:
        q.state = idem::State::Completed;
        break;
    case Expired:
        q.state = idem::State::Expired;
        break;
    }
    q.keyPrefix = m_keyPrefix->text().trimmed();
    const QString scope = m_scope->currentText();
    if (scope == m_scope->itemText(1))
        q.scope = QString();
    else if (!scope.isEmpty() && scope != m_scope->itemText(0))
        q.scope = scope.trimmed();
    q.pathPrefix = m_path->text().trimmed();
    return q;
}

std::optional<qint64> TokenFilterBar::minAgeMs() const {
    const QString text = m_minAge->text().trimmed();
    if (text.isEmpty())
        return 0;
    const auto parsed = idem::parseDuration(text);
    if (!parsed)
        return std::nullopt;
    return qint64(parsed->count());
}

RowFilter TokenFilterBar::rowFilter() const {
    RowFilter f;
    f.exactKey = m_exactKey->text().trimmed();
    f.minAgeMs = minAgeMs().value_or(0);
    return f;
}

TokenFilterBar::StateChoice TokenFilterBar::stateChoice() const {
    return StateChoice(std::max(0, m_state->currentIndex()));
}

void TokenFilterBar::setStateChoice(StateChoice choice) {
    m_state->setCurrentIndex(choice);
    apply();
}

void TokenFilterBar::clear() {
    m_state->setCurrentIndex(AnyState);
    m_scope->setCurrentIndex(0);
    for (QLineEdit* edit : {m_keyPrefix, m_exactKey, m_path, m_minAge})
        edit->clear();
    apply();
}

int TokenFilterBar::refreshSeconds() const {
    return m_interval->value();
}

void TokenFilterBar::setRefreshSeconds(int seconds) {
    m_interval->setValue(seconds);
}

bool TokenFilterBar::isPaused() const {
    return m_pause->isChecked();
}

void TokenFilterBar::setPaused(bool paused) {
    m_pause->setChecked(paused);
}

void TokenFilterBar::apply() {
    m_debounce->stop();
    const bool ageOk = minAgeMs().has_value();
    // Red text says "not understood, ignored" without a dialog.
    theme::setTextRole(m_minAge, ageOk ? std::nullopt : std::optional(theme::Role::Danger));
    emit filterChanged(query(), rowFilter());
}

} // namespace idem::ui
