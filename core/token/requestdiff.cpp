// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "token/requestdiff.h"

#include "token/fingerprint.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <vector>

namespace idem {

QList<DiffLine> diffLines(const QStringList& before, const QStringList& after, bool* exact) {
    if (exact)
        *exact = true;
    const qsizetype n = before.size();
    const qsizetype m = after.size();
    qsizetype head = 0;
    while (head < n && head < m && before[head] == after[head])
        ++head;
    qsizetype tail = 0;
    while (tail < n - head && tail < m - head && before[n - 1 - tail] == after[m - 1 - tail])
        ++tail;

    QList<DiffLine> out;
    auto same = [&](qsizetype i, qsizetype j) {
        out.append({DiffLine::Kind::Same, before[i], int(i + 1), int(j + 1)});
    };
    auto removed = [&](qsizetype i) {
        out.append({DiffLine::Kind::Removed, before[i], int(i + 1), 0});
    };
    auto added = [&](qsizetype j) { out.append({DiffLine::Kind::Added, after[j], 0, int(j + 1)}); };

    for (qsizetype i = 0; i < head; ++i)
        same(i, i);
    const qsizetype a = n - head - tail; // middle of `before`
    const qsizetype b = m - head - tail; // middle of `after`
    if (qint64(a) * qint64(b) > kMaxDiffCells) {
        if (exact)
            *exact = false;
        for (qsizetype i = 0; i < a; ++i)
            removed(head + i);
        for (qsizetype j = 0; j < b; ++j)
            added(head + j);
    } else if (a > 0 || b > 0) {
        // lcs[i][j]: the longest common subsequence of before[head+i..] and after[head+j..].
        std::vector<int> lcs(size_t((a + 1) * (b + 1)), 0);
        auto at = [&](qsizetype i, qsizetype j) -> int& { return lcs[size_t(i * (b + 1) + j)]; };
        for (qsizetype i = a - 1; i >= 0; --i) {
            for (qsizetype j = b - 1; j >= 0; --j) {
                at(i, j) = before[head + i] == after[head + j]
                               ? at(i + 1, j + 1) + 1
                               : std::max(at(i + 1, j), at(i, j + 1));
            }
        }
        qsizetype i = 0;
        qsizetype j = 0;
        while (i < a || j < b) {
            if (i < a && j < b && before[head + i] == after[head + j]) {
                same(head + i, head + j);
                ++i;
                ++j;
            } else if (j < b && (i == a || at(i, j + 1) > at(i + 1, j))) {
                added(head + j);
                ++j;
            } else {
                removed(head + i);
                ++i;
            }
        }
    }
    for (qsizetype k = tail; k > 0; --k)
        same(n - k, m - k);
    return out;
}

namespace {

/// The text a body is compared as: canonical JSON when it parses as JSON (QJsonObject keeps its
/// keys sorted), else UTF-8 text with invalid sequences replaced.
QString comparableText(const QByteArray& body, bool* isJson) {
    QJsonParseError error{};
    const QJsonDocument json = QJsonDocument::fromJson(body, &error);
    *isJson = error.error == QJsonParseError::NoError && !json.isNull();
    if (*isJson)
        return QString::fromUtf8(json.toJson(QJsonDocument::Indented));
    return QString::fromUtf8(body);
}

QStringList linesOf(const QString& text) {
    QStringList lines = text.split(u'\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast(); // a final newline ends the last line, it does not start another
    for (QString& line : lines) {
        if (line.endsWith(u'\r'))
            line.chop(1);
    }
    return lines;
}

} // namespace

RequestComparison compareWithStored(const TokenRecord& stored, const QString& method,
                                    const QString& path, const QByteArray& body) {
    RequestComparison result;
    result.fingerprintKnown = !stored.fingerprint.isEmpty();
    if (result.fingerprintKnown)
        result.sameFingerprint = fingerprintOf(method, path, body) == stored.fingerprint;
    result.methodDiffers = !stored.method.isEmpty() &&
                           stored.method.compare(method, Qt::CaseInsensitive) != 0;
    result.pathDiffers = !stored.path.isEmpty() && stored.path != path;

    // A full sample may be a cut one: compare as much of the other body as the record kept.
    result.sampleTruncated = stored.bodySample.size() >= kBodySampleLimit;
    const QByteArray other = result.sampleTruncated ? body.left(kBodySampleLimit) : body;
    bool storedJson = false;
    bool otherJson = false;
    QString storedText = comparableText(stored.bodySample, &storedJson);
    QString otherText = comparableText(other, &otherJson);
    if (storedJson != otherJson) {
        // One side is JSON, the other is not: compare the bytes as they are.
        storedText = QString::fromUtf8(stored.bodySample);
        otherText = QString::fromUtf8(other);
    }
    result.comparedAsJson = storedJson && otherJson;
    result.sameText = storedText == otherText;
    result.lines = diffLines(linesOf(storedText), linesOf(otherText), &result.exactDiff);
    return result;
}

} // namespace idem
