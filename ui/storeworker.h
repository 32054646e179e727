#pragma once

#include "store/errors.h"
#include "store/tokenstore.h"

#include <QMetaType>
#include <QObject>
#include <QString>
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
class StoreWorker : public QObject {
    Q_OBJECT
public:
    /// Runs once on the worker thread right after the store first opens (e.g. demo data).
    using Prepare = std::function<void(idem::TokenStore&)>;

    explicit StoreWorker(const QString& storeUrl, Prepare prepare = {});
    ~StoreWorker() override;

    /// Reads the counts per state; answers countsReady or countsFailed.
    void refreshCounts();
    /// Reads one page; answers pageReady or pageFailed with the same generation.
    void loadPage(quint64 generation, const idem::ListQuery& query);

signals:
    void opened(const idem::StoreInfo& info);
    void countsReady(const idem::StateCounts& counts);
    void countsFailed();
    void pageReady(quint64 generation, const idem::ListPage& page);
    void pageFailed(quint64 generation);
    /// Every failure, with the core's kind and its one-sentence message.
    void failed(idem::ErrorKind kind, const QString& message);

private:
    /// Opens the store if needed and runs `work` on it; false (after failed()) on any error.
    bool withStore(const std::function<void(idem::TokenStore&)>& work);
    static bool interrupted();

    QString m_url;
    Prepare m_prepare;
    std::unique_ptr<idem::TokenStore> m_store;
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::StoreInfo)
Q_DECLARE_METATYPE(idem::StateCounts)
Q_DECLARE_METATYPE(idem::ListPage)
Q_DECLARE_METATYPE(idem::ErrorKind)
