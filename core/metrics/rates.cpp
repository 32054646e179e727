// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "metrics/rates.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>

namespace idem::metrics {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

const QString kRequests = QStringLiteral("idemgate_requests_total");
const QString kDuration = QStringLiteral("idemgate_request_duration_seconds");

bool hasAll(const Labels& labels, const Labels& match) {
    return std::all_of(match.begin(), match.end(), [&](const std::pair<QString, QString>& m) {
        return labels.contains(m);
    });
}

/// The `le` of a bucket as a bound ("+Inf" included); NaN when it is not a float.
double bound(const QString& le) {
    if (le == QLatin1String("+Inf") || le.compare(QLatin1String("inf"), Qt::CaseInsensitive) == 0)
        return kInf;
    bool ok = false;
    const double v = le.toDouble(&ok);
    return ok ? v : kNaN;
}

} // namespace

double counterIncrease(double before, double after) {
    if (std::isnan(before) || std::isnan(after))
        return kNaN;
    return after >= before ? after - before : after;
}

double counterIncrease(const QList<double>& readings) {
    double sum = 0;
    for (qsizetype i = 1; i < readings.size(); ++i)
        sum += counterIncrease(readings[i - 1], readings[i]);
    return sum;
}

QList<const Sample*> samplesNamed(const Exposition& exposition, QStringView sampleName) {
    QList<const Sample*> out;
    const MetricFamily* family = exposition.family(sampleName);
    if (!family) {
        for (QLatin1String suffix :
             {QLatin1String("_bucket"), QLatin1String("_sum"), QLatin1String("_count")}) {
            if (sampleName.endsWith(suffix)) {
                family = exposition.family(sampleName.chopped(suffix.size()));
                break;
            }
        }
    }
    if (!family)
        return out;
    for (const Sample& s : family->samples) {
        if (s.name == sampleName)
            out.append(&s);
    }
    return out;
}

QList<SeriesRate> rates(const QList<Scrape>& scrapes, QStringView sampleName) {
    QList<SeriesRate> out;
    if (scrapes.size() < 2)
        return out;
    const double seconds = double(scrapes.last().atMs - scrapes.first().atMs) / 1000.0;
    if (!(seconds > 0))
        return out;
    // Each scrape's readings by label set, once.
    QList<QHash<Labels, double>> readings;
    readings.reserve(scrapes.size());
    for (const Scrape& scrape : scrapes) {
        QHash<Labels, double> values;
        for (const Sample* s : samplesNamed(scrape.exposition, sampleName))
            values.insert(s->labels, s->value);
        readings.append(std::move(values));
    }
    for (const Sample* s : samplesNamed(scrapes.last().exposition, sampleName)) {
        QList<double> series;
        series.reserve(scrapes.size());
        for (const QHash<Labels, double>& values : std::as_const(readings))
            series.append(values.value(s->labels, 0.0));
        SeriesRate r;
        r.labels = s->labels;
        r.increase = counterIncrease(series);
        r.perSecond = r.increase / seconds;
        out.append(std::move(r));
    }
    return out;
}

double histogramQuantile(double q, QList<HistogramBucket> buckets) {
    if (std::isnan(q))
        return kNaN;
    if (q < 0)
        return -kInf;
    if (q > 1)
        return kInf;
    std::sort(buckets.begin(), buckets.end(),
              [](const HistogramBucket& a, const HistogramBucket& b) {
                  return a.upperBound < b.upperBound;
              });
    // Buckets with one bound (from several series summed badly) are merged.
    for (qsizetype i = 1; i < buckets.size();) {
        if (buckets[i].upperBound == buckets[i - 1].upperBound) {
            buckets[i - 1].count += buckets[i].count;
            buckets.removeAt(i);
        } else {
            ++i;
        }
    }
    if (buckets.size() < 2 || !(std::isinf(buckets.last().upperBound) && buckets.last().upperBound > 0))
        return kNaN;
    // The increases of separately scraped buckets may be out of order by a little:
    // Prometheus raises each to the one below (ensureMonotonic).
    for (qsizetype i = 1; i < buckets.size(); ++i)
        buckets[i].count = std::max(buckets[i].count, buckets[i - 1].count);
    const double observations = buckets.last().count;
    if (!(observations > 0))
        return kNaN;
    double rank = q * observations;
    qsizetype b = 0;
    while (b < buckets.size() - 1 && buckets[b].count < rank)
        ++b;
    if (b == buckets.size() - 1)
        return buckets[b - 1].upperBound;
    if (b == 0 && buckets[0].upperBound <= 0)
        return buckets[0].upperBound;
    double start = 0;
    double end = buckets[b].upperBound;
    double count = buckets[b].count;
    if (b > 0) {
        start = buckets[b - 1].upperBound;
        count -= buckets[b - 1].count;
        rank -= buckets[b - 1].count;
    }
    return start + (end - start) * (rank / count);
}

QList<HistogramBucket> histogramIncrease(const QList<Scrape>& scrapes, QStringView family,
                                         const Labels& match) {
    QList<HistogramBucket> out;
    const QString bucketName = family.toString() + QLatin1String("_bucket");
    for (const SeriesRate& r : rates(scrapes, bucketName)) {
        if (!hasAll(r.labels, match))
            continue;
        QString le;
        for (const auto& [name, value] : r.labels) {
            if (name == QLatin1String("le"))
                le = value;
        }
        const double upper = bound(le);
        if (std::isnan(upper) || std::isnan(r.increase))
            continue;
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const HistogramBucket& b) { return b.upperBound == upper; });
        if (it == out.end())
            out.append({upper, r.increase});
        else
            it->count += r.increase;
    }
    std::sort(out.begin(), out.end(), [](const HistogramBucket& a, const HistogramBucket& b) {
        return a.upperBound < b.upperBound;
    });
    return out;
}

QStringList errorOutcomes() {
    return {QStringLiteral("released"), QStringLiteral("unavailable")};
}

std::optional<GatewayRates> gatewayRates(const QList<Scrape>& scrapes) {
    if (scrapes.size() < 2 || samplesNamed(scrapes.last().exposition, kRequests).isEmpty())
        return std::nullopt;
    const QList<SeriesRate> requests = rates(scrapes, kRequests);
    if (requests.isEmpty())
        return std::nullopt;
    GatewayRates g;
    g.atMs = scrapes.last().atMs;
    g.seconds = double(scrapes.last().atMs - scrapes.first().atMs) / 1000.0;
    const QStringList errors = errorOutcomes();
    double total = 0;
    double failed = 0;
    for (const SeriesRate& r : requests) {
        QString outcome;
        for (const auto& [name, value] : r.labels) {
            if (name == QLatin1String("outcome"))
                outcome = value;
        }
        // One entry per outcome: other labels (none today) are summed.
        auto it = std::find_if(g.outcomes.begin(), g.outcomes.end(),
                               [&](const auto& o) { return o.first == outcome; });
        if (it == g.outcomes.end())
            g.outcomes.append({outcome, r.perSecond});
        else
            it->second += r.perSecond;
        total += r.increase;
        if (errors.contains(outcome))
            failed += r.increase;
    }
    g.requestsPerSecond = total / g.seconds;
    if (total > 0)
        g.errorRate = failed / total;
    const QList<HistogramBucket> latency = histogramIncrease(scrapes, kDuration);
    g.p50Seconds = histogramQuantile(0.5, latency);
    g.p99Seconds = histogramQuantile(0.99, latency);
    return g;
}

} // namespace idem::metrics
