// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// A blocking RESP2 connection over QTcpSocket / QSslSocket, driven only by the sockets' waitFor*
// calls so that it works in any thread without an event loop.
//
// What the caller may do after a failure depends on how far the bytes got, so the code tracks
// that precisely: nothing of a command written → ConnectionLost (safe to retry elsewhere); a
// command fully written and no complete answer → OutcomeUnknown. Every failure goes through
// Impl::fail(), the one place that maps faults to idem::ErrorKind.
#include "redis/connection.h"

#include "base/errors.h"
#include "util/duration.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QHostAddress>
#include <QHostInfo>
#include <QRandomGenerator>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>
#include <QTcpSocket>
#include <QThread>
#include <charconv>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <optional>
#include <thread>

namespace idem::redis {

namespace {

/// Where a failure happened; Impl::fail() turns it into an ErrorKind and a sentence.
enum class Fault {
    // While connecting (always Unavailable).
    Resolve, ///< The host name could not be resolved within the deadline.
    Connect, ///< TCP connect failed; the socket error says which.
    TlsUnsupported,
    TlsFiles,     ///< A CA, certificate or key file could not be used.
    TlsHandshake, ///< The handshake failed; sslHandshakeErrors() may say why.
    AuthRefused,  ///< AUTH got an error reply.
    NoAuth,       ///< The server wants a password and the URL has none.
    SetupRefused, ///< SELECT or INFO got an error reply.
    // While running commands.
    Closed, ///< The connection was closed earlier.
    WrongThread,
    Stale,        ///< The server closed the connection while it was idle.
    Unsolicited,  ///< The server sent bytes nobody asked for.
    WriteFailed,  ///< No command was completely written.
    WritePartly,  ///< Some commands of a pipeline were written, then writing failed.
    ReplyTimeout, ///< Written, and no complete reply within the timeout.
    ReplyLost,    ///< Written, then the connection broke while waiting.
    Protocol,     ///< The reply broke RESP or a ReplyLimits limit.
};

/// Server text in a message: printable ASCII only, shortened.
QString serverText(const QByteArray& text) {
    QString out;
    for (const char ch : text) {
        if (out.size() >= 200) {
            out += QStringLiteral("...");
            break;
        }
        const auto c = static_cast<unsigned char>(ch);
        out += (c >= 0x20 && c < 0x7f) ? QChar(char16_t(c)) : QChar(u'?');
    }
    return out;
}

/// The error code of an error reply: "WRONGPASS", "NOAUTH", "ERR", ...
QByteArray errorCode(const Reply& reply) {
    const qsizetype space = reply.string.indexOf(' ');
    return space < 0 ? reply.string : reply.string.left(space);
}

std::optional<QSslKey> readKey(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray pem = file.readAll();
    for (const QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        QSslKey key(pem, algorithm, QSsl::Pem, QSsl::PrivateKey);
        if (!key.isNull())
            return key;
    }
    return std::nullopt;
}

} // namespace

void appendCommand(QByteArray& out, const Command& args) {
    // One allocation for the whole command (a script call's arguments include its record):
    // each argument takes its bytes, at most 20 digits of length and 5 of framing. The bytes
    // are written into that room directly: QByteArray::append costs a generic insert per call,
    // and a script call makes about sixty of them.
    const qsizetype start = out.size();
    qsizetype room = 24;
    for (const QByteArray& arg : args)
        room += arg.size() + 25;
    out.resize(start + room);
    char* p = out.data() + start;
    const auto header = [&p](char kind, qsizetype n) {
        *p++ = kind;
        p = std::to_chars(p, p + 20, n).ptr;
        *p++ = '\r';
        *p++ = '\n';
    };
    header('*', args.size());
    for (const QByteArray& arg : args) {
        header('$', arg.size());
        if (!arg.isEmpty())
            std::memcpy(p, arg.constData(), size_t(arg.size()));
        p += arg.size();
        *p++ = '\r';
        *p++ = '\n';
    }
    out.truncate(p - out.constData());
}

struct Connection::Impl {
    RedisUrl url;
    std::unique_ptr<QTcpSocket> socket; ///< A QSslSocket for rediss://.
    QSslSocket* ssl = nullptr;          ///< socket, when it is a QSslSocket.
    ReplyParser parser;
    bool ready = false; ///< Setup done: failures are about commands, not about connecting.
    bool open = false;
    QString version;

    QString where() const {
        const QString host =
            url.host.contains(u':') ? QStringLiteral("[%1]").arg(url.host) : url.host;
        return QStringLiteral("%1:%2").arg(host).arg(url.port);
    }
    QString peerName() const { return url.sni.isEmpty() ? url.host : url.sni; }

    /// The one mapping from a fault to an ErrorKind and a sentence. Closes the connection.
    [[noreturn]] void fail(Fault fault, const QString& detail = QString()) {
        if (fault == Fault::WrongThread) {
            // The socket belongs to another thread: leave it alone.
            throw Error(ErrorKind::Internal,
                        QStringLiteral("A Redis connection was used from a thread that did not "
                                       "create it."));
        }
        const QString at = where();
        const QString socketError = socket ? socket->errorString() : QString();
        const QAbstractSocket::SocketError code =
            socket ? socket->error() : QAbstractSocket::UnknownSocketError;
        // What most often explains a connection closed during setup.
        const QString closedHint =
            !url.tls ? QStringLiteral(" (if that port expects TLS, use rediss://)")
            : url.certFile.isEmpty()
                ? QStringLiteral(" (if the server requires a client certificate, give cert= and "
                                 "key=)")
                : QString();
        const QString tlsHint = url.tls ? QString() : closedHint;
        // Whether TCP got through decides between "could not connect" and "TLS failed".
        const bool tcpConnected = socket && socket->state() == QAbstractSocket::ConnectedState;
        const auto connectText = [&] {
            if (code == QAbstractSocket::ConnectionRefusedError)
                return QStringLiteral("Redis at %1 refused the connection for %2 (is it running "
                                      "on that port?).")
                    .arg(at, formatDuration(url.connectTimeout));
            if (code == QAbstractSocket::SocketTimeoutError)
                return QStringLiteral("Redis at %1 did not accept the connection within %2.")
                    .arg(at, formatDuration(url.connectTimeout));
            return QStringLiteral("Could not connect to Redis at %1: %2.").arg(at, socketError);
        };
        if (socket)
            socket->abort();
        open = false;

        ErrorKind kind = ErrorKind::Unavailable;
        QString text;
        switch (fault) {
        case Fault::Resolve:
            text = QStringLiteral("The Redis host %1 could not be resolved: %2.")
                       .arg(url.host, detail);
            break;
        case Fault::Connect:
            text = connectText();
            break;
        case Fault::TlsUnsupported:
            text = QStringLiteral("Cannot connect to Redis at %1 with TLS: this build has no TLS "
                                  "support.")
                       .arg(at);
            break;
        case Fault::TlsFiles:
            text = QStringLiteral("Cannot connect to Redis at %1 with TLS: %2.").arg(at, detail);
            break;
        case Fault::TlsHandshake:
            if (ssl && !ssl->sslHandshakeErrors().isEmpty())
                text = QStringLiteral("TLS certificate of %1 could not be verified: %2.")
                           .arg(peerName(), ssl->sslHandshakeErrors().constFirst().errorString());
            else if (!tcpConnected)
                text = connectText();
            else if (code == QAbstractSocket::SocketTimeoutError)
                text = QStringLiteral("Redis at %1 did not complete the TLS handshake within %2 "
                                      "(is it a TLS port?).")
                           .arg(at, formatDuration(url.connectTimeout));
            else
                text = QStringLiteral("The TLS handshake with Redis at %1 failed: %2 (is it a TLS "
                                      "port?).")
                           .arg(at, socketError);
            break;
        case Fault::AuthRefused:
            text = detail == QLatin1String("WRONGPASS")
                       ? QStringLiteral("Redis at %1 refused the %2 (WRONGPASS).")
                             .arg(at, url.user.isEmpty() ? QStringLiteral("password")
                                                         : QStringLiteral("user name or password"))
                       : QStringLiteral("Redis at %1 refused AUTH: %2.").arg(at, detail);
            break;
        case Fault::NoAuth:
            text = QStringLiteral("Redis at %1 requires a password (NOAUTH): put it in the URL, "
                                  "as in redis://user:password@host.")
                       .arg(at);
            break;
        case Fault::SetupRefused:
            text = QStringLiteral("Redis at %1 refused %2.").arg(at, detail);
            break;
        case Fault::Closed:
            kind = ErrorKind::ConnectionLost;
            text =
                QStringLiteral("The connection to Redis at %1 is closed; open a new one.").arg(at);
            break;
        case Fault::WrongThread:
            break; // thrown above
        case Fault::Stale:
            kind = ErrorKind::ConnectionLost;
            text = QStringLiteral("Redis at %1 had closed the connection before the command was "
                                  "sent: %2; nothing was executed.")
                       .arg(at, socketError);
            break;
        case Fault::Unsolicited:
            kind = ErrorKind::ConnectionLost;
            text = QStringLiteral("Redis at %1 sent data nobody asked for; the connection was "
                                  "closed before the command was sent.")
                       .arg(at);
            break;
        case Fault::WriteFailed:
            kind = ErrorKind::ConnectionLost;
            text = QStringLiteral("Could not send the command to Redis at %1: %2; nothing was "
                                  "executed.")
                       .arg(at, socketError);
            break;
        case Fault::WritePartly:
            kind = ErrorKind::OutcomeUnknown;
            text = QStringLiteral("Could not send the whole pipeline to Redis at %1: %2; the "
                                  "commands sent first may have run (outcome unknown).")
                       .arg(at, socketError);
            break;
        case Fault::ReplyTimeout:
            kind = ErrorKind::OutcomeUnknown;
            text = QStringLiteral("Redis at %1 did not answer within %2; the command may have "
                                  "run (outcome unknown).")
                       .arg(at, formatDuration(url.commandTimeout));
            break;
        case Fault::ReplyLost:
            kind = ErrorKind::OutcomeUnknown;
            text = QStringLiteral("The connection to Redis at %1 broke while waiting for the "
                                  "reply: %2; the command may have run (outcome unknown).")
                       .arg(at, socketError);
            break;
        case Fault::Protocol:
            kind = ErrorKind::OutcomeUnknown;
            text = QStringLiteral("Redis at %1 answered with a broken reply (%2); the command "
                                  "may have run (outcome unknown).")
                       .arg(at, detail);
            break;
        }
        if (!ready) {
            // Nothing of the caller's ran yet: whatever broke during setup means "cannot reach".
            kind = ErrorKind::Unavailable;
            switch (fault) {
            case Fault::ReplyTimeout:
                text = QStringLiteral("Redis at %1 did not answer within %2 while connecting%3.")
                           .arg(at, formatDuration(url.connectTimeout), tlsHint);
                break;
            case Fault::ReplyLost:
            case Fault::WriteFailed:
            case Fault::WritePartly:
                text = QStringLiteral("Redis at %1 closed the connection while connecting: %2%3.")
                           .arg(at, socketError, closedHint);
                break;
            case Fault::Protocol:
                text = QStringLiteral("The server at %1 answered with something that is not "
                                      "RESP (%2); is it a Redis server?")
                           .arg(at, detail);
                break;
            default:
                break;
            }
        }
        throw Error(kind, text);
    }

    void checkThread() {
        if (socket && socket->thread() != QThread::currentThread())
            fail(Fault::WrongThread);
    }

    /// Writes `commands` and reads one reply each, all before `deadline`.
    QList<Reply> exchange(const QList<Command>& commands, QDeadlineTimer deadline) {
        checkThread();
        if (!open)
            fail(Fault::Closed);
        if (commands.isEmpty())
            return {};

        QByteArray bytes;
        qsizetype firstEnd = 0;
        for (const Command& args : commands) {
            if (args.isEmpty())
                throw Error(ErrorKind::BadInput, QStringLiteral("A Redis command needs a name."));
            appendCommand(bytes, args);
            if (firstEnd == 0)
                firstEnd = bytes.size();
        }

        if (ready) {
            // An idle connection may have been closed by the server (restart, idle timeout): a
            // zero-time poll notices it now, while nothing has been sent, instead of sending into
            // a dead socket and having to report "outcome unknown".
            bool unsolicited = parser.bufferedBytes() > 0 || socket->bytesAvailable() > 0;
            try {
                unsolicited = unsolicited || parser.next().has_value();
            } catch (const Error&) {
                unsolicited = true;
            }
            if (unsolicited || socket->waitForReadyRead(0))
                fail(Fault::Unsolicited);
            if (socket->state() != QAbstractSocket::ConnectedState)
                fail(Fault::Stale);
        }

        if (socket->write(bytes) != bytes.size())
            fail(Fault::WriteFailed);
        const auto pending = [this] {
            return socket->bytesToWrite() + (ssl ? ssl->encryptedBytesToWrite() : 0);
        };
        while (pending() > 0) {
            const qint64 left = deadline.remainingTime();
            if (left == 0 || !socket->waitForBytesWritten(int(qMin<qint64>(left, INT_MAX)))) {
                // What left Qt's plain-text buffer counts as sent: for TLS that overstates what
                // reached the server, which errs on the side of "outcome unknown".
                const qint64 sent = bytes.size() - socket->bytesToWrite();
                fail(sent >= firstEnd && sent > 0 && commands.size() > 1 ? Fault::WritePartly
                                                                         : Fault::WriteFailed);
            }
        }

        QList<Reply> replies;
        replies.reserve(commands.size());
        char buffer[64 * 1024];
        // The parser's only error is its protocol error; the command was sent by now.
        const auto parsing = [this](auto&& step) {
            try {
                return step();
            } catch (const Error& e) {
                QString reason = e.message();
                if (reason.endsWith(u'.'))
                    reason.chop(1);
                fail(Fault::Protocol, reason);
            }
        };
        for (;;) {
            while (replies.size() < commands.size()) {
                std::optional<Reply> reply = parsing([this] { return parser.next(); });
                if (!reply)
                    break;
                replies.append(std::move(*reply));
            }
            if (replies.size() == commands.size())
                return replies;
            if (socket->bytesAvailable() > 0) {
                const qint64 got = socket->read(buffer, sizeof buffer);
                if (got < 0)
                    fail(Fault::ReplyLost);
                parsing([&] { parser.feed(buffer, got); });
                continue;
            }
            if (socket->state() != QAbstractSocket::ConnectedState)
                fail(Fault::ReplyLost);
            const qint64 left = deadline.remainingTime();
            if (left == 0)
                fail(Fault::ReplyTimeout);
            if (!socket->waitForReadyRead(int(qMin<qint64>(left, INT_MAX)))) {
                if (socket->bytesAvailable() > 0)
                    continue;
                if (socket->error() == QAbstractSocket::SocketTimeoutError &&
                    socket->state() == QAbstractSocket::ConnectedState)
                    fail(Fault::ReplyTimeout);
                fail(Fault::ReplyLost);
            }
        }
    }

    /// The host's addresses, looked up within the deadline. QAbstractSocket's own lookup cannot
    /// be bounded in blocking mode (waitForConnected waits for the resolver as long as the
    /// resolver takes), so the lookup runs on a thread of its own and is abandoned, not waited
    /// for, when the deadline passes.
    QList<QHostAddress> resolve(QDeadlineTimer deadline) {
        const QHostAddress literal(url.host);
        if (!literal.isNull())
            return {literal};
        struct Lookup {
            std::mutex mutex;
            std::condition_variable done;
            std::optional<QHostInfo> info;
        };
        auto lookup = std::make_shared<Lookup>();
        std::thread([lookup, host = url.host] {
            QHostInfo info = QHostInfo::fromName(host);
            std::lock_guard lock(lookup->mutex);
            lookup->info = std::move(info);
            lookup->done.notify_all();
        }).detach();
        std::unique_lock lock(lookup->mutex);
        const auto until = std::chrono::steady_clock::now() +
                           std::chrono::milliseconds(qMax<qint64>(deadline.remainingTime(), 0));
        if (!lookup->done.wait_until(lock, until, [&] { return lookup->info.has_value(); }))
            fail(Fault::Resolve, QStringLiteral("no answer from the resolver within %1")
                                     .arg(formatDuration(url.connectTimeout)));
        if (lookup->info->error() != QHostInfo::NoError || lookup->info->addresses().isEmpty())
            fail(Fault::Resolve, lookup->info->errorString());
        return lookup->info->addresses();
    }

    /// The socket, configured for TLS when the URL asks for it.
    void makeSocket() {
        if (!url.tls) {
            socket = std::make_unique<QTcpSocket>();
            return;
        }
        if (!QSslSocket::supportsSsl())
            fail(Fault::TlsUnsupported);
        QSslConfiguration config = QSslConfiguration::defaultConfiguration();
        if (!url.caCertFile.isEmpty()) {
            const QList<QSslCertificate> authorities =
                QSslCertificate::fromPath(url.caCertFile, QSsl::Pem);
            if (authorities.isEmpty())
                fail(Fault::TlsFiles,
                     QStringLiteral("no PEM certificate could be read from the CA file %1")
                         .arg(url.caCertFile));
            config.setCaCertificates(authorities);
        }
        if (!url.certFile.isEmpty()) {
            const QList<QSslCertificate> chain = QSslCertificate::fromPath(url.certFile, QSsl::Pem);
            if (chain.isEmpty())
                fail(Fault::TlsFiles,
                     QStringLiteral("no PEM certificate could be read from the certificate file %1")
                         .arg(url.certFile));
            const std::optional<QSslKey> key = readKey(url.keyFile);
            if (!key)
                fail(Fault::TlsFiles,
                     QStringLiteral("no unencrypted PEM private key could be read from %1")
                         .arg(url.keyFile));
            config.setLocalCertificateChain(chain);
            config.setPrivateKey(*key);
        }
        config.setPeerVerifyMode(url.verifyPeer ? QSslSocket::VerifyPeer : QSslSocket::VerifyNone);
        auto tls = std::make_unique<QSslSocket>();
        ssl = tls.get();
        socket = std::move(tls);
        ssl->setSslConfiguration(config);
    }

    /// DNS, TCP and TLS within the deadline. While every address refuses the connection (a
    /// server restarting, a failover moving an address), tries again with exponential backoff
    /// (50 ms doubling to 1 s, with jitter) until the deadline: a restart shorter than
    /// connect_timeout costs the caller a delay, not an error. Nothing has been sent yet, so
    /// trying again is always safe.
    void connectSocket(QDeadlineTimer deadline) {
        const QList<QHostAddress> addresses = resolve(deadline);
        makeSocket();
        std::chrono::milliseconds backoff{50};
        for (;;) {
            for (const QHostAddress& address : addresses) {
                const int left = int(qBound<qint64>(1, deadline.remainingTime(), qint64(INT_MAX)));
                bool ok = false;
                if (ssl) {
                    // Connect by address, verify by name: the certificate names the host.
                    ssl->connectToHostEncrypted(address.toString(), url.port, peerName());
                    ok = ssl->waitForEncrypted(left);
                } else {
                    socket->connectToHost(address, url.port);
                    ok = socket->waitForConnected(left);
                }
                if (ok)
                    return;
                const bool tcpConnected = socket->state() == QAbstractSocket::ConnectedState;
                const QAbstractSocket::SocketError code = socket->error();
                const bool tryNext =
                    !tcpConnected && (code == QAbstractSocket::ConnectionRefusedError ||
                                      code == QAbstractSocket::NetworkError);
                if (!tryNext || deadline.hasExpired())
                    fail(ssl ? Fault::TlsHandshake : Fault::Connect);
            }
            // Every address refused: back off, or give up when the deadline comes first.
            const auto jitter = std::chrono::milliseconds(
                QRandomGenerator::global()->bounded(int(backoff.count() / 5) + 1));
            const auto pause = backoff - backoff / 10 + jitter;
            if (deadline.remainingTime() <= pause.count())
                fail(ssl ? Fault::TlsHandshake : Fault::Connect);
            std::this_thread::sleep_for(pause);
            backoff = qMin(backoff * 2, std::chrono::milliseconds(1000));
        }
    }

    /// AUTH, SELECT and INFO in one round trip; AUTH's verdict is read first because the others
    /// fail with NOAUTH when it did.
    void setUp(QDeadlineTimer deadline) {
        QList<Command> setup;
        const bool auth = !url.user.isEmpty() || !url.password.isEmpty();
        if (auth) {
            Command command{QByteArrayLiteral("AUTH")};
            if (!url.user.isEmpty())
                command << url.user.toUtf8();
            command << url.password.toUtf8();
            setup << command;
        }
        if (url.db != 0)
            setup << Command{QByteArrayLiteral("SELECT"), QByteArray::number(url.db)};
        setup << Command{QByteArrayLiteral("INFO"), QByteArrayLiteral("server")};

        const QList<Reply> replies = exchange(setup, deadline);
        qsizetype i = 0;
        if (auth) {
            const Reply& reply = replies.at(i++);
            if (reply.isError())
                fail(Fault::AuthRefused, errorCode(reply) == "WRONGPASS"
                                             ? QStringLiteral("WRONGPASS")
                                             : serverText(reply.string));
        }
        for (; i < replies.size(); ++i) {
            const Reply& reply = replies.at(i);
            if (!reply.isError())
                continue;
            if (errorCode(reply) == "NOAUTH")
                fail(Fault::NoAuth);
            const bool isInfo = i == replies.size() - 1;
            // An ACL user limited to its keys may not run INFO; the version is then unknown.
            if (isInfo && errorCode(reply) == "NOPERM")
                continue;
            fail(Fault::SetupRefused,
                 QStringLiteral("%1: %2").arg(isInfo ? QStringLiteral("INFO server")
                                                     : QStringLiteral("SELECT %1").arg(url.db),
                                              serverText(reply.string)));
        }
        const Reply& info = replies.constLast();
        if (info.type == Reply::Type::String) {
            for (const QByteArray& line : info.string.split('\n')) {
                if (line.startsWith("redis_version:"))
                    version = serverText(line.mid(14).trimmed());
            }
        }
    }
};

Connection::Connection(const RedisUrl& url) : d(std::make_unique<Impl>()) {
    d->url = url;
    const QDeadlineTimer deadline(url.connectTimeout);
    d->connectSocket(deadline);
    d->socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    d->socket->setSocketOption(QAbstractSocket::KeepAliveOption, 1);
    d->open = true;
    d->setUp(deadline);
    d->ready = true;
}

Connection::~Connection() {
    if (d->socket)
        d->socket->abort();
}

Reply Connection::command(const Command& args) {
    return pipeline({args}).constFirst();
}

QList<Reply> Connection::pipeline(const QList<Command>& commands) {
    return d->exchange(commands, QDeadlineTimer(d->url.commandTimeout));
}

bool Connection::isOpen() const {
    return d->open;
}

std::unique_ptr<QTcpSocket> Connection::detach(QThread* thread) {
    d->checkThread();
    if (!d->open || !d->socket)
        d->fail(Fault::Closed);
    if (d->parser.bufferedBytes() > 0 || d->socket->bytesAvailable() > 0)
        throw Error(ErrorKind::Internal,
                    QStringLiteral("A Redis connection with unread bytes cannot be handed over."));
    d->open = false;
    d->ssl = nullptr;
    std::unique_ptr<QTcpSocket> socket = std::move(d->socket);
    socket->moveToThread(thread);
    return socket;
}

QString Connection::serverVersion() const {
    return d->version;
}

} // namespace idem::redis
