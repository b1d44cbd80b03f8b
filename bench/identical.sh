#!/bin/sh
# Outputs of every board under examples/, tests/data/ and bench/ (build with and without capacity,
# check, render SVG) as one sha256 list: run before and after a change and diff the two lists
# (issue 12: speed-ups keep every output byte-identical).
# Usage: bench/identical.sh [BIN] > list.txt
BIN=${1:-target/release/savanna}
OUT=$(mktemp -d)
for f in examples/*.yaml tests/data/arrangement/*.yaml bench/boards/*.yaml bench/out/random-100.json bench/out/random-1000.json; do
  b=$(echo "$f" | tr / _)
  case "$f" in
    bench/out/*|bench/boards/ground-4m*|bench/boards/ground-3m*) cap="--no-capacity" ;;
    *) cap="" ;;
  esac
  "$BIN" -q build $cap --force "$f" -o "$OUT/$b.json" >/dev/null 2>"$OUT/$b.build.err"
  echo "build exit $?" >>"$OUT/$b.build.err"
  "$BIN" -q check "$f" >"$OUT/$b.check.out" 2>&1
  echo "check exit $?" >>"$OUT/$b.check.out"
  "$BIN" -q render "$f" -o "$OUT/$b.svg" >/dev/null 2>"$OUT/$b.render.err"
done
(cd "$OUT" && sha256sum *)
rm -rf "$OUT"
