// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The RESP reply parser (core/redis/reply.h): every type, any chunking, every limit, and hostile
// input that must end in a protocol error without the parser buffering past its limits.
#include "base/errors.h"
#include "redis/connection.h"
#include "redis/reply.h"
#include "redis/scriptclient.h"
#include "support/replies.h"

#include <QRandomGenerator>
#include <QTest>
#include <limits>

using namespace idem;
using namespace idem::redis;
using namespace idem::test;

namespace {

/// A readable, exact rendering of a reply tree, for QCOMPARE.
QByteArray describe(const Reply& r) {
    switch (r.type) {
    case Reply::Type::Nil:
        return "nil";
    case Reply::Type::Status:
        return "status(" + r.string.toPercentEncoding() + ")";
    case Reply::Type::Error:
        return "error(" + r.string.toPercentEncoding() + ")";
    case Reply::Type::Integer:
        return "int(" + QByteArray::number(r.integer) + ")";
    case Reply::Type::String:
        return "bulk(" + r.string.toPercentEncoding() + ")";
    case Reply::Type::Array: {
        QByteArray out = "[";
        for (const Reply& e : r.elements)
            out += describe(e) + ",";
        return out + "]";
    }
    }
    return "?";
}

QByteArray describe(const QList<Reply>& replies) {
    QByteArray out;
    for (const Reply& r : replies)
        out += describe(r) + "\n";
    return out;
}

/// Feeds `wire` in chunks of the given sizes (cycled) and collects every complete reply.
QList<Reply> parseChunked(const QByteArray& wire, const QList<int>& sizes,
                          const ReplyLimits& limits = {}) {
    ReplyParser parser(limits);
    QList<Reply> out;
    qsizetype at = 0;
    for (qsizetype i = 0; at < wire.size(); ++i) {
        const qsizetype n = qMin<qsizetype>(sizes.at(i % sizes.size()), wire.size() - at);
        parser.feed(wire.constData() + at, n);
        at += n;
        while (auto reply = parser.next())
            out.append(*reply);
    }
    return out;
}

/// Runs `f`, which must throw the parser's protocol error; returns its message.
template <typename F> QString protocolError(F&& f) {
    try {
        f();
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::ConnectionLost)
            return QStringLiteral("wrong kind: ") + errorKindName(e.kind());
        return e.message();
    }
    return QStringLiteral("no error");
}

/// A stream holding every reply type, nested arrays and binary payloads, with what it parses to.
std::pair<QByteArray, QList<Reply>> mixedStream() {
    QByteArray wire;
    QList<Reply> expected;
    const auto add = [&](const QByteArray& bytes, const Reply& reply) {
        wire += bytes;
        expected << reply;
    };
    add("+OK\r\n", status("OK"));
    add("-ERR unknown command 'FOO'\r\n", error("ERR unknown command 'FOO'"));
    add(":0\r\n", integer(0));
    add(":-9223372036854775808\r\n", integer(std::numeric_limits<qint64>::min()));
    add(":9223372036854775807\r\n", integer(std::numeric_limits<qint64>::max()));
    add("$5\r\nhello\r\n", bulk("hello"));
    add("$0\r\n\r\n", bulk(""));
    add("$-1\r\n", nil());
    add("*-1\r\n", nil());
    add("*0\r\n", array({}));
    add(QByteArray("$8\r\na\r\nb\0c\xff\r\r\n", 14), bulk(QByteArray("a\r\nb\0c\xff\r", 8)));
    add("*3\r\n:1\r\n$3\r\nfoo\r\n*2\r\n+x\r\n$-1\r\n",
        array({integer(1), bulk("foo"), array({status("x"), nil()})}));
    add("*2\r\n*0\r\n*1\r\n*1\r\n-E deep\r\n",
        array({array({}), array({array({error("E deep")})})}));
    QByteArray big(70000, 'z');
    add("$70000\r\n" + big + "\r\n", bulk(big));
    add("*2\r\n$70000\r\n" + big + "\r\n:7\r\n", array({bulk(big), integer(7)}));
    return {wire, expected};
}

} // namespace

class Tst_replyparser : public QObject {
    Q_OBJECT

private slots:
    void types_data() {
        QTest::addColumn<QByteArray>("wire");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("status") << QByteArray("+PONG\r\n") << describe(status("PONG"));
        QTest::newRow("empty status") << QByteArray("+\r\n") << describe(status(""));
        QTest::newRow("error") << QByteArray("-WRONGTYPE Operation against a key\r\n")
                               << describe(error("WRONGTYPE Operation against a key"));
        QTest::newRow("integer") << QByteArray(":42\r\n") << describe(integer(42));
        QTest::newRow("negative integer") << QByteArray(":-42\r\n") << describe(integer(-42));
        QTest::newRow("bulk") << QByteArray("$3\r\nabc\r\n") << describe(bulk("abc"));
        QTest::newRow("empty bulk") << QByteArray("$0\r\n\r\n") << describe(bulk(""));
        QTest::newRow("binary bulk") << QByteArray("$4\r\n\0\r\n\xfe\r\n", 10)
                                     << describe(bulk(QByteArray("\0\r\n\xfe", 4)));
        QTest::newRow("nil bulk") << QByteArray("$-1\r\n") << describe(nil());
        QTest::newRow("nil array") << QByteArray("*-1\r\n") << describe(nil());
        QTest::newRow("empty array") << QByteArray("*0\r\n") << describe(array({}));
        QTest::newRow("array of all")
            << QByteArray("*6\r\n+s\r\n-e\r\n:1\r\n$1\r\nb\r\n$-1\r\n*0\r\n")
            << describe(array({status("s"), error("e"), integer(1), bulk("b"), nil(), array({})}));
        QTest::newRow("nested") << QByteArray("*2\r\n*2\r\n:1\r\n:2\r\n*1\r\n*1\r\n$1\r\nx\r\n")
                                << describe(array({array({integer(1), integer(2)}),
                                                   array({array({bulk("x")})})}));
        QTest::newRow("scan-like")
            << QByteArray("*2\r\n$1\r\n0\r\n*2\r\n$5\r\nkey:1\r\n$5\r\nkey:2\r\n")
            << describe(array({bulk("0"), array({bulk("key:1"), bulk("key:2")})}));
    }
    void types() {
        QFETCH(QByteArray, wire);
        QFETCH(QByteArray, expected);
        // Whole, byte by byte, and in twos and threes: the same single reply.
        for (const QList<int>& sizes :
             {QList<int>{int(wire.size())}, QList<int>{1}, QList<int>{2, 3}}) {
            const QList<Reply> replies = parseChunked(wire, sizes);
            QCOMPARE(replies.size(), 1);
            QCOMPARE(describe(replies.first()), expected);
        }
    }

    // Strings of one or two printable bytes share a table (stringOf in reply.cpp): each is
    // still its own value, NUL-terminated, and a change to one copies it first.
    void shortStrings() {
        QByteArray wire = "*6\r\n$1\r\nk\r\n$2\r\nst\r\n$1\r\n0\r\n$2\r\n~ \r\n"
                          "$2\r\n\x1f\x7f\r\n$3\r\nabc\r\n";
        QList<Reply> first = parseChunked(wire, {int(wire.size())});
        QCOMPARE(first.size(), 1);
        const QList<QByteArray> expected = {"k", "st", "0", "~ ", "\x1f\x7f", "abc"};
        QCOMPARE(first.first().elements.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const QByteArray& got = first.first().elements.at(i).string;
            QCOMPARE(got, expected.at(i));
            QCOMPARE(got.constData()[got.size()], '\0');
        }
        // Changed in place, in every way a caller could: the next replies are not.
        QByteArray& k = first.first().elements[0].string;
        k[0] = 'x';
        first.first().elements[1].string.append("ate");
        first.first().elements[2].string.data()[0] = '9';
        QCOMPARE(k, QByteArray("x"));
        const QList<Reply> second = parseChunked(wire, {1});
        for (qsizetype i = 0; i < expected.size(); ++i)
            QCOMPARE(second.first().elements.at(i).string, expected.at(i));
        // Every pair of printable bytes reads back as itself.
        QByteArray all = "*9025\r\n";
        for (char a = 0x20; a < 0x7F; ++a) {
            for (char b = 0x20; b < 0x7F; ++b)
                all += QByteArray("$2\r\n") + a + b + "\r\n";
        }
        const QList<Reply> pairs = parseChunked(all, {int(all.size())});
        int i = 0;
        for (char a = 0x20; a < 0x7F; ++a) {
            for (char b = 0x20; b < 0x7F; ++b)
                QCOMPARE(pairs.first().elements.at(i++).string, QByteArray() + a + b);
        }
    }

    // Commands go out in the format replies come in (an array of bulk strings):
    // appendCommand()'s bytes, exact for a known command, and read back by the parser for
    // random ones appended one after another to one buffer.
    void commandEncoding() {
        QByteArray out("left");
        appendCommand(out, {"GET", "", QByteArray("\0\r\n", 3)});
        QCOMPARE(out, QByteArray("left*3\r\n$3\r\nGET\r\n$0\r\n\r\n$3\r\n\0\r\n\r\n", 32));

        QRandomGenerator random(11);
        QByteArray wire;
        QList<Command> sent;
        for (int c = 0; c < 300; ++c) {
            Command command;
            for (int a = int(random.bounded(30)); a >= 0; --a) {
                // Lengths of every digit count up to 5, now and then empty.
                const int digits = int(random.bounded(6));
                QByteArray arg(digits == 0 ? 0 : int(random.bounded(1 << (3 * digits))), '\0');
                for (char& b : arg)
                    b = char(random.bounded(256));
                command << arg;
            }
            appendCommand(wire, command);
            sent << command;
        }
        ReplyParser parser;
        parser.feed(wire.constData(), wire.size());
        for (const Command& command : sent) {
            const auto reply = parser.next();
            QVERIFY(reply);
            QCOMPARE(reply->type, Reply::Type::Array);
            QCOMPARE(reply->elements.size(), command.size());
            for (qsizetype i = 0; i < command.size(); ++i)
                QCOMPARE(reply->elements.at(i).string, command.at(i));
        }
        QVERIFY(!parser.next());
        QCOMPARE(parser.bufferedBytes(), 0);
    }

    // A command's numbers (num()): small ones come from a shared table, the rest are made.
    void commandNumbers() {
        for (qint64 v : {qint64(0), qint64(1), qint64(9), qint64(10), qint64(599), qint64(1023),
                         qint64(1024), qint64(-1), qint64(86400000),
                         std::numeric_limits<qint64>::max(), std::numeric_limits<qint64>::min()})
            QCOMPARE(num(v), QByteArray::number(v));
        QByteArray changed = num(7);
        changed[0] = '8';
        QCOMPARE(num(7), QByteArray("7"));
    }

    // A stored number (decimal()) reads as QByteArray::toLongLong() reads it, fast path or not.
    void storedNumbers() {
        // Separated by '|', the first one empty.
        const QList<QByteArray> edges =
            QByteArray("|-|0|-0|7|007|-42|+5| 5|5 |1e3|12a|0x10|--1|86400000|1764000000000|"
                       "123456789012345678|-123456789012345678|999999999999999999|"
                       "1234567890123456789|9223372036854775807|9223372036854775808|"
                       "-9223372036854775808|-9223372036854775809|00000000000000000000001|"
                       "\xd9\xa3")
                .split('|');
        QCOMPARE(edges.size(), 26);
        for (const QByteArray& v : edges)
            QCOMPARE(decimal(v), v.toLongLong());
        QCOMPARE(decimal("1764000000000"), Q_INT64_C(1764000000000));
        QCOMPARE(decimal("-42"), Q_INT64_C(-42));
        // Random strings of digits, signs, a space and a letter, up to 22 characters.
        QRandomGenerator rng(17);
        const char alphabet[] = "0123456789000000-+ a";
        for (int i = 0; i < 20000; ++i) {
            QByteArray v(rng.bounded(23), Qt::Uninitialized);
            for (char& c : v)
                c = alphabet[rng.bounded(int(sizeof alphabet - 1))];
            QVERIFY2(decimal(v) == v.toLongLong(), v.constData());
        }
    }

    void incompleteWaits() {
        ReplyParser parser;
        const QByteArray wire("*2\r\n$5\r\nhello\r\n:1\r\n");
        for (qsizetype i = 0; i + 1 < wire.size(); ++i) {
            parser.feed(wire.constData() + i, 1);
            QVERIFY2(!parser.next(), qPrintable(QString::number(i)));
        }
        parser.feed(wire.constData() + wire.size() - 1, 1);
        const auto reply = parser.next();
        QVERIFY(reply);
        QCOMPARE(describe(*reply), describe(array({bulk("hello"), integer(1)})));
        QVERIFY(!parser.next());
        QCOMPARE(parser.bufferedBytes(), 0);
    }

    void chunking_data() {
        QTest::addColumn<QList<int>>("sizes");
        QTest::newRow("all at once") << QList<int>{1 << 30};
        QTest::newRow("byte by byte") << QList<int>{1};
        QTest::newRow("2") << QList<int>{2};
        QTest::newRow("3,5,7") << QList<int>{3, 5, 7};
        QTest::newRow("1,1000") << QList<int>{1, 1000};
        QTest::newRow("4096") << QList<int>{4096};
        QTest::newRow("65536") << QList<int>{65536};
        QList<int> random;
        QRandomGenerator rng(20261129); // fixed: a failure must be reproducible
        for (int i = 0; i < 257; ++i)
            random << int(rng.bounded(1, 2000));
        QTest::newRow("random 1..2000") << random;
    }
    void chunking() {
        QFETCH(QList<int>, sizes);
        const auto [wire, expected] = mixedStream();
        const QList<Reply> replies = parseChunked(wire, sizes);
        QCOMPARE(describe(replies), describe(expected));
    }

    void repliesAreCopyable() {
        const auto [wire, expected] = mixedStream();
        QList<Reply> replies = parseChunked(wire, {4096});
        const QList<Reply> copy = replies;
        replies.clear();
        QCOMPARE(describe(copy), describe(expected));
    }

    void nestingUpToTheLimit_data() {
        QTest::addColumn<int>("maxDepth");
        QTest::newRow("1") << 1;
        QTest::newRow("3") << 3;
        QTest::newRow("7 (default)") << 7;
    }
    void nestingUpToTheLimit() {
        QFETCH(int, maxDepth);
        ReplyLimits limits;
        limits.maxDepth = maxDepth;
        const auto nested = [](int levels) {
            QByteArray wire;
            for (int i = 0; i < levels; ++i)
                wire += "*1\r\n";
            return wire + ":5\r\n";
        };
        const QList<Reply> replies = parseChunked(nested(maxDepth), {1}, limits);
        QCOMPARE(replies.size(), 1);
        const Reply* r = &replies.first();
        for (int i = 0; i < maxDepth; ++i) {
            QCOMPARE(r->type, Reply::Type::Array);
            QCOMPARE(r->elements.size(), 1);
            r = &r->elements.first();
        }
        QCOMPARE(describe(*r), describe(integer(5)));

        const QString message =
            protocolError([&] { parseChunked(nested(maxDepth + 1), {1}, limits); });
        QVERIFY2(message.contains(QLatin1String("protocol error")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("nested")), qPrintable(message));
    }

    void arrayLimit() {
        ReplyLimits limits;
        limits.maxArrayElements = 3;
        QCOMPARE(parseChunked("*3\r\n:1\r\n:2\r\n:3\r\n", {1}, limits).first().elements.size(), 3);
        // Nested arrays are counted each on their own.
        QCOMPARE(parseChunked("*2\r\n*3\r\n:1\r\n:2\r\n:3\r\n*0\r\n", {2}, limits).size(), 1);
        const QString message = protocolError([&] { parseChunked("*4\r\n", {1}, limits); });
        QVERIFY2(message.contains(QLatin1String("protocol error")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("4 elements")), qPrintable(message));
        const QString nestedMessage =
            protocolError([&] { parseChunked("*1\r\n*4\r\n", {1}, limits); });
        QVERIFY2(nestedMessage.contains(QLatin1String("4 elements")), qPrintable(nestedMessage));
    }

    void bulkLimitRefusedAtTheHeader() {
        ReplyLimits limits;
        limits.maxBulkLength = 10;
        QCOMPARE(describe(parseChunked("$10\r\n0123456789\r\n", {1}, limits).first()),
                 describe(bulk("0123456789")));
        // Refused from the header alone: nothing of the payload needs to arrive.
        ReplyParser parser(limits);
        const QString message = protocolError([&] { parser.feed("$11\r\n", 5); });
        QVERIFY2(message.contains(QLatin1String("11 bytes")), qPrintable(message));
        QVERIFY(parser.peakBufferedBytes() <= 5);
        // And it stays refused: the parser is unusable after a protocol error.
        QVERIFY(
            protocolError([&] { parser.feed("+OK\r\n", 5); }).contains(QLatin1String("11 bytes")));
        QVERIFY(protocolError([&] { parser.next(); }).contains(QLatin1String("11 bytes")));
    }

    void bulkLimitInsideArray() {
        ReplyLimits limits;
        limits.maxBulkLength = 4;
        const QString message = protocolError(
            [&] { parseChunked("*2\r\n$4\r\nabcd\r\n$5\r\nabcde\r\n", {3}, limits); });
        QVERIFY2(message.contains(QLatin1String("5 bytes")), qPrintable(message));
    }

    // A bulk within maxBulkLength still cannot make the parser hold more than maxBufferedBytes:
    // it fails as soon as the buffered bytes would pass the cap, not after allocating the rest.
    void bufferedBytesCap() {
        ReplyLimits limits;
        limits.maxBulkLength = 1'000'000'000;
        limits.maxBufferedBytes = 1 << 20;
        ReplyParser parser(limits);
        parser.feed("$999999999\r\n", 12);
        const QByteArray chunk(64 * 1024, 'a');
        qint64 fed = 12;
        QString message;
        try {
            for (int i = 0; i < 1000; ++i) {
                fed += chunk.size();
                parser.feed(chunk.constData(), chunk.size());
            }
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::ConnectionLost);
            message = e.message();
        }
        QVERIFY2(message.contains(QLatin1String("protocol error")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("buffered")), qPrintable(message));
        QVERIFY(parser.peakBufferedBytes() <= limits.maxBufferedBytes);
        // It failed within one chunk of the cap, long before the announced 999999999 bytes.
        QVERIFY(fed <= limits.maxBufferedBytes + 12 + chunk.size());
    }

    // One big chunk is not taken in whole either: only up to the cap reaches the reader.
    void bufferedBytesCapInOneFeed() {
        ReplyLimits limits;
        limits.maxBufferedBytes = 4096;
        ReplyParser parser(limits);
        const QByteArray wire = "$8192\r\n" + QByteArray(8192, 'x') + "\r\n";
        const QString message = protocolError([&] { parser.feed(wire.constData(), wire.size()); });
        QVERIFY2(message.contains(QLatin1String("buffered")), qPrintable(message));
        QVERIFY(parser.peakBufferedBytes() <= 4096);
    }

    // Complete replies do not count against the cap: a long stream of small replies passes.
    void bufferedBytesCapIsPerReply() {
        ReplyLimits limits;
        limits.maxBufferedBytes = 64;
        QByteArray wire;
        for (int i = 0; i < 1000; ++i)
            wire += "$10\r\n0123456789\r\n";
        QCOMPARE(parseChunked(wire, {int(wire.size())}, limits).size(), 1000);
    }

    void lineLimit() {
        ReplyLimits limits;
        limits.maxLineLength = 16;
        QCOMPARE(describe(parseChunked("+0123456789abcdef\r\n", {1}, limits).first()),
                 describe(status("0123456789abcdef")));
        for (const char type : {'+', '-', ':', '*'}) {
            ReplyParser parser(limits);
            const QByteArray wire = QByteArray(1, type) + QByteArray(40, '1');
            const QString message =
                protocolError([&] { parser.feed(wire.constData(), wire.size()); });
            QVERIFY2(message.contains(QLatin1String("line")), qPrintable(message));
            QVERIFY(parser.peakBufferedBytes() <= wire.size());
        }
    }

    void replyBytesLimit() {
        ReplyLimits limits;
        limits.maxReplyBytes = 4096;
        QByteArray wire = "*100\r\n";
        for (int i = 0; i < 100; ++i)
            wire += "$100\r\n" + QByteArray(100, 'v') + "\r\n";
        const QString message = protocolError([&] { parseChunked(wire, {512}, limits); });
        QVERIFY2(message.contains(QLatin1String("larger than")), qPrintable(message));
        // The limit is per reply: the same bytes as separate replies pass.
        QByteArray separate;
        for (int i = 0; i < 100; ++i)
            separate += "$100\r\n" + QByteArray(100, 'v') + "\r\n";
        QCOMPARE(parseChunked(separate, {512}, limits).size(), 100);
    }

    void hostile_data() {
        QTest::addColumn<QByteArray>("wire");
        QTest::newRow("*4294967295") << QByteArray("*4294967295\r\n");
        QTest::newRow("*2147483648") << QByteArray("*2147483648\r\n");
        QTest::newRow("*2147483647") << QByteArray("*2147483647\r\n");
        QTest::newRow("*1000001") << QByteArray("*1000001\r\n");
        QTest::newRow("*-5") << QByteArray("*-5\r\n");
        QTest::newRow("*-2147483649") << QByteArray("*-2147483649\r\n");
        QTest::newRow("*99999999999999999999") << QByteArray("*99999999999999999999\r\n");
        QTest::newRow("$-2") << QByteArray("$-2\r\n");
        QTest::newRow("$99999999999") << QByteArray("$99999999999\r\n");
        QTest::newRow("$999999999") << QByteArray("$999999999\r\n");
        QTest::newRow("$67108865") << QByteArray("$67108865\r\n");
        QTest::newRow("$99999999999999999999") << QByteArray("$99999999999999999999\r\n");
        QTest::newRow("$ endless digits") << QByteArray("$") + QByteArray(100, '9');
        QTest::newRow("$ no digits") << QByteArray("$\r\n");
        QTest::newRow("$ letters") << QByteArray("$abc\r\n");
        QTest::newRow("$+3") << QByteArray("$+3\r\nabc\r\n");
        QTest::newRow("bulk without CRLF") << QByteArray("$3\r\nabcXY");
        QTest::newRow("bulk too short") << QByteArray("$3\r\nab\r\n\r\n");
        QTest::newRow(":abc") << QByteArray(":abc\r\n");
        QTest::newRow(": overflow") << QByteArray(":9223372036854775808\r\n");
        QTest::newRow("*1x") << QByteArray("*1x\r\n");
        QTest::newRow("deep nesting 9") << QByteArray("*1\r\n").repeated(9) + ":1\r\n";
        QTest::newRow("deep nesting 8") << QByteArray("*1\r\n").repeated(8) + ":1\r\n";
        QTest::newRow("deep nesting 1000") << QByteArray("*1\r\n").repeated(1000);
        QTest::newRow("garbage x") << QByteArray("x");
        QTest::newRow("garbage NUL") << QByteArray(1, '\0');
        QTest::newRow("garbage HTTP") << QByteArray("HTTP/1.1 400 Bad Request\r\n\r\n");
        QTest::newRow("garbage TLS alert") << QByteArray("\x15\x03\x03\x00\x02\x02\x46", 7);
        QTest::newRow("garbage after a good reply") << QByteArray("+OK\r\n?");
        QTest::newRow("garbage inside an array") << QByteArray("*2\r\n:1\r\n!\r\n");
        QTest::newRow("RESP3 map") << QByteArray("%1\r\n+a\r\n:1\r\n");
        QTest::newRow("endless status") << QByteArray("+") + QByteArray(70 * 1024, 'a');
    }
    void hostile() {
        QFETCH(QByteArray, wire);
        for (const QList<int>& sizes : {QList<int>{int(wire.size())}, QList<int>{1}}) {
            ReplyParser parser;
            const QString message = protocolError([&] {
                for (qsizetype at = 0; at < wire.size(); at += sizes.first()) {
                    parser.feed(wire.constData() + at,
                                qMin<qsizetype>(sizes.first(), wire.size() - at));
                    while (parser.next()) {
                    }
                }
            });
            QVERIFY2(message.contains(QLatin1String("protocol error")), qPrintable(message));
            // Printable, one sentence, whatever bytes came in.
            for (const QChar c : message)
                QVERIFY2(c.unicode() >= 0x20 && c.unicode() < 0x7f, qPrintable(message));
            // Refused from what was fed: never more than the input (a few KB) was held.
            QVERIFY(parser.peakBufferedBytes() <= wire.size());
        }
    }

    // An announced array does not reserve memory for its announced size: a server that claims a
    // million elements and sends one costs one element.
    void announcedSizeIsNotAllocated() {
        ReplyParser parser;
        parser.feed("*1000000\r\n:1\r\n", 14);
        QVERIFY(!parser.next());
        QCOMPARE(parser.bufferedBytes(), 0);
    }

    void feedNothing() {
        ReplyParser parser;
        parser.feed(nullptr, 0);
        parser.feed("", 0);
        QVERIFY(!parser.next());
        QCOMPARE(parser.bufferedBytes(), 0);
    }
};

QTEST_APPLESS_MAIN(Tst_replyparser)
#include "tst_replyparser.moc"
