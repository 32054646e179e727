// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Durations as people type them (core/util/duration.h): "30m", "1h30m", "500ms".
#include "util/duration.h"

#include <QTest>

using namespace idem;
using namespace std::chrono_literals;

namespace {

constexpr qint64 kSecond = 1000;
constexpr qint64 kMinute = 60 * kSecond;
constexpr qint64 kHour = 60 * kMinute;
constexpr qint64 kDay = 24 * kHour;
constexpr qint64 kYear = 365 * kDay; // the largest accepted duration

} // namespace

class Tst_duration : public QObject {
    Q_OBJECT

private slots:
    void parseValid_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("ms");
        QTest::newRow("0ms") << QStringLiteral("0ms") << qint64(0);
        QTest::newRow("0s") << QStringLiteral("0s") << qint64(0);
        QTest::newRow("1ms") << QStringLiteral("1ms") << qint64(1);
        QTest::newRow("500ms") << QStringLiteral("500ms") << qint64(500);
        QTest::newRow("1500ms") << QStringLiteral("1500ms") << qint64(1500);
        QTest::newRow("30s") << QStringLiteral("30s") << 30 * kSecond;
        QTest::newRow("30m") << QStringLiteral("30m") << 30 * kMinute;
        QTest::newRow("1h") << QStringLiteral("1h") << kHour;
        QTest::newRow("2d") << QStringLiteral("2d") << 2 * kDay;
        QTest::newRow("90m") << QStringLiteral("90m") << 90 * kMinute;
        QTest::newRow("1h30m") << QStringLiteral("1h30m") << kHour + 30 * kMinute;
        QTest::newRow("1d2h3m4s5ms")
            << QStringLiteral("1d2h3m4s5ms") << kDay + 2 * kHour + 3 * kMinute + 4 * kSecond + 5;
        QTest::newRow("1m5s (m then s, not ms)") << QStringLiteral("1m5s") << kMinute + 5 * kSecond;
        QTest::newRow("2m500ms") << QStringLiteral("2m500ms") << 2 * kMinute + 500;
        QTest::newRow("leading zeros") << QStringLiteral("007s") << 7 * kSecond;
        QTest::newRow("365d, the limit") << QStringLiteral("365d") << kYear;
        QTest::newRow("8760h, the limit") << QStringLiteral("8760h") << kYear;
        QTest::newRow("364d23h59m59s999ms") << QStringLiteral("364d23h59m59s999ms") << kYear - 1;
    }
    void parseValid() {
        QFETCH(QString, text);
        QFETCH(qint64, ms);
        const auto parsed = parseDuration(text);
        QVERIFY2(parsed.has_value(), qPrintable(text));
        QCOMPARE(parsed->count(), ms);
    }

    void parseInvalid_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("bare number") << QStringLiteral("30");
        QTest::newRow("bare zero") << QStringLiteral("0");
        QTest::newRow("trailing bare number") << QStringLiteral("1h30");
        QTest::newRow("unit only") << QStringLiteral("s");
        QTest::newRow("ms only") << QStringLiteral("ms");
        QTest::newRow("negative") << QStringLiteral("-5s");
        QTest::newRow("negative part") << QStringLiteral("1h-5m");
        QTest::newRow("plus sign") << QStringLiteral("+5s");
        QTest::newRow("unknown unit") << QStringLiteral("5w");
        QTest::newRow("upper-case unit") << QStringLiteral("5S");
        QTest::newRow("upper-case hour") << QStringLiteral("1H");
        QTest::newRow("spelled unit") << QStringLiteral("5sec");
        QTest::newRow("minutes word") << QStringLiteral("5min");
        QTest::newRow("us") << QStringLiteral("5us");
        QTest::newRow("fraction") << QStringLiteral("1.5h");
        QTest::newRow("comma") << QStringLiteral("1,5h");
        QTest::newRow("space inside") << QStringLiteral("1h 30m");
        QTest::newRow("leading space") << QStringLiteral(" 30s");
        QTest::newRow("trailing space") << QStringLiteral("30s ");
        QTest::newRow("trailing newline") << QStringLiteral("30s\n");
        QTest::newRow("NUL") << (QStringLiteral("30s") + QChar(u'\0'));
        QTest::newRow("garbage") << QStringLiteral("soon");
        QTest::newRow("trailing garbage") << QStringLiteral("30sx");
        QTest::newRow("doubled unit") << QStringLiteral("30ss");
        QTest::newRow("hex") << QStringLiteral("0x10s");
        QTest::newRow("exponent") << QStringLiteral("1e3ms");
        QTest::newRow("ISO 8601") << QStringLiteral("PT30M");
        QTest::newRow("Arabic-Indic digit") << QString::fromUtf8("\xD9\xA3s");
        QTest::newRow("fullwidth digit") << QString::fromUtf8("\xEF\xBC\x93s");
        QTest::newRow("366d") << QStringLiteral("366d");
        QTest::newRow("365d1ms") << QStringLiteral("365d1ms");
        QTest::newRow("8761h") << QStringLiteral("8761h");
        QTest::newRow("31536000001ms") << QStringLiteral("31536000001ms");
        QTest::newRow("huge number") << QStringLiteral("99999999999999999999999d");
        QTest::newRow("overflowing sum") << QStringLiteral("300d300d");
        QTest::newRow("over 64 chars") << QString(70, u'0') + QStringLiteral("1s");
    }
    void parseInvalid() {
        QFETCH(QString, text);
        const auto parsed = parseDuration(text);
        QVERIFY2(!parsed.has_value(), qPrintable(QStringLiteral("'%1' parsed as %2 ms")
                                                     .arg(text)
                                                     .arg(parsed.value_or(0ms).count())));
    }

    void format_data() {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << qint64(0) << QStringLiteral("0s");
        QTest::newRow("1ms") << qint64(1) << QStringLiteral("1ms");
        QTest::newRow("250ms") << qint64(250) << QStringLiteral("250ms");
        QTest::newRow("1s") << kSecond << QStringLiteral("1s");
        QTest::newRow("1s500ms") << kSecond + 500 << QStringLiteral("1s500ms");
        QTest::newRow("45s") << 45 * kSecond << QStringLiteral("45s");
        QTest::newRow("1m") << kMinute << QStringLiteral("1m");
        QTest::newRow("90m") << 90 * kMinute << QStringLiteral("1h30m");
        QTest::newRow("1h") << kHour << QStringLiteral("1h");
        QTest::newRow("24h") << 24 * kHour << QStringLiteral("1d");
        QTest::newRow("1d1ms") << kDay + 1 << QStringLiteral("1d1ms");
        QTest::newRow("all units")
            << kDay + 2 * kHour + 3 * kMinute + 4 * kSecond + 5 << QStringLiteral("1d2h3m4s5ms");
        QTest::newRow("365d") << kYear << QStringLiteral("365d");
        QTest::newRow("negative") << -90 * kSecond << QStringLiteral("-1m30s");
    }
    void format() {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(formatDuration(std::chrono::milliseconds(ms)), text);
    }

    void roundTrip_data() {
        QTest::addColumn<qint64>("ms");
        for (qint64 ms :
             {qint64(0), qint64(1), qint64(999), qint64(1000), qint64(1001), kMinute - 1, kMinute,
              kHour + 1, 30 * kMinute, kDay - 1, kDay, 7 * kDay + 12 * kHour, kYear - 1, kYear})
            QTest::addRow("%lld", static_cast<long long>(ms)) << ms;
        // A spread of odd values across the whole range.
        for (qint64 ms = 7; ms < kYear; ms = ms * 13 + 11)
            QTest::addRow("%lld", static_cast<long long>(ms)) << ms;
    }
    void roundTrip() {
        QFETCH(qint64, ms);
        const QString text = formatDuration(std::chrono::milliseconds(ms));
        const auto parsed = parseDuration(text);
        QVERIFY2(parsed.has_value(), qPrintable(text));
        QCOMPARE(parsed->count(), ms);
        // And back: the formatted text is canonical.
        QCOMPARE(formatDuration(*parsed), text);
    }
};

QTEST_MAIN(Tst_duration)
#include "tst_duration.moc"
