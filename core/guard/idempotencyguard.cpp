// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "guard/idempotencyguard.h"

#include "base/errors.h"
#include "token/generator.h"

#include <condition_variable>
#include <map>
#include <mutex>
#include <stop_token>
#include <thread>

namespace idem {

std::chrono::milliseconds claimHeartbeat(std::chrono::milliseconds lease) {
    return std::max(lease / 3, std::chrono::milliseconds(50));
}

bool claimedTooLate(std::chrono::milliseconds sinceAsked, std::chrono::milliseconds lease) {
    return sinceAsked > lease / 2;
}

/// The guard's heartbeat: one thread, started with the first claim, that renews every claim of
/// the guard's runs in progress every claimHeartbeat(lease) (one thread per run cost more than
/// the run's store calls: bench_guard). A renew the store fails is tried at the next beat; one
/// refused by fencing ends that claim's beats: the claim is somebody else's. Renews are made
/// one at a time (a store serialises its calls on its connection anyway), earliest due first.
class IdempotencyGuard::Heartbeats {
public:
    using Clock = std::chrono::steady_clock;

    explicit Heartbeats(TokenStore& store) : m_store(store) {}
    ~Heartbeats() {
        if (m_thread.joinable()) {
            m_thread.request_stop(); // wakes the thread's stop-aware waits
            m_thread.join();
        }
    }
    Heartbeats(const Heartbeats&) = delete;
    Heartbeats& operator=(const Heartbeats&) = delete;

    /// Beats for `claim` from now on, the first one interval from now.
    quint64 add(const Claim& claim, std::chrono::milliseconds lease) {
        std::lock_guard lock(m_mutex);
        const quint64 id = ++m_lastId;
        const auto due = Clock::now() + claimHeartbeat(lease);
        m_beats.emplace(id, Beat{claim, lease, due});
        m_idle = claimHeartbeat(lease);
        if (!m_thread.joinable()) {
            m_thread = std::jthread([this](std::stop_token stop) { beat(stop); });
        } else if (due < m_wakeAt) {
            // The thread sleeps past this claim's first beat. Otherwise it is left asleep: a
            // wake-up per run would cost more than the run's store calls (bench_guard).
            m_sooner = true;
            m_changed.notify_all();
        }
        return id;
    }
    /// No more beats for `id`. Waits for its renew in flight, so that none lands after the
    /// complete or release that follows.
    void remove(quint64 id) {
        std::unique_lock lock(m_mutex);
        m_beats.erase(id);
        m_renewed.wait(lock, [&] { return m_renewing != id; });
    }

    /// A claim's beats for the scope of the work (RAII: stopped however the work ends); none
    /// without a heartbeat (`beats` null).
    class For {
    public:
        For(Heartbeats* beats, const Claim& claim, std::chrono::milliseconds lease)
            : m_beats(beats), m_id(beats ? beats->add(claim, lease) : 0) {}
        ~For() {
            if (m_beats)
                m_beats->remove(m_id);
        }
        For(const For&) = delete;
        For& operator=(const For&) = delete;

    private:
        Heartbeats* m_beats;
        quint64 m_id;
    };

private:
    struct Beat {
        Claim claim;
        std::chrono::milliseconds lease;
        Clock::time_point due;
    };

    void beat(const std::stop_token& stop) {
        std::unique_lock lock(m_mutex);
        while (!stop.stop_requested()) {
            auto next = m_beats.end();
            for (auto it = m_beats.begin(); it != m_beats.end(); ++it)
                if (next == m_beats.end() || it->second.due < next->second.due)
                    next = it;
            const auto now = Clock::now();
            if (next == m_beats.end() || next->second.due > now) {
                // (`next` is not used after the wait: a run may remove its claim meanwhile.)
                if (next == m_beats.end() && m_idleOnce) {
                    // Idle for a whole interval: asleep until a claim comes (add() wakes it).
                    m_wakeAt = Clock::time_point::max();
                    m_changed.wait(lock, stop, [&] { return m_sooner; });
                } else {
                    // Until the next beat is due (with none, one interval: claims of runs in
                    // quick succession are due no sooner and need not wake it), or a claim due
                    // sooner comes.
                    m_idleOnce = next == m_beats.end();
                    m_wakeAt = m_idleOnce ? now + m_idle : next->second.due;
                    m_changed.wait_until(lock, stop, m_wakeAt, [&] { return m_sooner; });
                }
                m_sooner = false;
                m_wakeAt = Clock::time_point::min(); // awake: add() need not wake it
                continue;
            }
            m_idleOnce = false;
            const quint64 id = next->first;
            const Beat due = next->second;
            next->second.due = Clock::now() + claimHeartbeat(due.lease);
            m_renewing = id;
            lock.unlock();
            bool lost = false;
            try {
                m_store.renew(due.claim, due.lease);
            } catch (const Error& e) {
                // Taken over: the complete will say LostOwnership. Any other failure (the store
                // slow or away): the next beat tries again within the lease.
                lost = e.kind() == ErrorKind::Conflict;
            } catch (...) {
                // Not the store's contract (it throws idem::Error); the next beat tries again.
            }
            lock.lock();
            if (lost)
                m_beats.erase(id);
            m_renewing = 0;
            m_renewed.notify_all();
        }
    }

    TokenStore& m_store;
    std::mutex m_mutex;
    std::condition_variable_any m_changed; ///< A claim due sooner came, or stop.
    std::condition_variable m_renewed;     ///< A renew ended (m_renewing changed).
    std::map<quint64, Beat> m_beats;
    quint64 m_lastId = 0;
    Clock::time_point m_wakeAt = Clock::time_point::min(); ///< When the sleeping thread wakes.
    bool m_sooner = false;                ///< A claim is due before m_wakeAt: wake now.
    std::chrono::milliseconds m_idle{50}; ///< How long to sleep with no claim, at first.
    bool m_idleOnce = false;              ///< Slept m_idle with no claim: sleep until one comes.
    quint64 m_renewing = 0;               ///< The claim whose renew is in flight; 0: none.
    std::jthread m_thread;                ///< Started by the first add().
};

IdempotencyGuard::IdempotencyGuard(TokenStore& store, GuardOptions options)
    : m_store(store), m_options(options),
      m_heartbeats(options.heartbeat ? std::make_unique<Heartbeats>(store) : nullptr) {}

IdempotencyGuard::~IdempotencyGuard() = default;

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
        const Heartbeats::For beats(m_heartbeats.get(), claim, m_options.lease);
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
