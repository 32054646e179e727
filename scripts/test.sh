#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# The README's second command (and what .ci/run runs): install what is missing, build, and run
# every test except the benchmark and soak labels, then the Windows build's tests under Wine.
# Services the suites need are started by scripts/with-services.sh on loopback in temporary
# folders and stopped at the end.
#
# The Windows cross toolchain (about 36 minutes on 2 cores the first time, reused later) is built
# beside the Linux build and tests, at the lowest CPU priority: it takes the time they leave idle
# (about half of the Linux tests' time, which waits on servers, leases and processes) and no CPU
# they want. Its output goes to build/windows-toolchain.log.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --servers --windows
export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"

mkdir -p build
toolchain_log=build/windows-toolchain.log
nice -n 19 scripts/windows.sh --toolchain > "$toolchain_log" 2>&1 &
toolchain=$!
# A failure below stops the toolchain's build with its compilers.
stop_toolchain() {
  local p
  for p in $(pgrep -P "$1"); do stop_toolchain "$p"; done
  kill "$1" 2> /dev/null || true
}
trap 'stop_toolchain "$toolchain"' EXIT

cmake --preset default >/dev/null
cmake --build --preset default
scripts/with-services.sh ctest --preset default "$@"

echo "test.sh: waiting for the Windows toolchain (build/windows-toolchain.log)" >&2
if ! wait "$toolchain"; then
  tail -n 40 "$toolchain_log" >&2
  echo "test.sh: the Windows toolchain failed (whole log: $toolchain_log)" >&2
  exit 1
fi
trap - EXIT
# The Windows installer: cross-built, installed and tested under Wine (docs/packaging.md).
scripts/windows.sh --test
