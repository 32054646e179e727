-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- Every change IdemScope makes to the seed layout, as one atomic script: issue (what the seed's
-- GenerateTokenAsync writes) and the operator actions. Operator actions only delete seed keys,
-- never rewrite them, and append their audit entry to IdemScope's own list in the same step.
--
-- KEYS: 1 token key, 2 result key, 3 audit list "<ns>:idemscope:audit".
-- ARGV: 1 operation, 2 token, 3 acquireTtl ms, 4 lease ms, 5 resultTtl ms, then per operation:
--   issue       6 ttl ms
--   op_release  6 user, 7 reason, 8 force "1"|"0"
--   op_expire   6 user, 7 reason
--   op_delete   6 user, 7 reason
--
-- Operators (docs/adr/0006-redis-seed-layout.md):
--   issue       SET token pending PX ttl NX, as the seed does; refused if the key exists.
--   op_release  processing (or a value the seed never writes) → the token key is deleted, so the
--               seed's next SET NX can take the token again (a "pending" value could never be
--               taken by it). Refused when a result is stored (the seed would run the request
--               again), and while the presumed lease runs unless forced.
--   op_expire   a live token → both keys deleted (the seed has no expired state: its keys
--               vanish together at their TTL). Refused when the token key is gone.
--   op_delete   token and result keys deleted; also a result left without its token.
--
-- Reply: { outcome "ok" | "refused", now ms, snapshot before the change (seed_common.lua) }.
-- On "refused" nothing was written; the client names the reason from the snapshot.

local tokenKey, resultKey, auditKey = KEYS[1], KEYS[2], KEYS[3]
local op, token = ARGV[1], ARGV[2]
local now, nowUs = clock()
local cfg = {now = now, acquireTtl = tonumber(ARGV[3]), lease = tonumber(ARGV[4]),
             resultTtl = tonumber(ARGV[5]), maxResult = 0}
local snap = SEED.snapshot(tokenKey, resultKey, cfg)
local tag, rkind = snap[1], snap[6]

local function reply(outcome)
    return {outcome, str(now), snap}
end

-- Appends an audit entry; ids grow by at least one, from the microsecond clock. Called before
-- the change: a script that fails stops there, and Redis keeps what it wrote before failing, so
-- an audit list of the wrong type (WRONGTYPE) must stop it before any seed key is deleted.
local function audit(action, after, user, reason)
    local last = 0
    local head = redis.call('LINDEX', auditKey, 0)
    if head then
        local ok, entry = pcall(cjson.decode, head)
        if ok and type(entry) == 'table' then
            last = tonumber(entry.id) or 0
        end
    end
    local entry = {id = str(math.max(nowUs, last + 1)), at = str(now), user = user,
                   action = action, key = token, scope = '', before = SEED.stateOf(tag),
                   after = after, reason = reason}
    redis.call('LPUSH', auditKey, cjson.encode(entry))
    redis.call('LTRIM', auditKey, 0, 99999)
end

if op == 'issue' then
    if tag ~= '' then
        return reply('refused')
    end
    redis.call('SET', tokenKey, 'pending', 'PX', ARGV[6], 'NX')
    return reply('ok')
elseif op == 'op_release' then
    if (tag ~= 'processing' and tag ~= 'other') or rkind ~= 'none' then
        return reply('refused')
    end
    if not SEED.isStuck(snap, now) and ARGV[8] ~= '1' then
        return reply('refused')
    end
    audit('release', 'pending', ARGV[6], ARGV[7])
    redis.call('DEL', tokenKey)
    return reply('ok')
elseif op == 'op_expire' then
    if tag == '' then
        return reply('refused')
    end
    audit('expire', 'expired', ARGV[6], ARGV[7])
    redis.call('DEL', tokenKey, resultKey)
    return reply('ok')
elseif op == 'op_delete' then
    if tag == '' and rkind == 'none' then
        return reply('refused')
    end
    audit('delete', 'deleted', ARGV[6], ARGV[7])
    redis.call('DEL', tokenKey, resultKey)
    return reply('ok')
end
return redis.error_reply('ERR unknown seed operation')
