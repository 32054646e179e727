// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// idemctl issue, list, show, counts, compare: reading and issuing tokens.
#include "export/recordexport.h"
#include "options.h"
#include "records.h"
#include "subcommands.h"
#include "token/generator.h"
#include "token/key.h"
#include "token/statemachine.h"

#include <QJsonArray>
#include <optional>

namespace idemctl {

// --- issue ----------------------------------------------------------------------------------

void declareIssue(QCommandLineParser& p) {
    p.addOption(valueOption(QStringLiteral("format"),
                            QStringLiteral("uuid (32 hex digits, the default) or business "
                                           "(PREFIX_unixms_random)."),
                            QStringLiteral("uuid|business")));
    p.addOption(valueOption(QStringLiteral("prefix"),
                            QStringLiteral("Business format prefix, 2-16 letters or digits "
                                           "(default TOK; implies --format business)."),
                            QStringLiteral("PAY")));
    p.addOption(valueOption(QStringLiteral("random-length"),
                            QStringLiteral("Business format random part, 12-64 base62 characters "
                                           "(default 16; implies --format business)."),
                            QStringLiteral("N")));
    p.addOption(valueOption(QStringLiteral("ttl"),
                            QStringLiteral("How long the pending token stays valid (default 30m)."),
                            QStringLiteral("30m")));
    addScopeOption(p);
    p.addOption(valueOption(QStringLiteral("key"),
                            QStringLiteral("Issue this key instead of generating one."),
                            QStringLiteral("K")));
}

ExitCode runIssue(Context& c) {
    requireNoArguments(c, QStringLiteral("issue"));
    idem::IssueRequest request;
    request.scope = scopeOption(c);
    request.ttl = durationOption(c, QStringLiteral("ttl"), request.ttl);
    const bool formatSet = c.args.isSet(QStringLiteral("format"));
    const bool businessSet =
        c.args.isSet(QStringLiteral("prefix")) || c.args.isSet(QStringLiteral("random-length"));
    if (const auto key = textOption(c, QStringLiteral("key"))) {
        if (formatSet || businessSet)
            usageError(QStringLiteral("--key cannot be combined with --format, --prefix or "
                                      "--random-length."));
        idem::requireValidKey(*key);
        request.key = *key;
    } else {
        idem::TokenFormat format =
            businessSet ? idem::TokenFormat::Business : idem::TokenFormat::Uuid;
        if (formatSet) {
            const auto parsed = idem::parseTokenFormat(c.args.value(QStringLiteral("format")));
            if (!parsed)
                usageError(QStringLiteral("--format must be uuid or business."));
            format = *parsed;
        }
        if (format == idem::TokenFormat::Uuid && businessSet)
            usageError(QStringLiteral("--prefix and --random-length apply to --format business "
                                      "only."));
        idem::BusinessFormat business;
        if (c.args.isSet(QStringLiteral("prefix")))
            business.prefix = c.args.value(QStringLiteral("prefix"));
        if (const auto length = integerOption(c, QStringLiteral("random-length"), 0, 1000))
            business.randomLength = int(*length);
        request.key = idem::TokenGenerator::generate(format, business);
    }
    idem::validate(request); // before the store is opened
    const idem::TokenRecord record = c.store().issue(request);
    if (c.out.json())
        c.out.printJson(idem::toJson(record));
    else
        c.out.line(record.key);
    return ExitCode::Success;
}

// --- list -----------------------------------------------------------------------------------

void declareList(QCommandLineParser& p) {
    p.addOption(valueOption(QStringLiteral("state"),
                            QStringLiteral("Only tokens in this state: pending, processing, "
                                           "completed or expired."),
                            QStringLiteral("STATE")));
    p.addOption(QCommandLineOption(
        QStringLiteral("stuck"), QStringLiteral("Only stuck tokens (processing, lease lapsed).")));
    p.addOption(valueOption(QStringLiteral("prefix"),
                            QStringLiteral("Only keys starting with P (case-sensitive)."),
                            QStringLiteral("P")));
    p.addOption(valueOption(QStringLiteral("scope"),
                            QStringLiteral("Only this scope (default: every scope)."),
                            QStringLiteral("S")));
    p.addOption(valueOption(QStringLiteral("path"),
                            QStringLiteral("Only request paths starting with P."),
                            QStringLiteral("P")));
    p.addOption(valueOption(QStringLiteral("limit"),
                            QStringLiteral("Rows per page, 1-1000 (default 50)."),
                            QStringLiteral("N")));
    p.addOption(valueOption(QStringLiteral("cursor"),
                            QStringLiteral("Continue after the page that printed it."),
                            QStringLiteral("C")));
    p.addOption(QCommandLineOption(QStringLiteral("csv"),
                                   QStringLiteral("Print CSV (RFC 4180) instead of a table.")));
}

ExitCode runList(Context& c) {
    requireNoArguments(c, QStringLiteral("list"));
    const bool csv = c.args.isSet(QStringLiteral("csv"));
    if (csv && c.out.json())
        usageError(QStringLiteral("Choose one of --json and --csv."));
    idem::ListQuery query;
    if (c.args.isSet(QStringLiteral("state"))) {
        query.state = idem::parseState(c.args.value(QStringLiteral("state")));
        if (!query.state)
            usageError(QStringLiteral("--state must be pending, processing, completed or "
                                      "expired."));
    }
    query.stuckOnly = c.args.isSet(QStringLiteral("stuck"));
    query.keyPrefix = c.args.value(QStringLiteral("prefix"));
    if (c.args.isSet(QStringLiteral("scope")))
        query.scope = scopeOption(c);
    query.pathPrefix = c.args.value(QStringLiteral("path"));
    query.limit = int(integerOption(c, QStringLiteral("limit"), 1, 1000).value_or(50));
    query.cursor = c.args.value(QStringLiteral("cursor"));

    const idem::ListPage page = c.store().list(query);
    if (c.out.json()) {
        QJsonArray tokens;
        for (const idem::TokenRecord& r : page.records)
            tokens.append(idem::toJson(r));
        c.out.printJson(QJsonObject{{QStringLiteral("tokens"), tokens},
                                    {QStringLiteral("next_cursor"),
                                     page.nextCursor.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                               : QJsonValue(page.nextCursor)}});
        return ExitCode::Success;
    }
    if (csv) {
        c.out.write(idem::toCsv(page.records));
    } else {
        QList<QStringList> rows;
        for (const idem::TokenRecord& r : page.records) {
            // A time the store does not know (0: e.g. a seed token's creation, a key without a
            // TTL) shows as "-", not as an age since 1970.
            rows.append({r.key, orDash(r.scope), stateCell(r),
                         r.createdAtMs == 0 ? QStringLiteral("-")
                                            : shortDuration(r.observedAtMs - r.createdAtMs),
                         r.state == idem::State::Expired || r.expiresAtMs == 0
                             ? QStringLiteral("-")
                             : shortDuration(r.expiresAtMs - r.observedAtMs),
                         orDash(r.method), orDash(printable(r.path, 40)),
                         r.response ? QString::number(r.response->status) : QStringLiteral("-"),
                         QString::number(r.replayCount), orDash(r.owner)});
        }
        c.out.write(
            renderTable({QStringLiteral("KEY"), QStringLiteral("SCOPE"), QStringLiteral("STATE"),
                         QStringLiteral("AGE"), QStringLiteral("LEFT"), QStringLiteral("METHOD"),
                         QStringLiteral("PATH"), QStringLiteral("STATUS"),
                         QStringLiteral("REPLAYS"), QStringLiteral("OWNER")},
                        rows));
    }
    if (!page.nextCursor.isEmpty())
        c.out.note(QStringLiteral("more: --cursor ") + page.nextCursor);
    return ExitCode::Success;
}

// --- show, counts ---------------------------------------------------------------------------

void declareShow(QCommandLineParser& p) {
    addKeyArgument(p);
    addScopeOption(p);
}

ExitCode runShow(Context& c) {
    const QString key = keyArgument(c, QStringLiteral("show"));
    const QString scope = scopeOption(c);
    const auto record = c.store().get(key, scope);
    if (!record) {
        throw idem::Error(idem::ErrorKind::NotFound,
                          QStringLiteral("%1 does not exist.").arg(describeToken(key, scope)));
    }
    if (c.out.json())
        c.out.printJson(idem::toJson(*record));
    else
        c.out.write(renderRecord(*record));
    return ExitCode::Success;
}

void declareCounts(QCommandLineParser& p) {
    p.addOption(valueOption(QStringLiteral("scope"),
                            QStringLiteral("Count this scope only (default: every scope)."),
                            QStringLiteral("S")));
}

ExitCode runCounts(Context& c) {
    requireNoArguments(c, QStringLiteral("counts"));
    std::optional<QString> scope;
    if (c.args.isSet(QStringLiteral("scope")))
        scope = scopeOption(c);
    const idem::StateCounts counts = c.store().counts(scope);
    if (c.out.json()) {
        c.out.printJson(idem::toJson(counts));
        return ExitCode::Success;
    }
    const QList<std::pair<QString, qint64>> lines{{QStringLiteral("pending"), counts.pending},
                                                  {QStringLiteral("processing"), counts.processing},
                                                  {QStringLiteral("stuck"), counts.stuck},
                                                  {QStringLiteral("completed"), counts.completed},
                                                  {QStringLiteral("expired"), counts.expired},
                                                  {QStringLiteral("total"), counts.total()}};
    for (const auto& [name, value] : lines)
        c.out.line(name.leftJustified(12) + QString::number(value));
    return ExitCode::Success;
}

// --- compare: why a request got 422 ----------------------------------------------------------

void declareCompare(QCommandLineParser& p) {
    addKeyArgument(p);
    addScopeOption(p);
    p.addOption(valueOption(QStringLiteral("body-file"),
                            QStringLiteral("The other request's body from FILE (- for stdin)."),
                            QStringLiteral("FILE")));
    p.addOption(valueOption(QStringLiteral("body"),
                            QStringLiteral("The other request's body as text (UTF-8)."),
                            QStringLiteral("TEXT")));
    p.addOption(valueOption(QStringLiteral("method"),
                            QStringLiteral("The other request's method (default: the stored one)."),
                            QStringLiteral("METHOD")));
    p.addOption(valueOption(QStringLiteral("path"),
                            QStringLiteral("The other request's path (default: the stored one)."),
                            QStringLiteral("P")));
}

ExitCode runCompare(Context& c) {
    const QString key = keyArgument(c, QStringLiteral("compare"));
    const QString scope = scopeOption(c);
    const QString bodyFile = QStringLiteral("body-file");
    const QString bodyText = QStringLiteral("body");
    if (c.args.isSet(bodyFile) == c.args.isSet(bodyText))
        usageError(QStringLiteral("The compare command needs exactly one of --body-file FILE and "
                                  "--body TEXT."));
    const QByteArray body = c.args.isSet(bodyText)
                                ? c.args.value(bodyText).toUtf8()
                                : readFileOption(bodyFile, c.args.value(bodyFile));
    const auto record = c.store().get(key, scope);
    if (!record) {
        throw idem::Error(idem::ErrorKind::NotFound,
                          QStringLiteral("%1 does not exist.").arg(describeToken(key, scope)));
    }
    if (record->fingerprint.isEmpty()) {
        throw idem::Error(idem::ErrorKind::Conflict,
                          QStringLiteral("%1 was never used for a request: nothing to compare.")
                              .arg(describeToken(key, scope)));
    }
    const QString method = textOption(c, QStringLiteral("method")).value_or(record->method);
    const QString path = textOption(c, QStringLiteral("path")).value_or(record->path);
    const idem::RequestComparison cmp = idem::compareWithStored(*record, method, path, body);
    const ExitCode code = cmp.sameFingerprint ? ExitCode::Success : ExitCode::Mismatch;
    if (c.out.json()) {
        c.out.printJson(idem::toJson(cmp));
        return code;
    }
    c.out.line(cmp.sameFingerprint
                   ? QStringLiteral("same request: the fingerprint matches; a retry replays")
                   : QStringLiteral("different request: the fingerprint differs; a retry gets "
                                    "422 (mismatch)"));
    if (cmp.methodDiffers)
        c.out.line(QStringLiteral("method differs: stored ") + printable(record->method));
    if (cmp.pathDiffers)
        c.out.line(QStringLiteral("path differs: stored ") + printable(record->path));
    if (cmp.sampleTruncated)
        c.out.line(QStringLiteral("note: the record keeps the first %1 bytes of the body; only "
                                  "they are compared")
                       .arg(idem::kBodySampleLimit));
    if (cmp.comparedAsJson)
        c.out.line(QStringLiteral("bodies compared as JSON (keys sorted, indented)"));
    if (!cmp.sameText) {
        c.out.line(QStringLiteral("--- stored body sample"));
        c.out.line(QStringLiteral("+++ other body"));
        for (const idem::DiffLine& line : cmp.lines) {
            const QChar mark = line.kind == idem::DiffLine::Kind::Same      ? u' '
                               : line.kind == idem::DiffLine::Kind::Removed ? u'-'
                                                                            : u'+';
            c.out.line(mark + printable(line.text));
        }
    } else if (!cmp.sameFingerprint && !cmp.methodDiffers && !cmp.pathDiffers) {
        c.out.line(cmp.comparedAsJson
                       ? QStringLiteral("the bodies read the same as JSON: they differ in "
                                        "spacing, key order or number notation")
                       : QStringLiteral("the bodies differ beyond what the record keeps, or in "
                                        "bytes that are not text"));
    }
    return code;
}

} // namespace idemctl
