#!/usr/bin/env python3
"""The module import graph of src/ and its cycles (issue 25).

Usage: bench/modgraph.py [--edges] [ROOT]

Reads every `crate::` and `super::` path in src/ (in `use` trees, braces expanded, and inline
paths), outside comments, and resolves each to the file that defines it. Prints
  - the top-level graph of src/'s modules (lib.rs's children; cli/ and main.rs are the binary)
    and its strongly connected components of more than one module (import cycles);
  - file-level knots: inside each folder, files (or subfolders) that import each other in a
    circle (an edge between two deeper files counts for the two children of their common folder).
Exit status 1 when there is a cycle or a knot.
"""
import os
import re
import sys

root = os.path.abspath(sys.argv[-1] if len(sys.argv) > 1 and not sys.argv[-1].startswith("--") else ".")
src = os.path.join(root, "src")
show_edges = "--edges" in sys.argv

# module path (tuple) -> file
modules = {}
for dirpath, _, files in os.walk(src):
    for f in files:
        if not f.endswith(".rs"):
            continue
        rel = os.path.relpath(os.path.join(dirpath, f), src)
        parts = rel[:-3].split(os.sep)
        if parts[-1] == "mod":
            parts = parts[:-1]
        if parts in (["lib"], ["main"]):
            parts = []
        modules[tuple(parts)] = rel


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    out = []
    for line in text.split("\n"):
        s = line.lstrip()
        if s.startswith("//"):
            continue
        # drop string literals (crude: paths in strings are not imports)
        line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
        i = line.find("//")
        out.append(line if i < 0 else line[:i])
    return "\n".join(out)


def expand(tree):
    """Expands a use tree `a::{b, c::{d, e}}` into paths."""
    tree = tree.strip()
    i = tree.find("{")
    if i < 0:
        return [tree.split(" as ")[0].strip()]
    prefix = tree[:i]
    body = tree[i + 1 : tree.rfind("}")]
    parts, depth, cur = [], 0, ""
    for ch in body:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    res = []
    for p in parts:
        p = p.strip()
        if not p:
            continue
        for e in expand(p):
            res.append(prefix + e if e != "self" else prefix.rstrip(":"))
    return res


def resolve(path, here):
    """The module (tuple) a path names, given the importing module `here`."""
    segs = [s for s in path.split("::") if s]
    cur = list(here)
    if segs and segs[0] == "crate":
        cur = []
        segs = segs[1:]
    elif segs and segs[0] in ("super", "self"):
        while segs and segs[0] in ("super", "self"):
            if segs[0] == "super":
                cur = cur[:-1]
            segs = segs[1:]
    else:
        return None
    best = tuple(cur)
    for s in segs:
        cand = tuple(cur + [s])
        if cand in modules:
            cur.append(s)
            best = cand
        else:
            break
    return best


edges = set()
for mod, rel in modules.items():
    text = strip_comments(open(os.path.join(src, rel), encoding="utf-8").read())
    # the module a file's own body is in (a file module; inline `mod tests {}` counts as the file)
    here = mod
    paths = []
    for m in re.finditer(r"\buse\s+((?:crate|super|self)\b[^;]*);", text, flags=re.S):
        paths += expand(re.sub(r"\s+", " ", m.group(1)))
    for m in re.finditer(r"(?<![\w:])((?:crate|super)(?:::\w+)+)", text):
        paths.append(m.group(1))
    for p in paths:
        t = resolve(p, here)
        if t is None or t == mod:
            continue
        edges.add((mod, t))


def scc(nodes, adj):
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in adj.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


# Top level: lib.rs's children (files directly in src/ or folders), binary excluded.
def top(m):
    return m[0] if m else None


tops = sorted({top(m) for m in modules if m and m[0] != "cli"})
tadj = {}
why = {}
for a, b in edges:
    ta, tb = top(a), top(b)
    if ta is None or tb is None or ta == tb or ta == "cli" or tb == "cli":
        continue
    tadj.setdefault(ta, set()).add(tb)
    why.setdefault((ta, tb), []).append(modules[a])
bad = False
print("top-level modules:", " ".join(tops))
print("top-level edges (a -> b: a imports b):")
for a in tops:
    print(f"  {a} -> {' '.join(sorted(tadj.get(a, ())))}")
cycles = [c for c in scc(tops, tadj) if len(c) > 1]
for c in cycles:
    bad = True
    print("CYCLE:", " ".join(c))
    if show_edges:
        for a in c:
            for b in c:
                if (a, b) in why:
                    print(f"    {a} -> {b}: {', '.join(sorted(set(why[(a, b)])))}")
if not cycles:
    print("no top-level cycle")

# File-level knots: two files (or a file and a folder) under one folder that import each other.
# An edge a -> b is lifted to the two children of their deepest common folder.
def lift(a, b):
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    if n == len(a) or n == len(b):
        return None  # a parent and its child: `mod` declares, `super::` is the child's own house
    return a[: n + 1], b[: n + 1]


def name(m):
    return modules[m] if m in modules else "/".join(m) + "/"


lifted = {}
for a, b in edges:
    if not a or not b:
        continue
    l = lift(a, b)
    if l:
        lifted.setdefault(l, set()).add((modules[a], modules[b]))
# Per folder: the strongly connected components of its children's lifted graph.
by_folder = {}
for (a, b) in lifted:
    if len(a) < 2:
        continue  # top level: the cycle above
    by_folder.setdefault(a[:-1], {}).setdefault(a, set()).add(b)
knots = []
for folder, adj in sorted(by_folder.items()):
    nodes = set(adj) | {b for bs in adj.values() for b in bs}
    for c in scc(nodes, adj):
        if len(c) > 1:
            knots.append((folder, c))
nknots = 0
for folder, c in knots:
    names = " <-> ".join(name(m) for m in c)
    if folder[0] == "cli" and "--all" not in sys.argv:
        print(f"knot (binary, not counted): {names}")
        continue
    bad = True
    nknots += 1
    print(f"KNOT: {names}")
    if show_edges:
        for a in c:
            for b in c:
                for x, y in sorted(lifted.get((a, b), ())):
                    print(f"    {x} -> {y}")
if not nknots:
    print("no file-level knot")
sys.exit(1 if bad else 0)
