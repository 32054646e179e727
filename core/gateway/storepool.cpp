#include "gateway/storepool.h"

#include <QThread>

namespace idem::gateway {

struct StorePool::Worker {
    QThread thread;
    QObject* receiver = nullptr; ///< Lives on `thread`; tasks are queued calls on it.
    std::unique_ptr<TokenStore> own;
};

StorePool::StorePool(const QString& url, int workers) : m_url(url) {
    // A private in-memory database exists once per open: every worker must share it.
    if (url.startsWith(QLatin1String("sqlite::memory:"))) {
        m_shared = std::shared_ptr<TokenStore>(openStore(url));
        workers = 1;
    }
    // SQLite has one writer at a time: more connections only wait on its lock (the 8,000-request
    // gateway race took 20.9 s with one worker, 27.1 s with four).
    if (url.startsWith(QLatin1String("sqlite:")))
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
    for (auto& w : m_workers) {
        // The store closes on the thread that opened it (its sockets belong to that thread).
        QMetaObject::invokeMethod(w->receiver, [wp = w.get()] { wp->own.reset(); });
        w->thread.quit();
    }
    for (auto& w : m_workers)
        w->thread.wait();
}

void StorePool::post(Task task) {
    Worker* w = m_workers[m_next.fetch_add(1, std::memory_order_relaxed) % m_workers.size()].get();
    QMetaObject::invokeMethod(w->receiver, [this, w, task = std::move(task)] {
        if (m_shared) {
            task(m_shared.get(), std::nullopt);
            return;
        }
        if (!w->own) {
            try {
                w->own = openStore(m_url);
            } catch (const Error& e) {
                task(nullptr, e);
                return;
            }
        }
        if (task(w->own.get(), std::nullopt))
            w->own.reset(); // a broken connection: reopen for the next job
    });
}

} // namespace idem::gateway
