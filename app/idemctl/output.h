// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace idemctl {

/// Where idemctl's text goes. Results go to stdout; errors and hints (the next-page cursor,
/// warnings) go to stderr, so that stdout stays parseable. All text is written as UTF-8.
class Output {
public:
    explicit Output(bool json) : m_json(json) {}

    bool json() const { return m_json; }
    /// The parsed --json, which settles the guess made before parsing (see idemctl::run).
    void setJson(bool json) { m_json = json; }

    /// stdout, as is.
    void write(const QString& text);
    /// stdout, one line.
    void line(const QString& text) { write(text + QLatin1Char('\n')); }
    /// stdout: an indented JSON document.
    void printJson(const QJsonObject& object);
    /// stderr, one line that is not an error ("more: --cursor ...", warnings).
    void note(const QString& text);
    /// stderr: "idemctl: <sentence>", or {"error":{"kind":...,"message":...}} in JSON mode.
    void error(const idem::Error& error);

private:
    bool m_json;
};

/// Columns padded to their widest cell, two spaces apart; the last column is not padded.
QString renderTable(const QStringList& header, const QList<QStringList>& rows);

/// A duration for a table cell, truncated to its two largest units: "250ms", "45s", "4m12s",
/// "1h30m", "2d3h".
QString shortDuration(qint64 ms);

/// Text from a store or a user made safe for one terminal line: control characters are shown
/// as escapes (\n, \t, \x1b), and anything past `maxChars` is cut with "...".
QString printable(const QString& text, qsizetype maxChars = 4096);

} // namespace idemctl
