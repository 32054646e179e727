// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/httpserver.h"

#include "http/socketwrite.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace idem::gateway {

namespace {
/// Bytes read from a socket per round: the rest waits in the kernel (TCP back-pressure).
constexpr qint64 kReadChunk = 64 * 1024;
/// What a refused client may still send before the connection is cut.
constexpr qint64 kMaxDiscard = 16 * 1024 * 1024;
/// Unsent answers (bytes the client has not taken yet) above which a connection is neither read
/// nor parsed any more, until they drain below kLowWater: a client that pipelines requests and
/// never reads costs the gateway this much plus one answer, and the kernel's socket buffers.
constexpr qint64 kHighWater = 256 * 1024;
constexpr qint64 kLowWater = 64 * 1024;

/// The client's address as one key per host: an IPv4 peer of a dual-stack listener arrives as
/// ::ffff:a.b.c.d.
QHostAddress clientOf(const QTcpSocket* socket) {
    const QHostAddress peer = socket->peerAddress();
    bool v4 = false;
    const quint32 address = peer.toIPv4Address(&v4);
    return v4 ? QHostAddress(address) : peer;
}
} // namespace

HttpReply::HttpReply(HttpConnection* connection, quint64 sequence)
    : m_connection(connection), m_sequence(sequence) {}

void HttpReply::send(const HttpResponse& response, bool close) const {
    if (m_connection)
        m_connection->send(m_sequence, response, close);
}

void HttpReply::abort() const {
    if (m_connection)
        m_connection->abortConnection(m_sequence);
}

void HttpReply::rawAndClose(const QByteArray& bytes) const {
    if (m_connection)
        m_connection->rawAndClose(m_sequence, bytes);
}

bool HttpReply::connected() const {
    return m_connection && m_connection->isOpen();
}

HttpServer::HttpServer(HttpServerOptions options, Handler handler, QObject* parent)
    : QObject(parent), m_options(options), m_handler(std::move(handler)),
      m_server(new QTcpServer(this)) {
    // Accept as many as the OS queues; the limit is enforced per accepted connection.
    m_server->setMaxPendingConnections(1024);
    m_server->setListenBacklogSize(1024); // Qt's default of 50 drops SYNs under bursts
    connect(m_server, &QTcpServer::newConnection, this, &HttpServer::onNewConnection);
}

HttpServer::~HttpServer() {
    const auto connections = m_connections;
    m_connections.clear();
    for (HttpConnection* c : connections)
        delete c;
}

bool HttpServer::listen(const QHostAddress& address, quint16 port) {
    return m_server->listen(address, port);
}

quint16 HttpServer::port() const {
    return m_server->serverPort();
}
QString HttpServer::errorString() const {
    return m_server->errorString();
}
void HttpServer::stopListening() {
    m_server->close();
}

void HttpServer::closeIdleConnections() {
    m_draining = true;
    const auto connections = m_connections;
    for (HttpConnection* c : connections)
        c->closeWhenIdle();
}

int HttpServer::busyConnections() const {
    int n = 0;
    for (HttpConnection* c : m_connections)
        n += c->busy() ? 1 : 0;
    return n;
}

HttpResponse HttpServer::errorResponse(int status, const QString& detail) const {
    if (m_errorBody)
        return m_errorBody(status, detail);
    HttpResponse r;
    r.status = status;
    r.headers.add("Content-Type", "text/plain; charset=utf-8");
    r.body = detail.toUtf8() + '\n';
    return r;
}

void HttpServer::onNewConnection() {
    while (QTcpSocket* socket = m_server->nextPendingConnection()) {
        if (static_cast<int>(m_connections.size()) >= m_options.maxConnections || m_draining) {
            refuseConnection(socket, m_draining ? QStringLiteral("the server is shutting down")
                                                : QStringLiteral("too many open connections"));
            continue;
        }
        const QHostAddress client = clientOf(socket);
        if (m_options.maxConnectionsPerClient > 0) {
            int& open = m_perClient[client];
            if (open >= m_options.maxConnectionsPerClient) {
                refuseConnection(socket,
                                 QStringLiteral("too many open connections from this client"));
                continue;
            }
            ++open;
        }
        auto* c = new HttpConnection(this, socket, client);
        m_connections.insert(c);
        emit connectionsChanged(openConnections());
    }
}

void HttpServer::refuseConnection(QTcpSocket* socket, const QString& detail) {
    HttpResponse r = errorResponse(503, detail);
    r.headers.set("Retry-After", "1");
    socket->write(r.serialize(true));
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    socket->disconnectFromHost();
    // A peer that takes not even these few bytes does not keep the socket.
    QTimer::singleShot(m_options.requestTimeout, socket, [socket] {
        socket->abort();
        socket->deleteLater();
    });
    emit protocolError(503, detail);
}

void HttpServer::connectionClosed(HttpConnection* connection) {
    if (m_connections.remove(connection)) {
        if (m_options.maxConnectionsPerClient > 0) {
            const auto it = m_perClient.find(connection->client());
            if (it != m_perClient.end() && --it.value() <= 0)
                m_perClient.erase(it);
        }
        connection->deleteLater();
        emit connectionsChanged(openConnections());
    }
}

HttpConnection::HttpConnection(HttpServer* server, QTcpSocket* socket, QHostAddress client)
    : QObject(server), m_server(server), m_socket(socket), m_client(std::move(client)),
      m_peer(socket->peerAddress().toString().toLatin1()), m_timer(new QTimer(this)),
      m_parser(HttpParser::Kind::Request, server->options().limits) {
    m_socket->setParent(this);
    m_socket->setReadBufferSize(kReadChunk);
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &HttpConnection::onTimeout);
    connect(m_socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
    connect(m_socket, &QTcpSocket::bytesWritten, this, &HttpConnection::onBytesWritten);
    connect(m_socket, &QTcpSocket::disconnected, this, &HttpConnection::shutdown);
    connect(m_socket, &QAbstractSocket::errorOccurred, this, [this] {
        if (m_socket->state() != QAbstractSocket::ConnectedState)
            shutdown();
    });
    const HttpServerOptions& o = m_server->options();
    // Until its first byte a connection costs a slot and promises nothing: a short bound.
    m_timer->start(o.firstByteTimeout.count() > 0 ? o.firstByteTimeout : o.idleTimeout);
    if (m_socket->bytesAvailable() > 0)
        schedule();
}

HttpConnection::~HttpConnection() {
    releaseBodies();
}

void HttpServer::holdBody(const QByteArray& body) {
    HeldBody& held = m_heldBodies[body.constData()];
    if (held.senders++ == 0) {
        held.size = body.size();
        m_heldBytes += held.size;
    }
}

void HttpServer::releaseBody(const QByteArray& body) {
    const auto it = m_heldBodies.find(body.constData());
    if (it == m_heldBodies.end() || --it->senders > 0)
        return;
    m_heldBytes -= it->size;
    m_heldBodies.erase(it);
    emit bodyBytesReleased();
}

void HttpConnection::releaseBodies() {
    for (const QByteArray& body : std::as_const(m_sentBodies))
        m_server->releaseBody(body);
    m_sentBodies.clear();
}

bool HttpConnection::isOpen() const {
    return !m_closing && m_socket->state() == QAbstractSocket::ConnectedState;
}

void HttpConnection::closeWhenIdle() {
    m_closeAfterWrite = true;
    if (!m_busy && !m_inRequest && m_socket->bytesToWrite() == 0)
        shutdown();
}

void HttpConnection::onReadyRead() {
    if (m_closing) {
        // Lingering close after a refusal: read and drop what the client still sends, so that
        // closing with unread data does not reset the connection before it read our answer.
        m_discarded += m_socket->skip(kReadChunk * 4);
        m_held = 0;
        if (m_discarded > kMaxDiscard)
            shutdown();
        return;
    }
    processBuffered();
}

qint64 HttpConnection::unread() const {
    return m_socket->bytesAvailable() - m_held;
}

bool HttpConnection::readSome() {
    if (unread() <= 0)
        return false;
    // Through a buffer on the stack: peek() returning a QByteArray allocates kReadChunk bytes
    // each time, and glibc consolidates its heap on every free of a block that large. And no
    // more than the socket's buffer holds: asked for more, QIODevice reserves a 16 KiB block in
    // that buffer to read the rest from the socket, gets nothing (a buffered socket's
    // readData() never reads) and frees the block again, on every call.
    char chunk[kReadChunk + 1];
    const qint64 size =
        m_socket->peek(chunk, qMin(kReadChunk + m_held, m_socket->bytesAvailable()));
    if (size <= m_held)
        return false;
    // The last byte stays in the socket's buffer, already parsed: see updateReading().
    m_socket->skip(size - 1);
    const QByteArrayView fresh(chunk + m_held, size - m_held);
    m_held = 1;
    if (!m_inRequest) {
        m_inRequest = true;
        m_timer->start(m_server->options().requestTimeout);
    }
    m_parser.feed(fresh);
    return true;
}

void HttpConnection::processBuffered() {
    // After the last answer (Connection: close) nothing more is read; while answers wait to be
    // taken above kHighWater, nothing more is parsed either.
    while (!m_busy && !m_closing && !m_paused && !m_closeAfterWrite) {
        const HttpParser::Status status = m_parser.parse();
        if (status == HttpParser::Status::Error) {
            refuse(m_parser.errorStatus(), m_parser.errorText());
            return;
        }
        if (status == HttpParser::Status::Done) {
            HttpRequest request = m_parser.takeRequest();
            request.peer = m_peer;
            m_busy = true;
            m_inRequest = false;
            m_continueSent = false;
            m_headRequest = request.method == "HEAD";
            m_http10 = request.versionMinor == 0;
            m_timer->stop();
            if (!request.keepAlive)
                m_closeAfterWrite = true;
            updateReading();
            const quint64 sequence = ++m_sequence;
            m_inHandler = true;
            m_server->m_handler(std::move(request), HttpReply(this, sequence));
            m_inHandler = false;
            return; // the handler may have answered, or even closed: nothing more here
        }
        if (m_parser.headerComplete() && m_parser.expectsContinue() && !m_continueSent) {
            m_continueSent = true;
            m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
        }
        if (m_parser.hasBufferedBytes() && !m_inRequest) {
            m_inRequest = true;
            m_timer->start(m_server->options().requestTimeout);
        }
        // More bytes are taken only once everything written has left (see updateReading());
        // onBytesWritten() comes back here then.
        if (m_socket->bytesToWrite() > 0 || !readSome())
            break;
    }
    updateReading();
}

void HttpConnection::schedule() {
    if (m_scheduled)
        return;
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        processBuffered();
    });
}

// Qt reads from the kernel into the socket's buffer while that holds less than its
// readBufferSize. When a read finds the end of the stream, Qt closes the socket in both
// directions and drops what is still to be written (QAbstractSocketPrivate::readFromSocket:
// the engine's read of 0 bytes is RemoteHostClosedError): a client that half-closes after its
// request (shutdown(SHUT_WR)) would lose its answer. So Qt may read only while this connection
// wants bytes and has nothing left to write. Otherwise the limit is one byte, which the buffer
// always holds (readSome() leaves the last byte it parsed there), and the rest waits in the
// kernel: TCP back-pressure on the client, and a FIN that is seen once the answer is out.
void HttpConnection::updateReading() {
    const bool wanted =
        m_closing || (!m_busy && !m_paused && !m_closeAfterWrite && m_socket->bytesToWrite() == 0);
    m_socket->setReadBufferSize(wanted ? kReadChunk : 1);
}

void HttpConnection::send(quint64 sequence, const HttpResponse& response, bool close) {
    if (sequence != m_sequence || !m_busy || m_closing)
        return;
    m_busy = false;
    if (close)
        m_closeAfterWrite = true;
    // A large body goes to the socket by reference after the head (QIODevice::write() keeps the
    // array itself): connections that send the same array share it instead of a copy each.
    const bool shareBody =
        !m_headRequest && !response.bodyless() && response.body.size() >= HttpServer::kSharedBody;
    QByteArray bytes = response.serialize(m_closeAfterWrite, m_headRequest || shareBody);
    if (m_http10 && !m_closeAfterWrite) {
        // An HTTP/1.0 client closes after the answer unless told the connection persists
        // (RFC 9112 Appendix C.2.2); it asked for that, or m_closeAfterWrite would be set.
        bytes.insert(bytes.indexOf("\r\n") + 2, "Connection: keep-alive\r\n");
    }
    // Straight to the kernel when it takes the answer at once: then no write notification
    // comes, and no bytesWritten() either (see the end).
    http::writeAtOnce(m_socket, bytes);
    if (shareBody) {
        m_socket->write(response.body);
        m_sentBodies.append(response.body);
        m_server->holdBody(response.body);
    }
    if (m_closeAfterWrite) {
        m_socket->disconnectFromHost(); // after the bytes are written
        m_timer->start(m_server->options().requestTimeout);
        return;
    }
    if (m_socket->bytesToWrite() > kHighWater) {
        // The write timeout: onBytesWritten() starts it again on every progress.
        m_paused = true;
        m_timer->start(m_server->options().requestTimeout);
    } else {
        m_timer->start(m_server->options().idleTimeout);
    }
    // Once the answer has left, what comes next is read: here when it left at once, in
    // onBytesWritten() when Qt sent it. No event is posted per answer: each post is a wake-up of
    // the event loop (an eventfd write), and they cost a tenth of the throughput. Only inside
    // the handler (an answer made before processBuffered() returned) is it posted, so that
    // pipelined requests answered at once do not recurse. A pipelined request already in the
    // parser is taken at once either way.
    if (m_socket->bytesToWrite() == 0 && !m_inHandler)
        onBytesWritten(0);
    else if (m_parser.hasBufferedBytes() || m_socket->bytesToWrite() == 0)
        schedule();
}

void HttpConnection::abortConnection(quint64 sequence) {
    if (sequence != m_sequence || !m_busy)
        return;
    m_busy = false;
    shutdown();
}

void HttpConnection::rawAndClose(quint64 sequence, const QByteArray& bytes) {
    if (sequence != m_sequence || !m_busy || m_closing)
        return;
    m_busy = false;
    m_closeAfterWrite = true;
    m_socket->write(bytes);
    m_socket->disconnectFromHost(); // after the bytes are written
    m_timer->start(m_server->options().requestTimeout);
}

void HttpConnection::onBytesWritten(qint64) {
    if (!m_sentBodies.isEmpty() && m_socket->bytesToWrite() == 0)
        releaseBodies();
    if (m_busy)
        return; // earlier answers drained; the request in progress owns the timer
    const qint64 pending = m_socket->bytesToWrite();
    if (m_closeAfterWrite) {
        if (pending == 0 && !m_inRequest)
            m_socket->disconnectFromHost();
        else if (!m_inRequest)
            m_timer->start(m_server->options().requestTimeout); // progress: the write timeout
        return;
    }
    if (pending > 0) {
        // Answers still wait to be taken, and while they do nothing is read (updateReading()):
        // the write timeout runs, and starts again on every progress.
        m_timer->start(m_server->options().requestTimeout);
        if (m_paused && pending <= kLowWater) {
            m_paused = false;
            schedule();
        }
        return;
    }
    m_paused = false;
    // Everything left: a request cut in the middle gets its time again (its rest could not be
    // read meanwhile), an idle connection its idle time; reading goes on.
    m_timer->start(m_inRequest ? m_server->options().requestTimeout
                               : m_server->options().idleTimeout);
    // Directly rather than through schedule(): this runs from the event loop (the socket's
    // write notification), and a post here would cost a wake-up per answer.
    processBuffered();
}

void HttpConnection::onTimeout() {
    if (m_busy)
        return; // The handler owns the time of a request in progress.
    if (m_inRequest && !m_closing && m_socket->bytesToWrite() == 0) {
        refuse(408, QStringLiteral("the request did not arrive in time"));
        return;
    }
    // Silent since it connected, idle, lingering after a refusal, or not taking its answers
    // (nothing left its output for the request timeout: the write timeout).
    m_socket->abort();
    shutdown();
}

void HttpConnection::refuse(int status, const QString& detail) {
    emit m_server->protocolError(status, detail);
    m_busy = false;
    m_inRequest = false;
    m_paused = false;
    m_closeAfterWrite = true;
    m_socket->write(m_server->errorResponse(status, detail).serialize(true));
    m_closing = true;
    updateReading();
    // The client gets a moment to read the answer; the connection closes when it does, when
    // it has sent kMaxDiscard more bytes, or at this deadline.
    m_timer->start(qMin<std::chrono::milliseconds>(m_server->options().requestTimeout,
                                                   std::chrono::seconds(2)));
    if (m_socket->bytesAvailable() > 0)
        QTimer::singleShot(0, this, &HttpConnection::onReadyRead);
}

void HttpConnection::shutdown() {
    if (m_socket->state() != QAbstractSocket::UnconnectedState)
        m_socket->abort();
    releaseBodies();
    m_closing = true;
    m_timer->stop();
    m_server->connectionClosed(this);
}

} // namespace idem::gateway
