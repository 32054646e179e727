// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "http/http.h"

#include <QString>

namespace idem::gateway {

// The gateway is written in the HTTP library's types (core/http), named unqualified here.
using namespace idem::http;

/// Every error the gateway itself answers, each with its own RFC 9457 `type` URI so that clients
/// switch on the type, never on the text.
enum class Problem {
    MissingKey,   ///< 400: a guarded request without a key where one is required.
    MalformedKey, ///< 400: not 1–255 visible ASCII characters (or a bad sf-string).
    RepeatedKey,  ///< 400: the key header (or an alias) appears more than once.
    UnknownToken, ///< 400, issued mode: the key was never issued here.
    ExpiredToken, ///< 400, issued mode: the token's time has passed.
    BadRequest,   ///< 400: malformed HTTP or an unusable request.
    /// 400: a keyed request with a credential no scope source reads, and none that one reads
    /// (ADR 0018): its answer would be replayed to any other caller with the same key.
    UnscopedCredentials,
    Unauthorized,        ///< 401: POST /idempotency/tokens without the issue secret.
    NotFound,            ///< 404: POST /idempotency/tokens while issuance is off.
    RequestTimeout,      ///< 408: the request did not arrive in time.
    InFlight,            ///< 409 + Retry-After: another attempt holds the key.
    BodyTooLarge,        ///< 413.
    UriTooLong,          ///< 414.
    Mismatch,            ///< 422: the key was used for another request.
    TooManyRequests,     ///< 429 + Retry-After: over the issue endpoint's rate.
    HeadersTooLarge,     ///< 431.
    NotImplemented,      ///< 501: a transfer coding the gateway does not speak.
    VersionNotSupported, ///< 505.
    UpstreamUnavailable, ///< 502: the upstream could not be reached (the request was not sent).
    /// 502, stored: the upstream answered a status the gateway keeps, with more than
    /// --max-response bytes. The work ran; its answer is lost.
    AnswerTooLarge,
    /// 502, stored: the upstream received the request, then answered bytes that are not HTTP,
    /// a truncated answer, or closed the connection without one. The work may have run.
    AnswerUnusable,
    /// 502, stored: the upstream answered, but the store refused its answer for longer than
    /// the claim could wait. The work ran; the client of the first attempt got the answer.
    AnswerLost,
    StoreUnavailable, ///< 503 + Retry-After: fail-closed.
    Overloaded,       ///< 503 + Retry-After: too many connections, or shutting down.
    UpstreamTimeout,  ///< 504: no answer in time, the request was never sent (pass-through:
                      ///< any timeout).
    /// 504, stored: the upstream received the request and did not answer in time; whether the
    /// work ran is unknown.
    OutcomeUnknown,
    Internal, ///< 500.
};

/// The URI naming `problem` (https://example.invalid/idemscope/problems/<name>).
QByteArray problemType(Problem problem);
int problemStatus(Problem problem);
/// The problem for a status the HTTP layer refused a request with (400, 408, 413, ...).
Problem problemForStatus(int status);

/// An application/problem+json response: type, title, status and `detail`.
HttpResponse problemResponse(Problem problem, const QString& detail);

} // namespace idem::gateway
