// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

// The store registry: the one place that knows which URL schemes open which store, whether this
// build has that backend (IDEM_WITH_REDIS, IDEM_WITH_POSTGRES), what a store kind is called, and
// how a store URL is shown without its secrets. idemctl, idemgate and the console ask it instead
// of comparing scheme prefixes of their own.

#include "store/backends.h"
#include "store/redact.h"
#include "store/tokenstore.h"

#include <QList>
#include <QString>
#include <QStringView>
#include <memory>
#include <optional>
#include <utility>

namespace idem {

/// The backends a store URL can name. SQLite is always built; the others only when the build
/// enabled them (storeKindBuilt()).
enum class StoreKind { Sqlite, Redis, Postgres };

/// One URL scheme, as a store URL starts: "sqlite:", "redis://", "postgresql://", ...
struct StoreScheme {
    QStringView name;   ///< What stands before the first ':': "sqlite", "redis+cluster", ...
    QStringView prefix; ///< How a URL of it starts: "sqlite:", "redis+cluster://", ...
    StoreKind kind = StoreKind::Sqlite;
    bool severalHosts = false; ///< Always names several hosts (cluster seed nodes, sentinels).
};

/// Every scheme a store URL may start with, built into this build or not, in the order help texts
/// list them: sqlite:, redis://, rediss://, redis+cluster://, rediss+cluster://,
/// redis+sentinel://, postgresql://, postgres://.
const QList<StoreScheme>& storeSchemes();

/// The scheme of `url` (the text before its first ':', case-sensitive as every parser reads
/// it), or std::nullopt when no store has that scheme.
std::optional<StoreScheme> storeSchemeOf(QStringView url);

/// The kind of store `url` names by its scheme, or std::nullopt for an unknown scheme. Says
/// nothing about the rest of the URL (checkStoreUrl() does).
std::optional<StoreKind> storeKindOf(QStringView url);

/// Whether this build has the backend (SQLite: always).
bool storeKindBuilt(StoreKind kind);

/// The kind as shown to people: "SQLite", "Redis", "PostgreSQL".
QString storeKindName(StoreKind kind);

/// The kind as StoreInfo::backend and JSON output name it: "sqlite", "redis", "postgresql".
QString storeKindId(StoreKind kind);

/// Where the authority (`user:password@host:port,...`) of a `scheme://` URL lies: its first
/// index (after "://") and the index where its path, query or fragment begins (else the URL's
/// end); std::nullopt without "://".
std::optional<std::pair<qsizetype, qsizetype>> storeUrlAuthority(QStringView url);

/// True when `url` names several hosts: the cluster and sentinel schemes always, any other
/// scheme://  URL whose host part lists more than one (libpq's "h1:5432,h2:5432").
bool storeUrlHasSeveralHosts(QStringView url);

/// True when `url` is a Redis URL with the seed service's key layout (`layout=seed`).
bool storeUrlHasSeedLayout(QStringView url);

/// True when `url` is a private in-memory SQLite database (`sqlite::memory:`): one exists per
/// open, so everything that must see the same tokens shares one store object.
bool storeUrlIsInMemory(QStringView url);

/// Checks `url` with its backend's own parser without opening anything: BadInput (one sentence,
/// never quoting a password) for a malformed or unknown URL, or one whose backend this build
/// does not have. A URL that passes is one openStore() accepts as far as its text goes.
void checkStoreUrl(const QString& url);

/// One line for help texts and errors: the URL forms this build opens, "sqlite:///abs/path.db,
/// sqlite::memory:, redis[s]://host:port[/db], redis[s]+cluster://..., redis+sentinel://.../master
/// or postgresql://..." with every backend.
QString supportedStoreUrls();

// openStore(), defaultStoreUrl() and resolveStoreUrl() are declared with TokenStore
// (store/tokenstore.h), where every user of a store finds them; they are the registry's too and
// are defined with it (storeregistry.cpp).

// redactStoreUrl() (store/redact.h) is the registry's redaction: every secret of any store URL,
// the password of every host of a multi-host URL included.

} // namespace idem
