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
    qint64 maxBulkLength = 64LL * 1024 * 1024;   ///< Bytes in one bulk string.
    qint64 maxBufferedBytes = 64LL * 1024 * 1024; ///< Unparsed bytes held at once.
    int maxDepth = 7;
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

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace idem::redis
