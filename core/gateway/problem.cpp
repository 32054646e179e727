// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/problem.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace idem::gateway {

namespace {

struct Info {
    int status;
    const char* name;
    const char* title;
};

Info info(Problem p) {
    switch (p) {
    case Problem::MissingKey:
        return {400, "missing-key", "An Idempotency-Key header is required"};
    case Problem::MalformedKey:
        return {400, "malformed-key", "The idempotency key is malformed"};
    case Problem::RepeatedKey:
        return {400, "repeated-key", "The idempotency key was given more than once"};
    case Problem::UnknownToken:
        return {400, "unknown-token", "The idempotency token was never issued"};
    case Problem::ExpiredToken:
        return {400, "expired-token", "The idempotency token has expired"};
    case Problem::BadRequest:
        return {400, "bad-request", "The request is malformed"};
    case Problem::UnscopedCredentials:
        return {400, "unscoped-credentials",
                "The gateway cannot tell this request's caller from others"};
    case Problem::Unauthorized:
        return {401, "unauthorized", "Authentication is required"};
    case Problem::NotFound:
        return {404, "not-found", "Not found"};
    case Problem::RequestTimeout:
        return {408, "request-timeout", "The request did not arrive in time"};
    case Problem::InFlight:
        return {409, "request-in-flight", "A request with this key is still being processed"};
    case Problem::BodyTooLarge:
        return {413, "body-too-large", "The request body is over the limit"};
    case Problem::UriTooLong:
        return {414, "uri-too-long", "The request target is over the limit"};
    case Problem::Mismatch:
        return {422, "key-reuse-mismatch", "The idempotency key was used for another request"};
    case Problem::TooManyRequests:
        return {429, "too-many-requests", "Too many requests"};
    case Problem::HeadersTooLarge:
        return {431, "headers-too-large", "The request header section is over the limit"};
    case Problem::NotImplemented:
        return {501, "not-implemented", "The request uses a feature the gateway lacks"};
    case Problem::VersionNotSupported:
        return {505, "version-not-supported", "Only HTTP/1.0 and HTTP/1.1 are served"};
    case Problem::UpstreamUnavailable:
        return {502, "upstream-unavailable", "The upstream service did not answer properly"};
    case Problem::AnswerTooLarge:
        return {502, "answer-too-large", "The upstream's answer was too large to keep"};
    case Problem::AnswerUnusable:
        return {502, "upstream-answer-unusable",
                "The upstream received the request but gave no usable answer"};
    case Problem::AnswerLost:
        return {502, "answer-lost", "The upstream's answer could not be stored"};
    case Problem::OutcomeUnknown:
        return {504, "upstream-outcome-unknown",
                "The upstream received the request but did not answer in time"};
    case Problem::StoreUnavailable:
        return {503, "store-unavailable", "The idempotency store is unavailable"};
    case Problem::Overloaded:
        return {503, "overloaded", "The gateway cannot take this request now"};
    case Problem::UpstreamTimeout:
        return {504, "upstream-timeout", "The upstream service did not answer in time"};
    case Problem::Internal:
        return {500, "internal", "The gateway failed"};
    }
    return {500, "internal", "The gateway failed"};
}

} // namespace

QByteArray problemType(Problem problem) {
    return QByteArrayLiteral("https://example.invalid/idemscope/problems/") + info(problem).name;
}

int problemStatus(Problem problem) {
    return info(problem).status;
}

Problem problemForStatus(int status) {
    switch (status) {
    case 408:
        return Problem::RequestTimeout;
    case 413:
        return Problem::BodyTooLarge;
    case 414:
        return Problem::UriTooLong;
    case 431:
        return Problem::HeadersTooLarge;
    case 501:
        return Problem::NotImplemented;
    case 503:
        return Problem::Overloaded;
    case 505:
        return Problem::VersionNotSupported;
    default:
        return Problem::BadRequest;
    }
}

HttpResponse problemResponse(Problem problem, const QString& detail) {
    const Info i = info(problem);
    QJsonObject o;
    o.insert(QStringLiteral("type"), QString::fromLatin1(problemType(problem)));
    o.insert(QStringLiteral("title"), QString::fromLatin1(i.title));
    o.insert(QStringLiteral("status"), i.status);
    if (!detail.isEmpty())
        o.insert(QStringLiteral("detail"), detail);
    HttpResponse r;
    r.status = i.status;
    r.headers.add("Content-Type", "application/problem+json");
    r.headers.add("Cache-Control", "no-store");
    r.body = QJsonDocument(o).toJson(QJsonDocument::Compact);
    return r;
}

} // namespace idem::gateway
