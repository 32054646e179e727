-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- IdemScope Redis store, native layout: the keys, the token fields, the constants and the stats
-- counter. Every native script starts with this file (after base.lua); the change script's hot
-- paths (change_hot.lua) use nothing else, and common.lua's helpers follow them.
--
-- Layout (all keys of one bucket share the hash tag {bNN}, so a script touches one slot):
--   <ns>:{bNN}:t:<len(scope)>:<scope>:<key>  HASH, one token (fields below)
--   <ns>:{bNN}:all                          ZSET score 0, member "<key> <scope>" (lex order)
--   <ns>:{bNN}:exp                          ZSET member -> expires_at (purge, expired count)
--   <ns>:{bNN}:st:<pending|processing|completed>  ZSET member -> expires_at, by stored state
--   <ns>:{bNN}:lease                        ZSET member -> lease_until, processing tokens only
--   <ns>:{bNN}:stats:<hour>                 HASH "<interval start ms>:<counter>" -> count
--   <ns>:{bNN}:stats:mark                   STRING, expiries counted up to this time (account())
--   <ns>:{bNN}:audit                        LIST of JSON entries, newest first
--   <ns>:{bNN}:auditseq                     STRING, last audit sequence (microseconds)
--
-- Every script receives the bucket keys as KEYS[1..9] in this order: all, exp, st:pending,
-- st:processing, st:completed, lease, stats (a prefix: the hour is appended here, from the
-- server clock), audit, auditseq. Token hashes of the bucket are named from their index member
-- (list, counts, purge), or passed as KEYS[10] (state changes).
--
-- Token hash fields: k key, s scope, st stored state, ca created, ua updated, aa acquired,
-- xa completed, ex expires, lu lease until, ow owner, fe fencing counter, me method, pa path,
-- fp fingerprint, bs body sample, rs/rh/rb response status / headers (JSON) / body (present only
-- when a response is stored), rc replay count. Times are milliseconds since the Unix epoch on
-- the server's clock (TIME), the only clock the store uses.
--
-- Comparisons of member strings are bytewise (before()): Lua's '<' on strings follows the
-- server's collation locale, ZRANGEBYLEX does not.

local INTERVAL = 5000          -- one stats interval (kStatsInterval)
local HOUR = 3600000           -- stats hashes are per hour
local STATS_KEEP = 86400000    -- kStatsRetention
local SAFETY = 3600000         -- a token hash outlives its expiry by this much (memory net)
local AUDIT_KEEP = 100000      -- audit entries kept per bucket
local ACCOUNT_BATCH = 2000     -- lapsed index entries account() looks at per call

local P = {
    all = KEYS[1], exp = KEYS[2], pending = KEYS[3], processing = KEYS[4], completed = KEYS[5],
    lease = KEYS[6], stats = KEYS[7], audit = KEYS[8], auditseq = KEYS[9],
}

-- `now` plus a duration, kept below 2^53 (absurd durations must not wrap or lose precision).
local function later(now, ms)
    return math.min(now + ms, 9007199254740991)
end

-- The member of the bucket indexes and the token hash's name.
local function member(key, scope)
    return key .. ' ' .. scope
end

-- Raises the named counters of the interval holding `now` by `by` (default 1). True when one
-- of them is new (the first count of its interval): only then is the hash's expiry set (the
-- expiry depends on the hour alone, and a hash has fields only once one was new), and only
-- then does a state change account lapses (see account()).
local function bump(now, names, by)
    by = by or 1
    if #names == 0 or by == 0 then
        return false
    end
    local hour = math.floor(now / HOUR)
    local key = P.stats .. ':' .. str(hour)
    local interval = str(now - now % INTERVAL)
    local first = false
    for i = 1, #names do
        if redis.call('HINCRBY', key, interval .. ':' .. names[i], by) == by then
            first = true
        end
    end
    if first then
        redis.call('PEXPIREAT', key, str((hour + 1) * HOUR + STATS_KEEP + 60000))
    end
    return first
end
