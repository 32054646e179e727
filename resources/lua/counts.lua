-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- Counts per effective state in one bucket.
--
-- ARGV[1] "all": every scope, from the indexes alone (ZCOUNT per state index; stuck from the
-- lease index up to now, checked against the expiry index), so the cost does not grow with the
-- number of tokens. Reply: { now, pending, processing, completed, expired, stuck }.
--
-- ARGV[1] "scope", 2 bucket prefix, 3 start (ZRANGEBYLEX syntax), 4 budget, 5 scope: walks the
-- bucket's members from `start` (at most `budget` of them) and counts the scope's records.
-- Reply: { now, last member examined, exhausted "1"|"0", pending, processing, completed,
-- expired, stuck }.

local now = clock()
local live = '(' .. str(now)

if ARGV[1] == 'all' then
    local stuckCount = 0
    for _, m in ipairs(redis.call('ZRANGEBYSCORE', P.lease, '-inf', str(now))) do
        local ex = tonumber(redis.call('ZSCORE', P.exp, m))
        if ex and ex > now then
            stuckCount = stuckCount + 1
        end
    end
    return {str(now), redis.call('ZCOUNT', P.pending, live, '+inf'),
            redis.call('ZCOUNT', P.processing, live, '+inf'),
            redis.call('ZCOUNT', P.completed, live, '+inf'),
            redis.call('ZCOUNT', P.exp, '-inf', str(now)), stuckCount}
end

local prefix, from, budget, scope = ARGV[2], ARGV[3], tonumber(ARGV[4]), ARGV[5]
local c = {pending = 0, processing = 0, completed = 0, expired = 0, stuck = 0}
local members = redis.call('ZRANGEBYLEX', P.all, from, '+', 'LIMIT', 0, budget)
local last = ''
for _, m in ipairs(members) do
    last = m
    local hash, _, s = hashOf(prefix, m)
    if hash and s == scope then
        local f = redis.call('HMGET', hash, 'st', 'ex', 'lu')
        local ex = tonumber(f[2])
        if not ex then
            -- Redis removed the hash (memory safety net): count what the indexes still say,
            -- as the unscoped count does.
            local indexed = tonumber(redis.call('ZSCORE', P.exp, m))
            if indexed and indexed <= now then
                c.expired = c.expired + 1
            end
        else
            local r = {st = f[1] or 'expired', ex = ex, lu = tonumber(f[3]) or 0}
            local state = effective(r, now)
            if c[state] then
                c[state] = c[state] + 1
            end
            if stuck(r, now) then
                c.stuck = c.stuck + 1
            end
        end
    end
end
return {str(now), last, #members < budget and '1' or '0', c.pending, c.processing, c.completed,
        c.expired, c.stuck}
