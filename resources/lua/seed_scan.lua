-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- One bounded step of a listing or count over the seed layout: SCAN from a cursor (never KEYS),
-- then a snapshot of each matching token, filtered. Bounded: at most `budget` keys are
-- examined per call, and it stops once `want` records or about `maxBytes` of results are
-- collected, so it never holds the server for long; the client calls again from the position
-- returned.
--
-- Phases: "token" scans <ns>:token:* (every token key, states as stored); "result" scans
-- <ns>:result:* and keeps only results whose token key is gone (they read as expired).
--
-- A SCAN step returns a batch of keys; they are taken in bytewise order of their token, so a
-- step can be resumed inside its batch: a position is (SCAN cursor of the batch, last token
-- taken from it, mark), "" meaning the batch's start. The mark is a chained hash of the batch's
-- tokens up to the last one taken. Resuming checks that the batch, rescanned, still holds
-- exactly those tokens up to there; if not, the batch is taken again from its start. That
-- happens when the keyspace's table was resized between two pages (a shrink merges sibling
-- buckets into the cursor's, and their keys that sort before the last token would otherwise be
-- skipped for good) or when tokens were added or removed in that part of the batch. So a key
-- present from a listing's start to its end is never missed; a key can be listed twice, as
-- with SCAN itself while Redis rehashes. Keys added or removed meanwhile may or may not be
-- seen.

-- ARGV: 1 phase, 2 token prefix "<ns>:token:", 3 result prefix "<ns>:result:", 4 MATCH pattern,
-- 5 SCAN cursor, 6 last token taken from its batch ("" = none), 7 want (0 = count only, no records), 8 budget,
-- 9 state filter ("" = any; pending|processing|completed|expired), 10 stuck only "1"|"0",
-- 11 acquireTtl ms, 12 lease ms, 13 resultTtl ms, 14 max result bytes per record,
-- 15 max bytes per call, 16 the mark of ARGV 6 (any other value: take the batch again).
-- Reply: { now, cursor to resume at, last token taken from its batch ("" = the cursor's batch
-- start; "0" and "" = the phase is done), { {token, its batch's cursor, snapshot, mark}, ... }
-- (want > 0), { pending, processing, completed, expired, stuck } counted (want = 0), the mark
-- of the last token taken }.

local phase, tokenPrefix, resultPrefix, pattern = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local cursor, after, afterMark = ARGV[5], ARGV[6], ARGV[16]
local want, budget = tonumber(ARGV[7]), tonumber(ARGV[8])
local stateFilter, stuckOnly = ARGV[9], ARGV[10] == '1'
local maxBytes = tonumber(ARGV[15])
local now = clock()
local cfg = {now = now, acquireTtl = tonumber(ARGV[11]), lease = tonumber(ARGV[12]),
             resultTtl = tonumber(ARGV[13]), maxResult = tonumber(ARGV[14])}
local prefix = phase == 'result' and resultPrefix or tokenPrefix

local items, taken, bytes, examined = {}, 0, 0, 0
local counted = {pending = 0, processing = 0, completed = 0, expired = 0, stuck = 0}

local batchCursor = cursor -- the SCAN cursor of the batch being visited

-- The mark of a batch's tokens up to `token`, from the mark of those before it.
local function chained(mark, token)
    return string.sub(redis.sha1hex(mark .. #token .. ':' .. token), 1, 16)
end

-- Looks at one token of the batch (`mark`: up to it); false once the call is full.
local function visit(token, mark)
    local k = prefix .. token
    local snap
    if phase == 'result' then
        if redis.call('EXISTS', tokenPrefix .. token) == 1 then
            return true -- shown with its token in the "token" phase
        end
        if want == 0 then
            counted.expired = counted.expired + 1
            return true
        end
        snap = SEED.snapshot(tokenPrefix .. token, k, cfg)
        if snap[1] ~= '' then
            return true
        end
    else
        -- The token key alone decides state and stuck; the result is read for matches only.
        snap = SEED.tokenSnapshot(k, cfg)
        if snap[1] == '' then
            return true -- gone since SCAN saw it
        end
    end
    local state = SEED.stateOf(snap[1])
    local stuck = SEED.isStuck(snap, now)
    if want == 0 then
        counted[state] = counted[state] + 1
        if stuck then
            counted.stuck = counted.stuck + 1
        end
        return true
    end
    if (stateFilter ~= '' and state ~= stateFilter) or (stuckOnly and not stuck) then
        return true
    end
    if phase == 'token' then
        SEED.addResult(snap, resultPrefix .. token, cfg)
    end
    items[#items + 1] = {token, batchCursor, snap, mark}
    taken = taken + 1
    bytes = bytes + #snap[7] + 256
    return taken < want and bytes < maxBytes
end

local steps = 0
while true do
    local r = redis.call('SCAN', cursor, 'MATCH', pattern, 'COUNT', 100)
    steps = steps + 1
    local batch = {}
    for _, k in ipairs(r[2]) do
        batch[#batch + 1] = string.sub(k, #prefix + 1)
    end
    local mark = ''
    if want > 0 then
        table.sort(batch, before) -- only a listing stops inside a batch and resumes there
        if after ~= '' then
            -- Resuming inside the batch: it must still begin with the tokens seen up to `after`.
            for _, token in ipairs(batch) do
                if before(after, token) then
                    break
                end
                mark = chained(mark, token)
            end
            if mark ~= afterMark then
                after, mark = '', '' -- changed since: take it again from its start
            end
        end
    end
    local full = false
    for _, token in ipairs(batch) do
        if after == '' or before(after, token) then
            examined = examined + 1
            batchCursor = cursor
            if want > 0 then
                mark = chained(mark, token)
            end
            if not visit(token, mark) then
                full = true
                after, afterMark = token, mark
                break
            end
        end
    end
    if full then
        break
    end
    cursor, after, afterMark = r[1], '', ''
    if cursor == '0' or examined >= budget or steps >= 64 then
        break
    end
end
return {str(now), cursor, after, items,
        {str(counted.pending), str(counted.processing), str(counted.completed),
         str(counted.expired), str(counted.stuck)}, afterMark}
