// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "postgres/pgnotifier.h"

#include "postgres/pgsession.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace idem::pg {
namespace {

class Receiver final : public pqxx::notification_receiver {
public:
    Receiver(pqxx::connection& c, const std::string& channel, QList<TableChange>& out)
        : pqxx::notification_receiver(c, channel), m_out(out) {}

    void operator()(const std::string& payload, int) override {
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(payload)).object();
        TableChange change;
        change.deleted = o.value(QLatin1String("deleted")).toBool();
        change.key = o.value(QLatin1String("key")).toString();
        change.scope = o.value(QLatin1String("scope")).toString();
        change.state = o.value(QLatin1String("state")).toString();
        m_out.append(change);
    }

private:
    QList<TableChange>& m_out;
};

} // namespace

/// How often a listener refreshes its registration; writers stop notifying 60 s after the last
/// refresh (resources/sql/003_notify.sql).
constexpr std::chrono::seconds kHeartbeat{20};

struct PgNotifier::Impl {
    PgUrl url;
    std::string channel;
    std::string listeners; ///< "<table>_listeners", quoted
    std::chrono::steady_clock::time_point lastBeat;
    QList<TableChange> received;
    std::unique_ptr<Receiver> receiver;
    std::unique_ptr<Session> session;

    void heartbeat(pqxx::connection& c);
};

PgNotifier::PgNotifier(const QString& url) : d(std::make_unique<Impl>()) {
    d->url = PgUrl::parse(url);
    const TableNames names(d->url.table);
    d->channel = names.channel;
    d->listeners = names.expand("\"${N}_listeners\"");
    // The receiver LISTENs on construction; after a reconnection it is made again, and the
    // backend registers as a listener (writers notify only while one is registered).
    d->session = std::make_unique<Session>(d->url, [this](pqxx::connection& c) {
        d->receiver.reset();
        d->receiver = std::make_unique<Receiver>(c, d->channel, d->received);
        d->heartbeat(c);
    });
    d->session->run(Effect::Read, QStringLiteral("Listening for changes"),
                    [](pqxx::connection& c) { c.get_notifs(); });
}

void PgNotifier::Impl::heartbeat(pqxx::connection& c) {
    try {
        pqxx::nontransaction tx(c);
        tx.exec("INSERT INTO " + listeners +
                " (pid, seen_at) VALUES (pg_backend_pid(), now()) "
                "ON CONFLICT (pid) DO UPDATE SET seen_at = now()");
        // Registrations of listeners that died long ago.
        tx.exec("DELETE FROM " + listeners + " WHERE seen_at < now() - interval '1 hour'");
    } catch (const pqxx::broken_connection&) {
        throw;
    } catch (const pqxx::sql_error&) {
        // A table without migration 3, or a role that may not write: listen all the same
        // (another listener may have registered); nothing is lost but the notifications.
    }
    lastBeat = std::chrono::steady_clock::now();
}

PgNotifier::~PgNotifier() {
    try {
        d->session->run(Effect::Write, QStringLiteral("Unregistering"), [&](pqxx::connection& c) {
            pqxx::nontransaction tx(c);
            tx.exec("DELETE FROM " + d->listeners + " WHERE pid = pg_backend_pid()");
        });
    } catch (const std::exception&) {
        // Gone with the connection, or the table: the registration lapses in 60 s anyway.
    }
    // The receiver must go before its connection.
    d->receiver.reset();
    d->session.reset();
}

QList<TableChange> PgNotifier::wait(std::chrono::milliseconds timeout) {
    d->session->run(Effect::Read, QStringLiteral("Waiting for changes"), [&](pqxx::connection& c) {
        if (std::chrono::steady_clock::now() - d->lastBeat >= kHeartbeat)
            d->heartbeat(c);
        c.get_notifs();
        if (d->received.isEmpty() && timeout.count() > 0) {
            const long long ms = timeout.count();
            c.await_notification(long(ms / 1000), long((ms % 1000) * 1000));
        }
    });
    QList<TableChange> out;
    out.swap(d->received);
    return out;
}

} // namespace idem::pg
