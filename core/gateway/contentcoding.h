// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "http/http.h"
#include "token/record.h"

#include <QByteArray>
#include <QList>
#include <optional>

namespace idem::gateway {

// The gateway is written in the HTTP library's types (core/http), named unqualified here.
using namespace idem::http;

/// Whether a request's Accept-Encoding field values (every field, in order) accept the content
/// coding `coding` (RFC 9110 §12.5.3): listed with a q-value above 0, or covered by a `*` above
/// 0 and not listed with q=0. Names ignore case; x-gzip is gzip and x-compress is compress.
/// A malformed q-value counts as a refusal. No field at all accepts nothing here: a replay then
/// goes out without a coding, as nginx's gunzip does for clients that do not ask for gzip (RFC
/// 9110 allows identity whenever it is not refused). Pure.
bool acceptsCoding(const QList<QByteArray>& acceptEncoding, const QByteArray& coding);

/// `body` decoded from the content coding `coding` (gzip, x-gzip; deflate as a zlib stream or,
/// as some servers send it, raw), at most `maxBytes` long. std::nullopt for a coding the gateway
/// cannot decode (br, zstd, compress, ...), corrupt or truncated data, bytes after the end, or a
/// result over `maxBytes` (a gzip bomb costs at most that much memory). Pure.
std::optional<QByteArray> decodeContent(const QByteArray& coding, const QByteArray& body,
                                        qsizetype maxBytes);

/// The response a replay sends for `stored` to a request with `request` headers (ADR 0012):
/// the stored status, headers and bytes when the response has no content coding or the request
/// accepts every coding it has; decoded (gzip/deflate, at most `maxDecodedBytes`) without
/// Content-Encoding, with a weak ETag, when it does not. A coding the gateway cannot decode, a
/// body that does not decode within the bound, and a partial response (Content-Range) replay as
/// stored: the client still sees what the bytes are. A response with a content coding also says
/// Vary: Accept-Encoding. Content-Length comes from the body when serialised. Pure.
HttpResponse replayResponse(const StoredResponse& stored, const HttpHeaders& request,
                            qsizetype maxDecodedBytes);

} // namespace idem::gateway
