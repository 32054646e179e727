// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "support/ownredis.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QHostAddress>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>

namespace idem::test {

bool servicesRequired() {
    return qEnvironmentVariable("IDEM_REQUIRE_SERVICES") == QLatin1String("1");
}

QString redisServerPath() {
    return QStandardPaths::findExecutable(QStringLiteral("redis-server"));
}

quint16 freePort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

Error errorOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const Error& e) {
        qInfo("%s: %s", qPrintable(errorKindName(e.kind())), e.what()); // for the test log
        return e;
    }
    return Error(ErrorKind::Internal, QStringLiteral("no error was thrown"));
}

OwnRedis::OwnRedis(QStringList extraArgs, bool tls) : m_extra(std::move(extraArgs)), m_tls(tls) {}

OwnRedis::OwnRedis(QStringList extraArgs, bool tls, QByteArray configText)
    : m_extra(std::move(extraArgs)), m_config(std::move(configText)), m_tls(tls) {}

OwnRedis::~OwnRedis() {
    kill();
}

bool OwnRedis::start() {
    for (int attempt = 0; attempt < 5; ++attempt) {
        m_port = freePort();
        if (launch())
            return true;
    }
    return false;
}

bool OwnRedis::restart() {
    kill();
    return launch();
}

void OwnRedis::kill() {
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(10000);
    }
}

QString OwnRedis::url(const QString& userInfo, const QString& rest) const {
    return (m_tls ? QStringLiteral("rediss://") : QStringLiteral("redis://")) +
           (userInfo.isEmpty() ? QString() : userInfo + u'@') + QStringLiteral("127.0.0.1:") +
           QString::number(m_port) + rest;
}

QString OwnRedis::log() const {
    QFile file(m_dir.filePath(QStringLiteral("redis.log")));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

std::unique_ptr<redis::Connection> OwnRedis::admin() const {
    return std::make_unique<redis::Connection>(redis::RedisUrl::parse(url()));
}

bool OwnRedis::launch() {
    QStringList args{QStringLiteral("--bind"),
                     QStringLiteral("127.0.0.1"),
                     QStringLiteral("--save"),
                     QString(),
                     QStringLiteral("--appendonly"),
                     QStringLiteral("no"),
                     QStringLiteral("--dir"),
                     m_dir.path(),
                     QStringLiteral("--logfile"),
                     m_dir.filePath(QStringLiteral("redis.log")),
                     QStringLiteral("--enable-debug-command"),
                     QStringLiteral("yes")};
    if (m_tls) {
        args << QStringLiteral("--port") << QStringLiteral("0") << QStringLiteral("--tls-port")
             << QString::number(m_port);
    } else {
        args << QStringLiteral("--port") << QString::number(m_port);
    }
    args += m_extra;
    if (!m_config.isEmpty()) {
        const QString path = m_dir.filePath(QStringLiteral("redis.conf"));
        QFile config(path);
        if (!config.open(QIODevice::WriteOnly) || config.write(m_config) != m_config.size())
            return false;
        config.close();
        args.prepend(path);
    }
    m_process.start(redisServerPath(), args);
    if (!m_process.waitForStarted(10000))
        return false;
    // Poll until it accepts TCP; waiting for its exit between tries returns early when the
    // port was taken and the server gave up.
    const QDeadlineTimer deadline(15000);
    while (!deadline.hasExpired()) {
        if (m_process.state() == QProcess::NotRunning)
            return false;
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, m_port);
        if (probe.waitForConnected(500))
            return true;
        m_process.waitForFinished(50);
    }
    kill();
    return false;
}

} // namespace idem::test
