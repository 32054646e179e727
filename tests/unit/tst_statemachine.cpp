// PLACEHOLDER: to be replaced by the real suite.
#include <QTest>
class Tst_statemachine : public QObject {
    Q_OBJECT
};
QTEST_MAIN(Tst_statemachine)
#include "tst_statemachine.moc"
