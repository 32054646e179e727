# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Sourced by the scripts/bench-*.sh scripts (and, for free_port, by with-services.sh): what each
# of them needs around its loopback servers.
#   bench_setup NAME   $work (a temporary folder), $pids (the processes to stop) and the trap
#                      that stops them and removes $work on any exit; NAME prefixes messages.
#   free_port [OFFSET] a loopback port nobody listens on, from 20000 to the start of the
#                      kernel's ephemeral range (not a later outgoing connection's), or fails;
#                      with OFFSET, port + OFFSET is free and in that range too.
#   wait_port PORT     waits up to 10 s until something listens on PORT, or fails.
#   bench_store KIND [IDEMCTL]
#                      sets $store to a gateway store's URL: "redis" starts a throwaway
#                      redis-server on $redis_port, process $redis_pid (stopped with the
#                      rest), "sqlite" is a file in $work, "postgres" a throwaway cluster
#                      (pg_start) with the database "bench" migrated by IDEMCTL (idemctl
#                      migrate); any other KIND exits.
#   pg_start DIR [OPTIONS]
#                      initdb in DIR (as the "postgres" system user when run as root: initdb
#                      refuses root) and a server on a free loopback port, trust authentication,
#                      stopped by the trap; sets $pg_bin and $pg_port, and $pg_stat_statements=1
#                      when the contrib module pg_stat_statements is preloaded. OPTIONS go to
#                      postgres (-c name=value ...).
#   pg_sql SQL...      runs each SQL as the superuser on the database $pg_db (default postgres).
#   pg_store_db NAME IDEMCTL
#                      the database NAME in the running cluster, migrated by IDEMCTL; sets $store.
#   gate_bench_start NAME IDEMGATE...
#                      for the scripts that compare idemgate builds in front of a throwaway store:
#                      checks that each IDEMGATE is there and that $store_kind is redis, sqlite or
#                      postgres (then idemctl too: IDEMCTL, default next to the first IDEMGATE in
#                      the build tree), then bench_setup NAME, start_upstream (the first
#                      IDEMGATE) and write_wrk_scripts.
#   start_upstream IDEMGATE
#                      a demo upstream (IDEMGATE demo-upstream, no latency) on $up_port, stopped
#                      with the rest.
#   gate_start N IDEMGATE [WRAPPER...]
#                      build N's idemgate (run through WRAPPER, valgrind say, when given) on a
#                      free port in front of the demo upstream and a store of its own (a throwaway
#                      Redis, a SQLite file, or a database of its own, migrated, in one throwaway
#                      PostgreSQL cluster: no build finds another's keys warm), access log
#                      off; waits up to 60 s until it answers, then warms it up with a second of
#                      fresh keys and one of replays (the replayed keys completed, the scripts
#                      loaded, the connections made). Sets $port and $pid.
#   cpu_ticks          every core's time so far, in clock ticks: "STEAL TOTAL", where steal is the
#                      time the hypervisor gave this VM's cores to someone else (/proc/stat).
#   write_wrk_scripts  wrk's request scripts in $work: plain.lua (POST /orders, no key),
#                      fresh.lua (a new key per request, its prefix from BENCH_RUN; with
#                      BENCH_MIX=1, 20 % repeat the previous key), replay.lua (64 keys over and
#                      over); the last two count 409 and other error answers (common.lua, found
#                      through BENCH_DIR, prints RESULT409 and RESULTBAD when wrk ends).

bench_setup() {
  bench_name=$1
  work=$(mktemp -d "${TMPDIR:-/tmp}/idemscope-$1.XXXXXX")
  pids=()
  trap bench_cleanup EXIT INT TERM
}

bench_cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [[ -n "${pg_dir:-}" && -f "$pg_dir/postmaster.pid" ]]; then
    as_pg "$pg_bin/pg_ctl" -D "$pg_dir" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}

as_pg() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# pg_find_bin: sets pg_bin to the folder of PostgreSQL's initdb and pg_ctl; fails if there is none.
pg_find_bin() {
  local candidate
  pg_bin=""
  for candidate in "$(command -v pg_config >/dev/null 2>&1 && pg_config --bindir || true)" \
                   /usr/lib/postgresql/*/bin; do
    if [[ -n "$candidate" && -x "$candidate/initdb" && -x "$candidate/pg_ctl" ]]; then
      pg_bin=$candidate
    fi
  done
  [[ -n $pg_bin ]]
}

# pg_init DIR: a new cluster in DIR (pg_bin set). initdb refuses to run as root, so as root the
# cluster belongs to the "postgres" system user (created by the server package).
pg_init() {
  local dir=$1
  mkdir -p "$dir"
  [[ $(id -u) -eq 0 ]] && chown postgres: "$(dirname "$dir")" "$dir" && chmod 755 "$(dirname "$dir")"
  as_pg "$pg_bin/initdb" -D "$dir" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
    >"$dir.initdb.log" 2>&1 || { cat "$dir.initdb.log" >&2; exit 1; }
}

pg_start() {
  local dir=$1
  shift
  pg_find_bin || { echo "$bench_name: PostgreSQL's initdb is not installed" >&2; exit 1; }
  pg_init "$dir"
  pg_dir=$dir
  pg_port=$(free_port)
  local options="-c listen_addresses=127.0.0.1 -p $pg_port -k $dir -c max_connections=200"
  pg_stat_statements=0
  if [[ -f "$("$pg_bin/pg_config" --sharedir 2>/dev/null || echo /nonexistent)/extension/pg_stat_statements.control" ]] ||
     compgen -G "/usr/share/postgresql/*/extension/pg_stat_statements.control" >/dev/null; then
    options+=" -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all"
    pg_stat_statements=1
  fi
  as_pg "$pg_bin/pg_ctl" -D "$dir" -l "$dir.log" -w -t 30 start -o "$options $*" >/dev/null ||
    { cat "$dir.log" >&2; exit 1; }
}

pg_sql() {
  local sql args=()
  for sql in "$@"; do args+=(-c "$sql"); done
  "$pg_bin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -d "${pg_db:-postgres}" -qAt \
    -v ON_ERROR_STOP=1 "${args[@]}"
}

free_port() {
  # Below the kernel's ephemeral range (the local ports of outgoing connections, which nothing
  # listens on but which a listener cannot take), so a port found free stays free. With OFFSET,
  # port + OFFSET must be free and below that range too (a cluster node's bus port).
  local offset=${1:-0} port low=32768 span
  read -r low _ </proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || true
  span=$(( low - offset - 20000 ))
  (( span >= 1000 )) || span=1000 # an unusual ephemeral range: collisions stay possible
  for _ in $(seq 1 200); do
    port=$(( 20000 + RANDOM % span ))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null &&
       { (( offset == 0 )) || ! (exec 3<>"/dev/tcp/127.0.0.1/$((port + offset))") 2>/dev/null; }; then
      echo "$port"
      return 0
    fi
  done
  echo "${bench_name:-free_port}: no free loopback port" >&2
  return 1
}

wait_port() {
  for _ in $(seq 1 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    sleep 0.1
  done
  echo "$bench_name: nothing listens on $1" >&2
  return 1
}

bench_store() {
  case $1 in
  redis)
    redis_port=$(free_port)
    redis-server --bind 127.0.0.1 --port "$redis_port" --dir "$work" --save '' --appendonly no \
      --daemonize no --logfile "$work/redis.log" </dev/null >/dev/null 2>&1 &
    redis_pid=$!
    pids+=($!)
    wait_port "$redis_port"
    store="redis://127.0.0.1:$redis_port?ns=bench"
    ;;
  sqlite) store="sqlite://$work/gate.db" ;;
  postgres)
    # fsync and synchronous_commit as shipped (on): every commit waits for its WAL flush.
    pg_start "$work/pg" -c track_wal_io_timing=on
    pg_store_db bench "${2:?bench_store postgres needs idemctl}"
    pg_db=bench
    [[ $pg_stat_statements == 1 ]] && pg_sql "CREATE EXTENSION pg_stat_statements"
    ;;
  *) echo "$bench_name: STORE must be redis, sqlite or postgres" >&2; exit 1 ;;
  esac
}

pg_store_db() {
  pg_sql "CREATE DATABASE $1"
  store="postgresql://postgres@127.0.0.1:$pg_port/$1"
  "$2" migrate --store "$store" >"$work/migrate-$1.log" 2>&1 ||
    { cat "$work/migrate-$1.log" >&2; exit 1; }
}

cpu_ticks() { awk '/^cpu / { t = 0; for (i = 2; i <= NF; i++) t += $i; print $9, t }' /proc/stat; }

gate_bench_start() {
  local name=$1 gate
  shift
  for gate in "$@"; do
    [[ -x $gate ]] || { echo "$name: $gate not found (build the idemgate target)" >&2; exit 1; }
  done
  case $store_kind in
  redis | sqlite) ;;
  postgres)
    gate_ctl=${IDEMCTL:-$(dirname "$1")/../idemctl/idemctl}
    [[ -x $gate_ctl ]] ||
      { echo "$name: $gate_ctl not found (build the idemctl target or set IDEMCTL)" >&2; exit 1; }
    ;;
  *) echo "$name: STORE is redis, sqlite or postgres" >&2; exit 1 ;;
  esac
  bench_setup "$name"
  start_upstream "$1"
  write_wrk_scripts
}

start_upstream() {
  up_port=$(free_port)
  "$1" demo-upstream --listen "127.0.0.1:$up_port" --latency 0ms 2>"$work/upstream.log" &
  pids+=($!)
  wait_port "$up_port"
}

gate_start() {
  local n=$1 gate=$2
  shift 2
  case $store_kind in
  redis) bench_store redis ;;
  sqlite) store="sqlite://$work/gate-$n.db" ;;
  postgres)
    # One cluster for every build (synchronous commit on, as shipped), a database each.
    [[ -n ${pg_port:-} ]] || pg_start "$work/pg"
    pg_store_db "gate$n" "$gate_ctl"
    ;;
  esac
  port=$(free_port)
  "$@" "$gate" --listen "127.0.0.1:$port" --upstream "http://127.0.0.1:$up_port" \
    --store "$store" --access-log off 2>"$work/gate-$n.log" &
  pid=$!
  pids+=("$pid")
  local ready=0
  for _ in $(seq 1 600); do
    curl -s -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null && { ready=1; break; }
    kill -0 "$pid" 2>/dev/null || { cat "$work/gate-$n.log" >&2; exit 1; }
    sleep 0.1
  done
  (( ready )) || { echo "$bench_name: idemgate did not answer on port $port" >&2; exit 1; }
  BENCH_DIR=$work BENCH_RUN="warm-$n" wrk -t1 -c8 -d1s -s "$work/fresh.lua" \
    "http://127.0.0.1:$port/orders" >/dev/null
  BENCH_DIR=$work wrk -t1 -c8 -d1s -s "$work/replay.lua" "http://127.0.0.1:$port/orders" >/dev/null
}

write_wrk_scripts() {
cat >"$work/common.lua" <<'EOF'
local threads = {}
local n = 0
function setup(thread)
  n = n + 1
  thread:set("tid", n)
  table.insert(threads, thread)
end
function response(status, headers, body)
  if status == 409 then c409 = c409 + 1
  elseif status >= 400 then cbad = cbad + 1 end
end
function done(summary, latency, requests)
  local a, b = 0, 0
  for _, t in ipairs(threads) do a = a + t:get("c409"); b = b + t:get("cbad") end
  io.write(string.format("RESULT409 %d\nRESULTBAD %d\n", a, b))
end
EOF
cat >"$work/plain.lua" <<'EOF'
wrk.method = "POST"; wrk.body = '{"amount":1}'
wrk.headers["Content-Type"] = "application/json"
EOF
cat >"$work/fresh.lua" <<'EOF'
dofile(os.getenv("BENCH_DIR") .. "/common.lua")
local counter, prefix, last = 0, "", nil
function init(args)
  c409 = 0; cbad = 0
  prefix = string.format("%s-%d-", os.getenv("BENCH_RUN"), tid)
end
function request()
  local key
  if os.getenv("BENCH_MIX") == "1" and last ~= nil and counter % 5 == 4 then
    key = last                      -- 20 %: a duplicate of the previous key
    counter = counter + 1
  else
    counter = counter + 1
    key = prefix .. counter
    last = key
  end
  return wrk.format("POST", "/orders", {["Idempotency-Key"] = key,
    ["Content-Type"] = "application/json"}, '{"amount":1}')
end
EOF
cat >"$work/replay.lua" <<'EOF'
dofile(os.getenv("BENCH_DIR") .. "/common.lua")
local counter = 0
function init(args) c409 = 0; cbad = 0 end
function request()
  counter = counter + 1
  return wrk.format("POST", "/orders", {["Idempotency-Key"] = "replay-" .. (counter % 64),
    ["Content-Type"] = "application/json"}, '{"amount":1}')
end
EOF
}
