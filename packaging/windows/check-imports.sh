#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Checks an installed Windows tree (what the NSIS installer packs): every DLL that a packaged
# .exe or .dll imports is either in the tree or one Windows ships (system-dlls.txt, api-ms-win-*
# API sets). Prints the packaged DLLs; exits 1 naming each missing import.
#   packaging/windows/check-imports.sh TREE
set -euo pipefail
tree=${1:?usage: check-imports.sh TREE}
here=$(cd "$(dirname "$0")" && pwd)
objdump=x86_64-w64-mingw32-objdump

declare -A have=()
while IFS= read -r -d '' f; do
  have[$(basename "${f,,}")]=1
done < <(find "$tree" -type f -iname '*.dll' -print0)
declare -A system=()
while IFS= read -r line; do
  [[ -z $line || $line == \#* ]] && continue
  system[${line,,}]=1
done < "$here/system-dlls.txt"

bad=0 checked=0
while IFS= read -r -d '' f; do
  checked=$((checked + 1))
  while IFS= read -r dll; do
    dll=${dll,,}
    [[ -n ${have[$dll]:-} || -n ${system[$dll]:-} || $dll == api-ms-win-* || $dll == ext-ms-win-* ]] && continue
    echo "check-imports: ${f#"$tree"/} imports $dll, which is neither packaged nor Windows' own" >&2
    bad=1
  done < <("$objdump" -p "$f" | sed -n 's/^[[:space:]]*DLL Name: //p')
done < <(find "$tree" -type f \( -iname '*.exe' -o -iname '*.dll' \) -print0)
[[ $checked -gt 0 ]] || { echo "check-imports: no .exe or .dll under $tree" >&2; exit 1; }
echo "check-imports: $checked executables and DLLs, all imports resolved; packaged DLLs:"
(cd "$tree" && find . -type f -iname '*.dll' | sed 's|^\./||' | LC_ALL=C sort | sed 's/^/  /')
exit $bad
