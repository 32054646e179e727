// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "demo/demodata.h"

#include "base/errors.h"
#include "token/generator.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace idem::demo {
namespace {

/// One kind of API call the demo tokens belong to.
struct DemoCall {
    QString prefix; ///< Business-token prefix for this call.
    RequestIdentity request;
    StoredResponse response;
};

QByteArray json(const QJsonObject& object) {
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

class Populator {
public:
    Populator(TokenStore& store, const DemoOptions& options)
        : m_store(store), m_options(options), m_rng(options.seed) {}

    DemoSummary run();

private:
    struct Used {
        QString key;
        QString scope;
        DemoCall call;
    };

    QString pickScope() {
        return m_options.scopes.at(int(m_rng.bounded(int(m_options.scopes.size()))));
    }
    DemoCall pickCall();
    /// A business token with the call's prefix most of the time, a uuid otherwise.
    QString newKey(const DemoCall& call);
    AcquireResult acquire(const Used& token, const RequestIdentity& request,
                          std::chrono::milliseconds lease, AcquireMode mode = AcquireMode::Open);
    Used acquireFresh(std::chrono::milliseconds lease, AcquireResult* result);
    Claim claimOf(const AcquireResult& result) const;
    OperatorContext operatorContext() const;

    TokenStore& m_store;
    const DemoOptions& m_options;
    QRandomGenerator m_rng;
    int m_orderNumber = 1000;
};

DemoCall Populator::pickCall() {
    DemoCall call;
    const quint32 kind = m_rng.bounded(10u);
    if (kind < 5) {
        const int amount = int(m_rng.bounded(100, 50000));
        const QString currency =
            m_rng.bounded(3u) == 0 ? QStringLiteral("USD") : QStringLiteral("EUR");
        call.prefix = QStringLiteral("PAY");
        call.request =
            RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/payments"),
                                json({{QStringLiteral("amount"), amount},
                                      {QStringLiteral("currency"), currency},
                                      {QStringLiteral("customer"),
                                       QStringLiteral("cus_%1").arg(m_rng.bounded(1000, 9999))}}));
        // One payment in ten is declined: a stored 402 is replayed like any other response.
        const bool declined = m_rng.bounded(10u) == 0;
        call.response.status = declined ? 402 : 201;
        call.response.body =
            declined ? json({{QStringLiteral("error"), QStringLiteral("card_declined")}})
                     : json({{QStringLiteral("id"),
                              QStringLiteral("pay_%1").arg(TokenGenerator::base62(14))},
                             {QStringLiteral("status"), QStringLiteral("succeeded")},
                             {QStringLiteral("amount"), amount},
                             {QStringLiteral("currency"), currency}});
    } else if (kind < 8) {
        const int order = ++m_orderNumber;
        const int quantity = int(m_rng.bounded(1, 6));
        call.prefix = QStringLiteral("ORD");
        call.request = RequestIdentity::of(
            QStringLiteral("POST"), QStringLiteral("/orders"),
            json({{QStringLiteral("sku"), QStringLiteral("SKU-%1").arg(m_rng.bounded(100, 999))},
                  {QStringLiteral("quantity"), quantity}}));
        call.response.status = 201;
        call.response.headers.append(
            {QStringLiteral("Location"), QStringLiteral("/orders/ord_%1").arg(order).toUtf8()});
        call.response.body = json({{QStringLiteral("id"), QStringLiteral("ord_%1").arg(order)},
                                   {QStringLiteral("status"), QStringLiteral("created")},
                                   {QStringLiteral("quantity"), quantity}});
    } else {
        const QString order = QStringLiteral("ord_%1").arg(m_rng.bounded(1000, 1400));
        call.prefix = QStringLiteral("REF");
        call.request = RequestIdentity::of(
            QStringLiteral("PATCH"), QStringLiteral("/orders/") + order,
            json({{QStringLiteral("status"), QStringLiteral("refunded")},
                  {QStringLiteral("reason"), QStringLiteral("customer_request")}}));
        call.response.status = 200;
        call.response.body = json({{QStringLiteral("id"), order},
                                   {QStringLiteral("status"), QStringLiteral("refunded")}});
    }
    call.response.headers.prepend(
        {QStringLiteral("Content-Type"), QByteArrayLiteral("application/json")});
    return call;
}

QString Populator::newKey(const DemoCall& call) {
    if (m_rng.bounded(10u) < 7) {
        BusinessFormat format;
        format.prefix = call.prefix;
        return TokenGenerator::business(format);
    }
    return TokenGenerator::uuid();
}

AcquireResult Populator::acquire(const Used& token, const RequestIdentity& request,
                                 std::chrono::milliseconds lease, AcquireMode mode) {
    AcquireRequest r;
    r.key = token.key;
    r.scope = token.scope;
    r.request = request;
    r.owner = TokenGenerator::owner();
    r.lease = lease;
    r.retention = m_options.retention;
    r.mode = mode;
    return m_store.acquire(r);
}

Populator::Used Populator::acquireFresh(std::chrono::milliseconds lease, AcquireResult* result) {
    Used token;
    token.call = pickCall();
    token.key = newKey(token.call);
    token.scope = pickScope();
    *result = acquire(token, token.call.request, lease);
    if (result->outcome != AcquireOutcome::Acquired) {
        throw Error(ErrorKind::Internal, QStringLiteral("A new demo token was not acquired (%1).")
                                             .arg(acquireOutcomeName(result->outcome)));
    }
    return token;
}

Claim Populator::claimOf(const AcquireResult& result) const {
    return {result.record.key, result.record.scope, result.record.owner, result.record.fence};
}

OperatorContext Populator::operatorContext() const {
    OperatorContext context;
    context.user = QStringLiteral("demo");
    context.reason = QStringLiteral("demo data");
    return context;
}

DemoSummary Populator::run() {
    const DemoOptions& o = m_options;
    DemoSummary s;
    AcquireResult result;

    // Stuck first: their short lease starts running while the rest is written.
    for (int i = 0; i < o.stuck; ++i) {
        acquireFresh(o.stuckLease, &result);
        ++s.stuck;
    }

    QList<Used> live;
    for (int i = 0; i < o.processing; ++i) {
        if (i % 2 == 0) {
            live.append(acquireFresh(o.liveLease, &result));
        } else {
            // Issued mode, as a gateway that hands out tokens first would do it.
            Used token{QString(), pickScope(), pickCall()};
            token.key = newKey(token.call);
            m_store.issue({token.key, token.scope, o.retention});
            result = acquire(token, token.call.request, o.liveLease, AcquireMode::Issued);
            if (result.outcome != AcquireOutcome::Acquired)
                throw Error(ErrorKind::Internal,
                            QStringLiteral("An issued demo token was refused."));
            live.append(token);
        }
        ++s.processing;
    }

    for (int i = 0; i < o.pending; ++i) {
        if (i < o.released) {
            acquireFresh(o.liveLease, &result);
            m_store.release(claimOf(result));
            ++s.released;
        } else {
            const DemoCall call = pickCall();
            // Pending tokens run out between a quarter of the retention and all of it.
            const auto ttl = std::max(std::chrono::milliseconds(1),
                                      o.retention * int(m_rng.bounded(25, 101)) / 100);
            m_store.issue({newKey(call), pickScope(), ttl});
        }
        ++s.pending;
    }

    QList<Used> completed;
    for (int i = 0; i < o.completed; ++i) {
        const Used token = acquireFresh(o.liveLease, &result);
        CompleteRequest done;
        done.claim = claimOf(result);
        done.response = token.call.response;
        m_store.complete(done);
        completed.append(token);
        ++s.completed;
    }

    for (int i = 0; i < o.expired; ++i) {
        // Half were completed before an operator expired them, half were never used.
        if (i % 2 == 0) {
            const Used token = acquireFresh(o.liveLease, &result);
            CompleteRequest done;
            done.claim = claimOf(result);
            done.response = token.call.response;
            m_store.complete(done);
            m_store.operatorExpire(token.key, token.scope, operatorContext());
        } else {
            const DemoCall call = pickCall();
            const QString key = newKey(call);
            const QString scope = pickScope();
            m_store.issue({key, scope, o.retention});
            m_store.operatorExpire(key, scope, operatorContext());
        }
        ++s.expired;
    }

    // Duplicates: the same request again is a replay, another body on the same key a mismatch,
    // and a second attempt while the first holds its lease is refused as in flight.
    for (int i = 0; i < o.replays && !completed.isEmpty(); ++i) {
        const Used& token = completed.at(int(m_rng.bounded(int(completed.size()))));
        if (acquire(token, token.call.request, o.liveLease).outcome == AcquireOutcome::Replay)
            ++s.replays;
    }
    for (int i = 0; i < o.mismatches && !completed.isEmpty(); ++i) {
        const Used& token = completed.at(int(m_rng.bounded(int(completed.size()))));
        const RequestIdentity other =
            RequestIdentity::of(token.call.request.method, token.call.request.path,
                                token.call.request.bodySample + QByteArrayLiteral(" "));
        if (acquire(token, other, o.liveLease).outcome == AcquireOutcome::Mismatch)
            ++s.mismatches;
    }
    for (int i = 0; i < o.inFlight && !live.isEmpty(); ++i) {
        const Used& token = live.at(int(m_rng.bounded(int(live.size()))));
        if (acquire(token, token.call.request, o.liveLease).outcome == AcquireOutcome::InFlight)
            ++s.inFlight;
    }
    return s;
}

void validateOptions(const DemoOptions& o) {
    auto refuse = [](const QString& what) {
        throw Error(ErrorKind::BadInput, QStringLiteral("Demo data: %1.").arg(what));
    };
    for (int count : {o.pending, o.released, o.processing, o.stuck, o.completed, o.expired,
                      o.replays, o.mismatches, o.inFlight}) {
        if (count < 0)
            refuse(QStringLiteral("counts must not be negative"));
    }
    if (o.released > o.pending)
        refuse(QStringLiteral("released tokens are part of the pending ones"));
    if (o.liveLease.count() <= 0 || o.stuckLease.count() <= 0 || o.retention.count() <= 0)
        refuse(QStringLiteral("leases and retention must be positive"));
    if (o.stuckLease >= o.liveLease)
        refuse(QStringLiteral("the stuck lease must be shorter than the live lease"));
    if (o.scopes.isEmpty())
        refuse(QStringLiteral("at least one scope is needed"));
}

} // namespace

DemoSummary populate(TokenStore& store, const DemoOptions& options) {
    validateOptions(options);
    return Populator(store, options).run();
}

} // namespace idem::demo
