// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The gateway's pipelined Redis path against real servers: redis::Pipeline (core/redis/pipeline.h)
// on a connection handed over by redis::Connection, and StorePool's hot-path calls
// (core/gateway/storepool.h) that use it. The shared servers of scripts/with-services.sh
// (IDEM_TEST_REDIS_URL, _TLS_URL, _ACL_URL) for round trips; a redis-server of the test's own for
// timeouts, a server gone and a restart.
#include "base/errors.h"
#include "gateway/gatewaymetrics.h"
#include "gateway/storepool.h"
#include "redis/connection.h"
#include "redis/pipeline.h"
#include "redis/redisstore.h"
#include "redis/scriptclient.h"
#include "support/ownredis.h"

#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUuid>
#include <optional>
#include <thread>

using namespace idem;
using namespace idem::gateway;
using idem::test::OwnRedis;
using idem::test::redisServerPath;
using idem::test::servicesRequired;

namespace {

/// A script that echoes its first argument, or answers with the error reply it names.
const redis::Script& echoScript() {
    static const redis::Script s(
        {"if ARGV[2] then return redis.error_reply(ARGV[2]) end\nreturn ARGV[1]\n"});
    return s;
}

/// A pipeline on a fresh connection to `url`, on this thread.
std::unique_ptr<redis::Pipeline> pipelineTo(const redis::RedisUrl& url) {
    redis::Connection c(url);
    return std::make_unique<redis::Pipeline>(c.detach(QThread::currentThread()), url);
}

struct Answer {
    redis::Reply reply;
    std::optional<Error> error;
};

/// Calls echo(`value`) (with `error`: an error reply) and returns a slot the answer lands in.
std::shared_ptr<std::optional<Answer>> echo(redis::Pipeline& p, const QByteArray& value,
                                            const QByteArray& error = {}) {
    auto slot = std::make_shared<std::optional<Answer>>();
    QList<QByteArray> args{value};
    if (!error.isEmpty())
        args << error;
    p.eval(echoScript(), {}, args, [slot](redis::Reply r, std::optional<Error> e) {
        *slot = Answer{std::move(r), std::move(e)};
    });
    return slot;
}

AcquireRequest acquireOf(const QString& key) {
    AcquireRequest a;
    a.key = key;
    a.owner = QStringLiteral("tst_storepipeline:1");
    a.lease = std::chrono::seconds(30);
    a.retention = std::chrono::hours(1);
    a.request.method = QStringLiteral("POST");
    a.request.path = QStringLiteral("/orders");
    a.request.fingerprint = QString(64, u'a');
    return a;
}

/// Runs one hot-path call of `pool` and waits for its outcome.
template <typename T, typename Call> StoreOutcome<T> await(Call call) {
    std::optional<StoreOutcome<T>> got;
    QObject context;
    call(&context, [&got](StoreOutcome<T> out) { got = std::move(out); });
    if (!QTest::qWaitFor([&] { return got.has_value(); }, 20000))
        qFatal("no outcome within 20 s");
    return std::move(*got);
}

} // namespace

class Tst_StorePipeline : public QObject {
    Q_OBJECT

    QString sharedUrl() const { return qEnvironmentVariable("IDEM_TEST_REDIS_URL"); }

private slots:
    void manyCallsShareTheConnection() {
        REQUIRE_SERVICE(!sharedUrl().isEmpty(), QStringLiteral("IDEM_TEST_REDIS_URL"));
        const auto url = redis::RedisUrl::parse(sharedUrl());
        auto p = pipelineTo(url);
        // Made in one pass of the event loop: they leave together; each gets its own answer.
        std::vector<std::shared_ptr<std::optional<Answer>>> answers;
        for (int i = 0; i < 500; ++i)
            answers.push_back(echo(*p, QByteArray::number(i)));
        QCOMPARE(p->inFlight(), 500);
        QVERIFY(QTest::qWaitFor([&] { return answers.back()->has_value(); }, 10000));
        for (int i = 0; i < 500; ++i) {
            QVERIFY(answers[i]->has_value());
            QVERIFY(!(*answers[i])->error);
            QCOMPARE((*answers[i])->reply.string, QByteArray::number(i));
        }
        QCOMPARE(p->inFlight(), 0);
        QVERIFY(p->isOpen());
    }

    void callbackNeverRunsInsideTheCall() {
        REQUIRE_SERVICE(!sharedUrl().isEmpty(), QStringLiteral("IDEM_TEST_REDIS_URL"));
        auto p = pipelineTo(redis::RedisUrl::parse(sharedUrl()));
        auto a = echo(*p, "x");
        QVERIFY(!a->has_value());
        QVERIFY(QTest::qWaitFor([&] { return a->has_value(); }, 10000));
    }

    void noScriptIsSentAgainAsEval() {
        REQUIRE_SERVICE(!sharedUrl().isEmpty(), QStringLiteral("IDEM_TEST_REDIS_URL"));
        const auto url = redis::RedisUrl::parse(sharedUrl());
        redis::Connection admin(url);
        QCOMPARE(admin.command({"SCRIPT", "FLUSH"}).string, QByteArray("OK"));
        auto p = pipelineTo(url);
        auto first = echo(*p, "loaded by EVAL");
        auto second = echo(*p, "also NOSCRIPT, sent before the first was answered");
        QVERIFY(QTest::qWaitFor([&] { return second->has_value(); }, 10000));
        QVERIFY(!(*first)->error);
        QCOMPARE((*first)->reply.string, QByteArray("loaded by EVAL"));
        QVERIFY(!(*second)->error);
        QCOMPARE((*second)->reply.string,
                 QByteArray("also NOSCRIPT, sent before the first was answered"));
        const redis::Reply exists = admin.command({"SCRIPT", "EXISTS", echoScript().sha});
        QCOMPARE(exists.elements.value(0).integer, 1);
        auto third = echo(*p, "by EVALSHA");
        QVERIFY(QTest::qWaitFor([&] { return third->has_value(); }, 10000));
        QCOMPARE((*third)->reply.string, QByteArray("by EVALSHA"));
    }

    void errorRepliesAreMappedAndKeepTheConnection() {
        REQUIRE_SERVICE(!sharedUrl().isEmpty(), QStringLiteral("IDEM_TEST_REDIS_URL"));
        auto p = pipelineTo(redis::RedisUrl::parse(sharedUrl()));
        auto busy = echo(*p, "", "BUSY pretend a script runs");
        auto readOnly = echo(*p, "", "READONLY pretend a replica");
        auto after = echo(*p, "still open");
        QVERIFY(QTest::qWaitFor([&] { return after->has_value(); }, 10000));
        QVERIFY((*busy)->error);
        QCOMPARE((*busy)->error->kind(), ErrorKind::Retryable);
        QVERIFY((*readOnly)->error);
        QCOMPARE((*readOnly)->error->kind(), ErrorKind::ReadOnly);
        QVERIFY(!(*after)->error);
        QCOMPARE((*after)->reply.string, QByteArray("still open"));
        QVERIFY(p->isOpen());
    }

    void noReplyInTimeIsOutcomeUnknown() {
        REQUIRE_SERVICE(!redisServerPath().isEmpty(), QStringLiteral("redis-server"));
        OwnRedis server;
        QVERIFY2(server.start(), qPrintable(server.log()));
        const auto url = redis::RedisUrl::parse(server.url({}, QStringLiteral("?timeout=300ms")));
        auto p = pipelineTo(url);
        QString brokenWhy;
        int broken = 0;
        p->setOnBroken([&](const QString& why) {
            ++broken;
            brokenWhy = why;
        });
        // The server stops answering for a second (DEBUG SLEEP from a connection of its own).
        std::thread sleeper([&server] { server.admin()->command({"DEBUG", "SLEEP", "1"}); });
        QTest::qWait(100);
        auto a = echo(*p, "late");
        QVERIFY(QTest::qWaitFor([&] { return a->has_value(); }, 5000));
        sleeper.join();
        QVERIFY((*a)->error);
        QCOMPARE((*a)->error->kind(), ErrorKind::OutcomeUnknown);
        QVERIFY2((*a)->error->message().contains(QStringLiteral("did not answer within 300ms")),
                 qPrintable((*a)->error->message()));
        QCOMPARE(broken, 1);
        QVERIFY2(brokenWhy.contains(QStringLiteral("did not answer within 300ms")) &&
                     brokenWhy.contains(QStringLiteral("calls waiting for a reply: 1")),
                 qPrintable(brokenWhy));
        QVERIFY(!p->isOpen());
        // Closed for good: nothing is sent, and it says so without waiting.
        auto b = echo(*p, "never sent");
        QVERIFY(!b->has_value());
        QVERIFY(QTest::qWaitFor([&] { return b->has_value(); }, 1000));
        QCOMPARE((*b)->error->kind(), ErrorKind::ConnectionLost);
    }

    void serverGoneWhileWaitingIsOutcomeUnknown() {
        REQUIRE_SERVICE(!redisServerPath().isEmpty(), QStringLiteral("redis-server"));
        OwnRedis server;
        QVERIFY2(server.start(), qPrintable(server.log()));
        auto p = pipelineTo(redis::RedisUrl::parse(server.url()));
        std::thread sleeper([&server] {
            try {
                server.admin()->command({"DEBUG", "SLEEP", "2"});
            } catch (const Error&) {
                // killed while sleeping: expected
            }
        });
        QTest::qWait(200);
        auto a = echo(*p, "in flight when the server died");
        QTest::qWait(100);
        QCOMPARE(p->inFlight(), 1);
        server.kill();
        QVERIFY(QTest::qWaitFor([&] { return a->has_value(); }, 5000));
        sleeper.join();
        QCOMPARE((*a)->error->kind(), ErrorKind::OutcomeUnknown);
        QVERIFY(!p->isOpen());
    }

    // --- StorePool's hot path ---------------------------------------------------------------

    void poolCallsGoThroughThePipeline_data() {
        QTest::addColumn<QString>("env");
        QTest::newRow("plain") << QStringLiteral("IDEM_TEST_REDIS_URL");
        QTest::newRow("tls") << QStringLiteral("IDEM_TEST_REDIS_TLS_URL");
        QTest::newRow("acl") << QStringLiteral("IDEM_TEST_REDIS_ACL_URL");
    }
    void poolCallsGoThroughThePipeline() {
        QFETCH(QString, env);
        const QString base = qEnvironmentVariable(qPrintable(env));
        REQUIRE_SERVICE(!base.isEmpty(), env);
        // The ACL user may only touch idempotency:*; a namespace of its own keeps runs apart.
        const QString ns = QStringLiteral("idempotency:pipe%1")
                               .arg(QUuid::createUuid().toString(QUuid::Id128).left(8));
        const QString url = base + (base.contains(u'?') ? u'&' : u'?') + QStringLiteral("ns=") + ns;
        StorePool pool(url, 2);
        // The pool learns it from the store one worker opens at start.
        QVERIFY(QTest::qWaitFor([&] { return pool.pipelineCapable(); }, 10000));
        QVERIFY(QTest::qWaitFor([&] { return pool.pipelined(); }, 10000));

        const QString key =
            QStringLiteral("pipe-%1").arg(QUuid::createUuid().toString(QUuid::Id128));
        auto acquired = await<AcquireResult>(
            [&](QObject* c, auto done) { pool.acquire(c, acquireOf(key), done); });
        QVERIFY2(!acquired.error, acquired.error ? acquired.error->what() : "");
        QCOMPARE(acquired.value->outcome, AcquireOutcome::Acquired);
        const Claim claim{key, QString(), acquired.value->record.owner,
                          acquired.value->record.fence};

        auto renewed = await<TokenRecord>(
            [&](QObject* c, auto done) { pool.renew(c, claim, std::chrono::seconds(60), done); });
        QVERIFY2(!renewed.error, renewed.error ? renewed.error->what() : "");

        CompleteRequest complete;
        complete.claim = claim;
        complete.response.status = 201;
        complete.response.body = "{\"id\":1}";
        complete.retention = std::chrono::hours(1);
        auto completed =
            await<TokenRecord>([&](QObject* c, auto done) { pool.complete(c, complete, done); });
        QVERIFY2(!completed.error, completed.error ? completed.error->what() : "");
        QCOMPARE(completed.value->state, State::Completed);
        QCOMPARE(completed.value->response->body, QByteArray("{\"id\":1}"));

        auto replay = await<AcquireResult>(
            [&](QObject* c, auto done) { pool.acquire(c, acquireOf(key), done); });
        QCOMPARE(replay.value->outcome, AcquireOutcome::Replay);
        QCOMPARE(replay.value->record.response->body, QByteArray("{\"id\":1}"));

        // A rule's refusal reads as the blocking store's would: the claim is gone.
        auto late =
            await<TokenRecord>([&](QObject* c, auto done) { pool.release(c, claim, done); });
        QVERIFY(late.error);
        QCOMPARE(late.error->kind(), ErrorKind::Conflict);
        // Bad input never reaches the server, and is reported later, not inside the call.
        auto bad = await<AcquireResult>([&](QObject* c, auto done) {
            pool.acquire(c, acquireOf(QStringLiteral("no spaces allowed")), done);
        });
        QCOMPARE(bad.error->kind(), ErrorKind::BadInput);

        QCOMPARE(pool.pipelinedCalls(), quint64(5));
        // What the pipeline wrote is what the blocking store reads.
        RedisStore direct(redis::RedisUrl::parse(url));
        const auto record = direct.get(key, QString());
        QVERIFY(record);
        QCOMPARE(record->state, State::Completed);
        QCOMPARE(record->replayCount, 1);
    }

    void poolFallsBackAndReconnects() {
        REQUIRE_SERVICE(!redisServerPath().isEmpty(), QStringLiteral("redis-server"));
        OwnRedis server;
        QVERIFY2(server.start(), qPrintable(server.log()));
        StorePool pool(server.url({}, QStringLiteral("?connect_timeout=300ms&timeout=1s")), 1);
        QList<bool> changes;
        GatewayMetrics metrics;
        pool.setOnPipelineChanged([&](bool up) {
            changes << up;
            metrics.setStorePipelined(up);
        });
        const auto gauge = [&metrics] {
            for (const QByteArray& line : metrics.scrape().split('\n'))
                if (line.startsWith("idemgate_store_pipelined "))
                    return line.mid(int(qstrlen("idemgate_store_pipelined "))).trimmed();
            return QByteArray("absent");
        };
        QCOMPARE(gauge(), QByteArray("0"));
        QVERIFY(QTest::qWaitFor([&] { return pool.pipelined(); }, 10000));
        QCOMPARE(changes, QList<bool>{true});
        QCOMPARE(gauge(), QByteArray("1"));

        server.kill();
        QVERIFY(QTest::qWaitFor([&] { return !pool.pipelined(); }, 5000));
        QCOMPARE(changes, (QList<bool>{true, false}));
        QCOMPARE(gauge(), QByteArray("0"));
        // While the server is down the call goes to a worker, which cannot reach it either.
        const quint64 before = pool.pipelinedCalls();
        auto down = await<AcquireResult>([&](QObject* c, auto done) {
            pool.acquire(c, acquireOf(QStringLiteral("while-down")), done);
        });
        QVERIFY(down.error);
        QCOMPARE(down.error->kind(), ErrorKind::Unavailable);
        QCOMPARE(pool.pipelinedCalls(), before);

        QVERIFY2(server.restart(), qPrintable(server.log()));
        // Calls go on working whichever way they take, and the pipeline comes back (attempts
        // at most once a second while the server refused).
        QVERIFY(QTest::qWaitFor(
            [&] {
                auto out = await<AcquireResult>([&](QObject* c, auto done) {
                    pool.acquire(c, acquireOf(QUuid::createUuid().toString(QUuid::Id128)), done);
                });
                if (out.error)
                    qFatal("after the restart: %s", out.error->what());
                return pool.pipelined();
            },
            10000));
        auto back = await<AcquireResult>([&](QObject* c, auto done) {
            pool.acquire(c, acquireOf(QStringLiteral("after-restart")), done);
        });
        QVERIFY(!back.error);
        QCOMPARE(back.value->outcome, AcquireOutcome::Acquired);
        QVERIFY(pool.pipelinedCalls() > before);
        QCOMPARE(changes, (QList<bool>{true, false, true}));
        QCOMPARE(gauge(), QByteArray("1"));
    }

    void otherStoresNeverUseIt() {
        StorePool sqlite(QStringLiteral("sqlite::memory:"), 1);
        QVERIFY(!sqlite.pipelineCapable());
        auto out = await<AcquireResult>([&](QObject* c, auto done) {
            sqlite.acquire(c, acquireOf(QStringLiteral("sqlite-key")), done);
        });
        QVERIFY(!out.error);
        QCOMPARE(out.value->outcome, AcquireOutcome::Acquired);
        // A store opened from its URL is asked (TokenStore::asyncChanges()) and has none: the
        // calls stay on the worker. (Cluster, Sentinel and the seed layout answer the same; no
        // such server runs here.)
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        StorePool file(QStringLiteral("sqlite://") + dir.filePath(QStringLiteral("pool.db")), 1);
        auto fromFile = await<AcquireResult>([&](QObject* c, auto done) {
            file.acquire(c, acquireOf(QStringLiteral("file-key")), done);
        });
        QVERIFY2(!fromFile.error, fromFile.error ? fromFile.error->what() : "");
        QCOMPARE(fromFile.value->outcome, AcquireOutcome::Acquired);
        QCoreApplication::processEvents();
        QVERIFY(!file.pipelineCapable());
        QCOMPARE(file.pipelinedCalls(), quint64(0));
        QVERIFY(file.batchedCalls() >= 1);
    }
};

QTEST_GUILESS_MAIN(Tst_StorePipeline)
#include "tst_storepipeline.moc"
