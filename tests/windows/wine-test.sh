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
log=$(mktemp --suffix=.log)
trap 'rm -f "$out" "$log"' EXIT
# Wine's own output goes to a file too, so that a Wine process that lingers cannot hold CTest's
# pipe open after this script has ended.
# Limits of our own below CTest's (IDEM_TEST_TIMEOUT, from idem_register_test), so that a test
# that hangs says where: CTest kills one that outlives its TIMEOUT without a word.
# - A test that runs past the limit is stopped and fails, with what it wrote so far.
# - A test that has written QtTest's "Finished testing" line but whose process has not exited
#   15 s later is stopped, and its verdict is its Totals line. Wine 8 sometimes does not end a
#   process after its last line (seen in CI for tst_statemachine and tst_requestdiff, pure
#   computations that had passed every function; never reproduced here in 60 runs): the tests
#   ran and reported, the hang is in Wine's process exit.
limit=$(( ${IDEM_TEST_TIMEOUT:-300} - 20 ))
finished='^\*\*\*\*\*\*\*\*\* Finished testing'
wine "$@" -o "$(winpath "$out"),txt" >"$log" 2>&1 &
pid=$!
stop=""
finished_at=""
while kill -0 "$pid" 2>/dev/null; do
  if [[ -z $finished_at ]] && grep -q "$finished" "$out"; then finished_at=$SECONDS; fi
  if [[ -n $finished_at ]] && (( SECONDS - finished_at >= 15 )); then stop=exit; break; fi
  if (( SECONDS >= limit )); then stop=limit; break; fi
  sleep 0.2
done
rc=0
if [[ -n $stop ]]; then
  disown "$pid" # not waited for: a process stuck in its exit may not go at once
  kill -KILL "$pid" 2>/dev/null || true
else
  wait "$pid" || rc=$?
fi
tr -d '\r' < "$out"
tr -d '\r' < "$log"
case $stop in
  limit)
    echo
    echo "wine-test.sh: $(basename "$1") did not finish within $limit s; its output so far is above" >&2
    rc=124 ;;
  exit)
    failed=$(sed -n 's/^Totals: [0-9]* passed, \([0-9]*\) failed.*/\1/p' "$out" | tail -1)
    echo "wine-test.sh: $(basename "$1") wrote its last line but its Wine process did not exit" \
         "within 15 s; stopped, verdict from its Totals line (${failed:-none} failed)" >&2
    rc=$(( ${failed:-1} > 0 ? 1 : 0 )) ;;
esac
exit "$rc"
