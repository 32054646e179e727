// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QByteArray>
#include <QList>
#include <memory>
#include <optional>

namespace idem::redis {

/// One RESP2 reply as a value tree. Plain value; thread-safe to copy.
struct Reply {
    enum class Type { Nil, Status, Error, Integer, String, Array };
    Type type = Type::Nil;
    qint64 integer = 0;
    QByteArray string; ///< Status, Error and String payloads.
    QList<Reply> elements;

    bool isError() const { return type == Type::Error; }
    bool isNil() const { return type == Type::Nil; }
};

/// Hard limits on what a server may send; a reply over any of them is a protocol error
/// (hiredis 0.14 has no maxelements, so these are enforced through custom reply functions and
/// by bounding the unparsed buffer).
struct ReplyLimits {
    qint64 maxArrayElements = 1'000'000;
    qint64 maxBulkLength = 64LL * 1024 * 1024;    ///< Bytes in one bulk string.
    qint64 maxBufferedBytes = 64LL * 1024 * 1024; ///< Unparsed bytes held at once.
    int maxDepth = 7; ///< Array nesting levels (a flat array is 1); hiredis itself stops at 8.
    /// Bytes of one status, error or integer line, or of an array or bulk header, before its
    /// CRLF. Also keeps hiredis from rescanning an endless line on every feed.
    qint64 maxLineLength = 64 * 1024;
    /// Payload bytes plus a fixed cost per element for one whole reply, so that an array of
    /// many big strings cannot grow without bound.
    qint64 maxReplyBytes = 256LL * 1024 * 1024;
};

/// Incremental RESP parser over hiredis's redisReader, fed in arbitrary chunks.
/// One per connection; not thread-safe.
class ReplyParser {
public:
    explicit ReplyParser(ReplyLimits limits = {});
    ~ReplyParser();
    ReplyParser(const ReplyParser&) = delete;
    ReplyParser& operator=(const ReplyParser&) = delete;

    /// Appends bytes. Throws idem::Error(ConnectionLost, "protocol error: ...") when the bytes
    /// are not RESP or break a limit; the parser is unusable afterwards.
    void feed(const char* data, qsizetype size);
    /// The next complete reply, if one is buffered. Throws like feed().
    std::optional<Reply> next();

    /// Bytes fed but not yet parsed into a reply: never more than ReplyLimits::maxBufferedBytes.
    qint64 bufferedBytes() const;
    /// The most bufferedBytes() has been since construction (for tests and diagnostics).
    qint64 peakBufferedBytes() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace idem::redis
