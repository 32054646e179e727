-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- Deletes at most ARGV[2] lapsed records of one bucket (expires_at <= now, oldest expiry first),
-- with their index entries; ARGV[2] = 0 deletes nothing (stats() uses that to account only).
--
-- Lapses are counted by account() (common.lua) first, so deleting counts nothing more, but for
-- a record that lapsed after the mark (a backlog larger than one account() batch), which
-- settle() counts as it goes. An index entry whose hash Redis already removed (an hour after
-- its expiry, the memory safety net) is dropped. ARGV[1], the bucket prefix, is PREFIX here.
-- Reply: { now, records removed, "1" when the lapses are counted up to now, else "0" }.

local limit = tonumber(ARGV[2])
local now = clock()
account(now)
local removed = 0
if limit > 0 then
    local entries = redis.call('ZRANGEBYSCORE', P.exp, '-inf', str(now), 'WITHSCORES', 'LIMIT',
                               0, limit)
    for i = 1, #entries, 2 do
        local m, score = entries[i], tonumber(entries[i + 1])
        local hash = hashOf(PREFIX, m)
        local f = hash and redis.call('HMGET', hash, 'st', 'ex') or {false, false}
        local ex = tonumber(f[2])
        if ex and ex > now then
            redis.call('ZADD', P.exp, str(ex), m) -- a stale index entry: repair, keep the record
        else
            settle({st = f[1] or 'lapsed', ex = ex or score}, now)
            if hash then
                redis.call('DEL', hash)
            end
            unindex(m)
            removed = removed + 1
        end
    end
end
return {str(now), removed, accountedUpTo >= now and '1' or '0'}
