// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The PostgreSQL store when its server stops mid-run (label postgres): a cluster of the suite's
// own (initdb in a temporary folder, pg_ctl on a free loopback port; as root it runs as the
// "postgres" system user, as scripts/with-services.sh does), stopped with -m immediate between
// calls and started again. Calls fail with typed errors while it is down (no crash), and the
// first call after the restart succeeds. Skips without initdb, fails then if
// IDEM_REQUIRE_SERVICES=1.

#include "base/errors.h"
#include "postgres/pgmigrate.h"
#include "store/tokenstore.h"
#include "support/ownredis.h"
#include "support/storefixture.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace idem;
using namespace std::chrono_literals;

namespace {

/// initdb refuses to run as root (POSIX); elsewhere there is no such user to step aside for.
bool runningAsRoot() {
#ifdef Q_OS_UNIX
    return ::geteuid() == 0;
#else
    return false;
#endif
}

QString pgBin() {
    QString found;
    const QStringList versions =
        QDir(QStringLiteral("/usr/lib/postgresql")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& v : versions) {
        const QString dir = QStringLiteral("/usr/lib/postgresql/%1/bin").arg(v);
        if (QFile::exists(dir + QStringLiteral("/initdb")))
            found = dir;
    }
    if (found.isEmpty()) {
        const QString initdb = QStandardPaths::findExecutable(QStringLiteral("initdb"));
        if (!initdb.isEmpty())
            found = QFileInfo(initdb).absolutePath();
    }
    return found;
}

/// A throwaway cluster: trust authentication, user idem, loopback only.
class OwnPostgres {
public:
    bool init(QString* why) {
        m_bin = pgBin();
        if (m_bin.isEmpty()) {
            *why = QStringLiteral("initdb not found");
            return false;
        }
        if (!m_dir.isValid()) {
            *why = QStringLiteral("no temporary folder");
            return false;
        }
        m_data = m_dir.filePath(QStringLiteral("data"));
        QDir().mkpath(m_data);
        if (runningAsRoot()) {
            // initdb refuses root: the cluster belongs to the postgres system user.
            QProcess::execute(QStringLiteral("chown"),
                              {QStringLiteral("-R"), QStringLiteral("postgres:"), m_dir.path()});
            QFile::setPermissions(m_dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                    QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                                    QFileDevice::ExeOther);
        }
        m_port = test::freePort();
        QByteArray out;
        if (run(QStringLiteral("initdb"),
                {QStringLiteral("-D"), m_data, QStringLiteral("-U"), QStringLiteral("idem"),
                 QStringLiteral("--auth=trust"), QStringLiteral("--encoding=UTF8")},
                &out) != 0) {
            *why = QStringLiteral("initdb failed: ") + QString::fromLocal8Bit(out.right(500));
            return false;
        }
        return true;
    }
    bool start() {
        QByteArray out;
        const int rc = run(QStringLiteral("pg_ctl"),
                           {QStringLiteral("-D"), m_data, QStringLiteral("-l"),
                            m_dir.filePath(QStringLiteral("pg.log")), QStringLiteral("-w"),
                            QStringLiteral("-t"), QStringLiteral("30"), QStringLiteral("-o"),
                            QStringLiteral("-c listen_addresses=127.0.0.1 -p %1 -k %2 -c fsync=off")
                                .arg(m_port)
                                .arg(m_data),
                            QStringLiteral("start")},
                           &out);
        if (rc != 0)
            qWarning("pg_ctl start: %s", out.constData());
        return rc == 0;
    }
    bool stop() {
        QByteArray out;
        return run(QStringLiteral("pg_ctl"),
                   {QStringLiteral("-D"), m_data, QStringLiteral("-m"), QStringLiteral("immediate"),
                    QStringLiteral("-w"), QStringLiteral("stop")},
                   &out) == 0;
    }
    ~OwnPostgres() {
        if (!m_data.isEmpty() && QFile::exists(m_data + QStringLiteral("/postmaster.pid")))
            stop();
    }
    QString url(const QString& table) const {
        return QStringLiteral("postgresql://idem@127.0.0.1:%1/postgres?table=%2&connect_timeout=2")
            .arg(m_port)
            .arg(table);
    }

private:
    int run(const QString& tool, QStringList args, QByteArray* out) {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        QString program = m_bin + QLatin1Char('/') + tool;
        if (runningAsRoot()) {
            args.prepend(program);
            args.prepend(QStringLiteral("--"));
            args.prepend(QStringLiteral("postgres"));
            args.prepend(QStringLiteral("-u"));
            program = QStringLiteral("runuser");
        }
        p.start(program, args);
        if (!p.waitForFinished(60000))
            return -1;
        *out = p.readAll();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

    QTemporaryDir m_dir;
    QString m_bin;
    QString m_data;
    quint16 m_port = 0;
};

} // namespace

class Tst_PgFaults : public QObject {
    Q_OBJECT

private slots:
    void serverStoppedMidRun();
    void tlsVerifyFull();
};

void Tst_PgFaults::serverStoppedMidRun() {
    OwnPostgres server;
    QString why;
    if (!server.init(&why)) {
        if (test::servicesRequired())
            QFAIL(qPrintable(why));
        QSKIP(qPrintable(why));
    }
    QVERIFY(server.start());
    const QString url = server.url(QStringLiteral("faults"));
    pg::migrate(url);
    std::unique_ptr<TokenStore> s = openStore(url);
    const AcquireResult before = s->acquire(test::acquireRequest(QStringLiteral("before")));
    QCOMPARE(before.outcome, AcquireOutcome::Acquired);

    QVERIFY(server.stop());
    // A write on the dead connection: the store cannot know whether it ran.
    const Error write =
        test::errorOf([&] { s->acquire(test::acquireRequest(QStringLiteral("x"))); });
    QVERIFY2(write.kind() == ErrorKind::OutcomeUnknown ||
                 write.kind() == ErrorKind::ConnectionLost ||
                 write.kind() == ErrorKind::Unavailable,
             write.what());
    // Reads while it is down: reconnecting fails, typed.
    const Error read = test::errorOf([&] { s->get(QStringLiteral("before"), QString()); });
    QCOMPARE(read.kind(), ErrorKind::Unavailable);
    QCOMPARE(test::errorOf([&] { s->counts(std::nullopt); }).kind(), ErrorKind::Unavailable);

    QVERIFY(server.start());
    // The first call after the restart succeeds (a new connection, statements prepared again).
    const auto got = s->get(QStringLiteral("before"), QString());
    QVERIFY(got);
    QCOMPARE(got->owner, before.record.owner);
    QCOMPARE(s->acquire(test::acquireRequest(QStringLiteral("after"))).outcome,
             AcquireOutcome::Acquired);
    s->complete(test::completeReq(before, "done"));
    QCOMPARE(s->get(QStringLiteral("before"), QString())->state, State::Completed);
}

/// sslmode=verify-full with a CA file (the TLS PostgreSQL of scripts/with-services.sh): the
/// store works over it; a CA that did not sign the server's certificate is refused with a clear
/// Unavailable before anything is read.
void Tst_PgFaults::tlsVerifyFull() {
    const QString tls = qEnvironmentVariable("IDEM_TEST_PG_TLS_URL");
    const QString otherCa = qEnvironmentVariable("IDEM_TEST_TLS_OTHER_CA");
    if (tls.isEmpty() || otherCa.isEmpty()) {
        if (test::servicesRequired())
            QFAIL("IDEM_TEST_PG_TLS_URL is not set but IDEM_REQUIRE_SERVICES=1");
        QSKIP("IDEM_TEST_PG_TLS_URL is not set (scripts/with-services.sh starts a TLS PostgreSQL)");
    }
    const QString url = tls + QStringLiteral("&table=tls_%1").arg(QCoreApplication::applicationPid());
    pg::migrate(url);
    {
        std::unique_ptr<TokenStore> s = openStore(url);
        const AcquireResult a = s->acquire(test::acquireRequest(QStringLiteral("over-tls")));
        QCOMPARE(a.outcome, AcquireOutcome::Acquired);
        QCOMPARE(s->complete(test::completeReq(a, "ok")).state, State::Completed);
    }
    QString wrongCa = url;
    wrongCa.replace(QRegularExpression(QStringLiteral("sslrootcert=[^&]*")),
                    QStringLiteral("sslrootcert=") + otherCa);
    try {
        openStore(wrongCa)->counts();
        QFAIL("a server certificate from another CA was accepted");
    } catch (const Error& e) {
        QCOMPARE(errorKindName(e.kind()), errorKindName(ErrorKind::Unavailable));
        QVERIFY2(e.message().contains(QLatin1String("certificate")), qPrintable(e.message()));
    }
}

QTEST_GUILESS_MAIN(Tst_PgFaults)
#include "tst_pgfaults.moc"
