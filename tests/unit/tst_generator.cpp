// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Generated tokens and owner ids (core/token/generator.h): their shapes, the refusals of bad
// formats, and the properties that rest on the CSPRNG (no collisions, uniform characters).
#include "base/errors.h"
#include "token/generator.h"
#include "token/key.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>
#include <QTest>
#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

using namespace idem;

namespace {

const QString kBase62Alphabet =
    QStringLiteral("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");

bool isBase62(const QString& s) {
    return std::all_of(s.begin(), s.end(), [](QChar c) { return kBase62Alphabet.contains(c); });
}

/// Calls `f` and reports the ErrorKind it threw, or std::nullopt when it did not throw.
template <typename F> std::optional<ErrorKind> thrownKind(F&& f) {
    try {
        f();
    } catch (const Error& e) {
        return e.kind();
    }
    return std::nullopt;
}

/// 32 hex digits packed into 16 bytes, so that a million uuids fit in 16 MB.
std::array<quint8, 16> packHex(const QString& hex) {
    const QByteArray raw = QByteArray::fromHex(hex.toLatin1());
    std::array<quint8, 16> out{};
    std::memcpy(out.data(), raw.constData(), std::min<qsizetype>(raw.size(), 16));
    return out;
}

template <typename T> qsizetype countAdjacentDuplicates(std::vector<T>& values) {
    std::sort(values.begin(), values.end());
    qsizetype dups = 0;
    for (size_t i = 1; i < values.size(); ++i) {
        if (values[i] == values[i - 1])
            ++dups;
    }
    return dups;
}

} // namespace

class Tst_generator : public QObject {
    Q_OBJECT

private slots:
    void uuidShape() {
        static const QRegularExpression shape(QStringLiteral("^[0-9a-f]{32}$"));
        for (int i = 0; i < 1000; ++i) {
            const QString id = TokenGenerator::uuid();
            QVERIFY2(shape.match(id).hasMatch(), qPrintable(id));
            QVERIFY(!keyProblem(id));
        }
        QVERIFY(TokenGenerator::uuid() != TokenGenerator::uuid());
        QVERIFY(shape.match(TokenGenerator::generate(TokenFormat::Uuid)).hasMatch());
    }

    void businessShape_data() {
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<int>("randomLength");
        QTest::addColumn<qint64>("nowMs");
        QTest::newRow("defaults") << QStringLiteral("TOK") << 16 << qint64(1'700'000'000'000);
        QTest::newRow("2-char prefix") << QStringLiteral("PA") << 16 << qint64(1'700'000'000'123);
        QTest::newRow("16-char prefix")
            << QStringLiteral("Abcdefgh12345678") << 16 << qint64(1'700'000'000'000);
        QTest::newRow("digits prefix") << QStringLiteral("42") << 16 << qint64(1);
        QTest::newRow("min random") << QStringLiteral("PAY") << 12 << qint64(1'700'000'000'000);
        QTest::newRow("max random") << QStringLiteral("PAY") << 64 << qint64(1'700'000'000'000);
        QTest::newRow("epoch") << QStringLiteral("PAY") << 20 << qint64(0);
        QTest::newRow("year 9999") << QStringLiteral("PAY") << 16 << qint64(253'402'300'799'999);
    }
    void businessShape() {
        QFETCH(QString, prefix);
        QFETCH(int, randomLength);
        QFETCH(qint64, nowMs);
        static const QRegularExpression shape(
            QStringLiteral("^([A-Za-z0-9]{2,16})_(0|[1-9][0-9]*)_([0-9A-Za-z]+)$"));
        for (int i = 0; i < 200; ++i) {
            const QString token = TokenGenerator::business({prefix, randomLength}, nowMs);
            const auto m = shape.match(token);
            QVERIFY2(m.hasMatch(), qPrintable(token));
            QCOMPARE(m.captured(1), prefix);
            QCOMPARE(m.captured(2).toLongLong(), nowMs);
            QCOMPARE(m.captured(3).size(), randomLength);
            QVERIFY(!keyProblem(token));
        }
    }

    /// Without a time, the local clock is embedded (informative only).
    void businessDefaultTime() {
        const qint64 before = QDateTime::currentMSecsSinceEpoch();
        const QString token = TokenGenerator::business({});
        const qint64 after = QDateTime::currentMSecsSinceEpoch();
        const QStringList parts = token.split(QLatin1Char('_'));
        QCOMPARE(parts.size(), 3);
        QCOMPARE(parts.at(0), QStringLiteral("TOK"));
        const qint64 embedded = parts.at(1).toLongLong();
        QVERIFY(embedded >= before && embedded <= after);
        QCOMPARE(parts.at(2).size(), 16);
        QVERIFY(isBase62(parts.at(2)));
        QVERIFY(TokenGenerator::generate(TokenFormat::Business).startsWith(QStringLiteral("TOK_")));
        QVERIFY(TokenGenerator::generate(TokenFormat::Business, {QStringLiteral("ORD"), 12})
                    .startsWith(QStringLiteral("ORD_")));
    }

    void prefixRules_data() {
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<bool>("valid");
        QTest::newRow("2 chars") << QStringLiteral("AB") << true;
        QTest::newRow("16 chars") << QStringLiteral("ABCDEFGHIJKLMNOP") << true;
        QTest::newRow("mixed case and digits") << QStringLiteral("pAy2024") << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("1 char") << QStringLiteral("A") << false;
        QTest::newRow("17 chars") << QStringLiteral("ABCDEFGHIJKLMNOPQ") << false;
        QTest::newRow("underscore") << QStringLiteral("PA_Y") << false;
        QTest::newRow("dash") << QStringLiteral("PA-Y") << false;
        QTest::newRow("space") << QStringLiteral("PA Y") << false;
        QTest::newRow("dot") << QStringLiteral("P.Y") << false;
        QTest::newRow("tab") << QStringLiteral("PA\tY") << false;
        QTest::newRow("NUL") << QString(QStringLiteral("PA") + QChar(u'\0')) << false;
        QTest::newRow("umlaut") << QString::fromUtf8("P\xC3\x84Y") << false;
        QTest::newRow("fullwidth digit") << QString::fromUtf8("PAY\xEF\xBC\x91") << false;
    }
    void prefixRules() {
        QFETCH(QString, prefix);
        QFETCH(bool, valid);
        const auto problem = TokenGenerator::prefixProblem(prefix);
        QCOMPARE(!problem.has_value(), valid);
        const auto kind = thrownKind([&] { TokenGenerator::business({prefix, 16}, 1); });
        if (valid) {
            QCOMPARE(kind, std::nullopt);
        } else {
            QCOMPARE(kind, std::optional(ErrorKind::BadInput));
            QVERIFY(problem->endsWith(QLatin1Char('.')));
            for (QChar c : *problem)
                QVERIFY(c.unicode() >= 0x20 && c.unicode() <= 0x7E);
        }
    }

    void randomLengthBounds_data() {
        QTest::addColumn<int>("length");
        QTest::addColumn<bool>("valid");
        QTest::newRow("-1") << -1 << false;
        QTest::newRow("0") << 0 << false;
        QTest::newRow("11") << 11 << false;
        QTest::newRow("12") << 12 << true;
        QTest::newRow("16") << 16 << true;
        QTest::newRow("64") << 64 << true;
        QTest::newRow("65") << 65 << false;
        QTest::newRow("1000") << 1000 << false;
    }
    void randomLengthBounds() {
        QFETCH(int, length);
        QFETCH(bool, valid);
        QString token;
        const auto kind = thrownKind([&] {
            token = TokenGenerator::business({QStringLiteral("PAY"), length}, 5);
        });
        if (valid) {
            QCOMPARE(kind, std::nullopt);
            QCOMPARE(token.size(), QStringLiteral("PAY_5_").size() + length);
        } else {
            QCOMPARE(kind, std::optional(ErrorKind::BadInput));
        }
    }

    void base62Alphabet_data() {
        QTest::addColumn<int>("length");
        for (int n : {0, 1, 12, 61, 62, 63, 64, 65, 1000})
            QTest::addRow("%d", n) << n;
    }
    void base62Alphabet() {
        QFETCH(int, length);
        const QString s = TokenGenerator::base62(length);
        QCOMPARE(s.size(), length);
        QVERIFY2(isBase62(s), qPrintable(s));
    }

    /// The worst case for the business format: every token in the same millisecond, so
    /// uniqueness rests on the 16 random characters alone.
    void businessNoCollisionSameMillisecond() {
        constexpr int kCount = 1'000'000;
        constexpr qint64 kNow = 1'700'000'000'000;
        const BusinessFormat format; // TOK, 16 random characters
        const QString head = QStringLiteral("TOK_1700000000000_");
        std::vector<std::array<char, 16>> randoms;
        randoms.reserve(kCount);
        for (int i = 0; i < kCount; ++i) {
            const QString token = TokenGenerator::business(format, kNow);
            if (!token.startsWith(head) || token.size() != head.size() + 16)
                QFAIL(qPrintable(QStringLiteral("unexpected shape: ") + token));
            std::array<char, 16> r{};
            for (int j = 0; j < 16; ++j)
                r[j] = static_cast<char>(token.at(head.size() + j).unicode());
            randoms.push_back(r);
        }
        QCOMPARE(countAdjacentDuplicates(randoms), 0);
    }

    void uuidNoCollision() {
        constexpr int kCount = 1'000'000;
        std::vector<std::array<quint8, 16>> ids;
        ids.reserve(kCount);
        for (int i = 0; i < kCount; ++i)
            ids.push_back(packHex(TokenGenerator::uuid()));
        QCOMPARE(countAdjacentDuplicates(ids), 0);
    }

    /// Each base62 character within ±10% of its expected count over 1.24 million draws. The
    /// expected count is 20,000 with a standard deviation near 140, so a fair generator is
    /// ~14 sigma inside the bound, while a modulo bias (byte % 62 over all 256 bytes) puts the
    /// first eight characters 25% high and fails it.
    void base62Uniformity() {
        constexpr int kPerChar = 20'000;
        constexpr int kDraws = 62 * kPerChar;
        std::array<qint64, 128> counts{};
        int drawn = 0;
        while (drawn < kDraws) {
            const QString chunk = TokenGenerator::base62(std::min(4096, kDraws - drawn));
            for (QChar c : chunk)
                ++counts[c.unicode() & 0x7F];
            drawn += chunk.size();
        }
        qint64 total = 0;
        for (QChar c : kBase62Alphabet) {
            const qint64 n = counts[c.unicode()];
            total += n;
            QVERIFY2(n >= kPerChar * 9 / 10 && n <= kPerChar * 11 / 10,
                     qPrintable(QStringLiteral("'%1' drawn %2 times, expected ~%3")
                                    .arg(c)
                                    .arg(n)
                                    .arg(kPerChar)));
        }
        QCOMPARE(total, qint64(kDraws)); // nothing outside the alphabet
    }

    /// The same for the 16 hex digits of uuids (200,000 expected per digit).
    void uuidUniformity() {
        constexpr int kUuids = 100'000;
        constexpr qint64 kPerDigit = kUuids * 32 / 16;
        std::array<qint64, 128> counts{};
        for (int i = 0; i < kUuids; ++i) {
            for (QChar c : TokenGenerator::uuid())
                ++counts[c.unicode() & 0x7F];
        }
        for (QChar c : QStringLiteral("0123456789abcdef")) {
            const qint64 n = counts[c.unicode()];
            QVERIFY2(n >= kPerDigit * 9 / 10 && n <= kPerDigit * 11 / 10,
                     qPrintable(QStringLiteral("'%1' drawn %2 times").arg(c).arg(n)));
        }
    }

    void ownerShape() {
        static const QRegularExpression shape(
            QStringLiteral("^([A-Za-z0-9.-]{1,48}):([0-9]+):([0-9A-Za-z]{12})$"));
        const QString a = TokenGenerator::owner();
        const QString b = TokenGenerator::owner();
        for (const QString& owner : {a, b}) {
            const auto m = shape.match(owner);
            QVERIFY2(m.hasMatch(), qPrintable(owner));
            QCOMPARE(m.captured(2).toLongLong(), QCoreApplication::applicationPid());
            QVERIFY2(!ownerProblem(owner), qPrintable(ownerProblem(owner).value_or(QString())));
            QVERIFY(owner.size() <= kMaxOwnerLength);
        }
        QVERIFY(a != b);
    }

    void formatNames_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("known");
        QTest::newRow("uuid") << QStringLiteral("uuid") << true;
        QTest::newRow("business") << QStringLiteral("business") << true;
        QTest::newRow("upper case") << QStringLiteral("UUID") << false;
        QTest::newRow("capitalised") << QStringLiteral("Business") << false;
        QTest::newRow("padded") << QStringLiteral(" uuid") << false;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("other") << QStringLiteral("ulid") << false;
    }
    void formatNames() {
        QFETCH(QString, text);
        QFETCH(bool, known);
        const auto format = parseTokenFormat(text);
        QCOMPARE(format.has_value(), known);
        if (format)
            QCOMPARE(tokenFormatName(*format), text);
    }

    void formatRoundTrip() {
        for (TokenFormat f : {TokenFormat::Uuid, TokenFormat::Business})
            QCOMPARE(parseTokenFormat(tokenFormatName(f)), std::optional(f));
        QVERIFY(tokenFormatName(TokenFormat::Uuid) != tokenFormatName(TokenFormat::Business));
    }
};

QTEST_MAIN(Tst_generator)
#include "tst_generator.moc"
