// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Prometheus text exposition parser (core/metrics/prometheustext.h): what prometheus-cpp and
// other clients write, and every kind of malformed input refused with the line that broke.
#include "metrics/prometheustext.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace idem::metrics;

Q_DECLARE_METATYPE(idem::metrics::ParseError::Kind)
Q_DECLARE_METATYPE(idem::metrics::MetricType)

namespace {

QByteArray lines(std::initializer_list<const char*> text) {
    QByteArray out;
    for (const char* line : text)
        out += QByteArray(line) + '\n';
    return out;
}

} // namespace

class Tst_prometheustext : public QObject {
    Q_OBJECT

private slots:
    void sampleValues_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("labels"); // name=value;... after unescaping, sorted
        QTest::addColumn<double>("value");
        QTest::addColumn<qint64>("timestamp"); // -1: none
        QTest::newRow("bare") << QByteArray("up 1") << "up" << "" << 1.0 << qint64(-1);
        QTest::newRow("colon in name") << QByteArray("job:rate5m 0.5") << "job:rate5m" << ""
                                       << 0.5 << qint64(-1);
        QTest::newRow("labels sorted")
            << QByteArray("http_requests_total{method=\"post\",code=\"200\"} 1027")
            << "http_requests_total" << "code=200;method=post" << 1027.0 << qint64(-1);
        QTest::newRow("timestamp")
            << QByteArray("http_requests_total{code=\"400\"} 3 1395066363000")
            << "http_requests_total" << "code=400" << 3.0 << qint64(1395066363000);
        QTest::newRow("negative timestamp") << QByteArray("x 1 -5") << "x" << "" << 1.0
                                            << qint64(-5);
        QTest::newRow("escapes")
            << QByteArray("msdos_file_access_time_seconds{path=\"C:\\\\DIR\\\\FILE.TXT\","
                          "error=\"Cannot find file:\\n\\\"FILE.TXT\\\"\"} 1.458255915e9")
            << "msdos_file_access_time_seconds"
            << "error=Cannot find file:\n\"FILE.TXT\";path=C:\\DIR\\FILE.TXT" << 1.458255915e9
            << qint64(-1);
        QTest::newRow("trailing comma") << QByteArray("x{a=\"1\",} 2") << "x" << "a=1" << 2.0
                                        << qint64(-1);
        QTest::newRow("blanks around labels")
            << QByteArray("x { a = \"1\" , b=\"2\" }\t7") << "x" << "a=1;b=2" << 7.0 << qint64(-1);
        QTest::newRow("no blank after brace") << QByteArray("x{a=\"1\"}2") << "x" << "a=1" << 2.0
                                              << qint64(-1);
        QTest::newRow("empty label set") << QByteArray("x{} 3") << "x" << "" << 3.0 << qint64(-1);
        QTest::newRow("empty label value") << QByteArray("x{a=\"\"} 3") << "x" << "a=" << 3.0
                                           << qint64(-1);
        QTest::newRow("utf-8 value") << QByteArray("x{city=\"北京\"} 3") << "x"
                                     << QStringLiteral("city=北京") << 3.0 << qint64(-1);
        QTest::newRow("braces and hash in value")
            << QByteArray("x{q=\"a}b,c=#\"} 1") << "x" << "q=a}b,c=#" << 1.0 << qint64(-1);
        QTest::newRow("exponent") << QByteArray("x -1.5E-3") << "x" << "" << -1.5e-3 << qint64(-1);
        QTest::newRow("plus sign") << QByteArray("x +12") << "x" << "" << 12.0 << qint64(-1);
        QTest::newRow("leading dot") << QByteArray("x .25") << "x" << "" << 0.25 << qint64(-1);
        QTest::newRow("+Inf") << QByteArray("x +Inf") << "x" << ""
                              << std::numeric_limits<double>::infinity() << qint64(-1);
        QTest::newRow("-Inf") << QByteArray("x -Inf") << "x" << ""
                              << -std::numeric_limits<double>::infinity() << qint64(-1);
        QTest::newRow("Inf") << QByteArray("x Inf") << "x" << ""
                             << std::numeric_limits<double>::infinity() << qint64(-1);
        QTest::newRow("leading blanks, CRLF") << QByteArray("  \tx 4\r") << "x" << "" << 4.0
                                               << qint64(-1);
    }
    void sampleValues() {
        QFETCH(QByteArray, line);
        QFETCH(QString, name);
        QFETCH(QString, labels);
        QFETCH(double, value);
        QFETCH(qint64, timestamp);
        const ParseResult r = parse(line);
        QVERIFY2(r.ok(), r.error ? qPrintable(r.error->message) : "");
        QCOMPARE(r.exposition.families.size(), 1);
        const MetricFamily& f = r.exposition.families.first();
        QCOMPARE(f.name, name);
        QCOMPARE(f.type, MetricType::Untyped);
        QCOMPARE(f.samples.size(), 1);
        const Sample& s = f.samples.first();
        QCOMPARE(s.name, name);
        QStringList shown;
        for (const auto& [n, v] : s.labels)
            shown << n + QLatin1Char('=') + v;
        QCOMPARE(shown.join(QLatin1Char(';')), labels);
        QCOMPARE(s.value, value);
        QCOMPARE(s.timestampMs.value_or(-1), timestamp);
    }

    void nan() {
        const ParseResult r = parse("x NaN\ny nan\n");
        QVERIFY(r.ok());
        QVERIFY(std::isnan(r.exposition.family(u"x")->samples.first().value));
        QVERIFY(std::isnan(r.exposition.family(u"y")->samples.first().value));
    }

    void families_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("family");
        QTest::addColumn<MetricType>("type");
        QTest::addColumn<QString>("help");
        QTest::addColumn<int>("samples");
        const QByteArray histogram = lines({
            "# HELP http_request_duration_seconds A histogram of the request duration.",
            "# TYPE http_request_duration_seconds histogram",
            "http_request_duration_seconds_bucket{le=\"0.05\"} 24054",
            "http_request_duration_seconds_bucket{le=\"0.1\"} 33444",
            "http_request_duration_seconds_bucket{le=\"+Inf\"} 144320",
            "http_request_duration_seconds_sum 53423",
            "http_request_duration_seconds_count 144320",
        });
        QTest::newRow("histogram") << histogram << "http_request_duration_seconds"
                                   << MetricType::Histogram
                                   << "A histogram of the request duration." << 5;
        const QByteArray summary = lines({
            "# TYPE rpc_duration_seconds summary",
            "rpc_duration_seconds{quantile=\"0.01\"} 3102",
            "rpc_duration_seconds{quantile=\"0.5\"} 4773",
            "rpc_duration_seconds{quantile=\"0.99\"} 76656",
            "rpc_duration_seconds_sum 1.7560473e+07",
            "rpc_duration_seconds_count 2693",
        });
        QTest::newRow("summary") << summary << "rpc_duration_seconds" << MetricType::Summary
                                 << "" << 5;
        QTest::newRow("counter with help escapes")
            << lines({"# HELP c_total Lines\\nand a \\\\ backslash", "# TYPE c_total counter",
                      "c_total{a=\"1\"} 1", "c_total{a=\"2\"} 2"})
            << "c_total" << MetricType::Counter << "Lines\nand a \\ backslash" << 2;
        QTest::newRow("gauge, comments and blank lines")
            << lines({"# a comment", "", "# TYPE g gauge", "#no space comment", "   ", "g 1"})
            << "g" << MetricType::Gauge << "" << 1;
        QTest::newRow("type untyped") << lines({"# TYPE u untyped", "u 1"}) << "u"
                                      << MetricType::Untyped << "" << 1;
        QTest::newRow("help without text") << lines({"# HELP h", "h 1"}) << "h"
                                           << MetricType::Untyped << "" << 1;
        QTest::newRow("_count of an untyped name is its own family")
            << lines({"foo_count 3"}) << "foo_count" << MetricType::Untyped << "" << 1;
        QTest::newRow("no trailing newline") << QByteArray("# TYPE n counter\nn 1") << "n"
                                             << MetricType::Counter << "" << 1;
    }
    void families() {
        QFETCH(QByteArray, text);
        QFETCH(QString, family);
        QFETCH(MetricType, type);
        QFETCH(QString, help);
        QFETCH(int, samples);
        const ParseResult r = parse(text);
        QVERIFY2(r.ok(), r.error ? qPrintable(r.error->message) : "");
        const MetricFamily* f = r.exposition.family(family);
        QVERIFY(f);
        QCOMPARE(r.exposition.families.size(), 1);
        QCOMPARE(f->type, type);
        QCOMPARE(f->help, help);
        QCOMPARE(f->samples.size(), samples);
    }

    void histogramSamples() {
        const ParseResult r = parse(lines({
            "# TYPE d histogram",
            "d_bucket{outcome=\"acquired\",le=\"0.5\"} 1",
            "d_bucket{outcome=\"acquired\",le=\"+Inf\"} 2",
            "d_sum{outcome=\"acquired\"} 1.25",
            "d_count{outcome=\"acquired\"} 2",
        }));
        QVERIFY(r.ok());
        const MetricFamily* f = r.exposition.family(u"d");
        QVERIFY(f);
        QCOMPARE(f->samples.at(1).name, QStringLiteral("d_bucket"));
        QCOMPARE(f->samples.at(1).label(u"le"), QStringLiteral("+Inf"));
        QCOMPARE(f->samples.at(1).label(u"outcome"), QStringLiteral("acquired"));
        QVERIFY(f->samples.at(1).label(u"missing").isNull());
        const Labels without = f->samples.at(1).labelsWithout(u"le");
        QCOMPARE(without.size(), 1);
        QCOMPARE(without.first().first, QStringLiteral("outcome"));
        QCOMPARE(f->samples.at(2).name, QStringLiteral("d_sum"));
        QCOMPARE(f->samples.at(3).value, 2.0);
    }

    void malformed_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<ParseError::Kind>("kind");
        QTest::addColumn<int>("line");
        using K = ParseError::Kind;
        QTest::newRow("name starts with a digit") << lines({"ok 1", "1x 2"}) << K::BadName << 2;
        QTest::newRow("name with a dash") << lines({"x-y 2"}) << K::BadName << 1;
        QTest::newRow("label name with a colon") << lines({"x{a:b=\"1\"} 2"}) << K::BadName << 1;
        QTest::newRow("label name missing") << lines({"x{=\"1\"} 2"}) << K::BadName << 1;
        QTest::newRow("no value") << lines({"# TYPE x gauge", "x"}) << K::BadValue << 2;
        QTest::newRow("value not a number") << lines({"x abc"}) << K::BadValue << 1;
        QTest::newRow("value with a comma") << lines({"x 1,5"}) << K::BadValue << 1;
        QTest::newRow("value 0x10") << lines({"x 0x10"}) << K::BadValue << 1;
        QTest::newRow("value only a sign") << lines({"x -"}) << K::BadValue << 1;
        QTest::newRow("value two dots") << lines({"x 1.2.3"}) << K::BadValue << 1;
        QTest::newRow("timestamp not an integer") << lines({"x 1 1.5"}) << K::BadTimestamp << 1;
        QTest::newRow("something after the timestamp")
            << lines({"x 1 2 3"}) << K::BadTimestamp << 1;
        QTest::newRow("unclosed label set") << lines({"x{a=\"1\" 2"}) << K::BadLabels << 1;
        QTest::newRow("unclosed value") << lines({"x{a=\"1} 2"}) << K::BadLabels << 1;
        QTest::newRow("unquoted value") << lines({"x{a=1} 2"}) << K::BadLabels << 1;
        QTest::newRow("no equals") << lines({"x{a\"1\"} 2"}) << K::BadLabels << 1;
        QTest::newRow("no comma") << lines({"x{a=\"1\" b=\"2\"} 2"}) << K::BadLabels << 1;
        QTest::newRow("repeated label") << lines({"x{a=\"1\",a=\"2\"} 2"}) << K::BadLabels << 1;
        QTest::newRow("backslash at end of value") << lines({"x{a=\"1\\"}) << K::BadLabels << 1;
        QTest::newRow("invalid escape \\t") << lines({"x{a=\"\\t\"} 2"}) << K::BadEscape << 1;
        QTest::newRow("invalid escape in help") << lines({"# HELP x a \\q", "x 1"})
                                                << K::BadEscape << 1;
        QTest::newRow("unknown type") << lines({"# TYPE x meter", "x 1"}) << K::BadComment << 1;
        QTest::newRow("type without type") << lines({"# TYPE x"}) << K::BadComment << 1;
        QTest::newRow("type with extra words")
            << lines({"# TYPE x counter extra"}) << K::BadComment << 1;
        QTest::newRow("help without a name") << lines({"# HELP"}) << K::BadComment << 1;
        QTest::newRow("help with a bad name") << lines({"# HELP 9x text"}) << K::BadComment << 1;
        QTest::newRow("second help") << lines({"# HELP x a", "# HELP x b"}) << K::BadComment
                                     << 2;
        QTest::newRow("second type") << lines({"# TYPE x counter", "# TYPE x gauge"})
                                     << K::MisplacedType << 2;
        QTest::newRow("type after samples") << lines({"x 1", "# TYPE x counter"})
                                            << K::MisplacedType << 2;
        QTest::newRow("bucket without le")
            << lines({"# TYPE h histogram", "h_bucket{a=\"1\"} 1"}) << K::BadHistogram << 2;
        QTest::newRow("bucket with a bad le")
            << lines({"# TYPE h histogram", "h_bucket{le=\"fast\"} 1"}) << K::BadHistogram << 2;
        QTest::newRow("summary without quantile")
            << lines({"# TYPE s summary", "s 1"}) << K::BadHistogram << 2;
        QTest::newRow("NUL byte") << QByteArray("x 1\ny\0 2\n", 9) << K::NotText << 2;
        QTest::newRow("invalid UTF-8") << QByteArray("x 1\nx{a=\"\xff\"} 2\n") << K::NotText
                                       << 2;
    }
    void malformed() {
        QFETCH(QByteArray, text);
        QFETCH(ParseError::Kind, kind);
        QFETCH(int, line);
        const ParseResult r = parse(text);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->kind, kind);
        QCOMPARE(r.error->line, line);
        QVERIFY2(r.error->message.startsWith(QStringLiteral("Line %1: ").arg(line)),
                 qPrintable(r.error->message));
        // Nothing half-parsed comes back.
        QVERIFY(r.exposition.families.isEmpty());
    }

    void limits_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<ParseError::Kind>("kind");
        QTest::addColumn<int>("line");
        using K = ParseError::Kind;
        QTest::newRow("input too large") << QByteArray(200, 'x') << K::TooLarge << 0;
        QTest::newRow("line too long")
            << (QByteArray("a 1\n") + QByteArray(70, 'b') + " 1\n") << K::LineTooLong << 2;
        QTest::newRow("too many labels")
            << QByteArray("x{a=\"1\",b=\"2\",c=\"3\",d=\"4\"} 1\n") << K::TooManyLabels << 1;
        QTest::newRow("too many samples") << lines({"a 1", "b 1", "c 1", "d 1"})
                                          << K::TooManySamples << 4;
    }
    void limits() {
        QFETCH(QByteArray, text);
        QFETCH(ParseError::Kind, kind);
        QFETCH(int, line);
        ParseLimits small;
        small.maxBytes = 100;
        small.maxLineLength = 64;
        small.maxLabelsPerSample = 3;
        small.maxSamples = 3;
        const ParseResult r = parse(text, small);
        QVERIFY(!r.ok());
        QCOMPARE(r.error->kind, kind);
        QCOMPARE(r.error->line, line);
    }

    void emptyInput() {
        const ParseResult r = parse(QByteArray());
        QVERIFY(r.ok());
        QVERIFY(r.exposition.families.isEmpty());
    }

    /// Every prefix of a valid exposition either parses or is refused with a line: never a
    /// crash, never a read past the end (run under the asan preset too).
    void everyPrefix() {
        const QByteArray text = lines({
            "# HELP d Duration \\\\ with \\n escapes",
            "# TYPE d histogram",
            "d_bucket{outcome=\"a\\\"b\",le=\"0.5\"} 1 1700000000000",
            "d_bucket{outcome=\"a\\\"b\",le=\"+Inf\"} 2",
            "d_sum{outcome=\"a\\\"b\"} 1.25",
            "d_count{outcome=\"a\\\"b\"} 2",
        });
        int refused = 0;
        for (qsizetype n = 0; n <= text.size(); ++n) {
            const ParseResult r = parse(QByteArrayView(text).first(n));
            if (!r.ok()) {
                ++refused;
                QVERIFY(r.error->line >= 1 && r.error->line <= 6);
            }
        }
        QVERIFY(refused > 0);
        QVERIFY(parse(text).ok());
    }
};

QTEST_MAIN(Tst_prometheustext)
#include "tst_prometheustext.moc"
