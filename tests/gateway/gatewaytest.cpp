#include "gatewaytest.h"

#include <QJsonDocument>
#include <QTest>
#include <QTimer>
#include <memory>

namespace idem::test {

using namespace idem::gateway;

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
            if (path.startsWith("/slow/")) {
                QTimer::singleShot(path.mid(6).toInt(), this, [answer, r] { answer(r); });
                return;
            }
            answer(r);
        },
        this);
    m_server->listen(QHostAddress(QHostAddress::LocalHost), 0);
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
