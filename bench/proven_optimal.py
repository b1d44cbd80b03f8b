#!/usr/bin/env python3
"""How many capacity entries are proven optimal by their upper bound (issue 38, closing note).

Builds examples/*.yaml and `savanna generate --seed N` for N in the range with BINARY (the
default build: each count searched up to the pieces in play) and counts, per group, the single
entries (a region's count of one kind) and the mixed entries (jackals beside k lions) whose
found count equals its upper bound (`capacity_bound`, `jackal_bound`): those are proven optimal.

    python3 bench/proven_optimal.py target/debug/savanna [--seeds 1-50]
"""

import argparse
import glob
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from capacity_corpus import ROOT, build, table  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--seeds", default="1-50")
    a = ap.parse_args()
    lo, hi = (int(x) for x in a.seeds.split("-"))
    with tempfile.TemporaryDirectory() as tmp:
        groups = {"examples": sorted(glob.glob(os.path.join(ROOT, "examples/*.yaml")))}
        gen = []
        for n in range(lo, hi + 1):
            p = os.path.join(tmp, "generated-%d.yaml" % n)
            subprocess.run([a.binary, "generate", "--seed", str(n), "-o", p], capture_output=True)
            if os.path.exists(p):
                gen.append(p)
        groups["generated %d-%d" % (lo, hi)] = gen
        for name, files in groups.items():
            st = dict.fromkeys(["boards", "single", "single_proven", "mixed", "mixed_proven"], 0)
            for f in files:
                v = build(a.binary, f)
                if not v:
                    continue
                st["boards"] += 1
                for counts, bounds, mixed, mbounds in table(v).values():
                    for kind, c in sorted(counts.items()):
                        st["single"] += 1
                        st["single_proven"] += c == bounds.get(kind)
                    for m, b in zip(mixed, mbounds):
                        st["mixed"] += 1
                        st["mixed_proven"] += m == b
            print("%s (%d boards): single entries %d, proven optimal %d; mixed entries %d, "
                  "proven optimal %d" % (name, st["boards"], st["single"], st["single_proven"],
                                         st["mixed"], st["mixed_proven"]))


if __name__ == "__main__":
    main()
