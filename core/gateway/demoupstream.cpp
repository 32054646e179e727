// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/demoupstream.h"

#include "base/errors.h"
#include "gateway/httpserver.h"
#include "token/generator.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTimer>

namespace idem::gateway {

namespace {
HttpResponse json(int status, const QJsonObject& o) {
    HttpResponse r;
    r.status = status;
    r.headers.add("Content-Type", "application/json");
    r.body = QJsonDocument(o).toJson(QJsonDocument::Compact);
    return r;
}
} // namespace

DemoUpstream::DemoUpstream(DemoUpstreamOptions options, QObject* parent)
    : QObject(parent), m_options(options) {
    HttpServerOptions serverOptions;
    serverOptions.maxConnections = 4096;
    m_server = new HttpServer(
        serverOptions,
        [this](HttpRequest request, HttpReply reply) {
            const QByteArray path = request.path();
            if (request.method == "GET" && path == "/orders/stats") {
                QJsonObject executions;
                for (auto it = m_executions.cbegin(); it != m_executions.cend(); ++it)
                    executions.insert(it.key(), it.value());
                reply.send(json(200, {{QStringLiteral("executions"), executions},
                                      {QStringLiteral("total"), m_total},
                                      {QStringLiteral("failed"), m_failed},
                                      {QStringLiteral("keys"), distinctKeys()}}));
                return;
            }
            if (request.method == "GET" && path.startsWith("/orders/")) {
                const QString id = QString::fromLatin1(path.mid(8));
                if (!m_orders.contains(id)) {
                    reply.send(
                        json(404, {{QStringLiteral("error"), QStringLiteral("no such order")}}));
                    return;
                }
                HttpResponse r;
                r.headers.add("Content-Type", "application/json");
                r.body = m_orders.value(id);
                reply.send(r);
                return;
            }
            if (request.method != "POST" || path != "/orders") {
                reply.send(json(404, {{QStringLiteral("error"), QStringLiteral("not found")}}));
                return;
            }
            const QString key = QString::fromLatin1(
                request.headers.value("Idempotency-Key").value_or(QByteArray()));
            auto work = [this, key, body = request.body, reply] {
                if (m_options.failRate > 0 &&
                    QRandomGenerator::global()->generateDouble() < m_options.failRate) {
                    ++m_failed;
                    HttpResponse r =
                        json(503, {{QStringLiteral("error"), QStringLiteral("simulated failure")}});
                    r.headers.add("Retry-After", "1");
                    reply.send(r);
                    return;
                }
                const int n = ++m_executions[key];
                ++m_total;
                const QString id = TokenGenerator::base62(16);
                QJsonObject order{{QStringLiteral("id"), id},
                                  {QStringLiteral("key"), key},
                                  {QStringLiteral("execution"), n}};
                const QJsonDocument request = QJsonDocument::fromJson(body);
                if (request.isObject())
                    order.insert(QStringLiteral("request"), request.object());
                HttpResponse r = json(201, order);
                if (m_orders.size() >= 100000)
                    m_orders.clear(); // a demo: bounded memory beats old orders under load
                m_orders.insert(id, r.body);
                r.headers.add("Location", "/orders/" + id.toLatin1());
                r.headers.add("Set-Cookie", "demo-session=" + id.toLatin1() + "; HttpOnly");
                reply.send(r);
            };
            if (m_options.latency.count() > 0)
                QTimer::singleShot(m_options.latency, this, work);
            else
                work();
        },
        this);
}

DemoUpstream::~DemoUpstream() = default;

void DemoUpstream::listen(const QHostAddress& address, quint16 port) {
    if (!m_server->listen(address, port))
        throw Error(ErrorKind::Unavailable, m_server->errorString());
}

quint16 DemoUpstream::port() const {
    return m_server->port();
}

} // namespace idem::gateway
