// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/storepool.h"

#include "redis/connection.h"
#include "redis/pipeline.h"
#include "store/storeregistry.h"

#include <QDeadlineTimer>
#include <QTcpSocket>
#include <QThread>

namespace idem::gateway {

namespace {
/// Between two attempts to make the pipelined connection while the server cannot be reached.
constexpr std::chrono::milliseconds kReconnectPause{1000};

/// The single-server native-layout Redis URL that the pipelined connection serves, if `url`
/// is one.
std::optional<redis::RedisUrl> pipelineUrl(const QString& url) {
    const std::optional<StoreScheme> scheme = storeSchemeOf(url);
    if (!scheme || scheme->kind != StoreKind::Redis || scheme->severalHosts)
        return std::nullopt;
    try {
        redis::RedisUrl u = redis::RedisUrl::parse(url);
        if (u.topology == redis::Topology::Single && u.layout == redis::Layout::Native)
            return u;
    } catch (const Error&) {
        // Not ours to judge: the workers open the store and report its error.
    }
    return std::nullopt;
}
} // namespace

/// The pipelined connection and what it needs: lives on the pool's thread (`home`), is made on
/// `connector`'s.
struct StorePool::Fast {
    redis::RedisUrl url;
    QObject home; ///< On the pool's thread: receives the connector's results.
    QThread connector;
    QObject* connectorReceiver = nullptr;
    std::shared_ptr<RedisStore> store; ///< Prepares the calls; made once, on `connector`.
    redis::Pipeline* pipe = nullptr;   ///< Child of `home`; null while (re)connecting.
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

StorePool::StorePool(const QString& url, int workers) : m_url(url) {
    if (const auto u = pipelineUrl(url)) {
        m_fast = std::make_unique<Fast>();
        m_fast->url = *u;
        m_fast->connector.setObjectName(QStringLiteral("idemgate-store-connect"));
        m_fast->connectorReceiver = new QObject;
        m_fast->connectorReceiver->moveToThread(&m_fast->connector);
        QObject::connect(&m_fast->connector, &QThread::finished, m_fast->connectorReceiver,
                         &QObject::deleteLater);
        m_fast->connector.start();
        connectFast();
    }
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
}

StorePool::StorePool(std::shared_ptr<TokenStore> shared, int workers)
    : m_shared(std::move(shared)) {
    startWorkers(workers);
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
        delete m_fast->pipe;
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

void StorePool::enqueue(Change change, Finish finish) {
    Worker* w = m_workers[m_next.fetch_add(1, std::memory_order_relaxed) % m_workers.size()].get();
    {
        std::lock_guard lock(w->queueMutex);
        if (w->queue.size() < std::size_t(kQueueLimit)) {
            w->queue.push_back({std::move(change), std::move(finish)});
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
        finish(std::move(refused), std::chrono::nanoseconds(0));
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
    bool suspect = false;
    for (std::size_t i = 0; i < batch.size(); ++i) {
        if (outcomes[i].error && connectionSuspect(*outcomes[i].error))
            suspect = true;
        batch[i].finish(std::move(outcomes[i]), elapsed);
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
    enqueue(std::move(change), [done = std::move(done), ctx = QPointer<QObject>(context)](
                                   ChangeOutcome o, std::chrono::nanoseconds elapsed) mutable {
        auto out = std::make_shared<StoreOutcome<T>>();
        out->elapsed = elapsed;
        out->error = std::move(o.error);
        if (!out->error) {
            if constexpr (std::is_same_v<T, AcquireResult>)
                out->value = std::move(o.acquired);
            else
                out->value = std::move(o.record);
            if (!out->value)
                out->error = Error(ErrorKind::Internal,
                                   QStringLiteral("The store gave a change no outcome."));
        }
        if (ctx)
            QMetaObject::invokeMethod(
                ctx.data(), [done = std::move(done), out]() mutable { done(std::move(*out)); },
                Qt::QueuedConnection);
    });
}

bool StorePool::pipelined() const {
    return m_fast && m_fast->pipe && m_fast->pipe->isOpen();
}

quint64 StorePool::pipelinedCalls() const {
    return m_fast ? m_fast->calls : 0;
}

void StorePool::setOnPipelineChanged(std::function<void(bool)> onChanged) {
    if (m_fast)
        m_fast->onChanged = std::move(onChanged);
}

/// Makes the pipelined connection on the connector thread — a RedisStore (once) whose write
/// check has run, then a redis::Connection whose socket is handed to this thread — unless one is
/// up, being made, or the last attempt failed less than kReconnectPause ago.
void StorePool::connectFast() {
    Fast* f = m_fast.get();
    if (!f || f->connecting || f->pipe || !f->nextAttempt.hasExpired())
        return;
    f->connecting = true;
    QThread* home = f->home.thread();
    QMetaObject::invokeMethod(f->connectorReceiver, [f, home, store = f->store] {
        std::shared_ptr<RedisStore> s = store;
        auto socket = std::make_shared<std::unique_ptr<QTcpSocket>>();
        QString failure;
        try {
            if (!s)
                s = std::make_shared<RedisStore>(f->url);
            s->checkWrites();
            redis::Connection connection(f->url);
            *socket = connection.detach(home);
        } catch (const Error& e) {
            failure = e.message();
        } catch (const std::exception& e) {
            failure = QString::fromUtf8(e.what());
        }
        QMetaObject::invokeMethod(&f->home, [f, s, socket, failure] {
            f->connecting = false;
            if (s && !f->store)
                f->store = s;
            if (!*socket) {
                QString reason = failure;
                if (reason.endsWith(u'.'))
                    reason.chop(1);
                qWarning("idemgate: the pipelined Redis connection could not be made (%s); "
                         "store calls go through the worker threads meanwhile",
                         qPrintable(reason));
                f->nextAttempt = QDeadlineTimer(kReconnectPause);
                return;
            }
            f->pipe = new redis::Pipeline(std::move(*socket), f->url, &f->home);
            f->pipe->setOnBroken([f](const QString& why) {
                qWarning("idemgate: the pipelined Redis connection broke: %s", qPrintable(why));
                f->pipe->deleteLater();
                f->pipe = nullptr;
                if (f->onChanged)
                    f->onChanged(false);
            });
            if (f->onChanged)
                f->onChanged(true);
        });
    });
}

template <typename T, typename Prepare, typename Job>
void StorePool::hotCall(QObject* context, Prepare prepare, Job job, Done<T> done) {
    Fast* f = m_fast.get();
    if (pipelined() && f->store && QThread::currentThread() == f->home.thread()) {
        const auto t0 = std::chrono::steady_clock::now();
        std::optional<RedisStore::Prepared<T>> p;
        try {
            p = prepare(*f->store);
        } catch (const Error& e) {
            StoreOutcome<T> out;
            out.error = e;
            QMetaObject::invokeMethod(
                context, [done = std::move(done), out]() mutable { done(std::move(out)); },
                Qt::QueuedConnection);
            return;
        }
        ++f->calls;
        f->pipe->eval(
            *p->script, p->keys, p->args,
            [read = std::move(p->read), done = std::move(done), ctx = QPointer<QObject>(context),
             t0](redis::Reply reply, std::optional<Error> error) {
                StoreOutcome<T> out;
                out.error = std::move(error);
                if (!out.error) {
                    try {
                        out.value = read(reply);
                    } catch (const Error& e) {
                        out.error = e;
                    } catch (const std::exception& e) {
                        out.error = Error(ErrorKind::Internal, QString::fromUtf8(e.what()));
                    }
                }
                out.elapsed = std::chrono::steady_clock::now() - t0;
                if (ctx)
                    done(std::move(out));
            });
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
        context, [&request](RedisStore& s) { return s.prepareIssue(request); },
        [request](TokenStore& s) { return s.issue(request); }, std::move(done));
}

void StorePool::acquire(QObject* context, AcquireRequest request, Done<AcquireResult> done) {
    hotCall<AcquireResult>(
        context, [&request](RedisStore& s) { return s.prepareAcquire(request); },
        Change::ofAcquire(request), std::move(done));
}

void StorePool::complete(QObject* context, CompleteRequest request, Done<TokenRecord> done) {
    hotCall<TokenRecord>(
        context, [&request](RedisStore& s) { return s.prepareComplete(request); },
        Change::ofComplete(request), std::move(done));
}

void StorePool::release(QObject* context, Claim claim, Done<TokenRecord> done) {
    hotCall<TokenRecord>(
        context, [&claim](RedisStore& s) { return s.prepareRelease(claim); },
        Change::ofRelease(claim), std::move(done));
}

void StorePool::renew(QObject* context, Claim claim, std::chrono::milliseconds lease,
                      Done<TokenRecord> done) {
    hotCall<TokenRecord>(
        context, [&claim, lease](RedisStore& s) { return s.prepareRenew(claim, lease); },
        Change::ofRenew(claim, lease), std::move(done));
}

} // namespace idem::gateway
