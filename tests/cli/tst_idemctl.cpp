// PLACEHOLDER: to be replaced by the real suite.
#include <QTest>
class Tst_idemctl : public QObject {
    Q_OBJECT
};
QTEST_MAIN(Tst_idemctl)
#include "tst_idemctl.moc"
