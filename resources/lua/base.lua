-- IdemScope Redis scripts: what every script of both layouts (native, seed) starts with. The
-- client prepends this file and then the layout's common file to each script (redis/scriptclient
-- Script), so every script is self-contained on the server.

redis.replicate_commands() -- effects replication: TIME is read before writing (Redis < 5)

-- An integer as decimal text (numbers are doubles here; every value stays below 2^53).
local function str(v)
    if type(v) == 'number' then
        return string.format('%.0f', v)
    end
    return v
end

-- The server clock: milliseconds and microseconds since the epoch.
local function clock()
    local t = redis.call('TIME')
    local sec, usec = tonumber(t[1]), tonumber(t[2])
    return sec * 1000 + math.floor(usec / 1000), sec * 1000000 + usec
end

-- a < b, bytewise (Lua's '<' on strings follows the server's collation locale; ZRANGEBYLEX
-- does not).
local function before(a, b)
    local n = math.min(#a, #b)
    for i = 1, n do
        local x, y = string.byte(a, i), string.byte(b, i)
        if x ~= y then
            return x < y
        end
    end
    return #a < #b
end
