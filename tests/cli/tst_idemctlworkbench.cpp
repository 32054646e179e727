// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// idemctl replay and idemctl scenario end to end (issue 7): real idemgate and demo-upstream
// processes on 127.0.0.1 (a SQLite store in a temporary folder), idemctl run as a process;
// exit codes, the verdict, the JSON output, the report and the samples.
#include "gateway/gatewaytest.h"
#include "support/ownredis.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using idem::test::TestClient;

namespace {

/// A child process of the suite's own (idemgate or its demo upstream), killed with this object.
class Child {
public:
    explicit Child(const QStringList& args) {
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start(QStringLiteral(IDEMGATE_PATH), args);
    }
    ~Child() {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    /// Waits (event loop running) until `path` on `port` answers 200.
    static bool answers(quint16 port, const QByteArray& path) {
        TestClient probe(port, 1);
        return QTest::qWaitFor([&] { return probe.send("GET", path, {}, {}, 1000).status == 200; },
                               15000);
    }

private:
    QProcess m_process;
};

struct Run {
    int code = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

Run idemctl(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(IDEMCTL_PATH), args);
    Run r;
    if (!p.waitForStarted(30000))
        return r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace

class Tst_IdemctlWorkbench : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void replay_data();
    void replay();
    void scenario_data();
    void scenario();
    void scenarioWritesReport();

private:
    QString url(quint16 port, const char* path) const {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(port).arg(QLatin1String(path));
    }
    QStringList target(const char* to) const {
        const bool direct = qstrcmp(to, "upstream") == 0;
        const bool closed = qstrcmp(to, "closed") == 0;
        return {QStringLiteral("--url"),
                closed   ? url(m_closedPort, "/orders")
                : direct ? url(m_upstreamPort, "/orders")
                         : url(m_gatewayPort, "/orders"),
                QStringLiteral("--stats-url"),
                closed ? url(m_closedPort, "/orders/stats") : url(m_upstreamPort, "/orders/stats"),
                QStringLiteral("-H"), QStringLiteral("Content-Type: application/json"),
                QStringLiteral("--data"), QStringLiteral("{\"amount\":42}")};
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Child> m_upstream;
    std::unique_ptr<Child> m_gateway;
    quint16 m_upstreamPort = 0;
    quint16 m_gatewayPort = 0;
    quint16 m_closedPort = 0;
};

void Tst_IdemctlWorkbench::initTestCase() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_upstreamPort = idem::test::freePort();
    m_gatewayPort = idem::test::freePort();
    m_closedPort = idem::test::freePort(); // nothing listens there
    m_upstream = std::make_unique<Child>(QStringList{
        QStringLiteral("demo-upstream"), QStringLiteral("--listen"),
        QStringLiteral("127.0.0.1:%1").arg(m_upstreamPort), QStringLiteral("--latency"),
        QStringLiteral("100ms")});
    m_gateway = std::make_unique<Child>(QStringList{
        QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(m_gatewayPort),
        QStringLiteral("--upstream"), QStringLiteral("http://127.0.0.1:%1").arg(m_upstreamPort),
        QStringLiteral("--store"),
        QStringLiteral("sqlite://") + m_dir->filePath(QStringLiteral("gate.db")),
        QStringLiteral("--access-log"), QStringLiteral("off")});
    QVERIFY(Child::answers(m_upstreamPort, "/orders/stats"));
    QVERIFY(Child::answers(m_gatewayPort, "/healthz"));
}

void Tst_IdemctlWorkbench::cleanupTestCase() {
    m_gateway.reset();
    m_upstream.reset();
}

void Tst_IdemctlWorkbench::replay_data() {
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("summary");

    QTest::newRow("through the gateway, one after another")
        << QByteArray("gateway") << QStringList{QStringLiteral("--count"), QStringLiteral("10")}
        << 0 << QStringLiteral("1 execution, 9 replays, 0 errors");
    QTest::newRow("through the gateway, five at a time")
        << QByteArray("gateway")
        << QStringList{QStringLiteral("--count"), QStringLiteral("10"),
                       QStringLiteral("--concurrency"), QStringLiteral("5")}
        << 0 << QStringLiteral("1 execution, ");
    QTest::newRow("straight at the upstream: runs every time")
        << QByteArray("upstream") << QStringList{QStringLiteral("--count"), QStringLiteral("4")}
        << 20 << QStringLiteral("4 executions, 0 replays, 0 errors");
    QTest::newRow("a key whose work ran: zero expected")
        << QByteArray("gateway")
        << QStringList{QStringLiteral("--key"), QStringLiteral("fixed-key-1"),
                       QStringLiteral("--count"), QStringLiteral("1")}
        << 0 << QStringLiteral("1 execution");
    QTest::newRow("nobody listens") << QByteArray("closed")
                                    << QStringList{QStringLiteral("--count"), QStringLiteral("2")}
                                    << 21 << QString();
    QTest::newRow("usage: no such count")
        << QByteArray("gateway") << QStringList{QStringLiteral("--count"), QStringLiteral("0")}
        << 2 << QString();
    QTest::newRow("usage: a header without a name")
        << QByteArray("gateway") << QStringList{QStringLiteral("--header"), QStringLiteral(": v")}
        << 2 << QString();
    QTest::newRow("usage: a header name that is not a token")
        << QByteArray("gateway")
        << QStringList{QStringLiteral("--header"), QStringLiteral("Bad Name: v")} << 2 << QString();
    QTest::newRow("usage: a control character in a header value")
        << QByteArray("gateway")
        << QStringList{QStringLiteral("--header"), QStringLiteral("X-A: b\x01")} << 2 << QString();
    QTest::newRow("usage: curl and url together")
        << QByteArray("gateway")
        << QStringList{QStringLiteral("--curl"), QStringLiteral("curl http://127.0.0.1:1/")} << 2
        << QString();
}

void Tst_IdemctlWorkbench::replay() {
    QFETCH(QByteArray, to);
    QFETCH(QStringList, extra);
    QFETCH(int, code);
    QFETCH(QString, summary);
    const Run r = idemctl(QStringList{QStringLiteral("replay"), QStringLiteral("--json")} +
                          target(to.constData()) + extra);
    QVERIFY2(r.code == code, r.err.constData());
    if (code == 2) {
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.json().isEmpty());
        QVERIFY(QJsonDocument::fromJson(r.err).object().contains(QStringLiteral("error")));
        return;
    }
    const QJsonObject verdict = r.json().value(QStringLiteral("verdict")).toObject();
    QCOMPARE(verdict.value(QStringLiteral("pass")).toBool(), code == 0);
    if (!summary.isEmpty())
        QVERIFY2(verdict.value(QStringLiteral("summary")).toString().startsWith(summary),
                 qPrintable(verdict.value(QStringLiteral("summary")).toString()));
    if (code == 0)
        QCOMPARE(verdict.value(QStringLiteral("source")).toString(), QStringLiteral("upstream"));
    if (code == 20)
        QVERIFY(!verdict.value(QStringLiteral("reason")).toString().isEmpty());

    if (QTest::currentDataTag() == QByteArrayLiteral("a key whose work ran: zero expected")) {
        // The same key again: its work ran before, so 0 executions are expected and found.
        const Run again = idemctl(QStringList{QStringLiteral("replay"), QStringLiteral("--json")} +
                                  target(to.constData()) +
                                  QStringList{QStringLiteral("--key"), QStringLiteral("fixed-key-1"),
                                              QStringLiteral("--count"), QStringLiteral("3"),
                                              QStringLiteral("--expect-executions"),
                                              QStringLiteral("0")});
        QVERIFY2(again.code == 0, again.err.constData());
        QCOMPARE(again.json()
                     .value(QStringLiteral("verdict"))
                     .toObject()
                     .value(QStringLiteral("summary"))
                     .toString(),
                 QStringLiteral("0 executions, 3 replays, 0 errors"));
        // And expecting one fails with its own exit code (text output this time).
        const Run wrong = idemctl(QStringList{QStringLiteral("replay")} + target(to.constData()) +
                                  QStringList{QStringLiteral("--key"), QStringLiteral("fixed-key-1"),
                                              QStringLiteral("--count"), QStringLiteral("2")});
        QCOMPARE(wrong.code, 20);
        QVERIFY2(wrong.out.contains("FAIL: 0 executions, 2 replays, 0 errors."), wrong.out.constData());
    }
}

void Tst_IdemctlWorkbench::scenario_data() {
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("code");
    QTest::newRow("normal") << QByteArray("gateway") << QStringLiteral("normal") << 0;
    QTest::newRow("duplicates") << QByteArray("gateway") << QStringLiteral("duplicates") << 0;
    QTest::newRow("mixed") << QByteArray("gateway") << QStringLiteral("mixed") << 0;
    QTest::newRow("burst") << QByteArray("gateway") << QStringLiteral("burst") << 0;
    QTest::newRow("duplicates without the gateway execute")
        << QByteArray("upstream") << QStringLiteral("duplicates") << 20;
}

void Tst_IdemctlWorkbench::scenario() {
    QFETCH(QByteArray, to);
    QFETCH(QString, kind);
    QFETCH(int, code);
    const Run r = idemctl(QStringList{QStringLiteral("scenario"), QStringLiteral("--json"),
                                      QStringLiteral("--kind"), kind, QStringLiteral("--requests"),
                                      QStringLiteral("200"), QStringLiteral("--concurrency"),
                                      QStringLiteral("10")} +
                          target(to.constData()));
    QVERIFY2(r.code == code, r.err.constData());
    const QJsonObject j = r.json();
    QCOMPARE(j.value(QStringLiteral("kind")).toString(), kind);
    QCOMPARE(j.value(QStringLiteral("pass")).toBool(), code == 0);
    QCOMPARE(j.value(QStringLiteral("planned")).toInt(), 200);
    QCOMPARE(j.value(QStringLiteral("answered")).toInt(), 200);
    QCOMPARE(j.value(QStringLiteral("interception_source")).toString(), QStringLiteral("upstream"));
    QVERIFY(j.value(QStringLiteral("qps")).toDouble() > 0);
    const QJsonObject latency = j.value(QStringLiteral("latency_ms")).toObject();
    QVERIFY(latency.value(QStringLiteral("p50")).toDouble() <=
            latency.value(QStringLiteral("p99")).toDouble());
    const int duplicates = j.value(QStringLiteral("duplicates_sent")).toInt();
    if (kind == QLatin1String("normal"))
        QCOMPARE(duplicates, 0);
    else
        QVERIFY(duplicates > 0);
    if (kind == QLatin1String("burst"))
        QCOMPARE(j.value(QStringLiteral("concurrency")).toInt(), 100);
    if (code == 0) {
        QCOMPARE(j.value(QStringLiteral("errors")).toInt(), 0);
        QCOMPARE(j.value(QStringLiteral("duplicates_intercepted")).toInt(), duplicates);
        // Every key ran exactly once.
        const QJsonObject perKey = j.value(QStringLiteral("executions_per_key")).toObject();
        QCOMPARE(perKey.keys(), QStringList{QStringLiteral("1")});
        QCOMPARE(perKey.value(QStringLiteral("1")).toInt(), j.value(QStringLiteral("keys")).toInt());
    } else {
        QCOMPARE(j.value(QStringLiteral("duplicates_intercepted")).toInt(), 0);
        QVERIFY(!j.value(QStringLiteral("failures")).toArray().isEmpty());
    }
}

void Tst_IdemctlWorkbench::scenarioWritesReport() {
    const QString html = m_dir->filePath(QStringLiteral("report.html"));
    const QString csv = m_dir->filePath(QStringLiteral("samples.csv"));
    const Run r = idemctl(QStringList{QStringLiteral("scenario"), QStringLiteral("--kind"),
                                      QStringLiteral("mixed"), QStringLiteral("--requests"),
                                      QStringLiteral("100"), QStringLiteral("--report"), html,
                                      QStringLiteral("--samples"), csv} +
                          target("gateway"));
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY(r.out.contains("interception"));
    QVERIFY(r.out.trimmed().endsWith("PASS"));
    QFile report(html);
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QByteArray text = report.readAll();
    QCOMPARE(text.count("<svg "), 3);
    QFile samples(csv);
    QVERIFY(samples.open(QIODevice::ReadOnly));
    QCOMPARE(samples.readAll().count('\n'), 101);
    // A bad --kind is a usage error and writes nothing.
    const Run bad = idemctl(QStringList{QStringLiteral("scenario"), QStringLiteral("--kind"),
                                        QStringLiteral("storm")} +
                            target("gateway"));
    QCOMPARE(bad.code, 2);
    QVERIFY(bad.err.contains("--kind"));
}

QTEST_MAIN(Tst_IdemctlWorkbench)
#include "tst_idemctlworkbench.moc"
