// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "http/upstreamclient.h"

#include "http/socketwrite.h"

#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

namespace idem::http {

namespace {

/// The code of an "HTTP/1.x NNN" status line at the start of `head`, or 0.
int statusOf(const QByteArray& head) {
    if (head.size() < 12 || !head.startsWith("HTTP/1.") || head[8] != ' ')
        return 0;
    bool ok = false;
    const int code = head.mid(9, 3).toInt(&ok);
    return ok && code >= 100 && code <= 599 ? code : 0;
}

} // namespace

struct UpstreamClient::Conn {
    QTcpSocket* socket = nullptr;
    QTimer* timer = nullptr;
    HttpParser parser;
    std::optional<Job> job;
    bool connected = false;
    bool gotBytes = false;
    bool sent = false;   ///< Bytes of the current job's request reached the socket.
    QByteArray head;     ///< The first bytes of the current response: its status line.
    qint64 received = 0; ///< Bytes of the current response so far.

    explicit Conn(qsizetype maxResponse)
        : parser(HttpParser::Kind::Response, HttpLimits{64 * 1024, 200, maxResponse}) {}
};

UpstreamClient::UpstreamClient(const QUrl& origin, UpstreamOptions options, QObject* parent)
    : QObject(parent), m_origin(origin), m_options(options) {
    const int defaultPort = origin.scheme() == QLatin1String("https") ? 443 : 80;
    m_hostHeader = origin.host(QUrl::FullyEncoded).toLatin1();
    if (origin.port(defaultPort) != defaultPort)
        m_hostHeader += ':' + QByteArray::number(origin.port());
    m_prefix = origin.path(QUrl::FullyEncoded).toLatin1();
    while (m_prefix.endsWith('/'))
        m_prefix.chop(1);
}

UpstreamClient::~UpstreamClient() {
    // The sockets are children of this object and go with it; pending callbacks are dropped.
    for (Conn* c : std::as_const(m_all)) {
        c->socket->disconnect(this);
        delete c;
    }
}

void UpstreamClient::send(const HttpRequest& request, QObject* context, Done done) {
    Job job;
    job.head = request.method == "HEAD";
    job.deadline = QDeadlineTimer(m_options.timeout);
    job.context = context;
    job.done = std::move(done);
    // Appended piece by piece into one buffer sized first: "a + b + c" would make a temporary
    // array per '+', three per header field.
    QByteArray& w = job.wire;
    qsizetype size = 128 + request.method.size() + m_prefix.size() + request.target.size() +
                     m_hostHeader.size() + request.body.size();
    for (const auto& [name, value] : request.headers.fields())
        size += name.size() + value.size() + 4;
    w.reserve(size);
    w.append(request.method).append(' ').append(m_prefix).append(request.target);
    w.append(" HTTP/1.1\r\nHost: ").append(m_hostHeader).append("\r\n");
    for (const auto& [name, value] : request.headers.fields())
        if (!isHopByHopHeader(name))
            w.append(name).append(": ").append(value).append("\r\n");
    if (!request.body.isEmpty() || request.method == "POST" || request.method == "PUT" ||
        request.method == "PATCH")
        w.append("Content-Length: ").append(QByteArray::number(request.body.size())).append("\r\n");
    w.append("\r\n").append(request.body);
    m_queue.enqueue(std::move(job));
    dispatch();
}

UpstreamClient::Conn* UpstreamClient::newConnection() {
    auto* conn = new Conn(m_options.maxResponseBytes);
    m_all.insert(conn);
    const bool tls = m_origin.scheme() == QLatin1String("https");
    conn->socket = tls ? new QSslSocket(this) : new QTcpSocket(this);
    conn->timer = new QTimer(conn->socket);
    conn->timer->setSingleShot(true);
    ++m_active;

    connect(conn->timer, &QTimer::timeout, this, [this, conn] {
        finish(conn,
               failure(conn, UpstreamResult::Kind::Timeout, QStringLiteral("upstream timeout")),
               false);
    });
    connect(conn->socket, &QTcpSocket::connected, this, [conn] { conn->connected = true; });
    connect(conn->socket, &QIODevice::bytesWritten, this, [conn](qint64) {
        if (conn->job)
            conn->sent = true;
    });
    connect(conn->socket, &QTcpSocket::readyRead, this, [this, conn] {
        if (!conn->job) {
            // Bytes nobody asked for: the connection is out of step; drop it.
            m_idle.removeOne(conn);
            finish(conn, {}, false);
            return;
        }
        conn->gotBytes = true;
        // What the socket's buffer holds, copied out of it: readAll(), and read() of a whole
        // block, take the buffer's 16 KiB block itself (readAll() then grew it to 32 KiB to try
        // the socket again), so the socket had to allocate a new one for every response.
        QByteArray bytes(conn->socket->bytesAvailable(), Qt::Uninitialized);
        bytes.resize(qMax<qint64>(0, conn->socket->read(bytes.data(), bytes.size())));
        conn->received += bytes.size();
        if (conn->head.size() < 16)
            conn->head += bytes.left(16 - conn->head.size());
        auto status = conn->parser.feed(bytes);
        while (status == HttpParser::Status::Done) {
            HttpResponse response = conn->parser.takeResponse();
            if (response.status >= 100 && response.status < 200) {
                conn->parser.setNoBody(conn->job->head);
                status = conn->parser.parse(); // interim response: wait for the final one
                continue;
            }
            const bool reusable = !conn->parser.hasBufferedBytes() &&
                                  !response.headers.hasToken("Connection", "close");
            UpstreamResult r{UpstreamResult::Kind::Response, std::move(response), {}};
            r.sent = true;
            finish(conn, std::move(r), reusable);
            return;
        }
        if (status == HttpParser::Status::Error)
            finish(conn, answerFailure(conn), false);
    });
    auto onGone = [this, conn] {
        if (!conn->job) {
            if (m_idle.removeOne(conn))
                finish(conn, {}, false);
            return;
        }
        if (conn->gotBytes) {
            if (conn->parser.finish() == HttpParser::Status::Done) {
                UpstreamResult r{UpstreamResult::Kind::Response, conn->parser.takeResponse(), {}};
                r.sent = true;
                finish(conn, std::move(r), false);
            } else {
                finish(conn, answerFailure(conn), false);
            }
            return;
        }
        const auto kind =
            conn->connected ? UpstreamResult::Kind::Broken : UpstreamResult::Kind::ConnectFailed;
        finish(conn, failure(conn, kind, conn->socket->errorString()), false);
    };
    connect(conn->socket, &QTcpSocket::disconnected, this, onGone);
    connect(conn->socket, &QAbstractSocket::errorOccurred, this, [conn, onGone] {
        if (conn->socket->state() != QAbstractSocket::ConnectedState || !conn->connected)
            onGone();
    });

    const int defaultPort = tls ? 443 : 80;
    if (tls)
        static_cast<QSslSocket*>(conn->socket)
            ->connectToHostEncrypted(m_origin.host(),
                                     static_cast<quint16>(m_origin.port(defaultPort)));
    else
        conn->socket->connectToHost(m_origin.host(),
                                    static_cast<quint16>(m_origin.port(defaultPort)));
    conn->socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    return conn;
}

void UpstreamClient::dispatch() {
    while (!m_queue.isEmpty()) {
        Conn* conn = nullptr;
        while (!m_idle.isEmpty() && !conn) {
            Conn* c = m_idle.takeLast();
            if (c->socket->state() == QAbstractSocket::ConnectedState &&
                c->socket->bytesAvailable() == 0)
                conn = c;
            else
                finish(c, {}, false);
        }
        if (!conn) {
            if (m_active >= m_options.maxConnections)
                return; // a connection coming free dispatches again
            conn = newConnection();
        }
        start(conn, m_queue.dequeue());
    }
}

UpstreamResult UpstreamClient::failure(const Conn* conn, UpstreamResult::Kind kind,
                                       const QString& error) const {
    UpstreamResult r{kind, {}, error};
    r.sent = conn->sent || conn->gotBytes;
    r.status = statusOf(conn->head);
    return r;
}

UpstreamResult UpstreamClient::answerFailure(const Conn* conn) const {
    // The parser's limit is on the body; what arrived counts the head too, so a body just over
    // the limit (or a Content-Length over it, before any body byte) is caught by the parser.
    const bool tooLarge =
        conn->parser.errorIsLimit() || conn->received > m_options.maxResponseBytes;
    UpstreamResult r =
        failure(conn, tooLarge ? UpstreamResult::Kind::TooLarge : UpstreamResult::Kind::Malformed,
                conn->parser.errorText());
    r.sent = true;
    return r;
}

void UpstreamClient::start(Conn* conn, Job job) {
    conn->gotBytes = false;
    conn->sent = false;
    conn->head.clear();
    conn->received = 0;
    conn->parser.setNoBody(job.head);
    const auto remaining = job.deadline.remainingTimeAsDuration();
    conn->job = std::move(job);
    if (remaining.count() <= 0) {
        // Queued past its deadline: never sent.
        finish(conn, {UpstreamResult::Kind::Timeout, {}, QStringLiteral("upstream timeout")},
               false);
        return;
    }
    conn->timer->start(std::chrono::duration_cast<std::chrono::milliseconds>(remaining));
    // On a connected socket the kernel usually takes the request at once; bytesWritten() then
    // reports only what Qt sent of the rest.
    if (writeAtOnce(conn->socket, conn->job->wire) > 0)
        conn->sent = true;
}

void UpstreamClient::finish(Conn* conn, UpstreamResult result, bool reusable) {
    conn->timer->stop();
    std::optional<Job> job = std::move(conn->job);
    conn->job.reset();
    if (reusable && conn->socket->state() == QAbstractSocket::ConnectedState) {
        m_idle.append(conn);
    } else {
        --m_active;
        conn->socket->disconnect(this);
        conn->socket->abort();
        conn->socket->deleteLater();
        m_all.remove(conn);
        delete conn;
    }
    if (job && job->context && job->done)
        job->done(std::move(result));
    // Deferred: `finish` may run inside a socket's signal, and done() may send again. Only when
    // requests wait: each post wakes the event loop up (an eventfd write), and a request made
    // later dispatches itself.
    if (!m_queue.isEmpty())
        QTimer::singleShot(0, this, &UpstreamClient::dispatch);
}

} // namespace idem::http
