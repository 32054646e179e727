// PLACEHOLDER: to be replaced by the real suite.
#include <QTest>
class Tst_fingerprint : public QObject {
    Q_OBJECT
};
QTEST_MAIN(Tst_fingerprint)
#include "tst_fingerprint.moc"
