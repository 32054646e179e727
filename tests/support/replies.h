// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "redis/reply.h"

#include <QByteArray>
#include <QList>

namespace idem::test {

/// Reply trees built as the RESP parser builds them, for suites that need replies without a
/// server.
inline redis::Reply replyOf(redis::Reply::Type type, const QByteArray& s = {}) {
    redis::Reply r;
    r.type = type;
    r.string = s;
    return r;
}
inline redis::Reply status(const QByteArray& s) {
    return replyOf(redis::Reply::Type::Status, s);
}
inline redis::Reply error(const QByteArray& s) {
    return replyOf(redis::Reply::Type::Error, s);
}
inline redis::Reply bulk(const QByteArray& s) {
    return replyOf(redis::Reply::Type::String, s);
}
inline redis::Reply integer(qint64 v) {
    redis::Reply r = replyOf(redis::Reply::Type::Integer);
    r.integer = v;
    return r;
}
inline redis::Reply nil() {
    return redis::Reply{};
}
inline redis::Reply array(QList<redis::Reply> elements) {
    redis::Reply r = replyOf(redis::Reply::Type::Array);
    r.elements = std::move(elements);
    return r;
}

} // namespace idem::test
