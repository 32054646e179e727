-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- IdemScope Redis scripts: what every script of both layouts (native, seed) starts with. The
-- client prepends this file and then the layout's common file to each script (redis/scriptclient
-- Script), so every script is self-contained on the server.

redis.replicate_commands() -- effects replication: TIME is read before writing (Redis < 5)

local format = string.format

-- Whether '%d' formats 2^53 - 1 exactly (Lua 5.1 casts to C long: 64 bits on every LP64 server).
local WIDE_D = format('%d', 9007199254740991) == '9007199254740991'

-- An integer as decimal text (numbers are doubles here; every value stays below 2^53). The
-- text is '%.0f''s in every case: a positive whole number below 2^53 takes '%d' (the same
-- digits, without the float formatting), 0 is '0', any other number (-0 included) '%.0f'.
local function str(v)
    if type(v) == 'number' then
        if v >= 1 and v < 9007199254740992 and WIDE_D and v % 1 == 0 then
            return format('%d', v)
        elseif v == 0 and 1 / v > 0 then
            return '0'
        end
        return format('%.0f', v)
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
