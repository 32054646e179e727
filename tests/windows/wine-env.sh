# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Sourced by smoke.sh and wine-test.sh: how the Windows tests run Wine. WINEPREFIX is the caller's.
export WINEDEBUG=-all
# No Mono or Gecko installation prompts (nothing here needs .NET or an HTML engine).
export WINEDLLOVERRIDES="mscoree,mshtml="
export WINEARCH=win64

# A Linux path as Wine sees it (drive Z: is the root of the Linux file system).
winpath() { local p=$1; printf 'Z:%s' "${p//\//\\}"; }

# A fresh prefix in $WINEPREFIX, set to Windows 10 (Qt 6 wants it); returns non-zero on failure.
wine_fresh_prefix() {
  rm -rf "${WINEPREFIX:?}"
  timeout 300 wineboot --init > /dev/null 2>&1 || return 1
  timeout 120 winecfg -v win10 > /dev/null 2>&1 || return 1
  timeout 120 wineserver -w
}
