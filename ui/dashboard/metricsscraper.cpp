// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "dashboard/metricsscraper.h"

#include <QDateTime>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

namespace idem::ui {

namespace {

/// A loopback endpoint is never reached through a proxy (the demo's, a local gateway).
bool isLoopback(const QUrl& url) {
    const QString host = url.host();
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

} // namespace

MetricsScraper::MetricsScraper(QObject* parent)
    : QObject(parent), m_net(new QNetworkAccessManager(this)) {}

MetricsScraper::~MetricsScraper() {
    abortInFlight();
}

void MetricsScraper::setUrl(const QUrl& url) {
    if (url == m_url)
        return;
    abortInFlight();
    m_url = url;
    m_previous.reset();
    m_parsed = 0;
    m_net->setProxy(isLoopback(url) ? QNetworkProxy(QNetworkProxy::NoProxy)
                                    : QNetworkProxy(QNetworkProxy::DefaultProxy));
}

void MetricsScraper::setTimeout(std::chrono::milliseconds timeout) {
    if (timeout.count() > 0)
        m_timeout = timeout;
}

void MetricsScraper::abortInFlight() {
    if (!m_reply)
        return;
    QNetworkReply* reply = std::exchange(m_reply, nullptr);
    disconnect(reply, nullptr, this, nullptr);
    reply->abort();
    reply->deleteLater();
}

bool MetricsScraper::scrape() {
    if (m_reply || !m_url.isValid() || m_url.isEmpty())
        return false;
    QNetworkRequest request(m_url);
    request.setRawHeader("Accept", "text/plain;version=0.0.4");
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::NoLessSafeRedirectPolicy);
    ++m_started;
    m_abort = Abort::None;
    m_reply = m_net->get(request);
    QNetworkReply* reply = m_reply;
    // A deadline for the whole exchange (a transfer timeout alone would let a server that
    // trickles a byte now and then hold the one scrape in flight for ever).
    QTimer::singleShot(m_timeout, reply, [this, reply] {
        if (reply == m_reply) {
            m_abort = Abort::TimedOut;
            reply->abort();
        }
    });
    // A body larger than the parser accepts is not downloaded to the end.
    const qint64 limit = metrics::ParseLimits{}.maxBytes;
    connect(reply, &QNetworkReply::downloadProgress, this,
            [this, reply, limit](qint64 received, qint64) {
                if (received > limit && reply == m_reply) {
                    m_abort = Abort::TooLarge;
                    reply->abort();
                }
            });
    connect(reply, &QNetworkReply::finished, this, [this, reply] { finished(reply); });
    return true;
}

void MetricsScraper::finished(QNetworkReply* reply) {
    reply->deleteLater();
    if (reply != m_reply)
        return;
    m_reply = nullptr;
    const qint64 limit = metrics::ParseLimits{}.maxBytes;
    if (m_abort == Abort::TooLarge) {
        emit failed(tr("The metrics of %1 are larger than %2 MiB.")
                        .arg(m_url.toString(QUrl::RemoveUserInfo))
                        .arg(limit / (1024 * 1024)));
        return;
    }
    if (m_abort == Abort::TimedOut) {
        emit failed(tr("No answer from %1 within %2 s.")
                        .arg(m_url.toString(QUrl::RemoveUserInfo))
                        .arg(double(m_timeout.count()) / 1000.0));
        return;
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString where = m_url.toString(QUrl::RemoveUserInfo);
    if (status > 0 && status != 200) {
        emit failed(tr("%1 answered HTTP %2.").arg(where).arg(status));
        return;
    }
    if (reply->error() != QNetworkReply::NoError || status != 200) {
        emit failed(tr("Cannot read %1: %2").arg(where, reply->errorString()));
        return;
    }
    const QByteArray body = reply->read(limit + 1);
    const metrics::ParseResult parsed = metrics::parse(body);
    if (!parsed.ok()) {
        emit failed(tr("The metrics of %1 do not parse: %2")
                        .arg(m_url.toString(QUrl::RemoveUserInfo), parsed.error->message));
        return;
    }
    metrics::Scrape current{QDateTime::currentMSecsSinceEpoch(), parsed.exposition};
    std::optional<metrics::GatewayRates> rates;
    if (m_previous)
        rates = metrics::gatewayRates({*m_previous, current});
    m_previous = std::move(current);
    ++m_parsed;
    emit scraped(rates);
}

} // namespace idem::ui
