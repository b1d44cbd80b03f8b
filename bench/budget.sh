#!/usr/bin/env bash
# The designer's questions within a budget (issue 42): wall and CPU time of `balance`,
# `balance --suggest` and `generate --balanced --regions 10` with their default time budgets, on
# examples/classic.yaml and a 10-region board without a table; whether the report's first line is
# the exact value; and what the budget left untried. RUNS runs each (default 3); the median wall
# time is printed after each command's runs. The budget is kept on the wall clock, so a loaded
# machine gets less done in the same time, not a later answer: the load (uptime) is printed with
# each run. For `--suggest` it prints the answer (`suggest: ...`) and how many changes were tried
# (one change before two: the game: options, the lion and jackal counts, the starts, then pairs,
# issue 42.3); `first` switched is valued from the board's own solve (issue 42.2), which saves
# one solve of the board (the `solved in` figure of the plain `balance` run).
#
# Usage: bench/budget.sh [BIN]   (default: target/release/savanna; build it first)
set -u
bin=${1:-target/release/savanna}
runs=${RUNS:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" -q generate --regions 10 --seed 1 -o "$tmp/regions-10.yaml"
measure() {
  local name=$1
  shift
  local walls=()
  for _ in $(seq "$runs"); do
    local load
    load=$(uptime | sed 's/.*load average: //')
    /usr/bin/time -f '%e %U %S' -o "$tmp/time" "$bin" -q "$@" >"$tmp/out.txt" 2>"$tmp/err.txt" || {
      echo "$name: failed: $(tail -n 3 "$tmp/err.txt")"
      continue
    }
    read -r wall user sys <"$tmp/time"
    walls+=("$wall")
    local first untried
    first=$(grep -m1 -v '^#' "$tmp/out.txt" | cut -c1-110)
    untried=$(grep -c '^  - \|^#   candidate\|not tried within' "$tmp/out.txt")
    printf '%-28s wall %7.1f s  cpu %7.1f s  load %s\n    first line: %s\n    steps left untried: %s\n' \
      "$name" "$wall" "$(echo "$user + $sys" | bc)" "$load" "$first" "$untried"
    grep -o 'solving (perfect play): .*' "$tmp/err.txt" | tail -n 1 | sed 's/^/    /'
    if grep -q '^suggest: ' "$tmp/out.txt"; then
      printf '    changes tried: %s (pairs: %s)\n' \
        "$(sed -n '/^suggestion (changes tried/,/^suggest: /p' "$tmp/out.txt" | grep -c '^  ')" \
        "$(sed -n '/^suggestion (changes tried/,/^suggest: /p' "$tmp/out.txt" | grep -c '^  .* and ')"
      grep -m1 '^suggest: ' "$tmp/out.txt" | cut -c1-240 | sed 's/^/    /'
    fi
  done
  if [ ${#walls[@]} -gt 0 ]; then
    printf '%-28s median wall %s s over %d runs\n' "$name" \
      "$(printf '%s\n' "${walls[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')" "${#walls[@]}"
  fi
}
measure "balance classic" balance examples/classic.yaml
measure "balance regions-10" balance "$tmp/regions-10.yaml"
measure "balance --suggest classic" balance examples/classic.yaml --suggest
measure "balance --suggest regions-10" balance "$tmp/regions-10.yaml" --suggest
measure "generate --balanced 10" generate --balanced --regions 10 --seed 1
