// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

// Helpers shared by the gateway suites: a blocking-looking HTTP client for tests (waits with
// QTest::qWaitFor, so the event loop keeps serving the in-process gateway and upstreams), and a
// scripted upstream whose paths answer with a status, hang, or close the connection.

#include "gateway/gateway.h"
#include "gateway/gatewayconfig.h"
#include "gateway/httpserver.h"
#include "http/http.h"
#include "http/upstreamclient.h"
#include "support/storefixture.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QProcess>
#include <functional>
#include <memory>

namespace idem::test {

/// Request header fields as the test client takes them.
using Headers = QList<std::pair<QByteArray, QByteArray>>;

/// The `type` URI of the gateway's problem `name` (problem.h), e.g. "request-in-flight".
QString problem(const char* name);
/// A new uuid key.
QByteArray freshKey();

struct Reply {
    http::UpstreamResult::Kind kind = http::UpstreamResult::Kind::Broken;
    int status = 0;
    http::HttpHeaders headers;
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
    http::UpstreamClient* m_client;
};

/// An upstream whose behaviour is chosen by the path:
///   /status/<code>   answers <code> with body "status <code>", a Content-Type, an ETag and a
///                    Set-Cookie (the gateway must not replay the cookie)
///   /hang            never answers
///   /hang-once       never answers the first arrival of a key; 201 after that
///   /close           closes the connection without answering
///   /slow/<ms>       answers 201 after <ms> milliseconds
///   /slow-big/<ms>/<bytes>  answers 201 with a body of <bytes> bytes after <ms> milliseconds
///   /big/<bytes>     answers 201 with a body of <bytes> bytes
///   /big-status/<code>/<bytes>  answers <code> with a body of <bytes> bytes
///   /forge-lost      answers 201 with the gateway's own "Idemgate-Answer: lost" marker
///   /gzip            answers 201 with a gzip body, Content-Encoding: gzip, Vary and
///                    Content-Language (a representation that must replay as it is)
///   /malformed       answers bytes that are not HTTP, then closes
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
    http::HttpHeaders lastHeaders() const { return m_lastHeaders; }

private:
    gateway::HttpServer* m_server;
    QHash<QString, int> m_arrivals;
    QHash<QString, int> m_answered;
    int m_total = 0;
    http::HttpHeaders m_lastHeaders;
};

/// An idemgate process of the test's own on a free port of 127.0.0.1, in front of
/// 127.0.0.1:`upstreamPort`, with no access log unless `extra` names one; killed with this
/// object. Needs IDEMGATE_PATH defined by the suite's CMake target.
class GateProcess {
public:
    GateProcess(const QString& program, quint16 upstreamPort, const QString& store,
                const QStringList& extra = {});
    ~GateProcess();
    /// Waits until /healthz answers.
    bool ready();
    quint16 port() const { return m_port; }
    QProcess& process() { return m_process; }
    /// The process's resident memory (VmRSS of /proc/<pid>/status) in KiB; -1 where unknown.
    qint64 rssKiB() const;

private:
    QProcess m_process;
    quint16 m_port = 0;
};

/// `plain` compressed as a gzip member (RFC 1952), as an upstream's Content-Encoding: gzip.
QByteArray gzip(const QByteArray& plain);

/// VmRSS of /proc/`pid`/status in KiB, -1 where unknown (not Linux, process gone).
qint64 rssKiB(qint64 pid);

/// Sends `bytes` on a new connection to 127.0.0.1:`port` and returns everything received until
/// the peer closes it or `waitMs` passes.
QByteArray rawExchange(quint16 port, const QByteArray& bytes, int waitMs = 10000);
/// The status code of a raw HTTP/1.x answer, 0 if it is none.
int rawStatus(const QByteArray& response);

/// An in-process Gateway with `config`, started (the test process stops when it cannot listen).
std::unique_ptr<gateway::Gateway> startGateway(const gateway::GatewayConfig& config);

/// A started in-process gateway (two store workers) on a fresh store — a SQLite file unless
/// `spec` names another (storefixture.h; a store whose server is absent is skipped: the test
/// then returns at once) — in front of `upstreamPort`, with `tweak` applied to its
/// configuration, and a client of it.
struct GatewayRig {
    FreshStore store;
    std::unique_ptr<gateway::Gateway> gateway;
    std::unique_ptr<TestClient> client;

    GatewayRig(quint16 upstreamPort, const std::function<void(gateway::GatewayConfig&)>& tweak = {},
               const QString& spec = QStringLiteral("sqlite-file"));
    qint64 records() const { return store->counts().total(); }
};

/// A gateway configuration for tests: 127.0.0.1 on a free port, no access log, the upstream at
/// 127.0.0.1:`upstreamPort`, and `store`.
gateway::GatewayConfig testConfig(quint16 upstreamPort, const QString& store);

} // namespace idem::test
