// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// A stored response's headers as JSON (core/token/record.h): StoredResponse::headersFromJson
// reads the plain form in place and leaves everything else to QJsonDocument. Whatever the bytes
// (they come from a store, so from anyone who can write there), the result must be the one the
// QJsonDocument reading alone gives: the oracle below is that reading, as it was before the
// in-place path. Checked on written headers, on hand-made edge cases, and on 20,000 mutations of
// both. StoredResponse::headersToJson writes the plain form itself: its bytes must be the ones
// QJsonDocument writes (writtenOracle(), the writer as it was before), since stores keep them and
// compare nothing else; checked on edge cases and on 20,000 random header lists.
#include "token/record.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

using namespace idem;

namespace {

using Headers = QList<std::pair<QString, QByteArray>>;

Headers oracle(const QByteArray& json) {
    Headers out;
    const QJsonArray array = QJsonDocument::fromJson(json).array();
    for (const auto& item : array) {
        const QJsonArray pair = item.toArray();
        if (pair.size() == 2)
            out.append({pair.at(0).toString(), pair.at(1).toString().toLatin1()});
    }
    return out;
}

QByteArray writtenOracle(const Headers& headers) {
    QJsonArray array;
    for (const auto& [name, value] : headers)
        array.append(QJsonArray{name, QString::fromLatin1(value)});
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

Headers H(std::initializer_list<std::pair<const char*, const char*>> fields) {
    Headers out;
    for (const auto& [name, value] : fields)
        out.append({QString::fromLatin1(name), QByteArray(value)});
    return out;
}

QByteArray describe(const Headers& headers) {
    QByteArray out;
    for (const auto& [name, value] : headers)
        out += '[' + name.toUtf8() + "]=[" + value.toHex() + "] ";
    return out;
}

} // namespace

class Tst_StoredHeaders : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void sameAsQJsonDocument_data();
    void sameAsQJsonDocument();
    void mutations();
    void writtenAsQJsonDocument_data();
    void writtenAsQJsonDocument();
    void writtenRandomly();
};

void Tst_StoredHeaders::roundTrip_data() {
    QTest::addColumn<Headers>("headers");
    QTest::newRow("none") << Headers{};
    QTest::newRow("the demo upstream's") << H({{"Content-Type", "application/json"},
                                               {"Location", "/orders/s407WsfEFndlvuKL"},
                                               {"Set-Cookie", "demo-session=x; HttpOnly"}});
    QTest::newRow("quotes and backslashes") << H({{"X-A", "say \"hi\" \\o/"}});
    QTest::newRow("Latin-1 and obs-text") << H({{"X-Name", "Andr\xe9 \xff"}});
    QTest::newRow("tab and empty value") << H({{"X-T", "a\tb"}, {"X-E", ""}});
    QTest::newRow("repeated field") << H({{"Set-Cookie", "a=1"}, {"Set-Cookie", "b=2"}});
}

void Tst_StoredHeaders::roundTrip() {
    QFETCH(Headers, headers);
    const QByteArray json = StoredResponse::headersToJson(headers);
    QCOMPARE(StoredResponse::headersFromJson(json), headers);
    QCOMPARE(StoredResponse::headersFromJson(json), oracle(json));
}

void Tst_StoredHeaders::sameAsQJsonDocument_data() {
    QTest::addColumn<QByteArray>("json");
    const char* texts[] = {
        "",
        "[]",
        "[ ]",
        "  []  ",
        "[[\"a\",\"b\"]]",
        "[[\"a\", \"b\"], [\"c\", \"d\"]]", // as PostgreSQL's jsonb prints it
        " [ [ \"a\" , \"b\" ] ] ",
        "[[\"a\",\"b\"],]",
        "[[\"a\",\"b\"]] x",
        "[[\"a\",\"b\"]",
        "[[\"a\",\"b\"",
        "[[\"a\",\"b",
        "[[\"a\"]]",
        "[[\"a\",\"b\",\"c\"]]",
        "[[\"a\",1]]",
        "[[1,\"b\"]]",
        "[[\"a\",null]]",
        "[[\"a\",[\"b\"]]]",
        "[\"a\",\"b\"]",
        "{\"a\":\"b\"}",
        "[[\"a\",\"b\\\"c\"]]",
        "[[\"a\",\"\\u00e9\"]]",
        "[[\"a\",\"\\u20ac\"]]",
        "[[\"a\",\"\xc3\xa9\"]]",
        "[[\"a\",\"\xe9\"]]",
        "[[\"a\",\"b\tc\"]]",
        "[[\"a\",\"b\nc\"]]",
        "[[\"a\",\"b\x7f\"]]",
        "\n[[\"a\",\"b\"]]\n",
        "[[\"a\",\"b\"]]\t",
        "[[\"\",\"\"]]",
        "[[\"a\",\"b\"],[\"a\",\"b\"],[\"a\",\"b\"]]",
        "[[\"a\",\"b\"] [\"c\",\"d\"]]",
        "[[\"a\" \"b\"]]",
        "[[\"a\",,\"b\"]]",
        "[,[\"a\",\"b\"]]",
        "[[]]",
        "[[],[\"a\",\"b\"]]",
    };
    int i = 0;
    for (const char* text : texts)
        QTest::addRow("%d", i++) << QByteArray(text);
    QTest::newRow("NUL inside") << QByteArray("[[\"a\",\"b\0c\"]]", 13);
}

void Tst_StoredHeaders::sameAsQJsonDocument() {
    QFETCH(QByteArray, json);
    QCOMPARE(describe(StoredResponse::headersFromJson(json)), describe(oracle(json)));
}

void Tst_StoredHeaders::mutations() {
    const QByteArray seeds[] = {
        StoredResponse::headersToJson(H({{"Content-Type", "application/json"},
                                         {"Location", "/orders/1"},
                                         {"X-Q", "a\"b\\c\xe9"}})),
        QByteArray("[[\"a\", \"b\"], [\"c\", \"d\"]]"),
    };
    const char alphabet[] = "[]\",\\ :a0\t\n\xe9\xc3\x7f{}u";
    QRandomGenerator random(17);
    int plain = 0;
    for (int round = 0; round < 20000; ++round) {
        QByteArray json = seeds[round % 2];
        const int edits = 1 + int(random.bounded(4));
        for (int e = 0; e < edits; ++e) {
            const int at = int(random.bounded(json.size() + 1));
            const char c = alphabet[random.bounded(int(sizeof alphabet - 1))];
            switch (random.bounded(3)) {
            case 0:
                if (at < json.size())
                    json[at] = c;
                break;
            case 1:
                json.insert(at, c);
                break;
            default:
                if (at < json.size())
                    json.remove(at, 1);
            }
        }
        const Headers expected = oracle(json);
        if (!expected.isEmpty())
            ++plain;
        const Headers got = StoredResponse::headersFromJson(json);
        if (got != expected)
            QFAIL(qPrintable(QStringLiteral("%1: %2 instead of %3")
                                 .arg(QString::fromLatin1(json.toHex()),
                                      QString::fromLatin1(describe(got)),
                                      QString::fromLatin1(describe(expected)))));
    }
    // The mutations must not all be garbage: some still read as headers.
    QVERIFY2(plain > 1000, qPrintable(QString::number(plain)));
}

void Tst_StoredHeaders::writtenAsQJsonDocument_data() {
    roundTrip_data();
    QTest::newRow("DEL") << H({{"X-D", "a\x7f"}});
    QTest::newRow("control characters") << H({{"X-C", "\x01\x1f\r\n"}});
    QTest::newRow("NUL") << Headers{{QStringLiteral("X-N"), QByteArray("a\0b", 3)}};
    QTest::newRow("quote in the name") << H({{"X-\"", "v"}});
    QTest::newRow("backslash in the name") << H({{"X-\\", "v"}});
    QTest::newRow("empty name") << H({{"", "v"}});
    QTest::newRow("non-ASCII name") << Headers{{QStringLiteral("X-\u00e9\u20ac"), "v"}};
    QTest::newRow("every printable byte") << Headers{{QStringLiteral("X-All"), [] {
                                                          QByteArray all;
                                                          for (int c = 0x20; c <= 0x7E; ++c)
                                                              all += char(c);
                                                          return all;
                                                      }()}};
}

void Tst_StoredHeaders::writtenAsQJsonDocument() {
    QFETCH(Headers, headers);
    QCOMPARE(StoredResponse::headersToJson(headers), writtenOracle(headers));
}

void Tst_StoredHeaders::writtenRandomly() {
    // Mostly plain bytes, with now and then one that needs an escape or is not ASCII.
    const char plainBytes[] = "aZ09-_ /;=:,.{}[]~!";
    const char otherBytes[] = "\"\\\t\n\x01\x7f\x80\xe9\xff";
    const QChar otherChars[] = {QChar(0xe9), QChar(0x20ac), QChar(0x7f), QChar(0x1f)};
    QRandomGenerator random(29);
    int plain = 0;
    for (int round = 0; round < 20000; ++round) {
        const bool mixed = random.bounded(4) == 0;
        auto byte = [&] {
            if (mixed && random.bounded(8) == 0)
                return otherBytes[random.bounded(int(sizeof otherBytes - 1))];
            return plainBytes[random.bounded(int(sizeof plainBytes - 1))];
        };
        Headers headers;
        const int fields = int(random.bounded(5));
        for (int f = 0; f < fields; ++f) {
            QString name;
            QByteArray value;
            for (int i = int(random.bounded(12)); i > 0; --i) {
                if (mixed && random.bounded(16) == 0)
                    name += otherChars[random.bounded(4)];
                else
                    name += QLatin1Char(byte());
            }
            for (int i = int(random.bounded(40)); i > 0; --i)
                value += byte();
            headers.append({name, value});
        }
        const QByteArray expected = writtenOracle(headers);
        const QByteArray got = StoredResponse::headersToJson(headers);
        if (got != expected)
            QFAIL(qPrintable(
                QStringLiteral("%1 instead of %2")
                    .arg(QString::fromLatin1(got.toHex()), QString::fromLatin1(expected.toHex()))));
        if (!mixed)
            ++plain;
        QCOMPARE(StoredResponse::headersFromJson(got), oracle(got));
    }
    QVERIFY(plain > 10000);
}

QTEST_GUILESS_MAIN(Tst_StoredHeaders)
#include "tst_storedheaders.moc"
