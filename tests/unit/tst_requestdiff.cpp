// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The mismatch comparison of the token details pane: line diffs and what a comparison with a
// stored record says (core/token/requestdiff.h).
#include "token/fingerprint.h"
#include "token/requestdiff.h"

#include <QTest>

using idem::DiffLine;

namespace {

/// A diff as one string per line: " text", "-text", "+text".
QStringList render(const QList<DiffLine>& lines) {
    QStringList out;
    for (const DiffLine& l : lines) {
        const QChar mark = l.kind == DiffLine::Kind::Same      ? u' '
                           : l.kind == DiffLine::Kind::Removed ? u'-'
                                                               : u'+';
        out << mark + l.text;
    }
    return out;
}

idem::TokenRecord storedRecord(const QString& method, const QString& path, const QByteArray& body) {
    idem::TokenRecord r;
    r.key = QStringLiteral("k1");
    const auto identity = idem::RequestIdentity::of(method, path, body);
    r.method = identity.method;
    r.path = identity.path;
    r.fingerprint = identity.fingerprint;
    r.bodySample = identity.bodySample;
    return r;
}

} // namespace

class TestRequestDiff : public QObject {
    Q_OBJECT
private slots:
    void diff_data();
    void diff();
    void lineNumbers();
    void boundedDiff();
    void compare_data();
    void compare();
    void truncatedSample();
    void unusedToken();
};

void TestRequestDiff::diff_data() {
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QStringList>("after");
    QTest::addColumn<QStringList>("expected");
    const auto L = [](const char* s) {
        return QString::fromLatin1(s).split(u',', Qt::SkipEmptyParts);
    };
    QTest::newRow("equal") << L("a,b,c") << L("a,b,c") << L(" a, b, c");
    QTest::newRow("both empty") << L("") << L("") << L("");
    QTest::newRow("all added") << L("") << L("a,b") << L("+a,+b");
    QTest::newRow("all removed") << L("a,b") << L("") << L("-a,-b");
    QTest::newRow("one changed in the middle") << L("a,b,c") << L("a,x,c") << L(" a,-b,+x, c");
    QTest::newRow("inserted") << L("a,c") << L("a,b,c") << L(" a,+b, c");
    QTest::newRow("deleted") << L("a,b,c") << L("a,c") << L(" a,-b, c");
    QTest::newRow("changed head and tail") << L("x,b,y") << L("p,b,q")
                                           << L("-x,+p, b,-y,+q");
    QTest::newRow("moved line") << L("a,b,c,d") << L("b,c,d,a") << L("-a, b, c, d,+a");
    QTest::newRow("repeated lines") << L("a,a,b") << L("a,b,b") << L(" a,-a,+b, b");
}

void TestRequestDiff::diff() {
    QFETCH(QStringList, before);
    QFETCH(QStringList, after);
    QFETCH(QStringList, expected);
    bool exact = false;
    const QList<DiffLine> lines = idem::diffLines(before, after, &exact);
    QCOMPARE(render(lines), expected);
    QVERIFY(exact);
    // The diff replays: its Same+Removed lines are `before`, its Same+Added lines `after`.
    QStringList old;
    QStringList neu;
    for (const DiffLine& l : lines) {
        if (l.kind != DiffLine::Kind::Added)
            old << l.text;
        if (l.kind != DiffLine::Kind::Removed)
            neu << l.text;
    }
    QCOMPARE(old, before);
    QCOMPARE(neu, after);
}

void TestRequestDiff::lineNumbers() {
    const QList<DiffLine> lines = idem::diffLines({QStringLiteral("a"), QStringLiteral("b")},
                                                  {QStringLiteral("a"), QStringLiteral("c")});
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], (DiffLine{DiffLine::Kind::Same, QStringLiteral("a"), 1, 1}));
    QCOMPARE(lines[1], (DiffLine{DiffLine::Kind::Removed, QStringLiteral("b"), 2, 0}));
    QCOMPARE(lines[2], (DiffLine{DiffLine::Kind::Added, QStringLiteral("c"), 0, 2}));
}

void TestRequestDiff::boundedDiff() {
    // 3,000 × 3,000 different lines is past kMaxDiffCells: one removed block, one added block,
    // said to be inexact; the common head is still found.
    QStringList before{QStringLiteral("head")};
    QStringList after{QStringLiteral("head")};
    for (int i = 0; i < 3000; ++i) {
        before << QStringLiteral("old %1").arg(i);
        after << QStringLiteral("new %1").arg(i);
    }
    bool exact = true;
    const QList<DiffLine> lines = idem::diffLines(before, after, &exact);
    QVERIFY(!exact);
    QCOMPARE(lines.size(), 1 + 3000 + 3000);
    QCOMPARE(lines.first().kind, DiffLine::Kind::Same);
    QCOMPARE(lines[1].kind, DiffLine::Kind::Removed);
    QCOMPARE(lines[3001].kind, DiffLine::Kind::Added);
}

void TestRequestDiff::compare_data() {
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("sameFingerprint");
    QTest::addColumn<bool>("methodDiffers");
    QTest::addColumn<bool>("pathDiffers");
    QTest::addColumn<bool>("asJson");
    QTest::addColumn<bool>("sameText");
    QTest::addColumn<QStringList>("changes"); // the diff's -/+ lines only

    const QString post = QStringLiteral("POST");
    const QString orders = QStringLiteral("/orders");
    QTest::newRow("the same request") << post << orders << QByteArray(R"({"amount":42,"to":"a"})")
                                      << true << false << false << true << true << QStringList();
    QTest::newRow("method in lower case hashes the same")
        << QStringLiteral("post") << orders << QByteArray(R"({"amount":42,"to":"a"})") << true
        << false << false << true << true << QStringList();
    QTest::newRow("one field changed")
        << post << orders << QByteArray(R"({"amount":43,"to":"a"})") << false << false << false
        << true << false
        << QStringList{QStringLiteral(R"(-    "amount": 42,)"),
                       QStringLiteral(R"(+    "amount": 43,)")};
    QTest::newRow("key order and spacing: no line differs, the fingerprint does")
        << post << orders << QByteArray(R"({ "to": "a", "amount": 42 })") << false << false
        << false << true << true << QStringList();
    QTest::newRow("other path, same body") << post << QStringLiteral("/refunds")
                                           << QByteArray(R"({"amount":42,"to":"a"})") << false
                                           << false << true << true << true << QStringList();
    QTest::newRow("other method") << QStringLiteral("PATCH") << orders
                                  << QByteArray(R"({"amount":42,"to":"a"})") << false << true
                                  << false << true << true << QStringList();
    QTest::newRow("not JSON: compared as text")
        << post << orders << QByteArray("amount=42&to=a") << false << false << false << false
        << false
        << QStringList{QStringLiteral(R"(-{"amount":42,"to":"a"})"),
                       QStringLiteral("+amount=42&to=a")};
}

void TestRequestDiff::compare() {
    QFETCH(QString, method);
    QFETCH(QString, path);
    QFETCH(QByteArray, body);
    const idem::TokenRecord stored = storedRecord(QStringLiteral("POST"), QStringLiteral("/orders"),
                                                  QByteArray(R"({"amount":42,"to":"a"})"));
    const idem::RequestComparison c = idem::compareWithStored(stored, method, path, body);
    QVERIFY(c.fingerprintKnown);
    QTEST(c.sameFingerprint, "sameFingerprint");
    QTEST(c.methodDiffers, "methodDiffers");
    QTEST(c.pathDiffers, "pathDiffers");
    QTEST(c.comparedAsJson, "asJson");
    QTEST(c.sameText, "sameText");
    QVERIFY(!c.sampleTruncated);
    QVERIFY(c.exactDiff);
    QStringList changes;
    for (const QString& line : render(c.lines)) {
        if (!line.startsWith(u' '))
            changes << line;
    }
    QTEST(changes, "changes");
}

void TestRequestDiff::truncatedSample() {
    // A 10,000-byte body: the record keeps 4,096 bytes. A change after them is invisible to the
    // diff but not to the fingerprint, and the comparison says the sample was cut.
    QByteArray body(10000, 'x');
    const idem::TokenRecord stored =
        storedRecord(QStringLiteral("POST"), QStringLiteral("/upload"), body);
    QCOMPARE(stored.bodySample.size(), idem::kBodySampleLimit);
    QByteArray other = body;
    other[9000] = 'y';
    const idem::RequestComparison c =
        idem::compareWithStored(stored, QStringLiteral("POST"), QStringLiteral("/upload"), other);
    QVERIFY(c.sampleTruncated);
    QVERIFY(!c.sameFingerprint);
    QVERIFY(c.sameText);
    const idem::RequestComparison same =
        idem::compareWithStored(stored, QStringLiteral("POST"), QStringLiteral("/upload"), body);
    QVERIFY(same.sameFingerprint);
}

void TestRequestDiff::unusedToken() {
    idem::TokenRecord issued;
    issued.key = QStringLiteral("k1");
    const idem::RequestComparison c = idem::compareWithStored(
        issued, QStringLiteral("POST"), QStringLiteral("/orders"), QByteArray("{}"));
    QVERIFY(!c.fingerprintKnown);
    QVERIFY(!c.sameFingerprint);
    QVERIFY(!c.methodDiffers);
    QVERIFY(!c.pathDiffers);
}

QTEST_APPLESS_MAIN(TestRequestDiff)
#include "tst_requestdiff.moc"
