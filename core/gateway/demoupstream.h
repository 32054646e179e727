// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <chrono>

namespace idem::gateway {

class HttpServer;

struct DemoUpstreamOptions {
    /// Added to every POST /orders before it answers (0: none).
    std::chrono::milliseconds latency{0};
    /// Share of POST /orders answered 503 without doing the work, 0–1.
    double failRate = 0.0;
};

/// A small orders API for demos and tests, counting how often each key's work ran so that a
/// duplicate simulation can prove "executed exactly once":
///   POST /orders          201, {"id": "...", "key": "...", "execution": n}, Location:
///                         /orders/<id>, and a Set-Cookie the gateway must never replay;
///                         503 (work not done, not counted) at the configured fail rate.
///   GET  /orders/stats    {"executions": {"<key>": n, ...}, "total": n, "failed": n,
///                         "keys": n}; the key of a request without one is "".
///   GET  /orders/<id>     the order, or 404.
///   anything else         404.
///
/// Threads: lives on the thread that created it.
class DemoUpstream : public QObject {
    Q_OBJECT
public:
    explicit DemoUpstream(DemoUpstreamOptions options = {}, QObject* parent = nullptr);
    ~DemoUpstream() override;

    /// Throws idem::Error (Unavailable) with the socket's reason when it cannot listen.
    void listen(const QHostAddress& address, quint16 port);
    quint16 port() const;

    int executions(const QString& key) const { return m_executions.value(key); }
    qint64 totalExecutions() const { return m_total; }
    int distinctKeys() const { return static_cast<int>(m_executions.size()); }

private:
    DemoUpstreamOptions m_options;
    HttpServer* m_server = nullptr;
    QHash<QString, int> m_executions;
    QHash<QString, QByteArray> m_orders;
    qint64 m_total = 0;
    qint64 m_failed = 0;
};

} // namespace idem::gateway
