#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Installs what building IdemScope needs and is missing, from the distribution's archive.
#   scripts/install-deps.sh            build + console dependencies
#   scripts/install-deps.sh --servers  also Redis and PostgreSQL servers and test tools
#   scripts/install-deps.sh --windows  also the Windows cross-build (scripts/windows.sh): MinGW-w64,
#                                      NSIS, Wine, and a deb-src entry for the source packages
# (--servers and --windows may be given together.)
# Debian 12+ and Ubuntu 22.04+. Uses sudo when not root. Does nothing when all is present.
set -euo pipefail

with_servers=0
with_windows=0
for arg in "$@"; do
  case $arg in
    --servers) with_servers=1 ;;
    --windows) with_windows=1 ;;
    *) echo "install-deps: unknown argument '$arg'" >&2; exit 2 ;;
  esac
done

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
  # idemgate's allocator on Linux (docs/adr/0016-idemgate-on-tcmalloc.md).
  libgoogle-perftools-dev
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

if [[ $with_windows -eq 1 ]]; then
  # packaging/windows/toolchain.sh: the cross compiler, dpkg-source and patch for the source
  # packages, tclsh for SQLite's amalgamation; NSIS packs, Wine and Xvfb run the smoke tests,
  # ImageMagick checks their screenshots.
  packages+=(g++-mingw-w64-x86-64-posix gcc-mingw-w64-x86-64-posix binutils-mingw-w64-x86-64
             mingw-w64-x86-64-dev nsis wine wine64 xvfb xauth dpkg-dev tcl patch imagemagick)
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

# Source packages (apt-get source) for the Windows toolchain: a deb-src entry for bookworm when the
# machine has none.
if [[ $with_windows -eq 1 ]] &&
   ! grep -rqsE '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  echo "install-deps: adding a deb-src entry for bookworm" \
       "(/etc/apt/sources.list.d/idemscope-deb-src.sources)"
  $sudo tee /etc/apt/sources.list.d/idemscope-deb-src.sources >/dev/null <<'EOF'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb-src
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  apt_update
fi

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
