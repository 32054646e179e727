// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "token/record.h"

#include <QColor>
#include <QPalette>
#include <optional>

class QWidget;

/// The console's semantic colours, chosen for the palette in use: the one place that says which
/// colour means "danger", "ok", "stuck" ... so that every view stays readable on a light and on
/// a dark system palette.
///
/// Nothing here hard-codes a colour on screen: each role has a hue tuned for light and one for
/// dark backgrounds, and color() then darkens or lightens it until it reaches kMinContrast
/// (WCAG's 4.5:1 for normal text) against the palette's Window, Base and AlternateBase, so that
/// a label, a line edit and a table row can all use it. A widget that shows a role keeps
/// following the palette through setTextRole(). GUI thread only.
namespace idem::ui::theme {

enum class Role {
    Ok,      ///< Done, healthy (completed tokens).
    Info,    ///< Neutral activity (a live lease).
    Warning, ///< Needs attention, nothing lost yet (a store's safety caveat).
    Danger,  ///< Broken or refused (stuck tokens, errors, invalid input).
    Muted,   ///< Secondary, finished with (expired tokens).
};

/// WCAG 2 contrast for normal-size text.
inline constexpr double kMinContrast = 4.5;

/// WCAG 2 relative luminance, 0 (black) to 1 (white).
double relativeLuminance(const QColor& color);
/// WCAG 2 contrast ratio of two opaque colours, 1 to 21.
double contrastRatio(const QColor& a, const QColor& b);
/// True when the palette's text is lighter than its window (a dark theme).
bool isDark(const QPalette& palette);

/// The colour of `role` on `palette` (its active group), readable on Window, Base and
/// AlternateBase. Pure: the same palette gives the same colour.
QColor color(Role role, const QPalette& palette);
/// The same for the application's current palette.
QColor color(Role role);
/// A background that marks something in `role` (a diff's added or removed line, a flagged
/// row): the palette's Base blended a quarter of the way (a third on a dark palette) towards
/// color(role), so the palette's Text stays readable on it. Pure.
QColor background(Role role, const QPalette& palette);

/// The role a token's state is shown in: stuck is Danger, a live processing lease Info,
/// completed Ok, expired Muted; pending has none (the plain text colour).
std::optional<Role> stateRole(idem::State state, bool stuck);

/// Shows `widget`'s text (WindowText and Text) in `role`, now and after every palette change
/// (QEvent::PaletteChange, QEvent::ApplicationPaletteChange, a system light/dark switch).
/// std::nullopt gives the widget its inherited palette back. Replaces the widget's own palette.
void setTextRole(QWidget* widget, std::optional<Role> role);

/// A dark Fusion palette (for `idemscope --palette dark`, screenshots and tests).
QPalette darkPalette();
/// Applies `name`: "system" leaves style and palette to the platform; "light" and "dark" use
/// the Fusion style with its standard palette or darkPalette(). False for any other name.
/// Needs a QApplication.
bool applyPalette(const QString& name);

} // namespace idem::ui::theme
