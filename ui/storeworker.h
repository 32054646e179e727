// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "store/tokenstore.h"
#include "tokens/tokenaction.h"

#include <QMetaType>
#include <QObject>
#include <QString>
#include <chrono>
#include <functional>
#include <memory>

namespace idem::ui {

/// Owns one store connection and runs every call on it, on the thread it was moved to.
///
/// Thread contract: created on the GUI thread and moved to a worker QThread before first use;
/// from then on it is driven only by queued calls (QMetaObject::invokeMethod with a functor, or
/// queued signals) and answers by signals, which the GUI receives queued. It must be destroyed
/// on its own thread (QThread::finished -> deleteLater), so the connection closes there too.
///
/// The store is opened lazily by the first request; after a failed open every later request
/// tries again, so a store that comes back is picked up without a restart. Every failure is
/// reported as failed(kind, message) and never escapes a slot.
///
/// Writes: the worker is told at construction whether its profile allows writes. When it does
/// not, runAction() refuses every operator action itself (ReadOnly), whatever the window's
/// buttons say, so a read-only profile cannot write even through a forced call.
class StoreWorker : public QObject {
    Q_OBJECT
public:
    /// Runs once on the worker thread right after the store first opens (e.g. demo data).
    using Prepare = std::function<void(idem::TokenStore&)>;

    explicit StoreWorker(const QString& storeUrl, Prepare prepare = {}, bool writesAllowed = false);
    ~StoreWorker() override;

    /// Reads the counts per state; answers countsReady or countsFailed.
    void refreshCounts();
    /// Reads one page; answers pageReady or pageFailed with the same generation.
    void loadPage(quint64 generation, const idem::ListQuery& query);
    /// Reads one token again; answers recordReady (std::nullopt when it is gone) or failed().
    void loadRecord(const QString& key, const QString& scope);
    /// Reads the newest `limit` audit entries; answers auditReady or failed().
    void loadAudit(int limit);
    /// Reads the stats intervals of the last `window` (TokenStore::stats, at most 24 h);
    /// answers statsReady, or statsFailed after failed(). Exactly one answer per request it
    /// receives (none once the thread is being shut down), so the GUI side can both keep one
    /// request in flight and count the requests that reached the worker.
    void loadStats(std::chrono::milliseconds window);
    /// Runs an operator action on every target, one store call each (each writes its own audit
    /// entry in the same atomic step); answers actionFinished with one outcome per target.
    void runAction(const idem::ui::ActionRequest& request);
    enum class ExportFormat { Csv, Json };
    /// Writes `records` to `path` atomically (QSaveFile) in core/export's shapes (CSV: the
    /// scalar fields; JSON: an array of full records); answers exportFinished. Runs here, not on
    /// the GUI thread: turning 100,000 records into text and writing it takes a while.
    void exportRecords(const QString& path, const QList<idem::TokenRecord>& records,
                       ExportFormat format);

signals:
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
    /// Every failure, with the core's kind and its one-sentence message.
    void failed(idem::ErrorKind kind, const QString& message);

private:
    /// Opens the store if needed and runs `work` on it; false (after failed()) on any error.
    bool withStore(const std::function<void(idem::TokenStore&)>& work);
    static bool interrupted();

    QString m_url;
    Prepare m_prepare;
    bool m_writesAllowed = false;
    std::unique_ptr<idem::TokenStore> m_store;
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::StoreInfo)
Q_DECLARE_METATYPE(idem::StateCounts)
Q_DECLARE_METATYPE(idem::StatsSeries)
Q_DECLARE_METATYPE(idem::ListPage)
Q_DECLARE_METATYPE(idem::ErrorKind)
Q_DECLARE_METATYPE(idem::TokenRecord)
Q_DECLARE_METATYPE(std::optional<idem::TokenRecord>)
Q_DECLARE_METATYPE(QList<idem::AuditEntry>)
