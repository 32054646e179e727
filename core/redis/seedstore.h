// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "redis/redisurl.h"
#include "store/tokenstore.h"

#include <chrono>
#include <memory>

namespace idem {

/// Opens the Redis store for layout=seed: data written by the seed pattern's reference service
/// (RedisIdempotencyTokenService; its keys in docs/redis-seed-layout.md), browsed and administered
/// in place, never converted. Unavailable when the server cannot be reached.
///
/// What it does (docs/redis-seed-layout.md, decisions in docs/adr/0006-redis-seed-layout.md):
/// - Reads: get, list (SCAN in bounded pages, never KEYS), counts (a bounded SCAN walk: O(keys)
///   of the namespace), audit. Only the default scope "" exists; other scopes are empty.
/// - Writes: issue (what the seed's GenerateTokenAsync writes) and the operator actions, each
///   one Lua script; the operator actions only delete seed keys and append to IdemScope's own
///   audit list `<ns>:idemscope:audit`, the one key IdemScope adds.
/// - Refused with ReadOnly: acquire, complete, release and renew. The seed keeps no owner,
///   fencing counter, lease, scope or fingerprint, so a claim could not be checked; the message
///   points to layout=native.
/// - stats() is empty (the seed counts nothing); purgeExpired() removes nothing (the seed's
///   keys expire by their own TTL).
///
/// Threads and errors: as RedisStore (one connection per thread; ConnectionLost retried once;
/// OutcomeUnknown never), and the same maxmemory-policy check before the first write.
std::unique_ptr<TokenStore> openRedisSeedStore(const redis::RedisUrl& url);

/// The seed's defaults that the seed layout's estimates rest on (it keeps no timestamps).
namespace seed {
/// TTL of the seed's acquire (`SET ... processing NX EX 1800` in its middleware), and of its
/// issue by default: a processing or pending token's age is this minus its remaining TTL.
inline constexpr std::chrono::milliseconds kAcquireTtl = std::chrono::minutes(30);
/// How long a processing token is presumed held by a live request; after that it reads as
/// stuck and an operator may release it without force.
inline constexpr std::chrono::milliseconds kPresumedLease = std::chrono::minutes(5);
/// TTL the seed's StoreResultAsync gives the token and the result (24 h in its middleware).
inline constexpr std::chrono::milliseconds kResultTtl = std::chrono::hours(24);
/// Stored results larger than these are not read: per record in list(), and in get().
inline constexpr qint64 kMaxListedResultBytes = 64 * 1024;
inline constexpr qint64 kMaxResultBytes = 16 * 1024 * 1024;
} // namespace seed

} // namespace idem
