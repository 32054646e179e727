// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "http/http.h"

#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <chrono>
#include <functional>

class QTcpServer;
class QTcpSocket;
class QTimer;

namespace idem::gateway {

// The gateway is written in the HTTP library's types (core/http), named unqualified here.
using namespace idem::http;

class HttpConnection;

struct HttpServerOptions {
    HttpLimits limits;
    /// Open connections at most; one more is answered 503 and closed. > 0.
    int maxConnections = 1024;
    /// A request must arrive whole (start line, fields and body) within this time from its first
    /// byte, else 408 and close: the slow-client (slowloris) bound. > 0.
    std::chrono::milliseconds requestTimeout = std::chrono::seconds(10);
    /// An idle keep-alive connection is closed after this. > 0.
    std::chrono::milliseconds idleTimeout = std::chrono::seconds(60);
    /// A new connection that sends nothing within this is closed without an answer (nginx's
    /// client_header_timeout, HAProxy's `timeout http-request` on a first request). Zero: the
    /// idle timeout applies.
    std::chrono::milliseconds firstByteTimeout{0};
    /// Open connections from one client address at most; one more is answered 503 and closed.
    /// Zero: no cap (a server behind a proxy sees one address).
    int maxConnectionsPerClient = 0;
};

/// Answers one request, now or later. Copyable; sending twice or after the client went away
/// does nothing. Use on the server's thread only.
class HttpReply {
public:
    HttpReply() = default;
    explicit HttpReply(HttpConnection* connection, quint64 sequence);
    /// Sends `response`; `close` forces Connection: close.
    void send(const HttpResponse& response, bool close = false) const;
    /// Closes the connection without an answer (for tests and fault simulation).
    void abort() const;
    /// Writes `bytes` as they are (no HTTP framing) and closes: a broken peer, for tests.
    void rawAndClose(const QByteArray& bytes) const;
    /// False once the client closed its connection.
    bool connected() const;

private:
    QPointer<HttpConnection> m_connection;
    quint64 m_sequence = 0;
};

/// A small HTTP/1.1 server on QTcpServer: keep-alive, one request at a time per connection (a
/// pipelined request waits for the previous response), answers produced asynchronously through
/// HttpReply, limits on header size and count, body size, open connections (in all and per
/// client address), request time and time to the first byte. A connection whose unsent answers
/// pass a bound is not read until they drain (write back-pressure), and one that drains nothing
/// for the request timeout is cut. A client that half-closes after its request still gets the
/// answer.
/// Protocol errors are answered (400/408/413/414/431/501/505) and the connection is closed; the
/// server itself never stops for a client's bytes. See docs/adr/0007-gateway-http-library.md.
///
/// Threads: lives on the thread that created it; handlers run there.
class HttpServer : public QObject {
    Q_OBJECT
public:
    using Handler = std::function<void(HttpRequest request, HttpReply reply)>;
    /// Builds the answer to a protocol error (status is 400, 408, 413, ...), so a face can send
    /// its own body format; by default a plain-text body.
    using ErrorBody = std::function<HttpResponse(int status, const QString& detail)>;

    explicit HttpServer(HttpServerOptions options, Handler handler, QObject* parent = nullptr);
    ~HttpServer() override;

    void setErrorBody(ErrorBody errorBody) { m_errorBody = std::move(errorBody); }

    /// Listens on `address`:`port` (0: any free port). False with errorString() on failure.
    bool listen(const QHostAddress& address, quint16 port);
    quint16 port() const;
    QString errorString() const;
    /// Stops accepting; open connections go on.
    void stopListening();
    /// Closes every connection that is not working on a request; later idle ones close as soon
    /// as their response is written (for graceful shutdown).
    void closeIdleConnections();

    int openConnections() const { return static_cast<int>(m_connections.size()); }
    /// Connections whose request is being answered.
    int busyConnections() const;

    const HttpServerOptions& options() const { return m_options; }
    HttpResponse errorResponse(int status, const QString& detail) const;

    /// Answer bodies of kSharedBody bytes or more are handed to the socket by reference, not
    /// copied: many connections sending the same array hold it once. These are the bytes of the
    /// bodies connections still send, each array counted once however many send it.
    qint64 heldBodyBytes() const { return m_heldBytes; }
    static constexpr qsizetype kSharedBody = 64 * 1024;

signals:
    /// A request was refused at the protocol level (malformed, too large, too slow, too many
    /// connections); `status` is what the client got.
    void protocolError(int status, const QString& detail);
    /// The number of open connections changed (for a gauge).
    void connectionsChanged(int open);
    /// heldBodyBytes() went down.
    void bodyBytesReleased();

private:
    friend class HttpConnection;
    void onNewConnection();
    void connectionClosed(HttpConnection* connection);
    void refuseConnection(QTcpSocket* socket, const QString& detail);

    HttpServerOptions m_options;
    Handler m_handler;
    ErrorBody m_errorBody;
    QTcpServer* m_server = nullptr;
    QSet<HttpConnection*> m_connections;
    /// Open connections per client address (only with maxConnectionsPerClient).
    QHash<QHostAddress, int> m_perClient;
    bool m_draining = false;
    void holdBody(const QByteArray& body);
    void releaseBody(const QByteArray& body);
    struct HeldBody {
        qsizetype size = 0;
        int senders = 0;
    };
    QHash<const char*, HeldBody> m_heldBodies; ///< By the array's data: shared arrays once.
    qint64 m_heldBytes = 0;
};

/// One client connection of HttpServer (internal).
class HttpConnection : public QObject {
    Q_OBJECT
public:
    HttpConnection(HttpServer* server, QTcpSocket* socket, QHostAddress client);
    ~HttpConnection() override;

    void send(quint64 sequence, const HttpResponse& response, bool close);
    void abortConnection(quint64 sequence);
    void rawAndClose(quint64 sequence, const QByteArray& bytes);
    bool busy() const { return m_busy; }
    bool isOpen() const;
    void closeWhenIdle();
    const QHostAddress& client() const { return m_client; }

private:
    void onReadyRead();
    /// Takes what the socket holds into the parser; false when it held nothing new.
    bool readSome();
    /// Bytes in the socket's buffer the parser has not seen.
    qint64 unread() const;
    /// Parses and starts the next request as far as the state allows.
    void processBuffered();
    void schedule();
    /// Lets Qt read from the kernel, or not (see the .cpp).
    void updateReading();
    void onTimeout();
    void onBytesWritten(qint64 written);
    void refuse(int status, const QString& detail);
    void shutdown();
    /// The large bodies this connection handed to its socket, once the socket has sent them.
    void releaseBodies();

    HttpServer* m_server;
    QTcpSocket* m_socket;
    QHostAddress m_client;
    /// The socket's peer as text (HttpRequest::peer), made once.
    QByteArray m_peer;
    QTimer* m_timer;
    HttpParser m_parser;
    quint64 m_sequence = 0;
    bool m_busy = false;
    bool m_closeAfterWrite = false;
    bool m_continueSent = false;
    bool m_inRequest = false;
    bool m_headRequest = false;
    bool m_closing = false;
    /// Unsent output passed kHighWater: nothing is read or parsed until it drains.
    bool m_paused = false;
    /// The request being answered is HTTP/1.0 (keep-alive must then be said).
    bool m_http10 = false;
    bool m_scheduled = false;
    /// Inside processBuffered()'s call of the handler: an answer sent now must not read on.
    bool m_inHandler = false;
    /// 0 or 1: the socket's first buffered byte was already given to the parser.
    qint64 m_held = 0;
    qint64 m_discarded = 0;
    /// Bodies handed to the socket by reference, until it has written them.
    QList<QByteArray> m_sentBodies;
};

} // namespace idem::gateway
