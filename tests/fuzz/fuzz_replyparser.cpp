// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// libFuzzer target for the RESP reply parser (core/redis/reply.h).
//
// Input layout: byte 0 says how many chunk-size bytes follow (0 to 7); each of those gives a chunk
// size of 1 to 256 bytes, used in turn; the rest is the server's byte stream. The stream is fed to
// two parsers, one with the default limits and one with tight limits, in those chunks. A third
// parser with the tight limits takes the whole stream at once.
//
// Besides "no crash, no leak, no sanitizer report", each run checks what must hold whatever the
// bytes are:
//  - the only exception is idem::Error(ConnectionLost) with "protocol error" in its message;
//  - no parser ever holds more than maxBufferedBytes unparsed;
//  - every reply obeys the limits (depth, array size, bulk length);
//  - chunking does not change the outcome: the chunked and the whole-stream parsers agree on
//    failing or not, and on the replies they both produced.
#include "base/errors.h"
#include "redis/reply.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

using idem::Error;
using idem::ErrorKind;
using idem::redis::Reply;
using idem::redis::ReplyLimits;
using idem::redis::ReplyParser;

namespace {

[[noreturn]] void violated(const char* what) {
    std::fprintf(stderr, "fuzz_replyparser: invariant violated: %s\n", what);
    std::abort();
}

ReplyLimits tightLimits() {
    ReplyLimits limits;
    limits.maxArrayElements = 16;
    limits.maxBulkLength = 128;
    limits.maxBufferedBytes = 256;
    limits.maxDepth = 3;
    limits.maxLineLength = 64;
    limits.maxReplyBytes = 4096;
    return limits;
}

void checkReply(const Reply& reply, const ReplyLimits& limits, int depth) {
    switch (reply.type) {
    case Reply::Type::Array:
        if (depth + 1 > limits.maxDepth)
            violated("array nested deeper than maxDepth");
        if (reply.elements.size() > limits.maxArrayElements)
            violated("array larger than maxArrayElements");
        for (const Reply& element : reply.elements)
            checkReply(element, limits, depth + 1);
        break;
    case Reply::Type::String:
        if (reply.string.size() > limits.maxBulkLength)
            violated("bulk string longer than maxBulkLength");
        break;
    case Reply::Type::Status:
    case Reply::Type::Error:
        if (reply.string.size() > limits.maxLineLength)
            violated("line longer than maxLineLength");
        break;
    case Reply::Type::Integer:
    case Reply::Type::Nil:
        break;
    }
    if (reply.type != Reply::Type::Array && !reply.elements.isEmpty())
        violated("elements on a non-array reply");
}

bool sameReply(const Reply& a, const Reply& b) {
    if (a.type != b.type || a.integer != b.integer || a.string != b.string ||
        a.elements.size() != b.elements.size())
        return false;
    for (qsizetype i = 0; i < a.elements.size(); ++i) {
        if (!sameReply(a.elements.at(i), b.elements.at(i)))
            return false;
    }
    return true;
}

struct Outcome {
    std::vector<Reply> replies;
    bool failed = false;
};

/// Feeds `stream` in `chunks` (cycled; empty means all at once) and collects what comes out.
Outcome run(const uint8_t* stream, size_t size, const std::vector<size_t>& chunks,
            const ReplyLimits& limits) {
    ReplyParser parser(limits);
    Outcome out;
    try {
        size_t at = 0;
        for (size_t i = 0; at < size; ++i) {
            size_t n = chunks.empty() ? size - at : chunks[i % chunks.size()];
            if (n > size - at)
                n = size - at;
            parser.feed(reinterpret_cast<const char*>(stream + at), qsizetype(n));
            at += n;
            if (parser.peakBufferedBytes() > limits.maxBufferedBytes)
                violated("more than maxBufferedBytes buffered");
            while (auto reply = parser.next()) {
                checkReply(*reply, limits, 0);
                out.replies.push_back(std::move(*reply));
            }
        }
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::ConnectionLost ||
            !e.message().contains(QLatin1String("protocol error")))
            violated("an error other than a protocol error");
        out.failed = true;
    }
    if (parser.peakBufferedBytes() > limits.maxBufferedBytes)
        violated("more than maxBufferedBytes buffered");
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0)
        return 0;
    const size_t sizeBytes = data[0] % 8;
    if (size < 1 + sizeBytes)
        return 0;
    std::vector<size_t> chunks;
    for (size_t i = 0; i < sizeBytes; ++i)
        chunks.push_back(size_t(data[1 + i]) + 1);
    const uint8_t* stream = data + 1 + sizeBytes;
    const size_t streamSize = size - 1 - sizeBytes;

    run(stream, streamSize, chunks, ReplyLimits{});
    const Outcome chunked = run(stream, streamSize, chunks, tightLimits());
    const Outcome whole = run(stream, streamSize, {}, tightLimits());

    if (chunked.failed != whole.failed)
        violated("chunking changed whether the stream is refused");
    // A failing feed() loses the replies it completed in the same call, so the side fed in
    // fewer calls may have fewer; what both have must be equal.
    const size_t common = std::min(chunked.replies.size(), whole.replies.size());
    if (!chunked.failed && chunked.replies.size() != whole.replies.size())
        violated("chunking changed the number of replies");
    for (size_t i = 0; i < common; ++i) {
        if (!sameReply(chunked.replies[i], whole.replies[i]))
            violated("chunking changed a reply");
    }
    return 0;
}
