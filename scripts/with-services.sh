#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Runs a command with throwaway servers for the test suites: loopback only, data in a temporary
# folder, stopped at the end whatever the command's outcome.
#
# Exports for the suites:
#   IDEM_TEST_REDIS_URL       redis://127.0.0.1:<port>  (a plain redis-server)
#   IDEM_TEST_REDIS_TLS_URL   rediss://127.0.0.1:<port>?cacert=...&cert=...&key=...  (TLS only,
#                             certificates made here with openssl, client certificate required)
#   IDEM_TEST_REDIS_ACL_URL   redis://idem:<password>@127.0.0.1:<port>  (the default user is off;
#                             "idem" may only touch keys matching idempotency:*)
#   IDEM_TEST_REDIS_CLUSTER_URL  redis+cluster://127.0.0.1:<p1>,127.0.0.1:<p2>,127.0.0.1:<p3>  (a
#                             throwaway Redis Cluster: 3 masters and 3 replicas, made with
#                             redis-cli --cluster create)
#   IDEM_TEST_PG_URL          postgresql://idem@127.0.0.1:<port>/idemtest  (a throwaway cluster
#                             made with initdb, trust authentication on loopback only)
#   IDEM_TEST_PG_TLS_URL      the same server over TLS, sslmode=verify-full with the test CA
#   IDEM_TEST_PG_REPLICA_URL  postgresql://idem@127.0.0.1:<port>/idemtest  (a hot standby of that
#                             cluster, streaming on loopback; made with pg_basebackup -R)
#   IDEM_TEST_TLS_OTHER_CA    a CA certificate that signed nothing (wrong-CA tests)
#   IDEM_REQUIRE_SERVICES=1   suites fail, instead of skipping, when a server is missing
set -euo pipefail

work=$(mktemp -d "${TMPDIR:-/tmp}/idemscope-services.XXXXXX")
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [[ -n "${pg_replica_data:-}" && -f "$pg_replica_data/postmaster.pid" ]]; then
    as_pg "$pg_bin/pg_ctl" -D "$pg_replica_data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  if [[ -n "${pg_data:-}" && -f "$pg_data/postmaster.pid" ]]; then
    as_pg "$pg_bin/pg_ctl" -D "$pg_data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

# free_port [OFFSET]: a loopback port below the kernel's ephemeral range (scripts/bench-common.sh).
bench_name=with-services
# shellcheck source=scripts/bench-common.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh"

# Waits until the redis-server of PORT (process PID) answers (a TCP connection is enough: a
# server with the default user off or with TLS only does not answer a plain PING), at most 10 s;
# fails at once when the server exits (its port was taken meanwhile).
wait_redis() {
  for _ in $(seq 1 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    kill -0 "$2" 2>/dev/null || return 1
    sleep 0.1
  done
  return 1
}

# Starts a redis-server on a free loopback port (another one if the port was taken meanwhile,
# up to 5 tries); sets $started_port. Extra arguments go to the server (ACL files, ...). With
# REDIS_TLS=1 the port is a TLS-only port; with REDIS_PORTS=10000 the port and its cluster bus
# port (+10000) are both free (free_port 10000).
start_redis() {
  local port dir pid
  for _ in 1 2 3 4 5; do
    port=$(free_port "${REDIS_PORTS:-}")
    local listen=(--port "$port")
    [[ "${REDIS_TLS:-0}" == 1 ]] && listen=(--port 0 --tls-port "$port")
    dir="$work/redis-$port"
    mkdir -p "$dir"
    redis-server --bind 127.0.0.1 "${listen[@]}" --dir "$dir" --save '' --appendonly no \
      --daemonize no --logfile "$work/redis-$port.log" "$@" </dev/null >/dev/null 2>&1 &
    pid=$!
    pids+=("$pid")
    if wait_redis "$port" "$pid"; then
      started_port=$port
      return 0
    fi
  done
  echo "with-services: redis-server did not start; its last log:" >&2
  cat "$work/redis-$port.log" >&2 || true
  return 1
}

if command -v redis-server >/dev/null 2>&1; then
  start_redis
  export IDEM_TEST_REDIS_URL="redis://127.0.0.1:${started_port}"
  echo "with-services: redis-server on 127.0.0.1:${started_port}"

  # An ACL user that may only touch the IdemScope namespace; the default user is off.
  acl_password=$(head -c 18 /dev/urandom | base64 | tr -d '/+=')
  printf 'user default off\nuser idem on >%s ~idempotency:* &* +@all -@dangerous +info +config|get +time\n' \
    "$acl_password" >"$work/users.acl"
  start_redis --aclfile "$work/users.acl"
  export IDEM_TEST_REDIS_ACL_URL="redis://idem:${acl_password}@127.0.0.1:${started_port}"
  echo "with-services: redis-server with an ACL user on 127.0.0.1:${started_port}"

  # TLS only, with a CA, a server certificate for 127.0.0.1/localhost and a client certificate.
  if command -v openssl >/dev/null 2>&1; then
    certs="$work/certs"
    mkdir -p "$certs"
    (
      cd "$certs"
      openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.crt -days 2 \
        -subj "/CN=IdemScope test CA" 2>/dev/null
      openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr \
        -subj "/CN=localhost" 2>/dev/null
      printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\n' >server.ext
      openssl x509 -req -in server.csr -CA ca.crt -CAkey ca.key -CAcreateserial \
        -out server.crt -days 2 -extfile server.ext 2>/dev/null
      openssl req -newkey rsa:2048 -nodes -keyout client.key -out client.csr \
        -subj "/CN=idemscope-client" 2>/dev/null
      openssl x509 -req -in client.csr -CA ca.crt -CAkey ca.key -CAcreateserial \
        -out client.crt -days 2 2>/dev/null
      openssl req -x509 -newkey rsa:2048 -nodes -keyout other-ca.key -out other-ca.crt -days 2 \
        -subj "/CN=Some other CA" 2>/dev/null
    )
    REDIS_TLS=1 start_redis --tls-cert-file "$certs/server.crt" \
      --tls-key-file "$certs/server.key" --tls-ca-cert-file "$certs/ca.crt"
    tls_port=$started_port
    export IDEM_TEST_REDIS_TLS_URL="rediss://127.0.0.1:${tls_port}?cacert=${certs}/ca.crt&cert=${certs}/client.crt&key=${certs}/client.key"
    echo "with-services: redis-server with TLS on 127.0.0.1:${tls_port}"
  fi

  # --- Redis Cluster (issue 9): 3 masters, 3 replicas, joined by redis-cli --cluster create ---
  if command -v redis-cli >/dev/null 2>&1; then
    cluster_nodes=()
    for _ in 1 2 3 4 5 6; do
      REDIS_PORTS=10000 start_redis --cluster-enabled yes --cluster-config-file nodes.conf \
        --cluster-node-timeout 2000
      cluster_nodes+=("127.0.0.1:${started_port}")
    done
    redis-cli --cluster create "${cluster_nodes[@]}" --cluster-replicas 1 --cluster-yes \
      >"$work/cluster-create.log" 2>&1 || { cat "$work/cluster-create.log" >&2; exit 1; }
    # Every node must agree before the suites start (at most 30 s).
    for _ in $(seq 1 300); do
      ok=0
      for node in "${cluster_nodes[@]}"; do
        redis-cli -h 127.0.0.1 -p "${node##*:}" cluster info 2>/dev/null |
          grep -q '^cluster_state:ok' && ok=$((ok + 1))
      done
      (( ok == ${#cluster_nodes[@]} )) && break
      sleep 0.1
    done
    (( ok == ${#cluster_nodes[@]} )) ||
      { echo "with-services: the Redis Cluster did not reach cluster_state:ok" >&2; exit 1; }
    seeds=$(IFS=,; echo "${cluster_nodes[*]:0:3}")
    export IDEM_TEST_REDIS_CLUSTER_URL="redis+cluster://${seeds}"
    echo "with-services: Redis Cluster (3 masters, 3 replicas) on ${cluster_nodes[*]}"
  fi
fi

# PostgreSQL: a cluster of its own in the temporary folder (pg_find_bin, pg_init and as_pg:
# scripts/bench-common.sh).
if pg_find_bin; then
  pg_data="$work/pg"
  pg_init "$pg_data"
  pg_port=$(free_port)
  pg_options="-c listen_addresses=127.0.0.1 -p $pg_port -k $pg_data -c fsync=off -c max_connections=200"
  # TLS too (plain connections still work), with the server certificate made above.
  if [[ -n "${certs:-}" && -f "$certs/server.crt" ]]; then
    cp "$certs/server.crt" "$certs/server.key" "$pg_data/"
    chmod 600 "$pg_data/server.key"
    [[ $(id -u) -eq 0 ]] && chown postgres: "$pg_data/server.crt" "$pg_data/server.key"
    pg_options+=" -c ssl=on -c ssl_cert_file=server.crt -c ssl_key_file=server.key"
  fi
  as_pg "$pg_bin/pg_ctl" -D "$pg_data" -l "$work/pg.log" -w -t 30 start -o "$pg_options" \
    >/dev/null || { cat "$work/pg.log" >&2; exit 1; }
  "$pg_bin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -d postgres -qAt -v ON_ERROR_STOP=1 \
    -c "CREATE ROLE idem LOGIN" -c "CREATE DATABASE idemtest OWNER idem" >/dev/null
  export IDEM_TEST_PG_URL="postgresql://idem@127.0.0.1:${pg_port}/idemtest"
  if [[ "$pg_options" == *ssl=on* ]]; then
    export IDEM_TEST_PG_TLS_URL="postgresql://idem@localhost:${pg_port}/idemtest?sslmode=verify-full&sslrootcert=${certs}/ca.crt"
    export IDEM_TEST_TLS_OTHER_CA="${certs}/other-ca.crt"
  fi
  echo "with-services: postgresql on 127.0.0.1:${pg_port} (database idemtest, user idem)"

  # A hot standby of that cluster for the read-replica suite: a base backup over loopback
  # (initdb's pg_hba trusts replication from 127.0.0.1; -R writes standby.signal and
  # primary_conninfo), started on a port of its own; it streams the primary's WAL from then on.
  if [[ -x "$pg_bin/pg_basebackup" ]]; then
    pg_replica_data="$work/pg-replica"
    as_pg "$pg_bin/pg_basebackup" -h 127.0.0.1 -p "$pg_port" -U postgres -D "$pg_replica_data" \
      -R -X stream -c fast --no-sync --no-manifest >"$work/basebackup.log" 2>&1 || { cat "$work/basebackup.log" >&2; exit 1; }
    pg_replica_port=$(free_port)
    as_pg "$pg_bin/pg_ctl" -D "$pg_replica_data" -l "$work/pg-replica.log" -w -t 30 start \
      -o "-c listen_addresses=127.0.0.1 -p $pg_replica_port -k $pg_replica_data -c fsync=off -c max_connections=200 -c hot_standby=on" \
      >/dev/null || { cat "$work/pg-replica.log" >&2; exit 1; }
    export IDEM_TEST_PG_REPLICA_URL="postgresql://idem@127.0.0.1:${pg_replica_port}/idemtest"
    echo "with-services: postgresql hot standby on 127.0.0.1:${pg_replica_port}"
  fi
fi
export IDEM_REQUIRE_SERVICES=1

"$@"
