// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// A token record as plain text: `show`'s field list and the cells of `list` and `audit`.
#include "records.h"

#include "export/recordexport.h"
#include "output.h"
#include "token/record.h"

namespace idemctl {

QString orDash(const QString& text) {
    return text.isEmpty() ? QStringLiteral("-") : text;
}

QString stateCell(const idem::TokenRecord& r) {
    return r.stuck ? QStringLiteral("stuck") : idem::stateName(r.state);
}

namespace {

/// "2026-11-29T10:00:00.123Z (4m12s ago)" / "(in 23h59m)" / "-".
QString timeWithDistance(qint64 atMs, qint64 nowMs) {
    if (atMs == 0)
        return QStringLiteral("-");
    QString iso = idem::isoTime(atMs);
    if (nowMs == 0)
        return iso;
    return atMs <= nowMs ? QStringLiteral("%1 (%2 ago)").arg(iso, shortDuration(nowMs - atMs))
                         : QStringLiteral("%1 (in %2)").arg(iso, shortDuration(atMs - nowMs));
}

QString bytesText(const QByteArray& bytes) {
    if (bytes.isEmpty())
        return QStringLiteral("-");
    if (idem::isValidUtf8(bytes))
        return printable(QString::fromUtf8(bytes));
    return QStringLiteral("(%1 bytes, not UTF-8) base64:%2")
        .arg(bytes.size())
        .arg(printable(QString::fromLatin1(bytes.toBase64())));
}

} // namespace

QString renderRecord(const idem::TokenRecord& r) {
    const qint64 now = r.observedAtMs;
    QList<QStringList> rows{
        {QStringLiteral("key"), r.key},
        {QStringLiteral("scope"), r.scope.isEmpty() ? QStringLiteral("(default)") : r.scope},
        {QStringLiteral("state"),
         idem::stateName(r.state) +
             (r.stuck ? QStringLiteral(" (stuck: the lease has lapsed)") : QString())},
        {QStringLiteral("created_at"), timeWithDistance(r.createdAtMs, now)},
        {QStringLiteral("updated_at"), timeWithDistance(r.updatedAtMs, now)},
        {QStringLiteral("acquired_at"), timeWithDistance(r.acquiredAtMs, now)},
        {QStringLiteral("completed_at"), timeWithDistance(r.completedAtMs, now)},
        {QStringLiteral("expires_at"), timeWithDistance(r.expiresAtMs, now)},
        {QStringLiteral("lease_until"), timeWithDistance(r.leaseUntilMs, now)},
        {QStringLiteral("owner"), orDash(r.owner)},
        {QStringLiteral("fence"), QString::number(r.fence)},
        {QStringLiteral("method"), orDash(r.method)},
        {QStringLiteral("path"), orDash(printable(r.path))},
        {QStringLiteral("fingerprint"), orDash(r.fingerprint)},
        {QStringLiteral("body_sample"), bytesText(r.bodySample)},
        {QStringLiteral("replay_count"), QString::number(r.replayCount)},
    };
    if (r.response) {
        rows.append({QStringLiteral("response_status"), QString::number(r.response->status)});
        for (const auto& [name, value] : r.response->headers) {
            rows.append({QStringLiteral("response_header"),
                         printable(name + QStringLiteral(": ") + QString::fromLatin1(value))});
        }
        rows.append({QStringLiteral("response_body"), bytesText(r.response->body)});
    } else {
        rows.append({QStringLiteral("response_status"), QStringLiteral("-")});
    }
    QString out;
    for (const QStringList& row : rows)
        out += row.at(0).leftJustified(17) + row.at(1) + QLatin1Char('\n');
    return out;
}

} // namespace idemctl
