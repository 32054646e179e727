// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "demoenvironment.h"

#include "base/errors.h"
#include "gateway/demoupstream.h"
#include "gateway/gateway.h"
#include "sqlite/sqlitestore.h"
#include "store/tokenstore.h"
#include "token/fingerprint.h"
#include "token/generator.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

namespace idem::ui {

struct DemoEnvironment::Counters {
    std::atomic<qint64> sent{0};
    std::atomic<qint64> executed{0};
    std::atomic<qint64> replays{0};
    std::atomic<qint64> mismatches{0};
    std::atomic<qint64> inFlight{0};
    std::atomic<qint64> aborted{0};
    std::atomic<qint64> stuck{0};
    std::atomic<qint64> takenOver{0};
    std::atomic<qint64> issued{0};
    std::atomic<qint64> failures{0};
};

namespace {

using namespace std::chrono_literals;

/// The callers the traffic pretends to be; the gateway scopes tokens by their Authorization.
const QByteArray kTenants[] = {"Bearer demo-acme", "Bearer demo-globex", "Bearer demo-initech"};
/// How many answered requests are remembered for replays and changed bodies.
constexpr int kMemory = 200;
/// Stuck claims waiting for their retry, at most (older ones are simply left stuck).
constexpr int kMaxStuck = 50;

struct DemoRequest {
    QString key;
    QByteArray auth;
    QByteArray body;
};

/// Everything of one demo run, on the "demo-environment" thread. Built by run(), torn down by
/// the destructor in reverse order: traffic, gateway (its StorePool threads end there), upstream,
/// store, temporary folder.
class DemoRuntime : public QObject {
    Q_OBJECT
public:
    DemoRuntime(DemoEnvironment::Options options,
                std::shared_ptr<DemoEnvironment::Counters> counters)
        : m_options(std::move(options)), m_counters(std::move(counters)),
          m_rng(QRandomGenerator::securelySeeded()) {}

    ~DemoRuntime() override {
        if (m_timer)
            m_timer->stop();
        for (QNetworkReply* reply : std::as_const(m_replies)) {
            disconnect(reply, nullptr, this, nullptr);
            reply->abort();
            delete reply;
        }
        m_replies.clear();
        delete m_net;
        delete m_gateway;
        delete m_upstream;
        m_store.reset();
        m_dir.reset();
    }

    void run() {
        try {
            build();
        } catch (const Error& e) {
            emit failed(e.message());
            return;
        } catch (const std::exception& e) {
            emit failed(QString::fromUtf8(e.what()));
            return;
        }
    }

signals:
    void ready(const QString& storeUrl, quint16 gatewayPort, quint16 upstreamPort,
               quint16 metricsPort);
    void failed(const QString& message);

private:
    [[noreturn]] static void fail(const QString& message) {
        throw Error(ErrorKind::Unavailable, message);
    }

    void build() {
        m_dir = std::make_unique<QTemporaryDir>();
        if (!m_dir->isValid())
            fail(tr("Cannot create a temporary folder for the demo: %1").arg(m_dir->errorString()));
        const QString url = SqliteStore::urlForPath(
            QDir(m_dir->path()).absoluteFilePath(QStringLiteral("demo.db")));
        m_store = std::shared_ptr<TokenStore>(openStore(url));
        demo::populate(*m_store, m_options.populate);
        if (QThread::currentThread()->isInterruptionRequested())
            return; // stop() came during the fill: no listener is opened at all

        gateway::DemoUpstreamOptions upstreamOptions;
        upstreamOptions.latency = m_options.upstreamLatency;
        m_upstream = new gateway::DemoUpstream(upstreamOptions);
        try {
            m_upstream->listen(QHostAddress(QHostAddress::LocalHost), 0);
        } catch (const Error& e) {
            fail(tr("The demo upstream cannot listen: %1").arg(e.message()));
        }

        gateway::GatewayConfig config;
        config.listen = {QHostAddress(QHostAddress::LocalHost), 0};
        config.upstream = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_upstream->port()));
        config.accessLog = QStringLiteral("off");
        config.storeWorkers = 1;
        config.shutdownTimeout = 2s;
        config.tokenTtl = m_options.issuedTtl;
        // The demo's own traffic asks for tokens at its own pace, from loopback, inside this
        // process: the endpoint is on and unlimited here (off by default in idemgate).
        config.issueEndpoint = true;
        config.issueRate = 0;
        // The dashboard charts the gateway's own metrics next to the store's counters.
        config.metricsListen = gateway::ListenAddress{QHostAddress(QHostAddress::LocalHost), 0};
        try {
            config.validate();
        } catch (const Error& e) {
            fail(tr("The demo gateway's settings are refused: %1").arg(e.message()));
        }
        m_gateway = new gateway::Gateway(config, m_store);
        try {
            m_gateway->start();
        } catch (const Error& e) {
            fail(tr("The demo gateway cannot listen: %1").arg(e.message()));
        }

        m_net = new QNetworkAccessManager;
        m_net->setProxy(QNetworkProxy::NoProxy); // loopback: never through a system proxy
        m_timer = new QTimer(this);
        m_timer->setInterval(m_options.tick);
        connect(m_timer, &QTimer::timeout, this, &DemoRuntime::step);
        m_timer->start();
        emit ready(url, m_gateway->port(), m_upstream->port(), m_gateway->metricsPort());
    }

    QByteArray tenant() { return kTenants[m_rng.bounded(int(std::size(kTenants)))]; }

    QByteArray orderBody() {
        static const char* const items[] = {"coffee", "tea", "bagel", "notebook", "umbrella"};
        QJsonObject o;
        o.insert(QStringLiteral("item"), QString::fromLatin1(items[m_rng.bounded(5)]));
        o.insert(QStringLiteral("quantity"), m_rng.bounded(1, 10));
        o.insert(QStringLiteral("amount"), m_rng.bounded(100, 20000));
        return QJsonDocument(o).toJson(QJsonDocument::Compact);
    }

    DemoRequest fresh() {
        static const QString prefixes[] = {QStringLiteral("ORD"), QStringLiteral("PAY")};
        BusinessFormat format;
        format.prefix = prefixes[m_rng.bounded(2)];
        return {TokenGenerator::business(format), tenant(), orderBody()};
    }

    void remember(const DemoRequest& request) {
        m_answered.append(request);
        if (m_answered.size() > kMemory)
            m_answered.removeFirst();
    }

    /// One traffic step: a weighted choice of what a client population does.
    void step() {
        retryDueStuckClaims();
        const int roll = m_rng.bounded(100);
        if (roll < 34 || m_answered.isEmpty()) {
            send(fresh(), Expect::Fresh);
        } else if (roll < 56) {
            send(m_answered.at(m_rng.bounded(int(m_answered.size()))), Expect::Replay);
        } else if (roll < 62) {
            DemoRequest changed = m_answered.at(m_rng.bounded(int(m_answered.size())));
            changed.body = orderBody() + ' '; // never equal to the original body
            send(changed, Expect::Mismatch);
        } else if (roll < 69) {
            const DemoRequest twice = fresh();
            send(twice, Expect::Fresh);
            send(twice, Expect::InFlight);
        } else if (roll < 77) {
            send(fresh(), Expect::Abandon);
        } else if (roll < 82) {
            claimAndDie();
        } else if (roll < 91) {
            issue();
        } else if (!m_issued.isEmpty()) {
            // A client uses a token it was issued earlier (some lapse before anyone does).
            send(m_issued.takeFirst(), Expect::Fresh);
        } else {
            send(fresh(), Expect::Fresh);
        }
    }

    enum class Expect { Fresh, Replay, Mismatch, InFlight, Abandon, Takeover };

    QNetworkRequest request(const QString& path, const DemoRequest& r) const {
        QNetworkRequest out(
            QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_gateway->port()).arg(path)));
        out.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        out.setRawHeader("Authorization", r.auth);
        if (!r.key.isEmpty())
            out.setRawHeader("Idempotency-Key", r.key.toLatin1());
        out.setTransferTimeout(int(std::chrono::milliseconds(30s).count()));
        return out;
    }

    QNetworkReply* track(QNetworkReply* reply) {
        m_replies.insert(reply);
        m_counters->sent.fetch_add(1);
        return reply;
    }

    void send(const DemoRequest& r, Expect expect) {
        QNetworkReply* reply = track(m_net->post(request(QStringLiteral("/orders"), r), r.body));
        if (expect == Expect::Abandon) {
            QTimer::singleShot(m_options.abandonAfter, reply, [reply] { reply->abort(); });
        }
        connect(reply, &QNetworkReply::finished, this, [this, reply, r, expect] {
            m_replies.remove(reply);
            reply->deleteLater();
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            if (reply->error() == QNetworkReply::OperationCanceledError) {
                m_counters->aborted.fetch_add(1);
                // The client comes back later with the same request (replay or 409).
                if (m_retryLater.size() < kMemory)
                    m_retryLater.append(r);
                return;
            }
            const bool replayed = reply->rawHeader("Idempotent-Replayed") == "true";
            if (status >= 200 && status < 300) {
                (replayed ? m_counters->replays : m_counters->executed).fetch_add(1);
                if (expect == Expect::Takeover)
                    m_counters->takenOver.fetch_add(1);
                remember(r);
            } else if (status == 422) {
                m_counters->mismatches.fetch_add(1);
            } else if (status == 409) {
                m_counters->inFlight.fetch_add(1);
            } else {
                m_counters->failures.fetch_add(1);
            }
        });
    }

    /// A worker that claims a key and dies before completing it: the claim is taken directly
    /// in the store with a short lease, as a crashed gateway would leave it.
    void claimAndDie() {
        const DemoRequest r = fresh();
        AcquireRequest acquire;
        acquire.key = r.key;
        acquire.scope = QString::fromLatin1(
            QCryptographicHash::hash(r.auth, QCryptographicHash::Sha256).toHex());
        acquire.request =
            RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"), r.body);
        acquire.owner = TokenGenerator::owner();
        acquire.lease = m_options.stuckLease;
        try {
            const AcquireResult result = m_store->acquire(acquire);
            if (result.outcome != AcquireOutcome::Acquired) {
                m_counters->failures.fetch_add(1);
                return;
            }
        } catch (const Error&) {
            m_counters->failures.fetch_add(1);
            return;
        }
        m_counters->stuck.fetch_add(1);
        if (m_stuck.size() < kMaxStuck)
            m_stuck.append({r, QDateTime::currentMSecsSinceEpoch()});
    }

    void retryDueStuckClaims() {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        if (!m_stuck.isEmpty() && now - m_stuck.first().second >= m_options.retryStuckAfter.count())
            send(m_stuck.takeFirst().first, Expect::Takeover);
        if (!m_retryLater.isEmpty() && m_rng.bounded(4) == 0)
            send(m_retryLater.takeFirst(), Expect::Replay);
    }

    void issue() {
        DemoRequest r{QString(), tenant(), QByteArray()};
        QJsonObject body;
        body.insert(QStringLiteral("format"), QStringLiteral("business"));
        body.insert(QStringLiteral("prefix"), QStringLiteral("REF"));
        QNetworkReply* reply =
            track(m_net->post(request(QStringLiteral("/idempotency/tokens"), r),
                              QJsonDocument(body).toJson(QJsonDocument::Compact)));
        connect(reply, &QNetworkReply::finished, this, [this, reply, r] {
            m_replies.remove(reply);
            reply->deleteLater();
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            const QString key = QJsonDocument::fromJson(reply->readAll())
                                    .object()
                                    .value(QStringLiteral("key"))
                                    .toString();
            if (status != 201 || key.isEmpty()) {
                m_counters->failures.fetch_add(1);
                return;
            }
            m_counters->issued.fetch_add(1);
            // Two in three are used later; the rest lapse into "expired".
            if (m_rng.bounded(3) != 0 && m_issued.size() < kMemory)
                m_issued.append({key, r.auth, orderBody()});
        });
    }

    DemoEnvironment::Options m_options;
    std::shared_ptr<DemoEnvironment::Counters> m_counters;
    QRandomGenerator m_rng;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::shared_ptr<TokenStore> m_store;
    gateway::DemoUpstream* m_upstream = nullptr;
    gateway::Gateway* m_gateway = nullptr;
    QNetworkAccessManager* m_net = nullptr;
    QTimer* m_timer = nullptr;
    QSet<QNetworkReply*> m_replies;
    QList<DemoRequest> m_answered;
    QList<DemoRequest> m_issued;
    QList<DemoRequest> m_retryLater;
    QList<std::pair<DemoRequest, qint64>> m_stuck;
};

} // namespace

DemoEnvironment::DemoEnvironment(QObject* parent) : DemoEnvironment(Options{}, parent) {}

DemoEnvironment::DemoEnvironment(Options options, QObject* parent)
    : QObject(parent), m_options(std::move(options)), m_counters(std::make_shared<Counters>()) {}

DemoEnvironment::~DemoEnvironment() {
    stop();
}

void DemoEnvironment::start() {
    if (m_thread.isActive())
        return;
    const quint64 generation = ++m_generation;
    m_counters = std::make_shared<Counters>();
    auto* runtime = m_thread.start(new DemoRuntime(m_options, m_counters));
    connect(runtime, &DemoRuntime::ready, m_thread.context(),
            [this, generation](const QString& url, quint16 gatewayPort, quint16 upstreamPort,
                               quint16 metricsPort) {
                if (generation != m_generation || !m_thread.isActive())
                    return; // a ready() of a run that was stopped meanwhile
                m_running = true;
                m_storeUrl = url;
                m_gatewayPort = gatewayPort;
                m_upstreamPort = upstreamPort;
                m_metricsPort = metricsPort;
                emit started(url);
            });
    connect(runtime, &DemoRuntime::failed, m_thread.context(),
            [this, generation](const QString& message) {
                if (generation != m_generation || !m_thread.isActive())
                    return;
                stop();
                emit failed(message);
            });
    QMetaObject::invokeMethod(runtime, &DemoRuntime::run, Qt::QueuedConnection);
}

void DemoEnvironment::stop() {
    if (!m_thread.isActive())
        return;
    ++m_generation; // answers of this run still queued are ignored
    // Not waited for (WorkerThread's policy): the runtime is torn down on its own thread, where
    // every part of it lives, once the thread's loop has ended — the traffic, the gateway, the
    // upstream, then the temporary folder.
    m_thread.stop();
    m_running = false;
    m_storeUrl.clear();
    m_gatewayPort = 0;
    m_upstreamPort = 0;
    m_metricsPort = 0;
    emit stopped();
}

QString DemoEnvironment::metricsUrl() const {
    return m_metricsPort ? QStringLiteral("http://127.0.0.1:%1/metrics").arg(m_metricsPort)
                         : QString();
}

DemoTrafficStats DemoEnvironment::stats() const {
    DemoTrafficStats s;
    const Counters& c = *m_counters;
    s.sent = c.sent.load();
    s.executed = c.executed.load();
    s.replays = c.replays.load();
    s.mismatches = c.mismatches.load();
    s.inFlight = c.inFlight.load();
    s.aborted = c.aborted.load();
    s.stuck = c.stuck.load();
    s.takenOver = c.takenOver.load();
    s.issued = c.issued.load();
    s.failures = c.failures.load();
    return s;
}

} // namespace idem::ui

#include "demoenvironment.moc"
