// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "util/duration.h"

namespace idem {

std::optional<std::chrono::milliseconds> parseDuration(const QString& text) {
    if (text.isEmpty() || text.size() > 64)
        return std::nullopt;
    constexpr qint64 kMax = 365LL * 24 * 3600 * 1000;
    qint64 total = 0;
    qsizetype i = 0;
    while (i < text.size()) {
        qint64 number = 0;
        const qsizetype start = i;
        // ASCII digits only: QChar::isDigit() would also take "٣" or "３".
        while (i < text.size() && text.at(i) >= u'0' && text.at(i) <= u'9') {
            number = number * 10 + (text.at(i).unicode() - u'0');
            if (number > kMax)
                return std::nullopt;
            ++i;
        }
        if (i == start)
            return std::nullopt;
        qint64 unit = 0;
        if (text.mid(i, 2) == QLatin1String("ms")) {
            unit = 1;
            i += 2;
        } else if (i < text.size()) {
            switch (text.at(i).unicode()) {
            case u's':
                unit = 1000;
                break;
            case u'm':
                unit = 60 * 1000;
                break;
            case u'h':
                unit = 3600 * 1000;
                break;
            case u'd':
                unit = 24 * 3600 * 1000;
                break;
            default:
                return std::nullopt;
            }
            ++i;
        } else {
            return std::nullopt; // a number without a unit
        }
        total += number * unit;
        if (total > kMax)
            return std::nullopt;
    }
    return std::chrono::milliseconds(total);
}

QString formatDuration(std::chrono::milliseconds value) {
    qint64 ms = value.count();
    if (ms == 0)
        return QStringLiteral("0s");
    QString out;
    if (ms < 0) {
        out = QStringLiteral("-");
        ms = -ms;
    }
    const struct {
        qint64 size;
        const char* unit;
    } units[] = {{24 * 3600 * 1000, "d"}, {3600 * 1000, "h"}, {60 * 1000, "m"}, {1000, "s"},
                 {1, "ms"}};
    for (const auto& u : units) {
        if (ms >= u.size) {
            out += QString::number(ms / u.size) + QLatin1String(u.unit);
            ms %= u.size;
        }
    }
    return out;
}

} // namespace idem
