// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "workbench/sender.h"

#include "base/errors.h"
#include "http/upstreamclient.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

namespace idem::workbench {

using http::UpstreamClient;
using http::UpstreamResult;

QString outcomeName(Outcome outcome) {
    switch (outcome) {
    case Outcome::Executed: return QStringLiteral("executed");
    case Outcome::Replayed: return QStringLiteral("replayed");
    case Outcome::InFlight: return QStringLiteral("in_flight");
    case Outcome::Mismatch: return QStringLiteral("mismatch");
    case Outcome::Refused: return QStringLiteral("refused");
    case Outcome::ServerError: return QStringLiteral("server_error");
    case Outcome::Transport: return QStringLiteral("transport_error");
    }
    return {};
}

Outcome Response::outcome() const {
    if (status == 0)
        return Outcome::Transport;
    if (replayed)
        return Outcome::Replayed;
    if (status >= 200 && status < 300)
        return Outcome::Executed;
    if (status == 409)
        return Outcome::InFlight;
    if (status == 422)
        return Outcome::Mismatch;
    if (status >= 500)
        return Outcome::ServerError;
    return Outcome::Refused;
}

QByteArray Response::header(const QByteArray& name) const {
    for (const auto& [n, v] : headers) {
        if (n.compare(name, Qt::CaseInsensitive) == 0)
            return v;
    }
    return {};
}

Sender::Sender(SenderOptions options, QObject* parent) : QObject(parent), m_options(options) {}

Sender::~Sender() = default;

UpstreamClient* Sender::clientFor(const QUrl& origin) {
    const QString id = origin.toString();
    UpstreamClient*& client = m_clients[id];
    if (!client) {
        http::UpstreamOptions o;
        o.maxConnections = m_options.maxConnections;
        o.timeout = m_options.timeout;
        o.maxResponseBytes = m_options.maxResponseBytes;
        client = new UpstreamClient(origin, o, this);
    }
    return client;
}

void Sender::abortAll() {
    // Deferred: abortAll() may run inside a callback of one of these clients.
    for (UpstreamClient* client : std::as_const(m_clients))
        client->deleteLater();
    m_clients.clear();
}

namespace {

Response toResponse(UpstreamResult result, const QElapsedTimer& timer, qint64 sentAtMs,
                    const QString& key) {
    Response r;
    r.latencyUs = timer.nsecsElapsed() / 1000;
    r.sentAtMs = sentAtMs;
    r.key = key;
    switch (result.kind) {
    case UpstreamResult::Kind::Response:
        r.status = result.response.status;
        r.reason = result.response.reason;
        r.headers = result.response.headers.fields();
        r.body = std::move(result.response.body);
        r.replayed = result.response.headers.value("Idempotent-Replayed").value_or(QByteArray())
                         .trimmed()
                         .compare("true", Qt::CaseInsensitive) == 0;
        break;
    case UpstreamResult::Kind::ConnectFailed:
        r.error = QStringLiteral("No connection: %1").arg(result.error);
        break;
    case UpstreamResult::Kind::Timeout:
        r.error = QStringLiteral("No answer in time (timeout)");
        break;
    case UpstreamResult::Kind::Broken:
        r.error = QStringLiteral("The connection broke: %1").arg(result.error);
        break;
    case UpstreamResult::Kind::TooLarge:
        r.error = QStringLiteral("The answer is too large: %1").arg(result.error);
        break;
    case UpstreamResult::Kind::Malformed:
        r.error = QStringLiteral("The answer is not HTTP: %1").arg(result.error);
        break;
    }
    return r;
}

} // namespace

void Sender::send(const RequestSpec& spec, const QString& key, QObject* context, Done done,
                  const HeaderList& extraHeaders) {
    http::HttpRequest request;
    request.method = spec.method;
    request.target = spec.target();
    for (const auto& [name, value] : spec.wireHeaders(key)) {
        bool replaced = false;
        for (const auto& extra : extraHeaders)
            replaced = replaced || extra.first.compare(name, Qt::CaseInsensitive) == 0;
        if (!replaced)
            request.headers.add(name, value);
    }
    for (const auto& [name, value] : extraHeaders)
        request.headers.add(name, value);
    request.body = spec.body;
    auto timer = std::make_shared<QElapsedTimer>();
    const qint64 sentAt = QDateTime::currentMSecsSinceEpoch();
    timer->start();
    clientFor(spec.origin())
        ->send(request, context,
               [timer, sentAt, key, done = std::move(done)](UpstreamResult result) {
                   done(toResponse(std::move(result), *timer, sentAt, key));
               });
}

void Sender::get(const QUrl& url, QObject* context, Done done) {
    RequestSpec spec;
    spec.method = QByteArrayLiteral("GET");
    spec.url = url;
    send(spec, QString(), context, std::move(done));
}

ExecutionCounts parseExecutionCounts(const QByteArray& json) {
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull() || !doc.isObject())
        throw Error(ErrorKind::BadInput, QStringLiteral("The stats answer is not a JSON object."));
    const QJsonValue executions = doc.object().value(QStringLiteral("executions"));
    if (!executions.isObject())
        throw Error(ErrorKind::BadInput,
                    QStringLiteral("The stats answer has no \"executions\" object (expected "
                                   "{\"executions\": {\"<key>\": n}})."));
    ExecutionCounts counts;
    const QJsonObject perKey = executions.toObject();
    for (auto it = perKey.begin(); it != perKey.end(); ++it) {
        if (!it.value().isDouble())
            throw Error(ErrorKind::BadInput,
                        QStringLiteral("The execution count of a key is not a number."));
        const qint64 n = qint64(it.value().toDouble());
        counts.perKey.insert(it.key(), n);
        counts.total += n;
    }
    const QJsonValue total = doc.object().value(QStringLiteral("total"));
    if (total.isDouble())
        counts.total = qint64(total.toDouble());
    return counts;
}

void fetchExecutionCounts(Sender& sender, const QUrl& statsUrl, QObject* context,
                          std::function<void(std::optional<ExecutionCounts>, QString)> done) {
    sender.get(statsUrl, context, [done = std::move(done)](Response r) {
        if (r.status == 0) {
            done(std::nullopt, QStringLiteral("The stats URL did not answer: %1").arg(r.error));
            return;
        }
        if (r.status != 200) {
            done(std::nullopt, QStringLiteral("The stats URL answered %1.").arg(r.status));
            return;
        }
        try {
            done(parseExecutionCounts(r.body), QString());
        } catch (const Error& e) {
            done(std::nullopt, e.message());
        }
    });
}

} // namespace idem::workbench
