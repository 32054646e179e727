// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "store/tokenstore.h"
#include "token/operations.h"
#include "token/record.h"
#include "token/requestdiff.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace idem {

/// The stable export forms of core values: JSON objects and CSV text. Every face (idemctl's
/// --json/--csv, the console's export, later the gateway's admin API) goes through these
/// functions, so one value has one exported shape everywhere. The shapes are documented field by
/// field in docs/idemctl.md; fields may be added, never renamed, removed or retyped.
///
/// Conventions:
/// - field names are snake_case;
/// - instants are ISO-8601 UTC strings with milliseconds ("2026-11-29T10:00:00.123Z"), or null
///   when the core value is 0 ("not set");
/// - durations are integers in milliseconds, in fields named *_ms;
/// - bytes (body sample, response body) are exported as UTF-8 text when they are valid UTF-8,
///   otherwise as standard base64 in the sibling *_base64 field. Both fields are always present
///   and exactly one of them is null.
///
/// All functions are pure and thread-safe.

/// "2026-11-29T10:00:00.123Z"; an empty string for 0.
QString isoTime(qint64 msSinceEpoch);
/// isoTime() as JSON: null for 0.
QJsonValue jsonTime(qint64 msSinceEpoch);
/// True when `bytes` is well-formed UTF-8 that decodes and re-encodes to the same bytes.
bool isValidUtf8(const QByteArray& bytes);

QJsonObject toJson(const TokenRecord& record);
QJsonObject toJson(const StoredResponse& response);
/// Includes "owner" and "fence" at the top level when the outcome is acquired (null otherwise),
/// so a caller need not dig into the record for the claim it now holds. "record" is null for the
/// outcome unknown (no such token exists).
QJsonObject toJson(const AcquireResult& result);
QJsonObject toJson(const StateCounts& counts);
/// The window, the totals per counter, the duplicate ratio and, when `withBuckets`, the
/// per-interval buckets.
/// duplicate_ratio is idem::metrics::duplicateRatio(series.totals), null when nothing arrived.
QJsonObject toJson(const StatsSeries& series, bool withBuckets = true);
QJsonObject toJson(const AuditEntry& entry);
/// {"same_request":…, "fingerprint_known":…, "method_differs":…, "path_differs":…,
///  "sample_truncated":…, "compared_as_json":…, "same_text":…, "exact_diff":…,
///  "diff":[{"op":"same"|"removed"|"added","text":…,"old_line":n,"new_line":n},…]}
QJsonObject toJson(const RequestComparison& comparison);
/// {"kind": errorKindName(kind), "message": the sentence}.
QJsonObject toJson(const Error& error);


/// One CSV field per RFC 4180: quoted (with doubled quotes) when it holds a comma, a quote, CR
/// or LF. A field that a spreadsheet would run as a formula, one starting with = + - @ or a tab
/// or CR, is prefixed with a single quote (CSV injection), before quoting.
QString csvField(const QString& value);
/// One CSV record: fields joined with commas, ended with CRLF.
QString csvLine(const QStringList& fields);

/// Token CSV: the scalar fields of toJson(TokenRecord) (no bodies, no headers; use JSON for
/// those), in a fixed column order; times as in JSON, empty for null.
QStringList tokenCsvHeader();
QStringList tokenCsvFields(const TokenRecord& record);
/// Header row plus one row per record.
QString toCsv(const QList<TokenRecord>& records);

QStringList auditCsvHeader();
QStringList auditCsvFields(const AuditEntry& entry);
QString toCsv(const QList<AuditEntry>& entries);

/// Header "pending,processing,stuck,completed,expired,total" and one row.
QString toCsv(const StateCounts& counts);
/// Header "start," then one column per counter (counterName order of kAllCounters); one row
/// per bucket, oldest first.
QString toCsv(const StatsSeries& series);

} // namespace idem
