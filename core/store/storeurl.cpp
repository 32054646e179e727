// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "base/errors.h"
#include "postgres/pgstore.h"
#include "redis/redisstore.h"
#include "redis/seedstore.h"
#include "sqlite/sqlitestore.h"
#include "store/tokenstore.h"
#include "token/key.h"

#include <QDir>
#include <QStandardPaths>
#include <QUrl>

namespace idem {

void validate(const ListQuery& query) {
    if (query.limit < 1 || query.limit > 1000) {
        throw Error(
            ErrorKind::BadInput,
            QStringLiteral("The page size must be 1 to 1000; %1 was asked.").arg(query.limit));
    }
    if (query.scope)
        requireValidScope(*query.scope);
    if (!query.keyPrefix.isEmpty()) {
        if (auto problem = keyProblem(query.keyPrefix))
            throw Error(ErrorKind::BadInput, QStringLiteral("Key prefix: %1").arg(*problem));
    }
    if (auto problem = pathProblem(query.pathPrefix))
        throw Error(ErrorKind::BadInput, *problem);
}

std::unique_ptr<TokenStore> openStore(const QString& url) {
    if (url.size() > 4096)
        throw Error(ErrorKind::BadInput, QStringLiteral("The store URL is too long."));
    if (url.startsWith(QLatin1String("sqlite:")))
        return std::make_unique<SqliteStore>(SqliteStore::parseUrl(url));
    const qsizetype colon = url.indexOf(QLatin1Char(':'));
    const QString scheme = colon > 0 ? url.left(colon) : QString();
    if (scheme == QLatin1String("redis") || scheme == QLatin1String("rediss") ||
        scheme == QLatin1String("redis+cluster") || scheme == QLatin1String("rediss+cluster") ||
        scheme == QLatin1String("redis+sentinel")) {
        const redis::RedisUrl parsed = redis::RedisUrl::parse(url);
        if (parsed.layout == redis::Layout::Seed)
            return openRedisSeedStore(parsed);
        return std::make_unique<RedisStore>(parsed);
    }
    if (scheme == QLatin1String("postgresql") || scheme == QLatin1String("postgres"))
        return openPostgresStore(url);
    throw Error(ErrorKind::BadInput,
                QStringLiteral("Unknown store URL; expected sqlite:///abs/path.db, "
                               "sqlite::memory:, redis://..., redis+cluster://..., redis+sentinel://... or "
                              "postgresql://..."));
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
