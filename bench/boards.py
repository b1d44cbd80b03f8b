#!/usr/bin/env python3
"""Whole-process times of `savanna build` with capacity on the boards of issue 12.

Usage:  python3 bench/boards.py [--reps N] [--full] [--bin PATH]

Boards: examples/classic.yaml (A3, 10 regions), bench/boards/ground-3m.yaml (3 m x 2 m,
10 regions), bench/boards/ground-4m.yaml (4 m x 4 m, 10 regions), bench/boards/ground-2.4m-182.yaml
(2.4 m x 2.4 m, 182 regions), all with the default pieces (3 lions of 30 mm, 9 jackals of 20 mm).

For each board: the best of N runs (default 3) of `savanna build BOARD -o OUT.json` as a whole
process: CPU time (user + system, getrusage: the figure to compare on a shared machine), wall
time and peak memory (max RSS, from /usr/bin/time). `--full` adds `--full-capacity` (every count searched fully; minutes
on the ground boards). Builds the release binary first unless --bin is given. Targets (issue 12):
under 2 s for any board of up to 200 regions and 4 m x 4 m, under 0.3 s for classic.
"""

import json
import os
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BOARDS = [
    ("classic", "examples/classic.yaml"),
    ("ground-3m", "bench/boards/ground-3m.yaml"),
    ("ground-4m", "bench/boards/ground-4m.yaml"),
    ("ground-2.4m-182", "bench/boards/ground-2.4m-182.yaml"),
]


def run_once(cmd, tmp):
    """(cpu seconds, wall seconds, max rss KB, exit status) of one process, measured by
    /usr/bin/time (the peak memory of the process itself, not of the forking Python)."""
    stats = os.path.join(tmp, "time.txt")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run(["/usr/bin/time", "-o", stats, "-f", "%e %M"] + cmd,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    # CPU from getrusage (microseconds; /usr/bin/time rounds to 10 ms), of savanna and the
    # negligible /usr/bin/time around it
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    with open(stats) as f:
        wall, rss = f.read().split()[-2:]
    return cpu, float(wall), int(rss), r.returncode


def main():
    args = sys.argv[1:]
    reps = int(args[args.index("--reps") + 1]) if "--reps" in args else 3
    full = "--full" in args
    if "--bin" in args:
        exe = args[args.index("--bin") + 1]
    else:
        subprocess.check_call(["cargo", "build", "--release", "--quiet", "--bin", "savanna"], cwd=ROOT)
        target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
        exe = os.path.join(target, "release", "savanna")
    load = os.getloadavg()[0]
    print(f"savanna build with capacity{' --full-capacity' if full else ''}: best of {reps}; "
          f"{os.cpu_count()} cpus, load {load:.1f}")
    head = f"{'board':<16} {'regions':>7} {'cpu s':>8} {'wall s':>8} {'peak MB':>8}"
    print(head)
    print("-" * len(head))
    with tempfile.TemporaryDirectory() as tmp:
        for name, rel in BOARDS:
            out = os.path.join(tmp, name + ".json")
            cmd = [exe, "build", "--quiet", "--force", os.path.join(ROOT, rel), "-o", out]
            if full:
                cmd.insert(2, "--full-capacity")
            best = None
            for _ in range(reps):
                cpu, wall, rss, code = run_once(cmd, tmp)
                if code not in (0, 1):
                    raise SystemExit(f"{' '.join(cmd)}: exit {code}")
                if best is None or cpu < best[0]:
                    best = (cpu, wall, rss)
            with open(out) as f:
                regions = len(json.load(f)["regions"])
            print(f"{name:<16} {regions:>7} {best[0]:>8.3f} {best[1]:>8.3f} {best[2] / 1024:>8.1f}",
                  flush=True)


if __name__ == "__main__":
    main()
