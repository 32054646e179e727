// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "store/tokenstore.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <atomic>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

class QThread;

namespace idem::gateway {

/// What a store job produced: a value or the idem::Error it threw, and how long it took.
template <typename T> struct StoreOutcome {
    std::optional<T> value;
    std::optional<Error> error;
    std::chrono::nanoseconds elapsed{0};
};

/// Runs blocking TokenStore calls on worker threads so the HTTP thread never waits on a store.
///
/// A SQLite URL gets one worker whatever is asked (one writer at a time: more connections only
/// contend for the lock). Each worker owns one store connection opened from the URL on its own
/// thread (opened lazily and again after a failed open, so a store that is down at start-up is
/// picked up when it comes back). With a shared store (an in-memory SQLite database, or a store the
/// caller already opened, as the console's demo does) every worker uses that one object: stores are
/// thread-safe. Jobs are spread round-robin; the store's atomic operations make the order
/// between workers irrelevant.
///
/// The gateway's hot path — issue, acquire, complete, release, renew — has calls of its own. A
/// store that offers an asynchronous request path (TokenStore::asyncChanges(); today a single
/// Redis server of the native layout, ADR 0011) gets those calls on one connection driven by
/// the calling thread's event loop: no worker hand-off, and the calls of concurrent requests
/// share round trips (docs/BENCHMARKS.md, gateway). The pool asks the first store it opens from
/// the URL (one worker opens its store at start for that); the connection is made on a thread of
/// its own (a dead server never holds a worker or the caller) and again after it broke (at most
/// once a second while the server refuses); until it is up, and for every other store, those
/// calls go through the workers. Both ways give the same results and errors (the store's own
/// logic). A call in flight when the connection breaks gets OutcomeUnknown, as a blocking call
/// would; a connection found broken before a call sends it to the workers instead.
///
/// For every other store the hot-path calls but issue (acquire, complete, release, renew) are
/// coalesced: each worker has a bounded queue of them, and takes all that wait (up to
/// kBatchCap) into one TokenStore::changeMany() — one transaction and one commit on PostgreSQL
/// (group commit), one call at a time on a store without a batch of its own. Nothing waits for
/// a batch to fill: a batch is whatever queued while the worker ran the previous one, so at low
/// load every call is a batch of one. Each caller gets its own outcome; `elapsed` is the
/// batch's time. A full queue refuses the call at once (Retryable, nothing changed).
///
/// Threads: submit() from any thread; `done` runs on `context`'s thread, and not at all if
/// `context` is destroyed first. The hot-path calls go pipelined only when made on the thread
/// that created the pool (else through submit()); their `done` never runs inside the call.
class StorePool {
public:
    /// `workers` <= 0: defaultWorkers(url).
    StorePool(const QString& url, int workers);
    /// `workers` <= 0: kDefaultWorkers.
    StorePool(std::shared_ptr<TokenStore> shared, int workers);
    ~StorePool(); ///< Finishes queued jobs, then stops the threads.
    StorePool(const StorePool&) = delete;
    StorePool& operator=(const StorePool&) = delete;

    static constexpr int kDefaultWorkers = 4;
    /// PostgreSQL: fewer workers make larger batches, so fewer statements, commits and WAL
    /// flushes per change (docs/BENCHMARKS.md, 2026-12-03: 2 workers against 4 gave 10-43 % more
    /// fresh requests/s, batches of 12-13 changes instead of 5; 1 worker was slower).
    static constexpr int kDefaultPostgresWorkers = 2;
    /// The number of workers for `url` when none is configured.
    static int defaultWorkers(const QString& url);

    template <typename Job, typename Done> void submit(QObject* context, Job job, Done done) {
        using T = std::invoke_result_t<Job&, TokenStore&>;
        post([job = std::move(job), done = std::move(done), ctx = QPointer<QObject>(context)](
                 TokenStore* store, const std::optional<Error>& openError) mutable {
            // Returns true when the store's connection should be opened again.
            auto out = std::make_shared<StoreOutcome<T>>();
            const auto t0 = std::chrono::steady_clock::now();
            if (!store) {
                out->error = openError;
            } else {
                try {
                    out->value = job(*store);
                } catch (const Error& e) {
                    out->error = e;
                } catch (const std::exception& e) {
                    out->error = Error(ErrorKind::Internal, QString::fromUtf8(e.what()));
                }
            }
            out->elapsed = std::chrono::steady_clock::now() - t0;
            if (ctx)
                QMetaObject::invokeMethod(
                    ctx.data(), [done = std::move(done), out]() mutable { done(std::move(*out)); });
            return out->error && connectionSuspect(*out->error);
        });
    }

    template <typename T> using Done = std::function<void(StoreOutcome<T>)>;
    void issue(QObject* context, IssueRequest request, Done<TokenRecord> done);
    void acquire(QObject* context, AcquireRequest request, Done<AcquireResult> done);
    void complete(QObject* context, CompleteRequest request, Done<TokenRecord> done);
    void release(QObject* context, Claim claim, Done<TokenRecord> done);
    void renew(QObject* context, Claim claim, std::chrono::milliseconds lease,
               Done<TokenRecord> done);

    /// True when `e` says the store could not be reached (down, cut off, no answer), as
    /// opposed to a store that answered busy or a full queue here (Retryable): the connection
    /// is made again, and --fail-open forwards only then.
    static bool connectionSuspect(const Error& e) {
        return e.kind() == ErrorKind::ConnectionLost || e.kind() == ErrorKind::OutcomeUnknown ||
               e.kind() == ErrorKind::Unavailable;
    }

    int workers() const { return static_cast<int>(m_workers.size()); }
    /// True once the pool knows its store offers the asynchronous path (it asks the first store
    /// it opens from the URL; never for a shared store); `pipelined()`: that connection is up
    /// now. Call both on the pool's thread.
    bool pipelineCapable() const { return m_fast != nullptr; }
    bool pipelined() const;
    /// Hot-path calls sent through the pipelined connection so far (diagnostics, tests).
    quint64 pipelinedCalls() const;
    /// The most changes one worker batch takes, and the most calls a worker's queue holds.
    static constexpr int kBatchCap = 64;
    static constexpr int kQueueLimit = 4096;
    /// Batches run through TokenStore::changeMany() so far, and the calls they carried
    /// (diagnostics, tests: calls / batches is the mean batch size).
    quint64 batches() const { return m_batches.load(std::memory_order_relaxed); }
    quint64 batchedCalls() const { return m_batchedCalls.load(std::memory_order_relaxed); }
    /// The largest batch so far.
    int largestBatch() const { return m_largestBatch.load(std::memory_order_relaxed); }
    /// Called on the pool's thread whenever the pipelined connection comes up (true) or breaks
    /// (false), for a gauge.
    void setOnPipelineChanged(std::function<void(bool up)> onChanged);

private:
    struct Fast;
    template <typename T, typename Send, typename Job>
    void hotCall(QObject* context, Send send, Job job, Done<T> done);
    /// Asks `store` (just opened from the URL on a worker) for its asynchronous path, once.
    void probeFast(const TokenStore& store);
    void startFast(std::shared_ptr<AsyncChanges> path);
    void connectFast();

    struct Worker;
    using Task = std::function<bool(TokenStore*, const std::optional<Error>&)>;
    /// Answers one queued change, on its context's thread: its outcome and the batch's time.
    using Finish = std::function<void(ChangeOutcome, std::chrono::nanoseconds)>;
    struct Queued {
        Change change;
        QPointer<QObject> context;
        Finish finish;
    };
    template <typename T> void enqueueChange(QObject* context, Change change, Done<T> done);
    void enqueue(QObject* context, Change change, Finish finish);
    void drain(Worker* w);
    /// The worker's store (opened on first use), or null with `openError` set.
    TokenStore* storeOf(Worker* w, std::optional<Error>& openError);
    void post(Task task);
    void startWorkers(int n);

    QString m_url;
    std::shared_ptr<TokenStore> m_shared;
    std::vector<std::unique_ptr<Worker>> m_workers;
    std::atomic<unsigned> m_next{0};
    /// On the pool's thread: the asynchronous path is set up there (startFast()).
    std::unique_ptr<QObject> m_home;
    std::atomic<bool> m_probed{false};
    std::unique_ptr<Fast> m_fast;
    std::function<void(bool)> m_onPipelineChanged;
    std::atomic<quint64> m_batches{0};
    std::atomic<quint64> m_batchedCalls{0};
    std::atomic<int> m_largestBatch{0};
};

} // namespace idem::gateway
