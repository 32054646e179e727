// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The one RFC 9110 token rule for header names (http::isHttpToken) and the places that ask it:
// the parser (what arrives), the gateway's --key-header / --key-aliases, and the workbench's
// request spec. The gateway's options used to allow only letters, digits, '-' and '_', so a key
// header such as X.Idem-Key arrived through the parser but could not be configured; these names
// are the ones that rule refused.

#include "gateway/gatewayconfig.h"
#include "http/http.h"
#include "support/refusal.h"
#include "workbench/requestspec.h"

#include <QTest>

using namespace idem;

namespace {

/// What the parser makes of a request carrying `name: v`: true when it takes the message.
bool parserAccepts(const QByteArray& name) {
    http::HttpParser p(http::HttpParser::Kind::Request, http::HttpLimits{});
    const QByteArray wire = "GET / HTTP/1.1\r\nHost: a\r\n" + name + ": v\r\n\r\n";
    return p.feed(wire) == http::HttpParser::Status::Done;
}

bool gatewayAccepts(const QString& option, const QString& name) {
    gateway::GatewayConfig c;
    return test::refusal([&] { c.apply(option, name); }).isEmpty();
}

bool workbenchAccepts(const QByteArray& name) {
    workbench::RequestSpec spec;
    spec.url = QUrl(QStringLiteral("http://127.0.0.1:8088/orders"));
    spec.headers.append({name, QByteArrayLiteral("v")});
    return spec.problem().isEmpty();
}

} // namespace

class Tst_HeaderRule : public QObject {
    Q_OBJECT
private slots:
    void names_data() {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<bool>("token");
        QTest::newRow("plain") << QByteArray("Idempotency-Key") << true;
        QTest::newRow("underscore") << QByteArray("Idem_Key") << true;
        // Refused by the gateway's old rule, taken by the parser, the workbench and idemctl.
        QTest::newRow("dot") << QByteArray("X.Idem-Key") << true;
        QTest::newRow("bang") << QByteArray("X!Key") << true;
        QTest::newRow("tilde") << QByteArray("Key~1") << true;
        QTest::newRow("plus") << QByteArray("A+B") << true;
        QTest::newRow("every tchar") << QByteArray("a#$%&'*+-.^_`|~9") << true;
        // Not tokens anywhere.
        QTest::newRow("space") << QByteArray("Bad Name") << false;
        QTest::newRow("comma") << QByteArray("a,b") << false;
        QTest::newRow("slash") << QByteArray("a/b") << false;
        QTest::newRow("parenthesis") << QByteArray("(x)") << false;
        QTest::newRow("quote") << QByteArray("a\"b") << false;
        QTest::newRow("tab") << QByteArray("X\tY") << false;
        QTest::newRow("latin-1 byte") << QByteArray("Cl\xe9") << false;
    }
    void names() {
        QFETCH(QByteArray, name);
        QFETCH(bool, token);
        QCOMPARE(http::isHttpToken(name), token);
        QCOMPARE(http::isHttpToken(QString::fromLatin1(name)), token);
        QCOMPARE(parserAccepts(name), token);
        QCOMPARE(workbenchAccepts(name), token);
        QCOMPARE(gatewayAccepts(QStringLiteral("key-header"), QString::fromLatin1(name)), token);
        if (token) {
            QVERIFY(gatewayAccepts(QStringLiteral("key-aliases"), QString::fromLatin1(name)));
            gateway::GatewayConfig c;
            c.apply(QStringLiteral("key-header"), QString::fromLatin1(name));
            QCOMPARE(c.keyHeader, name);
        }
    }

    void textOutsideAscii() {
        // Typed text (idemctl's --header, the gateway's options) is checked as text: a character
        // outside ASCII is never a token character, whatever byte it would become.
        QVERIFY(!http::isHttpToken(QStringLiteral("Schl\u00fcssel")));
        QVERIFY(!http::isHttpToken(QStringLiteral("Key\u2010Name")));
        QVERIFY(!http::isHttpToken(QString()));
        QVERIFY(!http::isHttpToken(QByteArray()));
    }

    void lengthIsTheCallersBound() {
        // The rule has no length; the gateway keeps its option's bound of 64 characters.
        const QString longName(65, u'a');
        QVERIFY(http::isHttpToken(longName));
        QVERIFY(!gatewayAccepts(QStringLiteral("key-header"), longName));
        QVERIFY(gatewayAccepts(QStringLiteral("key-header"), longName.left(64)));
    }
};

QTEST_GUILESS_MAIN(Tst_HeaderRule)
#include "tst_headerrule.moc"
