#!/usr/bin/env bash
# `generate --fair` against issue 40's targets: 8 regions within 10 minutes and 10 regions within
# 60 minutes on this 2-core machine, a board that is a draw for both first players or, failing
# that, the fairest found with its values. For each region count it prints the wall time, the
# search's own count line (boards proposed, valued, solved, set-ups valued, why it stopped), the
# kept board's values as the file states them, and whether `savanna solve` confirms them.
#
# Usage: bench/fair.sh [BIN] [REGIONS...]   (default: target/release/savanna, 8 then 10)
# SEED (default 1) picks the start board; TIME_8 and TIME_10 (default 10m and 60m) the budgets;
# SOLVE_LIMIT (seconds, default the command's 60) how long one board may be solved.
set -u
bin=${1:-target/release/savanna}
shift || true
counts=("$@")
[ ${#counts[@]} -eq 0 ] && counts=(8 10)
seed=${SEED:-1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for n in "${counts[@]}"; do
  case $n in
    8) budget=${TIME_8:-10m} ;;
    10) budget=${TIME_10:-60m} ;;
    *) budget=${TIME:-10m} ;;
  esac
  echo "== $n regions, seed $seed, --time $budget (load: $(uptime | sed 's/.*load average: //'))"
  /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "$bin" generate --fair --regions "$n" --seed "$seed" \
    --time "$budget" ${SOLVE_LIMIT:+--solve-limit "$SOLVE_LIMIT"} -o "$tmp/fair-$n.yaml" 2>"$tmp/err-$n.txt" || {
    echo "failed: $(tail -n 3 "$tmp/err-$n.txt")"
    continue
  }
  read -r wall user sys rss <"$tmp/time"
  echo "wall ${wall} s, user ${user} s, sys ${sys} s, peak ${rss} kB"
  grep -E '^# (Found|  jackals first|  lions first|  distance|Search)' "$tmp/fair-$n.yaml"
  # The first line of progress that reached the kept fairness: when it was first found.
  grep -m1 -n 'board [0-9]* valued' "$tmp/err-$n.txt" >/dev/null && tail -n 1 "$tmp/err-$n.txt"
  "$bin" -q solve "$tmp/fair-$n.yaml" >"$tmp/solve-$n.txt" 2>&1
  for first in jackals lions; do
    said=$(grep -m1 "^#   $first first: " "$tmp/fair-$n.yaml" | sed "s/^#   $first first: //")
    got=$(grep -m1 "^  $first first: " "$tmp/solve-$n.txt" | sed "s/^  $first first: //")
    if [ "$said" = "$got" ]; then
      echo "solve confirms, $first first: $got"
    else
      echo "MISMATCH, $first first: file says '$said', solve says '$got'"
    fi
  done
done
