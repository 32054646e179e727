#include "gateway/http.h"

#include <QHash>

namespace idem::gateway {

namespace {

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

bool isToken(const QByteArray& s) {
    if (s.isEmpty())
        return false;
    for (char c : s)
        if (!isTokenChar(c))
            return false;
    return true;
}

/// Field values: visible ASCII, obs-text, SP and HTAB; no other control characters.
bool isFieldValue(const QByteArray& s) {
    for (char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c < 0x20 && c != '\t') || c == 0x7F)
            return false;
    }
    return true;
}

/// Digits only, no sign, no overflow past 2^62.
std::optional<qint64> parseLength(const QByteArray& s, int base = 10) {
    if (s.isEmpty() || s.size() > 16)
        return std::nullopt;
    qint64 v = 0;
    for (char c : s) {
        int d = -1;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (base == 16 && c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else if (base == 16 && c >= 'A' && c <= 'F')
            d = c - 'A' + 10;
        if (d < 0)
            return std::nullopt;
        v = v * base + d;
    }
    return v;
}

} // namespace

void HttpHeaders::set(const QByteArray& name, const QByteArray& value) {
    remove(name);
    add(name, value);
}

void HttpHeaders::remove(const QByteArray& name) {
    m_fields.removeIf(
        [&](const auto& f) { return f.first.compare(name, Qt::CaseInsensitive) == 0; });
}

std::optional<QByteArray> HttpHeaders::value(const QByteArray& name) const {
    for (const auto& f : m_fields)
        if (f.first.compare(name, Qt::CaseInsensitive) == 0)
            return f.second;
    return std::nullopt;
}

QList<QByteArray> HttpHeaders::values(const QByteArray& name) const {
    QList<QByteArray> out;
    for (const auto& f : m_fields)
        if (f.first.compare(name, Qt::CaseInsensitive) == 0)
            out.append(f.second);
    return out;
}

bool HttpHeaders::hasToken(const QByteArray& name, const QByteArray& token) const {
    for (const QByteArray& v : values(name))
        for (const QByteArray& part : v.split(','))
            if (part.trimmed().compare(token, Qt::CaseInsensitive) == 0)
                return true;
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
        if (name.compare(n, Qt::CaseInsensitive) == 0)
            return true;
    return false;
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
    QByteArray out;
    out.reserve(128 + body.size());
    out += "HTTP/1.1 " + QByteArray::number(status) + ' ' +
           (reason.isEmpty() ? reasonPhrase(status) : reason) + "\r\n";
    for (const auto& [name, value] : headers.fields()) {
        if (name.compare("content-length", Qt::CaseInsensitive) == 0 ||
            name.compare("connection", Qt::CaseInsensitive) == 0 ||
            name.compare("transfer-encoding", Qt::CaseInsensitive) == 0)
            continue;
        out += name + ": " + value + "\r\n";
    }
    const bool bodyless = status == 204 || status == 304 || (status >= 100 && status < 200);
    if (!bodyless)
        out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    if (close)
        out += "Connection: close\r\n";
    out += "\r\n";
    if (!headRequest && !bodyless)
        out += body;
    return out;
}

HttpParser::HttpParser(Kind kind, HttpLimits limits) : m_kind(kind), m_limits(limits) {
    m_headers = kind == Kind::Request ? &m_request.headers : &m_response.headers;
    m_body = kind == Kind::Request ? &m_request.body : &m_response.body;
}

HttpParser::Status HttpParser::fail(int status, const QString& text) {
    m_state = State::Error;
    m_errorStatus = status;
    m_errorText = text;
    return Status::Error;
}

HttpParser::Status HttpParser::feed(const QByteArray& bytes) {
    if (m_state == State::Error)
        return Status::Error;
    m_buffer.append(bytes);
    return parse();
}

bool HttpParser::takeBodyPart() {
    const qsizetype n = qMin<qint64>(m_remaining, m_buffer.size());
    m_body->append(m_buffer.constData(), n);
    m_buffer.remove(0, n);
    m_remaining -= n;
    return m_remaining == 0;
}

std::optional<QByteArray> HttpParser::takeLine(qsizetype limit, bool& tooLong) {
    tooLong = false;
    const qsizetype nl = m_buffer.indexOf('\n');
    if (nl < 0) {
        tooLong = m_buffer.size() > limit;
        return std::nullopt;
    }
    if (nl + 1 > limit) {
        tooLong = true;
        return std::nullopt;
    }
    QByteArray line = m_buffer.left(nl);
    m_buffer.remove(0, nl + 1);
    if (line.endsWith('\r'))
        line.chop(1);
    return line;
}

bool HttpParser::parseStartLine(const QByteArray& line) {
    const QList<QByteArray> parts = line.split(' ');
    if (m_kind == Kind::Request) {
        if (parts.size() != 3)
            return fail(400, QStringLiteral("malformed request line")), false;
        if (!isToken(parts[0]))
            return fail(400, QStringLiteral("malformed method")), false;
        const QByteArray& target = parts[1];
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
        m_request.method = parts[0];
        m_request.target = target;
        return true;
    }
    // Response: HTTP/1.x SP 3DIGIT SP reason (the reason may contain spaces or be empty).
    if (parts.size() < 2 || !parts[0].startsWith("HTTP/1.") || parts[1].size() != 3)
        return fail(502, QStringLiteral("malformed status line")), false;
    const auto code = parseLength(parts[1]);
    if (!code || *code < 100 || *code > 599)
        return fail(502, QStringLiteral("malformed status code")), false;
    m_response.status = static_cast<int>(*code);
    const qsizetype reasonAt = line.indexOf(' ', line.indexOf(' ') + 1);
    m_response.reason = reasonAt < 0 ? QByteArray() : line.mid(reasonAt + 1);
    return true;
}

bool HttpParser::parseHeaderLine(const QByteArray& line) {
    if (line.startsWith(' ') || line.startsWith('\t'))
        return fail(400, QStringLiteral("obsolete line folding is refused")), false;
    const qsizetype colon = line.indexOf(':');
    if (colon <= 0)
        return fail(400, QStringLiteral("malformed header field")), false;
    const QByteArray name = line.left(colon);
    if (!isToken(name))
        return fail(400, QStringLiteral("malformed header field name")), false;
    const QByteArray value = line.mid(colon + 1).trimmed();
    if (!isFieldValue(value))
        return fail(400, QStringLiteral("control character in a header field")), false;
    if (m_headers->size() >= m_limits.maxHeaderCount)
        return fail(431, QStringLiteral("too many header fields")), false;
    m_headers->add(name, value);
    return true;
}

bool HttpParser::startBody() {
    const QList<QByteArray> lengths = m_headers->values("Content-Length");
    const QList<QByteArray> codings = m_headers->values("Transfer-Encoding");
    const int badStatus = malformedStatus();
    if (m_kind == Kind::Request) {
        m_request.keepAlive = m_request.versionMinor == 1
                                  ? !m_headers->hasToken("Connection", "close")
                                  : m_headers->hasToken("Connection", "keep-alive");
        m_expectContinue =
            m_request.versionMinor == 1 &&
            m_headers->value("Expect").value_or(QByteArray()).toLower() == "100-continue";
    }
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
        if (codings.size() != 1 || codings[0].trimmed().toLower() != "chunked")
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
                const auto v = parseLength(part.trimmed());
                if (!v || (length && *length != *v))
                    return fail(badStatus, QStringLiteral("invalid Content-Length")), false;
                length = v;
            }
        }
        if (*length > m_limits.maxBodyBytes)
            return fail(tooLargeStatus(), QStringLiteral("the body is over the limit")), false;
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
    for (;;) {
        switch (m_state) {
        case State::Error:
            return Status::Error;
        case State::Done:
            return Status::Done;
        case State::StartLine: {
            // Tolerate empty lines before a request (RFC 9112 §2.2).
            while (m_buffer.startsWith("\r\n") || m_buffer.startsWith('\n'))
                m_buffer.remove(0, m_buffer.startsWith('\n') ? 1 : 2);
            const auto line = takeLine(m_limits.maxHeaderBytes, tooLong);
            if (!line) {
                if (tooLong)
                    return fail(m_kind == Kind::Request ? 414 : 502,
                                QStringLiteral("the start line is over the limit"));
                return Status::NeedMore;
            }
            m_headerBytes = line->size() + 2;
            if (!parseStartLine(*line))
                return Status::Error;
            m_state = State::Headers;
            break;
        }
        case State::Headers:
        case State::Trailers: {
            const auto line = takeLine(m_limits.maxHeaderBytes - m_headerBytes, tooLong);
            if (!line) {
                if (tooLong)
                    return fail(m_kind == Kind::Request ? 431 : 502,
                                QStringLiteral("the header section is over the limit"));
                return Status::NeedMore;
            }
            m_headerBytes += line->size() + 2;
            if (line->isEmpty()) {
                if (m_state == State::Trailers) {
                    m_state = State::Done;
                } else if (!startBody()) {
                    return Status::Error;
                }
                break;
            }
            if (m_state == State::Trailers)
                break; // Trailer fields are read and dropped.
            if (!parseHeaderLine(*line))
                return Status::Error;
            break;
        }
        case State::Body: {
            if (m_buffer.isEmpty())
                return Status::NeedMore;
            if (takeBodyPart())
                m_state = State::Done;
            break;
        }
        case State::ChunkSize: {
            const auto line = takeLine(1024, tooLong);
            if (!line) {
                if (tooLong)
                    return fail(400, QStringLiteral("malformed chunk size"));
                return Status::NeedMore;
            }
            QByteArray size = *line;
            const qsizetype semi = size.indexOf(';');
            if (semi >= 0)
                size.truncate(semi); // chunk extensions are ignored
            const auto n = parseLength(size.trimmed(), 16);
            if (!n)
                return fail(malformedStatus(), QStringLiteral("malformed chunk size"));
            if (m_body->size() + *n > m_limits.maxBodyBytes)
                return fail(tooLargeStatus(), QStringLiteral("the body is over the limit"));
            m_remaining = *n;
            m_state = *n == 0 ? State::Trailers : State::ChunkData;
            break;
        }
        case State::ChunkData: {
            if (m_buffer.isEmpty())
                return Status::NeedMore;
            if (takeBodyPart())
                m_state = State::ChunkEnd;
            break;
        }
        case State::ChunkEnd: {
            const auto line = takeLine(2, tooLong);
            if (!line) {
                if (tooLong)
                    return fail(400, QStringLiteral("malformed chunk"));
                return Status::NeedMore;
            }
            if (!line->isEmpty())
                return fail(malformedStatus(), QStringLiteral("malformed chunk"));
            m_state = State::ChunkSize;
            break;
        }
        case State::UntilClose: {
            if (m_body->size() + m_buffer.size() > m_limits.maxBodyBytes)
                return fail(502, QStringLiteral("the body is over the limit"));
            m_body->append(m_buffer);
            m_buffer.clear();
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
    return out;
}

HttpResponse HttpParser::takeResponse() {
    HttpResponse out = std::move(m_response);
    m_response = HttpResponse();
    m_state = State::StartLine;
    m_noBody = false;
    m_headerBytes = 0;
    return out;
}

} // namespace idem::gateway
