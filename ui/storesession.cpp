// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "storesession.h"

namespace idem::ui {

StoreSession::StoreSession(QObject* parent) : QObject(parent) {}

StoreSession::~StoreSession() {
    close();
}

template <typename... Args>
void StoreSession::forward(void (StoreWorker::*from)(Args...), void (StoreSession::*to)(Args...)) {
    connect(m_worker, from, m_thread.context(),
            [this, to](Args... args) { emit(this->*to)(args...); });
}

void StoreSession::open(const QString& url, StoreWorker::Prepare prepare, bool writesAllowed) {
    close();
    m_worker = m_thread.start(new StoreWorker(url, std::move(prepare), writesAllowed));
    forward(&StoreWorker::opened, &StoreSession::opened);
    forward(&StoreWorker::countsReady, &StoreSession::countsReady);
    forward(&StoreWorker::countsFailed, &StoreSession::countsFailed);
    forward(&StoreWorker::pageReady, &StoreSession::pageReady);
    forward(&StoreWorker::pageFailed, &StoreSession::pageFailed);
    forward(&StoreWorker::recordReady, &StoreSession::recordReady);
    forward(&StoreWorker::auditReady, &StoreSession::auditReady);
    forward(&StoreWorker::statsReady, &StoreSession::statsReady);
    forward(&StoreWorker::statsFailed, &StoreSession::statsFailed);
    forward(&StoreWorker::actionFinished, &StoreSession::actionFinished);
    forward(&StoreWorker::exportFinished, &StoreSession::exportFinished);
    forward(&StoreWorker::failed, &StoreSession::failed);
}

void StoreSession::close() {
    // Never waits (WorkerThread's policy): the worker is deleted on its thread once the call
    // in progress returns, and its answers go nowhere.
    m_worker = nullptr;
    m_thread.stop();
}

template <typename F> bool StoreSession::post(F call) {
    if (!m_worker)
        return false;
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, call = std::move(call)] { call(*w); }, Qt::QueuedConnection);
    return true;
}

bool StoreSession::refreshCounts() {
    return post([](StoreWorker& w) { w.refreshCounts(); });
}

bool StoreSession::loadPage(quint64 generation, const idem::ListQuery& query) {
    return post([generation, query](StoreWorker& w) { w.loadPage(generation, query); });
}

bool StoreSession::loadRecord(const QString& key, const QString& scope) {
    return post([key, scope](StoreWorker& w) { w.loadRecord(key, scope); });
}

bool StoreSession::loadAudit(int limit) {
    return post([limit](StoreWorker& w) { w.loadAudit(limit); });
}

bool StoreSession::loadStats(std::chrono::milliseconds window) {
    return post([window](StoreWorker& w) { w.loadStats(window); });
}

bool StoreSession::runAction(const ActionRequest& request) {
    return post([request](StoreWorker& w) { w.runAction(request); });
}

bool StoreSession::exportRecords(const QString& path, const QList<idem::TokenRecord>& rows,
                                 const std::vector<int>& order, StoreWorker::ExportFormat format) {
    return post([path, rows, order, format](StoreWorker& w) {
        QList<idem::TokenRecord> records;
        records.reserve(qsizetype(order.size()));
        for (const int i : order)
            records << rows.at(i);
        w.exportRecords(path, records, format);
    });
}

} // namespace idem::ui
