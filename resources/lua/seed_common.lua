-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- IdemScope Redis store, seed layout: helpers shared by the seed scripts. The store prepends
-- this file to each seed_*.lua script. It does not use the native layout's common.lua: that
-- file reads the bucket keys (KEYS[1..9]) at load time, which seed scripts do not have.
--
-- The seed's keys (docs/seed-layouts.md), read and deleted, never rewritten:
--   <ns>:token:<token>    STRING "pending" | "processing" | "completed", with a TTL
--   <ns>:result:<token>   STRING, JSON {"StatusCode":..,"ContentType":..,"Body":..}, with a TTL
-- The one key IdemScope adds (operator actions only):
--   <ns>:idemscope:audit  LIST of JSON audit entries, newest first
--
-- The seed keeps no timestamps, owner or lease. Ages are estimated from the key's expiry under
-- the seed's defaults, passed by the client in every call (docs/adr/0006-redis-seed-layout.md):
--   acquireTtl  the TTL of the seed's acquire (SET ... processing NX EX 1800)
--   lease       how long a processing token is presumed to be held by a live request
--   resultTtl   the TTL the seed's store call gives token and result (24 h)
-- A processing token whose key expires within acquireTtl was acquired at expiry - acquireTtl,
-- and its presumed lease ends `lease` after that (stuck once that has passed). A longer TTL
-- means another acquire TTL: the age is unknown and the lease is taken to run to the key's
-- expiry (never stuck before). A completed token's result was stored at expiry - resultTtl. A
-- pending token expiring within acquireTtl was issued at expiry - acquireTtl (the seed issues
-- with 30 min too).
-- No TTL at all, or a value the seed never writes, is stuck: the seed's SET NX can never take
-- such a key, and no seed request can be holding it.

local SEED = {}

-- The state a token value stands for: the seed's three values, else 'other'.
local function tagOf(tokenKey)
    local t = redis.call('TYPE', tokenKey)['ok']
    if t == 'none' then
        return ''
    end
    if t ~= 'string' or redis.call('STRLEN', tokenKey) > 16 then
        return 'other'
    end
    local v = redis.call('GET', tokenKey)
    if v == 'pending' or v == 'processing' or v == 'completed' then
        return v
    end
    return 'other'
end

-- The state name IdemScope shows for a tag: a value the seed never writes blocks the seed's
-- acquire exactly like a processing key (its SET NX fails), so it reads as processing.
local function stateOf(tag)
    if tag == '' then
        return 'expired'
    elseif tag == 'other' then
        return 'processing'
    end
    return tag
end

-- When a key expires, in milliseconds since the epoch: -1 without a TTL, -2 when absent.
-- PEXPIRETIME (Redis 7) gives the stored instant, so estimates do not move between reads;
-- older servers get now + PTTL.
local function expiryOf(key, now)
    local t = redis.pcall('PEXPIRETIME', key)
    if type(t) == 'number' then
        return t
    end
    local pttl = redis.call('PTTL', key)
    if pttl < 0 then
        return pttl
    end
    return now + pttl
end

-- One token as a flat array:
--   1 tag ('' when the token key is absent), 2 token expiry (expiryOf),
--   3 acquired at (0 unknown), 4 lease until, 5 completed at (0 unknown),
--   6 result: 'none' | 'json' (7 holds it) | 'big' (over maxResult, omitted) | 'other' (not a
--   string), 7 result value or '', 8 result expiry (expiryOf), 9 result length in bytes,
--   10 created at (0 unknown: estimated for pending and processing only).
-- `cfg`: now, acquireTtl, lease, resultTtl, maxResult. tokenSnapshot() reads the token key only
-- (6 to 9 say "no result"); snapshot() adds the result.
local function tokenSnapshot(tokenKey, cfg)
    local now = cfg.now
    local tag = tagOf(tokenKey)
    local exp = -2
    local acquired, leaseUntil, completed = 0, 0, 0
    if tag ~= '' then
        exp = expiryOf(tokenKey, now)
    end
    local remaining = exp - now
    local created = 0
    if tag == 'processing' then
        if exp >= 0 and remaining <= cfg.acquireTtl then
            acquired = exp - cfg.acquireTtl
            leaseUntil = acquired + cfg.lease
            created = acquired -- the seed's acquire creates the key (SET NX)
        elseif exp >= 0 then
            leaseUntil = exp
        end
    elseif tag == 'pending' and exp >= 0 and remaining <= cfg.acquireTtl then
        created = exp - cfg.acquireTtl -- the seed issues with the same 30 min by default
    elseif tag == 'completed' and exp >= 0 and remaining <= cfg.resultTtl then
        completed = exp - cfg.resultTtl
    end
    return {tag, str(exp), str(acquired), str(leaseUntil), str(completed), 'none', '', '-2', '0',
            str(created)}
end

-- Fills in the result part (6 to 9) of a snapshot.
local function addResult(snap, resultKey, cfg)
    local rt = redis.call('TYPE', resultKey)['ok']
    if rt == 'none' then
        return snap
    end
    snap[8] = str(expiryOf(resultKey, cfg.now))
    if rt ~= 'string' then
        snap[6] = 'other'
        return snap
    end
    local rlen = redis.call('STRLEN', resultKey)
    snap[9] = str(rlen)
    if rlen > cfg.maxResult then
        snap[6] = 'big'
    else
        snap[6] = 'json'
        snap[7] = redis.call('GET', resultKey)
    end
    return snap
end

-- One token with its result.
local function snapshot(tokenKey, resultKey, cfg)
    return addResult(tokenSnapshot(tokenKey, cfg), resultKey, cfg)
end

-- Processing (or an unknown value) whose presumed lease has passed.
local function isStuck(snap, now)
    local tag = snap[1]
    return (tag == 'processing' or tag == 'other') and tonumber(snap[4]) <= now
end

SEED.stateOf, SEED.isStuck = stateOf, isStuck
SEED.tokenSnapshot, SEED.addResult, SEED.snapshot = tokenSnapshot, addResult, snapshot
