// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "store/storesupport.h"

#include "base/errors.h"
#include "token/key.h"

#include <algorithm>

namespace idem {

QString encodeKeyCursor(const QString& key, const QString& scope) {
    const QByteArray raw = (key + QLatin1Char(' ') + scope).toLatin1();
    return QString::fromLatin1(
        raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::pair<QString, QString> decodeKeyCursor(const QString& cursor) {
    const Error bad(ErrorKind::BadInput, QStringLiteral("The cursor is not one this store gave."));
    // Longer than any key and scope encode to: refused before decoding.
    if (cursor.size() > 1024)
        throw bad;
    const auto decoded = QByteArray::fromBase64Encoding(
        cursor.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    const QString raw = QString::fromLatin1(decoded.decoded);
    const qsizetype space = raw.indexOf(QLatin1Char(' '));
    if (!decoded || space < 1 || keyProblem(raw.left(space)) || scopeProblem(raw.mid(space + 1)))
        throw bad;
    return {raw.left(space), raw.mid(space + 1)};
}

QString prefixUpperBound(const QString& prefix) {
    QString upper = prefix;
    upper[upper.size() - 1] = QChar(upper.at(upper.size() - 1).unicode() + 1);
    return upper;
}

StatsSeries statsSeriesEnding(qint64 nowMs, std::chrono::milliseconds window) {
    StatsSeries series;
    series.toMs = nowMs;
    series.fromMs = nowMs - window.count();
    return series;
}

qint64 firstStatsInterval(const StatsSeries& series) {
    return series.fromMs - series.fromMs % kStatsInterval.count();
}

void addStatsValue(StatsSeries& series, qint64 intervalStartMs, QStringView counter, qint64 value) {
    const auto c = std::find_if(kAllCounters.begin(), kAllCounters.end(),
                                [&](Counter k) { return counterName(k) == counter; });
    if (c == kAllCounters.end())
        return;
    // Rows usually come in interval order (SQL's ORDER BY): the last interval is checked first.
    auto& buckets = series.buckets;
    auto at = buckets.end();
    if (buckets.isEmpty() || buckets.constLast().startMs < intervalStartMs) {
        at = buckets.insert(buckets.end(), StatsBucket{intervalStartMs, {}});
    } else {
        at = std::lower_bound(buckets.begin(), buckets.end(), intervalStartMs,
                              [](const StatsBucket& b, qint64 start) { return b.startMs < start; });
        if (at == buckets.end() || at->startMs != intervalStartMs)
            at = buckets.insert(at, StatsBucket{intervalStartMs, {}});
    }
    at->values[int(*c)] += value;
    series.totals[int(*c)] += value;
}

} // namespace idem
