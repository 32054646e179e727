-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- Every state change of one token, as one atomic script: the rules of core/token/statemachine
-- (decideIssue, decideAcquire, decideComplete, decideRelease, decideRenew and the operator
-- actions) restated over the token hash KEYS[10], its bucket indexes, stats and audit.
--
-- ARGV[1] operation, ARGV[2] bucket number, ARGV[3] key, ARGV[4] scope, then per operation:
--   issue       5 ttl ms
--   acquire     5 owner, 6 lease ms, 7 retention ms, 8 "open"|"issued", 9 method, 10 path,
--               11 fingerprint, 12 body sample
--   complete    5 owner, 6 fence ("" = owner only), 7 status, 8 headers JSON, 9 body,
--               10 retention ms (0 keeps the expiry)
--   release     5 owner, 6 fence
--   renew       5 owner, 6 fence, 7 lease ms
--   op_release  5 user, 6 reason, 7 force "1"|"0"
--   op_expire   5 user, 6 reason
--   op_delete   5 user, 6 reason
--
-- Reply: { outcome, now ms, record (flat field/value array), takeover "1"|"0" }, where outcome is
-- "ok" (the record written), an acquire outcome ("acquired", "replay", "in_flight", "mismatch",
-- "unknown", "expired"), or "refused" with the current record (empty if absent): nothing was
-- written, and the client runs the C++ rule on that record to raise the exact error.
-- Two replies leave out fields the client knows already and fills in itself: "acquired" may
-- leave out the record's identity (k, s, ow, me, pa, fp, bs: the caller's own arguments), and
-- complete's "ok" carries only st, ca, aa, ex, fe, me, pa, fp, bs and rc (the key, scope, owner,
-- times, lease and response follow from the call and `now`).
-- The client validates every argument before it calls.
--
-- What a change writes: the hash's changed fields, an index only where the record enters it,
-- leaves it or moves in it (reindex()), one stats counter (bump()). The gateway's three
-- changes run in change_hot.lua, before common.lua; this file takes what they leave (`hot`,
-- see there) and every other case, on record tables. Lapses are accounted (account()) only
-- where a change needs the mark or opens a counter interval, not on every change.

local H = KEYS[10]
local op = ARGV[1]
local bucket = tonumber(ARGV[2])
local key, scope = ARGV[3], ARGV[4]
local m = member(key, scope)
local now, nowUs, stored
if hot then
    now, nowUs, stored = hot.now, hot.nowUs, hot.stored
else
    now, nowUs = clock()
    stored = redis.call('HGETALL', H)
end
local nowS = str(now)
local cur = nil -- the stored record as a table, made only where a path needs it

local function reply(outcome, r, takeover)
    return {outcome, nowS, flat(r), takeover and '1' or '0'}
end

local function refused()
    return reply('refused', cur)
end

-- Counts the change; the first count of an interval also accounts the bucket's lapses.
local function count(names)
    if bump(now, names) and not accountedUpTo then
        account(now)
    end
end

local function write(r, counters)
    if cur and r.ex ~= cur.ex then
        settle(cur, now)
    end
    -- The indexes first: reindex() may account a vanished hash's lapse, which must see the
    -- bucket as it was (account() skips an index entry whose hash says another expiry).
    reindex(m, r, cur, now)
    save(H, r, cur)
    count(counters)
end

-- requireOwner(): the caller still holds the claim (processing, same owner, same fence).
local function holds(owner, fence)
    if not cur or effective(cur, now) ~= 'processing' or cur.ow ~= owner then
        return false
    end
    return fence == '' or tonumber(fence) == cur.fe
end

-- --- what change_hot.lua left -----------------------------------------------------------------

if hot and hot.reply then
    -- Written and counted; the count opened an interval, so the bucket's lapses are accounted
    -- before the reply goes back (as count() does).
    account(now)
    return hot.reply
end
if hot and hot.refused then
    cur = parse(stored)
    return refused()
end

-- --- every other case ------------------------------------------------------------------------

cur = parse(stored)
if op ~= 'acquire' or (cur and effective(cur, now) == 'expired') then
    -- These may replace or remove a record that lapsed: its lapse is accounted first.
    account(now)
end

if op == 'issue' then
    if cur and effective(cur, now) ~= 'expired' then
        return refused()
    end
    local r = blank(key, scope)
    r.ca, r.ua = now, now
    r.ex = later(now, tonumber(ARGV[5]))
    r.fe = cur and cur.fe or 0 -- fencing never goes back, even across lives
    write(r, {'generated'})
    return reply('ok', r)

elseif op == 'acquire' then
    local owner, lease, retention, mode = ARGV[5], tonumber(ARGV[6]), tonumber(ARGV[7]), ARGV[8]
    local fingerprint = ARGV[11]
    local function claim(previous)
        local r
        if not previous or effective(previous, now) == 'expired' then
            r = blank(key, scope)
            r.ca = now
            r.fe = previous and previous.fe or 0
        else
            r = copy(previous)
        end
        r.k, r.s, r.st = key, scope, 'processing'
        r.ua, r.aa, r.xa = now, now, 0
        r.lu = later(now, lease)
        r.ex = later(now, retention)
        r.ow = owner
        r.fe = r.fe + 1
        r.me, r.pa, r.fp, r.bs = ARGV[9], ARGV[10], fingerprint, ARGV[12]
        r.rs, r.rh, r.rb = nil, nil, nil
        return r
    end

    if not cur or effective(cur, now) == 'expired' then
        if mode == 'issued' then
            count({'rejected'})
            if cur then
                return reply('expired', cur)
            end
            return reply('unknown', blank(key, scope))
        end
        local r = claim(cur)
        write(r, {'acquired'})
        return reply('acquired', r)
    end
    if cur.fp ~= '' and cur.fp ~= fingerprint then
        count({'mismatch'})
        return reply('mismatch', cur)
    end
    local state = effective(cur, now)
    if state == 'pending' then
        local r = claim(cur)
        write(r, {'acquired'})
        return reply('acquired', r)
    elseif state == 'processing' then
        if not stuck(cur, now) then
            count({'in_flight'})
            return reply('in_flight', cur)
        end
        local r = claim(cur)
        write(r, {'acquired', 'taken_over'})
        return reply('acquired', r, true)
    elseif state == 'completed' then
        local r = copy(cur)
        r.rc = r.rc + 1
        write(r, {'replayed'})
        return reply('replay', r)
    end
    return redis.error_reply('ERR IdemScope: token ' .. m .. ' has an unknown state')

elseif op == 'release' then
    if not holds(ARGV[5], ARGV[6]) then
        return refused()
    end
    local r = copy(cur)
    r.st = 'pending'
    r.ua = now
    r.lu = 0
    r.ow = ''
    write(r, {'released'})
    return reply('ok', r)

elseif op == 'renew' then
    if not holds(ARGV[5], ARGV[6]) then
        return refused()
    end
    local r = copy(cur)
    r.ua = now
    r.lu = later(now, tonumber(ARGV[7]))
    write(r, {})
    return reply('ok', r)

elseif op == 'op_release' or op == 'op_expire' or op == 'op_delete' then
    if not cur then
        return refused()
    end
    local user, reason = ARGV[5], ARGV[6]
    local state = effective(cur, now)
    local r, action, after
    if op == 'op_release' then
        if state ~= 'processing' or (not stuck(cur, now) and ARGV[7] ~= '1') then
            return refused()
        end
        r = copy(cur)
        r.st = 'pending'
        r.ua = now
        r.lu = 0
        r.ow = ''
        write(r, {'released'})
        action, after = 'release', 'pending'
    elseif op == 'op_expire' then
        if state == 'expired' then
            return refused()
        end
        r = copy(cur)
        r.st = 'expired'
        r.ua = now
        r.ex = now
        r.lu = 0
        write(r, {'expired'})
        action, after = 'expire', 'expired'
    else
        settle(cur, now)
        redis.call('DEL', H)
        unindex(m)
        action, after = 'delete', 'deleted'
    end
    audit(bucket, now, nowUs, {user = user, action = action, key = key, scope = scope,
                               before = state, after = after, reason = reason})
    return reply('ok', r)
end

return redis.error_reply('ERR IdemScope: unknown operation')
