// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/gatewayconfig.h"

#include "base/errors.h"
#include "gateway/target.h"
#include "http/http.h"
#include "store/storeregistry.h"
#include "util/duration.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

namespace idem::gateway {

namespace {

/// A configuration text is wrong: said as the one error of core (ADR 0003).
[[noreturn]] void badInput(const QString& text) {
    throw Error(ErrorKind::BadInput, text);
}

QStringList splitList(const QString& value) {
    QStringList out;
    for (const QString& part : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty())
            out.append(part.trimmed());
    return out;
}

/// A header name for --key-header and --key-aliases: the RFC 9110 token rule that the parser
/// applies to what arrives (an earlier rule here allowed only letters, digits, '-' and '_', for
/// no reason of the gateway's: a name such as X.Idem-Key is a header a client can send). The
/// length bound keeps the name readable in the problem details that quote it.
bool isHeaderName(const QString& name) {
    return name.size() <= 64 && http::isHttpToken(name);
}

/// A secret from a file of the operator's: the first line, without its line end. The file may
/// hold nothing else of use; a short secret is refused (an HMAC key or a bearer secret that can
/// be guessed protects nothing).
QByteArray readSecretFile(const QString& option, const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        badInput(QStringLiteral("--%1: cannot read %2").arg(option, path));
    const QByteArray secret = f.read(4096).split('\n').value(0).trimmed();
    if (secret.size() < 16)
        badInput(QStringLiteral("--%1: the secret in %2 must have at least 16 characters")
                     .arg(option, path));
    return secret;
}

} // namespace

QString ListenAddress::text() const {
    const QString host = address.protocol() == QAbstractSocket::IPv6Protocol
                             ? QStringLiteral("[%1]").arg(address.toString())
                             : address.toString();
    return QStringLiteral("%1:%2").arg(host).arg(port);
}

ListenAddress parseListenAddress(const QString& text) {
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    if (colon < 0)
        badInput(QStringLiteral("'%1' is not host:port").arg(text));
    QString host = text.left(colon);
    bool ok = false;
    const uint port = text.mid(colon + 1).toUInt(&ok);
    if (!ok || port > 65535)
        badInput(QStringLiteral("'%1' has no valid port").arg(text));
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    ListenAddress out;
    out.port = static_cast<quint16>(port);
    if (host.isEmpty() || host == QLatin1String("*")) {
        out.address = QHostAddress(QHostAddress::Any);
    } else if (host == QLatin1String("localhost")) {
        out.address = QHostAddress(QHostAddress::LocalHost);
    } else if (!out.address.setAddress(host))
        badInput(QStringLiteral("'%1' is not an IP address").arg(host));
    return out;
}

std::optional<qsizetype> parseSize(const QString& text) {
    static const std::pair<const char*, qint64> units[] = {
        {"KiB", 1024}, {"MiB", 1024 * 1024}, {"GiB", 1024LL * 1024 * 1024},
        {"k", 1000},   {"K", 1024},          {"M", 1024 * 1024},
        {"B", 1}};
    QString number = text.trimmed();
    qint64 unit = 1;
    for (const auto& [suffix, factor] : units) {
        if (number.endsWith(QLatin1String(suffix))) {
            number.chop(static_cast<qsizetype>(qstrlen(suffix)));
            unit = factor;
            break;
        }
    }
    bool ok = false;
    const qint64 v = number.trimmed().toLongLong(&ok);
    if (!ok || v < 0 || v > (qint64(1) << 40) / unit)
        return std::nullopt;
    return static_cast<qsizetype>(v * unit);
}

const QList<GatewayOption>& gatewayOptions() {
    // The defaults are those of GatewayConfig's members, spelled as the option takes them
    // (tst_gatewayoptions applies each to a fresh config and checks that nothing changes).
    static const QList<GatewayOption> options{
        {"listen", "host:port", "127.0.0.1:8088",
         "Address of the proxy ([::1]:8088; :8088 for every interface)."},
        {"upstream", "url", "",
         "Required: the http:// or https:// origin of the API; a path in it is prepended to "
         "every request."},
        {"store", "url", "",
         "The store, as idemctl's --store (sqlite:///..., redis://..., postgresql://...); "
         "default: $IDEMSCOPE_STORE, else the default SQLite file."},
        {"metrics-listen", "host:port", "off", "Address of /metrics (Prometheus)."},
        {"methods", "list", "POST,PATCH", "Guarded methods."},
        {"key-header", "name", "Idempotency-Key", "The key's header."},
        {"key-aliases", "list", "Idempotency-Token,Idempotent-Token",
         "Other header names accepted for the key (empty: none)."},
        {"required-paths", "prefixes", "/",
         "Path prefixes where a guarded request must carry a key (400 without)."},
        {"optional-paths", "prefixes", "",
         "Prefixes exempt from --required-paths (the longest matching prefix wins)."},
        {"mode", "open|issued", "open",
         "open: clients bring their keys; issued: only keys issued by `idemctl issue` or the "
         "issue endpoint."},
        {"scope-header", "name", "",
         "Earlier versions' option: --scope-header NAME is --scope-from header:NAME; empty: no "
         "source."},
        {"scope-from", "sources", "header:Authorization",
         "Where a request's scope comes from: header:NAME and cookie:NAME, comma-separated; the "
         "first one the request carries wins. Empty: one scope shared by every caller."},
        {"unscoped-credentials", "refuse|share", "refuse",
         "A keyed request with a credential no --scope-from source reads (Cookie, "
         "Proxy-Authorization, an API-key header) and none that one reads: refuse answers 400 "
         "unscoped-credentials; share keeps it in the shared scope, replayed to any caller."},
        {"scope-secret-file", "file", "",
         "File whose first line (16 characters at least) keys the scopes' HMAC-SHA256; without "
         "it IDEMGATE_SCOPE_SECRET, without that the bare SHA-256."},
        {"previous-scope-secret-file", "file|bare", "",
         "While a scope secret is rotated: the file of the secret before it (bare: scopes made "
         "without a secret); a key first used under it keeps that scope, so its retries replay."},
        {"issue-endpoint", "on|off", "off",
         "on serves POST /idempotency/tokens; off answers it 404."},
        {"token-ttl", "duration", "30m", "Validity of issued tokens."},
        {"max-token-ttl", "duration", "24h",
         "Longest ttl a caller of the issue endpoint may ask for (400 beyond); --token-ttl may "
         "not exceed it."},
        {"issue-auth-file", "file", "",
         "File whose first line (16 characters at least) callers of the issue endpoint must send "
         "as 'Authorization: Bearer ...'."},
        {"issue-rate", "rate", "10/s",
         "Tokens per client address and second after the burst (30/m: per minute; off: no "
         "limit)."},
        {"issue-burst", "n", "20", "Tokens a client address may ask for at once."},
        {"trusted-proxies", "list", "",
         "Addresses and CIDR blocks (10.0.0.0/8,::1) of proxies whose X-Forwarded-* and "
         "Forwarded fields are believed; from any other peer they are replaced."},
        {"lease", "duration", "30s",
         "How long a claim holds without a heartbeat (a dead gateway's claim is taken over "
         "after it)."},
        {"retention", "duration", "24h", "How long responses are kept and replayed."},
        {"upstream-timeout", "duration", "30s",
         "From forwarding to the whole upstream response (504 beyond)."},
        {"request-timeout", "duration", "10s",
         "A request must arrive whole within this (408 beyond)."},
        {"idle-timeout", "duration", "60s", "Idle keep-alive connections close after this."},
        {"first-byte-timeout", "duration", "5s",
         "A new connection that sends nothing within this is closed without an answer."},
        {"max-connections-per-client", "n", "256",
         "Open connections from one client address (503 beyond; 0: no cap)."},
        {"shutdown-timeout", "duration", "30s", "How long SIGTERM waits for requests in progress."},
        {"reap-interval", "duration", "60s",
         "How often the gateway deletes expired records (off: leave it to `idemctl "
         "purge-expired`)."},
        {"unavailable-retry-after", "duration", "1s", "Retry-After of 503 store-unavailable."},
        {"max-body", "size", "1MiB", "Largest request body (413 beyond)."},
        {"max-header", "size", "16KiB",
         "Largest request line and header section (414/431 beyond)."},
        {"max-response", "size", "8MiB", "Largest upstream response (502 beyond)."},
        {"max-answer-memory", "size", "64MiB",
         "Answers held in memory for clients still reading them, one sent to many counted once; "
         "beyond it a new request waits up to 5 s for room, then 503 overloaded."},
        {"max-connections", "n", "1024", "Open client connections (503 beyond)."},
        {"max-upstream-connections", "n", "256",
         "Connections to the upstream (more requests queue)."},
        {"store-workers", "n", "",
         "Store threads, each with its own connection (SQLite: always one; on a single Redis "
         "server the request path uses one pipelined connection instead). Default: 2 on "
         "PostgreSQL (larger group commits), 4 on the others."},
        {"fail-open", nullptr, "",
         "Forward WITHOUT idempotency while the store is unreachable (logged on every such "
         "request)."},
        {"access-log", "file", "stderr",
         "The JSON access log: stderr, off, or a file to append to."},
    };
    return options;
}

QString GatewayOption::helpText() const {
    const QString text = QString::fromUtf8(description);
    return *defaultValue ? QStringLiteral("%1 Default: %2.").arg(text, QLatin1String(defaultValue))
                         : text;
}

QStringList GatewayConfig::optionNames() {
    QStringList names;
    for (const GatewayOption& option : gatewayOptions())
        names.append(QLatin1String(option.name));
    return names;
}

void GatewayConfig::apply(const QString& name, const QString& value) {
    auto duration = [&](std::chrono::milliseconds& out) {
        const auto d = parseDuration(value);
        if (!d || d->count() <= 0)
            badInput(QStringLiteral("--%1: '%2' is not a positive duration "
                                    "(e.g. 500ms, 30s, 5m)")
                         .arg(name, value));
        out = *d;
        return;
    };
    auto size = [&](qsizetype& out) {
        const auto s = parseSize(value);
        if (!s || *s <= 0)
            badInput(QStringLiteral("--%1: '%2' is not a positive size "
                                    "(e.g. 1MiB, 16KiB)")
                         .arg(name, value));
        out = *s;
        return;
    };
    auto count = [&](int& out, int max) {
        bool ok = false;
        const int v = value.toInt(&ok);
        if (!ok || v <= 0 || v > max)
            badInput(QStringLiteral("--%1: '%2' is not a number from 1 to %3")
                         .arg(name, value)
                         .arg(max));
        out = v;
        return;
    };
    auto header = [&](QByteArray& out, bool emptyAllowed) {
        if (value.isEmpty() && emptyAllowed) {
            out.clear();
            return;
        }
        if (!isHeaderName(value))
            badInput(QStringLiteral("--%1: '%2' is not a header name").arg(name, value));
        out = value.toLatin1();
        return;
    };
    auto paths = [&](QStringList& out) {
        out = splitList(value);
        for (const QString& p : std::as_const(out))
            if (!p.startsWith(QLatin1Char('/')))
                badInput(QStringLiteral("--%1: '%2' does not start with '/'").arg(name, p));
        // Requests are matched in normal form (normalizeTarget): a prefix in another form
        // would never match.
        for (const QString& p : std::as_const(out)) {
            const NormalTarget normal = normalizeTarget(p.toLatin1());
            if (normal.refused() || normal.target != p.toLatin1() || p.contains(QLatin1Char('?')))
                badInput(QStringLiteral("--%1: '%2' is not a path in normal form "
                                        "(no '//', '.', '..', query or escaped "
                                        "unreserved characters)")
                             .arg(name, p));
        }
        return;
    };

    // The table is the one list of options: a branch below without a row in it would be an
    // option that no help line describes.
    if (!optionNames().contains(name))
        badInput(QStringLiteral("unknown option '%1'").arg(name));

    if (name == QLatin1String("listen") || name == QLatin1String("metrics-listen")) {
        if (name == QLatin1String("metrics-listen") &&
            (value.isEmpty() || value == QLatin1String("off"))) {
            metricsListen.reset();
            return;
        }
        ListenAddress a;
        try {
            a = parseListenAddress(value);
        } catch (const Error& e) {
            badInput(QStringLiteral("--%1: %2").arg(name, e.message()));
        }
        (name == QLatin1String("listen") ? listen : metricsListen.emplace()) = a;
        return;
    }
    if (name == QLatin1String("upstream")) {
        const QUrl url(value, QUrl::StrictMode);
        if (!url.isValid() || url.host().isEmpty() ||
            (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) ||
            url.hasQuery() || url.hasFragment() || !url.userInfo().isEmpty())
            badInput(QStringLiteral("--upstream: '%1' is not an http:// or "
                                    "https:// origin (host, port, optional path)")
                         .arg(value));
        upstream = url;
        return;
    }
    if (name == QLatin1String("store")) {
        // Checked now, without connecting: a misspelt scheme or a backend this build lacks
        // stops idemgate at start rather than answering 503 to every request later.
        if (!value.isEmpty()) {
            try {
                checkStoreUrl(value);
            } catch (const Error& e) {
                badInput(QStringLiteral("--store: %1").arg(e.message()));
            }
        }
        store = value;
        return;
    }
    if (name == QLatin1String("methods")) {
        methods.clear();
        for (const QString& m : splitList(value))
            methods.append(m.toUpper());
        if (methods.isEmpty())
            badInput(QStringLiteral("--methods: name at least one method"));
        return;
    }
    if (name == QLatin1String("key-header"))
        return header(keyHeader, false);
    if (name == QLatin1String("key-aliases")) {
        keyAliases.clear();
        for (const QString& a : splitList(value)) {
            if (!isHeaderName(a))
                badInput(QStringLiteral("--key-aliases: '%1' is not a header name").arg(a));
            keyAliases.append(a.toLatin1());
        }
        return;
    }
    if (name == QLatin1String("required-paths"))
        return paths(requiredPaths);
    if (name == QLatin1String("optional-paths"))
        return paths(optionalPaths);
    if (name == QLatin1String("mode")) {
        if (value == QLatin1String("open"))
            mode = AcquireMode::Open;
        else if (value == QLatin1String("issued"))
            mode = AcquireMode::Issued;
        else
            badInput(QStringLiteral("--mode: '%1' is not open or issued").arg(value));
        return;
    }
    if (name == QLatin1String("scope-header")) {
        // The option of earlier versions: one header, or none.
        QByteArray h;
        header(h, true);
        scopeFrom.clear();
        if (!h.isEmpty())
            scopeFrom.append({ScopeSource::Kind::Header, h});
        return;
    }
    if (name == QLatin1String("lease"))
        return duration(lease);
    if (name == QLatin1String("retention"))
        return duration(retention);
    if (name == QLatin1String("token-ttl"))
        return duration(tokenTtl);
    if (name == QLatin1String("upstream-timeout"))
        return duration(upstreamTimeout);
    if (name == QLatin1String("request-timeout"))
        return duration(requestTimeout);
    if (name == QLatin1String("idle-timeout"))
        return duration(idleTimeout);
    if (name == QLatin1String("shutdown-timeout"))
        return duration(shutdownTimeout);
    if (name == QLatin1String("reap-interval")) {
        if (value == QLatin1String("off")) {
            reapInterval = std::chrono::milliseconds(0);
            return;
        }
        return duration(reapInterval);
    }
    if (name == QLatin1String("unavailable-retry-after"))
        return duration(unavailableRetryAfter);
    if (name == QLatin1String("max-body"))
        return size(maxBodyBytes);
    if (name == QLatin1String("max-header"))
        return size(maxHeaderBytes);
    if (name == QLatin1String("max-response"))
        return size(maxResponseBytes);
    if (name == QLatin1String("max-answer-memory"))
        return size(maxAnswerMemory);
    if (name == QLatin1String("max-connections"))
        return count(maxConnections, 100000);
    if (name == QLatin1String("max-upstream-connections"))
        return count(maxUpstreamConnections, 10000);
    if (name == QLatin1String("store-workers"))
        return count(storeWorkers, 64);
    if (name == QLatin1String("fail-open")) {
        if (value == QLatin1String("true") || value.isEmpty())
            failOpen = true;
        else if (value == QLatin1String("false"))
            failOpen = false;
        else
            badInput(QStringLiteral("--fail-open: '%1' is not true or false").arg(value));
        return;
    }
    if (name == QLatin1String("access-log")) {
        accessLog = value;
        return;
    }
    // --- routing and identity (issue 15) ---
    if (name == QLatin1String("scope-from")) {
        try {
            scopeFrom = parseScopeSources(value);
        } catch (const Error& e) {
            badInput(QStringLiteral("--scope-from: %1").arg(e.message()));
        }
        return;
    }
    if (name == QLatin1String("unscoped-credentials")) {
        if (value == QLatin1String("refuse"))
            refuseUnscopedCredentials = true;
        else if (value == QLatin1String("share"))
            refuseUnscopedCredentials = false;
        else
            badInput(
                QStringLiteral("--unscoped-credentials: '%1' is not refuse or share").arg(value));
        return;
    }
    if (name == QLatin1String("previous-scope-secret-file")) {
        if (value.isEmpty())
            previousScopeSecret.reset();
        else
            previousScopeSecret =
                value == QLatin1String("bare") ? QByteArray() : readSecretFile(name, value);
        return;
    }
    if (name == QLatin1String("scope-secret-file") || name == QLatin1String("issue-auth-file")) {
        const QByteArray secret = readSecretFile(name, value);
        if (name == QLatin1String("scope-secret-file")) {
            scopeSecret = secret;
            scopeSecretOrigin = QStringLiteral("file");
        } else {
            issueAuthSecret = secret;
        }
        return;
    }
    if (name == QLatin1String("issue-endpoint")) {
        if (value == QLatin1String("on") || value == QLatin1String("true"))
            issueEndpoint = true;
        else if (value == QLatin1String("off") || value == QLatin1String("false"))
            issueEndpoint = false;
        else
            badInput(QStringLiteral("--issue-endpoint: '%1' is not on or off").arg(value));
        return;
    }
    if (name == QLatin1String("max-token-ttl"))
        return duration(maxTokenTtl);
    if (name == QLatin1String("issue-rate")) {
        if (value == QLatin1String("off")) {
            issueRate = 0;
            return;
        }
        QString number = value.trimmed();
        double per = 1; // seconds
        if (number.endsWith(QLatin1String("/s"))) {
            number.chop(2);
        } else if (number.endsWith(QLatin1String("/m"))) {
            number.chop(2);
            per = 60;
        }
        bool ok = false;
        const double n = number.toDouble(&ok);
        if (!ok || n <= 0 || n > 1e6)
            badInput(QStringLiteral("--issue-rate: '%1' is not a rate such as 10/s, "
                                    "30/m or off")
                         .arg(value));
        issueRate = n / per;
        return;
    }
    if (name == QLatin1String("issue-burst"))
        return count(issueBurst, 100000);
    if (name == QLatin1String("trusted-proxies")) {
        trustedProxies.clear();
        for (const QString& entry : splitList(value)) {
            auto subnet = QHostAddress::parseSubnet(entry);
            if (subnet.first.isNull() && !entry.contains(QLatin1Char('/'))) {
                const QHostAddress a(entry);
                if (!a.isNull())
                    subnet = {a, a.protocol() == QAbstractSocket::IPv6Protocol ? 128 : 32};
            }
            if (subnet.first.isNull())
                badInput(QStringLiteral("--trusted-proxies: '%1' is not an address or a "
                                        "CIDR block")
                             .arg(entry));
            trustedProxies.append(subnet);
        }
        return;
    }
    // --- end of routing and identity ---
    if (name == QLatin1String("first-byte-timeout"))
        return duration(firstByteTimeout);
    if (name == QLatin1String("max-connections-per-client")) {
        if (value == QLatin1String("0") || value == QLatin1String("off")) {
            maxConnectionsPerClient = 0;
            return;
        }
        return count(maxConnectionsPerClient, 100000);
    }
    badInput(QStringLiteral("unknown option '%1'").arg(name));
}

void GatewayConfig::resolveScopeSecret() {
    if (!scopeSecret.isEmpty())
        return;
    const QByteArray env = qgetenv("IDEMGATE_SCOPE_SECRET").trimmed();
    if (env.isEmpty())
        return;
    if (env.size() < 16)
        badInput(QStringLiteral("IDEMGATE_SCOPE_SECRET must have at least 16 "
                                "characters"));
    scopeSecret = env;
    scopeSecretOrigin = QStringLiteral("environment");
    return;
}

QStringList GatewayConfig::startupWarnings() const {
    QStringList out;
    if (scopeFrom.isEmpty())
        out << (refuseUnscopedCredentials
                    ? QStringLiteral("no scope source (--scope-from): every caller shares ONE "
                                     "scope, so a caller who sends another's key gets that "
                                     "caller's stored response; requests that carry a "
                                     "credential (Authorization, Cookie, an API key) are "
                                     "refused (400 unscoped-credentials)")
                    : QStringLiteral("no scope source (--scope-from): every caller shares ONE "
                                     "scope, so a caller who sends another's key gets that "
                                     "caller's stored response, credentials or not "
                                     "(--unscoped-credentials share)"));
    if (!scopeFrom.isEmpty() && !refuseUnscopedCredentials)
        out << QStringLiteral("--unscoped-credentials share: a request with a credential that "
                              "%1 does not read shares ONE scope with every such caller")
                   .arg(scopeSourcesText(scopeFrom));
    if (!scopeFrom.isEmpty() && scopeSecret.isEmpty())
        out << QStringLiteral("no scope secret (--scope-secret-file or IDEMGATE_SCOPE_SECRET): "
                              "scopes are the bare SHA-256 of the credentials, as earlier "
                              "versions stored them, and the access log leaves them out");
    if (mode == AcquireMode::Issued && !issueEndpoint)
        out << QStringLiteral("--mode issued with the issue endpoint off: tokens come from "
                              "`idemctl issue`; --issue-endpoint on lets clients ask "
                              "POST /idempotency/tokens");
    if (issueEndpoint && issueAuthSecret.isEmpty())
        out << QStringLiteral("POST /idempotency/tokens is open to any caller (%1); "
                              "--issue-auth-file requires a bearer secret")
                   .arg(issueRate > 0 ? QStringLiteral("limited per client address by "
                                                       "--issue-rate")
                                      : QStringLiteral("with no rate limit"));
    return out;
}

bool GatewayConfig::trustedProxy(const QByteArray& peer) const {
    if (trustedProxies.isEmpty())
        return false;
    QHostAddress a(QString::fromLatin1(peer));
    bool mapped = false;
    const quint32 v4 = a.toIPv4Address(&mapped);
    if (mapped && a.protocol() == QAbstractSocket::IPv6Protocol)
        a = QHostAddress(v4); // ::ffff:10.0.0.1 from a dual-stack listener is 10.0.0.1
    for (const auto& subnet : trustedProxies)
        if (a.isInSubnet(subnet))
            return true;
    return false;
}

void GatewayConfig::applyJson(const QJsonObject& json) {
    for (auto it = json.begin(); it != json.end(); ++it) {
        const QJsonValue v = it.value();
        QString text;
        if (v.isString()) {
            text = v.toString();
        } else if (v.isBool()) {
            text = v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        } else if (v.isDouble()) {
            text = QString::number(v.toInteger());
        } else if (v.isArray()) {
            QStringList parts;
            for (const QJsonValue& e : v.toArray()) {
                if (!e.isString())
                    badInput(QStringLiteral("config: '%1' must be a list of "
                                            "strings")
                                 .arg(it.key()));
                parts.append(e.toString());
            }
            text = parts.join(QLatin1Char(','));
        } else {
            badInput(QStringLiteral("config: '%1' has an unsupported value").arg(it.key()));
        }
        try {
            apply(it.key(), text);
        } catch (const Error& e) {
            badInput(QStringLiteral("config: %1").arg(e.message()));
        }
    }
    return;
}

void GatewayConfig::validate() const {
    if (upstream.isEmpty())
        badInput(QStringLiteral("--upstream is required"));
    if (methods.isEmpty())
        badInput(QStringLiteral("--methods: name at least one method"));
    if (lease.count() <= 0 || retention.count() <= 0)
        badInput(QStringLiteral("lease and retention must be positive"));
    if (tokenTtl > maxTokenTtl)
        badInput(QStringLiteral("--token-ttl must not exceed --max-token-ttl"));
    if (metricsListen && metricsListen->port != 0 && metricsListen->port == listen.port &&
        metricsListen->address == listen.address)
        badInput(QStringLiteral("--metrics-listen must differ from --listen"));
    return;
}

} // namespace idem::gateway
