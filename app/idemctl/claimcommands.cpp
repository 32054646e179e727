// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// idemctl acquire, complete, renew, release: one attempt's claim on a token, by hand.
#include "export/recordexport.h"
#include "http/http.h"
#include "options.h"
#include "subcommands.h"
#include "token/generator.h"
#include "token/key.h"
#include "token/statemachine.h"

#include <chrono>

namespace idemctl {
namespace {

using std::chrono::milliseconds;

/// What idem::isReplayableHeader keeps, for the help and the warning of `complete --header`.
const QString kStoredHeaders = QStringLiteral(
    "the representation's fields (Content-Type, Content-Encoding, Content-Language, "
    "Content-Location, Content-Disposition, Content-Range, ETag, Last-Modified, Vary, "
    "Cache-Control), Location and Link");

QByteArray acquireBody(const Context& c) {
    const QString fingerprintOf = QStringLiteral("fingerprint-of");
    const QString bodyFile = QStringLiteral("body-file");
    const QString body = QStringLiteral("body");
    const int given =
        int(c.args.isSet(fingerprintOf)) + int(c.args.isSet(bodyFile)) + int(c.args.isSet(body));
    if (given == 0)
        usageError(QStringLiteral("The acquire command needs the request body: --fingerprint-of "
                                  "FILE, --body-file FILE or --body TEXT."));
    if (given > 1)
        usageError(QStringLiteral("Give only one of --fingerprint-of, --body-file and --body."));
    if (c.args.isSet(body))
        return c.args.value(body).toUtf8();
    const QString option = c.args.isSet(fingerprintOf) ? fingerprintOf : bodyFile;
    return readFileOption(option, c.args.value(option));
}

} // namespace

// --- acquire, complete, renew -----------------------------------------------------------------

void declareAcquire(QCommandLineParser& p) {
    addKeyArgument(p);
    addScopeOption(p);
    p.addOption(valueOption(QStringLiteral("fingerprint-of"),
                            QStringLiteral("Read the request body from FILE (- for stdin)."),
                            QStringLiteral("FILE")));
    p.addOption(valueOption(QStringLiteral("body-file"),
                            QStringLiteral("Same as --fingerprint-of."), QStringLiteral("FILE")));
    p.addOption(valueOption(QStringLiteral("body"),
                            QStringLiteral("The request body as text (UTF-8)."),
                            QStringLiteral("TEXT")));
    p.addOption(valueOption(QStringLiteral("method"),
                            QStringLiteral("The request method (default POST)."),
                            QStringLiteral("METHOD"), QStringLiteral("POST")));
    p.addOption(valueOption(QStringLiteral("path"), QStringLiteral("The request path (default /)."),
                            QStringLiteral("P"), QStringLiteral("/")));
    p.addOption(valueOption(QStringLiteral("owner"),
                            QStringLiteral("This attempt's owner id (default: a new one)."),
                            QStringLiteral("O")));
    p.addOption(valueOption(QStringLiteral("lease"),
                            QStringLiteral("How long the claim holds before another attempt may "
                                           "take it over (default 30s)."),
                            QStringLiteral("30s")));
    p.addOption(valueOption(QStringLiteral("retention"),
                            QStringLiteral("How long the record is kept, so replays work "
                                           "(default 24h)."),
                            QStringLiteral("24h")));
    p.addOption(QCommandLineOption(QStringLiteral("issued"),
                                   QStringLiteral("Issued mode: accept only keys issued before.")));
}

ExitCode runAcquire(Context& c) {
    idem::AcquireRequest request;
    request.key = keyArgument(c, QStringLiteral("acquire"));
    request.scope = scopeOption(c);
    const QByteArray body = acquireBody(c);
    request.request = idem::RequestIdentity::of(c.args.value(QStringLiteral("method")),
                                                c.args.value(QStringLiteral("path")), body);
    const auto owner = textOption(c, QStringLiteral("owner"));
    request.owner = owner ? *owner : idem::TokenGenerator::owner();
    idem::requireValidOwner(request.owner);
    request.lease = durationOption(c, QStringLiteral("lease"), request.lease);
    request.retention = durationOption(c, QStringLiteral("retention"), request.retention);
    if (c.args.isSet(QStringLiteral("issued")))
        request.mode = idem::AcquireMode::Issued;

    idem::validate(request);
    const idem::AcquireResult result = c.store().acquire(request);
    if (c.out.json()) {
        c.out.printJson(idem::toJson(result));
    } else if (result.outcome == idem::AcquireOutcome::Acquired) {
        // Exactly these two lines, so that eval "$(idemctl acquire ...)" sets $owner and $fence.
        c.out.line(QStringLiteral("owner=") + result.record.owner);
        c.out.line(QStringLiteral("fence=") + QString::number(result.record.fence));
    } else {
        QString summary = QStringLiteral("outcome=") + idem::acquireOutcomeName(result.outcome);
        if (result.outcome == idem::AcquireOutcome::Replay && result.record.response)
            summary += QStringLiteral(" status=") + QString::number(result.record.response->status);
        if (result.outcome == idem::AcquireOutcome::InFlight)
            summary +=
                QStringLiteral(" retry_after_ms=") + QString::number(result.retryAfter.count());
        c.out.line(summary);
    }
    return exitCodeFor(result.outcome);
}

void declareComplete(QCommandLineParser& p) {
    addKeyArgument(p);
    addScopeOption(p);
    addOwnerFenceOptions(p, QStringLiteral("The owner acquire printed (required)."));
    p.addOption(valueOption(QStringLiteral("status"),
                            QStringLiteral("The response's HTTP status, 100-599 (required)."),
                            QStringLiteral("201")));
    p.addOption(valueOption(QStringLiteral("body-file"),
                            QStringLiteral("Read the response body from F (- for stdin)."),
                            QStringLiteral("F")));
    p.addOption(valueOption(QStringLiteral("body"),
                            QStringLiteral("The response body as text (UTF-8)."),
                            QStringLiteral("TEXT")));
    p.addOption(valueOption(QStringLiteral("header"),
                            QStringLiteral("A response header to store, repeatable. Only %1 "
                                           "are kept.")
                                .arg(kStoredHeaders),
                            QStringLiteral("Name: value")));
    p.addOption(valueOption(QStringLiteral("retention"),
                            QStringLiteral("Keep the record this long from now (default: keep the "
                                           "expiry set at acquire)."),
                            QStringLiteral("24h")));
}

ExitCode runComplete(Context& c) {
    idem::CompleteRequest request;
    const QString key = keyArgument(c, QStringLiteral("complete"));
    const QString scope = scopeOption(c);
    request.claim = *claimOptions(c, key, scope, true, QStringLiteral("complete"));
    const auto status = integerOption(c, QStringLiteral("status"), 100, 599);
    if (!status)
        usageError(QStringLiteral("The complete command needs --status, the response's HTTP "
                                  "status."));
    request.response.status = int(*status);
    if (c.args.isSet(QStringLiteral("body-file")) && c.args.isSet(QStringLiteral("body")))
        usageError(QStringLiteral("Give only one of --body-file and --body."));
    if (c.args.isSet(QStringLiteral("body")))
        request.response.body = c.args.value(QStringLiteral("body")).toUtf8();
    else if (c.args.isSet(QStringLiteral("body-file")))
        request.response.body =
            readFileOption(QStringLiteral("body-file"), c.args.value(QStringLiteral("body-file")));
    for (const QString& text : c.args.values(QStringLiteral("header"))) {
        const auto header = headerOption(text);
        if (!idem::isReplayableHeader(header.first) && !c.out.json()) {
            c.out.note(QStringLiteral("idemctl: warning: header %1 is not stored (only %2 "
                                      "are replayed).")
                           .arg(header.first, kStoredHeaders));
        }
        request.response.headers.append(header);
    }
    request.retention = durationOption(c, QStringLiteral("retention"), milliseconds(0));

    idem::validate(request);
    const idem::TokenRecord record = c.store().complete(request);
    if (c.out.json())
        c.out.printJson(idem::toJson(record));
    else
        c.out.line(QStringLiteral("%1 completed with status %2.")
                       .arg(describeToken(key, scope))
                       .arg(request.response.status));
    return ExitCode::Success;
}

void declareRenew(QCommandLineParser& p) {
    addKeyArgument(p);
    addScopeOption(p);
    addOwnerFenceOptions(p, QStringLiteral("The owner acquire printed (required)."));
    p.addOption(valueOption(QStringLiteral("lease"),
                            QStringLiteral("The new lease, counted from now (required)."),
                            QStringLiteral("30s")));
}

ExitCode runRenew(Context& c) {
    const QString key = keyArgument(c, QStringLiteral("renew"));
    const QString scope = scopeOption(c);
    const idem::Claim claim = *claimOptions(c, key, scope, true, QStringLiteral("renew"));
    if (!c.args.isSet(QStringLiteral("lease")))
        usageError(QStringLiteral("The renew command needs --lease, as in --lease 30s."));
    const milliseconds lease = durationOption(c, QStringLiteral("lease"), milliseconds(0));
    idem::validateLease(lease);
    const idem::TokenRecord record = c.store().renew(claim, lease);
    if (c.out.json())
        c.out.printJson(idem::toJson(record));
    else
        c.out.line(QStringLiteral("%1 is held until %2.")
                       .arg(describeToken(key, scope), idem::isoTime(record.leaseUntilMs)));
    return ExitCode::Success;
}

// --- release ----------------------------------------------------------------------------------

void declareRelease(QCommandLineParser& p) {
    addKeyArgument(p);
    addScopeOption(p);
    addOwnerFenceOptions(p, QStringLiteral("Release as this owner (the attempt gives its claim "
                                           "back). Without it, an audited operator release."));
    p.addOption(QCommandLineOption(QStringLiteral("force"),
                                   QStringLiteral("Operator release even while the lease is "
                                                  "live (the attempt must be dead).")));
    addReasonOption(p);
}

ExitCode runRelease(Context& c) {
    const QString key = keyArgument(c, QStringLiteral("release"));
    const QString scope = scopeOption(c);
    const auto claim = claimOptions(c, key, scope, false, QStringLiteral("release"));
    idem::TokenRecord record;
    if (claim) {
        if (c.args.isSet(QStringLiteral("force")) || c.args.isSet(QStringLiteral("reason")))
            usageError(QStringLiteral("--force and --reason are for an operator release, "
                                      "without --owner."));
        record = c.store().release(*claim);
    } else {
        idem::OperatorContext context = operatorContext(c);
        context.force = c.args.isSet(QStringLiteral("force"));
        record = c.store().operatorRelease(key, scope, context);
    }
    if (c.out.json())
        c.out.printJson(idem::toJson(record));
    else
        c.out.line(QStringLiteral("%1 released; it is %2 again.")
                       .arg(describeToken(key, scope), idem::stateName(record.state)));
    return ExitCode::Success;
}

} // namespace idemctl
