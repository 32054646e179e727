// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "guard/idempotencyguard.h"

#include "base/errors.h"
#include "token/generator.h"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>

namespace idem {

std::chrono::milliseconds claimHeartbeat(std::chrono::milliseconds lease) {
    return std::max(lease / 3, std::chrono::milliseconds(50));
}

bool claimedTooLate(std::chrono::milliseconds sinceAsked, std::chrono::milliseconds lease) {
    return sinceAsked > lease / 2;
}

namespace {

/// Renews a claim every claimHeartbeat(lease) on a thread of its own, from construction until
/// destruction (which waits for a renew in flight, so none lands after the complete that
/// follows). A renew the store fails is tried at the next beat; one refused by fencing ends
/// the beats: the claim is somebody else's.
class Heartbeat {
public:
    Heartbeat(TokenStore& store, const Claim& claim, std::chrono::milliseconds lease)
        : m_thread([this, &store, claim, lease](std::stop_token stop) {
              beat(stop, store, claim, lease);
          }) {}
    ~Heartbeat() { m_thread.request_stop(); } // std::jthread joins
    Heartbeat(const Heartbeat&) = delete;
    Heartbeat& operator=(const Heartbeat&) = delete;

private:
    void beat(const std::stop_token& stop, TokenStore& store, const Claim& claim,
              std::chrono::milliseconds lease) {
        const auto interval = claimHeartbeat(lease);
        std::unique_lock lock(m_mutex);
        while (!stop.stop_requested()) {
            // Wakes at the interval, or at once when the work is done (request_stop).
            m_wake.wait_for(lock, stop, interval, [] { return false; });
            if (stop.stop_requested())
                return;
            try {
                store.renew(claim, lease);
            } catch (const Error& e) {
                if (e.kind() == ErrorKind::Conflict)
                    return; // taken over: the complete will say LostOwnership
                // The store is slow or away: the next beat tries again within the lease.
            }
        }
    }

    std::mutex m_mutex;
    std::condition_variable_any m_wake;
    std::jthread m_thread; // last: it starts once the members it uses exist
};

} // namespace

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
    const auto asked = std::chrono::steady_clock::now();
    result.acquire = m_store.acquire(acquire);
    const auto sinceAsked = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - asked);
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
    if (claimedTooLate(sinceAsked, m_options.lease)) {
        result.kind = GuardResult::Kind::ClaimedLate;
        try {
            m_store.release(claim);
        } catch (const Error&) {
            // Nothing ran: a claim that could not be given back ends with its lease.
        }
        return result;
    }
    WorkResult outcome;
    try {
        std::optional<Heartbeat> heartbeat;
        if (m_options.heartbeat)
            heartbeat.emplace(m_store, claim, m_options.lease);
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
