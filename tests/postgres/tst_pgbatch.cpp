// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// PgStore::changeMany() (group commit, issue 17) on a fresh table per test, plain and
// partitioned layouts (label postgres, IDEM_TEST_PG_URL):
// - changes of one key in one batch see each other (acquired, in_flight, complete, replay), and
//   the outcomes come back in the callers' order although the batch runs in key order;
// - a statement that fails on the server (a trigger of the test's own) rolls the batch back and
//   the other changes still succeed, each alone;
// - a COMMIT that fails (a deferred constraint trigger raising at commit): every change of the
//   batch but the refusals gets the error, and none of them is in the table afterwards;
// - two connections running batches of the same keys in opposite orders: no deadlock (the
//   server's deadlock counter does not move) and one acquired per key;
// - a batch of many rows (on the plain layout, every acquire in one statement and every
//   complete in another, the rest pipelined): each outcome as the rules decide it (acquired,
//   replay, in_flight, mismatch, a complete refused), every body stored byte for byte whatever
//   its characters (quotes, backslashes, braces, NUL, UTF-8, a body too large for the
//   pipeline), and the counters summed right (a lapse replaced by the batch counted once).

#include "base/errors.h"
#include "pgtestsql.h"
#include "postgres/pgstore.h"
#include "store/tokenstore.h"
#include "support/barrier.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QRandomGenerator>
#include <QTest>
#include <QThread>
#include <QUrl>
#include <QUrlQuery>
#include <atomic>
#include <pqxx/pqxx>
#include <thread>

using namespace idem;
using namespace std::chrono_literals;
using idem::test::FreshStore;
using idem::test::withParam;

namespace {

Change acquireOf(const QString& key, const QString& owner) {
    AcquireRequest r = test::acquireRequest(key);
    r.owner = owner;
    return Change::ofAcquire(r);
}

Change completeOf(const QString& key, const QString& owner, const QByteArray& body) {
    CompleteRequest c;
    c.claim = Claim{key, QString(), owner, std::nullopt};
    c.response.status = 201;
    c.response.body = body;
    return Change::ofComplete(c);
}

void addSpecs() {
    QTest::addColumn<QString>("spec");
    QTest::newRow("plain") << QStringLiteral("postgres");
    QTest::newRow("partitioned") << QStringLiteral("postgres-partitioned");
}

/// A trigger function of the test's own table that raises for the key `key`.
/// How many batches of `store` a server error rolled back so far (PgStore::batchesRunAlone()).
quint64 runAlone(TokenStore& store) {
    auto* pg = dynamic_cast<PgStore*>(&store);
    return pg ? pg->batchesRunAlone() : 0;
}

void raiseFor(test::PgSql& sql, const std::string& function, const std::string& key) {
    sql.exec("CREATE FUNCTION \"" + function +
             "\"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.token = '" + key +
             "' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$");
}

} // namespace

class Tst_PgBatch : public QObject {
    Q_OBJECT

private slots:
    void oneKeyTwice_secondSeesFirst_data() { addSpecs(); }
    void oneKeyTwice_secondSeesFirst();
    void statementError_othersSucceed_data() { addSpecs(); }
    void statementError_othersSucceed();
    void commitFails_everyChangeGetsTheError_noneStored_data() { addSpecs(); }
    void commitFails_everyChangeGetsTheError_noneStored();
    void oppositeOrders_noDeadlock_data() { addSpecs(); }
    void oppositeOrders_noDeadlock();
    void manyRows_eachOutcomeAndBodyExact_data() { addSpecs(); }
    void manyRows_eachOutcomeAndBodyExact();
};

void Tst_PgBatch::oneKeyTwice_secondSeesFirst() {
    QFETCH(QString, spec);
    IDEM_FRESH_STORE(s, spec);
    const QString a = TokenGenerator::owner();
    const QString b = TokenGenerator::owner();
    // "z" before "a": the batch runs in key order, the outcomes come back in this order.
    const std::vector<Change> batch{
        acquireOf(QStringLiteral("z"), a), acquireOf(QStringLiteral("a"), a),
        acquireOf(QStringLiteral("a"), b), completeOf(QStringLiteral("a"), a, "done"),
        acquireOf(QStringLiteral("a"), b)};
    const std::vector<ChangeOutcome> out = s->changeMany(batch);
    QCOMPARE(out.size(), batch.size());
    QCOMPARE(runAlone(*s), quint64(0)); // the batch itself gave these outcomes
    for (const ChangeOutcome& o : out)
        QVERIFY2(!o.error, o.error ? o.error->what() : "");
    QCOMPARE(out[0].acquired->outcome, AcquireOutcome::Acquired);
    QCOMPARE(out[0].acquired->record.key, QStringLiteral("z"));
    QCOMPARE(out[1].acquired->outcome, AcquireOutcome::Acquired);
    QCOMPARE(out[2].acquired->outcome, AcquireOutcome::InFlight); // sees the first acquire
    QCOMPARE(out[3].record->state, State::Completed);
    QCOMPARE(out[4].acquired->outcome, AcquireOutcome::Replay); // sees the complete
    QCOMPARE(out[4].acquired->record.response->body, QByteArray("done"));

    const auto z = s->get(QStringLiteral("z"), QString());
    QVERIFY(z);
    QCOMPARE(z->state, State::Processing);
    QCOMPARE(s->get(QStringLiteral("a"), QString())->replayCount, qint64(1));
    // The refusal's counter rose with the batch.
    const StatsSeries st = s->stats(1h);
    QCOMPARE(st.total(Counter::Acquired), qint64(2));
    QCOMPARE(st.total(Counter::InFlight), qint64(1));
    QCOMPARE(st.total(Counter::Completed), qint64(1));
    QCOMPARE(st.total(Counter::Replayed), qint64(1));
}

void Tst_PgBatch::statementError_othersSucceed() {
    QFETCH(QString, spec);
    IDEM_FRESH_STORE(s, spec);
    test::PgSql sql(s.sharedUrl());
    const std::string function = sql.table + "_refuse";
    raiseFor(sql, function, "bad");
    sql.exec("CREATE TRIGGER refuse BEFORE INSERT OR UPDATE ON " + sql.t() +
             " FOR EACH ROW EXECUTE FUNCTION \"" + function + "\"()");
    const QString owner = TokenGenerator::owner();
    const std::vector<Change> batch{acquireOf(QStringLiteral("good-1"), owner),
                                    acquireOf(QStringLiteral("bad"), owner),
                                    acquireOf(QStringLiteral("good-2"), owner)};
    const std::vector<ChangeOutcome> out = s->changeMany(batch);
    QCOMPARE(out.size(), batch.size());
    QCOMPARE(runAlone(*s), quint64(1));
    QVERIFY2(!out[0].error, out[0].error ? out[0].error->what() : "");
    QVERIFY2(!out[2].error, out[2].error ? out[2].error->what() : "");
    QCOMPARE(out[0].acquired->outcome, AcquireOutcome::Acquired);
    QCOMPARE(out[2].acquired->outcome, AcquireOutcome::Acquired);
    QVERIFY(out[1].error);
    QVERIFY(!out[1].acquired);
    QVERIFY(s->get(QStringLiteral("good-1"), QString()));
    QVERIFY(s->get(QStringLiteral("good-2"), QString()));
    QVERIFY(!s->get(QStringLiteral("bad"), QString()));
    // Counted once each, although the first attempt (rolled back) had run them too.
    QCOMPARE(s->stats(1h).total(Counter::Acquired), qint64(2));
}

void Tst_PgBatch::commitFails_everyChangeGetsTheError_noneStored() {
    QFETCH(QString, spec);
    IDEM_FRESH_STORE(s, spec);
    test::PgSql sql(s.sharedUrl());
    // Another request holds "held": its acquire in the batch is in_flight, a counter written with
    // the batch, so it fails with the batch as its single call would; the complete of a key that
    // does not exist is refused by the rules (NotFound, nothing written) and keeps that error.
    QCOMPARE(s->acquire(test::acquireRequest(QStringLiteral("held"))).outcome,
             AcquireOutcome::Acquired);
    const std::string function = sql.table + "_at_commit";
    raiseFor(sql, function, "doomed");
    sql.exec("CREATE CONSTRAINT TRIGGER at_commit AFTER INSERT OR UPDATE ON " + sql.t() +
             " DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION \"" + function + "\"()");
    const QString owner = TokenGenerator::owner();
    const std::vector<Change> batch{acquireOf(QStringLiteral("x"), owner),
                                    acquireOf(QStringLiteral("doomed"), owner),
                                    acquireOf(QStringLiteral("held"), owner),
                                    acquireOf(QStringLiteral("y"), owner),
                                    completeOf(QStringLiteral("y"), owner, "y done"),
                                    completeOf(QStringLiteral("never"), owner, "never")};
    const std::vector<ChangeOutcome> out = s->changeMany(batch);
    QCOMPARE(out.size(), batch.size());
    for (std::size_t i : {0, 1, 2, 3, 4}) {
        QVERIFY2(out[i].error, qPrintable(QStringLiteral("change %1 reported a success").arg(i)));
        QVERIFY(!out[i].acquired && !out[i].record);
        QVERIFY2(out[i].error->kind() != ErrorKind::NotFound, out[i].error->what());
    }
    QVERIFY(out[5].error);
    QCOMPARE(errorKindName(out[5].error->kind()), errorKindName(ErrorKind::NotFound));
    for (const char* key : {"x", "doomed", "y"})
        QVERIFY2(!s->get(QString::fromLatin1(key), QString()), key);
    // The store goes on: the same changes without the doomed one commit.
    const std::vector<ChangeOutcome> again = s->changeMany(
        {acquireOf(QStringLiteral("x"), owner), acquireOf(QStringLiteral("y"), owner)});
    QVERIFY2(!again[0].error, again[0].error ? again[0].error->what() : "");
    QVERIFY2(!again[1].error, again[1].error ? again[1].error->what() : "");
    QCOMPARE(again[0].acquired->outcome, AcquireOutcome::Acquired);
    QVERIFY(s->get(QStringLiteral("x"), QString()));
}

void Tst_PgBatch::oppositeOrders_noDeadlock() {
    QFETCH(QString, spec);
    IDEM_FRESH_STORE(s, spec);
    constexpr int kRounds = 100;
    constexpr int kKeys = 16;
    const QString app = QStringLiteral("idem_batch_%1").arg(QRandomGenerator::global()->generate());
    test::PgSql sql(s.sharedUrl());
    const std::string deadlocks =
        "SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()";
    sql.exec("SELECT pg_stat_clear_snapshot()");
    const long long before = sql.number(deadlocks);

    std::atomic<int> acquired{0};
    std::atomic<int> inFlight{0};
    std::atomic<int> other{0};
    {
        auto one = openStore(withParam(s.sharedUrl(), QStringLiteral("application_name"), app));
        auto two = openStore(withParam(s.sharedUrl(), QStringLiteral("application_name"), app));
        idem::test::Barrier sync(2);
        auto worker = [&](TokenStore& store, bool reversed) {
            for (int round = 0; round < kRounds; ++round) {
                std::vector<Change> batch;
                for (int k = 0; k < kKeys; ++k) {
                    const int key = reversed ? kKeys - 1 - k : k;
                    batch.push_back(acquireOf(QStringLiteral("r%1-k%2").arg(round).arg(key),
                                              TokenGenerator::owner()));
                }
                sync.arrive_and_wait();
                for (const ChangeOutcome& o : store.changeMany(batch)) {
                    if (o.error)
                        ++other;
                    else if (o.acquired->outcome == AcquireOutcome::Acquired)
                        ++acquired;
                    else if (o.acquired->outcome == AcquireOutcome::InFlight)
                        ++inFlight;
                    else
                        ++other;
                }
            }
        };
        std::thread t1([&] { worker(*one, false); });
        std::thread t2([&] { worker(*two, true); });
        t1.join();
        t2.join();
    }
    QCOMPARE(other.load(), 0);
    QCOMPARE(acquired.load(), kRounds * kKeys);
    QCOMPARE(inFlight.load(), kRounds * kKeys);
    // A backend reports its deadlocks to the statistics at the latest when it exits: wait for
    // both to be gone (bounded), then read the counter.
    for (int i = 0; i < 100; ++i) {
        if (sql.number("SELECT count(*) FROM pg_stat_activity WHERE application_name = '" +
                       app.toStdString() + "'") == 0)
            break;
        QThread::msleep(50);
    }
    sql.exec("SELECT pg_stat_clear_snapshot()");
    QCOMPARE(sql.number(deadlocks), before);
}

void Tst_PgBatch::manyRows_eachOutcomeAndBodyExact() {
    QFETCH(QString, spec);
    IDEM_FRESH_STORE(s, spec);
    const QString a = TokenGenerator::owner();
    const QString other = TokenGenerator::owner();
    const QList<QByteArray> bodies{
        QByteArray(R"({"quoted": "a,b", "set": {1,2}})"),
        QByteArray(R"(back\slash \" and \\ and '' single)"),
        QByteArray("NULL"),
        QByteArray(),
        QStringLiteral("h\u00e9llo \u2713 \u4f60\u597d").toUtf8(),
        QByteArray("\0\x01\xff\xfe{\"}\\x00", 11),
        QByteArray(100 * 1024, 'q') + R"("}\)",
    };
    // Set up alone: claims to complete, a completed key, a key held by another owner, a key
    // whose request had another body.
    for (int i = 0; i < bodies.size(); ++i)
        s->acquire(test::acquireRequest(QStringLiteral("c%1").arg(i)));
    AcquireRequest done = test::acquireRequest(QStringLiteral("rep"));
    done.owner = a;
    s->acquire(done);
    CompleteRequest made;
    made.claim = Claim{QStringLiteral("rep"), QString(), a, std::nullopt};
    made.response.status = 200;
    made.response.body = "made";
    s->complete(made);
    AcquireRequest busy = test::acquireRequest(QStringLiteral("busy"));
    busy.owner = other;
    s->acquire(busy);
    s->acquire(test::acquireRequest(QStringLiteral("mis"), "first body"));
    // Last, so that its lapse comes after `before` counted lapses: a key whose retention
    // lapses before the batch, which acquires it afresh and counts the lapse.
    AcquireRequest lapsing = test::acquireRequest(QStringLiteral("lap"));
    lapsing.retention = 700ms;
    s->acquire(lapsing);
    const StatsSeries before = s->stats(1h);
    QThread::msleep(800);

    std::vector<Change> batch;
    for (int i = 0; i < 5; ++i)
        batch.push_back(acquireOf(QStringLiteral("f%1").arg(i), a));
    batch.push_back(acquireOf(QStringLiteral("rep"), a));
    batch.push_back(acquireOf(QStringLiteral("busy"), a));
    AcquireRequest mis = test::acquireRequest(QStringLiteral("mis"), "second body");
    mis.owner = a;
    batch.push_back(Change::ofAcquire(mis));
    batch.push_back(acquireOf(QStringLiteral("lap"), a));
    const std::size_t firstComplete = batch.size();
    for (int i = 0; i < bodies.size(); ++i) {
        const QString key = QStringLiteral("c%1").arg(i);
        batch.push_back(completeOf(key, s->get(key, QString())->owner, bodies[i]));
    }
    batch.push_back(completeOf(QStringLiteral("busy"), a, "not mine"));

    const std::vector<ChangeOutcome> out = s->changeMany(batch);
    QCOMPARE(out.size(), batch.size());
    // The outcomes are the batch's own, not those of its changes run alone after a failure.
    QCOMPARE(runAlone(*s), quint64(0));
    for (int i = 0; i < 5; ++i) {
        QVERIFY2(out[i].acquired, out[i].error ? out[i].error->what() : "");
        QCOMPARE(out[i].acquired->outcome, AcquireOutcome::Acquired);
        QCOMPARE(out[i].acquired->record.key, QStringLiteral("f%1").arg(i));
        QCOMPARE(out[i].acquired->record.owner, a);
        QCOMPARE(out[i].acquired->record.fence, qint64(1));
    }
    QCOMPARE(out[5].acquired->outcome, AcquireOutcome::Replay);
    QCOMPARE(out[5].acquired->record.response->body, QByteArray("made"));
    QCOMPARE(out[6].acquired->outcome, AcquireOutcome::InFlight);
    QCOMPARE(out[7].acquired->outcome, AcquireOutcome::Mismatch);
    QCOMPARE(out[8].acquired->outcome, AcquireOutcome::Acquired);
    QCOMPARE(out[8].acquired->record.fence, qint64(2));
    for (int i = 0; i < bodies.size(); ++i) {
        const ChangeOutcome& o = out[firstComplete + i];
        QVERIFY2(o.record, o.error ? o.error->what() : "");
        QCOMPARE(o.record->key, QStringLiteral("c%1").arg(i));
        QCOMPARE(o.record->state, State::Completed);
        QCOMPARE(o.record->response->body, bodies[i]);
        const auto stored = s->get(QStringLiteral("c%1").arg(i), QString());
        QVERIFY(stored && stored->response);
        QCOMPARE(stored->response->body, bodies[i]);
        QCOMPARE(stored->response->status, 201);
    }
    QVERIFY(out.back().error);
    QCOMPARE(s->get(QStringLiteral("busy"), QString())->owner, other);

    const StatsSeries after = s->stats(1h);
    QCOMPARE(after.total(Counter::Acquired) - before.total(Counter::Acquired), qint64(6));
    QCOMPARE(after.total(Counter::Expired) - before.total(Counter::Expired), qint64(1));
    QCOMPARE(after.total(Counter::Replayed) - before.total(Counter::Replayed), qint64(1));
    QCOMPARE(after.total(Counter::InFlight) - before.total(Counter::InFlight), qint64(1));
    QCOMPARE(after.total(Counter::Mismatch) - before.total(Counter::Mismatch), qint64(1));
    QCOMPARE(after.total(Counter::Completed) - before.total(Counter::Completed),
             qint64(bodies.size()));
}

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    Tst_PgBatch t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_pgbatch.moc"
