// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "token/key.h"

#include "base/errors.h"

namespace idem {
namespace {

bool isVisibleAscii(char16_t c) { return c >= 0x21 && c <= 0x7E; }

bool isOwnerChar(char16_t c) {
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
           c == u'.' || c == u'_' || c == u':' || c == u'@' || c == u'-';
}

/// Names a character by its code point, never echoing it (it may be a control character).
QString describeChar(char32_t c) {
    return QStringLiteral("U+%1").arg(static_cast<uint>(c), 4, 16, QLatin1Char('0')).toUpper();
}

/// The code point at `i`: a surrogate pair is one character (an emoji is U+1F600, not the
/// meaningless U+D83D); a lone surrogate is reported as itself.
char32_t codePointAt(const QString& value, qsizetype i) {
    const QChar c = value.at(i);
    if (c.isHighSurrogate() && i + 1 < value.size() && value.at(i + 1).isLowSurrogate())
        return QChar::surrogateToUcs4(c, value.at(i + 1));
    return c.unicode();
}

/// Shared shape of the validators: a length range and a per-character predicate.
template <typename Pred>
std::optional<QString> checkText(const QString& what, const QString& value, qsizetype minLen,
                                 qsizetype maxLen, Pred allowed, const QString& allowedText) {
    if (value.size() < minLen) {
        return QStringLiteral("The %1 is empty; it needs %2 to %3 characters.")
            .arg(what)
            .arg(minLen)
            .arg(maxLen);
    }
    if (value.size() > maxLen) {
        return QStringLiteral("The %1 is %2 characters long; the limit is %3.")
            .arg(what)
            .arg(value.size())
            .arg(maxLen);
    }
    for (qsizetype i = 0; i < value.size(); ++i) {
        const char16_t c = value.at(i).unicode();
        if (!allowed(c)) {
            return QStringLiteral("The %1 has a forbidden character (%2) at position %3; only %4 "
                                  "are allowed.")
                .arg(what, describeChar(codePointAt(value, i)))
                .arg(i + 1)
                .arg(allowedText);
        }
    }
    return std::nullopt;
}

void throwIf(const std::optional<QString>& problem) {
    if (problem)
        throw Error(ErrorKind::BadInput, *problem);
}

const QString kVisible = QStringLiteral("visible ASCII characters (0x21-0x7E)");

} // namespace

std::optional<QString> keyProblem(const QString& key) {
    return checkText(QStringLiteral("token key"), key, 1, kMaxKeyLength, isVisibleAscii, kVisible);
}

std::optional<QString> scopeProblem(const QString& scope) {
    return checkText(QStringLiteral("scope"), scope, 0, kMaxScopeLength, isVisibleAscii, kVisible);
}

std::optional<QString> ownerProblem(const QString& owner) {
    return checkText(QStringLiteral("owner"), owner, 1, kMaxOwnerLength, isOwnerChar,
                     QStringLiteral("letters, digits and . _ : @ -"));
}

std::optional<QString> methodProblem(const QString& method) {
    return checkText(
        QStringLiteral("request method"), method, 0, kMaxMethodLength,
        [](char16_t c) { return (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z'); },
        QStringLiteral("letters"));
}

std::optional<QString> pathProblem(const QString& path) {
    return checkText(QStringLiteral("request path"), path, 0, kMaxPathLength, isVisibleAscii,
                     kVisible);
}

void requireValidKey(const QString& key) { throwIf(keyProblem(key)); }
void requireValidScope(const QString& scope) { throwIf(scopeProblem(scope)); }
void requireValidOwner(const QString& owner) { throwIf(ownerProblem(owner)); }

} // namespace idem
