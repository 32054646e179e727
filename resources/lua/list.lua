-- One slice of a listing in one bucket: the records after a position, in bytewise member order
-- ("<key> <scope>"), that pass the filters. Bounded: it examines at most `budget` members and
-- stops once `want` records or about `maxBytes` of record data are collected, so it never holds
-- the server for long; the client calls again from the last member examined.
--
-- ARGV: 1 bucket prefix "<ns>:{bNN}:", 2 source "all" (walk the bucket in lex order) | "stuck"
-- (lease index up to now) | "processing" (the whole lease index), 3 start ("-", "[x" or "(x",
-- as ZRANGEBYLEX), 4 end ("+" or "(x"), 5 want, 6 budget, 7 state filter ("" = any), 8 stuck
-- only "1"|"0", 9 scope filter set "1"|"0", 10 scope, 11 path prefix ("" = any), 12 max bytes.
--
-- Reply: { now ms, last member examined ("" if none), exhausted "1"|"0" (the bucket has nothing
-- after that member), { record, record, ... } } with each record as a flat field/value array.
-- Index entries whose hash Redis already removed are skipped.

local prefix, source, start, stop = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local want, budget = tonumber(ARGV[5]), tonumber(ARGV[6])
local stateFilter, stuckOnly = ARGV[7], ARGV[8] == '1'
local scopeSet, scopeFilter, pathPrefix = ARGV[9] == '1', ARGV[10], ARGV[11]
local maxBytes = tonumber(ARGV[12])
local now = clock()

local records, bytes, last, examined = {}, 0, '', 0

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
    local state = effective(r, now)
    if stateFilter ~= '' and state ~= stateFilter then
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

local exhausted = false
if source == 'all' then
    local from = start
    while true do
        local chunk = math.min(256, budget - examined)
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
    local candidates
    if source == 'stuck' then
        candidates = redis.call('ZRANGEBYSCORE', P.lease, '-inf', str(now))
    else
        candidates = redis.call('ZRANGE', P.lease, 0, -1)
    end
    local lowKind, low = string.sub(start, 1, 1), string.sub(start, 2)
    local high = string.sub(stop, 2)
    local inRange = {}
    for _, m in ipairs(candidates) do
        local aboveLow = lowKind == '-' or (lowKind == '[' and not before(m, low)) or
                             (lowKind == '(' and before(low, m))
        local belowHigh = stop == '+' or before(m, high)
        if aboveLow and belowHigh then
            inRange[#inRange + 1] = m
        end
    end
    table.sort(inRange, before)
    exhausted = true
    for i, m in ipairs(inRange) do
        if examined >= budget then
            exhausted = false
            break
        end
        if not visit(m) then
            exhausted = i == #inRange
            break
        end
    end
end

return {str(now), last, exhausted and '1' or '0', records}
