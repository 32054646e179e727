// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// idemgate: the HTTP gateway (and `idemgate demo-upstream`). Parses options, wires signals to a
// graceful shutdown, and runs idem::gateway::Gateway / DemoUpstream; all behaviour lives there.

#include "base/errors.h"
#include "gateway/demoupstream.h"
#include "gateway/gateway.h"
#include "gateway/gatewayconfig.h"
#include "util/duration.h"
#include "util/licence.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <cstdio>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <QSocketNotifier>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>
#endif

using namespace idem;
using namespace idem::gateway;

namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 2;
constexpr int kExitUnavailable = 69; // EX_UNAVAILABLE: cannot listen, store not openable

QTextStream& err() {
    static QTextStream stream(stderr);
    return stream;
}

void printError(const QString& text) {
    err() << "idemgate: " << text << Qt::endl;
}

/// Calls `onStop` on the main thread when SIGTERM/SIGINT (POSIX) or a console close/Ctrl+C
/// (Windows) arrives. POSIX: the handler only writes a byte to a pipe (async-signal-safe);
/// a QSocketNotifier on the pipe's read end brings it into the event loop.
class StopSignals : public QObject {
public:
    explicit StopSignals(std::function<void()> onStop) : m_onStop(std::move(onStop)) {
        s_instance = this;
#ifdef Q_OS_WIN
        SetConsoleCtrlHandler(&StopSignals::consoleHandler, TRUE);
#else
        if (::pipe(s_pipe) == 0) {
            ::fcntl(s_pipe[0], F_SETFL, O_NONBLOCK);
            ::fcntl(s_pipe[1], F_SETFL, O_NONBLOCK);
            auto* notifier = new QSocketNotifier(s_pipe[0], QSocketNotifier::Read, this);
            connect(notifier, &QSocketNotifier::activated, this, [this] {
                char buf[16];
                while (::read(s_pipe[0], buf, sizeof buf) > 0) {
                }
                m_onStop();
            });
            struct sigaction sa = {};
            sa.sa_handler = &StopSignals::posixHandler;
            sigemptyset(&sa.sa_mask);
            sa.sa_flags = SA_RESTART;
            ::sigaction(SIGTERM, &sa, nullptr);
            ::sigaction(SIGINT, &sa, nullptr);
        }
        ::signal(SIGPIPE, SIG_IGN);
#endif
    }

private:
#ifdef Q_OS_WIN
    static BOOL WINAPI consoleHandler(DWORD type) {
        if (type == CTRL_C_EVENT || type == CTRL_BREAK_EVENT || type == CTRL_CLOSE_EVENT ||
            type == CTRL_SHUTDOWN_EVENT) {
            // Runs on a thread of its own: hand over to the main thread.
            QMetaObject::invokeMethod(
                s_instance, [] { s_instance->m_onStop(); }, Qt::QueuedConnection);
            return TRUE;
        }
        return FALSE;
    }
#else
    static void posixHandler(int) {
        const char b = 1;
        [[maybe_unused]] const auto n = ::write(s_pipe[1], &b, 1);
    }
    static inline int s_pipe[2] = {-1, -1};
#endif
    static inline StopSignals* s_instance = nullptr;
    std::function<void()> m_onStop;
};

int runDemoUpstream(const QStringList& arguments) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "A small orders API that counts executions per Idempotency-Key:\n"
        "  POST /orders  -> 201 {id,...} + Location;  GET /orders/stats -> executions per key"));
    p.addHelpOption();
    p.addOption({QStringLiteral("listen"), QStringLiteral("host:port to listen on."),
                 QStringLiteral("addr"), QStringLiteral("127.0.0.1:9000")});
    p.addOption({QStringLiteral("latency"), QStringLiteral("Delay per POST /orders (e.g. 20ms)."),
                 QStringLiteral("duration"), QStringLiteral("0ms")});
    p.addOption({QStringLiteral("fail-rate"),
                 QStringLiteral("Share of POST /orders answered 503 (0-1)."),
                 QStringLiteral("rate"), QStringLiteral("0")});
    if (!p.parse(arguments)) {
        printError(p.errorText());
        return kExitUsage;
    }
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText();
        return kExitOk;
    }
    ListenAddress listen;
    try {
        listen = parseListenAddress(p.value(QStringLiteral("listen")));
    } catch (const Error& e) {
        printError(QStringLiteral("--listen: %1").arg(e.message()));
        return kExitUsage;
    }
    DemoUpstreamOptions options;
    const QString latency = p.value(QStringLiteral("latency"));
    if (latency != QLatin1String("0") && latency != QLatin1String("0ms")) {
        const auto d = parseDuration(latency);
        if (!d) {
            printError(QStringLiteral("--latency: '%1' is not a duration").arg(latency));
            return kExitUsage;
        }
        options.latency = *d;
    }
    bool ok = false;
    options.failRate = p.value(QStringLiteral("fail-rate")).toDouble(&ok);
    if (!ok || options.failRate < 0 || options.failRate > 1) {
        printError(QStringLiteral("--fail-rate must be a number from 0 to 1"));
        return kExitUsage;
    }
    DemoUpstream upstream(options);
    try {
        upstream.listen(listen.address, listen.port);
    } catch (const Error& e) {
        printError(QStringLiteral("cannot listen on %1: %2").arg(listen.text(), e.message()));
        return kExitUnavailable;
    }
    err() << "idemgate demo-upstream: listening on " << listen.address.toString() << ':'
          << upstream.port() << Qt::endl;
    StopSignals stop([] { QCoreApplication::quit(); });
    return QCoreApplication::exec();
}

int runGateway(const QStringList& arguments) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "An HTTP gateway that makes any API idempotent (see docs/idemgate.md).\n"
        "  idemgate --listen 127.0.0.1:8088 --upstream http://127.0.0.1:9000 --store URL\n"
        "  idemgate demo-upstream --listen 127.0.0.1:9000 [--latency 20ms] [--fail-rate 0.01]\n"
        "Every option may also be a key of the --config file; the command line wins. Durations\n"
        "take units (500ms, 30s, 5m, 1h), sizes KiB, MiB or none (bytes)."));
    p.addHelpOption();
    p.addVersionOption();
    p.addOption({QStringLiteral("config"), QStringLiteral("JSON config file (options as keys)."),
                 QStringLiteral("file")});
    // One line per option from the gateway's option table; help2man makes the man page from
    // this help, so the two cannot disagree.
    for (const GatewayOption& option : gatewayOptions()) {
        const QString name = QLatin1String(option.name);
        if (option.valueName)
            p.addOption({name, option.helpText(), QLatin1String(option.valueName)});
        else
            p.addOption({name, option.helpText()});
    }
    if (!p.parse(arguments)) {
        printError(p.errorText());
        return kExitUsage;
    }
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText();
        return kExitOk;
    }
    if (p.isSet(QStringLiteral("version"))) {
        QTextStream(stdout) << "idemgate " << IDEM_VERSION << '\n' << idem::kVersionLicenceNotice;
        return kExitOk;
    }
    if (!p.positionalArguments().isEmpty()) {
        printError(QStringLiteral("unexpected argument '%1'").arg(p.positionalArguments().front()));
        return kExitUsage;
    }

    GatewayConfig config;
    // Every configuration error below is BadInput (GatewayConfig), printed as it is.
    try {
        if (p.isSet(QStringLiteral("config"))) {
            QFile file(p.value(QStringLiteral("config")));
            if (!file.open(QIODevice::ReadOnly) || file.size() > 1024 * 1024) {
                printError(QStringLiteral("cannot read config file %1").arg(file.fileName()));
                return kExitUsage;
            }
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
            if (!doc.isObject()) {
                printError(QStringLiteral("%1: not a JSON object (%2)")
                               .arg(file.fileName(), error.errorString()));
                return kExitUsage;
            }
            config.applyJson(doc.object());
        }
        for (const QString& name : GatewayConfig::optionNames()) {
            if (!p.isSet(name))
                continue;
            config.apply(name, name == QLatin1String("fail-open") ? QString() : p.value(name));
        }
        config.resolveScopeSecret();
        config.validate();
    } catch (const Error& e) {
        printError(e.message());
        return kExitUsage;
    }
    for (const QString& warning : config.startupWarnings())
        printError(QStringLiteral("warning: %1").arg(warning));
    if (config.failOpen)
        printError(QStringLiteral("warning: --fail-open: requests are forwarded WITHOUT "
                                  "idempotency whenever the store is unreachable"));

    std::unique_ptr<Gateway> gateway;
    try {
        gateway = std::make_unique<Gateway>(config);
    } catch (const Error& e) {
        printError(e.message());
        return kExitUnavailable;
    }
    try {
        gateway->start();
    } catch (const Error& e) {
        printError(e.message());
        return kExitUnavailable;
    }
    err() << "idemgate: listening on " << config.listen.address.toString() << ':' << gateway->port()
          << ", upstream " << config.upstream.toString(QUrl::RemoveUserInfo);
    if (config.metricsListen)
        err() << ", metrics on " << config.metricsListen->address.toString() << ':'
              << gateway->metricsPort();
    err() << Qt::endl;

    QObject::connect(gateway.get(), &Gateway::finished, qApp, &QCoreApplication::quit);
    StopSignals stop([&gateway] {
        if (gateway->shuttingDown())
            return;
        err() << "idemgate: shutting down (" << gateway->inProgress() << " requests in progress)"
              << Qt::endl;
        gateway->shutdown();
    });
    const int rc = QCoreApplication::exec();
    gateway.reset();
    return rc;
}

} // namespace

int main(int argc, char** argv) {
#ifndef Q_OS_WIN
    // Qt's own event dispatcher (poll) for every thread, instead of GLib's main loop. GLib wakes
    // its loop with an eventfd write each time a socket notifier is switched on or off, which a
    // connection does twice per request (HttpConnection::updateReading()); nothing here needs
    // GLib. Two system calls fewer per request, and 5-13 % less of idemgate's CPU per request
    // (docs/BENCHMARKS.md, "Qt's own event dispatcher in idemgate"). Set before the application
    // object, which creates the main thread's dispatcher; each QThread reads it when it starts.
    qputenv("QT_NO_GLIB", "1");
#endif
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("idemgate"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IDEM_VERSION));
    QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("demo-upstream")) {
        arguments.removeAt(1);
        return runDemoUpstream(arguments);
    }
    return runGateway(arguments);
}
