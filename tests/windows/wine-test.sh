#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# CTest's emulator for the Windows test executables of the cross build (tests/windows/
# CMakeLists.txt): runs one under Wine with the toolchain's DLLs found through WINEPATH and Qt's
# plugins through QT_PLUGIN_PATH. QtTest's output does not reach a pipe from a Wine console
# program, so it goes to a file (-o FILE,txt) that is printed afterwards.
#   wine-test.sh --init          make the Wine prefix (Windows 10)
#   wine-test.sh PROGRAM ARGS... run a test
set -euo pipefail
: "${WINEPREFIX:?}" "${IDEM_WINE_DLL_DIRS:?}"
source "$(dirname "$0")/wine-env.sh"
if [[ ${1:-} == --init ]]; then
  wine_fresh_prefix
  echo "Wine prefix ready: $WINEPREFIX ($(wine cmd /c ver 2>/dev/null | tr -d '\r' | grep -m1 .))"
  exit 0
fi
dirs=""
IFS=: read -r -a list <<< "$IDEM_WINE_DLL_DIRS"
for d in "${list[@]}"; do dirs+="$(winpath "$d");"; done
export WINEPATH="$dirs"
[[ -z ${IDEM_WINE_QT_PLUGINS:-} ]] || export QT_PLUGIN_PATH="$(winpath "$IDEM_WINE_QT_PLUGINS")"
out=$(mktemp --suffix=.txt)
trap 'rm -f "$out"' EXIT
# A limit of its own below CTest's (IDEM_TEST_TIMEOUT, from idem_add_test): CTest kills a test
# that outlives its TIMEOUT without a word, and what the test wrote so far says where it hung.
limit=$(( ${IDEM_TEST_TIMEOUT:-300} - 20 ))
rc=0
timeout -k 10 "$limit" wine "$@" -o "$(winpath "$out"),txt" || rc=$?
tr -d '\r' < "$out"
if [[ $rc == 124 || $rc == 137 ]]; then
  echo
  if grep -q '^\*\*\*\*\*\*\*\*\* Finished testing' "$out"; then
    echo "wine-test.sh: $(basename "$1") finished its tests but did not exit within $limit s" >&2
  else
    echo "wine-test.sh: $(basename "$1") did not finish within $limit s; its output so far is above" >&2
  fi
fi
exit $rc
