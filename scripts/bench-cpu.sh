#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# idemgate's own CPU time per request, user and kernel, for one or more builds in alternating
# rounds: an A/B of what a change costs the gateway process, kernel included (which
# scripts/bench-instructions.sh does not count). On this kind of VM the rates of
# scripts/bench-gateway.sh move by a third between minutes; a process's CPU time per request
# moves much less, and alternating the builds round by round puts each pair in the same minutes.
#
# Every idemgate given runs at once, each on its own port in front of its own throwaway store,
# with one demo upstream (run by the first idemgate given) shared by all. Each round runs wrk on
# loopback against each build in turn, for every scenario:
#   replay  replays of 64 completed keys
#   fresh   a new key per request (acquire, the upstream's answer, complete)
# and prints, per build: requests per second, non-2xx answers, idemgate's user and system CPU
# per request in microseconds (/proc/PID/stat), its system calls per request when strace is
# asked for (STRACE=1: slower, for counting only), and the share of the cores' time the
# hypervisor took during the run ("stolen", /proc/stat). The end prints each build's median
# per scenario.
#
# Usage: scripts/bench-cpu.sh [idemgate ...]   (default: build/release/app/idemgate/idemgate)
# Environment (all optional): DURATION (5s per run), ROUNDS (3), STORE (redis; sqlite, or
# postgres: a database per build in one throwaway cluster, migrated with IDEMCTL, default next to
# the first idemgate), SCENARIOS ("replay fresh"), CONNECTIONS (64), STRACE (0).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
gates=("$@")
(( ${#gates[@]} > 0 )) || gates=("$root/build/release/app/idemgate/idemgate")
duration=${DURATION:-5s}
rounds=${ROUNDS:-3}
store_kind=${STORE:-redis}
scenarios=${SCENARIOS:-replay fresh}
connections=${CONNECTIONS:-64}
use_strace=${STRACE:-0}

for tool in wrk curl; do
  command -v "$tool" >/dev/null ||
    { echo "bench-cpu: $tool is missing (apt-get install wrk curl)" >&2; exit 1; }
done
[[ $use_strace == 0 ]] || command -v strace >/dev/null ||
  { echo "bench-cpu: STRACE=1 needs strace (apt-get install strace)" >&2; exit 1; }
# shellcheck source=scripts/bench-common.sh
source "$root/scripts/bench-common.sh"
gate_bench_start bench-cpu "${gates[@]}"

# The process's user and system time so far, in clock ticks (fields 14 and 15 of its stat; the
# command name, field 2, may hold spaces, so fields are counted after its closing parenthesis).
proc_ticks() { sed 's/.*) //' "/proc/$1/stat" | awk '{ print $12, $13 }'; }

ports=()
gate_pids=()
n=0
for gate in "${gates[@]}"; do
  n=$(( n + 1 ))
  gate_start "$n" "$gate"
  ports+=("$port")
  gate_pids+=("$pid")
done

hz=$(getconf CLK_TCK)
results=$work/results.txt
: >"$results"
echo "bench-cpu: STORE=$store_kind, $duration per run, $rounds rounds, wrk -t2 -c$connections" \
  "(CPU per request in us; strace slows every figure but its count)"
for round in $(seq 1 "$rounds"); do
  for scenario in $scenarios; do
    for i in "${!gates[@]}"; do
      pid=${gate_pids[$i]}
      tracer=""
      if [[ $use_strace != 0 ]]; then
        strace -c -S calls -f -q -o "$work/strace-$i" -p "$pid" 2>/dev/null &
        tracer=$!
        sleep 0.5
      fi
      read -r u0 s0 < <(proc_ticks "$pid")
      read -r st0 all0 < <(cpu_ticks)
      out=$(BENCH_DIR=$work BENCH_RUN="r$round-$i-$scenario" wrk -t2 -c"$connections" \
        -d"$duration" -s "$work/$scenario.lua" "http://127.0.0.1:${ports[$i]}/orders")
      read -r u1 s1 < <(proc_ticks "$pid")
      read -r st1 all1 < <(cpu_ticks)
      calls=""
      if [[ -n $tracer ]]; then
        kill -INT "$tracer" 2>/dev/null || true
        wait "$tracer" 2>/dev/null || true
        # The summary's columns: % time, seconds, usecs/call, calls, [errors,] name.
        calls=$(awk '$NF == "total" { print $(NF - (NF == 6 ? 2 : 1)) }' "$work/strace-$i")
      fi
      requests=$(awk '/requests in/ {print $1}' <<<"$out")
      rate=$(awk '/Requests\/sec/ {printf "%d", $2}' <<<"$out")
      bad=$(awk '/Non-2xx/ {print $NF}' <<<"$out")
      (( requests > 0 )) || requests=1
      user=$(( (u1 - u0) * 1000000 / hz / requests ))
      system=$(( (s1 - s0) * 1000000 / hz / requests ))
      stolen=$(( (st1 - st0) * 100 / ((all1 - all0) > 0 ? all1 - all0 : 1) ))
      printf '%-7s round %s  %s: %6s req/s, %s non-2xx, CPU user %3s + system %3s = %3s%s, %s %% stolen\n' \
        "$scenario" "$round" "${gates[$i]}" "$rate" "${bad:-0}" "$user" "$system" \
        "$(( user + system ))" "${calls:+, $(( calls / requests )) system calls}" "$stolen"
      echo "$scenario $i $(( user + system )) $user $system" >>"$results"
      if [[ -n $tracer ]]; then
        # Per request, by call: "write 3.02, poll 1.10, ...", the most frequent first.
        awk -v n="$requests" '$1 ~ /^[0-9.]+$/ && $NF != "total" {
            printf "%s%s %.2f", (k++ ? ", " : "        "), $NF, $(NF - (NF == 6 ? 2 : 1)) / n }
          END { print "" }' "$work/strace-$i"
      fi
    done
  done
done
echo "medians (CPU per request, us: total; user, system, each its own median):"
for scenario in $scenarios; do
  for i in "${!gates[@]}"; do
    medians=$(awk -v s="$scenario" -v g="$i" '$1 == s && $2 == g { t[++n] = $3; u[n] = $4; k[n] = $5 }
      function median(a, n,   i, j, x) {
        for (i = 2; i <= n; i++) { x = a[i]; for (j = i - 1; j > 0 && a[j] > x; j--) a[j + 1] = a[j]; a[j + 1] = x }
        return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
      }
      END { printf "%s", median(t, n) "; " median(u, n) ", " median(k, n) }' "$results")
    printf '%-7s %s: %s\n' "$scenario" "${gates[$i]}" "$medians"
  done
done
