// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Workbench and Scenarios tabs (issue 7) driven offscreen against a real gateway: an
// in-process Gateway on a SQLite file in a temporary folder, in front of the demo upstream
// (which counts executions per key), all on 127.0.0.1. A replay of 10 gives the verdict
// "1 execution"; a changed body is recognised as 422; a scenario runs to completion with a sane
// report; Cancel stops a running scenario.
#include "gateway/demoupstream.h"
#include "gateway/gateway.h"
#include "gateway/gatewaytest.h"
#include "language.h"
#include "scenariopage.h"
#include "support/storefixture.h"
#include "tokens/requestcomparedialog.h"
#include "workbench/curl.h"
#include "workbenchpage.h"

#include <QCheckBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

using namespace idem;
using namespace idem::ui;
using namespace idem::workbench;
using idem::test::FreshStore;

namespace {

// Bounds of the waits only (never part of what is asserted).
constexpr int kWaitMs = 60000;

/// How long the demo upstream works on each order: long enough that two requests sent at
/// once overlap (the 409 variation, the concurrent replay).
constexpr std::chrono::milliseconds kUpstreamLatency{400};

} // namespace

class TestWorkbench : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();

    void replayOfTen_data();
    void replayOfTen();
    void sendShowsReplayedHeader();
    void variations_data();
    void variations();
    void issuedKey();
    void curlRoundTripInComposer();
    void openRecordComposes();
    void historyAndCollection();
    void credentialsNeverReachTheSettingsFile();
    void oldSettingsAreScrubbed();
    void scenarioRunsToCompletion_data();
    void scenarioRunsToCompletion();
    void cancelStopsScenario();

private:
    QUrl gatewayUrl(const QString& path) const {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_gateway->port()).arg(path));
    }
    QUrl statsUrl() const {
        return QUrl(QStringLiteral("http://127.0.0.1:%1/orders/stats").arg(m_upstream->port()));
    }

    std::unique_ptr<QTemporaryDir> m_settingsDir;
    std::unique_ptr<FreshStore> m_store;
    std::unique_ptr<gateway::DemoUpstream> m_upstream;
    std::unique_ptr<gateway::Gateway> m_gateway;
    std::unique_ptr<WorkbenchPage> m_page;
};

void TestWorkbench::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    // The console's English (its plural forms: "1 execution, 9 replays"), as idemscope shows it.
    QCOMPARE(idem::ui::Language::apply(QStringLiteral("en")), QStringLiteral("en"));
    m_settingsDir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_settingsDir->isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir->path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir->path());

    m_store = std::make_unique<FreshStore>(QStringLiteral("sqlite-file"));
    m_upstream = std::make_unique<gateway::DemoUpstream>(gateway::DemoUpstreamOptions{kUpstreamLatency, 0.0});
    m_upstream->listen(QHostAddress(QHostAddress::LocalHost), 0);
    gateway::GatewayConfig config = test::testConfig(m_upstream->port(), m_store->sharedUrl());
    config.issueEndpoint = true; // issuedKey() asks the gateway for tokens
    m_gateway = std::make_unique<gateway::Gateway>(config);
    m_gateway->start();
}

void TestWorkbench::cleanupTestCase() {
    m_page.reset();
    m_gateway.reset();
    m_upstream.reset();
    m_store.reset();
}

void TestWorkbench::init() {
    m_page = std::make_unique<WorkbenchPage>();
    m_page->resize(1200, 800);
    m_page->show();
    m_page->setDefaults(gatewayUrl(QStringLiteral("/orders")), statsUrl());
}

void TestWorkbench::cleanup() {
    m_page.reset();
}

void TestWorkbench::replayOfTen_data() {
    QTest::addColumn<int>("concurrency");
    QTest::newRow("one after another") << 1;
    QTest::newRow("three at a time") << 3;
}

void TestWorkbench::replayOfTen() {
    QFETCH(int, concurrency);
    m_page->generateKey(TokenFormat::Business);
    const QString key = m_page->request().key;
    QVERIFY(key.startsWith(QStringLiteral("WB_")));

    QSignalSpy finished(m_page.get(), &WorkbenchPage::replayFinished);
    m_page->startReplay(10, concurrency);
    QVERIFY(finished.wait(kWaitMs));
    const ReplayResult result = finished.takeFirst().at(0).value<ReplayResult>();
    QVERIFY2(result.verdict.pass, qPrintable(result.verdict.reason));
    QCOMPARE(result.responses.size(), 10);
    QCOMPARE(result.upstreamExecutions, std::optional<qint64>(1));
    QCOMPARE(m_upstream->executions(key), 1);
    QVERIFY2(m_page->verdictText().startsWith(QStringLiteral("PASS: 1 execution, ")),
             qPrintable(m_page->verdictText()));
    if (concurrency == 1)
        QVERIFY2(m_page->verdictText().contains(QStringLiteral("1 execution, 9 replays, 0 errors")),
                 qPrintable(m_page->verdictText()));
    // The table shows every answer: the first executed, the rest replayed or refused (409).
    auto* table = m_page->findChild<QTableWidget*>(QStringLiteral("replayTable"));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 10);
    int replayedRows = 0;
    for (int row = 0; row < 10; ++row)
        replayedRows += table->item(row, 1)->text() == QLatin1String("yes") ? 1 : 0;
    const ReplayTally tally = tallyResponses(result.responses);
    QCOMPARE(replayedRows, tally.replayed);
    QCOMPARE(tally.executed, 1);
}

void TestWorkbench::sendShowsReplayedHeader() {
    m_page->generateKey(TokenFormat::Uuid);
    QSignalSpy sent(m_page.get(), &WorkbenchPage::sent);
    m_page->send();
    QVERIFY(sent.wait(kWaitMs));
    QCOMPARE(sent.takeFirst().at(0).value<Response>().status, 201);
    m_page->send();
    QVERIFY(sent.wait(kWaitMs));
    const Response second = sent.takeFirst().at(0).value<Response>();
    QVERIFY(second.replayed);
    auto* status = m_page->findChild<QLabel*>(QStringLiteral("responseStatus"));
    QVERIFY(status->text().contains(QStringLiteral("Idempotent-Replayed")));
    auto* headers = m_page->findChild<QTableWidget*>(QStringLiteral("responseHeaders"));
    bool marked = false;
    for (int row = 0; row < headers->rowCount(); ++row) {
        if (headers->item(row, 0)->text() == QLatin1String("Idempotent-Replayed"))
            marked = headers->item(row, 0)->font().bold();
    }
    QVERIFY(marked);
    // The body is pretty-printed JSON from the upstream.
    auto* body = m_page->findChild<QPlainTextEdit*>(QStringLiteral("responseBody"));
    QVERIFY(body->toPlainText().contains(QStringLiteral("\"execution\": 1")));
}

void TestWorkbench::variations_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("secondStatus");
    QTest::newRow("changed body -> 422") << QStringLiteral("changed-body") << 422;
    QTest::newRow("no key -> 400") << QStringLiteral("no-key") << 400;
    QTest::newRow("two at once -> 409") << QStringLiteral("concurrent") << 409;
    QTest::newRow("other scope -> separate execution") << QStringLiteral("other-scope") << 201;
}

void TestWorkbench::variations() {
    QFETCH(QString, kind);
    QFETCH(int, secondStatus);
    for (QCheckBox* check : m_page->findChildren<QCheckBox*>())
        check->setChecked(check->property("variation").toString() == kind);
    QSignalSpy finished(m_page.get(), &WorkbenchPage::variationsFinished);
    m_page->startVariations(Profile::IetfDraft);
    QVERIFY(finished.wait(kWaitMs));
    const auto results = finished.takeFirst().at(0).value<QList<VariationResult>>();
    QCOMPARE(results.size(), 1);
    const VariationResult& r = results.first();
    QVERIFY2(r.pass, qPrintable(r.reason));
    bool seen = false;
    for (const Response& response : r.responses)
        seen = seen || response.status == secondStatus;
    QVERIFY2(seen, qPrintable(r.reason));
    auto* table = m_page->findChild<QTableWidget*>(QStringLiteral("variationTable"));
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(table->item(0, 2)->text(), QStringLiteral("pass"));
    if (r.kind == VariationKind::ChangedBody) {
        // Kept for a "compare with the stored request" view.
        QCOMPARE(r.originalBody, m_page->request().body);
        QVERIFY(!r.mismatchBody.isEmpty());
        QVERIFY(r.mismatchBody != r.originalBody);
        QCOMPARE(r.executions, std::optional<qint64>(1));
        // A double-click on the row compares the two: a different fingerprint (422), and the
        // changed line of the body.
        emit table->cellDoubleClicked(0, 0); // the page is not shown: the table's signal
        auto* dialog = m_page->findChild<idem::ui::RequestCompareDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->comparison().fingerprintKnown);
        QVERIFY(!dialog->comparison().sameFingerprint);
        QVERIFY(!dialog->comparison().sameText);
        QVERIFY(!dialog->comparison().methodDiffers && !dialog->comparison().pathDiffers);
        dialog->close();
    } else {
        QVERIFY(!m_page->compareVariation(0)); // nothing to compare
    }
    if (r.kind == VariationKind::OtherScope)
        QCOMPARE(m_upstream->executions(r.key), 2);
    // Against the Stripe-like profile the same gateway does not conform on a mismatch (400
    // expected) nor on a missing key (2xx expected).
    if (r.kind == VariationKind::ChangedBody || r.kind == VariationKind::NoKey) {
        m_page->startVariations(Profile::StripeLike);
        QVERIFY(finished.wait(kWaitMs));
        const auto stripe = finished.takeFirst().at(0).value<QList<VariationResult>>();
        QCOMPARE(stripe.size(), 1);
        QVERIFY(!stripe.first().pass);
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("fail"));
    }
}

void TestWorkbench::issuedKey() {
    QSignalSpy issued(m_page.get(), &WorkbenchPage::keyIssued);
    m_page->issueKey();
    QVERIFY(issued.wait(kWaitMs));
    const QString key = issued.takeFirst().at(0).toString();
    QCOMPARE(key.size(), 32);
    QCOMPARE(m_page->request().key, key);
}

void TestWorkbench::curlRoundTripInComposer() {
    const QString command = QStringLiteral(
        "curl -X POST '%1' -H 'Idempotency-Key: curl-key-1' -H 'Content-Type: application/json' "
        "\\\n  --data-raw '{\"amount\": 7}'")
                                .arg(gatewayUrl(QStringLiteral("/orders")).toString());
    QVERIFY(m_page->importCurlCommand(command));
    QCOMPARE(m_page->request().key, QStringLiteral("curl-key-1"));
    QCOMPARE(m_page->request().body, QByteArray("{\"amount\": 7}"));
    const CurlImport back = importCurl(m_page->curlCommand());
    QVERIFY2(back.ok(), qPrintable(back.error));
    QCOMPARE(back.spec.toJson(), m_page->request().toJson());
    QVERIFY(!m_page->importCurlCommand(QStringLiteral("curl --proxy x http://h")));
    QVERIFY(m_page->statusText().contains(QStringLiteral("--proxy")));
}

void TestWorkbench::openRecordComposes() {
    TokenRecord record;
    record.key = QStringLiteral("PAY_1_abcdefghijkl");
    record.method = QStringLiteral("PATCH");
    record.path = QStringLiteral("/orders/7?x=1");
    m_page->openRecord(record);
    const RequestSpec spec = m_page->request();
    QCOMPARE(spec.key, record.key);
    QCOMPARE(spec.method, QByteArray("PATCH"));
    QCOMPARE(spec.url, gatewayUrl(QStringLiteral("/orders/7?x=1")));
}

void TestWorkbench::historyAndCollection() {
    m_page->generateKey(TokenFormat::Uuid);
    QSignalSpy sent(m_page.get(), &WorkbenchPage::sent);
    m_page->send();
    QVERIFY(sent.wait(kWaitMs));
    const RequestSpec composed = m_page->request();
    QCOMPARE(m_page->history().first().toJson(), composed.toJson());
    m_page->saveToCollection(QStringLiteral("create order"));
    // A new page (as after a restart) reads both back from the settings.
    WorkbenchPage again;
    QCOMPARE(again.history().first().toJson(), composed.toJson());
    QVERIFY(again.collectionNames().contains(QStringLiteral("create order")));
    QVERIFY(again.loadFromCollection(QStringLiteral("create order")));
    QCOMPARE(again.request().toJson(), composed.toJson());
}

namespace {

/// The console's settings file as bytes, the way anything reading the user's folder sees it.
QByteArray settingsFileBytes() {
    QSettings settings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"));
    settings.sync();
    QFile file(settings.fileName());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

// Issue 15, case 11: the history and the collection wrote every Authorization header (also the
// one `curl -u` makes) and URLs with user:password to the settings file in clear.
void TestWorkbench::credentialsNeverReachTheSettingsFile() {
    const QList<QByteArray> secrets{"tok-s3cret",  "cookie-s3cret",
                                    "url-s3cret",  "query-s3cret",
                                    "curl-s3cret", QByteArray("alice:curl-s3cret").toBase64()};
    QUrl url = gatewayUrl(QStringLiteral("/orders"));
    url.setUserInfo(QStringLiteral("wbuser:url-s3cret"));
    url.setQuery(QStringLiteral("api_key=query-s3cret&page=2"));
    RequestSpec spec = m_page->request();
    spec.url = url;
    spec.setHeader("Authorization", "Bearer tok-s3cret");
    spec.setHeader("Cookie", "session=cookie-s3cret");
    spec.key = QStringLiteral("wb-secret-1");
    m_page->setRequest(spec);
    QSignalSpy sent(m_page.get(), &WorkbenchPage::sent);
    m_page->send();
    QVERIFY(sent.wait(kWaitMs));
    QCOMPARE(sent.takeFirst().at(0).value<Response>().status, 201);
    m_page->saveToCollection(QStringLiteral("with credentials"));

    // curl -u becomes an Authorization header: Basic base64(alice:curl-s3cret).
    QVERIFY(m_page->importCurlCommand(
        QStringLiteral("curl -u alice:curl-s3cret -H 'Idempotency-Key: wb-secret-2' "
                       "-H 'Content-Type: application/json' --data-raw '{\"amount\": 3}' '%1'")
            .arg(gatewayUrl(QStringLiteral("/orders")).toString())));
    QVERIFY(m_page->request().header("Authorization").startsWith("Basic "));
    m_page->send();
    QVERIFY(sent.wait(kWaitMs));
    QCOMPARE(sent.takeFirst().at(0).value<Response>().status, 201);

    // The file on disk, read raw: no credential, whatever its encoding.
    const QByteArray onDisk = settingsFileBytes();
    QVERIFY(onDisk.contains("workbench"));
    for (const QByteArray& secret : secrets)
        QVERIFY2(!onDisk.contains(secret), secret.constData());
    // This session's history still has them (memory only): a click brings the request back.
    QCOMPARE(m_page->history().first().header("Authorization"),
             "Basic " + QByteArray("alice:curl-s3cret").toBase64());

    // After a restart the credentials are visibly missing, and sending refuses until they are
    // typed again.
    WorkbenchPage again;
    const RequestSpec saved = again.history().at(1);
    QCOMPARE(saved.header("Authorization"), RequestSpec::notSavedValue());
    QCOMPARE(saved.header("Cookie"), RequestSpec::notSavedValue());
    QCOMPARE(saved.url.password(), QString());
    QCOMPARE(saved.url.userName(), QStringLiteral("wbuser"));
    QVERIFY(saved.url.query().contains(QStringLiteral("page=2")));
    QVERIFY(!saved.problem().isEmpty());
    QVERIFY(again.loadFromCollection(QStringLiteral("with credentials")));
    QVERIFY2(again.statusText().contains(QStringLiteral("Authorization")),
             qPrintable(again.statusText()));
    QSignalSpy refused(&again, &WorkbenchPage::sent);
    again.send();
    QVERIFY2(again.statusText().contains(QStringLiteral("type the header Authorization")),
             qPrintable(again.statusText()));
    QVERIFY(refused.isEmpty()); // refused before anything was sent
    // Typed again, it goes.
    RequestSpec retyped = again.request();
    retyped.setHeader("Authorization", "Bearer tok-s3cret");
    retyped.setHeader("Cookie", "session=cookie-s3cret");
    QUrlQuery query(retyped.url);
    query.removeAllQueryItems(QStringLiteral("api_key"));
    retyped.url.setQuery(query);
    retyped.key = QStringLiteral("wb-secret-3");
    again.setRequest(retyped);
    again.send();
    QVERIFY(refused.wait(kWaitMs));
    QCOMPARE(refused.takeFirst().at(0).value<Response>().status, 201);
}

// A settings file written before credentials were left out is cleaned on the first start.
void TestWorkbench::oldSettingsAreScrubbed() {
    m_page.reset();
    {
        RequestSpec old;
        old.url = gatewayUrl(QStringLiteral("/orders"));
        old.setHeader("Authorization", "Bearer old-s3cret");
        QSettings settings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"));
        settings.setValue(QStringLiteral("workbench/history"),
                          QJsonDocument(QJsonArray{old.toJson()}).toJson(QJsonDocument::Compact));
    }
    QVERIFY(settingsFileBytes().contains("old-s3cret"));
    WorkbenchPage page;
    QCOMPARE(page.history().first().header("Authorization"), RequestSpec::notSavedValue());
    QVERIFY(!settingsFileBytes().contains("old-s3cret"));
}

void TestWorkbench::scenarioRunsToCompletion_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("requests");
    QTest::newRow("mixed") << QStringLiteral("mixed") << 120;
    QTest::newRow("duplicates") << QStringLiteral("duplicates") << 100;
}

void TestWorkbench::scenarioRunsToCompletion() {
    QFETCH(QString, kind);
    QFETCH(int, requests);
    ScenarioPage page([this] { return m_page->request(); });
    page.show();
    ScenarioOptions o;
    o.spec = m_page->request();
    o.kind = *parseScenarioKind(kind);
    o.requests = requests;
    o.concurrency = 20;
    o.statsUrl = statsUrl();
    o.duration = std::chrono::minutes(2);
    QSignalSpy finished(&page, &ScenarioPage::finished);
    QSignalSpy progressed(&page, &ScenarioPage::progressed);
    QVERIFY(page.run(o));
    QVERIFY(page.isRunning());
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY(!page.isRunning());
    const ScenarioResult r = finished.takeFirst().at(0).value<ScenarioResult>();
    QVERIFY(!r.cancelled);
    QCOMPARE(r.summary.planned, requests);
    QCOMPARE(r.summary.sent, requests);
    QCOMPARE(r.summary.answered, requests);
    QCOMPARE(r.summary.errors, 0);
    QVERIFY(r.summary.duplicatesSent > 0);
    QCOMPARE(r.summary.interceptionSource, QStringLiteral("upstream"));
    QCOMPARE(r.summary.duplicatesIntercepted, r.summary.duplicatesSent);
    // Every key ran exactly once.
    QCOMPARE(r.summary.executionsPerKey.size(), 1);
    QCOMPARE(r.summary.executionsPerKey.value(1), r.plan.keys);
    QVERIFY(r.summary.qps > 0);
    QVERIFY(r.summary.latency.p50 <= r.summary.latency.p95);
    QVERIFY(r.summary.latency.p95 <= r.summary.latency.p99);
    QVERIFY(progressed.size() >= 1);
    QCOMPARE(page.progressValue(), requests);
    QVERIFY(page.resultText().contains(QStringLiteral("Duplicates intercepted: %1 of %1")
                                           .arg(r.summary.duplicatesSent)));

    QTemporaryDir dir;
    const QString html = dir.filePath(QStringLiteral("report.html"));
    QString error;
    QVERIFY2(page.saveReport(html, &error), qPrintable(error));
    QFile report(html);
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(report.readAll());
    QCOMPARE(text.count(QStringLiteral("<svg ")), 3);
    QVERIFY(text.contains(QStringLiteral("achieved QPS")));
    QFile csv(dir.filePath(QStringLiteral("report.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll().count('\n'), requests + 1);
}

void TestWorkbench::cancelStopsScenario() {
    ScenarioPage page([this] { return m_page->request(); });
    ScenarioOptions o;
    o.spec = m_page->request();
    o.kind = ScenarioKind::Normal;
    o.requests = 100000; // far more than can run before Cancel
    o.concurrency = 4;
    o.duration = std::chrono::minutes(10);
    QSignalSpy finished(&page, &ScenarioPage::finished);
    QSignalSpy progressed(&page, &ScenarioPage::progressed);
    QVERIFY(page.run(o));
    QVERIFY(progressed.wait(kWaitMs));
    page.cancel();
    QVERIFY(finished.wait(kWaitMs));
    const ScenarioResult r = finished.takeFirst().at(0).value<ScenarioResult>();
    QVERIFY(r.cancelled);
    QVERIFY(r.summary.sent < o.requests);
    QCOMPARE(r.summary.answered, r.summary.sent); // the requests in flight were answered
    QVERIFY(page.resultText().startsWith(QStringLiteral("Cancelled.")));
    QVERIFY(!page.isRunning());
}

QTEST_MAIN(TestWorkbench)
#include "tst_workbench.moc"
