#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Fault-injection soak of idemgate (issue 19; docs/RELIABILITY.md): three gateways on loopback in
# front of one counting upstream, with each store in its own run (SQLite, Redis, Redis Cluster,
# PostgreSQL), many retrying clients and a seeded nemesis (kill -9 / restart of a gateway, of the
# store or of a cluster master with failover, SIGSTOP/SIGCONT of the store, a partition and added
# latency between a gateway and the store, a slow upstream, clients that abort mid-request); then
# a checker over the recorded history. Prints the checker's table per store; exits 1 on any
# violation, 2 on a setup error.
#
#   scripts/soak.sh [--store sqlite|redis|cluster|postgres|all] [--minutes N | --seconds N]
#                   [--seed S] [--clients N] [--gateways N] [--keep]
#
# The binaries: $IDEMGATE, else build/default/app/idemgate/idemgate; $IDEMCTL (for the
# PostgreSQL table: idemctl migrate), else build/default/app/idemctl/idemctl. Every server is
# started in a temporary folder on 127.0.0.1 and stopped at exit, whatever the outcome.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export IDEMGATE="${IDEMGATE:-$here/../build/default/app/idemgate/idemgate}"
export IDEMCTL="${IDEMCTL:-$here/../build/default/app/idemctl/idemctl}"
exec python3 "$here/soak/soak.py" "$@"
