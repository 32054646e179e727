// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QByteArray>
#include <QString>

namespace idem {

/// How much of a request body a record keeps for support staff to read.
inline constexpr qsizetype kBodySampleLimit = 4096;

/// What identifies "the same request" for a token: method, path and the hex SHA-256 fingerprint
/// of both plus the body, with a bounded sample of the body for display.
///
/// The fingerprint hashes `UPPER(method) NUL path NUL body`. Method and path never contain NUL
/// (they are validated), so two different requests cannot frame to the same bytes.
struct RequestIdentity {
    QString method;
    QString path;
    QString fingerprint;   ///< 64 lowercase hex digits.
    QByteArray bodySample; ///< At most kBodySampleLimit bytes of the body.

    /// Validates method and path (BadInput otherwise) and hashes. Thread-safe.
    static RequestIdentity of(const QString& method, const QString& path, const QByteArray& body);
};

/// The fingerprint alone, as RequestIdentity::of computes it.
QString fingerprintOf(const QString& method, const QString& path, const QByteArray& body);

} // namespace idem
