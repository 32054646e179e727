// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The curl importer and "copy as curl" (issue 7, workbench): shell quoting, every supported
// option, the refusals, and the round trip spec -> curl -> spec.
#include "workbench/curl.h"

#include <QJsonDocument>
#include <QTest>

using namespace idem::workbench;

namespace {

QByteArray headersText(const HeaderList& headers) {
    QByteArrayList lines;
    for (const auto& [name, value] : headers)
        lines << name + ": " + value;
    return lines.join('\n');
}

} // namespace

class Tst_CurlImport : public QObject {
    Q_OBJECT

private slots:
    void words_data();
    void words();
    void import_data();
    void import();
    void refused_data();
    void refused();
    void roundTrip_data();
    void roundTrip();
    void withoutSecrets_data();
    void withoutSecrets();
};

void Tst_CurlImport::words_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("plain") << QStringLiteral("curl -X POST http://a/b")
                           << QStringList{QStringLiteral("curl"), QStringLiteral("-X"),
                                          QStringLiteral("POST"), QStringLiteral("http://a/b")};
    QTest::newRow("single quotes keep everything")
        << QStringLiteral("curl -d '{\"a\": \"$HOME \\n\"}'")
        << QStringList{QStringLiteral("curl"), QStringLiteral("-d"),
                       QStringLiteral("{\"a\": \"$HOME \\n\"}")};
    QTest::newRow("double quotes with escapes")
        << QStringLiteral("curl -H \"X-A: say \\\"hi\\\" \\\\ \\$x\"")
        << QStringList{QStringLiteral("curl"), QStringLiteral("-H"),
                       QStringLiteral("X-A: say \"hi\" \\ $x")};
    QTest::newRow("backslash outside quotes")
        << QStringLiteral("curl a\\ b \\'c")
        << QStringList{QStringLiteral("curl"), QStringLiteral("a b"), QStringLiteral("'c")};
    QTest::newRow("continuations")
        << QStringLiteral("curl \\\n  -X PUT \\\r\n  http://h/")
        << QStringList{QStringLiteral("curl"), QStringLiteral("-X"), QStringLiteral("PUT"),
                       QStringLiteral("http://h/")};
    QTest::newRow("quote pasting")
        << QStringLiteral("curl 'it'\\''s'\"\" x")
        << QStringList{QStringLiteral("curl"), QStringLiteral("it's"), QStringLiteral("x")};
    QTest::newRow("ansi-c quoting")
        << QStringLiteral("curl $'a\\nb\\t\\x41\\'c'")
        << QStringList{QStringLiteral("curl"), QStringLiteral("a\nb\tA'c")};
    QTest::newRow("empty word") << QStringLiteral("curl '' x")
                                << QStringList{QStringLiteral("curl"), QString(),
                                               QStringLiteral("x")};
}

void Tst_CurlImport::words() {
    QFETCH(QString, line);
    QFETCH(QStringList, expected);
    QCOMPARE(splitShellWords(line), expected);
}

void Tst_CurlImport::import_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QByteArray>("headers");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("key");

    QTest::newRow("get") << QStringLiteral("curl http://127.0.0.1:8088/orders/1")
                         << QByteArray("GET") << QStringLiteral("http://127.0.0.1:8088/orders/1")
                         << QByteArray() << QByteArray() << QString();
    QTest::newRow("data makes a form post")
        << QStringLiteral("curl -d a=1 -d b=2 http://h/p")
        << QByteArray("POST") << QStringLiteral("http://h/p")
        << QByteArray("Content-Type: application/x-www-form-urlencoded") << QByteArray("a=1&b=2")
        << QString();
    QTest::newRow("every data option joins with &")
        << QStringLiteral("curl --data a --data-raw @b --data-binary c --data-ascii d http://h")
        << QByteArray("POST") << QStringLiteral("http://h")
        << QByteArray("Content-Type: application/x-www-form-urlencoded")
        << QByteArray("a&@b&c&d") << QString();
    QTest::newRow("json, key header and method")
        << QStringLiteral("curl -X PATCH 'http://h/orders?x=1' -H 'Idempotency-Key: k-1' --json "
                          "'{\"amount\":42}'")
        << QByteArray("PATCH") << QStringLiteral("http://h/orders?x=1")
        << QByteArray("Content-Type: application/json\nAccept: application/json")
        << QByteArray("{\"amount\":42}") << QStringLiteral("k-1");
    QTest::newRow("explicit content type wins")
        << QStringLiteral("curl --request POST -H 'content-type: text/plain' --data-raw hi "
                          "--url http://h/x")
        << QByteArray("POST") << QStringLiteral("http://h/x")
        << QByteArray("content-type: text/plain") << QByteArray("hi") << QString();
    QTest::newRow("suppressed default")
        << QStringLiteral("curl -XPOST -H 'Content-Type:' -d x http://h")
        << QByteArray("POST") << QStringLiteral("http://h") << QByteArray() << QByteArray("x")
        << QString();
    QTest::newRow("user becomes basic auth, flags ignored")
        << QStringLiteral("curl -sS -i --compressed -u alice:s3cret -A agent/1 http://h")
        << QByteArray("GET") << QStringLiteral("http://h")
        << QByteArray("Authorization: Basic YWxpY2U6czNjcmV0\nUser-Agent: agent/1") << QByteArray()
        << QString();
    QTest::newRow("alias key header")
        << QStringLiteral("curl -H 'Idempotent-Token: T_1' -d '{}' -H 'Content-Type: "
                          "application/json' https://api.example.com/pay")
        << QByteArray("POST") << QStringLiteral("https://api.example.com/pay")
        << QByteArray("Content-Type: application/json") << QByteArray("{}")
        << QStringLiteral("T_1");
    QTest::newRow("no scheme means http") << QStringLiteral("curl localhost:9000/orders/stats")
                                          << QByteArray("GET")
                                          << QStringLiteral("http://localhost:9000/orders/stats")
                                          << QByteArray() << QByteArray() << QString();
}

void Tst_CurlImport::import() {
    QFETCH(QString, command);
    QFETCH(QByteArray, method);
    QFETCH(QString, url);
    QFETCH(QByteArray, headers);
    QFETCH(QByteArray, body);
    QFETCH(QString, key);
    const CurlImport result = importCurl(command);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.spec.method, method);
    QCOMPARE(result.spec.url.toString(), url);
    QCOMPARE(headersText(result.spec.headers), headers);
    QCOMPARE(result.spec.body, body);
    QCOMPARE(result.spec.key, key);
}

void Tst_CurlImport::refused_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("not curl") << QStringLiteral("wget http://h") << QStringLiteral("start with curl");
    QTest::newRow("unknown options named")
        << QStringLiteral("curl --proxy p --cert c -o out http://h")
        << QStringLiteral("--proxy, --cert, -o");
    QTest::newRow("-G") << QStringLiteral("curl -G -d a=1 http://h") << QStringLiteral("-G");
    QTest::newRow("--get") << QStringLiteral("curl --get http://h") << QStringLiteral("--get");
    QTest::newRow("insecure") << QStringLiteral("curl -k https://h") << QStringLiteral("-k");
    QTest::newRow("data from a file") << QStringLiteral("curl -d @body.json http://h")
                                      << QStringLiteral("@body.json");
    QTest::newRow("user without password") << QStringLiteral("curl -u alice http://h")
                                           << QStringLiteral("password");
    QTest::newRow("no url") << QStringLiteral("curl -X POST") << QStringLiteral("no URL");
    QTest::newRow("open quote") << QStringLiteral("curl 'http://h") << QStringLiteral("not closed");
    QTest::newRow("missing value") << QStringLiteral("curl http://h -H")
                                   << QStringLiteral("-H without its value");
    QTest::newRow("bad header") << QStringLiteral("curl -H novalue http://h")
                                << QStringLiteral("Name: value");
    QTest::newRow("bad key") << QStringLiteral("curl -H 'Idempotency-Key: a b' http://h")
                             << QStringLiteral("key");
}

void Tst_CurlImport::refused() {
    QFETCH(QString, command);
    QFETCH(QString, mentions);
    const CurlImport result = importCurl(command);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(mentions, Qt::CaseInsensitive), qPrintable(result.error));
}

void Tst_CurlImport::roundTrip_data() {
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QByteArray>("headers"); // "Name: value" lines
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("keyHeader");
    QTest::addColumn<QString>("key");
    QTest::newRow("json post") << QByteArray("POST") << QStringLiteral("http://127.0.0.1:8088/orders")
                               << QByteArray("Content-Type: application/json")
                               << QByteArray("{\"amount\": 42, \"note\": \"it's \\\"fine\\\"\"}")
                               << QByteArray("Idempotency-Key") << QStringLiteral("k1");
    QTest::newRow("no content type, odd characters")
        << QByteArray("PUT") << QStringLiteral("https://h:8443/a?b=c&d=%20e")
        << QByteArray("X-Trace: $HOME `x` \\ !") << QByteArray("line1\nline2 'q' $x")
        << QByteArray("Idempotency-Key") << QStringLiteral("PAY_1_abc");
    QTest::newRow("custom key header, no key, no body")
        << QByteArray("DELETE") << QStringLiteral("http://h/x") << QByteArray()
        << QByteArray() << QByteArray("X-Request-Id") << QString();
    QTest::newRow("custom key header with key")
        << QByteArray("POST") << QStringLiteral("http://h/x")
        << QByteArray("Authorization: Bearer t0k") << QByteArray("a=b")
        << QByteArray("X-Request-Id") << QStringLiteral("r-9");
}

void Tst_CurlImport::roundTrip() {
    QFETCH(QByteArray, method);
    QFETCH(QString, url);
    QFETCH(QByteArray, headers);
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, keyHeader);
    QFETCH(QString, key);
    RequestSpec spec;
    spec.method = method;
    spec.url = QUrl(url);
    for (const QByteArray& line : headers.split('\n')) {
        if (!line.isEmpty())
            spec.headers.append({line.left(line.indexOf(':')), line.mid(line.indexOf(':') + 2)});
    }
    spec.body = body;
    spec.keyHeader = keyHeader;
    spec.key = key;
    QVERIFY2(spec.isValid(), qPrintable(spec.problem()));

    const QString command = exportCurl(spec);
    const CurlImport back = importCurl(command, keyHeader);
    QVERIFY2(back.ok(), qPrintable(back.error + QStringLiteral("\n") + command));
    QCOMPARE(back.spec.method, spec.method);
    QCOMPARE(back.spec.url, spec.url);
    QCOMPARE(headersText(back.spec.headers), headersText(spec.headers));
    QCOMPARE(back.spec.body, spec.body);
    QCOMPARE(back.spec.key, spec.key);
    if (!key.isEmpty())
        QCOMPARE(back.spec.keyHeader, spec.keyHeader);
}

// What the history and collections write (issue 15, case 11): no credential, whatever curl
// option or URL part carried it; everything else as imported.
void Tst_CurlImport::withoutSecrets_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("secrets");
    QTest::addColumn<QStringList>("notSaved");
    QTest::newRow("curl -u")
        << QStringLiteral("curl -u alice:s3cret-pw http://127.0.0.1:8088/orders")
        << QStringList{QStringLiteral("s3cret-pw"),
                       QString::fromLatin1(QByteArray("alice:s3cret-pw").toBase64())}
        << QStringList{QStringLiteral("the header Authorization")};
    QTest::newRow("bearer, cookie and api key")
        << QStringLiteral(
               "curl -H 'Authorization: Bearer tok-s3cret' -H 'Cookie: sid=cookie-s3cret' "
               "-H 'X-Api-Key: key-s3cret' http://127.0.0.1:8088/orders")
        << QStringList{QStringLiteral("tok-s3cret"), QStringLiteral("cookie-s3cret"),
                       QStringLiteral("key-s3cret")}
        << QStringList{QStringLiteral("the header Authorization"),
                       QStringLiteral("the header Cookie"), QStringLiteral("the header X-Api-Key")};
    QTest::newRow("user info and query")
        << QStringLiteral("curl 'http://bob:url-s3cret@127.0.0.1:8088/orders?"
                          "access_token=q-s3cret&page=2'")
        << QStringList{QStringLiteral("url-s3cret"), QStringLiteral("q-s3cret")}
        << QStringList{QStringLiteral("the URL option access_token")};
    QTest::newRow("nothing secret")
        << QStringLiteral("curl -H 'Idempotency-Key: k-1' -H 'Accept: application/json' "
                          "http://127.0.0.1:8088/orders")
        << QStringList{} << QStringList{};
}

void Tst_CurlImport::withoutSecrets() {
    QFETCH(QString, command);
    QFETCH(QStringList, secrets);
    QFETCH(QStringList, notSaved);
    const CurlImport imported = importCurl(command);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const RequestSpec clean = imported.spec.withoutSecrets();
    const QByteArray json = QJsonDocument(clean.toJson()).toJson();
    for (const QString& secret : std::as_const(secrets))
        QVERIFY2(!json.contains(secret.toUtf8()), qPrintable(secret));
    QCOMPARE(clean.notSavedParts(), notSaved);
    QCOMPARE(clean.problem().isEmpty(), notSaved.isEmpty());
    QCOMPARE(imported.spec.notSavedParts(), QStringList());
    // The rest is kept: method, host, path, key, other headers, other query options.
    QCOMPARE(clean.method, imported.spec.method);
    QCOMPARE(clean.target().left(7), imported.spec.target().left(7));
    QCOMPARE(clean.key, imported.spec.key);
    QCOMPARE(clean.headers.size(), imported.spec.headers.size());
    if (imported.spec.url.query().contains(QLatin1String("page=2")))
        QVERIFY(clean.url.query().contains(QLatin1String("page=2")));
    if (notSaved.isEmpty())
        QCOMPARE(clean.toJson(), imported.spec.toJson());
}

QTEST_MAIN(Tst_CurlImport)
#include "tst_curlimport.moc"
