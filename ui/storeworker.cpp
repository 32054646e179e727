#include "storeworker.h"

#include <QThread>
#include <exception>

namespace idem::ui {

StoreWorker::StoreWorker(const QString& storeUrl, Prepare prepare)
    : m_url(storeUrl), m_prepare(std::move(prepare)) {}

StoreWorker::~StoreWorker() = default;

bool StoreWorker::interrupted() {
    // Requests still queued when the window shuts the thread down are dropped, not run.
    return QThread::currentThread()->isInterruptionRequested();
}

bool StoreWorker::withStore(const std::function<void(idem::TokenStore&)>& work) {
    try {
        if (!m_store) {
            m_store = openStore(m_url);
            emit opened(m_store->info());
            if (m_prepare) {
                // Once only, even if it fails: running it again could add its data twice.
                const Prepare prepare = std::exchange(m_prepare, {});
                prepare(*m_store);
            }
        }
        work(*m_store);
        return true;
    } catch (const Error& e) {
        // A broken connection is not reused; the next request opens a new one.
        if (e.kind() == ErrorKind::ConnectionLost)
            m_store.reset();
        emit failed(e.kind(), e.message());
    } catch (const std::exception& e) {
        emit failed(ErrorKind::Internal, QString::fromLocal8Bit(e.what()));
    }
    return false;
}

void StoreWorker::refreshCounts() {
    if (interrupted())
        return;
    StateCounts counts;
    if (withStore([&](TokenStore& store) { counts = store.counts(); }))
        emit countsReady(counts);
    else
        emit countsFailed();
}

void StoreWorker::loadPage(quint64 generation, const idem::ListQuery& query) {
    if (interrupted())
        return;
    ListPage page;
    if (withStore([&](TokenStore& store) { page = store.list(query); }))
        emit pageReady(generation, page);
    else
        emit pageFailed(generation);
}

} // namespace idem::ui
