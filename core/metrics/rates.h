// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "metrics/prometheustext.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace idem::metrics {

/// Rates and quantiles from successive scrapes of a Prometheus endpoint, computed the way
/// Prometheus' rate(), increase() and histogram_quantile() do (without their extrapolation to
/// the range's edges: the range here is exactly the time between the scrapes). Pure functions;
/// thread-safe.

/// One scrape: when it was taken (ms since the epoch, the scraper's clock) and what it read.
struct Scrape {
    qint64 atMs = 0;
    Exposition exposition;
};

/// How much a counter grew from `before` to `after`: the difference, or `after` itself when it
/// went down, since a counter only goes down when its process restarted and counted from 0
/// again (Prometheus' counter-reset rule). NaN when either reading is NaN.
double counterIncrease(double before, double after);

/// The increase over successive readings of one counter, oldest first: the sum of
/// counterIncrease() over each consecutive pair; 0 for fewer than two readings.
double counterIncrease(const QList<double>& readings);

/// The samples named `sampleName` in `exposition` (a counter's own samples, or a histogram's
/// `<family>_bucket` / `_sum` / `_count`), in exposition order.
QList<const Sample*> samplesNamed(const Exposition& exposition, QStringView sampleName);

struct SeriesRate {
    Labels labels;
    double increase = 0;  ///< Over the whole range, resets counted as restarts from 0.
    double perSecond = 0; ///< increase / seconds between the oldest and the newest scrape.
};

/// The rate of each series named `sampleName` over `scrapes` (oldest first): one entry per label
/// set of the newest scrape, in its order. A series missing from an older scrape counts as 0
/// there (it did not exist yet: client libraries create series at 0, or at their first event).
/// Empty when there are fewer than two scrapes or no time passed between the oldest and the
/// newest.
QList<SeriesRate> rates(const QList<Scrape>& scrapes, QStringView sampleName);

/// One cumulative bucket: observations <= upperBound (the last one's bound is +Inf).
struct HistogramBucket {
    double upperBound = 0;
    double count = 0;
    bool operator==(const HistogramBucket&) const = default;
};

/// Prometheus' histogram_quantile(q, buckets): the bucket holding the q-th observation, linear
/// interpolation within it (from 0 for the first bucket when its bound is positive), the
/// second-highest bound when it falls into the +Inf bucket. Buckets are sorted here and made
/// monotonic (a count lower than the bucket below it is raised to it) as Prometheus does.
/// -Inf for q < 0, +Inf for q > 1; NaN when q is NaN, with fewer than two buckets, without a
/// +Inf bucket, or without observations.
double histogramQuantile(double q, QList<HistogramBucket> buckets);

/// The increase of each bucket of histogram `family` over `scrapes`, summed over the label sets
/// (Prometheus' `sum by (le) (increase(<family>_bucket[range]))`), sorted by bound; only series
/// whose labels include every label of `match`. Empty when rates() is.
QList<HistogramBucket> histogramIncrease(const QList<Scrape>& scrapes, QStringView family,
                                         const Labels& match = {});

/// What the console charts of an idemgate's /metrics (core/gateway/gatewaymetrics.h names the
/// series) between two or more scrapes.
struct GatewayRates {
    qint64 atMs = 0;   ///< The newest scrape's time.
    double seconds = 0; ///< Between the oldest and the newest scrape.
    /// Requests per second by `outcome` of idemgate_requests_total, in the newest scrape's order.
    QList<std::pair<QString, double>> outcomes;
    double requestsPerSecond = 0; ///< All outcomes.
    /// Share of requests whose outcome is an error (kErrorOutcomes); std::nullopt without
    /// requests.
    std::optional<double> errorRate;
    /// Latency quantiles of idemgate_request_duration_seconds over every outcome, in seconds;
    /// NaN without observations in the range.
    double p50Seconds = 0;
    double p99Seconds = 0;
};

/// The outcomes of idemgate_requests_total that count as errors for the error rate: the ones
/// the gateway answers with a 5xx of its own making or of the upstream's — `released` (the
/// upstream failed or timed out, the claim was given back) and `unavailable` (the store could
/// not be reached). The seed's alert plan (section 11.4) counts 5xx among all requests.
QStringList errorOutcomes();

/// GatewayRates over `scrapes` (oldest first); std::nullopt when there are fewer than two, no
/// time passed, or the newest has no idemgate_requests_total (not an idemgate endpoint).
std::optional<GatewayRates> gatewayRates(const QList<Scrape>& scrapes);

} // namespace idem::metrics
