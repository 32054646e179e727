// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "guard/idempotencyguard.h"

#include "base/errors.h"
#include "token/generator.h"

namespace idem {

IdempotencyGuard::IdempotencyGuard(TokenStore& store, GuardOptions options)
    : m_store(store), m_options(options) {}

GuardResult IdempotencyGuard::run(const QString& key, const QString& scope,
                                  const RequestIdentity& request, const Work& work) {
    AcquireRequest acquire;
    acquire.key = key;
    acquire.scope = scope;
    acquire.request = request;
    acquire.owner = TokenGenerator::owner();
    acquire.lease = m_options.lease;
    acquire.retention = m_options.retention;
    acquire.mode = m_options.mode;

    GuardResult result;
    result.acquire = m_store.acquire(acquire);
    const TokenRecord& record = result.acquire.record;
    switch (result.acquire.outcome) {
    case AcquireOutcome::Replay:
        result.kind = GuardResult::Kind::Replayed;
        result.response = record.response.value_or(StoredResponse{});
        return result;
    case AcquireOutcome::InFlight:
        result.kind = GuardResult::Kind::InFlight;
        result.retryAfter = result.acquire.retryAfter;
        return result;
    case AcquireOutcome::Mismatch:
        result.kind = GuardResult::Kind::Mismatch;
        return result;
    case AcquireOutcome::Unknown:
    case AcquireOutcome::Expired:
        result.kind = GuardResult::Kind::Rejected;
        return result;
    case AcquireOutcome::Acquired:
        break;
    }

    const Claim claim{key, scope, record.owner, record.fence};
    WorkResult outcome;
    try {
        outcome = work(result.acquire);
    } catch (...) {
        try {
            m_store.release(claim);
        } catch (const Error&) {
            // The work's own failure is what the caller needs to see; a claim that could not
            // be released is taken over once its lease ends.
        }
        throw;
    }

    try {
        if (outcome.kind == WorkResult::Kind::Release) {
            m_store.release(claim);
            result.kind = GuardResult::Kind::Released;
            return result;
        }
        CompleteRequest complete{claim, outcome.response, m_options.retention};
        const TokenRecord stored = m_store.complete(complete);
        result.kind = GuardResult::Kind::Executed;
        result.response = stored.response.value_or(StoredResponse{});
        return result;
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Conflict) {
            result.kind = GuardResult::Kind::LostOwnership;
            return result;
        }
        throw;
    }
}

} // namespace idem
