#!/usr/bin/env python3
"""Instruction counts (valgrind callgrind) of the whole-process comparison of issue 12 part 4:
`savanna build --no-capacity` on random-1000 of bench/compare.py against shapely's in-process
node + polygonize + adjacency on the same segments.

Usage:  bench/.venv/bin/python bench/instructions.py [--bin PATH] [--segments N]

Times on a shared machine move with its load (shapely's best CPU time on random-1000 went from
0.90 s to 1.45 s between two runs of compare.py on one afternoon, savanna's from 0.37 s to 0.42 s);
instructions executed do not. Counted here:

- savanna: every instruction of the whole `savanna build --no-capacity BOARD -o OUT.json` process
  (start-up, parsing, arrangement, regions, labels, checks, writing the file; all threads).
- shapely: the instructions of a Python process that runs compare.py's `shapely_run` once (the
  LineStrings, node, polygonize, adjacency), minus those of the same process that only imports
  what it imports: the in-process work compare.py times, and the 1 001 LineStrings.

Instructions are not time (the memory traffic, page faults and the kernel are not counted, and
shapely's GEOS code and ours differ in instructions per cycle), so this is a second measure
beside compare.py's `whole` column, not a replacement. Needs valgrind; takes about two minutes.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import compare  # noqa: E402  (the segment sets and the board writer)

DRIVER = r"""
import json, sys
sys.path.insert(0, sys.argv[3])
import compare
data = json.load(open(sys.argv[1]))
if sys.argv[2] == "full":
    print(*compare.shapely_run(data["segs"], data["frame"], 1)[:2])
else:
    import numpy, shapely  # what shapely_run imports, without its work
"""


def collected(cmd):
    """Instructions callgrind counts for `cmd` (all threads)."""
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False)
    m = re.search(r"Collected : (\d+)", out.stderr)
    if not m:
        sys.exit("valgrind gave no count for %s:\n%s" % (cmd, out.stderr[-2000:]))
    return int(m.group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", help="the savanna binary (default: build the release binary)")
    ap.add_argument("--segments", type=int, default=1000)
    args = ap.parse_args()
    bin_ = args.bin or compare.cargo_build()[0]
    with tempfile.TemporaryDirectory() as tmp:
        compare.OUT = tmp
        segs, frame = compare.random_segments(args.segments, 2)
        board = compare.write_board("random-%d" % args.segments, segs, frame)
        data = os.path.join(tmp, "segs.json")
        with open(data, "w") as f:
            json.dump({"segs": segs, "frame": frame}, f)
        driver = os.path.join(tmp, "driver.py")
        with open(driver, "w") as f:
            f.write(DRIVER)
        sav = collected([bin_, "build", "--no-capacity", "--force", board,
                         "-o", os.path.join(tmp, "out.json")])
        py = [sys.executable, driver, data]
        shp = collected(py + ["full", HERE]) - collected(py + ["setup", HERE])
    print("random-%d: savanna whole process %.3f G instructions; shapely node + polygonize + "
          "adjacency %.3f G; ratio %.2fx" % (args.segments, sav / 1e9, shp / 1e9, shp / sav))


if __name__ == "__main__":
    main()
