#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# idemgate against this machine's ceiling, in one run (issue 5, Benchmarks). With wrk on
# loopback, back to back:
#   a  nginx answering a fixed 201 to POST /orders: the ceiling of this machine's HTTP
#   b  the demo upstream direct (POST /orders, no key)
#   c  through idemgate, a fresh key per request (the seed's "normal" scenario)
#   d  through idemgate, replays (64 keys, completed during a warm-up)
#   e  through idemgate, mixed: 80 % fresh keys, 20 % a duplicate of the thread's previous key
#   f, g  (STORE=postgres) pgbench writing what fresh keys write, with no HTTP and no IdemScope;
#   f     (STORE=redis) redis-benchmark running a lean acquire script (SET NX, HSET, ZADD)
# For each: requests/s, p50, p99, average latency, errors, and the share of the cores' time the
# hypervisor gave to other guests meanwhile (steal); then the ratios c/b and d/a, and
# whether every key ran exactly once in the demo upstream (duplicates intercepted).
#
# The store is a throwaway redis-server by default (STORE=redis); STORE=sqlite uses a SQLite
# file in the temporary folder (one durable write per acquire and per complete: fsync-bound);
# STORE=postgres a throwaway PostgreSQL cluster (fsync and synchronous_commit on, as shipped)
# migrated with idemctl (IDEMCTL, default: next to idemgate in the build tree).
#
# After each idemgate scenario, the store's own account of it: Redis, the server time per
# script call (INFO commandstats); PostgreSQL, from pg_stat_statements (preloaded when the
# contrib module is installed), the executor time per store statement, the transactions
# committed and the WAL flushes (pg_stat_wal), so changes per commit shows the group commit;
# for both, the server's CPU time per request (from /proc), also for the f and g rows; SQLite
# is embedded (no server).
#
# Usage: scripts/bench-gateway.sh [idemgate]   (default: build/release/app/idemgate/idemgate)
# Environment (all optional): DURATION (10s), CONNECTIONS (64), THREADS (2), STORE (redis),
# LATENCY (demo upstream latency, 0ms), GATE_ARGS (extra idemgate options, e.g.
# "--store-workers 8"), SCHED=1 (for each of a to e, how long each process ran and how long it
# waited for a core, per request: scripts/bench-sched.py; the processes share the cores, so a
# request waits at each hop).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
gate=${1:-$root/build/release/app/idemgate/idemgate}
duration=${DURATION:-10s}
connections=${CONNECTIONS:-64}
threads=${THREADS:-2}
store_kind=${STORE:-redis}
latency=${LATENCY:-0ms}

for tool in wrk nginx curl python3; do
  command -v "$tool" >/dev/null || { echo "bench-gateway: $tool is not installed" >&2; exit 1; }
done
[[ $store_kind == redis ]] && { command -v redis-server >/dev/null ||
  { echo "bench-gateway: redis-server is not installed" >&2; exit 1; }; }
[[ -x $gate ]] || { echo "bench-gateway: $gate not found (build the idemgate target)" >&2; exit 1; }
ctl=${IDEMCTL:-$(dirname "$gate")/../idemctl/idemctl}
[[ $store_kind != postgres || -x $ctl ]] ||
  { echo "bench-gateway: $ctl not found (build the idemctl target or set IDEMCTL)" >&2; exit 1; }

# shellcheck source=scripts/bench-common.sh
source "$root/scripts/bench-common.sh"
bench_setup bench-gateway

# --- servers -----------------------------------------------------------------------------------
nginx_port=$(free_port)
cat >"$work/nginx.conf" <<EOF
worker_processes auto;
daemon off;
pid $work/nginx.pid;
error_log $work/nginx.err warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $work;
  server {
    listen 127.0.0.1:$nginx_port;
    location / { default_type application/json; return 201 '{"id":"fixed"}'; }
  }
}
EOF
nginx -c "$work/nginx.conf" -p "$work" &
pids+=($!)

up_port=$(free_port)
"$gate" demo-upstream --listen "127.0.0.1:$up_port" --latency "$latency" 2>"$work/upstream.log" &
up_pid=$!
pids+=($!)

bench_store "$store_kind" "$ctl"

gate_port=$(free_port)
"$gate" --listen "127.0.0.1:$gate_port" --upstream "http://127.0.0.1:$up_port" --store "$store" \
  --access-log off ${GATE_ARGS:-} 2>"$work/gate.log" &
gate_pid=$!
pids+=($!)
wait_port "$nginx_port"; wait_port "$up_port"; wait_port "$gate_port"
if [[ ${SCHED:-0} == 1 ]]; then
  store_role=()
  [[ $store_kind == redis ]] && store_role=("redis=$redis_pid")
  [[ $store_kind == postgres ]] && store_role=(postgres=comm:postgres)
  python3 "$root/scripts/bench-sched.py" sample "$work/sched.jsonl" "gateway=$gate_pid" \
    "upstream=$up_pid" nginx=comm:nginx "${store_role[@]}" wrk &
  sched_pid=$!
  pids+=($!)
fi

# --- wrk scripts ------------------------------------------------------------------------------
write_wrk_scripts

# On a shared VM the hypervisor's steal moves the rates more than most code changes do, so each
# row says how much of its time was stolen (cpu_ticks, bench-common.sh).
# Runs wrk; prints "rps p50 p99 avg errors requests 409s stolen%" (latencies in ms).
run() {
  local name=$1 port=$2 script=$3 ticks
  ticks=$(cpu_ticks)
  BENCH_DIR=$work BENCH_RUN=$name BENCH_MIX=${MIX:-0} wrk -t"$threads" -c"$connections" \
    -d"$duration" --latency -s "$script" "http://127.0.0.1:$port/orders" >"$work/$name.out" 2>&1
  cp "$work/$name.out" "${BENCH_LOG_DIR:-$work}/" 2>/dev/null || true
  python3 - "$work/$name.out" $ticks $(cpu_ticks) <<'EOF'
import re, sys
t = open(sys.argv[1]).read()
steal0, total0, steal1, total1 = (int(x) for x in sys.argv[2:6])
stolen = 100 * (steal1 - steal0) / max(total1 - total0, 1)
def ms(v):
    n, u = re.match(r"([\d.]+)(us|ms|s|m)", v).groups()
    return float(n) * {"us": 0.001, "ms": 1, "s": 1000, "m": 60000}[u]
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", t).group(1))
p50 = ms(re.search(r"^\s+50%\s+(\S+)", t, re.M).group(1))
p99 = ms(re.search(r"^\s+99%\s+(\S+)", t, re.M).group(1))
avg = ms(re.search(r"Latency\s+([\d.]+\w+)", t).group(1))
m = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", t)
sock = sum(int(x) for x in m.groups()) if m else 0
total = int(re.search(r"(\d+) requests in", t).group(1))
c409 = re.search(r"RESULT409 (\d+)", t); bad = re.search(r"RESULTBAD (\d+)", t)
print(f"{rps:.0f} {p50:.2f} {p99:.2f} {avg:.2f} {sock + (int(bad.group(1)) if bad else 0)} "
      f"{total} {int(c409.group(1)) if c409 else 0} {stolen:.0f}")
EOF
}

# Warm-up: the replay keys exist and are completed; every server has its connections.
for k in $(seq 0 63); do
  curl -s -o /dev/null -X POST -H "Idempotency-Key: replay-$k" -H 'Content-Type: application/json' \
    -d '{"amount":1}' "http://127.0.0.1:$gate_port/orders"
done
DURATION_SAVE=$duration; duration=2s
run warm "$gate_port" "$work/fresh.lua" >/dev/null; run warm2 "$nginx_port" "$work/plain.lua" >/dev/null
duration=$DURATION_SAVE

# The store's counters from zero before a scenario, and its account after it (store_report).
store_reset() {
  case $store_kind in
  redis) ! command -v redis-cli >/dev/null || redis-cli -p "$redis_port" config resetstat >/dev/null ;;
  postgres)
    [[ $pg_stat_statements == 1 ]] && pg_sql "SELECT pg_stat_statements_reset()" >/dev/null
    pg_sql "SELECT pg_stat_reset_shared('wal')" "SELECT pg_stat_reset()" >/dev/null
    ;;
  esac
}
store_report() {
  local name=$1
  case $store_kind in
  redis)
    command -v redis-cli >/dev/null || return 0
    redis-cli -p "$redis_port" info commandstats | grep -E '^cmdstat_evalsha' | tr -d '\r' |
      sed "s/^/$name redis: /"
    ;;
  postgres)
    # Executor time (pg_stat_statements): a commit's WAL flush happens after the statement and
    # is not in it; the WAL flushes are counted (and timed) by pg_stat_wal.
    pg_sql "SELECT pg_stat_clear_snapshot()" >/dev/null
    if [[ $pg_stat_statements == 1 ]]; then
      pg_sql "SELECT format('$name postgres: %s store statements, %s us server time each (executor); %s COMMITs of batches',
                sum(calls) FILTER (WHERE query NOT IN ('BEGIN', 'COMMIT')),
                round((sum(total_exec_time) FILTER (WHERE query NOT IN ('BEGIN', 'COMMIT')) * 1000 /
                       nullif(sum(calls) FILTER (WHERE query NOT IN ('BEGIN', 'COMMIT')), 0))::numeric, 1),
                COALESCE(sum(calls) FILTER (WHERE query = 'COMMIT'), 0))
              FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
              WHERE d.datname = 'bench' AND toplevel AND query NOT LIKE '%pg_stat%'" \
        "SELECT format('$name postgres:   %s calls, %s us each: %s', calls,
                round((mean_exec_time * 1000)::numeric, 1),
                left(regexp_replace(query, '\s+', ' ', 'g'), 70))
              FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
              WHERE d.datname = 'bench' AND toplevel AND query NOT LIKE '%pg_stat%'
              ORDER BY total_exec_time DESC LIMIT 4"
    fi
    pg_sql "SELECT format('$name postgres: %s transactions committed, %s WAL flushes (%s us each), %s changes per commit',
              x.xact_commit, w.wal_sync, round((w.wal_sync_time * 1000 / nullif(w.wal_sync, 0))::numeric, 1),
              round(COALESCE(p.changes, 0)::numeric / nullif(x.xact_commit, 0), 2))
            FROM (SELECT xact_commit FROM pg_stat_database WHERE datname = 'bench') x,
                 pg_stat_wal w,
                 (SELECT sum(n_tup_ins + n_tup_upd) AS changes FROM pg_stat_user_tables
                   WHERE relname LIKE 'idempotency_tokens%' AND relname NOT LIKE '%stats'
                     AND relname NOT LIKE '%audit') p"
    ;;
  sqlite) echo "$name sqlite: embedded, no server time to read" ;;
  esac
}
# The store server's CPU time so far, in microseconds: user and system time of redis-server
# ($redis_pid), or of every process named postgres and of the ones that ended (the
# postmaster's reaped children: pgbench's backends). 0 for SQLite (in idemgate's process).
store_cpu_us() {
  [[ $store_kind == sqlite ]] && { echo 0; return; }
  python3 - "${redis_pid:-}" <<'EOF'
import os, sys
t = 0
for p in os.listdir("/proc"):
    if not p.isdigit() or (sys.argv[1] and p != sys.argv[1]):
        continue
    try:
        s = open(f"/proc/{p}/stat").read()
    except OSError:
        continue
    if not sys.argv[1] and s[s.index("(") + 1:s.rindex(")")] != "postgres":
        continue
    f = s[s.rindex(")") + 2:].split()
    t += sum(int(x) for x in f[11:15])  # utime, stime, cutime, cstime
print(t * 1000000 // os.sysconf("SC_CLK_TCK"))
EOF
}
# The whole machine's busy CPU time so far, in microseconds: every core's user, system and
# interrupt time; not idle, I/O wait or time stolen by the hypervisor.
machine_cpu_us() {
  awk -v hz="$(getconf CLK_TCK)" '/^cpu / { printf "%.0f\n", ($2 + $3 + $4 + $7 + $8) * 1000000 / hz }' /proc/stat
}
# A mark to measure from: "SERVER MACHINE", store_cpu_us and machine_cpu_us now.
cpu_mark() { echo "$(store_cpu_us) $(machine_cpu_us)"; }
# store_cpu_report NAME MARK N: the server's CPU time since MARK (cpu_mark) and the rest of the
# machine's, in all and per request (N requests; for the f and g rows, a request is one key's
# writes).
store_cpu_report() {
  [[ $store_kind == sqlite ]] && return
  local server machine used rest n=$(( $3 > 0 ? $3 : 1 ))
  read -r server machine <<<"$2"
  used=$(( $(store_cpu_us) - server ))
  rest=$(( $(machine_cpu_us) - machine - used ))
  (( rest >= 0 )) || rest=0 # the two clocks tick apart: a few ms either way
  echo "$1 $store_kind: CPU per request: server $(( used / n )) us, the rest of the machine" \
    "$(( rest / n )) us (in all: $(( used / 1000 )) and $(( rest / 1000 )) ms)"
}
gate_run() {
  local name=$1 mark out total
  store_reset
  mark=$(cpu_mark)
  out=$(run "$@")
  echo "$out"
  store_report "$name" >>"$work/store.txt"
  read -r _ _ _ _ _ total _ <<<"$out"
  store_cpu_report "$name" "$mark" "$total" >>"$work/store.txt"
}

a=$(run a_nginx "$nginx_port" "$work/plain.lua")
b=$(run b_upstream "$up_port" "$work/plain.lua")
c=$(gate_run c_fresh "$gate_port" "$work/fresh.lua")
d=$(gate_run d_replay "$gate_port" "$work/replay.lua")
e=$(MIX=1 gate_run e_mixed "$gate_port" "$work/fresh.lua")

# f, g (STORE=postgres): the database's own ceiling in the same run, with no HTTP and no
# IdemScope code. pgbench makes what a fresh request makes in the store: a row inserted in the
# processing state, then updated to completed with a response; on the same table, with its
# indexes and notification trigger, each key new. f: each write its own statement and commit (8
# clients), as a store without batches would; g: 12 rows per statement and one commit per
# statement (4 clients), about as many changes per commit as idemgate's batches reach. The rate
# is keys per second (two writes each), to read against c.
pg_rows_sql() {
  local rows=$1 i values="" keys=""
  for ((i = 0; i < rows; i++)); do
    printf '\\set n%d random(1, 2000000000)\n' "$i"
    values+="${values:+, }('pgb-' || :client_id || '-' || :n$i, '', 'processing', now(), now(),"
    values+=" now(), now() + interval '1 day', now() + interval '30 seconds', 'pgbench', 1,"
    values+=" 'POST', '/orders', 'fp')"
    keys+="${keys:+, }'pgb-' || :client_id || '-' || :n$i"
  done
  echo "INSERT INTO idempotency_tokens (token, scope, status, created_at, updated_at," \
    "acquired_at, expires_at, lease_until, owner, fence, request_method, request_path," \
    "fingerprint) VALUES $values ON CONFLICT (token, scope) DO NOTHING;"
  echo "UPDATE idempotency_tokens SET status = 'completed', updated_at = now()," \
    "completed_at = now(), lease_until = NULL, response_status = 201, response_header_list =" \
    "'[[\"Content-Type\", \"application/json\"]]', response_body = '{\"id\":\"fixed\"}'" \
    "WHERE scope = '' AND token IN ($keys);"
}
# Prints "rps - - avg errors total -" as run() does: keys/s, the average time of one script (its
# two statements and commits) in ms; a failed run prints 0 and its last lines on stderr.
pgbench_run() {
  local name=$1 rows=$2 clients=$3 seconds mark out total
  seconds=$(python3 -c 'import re, sys
n, u = re.fullmatch(r"(\d+)(s|m|h)?", sys.argv[1]).groups()
print(int(n) * {None: 1, "s": 1, "m": 60, "h": 3600}[u])' "$duration")
  pg_rows_sql "$rows" >"$work/$name.sql"
  mark=$(cpu_mark)
  if "$pg_bin/pgbench" -n -h 127.0.0.1 -p "$pg_port" -U postgres -c "$clients" -j "$threads" \
       -T "$seconds" -f "$work/$name.sql" bench >"$work/$name.out" 2>&1; then
    out=$(python3 - "$work/$name.out" "$rows" <<'EOF'
import re, sys
t = open(sys.argv[1]).read()
rows = int(sys.argv[2])
tps = float(re.search(r"^tps = ([\d.]+)", t, re.M).group(1))
avg = float(re.search(r"^latency average = ([\d.]+) ms", t, re.M).group(1))
n = int(re.search(r"^number of transactions actually processed: (\d+)", t, re.M).group(1))
print(f"{tps * rows:.0f} - - {avg:.2f} 0 {n * rows} -")
EOF
)
    echo "$out"
    read -r _ _ _ _ _ total _ <<<"$out"
    store_cpu_report "$name" "$mark" "$total" >>"$work/store.txt"
  else
    echo "0 - - - failed 0 -"
    tail -3 "$work/$name.out" | sed "s/^/$name: /" >&2
  fi
}
# f (STORE=redis): the lean acquire that issue 17 measures the change script against, in the
# same run: redis-benchmark (16 clients, 100,000 calls, a new key each) running a script that
# does SET NX with an expiry, HSET of four fields and one ZADD. Prints a row as run() does.
lean_acquire() {
  local sha out mark calls=100000
  sha=$(redis-cli -p "$redis_port" SCRIPT LOAD "local ok = redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', 1800000)
if not ok then return 0 end
redis.call('HSET', KEYS[2], 'st', 'processing', 'o', ARGV[1], 'f', '1', 'lu', ARGV[2])
redis.call('ZADD', KEYS[3], ARGV[2], KEYS[1])
return 1")
  redis-cli -p "$redis_port" config resetstat >/dev/null
  mark=$(cpu_mark)
  out=$(redis-benchmark -h 127.0.0.1 -p "$redis_port" -c 16 -n "$calls" -r 1000000000 --csv \
    EVALSHA "$sha" 3 lean:k:__rand_int__ lean:h:__rand_int__ lean:z o-__rand_int__ 1700000000000)
  # "test","rps","avg","min","p50","p95","p99","max": the test name holds commas; count from the end.
  awk -F',' -v calls="$calls" 'NR == 2 { for (i = NF - 6; i <= NF; i++) gsub(/"/, "", $i)
    printf "%.0f %s %s %s 0 %s -\n", $(NF - 6), $(NF - 3), $(NF - 1), $(NF - 5), calls }' <<<"$out"
  redis-cli -p "$redis_port" info commandstats | grep -E '^cmdstat_evalsha' | tr -d '\r' |
    sed 's/^/f_lean redis: /' >>"$work/store.txt"
  store_cpu_report f_lean "$mark" "$calls" >>"$work/store.txt"
}
f="" g=""
f_label="f pgbench: a fresh key's two row writes, a commit each (keys/s)"
[[ $store_kind == redis ]] && f_label="f redis-benchmark: a lean acquire script (calls/s)"
if [[ $store_kind == postgres && -x $pg_bin/pgbench ]]; then
  f=$(pgbench_run f_pgbench 1 8)
  g=$(pgbench_run g_pgbench12 12 4)
elif [[ $store_kind == redis ]] && command -v redis-benchmark >/dev/null; then
  f=$(lean_acquire)
fi

# Every key that went through the gateway ran once: executions == distinct keys.
verdict=$(curl -s "http://127.0.0.1:$up_port/orders/stats" | python3 -c '
import json, sys
s = json.load(sys.stdin)["executions"]
keyed = {k: v for k, v in s.items() if k}
over = sum(1 for v in keyed.values() if v > 1)
print(f"{len(keyed)} keys, {sum(keyed.values())} executions, {over} keys run more than once")')

printf '\nidemgate benchmark  (%s, %s connections, %s wrk threads, store %s, upstream latency %s)\n' \
  "$duration" "$connections" "$threads" "$store_kind" "$latency"
printf '%s\n' "$(nproc) cores: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
printf '\n| scenario | req/s | p50 ms | p99 ms | avg ms | errors | 409 | stolen %% |\n|---|---:|---:|---:|---:|---:|---:|---:|\n'
for row in "a nginx fixed response|$a" "b demo upstream direct|$b" "c idemgate, fresh keys|$c" \
  "d idemgate, replays|$d" "e idemgate, mixed 80/20|$e" \
  ${f:+"$f_label|$f"} ${g:+"g pgbench: the same, 12 keys per statement and commit (keys/s)|$g"}; do
  IFS='|' read -r label vals <<<"$row"
  read -r rps p50 p99 avg err total c409 stolen <<<"$vals"
  printf '| %s | %s | %s | %s | %s | %s of %s | %s | %s |\n' "$label" "$rps" "$p50" "$p99" "$avg" \
    "$err" "$total" "$c409" "${stolen:--}"
done
read -r arps _ <<<"$a"; read -r brps _ <<<"$b"; read -r crps _ <<<"$c"; read -r drps _ <<<"$d"
read -r erps _ <<<"$e"
# c/a too: b is idemgate's own demo upstream, which gets faster with idemgate's changes; nginx
# (a) does not.
python3 -c "print(f'\nc/b = {$crps/$brps:.2f}   d/a = {$drps/$arps:.2f}   c/a = {$crps/$arps:.3f}')"
if [[ -n $g ]]; then
  read -r frps _ <<<"$f"; read -r grps _ <<<"$g"
  python3 -c "print(f'c/f = {$crps/max($frps, 1):.2f}   c/g = {$crps/max($grps, 1):.2f}   (fresh keys through idemgate against the database alone)')"
fi
echo "duplicates: $verdict"
echo
cat "$work/store.txt"
if [[ -n ${sched_pid:-} ]]; then
  kill "$sched_pid" 2>/dev/null || true; wait "$sched_pid" 2>/dev/null || true
  python3 "$root/scripts/bench-sched.py" report "$work/sched.jsonl" "a_nginx:$arps" \
    "b_upstream:$brps" "c_fresh:$crps" "d_replay:$drps" "e_mixed:$erps"
fi
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
