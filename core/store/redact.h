// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringView>

namespace idem {

/// What stands where a secret was taken out of a text: a store URL's password, a secret query
/// option, a header value.
inline constexpr QStringView kRedactedSecret = u"***";

/// `url` as it may be shown or logged: every secret replaced by "***", everything else kept
/// character for character. The one function every face uses for a store URL (window titles,
/// profile names, `idemctl --where`, log lines, error messages), because the stores' own
/// redacted() needs a URL that parses, and QUrl::RemovePassword gives up on the multi-host URLs
/// (`redis+cluster://u:pw@h1:7000,h2:7001`, `postgresql://u:pw@h1,h2/db`) and returns them whole.
///
/// Works on any text, also one no store accepts (what the user typed is shown even when it
/// fails to open):
///   - `scheme://user:password@hosts...`: the password (everything after the first ':' of the
///     user info) becomes "***"; the user info ends at the last '@' before the path and query,
///     and where a password holds a raw '/', '?' or '#' (libpq reads `u:p?w@h`; a Redis URL with
///     a raw '/' in its password is refused but still shown), at the last '@' before whichever
///     of the first '/' and the first '?' comes later: never less than any of our parsers takes
///     as the password. An empty authority (`sqlite:///path`) has no user info.
///   - query options whose name says secret (isSecretOption: password, sslpassword,
///     sentinel_password, ...): the value becomes "***".
///   - a libpq `key=value` connection string (no "://"): the value of a secret keyword,
///     quoted or not, becomes "***".
/// Pure function; any thread.
QString redactStoreUrl(QStringView url);

/// True when a URL query option or libpq keyword named `name` (case-insensitive) holds a
/// secret: a name containing "password", "passwd", "secret" or "token", or one of pwd, pass,
/// auth, apikey, api_key, api-key. File names (sslkey, cert, key=) are not secrets.
bool isSecretOption(QStringView name);

/// True when an HTTP header named `name` (case-insensitive) carries a credential: the one list
/// the workbench's history and collections (and any log of headers) consult before writing a
/// header value anywhere. Authorization, Proxy-Authorization, Cookie, Set-Cookie, X-Api-Key,
/// X-Auth-Token, X-Access-Token, X-CSRF-Token, X-XSRF-Token, X-Amz-Security-Token, and any name
/// containing "secret", "password", "token", "api-key"/"apikey"/"api_key" or "signature"
/// (a custom scheme such as X-Hub-Signature or X-Shopify-Access-Token).
bool isSecretHeader(QByteArrayView name);

} // namespace idem
