// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace idem {

/// The states of a token (ARCHITECTURE.md, "The token model"). "Stuck" is not a state: it is
/// Processing with a lease in the past (TokenRecord::stuck).
enum class State { Pending, Processing, Completed, Expired };

QString stateName(State state); ///< "pending", "processing", "completed", "expired".
std::optional<State> parseState(const QString& text);

/// Response headers that may be stored and replayed: the representation's metadata (RFC 9110
/// §8: Content-Type, Content-Encoding, Content-Language, Content-Location, Content-Disposition,
/// Content-Range; validators ETag and Last-Modified; Vary, Cache-Control) and the response's
/// meaning (Location, Link). Everything else is dropped: credentials (Set-Cookie,
/// WWW-Authenticate), hop-by-hop and framing fields (Connection, Transfer-Encoding,
/// Content-Length: the replay frames its own body). Matching is case-insensitive. ADR 0012.
/// kAnswerLostHeader passes (stores filter through here); the gateway removes it from upstream
/// answers itself, so that an upstream cannot forge it.
bool isReplayableHeader(const QString& name);

/// The header the gateway adds to a response it stored in place of the upstream's answer
/// (too large, malformed, none, or refused by the store): "Idemgate-Answer: lost". Never taken
/// from an upstream; replayed like the rest, so clients and the console can tell a stored
/// problem from an answer the upstream gave.
inline constexpr char kAnswerLostHeader[] = "Idemgate-Answer";

struct StoredResponse {
    int status = 0;
    /// Allow-listed headers in their original order and case.
    QList<std::pair<QString, QByteArray>> headers;
    QByteArray body;

    /// The headers filtered through isReplayableHeader().
    static QList<std::pair<QString, QByteArray>>
    replayableHeaders(const QList<std::pair<QString, QByteArray>>& headers);

    /// How every store keeps headers: a compact JSON array of [name, value] pairs (values as
    /// Latin-1 text, as HTTP has them). headersFromJson() skips anything malformed.
    static QByteArray headersToJson(const QList<std::pair<QString, QByteArray>>& headers);
    static QList<std::pair<QString, QByteArray>> headersFromJson(const QByteArray& json);

    friend bool operator==(const StoredResponse&, const StoredResponse&) = default;
};

/// True when `response` is a problem the gateway stored because the upstream's own answer could
/// not be kept (kAnswerLostHeader): the work ran (or may have), its answer is gone, and an
/// operator should look.
bool answerLost(const StoredResponse& response);

/// One token as a store returns it. Times are milliseconds since the Unix epoch on the store's
/// clock; 0 means "not set". A plain value: copy freely across threads.
struct TokenRecord {
    QString key;
    QString scope;
    /// The effective state at observedAtMs: a record whose expiresAtMs has passed reads as
    /// Expired whatever state is stored.
    State state = State::Pending;
    bool stuck = false; ///< Processing with leaseUntilMs <= observedAtMs.

    qint64 createdAtMs = 0;
    qint64 updatedAtMs = 0;
    qint64 acquiredAtMs = 0;  ///< Last acquisition (first or takeover).
    qint64 completedAtMs = 0; ///< When the response was stored.
    qint64 expiresAtMs = 0;   ///< Retention: after this the record is Expired and may be purged.
    qint64 leaseUntilMs = 0;  ///< While Processing: the owner's lease.
    qint64 observedAtMs = 0;  ///< The store's clock when this snapshot was read.

    QString owner;     ///< While Processing (and kept after Completed): the attempt holding it.
    qint64 fence = 0;  ///< Fencing counter: the number of acquisitions so far.

    QString method;
    QString path;
    QString fingerprint; ///< Empty for an issued, never-used token (and seed rows).
    QByteArray bodySample;

    std::optional<StoredResponse> response;
    qint64 replayCount = 0;

    friend bool operator==(const TokenRecord&, const TokenRecord&) = default;
};

} // namespace idem
