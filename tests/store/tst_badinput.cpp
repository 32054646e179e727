// PLACEHOLDER: to be replaced by the real suite.
#include <QTest>
class Tst_badinput : public QObject {
    Q_OBJECT
};
QTEST_MAIN(Tst_badinput)
#include "tst_badinput.moc"
