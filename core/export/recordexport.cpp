// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "export/recordexport.h"

#include "metrics/statsseries.h"

#include <QDateTime>
#include <QJsonArray>
#include <QStringDecoder>
#include <algorithm>

namespace idem {
namespace {

/// Empty text reads as "not set" for the optional text fields (owner, fingerprint, reason).
QJsonValue textOrNull(const QString& text) {
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

/// Writes `bytes` as `name` (UTF-8 text) or `name`_base64, the other one null.
void putBytes(QJsonObject& object, const QString& name, const QByteArray& bytes) {
    const QString base64Name = name + QStringLiteral("_base64");
    if (isValidUtf8(bytes)) {
        object.insert(name, QString::fromUtf8(bytes));
        object.insert(base64Name, QJsonValue::Null);
    } else {
        object.insert(name, QJsonValue::Null);
        object.insert(base64Name, QString::fromLatin1(bytes.toBase64()));
    }
}

/// Header values are bytes on the wire; almost always ASCII. Valid UTF-8 is shown as such,
/// anything else byte for byte as Latin-1 (which is how HTTP/1.1 historically read them).
QString headerValueText(const QByteArray& value) {
    return isValidUtf8(value) ? QString::fromUtf8(value) : QString::fromLatin1(value);
}

QJsonObject counterObject(const std::array<qint64, kCounterCount>& values) {
    QJsonObject out;
    for (Counter c : kAllCounters)
        out.insert(counterName(c), values[static_cast<int>(c)]);
    return out;
}

QString numberOrEmpty(qint64 value, bool present) {
    return present ? QString::number(value) : QString();
}

} // namespace

QString isoTime(qint64 msSinceEpoch) {
    if (msSinceEpoch == 0)
        return QString();
    return QDateTime::fromMSecsSinceEpoch(msSinceEpoch, Qt::UTC).toString(Qt::ISODateWithMs);
}

QJsonValue jsonTime(qint64 msSinceEpoch) {
    return msSinceEpoch == 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(isoTime(msSinceEpoch));
}

bool isValidUtf8(const QByteArray& bytes) {
    // ConvertInitialBom keeps a leading BOM as U+FEFF, so the round trip below is exact.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                     QStringDecoder::Flag::ConvertInitialBom);
    const QString text = decoder.decode(bytes);
    return !decoder.hasError() && text.toUtf8() == bytes;
}

QJsonObject toJson(const StoredResponse& response) {
    QJsonArray headers;
    for (const auto& [name, value] : response.headers)
        headers.append(QJsonObject{{QStringLiteral("name"), name},
                                   {QStringLiteral("value"), headerValueText(value)}});
    QJsonObject out{{QStringLiteral("status"), response.status},
                    {QStringLiteral("headers"), headers}};
    putBytes(out, QStringLiteral("body"), response.body);
    return out;
}

QJsonObject toJson(const TokenRecord& r) {
    const bool observed = r.observedAtMs != 0;
    QJsonObject out{
        {QStringLiteral("key"), r.key},
        {QStringLiteral("scope"), r.scope},
        {QStringLiteral("state"), stateName(r.state)},
        {QStringLiteral("stuck"), r.stuck},
        {QStringLiteral("created_at"), jsonTime(r.createdAtMs)},
        {QStringLiteral("updated_at"), jsonTime(r.updatedAtMs)},
        {QStringLiteral("acquired_at"), jsonTime(r.acquiredAtMs)},
        {QStringLiteral("completed_at"), jsonTime(r.completedAtMs)},
        {QStringLiteral("expires_at"), jsonTime(r.expiresAtMs)},
        {QStringLiteral("lease_until"), jsonTime(r.leaseUntilMs)},
        {QStringLiteral("observed_at"), jsonTime(r.observedAtMs)},
        {QStringLiteral("owner"), textOrNull(r.owner)},
        {QStringLiteral("fence"), r.fence},
        {QStringLiteral("method"), r.method},
        {QStringLiteral("path"), r.path},
        {QStringLiteral("fingerprint"), textOrNull(r.fingerprint)},
        {QStringLiteral("replay_count"), r.replayCount},
    };
    out.insert(QStringLiteral("age_ms"),
               observed && r.createdAtMs != 0
                   ? QJsonValue(std::max<qint64>(0, r.observedAtMs - r.createdAtMs))
                   : QJsonValue(QJsonValue::Null));
    out.insert(QStringLiteral("expires_in_ms"),
               observed && r.expiresAtMs != 0
                   ? QJsonValue(std::max<qint64>(0, r.expiresAtMs - r.observedAtMs))
                   : QJsonValue(QJsonValue::Null));
    out.insert(QStringLiteral("lease_remaining_ms"),
               observed && r.state == State::Processing
                   ? QJsonValue(std::max<qint64>(0, r.leaseUntilMs - r.observedAtMs))
                   : QJsonValue(QJsonValue::Null));
    putBytes(out, QStringLiteral("body_sample"), r.bodySample);
    out.insert(QStringLiteral("response"),
               r.response ? QJsonValue(toJson(*r.response)) : QJsonValue(QJsonValue::Null));
    return out;
}

QJsonObject toJson(const AcquireResult& result) {
    const bool acquired = result.outcome == AcquireOutcome::Acquired;
    const bool inFlight = result.outcome == AcquireOutcome::InFlight;
    return QJsonObject{
        {QStringLiteral("outcome"), acquireOutcomeName(result.outcome)},
        {QStringLiteral("owner"),
         acquired ? QJsonValue(result.record.owner) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("fence"),
         acquired ? QJsonValue(result.record.fence) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("takeover"), result.takeover},
        {QStringLiteral("retry_after_ms"),
         inFlight ? QJsonValue(qint64(result.retryAfter.count())) : QJsonValue(QJsonValue::Null)},
        // Unknown: there is no record, only the key the caller sent.
        {QStringLiteral("record"), result.outcome == AcquireOutcome::Unknown
                                       ? QJsonValue(QJsonValue::Null)
                                       : QJsonValue(toJson(result.record))},
    };
}

QJsonObject toJson(const StateCounts& counts) {
    return QJsonObject{
        {QStringLiteral("pending"), counts.pending},
        {QStringLiteral("processing"), counts.processing},
        {QStringLiteral("stuck"), counts.stuck},
        {QStringLiteral("completed"), counts.completed},
        {QStringLiteral("expired"), counts.expired},
        {QStringLiteral("total"), counts.total()},
    };
}

QJsonObject toJson(const StatsSeries& series, bool withBuckets) {
    const auto ratio = metrics::duplicateRatio(series.totals);
    QJsonObject out{
        {QStringLiteral("from"), jsonTime(series.fromMs)},
        {QStringLiteral("to"), jsonTime(series.toMs)},
        {QStringLiteral("window_ms"), series.toMs - series.fromMs},
        {QStringLiteral("interval_ms"), series.intervalMs},
        {QStringLiteral("totals"), counterObject(series.totals)},
        {QStringLiteral("duplicate_ratio"),
         ratio ? QJsonValue(*ratio) : QJsonValue(QJsonValue::Null)},
    };
    if (withBuckets) {
        QJsonArray buckets;
        for (const StatsBucket& b : series.buckets) {
            buckets.append(QJsonObject{{QStringLiteral("start"), jsonTime(b.startMs)},
                                       {QStringLiteral("counters"), counterObject(b.values)}});
        }
        out.insert(QStringLiteral("buckets"), buckets);
    }
    return out;
}

QJsonObject toJson(const AuditEntry& e) {
    return QJsonObject{
        {QStringLiteral("id"), e.id},
        {QStringLiteral("at"), jsonTime(e.atMs)},
        {QStringLiteral("user"), e.user},
        {QStringLiteral("action"), e.action},
        {QStringLiteral("key"), e.key},
        {QStringLiteral("scope"), e.scope},
        {QStringLiteral("state_before"), e.stateBefore},
        {QStringLiteral("state_after"), e.stateAfter},
        {QStringLiteral("reason"), textOrNull(e.reason)},
    };
}

QJsonObject toJson(const RequestComparison& c) {
    QJsonArray diff;
    for (const DiffLine& line : c.lines) {
        const QString op = line.kind == DiffLine::Kind::Same      ? QStringLiteral("same")
                           : line.kind == DiffLine::Kind::Removed ? QStringLiteral("removed")
                                                                  : QStringLiteral("added");
        QJsonObject entry{{QStringLiteral("op"), op}, {QStringLiteral("text"), line.text}};
        if (line.oldLine > 0)
            entry.insert(QStringLiteral("old_line"), line.oldLine);
        if (line.newLine > 0)
            entry.insert(QStringLiteral("new_line"), line.newLine);
        diff.append(entry);
    }
    return QJsonObject{
        {QStringLiteral("same_request"), c.sameFingerprint},
        {QStringLiteral("fingerprint_known"), c.fingerprintKnown},
        {QStringLiteral("method_differs"), c.methodDiffers},
        {QStringLiteral("path_differs"), c.pathDiffers},
        {QStringLiteral("sample_truncated"), c.sampleTruncated},
        {QStringLiteral("compared_as_json"), c.comparedAsJson},
        {QStringLiteral("same_text"), c.sameText},
        {QStringLiteral("exact_diff"), c.exactDiff},
        {QStringLiteral("diff"), diff},
    };
}

QJsonObject toJson(const Error& error) {
    return QJsonObject{{QStringLiteral("kind"), errorKindName(error.kind())},
                       {QStringLiteral("message"), error.message()}};
}

QString csvField(const QString& value) {
    QString cell = value;
    if (!cell.isEmpty()) {
        const QChar first = cell.front();
        if (first == u'=' || first == u'+' || first == u'-' || first == u'@' || first == u'\t' ||
            first == u'\r') {
            cell.prepend(QLatin1Char('\''));
        }
    }
    if (cell.contains(QLatin1Char(',')) || cell.contains(QLatin1Char('"')) ||
        cell.contains(QLatin1Char('\r')) || cell.contains(QLatin1Char('\n'))) {
        cell.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        cell = QLatin1Char('"') + cell + QLatin1Char('"');
    }
    return cell;
}

QString csvLine(const QStringList& fields) {
    QStringList cells;
    cells.reserve(fields.size());
    for (const QString& f : fields)
        cells.append(csvField(f));
    return cells.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

QStringList tokenCsvHeader() {
    return {QStringLiteral("key"),
            QStringLiteral("scope"),
            QStringLiteral("state"),
            QStringLiteral("stuck"),
            QStringLiteral("created_at"),
            QStringLiteral("updated_at"),
            QStringLiteral("acquired_at"),
            QStringLiteral("completed_at"),
            QStringLiteral("expires_at"),
            QStringLiteral("lease_until"),
            QStringLiteral("observed_at"),
            QStringLiteral("owner"),
            QStringLiteral("fence"),
            QStringLiteral("method"),
            QStringLiteral("path"),
            QStringLiteral("fingerprint"),
            QStringLiteral("response_status"),
            QStringLiteral("replay_count")};
}

QStringList tokenCsvFields(const TokenRecord& r) {
    return {r.key,
            r.scope,
            stateName(r.state),
            r.stuck ? QStringLiteral("true") : QStringLiteral("false"),
            isoTime(r.createdAtMs),
            isoTime(r.updatedAtMs),
            isoTime(r.acquiredAtMs),
            isoTime(r.completedAtMs),
            isoTime(r.expiresAtMs),
            isoTime(r.leaseUntilMs),
            isoTime(r.observedAtMs),
            r.owner,
            QString::number(r.fence),
            r.method,
            r.path,
            r.fingerprint,
            numberOrEmpty(r.response ? r.response->status : 0, r.response.has_value()),
            QString::number(r.replayCount)};
}

QString toCsv(const QList<TokenRecord>& records) {
    QString out = csvLine(tokenCsvHeader());
    for (const TokenRecord& r : records)
        out += csvLine(tokenCsvFields(r));
    return out;
}

QStringList auditCsvHeader() {
    return {
        QStringLiteral("id"),           QStringLiteral("at"),          QStringLiteral("user"),
        QStringLiteral("action"),       QStringLiteral("key"),         QStringLiteral("scope"),
        QStringLiteral("state_before"), QStringLiteral("state_after"), QStringLiteral("reason")};
}

QStringList auditCsvFields(const AuditEntry& e) {
    return {QString::number(e.id), isoTime(e.atMs), e.user,  e.action, e.key, e.scope,
            e.stateBefore,         e.stateAfter,    e.reason};
}

QString toCsv(const QList<AuditEntry>& entries) {
    QString out = csvLine(auditCsvHeader());
    for (const AuditEntry& e : entries)
        out += csvLine(auditCsvFields(e));
    return out;
}

QString toCsv(const StateCounts& counts) {
    return csvLine({QStringLiteral("pending"), QStringLiteral("processing"),
                    QStringLiteral("stuck"), QStringLiteral("completed"), QStringLiteral("expired"),
                    QStringLiteral("total")}) +
           csvLine({QString::number(counts.pending), QString::number(counts.processing),
                    QString::number(counts.stuck), QString::number(counts.completed),
                    QString::number(counts.expired), QString::number(counts.total())});
}

QString toCsv(const StatsSeries& series) {
    QStringList header{QStringLiteral("start")};
    for (Counter c : kAllCounters)
        header.append(counterName(c));
    QString out = csvLine(header);
    for (const StatsBucket& b : series.buckets) {
        QStringList row{isoTime(b.startMs)};
        for (Counter c : kAllCounters)
            row.append(QString::number(b.value(c)));
        out += csvLine(row);
    }
    return out;
}

} // namespace idem
