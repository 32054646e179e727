// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "workbench/report.h"

#include <QDateTime>
#include <algorithm>
#include <cmath>

namespace idem::workbench {
namespace {

QString esc(const QString& s) {
    return s.toHtmlEscaped();
}

QString num(double v, int decimals = 1) {
    return QString::number(v, 'f', decimals);
}

/// A round step for about `ticks` ticks up to `max`.
double niceStep(double max, int ticks) {
    if (max <= 0)
        return 1;
    const double raw = max / ticks;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 5.0, 10.0}) {
        if (raw <= m * mag)
            return m * mag;
    }
    return 10 * mag;
}

QString tickText(double v) {
    if (std::abs(v - std::round(v)) < 1e-9)
        return QString::number(qint64(std::round(v)));
    return QString::number(v, 'g', 3);
}

struct Frame {
    int width, height;
    double left = 56, right = 16, top = 30, bottom = 40;
    double plotW() const { return width - left - right; }
    double plotH() const { return height - top - bottom; }
};

QString axes(const Frame& f, const QString& title, const QString& xTitle, const QString& yTitle,
             double yMax, double yStep) {
    QString s;
    s += QStringLiteral("<text x=\"%1\" y=\"18\" font-size=\"14\" font-weight=\"bold\">%2</text>")
             .arg(num(f.left, 0), esc(title));
    for (double y = 0; y <= yMax + yStep * 1e-6; y += yStep) {
        const double py = f.top + f.plotH() - y / yMax * f.plotH();
        s += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#8884\"/>"
                            "<text x=\"%4\" y=\"%5\" font-size=\"10\" text-anchor=\"end\">%6</text>")
                 .arg(num(f.left), num(py), num(f.left + f.plotW()), num(f.left - 4),
                      num(py + 3), tickText(y));
    }
    s += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"currentColor\"/>"
                        "<line x1=\"%1\" y1=\"%3\" x2=\"%4\" y2=\"%3\" stroke=\"currentColor\"/>")
             .arg(num(f.left), num(f.top), num(f.top + f.plotH()), num(f.left + f.plotW()));
    s += QStringLiteral("<text x=\"%1\" y=\"%2\" font-size=\"11\" text-anchor=\"middle\">%3</text>")
             .arg(num(f.left + f.plotW() / 2), num(f.height - 6), esc(xTitle));
    s += QStringLiteral("<text x=\"12\" y=\"%1\" font-size=\"11\" text-anchor=\"middle\" "
                        "transform=\"rotate(-90 12 %1)\">%2</text>")
             .arg(num(f.top + f.plotH() / 2), esc(yTitle));
    return s;
}

QString svgOpen(int width, int height) {
    return QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" "
                          "viewBox=\"0 0 %1 %2\" font-family=\"sans-serif\" "
                          "fill=\"currentColor\">")
        .arg(width)
        .arg(height);
}

} // namespace

QString svgLineChart(const QString& title, const QString& xTitle, const QString& yTitle,
                     const QList<SvgSeries>& series, int width, int height) {
    Frame f{width, height};
    double xMax = 0;
    double yMax = 0;
    for (const SvgSeries& line : series) {
        for (const QPointF& p : line.points) {
            xMax = std::max(xMax, p.x());
            yMax = std::max(yMax, p.y());
        }
    }
    const double yStep = niceStep(yMax, 5);
    yMax = std::max(yStep, std::ceil(yMax / yStep) * yStep);
    if (xMax <= 0)
        xMax = 1;
    QString s = svgOpen(width, height);
    s += axes(f, title, xTitle, yTitle, yMax, yStep);
    const double xStep = niceStep(xMax, 6);
    for (double x = 0; x <= xMax + xStep * 1e-6; x += xStep) {
        const double px = f.left + x / xMax * f.plotW();
        s += QStringLiteral("<text x=\"%1\" y=\"%2\" font-size=\"10\" text-anchor=\"middle\">%3"
                            "</text>")
                 .arg(num(px), num(f.top + f.plotH() + 14), tickText(x));
    }
    double legendX = f.left + f.plotW();
    for (qsizetype i = series.size() - 1; i >= 0; --i) {
        const SvgSeries& line = series.at(i);
        QStringList pts;
        for (const QPointF& p : line.points)
            pts << num(f.left + p.x() / xMax * f.plotW()) + QLatin1Char(',') +
                       num(f.top + f.plotH() - p.y() / yMax * f.plotH());
        s += QStringLiteral("<polyline fill=\"none\" stroke=\"%1\" stroke-width=\"1.8\" "
                            "points=\"%2\"/>")
                 .arg(esc(line.colour), pts.join(QLatin1Char(' ')));
        legendX -= 8.0 * double(line.name.size()) + 26;
        s += QStringLiteral("<rect x=\"%1\" y=\"10\" width=\"12\" height=\"4\" fill=\"%2\"/>"
                            "<text x=\"%3\" y=\"16\" font-size=\"11\">%4</text>")
                 .arg(num(legendX), esc(line.colour), num(legendX + 16), esc(line.name));
    }
    s += QStringLiteral("</svg>");
    return s;
}

QString svgBarChart(const QString& title, const QString& yTitle, const QList<QString>& labels,
                    const QList<double>& values, int width, int height) {
    Frame f{width, height};
    f.bottom = 56;
    double yMax = 0;
    for (const double v : values)
        yMax = std::max(yMax, v);
    const double yStep = niceStep(yMax, 5);
    yMax = std::max(yStep, std::ceil(yMax / yStep) * yStep);
    QString s = svgOpen(width, height);
    s += axes(f, title, QString(), yTitle, yMax, yStep);
    const qsizetype n = std::max<qsizetype>(1, values.size());
    const double slot = f.plotW() / double(n);
    for (qsizetype i = 0; i < values.size(); ++i) {
        const double h = values.at(i) / yMax * f.plotH();
        const double x = f.left + double(i) * slot + slot * 0.1;
        s += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"#3a7bd5\">"
                            "<title>%5: %6</title></rect>")
                 .arg(num(x), num(f.top + f.plotH() - h), num(slot * 0.8), num(h),
                      esc(labels.value(i)), tickText(values.at(i)));
        s += QStringLiteral("<text x=\"%1\" y=\"%2\" font-size=\"9\" text-anchor=\"end\" "
                            "transform=\"rotate(-35 %1 %2)\">%3</text>")
                 .arg(num(x + slot * 0.4), num(f.top + f.plotH() + 12), esc(labels.value(i)));
    }
    s += QStringLiteral("</svg>");
    return s;
}

qint64 reportSliceMs(qint64 elapsedMs) {
    return std::max<qint64>(100, elapsedMs / 60);
}

QString scenarioReportHtml(const ScenarioResult& r) {
    const ScenarioSummary& s = r.summary;
    const qint64 sliceMs = reportSliceMs(s.elapsedMs);
    const QList<TimeSlice> slices = timeSlices(r.samples, sliceMs);
    SvgSeries throughput{QStringLiteral("answers/s"), {}, QStringLiteral("#2e8b57")};
    SvgSeries p50{QStringLiteral("p50"), {}, QStringLiteral("#3a7bd5")};
    SvgSeries p99{QStringLiteral("p99"), {}, QStringLiteral("#d0543a")};
    for (const TimeSlice& t : slices) {
        const double x = double(t.startMs + sliceMs) / 1000.0;
        throughput.points.append({x, double(t.answers) * 1000.0 / double(sliceMs)});
        if (t.answers > 0) {
            p50.points.append({x, t.p50Ms});
            p99.points.append({x, t.p99Ms});
        }
    }
    QList<QString> labels;
    QList<double> counts;
    for (qsizetype i = 0; i < s.histogram.counts.size(); ++i) {
        labels.append(s.histogram.label(i));
        counts.append(double(s.histogram.counts.at(i)));
    }

    const ScenarioOptions& o = r.options;
    QString h;
    h += QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>IdemScope "
                        "scenario report: %1</title>\n<style>body{font-family:sans-serif;"
                        "max-width:780px;margin:2em auto;padding:0 1em}table{border-collapse:"
                        "collapse}td,th{padding:2px 10px;text-align:left;border-bottom:1px solid "
                        "#8884}td.n{text-align:right}.pass{color:#2e8b57}.fail{color:#c0392b}"
                        "@media (prefers-color-scheme: dark){body{background:#1e1e1e;color:#ddd}}"
                        "</style></head><body>\n")
             .arg(scenarioKindId(o.kind));
    h += QStringLiteral("<h1>Scenario “%1”</h1>\n").arg(scenarioKindId(o.kind));
    QString state = r.cancelled ? QStringLiteral("cancelled")
                    : r.durationReached ? QStringLiteral("stopped at the duration bound")
                                        : QStringLiteral("complete");
    h += QStringLiteral("<p>%1 %2 %3, started %4; %5.</p>\n")
             .arg(esc(QString::fromLatin1(o.spec.method)), esc(o.spec.url.toString()),
                  o.statsUrl.isEmpty() ? QString()
                                       : QStringLiteral("(stats: ") + esc(o.statsUrl.toString()) +
                                             QLatin1Char(')'),
                  QDateTime::fromMSecsSinceEpoch(r.startedAtMs).toUTC().toString(Qt::ISODate),
                  state);
    h += QStringLiteral("<table>\n");
    auto row = [&h](const QString& name, const QString& value, const QString& cls = {}) {
        h += QStringLiteral("<tr><th>%1</th><td class=\"n %3\">%2</td></tr>\n")
                 .arg(esc(name), esc(value), cls);
    };
    row(QStringLiteral("requests planned / sent / answered"),
        QStringLiteral("%1 / %2 / %3").arg(s.planned).arg(s.sent).arg(s.answered));
    row(QStringLiteral("concurrency"), QString::number(r.plan.concurrency));
    row(QStringLiteral("duplicate ratio"), num(r.plan.duplicateRatio, 2));
    row(QStringLiteral("keys"), QString::number(r.plan.keys));
    row(QStringLiteral("wall time"), formatMs(double(s.elapsedMs)));
    row(QStringLiteral("achieved QPS"), num(s.qps, 0));
    row(QStringLiteral("latency p50 / p95 / p99"),
        QStringLiteral("%1 / %2 / %3")
            .arg(formatMs(s.latency.p50), formatMs(s.latency.p95), formatMs(s.latency.p99)));
    row(QStringLiteral("latency min / mean / max"),
        QStringLiteral("%1 / %2 / %3")
            .arg(formatMs(s.latency.min), formatMs(s.latency.mean), formatMs(s.latency.max)));
    row(QStringLiteral("errors"),
        QStringLiteral("%1 (%2 %)").arg(s.errors).arg(num(s.errorRate * 100, 2)),
        s.errors ? QStringLiteral("fail") : QStringLiteral("pass"));
    row(QStringLiteral("duplicates intercepted"),
        QStringLiteral("%1 of %2 (%3 %, from the %4)")
            .arg(s.duplicatesIntercepted)
            .arg(s.duplicatesSent)
            .arg(num(s.interceptionRate * 100, 2), s.interceptionSource),
        s.duplicatesIntercepted == s.duplicatesSent ? QStringLiteral("pass")
                                                    : QStringLiteral("fail"));
    QStringList perKey;
    for (auto it = s.executionsPerKey.cbegin(); it != s.executionsPerKey.cend(); ++it)
        perKey << QStringLiteral("%1 key(s) ran %2×").arg(it.value()).arg(it.key());
    row(QStringLiteral("executions per key"), perKey.join(QStringLiteral(", ")));
    QStringList outcomes;
    for (auto it = s.outcomes.cbegin(); it != s.outcomes.cend(); ++it)
        outcomes << QStringLiteral("%1 %2").arg(outcomeName(it.key())).arg(it.value());
    row(QStringLiteral("answers"), outcomes.join(QStringLiteral(", ")));
    if (!r.statsError.isEmpty())
        row(QStringLiteral("stats"), r.statsError, QStringLiteral("fail"));
    h += QStringLiteral("</table>\n");
    h += QStringLiteral("<h2>Throughput</h2>\n") +
         svgLineChart(QStringLiteral("Answers per second"), QStringLiteral("seconds"),
                      QStringLiteral("answers/s"), {throughput});
    h += QStringLiteral("\n<h2>Latency</h2>\n") +
         svgLineChart(QStringLiteral("Latency over time"), QStringLiteral("seconds"),
                      QStringLiteral("ms"), {p50, p99});
    h += QStringLiteral("\n") + svgBarChart(QStringLiteral("Latency histogram"),
                                            QStringLiteral("requests"), labels, counts);
    h += QStringLiteral("\n<p>Made by IdemScope (idemctl scenario / the console's Scenarios "
                        "page).</p>\n</body></html>\n");
    return h;
}

namespace {

QByteArray csvField(const QString& s) {
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) &&
        !s.contains(QLatin1Char('\n')) && !s.contains(QLatin1Char('\r')))
        return s.toUtf8();
    QString q = s;
    q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return '"' + q.toUtf8() + '"';
}

} // namespace

QByteArray scenarioSamplesCsv(const ScenarioResult& r) {
    QByteArray out =
        "index,key,duplicate,start_ms,latency_ms,status,replayed,outcome,error\r\n";
    for (const Sample& s : r.samples) {
        out += QByteArray::number(s.index) + ',' +
               csvField(r.keyPrefix + QString::number(s.keyIndex)) + ',' +
               (s.duplicate ? "1" : "0") + ',' +
               QByteArray::number(double(s.startUs) / 1000.0, 'f', 3) + ',' +
               QByteArray::number(double(s.latencyUs) / 1000.0, 'f', 3) + ',' +
               QByteArray::number(s.status) + ',' + (s.replayed ? "1" : "0") + ',' +
               outcomeName(s.outcome()).toUtf8() + ',' + csvField(s.error) + "\r\n";
    }
    return out;
}

} // namespace idem::workbench
