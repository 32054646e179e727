// PLACEHOLDER: to be replaced by the real suite.
#include <QTest>
class Tst_guard : public QObject {
    Q_OBJECT
};
QTEST_MAIN(Tst_guard)
#include "tst_guard.moc"
