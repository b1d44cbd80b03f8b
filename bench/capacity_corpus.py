#!/usr/bin/env python3
"""Capacity corpus (issue 38): regions with the best packings savanna certified for them.

Builds boards with a savanna binary and writes, for every region, its outline, its pieces and
its certificates (each kind's packing and each row of the lion + jackal table) to
tests/data/capacity-corpus/NAME.json; tests/suite/capacity_corpus.rs checks every certificate and
that the current search reaches every count. Certificates are cut to the pieces in play of
their kind (the pipeline's search stops there by design).

The boards: examples/*.yaml, the boards of tests/data (arrangement and newcomer), and
`savanna generate --seed N` for N in the given range, each in its own units. Boards in mm are
also built in cm, m and in (every length divided by 10, 1000 or 25.4, written exactly as
Python's repr). With `--also`, the certificates of other binaries (an earlier release) join:
for a region with the same outline, the longer certificate of each count is kept; their unit
variants are stored as regions of their own (each unit's own outline and certificates: the
regions as that release snapped them, 1e-6 of the unit apart; this one snaps every unit alike).

    python3 bench/capacity_corpus.py BINARY [--also OLD] [--seeds 1-10] [--out tests/data/capacity-corpus]
    python3 bench/capacity_corpus.py BINARY --compare OTHER_BINARY   # mixed entries that changed

The second form prints, for the same boards, every count that differs between two binaries
(and how many rows reach their upper bound), as the closing note of issue 38 reports it.
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UNITS = {"cm": 10.0, "m": 1000.0, "in": 25.4}


def scale_board(board, f, unit):
    """The same board with every length divided by f, in `unit`."""
    b = json.loads(json.dumps(board))
    s = lambda v: v / f if isinstance(v, (int, float)) and not isinstance(v, bool) else v
    pt = lambda p: [s(x) for x in p]
    b["units"] = unit
    fr = b.get("frame")
    if isinstance(fr, dict):
        for k in ("width", "height"):
            if k in fr:
                fr[k] = s(fr[k])
        if "polygon" in fr:
            fr["polygon"] = [pt(p) for p in fr["polygon"]]
    elif isinstance(fr, list):
        b["frame"] = [pt(p) for p in fr]
    lines = []
    for l in b.get("lines") or []:
        if isinstance(l, dict):
            l = dict(l)
            if "from" in l:
                l["from"] = pt(l["from"])
                l["to"] = pt(l["to"])
            if "points" in l:
                l["points"] = [pt(p) for p in l["points"]]
            lines.append(l)
        else:
            lines.append([pt(p) for p in l])
    if "lines" in b:
        b["lines"] = lines
    for k, p in (b.get("pieces") or {}).items():
        if isinstance(p, dict) and "diameter" in p:
            p["diameter"] = s(p["diameter"])
    regs = b.get("regions")
    if isinstance(regs, dict):
        b["regions"] = {k: pt(v) if isinstance(v, list) else v for k, v in regs.items()}
    if "snap" in b:
        b["snap"] = s(b["snap"])
    return b


def build(binary, path):
    """The validated board of `path` (full certificates), or None."""
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "out.json")
        r = subprocess.run(
            [binary, "build", path, "-o", out, "--force", "--full-certificates"],
            capture_output=True,
            text=True,
        )
        if not os.path.exists(out):
            return None
        with open(out) as fh:
            return json.load(fh)


def boards(binary, seeds, tmp):
    """(label, path, mm_factor or None) of every board."""
    out = []
    files = sorted(glob.glob(os.path.join(ROOT, "examples/*.yaml")))
    files += sorted(glob.glob(os.path.join(ROOT, "tests/data/arrangement/*.yaml")))
    files += sorted(glob.glob(os.path.join(ROOT, "tests/data/newcomer/*.yaml")))
    for n in seeds:
        p = os.path.join(tmp, "generated-%d.yaml" % n)
        r = subprocess.run([binary, "generate", "--seed", str(n), "-o", p], capture_output=True)
        if r.returncode == 0 and os.path.exists(p):
            files.append(p)
    for f in files:
        label = os.path.relpath(f, ROOT) if f.startswith(ROOT) else os.path.basename(f)
        out.append((label, f, None))
        try:
            with open(f) as fh:
                board = yaml.safe_load(fh)
        except Exception:
            continue
        if not isinstance(board, dict) or board.get("units", "mm") != "mm":
            continue
        for unit, fac in UNITS.items():
            p = os.path.join(tmp, "%s.%s.yaml" % (os.path.basename(f), unit))
            with open(p, "w") as fh:
                yaml.safe_dump(scale_board(board, fac, unit), fh, sort_keys=False)
            out.append(("%s in %s" % (label, unit), p, fac))
    return out


def entries(label, v, cap_to_play=True):
    """Corpus entries of one validated board."""
    pieces = v.get("pieces") or {}
    kinds = [(k, p["diameter"], p["count"]) for k, p in pieces.items()]
    out = []
    for r in v.get("regions") or []:
        if not r.get("capacity"):
            continue
        pk = r.get("packing") or {}
        packing = [(pk.get(k) or [])[: (c if cap_to_play else None)] for k, _, c in kinds]
        mixed = None
        if r.get("mixed") is not None:
            nj = pieces.get("jackal", {}).get("count", 0)
            mixed = [
                {
                    "lion_centres": m["lion_centres"],
                    "jackal_centres": m["jackal_centres"][: (nj if cap_to_play else None)],
                }
                for m in r["mixed"]
            ]
        out.append(
            {
                "source": "%s region %d (%s)" % (label, r["id"], r.get("name") or "-"),
                "outline": r["outline"],
                "holes": r["holes"],
                "pieces": [{"name": k, "diameter": d, "count": c} for k, d, c in kinds],
                "packing": packing,
                "mixed": mixed,
            }
        )
    return out


def table(v):
    """{region id: (counts, mixed jackals, mixed bounds)} of a validated board."""
    t = {}
    for r in v.get("regions") or []:
        m = r.get("mixed") or []
        t[r["id"]] = (
            r.get("capacity"),
            [x["jackals"] for x in m],
            [x["jackal_bound"] for x in m],
        )
    return t


def compare(a, b, seeds):
    with tempfile.TemporaryDirectory() as tmp:
        up = down = same = proven_a = proven_b = total = 0
        for label, path, fac in boards(a, seeds, tmp):
            if fac is not None:
                continue
            va, vb = build(a, path), build(b, path)
            if not va or not vb:
                continue
            ta, tb = table(va), table(vb)
            for rid in sorted(ta):
                ca, ma, ba = ta[rid]
                cb, mb, bb = tb.get(rid, (None, [], []))
                for k in range(max(len(ma), len(mb))):
                    ja = ma[k] if k < len(ma) else None
                    jb = mb[k] if k < len(mb) else None
                    total += 1
                    if k < len(ma) and ma[k] == ba[k]:
                        proven_a += 1
                    if k < len(mb) and mb[k] == bb[k]:
                        proven_b += 1
                    if ja == jb:
                        same += 1
                    elif ja is not None and jb is not None and jb > ja:
                        up += 1
                        print("up   %s region %d, %d lions: %s -> %s" % (label, rid, k, ja, jb))
                    else:
                        down += 1
                        print("DOWN %s region %d, %d lions: %s -> %s" % (label, rid, k, ja, jb))
                if ca != cb:
                    print("kind %s region %d: %s -> %s" % (label, rid, ca, cb))
        print("mixed entries %d: same %d, up %d, down %d; at their bound: %d before, %d after"
              % (total, same, up, down, proven_a, proven_b))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--seeds", default="1-10")
    ap.add_argument("--out", default=os.path.join(ROOT, "tests/data/capacity-corpus"))
    ap.add_argument("--compare")
    ap.add_argument("--also", action="append", default=[],
                    help="another binary whose certificates join the corpus (the best of each count)")
    a = ap.parse_args()
    lo, _, hi = a.seeds.partition("-")
    seeds = range(int(lo), int(hi or lo) + 1) if lo else range(0)
    if a.compare:
        compare(a.binary, a.compare, seeds)
        return
    os.makedirs(a.out, exist_ok=True)
    groups = {}
    # The unit variants of the `--also` binaries (the regions as an earlier release snapped
    # them); this binary snaps every unit alike, so its variants would repeat its mm regions.
    for binary, variants in [(a.binary, False)] + [(b, True) for b in a.also]:
        with tempfile.TemporaryDirectory() as tmp:
            for label, path, fac in boards(a.binary, seeds, tmp):
                if fac is not None and not variants:
                    continue
                v = build(binary, path)
                if not v:
                    print("skipped (no validated board):", label, file=sys.stderr)
                    continue
                base = label.split(" in ")[0]
                g = groups.setdefault(base, {})
                for e in entries(label, v):
                    key = json.dumps([e["source"], e["outline"], e["holes"], e["pieces"]])
                    old = g.get(key)
                    if old is None:
                        g[key] = e
                        continue
                    # the same region: the longer certificate of each count
                    old["packing"] = [x if len(x) >= len(y) else y
                                      for x, y in zip(old["packing"], e["packing"])]
                    if old["mixed"] is not None and e["mixed"] is not None:
                        rows = []
                        for k in range(max(len(old["mixed"]), len(e["mixed"]))):
                            x = old["mixed"][k] if k < len(old["mixed"]) else None
                            y = e["mixed"][k] if k < len(e["mixed"]) else None
                            if x is None or (y is not None
                                             and len(y["jackal_centres"]) > len(x["jackal_centres"])):
                                x = y
                            rows.append(x)
                        old["mixed"] = rows
    for base, g in groups.items():
        name = os.path.basename(base).replace(".yaml", "")
        if base.startswith("tests/data/"):
            name = base.split("/")[2] + "-" + name
        es = list(g.values())
        if not es:
            continue
        with open(os.path.join(a.out, name + ".json"), "w") as fh:
            json.dump({"regions": es}, fh, separators=(",", ":"))
            fh.write("\n")
        print("%s: %d regions" % (name, len(es)))

if __name__ == "__main__":
    main()
