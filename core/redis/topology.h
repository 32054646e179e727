// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "redis/connection.h"
#include "redis/redisurl.h"
#include "redis/reply.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <array>
#include <optional>

namespace idem::redis {

/// Where keys live on Redis Cluster and Redis Sentinel (issue 9): the pieces of routing that
/// are pure functions of replies, kept apart from the sockets so that they can be tested
/// alone. ScriptClient (redis/scriptclient.h) does the routing with them.
///
/// All functions are thread-safe (no shared state); SlotMap is a plain value.

/// Number of hash slots of Redis Cluster.
inline constexpr int kSlotCount = 16384;

/// CRC16-CCITT (XMODEM: polynomial 0x1021, initial value 0), the checksum Redis Cluster takes
/// of a key; "123456789" gives 0x31C3.
quint16 crc16(QByteArrayView data);

/// The hash slot of `key` as Redis computes it (CLUSTER KEYSLOT): CRC16 modulo 16384 of the
/// hash tag — the bytes between the first '{' and the first '}' after it, when that is not
/// empty — or of the whole key.
int keySlot(QByteArrayView key);

/// The slot a command's keys live in, for the commands the stores send: EVAL/EVALSHA (the
/// first of their keys), and commands whose first argument is their key (HGETALL, LRANGE,
/// UNLINK, ...). -1 for commands without a key (TIME, INFO, CONFIG, SCRIPT, PING, ROLE,
/// CLUSTER, SCAN, ASKING) and for EVAL without keys: any node may run those.
int commandSlot(const Command& command);

/// Which master serves each slot, from CLUSTER SLOTS.
struct SlotMap {
    /// The masters serving at least one slot, in the order CLUSTER SLOTS named them.
    QList<RedisNode> masters;
    /// Per slot: an index into masters, or -1 when no master serves it (cluster incomplete).
    std::array<qint16, kSlotCount> owner;

    SlotMap() { owner.fill(-1); }

    /// The master of `slot`, if one serves it.
    std::optional<RedisNode> masterOf(int slot) const;
    /// Makes `node` the master of `slot` (what a MOVED reply says), adding it if new.
    void assign(int slot, const RedisNode& node);

    /// Parses a CLUSTER SLOTS reply: [[start, end, [host, port, id...], replicas...]...].
    /// An empty host (the node does not know its own address) or "?" means `asked`, the node
    /// that answered. Internal ("unexpected reply") on anything malformed or out of range.
    static SlotMap parse(const Reply& clusterSlots, const RedisNode& asked);
};

/// A redirection in an error reply: "MOVED <slot> <host>:<port>" (the slot lives there now:
/// refresh the map) or "ASK <slot> <host>:<port>" (ask there once, after ASKING; the map is
/// unchanged). Both mean the command did not run. An empty host means `from`, the node that
/// replied. std::nullopt for every other reply.
struct Redirect {
    bool ask = false;
    int slot = 0;
    RedisNode node;
};
std::optional<Redirect> redirectOf(const Reply& reply, const RedisNode& from);

/// The address in a SENTINEL GET-MASTER-ADDR-BY-NAME reply ([host, port]); std::nullopt for a
/// nil reply (the sentinel does not monitor that name). Internal on anything else.
std::optional<RedisNode> sentinelMasterOf(const Reply& reply);

/// True when a ROLE reply says "master".
bool isMasterRole(const Reply& role);

} // namespace idem::redis
