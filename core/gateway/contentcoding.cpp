// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/contentcoding.h"

#include <zlib.h>

namespace idem::gateway {

namespace {

QByteArray normalCoding(QByteArray name) {
    name = name.trimmed().toLower();
    if (name == "x-gzip")
        return "gzip";
    if (name == "x-compress")
        return "compress";
    return name;
}

/// An RFC 9110 §12.4.2 qvalue ("0", "0.5", "1.000"), in thousandths; std::nullopt if malformed.
std::optional<int> parseQ(const QByteArray& text) {
    const QByteArray v = text.trimmed();
    if (v.isEmpty() || v.size() > 5 || (v[0] != '0' && v[0] != '1'))
        return std::nullopt;
    int q = (v[0] - '0') * 1000;
    if (v.size() > 1) {
        if (v[1] != '.')
            return std::nullopt;
        int scale = 100;
        for (qsizetype i = 2; i < v.size(); ++i, scale /= 10) {
            if (v[i] < '0' || v[i] > '9')
                return std::nullopt;
            q += (v[i] - '0') * scale;
        }
    }
    return q <= 1000 ? std::optional<int>(q) : std::nullopt;
}

/// Inflates one zlib/gzip/raw stream (`windowBits` as inflateInit2 takes them); gzip members
/// may follow each other (RFC 1952 §2.2).
std::optional<QByteArray> inflateAll(const QByteArray& body, int windowBits, bool members,
                                     qsizetype maxBytes) {
    z_stream z{};
    if (inflateInit2(&z, windowBits) != Z_OK)
        return std::nullopt;
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(body.constData()));
    z.avail_in = static_cast<uInt>(body.size());
    QByteArray out;
    char buf[16384];
    bool ok = false;
    for (;;) {
        z.next_out = reinterpret_cast<Bytef*>(buf);
        z.avail_out = sizeof buf;
        const int rc = inflate(&z, Z_NO_FLUSH);
        const qsizetype produced = qsizetype(sizeof buf - z.avail_out);
        if (out.size() + produced > maxBytes)
            break;
        out.append(buf, produced);
        if (rc == Z_STREAM_END) {
            if (z.avail_in == 0) {
                ok = true;
                break;
            }
            if (!members || inflateReset(&z) != Z_OK)
                break; // bytes after the end
            continue;
        }
        if (rc != Z_OK || (z.avail_in == 0 && produced == 0))
            break; // corrupt, or truncated: no input left and no end seen
    }
    inflateEnd(&z);
    return ok ? std::optional<QByteArray>(std::move(out)) : std::nullopt;
}

} // namespace

bool acceptsCoding(const QList<QByteArray>& acceptEncoding, const QByteArray& coding) {
    const QByteArray wanted = normalCoding(coding);
    std::optional<int> explicitQ;
    std::optional<int> wildcardQ;
    for (const QByteArray& field : acceptEncoding) {
        for (const QByteArray& element : field.split(',')) {
            const QList<QByteArray> parts = element.split(';');
            const QByteArray name = normalCoding(parts.front());
            if (name.isEmpty())
                continue;
            int q = 1000;
            for (qsizetype i = 1; i < parts.size(); ++i) {
                const QByteArray param = parts[i].trimmed();
                const qsizetype eq = param.indexOf('=');
                if (eq < 0 || param.left(eq).trimmed().toLower() != "q")
                    continue;
                q = parseQ(param.mid(eq + 1)).value_or(0);
            }
            if (name == wanted)
                explicitQ = explicitQ ? qMin(*explicitQ, q) : q;
            else if (name == "*")
                wildcardQ = wildcardQ ? qMin(*wildcardQ, q) : q;
        }
    }
    if (explicitQ)
        return *explicitQ > 0;
    return wildcardQ && *wildcardQ > 0;
}

std::optional<QByteArray> decodeContent(const QByteArray& coding, const QByteArray& body,
                                        qsizetype maxBytes) {
    const QByteArray c = normalCoding(coding);
    if (c == "gzip")
        return inflateAll(body, 15 + 16, true, maxBytes);
    if (c == "deflate") {
        // RFC 9110 §8.4.1.2 says a zlib stream; some servers send raw deflate data.
        if (auto out = inflateAll(body, 15, false, maxBytes))
            return out;
        return inflateAll(body, -15, false, maxBytes);
    }
    return std::nullopt;
}

HttpResponse replayResponse(const StoredResponse& stored, const HttpHeaders& request,
                            qsizetype maxDecodedBytes) {
    HttpResponse r;
    r.status = stored.status;
    for (const auto& [name, value] : stored.headers)
        r.headers.add(name.toLatin1(), value);
    r.body = stored.body;

    QList<QByteArray> codings; // in the order they were applied
    for (const QByteArray& field : r.headers.values("Content-Encoding"))
        for (const QByteArray& c : field.split(','))
            if (const QByteArray n = normalCoding(c); !n.isEmpty() && n != "identity")
                codings.append(n);
    if (codings.isEmpty())
        return r;
    if (!r.headers.hasToken("Vary", "Accept-Encoding") && !r.headers.hasToken("Vary", "*"))
        r.headers.add("Vary", "Accept-Encoding");

    const QList<QByteArray> accept = request.values("Accept-Encoding");
    bool acceptedAll = true;
    for (const QByteArray& c : codings)
        acceptedAll = acceptedAll && acceptsCoding(accept, c);
    if (acceptedAll || r.headers.contains("Content-Range"))
        return r;

    QByteArray body = r.body;
    for (qsizetype i = codings.size() - 1; i >= 0; --i) {
        auto decoded = decodeContent(codings[i], body, maxDecodedBytes);
        if (!decoded)
            return r; // br, zstd, ...: replayed as stored, its Content-Encoding says what it is
        body = std::move(*decoded);
    }
    r.body = std::move(body);
    r.headers.remove("Content-Encoding");
    // The decoded bytes are another representation: a strong validator of the coded ones must
    // not name them (nginx's gunzip weakens it the same way).
    if (const auto etag = r.headers.value("ETag"); etag && !etag->startsWith("W/"))
        r.headers.set("ETag", "W/" + *etag);
    return r;
}

} // namespace idem::gateway
