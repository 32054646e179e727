#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Smoke tests of the Windows installer under Wine (CTest label `windows` of the cross build that
# scripts/windows.sh makes). One step per CTest test:
#
#   tests/windows/smoke.sh STEP
#
#   install      a fresh Wine prefix (Windows 10), the installer run silently (/S /D=C:\IdemScope)
#   version      idemctl.exe and idemgate.exe --version
#   sqlite       issue / acquire / complete / show / replay on a SQLite store under C:\
#   gateway      idemgate.exe in front of its own demo-upstream: a keyed POST /orders, its replay,
#                and the upstream's count of executions (1)
#   redis        idemctl.exe against the Linux redis-server on loopback (plain and TLS)
#   postgres     idemctl.exe against the Linux PostgreSQL over TLS, sslmode=verify-full
#   screenshot   idemscope.exe --demo --screenshot (English and Chinese) under Xvfb
#   uninstall    the uninstaller run silently: no program file left
#
# Environment (set by tests/windows/CMakeLists.txt): IDEM_WIN_INSTALLER (the .exe), IDEM_WIN_WORK
# (a folder for the Wine prefix and outputs), IDEM_VERSION; the servers' URLs from
# scripts/with-services.sh (IDEM_TEST_REDIS_URL, IDEM_TEST_REDIS_TLS_URL, IDEM_TEST_PG_TLS_URL).
set -euo pipefail

step=${1:?usage: smoke.sh STEP}
installer=${IDEM_WIN_INSTALLER:?}
work=${IDEM_WIN_WORK:?}
version=${IDEM_VERSION:?}
export WINEPREFIX="$work/prefix"
source "$(dirname "$0")/wine-env.sh"
install_dir="$WINEPREFIX/drive_c/IdemScope"
bin="C:\\IdemScope\\bin"

fail() { echo "FAIL: $*" >&2; exit 1; }
note() { echo "-- $*"; }
# Runs a Windows program; a bounded wait (Wine can hang on a bad prefix). Windows output has CRLF.
win() { timeout "${WIN_TIMEOUT:-120}" wine "$@" 2> >(grep -v '^[0-9a-f]*:fixme:' >&2) | tr -d '\r'; }
wait_wine() { timeout 120 wineserver -w || fail "Wine processes still running after 120 s"; }

case $step in
  install)
    mkdir -p "$work"
    note "fresh Wine prefix in $WINEPREFIX"
    wine_fresh_prefix || fail "could not make a Wine prefix (wineboot, winecfg -v win10)"
    note "silent install of $(basename "$installer")"
    timeout 300 wine "$installer" /S '/D=C:\IdemScope' > /dev/null 2>&1 || fail "the installer exited with $?"
    wait_wine
    for f in bin/idemscope.exe bin/idemctl.exe bin/idemgate.exe bin/platforms/qwindows.dll \
             Uninstall.exe; do
      [[ -f $install_dir/$f ]] || fail "C:\\IdemScope\\$f is not installed"
    done
    note "installed: $(find "$install_dir" -type f | wc -l) files, $(du -sh "$install_dir" | cut -f1)"
    ;;

  version)
    out=$(win "$bin\\idemctl.exe" --version)
    note "idemctl.exe --version: $out"
    [[ $out == *"$version"* ]] || fail "idemctl.exe --version printed '$out', not version $version"
    out=$(win "$bin\\idemgate.exe" --version)
    note "idemgate.exe --version: $out"
    [[ $out == *"$version"* ]] || fail "idemgate.exe --version printed '$out'"
    ;;

  sqlite | redis | redis-tls | postgres)
    case $step in
      sqlite)
        mkdir -p "$WINEPREFIX/drive_c/idem-data"
        rm -f "$WINEPREFIX/drive_c/idem-data/tokens.db"
        url="sqlite:///C:/idem-data/tokens.db" ;;
      redis) url=${IDEM_TEST_REDIS_URL:?needs scripts/with-services.sh} ;;
      redis-tls)
        url=${IDEM_TEST_REDIS_TLS_URL:?needs scripts/with-services.sh}
        # The certificate files as Windows paths.
        url=$(sed -E 's#(cacert|cert|key)=(/[^&]*)#\1=Z:\2#g' <<< "$url") ;;
      postgres)
        url=${IDEM_TEST_PG_TLS_URL:?needs scripts/with-services.sh}
        [[ $url == *sslmode=verify-full* ]] || fail "the PostgreSQL URL does not verify the server"
        url=$(sed -E 's#sslrootcert=(/[^&]*)#sslrootcert=Z:\1#' <<< "$url")
        win "$bin\\idemctl.exe" --store "$url" migrate > /dev/null || fail "migrate over TLS" ;;
    esac
    ctl() { win "$bin\\idemctl.exe" --store "$url" "$@"; }
    key=$(ctl issue) || fail "issue"
    [[ $key =~ ^[0-9a-f]{32}$ ]] || fail "issue printed '$key'"
    acq=$(ctl acquire "$key" --body '{"amount":100}') || fail "acquire exited with $?"
    owner=$(sed -n 's/^owner=//p' <<< "$acq")
    fence=$(sed -n 's/^fence=//p' <<< "$acq")
    [[ -n $owner && -n $fence ]] || fail "acquire printed '$acq'"
    ctl complete "$key" --owner "$owner" --fence "$fence" --status 201 --body 'charged once' > /dev/null ||
      fail "complete"
    shown=$(ctl --json show "$key") || fail "show"
    grep -q '"state": "completed"' <<< "$shown" || fail "show: not completed: $shown"
    grep -q 'charged once' <<< "$shown" || fail "show: the stored body is missing: $shown"
    # A duplicate gets the stored answer (exit code 10: replay), not a second run.
    rc=0; ctl acquire "$key" --body '{"amount":100}' > /dev/null || rc=$?
    [[ $rc -eq 10 ]] || fail "the duplicate acquire exited with $rc, not 10 (replay)"
    note "$step: issue, acquire, complete, show and a replay through idemctl.exe (key $key)"
    ;;

  gateway)
    port_up=$((20000 + RANDOM % 20000)); port_gw=$((port_up + 1))
    mkdir -p "$WINEPREFIX/drive_c/idem-data"
    rm -f "$WINEPREFIX/drive_c/idem-data/gate.db"
    wine "$bin\\idemgate.exe" demo-upstream --listen "127.0.0.1:$port_up" > "$work/upstream.log" 2>&1 &
    up=$!
    wine "$bin\\idemgate.exe" --listen "127.0.0.1:$port_gw" --upstream "http://127.0.0.1:$port_up" \
      --store "sqlite:///C:/idem-data/gate.db" > "$work/gateway.log" 2>&1 &
    gw=$!
    trap 'kill $up $gw 2>/dev/null; wineserver -k 2>/dev/null || true' EXIT
    for _ in $(seq 1 60); do
      curl -fsS "http://127.0.0.1:$port_gw/healthz" > /dev/null 2>&1 && break
      sleep 1
    done
    curl -fsS "http://127.0.0.1:$port_gw/healthz" > /dev/null || { cat "$work/gateway.log" >&2; fail "idemgate.exe never answered /healthz"; }
    key="win-smoke-$RANDOM$RANDOM"
    first=$(curl -sS -D "$work/first.h" -X POST -H "Idempotency-Key: $key" \
      -H 'Content-Type: application/json' --data '{"amount":100}' "http://127.0.0.1:$port_gw/orders")
    second=$(curl -sS -D "$work/second.h" -X POST -H "Idempotency-Key: $key" \
      -H 'Content-Type: application/json' --data '{"amount":100}' "http://127.0.0.1:$port_gw/orders")
    s1=$(head -n 1 "$work/first.h" | tr -d '\r'); s2=$(head -n 1 "$work/second.h" | tr -d '\r')
    note "first: $s1; second: $s2"
    [[ $s1 == *" 2"[0-9][0-9]* ]] || fail "the keyed POST got '$s1'"
    [[ $s1 == "${s2}" ]] || fail "the replay's status '$s2' differs from '$s1'"
    [[ $first == "$second" ]] || fail "the replay's body differs: '$first' vs '$second'"
    grep -qi '^Idempotent-Replayed: true' "$work/second.h" || { cat "$work/second.h" >&2; fail "the second answer is not marked as a replay"; }
    # The demo upstream counts how often each key's work ran: once.
    stats=$(curl -fsS "http://127.0.0.1:$port_up/orders/stats")
    grep -q "\"$key\":1[,}]" <<< "$stats" || fail "the upstream's executions for $key: $stats"
    note "gateway: 2 keyed POSTs, 1 execution, the second answered from the store"
    ;;

  screenshot)
    for lang in en zh_CN; do
      png="$work/idemscope-demo-$lang.png"
      rm -f "$png"
      WIN_TIMEOUT=180 xvfb-run -a -s '-screen 0 1600x1000x24' \
        wine "$bin\\idemscope.exe" --demo --lang "$lang" --screenshot "$(winpath "$png")" \
        > "$work/screenshot-$lang.log" 2>&1 || { tail -n 20 "$work/screenshot-$lang.log" >&2; fail "idemscope.exe --demo --screenshot ($lang) exited with $?"; }
      wait_wine
      [[ -s $png ]] || fail "no screenshot written for $lang"
      size=$(identify -format '%wx%h' "$png") || fail "$png is not an image"
      colours=$(convert "$png" -format '%k' info:)
      note "screenshot ($lang): $png, $size, $colours colours"
      [[ $colours -gt 50 ]] || fail "the $lang screenshot has only $colours colours: an empty window?"
    done
    ;;

  uninstall)
    [[ -f $install_dir/Uninstall.exe ]] || fail "no uninstaller"
    timeout 300 wine 'C:\IdemScope\Uninstall.exe' /S > /dev/null 2>&1 || fail "the uninstaller exited with $?"
    wait_wine
    left=0
    [[ ! -d $install_dir ]] || left=$(find "$install_dir" -type f | wc -l)
    [[ $left -eq 0 ]] || { find "$install_dir" -type f >&2; fail "$left files left after uninstalling"; }
    note "uninstalled: no file left under C:\\IdemScope"
    ;;

  *) fail "unknown step '$step'" ;;
esac
echo "PASS: $step"
