// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "store/tokenstore.h"

#include "token/key.h"
#include "token/statemachine.h"

namespace idem {

void validate(const ListQuery& query) {
    if (query.limit < 1 || query.limit > 1000) {
        throw Error(
            ErrorKind::BadInput,
            QStringLiteral("The page size must be 1 to 1000; %1 was asked.").arg(query.limit));
    }
    if (query.scope)
        requireValidScope(*query.scope);
    if (!query.keyPrefix.isEmpty()) {
        if (auto problem = keyProblem(query.keyPrefix))
            throw Error(ErrorKind::BadInput, QStringLiteral("Key prefix: %1").arg(*problem));
    }
    if (auto problem = pathProblem(query.pathPrefix))
        throw Error(ErrorKind::BadInput, *problem);
}

void validateChange(const Change& c) {
    switch (c.kind) {
    case Change::Kind::Acquire:
        validate(c.acquire);
        return;
    case Change::Kind::Complete:
        validate(c.complete);
        return;
    case Change::Kind::Release:
        validate(c.claim);
        return;
    case Change::Kind::Renew:
        validate(c.claim);
        validateLease(c.lease);
        return;
    }
    throw Error(ErrorKind::BadInput, QStringLiteral("Unknown kind of state change."));
}

std::vector<ChangeOutcome> TokenStore::changeMany(const std::vector<Change>& changes) {
    std::vector<ChangeOutcome> out(changes.size());
    for (std::size_t i = 0; i < changes.size(); ++i) {
        const Change& c = changes[i];
        try {
            switch (c.kind) {
            case Change::Kind::Acquire:
                out[i].acquired = acquire(c.acquire);
                break;
            case Change::Kind::Complete:
                out[i].record = complete(c.complete);
                break;
            case Change::Kind::Release:
                out[i].record = release(c.claim);
                break;
            case Change::Kind::Renew:
                out[i].record = renew(c.claim, c.lease);
                break;
            }
        } catch (const Error& e) {
            out[i].error = e;
        }
    }
    return out;
}

ListPage TokenStore::list(const ListQuery& query) {
    validate(query);
    return doList(query);
}

qint64 TokenStore::purgeExpired(qint64 limit) {
    if (limit < 0)
        throw Error(ErrorKind::BadInput, QStringLiteral("The purge limit cannot be negative."));
    return doPurgeExpired(limit);
}

StatsSeries TokenStore::stats(std::chrono::milliseconds window) {
    if (window.count() <= 0 || window > kStatsRetention) {
        throw Error(ErrorKind::BadInput,
                    QStringLiteral("The stats window must be longer than zero and at most 24 h."));
    }
    return doStats(window);
}

QList<AuditEntry> TokenStore::audit(int limit) {
    if (limit < 1 || limit > 1000)
        throw Error(ErrorKind::BadInput, QStringLiteral("The audit limit must be 1 to 1000."));
    return doAudit(limit);
}

} // namespace idem
