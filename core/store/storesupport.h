// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

// What the stores share below the TokenStore interface: the listing cursor of the key-ordered
// stores, key-prefix bounds and the folding of stored counters into stats intervals. Each lives
// here once so that the backends cannot drift apart in what a cursor or an interval means.

#include "store/tokenstore.h"
#include "token/record.h"
#include "token/statemachine.h"

#include <QString>
#include <QStringView>
#include <chrono>
#include <utility>

namespace idem {

/// The cursor of a listing ordered by (key, scope) (SQLite, PostgreSQL): the last record shown,
/// base64url without padding. Keys and scopes are visible ASCII, so a space separates them.
QString encodeKeyCursor(const QString& key, const QString& scope);

/// The key and scope of a cursor encodeKeyCursor() gave; BadInput for any other text (too long,
/// not base64url, or not a valid key and scope).
std::pair<QString, QString> decodeKeyCursor(const QString& cursor);

/// The smallest string greater than every string starting with `prefix` (visible ASCII, not
/// empty): the exclusive upper bound of a key-prefix range scan.
QString prefixUpperBound(const QString& prefix);

/// The leading columns of a token row as the SQL stores (SQLite, PostgreSQL) select it, in this
/// order; each store's own columns (how it keeps response headers and body, the replay count,
/// ...) follow from FirstOwn, named by the store next to its column list.
namespace column {
enum RecordColumn : int {
    Key,
    Scope,
    StateName,
    CreatedAt,
    UpdatedAt,
    AcquiredAt,
    CompletedAt,
    ExpiresAt,
    LeaseUntil,
    Owner,
    Fence,
    Method,
    Path,
    Fingerprint,
    BodySample,
    ResponseStatus,
    FirstOwn,
};
} // namespace column

/// The record of a row's leading columns (column::RecordColumn): the one mapping of the SQL
/// stores. `row` answers text(i), int64(i), blob(i) and isNull(i). The response, when
/// response_status is not NULL, has its status only: its headers and body are the store's to
/// read from its own columns, as is the replay count.
template <class Row> TokenRecord recordFromColumns(const Row& row) {
    TokenRecord r;
    r.key = row.text(column::Key);
    r.scope = row.text(column::Scope);
    r.state = parseState(row.text(column::StateName)).value_or(State::Expired);
    r.createdAtMs = row.int64(column::CreatedAt);
    r.updatedAtMs = row.int64(column::UpdatedAt);
    r.acquiredAtMs = row.int64(column::AcquiredAt);
    r.completedAtMs = row.int64(column::CompletedAt);
    r.expiresAtMs = row.int64(column::ExpiresAt);
    r.leaseUntilMs = row.int64(column::LeaseUntil);
    r.owner = row.text(column::Owner);
    r.fence = row.int64(column::Fence);
    r.method = row.text(column::Method);
    r.path = row.text(column::Path);
    r.fingerprint = row.text(column::Fingerprint);
    r.bodySample = row.blob(column::BodySample);
    if (!row.isNull(column::ResponseStatus)) {
        StoredResponse response;
        response.status = int(row.int64(column::ResponseStatus));
        r.response = std::move(response);
    }
    return r;
}

/// An empty series for `window` ending at `nowMs` (the store's clock).
StatsSeries statsSeriesEnding(qint64 nowMs, std::chrono::milliseconds window);

/// The start of the first stats interval a series reaches into: the rows a store reads.
qint64 firstStatsInterval(const StatsSeries& series);

/// Adds one stored counter (`value` of the counter named `counter` in the interval starting at
/// `intervalStartMs`) to the series: to its interval, created in start order if new, and to the
/// totals. Rows may come in any order; a name that is no Counter's is ignored (a newer
/// version's counter in a shared store).
void addStatsValue(StatsSeries& series, qint64 intervalStartMs, QStringView counter, qint64 value);

} // namespace idem
