#include "gateway/httpserver.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace idem::gateway {

namespace {
/// Bytes read from a socket per round: the rest waits in the kernel (TCP back-pressure).
constexpr qint64 kReadChunk = 64 * 1024;
/// What a refused client may still send before the connection is cut.
constexpr qint64 kMaxDiscard = 16 * 1024 * 1024;
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
            const QString detail = m_draining ? QStringLiteral("the server is shutting down")
                                              : QStringLiteral("too many open connections");
            HttpResponse r = errorResponse(503, detail);
            r.headers.set("Retry-After", "1");
            socket->write(r.serialize(true));
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            socket->disconnectFromHost();
            emit protocolError(503, detail);
            continue;
        }
        auto* c = new HttpConnection(this, socket);
        m_connections.insert(c);
        emit connectionsChanged(openConnections());
    }
}

void HttpServer::connectionClosed(HttpConnection* connection) {
    if (m_connections.remove(connection)) {
        connection->deleteLater();
        emit connectionsChanged(openConnections());
    }
}

HttpConnection::HttpConnection(HttpServer* server, QTcpSocket* socket)
    : QObject(server), m_server(server), m_socket(socket), m_timer(new QTimer(this)),
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
    m_timer->start(m_server->options().idleTimeout);
    if (m_socket->bytesAvailable() > 0)
        QTimer::singleShot(0, this, &HttpConnection::onReadyRead);
}

HttpConnection::~HttpConnection() = default;

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
        if (m_discarded > kMaxDiscard)
            shutdown();
        return;
    }
    if (m_busy)
        return; // The next request waits until this one is answered.
    const QByteArray bytes = m_socket->read(kReadChunk);
    if (bytes.isEmpty())
        return;
    if (!m_inRequest) {
        m_inRequest = true;
        m_timer->start(m_server->options().requestTimeout);
    }
    m_parser.feed(bytes);
    processBuffered();
}

void HttpConnection::processBuffered() {
    if (m_busy || m_closing)
        return;
    const HttpParser::Status status = m_parser.parse();
    if (status == HttpParser::Status::Error) {
        refuse(m_parser.errorStatus(), m_parser.errorText());
        return;
    }
    if (status == HttpParser::Status::NeedMore) {
        if (m_parser.headerComplete() && m_parser.expectsContinue() && !m_continueSent) {
            m_continueSent = true;
            m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
        }
        if (m_parser.hasBufferedBytes() && !m_inRequest) {
            m_inRequest = true;
            m_timer->start(m_server->options().requestTimeout);
        }
        // More may wait in the socket beyond the chunk we read.
        if (m_socket->bytesAvailable() > 0)
            QTimer::singleShot(0, this, &HttpConnection::onReadyRead);
        return;
    }
    HttpRequest request = m_parser.takeRequest();
    request.peer = m_socket->peerAddress().toString().toLatin1();
    m_busy = true;
    m_inRequest = false;
    m_continueSent = false;
    m_headRequest = request.method == "HEAD";
    m_timer->stop();
    if (!request.keepAlive)
        m_closeAfterWrite = true;
    const quint64 sequence = ++m_sequence;
    m_server->m_handler(std::move(request), HttpReply(this, sequence));
}

void HttpConnection::send(quint64 sequence, const HttpResponse& response, bool close) {
    if (sequence != m_sequence || !m_busy || m_closing)
        return;
    m_busy = false;
    if (close)
        m_closeAfterWrite = true;
    m_socket->write(response.serialize(m_closeAfterWrite, m_headRequest));
    if (m_closeAfterWrite) {
        m_socket->disconnectFromHost(); // after the bytes are written
        m_timer->start(m_server->options().requestTimeout);
        return;
    }
    m_timer->start(m_server->options().idleTimeout);
    // A pipelined request may already be buffered, here or in the socket.
    QTimer::singleShot(0, this, [this] {
        if (m_parser.hasBufferedBytes()) {
            if (!m_inRequest) {
                m_inRequest = true;
                m_timer->start(m_server->options().requestTimeout);
            }
            processBuffered();
        } else if (m_socket->bytesAvailable() > 0) {
            onReadyRead();
        }
    });
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

void HttpConnection::onBytesWritten() {
    if (m_closeAfterWrite && !m_busy && m_socket->bytesToWrite() == 0 && !m_inRequest)
        m_socket->disconnectFromHost();
}

void HttpConnection::onTimeout() {
    if (m_busy)
        return; // The handler owns the time of a request in progress.
    if (m_inRequest) {
        refuse(408, QStringLiteral("the request did not arrive in time"));
        return;
    }
    m_socket->abort();
    shutdown();
}

void HttpConnection::refuse(int status, const QString& detail) {
    emit m_server->protocolError(status, detail);
    m_busy = false;
    m_inRequest = false;
    m_closeAfterWrite = true;
    m_socket->write(m_server->errorResponse(status, detail).serialize(true));
    m_closing = true;
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
    m_closing = true;
    m_timer->stop();
    m_server->connectionClosed(this);
}

} // namespace idem::gateway
