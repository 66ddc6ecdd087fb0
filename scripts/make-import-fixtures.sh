#!/usr/bin/env bash
# Regenerates the import test fixtures that LibreOffice writes (docs/questions.md "Reading a file"),
# so the tests read real LibreOffice output while CI needs no LibreOffice. Needs `soffice`:
#   apt-get install -y --no-install-recommends libreoffice-calc
# `scripts/make-import-fixtures.sh [questions|roster]` makes one set; no argument makes both.
# From each source CSV it writes:
#   <name>-as-dates.xlsx / .ods  what a teacher gets typing the rows into Calc: 1/2 and 2/4 become
#                                dates (the CSV filter's "detect special numbers", as typing does);
#   <name>-as-text.xlsx          the same with the columns formatted as Text first: kept as typed.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v soffice >/dev/null || {
  echo 'soffice not found: apt-get install -y --no-install-recommends libreoffice-calc' >&2
  exit 1
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# LibreOffice's CSV filter options: separator 44 (,), quote 34 ("), charset 76 (UTF-8), first
# line 1, column formats (column/format pairs, 2 = Text), language 1033 (en-US: 1/2 reads as a
# month and day), quoted fields as text false, detect special numbers true.
convert() { # source, target name, extension, column formats
  cp "$1" "$work/$2.csv"
  soffice --headless "-env:UserInstallation=file://$work/profile" \
    --infilter="CSV:44,34,76,1,$4,1033,false,true" --convert-to "$3" --outdir "$work" "$work/$2.csv" >/dev/null
  cp "$work/$2.$3" "$(dirname "$1")/$2.$3"
  echo "wrote $(dirname "$1")/$2.$3"
}

which=${1:-all}
if [ "$which" = all ] || [ "$which" = questions ]; then
  questions=web/src/questions/import/fixtures/fractions.csv
  convert "$questions" fractions-as-dates xlsx ''
  convert "$questions" fractions-as-dates ods ''
  convert "$questions" fractions-as-text xlsx '4/2/5/2/6/2'
fi
if [ "$which" = all ] || [ "$which" = roster ]; then
  # 30 students with Korean headers and button labels 1..30 (the roster e2e test's classroom).
  roster=web/src/pages/class/manage/roster/fixtures/roster-30.csv
  convert "$roster" roster-30 xlsx ''
  convert "$roster" roster-30 ods ''
fi
