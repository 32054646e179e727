// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gatewaytest.h"

#include "support/ownredis.h"
#include "token/generator.h"

#include <QFile>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <memory>
#include <zlib.h>

namespace idem::test {

using namespace idem::gateway;

QString problem(const char* name) {
    // Spelled out, not taken from problem.h: the URI is part of the documented contract.
    return QStringLiteral("https://example.invalid/idemscope/problems/") + QLatin1String(name);
}

QByteArray freshKey() {
    return TokenGenerator::uuid().toLatin1();
}

QJsonObject Reply::json() const {
    return QJsonDocument::fromJson(body).object();
}

QString Reply::problemType() const {
    if (!header("Content-Type").startsWith("application/problem+json"))
        return {};
    return json().value(QStringLiteral("type")).toString();
}

TestClient::TestClient(quint16 port, int maxConnections) {
    UpstreamOptions options;
    options.maxConnections = maxConnections;
    // The deadline runs from submission, and a suite may queue thousands of requests at once
    // (slow under sanitizers): the tests' own waits bound the time instead.
    options.timeout = std::chrono::minutes(10);
    QUrl origin;
    origin.setScheme(QStringLiteral("http"));
    origin.setHost(QStringLiteral("127.0.0.1"));
    origin.setPort(port);
    m_client = new UpstreamClient(origin, options, &m_context);
}

TestClient::~TestClient() = default;

void TestClient::sendAsync(const QByteArray& method, const QByteArray& target,
                           const QList<std::pair<QByteArray, QByteArray>>& headers,
                           const QByteArray& body, std::function<void(Reply)> done) {
    HttpRequest request;
    request.method = method;
    request.target = target;
    for (const auto& [name, value] : headers)
        request.headers.add(name, value);
    request.body = body;
    m_client->send(request, &m_context, [done = std::move(done)](UpstreamResult r) {
        Reply reply;
        reply.kind = r.kind;
        reply.status = r.kind == UpstreamResult::Kind::Response ? r.response.status : 0;
        reply.headers = r.response.headers;
        reply.body = r.response.body;
        reply.error = r.error;
        done(reply);
    });
}

Reply TestClient::send(const QByteArray& method, const QByteArray& target,
                       const QList<std::pair<QByteArray, QByteArray>>& headers,
                       const QByteArray& body, int timeoutMs) {
    auto result = std::make_shared<std::optional<Reply>>();
    sendAsync(method, target, headers, body, [result](Reply r) { *result = std::move(r); });
    if (!QTest::qWaitFor([&] { return result->has_value(); }, timeoutMs)) {
        Reply none;
        none.error = QStringLiteral("no answer within %1 ms").arg(timeoutMs);
        return none;
    }
    return **result;
}

ScriptedUpstream::ScriptedUpstream() {
    HttpServerOptions options;
    options.maxConnections = 4096;
    m_server = new HttpServer(
        options,
        [this](HttpRequest request, HttpReply reply) {
            const QString key =
                QString::fromLatin1(request.headers.value("Idempotency-Key").value_or(""));
            m_lastHeaders = request.headers;
            ++m_total;
            const int n = ++m_arrivals[key];
            const QByteArray path = request.path();
            auto answer = [this, key, reply](HttpResponse r) {
                ++m_answered[key];
                reply.send(r);
            };
            if (path == "/hang" || (path == "/hang-once" && n == 1))
                return;
            if (path == "/close") {
                reply.abort();
                return;
            }
            HttpResponse r;
            r.headers.add("Content-Type", "application/json");
            r.headers.add("ETag", "\"v" + QByteArray::number(n) + '"');
            r.headers.add("Set-Cookie", "session=secret; HttpOnly");
            r.headers.add("X-Internal", "not-replayed");
            if (path.startsWith("/status/")) {
                r.status = path.mid(8).toInt();
                r.body = "{\"status\":" + QByteArray::number(r.status) +
                         ",\"execution\":" + QByteArray::number(n) + '}';
                answer(r);
                return;
            }
            r.status = 201;
            r.headers.add("Location", "/things/" + QByteArray::number(m_total));
            r.body = "{\"execution\":" + QByteArray::number(n) + ",\"bytes\":\"" +
                     QByteArray::number(request.body.size()) + "\"}";
            if (path.startsWith("/big/")) {
                r.body = QByteArray(path.mid(5).toLongLong(), 'b');
                answer(r);
                return;
            }
            if (path.startsWith("/big-status/")) { // /big-status/<code>/<bytes>
                const QList<QByteArray> parts = path.mid(12).split('/');
                r.status = parts.value(0).toInt();
                r.body = QByteArray(parts.value(1).toLongLong(), 's');
                answer(r);
                return;
            }
            if (path == "/forge-lost")
                r.headers.add("Idemgate-Answer", "lost"); // the gateway's own marker, forged
            if (path == "/gzip") {
                r.headers.set("Content-Encoding", "gzip");
                r.headers.add("Content-Language", "en");
                r.headers.add("Vary", "Accept-Encoding");
                r.body = gzip(r.body);
                answer(r);
                return;
            }
            if (path == "/malformed") {
                reply.rawAndClose("NOT HTTP AT ALL\r\n\r\n");
                ++m_answered[key];
                return;
            }
            if (path.startsWith("/slow-big/")) { // /slow-big/<ms>/<bytes>
                const QList<QByteArray> parts = path.mid(10).split('/');
                r.body = QByteArray(parts.value(1).toLongLong(), 'b');
                QTimer::singleShot(parts.value(0).toInt(), this, [answer, r] { answer(r); });
                return;
            }
            if (path.startsWith("/slow/")) {
                QTimer::singleShot(path.mid(6).toInt(), this, [answer, r] { answer(r); });
                return;
            }
            answer(r);
        },
        this);
    m_server->listen(QHostAddress(QHostAddress::LocalHost), 0);
}

QByteArray gzip(const QByteArray& plain) {
    z_stream z{};
    // 15 + 16: a gzip wrapper rather than zlib's.
    if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    QByteArray out(static_cast<qsizetype>(deflateBound(&z, plain.size())) + 32, '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(plain.constData()));
    z.avail_in = static_cast<uInt>(plain.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    deflate(&z, Z_FINISH);
    out.truncate(static_cast<qsizetype>(z.total_out));
    deflateEnd(&z);
    return out;
}

GateProcess::GateProcess(const QString& program, quint16 upstreamPort, const QString& store,
                         const QStringList& extra) {
    m_port = freePort();
    QStringList args{
        QStringLiteral("--listen"),   QStringLiteral("127.0.0.1:%1").arg(m_port),
        QStringLiteral("--upstream"), QStringLiteral("http://127.0.0.1:%1").arg(upstreamPort),
        QStringLiteral("--store"),    store};
    if (!extra.contains(QStringLiteral("--access-log")))
        args << QStringLiteral("--access-log") << QStringLiteral("off");
    m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    // Under AddressSanitizer (the asan preset) freed memory waits in a quarantine of 256 MiB
    // before reuse, which the suites' RSS bounds would read as growth: a small one keeps
    // use-after-free detection for recent frees and the bounds meaningful. Ignored otherwise.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString asan = env.value(QStringLiteral("ASAN_OPTIONS"));
    env.insert(QStringLiteral("ASAN_OPTIONS"),
               (asan.isEmpty() ? QString() : asan + QLatin1Char(':')) +
                   QStringLiteral("quarantine_size_mb=4"));
    m_process.setProcessEnvironment(env);
    m_process.start(program, args + extra);
}

GateProcess::~GateProcess() {
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}

bool GateProcess::ready() {
    TestClient probe(m_port, 1);
    return QTest::qWaitFor(
               [&] {
                   return m_process.state() == QProcess::NotRunning ||
                          probe.send("GET", "/healthz", {}, {}, 1000).status == 200;
               },
               15000) &&
           m_process.state() != QProcess::NotRunning;
}

qint64 GateProcess::rssKiB() const {
    return test::rssKiB(m_process.processId());
}

qint64 rssKiB(qint64 pid) {
    if (pid <= 0)
        return -1;
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

QByteArray rawExchange(quint16 port, const QByteArray& bytes, int waitMs) {
    QTcpSocket s;
    s.connectToHost(QHostAddress(QHostAddress::LocalHost), port);
    if (!QTest::qWaitFor([&] { return s.state() == QAbstractSocket::ConnectedState; }, 5000))
        return "not connected";
    s.write(bytes);
    QByteArray received;
    // Not answering before `waitMs` is an outcome the caller checks in what was received.
    static_cast<void>(QTest::qWaitFor(
        [&] {
            received += s.readAll();
            return s.state() == QAbstractSocket::UnconnectedState;
        },
        waitMs));
    received += s.readAll();
    return received;
}

int rawStatus(const QByteArray& response) {
    if (!response.startsWith("HTTP/1.1 ") && !response.startsWith("HTTP/1.0 "))
        return 0;
    return response.mid(9, 3).toInt();
}

std::unique_ptr<Gateway> startGateway(const GatewayConfig& config) {
    auto gateway = std::make_unique<Gateway>(config);
    try {
        gateway->start();
    } catch (const Error& e) {
        qFatal("gateway did not start: %s", e.what());
    }
    return gateway;
}

GatewayRig::GatewayRig(quint16 upstreamPort, const std::function<void(GatewayConfig&)>& tweak,
                       const QString& spec)
    : store(spec) {
    if (store.skipped())
        return;
    GatewayConfig c = testConfig(upstreamPort, store.sharedUrl());
    c.storeWorkers = 2;
    if (tweak)
        tweak(c);
    gateway = startGateway(c);
    client = std::make_unique<TestClient>(gateway->port());
}

GatewayConfig testConfig(quint16 upstreamPort, const QString& store) {
    GatewayConfig c;
    c.listen = ListenAddress{QHostAddress(QHostAddress::LocalHost), 0};
    c.upstream = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(upstreamPort));
    c.store = store;
    c.accessLog = QStringLiteral("off");
    return c;
}

} // namespace idem::test
