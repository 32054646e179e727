-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- IdemScope Redis store, native layout: the helpers of every script but the change script's hot
-- paths (change_hot.lua). It follows layout.lua (the keys, the fields, the constants), and the
-- store prepends both to each script before loading it, so every script is self-contained on the
-- server.

-- "<ns>:{bNN}:", the bucket's prefix (KEYS[1] is "<prefix>all").
local PREFIX = string.sub(KEYS[1], 1, #KEYS[1] - 3)
local MARK = P.stats .. ':mark'
local LIVE = {pending = true, processing = true, completed = true}
local FIELDS = {'k', 's', 'st', 'ca', 'ua', 'aa', 'xa', 'ex', 'lu', 'ow', 'fe', 'me', 'pa', 'fp',
                'bs', 'rs', 'rh', 'rb', 'rc'}
local NUMERIC = {ca = true, ua = true, aa = true, xa = true, ex = true, lu = true, fe = true,
                 rs = true, rc = true}

-- A record with every field at its default ("not set").
local function blank(key, scope)
    return {k = key, s = scope, st = 'pending', ca = 0, ua = 0, aa = 0, xa = 0, ex = 0, lu = 0,
            ow = '', fe = 0, me = '', pa = '', fp = '', bs = '', rc = 0}
end

-- The record of a flat field/value array (HGETALL), or nil for an empty one (no hash).
local function parse(flat)
    if #flat == 0 then
        return nil
    end
    local r = blank('', '')
    r.st = 'expired' -- a hash without a state reads as expired, as a SQLite row would
    for i = 1, #flat, 2 do
        local f, v = flat[i], flat[i + 1]
        if NUMERIC[f] then
            r[f] = tonumber(v) or 0
        else
            r[f] = v
        end
    end
    return r
end

-- The stored record, or nil when the hash does not exist.
local function load(hash)
    return parse(redis.call('HGETALL', hash))
end

-- A record holds the FIELDS only (load() and blank() make no other keys), so a copy names them.
local function copy(r)
    return {k = r.k, s = r.s, st = r.st, ca = r.ca, ua = r.ua, aa = r.aa, xa = r.xa, ex = r.ex,
            lu = r.lu, ow = r.ow, fe = r.fe, me = r.me, pa = r.pa, fp = r.fp, bs = r.bs, rs = r.rs,
            rh = r.rh, rb = r.rb, rc = r.rc}
end

-- The fields of `r` that are set, as a flat field/value array in FIELDS order (numbers as
-- text). A record with every field but the response set (every record blank(), copy() and
-- load() make) is built by one table constructor, the response fields appended; any other
-- record field by field.
local function fields(r)
    local k, s, st, ca, ua, aa, xa, ex, lu = r.k, r.s, r.st, r.ca, r.ua, r.aa, r.xa, r.ex, r.lu
    local ow, fe, me, pa, fp, bs, rc = r.ow, r.fe, r.me, r.pa, r.fp, r.bs, r.rc
    if k and s and st and ca and ua and aa and xa and ex and lu and ow and fe and me and pa and fp
        and bs and rc then
        local rs, rh, rb = r.rs, r.rh, r.rb
        if rs == nil and rh == nil and rb == nil then
            return {'k', str(k), 's', str(s), 'st', str(st), 'ca', str(ca), 'ua', str(ua),
                    'aa', str(aa), 'xa', str(xa), 'ex', str(ex), 'lu', str(lu), 'ow', str(ow),
                    'fe', str(fe), 'me', str(me), 'pa', str(pa), 'fp', str(fp), 'bs', str(bs),
                    'rc', str(rc)}
        end
        local out = {'k', str(k), 's', str(s), 'st', str(st), 'ca', str(ca), 'ua', str(ua),
                     'aa', str(aa), 'xa', str(xa), 'ex', str(ex), 'lu', str(lu), 'ow', str(ow),
                     'fe', str(fe), 'me', str(me), 'pa', str(pa), 'fp', str(fp), 'bs', str(bs)}
        local n = 30
        if rs ~= nil then
            out[n + 1], out[n + 2], n = 'rs', str(rs), n + 2
        end
        if rh ~= nil then
            out[n + 1], out[n + 2], n = 'rh', str(rh), n + 2
        end
        if rb ~= nil then
            out[n + 1], out[n + 2], n = 'rb', str(rb), n + 2
        end
        out[n + 1], out[n + 2] = 'rc', str(rc)
        return out
    end
    local out, n = {}, 0
    for i = 1, #FIELDS do
        local f = FIELDS[i]
        local v = r[f]
        if v ~= nil then
            out[n + 1] = f
            out[n + 2] = str(v)
            n = n + 2
        end
    end
    return out
end

-- The record as a flat field/value array for the client.
local function flat(r)
    if not r then
        return {}
    end
    return fields(r)
end

-- The effective state at `now`: a record past its expiry is expired whatever is stored.
local function effective(r, now)
    if r.ex <= now then
        return 'expired'
    end
    return r.st
end

local function stuck(r, now)
    return effective(r, now) == 'processing' and r.lu <= now
end

local function hashOf(prefix, m)
    local sp = string.find(m, ' ', 1, true)
    if not sp then
        return nil
    end
    local key, scope = string.sub(m, 1, sp - 1), string.sub(m, sp + 1)
    return prefix .. 't:' .. #scope .. ':' .. scope .. ':' .. key, key, scope
end

-- Writes `r` over `old` (nil: no hash yet): only the fields that changed, so a replay does not
-- rewrite a large stored body. Sets the memory safety net (PEXPIREAT).
local function save(hash, r, old)
    if old == nil then
        local args = fields(r)
        if #args > 0 then
            redis.call('HSET', hash, unpack(args))
        end
    else
        local args, n, gone = {}, 0, nil
        for i = 1, #FIELDS do
            local f = FIELDS[i]
            local v, was = r[f], old[f]
            if v == nil then
                if was ~= nil then
                    gone = gone or {}
                    gone[#gone + 1] = f
                end
            elseif was ~= v then
                args[n + 1] = f
                args[n + 2] = str(v)
                n = n + 2
            end
        end
        if n > 0 then
            redis.call('HSET', hash, unpack(args))
        end
        if gone then
            redis.call('HDEL', hash, unpack(gone))
        end
    end
    local sameExpiry = old ~= nil and old.ex == r.ex
    if not sameExpiry then
        -- The memory net follows the expiry; a hash already set to this expiry has it.
        redis.call('PEXPIREAT', hash, str(r.ex + SAFETY))
    end
end

local settle -- defined with the expiry accounting below

-- Keeps the bucket indexes in step with a record written over `old` (nil: new hash, so any
-- index entries left by a hash that Redis removed are dropped first). The hot paths of
-- change_hot.lua write the same entries themselves for the two changes they make (a new
-- processing key, processing -> completed); a change to the rules here is a change there.
local function reindex(m, r, old, now)
    if old == nil then
        -- Index entries of a hash Redis removed (memory net) are dropped first; a member not in
        -- `all` has none (every write adds it there), so a new key costs one lookup, not four.
        -- Its lapse, if not counted yet, is counted before its expiry entry is overwritten.
        if redis.call('ZADD', P.all, 0, m) == 0 then
            local lapsed = tonumber(redis.call('ZSCORE', P.exp, m))
            if lapsed then
                settle({st = 'lapsed', ex = lapsed}, now)
            end
            redis.call('ZREM', P.pending, m)
            redis.call('ZREM', P.processing, m)
            redis.call('ZREM', P.completed, m)
            redis.call('ZREM', P.lease, m)
        end
    elseif old.st ~= r.st and LIVE[old.st] then
        redis.call('ZREM', P[old.st], m)
    end
    -- An index is written only when the record enters it or its score there changes: a hash
    -- and its index entries are written together by every script, so the entries of `old`
    -- are in place (a replay or a renew touches no index it stays in).
    local newEx = old == nil or old.ex ~= r.ex
    local ex = str(r.ex)
    if newEx then
        redis.call('ZADD', P.exp, ex, m)
    end
    if LIVE[r.st] and (newEx or old.st ~= r.st) then
        redis.call('ZADD', P[r.st], ex, m)
    end
    if r.st == 'processing' then
        if old == nil or old.st ~= 'processing' or old.lu ~= r.lu then
            redis.call('ZADD', P.lease, str(r.lu), m)
        end
    elseif old and old.st == 'processing' then
        redis.call('ZREM', P.lease, m)
    end
end

local function unindex(m)
    redis.call('ZREM', P.all, m)
    redis.call('ZREM', P.exp, m)
    redis.call('ZREM', P.pending, m)
    redis.call('ZREM', P.processing, m)
    redis.call('ZREM', P.completed, m)
    redis.call('ZREM', P.lease, m)
end

-- Appends an audit entry. Its id orders entries across buckets: the microsecond clock (never
-- going back within a bucket) followed by the two-digit bucket number.
local function audit(bucket, now, nowUs, entry)
    local last = tonumber(redis.call('GET', P.auditseq) or '0') or 0
    local seq = math.max(nowUs, last + 1)
    redis.call('SET', P.auditseq, str(seq))
    entry.id = str(seq) .. string.format('%02d', bucket)
    entry.at = str(now)
    redis.call('LPUSH', P.audit, cjson.encode(entry))
    redis.call('LTRIM', P.audit, 0, AUDIT_KEEP - 1)
end

-- Expiry accounting: a record that lapses on its own raises `expired` in the interval of its
-- expiry, once, whichever process runs the next script of its bucket that accounts: purge and
-- the store's stats() call account() first; a state change calls it first when it replaces or
-- removes a record that may have lapsed (settle() needs the mark), and otherwise when its own
-- counter is the first of its interval (bump()), so that a busy bucket keeps its mark within
-- an interval or so of now at the cost of one look per interval. The bucket's mark says up to when the
-- lapses are counted; account() moves it towards now, looking at ACCOUNT_BATCH index entries
-- at most, so a long idle backlog is worked off over several calls without blocking the
-- server. An operator's expire is counted when it happens (stored state "expired"), not here.
-- A record about to be replaced or removed that lapsed after the mark is counted by settle().
local accountedUpTo = nil -- set by account(): nil until this script accounted

local function account(now)
    local mark = tonumber(redis.call('GET', MARK))
    if not mark then
        -- A new store (or one from before accounting) counts from now on.
        redis.call('SET', MARK, str(now))
        accountedUpTo = now
        return
    end
    if now <= mark then
        accountedUpTo = mark
        return
    end
    local from = math.max(mark, now - STATS_KEEP)
    local batch = redis.call('ZRANGEBYSCORE', P.exp, '(' .. str(from), str(now), 'WITHSCORES',
                             'LIMIT', 0, ACCOUNT_BATCH)
    if #batch == 0 then
        -- Nothing lapsed in (mark, now]: counted up to now without writing the mark (the hot
        -- path of a busy bucket). The next script looks at the same empty range again, and no
        -- record written later can lapse inside it (its expiry lies after its own now).
        accountedUpTo = now
        return
    end
    local upto = now
    if #batch == 2 * ACCOUNT_BATCH then
        -- More may follow: count whole milliseconds only, up to the last one seen.
        local first, last = tonumber(batch[2]), tonumber(batch[#batch])
        if first == last then
            batch = redis.call('ZRANGEBYSCORE', P.exp, str(last), str(last), 'WITHSCORES')
            upto = last
        else
            upto = last - 1
        end
    end
    local perInterval = {}
    for i = 1, #batch, 2 do
        local ex = tonumber(batch[i + 1])
        if ex <= upto then
            local hash = hashOf(PREFIX, batch[i])
            local f = hash and redis.call('HMGET', hash, 'st', 'ex') or {false, false}
            local hashEx = tonumber(f[2])
            -- A hash Redis already removed (memory net) counts as a lapse; a stale index entry
            -- (the hash says another expiry) is left to that expiry.
            if f[1] ~= 'expired' and (hashEx == nil or hashEx == ex) then
                local iv = ex - ex % INTERVAL
                perInterval[iv] = (perInterval[iv] or 0) + 1
            end
        end
    end
    for iv, n in pairs(perInterval) do
        bump(iv, {'expired'}, n)
    end
    redis.call('SET', MARK, str(upto))
    accountedUpTo = upto
end

-- `r` (a loaded record) is about to be replaced by a record with another expiry, or removed:
-- if it lapsed on its own after the mark, account() would never see it, so count it now.
-- The mark is read (account() run) here the first time a script needs it.
function settle(r, now)
    if r and r.st ~= 'expired' and r.ex <= now then
        if not accountedUpTo then
            account(now)
        end
        if r.ex > accountedUpTo then
            bump(r.ex, {'expired'})
        end
    end
end
