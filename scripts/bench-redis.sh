#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# The Redis store against the physical limit, in one run on this machine (issue 3, Benchmarks).
#
#   1. Starts a throwaway redis-server: loopback, temporary folder, --save '' --appendonly no.
#   2. Loads the store's own Lua scripts: base.lua, layout.lua, [change_hot.lua,] common.lua and
#      <script>.lua, joined by "\n", byte for byte what RedisStore sends (checked: the store must
#      never need EVAL afterwards).
#   3. Rounds (ROUNDS, default 3), each one measuring both sides back to back so that both see
#      the same machine:
#      raw    redis-benchmark running the change script through EVALSHA with the arguments
#             RedisStore passes (printed by `bench_redisstore --raw-args`), at -c 1 and -c 16:
#               acquire   a fresh token each time (__rand_int__ in the token hash and the key)
#               complete  a claimed token picked at random in a pool filled first through the
#                         same script (`bench_redisstore --raw-pool`); the completes that found
#                         their token are counted from the script's own `completed` counters
#               replay    acquire of one completed token
#             and PING / SET for reference;
#      store  bench_redisstore (RedisStore through the C++ client) at 1 and 16 threads.
#      For every run: operations per second, the script's server time per call (INFO
#      commandstats, evalsha usec_per_call) and the client's CPU time per operation.
#   4. The 1,000,000-token reads (bench_redisstore BM_Million*), once.
#   5. Prints the medians over the rounds as a table and stops the server.
#
# Usage: scripts/bench-redis.sh [build-dir]        (default: build/release)
# Environment (all optional): ROUNDS (3), STORE_MIN_TIME (seconds per store benchmark, 2),
# RAW_REQUESTS (per raw acquire / replay run, 50000), REF_REQUESTS (PING / SET, 20000),
# POOL (claimed tokens per raw complete run, 150000), COMPLETES (per raw complete run, 7500),
# MILLION (1 to run the 1,000,000-token reads, the default; 0 to skip them).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
bench=$build/tests/bench/bench_redisstore
lua=$root/resources/lua
rounds=${ROUNDS:-3}
min_time=${STORE_MIN_TIME:-2}
raw_requests=${RAW_REQUESTS:-50000}
ref_requests=${REF_REQUESTS:-20000}
pool=${POOL:-150000}
completes=${COMPLETES:-7500}
million=${MILLION:-1}

for tool in redis-server redis-cli redis-benchmark sha1sum awk; do
  command -v "$tool" >/dev/null || { echo "bench-redis: $tool is not installed" >&2; exit 1; }
done
[[ -x $bench ]] || {
  echo "bench-redis: $bench not found; build it with: cmake --preset release &&" \
    "cmake --build --preset release --target bench_redisstore" >&2
  exit 1
}

# shellcheck source=scripts/bench-common.sh
source "$root/scripts/bench-common.sh"
bench_setup bench-redis

# --- the server ---------------------------------------------------------------------------
port=$(free_port) || exit 1
mkdir "$work/data"
redis-server --bind 127.0.0.1 --port "$port" --dir "$work/data" --save '' --appendonly no \
  --daemonize no --logfile "$work/redis.log" </dev/null >/dev/null 2>&1 &
pids+=($!)
cli() { redis-cli -h 127.0.0.1 -p "$port" "$@"; }
for _ in $(seq 1 100); do cli ping >/dev/null 2>&1 && break; sleep 0.1; done
cli ping >/dev/null || { echo "bench-redis: redis-server did not start:" >&2; cat "$work/redis.log" >&2; exit 1; }
export IDEM_TEST_REDIS_URL="redis://127.0.0.1:$port"
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }

echo "== machine"
echo "$(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), $(free -g | awk '/^Mem:/ { print $2 }') GB RAM"
echo "$(redis-server --version | cut -d' ' -f1-3), $(redis-benchmark --version 2>/dev/null || true)"
echo "server: 127.0.0.1:$port, --save '' --appendonly no; load average at start: $(loadavg)"

# --- the store's scripts, as the store sends them --------------------------------------------
declare -A sha
for s in change list counts purge; do
  parts=(base layout common "$s")
  [[ $s == change ]] && parts=(base layout change_hot common change)
  first=1
  for p in "${parts[@]}"; do
    ((first)) || printf '\n'
    first=0
    cat "$lua/$p.lua"
  done >"$work/$s.lua"
  loaded=$(cli -x SCRIPT LOAD <"$work/$s.lua")
  expected=$(sha1sum "$work/$s.lua" | cut -d' ' -f1)
  [[ $loaded == "$expected" ]] ||
    { echo "bench-redis: SCRIPT LOAD $s answered $loaded, expected $expected" >&2; exit 1; }
  sha[$s]=$loaded
done
echo "change script (base, layout, change_hot, common, change .lua): ${sha[change]}"

# --- measuring ------------------------------------------------------------------------------
declare -A results # "<metric>" -> space-separated values, one per round

add() { results[$1]="${results[$1]:-} $2"; }
median() {
  tr ' ' '\n' <<<"${results[$1]:-}" | awk 'NF' | sort -g |
    awk '{ v[NR] = $1 } END { if (NR) printf "%.1f", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
# The change script's server time per call since the last CONFIG RESETSTAT (microseconds).
script_usec() {
  cli INFO commandstats | tr -d '\r' |
    awk -F'[:,=]' '/^cmdstat_evalsha:/ { for (i = 2; i < NF; i++) if ($i == "usec_per_call") print $(i + 1) }'
}

# raw <metric> <clients> <requests> <redis-benchmark arguments...>: ops/s, script us/call and
# client CPU us/op of one redis-benchmark run. --csv prints "test","rps" and six latency
# columns; the test name holds the command with its quotes and commas, so count from the end.
raw() {
  local metric=$1 c=$2 n=$3 out
  shift 3
  cli CONFIG RESETSTAT >/dev/null
  out=$(redis-benchmark -h 127.0.0.1 -p "$port" -c "$c" -n "$n" --csv "$@"; times)
  add "raw:$metric,$c,ops" "$(awk -F',' 'NR == 2 { v = $(NF - 6); gsub(/"/, "", v); print v }' <<<"$out")"
  add "raw:$metric,$c,cpu" "$(tail -1 <<<"$out" | awk -v n="$n" '{
    split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.1f", (u[1] * 60 + u[2] + s[1] * 60 + s[2]) * 1e6 / n }')"
  [[ $metric == ping || $metric == set ]] || add "raw:$metric,$c,script" "$(script_usec)"
}

# store <metric> <clients> <benchmark> <operations per iteration>
store() {
  local metric=$1 c=$2 name=$3 per=$4
  cli CONFIG RESETSTAT >/dev/null
  "$bench" --benchmark_filter="^$name/real_time/threads:$c\$" --benchmark_min_time="$min_time" \
    --benchmark_out="$work/store.csv" --benchmark_out_format=csv >>"$work/store.log" 2>&1
  local line
  line=$(awk -F',' '/^name,/ { for (i = 1; i <= NF; i++) col[$i] = i; next }
    ("items_per_second" in col) && $col["error_occurred"] != "true" && $1 ~ /^"BM_/ {
      print $col["items_per_second"], $col["cpu_time"] }' "$work/store.csv")
  [[ -n $line ]] || { echo "bench-redis: $name/$c failed; its output:" >&2; tail -20 "$work/store.log" >&2; exit 1; }
  add "store:$metric,$c,ops" "$(awk -v p="$per" '{ printf "%.1f", $1 * p }' <<<"$line")"
  add "store:$metric,$c,cpu" "$(awk -v p="$per" '{ printf "%.1f", $2 / p }' <<<"$line")"
  add "store:$metric,$c,script" "$(script_usec)"
  # An EVAL means the store met NOSCRIPT: its script bytes differ from the ones loaded here.
  store_evals=$(( store_evals + $(cli INFO commandstats | tr -d '\r' |
    awk -F'[:,=]' '/^cmdstat_eval:/ { n = $3 } END { print n + 0 }') ))
}
store_evals=0
last() { awk '{ printf "%.0f", $NF }' <<<"${results[$1]}"; } # this round's value

# The completes that found their claimed token: the `completed` counters of namespace $1.
completed_in() {
  local total=0 key
  while read -r key; do
    [[ -n $key ]] || continue
    total=$(( total + $(cli HGETALL "$key" |
      awk 'NR % 2 == 1 { f = $0 } NR % 2 == 0 && f ~ /:completed$/ { s += $0 } END { print s + 0 }') ))
  done < <(cli --scan --pattern "$1:{b00}:stats:*")
  echo "$total"
}

for round in $(seq 1 "$rounds"); do
  echo
  echo "== round $round of $rounds (load average $(loadavg))"
  cli FLUSHALL >/dev/null
  for c in 1 16; do
    raw ping "$c" "$ref_requests" -t ping_mbulk
    raw set "$c" "$ref_requests" -r 1000000 -t set

    mapfile -d '' args < <("$bench" --raw-args acquire "rawacq$round-$c" 'R__rand_int__')
    raw acquire "$c" "$raw_requests" -r 1000000000 EVALSHA "${sha[change]}" "${args[@]}"

    "$bench" --raw-pool "rawpool$round-$c" "${sha[change]}" P "$pool"
    mapfile -d '' args < <("$bench" --raw-args complete "rawpool$round-$c" 'P__rand_int__')
    raw complete "$c" "$completes" -r "$pool" EVALSHA "${sha[change]}" "${args[@]}"
    add "found,$c" "$(completed_in "rawpool$round-$c")"

    mapfile -d '' args < <("$bench" --raw-args acquire "rawreplay$round-$c" 'RP1')
    cli EVALSHA "${sha[change]}" "${args[@]}" >/dev/null
    mapfile -d '' done_args < <("$bench" --raw-args complete "rawreplay$round-$c" 'RP1')
    [[ $(cli EVALSHA "${sha[change]}" "${done_args[@]}" | head -1) == ok ]] ||
      { echo "bench-redis: the raw replay token could not be completed" >&2; exit 1; }
    raw replay "$c" "$raw_requests" EVALSHA "${sha[change]}" "${args[@]}"
  done
  cli FLUSHALL >/dev/null
  for c in 1 16; do
    store acquire "$c" BM_Acquire 1
    store pair "$c" BM_AcquireComplete 2
    store replay "$c" BM_Replay 1
  done
  for c in 1 16; do
    echo "c=$c  raw: acquire $(last "raw:acquire,$c,ops")/s, complete $(last "raw:complete,$c,ops")/s" \
      "($(awk '{ print $NF }' <<<"${results[found,$c]}") of $completes found their token)," \
      "replay $(last "raw:replay,$c,ops")/s, PING $(last "raw:ping,$c,ops")/s, SET $(last "raw:set,$c,ops")/s"
    echo "c=$c  store: acquire $(last "store:acquire,$c,ops")/s, acquire + complete" \
      "$(last "store:pair,$c,ops") op/s, replay $(last "store:replay,$c,ops")/s"
  done
done

if (( store_evals == 0 )); then
  echo "the store ran the very scripts loaded above (EVALSHA only, never EVAL)"
else
  echo "NOTE: the store sent $store_evals EVAL (NOSCRIPT): its scripts differ from resources/lua" >&2
fi

if [[ $million == 1 ]]; then
  echo
  echo "== 1,000,000 tokens (bench_redisstore BM_Million*)"
  cli FLUSHALL >/dev/null
  "$bench" --benchmark_filter='^BM_Million' --benchmark_min_time="$min_time" \
    --benchmark_out="$work/million.csv" --benchmark_out_format=csv 2>&1 |
    grep -E '^(population|cleanup|BM_)' || true
  echo "used_memory now: $(cli INFO memory | tr -d '\r' | awk -F: '/^used_memory_human:/ { print $2 }')"
fi

# --- summary ------------------------------------------------------------------------------
# The raw acquire + complete rate: one acquire and one complete per pair, two operations.
raw_pair() {
  awk -v a="$(median "raw:acquire,$1,$2")" -v b="$(median "raw:complete,$1,$2")" -v what="$2" 'BEGIN {
    if (what == "ops") { if (a > 0 && b > 0) printf "%.1f", 2 / (1 / a + 1 / b) }
    else printf "%.1f", (a + b) / 2 }'
}
row() { # label clients raw-ops store-ops raw-script store-script raw-cpu store-cpu
  awk -v l="$1" -v c="$2" -v r="$3" -v s="$4" -v rs="$5" -v ss="$6" -v rc="$7" -v sc="$8" 'BEGIN {
    printf "| %-28s | %2s | %8.0f | %10.0f | %7.0f %% | %9.0f / %-5.0f | %13.0f / %-5.0f |\n",
      l, c, r, s, (r > 0 ? 100 * s / r : 0), rs, ss, rc, sc }'
}
line() { # label clients metric
  row "$1" "$2" "$(median "raw:$3,$2,ops")" "$(median "store:$3,$2,ops")" \
    "$(median "raw:$3,$2,script")" "$(median "store:$3,$2,script")" \
    "$(median "raw:$3,$2,cpu")" "$(median "store:$3,$2,cpu")"
}
echo
echo "== summary: medians of $rounds rounds (load average at the end: $(loadavg))"
echo "op/s: operations per second (acquire + complete: two operations per pair, the raw rate"
echo "from the raw acquire and complete rates); script: the change script's server time per call,"
echo "us, raw / store; client CPU: us per operation, redis-benchmark / the store's process"
echo
echo "| operation                    |  c | raw op/s | store op/s | store/raw | script us raw / store | client CPU us raw / store |"
echo "| ---------------------------- | -: | -------: | ---------: | --------: | --------------------: | ------------------------: |"
for c in 1 16; do
  line "acquire, fresh key" "$c" acquire
  row "acquire + complete" "$c" "$(raw_pair "$c" ops)" "$(median "store:pair,$c,ops")" \
    "$(raw_pair "$c" script)" "$(median "store:pair,$c,script")" \
    "$(raw_pair "$c" cpu)" "$(median "store:pair,$c,cpu")"
  line "acquire answered replay" "$c" replay
done
echo
for c in 1 16; do
  echo "c=$c: raw complete alone $(median "raw:complete,$c,ops") op/s (completes that found their" \
    "token: $(median "found,$c") of $completes); PING $(median "raw:ping,$c,ops"), SET $(median "raw:set,$c,ops") op/s"
done
if [[ $million == 1 ]]; then
  awk -F',' '/^name,/ { for (i = 1; i <= NF; i++) col[$i] = i; next }
    ("real_time" in col) && $1 ~ /^"BM_Million/ { gsub(/"/, "", $1); printf "%s: %.2f ms\n", $1, $col["real_time"] }' \
    "$work/million.csv"
fi
