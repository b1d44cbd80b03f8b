/**
 * Plane geometry for the editor's pointer: snapping to line ends, to lines and to the grid,
 * hit tests, and region colouring. Board units, x right, y DOWN (as on the page and in SVG).
 * Exactness is the engine's business (snap rounding on its grid): a point the editor puts on a
 * line is a float on that line, which the engine's noding joins (manual, docs/src/capacity.md, "Tolerance policy").
 */
import type { Point, Region, ValidatedBoard } from '../engine-types';
import { t } from '../i18n';

export interface Segment { a: Point; b: Point; }

export type SnapKind = 'end' | 'crossing' | 'line' | 'grid' | 'free';

export interface Snap { at: Point; kind: SnapKind; /** The segment a 'line' snap lies on. */ on?: Segment; }

export function dist(p: Point, q: Point): number {
  return Math.hypot(p[0] - q[0], p[1] - q[1]);
}

/** The point of segment `s` nearest to `p`, and its parameter t in [0, 1]. */
export function nearestOnSegment(p: Point, s: Segment): { at: Point; t: number } {
  const dx = s.b[0] - s.a[0];
  const dy = s.b[1] - s.a[1];
  const l2 = dx * dx + dy * dy;
  if (l2 === 0) return { at: s.a, t: 0 };
  const t = Math.max(0, Math.min(1, ((p[0] - s.a[0]) * dx + (p[1] - s.a[1]) * dy) / l2));
  return { at: [s.a[0] + t * dx, s.a[1] + t * dy], t };
}

/** The crossing point of two segments, or null (parallel or apart). */
export function crossing(s: Segment, u: Segment): Point | null {
  const r = [s.b[0] - s.a[0], s.b[1] - s.a[1]];
  const q = [u.b[0] - u.a[0], u.b[1] - u.a[1]];
  const den = r[0] * q[1] - r[1] * q[0];
  if (den === 0) return null;
  const w = [u.a[0] - s.a[0], u.a[1] - s.a[1]];
  const t = (w[0] * q[1] - w[1] * q[0]) / den;
  const v = (w[0] * r[1] - w[1] * r[0]) / den;
  if (t < 0 || t > 1 || v < 0 || v > 1) return null;
  return [s.a[0] + t * r[0], s.a[1] + t * r[1]];
}

/** Round to `step` (0: unchanged), printing-clean (no 0.30000000000000004). */
export function roundTo(x: number, step: number): number {
  if (!(step > 0)) return x;
  const r = Math.round(x / step) * step;
  const decimals = Math.max(0, Math.min(12, Math.ceil(-Math.log10(step)) + 1));
  return Number(r.toFixed(decimals));
}

/**
 * A point on segment `s` near `p` with a round coordinate: the coordinate along which the segment
 * runs further (x for a flat line, y for a steep one) is rounded to `step`, the other computed on
 * the line, so the YAML shows e.g. `[120.5, 83.33333333333333]` rather than two long floats.
 * An axis-parallel segment gives an exact point.
 */
export function roundOnSegment(p: Point, s: Segment, step: number): Point {
  const near = nearestOnSegment(p, s).at;
  const dx = s.b[0] - s.a[0];
  const dy = s.b[1] - s.a[1];
  if (!(step > 0)) return near;
  if (Math.abs(dx) >= Math.abs(dy)) {
    if (dx === 0) return near;
    const lo = Math.min(s.a[0], s.b[0]);
    const hi = Math.max(s.a[0], s.b[0]);
    const x = Math.max(lo, Math.min(hi, roundTo(near[0], step)));
    if (dy === 0) return [x, s.a[1]];
    return [x, s.a[1] + ((x - s.a[0]) * dy) / dx];
  }
  const lo = Math.min(s.a[1], s.b[1]);
  const hi = Math.max(s.a[1], s.b[1]);
  const y = Math.max(lo, Math.min(hi, roundTo(near[1], step)));
  if (dx === 0) return [s.a[0], y];
  return [s.a[0] + ((y - s.a[1]) * dx) / dy, y];
}

export interface SnapOptions {
  /** Snap distance, in board units (a few pixels at the current zoom). */
  tolerance: number;
  /** Grid pitch in board units; 0: no grid snap. */
  grid: number;
  /** Step of the free coordinates (and along lines) when the grid is off. */
  fine: number;
}

/**
 * Snap `p` to, in this order: an end of a segment (or frame corner), a crossing of two segments,
 * a point on a segment (T-junctions), the grid; else the point rounded to `fine`.
 */
export function snapPoint(p: Point, segments: Segment[], o: SnapOptions): Snap {
  let best: Snap | null = null;
  let bestD = o.tolerance;
  for (const s of segments) {
    for (const e of [s.a, s.b]) {
      const d = dist(p, e);
      if (d <= bestD) { bestD = d; best = { at: e, kind: 'end' }; }
    }
  }
  if (best) return best;
  const near: { s: Segment; d: number }[] = [];
  for (const s of segments) {
    const d = dist(p, nearestOnSegment(p, s).at);
    if (d <= o.tolerance) near.push({ s, d });
  }
  for (let i = 0; i < near.length; i++) {
    for (let j = i + 1; j < near.length; j++) {
      const x = crossing(near[i].s, near[j].s);
      if (x && dist(p, x) <= bestD) { bestD = dist(p, x); best = { at: x, kind: 'crossing' }; }
    }
  }
  if (best) return best;
  if (near.length > 0) {
    near.sort((a, b) => a.d - b.d);
    const s = near[0].s;
    return { at: roundOnSegment(p, s, o.grid > 0 ? o.grid : o.fine), kind: 'line', on: s };
  }
  if (o.grid > 0) {
    const g: Point = [roundTo(p[0], o.grid), roundTo(p[1], o.grid)];
    if (dist(p, g) <= Math.max(o.tolerance, o.grid / 2)) return { at: g, kind: 'grid' };
  }
  return { at: [roundTo(p[0], o.fine), roundTo(p[1], o.fine)], kind: 'free' };
}

/** The segments the pointer snaps to: the drawn lines and the frame's edges. */
export function segmentsOf(v: Pick<ValidatedBoard, 'lines' | 'frame'>, skipLine = -1): Segment[] {
  const out: Segment[] = [];
  v.lines.forEach((l, i) => { if (i !== skipLine) out.push({ a: l.from, b: l.to }); });
  const poly = v.frame?.polygon ?? [];
  for (let i = 0; i < poly.length; i++) out.push({ a: poly[i], b: poly[(i + 1) % poly.length] });
  return out;
}

/** Even-odd point in polygon (a ring without its closing point). */
export function inRing(p: Point, ring: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if ((yi > p[1]) !== (yj > p[1]) && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether `p` is inside the ring `ring` or within `eps` of its edges. */
export function inOrOnRing(p: Point, ring: Point[], eps: number): boolean {
  for (let i = 0; i < ring.length; i++) {
    if (dist(p, nearestOnSegment(p, { a: ring[i], b: ring[(i + 1) % ring.length] }).at) <= eps) return true;
  }
  return inRing(p, ring);
}

/**
 * How much of the move `d` the points `pts` can make and stay inside the frame `ring` (or on
 * its edges): a share from 0 (not at all: a point is on the edge, moving out) to 1 (all of it).
 * A point outside the frame before the move does not hold it back. Along each point's path the
 * share is where it first leaves the ring: the path cut at every crossing with an edge, each
 * piece inside or out as its middle is (issue 39: a line nudged by the arrows stops at the edge).
 */
export function moveInside(pts: Point[], d: Point, ring: Point[]): number {
  if (ring.length < 3 || (d[0] === 0 && d[1] === 0)) return 1;
  const xs = ring.map((q) => q[0]), ys = ring.map((q) => q[1]);
  const eps = 1e-9 * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), 1);
  let share = 1;
  for (const p of pts) {
    if (!inOrOnRing(p, ring, eps)) continue;
    const at = (t: number): Point => [p[0] + t * d[0], p[1] + t * d[1]];
    const cuts = [0, 1];
    for (let i = 0; i < ring.length; i++) {
      const x = crossing({ a: p, b: at(1) }, { a: ring[i], b: ring[(i + 1) % ring.length] });
      if (!x) continue;
      const t = Math.abs(d[0]) >= Math.abs(d[1]) ? (x[0] - p[0]) / d[0] : (x[1] - p[1]) / d[1];
      if (t > 0 && t < 1) cuts.push(t);
    }
    cuts.sort((a, b) => a - b);
    for (let k = 0; k + 1 < cuts.length; k++) {
      if (cuts[k] >= share) break;
      if (!inOrOnRing(at((cuts[k] + cuts[k + 1]) / 2), ring, eps)) { share = cuts[k]; break; }
    }
  }
  return share;
}

/** The region containing `p` (outside its holes), or null: the first of `regions` in their
 *  order. Over GRID_FROM regions through a grid of their boxes (`regionGrid`: the live
 *  pipeline's worker makes it, live-limits.ts `boardParts`; else made here once per array, a
 *  board read is never changed), so that a pointer move over 200 lines' 9 000 regions tests a
 *  handful, not all (the first move's scan took 35 ms, issue 37.6). */
export function regionAt(p: Point, regions: readonly Region[]): Region | null {
  const inside = (r: Region): boolean => inRing(p, r.outline) && !(r.holes ?? []).some((h) => inRing(p, h));
  let g = regions.length < GRID_FROM ? null : grids.get(regions);
  if (g === undefined) { g = regionGrid(regions); grids.set(regions, g); }
  if (!g || g.n === 0) return regions.find(inside) ?? null;
  const cx = gridCell(g, p[0], 0), cy = gridCell(g, p[1], 1);
  // Outside every box (or not a number): no region holds it.
  if (cx < 0 || cy < 0) return null;
  const c = cy * g.n + cx;
  for (let i = g.start[c]; i < g.start[c + 1]; i++) if (inside(regions[g.items[i]])) return regions[g.items[i]];
  return null;
}

/** How many regions make regionAt use a grid. */
export const GRID_FROM = 64;

/** The regions' positions by cell of an `n` x `n` grid over the box `lo` to `lo + n size` of
 *  their outlines: cell `c` (row by row) lists `items[start[c]]` to `items[start[c + 1] - 1]`,
 *  in increasing order. Typed arrays: made in the worker and moved to the page. */
export interface RegionGrid { n: number; lo: [number, number]; size: [number, number]; start: Int32Array<ArrayBuffer>; items: Int32Array<ArrayBuffer> }

const grids = new WeakMap<readonly Region[], RegionGrid>();

/** Use `g` (regionGrid of these regions, made elsewhere) for regionAt over `regions`. */
export function adoptGrid(regions: readonly Region[], g: RegionGrid): void {
  grids.set(regions, g);
}

/** The column (axis 0) or row (1) of grid `g` a coordinate falls in; -1 outside the grid. */
function gridCell(g: RegionGrid, v: number, axis: 0 | 1): number {
  if (!(v >= g.lo[axis] && v <= g.lo[axis] + g.size[axis] * g.n)) return -1;
  return Math.max(0, Math.min(g.n - 1, Math.floor((v - g.lo[axis]) / g.size[axis])));
}

/** A grid of about one region a cell (`RegionGrid`). Each region is listed in every cell its
 *  outline's box overlaps, the box widened by a billionth of its coordinates' size: a point the
 *  crossing test (`inRing`) finds inside lies in the box but for rounding, so the grid finds
 *  what a scan of all regions finds. */
export function regionGrid(regions: readonly Region[]): RegionGrid {
  const boxes = new Float64Array(4 * regions.length).fill(NaN);
  const lo: [number, number] = [Infinity, Infinity], hi = [-Infinity, -Infinity];
  regions.forEach((r, k) => {
    if (!r.outline.length) return;
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const [x, y] of r.outline) { x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y); }
    const pad = 1e-9 * (Math.abs(x0) + Math.abs(x1) + Math.abs(y0) + Math.abs(y1) + 1);
    boxes.set([x0 - pad, y0 - pad, x1 + pad, y1 + pad], 4 * k);
    lo[0] = Math.min(lo[0], x0 - pad); lo[1] = Math.min(lo[1], y0 - pad); hi[0] = Math.max(hi[0], x1 + pad); hi[1] = Math.max(hi[1], y1 + pad);
  });
  let n = Math.max(1, Math.min(256, Math.ceil(Math.sqrt(regions.length))));
  // The last cell's far side at least `hi` (a division rounded down would leave `hi` out).
  const side = (a: 0 | 1): number => {
    let s = Math.max((hi[a] - lo[a]) / n, 1e-300);
    for (let k = 0; k < 8 && lo[a] + s * n < hi[a]; k++) s *= 1 + 1e-12;
    return s;
  };
  const size: [number, number] = [side(0), side(1)];
  // No region, or coordinates too big for a box: no grid (n 0, regionAt scans them all).
  if (![0, 1].every((a) => Number.isFinite(lo[a]) && Number.isFinite(size[a]) && lo[a] + size[a] * n >= hi[a])) n = 0;
  const g: RegionGrid = { n, lo, size, start: new Int32Array(n * n + 1), items: new Int32Array(0) };
  if (n === 0) return g;
  const cells: number[][] = Array.from({ length: n * n }, () => []);
  for (let k = 0; k < regions.length; k++) {
    if (Number.isNaN(boxes[4 * k])) continue;
    const c0 = gridCell(g, boxes[4 * k], 0), c1 = gridCell(g, boxes[4 * k + 2], 0), r0 = gridCell(g, boxes[4 * k + 1], 1), r1 = gridCell(g, boxes[4 * k + 3], 1);
    for (let y = r0; y <= r1; y++) for (let x = c0; x <= c1; x++) cells[y * n + x].push(k);
  }
  let total = 0;
  cells.forEach((c, i) => { g.start[i] = total; total += c.length; });
  g.start[n * n] = total;
  g.items = new Int32Array(total);
  cells.forEach((c, i) => g.items.set(c, g.start[i]));
  return g;
}

/** A point of region `r` as a designer would write it: rounded to a round step (the power of
 *  ten near a hundredth of the board's larger side, at most 1 unit: whole mm on a sheet of
 *  420 mm, 0.01 m on a 3 m field), finer only when the rounding would move it out of the region
 *  or onto its edge (the point and the four half a step away must all lie in it). */
export function roundInside(p: Point, r: Region, regions: Region[], side: number): Point {
  let step = Math.min(1, Math.pow(10, Math.floor(Math.log10(side > 0 ? side / 100 : 1))));
  for (let k = 0; k < 8; k++, step /= 10) {
    const q: Point = [roundTo(p[0], step), roundTo(p[1], step)];
    const h = step / 2;
    const probes: Point[] = [q, [q[0] - h, q[1]], [q[0] + h, q[1]], [q[0], q[1] - h], [q[0], q[1] + h]];
    if (probes.every((x) => regionAt(x, regions)?.id === r.id)) return q;
  }
  return p;
}

/** The room around a label point inside its region: the half width (to the nearer edge along
 *  the horizontal through it) and the half height (along the vertical), in board units. */
export function labelRoom(p: Point, r: Region): [number, number] {
  const rings = [r.outline, ...(r.holes ?? [])];
  const half = (axis: 0 | 1): number => {
    const o = 1 - axis;
    let lo = -Infinity, hi = Infinity;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const a = ring[j], b = ring[i];
        if ((a[o] > p[o]) === (b[o] > p[o])) continue;
        const c = a[axis] + ((p[o] - a[o]) * (b[axis] - a[axis])) / (b[o] - a[o]);
        if (c <= p[axis]) lo = Math.max(lo, c); else hi = Math.min(hi, c);
      }
    }
    const d = Math.min(p[axis] - lo, hi - p[axis]);
    return Number.isFinite(d) ? d : 0;
  };
  return [half(0), half(1)];
}

/** SVG path data of a region: outline and holes (even-odd fill). */
export function regionPath(r: Region): string {
  const ring = (pts: Point[]) => `M${pts.map((q) => `${q[0]},${q[1]}`).join('L')}Z`;
  return ring(r.outline) + (r.holes ?? []).map(ring).join('');
}

/** Colour classes 0..5 by greedy colouring in id order, so neighbors differ. */
export function colourRegions(regions: readonly Region[]): Map<number, number> {
  const colour = new Map<number, number>();
  for (const r of regions) {
    const used = new Set((r.neighbors ?? []).map((n) => colour.get(n)).filter((c) => c !== undefined));
    let c = 0;
    while (used.has(c)) c++;
    colour.set(r.id, c % 6);
  }
  return colour;
}

/** What the board's regions and corners are drawn from, as numbers: how many regions and
 *  corners, then every region's id, area, outline size and first point, holes and neighbours
 *  counted, then every corner's point and two regions. Equal signatures (`sameSignature`) draw
 *  the same regions and corners. (The live pipeline's worker makes it, live-limits.ts
 *  `boardParts`; as a line of text, 200 lines' took the worker 145 ms, its numbers written out.) */
export function arrangementSignature(b: { regions: readonly Region[]; corners: readonly { at: Point; regions: number[] }[] }): Float64Array<ArrayBuffer> {
  const sig = new Float64Array(2 + 7 * b.regions.length + 4 * b.corners.length);
  sig[0] = b.regions.length;
  sig[1] = b.corners.length;
  let k = 2;
  for (const r of b.regions) {
    const p = r.outline[0] ?? [NaN, NaN];
    sig.set([r.id, r.area, r.outline.length, p[0], p[1], (r.holes ?? []).length, (r.neighbors ?? []).length], k);
    k += 7;
  }
  for (const c of b.corners) { sig.set([c.at[0], c.at[1], c.regions[0], c.regions[1]], k); k += 4; }
  return sig;
}

/** Whether two signatures (`arrangementSignature`) are the same, number for number. */
export function sameSignature(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/** A big board's regions as one path per colour (`colourRegions`), by colour: `[colour, d]`
 *  in increasing colour (the editor draws a board over layers.ts MERGE_REGIONS regions so, a
 *  handful of elements, not thousands). */
export function mergedPaths(regions: readonly Region[]): [number, string][] {
  const colours = colourRegions(regions);
  const byColour = new Map<number, string[]>();
  for (const r of regions) {
    const c = colours.get(r.id) ?? 0;
    const l = byColour.get(c);
    if (l) l.push(regionPath(r)); else byColour.set(c, [regionPath(r)]);
  }
  return [...byColour].sort((x, y) => x[0] - y[0]).map(([c, ds]) => [c, ds.join('')]);
}

/** `n` pieces of a kind in the page's language: the sheet's own words (`count-lion`,
 *  `count-jackal` of the catalogue); another kind in English (`3 foxes`). */
export function counted(kind: string, n: number): string {
  return kind === 'lion' || kind === 'jackal' ? t(`count-${kind}`, { n }) : `${n} ${n === 1 ? kind : `${kind}s`}`;
}

/**
 * The capacity phrases of a region as the print sheet writes them (a port of
 * src/output/render/in_play.rs `capacity_phrases`, in the sheet's words `cap-…`): `all` when every piece in play fits at once;
 * else each kind's count capped at the number in play, and the mixed rows that bind
 * (`with 1 lion: 4 jackals`). Empty without capacities.
 */
export function capacityPhrases(v: ValidatedBoard, r: Region): string[] {
  const cap = r.capacity ?? {};
  if (Object.keys(cap).length === 0) return [];
  const kinds: [string, number | null][] = Object.entries(v.pieces).map(([k, p]) => [k, p.count]);
  for (const k of Object.keys(cap)) if (!kinds.some(([o]) => o === k)) kinds.push([k, null]);
  const count = (k: string) => v.pieces[k]?.count ?? 0;
  const eachKind = kinds.every(([k, n]) => n === null || n === 0 || (cap[k] ?? -1) >= n);
  const lions = count('lion');
  const jackals = count('jackal');
  const mixedAll = !(r.mixed && lions > 0 && jackals > 0) || r.mixed.some((row) => row.lions === lions && row.jackals >= jackals);
  if (eachKind && mixedAll) return [t('cap-all')];
  const shown = (k: string, n: number | null): number | null => {
    const c = cap[k];
    if (c === undefined) return null;
    if (n === 0) return null;
    return n === null ? c : Math.min(c, n);
  };
  const out: string[] = [];
  for (const [k, n] of kinds) {
    const c = shown(k, n);
    if (c !== null) out.push(counted(k, c));
  }
  const l = shown('lion', v.pieces.lion?.count ?? null);
  const j = shown('jackal', v.pieces.jackal?.count ?? null);
  if (l === null || j === null || !r.mixed) return out;
  for (const row of r.mixed) {
    if (row.lions >= 1 && row.lions <= l && row.jackals < j) {
      const jt = row.jackals === 0 ? t('cap-no-jackals') : counted('jackal', row.jackals);
      out.push(t('cap-with', { n: row.lions, jackals: jt }));
    }
  }
  return out;
}
