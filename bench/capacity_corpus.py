#!/usr/bin/env python3
"""Capacity corpus and before/after table (issue 38, part 1).

Builds boards with savanna binaries and writes, for every region, its outline, its pieces and
its certificates (each kind's packing and each row of the lion + jackal table) to
tests/data/capacity-corpus/NAME.json; tests/suite/capacity_corpus.rs checks every certificate and
that the current search reaches every count. Certificates are cut to the pieces in play of
their kind (the pipeline's search stops there by design).

The boards: examples/*.yaml, the boards of tests/data (arrangement and newcomer), and
`savanna generate --seed N` for N in the given range. With `--also`, the certificates of other
binaries (an earlier release) join: for a region with the same outline, the longer certificate
of each count is kept.

    python3 bench/capacity_corpus.py BINARY [--also OLD] [--seeds 1-6] [--out tests/data/capacity-corpus]
    python3 bench/capacity_corpus.py NEW --compare OLD [--seeds 1-50]

The second form builds every board with both binaries (`build --full-certificates`, the
pieces in play) and prints every count that differs, then per group (the examples and test
boards; the generated boards) how many single and mixed entries went up, down or stayed, and
how many are proven optimal (count equal to its upper bound) before and after: the closing
note of issue 38. Boards in mm are also built in cm, m and in (every length divided by 10,
1000 or 25.4) with NEW, and each table compared with the mm one (`--units`).
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
    """{region id: (counts, count bounds, mixed jackals, mixed bounds)} of a validated board."""
    t = {}
    for r in v.get("regions") or []:
        m = r.get("mixed") or []
        t[r["id"]] = (
            r.get("capacity") or {},
            r.get("capacity_bound") or {},
            [x["jackals"] for x in m],
            [x["jackal_bound"] for x in m],
        )
    return t


def units_table(v):
    """The capacity table of a validated board, without certificates (they are in its units)."""
    return json.dumps(
        [
            [r["id"], r.get("capacity"), r.get("capacity_bound"), r.get("capacity_search"),
             [[m["lions"], m["jackals"], m["jackal_bound"], m.get("jackal_search")]
              for m in (r.get("mixed") or [])]]
            for r in v.get("regions") or []
        ],
        sort_keys=True,
    )


def compare(new, old, seeds, units):
    with tempfile.TemporaryDirectory() as tmp:
        stats = {}
        for label, path, fac in boards(new, seeds, tmp):
            if fac is not None:
                continue
            group = "generated" if label.startswith("generated-") else "examples and test boards"
            st = stats.setdefault(group, dict.fromkeys(
                ["boards", "single", "single_up", "single_down", "single_proven_old",
                 "single_proven_new", "mixed", "mixed_up", "mixed_down", "mixed_proven_old",
                 "mixed_proven_new", "rows_added", "rows_removed"], 0))
            vo, vn = build(old, path), build(new, path)
            if not vo or not vn:
                continue
            st["boards"] += 1
            to, tn = table(vo), table(vn)
            for rid in sorted(to):
                co, bo, mo, mbo = to[rid]
                cn, bn, mn, mbn = tn.get(rid, ({}, {}, [], []))
                for kind in sorted(co):
                    a, b = co.get(kind), cn.get(kind)
                    st["single"] += 1
                    st["single_proven_old"] += a == bo.get(kind)
                    st["single_proven_new"] += b == bn.get(kind)
                    if a != b:
                        key = "single_up" if (b or 0) > (a or 0) else "single_down"
                        st[key] += 1
                        print("%s %s region %d %s: %s -> %s" % (
                            "up  " if key == "single_up" else "DOWN", label, rid, kind, a, b))
                for k in range(max(len(mo), len(mn))):
                    if k >= len(mo):
                        st["rows_added"] += 1
                        print("row+ %s region %d, %d lions: %s" % (label, rid, k, mn[k]))
                        continue
                    if k >= len(mn):
                        st["rows_removed"] += 1
                        print("ROW- %s region %d, %d lions: %s" % (label, rid, k, mo[k]))
                        continue
                    st["mixed"] += 1
                    st["mixed_proven_old"] += mo[k] == mbo[k]
                    st["mixed_proven_new"] += mn[k] == mbn[k]
                    if mn[k] > mo[k]:
                        st["mixed_up"] += 1
                        print("up   %s region %d, %d lions: %s -> %s" % (label, rid, k, mo[k], mn[k]))
                    elif mn[k] < mo[k]:
                        st["mixed_down"] += 1
                        print("DOWN %s region %d, %d lions: %s -> %s" % (label, rid, k, mo[k], mn[k]))
        for group, st in stats.items():
            print("%s (%d boards): single entries %d: up %d, down %d, proven optimal %d -> %d; "
                  "mixed entries %d: up %d, down %d, proven optimal %d -> %d; rows added %d, removed %d"
                  % (group, st["boards"], st["single"], st["single_up"], st["single_down"],
                     st["single_proven_old"], st["single_proven_new"], st["mixed"], st["mixed_up"],
                     st["mixed_down"], st["mixed_proven_old"], st["mixed_proven_new"],
                     st["rows_added"], st["rows_removed"]))
        if units:
            same = differ = 0
            for label, path, fac in boards(new, seeds, tmp):
                if fac is not None or label.startswith("generated-") and label != "generated-1.yaml":
                    continue
                vmm = build(new, path)
                if not vmm:
                    continue
                for unit, f in UNITS.items():
                    p = os.path.join(tmp, "%s.%s.yaml" % (os.path.basename(path), unit))
                    if not os.path.exists(p):
                        continue
                    vu = build(new, p)
                    if vu and units_table(vu) == units_table(vmm):
                        same += 1
                    else:
                        differ += 1
                        print("UNITS %s in %s: capacity table differs from mm" % (label, unit))
            print("unit variants: %d byte-identical capacity tables, %d differ" % (same, differ))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--seeds", default="1-6")
    ap.add_argument("--units", action="store_true",
                    help="with --compare: also build every mm board in cm, m and in")
    ap.add_argument("--out", default=os.path.join(ROOT, "tests/data/capacity-corpus"))
    ap.add_argument("--compare")
    ap.add_argument("--also", action="append", default=[],
                    help="another binary whose certificates join the corpus (the best of each count)")
    a = ap.parse_args()
    lo, _, hi = a.seeds.partition("-")
    seeds = range(int(lo), int(hi or lo) + 1) if lo else range(0)
    if a.compare:
        compare(a.binary, a.compare, seeds, a.units)
        return
    os.makedirs(a.out, exist_ok=True)
    groups = {}
    # Every binary builds the same boards (generated by BINARY), in their own units only: this
    # savanna snaps every unit alike, so unit variants would repeat the mm regions.
    for binary in [a.binary] + a.also:
        with tempfile.TemporaryDirectory() as tmp:
            for label, path, fac in boards(a.binary, seeds, tmp):
                if fac is not None:
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
