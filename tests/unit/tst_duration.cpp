// PLACEHOLDER: to be replaced by the real suite.
#include <QTest>
class Tst_duration : public QObject {
    Q_OBJECT
};
QTEST_MAIN(Tst_duration)
#include "tst_duration.moc"
