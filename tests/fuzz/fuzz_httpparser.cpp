// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// libFuzzer targets for the HTTP/1.x parser (core/http/http.h): built twice, as
// fuzz_httprequest (client requests, what idemgate's server reads) and, with
// IDEM_FUZZ_RESPONSE, as fuzz_httpresponse (upstream answers, what its upstream client reads).
//
// Input layout: byte 0's low three bits say how many chunk-size bytes follow (0 to 7), each
// giving a chunk size of 1 to 256 bytes used in turn; bit 3 makes the response parser read the
// answer to a HEAD request. The rest is the peer's byte stream, fed to parsers with the default
// limits (in those chunks) and with tight limits (in those chunks, whole, and one byte at a
// time). A response stream ends with the peer closing (finish()).
//
// Besides "no crash, no leak, no sanitizer report", each run checks what must hold whatever the
// bytes are:
//  - every message obeys the limits (body, field count) and the rules the parser promises:
//    field names are tokens, values hold no control character and no outer whitespace, an
//    HTTP/1.1 request has exactly one valid Host, no HTTP/1.0 request was chunked, a response's
//    status is 100..599 and its reason phrase valid;
//  - an error carries a status that fits the direction (4xx/5xx for a request, 502 for a
//    response);
//  - a response survives HttpResponse::serialize and a second parse unchanged (status, reason,
//    body);
//  - chunking does not change the outcome: the messages, the final status and the error status
//    are the same fed whole, in the input's chunks and byte by byte.
#include "http/http.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

using idem::http::HttpHeaders;
using idem::http::HttpLimits;
using idem::http::HttpParser;
using idem::http::HttpRequest;
using idem::http::HttpResponse;

namespace {

#ifdef IDEM_FUZZ_RESPONSE
constexpr HttpParser::Kind kKind = HttpParser::Kind::Response;
constexpr const char* kName = "fuzz_httpresponse";
#else
constexpr HttpParser::Kind kKind = HttpParser::Kind::Request;
constexpr const char* kName = "fuzz_httprequest";
#endif

[[noreturn]] void violated(const char* what) {
    std::fprintf(stderr, "%s: invariant violated: %s\n", kName, what);
    std::abort();
}

HttpLimits tightLimits() {
    HttpLimits limits;
    limits.maxHeaderBytes = 256;
    limits.maxHeaderCount = 8;
    limits.maxBodyBytes = 64;
    return limits;
}

bool isTokenChar(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           QByteArray("!#$%&'*+-.^_`|~").contains(c);
}

void checkHeaders(const HttpHeaders& headers, const HttpLimits& limits) {
    if (headers.size() > limits.maxHeaderCount)
        violated("more fields than maxHeaderCount");
    for (const auto& [name, value] : headers.fields()) {
        if (name.isEmpty())
            violated("empty field name");
        for (char c : name)
            if (!isTokenChar(c))
                violated("field name is not a token");
        for (char ch : value) {
            const auto c = static_cast<unsigned char>(ch);
            if ((c < 0x20 && c != '\t') || c == 0x7F)
                violated("control character in a field value");
        }
        if (!value.isEmpty() && (value.front() == ' ' || value.front() == '\t' ||
                                 value.back() == ' ' || value.back() == '\t'))
            violated("whitespace around a field value");
    }
}

struct Message {
    QByteArray head; ///< Method, target, version or status and reason.
    QList<std::pair<QByteArray, QByteArray>> fields;
    QByteArray body;
    bool keepAlive = false;
    bool operator==(const Message&) const = default;
};

[[maybe_unused]] Message checkRequest(const HttpRequest& r, const HttpLimits& limits) {
    checkHeaders(r.headers, limits);
    if (r.body.size() > limits.maxBodyBytes)
        violated("a request body over maxBodyBytes");
    if (r.target.isEmpty() || r.target.front() != '/')
        violated("a target not in origin-form");
    const QList<QByteArray> hosts = r.headers.values("Host");
    if (hosts.size() > 1 || (r.versionMinor == 1 && hosts.size() != 1))
        violated("not exactly one Host in HTTP/1.1 (or two in 1.0)");
    if (!hosts.isEmpty() && !idem::http::isValidHost(hosts.front()))
        violated("an invalid Host accepted");
    if (r.versionMinor == 0 && r.headers.contains("Transfer-Encoding"))
        violated("Transfer-Encoding accepted on HTTP/1.0");
    if (r.headers.contains("Transfer-Encoding") && r.headers.contains("Content-Length"))
        violated("Content-Length with Transfer-Encoding accepted");
    return {r.method + ' ' + r.target + ' ' + QByteArray::number(r.versionMinor),
            r.headers.fields(), r.body, r.keepAlive};
}

[[maybe_unused]] Message checkResponse(const HttpResponse& r, const HttpLimits& limits, bool head) {
    checkHeaders(r.headers, limits);
    if (r.body.size() > limits.maxBodyBytes)
        violated("a response body over maxBodyBytes");
    if (r.status < 100 || r.status > 599)
        violated("a status outside 100..599");
    if (!idem::http::isValidReasonPhrase(r.reason))
        violated("an invalid reason phrase accepted");
    // What the gateway sends on must read back the same.
    const QByteArray wire = r.serialize(true);
    if (!r.reason.isEmpty() &&
        !wire.startsWith("HTTP/1.1 " + QByteArray::number(r.status) + ' ' + r.reason + "\r\n"))
        violated("serialize changed a valid reason phrase");
    // serialize() adds Content-Length and Connection, and a space after each colon.
    HttpParser again(HttpParser::Kind::Response,
                     HttpLimits{1024 * 1024, limits.maxHeaderCount + 2, limits.maxBodyBytes});
    again.setNoBody(head);
    HttpParser::Status s = again.feed(wire);
    if (s == HttpParser::Status::NeedMore)
        s = again.finish();
    if (s != HttpParser::Status::Done)
        violated("a serialized response does not parse");
    const HttpResponse back = again.takeResponse();
    const bool bodyless = head || r.status < 200 || r.status == 204 || r.status == 304;
    if (back.status != r.status || (!r.reason.isEmpty() && back.reason != r.reason) ||
        (!bodyless && back.body != r.body))
        violated("a serialized response reads back different");
    return {QByteArray::number(r.status) + ' ' + r.reason, r.headers.fields(), r.body, false};
}

struct Outcome {
    std::vector<Message> messages;
    HttpParser::Status last = HttpParser::Status::NeedMore;
    int errorStatus = 0;
    bool operator==(const Outcome&) const = default;
};

/// Takes every complete message out of `p`, then returns the status of the next parse.
HttpParser::Status drain(HttpParser& p, HttpParser::Status s, Outcome& out,
                         const HttpLimits& limits, bool head) {
    while (s == HttpParser::Status::Done) {
        if constexpr (kKind == HttpParser::Kind::Request) {
            out.messages.push_back(checkRequest(p.takeRequest(), limits));
        } else {
            out.messages.push_back(checkResponse(p.takeResponse(), limits, head));
            p.setNoBody(head);
        }
        s = p.parse();
    }
    return s;
}

/// Feeds `stream` in `chunks` (cycled; empty means all at once) and collects what comes out.
Outcome run(const uint8_t* stream, size_t size, const std::vector<size_t>& chunks,
            const HttpLimits& limits, bool head) {
    HttpParser parser(kKind, limits);
    parser.setNoBody(head);
    Outcome out;
    HttpParser::Status s = HttpParser::Status::NeedMore;
    size_t at = 0;
    for (size_t i = 0; at < size && s != HttpParser::Status::Error; ++i) {
        size_t n = chunks.empty() ? size - at : chunks[i % chunks.size()];
        if (n > size - at)
            n = size - at;
        s = parser.feed(QByteArray(reinterpret_cast<const char*>(stream + at), qsizetype(n)));
        at += n;
        s = drain(parser, s, out, limits, head);
    }
    if constexpr (kKind == HttpParser::Kind::Response) {
        if (s == HttpParser::Status::NeedMore && at == size) {
            s = parser.finish();
            s = drain(parser, s, out, limits, head);
        }
    }
    out.last = s;
    if (s == HttpParser::Status::Error) {
        out.errorStatus = parser.errorStatus();
        const int e = out.errorStatus;
        if (kKind == HttpParser::Kind::Response ? e != 502 : (e < 400 || e > 505))
            violated("an error status that does not fit the direction");
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0)
        return 0;
    const size_t sizeBytes = data[0] % 8;
    const bool head = kKind == HttpParser::Kind::Response && (data[0] & 8) != 0;
    if (size < 1 + sizeBytes)
        return 0;
    std::vector<size_t> chunks;
    for (size_t i = 0; i < sizeBytes; ++i)
        chunks.push_back(size_t(data[1 + i]) + 1);
    const uint8_t* stream = data + 1 + sizeBytes;
    const size_t streamSize = size - 1 - sizeBytes;

    const Outcome normal = run(stream, streamSize, chunks, HttpLimits{}, head);
    const Outcome normalWhole = run(stream, streamSize, {}, HttpLimits{}, head);
    if (!(normal == normalWhole))
        violated("chunking changed the outcome (default limits)");
    const Outcome whole = run(stream, streamSize, {}, tightLimits(), head);
    const Outcome chunked = run(stream, streamSize, chunks, tightLimits(), head);
    const Outcome bytes = run(stream, streamSize, {1}, tightLimits(), head);
    if (!(chunked == whole))
        violated("chunking changed the outcome");
    if (!(bytes == whole))
        violated("feeding byte by byte changed the outcome");
    return 0;
}
