#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# The Redis store on a 3-master Redis Cluster against one Redis server, in the same run on this
# machine (issue 9, Benchmarks). Every server shares the same cores, so the ratio shows what
# routing costs (slot lookup, one connection per master, the cluster's own bookkeeping), not
# how a cluster scales: docs/SCALING.md works that out from the per-node figures.
#
#   1. Starts a throwaway redis-server and two throwaway 3-master clusters without replicas
#      (loopback, temporary folder, --save '' --appendonly no), joined with
#      redis-cli --cluster create: one with redis-cli's even slot split, one where two bucket
#      slots were moved so that the 16 buckets spread 5/6/5 instead of 4/8/4.
#   2. Rounds (ROUNDS, default 3), each running bench_redisstore's BM_AcquireComplete (an
#      acquire of a fresh key and its complete: two round trips, two scripts) at 1 and 16
#      threads against the single server and then each cluster, back to back, so that all see
#      the same machine.
#   3. Prints the medians over the rounds as a table and stops every server.
#
# Usage: scripts/bench-cluster.sh [build-dir]        (default: build/release)
# Environment (optional): ROUNDS (3), STORE_MIN_TIME (seconds per benchmark, 2).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
bench=$build/tests/bench/bench_redisstore
rounds=${ROUNDS:-3}
min_time=${STORE_MIN_TIME:-2}

for tool in redis-server redis-cli awk; do
  command -v "$tool" >/dev/null || { echo "bench-cluster: $tool is not installed" >&2; exit 1; }
done
[[ -x $bench ]] || {
  echo "bench-cluster: $bench not found; build it with: cmake --preset release &&" \
    "cmake --build --preset release --target bench_redisstore" >&2
  exit 1
}

# shellcheck source=scripts/bench-common.sh
source "$root/scripts/bench-common.sh"
bench_setup bench-cluster
# start_redis [args...]: a server on a free port; sets $started_port.
start_redis() {
  local port
  port=$(free_port)
  mkdir -p "$work/$port"
  redis-server --bind 127.0.0.1 --port "$port" --dir "$work/$port" --save '' --appendonly no \
    --daemonize no --logfile "$work/$port.log" "$@" </dev/null >/dev/null 2>&1 &
  pids+=($!)
  for _ in $(seq 1 100); do
    redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1 && { started_port=$port; return 0; }
    sleep 0.1
  done
  echo "bench-cluster: redis-server on $port did not start:" >&2
  cat "$work/$port.log" >&2
  exit 1
}

start_redis
single="redis://127.0.0.1:$started_port"

# make_cluster: 3 masters, no replicas, slots split evenly by redis-cli; sets $cluster_nodes.
make_cluster() {
  cluster_nodes=()
  for _ in 1 2 3; do
    start_redis --cluster-enabled yes --cluster-config-file nodes.conf --cluster-node-timeout 5000
    cluster_nodes+=("127.0.0.1:$started_port")
  done
  redis-cli --cluster create "${cluster_nodes[@]}" --cluster-replicas 0 --cluster-yes \
    >"$work/create.log" 2>&1 || { cat "$work/create.log" >&2; exit 1; }
  local ok
  for _ in $(seq 1 300); do
    ok=0
    for n in "${cluster_nodes[@]}"; do
      redis-cli -h 127.0.0.1 -p "${n##*:}" cluster info | grep -q '^cluster_state:ok' && ok=$((ok + 1))
    done
    (( ok == 3 )) && return 0
    sleep 0.1
  done
  echo "bench-cluster: the cluster did not reach cluster_state:ok" >&2
  exit 1
}
node_id() { redis-cli -h 127.0.0.1 -p "${1##*:}" cluster myid; }

# The 16 bucket tags hash to four narrow slot ranges (docs/SCALING.md): an even split of the
# slots gives the three masters 4, 8 and 4 buckets. "default" keeps that; "placed" moves the
# (still empty) slots of buckets 15 and 11 from the middle master to the others: 5, 6, 5.
make_cluster
cluster_default="redis+cluster://$(IFS=,; echo "${cluster_nodes[*]}")"
make_cluster
first=$(node_id "${cluster_nodes[0]}")
last=$(node_id "${cluster_nodes[2]}")
for n in "${cluster_nodes[@]}"; do
  redis-cli -h 127.0.0.1 -p "${n##*:}" cluster setslot 9561 node "$first" >/dev/null # {b15}
  redis-cli -h 127.0.0.1 -p "${n##*:}" cluster setslot 9693 node "$last" >/dev/null  # {b11}
done
cluster_placed="redis+cluster://$(IFS=,; echo "${cluster_nodes[*]}")"
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }

echo "== machine"
echo "$(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), $(redis-server --version | cut -d' ' -f1-3)"
echo "single: $single"
echo "cluster, default slot split (4/8/4 buckets): $cluster_default"
echo "cluster, bucket slots placed (5/6/5 buckets): $cluster_placed"
echo "3 masters each, no replicas; load average $(loadavg)"

declare -A results
add() { results[$1]="${results[$1]:-} $2"; }
median() {
  tr ' ' '\n' <<<"${results[$1]:-}" | awk 'NF' | sort -g |
    awk '{ v[NR] = $1 } END { if (NR) printf "%.0f", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# run <target name> <url> <threads>: pairs per second of BM_AcquireComplete.
run() {
  local name=$1 url=$2 c=$3 line
  IDEM_TEST_REDIS_URL=$url "$bench" --benchmark_filter="^BM_AcquireComplete/real_time/threads:$c\$" \
    --benchmark_min_time="$min_time" --benchmark_out="$work/out.csv" --benchmark_out_format=csv \
    >>"$work/bench.log" 2>&1
  line=$(awk -F',' '/^name,/ { for (i = 1; i <= NF; i++) col[$i] = i; next }
    ("items_per_second" in col) && $col["error_occurred"] != "true" && $1 ~ /^"BM_/ {
      print $col["items_per_second"] }' "$work/out.csv")
  [[ -n $line ]] || { echo "bench-cluster: $name/$c failed:" >&2; tail -20 "$work/bench.log" >&2; exit 1; }
  add "$name,$c" "$line"
  printf '  %-7s threads %2s: %8.0f pairs/s\n' "$name" "$c" "$line"
}

for round in $(seq 1 "$rounds"); do
  echo
  echo "== round $round of $rounds (load average $(loadavg))"
  for c in 1 16; do
    run single "$single" "$c"
    run default "$cluster_default" "$c"
    run placed "$cluster_placed" "$c"
  done
done

echo
echo "== summary: medians of $rounds rounds, acquire + complete pairs per second (load average $(loadavg))"
echo
echo "| threads | single Redis | cluster, default split | cluster / single | cluster, slots placed | placed / single |"
echo "| ------: | -----------: | ---------------------: | ---------------: | -------------------: | --------------: |"
for c in 1 16; do
  awk -v c="$c" -v s="$(median "single,$c")" -v k="$(median "default,$c")" -v p="$(median "placed,$c")" 'BEGIN {
    printf "| %7s | %12.0f | %22.0f | %14.0f %% | %20.0f | %13.0f %% |\n", c, s, k, (s > 0 ? 100 * k / s : 0), p, (s > 0 ? 100 * p / s : 0) }'
done
