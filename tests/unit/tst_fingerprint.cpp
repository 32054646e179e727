// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Request fingerprints (core/token/fingerprint.h): known answers, the framing of method, path
// and body, and the bounded body sample.
//
// The expected digests were computed independently of this code, with Python's hashlib:
//   hashlib.sha256(method.upper().encode() + b"\0" + path.encode() + b"\0" + body).hexdigest()
// and the first one cross-checked with `printf 'POST\0/orders\0{"amount":42}' | sha256sum`.
#include "base/errors.h"
#include "token/fingerprint.h"

#include <QRegularExpression>
#include <QTest>

using namespace idem;

namespace {

std::optional<ErrorKind> kindThrownBy(const QString& method, const QString& path) {
    try {
        RequestIdentity::of(method, path, QByteArrayLiteral("body"));
    } catch (const Error& e) {
        return e.kind();
    }
    return std::nullopt;
}

} // namespace

class Tst_fingerprint : public QObject {
    Q_OBJECT

private slots:
    void knownAnswers_data() {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("expected");
        QTest::newRow("POST json")
            << QStringLiteral("POST") << QStringLiteral("/orders")
            << QByteArrayLiteral("{\"amount\":42}")
            << QStringLiteral("42a4054a48df0b958111ff9126467ffbcb1b0c6f5b75863ebae8cff33b98806b");
        QTest::newRow("GET empty body")
            << QStringLiteral("GET") << QStringLiteral("/") << QByteArray()
            << QStringLiteral("19fb856f52074c83ad846d55cca99520ef8e16fc483079093cc491a6ddc3dae2");
        QTest::newRow("lower-case method hashes as upper")
            << QStringLiteral("get") << QStringLiteral("/") << QByteArray()
            << QStringLiteral("19fb856f52074c83ad846d55cca99520ef8e16fc483079093cc491a6ddc3dae2");
        QTest::newRow("binary body with NUL and 0xFF")
            << QStringLiteral("PUT") << QStringLiteral("/a/b?c=d&e=%20")
            << QByteArray("\x00\x01\x02\xff\n\r", 6)
            << QStringLiteral("907d7db7c52ad1c288cc70df985b9345a97b8c48742618db0aa826e16b58146c");
        QTest::newRow("DELETE")
            << QStringLiteral("DELETE") << QStringLiteral("/items/7") << QByteArray()
            << QStringLiteral("9803bac262c2f1c1828ba63c52a314dbbe89cd4bdb62623bdbf3ee3df8c3fb97");
        QTest::newRow("body over the sample limit is hashed whole")
            << QStringLiteral("PATCH") << QStringLiteral("/x") << QByteArray(5000, 'a')
            << QStringLiteral("2d37774b13c385ed018754072d2ac671508e6b6357bf06b9052286006837aa4e");
        QTest::newRow("POST /a b")
            << QStringLiteral("POST") << QStringLiteral("/a") << QByteArrayLiteral("b")
            << QStringLiteral("befd1f0e0678c1861ca94b939cf24baa7a4458c568b9655259384b915b3b7e36");
        QTest::newRow("POST /ab empty")
            << QStringLiteral("POST") << QStringLiteral("/ab") << QByteArray()
            << QStringLiteral("1f697288f6672f4aeb2f9df5fdbadf9fa77654e68fcaf11cc7e63e0210d8d231");
        QTest::newRow("body starting with NUL")
            << QStringLiteral("POST") << QStringLiteral("/a") << QByteArray("\0b", 2)
            << QStringLiteral("48e683309f24b4b3109f05672138ebe145d2d9e846af9cd8bb040f21a3a7a4d6");
        QTest::newRow("POS T/a b")
            << QStringLiteral("POS") << QStringLiteral("T/a") << QByteArrayLiteral("b")
            << QStringLiteral("fd7339c327b5ae571b31ceca3de4b50c41f78236652c99585a808b6f488ce27a");
    }
    void knownAnswers() {
        QFETCH(QString, method);
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        QFETCH(QString, expected);
        QCOMPARE(fingerprintOf(method, path, body), expected);
        const RequestIdentity id = RequestIdentity::of(method, path, body);
        QCOMPARE(id.fingerprint, expected);
        QCOMPARE(id.method, method.toUpper());
        QCOMPARE(id.path, path);
    }

    void shape() {
        static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{64}$"));
        const QString fp = fingerprintOf(QStringLiteral("POST"), QStringLiteral("/orders"),
                                         QByteArrayLiteral("x"));
        QVERIFY2(hex.match(fp).hasMatch(), qPrintable(fp));
        // Deterministic: the same request always gives the same fingerprint.
        QCOMPARE(fingerprintOf(QStringLiteral("POST"), QStringLiteral("/orders"),
                               QByteArrayLiteral("x")),
                 fp);
    }

    void differentRequestsDiffer_data() {
        QTest::addColumn<QString>("methodA");
        QTest::addColumn<QString>("pathA");
        QTest::addColumn<QByteArray>("bodyA");
        QTest::addColumn<QString>("methodB");
        QTest::addColumn<QString>("pathB");
        QTest::addColumn<QByteArray>("bodyB");
        const QString post = QStringLiteral("POST");
        QTest::newRow("method") << post << QStringLiteral("/o") << QByteArray("1") //
                                << QStringLiteral("PUT") << QStringLiteral("/o") << QByteArray("1");
        QTest::newRow("path") << post << QStringLiteral("/o/1") << QByteArray("1") //
                              << post << QStringLiteral("/o/2") << QByteArray("1");
        QTest::newRow("path case") << post << QStringLiteral("/A") << QByteArray() //
                                   << post << QStringLiteral("/a") << QByteArray();
        QTest::newRow("query") << post << QStringLiteral("/o?x=1") << QByteArray() //
                               << post << QStringLiteral("/o?x=2") << QByteArray();
        QTest::newRow("body") << post << QStringLiteral("/o") << QByteArray("{\"amount\":42}")
                              << post << QStringLiteral("/o") << QByteArray("{\"amount\":43}");
        QTest::newRow("body empty vs NUL") << post << QStringLiteral("/o") << QByteArray() //
                                           << post << QStringLiteral("/o") << QByteArray(1, '\0');
        QTest::newRow("trailing newline") << post << QStringLiteral("/o") << QByteArray("{}")
                                          << post << QStringLiteral("/o") << QByteArray("{}\n");
        // Moving bytes across a boundary changes the framing, never collides.
        QTest::newRow("path/body boundary") << post << QStringLiteral("/a") << QByteArray("b")
                                            << post << QStringLiteral("/ab") << QByteArray();
        QTest::newRow("method/path boundary")
            << QStringLiteral("POS") << QStringLiteral("T/a") << QByteArray("b") //
            << post << QStringLiteral("/a") << QByteArray("b");
        QTest::newRow("path vs body starting with the path")
            << post << QStringLiteral("/a") << QByteArray("/b") //
            << post << QStringLiteral("/a/b") << QByteArray();
        QTest::newRow("difference after the sample limit")
            << post << QStringLiteral("/o") << (QByteArray(kBodySampleLimit, 'x') + "1") << post
            << QStringLiteral("/o") << (QByteArray(kBodySampleLimit, 'x') + "2");
    }
    void differentRequestsDiffer() {
        QFETCH(QString, methodA);
        QFETCH(QString, pathA);
        QFETCH(QByteArray, bodyA);
        QFETCH(QString, methodB);
        QFETCH(QString, pathB);
        QFETCH(QByteArray, bodyB);
        QVERIFY(fingerprintOf(methodA, pathA, bodyA) != fingerprintOf(methodB, pathB, bodyB));
    }

    /// A NUL inside the path (or method) would let ("/a", "b") and ("/a\0b", "") frame to the
    /// same bytes, so it is refused before hashing.
    void framingCannotBeForged() {
        const QString forged = QStringLiteral("/a") + QChar(u'\0') + QStringLiteral("b");
        QCOMPARE(kindThrownBy(QStringLiteral("POST"), forged), std::optional(ErrorKind::BadInput));
        const QString forgedMethod = QStringLiteral("POST") + QChar(u'\0');
        QCOMPARE(kindThrownBy(forgedMethod, QStringLiteral("/a")),
                 std::optional(ErrorKind::BadInput));
        QVERIFY_THROWS_EXCEPTION(Error, fingerprintOf(QStringLiteral("POST"), forged, {}));
    }

    void methodIsUpperCased_data() {
        QTest::addColumn<QString>("method");
        QTest::newRow("lower") << QStringLiteral("post");
        QTest::newRow("mixed") << QStringLiteral("pOsT");
        QTest::newRow("upper") << QStringLiteral("POST");
    }
    void methodIsUpperCased() {
        QFETCH(QString, method);
        const QByteArray body("{}");
        const RequestIdentity id = RequestIdentity::of(method, QStringLiteral("/o"), body);
        QCOMPARE(id.method, QStringLiteral("POST"));
        QCOMPARE(id.fingerprint, fingerprintOf(QStringLiteral("POST"), QStringLiteral("/o"), body));
    }

    void bodySampleIsCapped_data() {
        QTest::addColumn<qsizetype>("size");
        for (qsizetype n : {qsizetype(0), qsizetype(1), kBodySampleLimit - 1, kBodySampleLimit,
                            kBodySampleLimit + 1, qsizetype(1'000'000)})
            QTest::addRow("%lld bytes", static_cast<long long>(n)) << n;
    }
    void bodySampleIsCapped() {
        QFETCH(qsizetype, size);
        QByteArray body(size, Qt::Uninitialized);
        for (qsizetype i = 0; i < size; ++i)
            body[i] = static_cast<char>(i % 251);
        const RequestIdentity id =
            RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/"), body);
        QCOMPARE(id.bodySample.size(), std::min(size, kBodySampleLimit));
        QCOMPARE(id.bodySample, body.left(kBodySampleLimit));
        // The fingerprint still covers the whole body, not just the sample.
        QCOMPARE(id.fingerprint, fingerprintOf(QStringLiteral("POST"), QStringLiteral("/"), body));
    }

    void invalidInputIsBadInput_data() {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("path");
        const QString post = QStringLiteral("POST");
        const QString root = QStringLiteral("/");
        QTest::newRow("method with space") << QStringLiteral("GET /") << root;
        QTest::newRow("method with digit") << QStringLiteral("G3T") << root;
        QTest::newRow("method with dash") << QStringLiteral("M-SEARCH") << root;
        QTest::newRow("method 17 letters") << QString(17, u'M') << root;
        QTest::newRow("method non-ASCII") << QString::fromUtf8("P\xC3\x96ST") << root;
        QTest::newRow("method newline") << QStringLiteral("POST\n") << root;
        QTest::newRow("path with space") << post << QStringLiteral("/a b");
        QTest::newRow("path with tab") << post << QStringLiteral("/a\tb");
        QTest::newRow("path with CRLF") << post << QStringLiteral("/a\r\nX-Evil: 1");
        QTest::newRow("path with DEL") << post << QStringLiteral("/a\x7F");
        QTest::newRow("path non-ASCII") << post << QString::fromUtf8("/caf\xC3\xA9");
        QTest::newRow("path 2049 chars") << post << (QStringLiteral("/") + QString(2048, u'p'));
    }
    void invalidInputIsBadInput() {
        QFETCH(QString, method);
        QFETCH(QString, path);
        QCOMPARE(kindThrownBy(method, path), std::optional(ErrorKind::BadInput));
        try {
            fingerprintOf(method, path, {});
            QFAIL("fingerprintOf accepted an invalid request");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::BadInput);
        }
    }

    void validEdges() {
        QCOMPARE(kindThrownBy(QString(16, u'M'), QStringLiteral("/")), std::nullopt);
        QCOMPARE(kindThrownBy(QStringLiteral("POST"), QStringLiteral("/") + QString(2047, u'p')),
                 std::nullopt);
    }
};

QTEST_MAIN(Tst_fingerprint)
#include "tst_fingerprint.moc"
