// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The blocking Redis connection (core/redis/connection.h) against real servers: the shared one of
// scripts/with-services.sh (IDEM_TEST_REDIS_URL) for round trips, and redis-server processes of
// the test's own (loopback, temporary folder) for faults, passwords, ACL users, timeouts and TLS.
// A few faults no real server produces (garbage, hostile replies, silence) come from a small
// scripted TCP server.
#include "base/errors.h"
#include "redis/connection.h"
#include "redis/redisurl.h"
#include "support/ownredis.h"

#include <QDeadlineTimer>
#include <QHostAddress>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>
#include <QUuid>
#include <atomic>
#include <functional>
#include <optional>
#include <thread>

using namespace idem;
using namespace idem::redis;

using idem::test::errorOf;
using idem::test::freePort;
using idem::test::OwnRedis;
using idem::test::redisServerPath;
using idem::test::servicesRequired;

namespace {

QString opensslPath() {
    return QStandardPaths::findExecutable(QStringLiteral("openssl"));
}

Command cmd(std::initializer_list<QByteArray> args) {
    return Command(args);
}

/// The INFO server reply a scripted server answers the connection's setup with.
QByteArray fakeInfo() {
    const QByteArray body = "# Server\r\nredis_version:9.9.9\r\n";
    return "$" + QByteArray::number(body.size()) + "\r\n" + body + "\r\n";
}

/// A scripted server for faults no real Redis produces: for each answer, it waits for one
/// command (bytes ending in CRLF) and writes the answer; then it closes, or waits for the client
/// to leave. Runs in its own thread with blocking calls.
class ScriptedServer {
public:
    ScriptedServer(QList<QByteArray> answers, bool closeAtEnd)
        : m_answers(std::move(answers)), m_closeAtEnd(closeAtEnd) {
        m_port = freePort();
        m_thread.reset(QThread::create([this] { serve(); }));
        m_thread->start();
        QTRY_VERIFY_WITH_TIMEOUT(m_listening.load(), 10000);
    }
    ~ScriptedServer() {
        m_stop = true;
        m_thread->wait(20000);
    }
    QString url(const QString& query = {}) const {
        return QStringLiteral("redis://127.0.0.1:%1%2").arg(m_port).arg(query);
    }

private:
    void serve() {
        QTcpServer server;
        if (!server.listen(QHostAddress::LocalHost, m_port))
            return;
        m_listening = true;
        while (!server.hasPendingConnections()) {
            if (m_stop)
                return;
            server.waitForNewConnection(100);
        }
        std::unique_ptr<QTcpSocket> socket(server.nextPendingConnection());
        for (const QByteArray& answer : m_answers) {
            QByteArray received;
            while (!received.endsWith("\r\n")) {
                if (m_stop || socket->state() != QAbstractSocket::ConnectedState)
                    return;
                if (socket->waitForReadyRead(100))
                    received += socket->readAll();
            }
            socket->write(answer);
            while (socket->bytesToWrite() > 0 && socket->waitForBytesWritten(1000)) {
            }
        }
        if (m_closeAtEnd) {
            socket->close();
            return;
        }
        while (!m_stop && socket->state() == QAbstractSocket::ConnectedState)
            socket->waitForReadyRead(100);
    }

    QList<QByteArray> m_answers;
    bool m_closeAtEnd;
    quint16 m_port = 0;
    std::atomic<bool> m_listening{false};
    std::atomic<bool> m_stop{false};
    std::unique_ptr<QThread> m_thread;
};

/// Runs `openssl` with `args` in `dir`; true on success.
bool openssl(const QString& dir, const QStringList& args) {
    QProcess process;
    process.setWorkingDirectory(dir);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(opensslPath(), args);
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        qWarning("openssl %s failed: %s", qPrintable(args.join(u' ')),
                 process.readAll().constData());
        return false;
    }
    return true;
}

} // namespace

class Tst_redisconnection : public QObject {
    Q_OBJECT

private:
    /// The shared server's URL, or empty (the test is then skipped or failed).
    QString sharedUrl() const { return qEnvironmentVariable("IDEM_TEST_REDIS_URL"); }
    QByteArray prefix() const { return m_prefix; }

    QByteArray m_prefix;
    QTemporaryDir m_certs; ///< ca.crt/key, server.crt/key, client.crt/key, other-ca.crt
    bool m_haveCerts = false;

private slots:
    void initTestCase() {
        m_prefix = "idemscope-test:" + QUuid::createUuid().toByteArray(QUuid::WithoutBraces) + ":";
        if (opensslPath().isEmpty() || !m_certs.isValid())
            return;
        const QString dir = m_certs.path();
        QFile ext(m_certs.filePath(QStringLiteral("server.ext")));
        QVERIFY(ext.open(QIODevice::WriteOnly));
        ext.write("subjectAltName=DNS:localhost,IP:127.0.0.1\n");
        ext.close();
        const auto S = [](const char* s) {
            return QString::fromLatin1(s);
        };
        m_haveCerts =
            openssl(dir, {S("req"), S("-x509"), S("-newkey"), S("rsa:2048"), S("-nodes"),
                          S("-keyout"), S("ca.key"), S("-out"), S("ca.crt"), S("-days"), S("2"),
                          S("-subj"), S("/CN=IdemScope Test CA")}) &&
            openssl(dir, {S("req"), S("-x509"), S("-newkey"), S("rsa:2048"), S("-nodes"),
                          S("-keyout"), S("other-ca.key"), S("-out"), S("other-ca.crt"), S("-days"),
                          S("2"), S("-subj"), S("/CN=Somebody Else's CA")}) &&
            openssl(dir, {S("req"), S("-newkey"), S("rsa:2048"), S("-nodes"), S("-keyout"),
                          S("server.key"), S("-out"), S("server.csr"), S("-subj"),
                          S("/CN=localhost")}) &&
            openssl(dir, {S("x509"), S("-req"), S("-in"), S("server.csr"), S("-CA"), S("ca.crt"),
                          S("-CAkey"), S("ca.key"), S("-CAcreateserial"), S("-out"),
                          S("server.crt"), S("-days"), S("2"), S("-extfile"), S("server.ext")}) &&
            // An EC client key, so that both key types the connection tries are exercised.
            openssl(dir,
                    {S("req"), S("-newkey"), S("ec"), S("-pkeyopt"),
                     S("ec_paramgen_curve:prime256v1"), S("-nodes"), S("-keyout"), S("client.key"),
                     S("-out"), S("client.csr"), S("-subj"), S("/CN=idemscope-client")}) &&
            openssl(dir, {S("x509"), S("-req"), S("-in"), S("client.csr"), S("-CA"), S("ca.crt"),
                          S("-CAkey"), S("ca.key"), S("-CAcreateserial"), S("-out"),
                          S("client.crt"), S("-days"), S("2")});
    }

    void cleanupTestCase() {
        if (sharedUrl().isEmpty())
            return;
        // Remove whatever this run left on the shared server, in every database it used.
        for (const int db : {0, 5}) {
            Connection c(RedisUrl::parse(sharedUrl() + QStringLiteral("/%1").arg(db)));
            QByteArray cursor = "0";
            do {
                const Reply page =
                    c.command(cmd({"SCAN", cursor, "MATCH", prefix() + "*", "COUNT", "1000"}));
                cursor = page.elements.at(0).string;
                for (const Reply& key : page.elements.at(1).elements)
                    c.command(cmd({"DEL", key.string}));
            } while (cursor != "0");
        }
    }

    // --- round trips against the shared server ---------------------------------------------

    void pingSetGet() {
        REQUIRE_SERVICE(!sharedUrl().isEmpty(), QStringLiteral("IDEM_TEST_REDIS_URL"));
        Connection c(RedisUrl::parse(sharedUrl()));
        QVERIFY(c.isOpen());
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d+\\.\\d+\\.\\d+$"))
                     .match(c.serverVersion())
                     .hasMatch(),
                 qPrintable(c.serverVersion()));

        const Reply pong = c.command(cmd({"PING"}));
        QCOMPARE(pong.type, Reply::Type::Status);
        QCOMPARE(pong.string, QByteArray("PONG"));

        const QByteArray key = prefix() + "greeting";
        const Reply set = c.command(cmd({"SET", key, "hello"}));
        QCOMPARE(set.type, Reply::Type::Status);
        QCOMPARE(set.string, QByteArray("OK"));
        const Reply get = c.command(cmd({"GET", key}));
        QCOMPARE(get.type, Reply::Type::String);
        QCOMPARE(get.string, QByteArray("hello"));
        QVERIFY(c.command(cmd({"GET", prefix() + "absent"})).isNil());
        const Reply incr = c.command(cmd({"INCRBY", prefix() + "counter", "-5"}));
        QCOMPARE(incr.type, Reply::Type::Integer);
        QCOMPARE(incr.integer, -5);
        const Reply array = c.command(cmd({"MGET", key, prefix() + "absent"}));
        QCOMPARE(array.type, Reply::Type::Array);
        QCOMPARE(array.elements.size(), 2);
        QCOMPARE(array.elements.at(0).string, QByteArray("hello"));
        QVERIFY(array.elements.at(1).isNil());
    }

    void binarySafeValues_data() {
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("CRLF and NUL") << QByteArray("a\r\nb\0c\r\n", 8);
        QTest::newRow("RESP lookalike") << QByteArray("*2\r\n$3\r\nSET\r\n-ERR x\r\n");
        QByteArray all;
        for (int i = 0; i < 256; ++i)
            all += char(i);
        QTest::newRow("all bytes") << all;
        QTest::newRow("1 MB") << all.repeated(4096);
        QTest::newRow("9 MB") << all.repeated(36 * 1024 + 7);
    }
    void binarySafeValues() {
        REQUIRE_SERVICE(!sharedUrl().isEmpty(), QStringLiteral("IDEM_TEST_REDIS_URL"));
        QFETCH(QByteArray, value);
        Connection c(RedisUrl::parse(sharedUrl()));
        const QByteArray key = prefix() + "binary:" + QTest::currentDataTag();
        QCOMPARE(c.command(cmd({"SET", key, value})).string, QByteArray("OK"));
        const Reply get = c.command(cmd({"GET", key}));
        QCOMPARE(get.type, Reply::Type::String);
        QCOMPARE(get.string.size(), value.size());
        QVERIFY(get.string == value);
        // Binary keys too.
        const QByteArray binaryKey = prefix() + QByteArray("k\0\r\n", 4);
        c.command(cmd({"SET", binaryKey, "v"}));
        QCOMPARE(c.command(cmd({"GET", binaryKey})).string, QByteArray("v"));
    }

    void pipelineOfAThousand() {
        REQUIRE_SERVICE(!sharedUrl().isEmpty(), QStringLiteral("IDEM_TEST_REDIS_URL"));
        Connection c(RedisUrl::parse(sharedUrl()));
        QList<Command> sets;
        QList<Command> gets;
        for (int i = 0; i < 1000; ++i) {
            const QByteArray key = prefix() + "pipe:" + QByteArray::number(i);
            sets << cmd({"SET", key, "value-" + QByteArray::number(i)});
            gets << cmd({"GET", key});
        }
        const QList<Reply> setReplies = c.pipeline(sets);
        QCOMPARE(setReplies.size(), 1000);
        for (const Reply& r : setReplies)
            QCOMPARE(r.string, QByteArray("OK"));
        const QList<Reply> getReplies = c.pipeline(gets);
        QCOMPARE(getReplies.size(), 1000);
        for (int i = 0; i < 1000; ++i)
            QCOMPARE(getReplies.at(i).string, "value-" + QByteArray::number(i));
        QVERIFY(c.pipeline({}).isEmpty());
    }

    void errorReplies() {
        REQUIRE_SERVICE(!sharedUrl().isEmpty(), QStringLiteral("IDEM_TEST_REDIS_URL"));
        Connection c(RedisUrl::parse(sharedUrl()));
        const Reply unknown = c.command(cmd({"NOSUCHCOMMAND", "x"}));
        QCOMPARE(unknown.type, Reply::Type::Error);
        QVERIFY(unknown.isError());
        QVERIFY2(unknown.string.startsWith("ERR"), unknown.string.constData());
        QVERIFY(c.isOpen());

        // An error in the middle of a pipeline is that command's reply; the others stand.
        const QByteArray key = prefix() + "text";
        const QList<Reply> replies =
            c.pipeline({cmd({"SET", key, "abc"}), cmd({"INCR", key}), cmd({"APPEND", key, "d"})});
        QCOMPARE(replies.size(), 3);
        QCOMPARE(replies.at(0).string, QByteArray("OK"));
        QCOMPARE(replies.at(1).type, Reply::Type::Error);
        QCOMPARE(replies.at(2).integer, 4);
        QCOMPARE(c.command(cmd({"PING"})).string, QByteArray("PONG"));

        const Error empty = errorOf([&] { c.command(Command{}); });
        QCOMPARE(empty.kind(), ErrorKind::BadInput);
        QVERIFY(c.isOpen());
    }

    void selectAnotherDb() {
        REQUIRE_SERVICE(!sharedUrl().isEmpty(), QStringLiteral("IDEM_TEST_REDIS_URL"));
        Connection db0(RedisUrl::parse(sharedUrl()));
        Connection db5(RedisUrl::parse(sharedUrl() + QStringLiteral("/5")));
        const QByteArray key = prefix() + "where";
        db5.command(cmd({"SET", key, "five"}));
        QCOMPARE(db5.command(cmd({"GET", key})).string, QByteArray("five"));
        QVERIFY(db0.command(cmd({"GET", key})).isNil());
        const Reply info = db5.command(cmd({"CLIENT", "INFO"}));
        QVERIFY2(info.string.contains(" db=5 "), info.string.constData());
    }

    // --- threads ----------------------------------------------------------------------------

    void worksInAnyThread() {
        REQUIRE_SERVICE(!sharedUrl().isEmpty(), QStringLiteral("IDEM_TEST_REDIS_URL"));
        // No warning either (QSocketNotifier complains in threads without an event dispatcher).
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
        const RedisUrl url = RedisUrl::parse(sharedUrl());
        QByteArray fromStd;
        QByteArray fromQThread;
        std::thread plain([&] {
            try {
                Connection c(url);
                fromStd = c.command(cmd({"PING", "std"})).string;
            } catch (const Error& e) {
                fromStd = e.what();
            }
        });
        plain.join();
        std::unique_ptr<QThread> worker(QThread::create([&] {
            try {
                Connection c(url);
                fromQThread = c.command(cmd({"PING", "qthread"})).string;
            } catch (const Error& e) {
                fromQThread = e.what();
            }
        }));
        worker->start();
        QVERIFY(worker->wait(30000));
        QCOMPARE(fromStd, QByteArray("std"));
        QCOMPARE(fromQThread, QByteArray("qthread"));
    }

    void refusesAnotherThread() {
        REQUIRE_SERVICE(!sharedUrl().isEmpty(), QStringLiteral("IDEM_TEST_REDIS_URL"));
        Connection c(RedisUrl::parse(sharedUrl()));
        std::optional<ErrorKind> kind;
        std::thread other([&] {
            try {
                c.command(cmd({"PING"}));
            } catch (const Error& e) {
                kind = e.kind();
            }
        });
        other.join();
        QCOMPARE(kind, std::optional<ErrorKind>(ErrorKind::Internal));
        // The owner thread can still use it.
        QCOMPARE(c.command(cmd({"PING"})).string, QByteArray("PONG"));
    }

    // --- faults with servers of our own -----------------------------------------------------

    void refused() {
        const quint16 port = freePort(); // nobody listens there now
        // Refused connections are tried again with backoff until connect_timeout.
        const Error e = errorOf([&] {
            Connection(RedisUrl::parse(
                QStringLiteral("redis://127.0.0.1:%1?connect_timeout=700ms").arg(port)));
        });
        QCOMPARE(e.kind(), ErrorKind::Unavailable);
        QVERIFY2(e.message().contains(QLatin1String("refused the connection for 700ms")),
                 qPrintable(e.message()));
        QVERIFY2(e.message().contains(QString::number(port)), qPrintable(e.message()));
    }

    void unknownHost() {
        const Error e = errorOf(
            [] { Connection(RedisUrl::parse(QStringLiteral("redis://no-such-host.invalid"))); });
        QCOMPARE(e.kind(), ErrorKind::Unavailable);
        QVERIFY2(e.message().contains(QLatin1String("could not be resolved")),
                 qPrintable(e.message()));
    }

    void killedMidOperationThenRestarted() {
        REQUIRE_SERVICE(!redisServerPath().isEmpty(), QStringLiteral("redis-server"));
        OwnRedis server;
        QVERIFY(server.start());
        const RedisUrl url =
            RedisUrl::parse(server.url({}, QStringLiteral("?timeout=60s&connect_timeout=1s")));
        Connection idle(url);
        QCOMPARE(idle.command(cmd({"PING"})).string, QByteArray("PONG"));
        Connection observer(url);

        // A command the server holds (BLPOP) is in flight in another thread when the server dies.
        std::optional<Error> blocked;
        std::unique_ptr<QThread> worker(QThread::create([&] {
            try {
                Connection c(url);
                c.command(cmd({"BLPOP", "idemscope-test:never", "50"}));
            } catch (const Error& e) {
                blocked = e;
            }
        }));
        worker->start();
        QTRY_VERIFY_WITH_TIMEOUT(
            observer.command(cmd({"CLIENT", "LIST"})).string.contains("cmd=blpop"), 20000);
        server.kill();
        QVERIFY(worker->wait(30000));
        QVERIFY(blocked.has_value());
        qInfo("%s", blocked->what());
        QCOMPARE(blocked->kind(), ErrorKind::OutcomeUnknown);
        QVERIFY2(blocked->message().contains(QLatin1String("outcome unknown")),
                 qPrintable(blocked->message()));

        // The idle connection notices before sending: nothing ran, safe to retry.
        const Error stale = errorOf([&] { idle.command(cmd({"SET", "idemscope-test:x", "1"})); });
        QCOMPARE(stale.kind(), ErrorKind::ConnectionLost);
        QVERIFY(stale.isRetryable());
        QVERIFY(!idle.isOpen());
        // And stays closed.
        QCOMPARE(errorOf([&] { idle.command(cmd({"PING"})); }).kind(), ErrorKind::ConnectionLost);

        // While the server is down: Unavailable.
        QCOMPARE(errorOf([&] { Connection c(url); }).kind(), ErrorKind::Unavailable);

        QVERIFY(server.restart());
        Connection fresh(url);
        QCOMPARE(fresh.command(cmd({"PING"})).string, QByteArray("PONG"));
    }

    void commandTimeoutIsOutcomeUnknown() {
        REQUIRE_SERVICE(!redisServerPath().isEmpty(), QStringLiteral("redis-server"));
        OwnRedis server;
        QVERIFY(server.start());
        Connection c(RedisUrl::parse(server.url({}, QStringLiteral("?timeout=300ms"))));
        QCOMPARE(c.command(cmd({"DEBUG", "SLEEP", "0"})).string, QByteArray("OK"));
        const Error e = errorOf([&] { c.command(cmd({"DEBUG", "SLEEP", "2"})); });
        QCOMPARE(e.kind(), ErrorKind::OutcomeUnknown);
        QVERIFY(e.isOutcomeUnknown());
        QVERIFY(!e.isRetryable());
        QVERIFY2(e.message().contains(QLatin1String("did not answer within 300ms")),
                 qPrintable(e.message()));
        QVERIFY(!c.isOpen());
        QCOMPARE(errorOf([&] { c.command(cmd({"PING"})); }).kind(), ErrorKind::ConnectionLost);
        // The server is fine; a new connection waits for it to wake up.
        Connection again(RedisUrl::parse(server.url({}, QStringLiteral("?connect_timeout=10s"))));
        QCOMPARE(again.command(cmd({"PING"})).string, QByteArray("PONG"));
    }

    void password_data() {
        QTest::addColumn<QString>("userInfo");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("message");
        QTest::newRow("right") << QStringLiteral(":s3cret%21") << true << QString();
        QTest::newRow("right, as default user")
            << QStringLiteral("default:s3cret%21") << true << QString();
        QTest::newRow("wrong") << QStringLiteral(":wrong") << false
                               << QStringLiteral("refused the password (WRONGPASS)");
        QTest::newRow("missing") << QString() << false
                                 << QStringLiteral("requires a password (NOAUTH)");
        QTest::newRow("wrong user") << QStringLiteral("nobody:s3cret%21") << false
                                    << QStringLiteral("refused the user name or password");
    }
    void password() {
        REQUIRE_SERVICE(!redisServerPath().isEmpty(), QStringLiteral("redis-server"));
        QFETCH(QString, userInfo);
        QFETCH(bool, accepted);
        QFETCH(QString, message);
        OwnRedis server({QStringLiteral("--requirepass"), QStringLiteral("s3cret!")});
        QVERIFY(server.start());
        const RedisUrl url = RedisUrl::parse(server.url(userInfo));
        if (accepted) {
            Connection c(url);
            QCOMPARE(c.command(cmd({"PING"})).string, QByteArray("PONG"));
            return;
        }
        const Error e = errorOf([&] { Connection c(url); });
        QCOMPARE(e.kind(), ErrorKind::Unavailable);
        QVERIFY2(e.message().contains(message), qPrintable(e.message()));
        QVERIFY2(e.message().contains(QString::number(server.port())), qPrintable(e.message()));
        QVERIFY(!e.message().contains(QLatin1String("s3cret")));
        QVERIFY(!e.message().contains(QLatin1String("wrong")));
    }

    void aclUser() {
        REQUIRE_SERVICE(!redisServerPath().isEmpty(), QStringLiteral("redis-server"));
        const auto S = [](const char* s) {
            return QString::fromLatin1(s);
        };
        OwnRedis server({S("--user"), S("alice"), S("on"), S(">alice-pw"), S("~idempotency:*"),
                         S("+@all"), S("--user"), S("bob"), S("on"), S(">bob-pw"),
                         S("~idempotency:*"), S("+@all"), S("-info"), S("--user"), S("default"),
                         S("off")});
        QVERIFY(server.start());

        Connection alice(RedisUrl::parse(server.url(S("alice:alice-pw"), S("/3"))));
        QVERIFY(!alice.serverVersion().isEmpty());
        QCOMPARE(alice.command(cmd({"SET", "idempotency:k", "v"})).string, QByteArray("OK"));
        const Reply denied = alice.command(cmd({"SET", "other:k", "v"}));
        QCOMPARE(denied.type, Reply::Type::Error);
        QVERIFY2(denied.string.startsWith("NOPERM"), denied.string.constData());
        QCOMPARE(alice.command(cmd({"ACL", "WHOAMI"})).string, QByteArray("alice"));

        // A user who may not run INFO still connects; the version is then unknown.
        Connection bob(RedisUrl::parse(server.url(S("bob:bob-pw"))));
        QVERIFY(bob.serverVersion().isEmpty());
        QCOMPARE(bob.command(cmd({"GET", "idempotency:k"})).isNil(), true); // db 0, not 3

        const Error wrong =
            errorOf([&] { Connection c(RedisUrl::parse(server.url(S("alice:bob-pw")))); });
        QCOMPARE(wrong.kind(), ErrorKind::Unavailable);
        QVERIFY2(wrong.message().contains(QLatin1String("WRONGPASS")), qPrintable(wrong.message()));
        // The default user is off: no credentials at all is refused too.
        QCOMPARE(errorOf([&] { Connection c(RedisUrl::parse(server.url())); }).kind(),
                 ErrorKind::Unavailable);
    }

    void selectOutOfRange() {
        REQUIRE_SERVICE(!redisServerPath().isEmpty(), QStringLiteral("redis-server"));
        OwnRedis server({QStringLiteral("--databases"), QStringLiteral("2")});
        QVERIFY(server.start());
        const Error e =
            errorOf([&] { Connection c(RedisUrl::parse(server.url({}, QStringLiteral("/7")))); });
        QCOMPARE(e.kind(), ErrorKind::Unavailable);
        QVERIFY2(e.message().contains(QLatin1String("SELECT 7")), qPrintable(e.message()));
    }

    // --- a scripted server for what real servers do not do ----------------------------------

    void silentServer() {
        ScriptedServer server({}, false);
        const Error e = errorOf([&] {
            Connection c(RedisUrl::parse(server.url(QStringLiteral("?connect_timeout=300ms"))));
        });
        QCOMPARE(e.kind(), ErrorKind::Unavailable);
        QVERIFY2(e.message().contains(QLatin1String("did not answer within 300ms")),
                 qPrintable(e.message()));
    }

    void notRespAtConnect() {
        ScriptedServer server({"HTTP/1.1 400 Bad Request\r\n\r\n"}, true);
        const Error e = errorOf([&] { Connection c(RedisUrl::parse(server.url())); });
        QCOMPARE(e.kind(), ErrorKind::Unavailable);
        QVERIFY2(e.message().contains(QLatin1String("not RESP")), qPrintable(e.message()));
    }

    void hostileReply_data() {
        QTest::addColumn<QByteArray>("reply");
        QTest::newRow("*4294967295") << QByteArray("*4294967295\r\n");
        QTest::newRow("$99999999999") << QByteArray("$99999999999\r\n");
        QTest::newRow("*-5") << QByteArray("*-5\r\n");
        QTest::newRow("garbage") << QByteArray("hello\r\n");
    }
    void hostileReply() {
        QFETCH(QByteArray, reply);
        ScriptedServer server({fakeInfo(), reply}, false);
        Connection c(RedisUrl::parse(server.url()));
        QCOMPARE(c.serverVersion(), QStringLiteral("9.9.9"));
        const Error e = errorOf([&] { c.command(cmd({"GET", "k"})); });
        // The command reached the server: a broken answer leaves its outcome unknown.
        QCOMPARE(e.kind(), ErrorKind::OutcomeUnknown);
        QVERIFY2(e.message().contains(QLatin1String("protocol error")), qPrintable(e.message()));
        QVERIFY(!c.isOpen());
    }

    void closedBeforeTheReply() {
        ScriptedServer server({fakeInfo(), "$10\r\nabc"}, true);
        Connection c(RedisUrl::parse(server.url()));
        const Error e = errorOf([&] { c.command(cmd({"GET", "k"})); });
        QCOMPARE(e.kind(), ErrorKind::OutcomeUnknown);
        QVERIFY2(e.message().contains(QLatin1String("broke while waiting")),
                 qPrintable(e.message()));
        QVERIFY(!c.isOpen());
    }

    void unsolicitedData() {
        ScriptedServer server({fakeInfo() + "+SURPRISE\r\n"}, false);
        Connection c(RedisUrl::parse(server.url()));
        const Error e = errorOf([&] { c.command(cmd({"GET", "k"})); });
        QCOMPARE(e.kind(), ErrorKind::ConnectionLost);
        QVERIFY2(e.message().contains(QLatin1String("nobody asked for")), qPrintable(e.message()));
    }

    // --- TLS ----------------------------------------------------------------------------------

    void tls_data() {
        QTest::addColumn<QString>("query");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("message");
        QTest::newRow("right CA, IP") << QStringLiteral("?cacert=ca.crt") << true << QString();
        QTest::newRow("right CA, sni=localhost")
            << QStringLiteral("?cacert=ca.crt&sni=localhost") << true << QString();
        QTest::newRow("right CA, client certificate")
            << QStringLiteral("?cacert=ca.crt&cert=client.crt&key=client.key") << true << QString();
        QTest::newRow("wrong CA") << QStringLiteral("?cacert=other-ca.crt") << false
                                  << QStringLiteral("TLS certificate of 127.0.0.1 could not be "
                                                    "verified");
        QTest::newRow("system CAs only")
            << QString() << false << QStringLiteral("could not be verified");
        QTest::newRow("wrong name")
            << QStringLiteral("?cacert=ca.crt&sni=redis.example.com") << false
            << QStringLiteral("TLS certificate of redis.example.com could "
                              "not be verified");
        QTest::newRow("wrong CA, verify=false")
            << QStringLiteral("?cacert=other-ca.crt&verify=false") << true << QString();
        QTest::newRow("missing CA file")
            << QStringLiteral("?cacert=absent.crt") << false << QStringLiteral("CA file");
        QTest::newRow("key is not a key")
            << QStringLiteral("?cacert=ca.crt&cert=client.crt&key=client.crt") << false
            << QStringLiteral("private key");
    }
    void tls() {
        REQUIRE_SERVICE(!redisServerPath().isEmpty(), QStringLiteral("redis-server"));
        REQUIRE_SERVICE(m_haveCerts, QStringLiteral("openssl (test certificates)"));
        QFETCH(QString, query);
        QFETCH(bool, accepted);
        QFETCH(QString, message);
        const QString dir = m_certs.path() + u'/';
        OwnRedis server({QStringLiteral("--tls-cert-file"), dir + QStringLiteral("server.crt"),
                         QStringLiteral("--tls-key-file"), dir + QStringLiteral("server.key"),
                         QStringLiteral("--tls-ca-cert-file"), dir + QStringLiteral("ca.crt"),
                         QStringLiteral("--tls-auth-clients"), QStringLiteral("optional")},
                        true);
        QVERIFY(server.start());
        // File options are relative to the certificate folder.
        QString absolute = query;
        absolute.replace(QRegularExpression(QStringLiteral("(cacert|cert|key)=")),
                         QStringLiteral("\\1=") +
                             QString::fromLatin1(QUrl::toPercentEncoding(dir)));
        const RedisUrl url = RedisUrl::parse(server.url({}, absolute));
        if (accepted) {
            Connection c(url);
            QCOMPARE(c.command(cmd({"PING"})).string, QByteArray("PONG"));
            QVERIFY(!c.serverVersion().isEmpty());
            const QByteArray value(200000, 'x');
            QCOMPARE(c.command(cmd({"SET", "k", value})).string, QByteArray("OK"));
            QCOMPARE(c.command(cmd({"GET", "k"})).string, value);
            QCOMPARE(c.pipeline({cmd({"PING"}), cmd({"PING"})}).size(), 2);
            return;
        }
        const Error e = errorOf([&] { Connection c(url); });
        QCOMPARE(e.kind(), ErrorKind::Unavailable);
        QVERIFY2(e.message().contains(message), qPrintable(e.message()));
    }

    void tlsClientCertificateRequired() {
        REQUIRE_SERVICE(!redisServerPath().isEmpty(), QStringLiteral("redis-server"));
        REQUIRE_SERVICE(m_haveCerts, QStringLiteral("openssl (test certificates)"));
        const QString dir = m_certs.path() + u'/';
        OwnRedis server({QStringLiteral("--tls-cert-file"), dir + QStringLiteral("server.crt"),
                         QStringLiteral("--tls-key-file"), dir + QStringLiteral("server.key"),
                         QStringLiteral("--tls-ca-cert-file"), dir + QStringLiteral("ca.crt"),
                         QStringLiteral("--tls-auth-clients"), QStringLiteral("yes")},
                        true);
        QVERIFY(server.start());
        const QString ca =
            QStringLiteral("?cacert=") +
            QString::fromLatin1(QUrl::toPercentEncoding(dir + QStringLiteral("ca.crt")));
        const Error e = errorOf([&] { Connection c(RedisUrl::parse(server.url({}, ca))); });
        QCOMPARE(e.kind(), ErrorKind::Unavailable);
        Connection c(RedisUrl::parse(server.url(
            {},
            ca + QStringLiteral("&cert=") +
                QString::fromLatin1(QUrl::toPercentEncoding(dir + QStringLiteral("client.crt"))) +
                QStringLiteral("&key=") +
                QString::fromLatin1(QUrl::toPercentEncoding(dir + QStringLiteral("client.key"))))));
        QCOMPARE(c.command(cmd({"PING"})).string, QByteArray("PONG"));
    }

    void plainClientAgainstTlsPort() {
        REQUIRE_SERVICE(!redisServerPath().isEmpty(), QStringLiteral("redis-server"));
        REQUIRE_SERVICE(m_haveCerts, QStringLiteral("openssl (test certificates)"));
        const QString dir = m_certs.path() + u'/';
        OwnRedis server({QStringLiteral("--tls-cert-file"), dir + QStringLiteral("server.crt"),
                         QStringLiteral("--tls-key-file"), dir + QStringLiteral("server.key"),
                         QStringLiteral("--tls-ca-cert-file"), dir + QStringLiteral("ca.crt"),
                         QStringLiteral("--tls-auth-clients"), QStringLiteral("no")},
                        true);
        QVERIFY(server.start());
        const QString plain =
            server.url().replace(QLatin1String("rediss://"), QLatin1String("redis://"));
        const Error e = errorOf(
            [&] { Connection c(RedisUrl::parse(plain + QStringLiteral("?connect_timeout=3s"))); });
        QCOMPARE(e.kind(), ErrorKind::Unavailable);
        QVERIFY2(e.message().contains(QLatin1String("rediss://")), qPrintable(e.message()));
    }

    void tlsClientAgainstPlainPort() {
        REQUIRE_SERVICE(!redisServerPath().isEmpty(), QStringLiteral("redis-server"));
        OwnRedis server;
        QVERIFY(server.start());
        const QString tls =
            server.url().replace(QLatin1String("redis://"), QLatin1String("rediss://"));
        const Error e = errorOf([&] {
            Connection c(RedisUrl::parse(tls + QStringLiteral("?verify=false&connect_timeout=3s")));
        });
        QCOMPARE(e.kind(), ErrorKind::Unavailable);
        QVERIFY2(e.message().contains(QLatin1String("TLS")), qPrintable(e.message()));
    }
};

QTEST_GUILESS_MAIN(Tst_redisconnection)
#include "tst_redisconnection.moc"
