// PLACEHOLDER: to be replaced by the real suite.
#include <QTest>
class Tst_generator : public QObject {
    Q_OBJECT
};
QTEST_MAIN(Tst_generator)
#include "tst_generator.moc"
