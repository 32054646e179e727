// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "store/storeregistry.h"

#include "base/errors.h"
#include "sqlite/sqlitestore.h"
#include "store/backends.h"
#if IDEM_WITH_POSTGRES
#include "postgres/pgstore.h"
#include "postgres/pgurl.h"
#endif
#if IDEM_WITH_REDIS
#include "redis/redisstore.h"
#include "redis/redisurl.h"
#include "redis/seedstore.h"
#endif

#include <QDir>
#include <QStandardPaths>
#include <QUrlQuery>
#include <algorithm>

namespace idem {
namespace {

/// Longer than any store URL a person writes; refused before any parser reads it.
constexpr qsizetype kMaxUrlLength = 4096;

[[noreturn]] void bad(const QString& message) {
    throw Error(ErrorKind::BadInput, message);
}

void requireSane(const QString& url) {
    if (url.size() > kMaxUrlLength)
        bad(QStringLiteral("The store URL is too long."));
}

/// The scheme's own text, unknown scheme or not: what stands before the first ':'.
QStringView schemeName(QStringView url) {
    const qsizetype colon = url.indexOf(u':');
    return colon > 0 ? url.left(colon) : QStringView();
}

/// The checked-for-text reading of `url` by its backend's parser; the parsed form is thrown
/// away (openStore() parses again: opening is rare, and the parsers are pure).
void parseWithBackend(StoreKind kind, const QString& url) {
    switch (kind) {
    case StoreKind::Sqlite:
        SqliteStore::parseUrl(url);
        return;
    case StoreKind::Redis:
#if IDEM_WITH_REDIS
        redis::RedisUrl::parse(url);
#endif
        return;
    case StoreKind::Postgres:
#if IDEM_WITH_POSTGRES
        pg::PgUrl::parse(url);
#endif
        return;
    }
}

/// The scheme of `url` whose backend this build has; BadInput otherwise, saying which.
StoreScheme builtScheme(const QString& url) {
    requireSane(url);
    const std::optional<StoreScheme> scheme = storeSchemeOf(url);
    if (!scheme)
        bad(QStringLiteral("Unknown store URL; expected %1.").arg(supportedStoreUrls()));
    if (!storeKindBuilt(scheme->kind)) {
        bad(QStringLiteral("This build of IdemScope has no %1 store (it was built with %2=OFF); "
                           "use %3.")
                .arg(storeKindName(scheme->kind),
                     scheme->kind == StoreKind::Redis ? QStringLiteral("IDEM_WITH_REDIS")
                                                      : QStringLiteral("IDEM_WITH_POSTGRES"),
                     supportedStoreUrls()));
    }
    return *scheme;
}

} // namespace

const QList<StoreScheme>& storeSchemes() {
    static const QList<StoreScheme> schemes = {
        {u"sqlite", u"sqlite:", StoreKind::Sqlite, false},
        {u"redis", u"redis://", StoreKind::Redis, false},
        {u"rediss", u"rediss://", StoreKind::Redis, false},
        {u"redis+cluster", u"redis+cluster://", StoreKind::Redis, true},
        {u"rediss+cluster", u"rediss+cluster://", StoreKind::Redis, true},
        {u"redis+sentinel", u"redis+sentinel://", StoreKind::Redis, true},
        {u"postgresql", u"postgresql://", StoreKind::Postgres, false},
        {u"postgres", u"postgres://", StoreKind::Postgres, false},
    };
    return schemes;
}

std::optional<StoreScheme> storeSchemeOf(QStringView url) {
    const QStringView name = schemeName(url);
    for (const StoreScheme& s : storeSchemes()) {
        if (s.name == name)
            return s;
    }
    return std::nullopt;
}

std::optional<StoreKind> storeKindOf(QStringView url) {
    if (const auto scheme = storeSchemeOf(url))
        return scheme->kind;
    return std::nullopt;
}

bool storeKindBuilt(StoreKind kind) {
    switch (kind) {
    case StoreKind::Sqlite:
        return true;
    case StoreKind::Redis:
        return IDEM_WITH_REDIS;
    case StoreKind::Postgres:
        return IDEM_WITH_POSTGRES;
    }
    return false;
}

QString storeKindName(StoreKind kind) {
    switch (kind) {
    case StoreKind::Sqlite:
        return QStringLiteral("SQLite");
    case StoreKind::Redis:
        return QStringLiteral("Redis");
    case StoreKind::Postgres:
        return QStringLiteral("PostgreSQL");
    }
    return {};
}

QString storeKindId(StoreKind kind) {
    switch (kind) {
    case StoreKind::Sqlite:
        return QStringLiteral("sqlite");
    case StoreKind::Redis:
        return QStringLiteral("redis");
    case StoreKind::Postgres:
        return QStringLiteral("postgresql");
    }
    return {};
}

std::optional<std::pair<qsizetype, qsizetype>> storeUrlAuthority(QStringView url) {
    const qsizetype sep = url.indexOf(u"://");
    if (sep < 0)
        return std::nullopt;
    const qsizetype start = sep + 3;
    qsizetype end = url.size();
    for (QChar stop : {u'/', u'?', u'#'}) {
        const qsizetype at = url.indexOf(stop, start);
        if (at >= 0)
            end = std::min(end, at);
    }
    return std::pair{start, end};
}

bool storeUrlHasSeveralHosts(QStringView url) {
    if (const auto scheme = storeSchemeOf(url); scheme && scheme->severalHosts)
        return true;
    const auto authority = storeUrlAuthority(url);
    if (!authority)
        return false;
    const QStringView text = url.mid(authority->first, authority->second - authority->first);
    return text.mid(text.lastIndexOf(u'@') + 1).contains(u',');
}

bool storeUrlHasSeedLayout(QStringView url) {
    if (storeKindOf(url) != StoreKind::Redis)
        return false;
    const qsizetype q = url.indexOf(u'?');
    if (q < 0)
        return false;
    const QUrlQuery query(url.mid(q + 1).toString());
    return query.queryItemValue(QStringLiteral("layout"), QUrl::FullyDecoded) ==
           QLatin1String("seed");
}

bool storeUrlIsInMemory(QStringView url) {
    return url.startsWith(u"sqlite::memory:");
}

void checkStoreUrl(const QString& url) {
    parseWithBackend(builtScheme(url).kind, url);
}

QString supportedStoreUrls() {
    QStringList forms{QStringLiteral("sqlite:///abs/path.db"), QStringLiteral("sqlite::memory:")};
    if (storeKindBuilt(StoreKind::Redis)) {
        forms << QStringLiteral("redis[s]://host:port[/db]")
              << QStringLiteral("redis[s]+cluster://...")
              << QStringLiteral("redis+sentinel://.../master");
    }
    if (storeKindBuilt(StoreKind::Postgres))
        forms << QStringLiteral("postgresql://...");
    const QString last = forms.takeLast();
    return forms.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

std::unique_ptr<TokenStore> openStore(const QString& url) {
    switch (builtScheme(url).kind) {
    case StoreKind::Sqlite:
        return std::make_unique<SqliteStore>(SqliteStore::parseUrl(url));
    case StoreKind::Redis:
#if IDEM_WITH_REDIS
    {
        const redis::RedisUrl parsed = redis::RedisUrl::parse(url);
        if (parsed.layout == redis::Layout::Seed)
            return openRedisSeedStore(parsed);
        return std::make_unique<RedisStore>(parsed);
    }
#else
        break; // builtScheme() refused it
#endif
    case StoreKind::Postgres:
#if IDEM_WITH_POSTGRES
        return openPostgresStore(url);
#else
        break; // builtScheme() refused it
#endif
    }
    throw Error(ErrorKind::Internal, QStringLiteral("No opener for a built store kind."));
}

QString defaultStoreUrl() {
    // GenericDataLocation, not AppDataLocation: the console, idemctl and idemgate have different
    // application names but must find the same file.
    QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (base.isEmpty())
        base = QDir::homePath();
    const QString dir = base + QStringLiteral("/IdemScope");
    QDir().mkpath(dir);
    return SqliteStore::urlForPath(QDir(dir).absoluteFilePath(QStringLiteral("idemscope.db")));
}

QString resolveStoreUrl(const QString& explicitUrl) {
    if (!explicitUrl.isEmpty())
        return explicitUrl;
    const QString fromEnv = qEnvironmentVariable("IDEMSCOPE_STORE");
    if (!fromEnv.isEmpty())
        return fromEnv;
    return defaultStoreUrl();
}

} // namespace idem
