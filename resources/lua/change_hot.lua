-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- The change script's hot paths: what the gateway's requests do to a token most of the time,
-- on the flat HGETALL array, with layout.lua's helpers only (and base.lua's). The store places
-- this file before common.lua (redisstore.cpp, changeScript()), so these paths return before
-- the script defines common.lua's helpers: making those closures and tables on every call was
-- about a quarter of a new key's server time (docs/BENCHMARKS.md, issue 17).
--
--   acquire of a new key  HSET, PEXPIREAT, ZADD all / exp / st:processing / lease, HINCRBY
--   acquire -> replay     HINCRBY rc, HINCRBY (a read and two counters)
--   acquire -> in flight, mismatch: a read and one counter
--   complete              HSET, PEXPIREAT, ZREM st:processing / lease, ZADD st:completed / exp,
--                         HINCRBY
--
-- A path here either returns its reply, everything written, or leaves `hot` for change.lua,
-- which needs common.lua for the rest:
--   hot.reply    written and counted, but the count was the first of its interval, so the
--                bucket's lapses are accounted (account()) before the reply goes back;
--   hot.refused  a complete whose claim no longer holds: nothing written, change.lua returns
--                the stored record;
--   neither      a case this file does not take (a new key whose member is still indexed, any
--                other state, any other operation): nothing written, change.lua decides.
-- hot.now, hot.nowUs and hot.stored (the clock and the HGETALL read here) are used by
-- change.lua in every case, so each is read once.

local hot = nil

-- The stored fields by name (strings), from the flat array: enough for the hot paths' checks.
local function fieldsOf(flat)
    local f = {}
    for i = 1, #flat, 2 do
        f[flat[i]] = flat[i + 1]
    end
    return f
end

if ARGV[1] == 'acquire' or ARGV[1] == 'complete' then
    local H, op, key, scope = KEYS[10], ARGV[1], ARGV[3], ARGV[4]
    local m = member(key, scope)
    local now, nowUs = clock()
    local nowS = str(now)
    local stored = redis.call('HGETALL', H)
    hot = {now = now, nowUs = nowUs, stored = stored}

    -- Counts the change: the reply goes back now, or after change.lua accounted the lapses.
    local function counted(counter, reply)
        if bump(now, {counter}) then
            hot.reply = reply
            return nil
        end
        return reply
    end

    local out = nil
    if op == 'acquire' and #stored == 0 and ARGV[8] == 'open' then
        -- A new key. A member still in `all` has index entries of a hash Redis removed (the
        -- memory net): change.lua drops them (reindex()), and this ZADD changed nothing.
        if redis.call('ZADD', P.all, 0, m) == 1 then
            local ex = later(now, tonumber(ARGV[7]))
            local exS = str(ex)
            local luS = str(later(now, tonumber(ARGV[6])))
            redis.call('ZADD', P.exp, exS, m)
            redis.call('ZADD', P.processing, exS, m)
            redis.call('ZADD', P.lease, luS, m)
            redis.call('HSET', H, 'k', key, 's', scope, 'st', 'processing', 'ca', nowS,
                       'ua', nowS, 'aa', nowS, 'xa', '0', 'ex', exS, 'lu', luS, 'ow', ARGV[5],
                       'fe', '1', 'me', ARGV[9], 'pa', ARGV[10], 'fp', ARGV[11], 'bs', ARGV[12],
                       'rc', '0')
            redis.call('PEXPIREAT', H, str(ex + SAFETY))
            -- The reply leaves out what the caller sent (key, scope, owner, method, path,
            -- fingerprint, body sample): the client fills an acquired record's identity in
            -- from its request.
            out = counted('acquired', {'acquired', nowS, {'st', 'processing', 'ca', nowS,
                                                          'ua', nowS, 'aa', nowS, 'xa', '0',
                                                          'ex', exS, 'lu', luS, 'fe', '1',
                                                          'rc', '0'}, '0'})
        end
    else
        local f = fieldsOf(stored)
        local ex = tonumber(f.ex) or 0
        local st = f.st or 'expired'
        local live = ex > now and st ~= 'expired'
        if op == 'acquire' then
            if live and f.fp and f.fp ~= '' and f.fp ~= ARGV[11] then
                out = counted('mismatch', {'mismatch', nowS, stored, '0'})
            elseif live and st == 'completed' then
                -- A replay: one counter in the hash; the returned array ends with the new
                -- count (the client reads fields in order, so the last "rc" is the one that
                -- counts).
                local rc = redis.call('HINCRBY', H, 'rc', 1)
                stored[#stored + 1] = 'rc'
                stored[#stored + 1] = str(rc)
                out = counted('replayed', {'replay', nowS, stored, '0'})
            elseif live and st == 'processing' and (tonumber(f.lu) or 0) > now then
                out = counted('in_flight', {'in_flight', nowS, stored, '0'})
            end
        else
            -- requireOwner(): the record is live and processing, same owner, same fence.
            local fence = ARGV[6]
            if not (live and st == 'processing' and f.ow == ARGV[5]
                    and (fence == '' or tonumber(fence) == (tonumber(f.fe) or 0))) then
                hot.refused = true
            else
                -- The claim holds: the record is live, so nothing lapses here (no settle()).
                local retention = tonumber(ARGV[10])
                local newEx = retention > 0 and later(now, retention) or ex
                local exS = str(newEx)
                local set = {'st', 'completed', 'ua', nowS, 'xa', nowS, 'lu', '0', 'rs', ARGV[7],
                             'rh', ARGV[8], 'rb', ARGV[9]}
                if newEx ~= ex then
                    set[#set + 1] = 'ex'
                    set[#set + 1] = exS
                end
                redis.call('HSET', H, unpack(set))
                if newEx ~= ex then
                    redis.call('PEXPIREAT', H, str(newEx + SAFETY))
                    redis.call('ZADD', P.exp, exS, m)
                end
                redis.call('ZREM', P.processing, m)
                redis.call('ZREM', P.lease, m)
                redis.call('ZADD', P.completed, exS, m)
                -- Only what the caller does not know is sent back. The client fills in the
                -- rest as a completed record has it: key, scope and owner of the claim,
                -- updated and completed at now, no lease, and the response it sent.
                out = counted('completed', {'ok', nowS, {'st', 'completed', 'ca', f.ca or '0',
                                                         'aa', f.aa or '0', 'ex', exS,
                                                         'fe', f.fe or '0', 'me', f.me or '',
                                                         'pa', f.pa or '', 'fp', f.fp or '',
                                                         'bs', f.bs or '', 'rc', f.rc or '0'},
                                            '0'})
            end
        end
    end
    if out then
        return out
    end
end
