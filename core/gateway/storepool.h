#pragma once

#include "store/errors.h"
#include "store/tokenstore.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
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
/// Threads: submit() from any thread; `done` runs on `context`'s thread, and not at all if
/// `context` is destroyed first.
class StorePool {
public:
    StorePool(const QString& url, int workers);
    StorePool(std::shared_ptr<TokenStore> shared, int workers);
    ~StorePool(); ///< Finishes queued jobs, then stops the threads.
    StorePool(const StorePool&) = delete;
    StorePool& operator=(const StorePool&) = delete;

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

    int workers() const { return static_cast<int>(m_workers.size()); }

private:
    struct Worker;
    using Task = std::function<bool(TokenStore*, const std::optional<Error>&)>;
    static bool connectionSuspect(const Error& e) {
        return e.kind() == ErrorKind::ConnectionLost || e.kind() == ErrorKind::OutcomeUnknown ||
               e.kind() == ErrorKind::Unavailable;
    }
    void post(Task task);
    void startWorkers(int n);

    QString m_url;
    std::shared_ptr<TokenStore> m_shared;
    std::vector<std::unique_ptr<Worker>> m_workers;
    std::atomic<unsigned> m_next{0};
};

} // namespace idem::gateway
