// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The replay verdict and the variations' conformance judgement per profile (issue 7): pure
// logic over answers and execution counts.
#include "support/refusal.h"
#include "workbench/replay.h"
#include "workbench/variations.h"

#include <QTest>

using namespace idem::workbench;

namespace {

/// "201", "201r" (replayed), "409", "0" (transport failure).
Response answer(const QString& code) {
    Response r;
    r.replayed = code.endsWith(QLatin1Char('r'));
    r.status = QString(code).remove(QLatin1Char('r')).toInt();
    if (r.status == 0)
        r.error = QStringLiteral("No connection: refused");
    return r;
}

QList<Response> answers(const QString& codes) {
    QList<Response> out;
    for (const QString& c : codes.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out << answer(c);
    return out;
}

} // namespace

class Tst_Verdicts : public QObject {
    Q_OBJECT

private slots:
    void replay_data();
    void replay();
    void variation_data();
    void variation();
    void changedBody_data();
    void changedBody();
    void executionCounts_data();
    void executionCounts();
};

void Tst_Verdicts::replay_data() {
    QTest::addColumn<QString>("codes");
    QTest::addColumn<int>("upstream"); // -1: not reported
    QTest::addColumn<int>("expected");
    QTest::addColumn<QString>("statsError");
    QTest::addColumn<bool>("pass");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<QString>("reasonMentions");

    const QString tenReplay = QStringLiteral("201 201r 201r 201r 201r 201r 201r 201r 201r 201r");
    QTest::newRow("1 execution, 9 replays")
        << tenReplay << 1 << 1 << QString() << true
        << QStringLiteral("1 execution, 9 replays, 0 errors") << QString();
    QTest::newRow("without stats, from the answers")
        << tenReplay << -1 << 1 << QString() << true
        << QStringLiteral("1 execution, 9 replays, 0 errors") << QString();
    QTest::newRow("409s while the first ran are fine")
        << QStringLiteral("201 409 409 201r") << 1 << 1 << QString() << true
        << QStringLiteral("1 execution, 1 replay, 2 in flight (409), 0 errors") << QString();
    QTest::newRow("upstream ran twice")
        << tenReplay << 2 << 1 << QString() << false
        << QStringLiteral("2 executions, 9 replays, 0 errors")
        << QStringLiteral("upstream counted 2 executions, 1 expected");
    QTest::newRow("no replay marker: executed each time")
        << QStringLiteral("201 201 201") << -1 << 1 << QString() << false
        << QStringLiteral("3 executions, 0 replays, 0 errors") << QStringLiteral("answers show");
    QTest::newRow("answers disagree with the upstream")
        << QStringLiteral("201 201 201r") << 1 << 1 << QString() << false
        << QStringLiteral("1 execution, 1 replay, 0 errors") << QStringLiteral("not marked");
    QTest::newRow("errors fail")
        << QStringLiteral("201 201r 503 0") << 1 << 1 << QString() << false
        << QStringLiteral("1 execution, 1 replay, 2 errors") << QStringLiteral("HTTP 503");
    QTest::newRow("mismatch is an error")
        << QStringLiteral("201 422") << 1 << 1 << QString() << false
        << QStringLiteral("1 execution, 0 replays, 1 error") << QStringLiteral("HTTP 422");
    QTest::newRow("stats unreadable")
        << tenReplay << -1 << 1 << QStringLiteral("The stats URL answered 404.") << false
        << QStringLiteral("1 execution, 9 replays, 0 errors") << QStringLiteral("404");
    QTest::newRow("a used key expects no execution")
        << QStringLiteral("201r 201r") << 0 << 0 << QString() << true
        << QStringLiteral("0 executions, 2 replays, 0 errors") << QString();
    QTest::newRow("nothing answered") << QString() << -1 << 1 << QString() << false
                                      << QStringLiteral("0 executions, 0 replays, 0 errors")
                                      << QStringLiteral("no request");
}

void Tst_Verdicts::replay() {
    QFETCH(QString, codes);
    QFETCH(int, upstream);
    QFETCH(int, expected);
    QFETCH(QString, statsError);
    QFETCH(bool, pass);
    QFETCH(QString, summary);
    QFETCH(QString, reasonMentions);
    const Verdict v = judgeReplay(answers(codes),
                                  upstream < 0 ? std::nullopt : std::optional<qint64>(upstream),
                                  expected, statsError);
    QCOMPARE(v.pass, pass);
    QCOMPARE(v.summary, summary);
    QCOMPARE(v.reason.isEmpty(), pass);
    if (!reasonMentions.isEmpty())
        QVERIFY2(v.reason.contains(reasonMentions, Qt::CaseInsensitive), qPrintable(v.reason));
}

void Tst_Verdicts::variation_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("codes");
    QTest::addColumn<int>("executions"); // -1: not reported
    QTest::addColumn<bool>("pass");
    QTest::addColumn<QString>("reasonMentions");

    QTest::newRow("ietf mismatch 422") << QStringLiteral("changed-body") << QStringLiteral("ietf") << QStringLiteral("201 422") << 1 << true << QStringLiteral("422");
    QTest::newRow("ietf mismatch replayed") << QStringLiteral("changed-body") << QStringLiteral("ietf") << QStringLiteral("201 201r") << 1 << false
                                            << QStringLiteral("replayed");
    QTest::newRow("ietf mismatch executed") << QStringLiteral("changed-body") << QStringLiteral("ietf") << QStringLiteral("201 201") << 2 << false
                                            << QStringLiteral("executed");
    QTest::newRow("stripe mismatch wants 400") << QStringLiteral("changed-body") << QStringLiteral("stripe") << QStringLiteral("201 422") << 1
                                               << false << QStringLiteral("not 400");
    QTest::newRow("stripe mismatch 400") << QStringLiteral("changed-body") << QStringLiteral("stripe") << QStringLiteral("200 400") << -1 << true
                                         << QStringLiteral("400");
    QTest::newRow("ietf no key 400") << QStringLiteral("no-key") << QStringLiteral("ietf") << QStringLiteral("400") << -1 << true << QStringLiteral("400");
    QTest::newRow("ietf no key runs") << QStringLiteral("no-key") << QStringLiteral("ietf") << QStringLiteral("201") << -1 << false
                                      << QStringLiteral("without a key");
    QTest::newRow("stripe no key runs") << QStringLiteral("no-key") << QStringLiteral("stripe") << QStringLiteral("200") << -1 << true << QStringLiteral("200");
    QTest::newRow("stripe no key 400") << QStringLiteral("no-key") << QStringLiteral("stripe") << QStringLiteral("400") << -1 << false << QStringLiteral("2xx");
    QTest::newRow("concurrent 201+409") << QStringLiteral("concurrent") << QStringLiteral("ietf") << QStringLiteral("201 409") << 1 << true << QStringLiteral("409");
    QTest::newRow("concurrent order free") << QStringLiteral("concurrent") << QStringLiteral("stripe") << QStringLiteral("409 200") << 1 << true
                                           << QStringLiteral("409");
    QTest::newRow("concurrent both ran") << QStringLiteral("concurrent") << QStringLiteral("ietf") << QStringLiteral("201 201") << 2 << false
                                         << QStringLiteral("both");
    QTest::newRow("concurrent not overlapping") << QStringLiteral("concurrent") << QStringLiteral("ietf") << QStringLiteral("201 201r") << 1
                                                << false << QStringLiteral("slow enough");
    QTest::newRow("concurrent, upstream ran twice") << QStringLiteral("concurrent") << QStringLiteral("ietf") << QStringLiteral("201 409") << 2
                                                    << false << QStringLiteral("counted 2");
    QTest::newRow("other scope separate") << QStringLiteral("other-scope") << QStringLiteral("ietf") << QStringLiteral("201 201") << 2 << true
                                          << QStringLiteral("201");
    QTest::newRow("other scope leaked") << QStringLiteral("other-scope") << QStringLiteral("ietf") << QStringLiteral("201 201r") << 1 << false
                                        << QStringLiteral("other scope got the first");
    QTest::newRow("other scope refused") << QStringLiteral("other-scope") << QStringLiteral("stripe") << QStringLiteral("200 401") << 1 << false
                                         << QStringLiteral("credentials");
    QTest::newRow("other scope counted once") << QStringLiteral("other-scope") << QStringLiteral("ietf") << QStringLiteral("201 201") << 1 << false
                                              << QStringLiteral("counted 1");
}

void Tst_Verdicts::variation() {
    QFETCH(QString, kind);
    QFETCH(QString, profile);
    QFETCH(QString, codes);
    QFETCH(int, executions);
    QFETCH(bool, pass);
    QFETCH(QString, reasonMentions);
    VariationResult r;
    r.kind = *parseVariation(kind);
    r.profile = *parseProfile(profile);
    r.responses = answers(codes);
    if (executions >= 0)
        r.executions = executions;
    judgeVariation(r);
    QCOMPARE(r.pass, pass);
    QVERIFY(!r.expected.isEmpty());
    QVERIFY2(r.reason.contains(reasonMentions, Qt::CaseInsensitive), qPrintable(r.reason));
}

void Tst_Verdicts::changedBody_data() {
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("json object") << QByteArray("{\"amount\":42}")
                                 << QByteArray("{\"amount\":42,\"workbenchVariation\":\"changed\"}");
    QTest::newRow("already changed")
        << QByteArray("{\"workbenchVariation\":\"changed\"}")
        << QByteArray("{\"workbenchVariation\":\"changed again\"}");
    QTest::newRow("form") << QByteArray("a=1") << QByteArray("a=1&workbenchVariation=changed");
    QTest::newRow("json array is text") << QByteArray("[1]")
                                        << QByteArray("[1]&workbenchVariation=changed");
    QTest::newRow("empty") << QByteArray() << QByteArray("changed");
}

void Tst_Verdicts::changedBody() {
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, expected);
    QCOMPARE(idem::workbench::changedBody(body), expected);
}

void Tst_Verdicts::executionCounts_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<qint64>("k1");
    QTest::addColumn<qint64>("total");
    QTest::newRow("demo upstream")
        << QByteArray("{\"executions\":{\"k1\":1,\"k2\":3},\"total\":4,\"failed\":0,\"keys\":2}")
        << true << qint64(1) << qint64(4);
    QTest::newRow("no total") << QByteArray("{\"executions\":{\"k1\":2}}") << true << qint64(2)
                              << qint64(2);
    QTest::newRow("not json") << QByteArray("<html>") << false << qint64(0) << qint64(0);
    QTest::newRow("no executions") << QByteArray("{\"total\":1}") << false << qint64(0)
                                   << qint64(0);
    QTest::newRow("count not a number") << QByteArray("{\"executions\":{\"k1\":\"x\"}}") << false
                                        << qint64(0) << qint64(0);
}

void Tst_Verdicts::executionCounts() {
    QFETCH(QByteArray, json);
    QFETCH(bool, ok);
    QFETCH(qint64, k1);
    QFETCH(qint64, total);
    ExecutionCounts counts;
    const QString error = idem::test::refusal([&] { counts = parseExecutionCounts(json); });
    QCOMPARE(error.isEmpty(), ok);
    if (ok) {
        QCOMPARE(counts.perKey.value(QStringLiteral("k1")), k1);
        QCOMPARE(counts.total, total);
    }
}

QTEST_MAIN(Tst_Verdicts)
#include "tst_verdicts.moc"
