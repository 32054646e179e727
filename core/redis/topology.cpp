// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Slot arithmetic and the parsing of the replies that describe a cluster or a sentinel's
// master. Every reply is checked before use: a slot map built from a malformed reply would send
// a token's script to the wrong server.
#include "redis/topology.h"

#include "redis/scriptclient.h"

namespace idem::redis {

quint16 crc16(QByteArrayView data) {
    quint16 crc = 0;
    for (const char c : data) {
        crc ^= quint16(quint8(c)) << 8;
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc & 0x8000) ? quint16((crc << 1) ^ 0x1021) : quint16(crc << 1);
    }
    return crc;
}

int keySlot(QByteArrayView key) {
    const qsizetype open = key.indexOf('{');
    if (open >= 0) {
        const qsizetype close = key.indexOf('}', open + 1);
        if (close > open + 1)
            key = key.sliced(open + 1, close - open - 1);
    }
    return crc16(key) % kSlotCount;
}

int commandSlot(const Command& command) {
    if (command.size() < 2)
        return -1;
    const QByteArray name = command.constFirst().toUpper();
    if (name == "EVAL" || name == "EVALSHA") {
        bool ok = false;
        const int keys = command.size() > 2 ? command.at(2).toInt(&ok) : 0;
        return ok && keys > 0 && command.size() > 3 ? keySlot(command.at(3)) : -1;
    }
    static const QList<QByteArray> keyless = {"TIME",    "INFO",   "CONFIG", "SCRIPT", "PING",
                                              "ROLE",    "CLUSTER", "SCAN",  "ASKING", "SENTINEL",
                                              "CLIENT",  "AUTH",   "SELECT", "WAIT",   "DEBUG"};
    if (keyless.contains(name))
        return -1;
    return keySlot(command.at(1));
}

std::optional<RedisNode> SlotMap::masterOf(int slot) const {
    if (slot < 0 || slot >= kSlotCount || owner[slot] < 0)
        return std::nullopt;
    return masters.at(owner[slot]);
}

void SlotMap::assign(int slot, const RedisNode& node) {
    if (slot < 0 || slot >= kSlotCount)
        return;
    qsizetype index = masters.indexOf(node);
    if (index < 0) {
        masters.append(node);
        index = masters.size() - 1;
    }
    owner[slot] = qint16(index);
}

namespace {

/// A port from an integer reply, 1 to 65535.
quint16 portOf(const Reply& r) {
    const qint64 port = toInt(r);
    if (port < 1 || port > 65535)
        unexpectedReply("a node address");
    return quint16(port);
}

/// A host as a server names it; bounded, printable, no spaces.
QString hostOf(const QByteArray& raw, const RedisNode& fallback) {
    if (raw.isEmpty() || raw == "?")
        return fallback.host;
    if (raw.size() > 255)
        unexpectedReply("a node address");
    for (const char c : raw) {
        if (c <= 0x20 || c >= 0x7f)
            unexpectedReply("a node address");
    }
    return QString::fromLatin1(raw);
}

} // namespace

SlotMap SlotMap::parse(const Reply& reply, const RedisNode& asked) {
    if (reply.type != Reply::Type::Array)
        unexpectedReply("CLUSTER SLOTS");
    SlotMap map;
    for (const Reply& range : reply.elements) {
        const qint64 start = toInt(element(range, 0, "CLUSTER SLOTS"));
        const qint64 end = toInt(element(range, 1, "CLUSTER SLOTS"));
        const Reply& master = element(range, 2, "CLUSTER SLOTS");
        if (start < 0 || end < start || end >= kSlotCount)
            unexpectedReply("CLUSTER SLOTS");
        const Reply& host = element(master, 0, "CLUSTER SLOTS");
        if (host.type != Reply::Type::String)
            unexpectedReply("CLUSTER SLOTS");
        const RedisNode node{hostOf(host.string, asked),
                             portOf(element(master, 1, "CLUSTER SLOTS"))};
        for (qint64 slot = start; slot <= end; ++slot)
            map.assign(int(slot), node);
    }
    return map;
}

std::optional<Redirect> redirectOf(const Reply& reply, const RedisNode& from) {
    if (!reply.isError())
        return std::nullopt;
    const QList<QByteArray> parts = reply.string.split(' ');
    if (parts.size() != 3 || (parts[0] != "MOVED" && parts[0] != "ASK"))
        return std::nullopt;
    bool ok = false;
    const int slot = parts[1].toInt(&ok);
    const qsizetype colon = parts[2].lastIndexOf(':');
    if (!ok || slot < 0 || slot >= kSlotCount || colon < 0)
        unexpectedReply("a MOVED or ASK redirection");
    Redirect r;
    r.ask = parts[0] == "ASK";
    r.slot = slot;
    QByteArray host = parts[2].left(colon);
    if (host.startsWith('[') && host.endsWith(']'))
        host = host.mid(1, host.size() - 2);
    const int port = parts[2].mid(colon + 1).toInt(&ok);
    if (!ok || port < 1 || port > 65535)
        unexpectedReply("a MOVED or ASK redirection");
    r.node = RedisNode{hostOf(host, from), quint16(port)};
    return r;
}

std::optional<RedisNode> sentinelMasterOf(const Reply& reply) {
    if (reply.isNil() || (reply.type == Reply::Type::Array && reply.elements.isEmpty()))
        return std::nullopt;
    checked(reply);
    const Reply& host = element(reply, 0, "SENTINEL GET-MASTER-ADDR-BY-NAME");
    if (host.type != Reply::Type::String || host.string.isEmpty())
        unexpectedReply("SENTINEL GET-MASTER-ADDR-BY-NAME");
    return RedisNode{hostOf(host.string, RedisNode{}),
                     portOf(element(reply, 1, "SENTINEL GET-MASTER-ADDR-BY-NAME"))};
}

bool isMasterRole(const Reply& role) {
    return role.type == Reply::Type::Array && !role.elements.isEmpty() &&
           role.elements.constFirst().string == "master";
}

} // namespace idem::redis
