// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// idemctl replay / scenario: the workbench engine (core/workbench) headless. Parsing and
// rendering only; sending, judging and reporting live in core.
#include "options.h"
#include "output.h"
#include "subcommands.h"
#include "token/generator.h"
#include "workbench/curl.h"
#include "workbench/replay.h"
#include "workbench/report.h"
#include "workbench/scenario.h"

#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QSaveFile>

namespace idemctl {
namespace {

using namespace idem::workbench;

const QString kUrl = QStringLiteral("url");

void declareRequestOptions(QCommandLineParser& p) {
    p.addOption(valueOption(kUrl, QStringLiteral("The request's absolute http:// or https:// URL."),
                            QStringLiteral("URL")));
    p.addOption(valueOption(QStringLiteral("curl"),
                            QStringLiteral("The request as a curl command line (instead of --url, "
                                           "--method, --header, --data)."),
                            QStringLiteral("COMMAND")));
    p.addOption(valueOption(QStringLiteral("method"), QStringLiteral("The method (default POST)."),
                            QStringLiteral("M")));
    p.addOption(QCommandLineOption({QStringLiteral("H"), QStringLiteral("header")},
                                   QStringLiteral("A header field 'Name: value' (repeatable)."),
                                   QStringLiteral("FIELD")));
    p.addOption(valueOption(QStringLiteral("data"), QStringLiteral("The request body."),
                            QStringLiteral("TEXT")));
    p.addOption(valueOption(QStringLiteral("data-file"),
                            QStringLiteral("The request body from a file ('-': standard input)."),
                            QStringLiteral("FILE")));
    p.addOption(valueOption(QStringLiteral("key-header"),
                            QStringLiteral("The key's header (default Idempotency-Key)."),
                            QStringLiteral("NAME")));
    p.addOption(valueOption(QStringLiteral("stats-url"),
                            QStringLiteral("Where the upstream reports executions per key, as the "
                                           "demo upstream's GET /orders/stats does."),
                            QStringLiteral("URL")));
    p.addOption(valueOption(QStringLiteral("timeout"),
                            QStringLiteral("Per request (default 30s)."), QStringLiteral("D")));
}

QUrl urlOption(const Context& c, const QString& name) {
    const auto text = textOption(c, name);
    if (!text)
        return {};
    const QUrl url(*text, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() ||
        (scheme != QLatin1String("http") && scheme != QLatin1String("https")))
        usageError(QStringLiteral("--%1 must be an absolute http:// or https:// URL; %2 is not.")
                       .arg(name, printable(*text, 200)));
    return url;
}

/// The request of --curl, or of --url/--method/--header/--data.
RequestSpec requestOption(const Context& c) {
    RequestSpec spec;
    const auto curl = textOption(c, QStringLiteral("curl"));
    const QByteArray keyHeader =
        textOption(c, QStringLiteral("key-header")).value_or(QStringLiteral("Idempotency-Key")).toLatin1();
    if (curl) {
        for (const char* other : {"url", "method", "header", "data", "data-file"}) {
            if (c.args.isSet(QLatin1String(other)))
                usageError(QStringLiteral("--curl gives the whole request; --%1 cannot go with it.")
                               .arg(QLatin1String(other)));
        }
        const CurlImport imported = importCurl(*curl, keyHeader);
        if (!imported.ok())
            usageError(QStringLiteral("--curl: ") + imported.error);
        spec = imported.spec;
    } else {
        spec.url = urlOption(c, kUrl);
        if (spec.url.isEmpty())
            usageError(QStringLiteral("Give the request with --url URL (or --curl COMMAND)."));
        spec.method = textOption(c, QStringLiteral("method")).value_or(QStringLiteral("POST")).toLatin1();
        for (const QString& field : c.args.values(QStringLiteral("header"))) {
            const auto [name, value] = headerOption(field);
            spec.headers.append({name.toLatin1(), value});
        }
        if (c.args.isSet(QStringLiteral("data")) && c.args.isSet(QStringLiteral("data-file")))
            usageError(QStringLiteral("--data and --data-file exclude each other."));
        if (c.args.isSet(QStringLiteral("data")))
            spec.body = c.args.value(QStringLiteral("data")).toUtf8();
        else if (const auto file = textOption(c, QStringLiteral("data-file")))
            spec.body = readFileOption(QStringLiteral("data-file"), *file);
    }
    if (c.args.isSet(QStringLiteral("key-header")))
        spec.keyHeader = keyHeader;
    if (const QString p = spec.problem(); !p.isEmpty())
        usageError(p);
    return spec;
}

SenderOptions senderOption(const Context& c) {
    SenderOptions o;
    o.timeout = durationOption(c, QStringLiteral("timeout"), o.timeout);
    if (o.timeout.count() <= 0)
        usageError(QStringLiteral("--timeout must be positive."));
    return o;
}

/// Runs `run` (a ReplayRun or ScenarioRun) to its finished signal: the only event loop of the
/// process, so nothing is nested.
template <typename Run, typename Result>
Result runToEnd(Run& run) {
    Result result;
    QEventLoop loop;
    QObject::connect(&run, &Run::finished, &loop, [&](const Result& r) {
        result = r;
        loop.quit();
    });
    QMetaObject::invokeMethod(&run, [&run] { run.start(); }, Qt::QueuedConnection);
    loop.exec();
    return result;
}

QString msText(double ms) {
    return QString::number(ms, 'f', 2);
}

void writeFile(const QString& path, const QByteArray& data, const QString& option) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        usageError(QStringLiteral("Cannot write %1 (--%2): %3.")
                       .arg(printable(path, 200), option, file.errorString()));
}

} // namespace

void declareReplay(QCommandLineParser& p) {
    declareRequestOptions(p);
    p.addOption(valueOption(QStringLiteral("key"),
                            QStringLiteral("The key (default: the --curl command's, else a new "
                                           "uuid)."),
                            QStringLiteral("KEY")));
    p.addOption(valueOption(QStringLiteral("count"),
                            QStringLiteral("How many times to send it (default 10)."),
                            QStringLiteral("N")));
    p.addOption(valueOption(QStringLiteral("concurrency"),
                            QStringLiteral("How many at a time (default 1: one after another)."),
                            QStringLiteral("C")));
    p.addOption(valueOption(QStringLiteral("expect-executions"),
                            QStringLiteral("Executions expected (default 1; 0 for a key whose "
                                           "work already ran)."),
                            QStringLiteral("N")));
}

ExitCode runReplay(Context& c) {
    requireNoArguments(c, QStringLiteral("replay"));
    ReplayOptions o;
    o.spec = requestOption(c);
    if (const auto key = textOption(c, QStringLiteral("key")))
        o.spec.key = *key;
    if (o.spec.key.isEmpty())
        o.spec.key = idem::TokenGenerator::uuid();
    if (const QString p = o.spec.problem(); !p.isEmpty())
        usageError(p);
    o.count = int(integerOption(c, QStringLiteral("count"), 1, 100000).value_or(10));
    o.concurrency = int(integerOption(c, QStringLiteral("concurrency"), 1, 1024).value_or(1));
    o.expectedExecutions =
        int(integerOption(c, QStringLiteral("expect-executions"), 0, 100000).value_or(1));
    o.statsUrl = urlOption(c, QStringLiteral("stats-url"));
    o.sender = senderOption(c);

    ReplayRun run(o);
    const ReplayResult result = runToEnd<ReplayRun, ReplayResult>(run);
    const ReplayTally tally = tallyResponses(result.responses);
    const bool noAnswer =
        !result.responses.isEmpty() &&
        std::all_of(result.responses.cbegin(), result.responses.cend(),
                    [](const Response& r) { return r.status == 0; });

    if (c.out.json()) {
        QJsonArray responses;
        for (const Response& r : result.responses) {
            QJsonObject o{{QStringLiteral("status"), r.status},
                          {QStringLiteral("replayed"), r.replayed},
                          {QStringLiteral("outcome"), outcomeName(r.outcome())},
                          {QStringLiteral("latency_ms"), r.latencyMs()}};
            if (!r.error.isEmpty())
                o.insert(QStringLiteral("error"), r.error);
            responses.append(o);
        }
        QJsonObject verdict{{QStringLiteral("pass"), result.verdict.pass},
                            {QStringLiteral("summary"), result.verdict.summary},
                            {QStringLiteral("reason"), result.verdict.reason},
                            {QStringLiteral("source"), result.verdict.source},
                            {QStringLiteral("executions"), result.verdict.executions},
                            {QStringLiteral("expected"), o.expectedExecutions}};
        QJsonObject doc{{QStringLiteral("key"), o.spec.key},
                        {QStringLiteral("count"), o.count},
                        {QStringLiteral("concurrency"), o.concurrency},
                        {QStringLiteral("verdict"), verdict},
                        {QStringLiteral("replayed"), tally.replayed},
                        {QStringLiteral("in_flight"), tally.inFlight},
                        {QStringLiteral("errors"), tally.errors},
                        {QStringLiteral("elapsed_ms"), double(result.elapsedMs)},
                        {QStringLiteral("responses"), responses}};
        if (result.upstreamExecutions)
            doc.insert(QStringLiteral("upstream_executions"), double(*result.upstreamExecutions));
        if (!result.statsError.isEmpty())
            doc.insert(QStringLiteral("stats_error"), result.statsError);
        c.out.printJson(doc);
    } else {
        QList<QStringList> rows;
        for (qsizetype i = 0; i < result.responses.size(); ++i) {
            const Response& r = result.responses.at(i);
            rows.append({QString::number(i + 1),
                         r.status ? QString::number(r.status) : QStringLiteral("-"),
                         r.replayed ? QStringLiteral("yes") : QStringLiteral("no"),
                         msText(r.latencyMs()), r.error.isEmpty() ? QString() : printable(r.error)});
        }
        c.out.write(renderTable({QStringLiteral("#"), QStringLiteral("STATUS"),
                                 QStringLiteral("REPLAYED"), QStringLiteral("MS"),
                                 QStringLiteral("ERROR")},
                                rows));
        c.out.line(QStringLiteral("key %1").arg(printable(o.spec.key)));
        if (result.verdict.pass)
            c.out.line(QStringLiteral("PASS: ") + result.verdict.summary + QLatin1Char('.'));
        else
            c.out.line(QStringLiteral("FAIL: ") + result.verdict.summary + QStringLiteral(". ") +
                       result.verdict.reason + QLatin1Char('.'));
    }
    if (noAnswer)
        return ExitCode::TargetUnavailable;
    return result.verdict.pass ? ExitCode::Success : ExitCode::VerdictFailed;
}

void declareScenario(QCommandLineParser& p) {
    declareRequestOptions(p);
    p.addOption(valueOption(QStringLiteral("kind"),
                            QStringLiteral("normal, duplicates, mixed or burst."),
                            QStringLiteral("K")));
    p.addOption(valueOption(QStringLiteral("requests"),
                            QStringLiteral("Requests in all (default 1000)."), QStringLiteral("N")));
    p.addOption(valueOption(QStringLiteral("concurrency"),
                            QStringLiteral("Requests at a time (default 10; a burst runs ten "
                                           "times as many)."),
                            QStringLiteral("C")));
    p.addOption(valueOption(QStringLiteral("duplicate-ratio"),
                            QStringLiteral("Share of requests repeating a key, 0 to below 1 "
                                           "(default: duplicates 0.9, mixed 0.3, burst 0.1)."),
                            QStringLiteral("R")));
    p.addOption(valueOption(QStringLiteral("duration"),
                            QStringLiteral("Stop sending after this (default 30s)."),
                            QStringLiteral("D")));
    p.addOption(valueOption(QStringLiteral("max-error-rate"),
                            QStringLiteral("The verdict fails above this error rate (default "
                                           "0.001, the seed's 0.1 %)."),
                            QStringLiteral("R")));
    p.addOption(valueOption(QStringLiteral("seed"),
                            QStringLiteral("Seed of the mix (default: random)."),
                            QStringLiteral("N")));
    p.addOption(valueOption(QStringLiteral("report"),
                            QStringLiteral("Write an HTML report with charts."),
                            QStringLiteral("FILE.html")));
    p.addOption(valueOption(QStringLiteral("samples"),
                            QStringLiteral("Write every request as CSV."), QStringLiteral("FILE.csv")));
}

ExitCode runScenario(Context& c) {
    requireNoArguments(c, QStringLiteral("scenario"));
    ScenarioOptions o;
    o.spec = requestOption(c);
    const auto kind = textOption(c, QStringLiteral("kind"));
    if (!kind)
        usageError(QStringLiteral("The scenario command needs --kind normal|duplicates|mixed|burst."));
    const auto parsed = parseScenarioKind(*kind);
    if (!parsed)
        usageError(QStringLiteral("--kind must be normal, duplicates, mixed or burst; %1 is not.")
                       .arg(printable(*kind, 80)));
    o.kind = *parsed;
    o.requests = int(integerOption(c, QStringLiteral("requests"), 1, 1000000).value_or(1000));
    o.concurrency = int(integerOption(c, QStringLiteral("concurrency"), 1, 1024).value_or(10));
    auto ratioOption = [&c](const QString& name, double fallback, double max) {
        const auto text = textOption(c, name);
        if (!text)
            return fallback;
        bool ok = false;
        const double v = text->toDouble(&ok);
        if (!ok || v < 0 || v >= max)
            usageError(QStringLiteral("--%1 must be a number from 0 to below %2; %3 was given.")
                           .arg(name)
                           .arg(max)
                           .arg(printable(*text, 80)));
        return v;
    };
    o.duplicateRatio = ratioOption(QStringLiteral("duplicate-ratio"), -1, 1);
    if (o.kind == ScenarioKind::Normal && o.duplicateRatio > 0)
        usageError(QStringLiteral("A normal scenario sends no duplicates; use --kind mixed for a "
                                  "duplicate ratio."));
    const double maxErrorRate = ratioOption(QStringLiteral("max-error-rate"), 0.001, 1.000001);
    o.duration = durationOption(c, QStringLiteral("duration"), o.duration);
    if (o.duration.count() <= 0)
        usageError(QStringLiteral("--duration must be positive."));
    o.seed = quint32(integerOption(c, QStringLiteral("seed"), 1, 0xffffffffLL).value_or(0));
    o.statsUrl = urlOption(c, QStringLiteral("stats-url"));
    o.sender = senderOption(c);
    const auto reportPath = textOption(c, QStringLiteral("report"));
    const auto samplesPath = textOption(c, QStringLiteral("samples"));

    ScenarioRun run(o);
    const ScenarioResult r = runToEnd<ScenarioRun, ScenarioResult>(run);
    const ScenarioSummary& s = r.summary;
    if (reportPath)
        writeFile(*reportPath, scenarioReportHtml(r).toUtf8(), QStringLiteral("report"));
    if (samplesPath)
        writeFile(*samplesPath, scenarioSamplesCsv(r), QStringLiteral("samples"));

    QStringList failures;
    if (s.duplicatesIntercepted < s.duplicatesSent)
        failures << QStringLiteral("%1 of %2 duplicates executed")
                        .arg(s.duplicatesSent - s.duplicatesIntercepted)
                        .arg(s.duplicatesSent);
    if (s.errorRate > maxErrorRate)
        failures << QStringLiteral("error rate %1 % above %2 %")
                        .arg(s.errorRate * 100, 0, 'f', 2)
                        .arg(maxErrorRate * 100, 0, 'f', 2);
    if (!r.statsError.isEmpty())
        failures << QStringLiteral("stats: %1").arg(r.statsError);
    const bool pass = failures.isEmpty();

    if (c.out.json()) {
        QJsonObject perKey;
        for (auto it = s.executionsPerKey.cbegin(); it != s.executionsPerKey.cend(); ++it)
            perKey.insert(QString::number(it.key()), it.value());
        QJsonObject outcomes;
        for (auto it = s.outcomes.cbegin(); it != s.outcomes.cend(); ++it)
            outcomes.insert(outcomeName(it.key()), it.value());
        QJsonArray histogram;
        for (qsizetype i = 0; i < s.histogram.counts.size(); ++i)
            histogram.append(QJsonObject{{QStringLiteral("from_ms"), s.histogram.edges.at(i)},
                                         {QStringLiteral("to_ms"), s.histogram.edges.at(i + 1)},
                                         {QStringLiteral("count"), double(s.histogram.counts.at(i))}});
        c.out.printJson(QJsonObject{
            {QStringLiteral("kind"), scenarioKindId(o.kind)},
            {QStringLiteral("pass"), pass},
            {QStringLiteral("failures"), QJsonArray::fromStringList(failures)},
            {QStringLiteral("planned"), s.planned},
            {QStringLiteral("sent"), s.sent},
            {QStringLiteral("answered"), s.answered},
            {QStringLiteral("concurrency"), r.plan.concurrency},
            {QStringLiteral("duplicate_ratio"), r.plan.duplicateRatio},
            {QStringLiteral("keys"), r.plan.keys},
            {QStringLiteral("elapsed_ms"), double(s.elapsedMs)},
            {QStringLiteral("qps"), s.qps},
            {QStringLiteral("latency_ms"),
             QJsonObject{{QStringLiteral("min"), s.latency.min},
                         {QStringLiteral("mean"), s.latency.mean},
                         {QStringLiteral("p50"), s.latency.p50},
                         {QStringLiteral("p95"), s.latency.p95},
                         {QStringLiteral("p99"), s.latency.p99},
                         {QStringLiteral("max"), s.latency.max}}},
            {QStringLiteral("histogram"), histogram},
            {QStringLiteral("errors"), s.errors},
            {QStringLiteral("error_rate"), s.errorRate},
            {QStringLiteral("duplicates_sent"), s.duplicatesSent},
            {QStringLiteral("duplicates_intercepted"), s.duplicatesIntercepted},
            {QStringLiteral("interception_rate"), s.interceptionRate},
            {QStringLiteral("interception_source"), s.interceptionSource},
            {QStringLiteral("executions_per_key"), perKey},
            {QStringLiteral("outcomes"), outcomes},
            {QStringLiteral("cancelled"), r.cancelled},
            {QStringLiteral("duration_reached"), r.durationReached},
            {QStringLiteral("stats_error"), r.statsError}});
    } else {
        QStringList perKey;
        for (auto it = s.executionsPerKey.cbegin(); it != s.executionsPerKey.cend(); ++it)
            perKey << QStringLiteral("%1 ran %2x").arg(it.value()).arg(it.key());
        const QList<QStringList> rows{
            {QStringLiteral("scenario"), scenarioKindId(o.kind) +
                                             (r.durationReached
                                                  ? QStringLiteral(" (stopped at --duration)")
                                                  : QString())},
            {QStringLiteral("requests"), QStringLiteral("%1 planned, %2 sent, %3 answered")
                                             .arg(s.planned)
                                             .arg(s.sent)
                                             .arg(s.answered)},
            {QStringLiteral("concurrency"), QString::number(r.plan.concurrency)},
            {QStringLiteral("qps"), QString::number(s.qps, 'f', 0)},
            {QStringLiteral("latency p50/p95/p99"),
             QStringLiteral("%1 / %2 / %3 ms")
                 .arg(msText(s.latency.p50), msText(s.latency.p95), msText(s.latency.p99))},
            {QStringLiteral("errors"),
             QStringLiteral("%1 (%2 %)").arg(s.errors).arg(s.errorRate * 100, 0, 'f', 2)},
            {QStringLiteral("interception"),
             QStringLiteral("%1 of %2 duplicates (%3 %, from the %4)")
                 .arg(s.duplicatesIntercepted)
                 .arg(s.duplicatesSent)
                 .arg(s.interceptionRate * 100, 0, 'f', 2)
                 .arg(s.interceptionSource)},
            {QStringLiteral("executions per key"), perKey.join(QStringLiteral(", "))},
        };
        c.out.write(renderTable({QStringLiteral("FIGURE"), QStringLiteral("VALUE")}, rows));
        c.out.line(pass ? QStringLiteral("PASS") : QStringLiteral("FAIL: ") + failures.join(QStringLiteral("; ")) + QLatin1Char('.'));
    }
    if (s.sent > 0 && s.answered == 0)
        return ExitCode::TargetUnavailable;
    return pass ? ExitCode::Success : ExitCode::VerdictFailed;
}

} // namespace idemctl
