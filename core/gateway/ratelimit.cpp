// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/ratelimit.h"

#include <QHostAddress>
#include <QtGlobal>
#include <cmath>

namespace idem::gateway {

QByteArray rateLimitClient(const QByteArray& address) {
    const QHostAddress a(QString::fromLatin1(address));
    bool v4 = false;
    const quint32 ipv4 = a.toIPv4Address(&v4);
    if (v4)
        return QHostAddress(ipv4).toString().toLatin1();
    if (a.protocol() != QAbstractSocket::IPv6Protocol)
        return address;
    Q_IPV6ADDR bytes = a.toIPv6Address();
    for (int i = 8; i < 16; ++i)
        bytes[i] = 0;
    return QHostAddress(bytes).toString().toLatin1() + "/64";
}

RateLimiter::RateLimiter(double ratePerSecond, double burst, int maxClients)
    : m_rate(ratePerSecond), m_burst(qMax(1.0, burst)), m_maxClients(qMax(1, maxClients)) {}

bool RateLimiter::take(const QByteArray& client, qint64 nowMs, qint64* retryAfterMs) {
    auto it = m_buckets.find(client);
    if (it == m_buckets.end()) {
        if (static_cast<int>(m_order.size()) >= m_maxClients) {
            m_buckets.remove(m_order.front());
            m_order.pop_front();
        }
        m_order.push_back(client);
        it = m_buckets.insert(client, Bucket{m_burst, nowMs, std::prev(m_order.end())});
    } else {
        m_order.splice(m_order.end(), m_order, it->order); // now the most recently seen
        const qint64 elapsed = qMax<qint64>(0, nowMs - it->lastMs);
        it->tokens = qMin(m_burst, it->tokens + m_rate * static_cast<double>(elapsed) / 1000.0);
        it->lastMs = nowMs;
    }
    if (it->tokens >= 1.0) {
        it->tokens -= 1.0;
        return true;
    }
    if (retryAfterMs)
        *retryAfterMs = m_rate > 0
                            ? static_cast<qint64>(std::ceil((1.0 - it->tokens) * 1000.0 / m_rate))
                            : qint64(3600) * 1000;
    return false;
}

} // namespace idem::gateway
