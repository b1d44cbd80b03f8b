#!/usr/bin/env python3
"""Generates candidate boards for a balanced example (seeded, reproducible) and ranks their set-ups.

Each candidate is a sheet (A4 or A3 landscape) cut by two lines across and two or three lines
down (with a corner cut when two), each end jittered by random.Random(SEED); the classic pieces (3 lions
of 30 mm, 9 jackals of 20 mm). Candidates with errors under `savanna check`, or with fewer than 8
or more than 12 regions, are dropped; the rest go to the balance_search example, which plays
every set-up at two strengths (random and greedy) and lists the most balanced.

    cargo build --release --example balance_search
    python3 bench/board_search.py [SEED] [CANDIDATES] [GAMES] [OUTDIR] [GAME]

GAME, when given, is appended to every candidate as its `game:` section (for example
'{lion_points: 3, jackal_points: 2}'); without it the candidates play by the default rules.
"""
import json
import random
import subprocess
import sys

SAVANNA = "target/release/savanna"
SEARCH = "target/release/examples/balance_search"


def edge_point(rng, w, h, side):
    if side == 0:
        return [round(rng.uniform(0.1, 0.9) * w), 0]
    if side == 1:
        return [w, round(rng.uniform(0.1, 0.9) * h)]
    if side == 2:
        return [round(rng.uniform(0.1, 0.9) * w), h]
    return [0, round(rng.uniform(0.1, 0.9) * h)]


def candidate(rng, k):
    w, h = rng.choice([(297, 210), (420, 297)])
    lines = []
    nh = 2
    nv = rng.choice([2, 3])
    for i in range(nh):
        y = h * (i + 1) / (nh + 1)
        lines.append(([0, round(y + rng.uniform(-0.12, 0.12) * h)],
                      [w, round(y + rng.uniform(-0.12, 0.12) * h)]))
    for j in range(nv):
        x = w * (j + 1) / (nv + 1)
        lines.append(([round(x + rng.uniform(-0.1, 0.1) * w), 0],
                      [round(x + rng.uniform(-0.1, 0.1) * w), h]))
    if nv == 2:
        lines.append(([0, round(h * rng.uniform(0.75, 0.9))], [round(w * rng.uniform(0.15, 0.3)), h]))
    body = "\n".join(f"  - {{from: {p}, to: {q}}}" for p, q in lines)
    return (
        f"name: Candidate {k}\nunits: mm\nframe: {{width: {w}, height: {h}}}\nlines:\n{body}\n"
        "pieces:\n  lion: {diameter: 30, count: 3}\n  jackal: {diameter: 20, count: 9}\n"
    )


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    games = sys.argv[3] if len(sys.argv) > 3 else "100"
    out = sys.argv[4] if len(sys.argv) > 4 else "/tmp"
    game = sys.argv[5] if len(sys.argv) > 5 else None
    rng = random.Random(seed)
    files = []
    for k in range(n):
        text = candidate(rng, k)
        if game:
            text += f"game: {game}\n"
        path = f"{out}/candidate{k}.yaml"
        with open(path, "w") as f:
            f.write(text)
        b = subprocess.run([SAVANNA, "build", path], capture_output=True, text=True)
        if b.returncode != 0:
            continue
        regions = len(json.loads(b.stdout)["regions"])
        if 8 <= regions <= 12:
            files.append(path)
    subprocess.run([SEARCH, "--games", games, "--top", "3", *files], check=True)


if __name__ == "__main__":
    main()
