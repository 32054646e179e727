#pragma once

// Helpers shared by the gateway suites: a blocking-looking HTTP client for tests (waits with
// QTest::qWaitFor, so the event loop keeps serving the in-process gateway and upstreams), and a
// scripted upstream whose paths answer with a status, hang, or close the connection.

#include "gateway/gatewayconfig.h"
#include "gateway/http.h"
#include "gateway/httpserver.h"
#include "gateway/upstreamclient.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <functional>

namespace idem::test {

struct Reply {
    gateway::UpstreamResult::Kind kind = gateway::UpstreamResult::Kind::Broken;
    int status = 0;
    gateway::HttpHeaders headers;
    QByteArray body;
    QString error;

    QByteArray header(const QByteArray& name) const { return headers.value(name).value_or(""); }
    QJsonObject json() const;
    /// The `type` of an application/problem+json body, or empty.
    QString problemType() const;
};

/// Talks HTTP/1.1 to 127.0.0.1:`port` through a keep-alive pool (the gateway's own upstream
/// client, whose response parser is independent of the server's request parser).
class TestClient {
public:
    explicit TestClient(quint16 port, int maxConnections = 64);
    ~TestClient();

    /// Sends and waits (event loop running) up to `timeoutMs` for the answer.
    Reply send(const QByteArray& method, const QByteArray& target,
               const QList<std::pair<QByteArray, QByteArray>>& headers = {},
               const QByteArray& body = {}, int timeoutMs = 30000);
    /// Sends without waiting; `done` runs on the test thread.
    void sendAsync(const QByteArray& method, const QByteArray& target,
                   const QList<std::pair<QByteArray, QByteArray>>& headers, const QByteArray& body,
                   std::function<void(Reply)> done);

private:
    QObject m_context;
    gateway::UpstreamClient* m_client;
};

/// An upstream whose behaviour is chosen by the path:
///   /status/<code>   answers <code> with body "status <code>", a Content-Type, an ETag and a
///                    Set-Cookie (the gateway must not replay the cookie)
///   /hang            never answers
///   /hang-once       never answers the first arrival of a key; 201 after that
///   /close           closes the connection without answering
///   /slow/<ms>       answers 201 after <ms> milliseconds
///   anything else    201 with a JSON body naming the execution number
/// It counts arrivals and answers per Idempotency-Key.
class ScriptedUpstream : public QObject {
    Q_OBJECT
public:
    ScriptedUpstream();
    quint16 port() const { return m_server->port(); }
    int arrivals(const QString& key) const { return m_arrivals.value(key); }
    int answered(const QString& key) const { return m_answered.value(key); }
    int totalArrivals() const { return m_total; }
    /// The headers of the last request that arrived.
    gateway::HttpHeaders lastHeaders() const { return m_lastHeaders; }

private:
    gateway::HttpServer* m_server;
    QHash<QString, int> m_arrivals;
    QHash<QString, int> m_answered;
    int m_total = 0;
    gateway::HttpHeaders m_lastHeaders;
};

/// A gateway configuration for tests: 127.0.0.1 on a free port, no access log, the upstream at
/// 127.0.0.1:`upstreamPort`, and `store`.
gateway::GatewayConfig testConfig(quint16 upstreamPort, const QString& store);

} // namespace idem::test
