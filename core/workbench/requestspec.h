// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <utility>

namespace idem::workbench {

using HeaderList = QList<std::pair<QByteArray, QByteArray>>;

/// One request as the workbench composes it: what the user typed or imported from curl, before
/// the key is put in. The key travels in the header `keyHeader`; an empty `key` sends none (the
/// "no key" probe). Plain value type; any thread.
struct RequestSpec {
    QByteArray method = QByteArrayLiteral("POST");
    QUrl url;
    /// Extra header fields in order, without the key header (see withKeyHeader()).
    HeaderList headers;
    QByteArray body;
    QByteArray keyHeader = QByteArrayLiteral("Idempotency-Key");
    QString key;

    /// Empty when the spec can be sent; otherwise one sentence naming what is wrong: the method
    /// (an RFC 9110 token), the URL (absolute http:// or https:// with a host), a header name or
    /// value (no CR, LF or NUL), the key header's name, or the key (1–255 visible ASCII).
    QString problem() const;
    bool isValid() const { return problem().isEmpty(); }

    /// `headers` with the key header (and any field of that name the user added) replaced by
    /// `key`, or removed when `key` is empty: what goes on the wire.
    HeaderList wireHeaders(const QString& keyValue) const;
    HeaderList wireHeaders() const { return wireHeaders(key); }

    /// The first header value named `name` (case-insensitive) in `headers`, or empty.
    QByteArray header(const QByteArray& name) const;
    /// Replaces every field named `name` by one (or removes them when `value` is null).
    void setHeader(const QByteArray& name, const QByteArray& value);

    /// The origin (scheme://host[:port]) and the request target (path?query) of `url`.
    QUrl origin() const;
    QByteArray target() const;

    /// What stands, in a request read back from the history or a collection, where a credential
    /// was: the value of a secret header (idem::isSecretHeader) or of a secret query option
    /// (idem::isSecretOption). problem() refuses to send it, so that the user sees the request
    /// needs the credential typed again instead of a server's 401.
    static QByteArray notSavedValue();
    /// A copy without credentials, for writing to disk: secret header and query option values
    /// become notSavedValue(), the URL loses its password (the workbench never sends user info:
    /// origin() and target() leave it out, so nothing that would be sent is lost there).
    RequestSpec withoutSecrets() const;
    /// The header names and query options that hold notSavedValue(), for telling the user.
    QStringList notSavedParts() const;

    /// A JSON form for history and saved collections (body as text when it is UTF-8, else
    /// base64). fromJson() reads what toJson() wrote and fills defaults for missing fields.
    QJsonObject toJson() const;
    static RequestSpec fromJson(const QJsonObject& json);
};

} // namespace idem::workbench
