// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "redis/connection.h"
#include "redis/redisurl.h"
#include "redis/reply.h"

#include <QDeadlineTimer>
#include <QObject>
#include <deque>
#include <functional>
#include <memory>
#include <optional>

class QTcpSocket;
class QTimer;

namespace idem::redis {

struct Script;

/// One Redis connection driven by the event loop of its thread instead of blocking waits: a
/// script call is written when it is made and its reply handed to its callback when it arrives.
/// Calls made in one pass of the event loop leave in one send (Qt writes a socket's buffer when
/// control returns to the loop), and replies that arrive together are read in one go, so
/// concurrent callers share round trips — the gateway's hot path (gateway/storepool.h), whose
/// HTTP thread must never wait on the store.
///
/// It takes over a socket that a redis::Connection connected and set up (Connection::detach():
/// TCP or TLS, AUTH, SELECT — one implementation of all that). It never reconnects: once broken
/// it stays closed, and its owner makes a new one.
///
/// Errors, given to the callbacks as idem::Error:
/// - an error reply: the kind throwReplyError() maps it to (the one mapping of redis/);
/// - NOSCRIPT is not an error: the call is sent once more as EVAL with the script's body
///   (nothing ran), which also loads the script;
/// - the connection lost or closed by the server, a reply that is not RESP (or breaks
///   ReplyLimits), bytes nobody asked for, or no reply within the URL's timeout: every call
///   written and not answered gets OutcomeUnknown (it may have run), the socket is closed and
///   the broken callback runs, once, before those calls' callbacks;
/// - a call on a closed pipeline: ConnectionLost (nothing was sent), without waiting.
///
/// Threads: lives on the thread the socket was moved to, which runs an event loop; use it and
/// destroy it there. Callbacks run on that thread, never inside eval() itself. A callback may
/// call eval() again, or delete the pipeline with deleteLater().
class Pipeline : public QObject {
public:
    /// The reply (its value when `error` is empty) or the error.
    using Done = std::function<void(Reply reply, std::optional<Error> error)>;

    /// `url` gives the reply timeout and the server's name for messages.
    Pipeline(std::unique_ptr<QTcpSocket> socket, const RedisUrl& url, QObject* parent = nullptr);
    ~Pipeline() override; ///< Calls still waiting get no callback.

    /// EVALSHA of `script` (EVAL after NOSCRIPT). `script` must outlive the call.
    void eval(const Script& script, const QList<QByteArray>& keys, const QList<QByteArray>& args,
              Done done);

    bool isOpen() const { return m_open; }
    /// Calls written and not yet answered.
    int inFlight() const { return static_cast<int>(m_pending.size()); }
    /// Called when the connection breaks (see above) with what happened and how many calls
    /// were waiting. (A callback, not a signal: core builds without moc.)
    void setOnBroken(std::function<void(const QString& why)> onBroken) {
        m_onBroken = std::move(onBroken);
    }

private:
    struct Pending {
        Done done;
        const Script* script = nullptr;
        Command command; ///< As sent: kept for the EVAL after NOSCRIPT.
        QDeadlineTimer deadline;
        bool retried = false; ///< Already sent as EVAL.
    };
    void send(Pending pending);
    void onReadyRead();
    void onTick();
    void fail(const QString& why);
    QString serverName() const;

    std::unique_ptr<QTcpSocket> m_socket;
    RedisUrl m_url;
    ReplyParser m_parser;
    std::deque<Pending> m_pending;
    QTimer* m_tick = nullptr;
    std::function<void(const QString&)> m_onBroken;
    bool m_open = true;
};

} // namespace idem::redis
