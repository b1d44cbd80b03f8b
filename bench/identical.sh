#!/usr/bin/env bash
# Byte-identical output check for a refactoring (issue 13).
#
# Usage: bench/identical.sh OUT_DIR [BIN]
#
# Runs the release binary (default target/release/savanna; build it first) on every board in
# examples/, tests/data/ and bench/boards/ (YAML boards and validated JSON boards): `check`
# (text without colour, and --format json), `build --force` to .json, .yaml, .geojson, .dot and
# .graphml, and `render --force` to .svg. Every stdout, stderr and exit status lands in OUT_DIR; the last
# output is one sha256 line per file (sorted), so two runs compare with `diff`.
set -u
out=${1:?usage: bench/identical.sh OUT_DIR [BIN]}
bin=${2:-target/release/savanna}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 2
rm -rf "$out"
mkdir -p "$out"
# Each output file is named after its board's path (bench/boards/ was added later: its files are
# new lines in the sha list, the older boards' lines are unchanged).
boards=$(find examples tests/data bench/boards -type f \( -name '*.yaml' -o -name '*.json' \) \
  ! -name '*.expected.json' | sort)
for b in $boards; do
  key=$(echo "$b" | tr '/' '_')
  run() { # run NAME ARGS...: stdout, stderr and exit status of one command
    local name=$1
    shift
    "$bin" "$@" >"$out/$key.$name.stdout" 2>"$out/$key.$name.stderr"
    echo $? >"$out/$key.$name.rc"
  }
  run check check --color never "$b"
  run check-json check --format json "$b"
  for ext in json yaml geojson dot graphml; do
    run "build-$ext" build --force "$b" -o "$out/$key.$ext"
  done
  run render render --force "$b" -o "$out/$key.svg"
done
# The output folder's name appears in "wrote ..." lines: name it OUT so two folders compare.
find "$out" -name '*.stderr' -exec sed -i "s|$out/|OUT/|g" {} +
(cd "$out" && find . -type f | sort | xargs sha256sum)
