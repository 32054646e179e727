// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "workbench/requestspec.h"

#include "http/http.h"
#include "store/redact.h"
#include "token/key.h"

#include <QJsonArray>
#include <QStringDecoder>
#include <QUrlQuery>

namespace idem::workbench {

using http::isHttpToken;

namespace {

bool isFieldValue(const QByteArray& value) {
    for (const char c : value) {
        if (c == '\r' || c == '\n' || c == '\0')
            return false;
    }
    return true;
}

} // namespace

QString RequestSpec::problem() const {
    if (!isHttpToken(method))
        return QStringLiteral("The method must be a word such as POST (letters, digits, no spaces).");
    if (!url.isValid() || url.host().isEmpty())
        return QStringLiteral("The URL must be absolute, as in http://127.0.0.1:8088/orders.");
    const QString scheme = url.scheme().toLower();
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        return QStringLiteral("The URL must start with http:// or https://.");
    if (!isHttpToken(keyHeader))
        return QStringLiteral("The key header's name must be a header name such as "
                              "Idempotency-Key.");
    for (const auto& [name, value] : headers) {
        if (!isHttpToken(name))
            return QStringLiteral("A header name must be a single word without spaces or colons.");
        if (!isFieldValue(value))
            return QStringLiteral("The value of header %1 contains a line break.")
                .arg(QString::fromLatin1(name));
    }
    if (const QStringList missing = notSavedParts(); !missing.isEmpty())
        return QStringLiteral("Credentials are never saved with the history or a collection: "
                              "type %1 again.")
            .arg(missing.join(QStringLiteral(", ")));
    if (!key.isEmpty()) {
        if (const auto p = keyProblem(key))
            return *p;
    }
    return {};
}

HeaderList RequestSpec::wireHeaders(const QString& keyValue) const {
    HeaderList out;
    out.reserve(headers.size() + 1);
    for (const auto& field : headers) {
        if (field.first.compare(keyHeader, Qt::CaseInsensitive) != 0)
            out.append(field);
    }
    if (!keyValue.isEmpty())
        out.append({keyHeader, keyValue.toLatin1()});
    return out;
}

QByteArray RequestSpec::header(const QByteArray& name) const {
    for (const auto& [n, v] : headers) {
        if (n.compare(name, Qt::CaseInsensitive) == 0)
            return v;
    }
    return {};
}

void RequestSpec::setHeader(const QByteArray& name, const QByteArray& value) {
    qsizetype at = -1;
    for (qsizetype i = headers.size() - 1; i >= 0; --i) {
        if (headers.at(i).first.compare(name, Qt::CaseInsensitive) == 0) {
            headers.removeAt(i);
            at = i;
        }
    }
    if (value.isNull())
        return;
    if (at < 0)
        headers.append({name, value});
    else
        headers.insert(at, {name, value});
}

QUrl RequestSpec::origin() const {
    QUrl o;
    o.setScheme(url.scheme().toLower());
    o.setHost(url.host());
    o.setPort(url.port());
    return o;
}

QByteArray RequestSpec::target() const {
    QByteArray t = url.path(QUrl::FullyEncoded).toLatin1();
    if (t.isEmpty())
        t = "/";
    if (url.hasQuery())
        t += '?' + url.query(QUrl::FullyEncoded).toLatin1();
    return t;
}

QByteArray RequestSpec::notSavedValue() {
    // Valid in a header value and, unescaped, in a URL query: the composer shows it as it is.
    return QByteArrayLiteral("(not-saved)");
}

RequestSpec RequestSpec::withoutSecrets() const {
    RequestSpec out = *this;
    for (auto& [name, value] : out.headers) {
        if (isSecretHeader(name))
            value = notSavedValue();
    }
    out.url.setPassword(QString());
    if (out.url.hasQuery()) {
        QUrlQuery query(out.url);
        bool changed = false;
        auto items = query.queryItems(QUrl::FullyDecoded);
        for (auto& [name, value] : items) {
            if (isSecretOption(name)) {
                value = QString::fromLatin1(notSavedValue());
                changed = true;
            }
        }
        if (changed) {
            QUrlQuery redacted;
            for (const auto& [name, value] : std::as_const(items)) {
                // QUrlQuery reads '%' in a decoded value as an escape: escape it first.
                QString v = value;
                v.replace(QLatin1Char('%'), QLatin1String("%25"));
                redacted.addQueryItem(name, v);
            }
            out.url.setQuery(redacted);
        }
    }
    return out;
}

QStringList RequestSpec::notSavedParts() const {
    QStringList parts;
    for (const auto& [name, value] : headers) {
        if (value == notSavedValue())
            parts << QStringLiteral("the header %1").arg(QString::fromLatin1(name));
    }
    if (url.hasQuery()) {
        const QString placeholder = QString::fromLatin1(notSavedValue());
        for (const auto& [name, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
            if (value == placeholder)
                parts << QStringLiteral("the URL option %1").arg(name);
        }
    }
    return parts;
}

QJsonObject RequestSpec::toJson() const {
    QJsonArray fields;
    for (const auto& [name, value] : headers)
        fields.append(QJsonArray{QString::fromLatin1(name), QString::fromLatin1(value)});
    QJsonObject o{{QStringLiteral("method"), QString::fromLatin1(method)},
                  {QStringLiteral("url"), url.toString(QUrl::FullyEncoded)},
                  {QStringLiteral("headers"), fields},
                  {QStringLiteral("keyHeader"), QString::fromLatin1(keyHeader)},
                  {QStringLiteral("key"), key}};
    auto decoder = QStringDecoder(QStringDecoder::Utf8);
    const QString text = decoder(body);
    if (decoder.hasError())
        o.insert(QStringLiteral("bodyBase64"), QString::fromLatin1(body.toBase64()));
    else
        o.insert(QStringLiteral("body"), text);
    return o;
}

RequestSpec RequestSpec::fromJson(const QJsonObject& o) {
    RequestSpec s;
    if (o.contains(QStringLiteral("method")))
        s.method = o.value(QStringLiteral("method")).toString().toLatin1();
    s.url = QUrl(o.value(QStringLiteral("url")).toString(), QUrl::StrictMode);
    const QJsonArray fields = o.value(QStringLiteral("headers")).toArray();
    for (const QJsonValue& f : fields) {
        const QJsonArray pair = f.toArray();
        if (pair.size() == 2)
            s.headers.append({pair.at(0).toString().toLatin1(), pair.at(1).toString().toLatin1()});
    }
    if (o.contains(QStringLiteral("keyHeader")))
        s.keyHeader = o.value(QStringLiteral("keyHeader")).toString().toLatin1();
    s.key = o.value(QStringLiteral("key")).toString();
    if (o.contains(QStringLiteral("bodyBase64")))
        s.body = QByteArray::fromBase64(o.value(QStringLiteral("bodyBase64")).toString().toLatin1());
    else
        s.body = o.value(QStringLiteral("body")).toString().toUtf8();
    return s;
}

} // namespace idem::workbench
