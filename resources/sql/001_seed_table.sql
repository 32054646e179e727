-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- Migration 1: the seed pattern's table, exactly as the seed's own SQL creates it
-- (docs/seed-layouts.md), if it is not there yet. ${T} is the table of the store URL
-- (table=, default idempotency_tokens), ${N} its bare name. A table that exists is left as it is.
CREATE TABLE IF NOT EXISTS ${T} (
  token VARCHAR(64) PRIMARY KEY,
  status VARCHAR(20) NOT NULL DEFAULT 'pending', -- pending, processing, completed
  request_method VARCHAR(10),
  request_path TEXT,
  request_body TEXT,
  response_status INTEGER,
  response_headers JSONB,
  response_body TEXT,
  created_at TIMESTAMP WITH TIME ZONE DEFAULT NOW(),
  updated_at TIMESTAMP WITH TIME ZONE DEFAULT NOW(),
  expires_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX IF NOT EXISTS "idx_${N}_expires_at" ON ${T}(expires_at);
CREATE INDEX IF NOT EXISTS "idx_${N}_status" ON ${T}(status);
