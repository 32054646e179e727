// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QString>

#include <optional>

namespace idem {

enum class TokenFormat {
    Uuid,     ///< 32 lowercase hex digits, 128 random bits (no dashes).
    Business, ///< {PREFIX}_{unix-ms}_{random}: readable prefix, time of issue, base62 randomness.
};

/// Parses "uuid" / "business"; std::nullopt for anything else.
std::optional<TokenFormat> parseTokenFormat(const QString& text);
QString tokenFormatName(TokenFormat format);

struct BusinessFormat {
    /// 2–16 characters of [A-Za-z0-9]. Refused otherwise (BadInput).
    QString prefix = QStringLiteral("TOK");
    /// Base62 characters from the CSPRNG; at least 12 (71 bits) and at most 64. The default 16
    /// gives 95 bits: a collision among a billion tokens issued in one millisecond is below 1e-9.
    int randomLength = 16;
};

/// Token generation. Randomness comes from QRandomGenerator::system(), the operating system's
/// CSPRNG on Linux, Windows and macOS. Thread-safe.
class TokenGenerator {
public:
    static QString uuid();
    /// `nowMs` is the time to embed; by default the local clock (the time is informative only:
    /// uniqueness rests on the random part, never on the clock).
    static QString business(const BusinessFormat& format, std::optional<qint64> nowMs = {});
    static QString generate(TokenFormat format, const BusinessFormat& business = {});

    /// A fresh owner id for one acquisition attempt: "<host>:<pid>:<12 base62>", restricted to
    /// the owner alphabet so shells can use it unquoted.
    static QString owner();

    /// `length` base62 characters, uniformly distributed (rejection sampling, no modulo bias).
    static QString base62(int length);

    static std::optional<QString> prefixProblem(const QString& prefix);
};

} // namespace idem
