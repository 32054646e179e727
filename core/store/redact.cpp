// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Redaction of secrets from store URLs and HTTP headers (issue 15, case 11). Text-based on
// purpose: it must work on what the user typed, also when no parser accepts it, and it must
// never take less as the secret than a parser would take as the password.
#include "store/redact.h"

#include <QByteArray>
#include <QUrl>
#include <algorithm>

namespace idem {
namespace {

bool containsAny(QStringView text, std::initializer_list<QStringView> parts) {
    for (const QStringView part : parts) {
        if (text.contains(part, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool equalsAny(QStringView text, std::initializer_list<QStringView> names) {
    for (const QStringView name : names) {
        if (text.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

/// Index of the first of `chars` in `text` at or after `from`, else text.size().
qsizetype firstOf(QStringView text, qsizetype from, QStringView chars) {
    for (qsizetype i = from; i < text.size(); ++i) {
        if (chars.contains(text.at(i)))
            return i;
    }
    return text.size();
}

/// `query` (without its '?') with the value of every secret option replaced.
QString redactQuery(QStringView query) {
    QString out;
    out.reserve(query.size());
    qsizetype start = 0;
    while (start <= query.size()) {
        const qsizetype amp = firstOf(query, start, u"&");
        const QStringView item = query.mid(start, amp - start);
        const qsizetype eq = item.indexOf(u'=');
        const QString name = QUrl::fromPercentEncoding((eq < 0 ? item : item.left(eq)).toUtf8());
        if (eq >= 0 && isSecretOption(name)) {
            out += item.left(eq + 1);
            out += kRedactedSecret;
        } else {
            out += item;
        }
        if (amp >= query.size())
            break;
        out += u'&';
        start = amp + 1;
    }
    return out;
}

/// A libpq `keyword = value` string with the values of secret keywords replaced (libpq's
/// rules: spaces around '=', a value either unquoted up to white space, or in '' with \ escapes).
QString redactConninfo(QStringView text) {
    QString out;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        // White space between pairs, kept.
        while (i < n && text.at(i).isSpace())
            out += text.at(i++);
        const qsizetype keyStart = i;
        while (i < n && !text.at(i).isSpace() && text.at(i) != u'=')
            ++i;
        const QStringView keyword = text.mid(keyStart, i - keyStart);
        out += keyword;
        while (i < n && text.at(i).isSpace())
            out += text.at(i++);
        if (i >= n || text.at(i) != u'=')
            continue; // not a pair: kept as it is
        out += text.at(i++);
        while (i < n && text.at(i).isSpace())
            out += text.at(i++);
        const qsizetype valueStart = i;
        if (i < n && text.at(i) == u'\'') {
            ++i;
            while (i < n && text.at(i) != u'\'') {
                if (text.at(i) == u'\\' && i + 1 < n)
                    ++i;
                ++i;
            }
            if (i < n)
                ++i; // the closing quote
        } else {
            while (i < n && !text.at(i).isSpace()) {
                if (text.at(i) == u'\\' && i + 1 < n)
                    ++i;
                ++i;
            }
        }
        out += isSecretOption(keyword) ? kRedactedSecret.toString()
                                       : text.mid(valueStart, i - valueStart).toString();
    }
    return out;
}

} // namespace

bool isSecretOption(QStringView name) {
    return containsAny(name, {u"password", u"passwd", u"secret", u"token"}) ||
           equalsAny(name, {u"pwd", u"pass", u"auth", u"apikey", u"api_key", u"api-key"});
}

bool isSecretHeader(QByteArrayView name) {
    const QString n = QString::fromLatin1(name.data(), name.size());
    return equalsAny(n, {u"authorization", u"proxy-authorization", u"cookie", u"set-cookie",
                         u"x-api-key", u"x-auth-token", u"x-access-token", u"x-csrf-token",
                         u"x-xsrf-token", u"x-amz-security-token"}) ||
           containsAny(n, {u"secret", u"password", u"token", u"api-key", u"apikey", u"api_key",
                           u"signature"});
}

QString redactStoreUrl(QStringView url) {
    const qsizetype scheme = url.indexOf(u"://");
    if (scheme < 0) {
        // sqlite::memory:?... has a query; "host=h password=x" is a libpq connection string.
        if (const qsizetype q = url.indexOf(u'?'); q >= 0)
            return url.left(q + 1).toString() + redactQuery(url.mid(q + 1));
        return url.contains(u'=') ? redactConninfo(url) : url.toString();
    }
    const qsizetype start = scheme + 3;
    QString out = url.left(start).toString();
    qsizetype hostStart = start;
    if (start < url.size() && url.at(start) != u'/') {
        // The user info ends at the last '@' before the path and query. A password may hold a
        // raw '?' (libpq reads up to '@' or '/') or a raw '/' (refused, still shown): the
        // search runs to whichever of the first '/' and the first '?'/'#' comes later, so that
        // no parser's idea of the password reaches past the part replaced here.
        const qsizetype slash = firstOf(url, start, u"/");
        const qsizetype query = firstOf(url, start, u"?#");
        const qsizetype end = std::max(slash, query);
        const qsizetype at = url.mid(start, end - start).lastIndexOf(u'@');
        if (at >= 0) {
            const QStringView userInfo = url.mid(start, at);
            const qsizetype colon = userInfo.indexOf(u':');
            if (colon >= 0) {
                out += userInfo.left(colon + 1);
                out += kRedactedSecret;
            } else {
                out += userInfo;
            }
            out += u'@';
            hostStart = start + at + 1;
        }
    }
    const qsizetype q = url.indexOf(u'?', hostStart);
    if (q < 0) {
        out += url.mid(hostStart);
        return out;
    }
    const qsizetype hash = url.indexOf(u'#', q);
    const QStringView query = url.mid(q + 1, (hash < 0 ? url.size() : hash) - q - 1);
    out += url.mid(hostStart, q + 1 - hostStart);
    out += redactQuery(query);
    if (hash >= 0)
        out += url.mid(hash);
    return out;
}

} // namespace idem
