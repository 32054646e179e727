#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# The Windows installer, built on Debian: cross-compiled with MinGW-w64, packed with NSIS, tried
# under Wine.
#
#   scripts/windows.sh           installs what is missing, builds (or reuses) the cross
#                                toolchain, cross-builds IdemScope and makes
#                                build/windows/IdemScope-<version>-windows-x64.exe
#   scripts/windows.sh --test    the same, then the Windows unit tests and the installer's smoke
#                                tests under Wine (CTest labels `unit` and `windows` of the cross
#                                build, with throwaway Redis and PostgreSQL servers on loopback)
#   scripts/windows.sh --toolchain  only the cross toolchain (scripts/test.sh builds it beside the
#                                Linux tests)
#
# The toolchain (Qt, Qt Charts, QtKeychain, OpenSSL, libpq, libpqxx, prometheus-cpp, SQLite,
# zlib, the hiredis reader; about 36 minutes on 2 cores the first time) lives in
# ~/.cache/idemscope/mingw/prefix, rebuilt when the hash of everything that decides its contents
# (packaging/windows/: sources.txt, patches, toolchain.sh, mingw-w64.cmake; third_party/; the
# compiler's version) changes. See docs/packaging.md.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

run_tests=0
toolchain_only=0
for arg in "$@"; do
  case $arg in
    --test) run_tests=1 ;;
    --toolchain) toolchain_only=1 ;;
    -h | --help) awk 'NR > 3 && /^#/ { sub(/^# ?/, ""); print; next } NR > 3 { exit }' "$0"; exit 0 ;;
    *) echo "windows.sh: unknown argument '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

say() { printf 'windows.sh: %s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }
started=$SECONDS

# --- what the machine needs -----------------------------------------------------------------
if [[ $run_tests -eq 1 ]]; then
  scripts/install-deps.sh --windows --servers
else
  scripts/install-deps.sh --windows
fi
export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"

# --- the cross toolchain, cached by key ------------------------------------------------------
cache=${IDEM_MINGW_CACHE:-$HOME/.cache/idemscope/mingw}
key=$( {
  x86_64-w64-mingw32-g++-posix --version | head -n 1
  cat packaging/windows/sources.txt packaging/windows/toolchain.sh packaging/windows/mingw-w64.cmake \
      packaging/deps/hiredis-reader/CMakeLists.txt
  find packaging/windows/patches third_party -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
} | sha256sum | cut -c1-16)
# One prefix at a fixed path (CMake packages and ccache's hashes see the same paths on every
# rebuild); PREFIX/.key says which inputs built it.
prefix="$cache/prefix"
if [[ $(cat "$prefix/.key" 2>/dev/null) != "$key" ]]; then
  say "building the cross toolchain (key $key) into $prefix: about 36 minutes on 2 cores cold, minutes with a warm ccache"
  t0=$SECONDS
  rm -rf "$prefix" "$prefix.work"
  IDEM_MINGW_SOURCES="$cache/sources" packaging/windows/toolchain.sh "$prefix"
  rm -rf "$prefix.work"
  echo "$key" > "$prefix/.key"
  say "toolchain built in $((SECONDS - t0)) s"
else
  say "cross toolchain: $prefix (key $key, cached)"
fi
[[ $toolchain_only -eq 0 ]] || exit 0

# --- IdemScope for Windows ------------------------------------------------------------------
build=build/windows
t0=$SECONDS
# CMake keeps the toolchain file of a build folder's first configure: a folder made against
# another prefix (IDEM_MINGW_CACHE) would go on building against that one.
toolchain_file="$prefix/lib/cmake/Qt6/qt.toolchain.cmake"
if [[ -f $build/CMakeCache.txt ]] &&
   ! grep -qxF "CMAKE_TOOLCHAIN_FILE:FILEPATH=$toolchain_file" "$build/CMakeCache.txt"; then
  say "$build was configured against another toolchain: starting it afresh"
  rm -rf "$build"
fi
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_TOOLCHAIN_FILE="$toolchain_file" \
  -DQT_CHAINLOAD_TOOLCHAIN_FILE="$repo/packaging/windows/mingw-w64.cmake" \
  -DIDEM_MINGW_PREFIX="$prefix" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache > /dev/null
cmake --build "$build"
say "IdemScope cross-built in $((SECONDS - t0)) s"

t0=$SECONDS
(cd "$build" && cpack -G NSIS > cpack.log 2>&1) || { tail -n 30 "$build/cpack.log" >&2; die "cpack failed"; }
installer=$(ls -t "$build"/IdemScope-*-windows-x64.exe | head -n 1)
say "installer: $installer ($(du -h "$installer" | cut -f1), packed in $((SECONDS - t0)) s)"

# Every DLL a packaged program or library imports is in the package or is Windows' own.
# CPack leaves the tree it packed next to the installer, in a folder named like it.
packaging/windows/check-imports.sh "$build/_CPack_Packages/win64/NSIS/$(basename "$installer" .exe)"

if [[ $run_tests -eq 1 ]]; then
  t0=$SECONDS
  scripts/with-services.sh ctest --test-dir "$build" -L 'unit|windows' -j 2 --output-on-failure
  say "Windows tests passed in $((SECONDS - t0)) s"
fi
say "done in $((SECONDS - started)) s"
