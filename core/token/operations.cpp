#include "token/operations.h"

#include <QtGlobal>

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
