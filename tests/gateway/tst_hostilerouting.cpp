// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Issue 15, routing and identity: who a request belongs to and where it goes, played by a
// hostile client over real HTTP on 127.0.0.1 against a gateway on a SQLite file in front of a
// counting upstream. Case 6 (token issuance: off by default, TTL cap, bearer secret, rate limit
// per client), case 7 (the scope from cookies and API-key headers, keyed with HMAC), case 8 (the
// target normalised before matching and forwarding) and the proxy parts of case 9 (Forwarded /
// X-Forwarded-* from untrusted clients, /readyz's store error). The pure target normaliser has
// its negative table here too.

#include "gateway/gateway.h"
#include "gateway/gatewaymetrics.h"
#include "gateway/ratelimit.h"
#include "gateway/scope.h"
#include "gateway/target.h"
#include "gatewaytest.h"
#include "store/tokenstore.h"
#include "support/refusal.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace idem;
using namespace idem::gateway;
using namespace idem::test;

namespace {

/// An upstream that records the target of every request it gets (ScriptedUpstream answers by
/// path but does not say which path arrived) and answers 201 naming the execution per key.
class RecordingUpstream : public QObject {
public:
    RecordingUpstream() {
        m_server = new HttpServer(
            HttpServerOptions{},
            [this](HttpRequest request, HttpReply reply) {
                m_targets.append(request.target);
                const QString key =
                    QString::fromLatin1(request.headers.value("Idempotency-Key").value_or(""));
                HttpResponse r;
                r.status = 201;
                r.headers.add("Content-Type", "application/json");
                r.body = "{\"execution\":" + QByteArray::number(++m_arrivals[key]) + '}';
                reply.send(r);
            },
            this);
        m_server->listen(QHostAddress(QHostAddress::LocalHost), 0);
    }
    quint16 port() const { return m_server->port(); }
    const QList<QByteArray>& targets() const { return m_targets; }
    int arrivals(const QByteArray& key) const { return m_arrivals.value(QString::fromLatin1(key)); }

private:
    HttpServer* m_server;
    QList<QByteArray> m_targets;
    QHash<QString, int> m_arrivals;
};

/// A secret file of the test's own.
QString secretFile(const QTemporaryDir& dir, const QByteArray& secret) {
    const QString path = dir.filePath(QStringLiteral("secret-%1").arg(qHash(secret)));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(secret + '\n') < 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class Tst_HostileRouting : public QObject {
    Q_OBJECT

private slots:
    // case 8: the pure function
    void normalizeTarget_data();
    void normalizeTarget();
    // case 6: the helpers
    void rateLimiterBucketAndTable();
    void scopeSourcesParse();
    // case 6 over the wire
    void issuanceOffByDefault_data();
    void issuanceOffByDefault();
    void issuanceTtlOverMaximumRefused();
    void issuanceRateLimitedPerClient_data();
    void issuanceRateLimitedPerClient();
    void issuanceRateLimitedPerIpv6Prefix();
    void issuanceNeedsTheBearerSecret();
    void rateLimitTableBoundedInMemory();
    void startupWarnings();
    // case 7 over the wire
    void scopeFromCookieOrApiKey_data();
    void scopeFromCookieOrApiKey();
    void scopeIsKeyedWithTheSecret();
    void scopeSecretRotates_data();
    void scopeSecretRotates();
    // unscoped credentials (ADR 0018)
    void credentialFields_data();
    void credentialFields();
    void defaultsNeverShareAnAnswer_data();
    void defaultsNeverShareAnAnswer();
    void anonymousRequestsShareTheScope();
    void namedCookieLeavesOtherCookiesAlone();
    void sharingUnscopedCredentialsIsExplicit();
    // case 8 over the wire
    void configPathsInNormalForm();
    void requiredPathBypassRefused_data();
    void requiredPathBypassRefused();
    void escapeFromBasePathRefused_data();
    void escapeFromBasePathRefused();
    void upstreamSeesTheMatchedPath();
    // case 9 (proxy parts)
    void forwardedHeadersFromUntrustedClients();
    void forwardedHeadersFromTrustedProxy();
    void readinessHidesStoreDetails();
};

// --- case 8: normalizeTarget ------------------------------------------------------------------

void Tst_HostileRouting::normalizeTarget_data() {
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QByteArray>("expected"); // empty: refused
    auto row = [](const char* name, const char* t, const char* e) {
        QTest::newRow(name) << QByteArray(t) << QByteArray(e);
    };
    row("plain", "/orders", "/orders");
    row("root", "/", "/");
    row("query kept as is", "/orders?a=%2F&b=/../x&c=%6f", "/orders?a=%2F&b=/../x&c=%6f");
    row("trailing slash kept", "/orders/", "/orders/");
    row("double slash", "//orders", "/orders");
    row("many slashes", "///orders//7///", "/orders/7/");
    row("dot segment", "/./orders", "/orders");
    row("dot segment inside", "/orders/./7", "/orders/7");
    row("final dot", "/orders/.", "/orders/");
    row("dot-dot inside", "/x/../orders", "/orders");
    row("final dot-dot", "/orders/7/..", "/orders/");
    row("dot-dot to root", "/orders/..", "/");
    row("unreserved escape", "/%6frders", "/orders");
    row("unreserved escape upper", "/%6Frders", "/orders");
    row("escaped dots", "/x/%2e%2E/orders", "/orders");
    row("escaped tilde", "/%7euser", "/~user");
    row("reserved escape kept, uppercased", "/a%3fb%2cc", "/a%3Fb%2Cc");
    row("space stays escaped", "/a%20b", "/a%20b");
    row("utf-8 stays escaped", "/caf%c3%a9", "/caf%C3%A9");
    row("non-URI character escaped", "/a|b", "/a%7Cb");
    row("sub-delims kept", "/a;b=c,d", "/a;b=c,d");
    row("dots in names", "/a..b/.c/..d", "/a..b/.c/..d");
    row("dot-dot just under root", "/a/..", "/");
    // Refused: climbing out of the root (and so out of an upstream base path).
    row("escape root", "/../admin", "");
    row("escape root deep", "/a/../../admin", "");
    row("escape root bare", "/..", "");
    row("escape root escaped", "/%2e%2e/admin", "");
    row("escape root mixed case", "/.%2E/admin", "");
    row("escape root after slashes", "//..//admin", "");
    // Refused: encoded separators and NUL, raw backslash, dot segments with parameters.
    row("encoded slash", "/orders%2f..%2fadmin", "");
    row("encoded slash upper", "/orders%2F7", "");
    row("encoded backslash", "/orders%5c..%5cadmin", "");
    row("encoded NUL", "/orders%00.json", "");
    row("raw backslash", "/orders\\..\\admin", "");
    row("dot-dot with parameters", "/orders/..;/admin", "");
    row("dot with parameters", "/.;x/orders", "");
    // Refused: malformed escapes and fragments.
    row("lone percent", "/orders%", "");
    row("short escape", "/orders%4", "");
    row("bad hex", "/orders%zz", "");
    row("fragment", "/orders#x", "");
    row("not origin-form", "orders", "");
}

void Tst_HostileRouting::normalizeTarget() {
    QFETCH(QByteArray, target);
    QFETCH(QByteArray, expected);
    const gateway::NormalTarget out = gateway::normalizeTarget(target);
    if (expected.isEmpty()) {
        QVERIFY2(out.refused(), out.target.constData());
        QVERIFY(out.target.isEmpty());
    } else {
        QVERIFY2(!out.refused(), qPrintable(out.problem));
        QCOMPARE(out.target, expected);
        // Idempotent: a normal target stays what it is.
        QCOMPARE(gateway::normalizeTarget(out.target).target, expected);
    }
}

// --- case 6 and 7: the helpers -------------------------------------------------------------

void Tst_HostileRouting::rateLimiterBucketAndTable() {
    RateLimiter limiter(2.0, 3, 4); // 2/s, burst 3, 4 clients at most
    for (int i = 0; i < 3; ++i)
        QVERIFY(limiter.take("a", 0));
    qint64 retry = 0;
    QVERIFY(!limiter.take("a", 0, &retry));
    QCOMPARE(retry, 500); // one token per 500 ms
    QVERIFY(!limiter.take("a", 499));
    QVERIFY(limiter.take("a", 1000));
    // Another client has its own bucket.
    QVERIFY(limiter.take("b", 1000));
    // The table stays bounded: the least recently seen client goes first.
    for (const char* c : {"c", "d", "e", "f"})
        QVERIFY(limiter.take(c, 1000));
    QCOMPARE(limiter.clients(), 4);
    // "a" was forgotten: it starts again with a full bucket.
    for (int i = 0; i < 3; ++i)
        QVERIFY(limiter.take("a", 1000));
    QVERIFY(!limiter.take("a", 1000));
    QCOMPARE(limiter.clients(), 4);
}

void Tst_HostileRouting::scopeSourcesParse() {
    const auto s =
        parseScopeSources(QStringLiteral("header:Authorization, header:X-Api-Key,cookie:session"));
    QCOMPARE(s.size(), 3);
    QCOMPARE(s.at(2).text(), QStringLiteral("cookie:session"));
    QVERIFY(parseScopeSources(QString()).isEmpty());
    for (const char* bad :
         {"Authorization", "query:x", "header:", "cookie:a b", "header:a:b", "cookie:s;x"})
        QVERIFY2(!test::refusal([&] { parseScopeSources(QString::fromLatin1(bad)); }).isEmpty(),
                 bad);

    HttpHeaders h;
    h.add("Cookie", "theme=dark; session=abc");
    h.add("Cookie", "other=1;session=def");
    QCOMPARE(cookieValues(h, "session"), (QList<QByteArray>{"abc", "def"}));
    QVERIFY(cookieValues(h, "Session").isEmpty()); // cookie names are case-sensitive
    // An empty credential names nobody: the next source decides.
    HttpHeaders e;
    e.add("Authorization", "");
    e.add("X-Api-Key", "k1");
    const ScopeHasher hasher(s, {});
    QCOMPARE(hasher.of(e).source, 1);
}

// --- case 6 over the wire ------------------------------------------------------------------

// Before: 201 for {"ttl":"365d"} from anyone, one year-long record per request.
// The store of case 6 is a noeviction Redis: the Redis row runs under scripts/with-services.sh
// (IDEM_TEST_REDIS_URL) and is skipped without it.
void Tst_HostileRouting::issuanceOffByDefault_data() {
    QTest::addColumn<QString>("store");
    QTest::newRow("sqlite-file") << QStringLiteral("sqlite-file");
    QTest::newRow("redis") << QStringLiteral("redis");
}

void Tst_HostileRouting::issuanceOffByDefault() {
    QFETCH(QString, store);
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port(), {}, store);
    if (rig.store.skipped())
        return;
    for (int i = 0; i < 20; ++i) {
        const Reply r =
            rig.client->send("POST", "/idempotency/tokens", {{"Content-Type", "application/json"}},
                             "{\"ttl\":\"365d\"}");
        QCOMPARE(r.status, 404);
        QCOMPARE(r.problemType(), problem("not-found"));
    }
    QCOMPARE(rig.records(), 0);
    QCOMPARE(upstream.totalArrivals(), 0);
    QVERIFY(rig.gateway->metrics().scrape().contains(
        "idemgate_issue_refused_total{reason=\"disabled\"} 20"));
}

void Tst_HostileRouting::issuanceTtlOverMaximumRefused() {
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port(), [](GatewayConfig& c) {
        c.issueEndpoint = true;
        c.maxTokenTtl = std::chrono::hours(1);
    });
    const Reply year = rig.client->send("POST", "/idempotency/tokens", {}, "{\"ttl\":\"365d\"}");
    QCOMPARE(year.status, 400);
    QCOMPARE(year.problemType(), problem("bad-request"));
    QVERIFY(year.json().value(QStringLiteral("detail")).toString().contains(QLatin1String("1h")));
    QCOMPARE(rig.records(), 0);
    const Reply hour = rig.client->send("POST", "/idempotency/tokens", {}, "{\"ttl\":\"1h\"}");
    QCOMPARE(hour.status, 201);
    QCOMPARE(rig.records(), 1);
    // The configuration refuses a default TTL over the maximum.
    GatewayConfig c = testConfig(upstream.port(), rig.store.sharedUrl());
    c.maxTokenTtl = std::chrono::minutes(10);
    const QString error = test::refusal([&] { c.validate(); });
    QVERIFY2(error.contains(QLatin1String("max-token-ttl")), qPrintable(error));
}

// Burst 3 a minute per client address: the fourth answer is 429 with Retry-After; an
// X-Forwarded-For from an untrusted client does not buy it a new bucket, one vouched for by a
// trusted proxy names another client.
void Tst_HostileRouting::issuanceRateLimitedPerClient_data() {
    issuanceOffByDefault_data();
}

void Tst_HostileRouting::issuanceRateLimitedPerClient() {
    QFETCH(QString, store);
    ScriptedUpstream upstream;
    for (bool trusted : {false, true}) {
        GatewayRig rig(
            upstream.port(),
            [trusted](GatewayConfig& c) {
                c.issueEndpoint = true;
                c.issueRate = 1.0 / 60;
                c.issueBurst = 3;
                if (trusted)
                    c.trustedProxies = {{QHostAddress(QHostAddress::LocalHost), 32}};
            },
            store);
        if (rig.store.skipped())
            return;
        for (int i = 0; i < 3; ++i)
            QCOMPARE(rig.client->send("POST", "/idempotency/tokens").status, 201);
        const Reply limited = rig.client->send("POST", "/idempotency/tokens");
        QCOMPARE(limited.status, 429);
        QCOMPARE(limited.problemType(), problem("too-many-requests"));
        QVERIFY(limited.header("Retry-After").toInt() >= 1);
        const Reply spoofed =
            rig.client->send("POST", "/idempotency/tokens", {{"X-Forwarded-For", "203.0.113.7"}});
        QCOMPARE(spoofed.status, trusted ? 201 : 429);
        QCOMPARE(rig.records(), trusted ? 4 : 3);
        QVERIFY(rig.gateway->metrics().scrape().contains(
            QByteArray("idemgate_issue_refused_total{reason=\"rate_limited\"} ") +
            (trusted ? "1" : "2")));
    }
    QCOMPARE(upstream.totalArrivals(), 0);
}

// A host given a whole IPv6 /64 could take a fresh bucket with every address in it: the bucket
// is the /64's. IPv4 (and IPv4 mapped into IPv6) stays per address.
void Tst_HostileRouting::issuanceRateLimitedPerIpv6Prefix() {
    QCOMPARE(rateLimitClient("203.0.113.7"), QByteArray("203.0.113.7"));
    QCOMPARE(rateLimitClient("::ffff:203.0.113.7"), QByteArray("203.0.113.7"));
    QCOMPARE(rateLimitClient("2001:db8:1:2:aaaa::1"), QByteArray("2001:db8:1:2::/64"));
    QCOMPARE(rateLimitClient("2001:DB8:1:2:ffff:ffff:ffff:ffff"), QByteArray("2001:db8:1:2::/64"));
    QCOMPARE(rateLimitClient("2001:db8:1:3::1"), QByteArray("2001:db8:1:3::/64"));
    QCOMPARE(rateLimitClient("not an address"), QByteArray("not an address"));

    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port(), [](GatewayConfig& c) {
        c.issueEndpoint = true;
        c.issueRate = 1.0 / 60;
        c.issueBurst = 3;
        c.trustedProxies = {{QHostAddress(QHostAddress::LocalHost), 32}};
    });
    auto from = [&](const char* address) {
        return rig.client->send("POST", "/idempotency/tokens", {{"X-Forwarded-For", address}})
            .status;
    };
    for (const char* address : {"2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:9::3"})
        QCOMPARE(from(address), 201);
    QCOMPARE(from("2001:db8:1:2:ffff::4"), 429); // another address, the same /64
    QCOMPARE(from("2001:db8:1:3::1"), 201);      // the next /64 has its own bucket
    QCOMPARE(from("203.0.113.7"), 201);
    QCOMPARE(rig.records(), 5);
}

void Tst_HostileRouting::issuanceNeedsTheBearerSecret() {
    QTemporaryDir dir;
    const QByteArray secret = "issue-secret-0123456789abcdef";
    GatewayConfig probe;
    probe.apply(QStringLiteral("issue-auth-file"), secretFile(dir, secret));
    QVERIFY(!test::refusal([&] {
                 probe.apply(QStringLiteral("issue-auth-file"), secretFile(dir, "short"));
             }).isEmpty());
    QVERIFY(!test::refusal([&] {
                 probe.apply(QStringLiteral("issue-auth-file"),
                             dir.filePath(QStringLiteral("none")));
             }).isEmpty());

    RecordingUpstream upstream;
    GatewayRig rig(upstream.port(), [&](GatewayConfig& c) {
        c.issueEndpoint = true;
        c.issueAuthSecret = probe.issueAuthSecret;
        c.mode = AcquireMode::Issued;
        c.scopeFrom = parseScopeSources(QStringLiteral("header:Authorization,cookie:session"));
    });
    for (const QByteArray& auth : QList<QByteArray>{{},
                                                    "Bearer wrong-secret-0123456789abcd",
                                                    "Basic " + secret.toBase64(),
                                                    secret,
                                                    "Bearer " + secret.left(secret.size() - 1)}) {
        Headers h;
        if (!auth.isEmpty())
            h.append({"Authorization", auth});
        const Reply r = rig.client->send("POST", "/idempotency/tokens", h);
        QCOMPARE(r.status, 401);
        QCOMPARE(r.problemType(), problem("unauthorized"));
        QCOMPARE(r.header("WWW-Authenticate"), QByteArray("Bearer realm=\"idempotency-tokens\""));
        QVERIFY(!r.body.contains(secret));
    }
    QCOMPARE(rig.records(), 0);
    // A minter with the secret asks on behalf of the session it forwards: the token belongs to
    // that session's scope, not to the minter's Authorization.
    const Reply ok = rig.client->send(
        "POST", "/idempotency/tokens",
        {{"Authorization", "bearer " + secret}, {"Cookie", "session=alice-session"}});
    QCOMPARE(ok.status, 201);
    const QByteArray key = ok.json().value(QStringLiteral("key")).toString().toLatin1();
    const Reply used = rig.client->send(
        "POST", "/orders", {{"Idempotency-Key", key}, {"Cookie", "session=alice-session"}}, "x");
    QCOMPARE(used.status, 201);
    QCOMPARE(upstream.arrivals(key), 1);
    const Reply other = rig.client->send(
        "POST", "/orders", {{"Idempotency-Key", key}, {"Cookie", "session=bob-session"}}, "x");
    QCOMPARE(other.status, 400);
    QCOMPARE(other.problemType(), problem("unknown-token"));
    QCOMPARE(upstream.arrivals(key), 1);
}

// 12,000 client addresses (vouched for by a trusted proxy) each ask once without the secret:
// every one has a bucket of its own (401, never 429), the table keeps the 10,000 most recent, so
// the first client, forgotten, starts again with a full bucket; the idemgate process's memory
// stays bounded and nothing reaches the store or the upstream.
void Tst_HostileRouting::rateLimitTableBoundedInMemory() {
    QTemporaryDir dir;
    ScriptedUpstream upstream;
    FreshStore store(QStringLiteral("sqlite-file"));
    GateProcess gate(
        QStringLiteral(IDEMGATE_PATH), upstream.port(), store.sharedUrl(),
        {QStringLiteral("--issue-endpoint"), QStringLiteral("on"),
         QStringLiteral("--issue-auth-file"), secretFile(dir, "issue-secret-0123456789abcdef"),
         QStringLiteral("--issue-rate"), QStringLiteral("1/m"), QStringLiteral("--issue-burst"),
         QStringLiteral("1"), QStringLiteral("--trusted-proxies"), QStringLiteral("127.0.0.1")});
    QVERIFY(gate.ready());
    TestClient client(gate.port(), 16);
    auto ask = [&](int n) {
        const QByteArray address = "10." + QByteArray::number((n >> 16) & 255) + '.' +
                                   QByteArray::number((n >> 8) & 255) + '.' +
                                   QByteArray::number(n & 255);
        return Headers{{"X-Forwarded-For", address}};
    };
    QCOMPARE(client.send("POST", "/idempotency/tokens", ask(0)).status, 401);
    QCOMPARE(client.send("POST", "/idempotency/tokens", ask(0)).status, 429);
    const qint64 before = gate.rssKiB();
    QVERIFY(before > 0);
    constexpr int kClients = 12000; // the table holds 10,000
    QHash<int, int> statuses;
    int answered = 0;
    for (int n = 1; n <= kClients; ++n)
        client.sendAsync("POST", "/idempotency/tokens", ask(n), {}, [&](Reply r) {
            ++statuses[r.status];
            ++answered;
        });
    QVERIFY(QTest::qWaitFor([&] { return answered == kClients; }, 240000));
    const qint64 growthKiB = gate.rssKiB() - before;
    qInfo("rate-limit table: %d clients, statuses %d x 401, RSS growth %lld KiB", kClients,
          statuses.value(401), growthKiB);
    QCOMPARE(statuses.value(401), kClients);
    QVERIFY2(growthKiB < 32 * 1024, qPrintable(QString::number(growthKiB)));
    // Client 0 was forgotten with the oldest: a full bucket again.
    QCOMPARE(client.send("POST", "/idempotency/tokens", ask(0)).status, 401);
    QCOMPARE(store->counts().total(), 0);
    QCOMPARE(upstream.totalArrivals(), 0);
}

// idemgate says at start what an operator must know; the secret itself never shows.
void Tst_HostileRouting::startupWarnings() {
    ScriptedUpstream upstream;
    FreshStore store(QStringLiteral("sqlite-file"));
    QTemporaryDir dir;
    const QByteArray secret = "scope-secret-0123456789abcdef";
    struct Case {
        QStringList args;
        QByteArray env;
        QStringList expected;
        QStringList absent;
        bool probeScope = false; ///< Send a keyed request: its scope must be the HMAC.
    };
    const QList<Case> cases{
        {{QStringLiteral("--scope-header"), QString()},
         {},
         {QStringLiteral("no scope source")},
         {}},
        {{},
         {},
         {QStringLiteral("no scope secret")},
         {QStringLiteral("no scope source"), QStringLiteral("issue endpoint off")}},
        {{QStringLiteral("--mode"), QStringLiteral("issued")},
         {},
         {QStringLiteral("--mode issued with the issue endpoint off")},
         {}},
        {{}, secret, {}, {QStringLiteral("no scope secret"), QString::fromLatin1(secret)}, true},
        {{QStringLiteral("--scope-secret-file"), secretFile(dir, secret),
          QStringLiteral("--issue-endpoint"), QStringLiteral("on")},
         {},
         {QStringLiteral("POST /idempotency/tokens is open to any caller")},
         {QStringLiteral("no scope secret"), QString::fromLatin1(secret)}},
    };
    for (const Case& c : cases) {
        QProcess gate;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("IDEMGATE_SCOPE_SECRET"));
        if (!c.env.isEmpty())
            env.insert(QStringLiteral("IDEMGATE_SCOPE_SECRET"), QString::fromLatin1(c.env));
        gate.setProcessEnvironment(env);
        gate.start(QStringLiteral(IDEMGATE_PATH),
                   QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                               QStringLiteral("--upstream"),
                               QStringLiteral("http://127.0.0.1:%1").arg(upstream.port()),
                               QStringLiteral("--store"), store.sharedUrl(),
                               QStringLiteral("--access-log"), QStringLiteral("off")} +
                       c.args);
        QByteArray err;
        QVERIFY(QTest::qWaitFor(
            [&] {
                err += gate.readAllStandardError();
                return err.contains("listening on") || gate.state() == QProcess::NotRunning;
            },
            15000));
        QVERIFY2(err.contains("listening on"), err.constData());
        for (const QString& e : c.expected)
            QVERIFY2(err.contains(e.toLatin1()), err.constData());
        for (const QString& a : c.absent)
            QVERIFY2(!err.contains(a.toLatin1()), err.constData());
        if (c.probeScope) {
            // The secret from the environment keys the scope of what this process stores.
            const qsizetype at = err.indexOf("listening on 127.0.0.1:");
            const quint16 port = err.mid(at + 23).split(',').value(0).trimmed().toUShort();
            QVERIFY(port != 0);
            TestClient client(port);
            const QByteArray key = freshKey();
            QCOMPARE(client
                         .send("POST", "/orders",
                               {{"Idempotency-Key", key}, {"Authorization", "Bearer alice"}}, "x")
                         .status,
                     201);
            const QString hmac = QString::fromLatin1(
                QMessageAuthenticationCode::hash("Bearer alice", secret, QCryptographicHash::Sha256)
                    .toHex());
            QVERIFY(store->get(QString::fromLatin1(key), hmac));
        }
        gate.kill();
        gate.waitForFinished(5000);
    }
    // A secret shorter than 16 characters is refused, from the environment too.
    QProcess gate;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("IDEMGATE_SCOPE_SECRET"), QStringLiteral("short"));
    gate.setProcessEnvironment(env);
    gate.start(QStringLiteral(IDEMGATE_PATH),
               {QStringLiteral("--upstream"), QStringLiteral("http://127.0.0.1:1"),
                QStringLiteral("--store"), store.sharedUrl()});
    QVERIFY(gate.waitForFinished(15000));
    QCOMPARE(gate.exitCode(), 2);
    QVERIFY(gate.readAllStandardError().contains("IDEMGATE_SCOPE_SECRET"));
}

// --- case 7 over the wire ------------------------------------------------------------------

// Two callers authenticated by a cookie or an API key send the same key: each gets its own
// execution, B never sees A's answer nor a 422 telling it A's key exists; each replays its own.
// Before: B got A's stored response (1 execution), or 422 with another body.
void Tst_HostileRouting::scopeFromCookieOrApiKey_data() {
    QTest::addColumn<QString>("scopeFrom");
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<QByteArray>("alice");
    QTest::addColumn<QByteArray>("bob");
    QTest::addColumn<QByteArray>("source");
    QTest::newRow("session cookie")
        << QStringLiteral("header:Authorization,header:X-Api-Key,cookie:session")
        << QByteArray("Cookie") << QByteArray("theme=dark; session=alice-1")
        << QByteArray("session=bob-2; theme=dark") << QByteArray("cookie:session");
    QTest::newRow("API key header")
        << QStringLiteral("header:Authorization,header:X-Api-Key,cookie:session")
        << QByteArray("X-Api-Key") << QByteArray("key-alice") << QByteArray("key-bob")
        << QByteArray("header:X-Api-Key");
    QTest::newRow("client certificate from the TLS terminator")
        << QStringLiteral("header:X-Client-Cert") << QByteArray("X-Client-Cert")
        << QByteArray("-----BEGIN%20CERTIFICATE-----%0AMIIBalice")
        << QByteArray("-----BEGIN%20CERTIFICATE-----%0AMIIBbob")
        << QByteArray("header:X-Client-Cert");
}

void Tst_HostileRouting::scopeFromCookieOrApiKey() {
    QFETCH(QString, scopeFrom);
    QFETCH(QByteArray, header);
    QFETCH(QByteArray, alice);
    QFETCH(QByteArray, bob);
    QFETCH(QByteArray, source);
    QTemporaryDir dir;
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port(), [&](GatewayConfig& c) {
        c.apply(QStringLiteral("scope-from"), scopeFrom);
        c.apply(QStringLiteral("scope-secret-file"),
                secretFile(dir, "scope-secret-0123456789abcdef"));
    });
    const QByteArray key = freshKey();
    const QString k = QString::fromLatin1(key);
    const Reply a1 =
        rig.client->send("POST", "/orders", {{"Idempotency-Key", key}, {header, alice}}, "{}");
    QCOMPARE(a1.status, 201);
    // B with the same key and another body: its own execution, no 422.
    const Reply b1 = rig.client->send("POST", "/orders", {{"Idempotency-Key", key}, {header, bob}},
                                      "{\"other\":1}");
    QCOMPARE(b1.status, 201);
    QVERIFY(!b1.headers.contains("Idempotent-Replayed"));
    QVERIFY(b1.body != a1.body);
    QCOMPARE(upstream.arrivals(k), 2);
    // Each caller replays its own answer.
    const Reply a2 =
        rig.client->send("POST", "/orders", {{"Idempotency-Key", key}, {header, alice}}, "{}");
    QCOMPARE(a2.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(a2.body, a1.body);
    const Reply b2 = rig.client->send("POST", "/orders", {{"Idempotency-Key", key}, {header, bob}},
                                      "{\"other\":1}");
    QCOMPARE(b2.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(b2.body, b1.body);
    QCOMPARE(upstream.arrivals(k), 2);
    QCOMPARE(rig.records(), 2);
    const QByteArray metrics = rig.gateway->metrics().scrape();
    QVERIFY2(metrics.contains("idemgate_scope_requests_total{source=\"" + source + "\"} 4"),
             metrics.constData());
    QVERIFY(metrics.contains("idemgate_scope_requests_total{source=\"none\"} 0"));
}

// With a secret the stored scope is HMAC-SHA256(secret, credential): neither the credential nor
// its bare SHA-256 is in the store; the access log prints 16 hex digits of it. Without a secret
// the bare SHA-256 of earlier versions, and the access log leaves it out.
void Tst_HostileRouting::scopeIsKeyedWithTheSecret() {
    QTemporaryDir dir;
    const QByteArray secret = "scope-secret-0123456789abcdef";
    const QByteArray credential = "Bearer alice";
    const QString hmac = QString::fromLatin1(
        QMessageAuthenticationCode::hash(credential, secret, QCryptographicHash::Sha256).toHex());
    const QString bare = QString::fromLatin1(
        QCryptographicHash::hash(credential, QCryptographicHash::Sha256).toHex());
    ScriptedUpstream upstream;
    for (bool keyed : {true, false}) {
        const QString log =
            dir.filePath(keyed ? QStringLiteral("keyed.log") : QStringLiteral("bare.log"));
        GatewayRig rig(upstream.port(), [&](GatewayConfig& c) {
            if (keyed)
                c.scopeSecret = secret;
            c.accessLog = log;
        });
        const QByteArray key = freshKey();
        QCOMPARE(rig.client
                     ->send("POST", "/orders",
                            {{"Idempotency-Key", key}, {"Authorization", credential}}, "x")
                     .status,
                 201);
        QCOMPARE(bool(rig.store->get(QString::fromLatin1(key), hmac)), keyed);
        QCOMPARE(bool(rig.store->get(QString::fromLatin1(key), bare)), !keyed);
        rig.gateway.reset(); // flushes and closes the log
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject line = QJsonDocument::fromJson(f.readAll().trimmed()).object();
        QCOMPARE(line.value(QStringLiteral("status")).toInt(), 201);
        if (keyed)
            QCOMPARE(line.value(QStringLiteral("scope")).toString(), hmac.left(16));
        else
            QVERIFY(!line.contains(QStringLiteral("scope")));
    }
}

// Rotating the scope secret (or setting one for the first time) changed every scope: a retry
// across the change missed its record and ran the work again. With --previous-scope-secret-file
// a key first used under the old secret keeps its old scope and replays; a new key is stored
// under the new secret only.
void Tst_HostileRouting::scopeSecretRotates_data() {
    QTest::addColumn<QByteArray>("before"); // empty: no secret (the bare SHA-256)
    QTest::newRow("secret to secret") << QByteArray("old-secret-0123456789abcdef");
    QTest::newRow("bare to secret") << QByteArray();
}

void Tst_HostileRouting::scopeSecretRotates() {
    QFETCH(QByteArray, before);
    QTemporaryDir dir;
    const QByteArray after = "new-secret-0123456789abcdef";
    const QByteArray credential = "Bearer alice";
    auto scopeUnder = [&](const QByteArray& secret) {
        return QString::fromLatin1(
            (secret.isEmpty()
                 ? QCryptographicHash::hash(credential, QCryptographicHash::Sha256)
                 : QMessageAuthenticationCode::hash(credential, secret, QCryptographicHash::Sha256))
                .toHex());
    };
    IDEM_FRESH_STORE(store, QStringLiteral("sqlite-file"));
    ScriptedUpstream upstream;
    const QByteArray old = freshKey();
    const Headers h{{"Idempotency-Key", old}, {"Authorization", credential}};
    Reply first;
    {
        GatewayConfig c = testConfig(upstream.port(), store.sharedUrl());
        c.scopeSecret = before;
        std::unique_ptr<Gateway> g = startGateway(c);
        TestClient client(g->port());
        first = client.send("POST", "/orders", h, "x");
        QCOMPARE(first.status, 201);
    }
    GatewayConfig c = testConfig(upstream.port(), store.sharedUrl());
    c.apply(QStringLiteral("scope-secret-file"), secretFile(dir, after));
    c.apply(QStringLiteral("previous-scope-secret-file"),
            before.isEmpty() ? QStringLiteral("bare") : secretFile(dir, before));
    std::unique_ptr<Gateway> g = startGateway(c);
    TestClient client(g->port());
    const Reply retry = client.send("POST", "/orders", h, "x");
    QCOMPARE(retry.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(retry.body, first.body);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(old)), 1);
    const QByteArray fresh = freshKey();
    QCOMPARE(client
                 .send("POST", "/orders",
                       {{"Idempotency-Key", fresh}, {"Authorization", credential}}, "x")
                 .status,
             201);
    QVERIFY(store->get(QString::fromLatin1(fresh), scopeUnder(after)));
    QVERIFY(!store->get(QString::fromLatin1(fresh), scopeUnder(before)));
    QVERIFY(store->get(QString::fromLatin1(old), scopeUnder(before)));
    QVERIFY(!store->get(QString::fromLatin1(old), scopeUnder(after)));
    // Without the previous secret the same retry is another scope's first request.
    GatewayConfig plain = testConfig(upstream.port(), store.sharedUrl());
    plain.scopeSecret = after;
    std::unique_ptr<Gateway> without = startGateway(plain);
    TestClient other(without->port());
    QVERIFY(!other.send("POST", "/orders", h, "x").headers.contains("Idempotent-Replayed"));
    QCOMPARE(upstream.arrivals(QString::fromLatin1(old)), 2);
}

// --- unscoped credentials (ADR 0018) ----------------------------------------------------------

void Tst_HostileRouting::credentialFields_data() {
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<bool>("credential");
    for (const char* name : {"Authorization",
                             "authorization",
                             "Proxy-Authorization",
                             "Cookie",
                             "X-Api-Key",
                             "Api-Key",
                             "X-API-KEY",
                             "X-Auth-Token",
                             "X-Access-Token",
                             "X-Session-Id",
                             "X-User-Id",
                             "X-Remote-User",
                             "Remote-User",
                             "X-Authenticated-Userid",
                             "X-Forwarded-Client-Cert",
                             "X-SSL-Client-Cert",
                             "Ocp-Apim-Subscription-Key",
                             "X-Client-Secret",
                             "X_Api_Key",
                             "X-Amzn-Oidc-Identity",
                             "X-MS-Client-Principal"})
        QTest::newRow(name) << QByteArray(name) << true;
    for (const char* name :
         {"Idempotency-Key", "Idempotency-Token", "Idempotent-Token", "X-Idempotency-Key",
          "Content-Type", "Accept", "User-Agent", "Host", "Origin", "X-Request-Id", "Traceparent",
          "Stripe-Signature", "X-Hub-Signature-256", "Sec-WebSocket-Key", "Set-Cookie", "Key",
          "Keyboard", "Content-Length", "X-Forwarded-For"})
        QTest::newRow(name) << QByteArray(name) << false;
}

void Tst_HostileRouting::credentialFields() {
    QFETCH(QByteArray, name);
    QFETCH(bool, credential);
    QCOMPARE(isCredentialField(name), credential);
}

// Under the default options (--scope-from header:Authorization), callers who authenticate by
// something else all carried no scope source and shared one scope: B and C got A's answer,
// replayed. Now none of them is answered from a record, nothing is forwarded, nothing is stored,
// and each is told which field and which option.
void Tst_HostileRouting::defaultsNeverShareAnAnswer_data() {
    QTest::addColumn<QList<QByteArray>>("callers"); // "Field: value" each, the same key
    QTest::addColumn<QList<QByteArray>>("counted"); // the refusals' series after two rounds
    QTest::newRow("cookies") << QList<QByteArray>{"Cookie: session=alice", "Cookie: session=bob"}
                             << QList<QByteArray>{"{credential=\"cookie\"} 4",
                                                  "{credential=\"other\"} 0"};
    QTest::newRow("API keys") << QList<QByteArray>{"X-Api-Key: key-alice", "X-Api-Key: key-bob"}
                              << QList<QByteArray>{"{credential=\"other\"} 4",
                                                   "{credential=\"cookie\"} 0"};
    QTest::newRow("cookie, cookie, API key")
        << QList<QByteArray>{"Cookie: session=alice", "Cookie: session=bob", "X-Api-Key: carol"}
        << QList<QByteArray>{"{credential=\"cookie\"} 4", "{credential=\"other\"} 2"};
    QTest::newRow("proxy credentials")
        << QList<QByteArray>{"Proxy-Authorization: Basic YTpi", "Proxy-Authorization: Basic Yzpk"}
        << QList<QByteArray>{"{credential=\"proxy_authorization\"} 4"};
}

void Tst_HostileRouting::defaultsNeverShareAnAnswer() {
    QFETCH(QList<QByteArray>, callers);
    QFETCH(QList<QByteArray>, counted);
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port()); // every option at its default
    const QByteArray key = freshKey();
    for (int round = 0; round < 2; ++round) {
        for (const QByteArray& caller : callers) {
            // Raw bytes: the test client, a proxy's client, drops Proxy-Authorization (a field
            // for the next hop only), which is what a proxy in front of the gateway would send.
            const QByteArray body = "{\"amount\":1}";
            const QByteArray raw = rawExchange(
                rig.gateway->port(),
                "POST /orders HTTP/1.1\r\nHost: gate\r\nConnection: close\r\nIdempotency-Key: " +
                    key + "\r\n" + caller +
                    "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
            QVERIFY2(raw.startsWith("HTTP/1.1 400 "), raw.constData());
            const qsizetype split = raw.indexOf("\r\n\r\n");
            QVERIFY(split > 0);
            QVERIFY2(!raw.left(split).contains("Idempotent-Replayed"), raw.constData());
            const QJsonObject problem = QJsonDocument::fromJson(raw.mid(split + 4)).object();
            QCOMPARE(problem.value(QStringLiteral("type")).toString(),
                     QStringLiteral("https://example.invalid/idemscope/problems/"
                                    "unscoped-credentials"));
            const QString detail = problem.value(QStringLiteral("detail")).toString();
            const QByteArray field = caller.left(caller.indexOf(':'));
            QVERIFY2(detail.contains(QString::fromLatin1(field)), qPrintable(detail));
            QVERIFY2(detail.contains(QStringLiteral("--scope-from")), qPrintable(detail));
            // The client is not told which sources the gateway reads.
            QVERIFY2(!detail.contains(QStringLiteral("header:Authorization")), qPrintable(detail));
        }
    }
    QCOMPARE(upstream.totalArrivals(), 0);
    QCOMPARE(rig.records(), 0);
    const QByteArray metrics = rig.gateway->metrics().scrape();
    for (const QByteArray& series : counted)
        QVERIFY2(metrics.contains("idemgate_unscoped_refused_total" + series), metrics.constData());
    QVERIFY(metrics.contains("idemgate_scope_requests_total{source=\"none\"} 0"));
}

// A request that names nobody (no credential of any kind) still has its honest place in the
// shared scope: a public endpoint keeps its replays.
void Tst_HostileRouting::anonymousRequestsShareTheScope() {
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port());
    const QByteArray key = freshKey();
    const Reply first = rig.client->send(
        "POST", "/orders", {{"Idempotency-Key", key}, {"User-Agent", "curl/8"}}, "{}");
    QCOMPARE(first.status, 201);
    const Reply again = rig.client->send("POST", "/orders", {{"Idempotency-Key", key}}, "{}");
    QCOMPARE(again.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(again.body, first.body);
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
    QVERIFY(rig.gateway->metrics().scrape().contains(
        "idemgate_scope_requests_total{source=\"none\"} 2"));
}

// Where the operator named the session cookie, the other cookies (a theme, a consent banner)
// name nobody: a request without the session cookie is anonymous, not refused. An API key the
// operator did not name still is.
void Tst_HostileRouting::namedCookieLeavesOtherCookiesAlone() {
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port(), [](GatewayConfig& c) {
        c.apply(QStringLiteral("scope-from"), QStringLiteral("cookie:session"));
    });
    const Reply themed = rig.client->send(
        "POST", "/orders", {{"Idempotency-Key", freshKey()}, {"Cookie", "theme=dark"}}, "{}");
    QCOMPARE(themed.status, 201);
    const Reply keyed = rig.client->send(
        "POST", "/orders", {{"Idempotency-Key", freshKey()}, {"X-Api-Key", "k1"}}, "{}");
    QCOMPARE(keyed.status, 400);
    QCOMPARE(keyed.problemType(),
             QStringLiteral("https://example.invalid/idemscope/problems/unscoped-credentials"));
    QCOMPARE(upstream.totalArrivals(), 1);
}

// --unscoped-credentials share is the operator's explicit choice of the earlier behaviour: said
// at start, and then B does get A's answer.
void Tst_HostileRouting::sharingUnscopedCredentialsIsExplicit() {
    GatewayConfig c;
    c.apply(QStringLiteral("unscoped-credentials"), QStringLiteral("share"));
    const QString warnings = c.startupWarnings().join(QLatin1Char('\n'));
    QVERIFY2(warnings.contains(QStringLiteral("--unscoped-credentials share")),
             qPrintable(warnings));
    QVERIFY2(warnings.contains(QStringLiteral("no scope secret")), qPrintable(warnings));
    QVERIFY(!test::refusal([&] {
                 c.apply(QStringLiteral("unscoped-credentials"), QStringLiteral("maybe"));
             }).isEmpty());
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port(), [](GatewayConfig& g) {
        g.apply(QStringLiteral("unscoped-credentials"), QStringLiteral("share"));
    });
    const QByteArray key = freshKey();
    const Reply a = rig.client->send("POST", "/orders",
                                     {{"Idempotency-Key", key}, {"Cookie", "session=alice"}}, "{}");
    QCOMPARE(a.status, 201);
    const Reply b = rig.client->send("POST", "/orders",
                                     {{"Idempotency-Key", key}, {"Cookie", "session=bob"}}, "{}");
    QCOMPARE(b.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(upstream.arrivals(QString::fromLatin1(key)), 1);
}

// --- case 8 over the wire ------------------------------------------------------------------

// Prefixes are matched against normal targets: one in another form would never match.
void Tst_HostileRouting::configPathsInNormalForm() {
    GatewayConfig c;
    c.apply(QStringLiteral("required-paths"), QStringLiteral("/orders,/payments/,/a~b"));
    for (const char* bad :
         {"//orders", "/orders/./x", "/x/../orders", "/%6frders", "/../x", "/orders?x", "/a%2fb"}) {
        for (const QString& option :
             {QStringLiteral("required-paths"), QStringLiteral("optional-paths")})
            QVERIFY2(!test::refusal([&] { c.apply(option, QString::fromLatin1(bad)); }).isEmpty(),
                     bad);
    }
}

// --required-paths /orders: each spelling of /orders without a key is refused like /orders.
// Before: forwarded without a key (201, one unguarded execution each).
void Tst_HostileRouting::requiredPathBypassRefused_data() {
    QTest::addColumn<QByteArray>("target");
    for (const char* t : {"/orders", "//orders", "/./orders", "/%6frders", "/%6Frders",
                          "/x/../orders", "/%2e/orders", "///orders/7", "/orders/./7"})
        QTest::newRow(t) << QByteArray(t);
}

void Tst_HostileRouting::requiredPathBypassRefused() {
    QFETCH(QByteArray, target);
    RecordingUpstream upstream;
    GatewayRig rig(upstream.port(),
                   [](GatewayConfig& c) { c.requiredPaths = {QStringLiteral("/orders")}; });
    const Reply r = rig.client->send("POST", target, {}, "{\"amount\":1}");
    QCOMPARE(r.status, 400);
    QCOMPARE(r.problemType(), problem("missing-key"));
    QCOMPARE(upstream.targets().size(), 0);
    // Elsewhere a request without a key still passes, normalised.
    QCOMPARE(rig.client->send("POST", "//status/./201", {}, "x").status, 201);
    QCOMPARE(upstream.targets(), QList<QByteArray>{"/status/201"});
}

// With an upstream base path /api, nothing climbs out of it. Before: /../admin was forwarded
// as /api/../admin (the upstream resolves it to /admin).
void Tst_HostileRouting::escapeFromBasePathRefused_data() {
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("target");
    for (const char* t : {"/../admin", "/%2e%2e/admin", "/.%2e/admin", "/orders/../../admin",
                          "//..//admin", "/orders%2f..%2f..%2fadmin", "/orders/..;/..;/admin",
                          "/orders\\..\\..\\admin", "/orders%5c..%5cadmin", "/orders%00"}) {
        QTest::addRow("GET %s", t) << QByteArray("GET") << QByteArray(t);
        QTest::addRow("POST %s", t) << QByteArray("POST") << QByteArray(t);
    }
}

void Tst_HostileRouting::escapeFromBasePathRefused() {
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, target);
    RecordingUpstream upstream;
    GatewayRig rig(upstream.port(), [&](GatewayConfig& c) {
        c.upstream = QUrl(QStringLiteral("http://127.0.0.1:%1/api").arg(upstream.port()));
    });
    const QByteArray key = freshKey();
    const QByteArray raw =
        rawExchange(rig.gateway->port(), method + ' ' + target +
                                             " HTTP/1.1\r\nHost: gw\r\nIdempotency-Key: " + key +
                                             "\r\nContent-Length: 1\r\nConnection: close\r\n\r\nx");
    QCOMPARE(rawStatus(raw), 400);
    QVERIFY(raw.contains("application/problem+json"));
    QCOMPARE(upstream.targets().size(), 0);
    QCOMPARE(rig.records(), 0);
}

// What the gateway matched is what the upstream gets: //orders with a key runs once as
// /api/orders and replays for /./orders; the query passes byte for byte.
void Tst_HostileRouting::upstreamSeesTheMatchedPath() {
    RecordingUpstream upstream;
    GatewayRig rig(upstream.port(), [&](GatewayConfig& c) {
        c.upstream = QUrl(QStringLiteral("http://127.0.0.1:%1/api/").arg(upstream.port()));
    });
    const QByteArray key = freshKey();
    const Headers h{{"Idempotency-Key", key}};
    QCOMPARE(rig.client->send("POST", "//orders?x=%2F..&y=a//b", h, "x").status, 201);
    QCOMPARE(rig.client->send("POST", "/./%6frders?x=%2F..&y=a//b", h, "x")
                 .header("Idempotent-Replayed"),
             QByteArray("true"));
    QCOMPARE(upstream.arrivals(key), 1);
    QCOMPARE(rig.client->send("GET", "/x/..//orders/7/").status, 201);
    QCOMPARE(upstream.targets(),
             (QList<QByteArray>{"/api/orders?x=%2F..&y=a//b", "/api/orders/7/"}));
}

// --- case 9: forwarding headers, readiness -------------------------------------------------

// Before: the client's Forwarded, X-Forwarded-Host and -Proto passed unchanged, and its
// X-Forwarded-For was extended as if a proxy had written it.
void Tst_HostileRouting::forwardedHeadersFromUntrustedClients() {
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port());
    const Headers lies{{"X-Forwarded-For", "10.0.0.1"},
                       {"X-Forwarded-For", "10.0.0.2"},
                       {"Forwarded", "for=10.0.0.1;proto=https;host=bank.example"},
                       {"X-Forwarded-Host", "bank.example"},
                       {"X-Forwarded-Proto", "https"},
                       {"X-Real-IP", "10.0.0.1"}};
    for (const QByteArray& method : {QByteArray("GET"), QByteArray("POST")}) {
        Headers h = lies;
        if (method == "POST")
            h.append({"Idempotency-Key", freshKey()});
        QCOMPARE(rig.client->send(method, "/things", h, "x").status, 201);
        const HttpHeaders seen = upstream.lastHeaders();
        QCOMPARE(seen.values("X-Forwarded-For"), QList<QByteArray>{"127.0.0.1"});
        QCOMPARE(seen.values("X-Forwarded-Proto"), QList<QByteArray>{"http"});
        QCOMPARE(seen.values("X-Forwarded-Host"),
                 QList<QByteArray>{"127.0.0.1:" + QByteArray::number(rig.gateway->port())});
        QVERIFY(!seen.contains("Forwarded"));
        QVERIFY(!seen.contains("X-Real-IP"));
    }
}

void Tst_HostileRouting::forwardedHeadersFromTrustedProxy() {
    ScriptedUpstream upstream;
    GatewayRig rig(upstream.port(), [](GatewayConfig& c) {
        c.apply(QStringLiteral("trusted-proxies"), QStringLiteral("10.0.0.0/8, 127.0.0.1"));
    });
    QCOMPARE(rig.client
                 ->send("POST", "/things",
                        {{"Idempotency-Key", freshKey()},
                         {"X-Forwarded-For", "198.51.100.9, 10.1.1.1"},
                         {"Forwarded", "for=198.51.100.9;proto=https"},
                         {"X-Forwarded-Proto", "https"},
                         {"X-Forwarded-Host", "shop.example"}},
                        "x")
                 .status,
             201);
    const HttpHeaders seen = upstream.lastHeaders();
    QCOMPARE(seen.values("X-Forwarded-For"),
             QList<QByteArray>{"198.51.100.9, 10.1.1.1, 127.0.0.1"});
    QCOMPARE(seen.values("X-Forwarded-Proto"), QList<QByteArray>{"https"});
    QCOMPARE(seen.values("X-Forwarded-Host"), QList<QByteArray>{"shop.example"});
    QCOMPARE(seen.values("Forwarded"), QList<QByteArray>{"for=198.51.100.9;proto=https"});
    GatewayConfig c;
    for (const QString& bad : {QStringLiteral("10.0.0.0/33"), QStringLiteral("proxy.local")})
        QVERIFY2(!test::refusal([&] { c.apply(QStringLiteral("trusted-proxies"), bad); }).isEmpty(),
                 qPrintable(bad));
}

// Before: {"status":"unready","store":"<the driver's message, with paths, hosts, users>"}.
void Tst_HostileRouting::readinessHidesStoreDetails() {
    ScriptedUpstream upstream;
    QTemporaryDir dir;
    const QString where = dir.filePath(QStringLiteral("secret-folder/missing/x.db"));
    Gateway gateway(testConfig(upstream.port(), QStringLiteral("sqlite://") + where));
    QString error;
    gateway.start();
    TestClient client(gateway.port());
    const Reply r = client.send("GET", "/readyz");
    QCOMPARE(r.status, 503);
    QCOMPARE(r.json().value(QStringLiteral("status")).toString(), QStringLiteral("unready"));
    const QString kind = r.json().value(QStringLiteral("store")).toString();
    QVERIFY2(QRegularExpression(QStringLiteral("^[a-z_]+$")).match(kind).hasMatch(),
             qPrintable(kind));
    QVERIFY(!r.body.contains("secret-folder"));
    QVERIFY(!r.body.contains(dir.path().toLatin1()));
}

QTEST_GUILESS_MAIN(Tst_HostileRouting)
#include "tst_hostilerouting.moc"
