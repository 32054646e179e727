// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "http/http.h"

#include <QDeadlineTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QQueue>
#include <QSet>
#include <QUrl>
#include <chrono>
#include <functional>

class QTcpSocket;
class QTimer;

namespace idem::http {

struct UpstreamResult {
    /// Whether the upstream may have run the request matters to a claim (it must not be given
    /// back then): ConnectFailed never sent it; Timeout and Broken say so in `sent`; TooLarge
    /// and Malformed mean an answer (so the request) arrived.
    enum class Kind {
        Response,      ///< A complete response arrived.
        ConnectFailed, ///< No connection (refused, unreachable): the request was not sent.
        Timeout,       ///< No complete response within the upstream timeout.
        Broken,        ///< The connection closed after connecting, before any response byte.
        TooLarge,      ///< A response over maxResponseBytes: refused as it arrived.
        Malformed,     ///< Response bytes that are not HTTP, or a response cut short.
    };
    Kind kind = Kind::Response;
    HttpResponse response;
    QString error; ///< For the log, when not Response.
    /// Some of the request's bytes reached the upstream's socket: it may have run the request.
    /// Always true for Response, TooLarge and Malformed.
    bool sent = false;
    /// The status line's code when one arrived but no usable response (TooLarge, Malformed,
    /// Timeout); 0 when none did.
    int status = 0;
};

struct UpstreamOptions {
    /// Connections to the upstream at most; further requests queue. > 0.
    int maxConnections = 256;
    /// From the request's submission to its complete response. > 0.
    std::chrono::milliseconds timeout = std::chrono::seconds(30);
    /// The largest upstream response body accepted (a larger one is TooLarge).
    qsizetype maxResponseBytes = 8 * 1024 * 1024;
};

/// An asynchronous HTTP/1.1 client for one upstream origin (http:// or https://) with a pool of
/// keep-alive connections. Qt 6.4's QNetworkAccessManager allows 6 connections per host
/// (QHttp1Configuration arrived in 6.5), which would cap the gateway's concurrency; this pool has
/// its own bound. A request on a reused connection that fails before any response byte is not
/// retried: the upstream may have run it.
///
/// Threads: lives on the thread that created it; callbacks run there.
class UpstreamClient : public QObject {
    Q_OBJECT
public:
    using Done = std::function<void(UpstreamResult)>;

    /// `origin`: scheme, host, port and an optional path prefix prepended to every target.
    UpstreamClient(const QUrl& origin, UpstreamOptions options, QObject* parent = nullptr);
    ~UpstreamClient() override;

    /// Sends `request` (method, target, headers, body; Host and Content-Length are set here).
    /// `done` runs once, later, unless `context` is gone.
    void send(const HttpRequest& request, QObject* context, Done done);

    int activeConnections() const { return m_active; }

private:
    struct Job {
        QByteArray wire;
        bool head = false;
        QDeadlineTimer deadline;
        QPointer<QObject> context;
        Done done;
    };
    struct Conn;
    void dispatch();
    void start(Conn* conn, Job job);
    void finish(Conn* conn, UpstreamResult result, bool reusable);
    /// A result of `kind` for `conn`'s job, with what is known of its sending and status line.
    UpstreamResult failure(const Conn* conn, UpstreamResult::Kind kind, const QString& error) const;
    /// TooLarge or Malformed, from the parser's error on `conn`.
    UpstreamResult answerFailure(const Conn* conn) const;
    Conn* newConnection();

    QUrl m_origin;
    QByteArray m_hostHeader;
    QByteArray m_prefix;
    UpstreamOptions m_options;
    QList<Conn*> m_idle;
    QSet<Conn*> m_all; ///< Every open connection, idle or busy (owned).
    QQueue<Job> m_queue;
    int m_active = 0; ///< Open connections, idle or busy.
};

} // namespace idem::http
