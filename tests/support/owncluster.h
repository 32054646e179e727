// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "support/ownredis.h"

#include <QString>
#include <memory>
#include <vector>

namespace idem::test {

/// A Redis Cluster of the test's own on 127.0.0.1: `masters` masters with `replicasPerMaster`
/// replicas each, OwnRedis processes (temporary folders, no persistence) with cluster-enabled
/// and a short cluster-node-timeout, joined with `redis-cli --cluster create --cluster-yes`;
/// every process is killed with this object. Not thread-safe: one test thread drives it.
class OwnCluster {
public:
    OwnCluster(int masters, int replicasPerMaster);

    /// Starts the servers and creates the cluster (redis-cli returns once the nodes joined);
    /// wait for healthy() with QTRY_VERIFY before use. False with `why` set on failure.
    bool start(QString* why);

    /// redis+cluster:// URL of the first three nodes (seeds), `rest` appended (a query).
    QString url(const QString& rest = {}) const;
    int size() const { return int(m_nodes.size()); }
    OwnRedis& node(int i) { return *m_nodes.at(std::size_t(i)); }
    /// The index of the node on `port`, or -1.
    int indexOfPort(quint16 port) const;
    /// A connection of the test's own to node `i`.
    std::unique_ptr<redis::Connection> admin(int i) const;
    /// ROLE of node `i` ("master", "slave"), empty when it does not answer.
    QByteArray role(int i) const;
    /// True when every running node (kill() marks a node dead) says cluster_state:ok and
    /// `masters` nodes are masters.
    bool healthy(int masters) const;
    /// The node id of node `i` (CLUSTER MYID).
    QByteArray id(int i) const;
    /// SIGKILL of node `i`.
    void kill(int i);

private:
    std::vector<std::unique_ptr<OwnRedis>> m_nodes;
    std::vector<bool> m_dead;
    int m_masters;
    int m_replicas;
};

} // namespace idem::test
