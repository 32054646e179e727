// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"
#include "tokenfilterbar.h"

#include <QFrame>
#include <array>
#include <optional>

class QLabel;

namespace idem::ui {

/// The counts per state above the window's pages (the "always visible"): pending ·
/// processing · stuck · completed · expired, each value in its state's colour, "—" until the
/// first counts arrive. A click on a caption or a value asks for that state's tokens
/// (stateChosen), so stuck tokens are two clicks away from the start.
///
/// Its texts keep the translation context idem::ui::MainWindow, where they were first shown.
/// GUI thread only.
class CountsStrip : public QFrame {
    Q_OBJECT
public:
    explicit CountsStrip(QWidget* parent = nullptr);

    /// Shows `counts`, or "—" everywhere for std::nullopt (nothing read yet).
    void setCounts(const std::optional<idem::StateCounts>& counts);

signals:
    void stateChosen(idem::ui::TokenFilterBar::StateChoice choice);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    enum Slot { PendingSlot, ProcessingSlot, StuckSlot, CompletedSlot, ExpiredSlot, SlotCount };
    struct Labels {
        QLabel* caption = nullptr;
        QLabel* value = nullptr;
    };
    void retranslateUi();

    std::array<Labels, SlotCount> m_labels{};
    std::optional<idem::StateCounts> m_counts;
};

} // namespace idem::ui
