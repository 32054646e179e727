// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QString>

#include <chrono>
#include <optional>

namespace idem {

/// Parses "500ms", "30s", "30m", "1h", "2d" or a combination such as "1h30m". A bare number is
/// refused: units are required so that "30" is never misread. Returns std::nullopt on any
/// error, negative value, or a total over 365 days.
std::optional<std::chrono::milliseconds> parseDuration(const QString& text);

/// The inverse for display: "1h30m", "45s", "250ms", "0s".
QString formatDuration(std::chrono::milliseconds value);

} // namespace idem
