-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- Reads tokens of the seed layout in one atomic snapshot (get).
--
-- KEYS: token key and result key of each token, in pairs.
-- ARGV: 1 acquireTtl ms, 2 lease ms, 3 resultTtl ms, 4 max result bytes.
-- Reply: { now ms, snapshot, ... }, one snapshot (seed_common.lua) per pair.

local now = clock()
local cfg = {now = now, acquireTtl = tonumber(ARGV[1]), lease = tonumber(ARGV[2]),
             resultTtl = tonumber(ARGV[3]), maxResult = tonumber(ARGV[4])}
local out = {str(now)}
for i = 1, #KEYS - 1, 2 do
    out[#out + 1] = SEED.snapshot(KEYS[i], KEYS[i + 1], cfg)
end
return out
