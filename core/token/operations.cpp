// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "token/operations.h"

#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <array>
#include <pwd.h>
#include <unistd.h>
#endif

namespace idem {

QString acquireOutcomeName(AcquireOutcome outcome) {
    switch (outcome) {
    case AcquireOutcome::Acquired:
        return QStringLiteral("acquired");
    case AcquireOutcome::Replay:
        return QStringLiteral("replay");
    case AcquireOutcome::InFlight:
        return QStringLiteral("in_flight");
    case AcquireOutcome::Mismatch:
        return QStringLiteral("mismatch");
    case AcquireOutcome::Unknown:
        return QStringLiteral("unknown");
    case AcquireOutcome::Expired:
        return QStringLiteral("expired");
    }
    return QStringLiteral("unknown");
}

QString currentOsUser() {
    for (const char* name : {"USER", "USERNAME", "LOGNAME"}) {
        const QString value = qEnvironmentVariable(name);
        if (!value.isEmpty())
            return value.left(255);
    }
#ifdef Q_OS_UNIX
    // Services and containers often run without USER; the account database still knows.
    passwd entry{};
    passwd* found = nullptr;
    std::array<char, 4096> buffer{};
    if (getpwuid_r(geteuid(), &entry, buffer.data(), buffer.size(), &found) == 0 && found &&
        found->pw_name) {
        return QString::fromLocal8Bit(found->pw_name).left(255);
    }
#endif
    return QStringLiteral("unknown");
}

QString counterName(Counter counter) {
    switch (counter) {
    case Counter::Generated:
        return QStringLiteral("generated");
    case Counter::Acquired:
        return QStringLiteral("acquired");
    case Counter::Replayed:
        return QStringLiteral("replayed");
    case Counter::InFlight:
        return QStringLiteral("in_flight");
    case Counter::Mismatch:
        return QStringLiteral("mismatch");
    case Counter::Completed:
        return QStringLiteral("completed");
    case Counter::Released:
        return QStringLiteral("released");
    case Counter::TakenOver:
        return QStringLiteral("taken_over");
    case Counter::Expired:
        return QStringLiteral("expired");
    case Counter::Rejected:
        return QStringLiteral("rejected");
    }
    return QString();
}

} // namespace idem
