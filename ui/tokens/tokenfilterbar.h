// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"
#include "tokentablemodel.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTimer;
class QToolButton;

namespace idem::ui {

/// The token browser's filter row: state (stuck included), key prefix, exact key, scope, path
/// prefix and minimum age, then the live refresh's interval and pause.
///
/// Text fields apply after a short pause in typing (kDebounce) or on Return; the state and scope
/// choices apply at once. Each change emits filterChanged() with the store's part (ListQuery)
/// and the model's part (RowFilter). A minimum age that does not parse (see parseDuration) is
/// marked and ignored. GUI thread only.
class TokenFilterBar : public QWidget {
    Q_OBJECT
public:
    /// The entries of the state choice, in order.
    enum StateChoice { AnyState, Pending, Processing, Stuck, Completed, Expired };
    static constexpr int kDebounceMs = 300;

    explicit TokenFilterBar(QWidget* parent = nullptr);

    idem::ListQuery query() const;
    RowFilter rowFilter() const;
    /// Sets the state choice and applies it (e.g. a click on a count of the strip).
    void setStateChoice(StateChoice choice);
    StateChoice stateChoice() const;
    /// Empties every filter and applies that.
    void clear();

    int refreshSeconds() const;
    void setRefreshSeconds(int seconds);
    bool isPaused() const;
    void setPaused(bool paused);

    void retranslateUi();

signals:
    void filterChanged(const idem::ListQuery& query, const idem::ui::RowFilter& rowFilter);
    void refreshSecondsChanged(int seconds);
    void pausedChanged(bool paused);

protected:
    void changeEvent(QEvent* event) override;

private:
    void apply();
    std::optional<qint64> minAgeMs() const; ///< nullopt when the text does not parse.

    QComboBox* m_state = nullptr;
    QLineEdit* m_keyPrefix = nullptr;
    QLineEdit* m_exactKey = nullptr;
    QComboBox* m_scope = nullptr;
    QLineEdit* m_path = nullptr;
    QLineEdit* m_minAge = nullptr;
    QToolButton* m_clear = nullptr;
    QLabel* m_refreshCaption = nullptr;
    QSpinBox* m_interval = nullptr;
    QToolButton* m_pause = nullptr;
    QTimer* m_debounce = nullptr;
    QList<QLabel*> m_captions;
};

} // namespace idem::ui
