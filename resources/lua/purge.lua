-- Deletes at most ARGV[2] lapsed records of one bucket (expires_at <= now, oldest expiry first),
-- with their index entries. ARGV[1] is the bucket prefix "<ns>:{bNN}:".
--
-- Records that lapsed on their own raise the `expired` counter now; an operator's expire was
-- counted when it happened (stored state "expired"). An index entry whose hash Redis already
-- removed (an hour after its expiry, the memory safety net) is dropped and counted as a lapse.
-- Reply: { now, records removed }.

local prefix, limit = ARGV[1], tonumber(ARGV[2])
local now = clock()
local removed, lapsed = 0, 0
for _, m in ipairs(redis.call('ZRANGEBYSCORE', P.exp, '-inf', str(now), 'LIMIT', 0, limit)) do
    local hash = hashOf(prefix, m)
    local f = hash and redis.call('HMGET', hash, 'st', 'ex') or {false, false}
    local ex = tonumber(f[2])
    if ex and ex > now then
        redis.call('ZADD', P.exp, str(ex), m) -- a stale index entry: repair, keep the record
    else
        if f[1] ~= 'expired' then
            lapsed = lapsed + 1
        end
        if hash then
            redis.call('DEL', hash)
        end
        unindex(m)
        removed = removed + 1
    end
end
bump(now, {'expired'}, lapsed)
return {str(now), removed}
