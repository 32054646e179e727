// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Live updates of the PostgreSQL store (label postgres): a PgNotifier listening on the table of
// a FreshStore sees each committed change (acquire, complete, operator expire, purge), nothing
// for a refused one, and rows written by the seed's own statements too.

#include "postgres/pgnotifier.h"
#include "store/tokenstore.h"
#include "support/storefixture.h"

#include <QTest>
#include <QUrl>
#include <QUrlQuery>
#include <pqxx/pqxx>

using namespace idem;
using namespace std::chrono_literals;

namespace {

/// Every change received until one for `key` in `state` arrived (or 10 s passed).
QList<pg::TableChange> waitFor(pg::PgNotifier& n, const QString& key, const QString& state,
                               bool deleted = false) {
    QList<pg::TableChange> all;
    for (int i = 0; i < 100; ++i) {
        const QList<pg::TableChange> got = n.wait(100ms);
        all += got;
        for (const pg::TableChange& c : got) {
            if (deleted ? c.deleted : (c.key == key && c.state == state))
                return all;
        }
    }
    return all;
}

bool contains(const QList<pg::TableChange>& changes, const QString& key, const QString& state) {
    for (const pg::TableChange& c : changes) {
        if (c.key == key && c.state == state)
            return true;
    }
    return false;
}

} // namespace

class Tst_PgNotify : public QObject {
    Q_OBJECT

private slots:
    void changesAreNotified();
    void nobodyListening_nothingSent();
};

void Tst_PgNotify::changesAreNotified() {
    IDEM_FRESH_STORE(s, QStringLiteral("postgres"));
    pg::PgNotifier notifier(s.sharedUrl());
    QVERIFY(notifier.wait(0ms).isEmpty());

    const AcquireResult a = s->acquire(test::acquireRequest(QStringLiteral("live-1")));
    QVERIFY(contains(waitFor(notifier, QStringLiteral("live-1"), QStringLiteral("processing")),
                     QStringLiteral("live-1"), QStringLiteral("processing")));
    s->complete(test::completeReq(a, "done"));
    QVERIFY(contains(waitFor(notifier, QStringLiteral("live-1"), QStringLiteral("completed")),
                     QStringLiteral("live-1"), QStringLiteral("completed")));

    // A refused change notifies nothing: an in-flight acquire of another held key.
    const AcquireResult held = s->acquire(test::acquireRequest(QStringLiteral("held")));
    QCOMPARE(held.outcome, AcquireOutcome::Acquired);
    waitFor(notifier, QStringLiteral("held"), QStringLiteral("processing"));
    QCOMPARE(s->acquire(test::acquireRequest(QStringLiteral("held"))).outcome,
             AcquireOutcome::InFlight);
    QVERIFY(notifier.wait(300ms).isEmpty());

    s->operatorExpire(QStringLiteral("held"), QString(), {});
    QVERIFY(contains(waitFor(notifier, QStringLiteral("held"), QStringLiteral("expired")),
                     QStringLiteral("held"), QStringLiteral("expired")));
    QCOMPARE(s->purgeExpired(0), 1);
    const QList<pg::TableChange> purged = waitFor(notifier, QString(), QString(), true);
    QVERIFY(!purged.isEmpty() && purged.constLast().deleted);

    // A row written by the seed's own service statement.
    QUrl u(s.sharedUrl());
    const std::string table = QUrlQuery(u).queryItemValue(QStringLiteral("table")).toStdString();
    u.setQuery(QString());
    pqxx::connection c(u.toString().toStdString());
    pqxx::work tx(c);
    tx.exec("INSERT INTO \"" + table +
            "\" (token, status, expires_at) VALUES ('seed-row', 'pending', NOW() + interval '30 "
            "minutes')");
    tx.commit();
    QVERIFY(contains(waitFor(notifier, QStringLiteral("seed-row"), QStringLiteral("pending")),
                     QStringLiteral("seed-row"), QStringLiteral("pending")));
}

// Writers notify only while a PgNotifier is registered: a bare LISTEN hears nothing before one
// exists and after it is gone, and hears the changes while it lives.
void Tst_PgNotify::nobodyListening_nothingSent() {
    IDEM_FRESH_STORE(s, QStringLiteral("postgres"));
    QUrl u(s.sharedUrl());
    const std::string channel =
        QUrlQuery(u).queryItemValue(QStringLiteral("table")).toStdString() + "_changes";
    u.setQuery(QString());
    pqxx::connection bare(u.toString().toStdString());
    {
        pqxx::nontransaction tx(bare);
        tx.exec("LISTEN \"" + channel + "\"");
    }
    s->issue(IssueRequest{QStringLiteral("quiet-1"), QString(), 30min});
    QCOMPARE(int(bare.await_notification(0, 300000)), 0);
    {
        pg::PgNotifier notifier(s.sharedUrl());
        s->issue(IssueRequest{QStringLiteral("heard-1"), QString(), 30min});
        QVERIFY(bare.await_notification(10, 0) > 0);
        QVERIFY(contains(waitFor(notifier, QStringLiteral("heard-1"), QStringLiteral("pending")),
                         QStringLiteral("heard-1"), QStringLiteral("pending")));
    }
    s->issue(IssueRequest{QStringLiteral("quiet-2"), QString(), 30min});
    QCOMPARE(int(bare.await_notification(0, 300000)), 0);
}

QTEST_GUILESS_MAIN(Tst_PgNotify)
#include "tst_pgnotify.moc"
