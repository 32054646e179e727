// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// HttpParser on its own: requests and responses fed whole and byte by byte, framing (length,
// chunked, until close, bodiless statuses, interim 1xx), keep-alive rules and limits; the
// negative tables of issue 15 (overflowing lengths, whitespace other than SP/HTAB, chunk
// extensions, trailers, Transfer-Encoding on HTTP/1.0, Host, reason phrases, smuggling shapes);
// hop-by-hop removal and what serialize() lets through.

#include "http/http.h"

#include <QTest>

using namespace idem::http;

namespace {

/// Feeds `bytes` one at a time (when `trickle`) or at once; returns the final status.
HttpParser::Status feedAll(HttpParser& p, const QByteArray& bytes, bool trickle) {
    HttpParser::Status s = HttpParser::Status::NeedMore;
    if (!trickle)
        return p.feed(bytes);
    for (char c : bytes) {
        s = p.feed(QByteArray(1, c));
        if (s != HttpParser::Status::NeedMore)
            return s;
    }
    return s;
}

} // namespace

class Tst_HttpParser : public QObject {
    Q_OBJECT

private slots:
    void requests_data();
    void requests();
    void responses_data();
    void responses();
    void pipelinedRequests();
    void responseUntilClose();
    void interimResponse();
    void serializeSetsFraming();
    void refused_data();
    void refused();
    void accepted_data();
    void accepted();
    void lengthLimits();
    void hosts_data();
    void hosts();
    void hopByHop();
    void fieldLookups();
    void serializeChecksReasonAndFields();
};

void Tst_HttpParser::requests_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("trickle");
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("keepAlive");
    for (bool trickle : {false, true}) {
        const char* t = trickle ? " (byte by byte)" : "";
        QTest::addRow("GET 1.1%s", t) << QByteArray("GET /a?b=1 HTTP/1.1\r\nHost: x\r\n\r\n")
                                      << trickle << QByteArray("/a?b=1") << QByteArray() << true;
        QTest::addRow("GET 1.0%s", t) << QByteArray("GET / HTTP/1.0\r\n\r\n") << trickle
                                      << QByteArray("/") << QByteArray() << false;
        QTest::addRow("1.0 keep-alive%s", t)
            << QByteArray("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n") << trickle
            << QByteArray("/") << QByteArray() << true;
        QTest::addRow("1.1 close%s", t)
            << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nConnection: Close\r\n\r\n") << trickle
            << QByteArray("/") << QByteArray() << false;
        QTest::addRow("Content-Length%s", t)
            << QByteArray("POST /o HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")
            << trickle << QByteArray("/o") << QByteArray("hello") << true;
        QTest::addRow("equal repeated lengths%s", t)
            << QByteArray("POST /o HTTP/1.1\r\nHost: x\r\nContent-Length: 2, 2\r\n\r\nhi")
            << trickle << QByteArray("/o") << QByteArray("hi") << true;
        QTest::addRow("chunked with extension and trailer%s", t)
            << QByteArray("POST /o HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: Chunked\r\n\r\n"
                          "2;x=y\r\nhe\r\n3\r\nllo\r\n0\r\nT: v\r\n\r\n")
            << trickle << QByteArray("/o") << QByteArray("hello") << true;
        QTest::addRow("bare LF line ends%s", t)
            << QByteArray("POST /o HTTP/1.1\nHost: x\nContent-Length: 1\n\nx") << trickle
            << QByteArray("/o") << QByteArray("x") << true;
        QTest::addRow("leading empty lines%s", t)
            << QByteArray("\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n") << trickle << QByteArray("/")
            << QByteArray() << true;
    }
}

void Tst_HttpParser::requests() {
    QFETCH(QByteArray, bytes);
    QFETCH(bool, trickle);
    QFETCH(QByteArray, target);
    QFETCH(QByteArray, body);
    QFETCH(bool, keepAlive);
    HttpParser p(HttpParser::Kind::Request, HttpLimits{});
    QCOMPARE(feedAll(p, bytes, trickle), HttpParser::Status::Done);
    const HttpRequest r = p.takeRequest();
    QCOMPARE(r.target, target);
    QCOMPARE(r.body, body);
    QCOMPARE(r.keepAlive, keepAlive);
    QVERIFY(!p.hasBufferedBytes());
}

void Tst_HttpParser::responses_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("head");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("length") << QByteArray("HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok")
                            << false << 201 << QByteArray("ok");
    QTest::newRow("empty reason") << QByteArray("HTTP/1.1 200 \r\nContent-Length: 0\r\n\r\n")
                                  << false << 200 << QByteArray();
    QTest::newRow("no reason") << QByteArray("HTTP/1.1 204\r\n\r\n") << false << 204
                               << QByteArray();
    QTest::newRow("chunked") << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                                           "5\r\nhello\r\n0\r\n\r\n")
                             << false << 200 << QByteArray("hello");
    QTest::newRow("304 ignores a length")
        << QByteArray("HTTP/1.1 304 Not Modified\r\nContent-Length: 10\r\n\r\n") << false << 304
        << QByteArray();
    QTest::newRow("answer to HEAD") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n")
                                    << true << 200 << QByteArray();
}

void Tst_HttpParser::responses() {
    QFETCH(QByteArray, bytes);
    QFETCH(bool, head);
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    for (bool trickle : {false, true}) {
        HttpParser p(HttpParser::Kind::Response, HttpLimits{});
        p.setNoBody(head);
        QCOMPARE(feedAll(p, bytes, trickle), HttpParser::Status::Done);
        const HttpResponse r = p.takeResponse();
        QCOMPARE(r.status, status);
        QCOMPARE(r.body, body);
    }
}

void Tst_HttpParser::pipelinedRequests() {
    HttpParser p(HttpParser::Kind::Request, HttpLimits{});
    QCOMPARE(p.feed("POST /1 HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\na"
                    "GET /2 HTTP/1.1\r\nHost: x\r\n\r\nGE"),
             HttpParser::Status::Done);
    QCOMPARE(p.takeRequest().body, QByteArray("a"));
    QCOMPARE(p.parse(), HttpParser::Status::Done);
    QCOMPARE(p.takeRequest().target, QByteArray("/2"));
    QCOMPARE(p.parse(), HttpParser::Status::NeedMore);
    QVERIFY(p.hasBufferedBytes());
}

void Tst_HttpParser::responseUntilClose() {
    HttpParser p(HttpParser::Kind::Response, HttpLimits{});
    QCOMPARE(p.feed("HTTP/1.0 200 OK\r\n\r\nsome"), HttpParser::Status::NeedMore);
    QCOMPARE(p.feed(" bytes"), HttpParser::Status::NeedMore);
    QCOMPARE(p.finish(), HttpParser::Status::Done);
    QCOMPARE(p.takeResponse().body, QByteArray("some bytes"));

    HttpParser cut(HttpParser::Kind::Response, HttpLimits{});
    QCOMPARE(cut.feed("HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nshort"),
             HttpParser::Status::NeedMore);
    QCOMPARE(cut.finish(), HttpParser::Status::Error);

    HttpParser big(HttpParser::Kind::Response, HttpLimits{16 * 1024, 100, 4});
    QCOMPARE(big.feed("HTTP/1.1 200 OK\r\n\r\nfive!"), HttpParser::Status::Error);
}

void Tst_HttpParser::interimResponse() {
    HttpParser p(HttpParser::Kind::Response, HttpLimits{});
    QCOMPARE(p.feed("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nx"),
             HttpParser::Status::Done);
    QCOMPARE(p.takeResponse().status, 100);
    QCOMPARE(p.parse(), HttpParser::Status::Done);
    const HttpResponse r = p.takeResponse();
    QCOMPARE(r.status, 200);
    QCOMPARE(r.body, QByteArray("x"));
}

void Tst_HttpParser::serializeSetsFraming() {
    HttpResponse r;
    r.status = 201;
    r.headers.add("Content-Length", "999");
    r.headers.add("Transfer-Encoding", "chunked");
    r.headers.add("X-A", "b");
    r.body = "abc";
    const QByteArray wire = r.serialize(true);
    QVERIFY(wire.startsWith("HTTP/1.1 201 Created\r\n"));
    QVERIFY(wire.contains("Content-Length: 3\r\n"));
    QVERIFY(!wire.contains("999"));
    QVERIFY(!wire.contains("chunked"));
    QVERIFY(wire.contains("Connection: close\r\n"));
    QVERIFY(wire.endsWith("\r\n\r\nabc"));
    HttpParser p(HttpParser::Kind::Response, HttpLimits{});
    QCOMPARE(p.feed(wire), HttpParser::Status::Done);
    QCOMPARE(p.takeResponse().body, QByteArray("abc"));
}

// Every shape issue 15 names, for both directions, fed whole and byte by byte: the status the
// parser refuses it with.
void Tst_HttpParser::refused_data() {
    QTest::addColumn<bool>("response");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status");
    const QByteArray post = "POST /o HTTP/1.1\r\nHost: x\r\n";
    const QByteArray chunked = post + "Transfer-Encoding: chunked\r\n\r\n";
    const auto req = [](const char* name, const QByteArray& bytes, int status) {
        QTest::addRow("request: %s", name) << false << bytes << status;
    };
    const auto resp = [](const char* name, const QByteArray& bytes) {
        QTest::addRow("response: %s", name) << true << bytes << 502;
    };

    // Case 1: lengths past 64 bits or past the limit, answered as soon as the size is read.
    for (const char* size : {"7fffffffffffffff", "8000000000000000", "ffffffffffffffff",
                             "10000000000000000", "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", "100001"})
        req(qPrintable(QStringLiteral("chunk size %1").arg(QLatin1String(size))),
            chunked + "1\r\na\r\n" + size + "\r\n", 413);
    req("chunk size with 40 leading zeros", chunked + QByteArray(40, '0') + "1\r\na\r\n", 400);
    req("negative chunk size", chunked + "-1\r\na\r\n", 400);
    req("0x chunk size", chunked + "0x1\r\na\r\n", 400);
    req("empty chunk size", chunked + "\r\n", 400);
    req("space before the chunk size", chunked + " 1\r\na\r\n", 400);
    req("chunk size line with a bare LF", chunked + "1\na\r\n0\r\n\r\n", 400);
    req("chunk data ended by a bare LF", chunked + "1\r\na\n0\r\n\r\n", 400);
    req("chunk data longer than its size", chunked + "1\r\nab\r\n0\r\n\r\n", 400);
    req("Content-Length 2^63-1", post + "Content-Length: 9223372036854775807\r\n\r\n", 413);
    req("Content-Length 2^64+1", post + "Content-Length: 18446744073709551617\r\n\r\n", 413);
    req("Content-Length of 20 nines", post + "Content-Length: 99999999999999999999\r\n\r\n", 413);
    req("Content-Length -1", post + "Content-Length: -1\r\n\r\n", 400);
    req("Content-Length +1", post + "Content-Length: +1\r\n\r\nx", 400);
    req("Content-Length 0x1", post + "Content-Length: 0x1\r\n\r\nx", 400);
    req("Content-Length with 20 leading zeros",
        post + "Content-Length: " + QByteArray(20, '0') + "1\r\n\r\nx", 400);
    req("empty Content-Length", post + "Content-Length:\r\n\r\n", 400);

    // Case 9: only SP and HTAB are whitespace.
    req("\\v before Content-Length", post + "Content-Length:\v1\r\n\r\nx", 400);
    req("\\f after Content-Length", post + "Content-Length: 1\f\r\n\r\nx", 400);
    req("\\v in a Content-Length list", post + "Content-Length: 1,\v1\r\n\r\nx", 400);
    req("\\v after Transfer-Encoding", post + "Transfer-Encoding: chunked\v\r\n\r\n", 400);
    req("\\f before Transfer-Encoding", post + "Transfer-Encoding:\fchunked\r\n\r\n", 400);
    req("\\v around a field", post + "X-A:\vb\r\n\r\n", 400);
    req("\\r before the CRLF", post + "X-A: b\r\r\n\r\n", 400);
    req("bare CR inside a field", post + "X-A: b\rc\r\n\r\n", 400);

    // Smuggling shapes.
    req("Content-Length and Transfer-Encoding",
        post + "Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n", 400);
    req("Transfer-Encoding and Content-Length",
        post + "Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n", 400);
    req("differing Content-Length list", post + "Content-Length: 1, 2\r\n\r\nxy", 400);
    req("differing Content-Length fields",
        post + "Content-Length: 1\r\nContent-Length: 2\r\n\r\nxy", 400);
    req("empty Content-Length list element", post + "Content-Length: 1,,1\r\n\r\nx", 400);
    req("chunked twice", post + "Transfer-Encoding: chunked, chunked\r\n\r\n", 501);
    req("two Transfer-Encoding fields",
        post + "Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n", 501);
    req("unknown coding", post + "Transfer-Encoding: xchunked\r\n\r\n", 501);
    req("space before the colon", post + "Transfer-Encoding : chunked\r\n\r\n", 400);
    req("folded Transfer-Encoding", post + "Transfer-Encoding:\r\n chunked\r\n\r\n", 400);
    req("Transfer-Encoding on HTTP/1.0",
        "POST /o HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n1\r\na\r\n0\r\n\r\n", 400);
    req("Transfer-Encoding and Content-Length on HTTP/1.0",
        "POST /o HTTP/1.0\r\nTransfer-Encoding: chunked\r\nContent-Length: 1\r\n\r\nx", 400);

    // Host.
    req("HTTP/1.1 without Host", "GET / HTTP/1.1\r\n\r\n", 400);
    req("two Host fields", "GET / HTTP/1.1\r\nHost: a\r\nHost: a\r\n\r\n", 400);
    req("two Host fields on HTTP/1.0", "GET / HTTP/1.0\r\nHost: a\r\nhost: b\r\n\r\n", 400);
    req("empty Host", "GET / HTTP/1.1\r\nHost:\r\n\r\n", 400);
    req("Host with userinfo", "GET / HTTP/1.1\r\nHost: u@a\r\n\r\n", 400);

    // Chunk extensions.
    for (const char* ext : {";", ";a=", ";=b", ";a b", ";a=\"b", ";a=b c", ";a=\"\x01\"", ";a@b",
                            ";a=b;", "\v;a", ";a=\"\\\x01\"", "x"})
        req(qPrintable(QStringLiteral("chunk extension \"%1\"").arg(QLatin1String(ext))),
            chunked + "1" + ext + "\r\na\r\n0\r\n\r\n", 400);
    req("chunk size line of 2 KiB", chunked + "1;a=" + QByteArray(2048, 'b') + "\r\n", 400);
    QByteArray manyExtensions = chunked;
    for (int i = 0; i < 100; ++i)
        manyExtensions += "1;name=" + QByteArray(200, 'v') + "\r\na\r\n";
    req("20 KiB of chunk extensions", manyExtensions, 400);

    // Trailers: checked like fields, counted with them.
    const QByteArray last = chunked + "1\r\na\r\n0\r\n";
    req("trailer with a space in its name", last + "Bad Name: v\r\n\r\n", 400);
    req("trailer with a control character", last + "X-T: a\x01z\r\n\r\n", 400);
    req("trailer without a colon", last + "X-T\r\n\r\n", 400);
    req("folded trailer", last + "X-T: a\r\n b\r\n\r\n", 400);
    req("trailer with \\v", last + "X-T:\va\r\n\r\n", 400);
    QByteArray manyTrailers = last;
    for (int i = 0; i < 98; ++i) // 98 trailers + Host + Transfer-Encoding = 100: the limit
        manyTrailers += "X-T" + QByteArray::number(i) + ": v\r\n";
    req("header and trailer fields over the count", manyTrailers + "X-Last: v\r\n\r\n", 431);
    req("trailers over the header bytes", last + "X-T: " + QByteArray(17 * 1024, 'v'), 431);

    // Start lines.
    req("absolute-form", "GET http://evil/ HTTP/1.1\r\nHost: x\r\n\r\n", 400);
    req("HTTP/2 preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", 400);
    req("HTTP/1.2", "GET / HTTP/1.2\r\nHost: x\r\n\r\n", 505);
    static const char nulTarget[] = "GET /a\0b HTTP/1.1\r\nHost: x\r\n\r\n";
    req("NUL in the target", QByteArray(nulTarget, sizeof nulTarget - 1), 400);
    req("double space", "GET  / HTTP/1.1\r\nHost: x\r\n\r\n", 400);

    // Responses.
    const QByteArray ok = "Content-Length: 2\r\n\r\nok";
    resp("control character in the reason", "HTTP/1.1 201 Cre\x01"
                                            "ated\r\n" +
                                                ok);
    resp("DEL in the reason", "HTTP/1.1 201 Created\x7f\r\n" + ok);
    resp("bare CR in the reason", "HTTP/1.1 201 Created\rSet-Cookie: a=b\r\n" + ok);
    resp("NUL in the reason", QByteArray("HTTP/1.1 201 A\0B\r\n", 18) + ok);
    resp("escape in the reason", "HTTP/1.1 201 \x1b[31mred\r\n" + ok);
    resp("Transfer-Encoding on HTTP/1.0",
         "HTTP/1.0 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n");
    resp("\\v in Content-Length", "HTTP/1.1 201 Created\r\nContent-Length:\v2\r\n\r\nok");
    resp("Content-Length over the limit",
         "HTTP/1.1 201 Created\r\nContent-Length: 18446744073709551616\r\n\r\nok");
    const QByteArray chunkedAnswer = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n";
    resp("chunk size 8000000000000000", chunkedAnswer + "1\r\na\r\n8000000000000000\r\n");
    resp("chunk size 7fffffffffffffff", chunkedAnswer + "1\r\na\r\n7fffffffffffffff\r\n");
    resp("bad chunk extension", chunkedAnswer + "2;a b\r\nok\r\n0\r\n\r\n");
    resp("chunk size with a bare LF", chunkedAnswer + "2\nok\r\n0\r\n\r\n");
    resp("bad trailer", chunkedAnswer + "2\r\nok\r\n0\r\nBad Name: v\r\n\r\n");
    resp("Content-Length and Transfer-Encoding",
         "HTTP/1.1 201 Created\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n");
    resp("differing Content-Length", "HTTP/1.1 201 Created\r\nContent-Length: 2, 3\r\n\r\nok");
    resp("control character in a field", "HTTP/1.1 201 Created\r\nX-A: a\x01"
                                         "b\r\n" +
                                             ok);
    resp("status 1000", "HTTP/1.1 1000 X\r\n" + ok);
    resp("status 099", "HTTP/1.1 099 X\r\n" + ok);
    resp("HTTP/2", "HTTP/2 200 OK\r\n" + ok);
    resp("HTTP/1.x", "HTTP/1.x 200 OK\r\n" + ok);
}

void Tst_HttpParser::refused() {
    QFETCH(bool, response);
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    for (bool trickle : {false, true}) {
        HttpParser p(response ? HttpParser::Kind::Response : HttpParser::Kind::Request,
                     HttpLimits{});
        QCOMPARE(feedAll(p, bytes, trickle), HttpParser::Status::Error);
        QCOMPARE(p.errorStatus(), status);
        QVERIFY(!p.errorText().isEmpty());
    }
}

// What must stay accepted next to the refusals above, and what the message then holds.
void Tst_HttpParser::accepted_data() {
    QTest::addColumn<bool>("response");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("field"); ///< "name: value" of the last field, or empty.
    const QByteArray chunked = "POST /o HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n";
    QTest::newRow("valid chunk extensions")
        << false << chunked + "1;a=b;c=\"d;\\\"e\" ; f\r\na\r\n1\t;g = h\r\nb\r\n0\r\n\r\n"
        << QByteArray("ab") << QByteArray("Transfer-Encoding: chunked");
    QTest::newRow("trailers are checked and dropped")
        << false << chunked + "1\r\na\r\n0\r\nX-T: v\r\nX-U:\tw\r\n\r\n"
        << QByteArray("a") << QByteArray("Transfer-Encoding: chunked");
    QTest::newRow("chunk size 16 hex digits under the limit")
        << false
        << chunked + "000000000000000"
                     "1\r\na\r\n0\r\n\r\n"
        << QByteArray("a") << QByteArray("Transfer-Encoding: chunked");
    QTest::newRow("tab is whitespace")
        << false
        << QByteArray("POST /o HTTP/1.1\r\nHost: x\r\nX-A:\t b \t\r\nContent-Length:\t1\r\n\r\nx")
        << QByteArray("x") << QByteArray("Content-Length: 1");
    QTest::newRow("obs-text in a field")
        << false << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nX-A: \xe9t\xe9\r\n\r\n")
        << QByteArray() << QByteArray("X-A: \xe9t\xe9");
    QTest::newRow("HTTP/1.0 without Host")
        << false << QByteArray("POST /o HTTP/1.0\r\nContent-Length: 1\r\n\r\nx") << QByteArray("x")
        << QByteArray("Content-Length: 1");
    QTest::newRow("Host with a port and sub-delims")
        << false << QByteArray("GET / HTTP/1.1\r\nHost: a-b.c_d~e!$&'()*+,;=%41:8080\r\n\r\n")
        << QByteArray() << QByteArray("Host: a-b.c_d~e!$&'()*+,;=%41:8080");
    QTest::newRow("Content-Length with leading zeros")
        << false << QByteArray("POST /o HTTP/1.1\r\nHost: x\r\nContent-Length: 0000001\r\n\r\nx")
        << QByteArray("x") << QByteArray("Content-Length: 0000001");
    QTest::newRow("reason with obs-text and tab")
        << true << QByteArray("HTTP/1.1 201 Cr\xe9\xe9\t!\r\nContent-Length: 2\r\n\r\nok")
        << QByteArray("ok") << QByteArray("Content-Length: 2");
    QTest::newRow("chunked answer with a trailer")
        << true
        << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2;x=\"y\"\r\nok\r\n"
                      "0\r\nX-T: v\r\n\r\n")
        << QByteArray("ok") << QByteArray("Transfer-Encoding: chunked");
    QTest::newRow("HTTP/1.0 answer with a length")
        << true << QByteArray("HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok") << QByteArray("ok")
        << QByteArray("Content-Length: 2");
}

void Tst_HttpParser::accepted() {
    QFETCH(bool, response);
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, field);
    for (bool trickle : {false, true}) {
        HttpParser p(response ? HttpParser::Kind::Response : HttpParser::Kind::Request,
                     HttpLimits{});
        QCOMPARE(feedAll(p, bytes, trickle), HttpParser::Status::Done);
        HttpHeaders headers;
        QByteArray got;
        if (response) {
            HttpResponse r = p.takeResponse();
            headers = r.headers;
            got = r.body;
        } else {
            HttpRequest r = p.takeRequest();
            headers = r.headers;
            got = r.body;
        }
        QCOMPARE(got, body);
        const auto& [name, value] = headers.fields().back();
        QCOMPARE(name + ": " + value, field);
        QVERIFY(!p.hasBufferedBytes());
    }
}

// The limit is reached, not passed: a body of exactly maxBodyBytes in one chunk or over several,
// one byte more refused at the size line that announces it (before its data arrives).
void Tst_HttpParser::lengthLimits() {
    const HttpLimits limits{16 * 1024, 100, 10};
    const QByteArray head = "POST /o HTTP/1.1\r\nHost: x\r\n";
    HttpParser exact(HttpParser::Kind::Request, limits);
    QCOMPARE(exact.feed(head + "Content-Length: 10\r\n\r\n0123456789"), HttpParser::Status::Done);
    HttpParser over(HttpParser::Kind::Request, limits);
    QCOMPARE(over.feed(head + "Content-Length: 11\r\n\r\n"), HttpParser::Status::Error);
    QCOMPARE(over.errorStatus(), 413);
    HttpParser chunks(HttpParser::Kind::Request, limits);
    QCOMPARE(chunks.feed(head +
                         "Transfer-Encoding: chunked\r\n\r\n4\r\n0123\r\n6\r\n456789\r\n0\r\n"
                         "\r\n"),
             HttpParser::Status::Done);
    QCOMPARE(chunks.takeRequest().body, QByteArray("0123456789"));
    HttpParser chunkOver(HttpParser::Kind::Request, limits);
    QCOMPARE(chunkOver.feed(head + "Transfer-Encoding: chunked\r\n\r\n4\r\n0123\r\n7\r\n"),
             HttpParser::Status::Error);
    QCOMPARE(chunkOver.errorStatus(), 413);
    HttpParser answer(HttpParser::Kind::Response, limits);
    QCOMPARE(
        answer.feed("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n8\r\n01234567\r\n3\r\n"),
        HttpParser::Status::Error);
    QCOMPARE(answer.errorStatus(), 502);
}

void Tst_HttpParser::hosts_data() {
    QTest::addColumn<QByteArray>("host");
    QTest::addColumn<bool>("valid");
    QTest::newRow("name") << QByteArray("example.com") << true;
    QTest::newRow("name and port") << QByteArray("example.com:8080") << true;
    QTest::newRow("empty port") << QByteArray("example.com:") << true;
    QTest::newRow("IPv4") << QByteArray("127.0.0.1:80") << true;
    QTest::newRow("IPv6") << QByteArray("[::1]") << true;
    QTest::newRow("IPv6 and port") << QByteArray("[2001:db8::1]:443") << true;
    QTest::newRow("IPv6 with IPv4 tail") << QByteArray("[::ffff:127.0.0.1]") << true;
    QTest::newRow("pct-encoded") << QByteArray("a%2Db") << true;
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("port only") << QByteArray(":80") << false;
    QTest::newRow("space") << QByteArray("a b") << false;
    QTest::newRow("tab") << QByteArray("a\tb") << false;
    QTest::newRow("slash") << QByteArray("a/b") << false;
    QTest::newRow("backslash") << QByteArray("a\\b") << false;
    QTest::newRow("userinfo") << QByteArray("u:p@a") << false;
    QTest::newRow("two colons") << QByteArray("a:b:c") << false;
    QTest::newRow("letters in the port") << QByteArray("a:8o") << false;
    QTest::newRow("port of 6 digits") << QByteArray("a:123456") << false;
    QTest::newRow("unclosed bracket") << QByteArray("[::1") << false;
    QTest::newRow("empty brackets") << QByteArray("[]") << false;
    QTest::newRow("text after brackets") << QByteArray("[::1]x") << false;
    QTest::newRow("zone id") << QByteArray("[fe80::1%25eth0]") << false;
    QTest::newRow("bad pct-encoding") << QByteArray("a%zz") << false;
    QTest::newRow("cut pct-encoding") << QByteArray("a%2") << false;
    QTest::newRow("obs-text") << QByteArray("\xe9.com") << false;
    QTest::newRow("NUL") << QByteArray("a\0b", 3) << false;
}

void Tst_HttpParser::hosts() {
    QFETCH(QByteArray, host);
    QFETCH(bool, valid);
    QCOMPARE(isValidHost(host), valid);
    HttpParser p(HttpParser::Kind::Request, HttpLimits{});
    QCOMPARE(p.feed("GET / HTTP/1.1\r\nHost: " + host + "\r\n\r\n"),
             valid ? HttpParser::Status::Done : HttpParser::Status::Error);
    if (!valid)
        QCOMPARE(p.errorStatus(), 400);
}

// Lookups by name ignore case; hasToken splits every field of the name at commas and trims
// optional whitespace around each element, so an empty element or a longer one never matches.
void Tst_HttpParser::fieldLookups() {
    HttpHeaders h;
    h.add("Connection", "Keep-Alive ,\tUpgrade");
    h.add("connection", ",, close,");
    h.add("X-Empty", "");
    h.add("x-a", "1");
    h.add("X-A", "2");
    QVERIFY(h.hasToken("CONNECTION", "keep-alive"));
    QVERIFY(h.hasToken("Connection", "upgrade"));
    QVERIFY(h.hasToken("Connection", "close"));
    QVERIFY(!h.hasToken("Connection", "clos"));
    QVERIFY(!h.hasToken("Connection", "close,"));
    QVERIFY(!h.hasToken("Connection", "keep"));
    QVERIFY(!h.hasToken("X-Empty", "x"));
    QVERIFY(!h.hasToken("Missing", "close"));
    QCOMPARE(h.value("X-A"), std::optional<QByteArray>("1"));
    QCOMPARE(h.values("x-A"), (QList<QByteArray>{"1", "2"}));
    QVERIFY(h.contains("x-empty"));
    QVERIFY(!h.contains("X-Emp"));
    h.remove("X-a");
    QVERIFY(!h.contains("x-a"));
    QCOMPARE(h.size(), 3);
}

// RFC 9110 §7.6.1: the standard hop-by-hop fields and every field Connection names go, in any
// case and however the names are spread over Connection fields; the rest stays in order.
void Tst_HttpParser::hopByHop() {
    HttpHeaders h;
    h.add("Content-Type", "application/json");
    h.add("Connection", "X-Hop ,\tkeep-alive");
    h.add("x-hop", "1");
    h.add("Keep-Alive", "timeout=5");
    h.add("connection", "X-Second");
    h.add("X-SECOND", "2");
    h.add("Transfer-Encoding", "chunked");
    h.add("Upgrade", "websocket");
    h.add("Proxy-Authorization", "Basic x");
    h.add("ETag", "\"a\"");
    QVERIFY(isHopByHopHeader("X-Hop", h));
    QVERIFY(isHopByHopHeader("x-second", h));
    QVERIFY(isHopByHopHeader("TE", h));
    QVERIFY(!isHopByHopHeader("ETag", h));
    removeHopByHopHeaders(h);
    QCOMPARE(h.size(), 2);
    QCOMPARE(h.fields().at(0).first, QByteArray("Content-Type"));
    QCOMPARE(h.fields().at(1).first, QByteArray("ETag"));

    HttpHeaders plain;
    plain.add("X-A", "1");
    removeHopByHopHeaders(plain);
    QCOMPARE(plain.size(), 1);
}

// serialize() never lets a control character into the status line or a field: an invalid
// stored reason becomes the standard phrase, an invalid field is left out.
void Tst_HttpParser::serializeChecksReasonAndFields() {
    HttpResponse r;
    r.status = 201;
    r.reason = "Created\r\nSet-Cookie: a=b";
    r.headers.add("X-Good", "v");
    r.headers.add("X-Bad", "v\r\nSet-Cookie: c=d");
    r.headers.add("Bad Name", "v");
    r.body = "ok";
    const QByteArray wire = r.serialize(false);
    QVERIFY(wire.startsWith("HTTP/1.1 201 Created\r\n"));
    QVERIFY(!wire.contains("Set-Cookie"));
    QVERIFY(!wire.contains("Bad Name"));
    QVERIFY(wire.contains("X-Good: v\r\n"));

    r.reason = "Fine \xe9\tthanks";
    QVERIFY(r.serialize(false).startsWith("HTTP/1.1 201 Fine \xe9\tthanks\r\n"));
    QVERIFY(isValidReasonPhrase(""));
    QVERIFY(!isValidReasonPhrase(QByteArray("a\0b", 3)));
}

QTEST_GUILESS_MAIN(Tst_HttpParser)
#include "tst_httpparser.moc"
