// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QByteArray>
#include <QHash>
#include <list>

namespace idem::gateway {

/// A token bucket per client (issue 15: POST /idempotency/tokens): each client may take `burst`
/// at once, then `ratePerSecond` a second. The table of clients is bounded: when it is full, the
/// client seen least recently is forgotten (it starts again with a full bucket, which is what a
/// client that has been quiet for a while would have anyway). nginx's limit_req works alike
/// (a leaky bucket per $binary_remote_addr in a zone of fixed size that drops the oldest
/// entries). Time comes from the caller, in milliseconds of a monotonic clock. Not thread-safe.
/// The bucket a client address draws from: an IPv4 address as it is, an IPv6 address by its /64
/// ("2001:db8:1:2::/64"), since one host is usually given a whole /64 and could otherwise take a
/// new bucket with every address in it (nginx's limit_req keys on the whole address; this is
/// stricter). Text that is no address stays as it is.
QByteArray rateLimitClient(const QByteArray& address);

class RateLimiter {
public:
    RateLimiter(double ratePerSecond, double burst, int maxClients = 10000);

    /// Takes one token for `client`. False when its bucket is empty; then `retryAfterMs` (if
    /// given) says when the next token is there.
    bool take(const QByteArray& client, qint64 nowMs, qint64* retryAfterMs = nullptr);
    int clients() const { return static_cast<int>(m_order.size()); }

private:
    struct Bucket {
        double tokens = 0;
        qint64 lastMs = 0;
        std::list<QByteArray>::iterator order; ///< Its place in m_order.
    };
    double m_rate;
    double m_burst;
    int m_maxClients;
    QHash<QByteArray, Bucket> m_buckets;
    std::list<QByteArray> m_order; ///< Least recently seen first.
};

} // namespace idem::gateway
