// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "storeworker.h"
#include "workerthread.h"

#include <QObject>
#include <QString>
#include <chrono>
#include <vector>

namespace idem::ui {

/// The console's one store connection: a StoreWorker on a thread named "store-worker" (a
/// WorkerThread), the requests the pages make of it, and its answers as this object's signals.
/// The token browser, the Audit tab and the Dashboard ask through it; none of them touches the
/// worker or its thread.
///
/// Requests are queued to the worker (each returns false, asking nothing, when no connection is
/// open); answers arrive queued on the GUI thread and are re-emitted here, but only those of the
/// connection open now: close() and open() stop the old worker by WorkerThread's policy — never
/// waiting, so a store call in progress on a frozen server keeps only the worker's thread — and
/// no answer of the old connection is emitted after it, not even one already queued.
///
/// Threads: the GUI thread (the thread that created it) only.
class StoreSession : public QObject {
    Q_OBJECT
public:
    explicit StoreSession(QObject* parent = nullptr);
    ~StoreSession() override; ///< close()

    /// Closes the current connection (if any) and starts a worker for `url`; the store opens
    /// with the first request. `prepare`, if set, runs on the worker right after it opened;
    /// `writesAllowed` is the profile's (the worker refuses operator actions without it).
    void open(const QString& url, StoreWorker::Prepare prepare, bool writesAllowed);
    /// Stops the worker without waiting for it. Idempotent.
    void close();
    /// A connection is open (open() and no close() since).
    bool isOpen() const { return m_worker != nullptr; }
    /// The worker's thread runs (open, and started).
    bool isRunning() const { return m_worker && m_thread.isRunning(); }

    /// StoreWorker's requests; false (nothing asked) when no connection is open.
    bool refreshCounts();
    bool loadPage(quint64 generation, const idem::ListQuery& query);
    bool loadRecord(const QString& key, const QString& scope);
    bool loadAudit(int limit);
    bool loadStats(std::chrono::milliseconds window);
    bool runAction(const idem::ui::ActionRequest& request);
    /// Exports rows[order[0]], rows[order[1]], … (the loaded rows in a view's order): the
    /// worker picks them, so that the GUI thread copies no records.
    bool exportRecords(const QString& path, const QList<idem::TokenRecord>& rows,
                       const std::vector<int>& order, StoreWorker::ExportFormat format);

signals:
    // StoreWorker's answers, of the connection open now only.
    void opened(const idem::StoreInfo& info);
    void countsReady(const idem::StateCounts& counts);
    void countsFailed();
    void pageReady(quint64 generation, const idem::ListPage& page);
    void pageFailed(quint64 generation);
    void recordReady(const QString& key, const QString& scope,
                     const std::optional<idem::TokenRecord>& record);
    void auditReady(const QList<idem::AuditEntry>& entries);
    void statsReady(const idem::StatsSeries& series);
    void statsFailed();
    void actionFinished(const idem::ui::ActionReport& report);
    void exportFinished(const QString& path, bool ok, const QString& error);
    void failed(idem::ErrorKind kind, const QString& message);

private:
    /// Queues `call` to the worker; false when there is none.
    template <typename F> bool post(F call);
    /// Re-emits the worker's `from` as this object's `to`, through the thread's context (which
    /// WorkerThread::stop cuts off).
    template <typename... Args>
    void forward(void (StoreWorker::*from)(Args...), void (StoreSession::*to)(Args...));

    WorkerThread m_thread{QStringLiteral("store-worker")};
    StoreWorker* m_worker = nullptr; ///< m_thread's worker; nullptr once closed.
};

} // namespace idem::ui
