// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// RESP parsing over hiredis 0.14's redisReader with our own reply objects.
//
// hiredis 0.14 has no maxelements and grows its input buffer until a whole bulk string is in it,
// so every limit of ReplyLimits is enforced here: in the object callbacks (a callback that
// returns NULL puts the reader into its error state), and by never handing the reader more than
// maxBufferedBytes of unparsed input. Complete replies are parsed as soon as they are fed, so the
// reader only ever holds the reply in progress.
#include "redis/reply.h"

#include "base/errors.h"

#include <QString>
#include <algorithm>
#include <cstring>
#include <deque>
#include <hiredis/read.h>

namespace idem::redis {

namespace {

/// What one element costs against maxReplyBytes besides its payload.
constexpr qint64 kNodeCost = qint64(sizeof(Reply));
/// "$" headers hold at most "-1" or 20 digits; anything longer without CRLF is not RESP.
constexpr qsizetype kBulkHeaderWindow = 32;

/// A bulk string's bytes. One or two printable ASCII bytes (a record's field names, "0", "1":
/// half the strings of a token's reply) point into a table made once, each entry followed by a
/// NUL, instead of allocating; QByteArray copies such data before any change to it. The table
/// is never freed, so replies that outlive static destruction stay valid.
QByteArray stringOf(const char* str, qsizetype len) {
    constexpr int kFirst = 0x20;
    constexpr int kCount = 0x7F - kFirst; // the 95 printable characters
    const auto index = [](char c) {
        return int(static_cast<unsigned char>(c)) - kFirst;
    };
    const auto printable = [&](char c) {
        return index(c) >= 0 && index(c) < kCount;
    };
    if (len < 1 || len > 2 || !printable(str[0]) || (len == 2 && !printable(str[1])))
        return QByteArray(str, len);
    struct Table {
        char one[kCount][2];
        char two[kCount][kCount][3];
    };
    static const Table* const table = [] {
        auto* t = new Table;
        for (int a = 0; a < kCount; ++a) {
            t->one[a][0] = char(kFirst + a);
            t->one[a][1] = '\0';
            for (int b = 0; b < kCount; ++b) {
                t->two[a][b][0] = char(kFirst + a);
                t->two[a][b][1] = char(kFirst + b);
                t->two[a][b][2] = '\0';
            }
        }
        return t;
    }();
    if (len == 1)
        return QByteArray::fromRawData(table->one[index(str[0])], 1);
    return QByteArray::fromRawData(table->two[index(str[0])][index(str[1])], 2);
}

/// Server bytes in a message: printable ASCII only, shortened.
QString printable(const char* text, qsizetype size) {
    QString out;
    for (qsizetype i = 0; i < size && out.size() < 120; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        out += (c >= 0x20 && c < 0x7f) ? QChar(char16_t(c)) : QChar(u'?');
    }
    return out;
}

} // namespace

struct ReplyParser::Impl {
    ReplyLimits limits;
    redisReader* reader = nullptr;
    std::deque<Reply> ready;
    /// Set once; the parser refuses everything afterwards.
    QString failure;
    /// Why a callback refused an element (hiredis itself only reports "Out of memory").
    QString refusal;
    /// Cost of the reply being built, against maxReplyBytes.
    qint64 replyBytes = 0;
    qint64 peakBuffered = 0;

    static Impl* of(const redisReadTask* task) { return static_cast<Impl*>(task->privdata); }

    qint64 buffered() const {
        return (reader && reader->buf) ? qint64(reader->len) - qint64(reader->pos) : 0;
    }

    [[noreturn]] void fail(const QString& reason) {
        if (failure.isEmpty())
            failure = QStringLiteral("Redis protocol error: %1.").arg(reason);
        throw Error(ErrorKind::ConnectionLost, failure);
    }
    void throwIfFailed() const {
        if (!failure.isEmpty())
            throw Error(ErrorKind::ConnectionLost, failure);
    }
    [[noreturn]] void failFromReader() {
        if (!refusal.isEmpty())
            fail(refusal);
        fail(printable(reader->errstr, qsizetype(qstrnlen(reader->errstr, sizeof reader->errstr))));
    }

    void* refuse(const QString& reason) {
        if (refusal.isEmpty())
            refusal = reason;
        return nullptr;
    }

    /// The root of a reply is heap-allocated: hiredis holds it until it hands it back, and frees
    /// it through freeObject on error. Every other element lives inside its parent's list; the
    /// pointer returned for a nested array stays valid while its children are added, because
    /// the parent's list only grows again after that array is complete.
    void* place(const redisReadTask* task, Reply&& node) {
        if (!task->parent)
            replyBytes = 0;
        replyBytes += kNodeCost + node.string.size();
        if (replyBytes > limits.maxReplyBytes) {
            return refuse(QStringLiteral("the reply is larger than the limit of %1 bytes")
                              .arg(limits.maxReplyBytes));
        }
        if (!task->parent)
            return new Reply(std::move(node));
        auto* parent = static_cast<Reply*>(task->parent->obj);
        if (!parent || parent->type != Reply::Type::Array || task->idx != parent->elements.size())
            return refuse(QStringLiteral("the reader's element order is inconsistent"));
        parent->elements.append(std::move(node));
        return &parent->elements.last();
    }

    static void* createString(const redisReadTask* task, char* str, size_t len) {
        Impl* d = of(task);
        // A line that arrived whole is held to the same limit as one that arrives in pieces.
        if (task->type != REDIS_REPLY_STRING && len > quint64(d->limits.maxLineLength)) {
            return d->refuse(QStringLiteral("a line is longer than the limit of %1 bytes")
                                 .arg(d->limits.maxLineLength));
        }
        Reply node;
        switch (task->type) {
        case REDIS_REPLY_STATUS:
            node.type = Reply::Type::Status;
            break;
        case REDIS_REPLY_ERROR:
            node.type = Reply::Type::Error;
            break;
        case REDIS_REPLY_STRING:
            node.type = Reply::Type::String;
            if (len > quint64(d->limits.maxBulkLength)) {
                return d->refuse(QStringLiteral("a bulk string of %1 bytes exceeds the limit of %2")
                                     .arg(quint64(len))
                                     .arg(d->limits.maxBulkLength));
            }
            // hiredis checked that the two bytes after the payload are in its buffer but not
            // that they are CRLF; anything else means the stream is out of step.
            if (str[len] != '\r' || str[len + 1] != '\n')
                return d->refuse(QStringLiteral("a bulk string does not end with CRLF"));
            break;
        default:
            return d->refuse(QStringLiteral("unknown string reply type %1").arg(task->type));
        }
        node.string = stringOf(str, qsizetype(len));
        return d->place(task, std::move(node));
    }

    static void* createArray(const redisReadTask* task, int elements) {
        Impl* d = of(task);
        if (elements < 0 || elements > d->limits.maxArrayElements) {
            return d->refuse(QStringLiteral("an array of %1 elements exceeds the limit of %2")
                                 .arg(elements)
                                 .arg(d->limits.maxArrayElements));
        }
        int depth = 1;
        for (const redisReadTask* p = task->parent; p; p = p->parent)
            ++depth;
        if (depth > d->limits.maxDepth) {
            return d->refuse(
                QStringLiteral("arrays nested deeper than %1 levels").arg(d->limits.maxDepth));
        }
        Reply node;
        node.type = Reply::Type::Array;
        // Reserve little: the count is the server's claim, the elements must still arrive.
        node.elements.reserve(std::min(elements, 64));
        return d->place(task, std::move(node));
    }

    static void* createInteger(const redisReadTask* task, long long value) {
        Reply node;
        node.type = Reply::Type::Integer;
        node.integer = qint64(value);
        return of(task)->place(task, std::move(node));
    }

    static void* createNil(const redisReadTask* task) { return of(task)->place(task, Reply{}); }

    static void freeObject(void* obj) { delete static_cast<Reply*>(obj); }

    /// Moves every complete reply out of the reader, then checks the one in progress.
    void drain() {
        for (;;) {
            void* obj = nullptr;
            if (redisReaderGetReply(reader, &obj) != REDIS_OK)
                failFromReader();
            if (!obj)
                break;
            std::unique_ptr<Reply> root(static_cast<Reply*>(obj));
            ready.push_back(std::move(*root));
        }
        checkPending();
    }

    bool waitsForLine() const {
        if (!reader->buf || reader->ridx < 0 || buffered() == 0)
            return false;
        switch (reader->rstack[reader->ridx].type) {
        case REDIS_REPLY_STATUS:
        case REDIS_REPLY_ERROR:
        case REDIS_REPLY_INTEGER:
        case REDIS_REPLY_ARRAY:
            return true;
        default:
            return false;
        }
    }

    /// Refuses a reply in progress as soon as its header shows it is over a limit, instead of
    /// buffering up to maxBufferedBytes first; and bounds lines, which hiredis rescans from
    /// their start on every feed.
    void checkPending() {
        if (reader->ridx < 0)
            return;
        const qint64 unparsed = buffered();
        const char* p = reader->buf + reader->pos;
        switch (reader->rstack[reader->ridx].type) {
        case REDIS_REPLY_STATUS:
        case REDIS_REPLY_ERROR:
        case REDIS_REPLY_INTEGER:
        case REDIS_REPLY_ARRAY:
            // The reader is waiting for this line's CRLF, so none is buffered yet.
            if (unparsed > limits.maxLineLength + 2) {
                fail(QStringLiteral("a line is longer than the limit of %1 bytes")
                         .arg(limits.maxLineLength));
            }
            return;
        case REDIS_REPLY_STRING: {
            const qsizetype window = qsizetype(std::min<qint64>(unparsed, kBulkHeaderWindow));
            const QByteArray head = QByteArray::fromRawData(p, window);
            const qsizetype crlf = head.indexOf("\r\n");
            if (crlf < 0) {
                if (window == kBulkHeaderWindow)
                    fail(QStringLiteral("a bulk string length has no end"));
                return;
            }
            bool ok = false;
            const qint64 length = head.left(crlf).toLongLong(&ok);
            // hiredis accepted this header already; an overflowing one is over any limit.
            if (!ok || length > limits.maxBulkLength) {
                fail(QStringLiteral("a bulk string of %1 bytes exceeds the limit of %2")
                         .arg(ok ? QString::number(length) : printable(p, crlf))
                         .arg(limits.maxBulkLength));
            }
            return;
        }
        default:
            return;
        }
    }
};

ReplyParser::ReplyParser(ReplyLimits limits) : d(std::make_unique<Impl>()) {
    d->limits = limits;
    static redisReplyObjectFunctions functions = {
        &Impl::createString, &Impl::createArray, &Impl::createInteger,
        &Impl::createNil,    &Impl::freeObject,
    };
    d->reader = redisReaderCreateWithFunctions(&functions);
    if (!d->reader)
        throw std::bad_alloc();
    d->reader->privdata = d.get();
}

ReplyParser::~ReplyParser() {
    if (d->reader)
        redisReaderFree(d->reader);
}

void ReplyParser::feed(const char* data, qsizetype size) {
    d->throwIfFailed();
    while (size > 0) {
        const qint64 room = d->limits.maxBufferedBytes - d->buffered();
        if (room <= 0) {
            d->fail(QStringLiteral("a reply needs more than the limit of %1 buffered bytes")
                        .arg(d->limits.maxBufferedBytes));
        }
        const qsizetype piece = qsizetype(std::min<qint64>(size, room));
        if (redisReaderFeed(d->reader, data, size_t(piece)) != REDIS_OK)
            d->failFromReader();
        d->peakBuffered = std::max(d->peakBuffered, d->buffered());
        // While the reader waits for the CRLF of a line, bytes without a '\n' cannot finish
        // it; skipping the reader then keeps a line fed in small pieces from being rescanned
        // from its start each time.
        if (d->waitsForLine() && !memchr(data, '\n', size_t(piece)))
            d->checkPending();
        else
            d->drain();
        data += piece;
        size -= piece;
    }
}

std::optional<Reply> ReplyParser::next() {
    d->throwIfFailed();
    if (d->ready.empty())
        return std::nullopt;
    Reply reply = std::move(d->ready.front());
    d->ready.pop_front();
    return reply;
}

qint64 ReplyParser::bufferedBytes() const {
    return d->buffered();
}

qint64 ReplyParser::peakBufferedBytes() const {
    return d->peakBuffered;
}

} // namespace idem::redis
