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
rc=0
wine "$@" -o "$(winpath "$out"),txt" || rc=$?
tr -d '\r' < "$out"
exit $rc
