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
-- The client validates every argument before it calls.

local H = KEYS[10]
local op = ARGV[1]
local bucket = tonumber(ARGV[2])
local key, scope = ARGV[3], ARGV[4]
local m = member(key, scope)
local now, nowUs = clock()
account(now)
local cur = load(H)

local function reply(outcome, r, takeover)
    return {outcome, str(now), flat(r), takeover and '1' or '0'}
end

local function refused()
    return reply('refused', cur)
end

local function write(r, counters)
    if cur and r.ex ~= cur.ex then
        settle(cur, now)
    end
    save(H, r, cur)
    reindex(m, r, cur)
    bump(now, counters)
end

-- requireOwner(): the caller still holds the claim (processing, same owner, same fence).
local function holds(owner, fence)
    if not cur or effective(cur, now) ~= 'processing' or cur.ow ~= owner then
        return false
    end
    return fence == '' or tonumber(fence) == cur.fe
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
            bump(now, {'rejected'})
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
        bump(now, {'mismatch'})
        return reply('mismatch', cur)
    end
    local state = effective(cur, now)
    if state == 'pending' then
        local r = claim(cur)
        write(r, {'acquired'})
        return reply('acquired', r)
    elseif state == 'processing' then
        if not stuck(cur, now) then
            bump(now, {'in_flight'})
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

elseif op == 'complete' then
    if not holds(ARGV[5], ARGV[6]) then
        return refused()
    end
    local r = copy(cur)
    r.st = 'completed'
    r.ua, r.xa = now, now
    r.lu = 0
    local retention = tonumber(ARGV[10])
    if retention > 0 then
        r.ex = later(now, retention)
    end
    r.rs, r.rh, r.rb = tonumber(ARGV[7]), ARGV[8], ARGV[9]
    write(r, {'completed'})
    -- The body is the caller's own: it is not sent back.
    r.rb = nil
    return reply('ok', r)

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
