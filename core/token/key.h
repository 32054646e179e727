// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QString>

#include <optional>

namespace idem {

/// Limits on the identifiers of a token. Keys are 1–255 visible ASCII
/// characters (0x21–0x7E), the content of an RFC 8941 sf-string without spaces.
inline constexpr qsizetype kMaxKeyLength = 255;
/// A scope names a tenant or principal; empty is the default scope. The gateway stores the
/// hex SHA-256 of a header there, so 255 is ample.
inline constexpr qsizetype kMaxScopeLength = 255;
/// An owner names one acquisition attempt. It is printed for shells, so it is restricted to
/// characters that need no quoting: [A-Za-z0-9._:@-].
inline constexpr qsizetype kMaxOwnerLength = 128;
/// Request method and path as recorded with a token.
inline constexpr qsizetype kMaxMethodLength = 16;
inline constexpr qsizetype kMaxPathLength = 2048;

/// Each validator returns std::nullopt when the value is acceptable, or one plain sentence that
/// says what is wrong (naming the offending position, never echoing control characters).
/// All are pure functions; thread-safe.
std::optional<QString> keyProblem(const QString& key);
std::optional<QString> scopeProblem(const QString& scope);
std::optional<QString> ownerProblem(const QString& owner);
std::optional<QString> methodProblem(const QString& method);
std::optional<QString> pathProblem(const QString& path);

/// Throws idem::Error(BadInput) with the problem, if any.
void requireValidKey(const QString& key);
void requireValidScope(const QString& scope);
void requireValidOwner(const QString& owner);

} // namespace idem
