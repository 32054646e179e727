// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The gateway's option table (gatewayOptions()) against what GatewayConfig::apply() accepts and
// what `idemgate --help` prints: every option apply() knows has a help line, every row of the
// table is an option apply() knows, each default the help states is the config's real default,
// and the help (from which help2man makes the man page) describes every option.

#include "gateway/gatewayconfig.h"
#include "gateway/storepool.h"
#include "store/backends.h"
#include "support/refusal.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace idem::gateway;

namespace {

/// Every setting of a config as text, so that two configs can be compared whole.
QString settings(const GatewayConfig& c) {
    QStringList out;
    auto ms = [](std::chrono::milliseconds d) {
        return QString::number(d.count());
    };
    out << c.listen.text() << c.upstream.toString() << c.store
        << (c.metricsListen ? c.metricsListen->text() : QStringLiteral("-")) << c.methods.join(u',')
        << QString::fromLatin1(c.keyHeader);
    for (const QByteArray& a : c.keyAliases)
        out << QString::fromLatin1(a);
    out << c.requiredPaths.join(u',') << c.optionalPaths.join(u',')
        << QString::number(static_cast<int>(c.mode)) << ms(c.lease) << ms(c.retention)
        << ms(c.tokenTtl) << ms(c.upstreamTimeout) << ms(c.requestTimeout) << ms(c.idleTimeout)
        << ms(c.shutdownTimeout) << ms(c.reapInterval) << ms(c.unavailableRetryAfter)
        << ms(c.firstByteTimeout) << QString::number(c.maxConnectionsPerClient)
        << QString::number(c.maxBodyBytes) << QString::number(c.maxHeaderBytes)
        << QString::number(c.maxResponseBytes) << QString::number(c.maxConnections)
        << QString::number(c.maxUpstreamConnections) << QString::number(c.storeWorkers)
        << QString::number(c.failOpen) << c.accessLog;
    for (const ScopeSource& s : c.scopeFrom)
        out << s.text();
    out << QString::fromLatin1(c.scopeSecret) << QString::number(c.issueEndpoint)
        << ms(c.maxTokenTtl) << QString::fromLatin1(c.issueAuthSecret)
        << QString::number(c.issueRate) << QString::number(c.issueBurst);
    for (const auto& [address, prefix] : c.trustedProxies)
        out << address.toString() + u'/' + QString::number(prefix);
    return out.join(u'|');
}

} // namespace

class TestGatewayOptions : public QObject {
    Q_OBJECT

private slots:
    void everyRowHasANameAndAHelpLine() {
        QSet<QString> seen;
        for (const GatewayOption& option : gatewayOptions()) {
            const QString name = QLatin1String(option.name);
            QVERIFY2(!name.isEmpty() && !name.startsWith(u'-'), option.name);
            QVERIFY2(!seen.contains(name), qPrintable(name + QStringLiteral(" is listed twice")));
            seen.insert(name);
            QVERIFY2(QString::fromUtf8(option.description).endsWith(u'.'), option.name);
            QVERIFY2(option.helpText().size() >= 15, option.name);
        }
        QCOMPARE(GatewayConfig::optionNames().size(), gatewayOptions().size());
    }

    // apply() refuses a name outside the table, so the converse is what can break: a row whose
    // name apply() does not handle (a typo, or a branch removed) would be answered as unknown.
    void applyKnowsEveryRow() {
        for (const GatewayOption& option : gatewayOptions()) {
            GatewayConfig config;
            const QString error = idem::test::refusal([&] {
                config.apply(QLatin1String(option.name), QStringLiteral("\x01not a value"));
            });
            QVERIFY2(!error.startsWith(QLatin1String("unknown option")),
                     qPrintable(QLatin1String(option.name) + QStringLiteral(": ") + error));
        }
        GatewayConfig config;
        QCOMPARE(idem::test::refusal(
                     [&] { config.apply(QStringLiteral("no-such-option"), QStringLiteral("1")); }),
                 QStringLiteral("unknown option 'no-such-option'"));
        QVERIFY(!idem::test::refusal([&] {
                     config.apply(QStringLiteral("config"), QStringLiteral("x.json"));
                 }).isEmpty());
    }

    // --store is checked when it is given, without connecting: an unknown scheme or a malformed
    // URL stops idemgate at start (and the message never quotes a password).
    void storeUrlIsCheckedWhenGiven() {
        GatewayConfig config;
        QString error = idem::test::refusal(
            [&] { config.apply(QStringLiteral("store"), QStringLiteral("bogus://x")); });
        QVERIFY2(error.startsWith(QLatin1String("--store: ")), qPrintable(error));
        error = idem::test::refusal([&] {
            config.apply(QStringLiteral("store"),
                         QStringLiteral("redis://user:s3cret-pw@127.0.0.1:notaport"));
        });
        QVERIFY2(error.startsWith(QLatin1String("--store: ")), qPrintable(error));
        QVERIFY2(!error.contains(QLatin1String("s3cret-pw")), qPrintable(error));
        QVERIFY(config.store.isEmpty());
        config.apply(QStringLiteral("store"), QStringLiteral("sqlite::memory:"));
        QCOMPARE(config.store, QStringLiteral("sqlite::memory:"));
#if IDEM_WITH_REDIS
        // Checked, not opened: a well-formed URL of a server that is not there is accepted.
        config.apply(QStringLiteral("store"), QStringLiteral("redis://127.0.0.1:1"));
#endif
        config.apply(QStringLiteral("store"), QString()); // the default
    }

    // The default a help line states, applied to a fresh config, changes nothing.
    void statedDefaultsAreTheDefaults() {
        const QString defaults = settings(GatewayConfig{});
        int checked = 0;
        for (const GatewayOption& option : gatewayOptions()) {
            if (!*option.defaultValue)
                continue;
            GatewayConfig config;
            const QString error = idem::test::refusal([&] {
                config.apply(QLatin1String(option.name), QLatin1String(option.defaultValue));
            });
            QVERIFY2(error.isEmpty(),
                     qPrintable(QLatin1String(option.name) + QStringLiteral(": ") + error));
            QVERIFY2(settings(config) == defaults,
                     qPrintable(
                         QStringLiteral("--%1 %2 is not the default")
                             .arg(QLatin1String(option.name), QLatin1String(option.defaultValue))));
            ++checked;
        }
        QVERIFY(checked >= 25);
        // The comparison sees a change: a value other than the default differs.
        GatewayConfig changed;
        changed.apply(QStringLiteral("lease"), QStringLiteral("31s"));
        QVERIFY(settings(changed) != defaults);
    }

    // No --store-workers: the store's own default, which the help line states.
    void storeWorkersDefaultPerStore() {
        QCOMPARE(GatewayConfig{}.storeWorkers, 0);
        QCOMPARE(StorePool::defaultWorkers(QStringLiteral("postgresql://idem@127.0.0.1/db")), 2);
        QCOMPARE(StorePool::defaultWorkers(QStringLiteral("postgres://127.0.0.1/db")), 2);
        QCOMPARE(StorePool::defaultWorkers(QStringLiteral("redis://127.0.0.1:6379")), 4);
        QCOMPARE(StorePool::defaultWorkers(QStringLiteral("redis+cluster://127.0.0.1:7000")), 4);
        QCOMPARE(StorePool::defaultWorkers(QStringLiteral("sqlite:///tmp/x.db")), 4); // then 1
        GatewayConfig set;
        set.apply(QStringLiteral("store-workers"), QStringLiteral("3"));
        QCOMPARE(set.storeWorkers, 3);
        for (const GatewayOption& option : gatewayOptions()) {
            if (QLatin1String(option.name) == QLatin1String("store-workers")) {
                QVERIFY(option.helpText().contains(QLatin1String("Default: 2 on PostgreSQL")));
            }
        }
    }

    // `idemgate --help` is what help2man turns into the man page: every option with its line.
    void helpDescribesEveryOption() {
        QProcess idemgate;
        idemgate.start(QStringLiteral(IDEMGATE_PATH), {QStringLiteral("--help")});
        QVERIFY(idemgate.waitForFinished(30000));
        QCOMPARE(idemgate.exitCode(), 0);
        // QCommandLineParser wraps descriptions: compare with the line breaks folded.
        const QString help = QString::fromUtf8(idemgate.readAllStandardOutput()).simplified();
        QVERIFY(!help.contains(QLatin1String("See docs/idemgate.md.")));
        for (const GatewayOption& option : gatewayOptions()) {
            const QString flag =
                QStringLiteral("--") + QLatin1String(option.name) +
                (option.valueName ? QStringLiteral(" <%1>").arg(QLatin1String(option.valueName))
                                  : QString());
            QVERIFY2(help.contains(flag + u' '), qPrintable(flag));
            // The first words of the description, which the wrapping cannot split from the flag
            // by more than spaces.
            const QString start = QString::fromUtf8(option.description).section(u' ', 0, 1);
            QVERIFY2(help.contains(flag + u' ' + start), qPrintable(flag + u' ' + start));
        }
    }

    // `idemgate --version`: the version, then the licence as GNU programs state it.
    void versionNamesTheLicence() {
        QProcess idemgate;
        idemgate.start(QStringLiteral(IDEMGATE_PATH), {QStringLiteral("--version")});
        QVERIFY(idemgate.waitForFinished(30000));
        QCOMPARE(idemgate.exitCode(), 0);
        // Windows' console output ends its lines with CRLF.
        const QStringList lines = QString::fromUtf8(idemgate.readAllStandardOutput())
                                      .split(QRegularExpression(QStringLiteral("\\r?\\n")));
        QCOMPARE(lines.value(0), QStringLiteral("idemgate " IDEM_VERSION));
        QCOMPARE(lines.value(1), QStringLiteral("Copyright (C) 2026 The IdemScope developers"));
        QCOMPARE(lines.value(2), QStringLiteral("License GPLv3+: GNU GPL version 3 or later "
                                                "<https://gnu.org/licenses/gpl.html>."));
        QCOMPARE(
            lines.value(3),
            QStringLiteral("This is free software: you are free to change and redistribute it."));
        QCOMPARE(lines.value(4),
                 QStringLiteral("There is NO WARRANTY, to the extent permitted by law."));
        QCOMPARE(lines.size(), 6); // the last line ends with '\n'
    }

    // A build with IDEM_GATE_TCMALLOC (the default on Linux) runs idemgate on tcmalloc: the
    // library is mapped into the running process (docs/adr/0016-idemgate-on-tcmalloc.md). A
    // linker that dropped it (--as-needed) would leave glibc's allocator in place without a word.
    void allocatorIsTheConfiguredOne() {
#if !defined(IDEM_GATE_TCMALLOC)
        QSKIP("this build keeps the platform's allocator (IDEM_GATE_TCMALLOC is off)");
#else
        QProcess idemgate;
        idemgate.start(QStringLiteral(IDEMGATE_PATH),
                       {QStringLiteral("demo-upstream"), QStringLiteral("--listen"),
                        QStringLiteral("127.0.0.1:0")});
        QVERIFY(idemgate.waitForStarted(30000));
        const QString mapsPath = QStringLiteral("/proc/%1/maps").arg(idemgate.processId());
        const auto readMaps = [&mapsPath] {
            QFile maps(mapsPath);
            return maps.open(QIODevice::ReadOnly) ? maps.readAll() : QByteArray();
        };
        QByteArray mapped;
        // The dynamic loader maps the libraries before main(); wait until it has run that far.
        QTRY_VERIFY_WITH_TIMEOUT((mapped = readMaps()).contains("libQt6Core"), 30000);
        idemgate.kill();
        idemgate.waitForFinished(30000);
        QVERIFY2(mapped.contains("/libtcmalloc_minimal.so"), "libtcmalloc_minimal is not mapped");
#endif
    }
};

QTEST_GUILESS_MAIN(TestGatewayOptions)
#include "tst_gatewayoptions.moc"
