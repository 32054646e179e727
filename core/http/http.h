// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringView>
#include <optional>
#include <utility>

namespace idem::http {

/// Header fields in arrival order; names keep their case, lookups ignore it.
class HttpHeaders {
public:
    void add(const QByteArray& name, const QByteArray& value) { m_fields.append({name, value}); }
    /// Replaces every field named `name` by one.
    void set(const QByteArray& name, const QByteArray& value);
    void remove(QByteArrayView name);
    /// The first value, or std::nullopt.
    std::optional<QByteArray> value(QByteArrayView name) const;
    /// Every value of `name`, in order.
    QList<QByteArray> values(QByteArrayView name) const;
    bool contains(QByteArrayView name) const { return value(name).has_value(); }
    /// True when a comma-separated value of `name` contains `token` (case-insensitive).
    bool hasToken(QByteArrayView name, QByteArrayView token) const;
    const QList<std::pair<QByteArray, QByteArray>>& fields() const { return m_fields; }
    qsizetype size() const { return m_fields.size(); }

private:
    QList<std::pair<QByteArray, QByteArray>> m_fields;
};

/// An RFC 9110 token (§5.6.2): header names, methods, cookie names (RFC 6265 §4.1.1). The one
/// rule for all of them: the parser, the gateway's options, the workbench and idemctl all ask
/// here. Length bounds are the caller's (what fits its input), not part of the rule.
bool isHttpToken(QByteArrayView s);
/// The same rule for text typed by a user: a character outside ASCII is never a token character.
bool isHttpToken(QStringView s);
/// One character of a token (tchar).
bool isTokenChar(char c);

/// RFC 3986 §2.3 unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~".
bool isUriUnreserved(char c);
/// RFC 3986 §2.2 sub-delims: "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=".
bool isUriSubDelim(char c);
/// The value of a hexadecimal digit (either case), -1 for any other character.
int hexDigitValue(char c);

/// True for the hop-by-hop fields a proxy must not forward (RFC 9110 §7.6.1), plus the ones it
/// recomputes itself (Content-Length, Host).
bool isHopByHopHeader(const QByteArray& name);
/// True when `name` is hop-by-hop in `message`: one of the above, or a field its Connection
/// header names (RFC 9110 §7.6.1).
bool isHopByHopHeader(const QByteArray& name, const HttpHeaders& message);
/// Removes from a message a proxy forwards (either direction) the hop-by-hop fields, including
/// every field its Connection header names. Call it on the received fields before adding fields
/// of the proxy's own, so that a peer cannot name those away.
void removeHopByHopHeaders(HttpHeaders& headers);

/// A reason phrase as RFC 9112 §4 allows it: HTAB, SP, visible ASCII and obs-text only.
bool isValidReasonPhrase(const QByteArray& reason);
/// A Host field value as RFC 9112 §3.2 / RFC 3986 §3.2.2 allow it: a reg-name, an IPv4 address or
/// a bracketed IPv6 literal, with an optional numeric port.
bool isValidHost(const QByteArray& host);

struct HttpRequest {
    QByteArray method;
    QByteArray target;    ///< origin-form: path and query, as received.
    int versionMinor = 1; ///< HTTP/1.<minor>.
    HttpHeaders headers;
    QByteArray body;
    bool keepAlive = true; ///< What the client asked for.
    QByteArray peer;       ///< Client address, for logs and X-Forwarded-For.

    QByteArray path() const; ///< The target without its query.
};

struct HttpResponse {
    int status = 200;
    QByteArray reason; ///< Empty or not a valid phrase: the standard phrase.
    HttpHeaders headers;
    QByteArray body;

    /// The response as bytes on the wire; sets Content-Length (and Connection: close when
    /// `close`). `headRequest` omits the body but keeps its length.
    QByteArray serialize(bool close, bool headRequest = false) const;
    /// 1xx, 204 and 304 carry no body on the wire (RFC 9110 §6.4.1), whatever `body` holds.
    bool bodyless() const {
        return status == 204 || status == 304 || (status >= 100 && status < 200);
    }
};

QByteArray reasonPhrase(int status);

/// Bounds applied while parsing. Zero is refused where it would make no sense (the parser treats
/// 0 as "nothing allowed").
struct HttpLimits {
    /// Start line + fields (431 / 400 beyond); a chunked body's extensions and trailers count too.
    qsizetype maxHeaderBytes = 16 * 1024;
    int maxHeaderCount = 100;             ///< Header and trailer fields together.
    qsizetype maxBodyBytes = 1024 * 1024; ///< Decoded body (413 beyond).
};

/// An incremental HTTP/1.x message parser for one direction of one connection. Strict on
/// framing (the parts request smuggling hides in): Content-Length with Transfer-Encoding,
/// differing Content-Lengths, transfer codings other than chunked, Transfer-Encoding on HTTP/1.0,
/// obsolete line folding, whitespace before the colon, whitespace other than SP and HTAB,
/// control characters, malformed chunk extensions or trailer fields, a chunk framing line without
/// its CR, and an HTTP/1.1 request without exactly one valid Host are refused. Lengths are read
/// overflow-proof against the body limit (past it: 413 for a request, 502 for a response, at
/// once). A bare LF ends a start line or a field line (RFC 9112 §2.2). Not thread-safe.
class HttpParser {
public:
    enum class Kind { Request, Response };
    enum class Status {
        NeedMore, ///< Feed more bytes.
        Done,     ///< One message is complete: take it; the rest stays buffered.
        Error,    ///< The stream is unusable; errorStatus() says which HTTP status fits.
    };

    HttpParser(Kind kind, HttpLimits limits);

    /// Appends `bytes` and parses as far as possible.
    Status feed(QByteArrayView bytes);
    /// Parses what is buffered (after take()).
    Status parse();
    /// The peer closed: a response read "until close" completes, anything else is an error.
    Status finish();

    bool headerComplete() const { return m_state > State::Headers; }
    /// For a request: the client sent Expect: 100-continue and a body is still due.
    bool expectsContinue() const { return m_expectContinue; }
    /// The response answers a HEAD request (no body follows whatever the headers say).
    void setNoBody(bool noBody) { m_noBody = noBody; }

    HttpRequest takeRequest();
    HttpResponse takeResponse();
    bool hasBufferedBytes() const { return unparsed() > 0; }

    int errorStatus() const { return m_errorStatus; }
    QString errorText() const { return m_errorText; }
    /// The error is a limit of HttpLimits passed (body, header section, field count, chunk
    /// extensions), not a malformed message: for an upstream answer, "too large" rather than
    /// "unusable".
    bool errorIsLimit() const { return m_errorIsLimit; }

private:
    enum class State {
        StartLine,
        Headers,
        Body,
        ChunkSize,
        ChunkData,
        ChunkEnd,
        Trailers,
        UntilClose,
        Done,
        Error
    };
    Status fail(int status, const QString& text);
    /// fail() for a limit passed (errorIsLimit()).
    Status failLimit(int status, const QString& text);
    /// The status for a malformed or oversized message: the client's fault (400/413) for a
    /// request, a bad gateway (502) for an upstream response.
    int malformedStatus() const { return m_kind == Kind::Request ? 400 : 502; }
    int tooLargeStatus() const { return m_kind == Kind::Request ? 413 : 502; }
    /// Moves what the buffer holds of the current body part (m_remaining bytes) into the body;
    /// true when the part is complete.
    bool takeBodyPart();
    bool parseStartLine(QByteArrayView line);
    /// A header or trailer field line into `into` (trailers go to a throw-away list): both are
    /// checked alike and counted against maxHeaderCount together.
    bool parseFieldLine(QByteArrayView line, HttpHeaders& into);
    bool parseChunkSize(QByteArrayView line);
    bool startBody();
    /// A line from the buffer without its CRLF/LF, or std::nullopt when none is complete;
    /// `bareLf` says it ended with an LF alone. The line is a view into the buffer, valid until
    /// the next feed().
    std::optional<QByteArrayView> takeLine(qsizetype limit, bool& tooLong, bool& bareLf);
    /// Bytes buffered and not parsed yet (the buffer's first m_parsed bytes are).
    qsizetype unparsed() const { return m_buffer.size() - m_parsed; }

    Kind m_kind;
    HttpLimits m_limits;
    QByteArray m_buffer;
    /// How much of m_buffer is parsed. It is dropped by the next feed(), not line by line: that
    /// spares a copy of every line and a move of the rest of the buffer after it.
    qsizetype m_parsed = 0;
    State m_state = State::StartLine;
    qsizetype m_headerBytes = 0; ///< Start line, fields, chunk extensions and trailers.
    int m_fieldCount = 0;        ///< Header and trailer fields.
    int m_versionMinor = 1;      ///< HTTP/1.<minor> of the message being read.
    qint64 m_remaining = 0;
    bool m_expectContinue = false;
    bool m_noBody = false;
    int m_errorStatus = 400;
    QString m_errorText;
    bool m_errorIsLimit = false;

    HttpRequest m_request;
    HttpResponse m_response;
    HttpHeaders* m_headers = nullptr;
    HttpHeaders m_trailers; ///< Checked, then dropped.
    QByteArray* m_body = nullptr;
};

} // namespace idem::http
