// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/target.h"

#include "http/http.h"

#include <QList>

namespace idem::gateway {

using http::hexDigitValue;
using http::isUriSubDelim;
using http::isUriUnreserved;

namespace {

/// pchar minus the escapes (RFC 3986 §3.3), plus '/': what may stand in a path as it is.
bool isPathChar(unsigned char c) {
    const auto ch = static_cast<char>(c);
    return isUriUnreserved(ch) || isUriSubDelim(ch) || c == '/' || c == ':' || c == '@';
}

void appendEscape(QByteArray& out, unsigned char c) {
    static const char hex[] = "0123456789ABCDEF";
    out += '%';
    out += hex[c >> 4];
    out += hex[c & 0xF];
}

NormalTarget refuse(const QString& why) {
    return {QByteArray(), why};
}

} // namespace

NormalTarget normalizeTarget(const QByteArray& target) {
    const qsizetype q = target.indexOf('?');
    const QByteArray raw = q < 0 ? target : target.left(q);
    const QByteArray query = q < 0 ? QByteArray() : target.mid(q);
    if (!raw.startsWith('/'))
        return refuse(QStringLiteral("the request target must start with '/'"));

    // 1. Percent-encoding in its normal form; the separators a decoding upstream would read
    //    differently from this gateway are refused rather than passed on.
    QByteArray path;
    path.reserve(raw.size());
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const auto c = static_cast<unsigned char>(raw[i]);
        if (c == '%') {
            const int hi = i + 2 < raw.size() ? hexDigitValue(raw[i + 1]) : -1;
            const int lo = i + 2 < raw.size() ? hexDigitValue(raw[i + 2]) : -1;
            if (hi < 0 || lo < 0)
                return refuse(QStringLiteral("malformed percent-escape in the path"));
            const auto decoded = static_cast<unsigned char>(hi * 16 + lo);
            if (decoded == '/' || decoded == '\\' || decoded == 0)
                return refuse(QStringLiteral("%2F, %5C and %00 are not accepted in the "
                                             "path: the upstream could read another "
                                             "path than the one matched"));
            if (isUriUnreserved(static_cast<char>(decoded)))
                path += static_cast<char>(decoded);
            else
                appendEscape(path, decoded);
            i += 2;
        } else if (c == '\\') {
            return refuse(QStringLiteral("'\\' is not accepted in the path: some "
                                         "servers read it as '/'"));
        } else if (c == '#') {
            return refuse(QStringLiteral("a request target has no fragment"));
        } else if (isPathChar(c)) {
            path += static_cast<char>(c);
        } else {
            appendEscape(path, c); // '"', '<', '>', '^', '`', '{', '|', '}': not URI characters
        }
    }

    // 2 and 3. Merged slashes and dot segments, one segment at a time. A trailing '/' (also one
    //    left by a final "." or "..") is kept: /orders/ and /orders may be different resources.
    const QList<QByteArray> segments = path.mid(1).split('/');
    QList<QByteArray> out;
    bool trailingSlash = false;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const QByteArray& s = segments[i];
        const bool last = i + 1 == segments.size();
        const QByteArray bare = s.left(s.indexOf(';') < 0 ? s.size() : s.indexOf(';'));
        if (bare != s && (bare == "." || bare == ".."))
            return refuse(QStringLiteral("a dot segment with parameters (';') is not "
                                         "accepted in the path"));
        if (s.isEmpty() || s == ".") {
            trailingSlash = last;
            continue;
        }
        if (s == "..") {
            if (out.isEmpty())
                return refuse(QStringLiteral("the path climbs above the root"));
            out.removeLast();
            trailingSlash = last;
            continue;
        }
        out.append(s);
        trailingSlash = false;
    }
    QByteArray normal = '/' + out.join('/');
    if (trailingSlash && !out.isEmpty())
        normal += '/';
    return {normal + query, QString()};
}

} // namespace idem::gateway
