-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- One slice of a listing in one bucket: the records after a position that pass the filters.
-- Bounded: it examines at most `budget` index entries and stops once `want` records or about
-- `maxBytes` of record data are collected, so it never holds the server for long; the client
-- calls again from the last entry examined.
--
-- Sources, so that the cost follows the number of matching records where an index allows:
--   "all"         the bucket's members in bytewise order ("<key> <scope>"), from a lex position
--                 (any filter; with a key prefix, only the prefix's range is read)
--   "pending", "processing", "completed"
--                 the state index from now on: live records of that state, by expiry, member
--   "exp"         the expiry index up to now: expired records, by expiry, member
--   "lease"       the lease index up to now: stuck candidates, by lease, member
--
-- ARGV: 1 bucket prefix "<ns>:{bNN}:", 2 source, 3 and 4: for "all" the ZRANGEBYLEX start
-- ("-", "[x", "(x") and end ("+", "(x"); for an index the score and member of the last entry
-- seen ("" and "" at the start), 5 want, 6 budget, 7 state filter ("" = any), 8 stuck only
-- "1"|"0", 9 scope filter set "1"|"0", 10 scope, 11 path prefix ("" = any), 12 max bytes.
--
-- Reply: { now, last member examined ("" if none), its score (index sources), exhausted
-- "1"|"0" (nothing after it in this bucket), { record, ... } }, each record a flat field/value
-- array. Index entries whose hash Redis already removed are skipped.

local prefix, source = ARGV[1], ARGV[2]
local want, budget = tonumber(ARGV[5]), tonumber(ARGV[6])
local stateFilter, stuckOnly = ARGV[7], ARGV[8] == '1'
local scopeSet, scopeFilter, pathPrefix = ARGV[9] == '1', ARGV[10], ARGV[11]
local maxBytes = tonumber(ARGV[12])
local now = clock()

local records, bytes, last, lastScore, examined = {}, 0, '', '', 0

-- Examines one member; false once the slice is full.
local function visit(m)
    examined = examined + 1
    last = m
    local hash, _, scope = hashOf(prefix, m)
    if not hash or (scopeSet and scope ~= scopeFilter) then
        return true
    end
    local r = load(hash)
    if not r then
        return true
    end
    if stateFilter ~= '' and effective(r, now) ~= stateFilter then
        return true
    end
    if stuckOnly and not stuck(r, now) then
        return true
    end
    if pathPrefix ~= '' and string.sub(r.pa, 1, #pathPrefix) ~= pathPrefix then
        return true
    end
    records[#records + 1] = flat(r)
    bytes = bytes + #(r.rb or '') + #r.bs + 512
    return #records < want and bytes < maxBytes
end

-- How many entries the next read asks for: enough for the records still wanted, growing while
-- the filters reject entries (each entry read costs time even if it is not a match).
local grow = 1
local function chunkSize()
    local size = math.min(256, budget - examined, math.max(16, (want - #records) * grow))
    grow = grow * 2
    return size
end

local exhausted = false
if source == 'all' then
    local from, stop = ARGV[3], ARGV[4]
    while true do
        local chunk = chunkSize()
        if chunk <= 0 then
            break
        end
        local members = redis.call('ZRANGEBYLEX', P.all, from, stop, 'LIMIT', 0, chunk)
        local full = false
        for _, m in ipairs(members) do
            if not visit(m) then
                full = true
                break
            end
        end
        if full then
            break
        end
        if #members < chunk then
            exhausted = true
            break
        end
        from = '(' .. last
    end
else
    local zset = P[source]
    -- The state indexes hold live records after now; the others are read up to now. Entries
    -- are read by rank, between the start position and the last rank in range.
    local afterNow = source == 'pending' or source == 'processing' or source == 'completed'
    local endRank
    if afterNow then
        endRank = redis.call('ZCARD', zset) - 1
    else
        endRank = redis.call('ZCOUNT', zset, '-inf', str(now)) - 1
    end
    local afterScore, afterMember = tonumber(ARGV[3]), ARGV[4]
    local rank, ties = 0, false
    if afterMember ~= '' and afterScore then
        last, lastScore = afterMember, str(afterScore) -- until an entry after it is examined
        local r = redis.call('ZRANK', zset, afterMember)
        if r and tonumber(redis.call('ZSCORE', zset, afterMember)) == afterScore then
            rank = r + 1
        else
            -- The last entry moved meanwhile: start at its score, skip what sorted before it.
            rank = redis.call('ZCOUNT', zset, '-inf', '(' .. str(afterScore))
            ties = true
        end
    end
    if afterNow then
        rank = math.max(rank, redis.call('ZCOUNT', zset, '-inf', str(now)))
    end
    while true do
        local chunk = math.min(chunkSize(), endRank - rank + 1)
        if chunk <= 0 then
            exhausted = rank > endRank
            break
        end
        local items = redis.call('ZRANGE', zset, rank, rank + chunk - 1, 'WITHSCORES')
        if #items == 0 then
            exhausted = true
            break
        end
        local full = false
        for i = 1, #items, 2 do
            local m, score = items[i], tonumber(items[i + 1])
            rank = rank + 1
            if ties and score == afterScore and not before(afterMember, m) then
                examined = examined + 1
            else
                ties = false
                lastScore = str(score)
                if not visit(m) then
                    full = true
                    break
                end
            end
        end
        if full then
            exhausted = rank > endRank
            break
        end
    end
end

return {str(now), last, lastScore, exhausted and '1' or '0', records}
