// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "guard/idempotencyguard.h"

#include "base/errors.h"

#include <condition_variable>
#include <map>
#include <mutex>
#include <stop_token>
#include <thread>

namespace idem {

/// The guard's heartbeat: one thread, started with the first claim, that beats for every
/// session of the guard's runs in progress every claimHeartbeat(lease) (one thread per run cost
/// more than the run's store calls: bench_guard): it asks the session for a renew, sends it,
/// and tells the session the answer. A renew the store fails is tried at the next beat; once a
/// session says its claim is lost (fencing refused a renew), its beats end. Renews are made
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

    /// Beats for `session` (locked with `lock` around every call) from now on, the first one
    /// interval from now.
    quint64 add(ClaimSession& session, std::mutex& lock, std::chrono::milliseconds lease) {
        std::lock_guard guard(m_mutex);
        const quint64 id = ++m_lastId;
        const auto due = Clock::now() + claimHeartbeat(lease);
        m_beats.emplace(id, Beat{&session, &lock, lease, due});
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

    /// A session's beats from its StartHeartbeat to its StopHeartbeat (RAII: stopped however
    /// the run ends).
    class For {
    public:
        For(Heartbeats& beats, ClaimSession& session, std::mutex& lock)
            : m_beats(&beats), m_id(beats.add(session, lock, session.lease())) {}
        ~For() { m_beats->remove(m_id); }
        For(const For&) = delete;
        For& operator=(const For&) = delete;

    private:
        Heartbeats* m_beats;
        quint64 m_id;
    };

private:
    struct Beat {
        ClaimSession* session;
        std::mutex* lock; ///< The session's.
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
            std::optional<ClaimSession::Renew> renew;
            {
                std::lock_guard session(*due.lock);
                renew = due.session->beat(Clock::now());
                lost = !renew;
            }
            if (renew) {
                std::optional<Error> failed;
                try {
                    m_store.renew(renew->claim, due.lease);
                } catch (const Error& e) {
                    // Taken over (Conflict): the session stops its beats, and the complete will
                    // say LostOwnership. Any other failure (the store slow or away): the next
                    // beat tries again within the lease.
                    failed = e;
                } catch (...) {
                    // Not the store's contract (it throws idem::Error); the next beat tries again.
                    failed = Error(ErrorKind::Internal, QStringLiteral("the renew failed"));
                }
                std::lock_guard session(*due.lock);
                due.session->renewed(renew->sentAt, failed ? &*failed : nullptr);
                lost = due.session->lost();
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
    ClaimSession session(key, scope, request, m_options);
    // The session is shared with the heartbeat thread from StartHeartbeat to StopHeartbeat:
    // every call to it is made under this lock, and no store call is made under it.
    std::mutex lock;
    const auto now = [] {
        return ClaimSession::Clock::now();
    };
    std::optional<Heartbeats::For> beats;
    std::exception_ptr workFailed;
    StoredResponse stored; // what the store kept, as it kept it

    std::unique_lock locked(lock);
    session.start(now());
    for (;;) {
        const std::optional<ClaimSession::Command> command = session.next();
        if (!command) // every event queues a command: a session that waits for none is a bug
            throw Error(ErrorKind::Internal, QStringLiteral("the claim session stalled"));
        locked.unlock();
        std::optional<Error> failed;
        switch (command->kind) {
        case ClaimSession::Command::Kind::Acquire: {
            // A failed acquire propagates: nothing ran; the caller sees the store's error.
            const AcquireResult acquired = m_store.acquire(session.acquireRequest());
            locked.lock();
            session.acquired(acquired, now());
            continue;
        }
        case ClaimSession::Command::Kind::StartHeartbeat:
            beats.emplace(*m_heartbeats, session, lock);
            break;
        case ClaimSession::Command::Kind::StopHeartbeat:
            beats.reset(); // waits for a renew in flight: none lands after what follows
            break;
        case ClaimSession::Command::Kind::Work: {
            WorkResult outcome = WorkResult::release();
            try {
                outcome = work(session.acquireResult());
            } catch (...) {
                workFailed = std::current_exception(); // released, then rethrown
            }
            locked.lock();
            session.workDone(std::move(outcome));
            continue;
        }
        case ClaimSession::Command::Kind::Complete: {
            locked.lock();
            const CompleteRequest complete = session.completion();
            locked.unlock();
            try {
                stored = m_store.complete(complete).response.value_or(StoredResponse{});
            } catch (const Error& e) {
                failed = e;
            }
            locked.lock();
            session.completeAnswered(failed ? &*failed : nullptr, now());
            continue;
        }
        case ClaimSession::Command::Kind::Read: {
            std::optional<TokenRecord> record;
            try {
                record = m_store.get(key, scope);
            } catch (const Error& e) {
                failed = e;
            }
            if (record && record->response)
                stored = *record->response;
            locked.lock();
            session.read(record, failed ? &*failed : nullptr, now());
            continue;
        }
        case ClaimSession::Command::Kind::Release:
            try {
                m_store.release(session.claim()); // the heartbeat is stopped: no lock needed
            } catch (const Error& e) {
                failed = e;
            }
            locked.lock();
            session.releaseAnswered(failed ? &*failed : nullptr);
            continue;
        case ClaimSession::Command::Kind::Hold:
            locked.lock();
            session.hold({}); // nothing smaller to store instead; the answer is kept whole
            continue;
        case ClaimSession::Command::Kind::Wait:
            std::this_thread::sleep_for(command->interval);
            locked.lock();
            session.retry();
            continue;
        case ClaimSession::Command::Kind::Done:
            return finished(session, workFailed, stored);
        }
        locked.lock();
    }
}

GuardResult IdempotencyGuard::finished(const ClaimSession& session, std::exception_ptr workFailed,
                                       const StoredResponse& stored) {
    GuardResult result;
    result.acquire = session.acquireResult();
    using Outcome = ClaimSession::Outcome;
    switch (session.outcome()) {
    case Outcome::Replayed:
        result.kind = GuardResult::Kind::Replayed;
        result.response = result.acquire.record.response.value_or(StoredResponse{});
        break;
    case Outcome::InFlight:
        result.kind = GuardResult::Kind::InFlight;
        result.retryAfter = result.acquire.retryAfter;
        break;
    case Outcome::Mismatch:
        result.kind = GuardResult::Kind::Mismatch;
        break;
    case Outcome::Unknown:
    case Outcome::Expired:
        result.kind = GuardResult::Kind::Rejected;
        break;
    case Outcome::ClaimedLate:
        // Nothing ran: a claim that could not be given back ends with its lease.
        result.kind = GuardResult::Kind::ClaimedLate;
        break;
    case Outcome::Released:
        // The work's own failure is what the caller needs to see; a claim that could not be
        // released is taken over once its lease ends.
        if (workFailed)
            std::rethrow_exception(workFailed);
        if (session.error() && session.error()->kind() == ErrorKind::Conflict)
            result.kind = GuardResult::Kind::LostOwnership;
        else if (session.error())
            throw *session.error();
        else
            result.kind = GuardResult::Kind::Released;
        break;
    case Outcome::Completed:
        result.kind = GuardResult::Kind::Executed;
        result.response = stored;
        break;
    case Outcome::LostOwnership:
        result.kind = GuardResult::Kind::LostOwnership;
        break;
    case Outcome::StoreFailed: // (the acquire's errors propagate before the session hears them)
    case Outcome::Abandoned:
        throw session.error().value_or(
            Error(ErrorKind::Internal, QStringLiteral("the claim ended without an answer")));
    }
    return result;
}

} // namespace idem
