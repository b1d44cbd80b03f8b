/**
 * Regions keep their identity across edits (issue 37 part 4). A region's identity is a point
 * inside it: a name is written with its point (`regions: NAME: [x, y]`), and a region of
 * `setup:` written by id is tied, before a line edit, to its label point (an interior point
 * from the engine). After the edit the setup is pointed at the regions holding those points
 * again (ids follow the reading order and change when a line is added, moved or removed), and a
 * name whose point a line now covers is moved inside the region that kept the old label point.
 *
 * The page itself writes names, never ids, into `setup:` (`startEdits`): a region the set-up
 * needs that has no name is named (`compassName`) in the same undo step.
 */
import type { Edit, Point, Region, ValidatedBoard } from '../engine-types';
import { regionAt, roundInside } from './geometry';
import { bounds } from './view';

/** A region of `setup:` as it was before an edit: its id, its name, a point inside it. */
export interface Anchor {
  id: number;
  name: string | null;
  at: Point;
}

/** The set-up's regions tied to points (null without a set-up). */
export interface SetupAnchors {
  lions: Anchor[];
  jackals: Anchor | null;
}

/** The edits that change regions (and so may renumber them). */
export function movesRegions(e: Edit): boolean {
  return e.op === 'add_line' || e.op === 'move_point' || e.op === 'delete_line' || e.op === 'set_frame';
}

/** The larger side of the board's extent, board units (0 for an empty board). */
function side(b: ValidatedBoard): number {
  const bb = bounds(b);
  return Math.max(bb.x1 - bb.x0, bb.y1 - bb.y0, 0);
}

/** The set-up of `b` tied to its regions' label points; null when `b` has no set-up. */
export function setupAnchors(b: ValidatedBoard): SetupAnchors | null {
  const s = b.setup;
  if (!s) return null;
  const anchor = (id: number): Anchor | null => {
    const r = b.regions[id - 1];
    return r ? { id, name: r.name, at: r.label } : null;
  };
  return {
    lions: s.lions.map(anchor).filter((a): a is Anchor => a !== null),
    jackals: s.jackals ? anchor(s.jackals) : null,
  };
}

/** The region of `b` holding point `p`, or, when `p` lies on a line, the one holding a point
 *  a thousandth of the board's side away (right, left, down, up: the first that lies in one). */
export function regionNear(p: Point, b: ValidatedBoard): Region | null {
  const r = regionAt(p, b.regions);
  if (r) return r;
  const e = side(b) / 1000 || 1e-3;
  for (const [dx, dy] of [[e, 0], [-e, 0], [0, e], [0, -e]]) {
    const q = regionAt([p[0] + dx, p[1] + dy], b.regions);
    if (q) return q;
  }
  return null;
}

/**
 * The `set_start` edit that puts the set-up of the board before an edit (`before`) back on its
 * regions in the board after it (`after`), or null when every slot is still on its region.
 *
 * A slot is on its region when the region `after` gives it holds the slot's old label point, or
 * when the slot is by name and the name is still on the board (a name goes with its own point,
 * which may lie elsewhere in the old region than the label point). A slot whose point lies in no
 * region of `after` keeps what it was. `renamed`: names `followNames` gives regions of `after`.
 */
export function followSetup(before: SetupAnchors, after: ValidatedBoard, renamed: Map<number, string> = new Map()): Edit | null {
  const now = after.setup ?? null;
  let moved = false;
  const ref = (r: Region): string | number => renamed.get(r.id) ?? r.name ?? r.id;
  const slot = (a: Anchor, current: number | null | undefined): string | number => {
    const target = regionNear(a.at, after);
    const named = a.name !== null ? after.regions.find((r) => r.name === a.name) : undefined;
    const cur = current ? after.regions[current - 1] : undefined;
    // By name, and the name still names a region: the name's point decides.
    if (named && cur && cur.id === named.id) return ref(named);
    if (!target) return cur ? ref(cur) : a.name ?? a.id;
    if (!cur || cur.id !== target.id) moved = true;
    return ref(target);
  };
  const lions = before.lions.map((a, i) => slot(a, now?.lions[i]));
  const jackals = before.jackals ? slot(before.jackals, now?.jackals) : null;
  if (!moved || jackals === null) return null;
  return { op: 'set_start', lions, jackals };
}

/**
 * The `name_region` edits that move a name whose point now lies on a line or outside every
 * region (a line drawn through it, the frame made smaller) inside the region of `after` that
 * holds the old region's label point, when that region has no name of its own.
 */
export function followNames(before: ValidatedBoard, after: ValidatedBoard): Edit[] {
  const out: Edit[] = [];
  const kept = new Set(after.regions.map((r) => r.name).filter((n) => n !== null));
  const taken = new Set<number>();
  for (const r of before.regions) {
    if (r.name === null || kept.has(r.name)) continue;
    const target = regionNear(r.label, after);
    if (!target || target.name !== null || taken.has(target.id)) continue;
    taken.add(target.id);
    out.push({ op: 'name_region', at: roundInside(target.label, target, after.regions, side(after)), name: r.name });
  }
  return out;
}

/** The compass names, by thirds of the board's extent (y grows down the sheet: north is up). */
const COMPASS = [
  ['North-west', 'North', 'North-east'],
  ['West', 'Centre', 'East'],
  ['South-west', 'South', 'South-east'],
];

/** A name for region `r` from where it lies on the board (`North-west` ... `South-east`), with
 *  ` 2`, ` 3` ... after it when `taken` has it already. Never a number (a name that reads as an
 *  id is a warning). */
export function compassName(b: ValidatedBoard, r: Region, taken: Set<string>): string {
  const bb = bounds(b);
  const third = (v: number, lo: number, hi: number): number => (hi > lo ? Math.min(2, Math.max(0, Math.floor((3 * (v - lo)) / (hi - lo)))) : 1);
  const base = COMPASS[third(r.label[1], bb.y0, bb.y1)][third(r.label[0], bb.x0, bb.x1)];
  let name = base;
  for (let k = 2; taken.has(name); k++) name = `${base} ${k}`;
  return name;
}

/**
 * The edits that set the start (lions in regions `lions`, the pack in `jackals`, ids of `b`)
 * by name: first a `name_region` for each of those regions that has no name (its compass name,
 * at a round point inside it), then `set_start` with the names. Applied in turn as one step.
 */
export function startEdits(b: ValidatedBoard, lions: number[], jackals: number): Edit[] {
  const taken = new Set(b.regions.map((r) => r.name).filter((n): n is string => n !== null));
  const names = new Map<number, string>();
  const edits: Edit[] = [];
  for (const id of [...lions, jackals]) {
    const r = b.regions[id - 1];
    if (!r || names.has(id)) continue;
    if (r.name !== null) { names.set(id, r.name); continue; }
    const name = compassName(b, r, taken);
    taken.add(name);
    names.set(id, name);
    edits.push({ op: 'name_region', at: roundInside(r.label, r, b.regions, side(b)), name });
  }
  const ref = (id: number): string | number => names.get(id) ?? id;
  edits.push({ op: 'set_start', lions: lions.map(ref), jackals: ref(jackals) });
  return edits;
}
