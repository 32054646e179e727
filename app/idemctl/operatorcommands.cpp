// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// idemctl expire, delete, purge-expired, stats, audit: the operator's view and actions.
#include "export/recordexport.h"
#include "metrics/statsseries.h"
#include "options.h"
#include "records.h"
#include "subcommands.h"
#include "token/statemachine.h"
#include "util/duration.h"

#include <QJsonArray>
#include <chrono>
#include <limits>

namespace idemctl {

using std::chrono::milliseconds;

// --- expire, delete, purge --------------------------------------------------------------------

void declareOperator(QCommandLineParser& p) {
    addKeyArgument(p);
    addScopeOption(p);
    addReasonOption(p);
}

ExitCode runExpire(Context& c) {
    const QString key = keyArgument(c, QStringLiteral("expire"));
    const QString scope = scopeOption(c);
    const idem::OperatorContext context = operatorContext(c);
    const idem::TokenRecord record = c.store().operatorExpire(key, scope, context);
    if (c.out.json())
        c.out.printJson(idem::toJson(record));
    else
        c.out.line(QStringLiteral("%1 expired.").arg(describeToken(key, scope)));
    return ExitCode::Success;
}

ExitCode runDelete(Context& c) {
    const QString key = keyArgument(c, QStringLiteral("delete"));
    const QString scope = scopeOption(c);
    const idem::OperatorContext context = operatorContext(c);
    c.store().operatorDelete(key, scope, context);
    if (c.out.json())
        c.out.printJson(QJsonObject{{QStringLiteral("deleted"), true},
                                    {QStringLiteral("key"), key},
                                    {QStringLiteral("scope"), scope}});
    else
        c.out.line(QStringLiteral("%1 deleted.").arg(describeToken(key, scope)));
    return ExitCode::Success;
}

void declarePurge(QCommandLineParser& p) {
    p.addOption(valueOption(QStringLiteral("limit"),
                            QStringLiteral("Remove at most N records (default: all)."),
                            QStringLiteral("N")));
}

ExitCode runPurge(Context& c) {
    requireNoArguments(c, QStringLiteral("purge-expired"));
    const qint64 limit =
        integerOption(c, QStringLiteral("limit"), 1, std::numeric_limits<int>::max()).value_or(0);
    const qint64 removed = c.store().purgeExpired(limit);
    if (c.out.json())
        c.out.printJson(QJsonObject{{QStringLiteral("removed"), removed}});
    else
        c.out.line(QString::number(removed));
    return ExitCode::Success;
}

// --- stats, audit ---------------------------------------------------------------------------

void declareStats(QCommandLineParser& p) {
    p.addOption(valueOption(QStringLiteral("since"),
                            QStringLiteral("The window before now, at most 24h (default 1h)."),
                            QStringLiteral("1h")));
}

ExitCode runStats(Context& c) {
    requireNoArguments(c, QStringLiteral("stats"));
    const milliseconds window = durationOption(c, QStringLiteral("since"), std::chrono::hours(1));
    const idem::StatsSeries series = c.store().stats(window);
    if (c.out.json()) {
        c.out.printJson(idem::toJson(series));
        return ExitCode::Success;
    }
    c.out.line(QStringLiteral("window           %1 (%2 to %3)")
                   .arg(idem::formatDuration(window), idem::isoTime(series.fromMs),
                        idem::isoTime(series.toMs)));
    for (idem::Counter counter : idem::kAllCounters)
        c.out.line(idem::counterName(counter).leftJustified(17) +
                   QString::number(series.total(counter)));
    const auto ratio = idem::metrics::duplicateRatio(series.totals);
    const idem::metrics::Duplicates duplicates = idem::metrics::duplicates(series.totals);
    c.out.line(QStringLiteral("duplicate_ratio  ") +
               (ratio ? QStringLiteral("%1 (%2 repeats of %3 arrivals)")
                            .arg(*ratio, 0, 'f', 3)
                            .arg(duplicates.repeats)
                            .arg(duplicates.arrivals)
                      : QStringLiteral("-")));
    return ExitCode::Success;
}

void declareAudit(QCommandLineParser& p) {
    p.addOption(valueOption(QStringLiteral("limit"),
                            QStringLiteral("The newest N entries, 1-1000 (default 50)."),
                            QStringLiteral("N")));
}

ExitCode runAudit(Context& c) {
    requireNoArguments(c, QStringLiteral("audit"));
    const int limit = int(integerOption(c, QStringLiteral("limit"), 1, 1000).value_or(50));
    const QList<idem::AuditEntry> entries = c.store().audit(limit);
    if (c.out.json()) {
        QJsonArray array;
        for (const idem::AuditEntry& e : entries)
            array.append(idem::toJson(e));
        c.out.printJson(QJsonObject{{QStringLiteral("entries"), array}});
        return ExitCode::Success;
    }
    QList<QStringList> rows;
    for (const idem::AuditEntry& e : entries) {
        rows.append({idem::isoTime(e.atMs), printable(e.user, 40), e.action, e.key, orDash(e.scope),
                     e.stateBefore, e.stateAfter, orDash(printable(e.reason, 200))});
    }
    c.out.write(
        renderTable({QStringLiteral("AT"), QStringLiteral("USER"), QStringLiteral("ACTION"),
                     QStringLiteral("KEY"), QStringLiteral("SCOPE"), QStringLiteral("BEFORE"),
                     QStringLiteral("AFTER"), QStringLiteral("REASON")},
                    rows));
    return ExitCode::Success;
}

} // namespace idemctl
