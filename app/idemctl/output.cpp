// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "output.h"

#include "export/recordexport.h"
#include "util/duration.h"

#include <QJsonDocument>
#include <algorithm>
#include <cstdio>

namespace idemctl {
namespace {

void writeTo(std::FILE* stream, const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, size_t(utf8.size()), stream);
    std::fflush(stream);
}

} // namespace

void Output::write(const QString& text) {
    writeTo(stdout, text);
}

void Output::printJson(const QJsonObject& object) {
    writeTo(stdout, QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)));
}

void Output::note(const QString& text) {
    writeTo(stderr, text + QLatin1Char('\n'));
}

void Output::error(const idem::Error& error) {
    if (m_json) {
        const QJsonObject wrapped{{QStringLiteral("error"), idem::toJson(error)}};
        writeTo(stderr, QString::fromUtf8(QJsonDocument(wrapped).toJson(QJsonDocument::Compact)) +
                            QLatin1Char('\n'));
        return;
    }
    // One sentence on one line, whatever the message holds.
    writeTo(stderr,
            QStringLiteral("idemctl: ") + printable(error.message(), 2000) + QLatin1Char('\n'));
}

QString renderTable(const QStringList& header, const QList<QStringList>& rows) {
    QList<qsizetype> widths;
    for (const QString& h : header)
        widths.append(h.size());
    for (const QStringList& row : rows) {
        for (qsizetype i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], row.at(i).size());
    }
    auto render = [&](const QStringList& cells) {
        QString line;
        for (qsizetype i = 0; i < cells.size(); ++i) {
            const bool last = i + 1 == cells.size();
            line += last ? cells.at(i) : cells.at(i).leftJustified(widths.at(i) + 2);
        }
        return line + QLatin1Char('\n');
    };
    QString out = render(header);
    for (const QStringList& row : rows)
        out += render(row);
    return out;
}

QString shortDuration(qint64 ms) {
    if (ms < 0)
        ms = 0;
    constexpr qint64 second = 1000, minute = 60 * second, hour = 60 * minute, day = 24 * hour;
    qint64 grain = 1;
    if (ms >= day)
        grain = hour;
    else if (ms >= hour)
        grain = minute;
    else if (ms >= second)
        grain = second;
    return idem::formatDuration(std::chrono::milliseconds(ms - ms % grain));
}

QString printable(const QString& text, qsizetype maxChars) {
    QString out;
    out.reserve(std::min(text.size(), maxChars) + 8);
    qsizetype shown = 0;
    for (const QChar c : text) {
        if (shown >= maxChars) {
            out += QStringLiteral("...");
            break;
        }
        ++shown;
        const char16_t u = c.unicode();
        if (u == u'\n') {
            out += QStringLiteral("\\n");
        } else if (u == u'\t') {
            out += QStringLiteral("\\t");
        } else if (u == u'\r') {
            out += QStringLiteral("\\r");
        } else if (u < 0x20 || u == 0x7F || (u >= 0x80 && u < 0xA0)) {
            out += QStringLiteral("\\x%1").arg(uint(u), 2, 16, QLatin1Char('0'));
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace idemctl
