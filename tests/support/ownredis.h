// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "redis/connection.h"

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <functional>
#include <memory>

namespace idem::test {

/// True when the environment says servers must be there (IDEM_REQUIRE_SERVICES=1, as set by
/// scripts/with-services.sh): suites then fail instead of skipping when one is missing.
bool servicesRequired();
/// In a test function: skips, or fails when the services are required, if `what` is missing
/// (`available` false).
#define REQUIRE_SERVICE(available, what)                                                           \
    do {                                                                                           \
        if (!(available)) {                                                                        \
            if (::idem::test::servicesRequired())                                                  \
                QFAIL(qPrintable(QStringLiteral("missing: %1").arg(what)));                        \
            QSKIP(qPrintable(QStringLiteral("missing: %1").arg(what)));                            \
        }                                                                                          \
    } while (false)
/// The redis-server executable on PATH, or empty.
QString redisServerPath();
/// A loopback TCP port that nothing listens on right now.
quint16 freePort();
/// The idem::Error that `f` throws (logged for the test output), or an Internal error saying
/// that none was thrown.
Error errorOf(const std::function<void()>& f);

/// A redis-server of the test's own on 127.0.0.1, in a temporary folder, without persistence,
/// with DEBUG enabled; killed with this object. A TLS server listens with TLS only (the TLS
/// files come in `extraArgs`). Not thread-safe: one test thread drives it.
class OwnRedis {
public:
    explicit OwnRedis(QStringList extraArgs = {}, bool tls = false);
    /// A server started with `configText` as its configuration file (written to the server's
    /// folder, first on the command line), as a sentinel needs: OwnRedis(args, false, text).
    OwnRedis(QStringList extraArgs, bool tls, QByteArray configText);
    ~OwnRedis();
    OwnRedis(const OwnRedis&) = delete;
    OwnRedis& operator=(const OwnRedis&) = delete;

    /// Starts on a free port (another on a clash) and waits until it accepts connections.
    bool start();
    /// Starts again on the same port, as after a crash (the data is gone).
    bool restart();
    void kill();

    qint64 pid() const { return m_process.processId(); }
    quint16 port() const { return m_port; }
    /// redis:// (or rediss://) URL of the server; `userInfo` goes before '@', `rest` after the
    /// port (path and query).
    QString url(const QString& userInfo = {}, const QString& rest = {}) const;
    /// The server's log file, for failure messages.
    QString log() const;
    /// A connection of the test's own, for looking at the server behind a store's back.
    std::unique_ptr<redis::Connection> admin() const;

private:
    bool launch();

    QTemporaryDir m_dir;
    QProcess m_process;
    QStringList m_extra;
    QByteArray m_config; ///< Empty: no configuration file.
    bool m_tls = false;
    quint16 m_port = 0;
};

} // namespace idem::test
