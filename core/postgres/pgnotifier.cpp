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

struct PgNotifier::Impl {
    PgUrl url;
    std::string channel;
    QList<TableChange> received;
    std::unique_ptr<Receiver> receiver;
    std::unique_ptr<Session> session;
};

PgNotifier::PgNotifier(const QString& url) : d(std::make_unique<Impl>()) {
    d->url = PgUrl::parse(url);
    d->channel = TableNames(d->url.table).channel;
    // The receiver LISTENs on construction; after a reconnection it is made again.
    d->session = std::make_unique<Session>(d->url, [this](pqxx::connection& c) {
        d->receiver.reset();
        d->receiver = std::make_unique<Receiver>(c, d->channel, d->received);
    });
    d->session->run(Effect::Read, QStringLiteral("Listening for changes"),
                    [](pqxx::connection& c) { c.get_notifs(); });
}

PgNotifier::~PgNotifier() {
    // The receiver must go before its connection.
    d->receiver.reset();
    d->session.reset();
}

QList<TableChange> PgNotifier::wait(std::chrono::milliseconds timeout) {
    d->session->run(Effect::Read, QStringLiteral("Waiting for changes"), [&](pqxx::connection& c) {
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
