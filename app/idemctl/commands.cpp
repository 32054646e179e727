// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "commands.h"

#include "export/recordexport.h"
#include "http/http.h"
#include "metrics/statsseries.h"
#include "options.h"
#include "postgres/pgmigrate.h"
#include "store/storeregistry.h"
#include "token/generator.h"
#include "token/key.h"
#include "token/statemachine.h"
#include "util/duration.h"

#include <QFile>
#include <QJsonArray>
#include <chrono>
#include <cstdio>
#include <limits>
#include <optional>

namespace idemctl {
namespace {

using std::chrono::milliseconds;

/// Request and response bodies are read whole (the fingerprint covers every byte); this bounds
/// what a mistaken path (a disk image, /dev/zero) can cost.
constexpr qint64 kMaxBodyBytes = 64LL * 1024 * 1024;

/// What idem::isReplayableHeader keeps, for the help and the warning of `complete --header`.
const QString kStoredHeaders = QStringLiteral(
    "the representation's fields (Content-Type, Content-Encoding, Content-Language, "
    "Content-Location, Content-Disposition, Content-Range, ETag, Last-Modified, Vary, "
    "Cache-Control), Location and Link");

} // namespace

// Shared with the workbench commands (options.h).
[[noreturn]] void usageError(const QString& message) {
    throw idem::Error(idem::ErrorKind::BadInput, message);
}

QString describeToken(const QString& key, const QString& scope) {
    return scope.isEmpty() ? QStringLiteral("Token %1").arg(key)
                           : QStringLiteral("Token %1 (scope %2)").arg(key, scope);
}

// --- option helpers -------------------------------------------------------------------------

QCommandLineOption valueOption(const QString& name, const QString& description,
                               const QString& valueName, const QString& defaultValue) {
    QCommandLineOption option(name, description, valueName);
    if (!defaultValue.isEmpty())
        option.setDefaultValue(defaultValue);
    return option;
}

void addScopeOption(QCommandLineParser& p) {
    p.addOption(valueOption(QStringLiteral("scope"),
                            QStringLiteral("The token's scope (tenant); default: the empty scope."),
                            QStringLiteral("S")));
}

void addKeyArgument(QCommandLineParser& p) {
    p.addPositionalArgument(QStringLiteral("KEY"),
                            QStringLiteral("The token key: 1-255 visible ASCII characters."));
}

void addReasonOption(QCommandLineParser& p) {
    p.addOption(valueOption(QStringLiteral("reason"),
                            QStringLiteral("Why; recorded in the audit log (at most 1,000 "
                                           "characters)."),
                            QStringLiteral("R")));
}

void addOwnerFenceOptions(QCommandLineParser& p, const QString& ownerText) {
    p.addOption(valueOption(QStringLiteral("owner"), ownerText, QStringLiteral("O")));
    p.addOption(valueOption(QStringLiteral("fence"),
                            QStringLiteral("The fencing counter acquire printed (recommended)."),
                            QStringLiteral("N")));
}

void requireNoArguments(const Context& c, const QString& command) {
    if (!c.args.positionalArguments().isEmpty()) {
        usageError(QStringLiteral("The %1 command takes no arguments; %2 was not expected.")
                       .arg(command, printable(c.args.positionalArguments().constFirst(), 80)));
    }
}

/// The single KEY argument, validated before any store is opened.
QString keyArgument(const Context& c, const QString& command) {
    const QStringList positional = c.args.positionalArguments();
    if (positional.size() != 1) {
        usageError(QStringLiteral("The %1 command needs exactly one KEY; %2 given.")
                       .arg(command)
                       .arg(positional.size()));
    }
    idem::requireValidKey(positional.constFirst());
    return positional.constFirst();
}

QString scopeOption(const Context& c) {
    QString scope = c.args.value(QStringLiteral("scope"));
    idem::requireValidScope(scope);
    return scope;
}

/// The option's value, or std::nullopt when it was not given. An explicitly empty value is a
/// usage error for options that name something.
std::optional<QString> textOption(const Context& c, const QString& name) {
    if (!c.args.isSet(name))
        return std::nullopt;
    const QString value = c.args.value(name);
    if (value.isEmpty())
        usageError(QStringLiteral("The --%1 option needs a value.").arg(name));
    return value;
}

milliseconds durationOption(const Context& c, const QString& name, milliseconds fallback) {
    if (!c.args.isSet(name))
        return fallback;
    const QString text = c.args.value(name);
    const auto value = idem::parseDuration(text);
    if (!value) {
        usageError(QStringLiteral("--%1 %2 is not a duration; write it with units, as in 500ms, "
                                  "30s, 30m, 1h or 2d (at most 365d).")
                       .arg(name, printable(text, 80)));
    }
    return *value;
}

std::optional<qint64> integerOption(const Context& c, const QString& name, qint64 min, qint64 max) {
    if (!c.args.isSet(name))
        return std::nullopt;
    const QString text = c.args.value(name);
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < min || value > max) {
        usageError(QStringLiteral("--%1 must be a whole number from %2 to %3; %4 was given.")
                       .arg(name)
                       .arg(min)
                       .arg(max)
                       .arg(printable(text, 80)));
    }
    return value;
}

/// A file's contents, or standard input for "-".
QByteArray readFileOption(const QString& option, const QString& path) {
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-")) {
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened) {
        usageError(QStringLiteral("Cannot read %1 (--%2): %3.")
                       .arg(printable(path, 200), option, file.errorString()));
    }
    QByteArray data = file.read(kMaxBodyBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        usageError(QStringLiteral("Cannot read %1 (--%2): %3.")
                       .arg(printable(path, 200), option, file.errorString()));
    }
    if (data.size() > kMaxBodyBytes) {
        usageError(
            QStringLiteral("%1 (--%2) is larger than 64 MiB.").arg(printable(path, 200), option));
    }
    return data;
}

namespace {

std::optional<idem::Claim> claimOptions(const Context& c, const QString& key, const QString& scope,
                                        bool ownerRequired, const QString& command) {
    const auto owner = textOption(c, QStringLiteral("owner"));
    const auto fence =
        integerOption(c, QStringLiteral("fence"), 0, std::numeric_limits<qint64>::max());
    if (!owner) {
        if (ownerRequired)
            usageError(QStringLiteral("The %1 command needs --owner O.").arg(command));
        if (fence)
            usageError(QStringLiteral("--fence goes with --owner."));
        return std::nullopt;
    }
    idem::requireValidOwner(*owner);
    return idem::Claim{key, scope, *owner, fence};
}

/// The OS user and --reason, validated before any store is opened.
idem::OperatorContext operatorContext(const Context& c) {
    idem::OperatorContext context;
    context.user = idem::currentOsUser();
    context.reason = c.args.value(QStringLiteral("reason"));
    idem::validate(context);
    return context;
}

// --- plain renderings ---------------------------------------------------------------------

QString orDash(const QString& text) {
    return text.isEmpty() ? QStringLiteral("-") : text;
}

QString stateCell(const idem::TokenRecord& r) {
    return r.stuck ? QStringLiteral("stuck") : idem::stateName(r.state);
}

/// "2026-11-29T10:00:00.123Z (4m12s ago)" / "(in 23h59m)" / "-".
QString timeWithDistance(qint64 atMs, qint64 nowMs) {
    if (atMs == 0)
        return QStringLiteral("-");
    QString iso = idem::isoTime(atMs);
    if (nowMs == 0)
        return iso;
    return atMs <= nowMs ? QStringLiteral("%1 (%2 ago)").arg(iso, shortDuration(nowMs - atMs))
                         : QStringLiteral("%1 (in %2)").arg(iso, shortDuration(atMs - nowMs));
}

QString bytesText(const QByteArray& bytes) {
    if (bytes.isEmpty())
        return QStringLiteral("-");
    if (idem::isValidUtf8(bytes))
        return printable(QString::fromUtf8(bytes));
    return QStringLiteral("(%1 bytes, not UTF-8) base64:%2")
        .arg(bytes.size())
        .arg(printable(QString::fromLatin1(bytes.toBase64())));
}

QString renderRecord(const idem::TokenRecord& r) {
    const qint64 now = r.observedAtMs;
    QList<QStringList> rows{
        {QStringLiteral("key"), r.key},
        {QStringLiteral("scope"), r.scope.isEmpty() ? QStringLiteral("(default)") : r.scope},
        {QStringLiteral("state"),
         idem::stateName(r.state) +
             (r.stuck ? QStringLiteral(" (stuck: the lease has lapsed)") : QString())},
        {QStringLiteral("created_at"), timeWithDistance(r.createdAtMs, now)},
        {QStringLiteral("updated_at"), timeWithDistance(r.updatedAtMs, now)},
        {QStringLiteral("acquired_at"), timeWithDistance(r.acquiredAtMs, now)},
        {QStringLiteral("completed_at"), timeWithDistance(r.completedAtMs, now)},
        {QStringLiteral("expires_at"), timeWithDistance(r.expiresAtMs, now)},
        {QStringLiteral("lease_until"), timeWithDistance(r.leaseUntilMs, now)},
        {QStringLiteral("owner"), orDash(r.owner)},
        {QStringLiteral("fence"), QString::number(r.fence)},
        {QStringLiteral("method"), orDash(r.method)},
        {QStringLiteral("path"), orDash(printable(r.path))},
        {QStringLiteral("fingerprint"), orDash(r.fingerprint)},
        {QStringLiteral("body_sample"), bytesText(r.bodySample)},
        {QStringLiteral("replay_count"), QString::number(r.replayCount)},
    };
    if (r.response) {
        rows.append({QStringLiteral("response_status"), QString::number(r.response->status)});
        for (const auto& [name, value] : r.response->headers) {
            rows.append({QStringLiteral("response_header"),
                         printable(name + QStringLiteral(": ") + QString::fromLatin1(value))});
        }
        rows.append({QStringLiteral("response_body"), bytesText(r.response->body)});
    } else {
        rows.append({QStringLiteral("response_status"), QStringLiteral("-")});
    }
    QString out;
    for (const QStringList& row : rows)
        out += row.at(0).leftJustified(17) + row.at(1) + QLatin1Char('\n');
    return out;
}

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
    const QByteArray body = c.args.isSet(bodyText) ? c.args.value(bodyText).toUtf8()
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

std::pair<QString, QByteArray> parseHeader(const QString& text) {
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    const QString name = colon < 0 ? QString() : text.left(colon).trimmed();
    if (name.size() > 256 || !idem::http::isHttpToken(name)) {
        usageError(QStringLiteral("--header %1 is not of the form \"Name: value\".")
                       .arg(printable(text, 80)));
    }
    const QString value = text.mid(colon + 1).trimmed();
    for (const QChar ch : value) {
        if (ch.unicode() < 0x20 && ch != QLatin1Char('\t'))
            usageError(QStringLiteral("The value of header %1 has a control character.").arg(name));
    }
    return {name, value.toUtf8()};
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
        const auto header = parseHeader(text);
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

// --- release, expire, delete, purge ---------------------------------------------------------

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

// --- migrate -------------------------------------------------------------------------------

ExitCode runMigrate(Context& c) {
    requireNoArguments(c, QStringLiteral("migrate"));
    const QString url = c.storeUrl();
    const bool postgres = idem::storeKindOf(url) == idem::StoreKind::Postgres;
    idem::pg::MigrateOptions options;
    options.partitioned = c.args.isSet(QStringLiteral("partitioned"));
    for (const QString& name : {QStringLiteral("partition-span"), QStringLiteral("partition-ahead")}) {
        if (!c.args.isSet(name))
            continue;
        if (!options.partitioned)
            usageError(QStringLiteral("--%1 goes with --partitioned.").arg(name));
        (name == QLatin1String("partition-span") ? options.partitionSpan
                                                 : options.partitionAhead) =
            durationOption(c, name, milliseconds(0));
    }
    if (options.partitioned && !postgres)
        usageError(QStringLiteral("--partitioned is for PostgreSQL stores only."));
    if (!postgres) {
        // SQLite creates its schema on open; Redis has none. Opening checks the store all the
        // same, so a foreign or newer store is reported here too.
        const idem::StoreInfo info = c.store().info();
        if (c.out.json()) {
            c.out.printJson(QJsonObject{{QStringLiteral("store"), info.location},
                                        {QStringLiteral("backend"), info.backend},
                                        {QStringLiteral("applied"), QJsonArray()}});
        } else {
            c.out.line(QStringLiteral("The %1 store needs no migration; nothing was changed.")
                           .arg(info.backend));
        }
        return ExitCode::Success;
    }
#if IDEM_WITH_POSTGRES
    const idem::pg::MigrationReport report = idem::pg::migrate(url, options);
#else
    // A build without the PostgreSQL store: the registry refuses the URL, saying so.
    idem::checkStoreUrl(url);
    const idem::pg::MigrationReport report;
#endif
    const QString layout = report.partitioned
                               ? QStringLiteral("partitioned by expires_at, %1 range partitions")
                                     .arg(report.partitions)
                               : QStringLiteral("plain");
    if (c.out.json()) {
        c.out.printJson(
            QJsonObject{{QStringLiteral("store"), report.location},
                        {QStringLiteral("backend"), QStringLiteral("postgresql")},
                        {QStringLiteral("table"), report.table},
                        {QStringLiteral("table_existed"), report.tableExisted},
                        {QStringLiteral("version_before"), report.versionBefore},
                        {QStringLiteral("version_after"), report.versionAfter},
                        {QStringLiteral("applied"), QJsonArray::fromStringList(report.applied)},
                        {QStringLiteral("rows"), report.rows},
                        {QStringLiteral("partitioned"), report.partitioned},
                        {QStringLiteral("partitions"), report.partitions}});
        return ExitCode::Success;
    }
    if (report.applied.isEmpty()) {
        c.out.line(QStringLiteral("Table %1 is at schema version %2 already (%4); no migration "
                                  "was applied (%3 rows).")
                       .arg(report.table)
                       .arg(report.versionAfter)
                       .arg(report.rows)
                       .arg(layout));
    } else {
        c.out.line(QStringLiteral("Table %1: schema version %2 -> %3 (applied %4; %6); %5 rows "
                                  "kept.")
                       .arg(report.table)
                       .arg(report.versionBefore)
                       .arg(report.versionAfter)
                       .arg(report.applied.join(QStringLiteral(", ")))
                       .arg(report.rows)
                       .arg(layout));
    }
    return ExitCode::Success;
}

void declareMigrate(QCommandLineParser& p) {
    p.addOption(QCommandLineOption(
        QStringLiteral("partitioned"),
        QStringLiteral("PostgreSQL: partition the token table by expiry, so the reaper drops "
                       "whole partitions (an empty table only; see docs/idemctl.md).")));
    p.addOption(valueOption(QStringLiteral("partition-span"),
                            QStringLiteral("With --partitioned: the width of a partition (default "
                                           "1d for a new layout; fixed once made)."),
                            QStringLiteral("DURATION")));
    p.addOption(valueOption(QStringLiteral("partition-ahead"),
                            QStringLiteral("With --partitioned: make partitions until now + this "
                                           "(default 2d)."),
                            QStringLiteral("DURATION")));
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

} // namespace

QString Context::storeUrl() const {
    const QString name = QStringLiteral("store");
    if (args.isSet(name) && args.value(name).isEmpty())
        usageError(QStringLiteral("The --store option needs a URL."));
    return idem::resolveStoreUrl(args.value(name));
}

idem::TokenStore& Context::store() {
    if (!m_store) {
        m_store = idem::openStore(storeUrl());
        // A safety caveat (TLS not verified, an evicting Redis, ...) goes to stderr, where a
        // script's output parsing does not see it and a person does.
        const QString warning = m_store->info().warning;
        if (!warning.isEmpty())
            out.note(QStringLiteral("idemctl: warning: ") + warning);
    }
    return *m_store;
}

void addGlobalOptions(QCommandLineParser& p) {
    p.addOption(valueOption(QStringLiteral("store"),
                            QStringLiteral("The store: %1 (default: $IDEMSCOPE_STORE, else a "
                                           "SQLite file in the user's data folder; --where "
                                           "prints it).")
                                .arg(idem::supportedStoreUrls()),
                            QStringLiteral("URL")));
    p.addOption(QCommandLineOption(QStringLiteral("json"),
                                   QStringLiteral("Print JSON (errors as JSON on stderr).")));
    p.addOption(QCommandLineOption(QStringLiteral("where"),
                                   QStringLiteral("Print the store URL in use and exit.")));
    p.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                   QStringLiteral("Show help and exit.")));
    p.addOption(QCommandLineOption(QStringLiteral("version"),
                                   QStringLiteral("Show the version and exit.")));
}

const QList<Command>& allCommands() {
    static const QList<Command> commands{
        {QStringLiteral("issue"), QStringLiteral("[options]"),
         QStringLiteral("Issue a new pending token and print its key."), declareIssue, runIssue},
        {QStringLiteral("list"), QStringLiteral("[options]"),
         QStringLiteral("List tokens, a page at a time."), declareList, runList},
        {QStringLiteral("show"), QStringLiteral("KEY [options]"),
         QStringLiteral("Show every field of one token."), declareShow, runShow},
        {QStringLiteral("counts"), QStringLiteral("[options]"),
         QStringLiteral("Count tokens per state."), declareCounts, runCounts},
        {QStringLiteral("acquire"),
         QStringLiteral("KEY (--fingerprint-of FILE | --body TEXT) "
                        "[options]"),
         QStringLiteral("Claim a token for one request; prints owner= and fence= when "
                        "acquired."),
         declareAcquire, runAcquire},
        {QStringLiteral("compare"), QStringLiteral("KEY (--body-file FILE | --body TEXT) [options]"),
         QStringLiteral("Compare a request with a token's stored one (why 422?)."),
         declareCompare, runCompare},
        {QStringLiteral("complete"), QStringLiteral("KEY --owner O --status N [options]"),
         QStringLiteral("Store the response of an acquired token."), declareComplete, runComplete},
        {QStringLiteral("release"), QStringLiteral("KEY [options]"),
         QStringLiteral("Give a processing token back (owner or operator)."), declareRelease,
         runRelease},
        {QStringLiteral("renew"), QStringLiteral("KEY --owner O --lease D [options]"),
         QStringLiteral("Extend the lease of an acquired token."), declareRenew, runRenew},
        {QStringLiteral("expire"), QStringLiteral("KEY [options]"),
         QStringLiteral("Expire a token now (operator action, audited)."), declareOperator,
         runExpire},
        {QStringLiteral("delete"), QStringLiteral("KEY [options]"),
         QStringLiteral("Delete a token (operator action, audited)."), declareOperator, runDelete},
        {QStringLiteral("purge-expired"), QStringLiteral("[options]"),
         QStringLiteral("Remove expired records; prints how many."), declarePurge, runPurge},
        {QStringLiteral("migrate"), QString(),
         QStringLiteral("Create or upgrade a PostgreSQL store's schema (idempotent; keeps rows)."),
         declareMigrate, runMigrate},
        {QStringLiteral("stats"), QStringLiteral("[options]"),
         QStringLiteral("Counters over a window and the duplicate ratio."), declareStats, runStats},
        {QStringLiteral("replay"), QStringLiteral("--url URL [request options] [options]"),
         QStringLiteral("Send one request N times with one key; verdict: did it run once?"),
         declareReplay, runReplay},
        {QStringLiteral("scenario"),
         QStringLiteral("--url URL --kind normal|duplicates|mixed|burst [options]"),
         QStringLiteral("Load scenario against a URL: QPS, latency, interception rate."),
         declareScenario, runScenario},
        {QStringLiteral("audit"), QStringLiteral("[options]"),
         QStringLiteral("The newest operator actions."), declareAudit, runAudit},
    };
    return commands;
}

const Command* findCommand(const QString& name) {
    for (const Command& command : allCommands()) {
        if (command.name == name)
            return &command;
    }
    return nullptr;
}

} // namespace idemctl
