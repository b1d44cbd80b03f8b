#!/usr/bin/env bash
# The solver's speed and memory (issue 27): `savanna solve` on a 6-region board, classic and a
# 12-region board, with wall time, CPU time and peak memory from /usr/bin/time, and the solver's
# own figures (states, end-of-turn transitions enumerated, turn states expanded, edges of the
# jackals' quiet turn graphs) from its JSON report.
#
# Usage: bench/solve.sh [BIN] [BOARDS...]   (default: target/release/savanna; build it first)
# Positions per second = states / wall seconds of the solve (the solver's own clock).
# THREADS=1 bench/solve.sh runs each solve on one thread pinned to one core (taskset -c 0,
# RAYON_NUM_THREADS=1) for per-core figures. The machine's load (uptime) is printed before each
# solve: other work on the machine slows the wall time, not the CPU time.
set -u
bin=${1:-target/release/savanna}
shift || true
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" -q generate --regions 6 --seed 1 -o "$tmp/regions-6.yaml"
"$bin" -q generate --regions 12 --seed 1 -o "$tmp/regions-12.yaml"
boards=("$@")
if [ ${#boards[@]} -eq 0 ]; then
  boards=("$tmp/regions-6.yaml" examples/classic.yaml "$tmp/regions-12.yaml")
fi
printf '%-22s %10s %12s %12s %12s %9s %9s %9s %12s %12s\n' board states transitions turn-states graph-edges wall-s cpu-s peak-MB states/s states/cpu-s
for b in "${boards[@]}"; do
  echo "load: $(uptime | sed 's/.*load average: //')"
  pin=()
  if [ -n "${THREADS:-}" ]; then
    export RAYON_NUM_THREADS=$THREADS
    [ "$THREADS" = 1 ] && pin=(taskset -c 0)
  fi
  /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "${pin[@]}" "$bin" -q solve "$b" --format json >"$tmp/out.json" || {
    echo "$b: solve failed"
    continue
  }
  read -r wall user sys rss <"$tmp/time"
  python3 - "$b" "$tmp/out.json" "$wall" "$user" "$sys" "$rss" <<'PY'
import json, sys, os
b, path, wall, user, sys_, rss = sys.argv[1:]
s = json.load(open(path))["stats"]
cpu = float(user) + float(sys_)
print("%-22s %10.3g %12.3g %12.3g %12.3g %9.1f %9.1f %9.0f %12.3g %12.3g" % (
    os.path.basename(b), s["states"], s["transitions"], s["turn_states"],
    s.get("quiet_graph_edges", 0), float(wall),
    cpu, int(rss) / 1024, s["states"] / max(s["seconds"], 1e-9), s["states"] / max(cpu, 1e-9)))
PY
done
