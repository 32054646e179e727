// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "metrics/rates.h"

#include <QObject>
#include <QUrl>

#include <chrono>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;

namespace idem::ui {

/// Reads a gateway's Prometheus /metrics endpoint for the dashboard: one GET at a time on the
/// GUI thread's event loop (QNetworkAccessManager, asynchronous; nothing here blocks), parsed
/// in core (metrics::parse, bounded to ParseLimits), and turned into GatewayRates between each
/// scrape and the one before it (metrics::gatewayRates: counter resets, quantiles).
///
/// scrape() does nothing while a request is in flight, so scrapes never overlap whatever the
/// caller's timer does. A request that takes longer than timeout() is aborted and reported as
/// failed(). Changing the URL drops the previous scrape (rates need two of the same endpoint).
///
/// Threads: GUI thread (the thread it lives on).
class MetricsScraper : public QObject {
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds kDefaultTimeout{4000};

    explicit MetricsScraper(QObject* parent = nullptr);
    ~MetricsScraper() override;

    /// An http(s) URL, or an empty one to stop scraping. Aborts a request in flight.
    void setUrl(const QUrl& url);
    QUrl url() const { return m_url; }
    /// Above zero; the default is kDefaultTimeout.
    void setTimeout(std::chrono::milliseconds timeout);
    std::chrono::milliseconds timeout() const { return m_timeout; }

    /// Starts one GET; false (nothing started) without a URL or while one is in flight.
    bool scrape();
    bool isInFlight() const { return m_reply != nullptr; }
    /// Requests started since construction (for tests: the dashboard's refreshes).
    int scrapesStarted() const { return m_started; }
    /// Scrapes that parsed, since the URL was last set.
    int scrapesParsed() const { return m_parsed; }

signals:
    /// A scrape parsed. `rates` is set from the second one on (std::nullopt for the first, or
    /// when the endpoint is not an idemgate).
    void scraped(const std::optional<idem::metrics::GatewayRates>& rates);
    /// The request failed, timed out, answered other than 200, was too large or did not
    /// parse; `message` is plain words (server text included must be shown as plain text).
    void failed(const QString& message);

private:
    void finished(QNetworkReply* reply);
    void abortInFlight();

    QNetworkAccessManager* m_net = nullptr;
    QNetworkReply* m_reply = nullptr;
    QUrl m_url;
    std::chrono::milliseconds m_timeout = kDefaultTimeout;
    std::optional<metrics::Scrape> m_previous;
    /// Why the request in flight was aborted by this class, if it was.
    enum class Abort { None, TimedOut, TooLarge } m_abort = Abort::None;
    int m_started = 0;
    int m_parsed = 0;
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::metrics::GatewayRates)
Q_DECLARE_METATYPE(std::optional<idem::metrics::GatewayRates>)
