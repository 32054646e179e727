// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/scope.h"

#include "base/errors.h"
#include "http/http.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>

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

ScopeHasher::ScopeHasher(QList<ScopeSource> sources, QByteArray secret)
    : m_sources(std::move(sources)), m_secret(std::move(secret)) {}

QString ScopeHasher::digest(const QByteArray& input) const {
    const QByteArray d =
        keyed() ? QMessageAuthenticationCode::hash(input, m_secret, QCryptographicHash::Sha256)
                : QCryptographicHash::hash(input, QCryptographicHash::Sha256);
    return QString::fromLatin1(d.toHex());
}

ScopeHasher::Scope ScopeHasher::of(const HttpHeaders& headers) const {
    for (int i = 0; i < m_sources.size(); ++i) {
        const ScopeSource& s = m_sources[i];
        if (s.kind == ScopeSource::Kind::Header) {
            const QList<QByteArray> values = present(headers.values(s.name));
            if (!values.isEmpty())
                return {digest(values.join('\n')), i};
        } else {
            const QList<QByteArray> values = present(cookieValues(headers, s.name));
            if (!values.isEmpty())
                return {digest("cookie:" + s.name + '\n' + values.join('\n')), i};
        }
    }
    return {};
}

} // namespace idem::gateway
