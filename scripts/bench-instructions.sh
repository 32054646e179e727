#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# The CPU instructions idemgate executes per request, counted by valgrind's callgrind: a measure
# of the gateway's own code that the machine's speed does not move. On a VM whose speed changes
# by a factor of two within minutes (hypervisor steal, neighbours' caches), request rates hide a
# change of 10 %; instruction counts repeat within about 1 %. Rates still decide what is faster
# (scripts/bench-gateway.sh); this says where a change saves work, and how much.
#
# For each idemgate given (several make an A/B in one run), under callgrind in front of a
# throwaway store and a demo upstream (run by the first idemgate given, outside valgrind), with
# wrk on loopback:
#   replay  replays of 64 completed keys
#   fresh   a new key per request (acquire, the upstream's answer, complete)
# Printed per scenario: requests, non-2xx answers, and user-space instructions per request of
# the whole idemgate process (every thread; the kernel's part is not counted). Counting starts
# after a warm-up, and the first idemgate starts nothing the others do not.
# Run it on an otherwise idle machine: the count includes the event loop's own passes, which the
# requests that arrive together share, so a run beside other work spreads them over fewer
# requests (2 s runs beside a build counted 3 % more per replay and 8 % more per fresh key).
#
# Usage: scripts/bench-instructions.sh [idemgate ...]
#   (default: build/release/app/idemgate/idemgate)
# Environment (all optional): DURATION (5s per scenario, under valgrind: about 1,000-2,000
# requests), STORE (redis; sqlite, or postgres: then IDEMCTL, as in bench-cpu.sh), SCENARIOS
# ("replay fresh").
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
gates=("$@")
(( ${#gates[@]} > 0 )) || gates=("$root/build/release/app/idemgate/idemgate")
duration=${DURATION:-5s}
store_kind=${STORE:-redis}
scenarios=${SCENARIOS:-replay fresh}

for tool in wrk curl valgrind callgrind_control callgrind_annotate; do
  command -v "$tool" >/dev/null ||
    { echo "bench-instructions: $tool is missing (apt-get install wrk curl valgrind)" >&2
      exit 1; }
done
# shellcheck source=scripts/bench-common.sh
source "$root/scripts/bench-common.sh"
gate_bench_start bench-instructions "${gates[@]}"

# measure GATE N: one idemgate under callgrind, every scenario; prints a line per scenario.
measure() {
  local gate=$1 n=$2 port pid out requests bad ir scenario
  gate_start "$n" "$gate" valgrind --tool=callgrind --instr-atstart=no \
    --callgrind-out-file="$work/cg-$n.%p"
  for scenario in $scenarios; do
    rm -f "$work/cg-$n.$pid".*
    callgrind_control --zero "$pid" >/dev/null 2>&1
    callgrind_control --instr=on "$pid" >/dev/null 2>&1
    out=$(BENCH_DIR=$work BENCH_RUN="run-$n-$scenario" wrk -t1 -c8 -d"$duration" \
      -s "$work/$scenario.lua" "http://127.0.0.1:$port/orders")
    callgrind_control --instr=off "$pid" >/dev/null 2>&1
    callgrind_control --dump="$scenario" "$pid" >/dev/null 2>&1
    requests=$(awk '/requests in/ {print $1}' <<<"$out")
    bad=$(awk '/Non-2xx/ {print $NF}' <<<"$out")
    ir=$(callgrind_annotate "$(ls -t "$work/cg-$n.$pid".* | head -1)" 2>/dev/null |
      awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}')
    printf '%-8s %s: %s requests, %s non-2xx, %s instructions per request\n' "$scenario" \
      "$gate" "$requests" "${bad:-0}" "$(( ir / (requests > 0 ? requests : 1) ))"
  done
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}

echo "bench-instructions: STORE=$store_kind, $duration per scenario, wrk -t1 -c8"
n=0
for gate in "${gates[@]}"; do
  n=$(( n + 1 ))
  measure "$gate" "$n"
done
