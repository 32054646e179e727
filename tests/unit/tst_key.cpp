// PLACEHOLDER: to be replaced by the real suite.
#include <QTest>
class Tst_key : public QObject {
    Q_OBJECT
};
QTEST_MAIN(Tst_key)
#include "tst_key.moc"
