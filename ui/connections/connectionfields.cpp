// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "connectionfields.h"

#include "base/errors.h"
#include "sqlite/sqlitestore.h"
#include "store/storeregistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QUrl>
#include <QUrlQuery>
#include <algorithm>

namespace idem::ui {
namespace {

const QString kMemory = QStringLiteral(":memory:");
const QString kMemoryUrl = QStringLiteral("sqlite::memory:");

[[noreturn]] void bad(const QString& message) {
    throw Error(ErrorKind::BadInput, message);
}

/// QUrlQuery reads "%41" in a value as an escape of "A": a literal '%' must be escaped first so
/// that a file name keeps its characters. '&', '=' and '#' QUrlQuery escapes itself.
void addItem(QUrlQuery& query, const QString& name, const QString& value) {
    QString escaped = value;
    escaped.replace(QLatin1Char('%'), QLatin1String("%25"));
    query.addQueryItem(name, escaped);
}

QList<std::pair<QString, QString>> queryItems(const QString& queryText) {
    QList<std::pair<QString, QString>> out;
    const QUrlQuery query(queryText);
    for (const auto& [name, value] : query.queryItems(QUrl::FullyDecoded))
        out.append({name, value});
    return out;
}

bool tlsOfMode(const QString& mode) {
    return mode == QLatin1String("require") || mode == QLatin1String("verify-ca") ||
           mode == QLatin1String("verify-full");
}

bool verifyOfMode(const QString& mode) {
    return mode == QLatin1String("verify-ca") || mode == QLatin1String("verify-full");
}

ConnectionFields sqliteFields(const QString& url) {
    ConnectionFields f;
    f.backend = StoreBackend::Sqlite;
    QString rest;
    if (url == kMemoryUrl || url.startsWith(kMemoryUrl + QLatin1Char('?'))) {
        f.database = kMemory;
        rest = url.mid(kMemoryUrl.size());
    } else {
        // The same reading as SqliteStore::parseUrl: the path up to '?' is %-decoded.
        rest = url.mid(QStringLiteral("sqlite://").size());
        const qsizetype q = rest.indexOf(QLatin1Char('?'));
        QString path = QUrl::fromPercentEncoding(rest.left(q < 0 ? rest.size() : q).toUtf8());
        rest = q < 0 ? QString() : rest.mid(q);
        if (path.size() > 3 && path.at(0) == QLatin1Char('/') && path.at(2) == QLatin1Char(':') &&
            path.at(1).isLetter()) {
            path = path.mid(1);
        }
        f.database = QDir::cleanPath(path);
    }
    if (rest.size() > 1)
        f.extraOptions = queryItems(rest.mid(1));
    return f;
}

/// A multi-host URL taken apart by hand (QUrl refuses several hosts): `scheme://` + optional
/// `user[:password]@` + hosts + the rest. The store's parser has checked it before.
ConnectionFields verbatimFields(const QString& url, StoreBackend backend) {
    ConnectionFields f;
    f.backend = backend;
    const auto [start, end] = *storeUrlAuthority(url);
    const QString authority = url.mid(start, end - start);
    const qsizetype at = authority.lastIndexOf(u'@');
    QString hosts = authority;
    if (at >= 0) {
        const QString userInfo = authority.left(at);
        hosts = authority.mid(at + 1);
        const qsizetype colon = userInfo.indexOf(u':');
        f.user = QUrl::fromPercentEncoding(userInfo.left(colon < 0 ? userInfo.size() : colon).toUtf8());
        if (colon >= 0)
            f.password = QUrl::fromPercentEncoding(userInfo.mid(colon + 1).toUtf8());
    }
    QString rest = url.mid(end);
    // A profile keeps one secret, in the keychain; a second one in the URL would be saved with
    // the profile in plain text.
    if (rest.contains(QLatin1String("sentinel_password=")))
        bad(QCoreApplication::translate(
            "idem::ui::ConnectionFields",
            "A profile cannot keep sentinel_password (it would be saved in plain text); open "
            "this URL with idemscope --store, or give the sentinels no password of their own."));
    // libpq also takes the password as an option: a secret wherever the URL put it.
    if (const qsizetype q = rest.indexOf(u'?'); q >= 0 && backend == StoreBackend::Postgres) {
        QList<std::pair<QString, QString>> kept;
        for (const auto& [name, value] : queryItems(rest.mid(q + 1))) {
            if (name == QLatin1String("password"))
                f.password = value;
            else if (name == QLatin1String("sslpassword"))
                f.sslPassword = value;
            else
                kept.append({name, value});
        }
        QUrlQuery query;
        for (const auto& [name, value] : kept)
            addItem(query, name, value);
        rest = rest.left(q) + (kept.isEmpty() ? QString()
                                              : QLatin1Char('?') + query.toString(QUrl::FullyEncoded));
    }
    const QString user = f.user.isEmpty()
                             ? QString()
                             : QString::fromLatin1(QUrl::toPercentEncoding(f.user)) + u'@';
    f.verbatimUrl = url.left(start) + user + hosts + rest;
    return f;
}

QUrl parseNetworkUrl(const QString& url) {
    const QUrl parsed(url, QUrl::StrictMode);
    if (!parsed.isValid()) {
        // QUrl's message could quote the password: say what is unsupported instead.
        bad(QCoreApplication::translate(
            "idem::ui::ConnectionFields",
            "This URL cannot be shown as fields (several hosts, or an unusual "
            "form); use it as it is with idemctl or idemgate."));
    }
    return parsed;
}

void takeAuthority(const QUrl& parsed, ConnectionFields& f) {
    f.host = parsed.host(QUrl::FullyDecoded);
    f.port = parsed.port() > 0 ? parsed.port() : 0;
    f.user = parsed.userName(QUrl::FullyDecoded);
    f.password = parsed.password(QUrl::FullyDecoded);
}

ConnectionFields redisFields(const QString& url) {
    if (storeUrlHasSeveralHosts(url))
        return verbatimFields(url, StoreBackend::Redis);
    const QUrl parsed = parseNetworkUrl(url);
    ConnectionFields f;
    f.backend = StoreBackend::Redis;
    f.tls = parsed.scheme() == QLatin1String("rediss");
    takeAuthority(parsed, f);
    const QString path = parsed.path(QUrl::FullyDecoded);
    f.database = path.startsWith(QLatin1Char('/')) ? path.mid(1) : path;
    for (const auto& [name, value] : queryItems(parsed.query(QUrl::FullyEncoded))) {
        if (name == QLatin1String("ns"))
            f.ns = value;
        else if (name == QLatin1String("layout"))
            f.seedLayout = value == QLatin1String("seed");
        else if (name == QLatin1String("cacert"))
            f.caFile = value;
        else if (name == QLatin1String("cert"))
            f.certFile = value;
        else if (name == QLatin1String("key"))
            f.keyFile = value;
        else if (name == QLatin1String("sni"))
            f.sni = value;
        else if (name == QLatin1String("verify"))
            f.verify = value != QLatin1String("false");
        else
            f.extraOptions.append({name, value});
    }
    return f;
}

ConnectionFields postgresFields(const QString& url) {
    if (storeUrlHasSeveralHosts(url))
        return verbatimFields(url, StoreBackend::Postgres);
    const QUrl parsed = parseNetworkUrl(url);
    ConnectionFields f;
    f.backend = StoreBackend::Postgres;
    takeAuthority(parsed, f);
    const QString path = parsed.path(QUrl::FullyDecoded);
    f.database = path.startsWith(QLatin1Char('/')) ? path.mid(1) : path;
    for (const auto& [name, value] : queryItems(parsed.query(QUrl::FullyEncoded))) {
        if (name == QLatin1String("table"))
            f.table = value;
        else if (name == QLatin1String("sslmode"))
            f.sslMode = value;
        else if (name == QLatin1String("sslrootcert"))
            f.caFile = value;
        else if (name == QLatin1String("sslcert"))
            f.certFile = value;
        else if (name == QLatin1String("sslkey"))
            f.keyFile = value;
        else if (name == QLatin1String("password"))
            f.password = value; // a secret, wherever the URL put it
        else if (name == QLatin1String("sslpassword"))
            f.sslPassword = value; // the client key's passphrase: a secret too
        else
            f.extraOptions.append({name, value});
    }
    f.tls = tlsOfMode(f.sslMode);
    f.verify = !f.tls || verifyOfMode(f.sslMode);
    return f;
}

void putAuthority(QUrl& url, const ConnectionFields& f, SecretPart secret) {
    url.setHost(f.host, QUrl::DecodedMode);
    if (f.port > 0)
        url.setPort(f.port);
    if (!f.user.isEmpty())
        url.setUserName(f.user, QUrl::DecodedMode);
    if (secret == SecretPart::Include && !f.password.isEmpty())
        url.setPassword(f.password, QUrl::DecodedMode);
}

void putExtras(QUrlQuery& query, const ConnectionFields& f) {
    for (const auto& [name, value] : f.extraOptions)
        addItem(query, name, value);
}

QString finish(QUrl& url, const QUrlQuery& query) {
    if (!query.isEmpty())
        url.setQuery(query);
    return url.toString(QUrl::FullyEncoded);
}

} // namespace

// urlFromFields without the sslpassword option (added for SecretPart::Include only).
QString urlFromFieldsWithoutKeyPassphrase(const ConnectionFields& f, SecretPart secret);

StoreBackend backendOfUrl(const QString& url) {
    return storeKindOf(url).value_or(StoreBackend::Sqlite);
}

ConnectionFields fieldsFromUrl(const QString& url) {
    if (url.size() > 4096)
        bad(QCoreApplication::translate("idem::ui::ConnectionFields",
                                        "The store URL is longer than 4096 characters."));
    const std::optional<StoreKind> kind = storeKindOf(url);
    if (!kind) {
        bad(QCoreApplication::translate(
            "idem::ui::ConnectionFields",
            "Unknown store URL; expected sqlite:///abs/path.db, redis://..., "
            "rediss://..., redis+cluster://..., redis+sentinel://... or postgresql://..."));
    }
    // The store's own parser, through the registry (which also refuses a backend this build
    // does not have): a URL accepted here is one openStore() accepts.
    checkStoreUrl(url);
    switch (*kind) {
    case StoreKind::Sqlite:
        return sqliteFields(url);
    case StoreKind::Redis:
        return redisFields(url);
    case StoreKind::Postgres:
        return postgresFields(url);
    }
    return {};
}

QString sslModeFor(const ConnectionFields& f) {
    const QString& mode = f.sslMode;
    if (!mode.isEmpty() && tlsOfMode(mode) == f.tls && (!f.tls || verifyOfMode(mode) == f.verify))
        return mode;
    if (!f.tls)
        return mode.isEmpty() ? QString() : QStringLiteral("disable");
    return f.verify ? QStringLiteral("verify-full") : QStringLiteral("require");
}

/// `url` with the sslpassword option added (PostgreSQL), for SecretPart::Include.
static QString withSslPassword(const QString& url, const ConnectionFields& f) {
    if (f.backend != StoreBackend::Postgres || f.sslPassword.isEmpty())
        return url;
    const QString item = QStringLiteral("sslpassword=") +
                         QString::fromLatin1(QUrl::toPercentEncoding(f.sslPassword));
    return url + (url.contains(u'?') ? u'&' : u'?') + item;
}

QString urlFromFields(const ConnectionFields& f, SecretPart secret) {
    const QString url = urlFromFieldsWithoutKeyPassphrase(f, secret);
    return secret == SecretPart::Include ? withSslPassword(url, f) : url;
}

QString urlFromFieldsWithoutKeyPassphrase(const ConnectionFields& f, SecretPart secret) {
    if (!f.verbatimUrl.isEmpty()) {
        if (secret == SecretPart::Omit || f.password.isEmpty())
            return f.verbatimUrl;
        // The password goes into the user info, which verbatimFields left without one.
        const qsizetype start = f.verbatimUrl.indexOf(QLatin1String("://")) + 3;
        const QString user = QString::fromLatin1(QUrl::toPercentEncoding(f.user));
        const QString info = user + u':' + QString::fromLatin1(QUrl::toPercentEncoding(f.password));
        QString out = f.verbatimUrl;
        if (!f.user.isEmpty())
            out.replace(start, user.size() + 1, info + u'@');
        else
            out.insert(start, info + u'@');
        return out;
    }
    switch (f.backend) {
    case StoreBackend::Sqlite: {
        QString url = f.database == kMemory ? kMemoryUrl : SqliteStore::urlForPath(f.database);
        QUrlQuery query;
        putExtras(query, f);
        if (!query.isEmpty())
            url += QLatin1Char('?') + query.toString(QUrl::FullyEncoded);
        return url;
    }
    case StoreBackend::Redis: {
        QUrl url;
        url.setScheme(f.tls ? QStringLiteral("rediss") : QStringLiteral("redis"));
        putAuthority(url, f, secret);
        if (!f.database.isEmpty())
            url.setPath(QLatin1Char('/') + f.database, QUrl::DecodedMode);
        QUrlQuery query;
        if (!f.ns.isEmpty())
            addItem(query, QStringLiteral("ns"), f.ns);
        if (f.seedLayout)
            addItem(query, QStringLiteral("layout"), QStringLiteral("seed"));
        if (f.tls) {
            if (!f.caFile.isEmpty())
                addItem(query, QStringLiteral("cacert"), f.caFile);
            if (!f.certFile.isEmpty())
                addItem(query, QStringLiteral("cert"), f.certFile);
            if (!f.keyFile.isEmpty())
                addItem(query, QStringLiteral("key"), f.keyFile);
            if (!f.sni.isEmpty())
                addItem(query, QStringLiteral("sni"), f.sni);
            if (!f.verify)
                addItem(query, QStringLiteral("verify"), QStringLiteral("false"));
        }
        putExtras(query, f);
        return finish(url, query);
    }
    case StoreBackend::Postgres: {
        QUrl url;
        url.setScheme(QStringLiteral("postgresql"));
        putAuthority(url, f, secret);
        // libpq reads the database from the path; an empty host still needs the "//".
        url.setPath(QLatin1Char('/') + f.database, QUrl::DecodedMode);
        QUrlQuery query;
        if (!f.table.isEmpty())
            addItem(query, QStringLiteral("table"), f.table);
        if (const QString mode = sslModeFor(f); !mode.isEmpty())
            addItem(query, QStringLiteral("sslmode"), mode);
        // libpq ignores the files while TLS is off: they are kept as given.
        if (!f.caFile.isEmpty())
            addItem(query, QStringLiteral("sslrootcert"), f.caFile);
        if (!f.certFile.isEmpty())
            addItem(query, QStringLiteral("sslcert"), f.certFile);
        if (!f.keyFile.isEmpty())
            addItem(query, QStringLiteral("sslkey"), f.keyFile);
        putExtras(query, f);
        QString out = finish(url, query);
        // QUrl writes "postgresql:/db" without a host; libpq needs the authority marker.
        if (f.host.isEmpty() && !out.startsWith(QLatin1String("postgresql://")))
            out.insert(QStringLiteral("postgresql:").size(), QStringLiteral("//"));
        return out;
    }
    }
    return {};
}

QString urlWithoutSecret(const QString& url) {
    ConnectionFields f = fieldsFromUrl(url);
    f.password.clear();
    f.sslPassword.clear();
    return urlFromFields(f, SecretPart::Omit);
}

QString urlWithSecret(const QString& url, const QString& password, const QString& sslPassword) {
    ConnectionFields f = fieldsFromUrl(url);
    f.password = password;
    f.sslPassword = sslPassword;
    return urlFromFields(f, SecretPart::Include);
}

} // namespace idem::ui
