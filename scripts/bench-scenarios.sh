#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# The seed's four load scenarios (normal, duplicates, mixed, burst) with `idemctl scenario`
# against idemgate in front of the demo upstream, all on loopback, back to back (issue 7,
# docs/BENCHMARKS.md "Scenarios"). The store is a throwaway redis-server (STORE=redis, default)
# or a SQLite file in the temporary folder (STORE=sqlite). Prints one JSON line per scenario
# (idemctl's --json, compacted) and writes each report and samples file to $OUT (default: the
# temporary folder, removed at the end).
#
# Usage: scripts/bench-scenarios.sh [build folder]   (default: build/release)
# Environment (optional): REQUESTS (10000), CONCURRENCY (64), STORE (redis), LATENCY (0ms), OUT.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
gate=$build/app/idemgate/idemgate
ctl=$build/app/idemctl/idemctl
requests=${REQUESTS:-10000}
concurrency=${CONCURRENCY:-64}
store_kind=${STORE:-redis}
latency=${LATENCY:-0ms}
for tool in "$gate" "$ctl"; do
  [[ -x $tool ]] || { echo "bench-scenarios: $tool not found (build idemgate and idemctl)" >&2; exit 1; }
done

# shellcheck source=scripts/bench-common.sh
source "$root/scripts/bench-common.sh"
bench_setup bench-scenarios
out=${OUT:-$work}

up_port=$(free_port)
"$gate" demo-upstream --listen "127.0.0.1:$up_port" --latency "$latency" 2>"$work/upstream.log" &
pids+=($!)
bench_store "$store_kind"
gate_port=$(free_port)
"$gate" --listen "127.0.0.1:$gate_port" --upstream "http://127.0.0.1:$up_port" --store "$store" \
  --access-log off 2>"$work/gate.log" &
pids+=($!)
wait_port "$up_port"; wait_port "$gate_port"

echo "# $(date -u +%FT%TZ) load $(cut -d' ' -f1-3 /proc/loadavg) store=$store_kind requests=$requests concurrency=$concurrency"
for kind in normal duplicates mixed burst; do
  status=0
  "$ctl" scenario --json --kind "$kind" --requests "$requests" --concurrency "$concurrency" \
    --duration 120s --url "http://127.0.0.1:$gate_port/orders" \
    -H 'Content-Type: application/json' --data '{"amount":42,"currency":"EUR"}' \
    --stats-url "http://127.0.0.1:$up_port/orders/stats" \
    --report "$out/$kind.html" --samples "$out/$kind.csv" >"$work/$kind.json" || status=$?
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(json.dumps({k: d[k] for k in ("kind","pass","answered","concurrency","qps","latency_ms","errors","duplicates_sent","duplicates_intercepted","interception_rate","executions_per_key")}))' "$work/$kind.json"
  echo "# exit $status"
done
