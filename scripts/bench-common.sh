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
#   bench_store KIND   sets $store to a gateway store's URL: "redis" starts a throwaway
#                      redis-server on $redis_port (stopped with the rest), "sqlite" is a file
#                      in $work; any other KIND exits.

bench_setup() {
  bench_name=$1
  work=$(mktemp -d "${TMPDIR:-/tmp}/idemscope-$1.XXXXXX")
  pids=()
  trap bench_cleanup EXIT INT TERM
}

bench_cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
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
    pids+=($!)
    wait_port "$redis_port"
    store="redis://127.0.0.1:$redis_port?ns=bench"
    ;;
  sqlite) store="sqlite://$work/gate.db" ;;
  *) echo "$bench_name: STORE must be redis or sqlite" >&2; exit 1 ;;
  esac
}
