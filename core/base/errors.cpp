// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "base/errors.h"

namespace idem {

QString errorKindName(ErrorKind kind) {
    switch (kind) {
    case ErrorKind::BadInput:
        return QStringLiteral("bad_input");
    case ErrorKind::NotFound:
        return QStringLiteral("not_found");
    case ErrorKind::Conflict:
        return QStringLiteral("conflict");
    case ErrorKind::Retryable:
        return QStringLiteral("retryable");
    case ErrorKind::ConnectionLost:
        return QStringLiteral("connection_lost");
    case ErrorKind::OutcomeUnknown:
        return QStringLiteral("outcome_unknown");
    case ErrorKind::Unavailable:
        return QStringLiteral("unavailable");
    case ErrorKind::SchemaMissing:
        return QStringLiteral("schema_missing");
    case ErrorKind::ReadOnly:
        return QStringLiteral("read_only");
    case ErrorKind::Internal:
        return QStringLiteral("internal");
    }
    return QStringLiteral("internal");
}

Error::Error(ErrorKind kind, const QString& message)
    : std::runtime_error(message.toStdString()), m_kind(kind) {}

} // namespace idem
