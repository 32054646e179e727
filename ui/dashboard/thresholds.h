// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "theme.h"

#include <QColor>
#include <QDialog>

#include <optional>

class QDoubleSpinBox;
class QPalette;
class QSpinBox;

namespace idem::ui {

/// How bad a figure is against its threshold.
enum class Severity { Unknown, Ok, Warning, Critical };

/// The dashboard's alert thresholds: a big number above its threshold takes the colour of the
/// rule's severity. The defaults for the error rate and p99 are the seed's alert plan (section
/// 11.4: HighErrorRate, 5xx above 5 % of requests, critical; HighLatency, p99 above 1 s,
/// warning). The plan has no rule for the duplicate ratio or stuck tokens; those defaults are
/// IdemScope's own: more than 30 % of a key's arrivals being repeats means clients retry far
/// more than usual (timeouts, a flapping network), and any stuck token means a worker died
/// holding a claim.
///
/// Kept in QSettings("IdemScope", "idemscope") under "dashboard/". A value is plain data; load()
/// and save() touch the settings file (GUI thread).
struct Thresholds {
    double errorRate = 0.05;      ///< Share of requests, 0–1; above: Critical.
    double p99Seconds = 1.0;      ///< Above: Warning.
    double duplicateRatio = 0.30; ///< Share, 0–1; above: Warning.
    int stuck = 0;                ///< Stuck tokens; above: Warning.

    static Thresholds load();
    void save() const;

    Severity errorRateSeverity(std::optional<double> rate) const;
    Severity p99Severity(double seconds) const; ///< NaN: Unknown.
    Severity duplicateRatioSeverity(std::optional<double> ratio) const;
    Severity stuckSeverity(std::optional<qint64> stuck) const;

    bool operator==(const Thresholds&) const = default;
};

/// The text colour of a figure of `severity`, readable on `palette`'s window colour: a green, an
/// amber or a red whose lightness follows the palette (lighter on a dark theme), or the
/// palette's own text colour for Unknown. Until the console has a theme helper for semantic
/// colours, this is where they are derived.
/// The theme role a severity is shown in (ui/theme.h): Ok, Warning, Danger; none for Unknown.
std::optional<theme::Role> severityRole(Severity severity);
/// severityRole's colour on `palette` (its text colour for Unknown).
QColor severityColor(Severity severity, const QPalette& palette);

/// Edits Thresholds: four fields, OK / Cancel / Restore defaults. Open it with open()
/// (window-modal, returns at once); on accept, thresholds() holds the edited values.
class ThresholdsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ThresholdsDialog(const Thresholds& current, QWidget* parent = nullptr);
    Thresholds thresholds() const;

private:
    void showValues(const Thresholds& t);

    QDoubleSpinBox* m_errorRate = nullptr;
    QDoubleSpinBox* m_p99 = nullptr;
    QDoubleSpinBox* m_duplicateRatio = nullptr;
    QSpinBox* m_stuck = nullptr;
};

} // namespace idem::ui
