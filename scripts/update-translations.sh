#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The IdemScope developers
# Refreshes the console's translation sources from the code, after UI strings were added,
# changed or removed:
#   scripts/update-translations.sh                  updates resources/translations/*.ts in place
#   scripts/update-translations.sh --output-dir DIR writes the updated files to DIR instead
#                                                   (tests/ui/tst_translations does that)
# New strings arrive as type="unfinished": translate them (Qt Linguist, or in the XML: fill
# <translation> and drop type="unfinished"; see docs/translation.md), then
#   ctest --preset default -R tst_translations
# which fails while any string is untranslated or its placeholders differ from the source.
# The build compiles the .ts files into the console (resources/translations/CMakeLists.txt).
# lupdate: $LUPDATE, else Qt's (qtpaths6), else /usr/lib/qt6/bin/lupdate, else lupdate on PATH.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
out_dir=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --output-dir) out_dir=${2:?--output-dir needs a folder}; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "update-translations: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

lupdate=${LUPDATE:-}
if [[ -z "$lupdate" ]]; then
  for candidate in "$(qtpaths6 --query QT_HOST_BINS 2>/dev/null || true)/lupdate" \
                   /usr/lib/qt6/bin/lupdate "$(command -v lupdate || true)"; do
    if [[ -x "$candidate" && ! -d "$candidate" ]]; then lupdate=$candidate; break; fi
  done
fi
if [[ -z "$lupdate" ]]; then
  echo "update-translations: no lupdate found (Debian: qt6-l10n-tools; or set LUPDATE)." >&2
  exit 1
fi

ts_dir="$root/resources/translations"
if [[ -n "$out_dir" ]]; then
  mkdir -p "$out_dir"
  cp "$ts_dir"/*.ts "$out_dir"/
  ts_dir=$(cd "$out_dir" && pwd)
fi

# What the console shows: its library and its main. These are the sources of the targets
# idemui and idemscope that resources/translations/CMakeLists.txt gives lupdate too.
cd "$root"
sources=(ui app/idemscope)
common=(-silent -locations none -no-obsolete -extensions cpp,h)
# Chinese: every string. English: the source texts are English already; only the plural
# forms ("%n token(s)" -> "1 token" / "2 tokens") need a translation.
"$lupdate" "${common[@]}" "${sources[@]}" -ts "$ts_dir/idemscope_zh_CN.ts"
"$lupdate" "${common[@]}" -pluralonly "${sources[@]}" -ts "$ts_dir/idemscope_en.ts"

for ts in "$ts_dir"/idemscope_*.ts; do
  todo=$(grep -c 'type="unfinished"' "$ts" || true)
  echo "update-translations: $(basename "$ts"): $todo unfinished"
done
