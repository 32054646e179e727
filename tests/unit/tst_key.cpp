// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Validation of the identifiers a token carries (core/token/key.h): what is accepted at the
// edges, what is refused, and what the refusal says.
#include "base/errors.h"
#include "token/key.h"

#include <QRegularExpression>
#include <QTest>
#include <functional>

using namespace idem;

namespace {

using Validator = std::function<std::optional<QString>(const QString&)>;

QString repeated(QChar c, qsizetype n) {
    return QString(n, c);
}

/// Every visible ASCII character, 0x21 to 0x7E (94 characters).
QString allVisibleAscii() {
    QString s;
    for (char16_t c = 0x21; c <= 0x7E; ++c)
        s.append(QChar(c));
    return s;
}

QString fromUcs4(char32_t c) {
    return QString::fromUcs4(&c, 1);
}

/// A refusal is one plain sentence meant for a terminal: printable ASCII only (so it can never
/// carry the offending control or non-ASCII character), one line, ending in a full stop, and
/// no second sentence.
void checkMessage(const QString& message) {
    QVERIFY2(!message.isEmpty(), "a refusal needs a message");
    for (QChar c : message) {
        QVERIFY2(c.unicode() >= 0x20 && c.unicode() <= 0x7E,
                 qPrintable(QStringLiteral("message has U+%1: %2")
                                .arg(c.unicode(), 4, 16, QLatin1Char('0'))
                                .arg(message)));
    }
    QVERIFY2(message.endsWith(QLatin1Char('.')), qPrintable(message));
    QVERIFY2(message.at(0).isUpper(), qPrintable(message));
    static const QRegularExpression secondSentence(QStringLiteral("[.!?] +[A-Z]"));
    QVERIFY2(!secondSentence.match(message).hasMatch(), qPrintable(message));
}

/// Common columns: the value, whether it is valid, and for refusals a fragment the message must
/// contain (the position or the code point, so the user can find the culprit).
void addColumns() {
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("fragment");
}

void valid(const char* name, const QString& value) {
    QTest::newRow(name) << value << true << QString();
}

void invalid(const char* name, const QString& value, const QString& fragment) {
    QTest::newRow(name) << value << false << fragment;
}

void runValidator(const Validator& validator) {
    QFETCH(QString, value);
    QFETCH(bool, valid);
    QFETCH(QString, fragment);

    const std::optional<QString> problem = validator(value);
    if (valid) {
        QVERIFY2(!problem, qPrintable(problem.value_or(QString())));
        return;
    }
    QVERIFY(problem.has_value());
    checkMessage(*problem);
    QVERIFY2(problem->contains(fragment),
             qPrintable(QStringLiteral("'%1' lacks '%2'").arg(*problem, fragment)));
}

/// Refusals shared by every field restricted to visible ASCII (key, scope, path).
void addNonVisibleRows() {
    invalid("space", QStringLiteral("ab cd"), QStringLiteral("(U+0020) at position 3"));
    invalid("leading space", QStringLiteral(" ab"), QStringLiteral("(U+0020) at position 1"));
    invalid("trailing space", QStringLiteral("ab "), QStringLiteral("(U+0020) at position 3"));
    invalid("tab", QStringLiteral("a\tb"), QStringLiteral("(U+0009) at position 2"));
    invalid("newline", QStringLiteral("ab\n"), QStringLiteral("(U+000A) at position 3"));
    invalid("carriage return", QStringLiteral("a\rb"), QStringLiteral("U+000D"));
    invalid("NUL", QString(QStringLiteral("a")) + QChar(u'\0') + QStringLiteral("b"),
            QStringLiteral("(U+0000) at position 2"));
    invalid("SOH 0x01", QString(QChar(u'\x01')), QStringLiteral("(U+0001) at position 1"));
    invalid("ESC 0x1B", QStringLiteral("x\x1B[31m"), QStringLiteral("(U+001B) at position 2"));
    invalid("US 0x1F", QStringLiteral("x\x1F"), QStringLiteral("U+001F"));
    invalid("DEL 0x7F", QStringLiteral("ab\x7F"), QStringLiteral("(U+007F) at position 3"));
    invalid("C1 control 0x85", QString(QStringLiteral("a")) + QChar(u'\u0085'),
            QStringLiteral("(U+0085) at position 2"));
    invalid("no-break space", QString(QChar(u'\u00A0')), QStringLiteral("U+00A0"));
    invalid("e acute", QString::fromUtf8("caf\xC3\xA9"), QStringLiteral("(U+00E9) at position 4"));
    invalid("zero-width space", QString(QStringLiteral("a")) + QChar(u'\u200B'),
            QStringLiteral("U+200B"));
    invalid("line separator", QString(QChar(u'\u2028')), QStringLiteral("U+2028"));
    invalid("fullwidth A", QString(QChar(u'\uFF21')), QStringLiteral("U+FF21"));
    invalid("emoji", QStringLiteral("ok") + fromUcs4(U'\U0001F600'),
            QStringLiteral("(U+1F600) at position 3"));
    invalid("lone surrogate", QString(QChar(u'\xD800')), QStringLiteral("U+D800"));
}

} // namespace

class Tst_key : public QObject {
    Q_OBJECT

private slots:
    void key_data() {
        addColumns();
        valid("one char", QStringLiteral("a"));
        valid("one symbol", QStringLiteral("~"));
        valid("exclamation 0x21", QStringLiteral("!"));
        valid("tilde 0x7E", QStringLiteral("~"));
        valid("255 chars", repeated(u'k', kMaxKeyLength));
        valid("every visible ASCII", allVisibleAscii());
        valid("uuid", QStringLiteral("3f2a9c0e5b7d4e1fa2c6b8d09e1f7a53"));
        valid("business", QStringLiteral("PAY_1700000000000_a1B2c3D4e5F6g7H8"));
        valid("quotes and backslash", QStringLiteral("\"k\\ey'`"));
        invalid("empty", QString(), QStringLiteral("empty"));
        invalid("256 chars", repeated(u'k', kMaxKeyLength + 1), QStringLiteral("256"));
        invalid("10000 chars", repeated(u'k', 10000), QStringLiteral("10000"));
        addNonVisibleRows();
    }
    void key() { runValidator(keyProblem); }

    void everyAsciiCharacterAlone_data() {
        QTest::addColumn<int>("code");
        for (int c = 0; c < 0x80; ++c)
            QTest::addRow("0x%02X", c) << c;
    }
    /// Each ASCII code alone: 0x21–0x7E are keys, 0x00–0x20 and 0x7F are not, and no message
    /// ever contains the character it refuses.
    void everyAsciiCharacterAlone() {
        QFETCH(int, code);
        const QString key(QChar(static_cast<char16_t>(code)));
        const auto problem = keyProblem(key);
        QCOMPARE(problem.has_value(), code < 0x21 || code > 0x7E);
        if (problem) {
            checkMessage(*problem);
            QVERIFY(problem->contains(
                QStringLiteral("U+%1").arg(code, 4, 16, QLatin1Char('0')).toUpper()));
        }
    }

    void scope_data() {
        addColumns();
        valid("empty is the default scope", QString());
        valid("one char", QStringLiteral("t"));
        valid("255 chars", repeated(u's', kMaxScopeLength));
        valid("every visible ASCII", allVisibleAscii());
        valid("sha256 hex",
              QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        invalid("256 chars", repeated(u's', kMaxScopeLength + 1), QStringLiteral("256"));
        addNonVisibleRows();
    }
    void scope() { runValidator(scopeProblem); }

    void owner_data() {
        addColumns();
        valid("one char", QStringLiteral("a"));
        valid("128 chars", repeated(u'o', kMaxOwnerLength));
        valid("generated shape", QStringLiteral("web-01.example:4242:a1B2c3D4e5F6"));
        valid("every allowed symbol", QStringLiteral("Az09._:@-"));
        invalid("empty", QString(), QStringLiteral("empty"));
        invalid("129 chars", repeated(u'o', kMaxOwnerLength + 1), QStringLiteral("129"));
        invalid("space", QStringLiteral("a b"), QStringLiteral("(U+0020) at position 2"));
        invalid("slash", QStringLiteral("a/b"), QStringLiteral("(U+002F) at position 2"));
        invalid("shell dollar", QStringLiteral("$HOME"), QStringLiteral("(U+0024) at position 1"));
        invalid("quote", QStringLiteral("a'"), QStringLiteral("U+0027"));
        invalid("semicolon", QStringLiteral("a;rm"), QStringLiteral("U+003B"));
        invalid("tab", QStringLiteral("a\t"), QStringLiteral("U+0009"));
        invalid("newline", QStringLiteral("\n"), QStringLiteral("U+000A"));
        invalid("NUL", QString(QChar(u'\0')), QStringLiteral("U+0000"));
        invalid("DEL", QStringLiteral("\x7F"), QStringLiteral("U+007F"));
        invalid("e acute", QString::fromUtf8("\xC3\xA9"), QStringLiteral("U+00E9"));
        invalid("emoji", fromUcs4(U'\U0001F680'), QStringLiteral("U+1F680"));
    }
    void owner() { runValidator(ownerProblem); }

    void method_data() {
        addColumns();
        valid("GET", QStringLiteral("GET"));
        valid("lower case", QStringLiteral("post"));
        valid("mixed case", QStringLiteral("PaTcH"));
        valid("one letter", QStringLiteral("X"));
        valid("16 letters", repeated(u'M', kMaxMethodLength));
        invalid("17 letters", repeated(u'M', kMaxMethodLength + 1), QStringLiteral("17"));
        invalid("digit", QStringLiteral("GET2"), QStringLiteral("(U+0032) at position 4"));
        invalid("space", QStringLiteral("GET /"), QStringLiteral("(U+0020) at position 4"));
        invalid("dash", QStringLiteral("M-SEARCH"), QStringLiteral("U+002D"));
        invalid("NUL", QStringLiteral("GE") + QChar(u'\0') + QStringLiteral("T"),
                QStringLiteral("(U+0000) at position 3"));
        invalid("newline", QStringLiteral("GET\n"), QStringLiteral("U+000A"));
        invalid("DEL", QStringLiteral("GET\x7F"), QStringLiteral("U+007F"));
        invalid("non-ASCII letter", QString::fromUtf8("P\xC3\x96ST"), QStringLiteral("U+00D6"));
    }
    void method() { runValidator(methodProblem); }

    void path_data() {
        addColumns();
        valid("root", QStringLiteral("/"));
        valid("query and escapes", QStringLiteral("/orders?id=1&note=a%20b#frag"));
        valid("every visible ASCII", allVisibleAscii());
        valid("2048 chars", QStringLiteral("/") + repeated(u'p', kMaxPathLength - 1));
        invalid("2049 chars", QStringLiteral("/") + repeated(u'p', kMaxPathLength),
                QStringLiteral("2049"));
        addNonVisibleRows();
    }
    void path() { runValidator(pathProblem); }

    void requireValid_data() {
        QTest::addColumn<QString>("which");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("valid");
        QTest::newRow("key ok") << "key" << QStringLiteral("order-42") << true;
        QTest::newRow("key empty") << "key" << QString() << false;
        QTest::newRow("key 256") << "key" << repeated(u'k', 256) << false;
        QTest::newRow("key control") << "key" << QStringLiteral("a\x01") << false;
        QTest::newRow("key non-ASCII") << "key" << QString::fromUtf8("\xC3\xA9") << false;
        QTest::newRow("scope ok empty") << "scope" << QString() << true;
        QTest::newRow("scope space") << "scope" << QStringLiteral("a b") << false;
        QTest::newRow("owner ok") << "owner" << QStringLiteral("h:1:abc") << true;
        QTest::newRow("owner empty") << "owner" << QString() << false;
        QTest::newRow("owner slash") << "owner" << QStringLiteral("a/b") << false;
    }
    /// The throwing forms raise idem::Error of kind BadInput with the same sentence.
    void requireValid() {
        QFETCH(QString, which);
        QFETCH(QString, value);
        QFETCH(bool, valid);
        const std::function<void(const QString&)> require =
            which == QLatin1String("key")     ? requireValidKey
            : which == QLatin1String("scope") ? requireValidScope
                                              : requireValidOwner;
        const Validator problemOf = which == QLatin1String("key")     ? Validator(keyProblem)
                                    : which == QLatin1String("scope") ? Validator(scopeProblem)
                                                                      : Validator(ownerProblem);
        try {
            require(value);
            QVERIFY2(valid, "an invalid value was accepted");
        } catch (const Error& e) {
            QVERIFY2(!valid, e.what());
            QCOMPARE(e.kind(), ErrorKind::BadInput);
            QVERIFY(!e.isRetryable());
            QCOMPARE(e.message(), problemOf(value).value_or(QString()));
            checkMessage(e.message());
        }
    }
};

QTEST_MAIN(Tst_key)
#include "tst_key.moc"
