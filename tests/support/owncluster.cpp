// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "support/owncluster.h"

#include <QProcess>
#include <QStandardPaths>

namespace idem::test {

OwnCluster::OwnCluster(int masters, int replicasPerMaster)
    : m_masters(masters), m_replicas(replicasPerMaster) {}

bool OwnCluster::start(QString* why) {
    const QString cli = QStandardPaths::findExecutable(QStringLiteral("redis-cli"));
    if (cli.isEmpty() || redisServerPath().isEmpty()) {
        *why = QStringLiteral("redis-server or redis-cli is not installed");
        return false;
    }
    const int count = m_masters * (1 + m_replicas);
    QStringList addresses;
    for (int i = 0; i < count; ++i) {
        auto node = std::make_unique<OwnRedis>(QStringList{
            QStringLiteral("--cluster-enabled"), QStringLiteral("yes"),
            QStringLiteral("--cluster-config-file"), QStringLiteral("nodes.conf"),
            QStringLiteral("--cluster-node-timeout"), QStringLiteral("1000")});
        if (!node->start()) {
            *why = QStringLiteral("a cluster node did not start: ") + node->log();
            return false;
        }
        addresses << QStringLiteral("127.0.0.1:%1").arg(node->port());
        m_nodes.push_back(std::move(node));
        m_dead.push_back(false);
    }
    QProcess create;
    create.setProcessChannelMode(QProcess::MergedChannels);
    create.start(cli, QStringList{QStringLiteral("--cluster"), QStringLiteral("create")}
                          << addresses
                          << QStringList{QStringLiteral("--cluster-replicas"),
                                         QString::number(m_replicas),
                                         QStringLiteral("--cluster-yes")});
    if (!create.waitForFinished(60000) || create.exitCode() != 0) {
        create.kill();
        *why = QStringLiteral("redis-cli --cluster create failed: ") +
               QString::fromUtf8(create.readAll());
        return false;
    }
    return true;
}

QString OwnCluster::url(const QString& rest) const {
    QStringList seeds;
    for (std::size_t i = 0; i < m_nodes.size() && i < 3; ++i)
        seeds << QStringLiteral("127.0.0.1:%1").arg(m_nodes[i]->port());
    return QStringLiteral("redis+cluster://") + seeds.join(u',') + rest;
}

int OwnCluster::indexOfPort(quint16 port) const {
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        if (m_nodes[i]->port() == port)
            return int(i);
    }
    return -1;
}

std::unique_ptr<redis::Connection> OwnCluster::admin(int i) const {
    return m_nodes.at(std::size_t(i))->admin();
}

QByteArray OwnCluster::role(int i) const {
    if (m_dead.at(std::size_t(i)))
        return {};
    try {
        const redis::Reply r = admin(i)->command({QByteArrayLiteral("ROLE")});
        return r.elements.isEmpty() ? QByteArray() : r.elements.constFirst().string;
    } catch (const Error&) {
        return {};
    }
}

bool OwnCluster::healthy(int masters) const {
    int seenMasters = 0;
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        if (m_dead[i])
            continue;
        try {
            const auto c = admin(int(i));
            const redis::Reply info =
                c->command({QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("INFO")});
            if (!info.string.contains("cluster_state:ok"))
                return false;
            const redis::Reply r = c->command({QByteArrayLiteral("ROLE")});
            if (r.elements.isEmpty())
                return false;
            if (r.elements.constFirst().string == "master") {
                ++seenMasters;
            } else if (r.elements.size() < 4 || r.elements.at(3).string != "connected") {
                return false; // a replica still syncing
            }
        } catch (const Error&) {
            return false;
        }
    }
    return seenMasters == masters;
}

QByteArray OwnCluster::id(int i) const {
    return admin(i)->command({QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("MYID")}).string;
}

void OwnCluster::kill(int i) {
    m_nodes.at(std::size_t(i))->kill();
    m_dead.at(std::size_t(i)) = true;
}

} // namespace idem::test
