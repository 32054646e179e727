#include "store/errors.h"
#include "store/tokenstore.h"
#include "redis/redisstore.h"
#include "sqlite/sqlitestore.h"

#include <QDir>
#include <QStandardPaths>
#include <QUrl>

namespace idem {

std::unique_ptr<TokenStore> openStore(const QString& url) {
    if (url.size() > 4096)
        throw Error(ErrorKind::BadInput, QStringLiteral("The store URL is too long."));
    if (url.startsWith(QLatin1String("sqlite:")))
        return std::make_unique<SqliteStore>(SqliteStore::parseUrl(url));
    const qsizetype colon = url.indexOf(QLatin1Char(':'));
    const QString scheme = colon > 0 ? url.left(colon) : QString();
    if (scheme == QLatin1String("redis") || scheme == QLatin1String("rediss"))
        return std::make_unique<RedisStore>(redis::RedisUrl::parse(url));
    if (scheme == QLatin1String("postgresql") || scheme == QLatin1String("postgres")) {
        throw Error(ErrorKind::Unavailable,
                    QStringLiteral("The %1 store is not built into this version of IdemScope yet.")
                        .arg(scheme));
    }
    throw Error(ErrorKind::BadInput,
                QStringLiteral("Unknown store URL; expected sqlite:///abs/path.db, "
                               "sqlite::memory:, redis://... or postgresql://..."));
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
