#!/usr/bin/env bash
# Runs a command with throwaway servers for the test suites: loopback only, data in a temporary
# folder, stopped at the end whatever the command's outcome.
#
# Exports for the suites:
#   IDEM_TEST_REDIS_URL       redis://127.0.0.1:<port>  (a plain redis-server)
#   IDEM_REQUIRE_SERVICES=1   suites fail, instead of skipping, when a server is missing
set -euo pipefail

work=$(mktemp -d "${TMPDIR:-/tmp}/idemscope-services.XXXXXX")
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

# A loopback port nobody listens on.
free_port() {
  local port
  for _ in $(seq 1 200); do
    port=$(( 20000 + RANDOM % 30000 ))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
  done
  echo "with-services: no free loopback port found" >&2
  return 1
}

# Waits until `redis-cli -p PORT ping` answers, at most 10 s.
wait_redis() {
  for _ in $(seq 1 100); do
    redis-cli -h 127.0.0.1 -p "$1" ping >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "with-services: redis-server on port $1 did not start; its log:" >&2
  cat "$work/redis-$1.log" >&2 || true
  return 1
}

# Starts a redis-server on a free loopback port; sets $started_port. Extra arguments go to the
# server (TLS, ACL files, ...).
start_redis() {
  local port dir
  port=$(free_port)
  dir="$work/redis-$port"
  mkdir -p "$dir"
  redis-server --bind 127.0.0.1 --port "$port" --dir "$dir" --save '' --appendonly no \
    --daemonize no --logfile "$work/redis-$port.log" "$@" </dev/null >/dev/null 2>&1 &
  pids+=($!)
  wait_redis "$port"
  started_port=$port
}

if command -v redis-server >/dev/null 2>&1; then
  start_redis
  export IDEM_TEST_REDIS_URL="redis://127.0.0.1:${started_port}"
  echo "with-services: redis-server on 127.0.0.1:${started_port}"
fi
export IDEM_REQUIRE_SERVICES=1

"$@"
