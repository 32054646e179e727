// PLACEHOLDER: to be replaced by the real suite.
#include <QTest>
class Tst_storecontract : public QObject {
    Q_OBJECT
};
QTEST_MAIN(Tst_storecontract)
#include "tst_storecontract.moc"
