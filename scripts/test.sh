#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# The README's second command (and what .ci/run runs): install what is missing, build, and run
# every test except the benchmark and soak labels, then the Windows build's tests under Wine.
# Services the suites need are started by scripts/with-services.sh on loopback in temporary
# folders and stopped at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --servers
export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"
cmake --preset default >/dev/null
cmake --build --preset default
scripts/with-services.sh ctest --preset default "$@"
# The Windows installer: cross-built, installed and tested under Wine (docs/packaging.md). The
# first run builds the cross toolchain (about 45 minutes on 2 cores), later ones reuse it.
scripts/windows.sh --test
