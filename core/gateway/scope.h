// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "http/http.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace idem::gateway {

// The gateway is written in the HTTP library's types (core/http), named unqualified here.
using namespace idem::http;

/// Where the gateway reads who a request belongs to (issue 15): a request header (the bearer
/// token, an API key, or the client certificate as the TLS terminator passes it on, e.g.
/// nginx's $ssl_client_escaped_cert: the gateway speaks plain HTTP and never sees a TLS
/// handshake), or a named cookie (a session).
struct ScopeSource {
    enum class Kind { Header, Cookie };
    Kind kind = Kind::Header;
    QByteArray name;
    /// "header:Authorization", "cookie:session".
    QString text() const;
};

/// "header:Authorization,header:X-Api-Key,cookie:session" (order kept; empty text: no source,
/// one shared scope). A malformed entry throws idem::Error (BadInput).
QList<ScopeSource> parseScopeSources(const QString& text);
/// The sources as parseScopeSources() reads them back ("header:Authorization,cookie:session").
QString scopeSourcesText(const QList<ScopeSource>& sources);

/// The values of the cookie `name` in the request's Cookie fields (RFC 6265 §4.2.1:
/// "a=1; b=2"), in order; names compare exactly, as browsers send them.
QList<QByteArray> cookieValues(const HttpHeaders& headers, const QByteArray& name);

/// True for a field name that carries who sends a request: every field whose value is a
/// secret (idem::isSecretHeader: Authorization, Proxy-Authorization, Cookie, X-Api-Key, tokens,
/// passwords), and fields that name the caller without being secret: a word (split at '-' and
/// '_', any case) that begins with auth, session, credential, cert, jwt, bearer, principal or
/// identity, the word user (not User-Agent), or the word key after another word
/// (Ocp-Apim-Subscription-Key). Never: the idempotency key's own kind of field (a name with
/// "idempoten" in it), `Sec-` fields (only browsers set them), Set-Cookie, and signatures
/// (`Stripe-Signature`), which sign one message and name no caller.
bool isCredentialField(QByteArrayView name);
/// A credential field's name as a label from a short list (authorization, proxy_authorization,
/// cookie, other): the name comes from the client, so metrics and once-only warnings key on this.
QString credentialLabel(QByteArrayView name);

/// Computes a request's scope from the first configured source it carries. The scope is a hex
/// digest, never the credential: HMAC-SHA256 keyed with the operator's secret when there is one
/// (a leaked store or log then says nothing about the credentials, not even to a dictionary
/// attack on weak API keys or Basic passwords); without a secret the bare SHA-256 that earlier
/// versions stored, so their records keep replaying. A header source hashes its values joined
/// by '\n' (as earlier versions did for --scope-header); a cookie source hashes
/// "cookie:<name>\n" and its values, so a cookie never shares a scope with a header that
/// happens to carry the same text.
class ScopeHasher {
public:
    ScopeHasher() = default;
    /// `previous`: the secret before `secret` while it is rotated (empty: the bare SHA-256).
    ScopeHasher(QList<ScopeSource> sources, QByteArray secret,
                std::optional<QByteArray> previous = std::nullopt);

    struct Scope {
        QString value;   ///< Empty: no source present (the shared scope).
        int source = -1; ///< Index of the source used, -1 for none.
        /// While a secret is rotated: the same credential's scope under the previous secret,
        /// where a key first used before the rotation keeps its record. Empty otherwise.
        QString previous;
    };
    Scope of(const HttpHeaders& headers) const;
    /// For a request that carries none of the sources (of() gives no scope): the name of the
    /// first field with a value that isCredentialField() says names a caller, leaving out the
    /// fields in `notCredentials` (the idempotency key's) and, where a cookie source is
    /// configured, the Cookie field (the operator named the cookie that says who calls; the
    /// others do not). Empty when there is none: the request names nobody, and the shared scope
    /// is its honest place.
    QByteArray unscopedCredential(const HttpHeaders& headers,
                                  const QList<QByteArray>& notCredentials) const;
    bool keyed() const { return !m_secret.isEmpty(); }
    const QList<ScopeSource>& sources() const { return m_sources; }

private:
    static QString digest(const QByteArray& input, const QByteArray& secret);

    QList<ScopeSource> m_sources;
    QByteArray m_secret;
    std::optional<QByteArray> m_previous;
    bool m_cookieSource = false; ///< A cookie is among the sources (unscopedCredential()).
};

} // namespace idem::gateway
