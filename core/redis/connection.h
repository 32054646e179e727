// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "redis/redisurl.h"
#include "redis/reply.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <memory>

class QTcpSocket;
class QThread;

namespace idem::redis {

using Command = QList<QByteArray>;

/// Appends `args` to `out` as one RESP command (an array of bulk strings).
void appendCommand(QByteArray& out, const Command& args);

/// One blocking connection to a Redis server over QTcpSocket / QSslSocket: connect (with
/// timeout), TLS handshake with verification, AUTH (ACL user + password), SELECT, then commands.
///
/// Thread contract: a Connection belongs to the thread that created it (its socket has that
/// thread's affinity) and must only be used and destroyed there. It needs no event loop: it
/// uses the sockets' blocking waitFor* calls.
///
/// Errors (idem::Error): Unavailable when connecting fails (refused, DNS, TLS, AUTH — the
/// message says which); ConnectionLost when the connection broke before a command was fully
/// written (nothing reached the server; safe to retry on a new connection); OutcomeUnknown when
/// a command was written and no complete reply came within commandTimeout or the connection
/// broke while waiting (the command may have run). After ConnectionLost or OutcomeUnknown the
/// connection is closed: isOpen() is false. Redis error replies (-ERR ...) are returned as
/// Reply::Type::Error, not thrown.
///
/// Details of that contract:
/// - Before sending, a connection the server closed while it was idle (restart, idle timeout)
///   is noticed with a zero-time poll and reported as ConnectionLost, so one retry on a new
///   Connection is safe; bytes the server sent unasked also end the connection (ConnectionLost).
/// - A reply that breaks RESP or a ReplyLimits limit is OutcomeUnknown (the command was sent),
///   with the parser's "protocol error: ..." in the message.
/// - A pipeline whose writing failed after at least its first command went out is
///   OutcomeUnknown; before that, ConnectionLost.
/// - connectTimeout covers DNS (the lookup runs on a thread of its own and is abandoned at the
///   deadline), TCP, TLS and the setup commands (AUTH, SELECT, INFO server). While every
///   address refuses the connection, connecting is tried again with exponential backoff (50 ms
///   doubling to 1 s, jittered) until the deadline, so a server restarting within
///   connectTimeout costs a delay, not an error; other failures (TLS, AUTH, timeouts) do not
///   heal by themselves and are reported at once;
///   commandTimeout covers one command() or pipeline() round trip, writing included.
/// - A user whose ACL forbids INFO connects; serverVersion() is then empty.
class Connection {
public:
    explicit Connection(const RedisUrl& url);
    ~Connection();
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    Reply command(const Command& args);
    /// Writes every command, then reads one reply per command (one round trip).
    QList<Reply> pipeline(const QList<Command>& commands);

    bool isOpen() const;
    /// "7.0.15", from INFO server at connect time.
    QString serverVersion() const;

    /// Hands the connected and set-up socket (TCP or TLS, AUTH and SELECT done) to a caller
    /// that drives it without blocking (redis/pipeline.h), moved to `thread`, without a parent.
    /// Afterwards this connection is closed (isOpen() false). Call on the connection's thread
    /// with nothing unread; Internal otherwise.
    std::unique_ptr<QTcpSocket> detach(QThread* thread);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace idem::redis
