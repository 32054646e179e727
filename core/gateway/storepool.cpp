// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/storepool.h"

#include "store/storeregistry.h"

#include <QDeadlineTimer>
#include <QThread>
#include <algorithm>

namespace idem::gateway {

namespace {
/// Between two attempts to make the pipelined connection while the server cannot be reached.
constexpr std::chrono::milliseconds kReconnectPause{1000};

} // namespace

/// The store's asynchronous path and what it needs: lives on the pool's thread (`home`); its
/// connections are made on `connector`'s.
struct StorePool::Fast {
    std::shared_ptr<AsyncChanges> path;
    QObject home; ///< On the pool's thread: receives the connector's results.
    QThread connector;
    QObject* connectorReceiver = nullptr;
    bool connecting = false;
    QDeadlineTimer nextAttempt{0};
    quint64 calls = 0;
    std::function<void(bool)> onChanged;
};

struct StorePool::Worker {
    QThread thread;
    QObject* receiver = nullptr; ///< Lives on `thread`; tasks are queued calls on it.
    std::unique_ptr<TokenStore> own;
    /// Hot-path changes waiting for the next batch; `scheduled` while a drain() is posted or
    /// running (then a new change only joins the queue).
    std::mutex queueMutex;
    std::deque<Queued> queue;
    bool scheduled = false;
};

int StorePool::defaultWorkers(const QString& url) {
    return storeKindOf(url) == StoreKind::Postgres ? kDefaultPostgresWorkers : kDefaultWorkers;
}

StorePool::StorePool(const QString& url, int workers)
    : m_url(url), m_home(std::make_unique<QObject>()) {
    if (workers <= 0)
        workers = defaultWorkers(url);
    // A private in-memory database exists once per open: every worker must share it.
    if (storeUrlIsInMemory(url)) {
        m_shared = std::shared_ptr<TokenStore>(openStore(url));
        workers = 1;
    }
    // SQLite has one writer at a time: more connections only wait on its lock (the 8,000-request
    // gateway race took 20.9 s with one worker, 27.1 s with four).
    if (storeKindOf(url) == StoreKind::Sqlite)
        workers = 1;
    startWorkers(workers);
    // One worker opens its store now rather than at the first job, so that the store's
    // asynchronous path (probeFast()) is connecting before the first request arrives. A store
    // that is down now is opened by the next job, as before.
    if (!m_shared) {
        Worker* w = m_workers.front().get();
        QMetaObject::invokeMethod(w->receiver, [this, w] {
            std::optional<Error> ignored;
            storeOf(w, ignored);
        });
    }
}

StorePool::StorePool(std::shared_ptr<TokenStore> shared, int workers)
    : m_shared(std::move(shared)), m_home(std::make_unique<QObject>()) {
    startWorkers(workers > 0 ? workers : kDefaultWorkers);
}

void StorePool::startWorkers(int n) {
    n = qBound(1, n, 64);
    for (int i = 0; i < n; ++i) {
        auto w = std::make_unique<Worker>();
        w->thread.setObjectName(QStringLiteral("idemgate-store-%1").arg(i));
        w->receiver = new QObject;
        w->receiver->moveToThread(&w->thread);
        QObject::connect(&w->thread, &QThread::finished, w->receiver, &QObject::deleteLater);
        w->thread.start();
        m_workers.push_back(std::move(w));
    }
}

StorePool::~StorePool() {
    if (m_fast) {
        // A connect in progress ends within the URL's connect timeout; its result, still queued
        // for `home`, is dropped with it.
        m_fast->connector.quit();
        m_fast->connector.wait();
        m_fast.reset();
    }
    for (auto& w : m_workers) {
        // The store closes on the thread that opened it (its sockets belong to that thread).
        QMetaObject::invokeMethod(w->receiver, [wp = w.get()] { wp->own.reset(); });
        w->thread.quit();
    }
    for (auto& w : m_workers)
        w->thread.wait();
}

TokenStore* StorePool::storeOf(Worker* w, std::optional<Error>& openError) {
    if (m_shared)
        return m_shared.get();
    if (!w->own) {
        try {
            w->own = openStore(m_url);
        } catch (const Error& e) {
            openError = e;
            return nullptr;
        }
        if (!m_probed.exchange(true))
            probeFast(*w->own);
    }
    return w->own.get();
}

void StorePool::post(Task task) {
    Worker* w = m_workers[m_next.fetch_add(1, std::memory_order_relaxed) % m_workers.size()].get();
    QMetaObject::invokeMethod(w->receiver, [this, w, task = std::move(task)] {
        std::optional<Error> openError;
        TokenStore* store = storeOf(w, openError);
        if (task(store, openError) && store && !m_shared)
            w->own.reset(); // a broken connection: reopen for the next job
    });
}

void StorePool::enqueue(QObject* context, Change change, Finish finish) {
    Worker* w = m_workers[m_next.fetch_add(1, std::memory_order_relaxed) % m_workers.size()].get();
    {
        std::lock_guard lock(w->queueMutex);
        if (w->queue.size() < std::size_t(kQueueLimit)) {
            w->queue.push_back({std::move(change), QPointer<QObject>(context), std::move(finish)});
            if (w->scheduled)
                return;
            w->scheduled = true;
        } else {
            w = nullptr;
        }
    }
    if (!w) {
        ChangeOutcome refused;
        refused.error = Error(ErrorKind::Retryable,
                              QStringLiteral("The gateway's store queue is full; nothing was "
                                             "changed, try again."));
        // Queued like any answer: `done` never runs inside the call.
        if (context) {
            QMetaObject::invokeMethod(
                context,
                [finish = std::move(finish), refused = std::move(refused)]() mutable {
                    finish(std::move(refused), std::chrono::nanoseconds(0));
                },
                Qt::QueuedConnection);
        }
        return;
    }
    QMetaObject::invokeMethod(w->receiver, [this, w] { drain(w); });
}

/// Runs one batch of the worker's queue — every change waiting, up to kBatchCap — then posts
/// itself again while changes wait (so jobs from submit() queued meanwhile take their turn).
void StorePool::drain(Worker* w) {
    std::vector<Queued> batch;
    {
        std::lock_guard lock(w->queueMutex);
        const std::size_t n = std::min(w->queue.size(), std::size_t(kBatchCap));
        batch.reserve(n);
        for (std::size_t i = 0; i < n; ++i) {
            batch.push_back(std::move(w->queue.front()));
            w->queue.pop_front();
        }
        if (batch.empty()) {
            w->scheduled = false;
            return;
        }
    }
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<ChangeOutcome> outcomes;
    std::optional<Error> openError;
    if (TokenStore* store = storeOf(w, openError)) {
        std::vector<Change> changes;
        changes.reserve(batch.size());
        for (Queued& q : batch)
            changes.push_back(std::move(q.change));
        try {
            outcomes = store->changeMany(changes);
        } catch (const Error& e) {
            openError = e;
        } catch (const std::exception& e) {
            openError = Error(ErrorKind::Internal, QString::fromUtf8(e.what()));
        }
    }
    if (outcomes.size() != batch.size()) {
        outcomes.assign(batch.size(), ChangeOutcome{});
        for (ChangeOutcome& o : outcomes)
            o.error = openError ? *openError
                                : Error(ErrorKind::Internal,
                                        QStringLiteral("The store answered a batch of %1 changes "
                                                       "with a different count.")
                                            .arg(batch.size()));
    }
    const auto elapsed = std::chrono::steady_clock::now() - t0;
    m_batches.fetch_add(1, std::memory_order_relaxed);
    m_batchedCalls.fetch_add(batch.size(), std::memory_order_relaxed);
    int largest = m_largestBatch.load(std::memory_order_relaxed);
    while (int(batch.size()) > largest &&
           !m_largestBatch.compare_exchange_weak(largest, int(batch.size())))
        ;
    const bool suspect = std::any_of(outcomes.begin(), outcomes.end(), [](const ChangeOutcome& o) {
        return o.error && connectionSuspect(*o.error);
    });
    // The answers go back in queue order, one queued call per run of answers for the same
    // context (the gateway's calls share one: one call per batch) instead of one per answer:
    // each queued call is an allocation, a lock and a wake-up of the receiving event loop. A
    // context destroyed meanwhile gets none of its answers, as with one call each.
    struct Answer {
        Finish finish;
        ChangeOutcome outcome;
    };
    for (std::size_t i = 0; i < batch.size();) {
        QObject* const context = batch[i].context.data();
        auto run = std::make_shared<std::vector<Answer>>();
        for (; i < batch.size() && batch[i].context.data() == context; ++i)
            run->push_back({std::move(batch[i].finish), std::move(outcomes[i])});
        if (context) {
            QMetaObject::invokeMethod(
                context,
                [run, elapsed] {
                    for (Answer& a : *run)
                        a.finish(std::move(a.outcome), elapsed);
                },
                Qt::QueuedConnection);
        }
    }
    if (suspect && w->own && !m_shared)
        w->own.reset(); // a broken connection: reopen for the next batch
    bool more = false;
    {
        std::lock_guard lock(w->queueMutex);
        more = !w->queue.empty();
        if (!more)
            w->scheduled = false;
    }
    if (more)
        QMetaObject::invokeMethod(
            w->receiver, [this, w] { drain(w); }, Qt::QueuedConnection);
}

template <typename T> void StorePool::enqueueChange(QObject* context, Change change, Done<T> done) {
    enqueue(context, std::move(change),
            [done = std::move(done)](ChangeOutcome o, std::chrono::nanoseconds elapsed) {
                StoreOutcome<T> out;
                out.elapsed = elapsed;
                out.error = std::move(o.error);
                if (!out.error) {
                    if constexpr (std::is_same_v<T, AcquireResult>)
                        out.value = std::move(o.acquired);
                    else
                        out.value = std::move(o.record);
                    if (!out.value)
                        out.error = Error(ErrorKind::Internal,
                                          QStringLiteral("The store gave a change no outcome."));
                }
                done(std::move(out));
            });
}

bool StorePool::pipelined() const {
    return m_fast && m_fast->path->isOpen();
}

quint64 StorePool::pipelinedCalls() const {
    return m_fast ? m_fast->calls : 0;
}

void StorePool::setOnPipelineChanged(std::function<void(bool)> onChanged) {
    m_onPipelineChanged = onChanged;
    if (m_fast)
        m_fast->onChanged = std::move(onChanged);
}

/// On a worker's thread, once: a store with an asynchronous path hands it (not yet connected:
/// no I/O) to the pool's thread.
void StorePool::probeFast(const TokenStore& store) {
    std::shared_ptr<AsyncChanges> path = store.asyncChanges();
    if (!path)
        return;
    QMetaObject::invokeMethod(m_home.get(), [this, path] { startFast(path); });
}

void StorePool::startFast(std::shared_ptr<AsyncChanges> path) {
    if (m_fast)
        return;
    m_fast = std::make_unique<Fast>();
    m_fast->path = std::move(path);
    m_fast->onChanged = m_onPipelineChanged;
    m_fast->connector.setObjectName(QStringLiteral("idemgate-store-connect"));
    m_fast->connectorReceiver = new QObject;
    m_fast->connectorReceiver->moveToThread(&m_fast->connector);
    QObject::connect(&m_fast->connector, &QThread::finished, m_fast->connectorReceiver,
                     &QObject::deleteLater);
    m_fast->connector.start();
    connectFast();
}

/// Makes the asynchronous path's connection on the connector thread, unless one is up, being
/// made, or the last attempt failed less than kReconnectPause ago.
void StorePool::connectFast() {
    Fast* f = m_fast.get();
    if (!f || f->connecting || f->path->isOpen() || !f->nextAttempt.hasExpired())
        return;
    f->connecting = true;
    QThread* home = f->home.thread();
    QMetaObject::invokeMethod(f->connectorReceiver, [f, home] {
        bool connected = false;
        QString failure;
        try {
            f->path->connect(home);
            connected = true;
        } catch (const Error& e) {
            failure = e.message();
        } catch (const std::exception& e) {
            failure = QString::fromUtf8(e.what());
        }
        QMetaObject::invokeMethod(&f->home, [f, connected, failure] {
            f->connecting = false;
            const QString what = f->path->description();
            if (!connected) {
                QString reason = failure;
                if (reason.endsWith(u'.'))
                    reason.chop(1);
                qWarning("idemgate: %s could not be made (%s); store calls go through the "
                         "worker threads meanwhile",
                         qPrintable(what), qPrintable(reason));
                f->nextAttempt = QDeadlineTimer(kReconnectPause);
                return;
            }
            f->path->open([f, what](const QString& why) {
                qWarning("idemgate: %s broke: %s", qPrintable(what), qPrintable(why));
                if (f->onChanged)
                    f->onChanged(false);
            });
            if (f->onChanged)
                f->onChanged(true);
        });
    });
}

template <typename T, typename Send, typename Job>
void StorePool::hotCall(QObject* context, Send send, Job job, Done<T> done) {
    Fast* f = m_fast.get();
    if (f && f->path->isOpen() && QThread::currentThread() == f->home.thread()) {
        const auto t0 = std::chrono::steady_clock::now();
        const bool sent = send(*f->path, [done = std::move(done), ctx = QPointer<QObject>(context),
                                          t0](std::optional<T> value, std::optional<Error> error) {
            if (!ctx)
                return;
            StoreOutcome<T> out;
            out.value = std::move(value);
            out.error = std::move(error);
            out.elapsed = std::chrono::steady_clock::now() - t0;
            done(std::move(out));
        });
        if (sent)
            ++f->calls;
        return;
    }
    if (f)
        connectFast();
    if constexpr (std::is_same_v<Job, Change>)
        enqueueChange<T>(context, std::move(job), std::move(done));
    else
        submit(context, std::move(job), std::move(done));
}

void StorePool::issue(QObject* context, IssueRequest request, Done<TokenRecord> done) {
    hotCall<TokenRecord>(
        context,
        [&request](AsyncChanges& a, auto done) { return a.issue(request, std::move(done)); },
        [request](TokenStore& s) { return s.issue(request); }, std::move(done));
}

void StorePool::acquire(QObject* context, AcquireRequest request, Done<AcquireResult> done) {
    hotCall<AcquireResult>(
        context,
        [&request](AsyncChanges& a, auto done) { return a.acquire(request, std::move(done)); },
        Change::ofAcquire(request), std::move(done));
}

void StorePool::complete(QObject* context, CompleteRequest request, Done<TokenRecord> done) {
    hotCall<TokenRecord>(
        context,
        [&request](AsyncChanges& a, auto done) { return a.complete(request, std::move(done)); },
        Change::ofComplete(request), std::move(done));
}

void StorePool::release(QObject* context, Claim claim, Done<TokenRecord> done) {
    hotCall<TokenRecord>(
        context, [&claim](AsyncChanges& a, auto done) { return a.release(claim, std::move(done)); },
        Change::ofRelease(claim), std::move(done));
}

void StorePool::renew(QObject* context, Claim claim, std::chrono::milliseconds lease,
                      Done<TokenRecord> done) {
    hotCall<TokenRecord>(
        context,
        [&claim, lease](AsyncChanges& a, auto done) {
            return a.renew(claim, lease, std::move(done));
        },
        Change::ofRenew(claim, lease), std::move(done));
}

} // namespace idem::gateway
