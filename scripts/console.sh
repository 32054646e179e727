#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# The README's first command: install what is missing, build, and open the console on the
# embedded demo store. Extra arguments go to idemscope (e.g. --store URL instead of the demo).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target idemscope idemctl
args=("$@")
[[ ${#args[@]} -eq 0 ]] && args=(--demo)
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && "$(uname)" == "Linux" ]]; then
  echo "console: no display found; starting under xvfb-run is possible with" \
       "'xvfb-run -a build/release/app/idemscope/idemscope --demo --screenshot shot.png'." >&2
fi
exec build/release/app/idemscope/idemscope "${args[@]}"
