#!/usr/bin/env python3
"""Compare savanna's arrangement with shapely/GEOS on seeded segment sets (issue 6).

Usage:  python3 bench/compare.py [--quick] [--reps N] [--only NAME[,NAME...]]

Run from anywhere; paths are relative to the crate root (this file's parent's parent).

What it does, in one run:
1. makes a virtual environment bench/.venv with shapely (pip) if it is missing and re-runs
   itself inside it. shapely is a comparison only, never a dependency of savanna;
2. makes the seeded segment sets below and writes each as a board file (JSON, which is YAML)
   under bench/out/;
3. builds savanna in release mode and times
   - savanna's own work through the library: `arrangement::build` (snap rounding, noding,
     half-edges, faces, holes, adjacency) with examples/arrangement_timing.rs, best of N runs;
   - the whole process `savanna build --no-capacity BOARD -o OUT.json` (start-up, YAML parsing,
     regions with label points, checks, JSON output), best of N by CPU time, cut off after
     CLI_TIMEOUT;
4. times shapely on the same segments: node with `unary_union(lines, grid_size=g)` (GEOS
   OverlayNG with its snap-rounding noder at savanna's grid pitch g), `polygonize`, and the
   adjacency (an STRtree over the polygons, then the length of the shared boundary of every
   candidate pair, vectorised), best of N runs;
5. prints one table: set, segments, regions (savanna | shapely), neighbor pairs
   (savanna | shapely), times in ms, the ratio shapely / savanna-library, and the whole-process
   ratio (issue 12): shapely's in-process node + polygonize + adjacency against the whole
   `savanna build --no-capacity` process, both as CPU time (user + system of the savanna process,
   from getrusage; process CPU time around the shapely calls), measured side by side in the
   same run. CPU times, because the machine may be shared: wall times then depend on the load.

Every set is deterministic: the same seed gives the same files byte for byte.
"""

import json
import math
import os
import random
import resource
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VENV = os.path.join(HERE, ".venv")
OUT = os.path.join(HERE, "out")
PITCH = 1e-6  # savanna's default snap grid: 1e-6 of the unit (mm)


def ensure_venv():
    """Re-run inside bench/.venv, creating it (with shapely) on first use."""
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        return
    py = os.path.join(VENV, "bin", "python")
    if not os.path.exists(py):
        print("creating bench/.venv with shapely (comparison only) ...", file=sys.stderr)
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
        subprocess.check_call([py, "-m", "pip", "install", "-q", "shapely>=2.0", "numpy"])
    os.execv(py, [py, os.path.abspath(__file__)] + sys.argv[1:])


# ---------------------------------------------------------------------------------------------
# Seeded sets. Each returns (segments, frame polygon or None); all in mm.


def rect(x0, y0, w, h):
    return [[x0, y0], [x0 + w, y0], [x0 + w, y0 + h], [x0, y0 + h]]


def random_segments(n, seed):
    """n random segments inside a 600 mm frame: centre uniform, length 10..200 mm, any angle,
    clamped into the frame."""
    rng = random.Random(seed)
    segs = []
    while len(segs) < n:
        cx, cy = rng.uniform(0, 600), rng.uniform(0, 600)
        ln, th = rng.uniform(10, 200), rng.uniform(0, math.pi)
        dx, dy = 0.5 * ln * math.cos(th), 0.5 * ln * math.sin(th)
        a, b = [cx - dx, cy - dy], [cx + dx, cy + dy]
        if all(0 <= v <= 600 for v in a + b):
            segs.append([a, b])
    return segs, rect(0, 0, 600, 600)


def chords(n, seed):
    """n chords across a disc (centre (300, 300), radius 280), endpoints on the circle computed
    in floats; the disc itself is not drawn, so every chord end is a dangle end."""
    rng = random.Random(seed)
    segs = []
    for _ in range(n):
        t1, t2 = rng.uniform(0, 2 * math.pi), rng.uniform(0, 2 * math.pi)
        segs.append([[300 + 280 * math.cos(t1), 300 + 280 * math.sin(t1)],
                     [300 + 280 * math.cos(t2), 300 + 280 * math.sin(t2)]])
    return segs, rect(0, 0, 600, 600)


def grid(k):
    """k horizontal and k vertical lines across a 600 mm frame: (k + 1)^2 regions."""
    step = 600 / (k + 1)
    segs = []
    for i in range(1, k + 1):
        segs.append([[i * step, 0.0], [i * step, 600.0]])
        segs.append([[0.0, i * step], [600.0, i * step]])
    return segs, rect(0, 0, 600, 600)


def pencil(k):
    """k lines through (300.3, 299.7), endpoints computed in floats 450 mm from the centre (past
    the frame, which clips them): 2k regions meeting at one vertex."""
    cx, cy = 300.3, 299.7
    segs = []
    for i in range(k):
        t = math.pi * (i + 0.37) / k
        c, s = math.cos(t), math.sin(t)
        segs.append([[cx - 450 * c, cy - 450 * s], [cx + 450 * c, cy + 450 * s]])
    return segs, rect(0, 0, 600, 600)


def collinear(n, seed):
    """n overlapping pieces of one slanted carrier line y = 100 + x / 2 (endpoints on the grid,
    so exactly collinear there), covering it from frame edge to frame edge, plus 10 vertical
    lines: 22 regions."""
    rng = random.Random(seed)
    segs = []
    def pt(x):
        return [x, 100 + x / 2]
    # a chain of pieces that covers [0, 600], then random pieces on top
    x = 0.0
    while x < 600:
        nxt = min(600.0, x + rng.uniform(1, 40))
        lo = max(0.0, x - rng.uniform(0, 5))
        segs.append([pt(round(lo, 3)), pt(round(nxt, 3))])
        x = nxt
    while len(segs) < n:
        a, b = rng.uniform(0, 600), rng.uniform(0, 600)
        if round(a, 3) != round(b, 3):
            segs.append([pt(round(a, 3)), pt(round(b, 3))])
    rng.shuffle(segs)
    for i in range(10):
        x = 30 + 55 * i + 0.5
        segs.append([[x, 0.0], [x, 600.0]])
    return segs, rect(0, 0, 600, 600)


def near_parallel(n, seed):
    """n long, nearly parallel lines across the frame (left ends 0.01 mm apart, slopes differing
    by 1e-9 .. 1e-3), plus 20 vertical lines."""
    rng = random.Random(seed)
    segs = []
    for i in range(n):
        y0 = 300 + 0.01 * i
        eps = 10 ** rng.uniform(-9, -3) * rng.choice([-1, 1]) * 600
        segs.append([[0.0, y0], [600.0, y0 + eps]])
    for i in range(20):
        x = 15 + 29 * i + 0.25
        segs.append([[x, 0.0], [x, 600.0]])
    return segs, rect(0, 0, 600, 600)


def t_junctions(n, seed):
    """n long base segments and, for each, a segment that ends on it at a point computed in
    floats (a + t (b - a)) and starts at a random point."""
    rng = random.Random(seed)
    segs = []
    for _ in range(n):
        a = [rng.uniform(0, 600), rng.uniform(0, 600)]
        b = [rng.uniform(0, 600), rng.uniform(0, 600)]
        t = rng.uniform(0.05, 0.95)
        p = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]
        far = [rng.uniform(0, 600), rng.uniform(0, 600)]
        segs.append([a, b])
        segs.append([far, p])
    return segs, rect(0, 0, 600, 600)


def offset_board(seed):
    """A 600 x 400 board at (1e6, 1e6) mm with 40 random lines across it and a 0.001 mm feature:
    a sliver 0.001 mm wide between two parallel lines, and a triangle with 0.001 mm legs."""
    rng = random.Random(seed)
    o = 1e6
    segs = []
    for _ in range(40):
        segs.append([[o + rng.uniform(0, 600), o], [o + rng.uniform(0, 600), o + 400]])
    segs.append([[o, o + 200.0], [o + 600, o + 200.0]])
    segs.append([[o, o + 200.001], [o + 600, o + 200.001]])
    x, y = o + 17.25, o + 33.5
    segs.append([[x, y], [x + 0.001, y]])
    segs.append([[x + 0.001, y], [x, y + 0.001]])
    segs.append([[x, y + 0.001], [x, y]])
    return segs, [[o, o], [o + 600, o], [o + 600, o + 400], [o, o + 400]]


def sets(quick):
    s = [
        ("random-100", *random_segments(100, 1)),
        ("random-1000", *random_segments(1000, 2)),
    ]
    if not quick:
        s.append(("random-3000", *random_segments(3000, 3)))
    s += [
        ("chords-300", *chords(300, 4)),
        ("grid-50x50", *grid(50)),
        ("pencil-180", *pencil(180)),
        ("collinear-1500", *collinear(1500, 5)),
        ("near-parallel", *near_parallel(200, 6)),
        ("t-junctions", *t_junctions(400, 7)),
        ("offset-1e6", *offset_board(8)),
    ]
    return s


def write_board(name, segs, frame):
    path = os.path.join(OUT, name + ".json")
    # One line per segment: diagnostics point at lines, and savanna's text report (miette) panics
    # on very long source lines ("Formatting argument out of range"), reported to the lead.
    with open(path, "w") as f:
        f.write("{\"name\": %s, \"units\": \"mm\",\n" % json.dumps(name))
        f.write("\"frame\": {\"polygon\": %s},\n" % json.dumps(frame))
        f.write("\"lines\": [\n")
        f.write(",\n".join(json.dumps(s) for s in segs))
        f.write("\n]}\n")
    return path


# ---------------------------------------------------------------------------------------------
# shapely


def shapely_run(segs, frame, reps):
    import numpy as np
    import shapely
    from shapely import LineString, STRtree

    lines = [LineString(s) for s in segs] + [LineString(frame + [frame[0]])]
    best = math.inf
    best_cpu = math.inf
    result = None
    for _ in range(reps):
        t0 = time.perf_counter()
        c0 = time.process_time()
        noded = shapely.unary_union(lines, grid_size=PITCH)
        polys = shapely.get_parts(shapely.polygonize(shapely.get_parts(noded)))
        bounds = shapely.boundary(polys)
        tree = STRtree(polys)
        i, j = tree.query(polys, predicate="intersects")
        keep = i < j
        i, j = i[keep], j[keep]
        shared = shapely.length(shapely.intersection(bounds[i], bounds[j]))
        pairs = int(np.count_nonzero(shared > 0))
        dt = time.perf_counter() - t0
        best = min(best, dt)
        best_cpu = min(best_cpu, time.process_time() - c0)
        result = (len(polys), pairs)
    return result[0], result[1], best, best_cpu


# ---------------------------------------------------------------------------------------------
# savanna


def cargo_build():
    subprocess.check_call(
        ["cargo", "build", "--release", "--quiet", "--bin", "savanna",
         "--example", "arrangement_timing"], cwd=ROOT)
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    return (os.path.join(target, "release", "savanna"),
            os.path.join(target, "release", "examples", "arrangement_timing"))


def savanna_library(timing_bin, path, reps):
    out = subprocess.check_output([timing_bin, "--no-regions", "--reps", str(reps), path], text=True)
    return json.loads(out.strip().splitlines()[-1])


CLI_TIMEOUT = 30  # seconds; the whole process also computes labels and every diagnostic


def savanna_cli(cli_bin, path, reps):
    """(regions, wall time, cpu time) of the whole process, best of `reps` runs by CPU time, or
    (None, None, None) past CLI_TIMEOUT. CPU time is user + system of the process (getrusage of
    the reaped child)."""
    dest = path[:-5] + ".validated.json"
    best = None
    for _ in range(reps):
        t0 = time.perf_counter()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        p = subprocess.Popen([cli_bin, "build", "--no-capacity", "--force", path, "-o", dest],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            p.wait(timeout=CLI_TIMEOUT)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
            return None, None, None
        dt = time.perf_counter() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if p.returncode not in (0, 1):
            raise SystemExit(f"savanna build failed on {path}: exit {p.returncode}")
        # CPU of the child just reaped (children's times accumulate when they are waited for)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if best is None or cpu < best[1]:
            best = (dt, cpu)
    with open(dest) as f:
        v = json.load(f)
    return len(v["regions"]), best[0], best[1]


def main():
    ensure_venv()
    args = sys.argv[1:]
    quick = "--quick" in args
    reps = 3
    only = None
    if "--reps" in args:
        reps = max(1, int(args[args.index("--reps") + 1]))
    if "--only" in args:
        only = set(args[args.index("--only") + 1].split(","))
    os.makedirs(OUT, exist_ok=True)
    cli_bin, timing_bin = cargo_build()
    import shapely
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"shapely {shapely.__version__}, GEOS {shapely.geos_version_string}; grid {PITCH} mm; "
          f"best of {reps}; wall times in ms; {os.cpu_count()} cpus, load {load:.1f}")
    print("savanna lib = arrangement::build (noding, half-edges, faces, holes, adjacency) via the "
          "library; savanna cli = whole process `savanna build --no-capacity`, best of N by CPU, '>' past the timeout; shapely = "
          "unary_union(grid_size) + polygonize + adjacency; ratio = shapely / savanna lib (wall); "
          "whole = shapely CPU / savanna cli CPU (whole process; CPU times, so load matters less)")
    head = (f"{'set':<15} {'segments':>8} {'regions sav|shp':>17} {'pairs sav|shp':>15} "
            f"{'savanna lib':>11} {'savanna cli':>11} {'shapely':>10} {'ratio':>7} {'whole':>7} {'same':>4}")
    print(head)
    print("-" * len(head))
    all_same = True
    for name, segs, frame in sets(quick):
        if only and name not in only:
            continue
        path = write_board(name, segs, frame)
        lib = savanna_library(timing_bin, path, reps)
        cli_regions, cli_t, cli_cpu = savanna_cli(cli_bin, path, reps)
        s_regions, s_pairs, s_t, s_cpu = shapely_run(segs, frame, reps)
        same = lib["faces"] == s_regions and lib["borders"] == s_pairs
        same &= cli_regions is None or cli_regions == s_regions
        cli_ms = f"{1e3 * cli_t:>11.1f}" if cli_t is not None else f"{'>' + str(CLI_TIMEOUT * 1000):>11}"
        all_same &= same
        ratio = s_t / lib["arrangement_s"] if lib["arrangement_s"] > 0 else math.inf
        if cli_cpu is None:
            whole = f"{'-':>7}"
        else:
            whole = f"{s_cpu / cli_cpu if cli_cpu > 0 else math.inf:>6.1f}x"
        print(f"{name:<15} {len(segs):>8} {lib['faces']:>8}|{s_regions:<8} "
              f"{lib['borders']:>7}|{s_pairs:<7} {1e3 * lib['arrangement_s']:>11.2f} "
              f"{cli_ms} {1e3 * s_t:>10.1f} {ratio:>6.1f}x {whole} {'yes' if same else 'NO':>4}",
              flush=True)
    print("all region and neighbor-pair counts identical" if all_same
          else "SOME COUNTS DIFFER")


if __name__ == "__main__":
    main()
