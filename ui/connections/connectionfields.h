// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/storeregistry.h"

#include <QList>
#include <QString>
#include <utility>

namespace idem::ui {

/// The store registry's kinds (store/storeregistry.h), under the name the console used first.
using StoreBackend = idem::StoreKind;

/// A store URL taken apart into the fields of the profile editor. One function turns a URL into
/// fields (fieldsFromUrl) and one turns fields into a URL (urlFromFields); the URL is built with
/// QUrl/QUrlQuery, never by pasting user text, so no field can add or change another part.
///
/// Field meaning per backend (empty / 0 means "the store's default", left out of the URL):
///   SQLite      database = absolute file path, or ":memory:"
///   Redis       host, port, database (0–15), user, password, tls (rediss://), caFile, certFile,
///               keyFile, sni, verify, ns, seedLayout
///   PostgreSQL  host, port, database (dbname), user, password, table, tls/verify (sslmode:
///               verify-full when verified, require when not), caFile (sslrootcert), certFile
///               (sslcert), keyFile (sslkey); sslMode keeps the URL's own sslmode as long as
///               it agrees with tls/verify (so verify-ca or prefer survive a round trip)
/// Options the editor has no field for (connect_timeout, busy_timeout, stuck_after, ...) are
/// kept in `extraOptions` in their order.
///
/// A URL with several hosts — `redis+cluster://` / `rediss+cluster://` (seed nodes),
/// `redis+sentinel://` (sentinels), a multi-host `postgresql://` (a primary and its standbys) —
/// has no fields: it is kept as `verbatimUrl` (without its password), with backend, user and
/// password taken out, and the editor shows it as text.
///
/// A plain value; thread-safe to copy.
struct ConnectionFields {
    StoreBackend backend = StoreBackend::Sqlite;
    QString host;
    int port = 0; ///< 0: the backend's default port (not written to the URL).
    QString database;
    QString user;
    QString password; ///< Never saved: urlFromFields leaves it out unless asked.
    /// PostgreSQL only: the passphrase of the client key (libpq's sslpassword). A secret like
    /// the password: taken out of the URL wherever it stood, never saved (the console keeps it
    /// in the keychain next to the password), put back only with SecretPart::Include.
    QString sslPassword;
    bool tls = false;
    bool verify = true; ///< TLS: verify the server's certificate and name.
    QString caFile;
    QString certFile;
    QString keyFile;
    QString sni;             ///< Redis only.
    QString sslMode;         ///< PostgreSQL only: the sslmode as the URL gave it.
    QString ns;              ///< Redis key namespace; empty: "idempotency".
    QString table;           ///< PostgreSQL token table; empty: "idempotency_tokens".
    bool seedLayout = false; ///< Redis layout=seed (else native).
    /// A multi-host URL without its password (see above); empty for a URL with fields. When set,
    /// only backend, user and password are meaningful besides it.
    QString verbatimUrl;
    QList<std::pair<QString, QString>> extraOptions;

    bool operator==(const ConnectionFields&) const = default;
};

enum class SecretPart { Omit, Include };

/// Takes `url` apart. The store's own parser checks it first (SqliteStore::parseUrl,
/// RedisUrl::parse, PgUrl::parse), so a URL accepted here is one openStore() accepts. Throws
/// idem::Error(BadInput) with one sentence (never quoting a password) otherwise, also for what the
/// editor cannot show (PostgreSQL with several hosts).
ConnectionFields fieldsFromUrl(const QString& url);

/// Builds the store URL of `fields`; the password only with SecretPart::Include. Does not check
/// the result: pass it to fieldsFromUrl or openStore for that.
QString urlFromFields(const ConnectionFields& fields, SecretPart secret = SecretPart::Omit);

/// `url` without its password (normalised through the fields). Throws like fieldsFromUrl.
QString urlWithoutSecret(const QString& url);

/// `url` with `password` put in (replacing any), and for PostgreSQL `sslPassword` as its
/// sslpassword option when not empty. Throws like fieldsFromUrl.
QString urlWithSecret(const QString& url, const QString& password,
                      const QString& sslPassword = QString());

/// The backend a URL names by its scheme, without checking the rest.
StoreBackend backendOfUrl(const QString& url);

/// The PostgreSQL sslmode that tls/verify stand for ("" when TLS is off and no mode was given).
QString sslModeFor(const ConnectionFields& fields);

} // namespace idem::ui
