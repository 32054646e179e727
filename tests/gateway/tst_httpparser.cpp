// HttpParser on its own: requests and responses fed whole and byte by byte, framing (length,
// chunked, until close, bodiless statuses, interim 1xx), keep-alive rules and limits.

#include "gateway/http.h"

#include <QTest>

using namespace idem::gateway;

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
        QTest::addRow("1.1 close%s", t) << QByteArray("GET / HTTP/1.1\r\nConnection: Close\r\n\r\n")
                                        << trickle << QByteArray("/") << QByteArray() << false;
        QTest::addRow("Content-Length%s", t)
            << QByteArray("POST /o HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello") << trickle
            << QByteArray("/o") << QByteArray("hello") << true;
        QTest::addRow("equal repeated lengths%s", t)
            << QByteArray("POST /o HTTP/1.1\r\nContent-Length: 2, 2\r\n\r\nhi") << trickle
            << QByteArray("/o") << QByteArray("hi") << true;
        QTest::addRow("chunked with extension and trailer%s", t)
            << QByteArray("POST /o HTTP/1.1\r\nTransfer-Encoding: Chunked\r\n\r\n"
                          "2;x=y\r\nhe\r\n3\r\nllo\r\n0\r\nT: v\r\n\r\n")
            << trickle << QByteArray("/o") << QByteArray("hello") << true;
        QTest::addRow("bare LF line ends%s", t)
            << QByteArray("POST /o HTTP/1.1\nContent-Length: 1\n\nx") << trickle << QByteArray("/o")
            << QByteArray("x") << true;
        QTest::addRow("leading empty lines%s", t)
            << QByteArray("\r\n\r\nGET / HTTP/1.1\r\n\r\n") << trickle << QByteArray("/")
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
    QCOMPARE(p.feed("POST /1 HTTP/1.1\r\nContent-Length: 1\r\n\r\naGET /2 HTTP/1.1\r\n\r\nGE"),
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

QTEST_GUILESS_MAIN(Tst_HttpParser)
#include "tst_httpparser.moc"
