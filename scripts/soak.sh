#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Fault-injection soak of idemgate (issue 19; docs/RELIABILITY.md): two gateways on loopback in
# front of one counting upstream, with each store in its own run, many retrying clients and a
# seeded nemesis (kill -9 / restart of a gateway and of the store, SIGSTOP/SIGCONT of the store,
# a slow upstream, clients that abort mid-request); then a checker over the recorded history.
# Prints the checker's table per store; exits 1 on any violation, 2 on a setup error.
#
#   scripts/soak.sh [--store sqlite|redis|postgres|all] [--minutes N | --seconds N] [--seed S]
#                   [--clients N] [--keep]
#
# The binaries: $IDEMGATE, else build/default/app/idemgate/idemgate; $IDEMCTL (for the
# PostgreSQL table: idemctl migrate), else build/default/app/idemctl/idemctl. Every server is
# started in a temporary folder on 127.0.0.1 and stopped at exit, whatever the outcome.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export IDEMGATE="${IDEMGATE:-$here/../build/default/app/idemgate/idemgate}"
export IDEMCTL="${IDEMCTL:-$here/../build/default/app/idemctl/idemctl}"
exec python3 "$here/soak/soak.py" "$@"
