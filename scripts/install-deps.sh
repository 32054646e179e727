#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Installs what building IdemScope needs and is missing, from the distribution's archive.
#   scripts/install-deps.sh            build + console dependencies
#   scripts/install-deps.sh --servers  also Redis and PostgreSQL servers and test tools
# Debian 12+ and Ubuntu 22.04+. Uses sudo when not root. Does nothing when all is present.
set -euo pipefail

with_servers=0
[[ "${1:-}" == "--servers" ]] && with_servers=1

if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: this script needs apt-get (Debian/Ubuntu); install the packages listed" \
       "in README.md by hand." >&2
  exit 1
fi

sudo=""
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null 2>&1 || { echo "install-deps: run as root or install sudo." >&2; exit 1; }
  sudo="sudo"
fi

# Each entry is "name" or "name|alternative" (the first one the archive knows is used).
packages=(
  build-essential cmake ninja-build ccache pkg-config git
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libgl-dev
  librsvg2-bin help2man
  libsqlite3-dev zlib1g-dev
  libhiredis-dev libpqxx-dev prometheus-cpp-dev
  "qt6-charts-dev|libqt6charts6-dev" libqt6opengl6-dev
  qtkeychain-qt6-dev
  # The console in Chinese: Qt's own texts (buttons, dialogs) and a CJK font, which the
  # offscreen screenshots and tests need too.
  qt6-translations-l10n fonts-wqy-microhei
)
if [[ $with_servers -eq 1 ]]; then
  packages+=(redis-server redis-tools postgresql postgresql-contrib xvfb xauth wrk nginx-light)
  # The soak (scripts/soak.sh): its harness, and the network namespaces of its partitions.
  packages+=(python3 iproute2)
  # Packaging tests (label packaging): rpmbuild for the .rpm, debootstrap for the clean root the
  # .deb is installed into, promtool (in Debian's prometheus package) for the alert rules.
  packages+=(rpm debootstrap prometheus)
fi

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

updated=0
apt_update() {
  if [[ $updated -eq 0 ]]; then
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null
    updated=1
  fi
}

known() { apt-cache show "$1" >/dev/null 2>&1; }

missing=()
for entry in "${packages[@]}"; do
  IFS='|' read -r -a names <<<"$entry"
  have=0
  for n in "${names[@]}"; do installed "$n" && { have=1; break; }; done
  [[ $have -eq 1 ]] && continue
  apt_update
  chosen=""
  for n in "${names[@]}"; do known "$n" && { chosen=$n; break; }; done
  if [[ -z "$chosen" ]]; then
    echo "install-deps: no package in the archive for '${entry}'." >&2
    exit 1
  fi
  missing+=("$chosen")
done

if [[ ${#missing[@]} -gt 0 ]]; then
  echo "install-deps: installing ${missing[*]}"
  apt_update
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    "${missing[@]}" >/dev/null
fi
