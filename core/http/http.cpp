// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "http/http.h"

#include <QHash>
#include <QVarLengthArray>
#include <algorithm>

namespace idem::http {

namespace {

/// Optional whitespace is SP and HTAB only (RFC 9110 §5.6.3). QByteArray::trimmed() would also
/// take \v, \f and \r away, and "Content-Length:\v5" would become a length.
bool isOws(char c) {
    return c == ' ' || c == '\t';
}

/// Names and tokens match without regard to case (RFC 9110 5.1, 5.6.2). Ones of different
/// lengths are not compared at all: QByteArray::compare() walks both to order them, and that
/// walk over every header field was 6 % of the gateway's instructions per fresh request.
bool sameIgnoringCase(QByteArrayView a, QByteArrayView b) {
    return a.size() == b.size() && a.compare(b, Qt::CaseInsensitive) == 0;
}

QByteArrayView trimOws(QByteArrayView s) {
    qsizetype begin = 0;
    qsizetype end = s.size();
    while (begin < end && isOws(s[begin]))
        ++begin;
    while (end > begin && isOws(s[end - 1]))
        --end;
    return s.sliced(begin, end - begin);
}

/// Field values: visible ASCII, obs-text, SP and HTAB; no other control characters.
bool isFieldValue(QByteArrayView s) {
    for (char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c < 0x20 && c != '\t') || c == 0x7F)
            return false;
    }
    return true;
}

int digitValue(char c, int base) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (base == 16 && c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (base == 16 && c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

struct Length {
    enum Kind { Valid, Malformed, TooLarge } kind = Malformed;
    qint64 value = 0;
};

/// A Content-Length or chunk size: digits only (no sign, no whitespace, no "0x"), checked against
/// `limit` before every step, so that no value can overflow: 7fffffffffffffff, 2^64 and longer
/// numbers are "too large", never wrapped or negative. At most 16 hex or 19 decimal digits (what
/// a signed 64-bit length needs): more can only be leading zeros, refused as malformed.
Length parseLength(QByteArrayView s, int base, qint64 limit) {
    if (s.isEmpty())
        return {};
    for (char c : s)
        if (digitValue(c, base) < 0)
            return {};
    qint64 v = 0;
    for (char c : s) {
        const int d = digitValue(c, base);
        // v * base + d > limit, asked without computing it.
        if (v > limit / base || v * base > limit - d)
            return {Length::TooLarge, 0};
        v = v * base + d;
    }
    if (s.size() > (base == 16 ? 16 : 19))
        return {};
    return {Length::Valid, v};
}

bool isHexDigit(char c) {
    return digitValue(c, 16) >= 0;
}

/// unreserved / sub-delims of RFC 3986 (what a reg-name holds besides pct-encoded octets).
bool isRegNameChar(char c) {
    return isUriUnreserved(c) || isUriSubDelim(c);
}

/// qdtext and quoted-pair's second octet (RFC 9110 §5.6.4), without DQUOTE and backslash.
bool isQdText(char ch) {
    const auto c = static_cast<unsigned char>(ch);
    return c == '\t' || c == ' ' || c == 0x21 || (c >= 0x23 && c <= 0x5B) ||
           (c >= 0x5D && c <= 0x7E) || c >= 0x80;
}

/// Chunk extensions after the size (RFC 9112 §7.1.1):
/// *( BWS ";" BWS name [ BWS "=" BWS ( token / quoted-string ) ] ), then optional whitespace.
bool isChunkExtensions(QByteArrayView s) {
    qsizetype i = 0;
    const qsizetype n = s.size();
    const auto skipWs = [&] {
        while (i < n && isOws(s[i]))
            ++i;
    };
    for (;;) {
        skipWs();
        if (i == n)
            return true;
        if (s[i] != ';')
            return false;
        ++i;
        skipWs();
        const qsizetype name = i;
        while (i < n && isTokenChar(s[i]))
            ++i;
        if (i == name)
            return false;
        skipWs();
        if (i == n || s[i] != '=')
            continue;
        ++i;
        skipWs();
        if (i < n && s[i] == '"') {
            ++i;
            for (;;) {
                if (i == n)
                    return false;
                if (s[i] == '"') {
                    ++i;
                    break;
                }
                if (s[i] == '\\') {
                    ++i;
                    if (i == n || !(isQdText(s[i]) || s[i] == '"' || s[i] == '\\'))
                        return false;
                } else if (!isQdText(s[i])) {
                    return false;
                }
                ++i;
            }
        } else {
            const qsizetype value = i;
            while (i < n && isTokenChar(s[i]))
                ++i;
            if (i == value)
                return false;
        }
    }
}

} // namespace

bool isTokenChar(char c) {
    if (c >= '0' && c <= '9')
        return true;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
        return true;
    switch (c) {
    case '!':
    case '#':
    case '$':
    case '%':
    case '&':
    case '\'':
    case '*':
    case '+':
    case '-':
    case '.':
    case '^':
    case '_':
    case '`':
    case '|':
    case '~':
        return true;
    default:
        return false;
    }
}

bool isHttpToken(QByteArrayView s) {
    if (s.isEmpty())
        return false;
    for (char c : s)
        if (!isTokenChar(c))
            return false;
    return true;
}

bool isHttpToken(QStringView s) {
    if (s.isEmpty())
        return false;
    for (QChar c : s)
        if (c.unicode() >= 0x80 || !isTokenChar(char(c.unicode())))
            return false;
    return true;
}

bool isUriUnreserved(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' ||
           c == '.' || c == '_' || c == '~';
}

bool isUriSubDelim(char c) {
    switch (c) {
    case '!':
    case '$':
    case '&':
    case '\'':
    case '(':
    case ')':
    case '*':
    case '+':
    case ',':
    case ';':
    case '=':
        return true;
    default:
        return false;
    }
}

int hexDigitValue(char c) {
    return digitValue(c, 16);
}

void HttpHeaders::set(const QByteArray& name, const QByteArray& value) {
    remove(name);
    add(name, value);
}

void HttpHeaders::remove(QByteArrayView name) {
    m_fields.removeIf([&](const auto& f) { return sameIgnoringCase(f.first, name); });
}

std::optional<QByteArray> HttpHeaders::value(QByteArrayView name) const {
    for (const auto& f : m_fields)
        if (sameIgnoringCase(f.first, name))
            return f.second;
    return std::nullopt;
}

QList<QByteArray> HttpHeaders::values(QByteArrayView name) const {
    QList<QByteArray> out;
    for (const auto& f : m_fields)
        if (sameIgnoringCase(f.first, name))
            out.append(f.second);
    return out;
}

bool HttpHeaders::hasToken(QByteArrayView name, QByteArrayView token) const {
    for (const auto& f : m_fields) {
        if (!sameIgnoringCase(f.first, name))
            continue;
        QByteArrayView rest = f.second;
        for (;;) {
            const qsizetype comma = rest.indexOf(',');
            if (sameIgnoringCase(trimOws(rest.first(comma < 0 ? rest.size() : comma)), token))
                return true;
            if (comma < 0)
                break;
            rest = rest.sliced(comma + 1);
        }
    }
    return false;
}

bool isHopByHopHeader(const QByteArray& name) {
    static const QByteArray names[] = {QByteArrayLiteral("connection"),
                                       QByteArrayLiteral("keep-alive"),
                                       QByteArrayLiteral("proxy-connection"),
                                       QByteArrayLiteral("proxy-authenticate"),
                                       QByteArrayLiteral("proxy-authorization"),
                                       QByteArrayLiteral("te"),
                                       QByteArrayLiteral("trailer"),
                                       QByteArrayLiteral("transfer-encoding"),
                                       QByteArrayLiteral("upgrade"),
                                       QByteArrayLiteral("content-length"),
                                       QByteArrayLiteral("host"),
                                       QByteArrayLiteral("expect")};
    for (const QByteArray& n : names)
        if (sameIgnoringCase(name, n))
            return true;
    return false;
}

bool isHopByHopHeader(const QByteArray& name, const HttpHeaders& message) {
    return isHopByHopHeader(name) || message.hasToken("Connection", name);
}

void removeHopByHopHeaders(HttpHeaders& headers) {
    // The names first: the Connection fields that list them go with the rest.
    QList<QByteArray> named;
    for (const QByteArray& v : headers.values("Connection"))
        for (const QByteArray& part : v.split(','))
            if (const QByteArrayView name = trimOws(part); !name.isEmpty())
                named.append(name.toByteArray());
    HttpHeaders kept;
    for (const auto& field : headers.fields()) {
        const auto isField = [&](const QByteArray& n) {
            return sameIgnoringCase(n, field.first);
        };
        if (!isHopByHopHeader(field.first) && std::none_of(named.cbegin(), named.cend(), isField))
            kept.add(field.first, field.second);
    }
    headers = std::move(kept);
}

bool isValidReasonPhrase(const QByteArray& reason) {
    return isFieldValue(reason);
}

bool isValidHost(const QByteArray& host) {
    if (host.isEmpty())
        return false;
    qsizetype portAt = 0;
    if (host.startsWith('[')) {
        // IP-literal: an IPv6 address (hex digits, colons, a dotted IPv4 tail); IPvFuture and
        // zone identifiers are refused.
        const qsizetype close = host.indexOf(']');
        if (close < 3)
            return false;
        for (qsizetype i = 1; i < close; ++i)
            if (!isHexDigit(host[i]) && host[i] != ':' && host[i] != '.')
                return false;
        portAt = close + 1;
        if (portAt < host.size() && host[portAt] != ':')
            return false;
    } else {
        portAt = host.indexOf(':');
        if (portAt < 0)
            portAt = host.size();
        if (portAt == 0)
            return false;
        for (qsizetype i = 0; i < portAt; ++i) {
            if (host[i] == '%') {
                if (i + 2 >= portAt || !isHexDigit(host[i + 1]) || !isHexDigit(host[i + 2]))
                    return false;
                i += 2;
            } else if (!isRegNameChar(host[i])) {
                return false;
            }
        }
    }
    if (portAt < host.size()) {
        const QByteArray port = host.mid(portAt + 1);
        if (port.size() > 5)
            return false;
        for (char c : port)
            if (c < '0' || c > '9')
                return false;
    }
    return true;
}

QByteArray HttpRequest::path() const {
    const qsizetype q = target.indexOf('?');
    return q < 0 ? target : target.left(q);
}

QByteArray reasonPhrase(int status) {
    static const QHash<int, QByteArray> phrases = {
        {100, "Continue"},
        {200, "OK"},
        {201, "Created"},
        {202, "Accepted"},
        {204, "No Content"},
        {301, "Moved Permanently"},
        {302, "Found"},
        {304, "Not Modified"},
        {400, "Bad Request"},
        {401, "Unauthorized"},
        {403, "Forbidden"},
        {404, "Not Found"},
        {405, "Method Not Allowed"},
        {408, "Request Timeout"},
        {409, "Conflict"},
        {411, "Length Required"},
        {413, "Content Too Large"},
        {414, "URI Too Long"},
        {422, "Unprocessable Content"},
        {425, "Too Early"},
        {429, "Too Many Requests"},
        {431, "Request Header Fields Too Large"},
        {500, "Internal Server Error"},
        {501, "Not Implemented"},
        {502, "Bad Gateway"},
        {503, "Service Unavailable"},
        {504, "Gateway Timeout"},
        {505, "HTTP Version Not Supported"},
    };
    return phrases.value(status, QByteArrayLiteral("Status"));
}

QByteArray HttpResponse::serialize(bool close, bool headRequest) const {
    // One allocation: the fixed lines take at most 128 bytes besides the reason phrase.
    qsizetype size = 128 + reason.size() + body.size();
    for (const auto& [name, value] : headers.fields())
        size += name.size() + value.size() + 4;
    QByteArray out;
    out.reserve(size);
    // An upstream's phrase passes only when valid (the parser refuses others, but a response may
    // come from elsewhere): never a CR, LF or control character into the client's status line.
    const bool ownReason = !reason.isEmpty() && isValidReasonPhrase(reason);
    out.append("HTTP/1.1 ").append(QByteArray::number(status)).append(' ');
    out.append(ownReason ? reason : reasonPhrase(status)).append("\r\n");
    for (const auto& [name, value] : headers.fields()) {
        // The same for fields (a replay's come from the store): no response splitting.
        if (!isHttpToken(name) || !isFieldValue(value))
            continue;
        if (sameIgnoringCase(name, "content-length") || sameIgnoringCase(name, "connection") ||
            sameIgnoringCase(name, "transfer-encoding"))
            continue;
        out.append(name).append(": ").append(value).append("\r\n");
    }
    if (!bodyless())
        out.append("Content-Length: ").append(QByteArray::number(body.size())).append("\r\n");
    if (close)
        out += "Connection: close\r\n";
    out += "\r\n";
    if (!headRequest && !bodyless())
        out += body;
    return out;
}

HttpParser::HttpParser(Kind kind, HttpLimits limits) : m_kind(kind), m_limits(limits) {
    m_headers = kind == Kind::Request ? &m_request.headers : &m_response.headers;
    m_body = kind == Kind::Request ? &m_request.body : &m_response.body;
}

HttpParser::Status HttpParser::failLimit(int status, const QString& text) {
    m_errorIsLimit = true;
    return fail(status, text);
}

HttpParser::Status HttpParser::fail(int status, const QString& text) {
    m_state = State::Error;
    m_errorStatus = status;
    m_errorText = text;
    return Status::Error;
}

HttpParser::Status HttpParser::feed(QByteArrayView bytes) {
    if (m_state == State::Error)
        return Status::Error;
    // The lines parse() gave out were views into the buffer; now nothing holds one.
    m_buffer.remove(0, m_parsed);
    m_parsed = 0;
    m_buffer.append(bytes);
    return parse();
}

bool HttpParser::takeBodyPart() {
    const qsizetype n = qMin<qint64>(m_remaining, unparsed());
    m_body->append(m_buffer.constData() + m_parsed, n);
    m_parsed += n;
    m_remaining -= n;
    return m_remaining == 0;
}

std::optional<QByteArrayView> HttpParser::takeLine(qsizetype limit, bool& tooLong, bool& bareLf) {
    tooLong = false;
    bareLf = false;
    const qsizetype nl = m_buffer.indexOf('\n', m_parsed);
    if (nl < 0) {
        tooLong = unparsed() > limit;
        return std::nullopt;
    }
    if (nl - m_parsed + 1 > limit) {
        tooLong = true;
        return std::nullopt;
    }
    QByteArrayView line(m_buffer.constData() + m_parsed, nl - m_parsed);
    m_parsed = nl + 1;
    if (line.endsWith('\r'))
        line.chop(1);
    else
        bareLf = true;
    return line;
}

bool HttpParser::parseStartLine(QByteArrayView line) {
    // The line's parts between single spaces, as QByteArray::split(' ') cuts them (an empty part
    // where two spaces meet), without copying them.
    QVarLengthArray<QByteArrayView, 4> parts;
    for (qsizetype from = 0;;) {
        const qsizetype sp = line.indexOf(' ', from);
        parts.append(line.sliced(from, (sp < 0 ? line.size() : sp) - from));
        if (sp < 0)
            break;
        from = sp + 1;
    }
    if (m_kind == Kind::Request) {
        if (parts.size() != 3)
            return fail(400, QStringLiteral("malformed request line")), false;
        if (!isHttpToken(parts[0]))
            return fail(400, QStringLiteral("malformed method")), false;
        const QByteArrayView target = parts[1];
        if (target.isEmpty() || target[0] != '/')
            return fail(400, QStringLiteral("only origin-form request targets are accepted")),
                   false;
        for (char ch : target) {
            const auto c = static_cast<unsigned char>(ch);
            if (c <= 0x20 || c >= 0x7F)
                return fail(400, QStringLiteral("invalid character in request target")), false;
        }
        if (parts[2] == "HTTP/1.1")
            m_request.versionMinor = 1;
        else if (parts[2] == "HTTP/1.0")
            m_request.versionMinor = 0;
        else if (parts[2].startsWith("HTTP/"))
            return fail(505, QStringLiteral("only HTTP/1.0 and HTTP/1.1 are served")), false;
        else
            return fail(400, QStringLiteral("malformed HTTP version")), false;
        m_versionMinor = m_request.versionMinor;
        m_request.method = parts[0].toByteArray();
        m_request.target = target.toByteArray();
        return true;
    }
    // Response: HTTP/1.<digit> SP 3DIGIT [SP reason]. The SP before an empty reason is required by
    // RFC 9112 §4 but often missing; it is the one leniency kept here (nginx keeps it too).
    if (parts.size() < 2 || parts[0].size() != 8 || !parts[0].startsWith("HTTP/1.") ||
        parts[0][7] < '0' || parts[0][7] > '9' || parts[1].size() != 3)
        return fail(502, QStringLiteral("malformed status line")), false;
    const Length code = parseLength(parts[1], 10, 999);
    if (code.kind != Length::Valid || code.value < 100 || code.value > 599)
        return fail(502, QStringLiteral("malformed status code")), false;
    m_versionMinor = parts[0][7] - '0';
    m_response.status = static_cast<int>(code.value);
    const qsizetype reasonAt = line.indexOf(' ', line.indexOf(' ') + 1);
    m_response.reason = reasonAt < 0 ? QByteArray() : line.sliced(reasonAt + 1).toByteArray();
    if (!isValidReasonPhrase(m_response.reason))
        return fail(502, QStringLiteral("control character in the reason phrase")), false;
    return true;
}

bool HttpParser::parseFieldLine(QByteArrayView line, HttpHeaders& into) {
    const int bad = malformedStatus();
    if (line.startsWith(' ') || line.startsWith('\t'))
        return fail(bad, QStringLiteral("obsolete line folding is refused")), false;
    const qsizetype colon = line.indexOf(':');
    if (colon <= 0)
        return fail(bad, QStringLiteral("malformed header field")), false;
    const QByteArrayView name = line.first(colon);
    if (!isHttpToken(name))
        return fail(bad, QStringLiteral("malformed header field name")), false;
    const QByteArrayView value = trimOws(line.sliced(colon + 1));
    if (!isFieldValue(value))
        return fail(bad, QStringLiteral("control character in a header field")), false;
    if (m_fieldCount >= m_limits.maxHeaderCount)
        return failLimit(m_kind == Kind::Request ? 431 : 502,
                         QStringLiteral("too many header fields")),
               false;
    ++m_fieldCount;
    into.add(name.toByteArray(), value.toByteArray());
    return true;
}

bool HttpParser::parseChunkSize(QByteArrayView line) {
    qsizetype digits = 0;
    while (digits < line.size() && isHexDigit(line[digits]))
        ++digits;
    const QByteArrayView extensions = line.sliced(digits);
    if (!isChunkExtensions(extensions))
        return fail(malformedStatus(), QStringLiteral("malformed chunk extension")), false;
    // Extensions are dropped, but a client could send a few bytes of body per kilobyte of them:
    // they count against the header limit (Node.js bounds them likewise since CVE-2024-22019).
    m_headerBytes += extensions.size();
    if (m_headerBytes > m_limits.maxHeaderBytes)
        return failLimit(malformedStatus(),
                         QStringLiteral("the chunk extensions are over the limit")),
               false;
    const Length n = parseLength(line.first(digits), 16, m_limits.maxBodyBytes - m_body->size());
    if (n.kind == Length::TooLarge)
        return failLimit(tooLargeStatus(), QStringLiteral("the body is over the limit")), false;
    if (n.kind != Length::Valid)
        return fail(malformedStatus(), QStringLiteral("malformed chunk size")), false;
    m_remaining = n.value;
    m_state = n.value == 0 ? State::Trailers : State::ChunkData;
    return true;
}

bool HttpParser::startBody() {
    const QList<QByteArray> lengths = m_headers->values("Content-Length");
    const QList<QByteArray> codings = m_headers->values("Transfer-Encoding");
    const int badStatus = malformedStatus();
    if (m_kind == Kind::Request) {
        // RFC 9112 §3.2: exactly one Host in HTTP/1.1 (at most one in 1.0), and a valid one.
        const QList<QByteArray> hosts = m_headers->values("Host");
        if (hosts.size() > 1)
            return fail(400, QStringLiteral("more than one Host field")), false;
        if (hosts.isEmpty() && m_request.versionMinor == 1)
            return fail(400, QStringLiteral("an HTTP/1.1 request needs a Host field")), false;
        if (!hosts.isEmpty() && !isValidHost(hosts.front()))
            return fail(400, QStringLiteral("invalid Host field")), false;
        m_request.keepAlive = m_request.versionMinor == 1
                                  ? !m_headers->hasToken("Connection", "close")
                                  : m_headers->hasToken("Connection", "keep-alive");
        m_expectContinue =
            m_request.versionMinor == 1 &&
            m_headers->value("Expect").value_or(QByteArray()).toLower() == "100-continue";
    }
    // RFC 9112 §6.1: Transfer-Encoding in an HTTP/1.0 message means faulty framing, whatever else
    // it says (a 1.0 hop before us would not have decoded it).
    if (!codings.isEmpty() && m_versionMinor == 0)
        return fail(badStatus, QStringLiteral("Transfer-Encoding in an HTTP/1.0 message")), false;
    const bool noBody =
        m_kind == Kind::Response && (m_noBody || m_response.status < 200 ||
                                     m_response.status == 204 || m_response.status == 304);
    if (noBody) {
        m_state = State::Done;
        return true;
    }
    if (!codings.isEmpty()) {
        if (!lengths.isEmpty())
            return fail(badStatus, QStringLiteral("Content-Length with Transfer-Encoding")), false;
        if (codings.size() != 1 || !sameIgnoringCase(codings[0], "chunked"))
            return fail(m_kind == Kind::Request ? 501 : 502,
                        QStringLiteral("only the chunked transfer coding is supported")),
                   false;
        m_state = State::ChunkSize;
        return true;
    }
    if (!lengths.isEmpty()) {
        std::optional<qint64> length;
        for (const QByteArray& l : lengths) {
            for (const QByteArray& part : l.split(',')) {
                const Length v = parseLength(trimOws(part), 10, m_limits.maxBodyBytes);
                if (v.kind == Length::TooLarge)
                    return failLimit(tooLargeStatus(),
                                     QStringLiteral("the body is over the limit")),
                           false;
                if (v.kind != Length::Valid || (length && *length != v.value))
                    return fail(badStatus, QStringLiteral("invalid Content-Length")), false;
                length = v.value;
            }
        }
        m_remaining = *length;
        m_state = m_remaining > 0 ? State::Body : State::Done;
        return true;
    }
    // No framing: a request has no body; a response runs until the connection closes.
    m_state = m_kind == Kind::Request ? State::Done : State::UntilClose;
    return true;
}

HttpParser::Status HttpParser::parse() {
    bool tooLong = false;
    bool bareLf = false;
    for (;;) {
        switch (m_state) {
        case State::Error:
            return Status::Error;
        case State::Done:
            return Status::Done;
        case State::StartLine: {
            // Tolerate empty lines before a request (RFC 9112 §2.2), dropped in one go.
            qsizetype empty = m_parsed;
            while (empty < m_buffer.size() &&
                   (m_buffer[empty] == '\n' ||
                    (m_buffer[empty] == '\r' && empty + 1 < m_buffer.size() &&
                     m_buffer[empty + 1] == '\n')))
                empty += m_buffer[empty] == '\n' ? 1 : 2;
            m_parsed = empty;
            const auto line = takeLine(m_limits.maxHeaderBytes, tooLong, bareLf);
            if (!line) {
                if (tooLong)
                    return failLimit(m_kind == Kind::Request ? 414 : 502,
                                     QStringLiteral("the start line is over the limit"));
                return Status::NeedMore;
            }
            m_headerBytes = line->size() + 2;
            m_fieldCount = 0;
            if (!parseStartLine(*line))
                return Status::Error;
            m_state = State::Headers;
            break;
        }
        case State::Headers:
        case State::Trailers: {
            const auto line = takeLine(m_limits.maxHeaderBytes - m_headerBytes, tooLong, bareLf);
            if (!line) {
                if (tooLong)
                    return failLimit(m_kind == Kind::Request ? 431 : 502,
                                     QStringLiteral("the header section is over the limit"));
                return Status::NeedMore;
            }
            m_headerBytes += line->size() + 2;
            if (line->isEmpty()) {
                if (m_state == State::Trailers) {
                    m_trailers = HttpHeaders(); // checked and dropped
                    m_state = State::Done;
                } else if (!startBody()) {
                    return Status::Error;
                }
                break;
            }
            if (!parseFieldLine(*line, m_state == State::Trailers ? m_trailers : *m_headers))
                return Status::Error;
            break;
        }
        case State::Body: {
            if (unparsed() == 0)
                return Status::NeedMore;
            if (takeBodyPart())
                m_state = State::Done;
            break;
        }
        case State::ChunkSize: {
            const auto line = takeLine(1024, tooLong, bareLf);
            if (!line) {
                if (tooLong)
                    return fail(malformedStatus(), QStringLiteral("malformed chunk size"));
                return Status::NeedMore;
            }
            // The chunk framing wants its CR: a bare LF there is where parsers disagree ("funky
            // chunks"), so it is refused rather than guessed at.
            if (bareLf)
                return fail(malformedStatus(), QStringLiteral("chunk size line without CRLF"));
            if (!parseChunkSize(*line))
                return Status::Error;
            break;
        }
        case State::ChunkData: {
            if (unparsed() == 0)
                return Status::NeedMore;
            if (takeBodyPart())
                m_state = State::ChunkEnd;
            break;
        }
        case State::ChunkEnd: {
            const auto line = takeLine(2, tooLong, bareLf);
            if (!line) {
                if (tooLong)
                    return fail(malformedStatus(), QStringLiteral("malformed chunk"));
                return Status::NeedMore;
            }
            if (!line->isEmpty() || bareLf)
                return fail(malformedStatus(), QStringLiteral("malformed chunk"));
            m_state = State::ChunkSize;
            break;
        }
        case State::UntilClose: {
            if (m_body->size() + unparsed() > m_limits.maxBodyBytes)
                return failLimit(502, QStringLiteral("the body is over the limit"));
            m_body->append(m_buffer.constData() + m_parsed, unparsed());
            m_buffer.clear();
            m_parsed = 0;
            return Status::NeedMore;
        }
        }
    }
}

HttpParser::Status HttpParser::finish() {
    if (m_state == State::UntilClose) {
        m_state = State::Done;
        return Status::Done;
    }
    if (m_state == State::Done)
        return Status::Done;
    if (m_state == State::Error)
        return Status::Error;
    return fail(malformedStatus(), QStringLiteral("the connection closed inside a message"));
}

HttpRequest HttpParser::takeRequest() {
    HttpRequest out = std::move(m_request);
    m_request = HttpRequest();
    m_state = State::StartLine;
    m_expectContinue = false;
    m_headerBytes = 0;
    m_fieldCount = 0;
    return out;
}

HttpResponse HttpParser::takeResponse() {
    HttpResponse out = std::move(m_response);
    m_response = HttpResponse();
    m_state = State::StartLine;
    m_noBody = false;
    m_headerBytes = 0;
    m_fieldCount = 0;
    return out;
}

} // namespace idem::http
