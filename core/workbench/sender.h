// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "workbench/requestspec.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <chrono>
#include <functional>
#include <optional>

namespace idem::http {
class UpstreamClient;
}

namespace idem::workbench {

/// How one answer counts for an idempotency verdict.
enum class Outcome {
    Executed,  ///< 2xx without Idempotent-Replayed: the work ran (as far as the client can see).
    Replayed,  ///< Idempotent-Replayed: true — a stored response.
    InFlight,  ///< 409: the key's first request was still running.
    Mismatch,  ///< 422: the key was used for another request.
    Refused,   ///< Any other 4xx (400 missing key, ...).
    ServerError, ///< 5xx.
    Transport, ///< No HTTP answer: refused, reset, timeout, TLS failure.
};
QString outcomeName(Outcome outcome);

/// One request's answer and timing, as the workbench shows and judges it.
struct Response {
    int status = 0;        ///< 0 when no HTTP answer came (see error).
    QByteArray reason;
    HeaderList headers;
    QByteArray body;
    bool replayed = false; ///< Idempotent-Replayed: true.
    qint64 latencyUs = 0;  ///< From send() to the complete answer (or the failure).
    qint64 sentAtMs = 0;   ///< Wall clock when sent (ms since the Unix epoch).
    QString error;         ///< Transport failure in plain words; empty for an HTTP answer.
    QString key;           ///< The key sent (empty: none).

    Outcome outcome() const;
    QByteArray header(const QByteArray& name) const;
    double latencyMs() const { return double(latencyUs) / 1000.0; }
};

struct SenderOptions {
    /// From send() to the complete answer; the request then fails as a timeout. > 0.
    std::chrono::milliseconds timeout{30000};
    /// Connections per origin at most (further requests queue). Not capped at 6 like Qt 6.4's
    /// QNetworkAccessManager: scenarios need more. > 0.
    int maxConnections = 256;
    /// The largest answer accepted (stats of a long-running demo upstream are large).
    qsizetype maxResponseBytes = 32 * 1024 * 1024;
};

/// Sends RequestSpecs over HTTP/1.1 (http:// and https://, certificates verified) with timing,
/// through the gateway's UpstreamClient: one keep-alive pool per origin.
///
/// Threads: lives on the thread that created it; callbacks run there, from the event loop. It
/// never blocks.
class Sender : public QObject {
    Q_OBJECT
public:
    using Done = std::function<void(Response)>;

    explicit Sender(SenderOptions options = {}, QObject* parent = nullptr);
    ~Sender() override;

    /// Sends `spec` with `key` in its key header (none when empty) and `extraHeaders` replacing
    /// fields of the same name. `done` runs once, later, unless `context` is gone first.
    void send(const RequestSpec& spec, const QString& key, QObject* context, Done done,
              const HeaderList& extraHeaders = {});
    void send(const RequestSpec& spec, QObject* context, Done done) {
        send(spec, spec.key, context, std::move(done));
    }
    /// GET `url` (stats endpoints).
    void get(const QUrl& url, QObject* context, Done done);

    /// Drops every connection (at the next event loop turn); callers ignore the answers still
    /// arriving until then.
    void abortAll();

private:
    http::UpstreamClient* clientFor(const QUrl& origin);

    SenderOptions m_options;
    QHash<QString, http::UpstreamClient*> m_clients;
};

/// What an upstream reports about executions (the demo upstream's GET /orders/stats:
/// {"executions": {"<key>": n, ...}, "total": n, ...}).
struct ExecutionCounts {
    QHash<QString, qint64> perKey;
    qint64 total = 0;
};
/// Parses such a document; throws idem::Error (BadInput) when it is not one. Pure.
ExecutionCounts parseExecutionCounts(const QByteArray& json);

/// GET `statsUrl` through `sender` and parse it; `done(counts, error)` runs once.
void fetchExecutionCounts(Sender& sender, const QUrl& statsUrl, QObject* context,
                          std::function<void(std::optional<ExecutionCounts>, QString)> done);

} // namespace idem::workbench
