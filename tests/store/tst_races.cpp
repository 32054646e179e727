// PLACEHOLDER: to be replaced by the real suite.
#include <QTest>
class Tst_races : public QObject {
    Q_OBJECT
};
QTEST_MAIN(Tst_races)
#include "tst_races.moc"
