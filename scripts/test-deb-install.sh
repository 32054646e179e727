#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# The packaging test (CTest label `packaging`): builds the .deb of a build folder with cpack,
# installs it with `apt-get install ./idemscope_*.deb` into a clean Debian 12 root made with
# debootstrap, and runs the programs inside it:
#   - idemctl --version (must print the package's version),
#   - an idemctl issue / acquire / complete / show round trip on the embedded SQLite store,
#   - idemscope --screenshot offscreen on that store (a PNG must come out),
# so that "the declared dependencies are enough" is proven on a system that has nothing else.
#
#   scripts/test-deb-install.sh BUILD_DIR
#
# Needs root (chroot, mounts), debootstrap, unshare and the network to reach the Debian mirror
# this machine's apt uses. When one of these is missing it exits 77 (CTest: skipped) naming the
# reason; with IDEM_REQUIRE_PACKAGING=1 it fails instead.
#
# Cache (outside the repository; IDEM_PACKAGING_CACHE moves it):
#   ${XDG_CACHE_HOME:-$HOME/.cache}/idemscope/debootstrap/
#     bookworm-minbase.tar.gz   the pristine debootstrap root, rebuilt when older than 7 days
#     archives/                 the .deb files apt downloaded (bind-mounted into each root)
#     lock                      one run at a time (flock)
# Each run unpacks the pristine root into a fresh folder in the cache, so every install starts
# from a clean system; the folder is deleted on every exit path. All mounts are made inside a
# private mount namespace (unshare -m): they disappear with it, even on a kill.
set -euo pipefail

readonly SKIP=77
build="${1:-}"
suite=bookworm
max_age_days=7

say() { printf 'packaging-test: %s\n' "$*" >&2; }
skip() {
  if [[ "${IDEM_REQUIRE_PACKAGING:-0}" == 1 ]]; then
    say "FAIL (IDEM_REQUIRE_PACKAGING=1): $*"
    exit 1
  fi
  say "SKIP: $*"
  exit "$SKIP"
}
fail() { say "FAIL: $*"; exit 1; }
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

[[ -n "$build" && -f "$build/CPackConfig.cmake" ]] ||
  fail "usage: $0 BUILD_DIR (a configured build folder with CPackConfig.cmake)"
build="$(cd "$build" && pwd)"

# --- preconditions ------------------------------------------------------------------------
[[ $(id -u) -eq 0 ]] || skip "needs root (debootstrap, chroot and mounts); run it as root"
for tool in debootstrap unshare chroot cpack dpkg-deb flock tar gzip; do
  command -v "$tool" >/dev/null 2>&1 ||
    skip "'$tool' is not installed (scripts/install-deps.sh --servers installs debootstrap)"
done
[[ "$(dpkg --print-architecture 2>/dev/null)" == amd64 ]] ||
  skip "the test root is amd64 and this machine is not"
unshare -m true 2>/dev/null || skip "cannot make a mount namespace here (unshare -m failed)"

# The machine's configured Debian mirror: the first deb822 or one-line source of type `deb`
# (not `deb-src`) that serves $suite; IDEM_DEBOOTSTRAP_MIRROR overrides it. Prints one line at
# most. No reader stops early (awk `exit`, `head`): under pipefail the writer's SIGPIPE would
# end this script without a word when several sources serve the suite.
mirror_of() { # $1: suite -> URI or nothing
  local s="$1" uri f
  uri="$({
    cat /etc/apt/sources.list 2>/dev/null || true
    cat /etc/apt/sources.list.d/*.list 2>/dev/null || true
  } | awk -v s="$s" '!found && $1 == "deb" { i = 2; if ($2 ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
                                            if ($(i + 1) == s) { print $i; found = 1 } }')"
  if [[ -n "$uri" ]]; then printf '%s\n' "$uri"; return 0; fi
  for f in /etc/apt/sources.list.d/*.sources; do
    [[ -f "$f" ]] || continue
    uri="$(awk -v s="$s" 'BEGIN { RS = ""; FS = "\n" }
      !found { uri = ""; ok = 0; deb = 0
        for (i = 1; i <= NF; i++) {
          if ($i ~ /^Types:/) { n = split($i, t, /[ \t]+/); for (j = 2; j <= n; j++) if (t[j] == "deb") deb = 1 }
          if ($i ~ /^URIs:/) { split($i, a, /[ \t]+/); uri = a[2] }
          if ($i ~ /^Suites:/) { n = split($i, b, /[ \t]+/); for (j = 2; j <= n; j++) if (b[j] == s) ok = 1 }
        }
        if (ok && deb && uri != "") { print uri; found = 1 } }' "$f")"
    if [[ -n "$uri" ]]; then printf '%s\n' "$uri"; return 0; fi
  done
}
mirror="${IDEM_DEBOOTSTRAP_MIRROR:-$(mirror_of "$suite")}"
mirror="${mirror:-http://deb.debian.org/debian}"
security="$(mirror_of "$suite-security")"

cache="${IDEM_PACKAGING_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/idemscope/debootstrap}"
mkdir -p "$cache/archives/partial"
base="$cache/$suite-minbase.tar.gz"

exec 9>"$cache/lock"
flock -w 900 9 || fail "another packaging test holds $cache/lock for more than 15 minutes"

work=""
child=""
cleanup() {
  local rc=$?
  if [[ -n "$child" ]]; then
    # Interrupted while the root was in use: stop everything running in it first.
    kill -TERM -- "-$child" 2>/dev/null || true
    wait "$child" 2>/dev/null || true
  fi
  if [[ -n "$work" && -d "$work" ]]; then
    # Mounts live in the namespace of the run; should one have leaked into ours, detach it
    # before anything is deleted (never delete through a bind mount of /dev).
    while read -r m; do umount -l "$m" 2>/dev/null || true; done < <(
      awk -v w="$work" 'index($5, w) == 1 { print $5 }' /proc/self/mountinfo | sort -r)
    rm -rf --one-file-system "$work"
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
work="$(mktemp -d "$cache/run.XXXXXX")"

# Runs "$@" in a private mount namespace, in a session of its own (so that cleanup can stop all
# of it), with its output in the file $1. Returns its exit code.
isolated() {
  local log="$1"
  shift
  setsid unshare -m --propagation private "$@" >"$log" 2>&1 &
  child=$!
  local rc=0
  wait "$child" || rc=$?
  child=""
  return "$rc"
}

# --- the package --------------------------------------------------------------------------
t0="$(now)"
say "building the .deb from $build"
if ! cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/cpack" >"$work/cpack.log" 2>&1; then
  tail -n 40 "$work/cpack.log" >&2
  fail "cpack -G DEB failed (log above)"
fi
deb="$(find "$work/cpack" -maxdepth 1 -name 'idemscope_*.deb' | head -n1)"
[[ -n "$deb" ]] || fail "cpack wrote no idemscope_*.deb into $work/cpack"
version="$(dpkg-deb -f "$deb" Version)"
say "$(basename "$deb") (version $version) in $(since "$t0") s"

# --- the pristine root (cached) -----------------------------------------------------------
cold=0
if [[ -f "$base" ]] && [[ -z "$(find "$base" -mtime +"$max_age_days")" ]]; then
  say "reusing the cached $suite root $base"
else
  cold=1
  t1="$(now)"
  say "making a clean $suite root with debootstrap from $mirror (cached in $cache)"
  if ! isolated "$work/debootstrap.log" \
       debootstrap --variant=minbase --cache-dir="$cache/archives" "$suite" "$work/base" "$mirror"
  then
    tail -n 20 "$work/debootstrap.log" >&2
    if grep -qiE 'Failed getting release file|Temporary failure resolving|Could not resolve|Connection (refused|timed out)|unable to fetch|Network is unreachable' \
         "$work/debootstrap.log"; then
      skip "debootstrap cannot reach the mirror $mirror (its error is above)"
    fi
    fail "debootstrap failed (its log is above)"
  fi
  {
    echo "deb $mirror $suite main"
    echo "deb $mirror $suite-updates main"
    [[ -n "$security" ]] && echo "deb $security $suite-security main"
  } >"$work/base/etc/apt/sources.list"
  # Nothing started by maintainer scripts in the root; no documentation unpacked.
  printf '#!/bin/sh\nexit 101\n' >"$work/base/usr/sbin/policy-rc.d"
  chmod 0755 "$work/base/usr/sbin/policy-rc.d"
  rm -rf "$work/base/var/cache/apt/archives"/*.deb "$work/base/var/lib/apt/lists"/*_Packages
  tar -C "$work/base" --numeric-owner -czf "$base.partial" .
  mv -f "$base.partial" "$base"
  rm -rf --one-file-system "$work/base"
  say "root made and cached in $(since "$t1") s"
fi

# --- install and run, inside a private mount namespace ------------------------------------
t2="$(now)"
root="$work/root"
mkdir -p "$root"
tar -C "$root" --numeric-owner -xzf "$base"
cp "$deb" "$root/tmp/"
cp -L /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
mkdir -p "$work/out"
IDEM_DEB="/tmp/$(basename "$deb")"
IDEM_VERSION_EXPECTED="${version%%-*}"
export IDEM_DEB IDEM_VERSION_EXPECTED

# What runs inside the root. Every step names itself, so a failure says which one broke.
cat >"$root/tmp/inside.sh" <<'INSIDE'
#!/bin/sh
set -eu
start=$(date +%s)
step() { printf 'packaging-test (in the root, +%ss): %s\n' "$(($(date +%s) - start))" "$*" >&2; }
die() { printf 'packaging-test: FAIL in the root: %s\n' "$*" >&2; exit 1; }
export DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8 HOME=/root
step "apt-get update"
apt-get update -q >/tmp/apt-update.log 2>&1 || { cat /tmp/apt-update.log >&2; die "apt-get update"; }
step "apt-get install --no-install-recommends $IDEM_DEB"
# No fsync for each unpacked file: the root is thrown away after the run.
apt-get install -y -q --no-install-recommends -o Dpkg::Options::=--force-unsafe-io "$IDEM_DEB" \
  >/tmp/apt-install.log 2>&1 ||
  { tail -n 40 /tmp/apt-install.log >&2; die "apt-get install of the .deb (log above)"; }
dpkg-query -W -f='${Status}\n' idemscope | grep -q 'install ok installed' ||
  die "dpkg does not list idemscope as installed"
for f in /usr/bin/idemscope /usr/bin/idemctl /usr/bin/idemgate \
         /usr/lib/systemd/system/idemgate.service \
         /usr/share/applications/io.github.idemscope.IdemScope.desktop; do
  [ -e "$f" ] || die "$f is missing after the install"
done

step "idemctl --version"
v="$(idemctl --version)"
case "$v" in *"$IDEM_VERSION_EXPECTED"*) ;; *) die "idemctl --version printed '$v', not $IDEM_VERSION_EXPECTED" ;; esac
idemgate --version >/dev/null || die "idemgate --version"

step "idemctl issue / acquire / complete / show on sqlite:///root/tokens.db"
export IDEMSCOPE_STORE=sqlite:///root/tokens.db
key="$(idemctl issue --format business --prefix PKG)"
[ -n "$key" ] || die "idemctl issue printed no key"
printf '{"amount":42}' >/root/order.json
out="$(idemctl acquire "$key" --body-file /root/order.json)" || die "idemctl acquire exited $?"
owner=""; fence=""
eval "$out"
[ -n "$owner" ] && [ -n "$fence" ] || die "acquire did not acquire (wanted owner= and fence=): $out"
idemctl complete "$key" --owner "$owner" --fence "$fence" --status 201 --body '{"id":"ord_1"}' \
  >/dev/null || die "idemctl complete"
set +e
again="$(idemctl acquire "$key" --body-file /root/order.json)"; rc=$?
set -e
[ "$rc" -eq 10 ] || die "a second acquire exited $rc (wanted 10, replay): $again"
case "$again" in *"outcome=replay"*"status=201"*) ;; *) die "a second acquire printed '$again'" ;; esac
shown="$(idemctl show "$key" --json)" || die "idemctl show"
case "$shown" in *'"completed"'*) ;; *) die "idemctl show does not say completed: $shown" ;; esac

step "idemscope --screenshot (offscreen) on that store"
QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=/tmp/xdg timeout 120 \
  idemscope --store "$IDEMSCOPE_STORE" --screenshot /tmp/out/idemscope.png ||
  die "idemscope --screenshot exited $? (a library or plugin missing from the dependencies?)"
[ -s /tmp/out/idemscope.png ] || die "idemscope wrote no PNG"
step "all steps passed"
INSIDE
chmod 0755 "$root/tmp/inside.sh"

mkdir -p "$root/tmp/out" "$root/tmp/xdg"
chmod 0700 "$root/tmp/xdg"
rc=0
# shellcheck disable=SC2016 # expanded by the inner bash, from its arguments
isolated "$work/inside.log" bash -euc '
  root="$1"; archives="$2"
  mount -t proc proc "$root/proc"
  mount --rbind /dev "$root/dev"
  mount --make-rslave "$root/dev"
  mount -t tmpfs tmpfs "$root/dev/shm" 2>/dev/null || true
  mount --bind "$archives" "$root/var/cache/apt/archives"
  exec timeout 900 chroot "$root" /tmp/inside.sh
' _ "$root" "$cache/archives" || rc=$?
cat "$work/inside.log" >&2
if [[ -f "$root/tmp/out/idemscope.png" ]]; then
  cp "$root/tmp/out/idemscope.png" "$build/packaging-test-idemscope.png"
fi
if [[ $rc -ne 0 ]]; then
  if grep -qE 'apt-get update' "$work/inside.log" && grep -qiE 'Temporary failure resolving|Could not resolve|Failed to fetch|Network is unreachable' "$work/inside.log" && ! grep -q 'apt-get install' "$work/inside.log"; then
    skip "apt-get update in the root cannot reach $mirror (its error is above)"
  fi
  fail "the installed package failed in the clean root (exit $rc; output above)"
fi
head -c 8 "$build/packaging-test-idemscope.png" | od -An -tx1 | tr -d ' \n' | grep -q '^89504e470d0a1a0a$' ||
  fail "the screenshot is not a PNG"
say "install and checks in $(since "$t2") s; whole test $(since "$t0") s ($( ((cold)) && echo cold || echo warm) root)"
say "screenshot: $build/packaging-test-idemscope.png"
say "PASS"
