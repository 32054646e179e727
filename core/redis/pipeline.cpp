// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "redis/pipeline.h"

#include "redis/scriptclient.h"
#include "util/duration.h"

#include <QPointer>
#include <QTcpSocket>
#include <QTimer>
#include <algorithm>

namespace idem::redis {

namespace {
/// How often the oldest call's deadline is looked at: a reply later than the URL's timeout
/// fails the pipeline within this much more (a timer per call would be re-armed per reply).
std::chrono::milliseconds tickOf(std::chrono::milliseconds timeout) {
    return std::clamp(timeout / 8, std::chrono::milliseconds(10), std::chrono::milliseconds(250));
}
} // namespace

Pipeline::Pipeline(std::unique_ptr<QTcpSocket> socket, const RedisUrl& url, QObject* parent)
    : QObject(parent), m_socket(std::move(socket)), m_url(url), m_tick(new QTimer(this)) {
    m_tick->setInterval(tickOf(m_url.commandTimeout));
    // Replies are read as they come; this bounds what one read holds besides the parser's own
    // limit (ReplyLimits::maxBufferedBytes).
    m_socket->setReadBufferSize(1024 * 1024);
    connect(m_tick, &QTimer::timeout, this, &Pipeline::onTick);
    connect(m_socket.get(), &QTcpSocket::readyRead, this, &Pipeline::onReadyRead);
    connect(m_socket.get(), &QTcpSocket::disconnected, this, [this] {
        fail(QStringLiteral("Redis at %1 closed the connection").arg(serverName()));
    });
    connect(m_socket.get(), &QAbstractSocket::errorOccurred, this, [this] {
        if (m_socket->state() != QAbstractSocket::ConnectedState)
            fail(QStringLiteral("The connection to Redis at %1 broke: %2")
                     .arg(serverName(), m_socket->errorString()));
    });
    if (m_socket->state() != QAbstractSocket::ConnectedState)
        QMetaObject::invokeMethod(
            this,
            [this] { fail(QStringLiteral("Redis at %1 is not connected").arg(serverName())); },
            Qt::QueuedConnection);
    else if (m_socket->bytesAvailable() > 0)
        QMetaObject::invokeMethod(this, &Pipeline::onReadyRead, Qt::QueuedConnection);
}

Pipeline::~Pipeline() {
    m_open = false;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

QString Pipeline::serverName() const {
    return RedisNode{m_url.host, m_url.port}.text();
}

void Pipeline::eval(const Script& script, const QList<QByteArray>& keys,
                    const QList<QByteArray>& args, Done done) {
    if (!m_open) {
        const Error e(ErrorKind::ConnectionLost,
                      QStringLiteral("The connection to Redis at %1 is closed; nothing was sent.")
                          .arg(serverName()));
        QMetaObject::invokeMethod(
            this, [done = std::move(done), e] { done({}, e); }, Qt::QueuedConnection);
        return;
    }
    Pending p;
    p.done = std::move(done);
    p.script = &script;
    p.command = evalCommand(script, keys, args);
    send(std::move(p));
}

void Pipeline::send(Pending pending) {
    QByteArray bytes;
    appendCommand(bytes, pending.command);
    pending.deadline = QDeadlineTimer(m_url.commandTimeout);
    m_pending.push_back(std::move(pending));
    if (!m_tick->isActive())
        m_tick->start();
    // Buffered by Qt and sent when control returns to the event loop, together with the other
    // calls made until then.
    if (m_socket->write(bytes) != bytes.size()) {
        // Part of the buffer may already be on its way: every call in flight is unknown.
        QMetaObject::invokeMethod(
            this,
            [this, why = m_socket->errorString()] {
                fail(QStringLiteral("Could not send to Redis at %1: %2").arg(serverName(), why));
            },
            Qt::QueuedConnection);
    }
}

void Pipeline::onReadyRead() {
    if (!m_open)
        return;
    // Only the parser's errors mean a broken reply (a callback's own exceptions are not caught
    // here).
    const auto broken = [this](const Error& e) {
        QString reason = e.message();
        if (reason.endsWith(u'.'))
            reason.chop(1);
        fail(QStringLiteral("Redis at %1 answered with a broken reply (%2)")
                 .arg(serverName(), reason));
    };
    // What has arrived, in pieces through a buffer on the stack: readAll() would allocate an array
    // for every read, and the parser keeps a copy of what it has not parsed anyway.
    char chunk[16384];
    try {
        for (qint64 n; (n = m_socket->read(chunk, sizeof chunk)) > 0;)
            m_parser.feed(chunk, n);
    } catch (const Error& e) {
        broken(e);
        return;
    }
    QPointer<Pipeline> self(this);
    while (self && m_open) {
        std::optional<Reply> reply;
        try {
            reply = m_parser.next();
        } catch (const Error& e) {
            broken(e);
            return;
        }
        if (!reply)
            break;
        if (m_pending.empty()) {
            fail(QStringLiteral("Redis at %1 sent a reply nobody asked for").arg(serverName()));
            return;
        }
        Pending p = std::move(m_pending.front());
        m_pending.pop_front();
        if (isNoScript(*reply) && !p.retried) {
            // Nothing ran: the same call as EVAL, which loads the script too.
            p.command[0] = QByteArrayLiteral("EVAL");
            p.command[1] = p.script->body;
            p.retried = true;
            send(std::move(p));
            continue;
        }
        std::optional<Error> error;
        if (reply->isError()) {
            try {
                throwReplyError(reply->string);
            } catch (const Error& e) {
                error = e;
            }
        }
        p.done(std::move(*reply), std::move(error));
    }
    if (self && m_pending.empty())
        m_tick->stop();
}

void Pipeline::onTick() {
    if (m_pending.empty()) {
        m_tick->stop();
        return;
    }
    if (m_pending.front().deadline.hasExpired())
        fail(QStringLiteral("Redis at %1 did not answer within %2")
                 .arg(serverName(), formatDuration(m_url.commandTimeout)));
}

void Pipeline::fail(const QString& why) {
    if (!m_open)
        return;
    m_open = false;
    m_tick->stop();
    m_socket->disconnect(this);
    m_socket->abort();
    const Error e(ErrorKind::OutcomeUnknown,
                  QStringLiteral("%1; the command may have run (outcome unknown).").arg(why));
    std::deque<Pending> pending;
    pending.swap(m_pending);
    if (m_onBroken)
        m_onBroken(
            QStringLiteral("%1 (calls waiting for a reply: %2)").arg(why).arg(pending.size()));
    for (Pending& p : pending)
        p.done({}, e);
}

} // namespace idem::redis
