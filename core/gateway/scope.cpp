// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/scope.h"

#include "base/errors.h"
#include "http/http.h"
#include "store/redact.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <algorithm>

namespace idem::gateway {

namespace {

/// A source's name: an RFC 9110 token of reasonable length.
bool isToken(const QByteArray& s) {
    return s.size() <= 128 && isHttpToken(s);
}

/// The values that say something: an empty credential names nobody, so `Authorization:` alone
/// falls through to the next source like an absent one.
QList<QByteArray> present(QList<QByteArray> values) {
    values.removeIf([](const QByteArray& v) { return v.trimmed().isEmpty(); });
    return values;
}

} // namespace

QString ScopeSource::text() const {
    return (kind == Kind::Header ? QStringLiteral("header:") : QStringLiteral("cookie:")) +
           QString::fromLatin1(name);
}

QList<ScopeSource> parseScopeSources(const QString& text) {
    QList<ScopeSource> out;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString entry = part.trimmed();
        if (entry.isEmpty())
            continue;
        const qsizetype colon = entry.indexOf(QLatin1Char(':'));
        ScopeSource s;
        const QString kind = colon < 0 ? QString() : entry.left(colon);
        s.name = entry.mid(colon + 1).toLatin1();
        if (kind == QLatin1String("header"))
            s.kind = ScopeSource::Kind::Header;
        else if (kind == QLatin1String("cookie"))
            s.kind = ScopeSource::Kind::Cookie;
        if ((kind != QLatin1String("header") && kind != QLatin1String("cookie")) ||
            !isToken(s.name))
            throw Error(ErrorKind::BadInput,
                        QStringLiteral("'%1' is not header:NAME or cookie:NAME").arg(entry));
        out.append(s);
    }
    return out;
}

QString scopeSourcesText(const QList<ScopeSource>& sources) {
    QStringList out;
    for (const ScopeSource& s : sources)
        out.append(s.text());
    return out.join(QLatin1Char(','));
}

QList<QByteArray> cookieValues(const HttpHeaders& headers, const QByteArray& name) {
    QList<QByteArray> out;
    for (const QByteArray& field : headers.values("Cookie")) {
        for (const QByteArray& pair : field.split(';')) {
            const QByteArray p = pair.trimmed();
            const qsizetype eq = p.indexOf('=');
            if (eq > 0 && p.left(eq).trimmed() == name)
                out.append(p.mid(eq + 1).trimmed());
        }
    }
    return out;
}

bool isCredentialField(QByteArrayView name) {
    // Every keyed request without a scope source asks this of each of its fields: the common
    // fields that never name a caller are answered before anything is copied.
    static constexpr QByteArrayView kCommon[] = {
        "host",       "content-type", "content-length",  "accept",           "accept-encoding",
        "user-agent", "connection",   "idempotency-key", "content-encoding", "accept-language",
        "origin",     "referer",      "traceparent",     "x-request-id",     "x-forwarded-for"};
    for (const QByteArrayView common : kCommon)
        if (common.size() == name.size() && common.compare(name, Qt::CaseInsensitive) == 0)
            return false;
    const QByteArray lower = name.toByteArray().toLower();
    if (lower.startsWith("sec-") || lower.contains("idempoten") || lower.contains("signature") ||
        lower == "set-cookie")
        return false;
    if (isSecretHeader(name)) // Authorization, Cookie, X-Api-Key, tokens, secrets, passwords
        return true;
    // Fields that name the caller without being secret: what an authenticating layer in front
    // sets (X-User-Id, X-Remote-User, X-Authenticated-Userid, X-Forwarded-Client-Cert) and keys
    // of custom schemes (Ocp-Apim-Subscription-Key).
    static const char* const kPrefixes[] = {"auth", "session", "credential", "cert",
                                            "jwt",  "bearer",  "principal",  "identity"};
    QByteArray previous;
    for (const QByteArray& word : lower.split('-')) {
        for (const QByteArray& w : word.split('_')) {
            for (const char* prefix : kPrefixes)
                if (w.startsWith(prefix))
                    return true;
            if ((w == "user" && lower != "user-agent") || (w == "key" && !previous.isEmpty()))
                return true;
            previous = w;
        }
    }
    return false;
}

QString credentialLabel(QByteArrayView name) {
    const QByteArray lower = name.toByteArray().toLower();
    if (lower == "authorization")
        return QStringLiteral("authorization");
    if (lower == "proxy-authorization")
        return QStringLiteral("proxy_authorization");
    if (lower == "cookie")
        return QStringLiteral("cookie");
    return QStringLiteral("other");
}

ScopeHasher::ScopeHasher(QList<ScopeSource> sources, QByteArray secret,
                         std::optional<QByteArray> previous)
    : m_sources(std::move(sources)), m_secret(std::move(secret)), m_previous(std::move(previous)),
      m_cookieSource(std::any_of(m_sources.begin(), m_sources.end(), [](const ScopeSource& s) {
          return s.kind == ScopeSource::Kind::Cookie;
      })) {
    if (m_previous && *m_previous == m_secret)
        m_previous.reset(); // nothing is rotated
}

QString ScopeHasher::digest(const QByteArray& input, const QByteArray& secret) {
    const QByteArray d =
        !secret.isEmpty()
            ? QMessageAuthenticationCode::hash(input, secret, QCryptographicHash::Sha256)
            : QCryptographicHash::hash(input, QCryptographicHash::Sha256);
    return QString::fromLatin1(d.toHex());
}

ScopeHasher::Scope ScopeHasher::of(const HttpHeaders& headers) const {
    for (int i = 0; i < m_sources.size(); ++i) {
        const ScopeSource& s = m_sources[i];
        const QList<QByteArray> values =
            present(s.kind == ScopeSource::Kind::Header ? headers.values(s.name)
                                                        : cookieValues(headers, s.name));
        if (values.isEmpty())
            continue;
        const QByteArray input = s.kind == ScopeSource::Kind::Header
                                     ? values.join('\n')
                                     : "cookie:" + s.name + '\n' + values.join('\n');
        return {digest(input, m_secret), i, m_previous ? digest(input, *m_previous) : QString()};
    }
    return {};
}

QByteArray ScopeHasher::unscopedCredential(const HttpHeaders& headers,
                                           const QList<QByteArray>& notCredentials) const {
    for (const auto& [name, value] : headers.fields()) {
        // The name first: it answers most fields without a copy, where trimmed() makes one.
        if (!isCredentialField(name) || value.trimmed().isEmpty())
            continue;
        if (m_cookieSource && name.compare("Cookie", Qt::CaseInsensitive) == 0)
            continue;
        if (std::any_of(notCredentials.begin(), notCredentials.end(), [&](const QByteArray& n) {
                return name.compare(n, Qt::CaseInsensitive) == 0;
            }))
            continue;
        return name;
    }
    return {};
}

} // namespace idem::gateway
