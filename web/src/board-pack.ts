/**
 * A validated board's regions and corners packed in typed arrays, for the live pipeline's answer
 * (live-limits.ts `boardParts`): the worker packs what it parsed of the engine's board file, posts
 * the arrays' buffers as transferables (moved, not copied), and the page unpacks them a slice at
 * a time, with no JSON text to parse again (issue 37.6: 200 lines' 9 000 regions and 20 000
 * corners were 6 MB of JSON, stringified in parts by the worker in 57 ms and parsed again by the
 * page in 93 ms).
 *
 * Unpacking gives back exactly what JSON.parse gave the worker: the same keys in the same order,
 * the same numbers to the bit (a Float64Array holds any JSON number as it was parsed). An item of
 * another shape than the usual one (a key the page does not know about is fine; a non-number
 * coordinate, a non-integer id are not) travels as its own JSON text, so nothing is lost or
 * changed. Pure functions; tested in node (test/units.test.mjs).
 */

/** Regions or corners packed (`packRegions`, `packCorners`). */
export interface Packed {
  /** How many items. */
  count: number;
  /** Integers, item after item: see `packRegions` and `packCorners`. */
  int: Int32Array<ArrayBuffer>;
  /** Numbers (coordinates, areas), item after item. */
  num: Float64Array<ArrayBuffer>;
  /** JSON texts, each once: a region's keys and the values that are not geometry
   *  (`[keys, rest]`), or a whole item of another shape. */
  texts: string[];
}

/** The buffers of `p`, to transfer with postMessage. */
export function buffers(p: Packed): ArrayBuffer[] {
  return [p.int.buffer, p.num.buffer];
}

const INT_MIN = -(2 ** 31);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x > INT_MIN && x < 2 ** 31 && !Object.is(x, -0);
const isNum = (x: unknown): x is number => typeof x === 'number';
const isPoint = (x: unknown): x is [number, number] => Array.isArray(x) && x.length === 2 && isNum(x[0]) && isNum(x[1]);
const isRing = (x: unknown): x is [number, number][] => Array.isArray(x) && x.every(isPoint);

/** Growable arrays of integers and numbers. */
class Out {
  int = new Int32Array(1024);
  num = new Float64Array(1024);
  ni = 0;
  nn = 0;
  i(x: number): void {
    if (this.ni === this.int.length) { const a = new Int32Array(this.int.length * 2); a.set(this.int); this.int = a; }
    this.int[this.ni++] = x;
  }
  n(x: number): void {
    if (this.nn === this.num.length) { const a = new Float64Array(this.num.length * 2); a.set(this.num); this.num = a; }
    this.num[this.nn++] = x;
  }
  ring(r: [number, number][]): void {
    for (const p of r) { this.n(p[0]); this.n(p[1]); }
  }
  done(count: number, texts: string[]): Packed {
    return { count, int: this.int.slice(0, this.ni), num: this.num.slice(0, this.nn), texts };
  }
}

/** `texts` indexed: the index of a text, added once. */
function indexer(texts: string[]): (s: string) => number {
  const at = new Map<string, number>();
  return (s) => {
    let k = at.get(s);
    if (k === undefined) { k = texts.length; texts.push(s); at.set(s, k); }
    return k;
  };
}

/** Whether regions `a` and `b` (keys `ka`, `kb`) have the same keys in the same order and the
 *  same values but for the geometry: equal numbers, strings, booleans or null, or both an empty
 *  object or an empty array (what JSON.stringify writes alike). */
function sameShape(ka: string[], a: Record<string, unknown>, kb: string[], b: Record<string, unknown>): boolean {
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i];
    if (k !== kb[i]) return false;
    if (GEOMETRY.has(k)) continue;
    const x = a[k], y = b[k];
    if (x === y && (typeof x !== 'number' || Object.is(x, y))) continue;
    const empty = (v: unknown): boolean => v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === (Array.isArray(v) ? Array.prototype : Object.prototype) && Object.keys(v).length === 0;
    if (!(empty(x) && empty(y) && Array.isArray(x) === Array.isArray(y))) return false;
  }
  return true;
}

/** The keys of a region that are geometry, packed as numbers. */
const GEOMETRY = new Set(['id', 'outline', 'holes', 'area', 'label', 'neighbors']);

/**
 * `regions` (the board file's, as JSON.parse gave them) packed. Each region of the usual shape
 * (`id` and `neighbors` 32-bit integers, `outline` and `holes` rings of [x, y] numbers, `area` a
 * number, `label` an [x, y]) is, in `int`: the index of its `[keys, rest]` text (0 or more), `id`,
 * the outline's point count, the holes' count (-1: no `holes` key) and each one's point count,
 * the neighbours' count and the neighbours; in `num`: area, label x, label y, then the outline's
 * and the holes' coordinates. Any other region is `-1 - k` in `int`, its JSON the text `k`.
 */
export function packRegions(regions: readonly unknown[]): Packed {
  const out = new Out();
  const texts: string[] = [];
  const text = indexer(texts);
  let last: { keys: string[]; o: Record<string, unknown>; t: number } | null = null;
  for (const r of regions) {
    const o = r as Record<string, unknown>;
    const keys = o !== null && typeof o === 'object' && !Array.isArray(o) ? Object.keys(o) : [];
    const usual = keys.length > 0 && !keys.includes('__proto__') && isInt(o.id) && isNum(o.area) && isPoint(o.label)
      && isRing(o.outline) && Array.isArray(o.neighbors) && o.neighbors.every(isInt)
      && (!('holes' in o) || (Array.isArray(o.holes) && o.holes.every(isRing)));
    if (!usual) { out.i(-1 - text(JSON.stringify(r))); continue; }
    // The last region's `[keys, rest]` text when this one's is the same (a board without
    // capacities: every region's), else its own (a JSON.stringify a region took most of the time).
    if (!last || !sameShape(last.keys, last.o, keys, o)) {
      const rest: Record<string, unknown> = {};
      for (const k of keys) if (!GEOMETRY.has(k)) rest[k] = o[k];
      last = { keys, o, t: text(JSON.stringify([keys, rest])) };
    }
    const outline = o.outline as [number, number][];
    const holes = o.holes as [number, number][][] | undefined;
    const neighbors = o.neighbors as number[];
    out.i(last.t);
    out.i(o.id as number);
    out.i(outline.length);
    out.i(holes ? holes.length : -1);
    for (const h of holes ?? []) out.i(h.length);
    out.i(neighbors.length);
    for (const n of neighbors) out.i(n);
    out.n(o.area as number);
    out.n((o.label as number[])[0]);
    out.n((o.label as number[])[1]);
    out.ring(outline);
    for (const h of holes ?? []) out.ring(h);
  }
  return out.done(regions.length, texts);
}

/**
 * `corners` packed: a corner `{regions: [a, b], at: [x, y]}` (those keys in that order, a and b
 * 32-bit integers) is a, b in `int` and x, y in `num`; any other is `INT_MIN, k` in `int` (and
 * 0, 0 in `num`), its JSON the text `k`.
 */
export function packCorners(corners: readonly unknown[]): Packed {
  const out = new Out();
  const texts: string[] = [];
  const text = indexer(texts);
  for (const c of corners) {
    const o = c as Record<string, unknown>;
    const keys = o !== null && typeof o === 'object' ? Object.keys(o) : [];
    const reg = o?.regions as unknown[] | undefined;
    const usual = keys.length === 2 && keys[0] === 'regions' && keys[1] === 'at' && Array.isArray(reg)
      && reg.length === 2 && isInt(reg[0]) && isInt(reg[1]) && isPoint(o.at);
    if (usual) {
      out.i(reg[0] as number); out.i(reg[1] as number);
      out.n((o.at as number[])[0]); out.n((o.at as number[])[1]);
    } else {
      out.i(INT_MIN); out.i(text(JSON.stringify(c)));
      out.n(0); out.n(0);
    }
  }
  return out.done(corners.length, texts);
}

/** Reads packed items back, a slice at a time (`next(upTo)`: the items up to that many, in
 *  order). */
export interface Unpacker { items: unknown[]; done(): boolean; next(upTo: number): void }

/** The regions of `p` (packRegions) as JSON.parse gave them to the packer. Regions of one
 *  `[keys, rest]` text share its non-geometry values (a board read is never changed). `prev`:
 *  the regions of a board read before (the same text's regions before its capacities, a board
 *  before a small edit): a region whose id, area, label, outline, holes and neighbours are
 *  those of the one at the same place there, number for number, shares its arrays, so that a
 *  board's second answer makes little garbage (200 lines: 9 000 regions and 60 000 points an
 *  answer, whose collection was the page's largest cost after an edit). Throws as JSON.parse
 *  does on a broken text. */
export function unpackRegions(p: Packed, prev: readonly unknown[] = []): Unpacker {
  const { int, num, texts } = p;
  const shapes = new Map<number, [string[], Record<string, unknown>]>();
  const items: unknown[] = [];
  let a = 0, b = 0;
  const ring = (n: number): [number, number][] => {
    const r: [number, number][] = new Array(n);
    for (let k = 0; k < n; k++, b += 2) r[k] = [num[b], num[b + 1]];
    return r;
  };
  // Whether `r` is the ring of `n` points at `num[at]`.
  const sameRing = (r: unknown, n: number, at: number): boolean => {
    if (!Array.isArray(r) || r.length !== n) return false;
    for (let k = 0; k < n; k++) {
      const q = r[k] as number[];
      if (!Object.is(q[0], num[at + 2 * k]) || !Object.is(q[1], num[at + 2 * k + 1])) return false;
    }
    return true;
  };
  return {
    items,
    done: () => items.length >= p.count,
    next(upTo: number): void {
      while (items.length < Math.min(upTo, p.count)) {
        const t = int[a++];
        if (t < 0) { items.push(JSON.parse(texts[-1 - t])); continue; }
        let shape = shapes.get(t);
        if (!shape) { shape = JSON.parse(texts[t]) as [string[], Record<string, unknown>]; shapes.set(t, shape); }
        const id = int[a++], n = int[a++], nh = int[a++];
        const holeSizes = Array.from(int.subarray(a, a + Math.max(nh, 0)));
        a += Math.max(nh, 0);
        const nn = int[a++];
        const area = num[b];
        // The region at the same place before, when its geometry is this one's.
        const old = prev[items.length] as Record<string, unknown> | undefined;
        let same = !!old && old.id === id && Object.is(old.area, area) && Array.isArray(old.label)
          && Object.is(old.label[0], num[b + 1]) && Object.is(old.label[1], num[b + 2])
          && Array.isArray(old.neighbors) && old.neighbors.length === nn && old.neighbors.every((x, k) => x === int[a + k])
          && sameRing(old.outline, n, b + 3) && (nh < 0 ? !('holes' in old) : Array.isArray(old.holes) && old.holes.length === nh);
        for (let k = 0, at = b + 3 + 2 * n; same && k < nh; at += 2 * holeSizes[k], k++) same = sameRing((old!.holes as unknown[])[k], holeSizes[k], at);
        let geometry: Record<string, unknown>;
        if (same) {
          geometry = old!;
          a += nn;
          b += 3 + 2 * (n + holeSizes.reduce((x, y) => x + y, 0));
        } else {
          const neighbors = Array.from(int.subarray(a, a + nn));
          a += nn;
          const label = [num[b + 1], num[b + 2]];
          b += 3;
          geometry = { id, area, label, neighbors, outline: ring(n) };
          if (nh >= 0) geometry.holes = holeSizes.map(ring);
        }
        const [keys, rest] = shape;
        const r: Record<string, unknown> = {};
        for (const k of keys) r[k] = GEOMETRY.has(k) ? geometry[k] : rest[k];
        items.push(r);
      }
    },
  };
}

/** The corners of `p` (packCorners) as JSON.parse gave them to the packer. */
export function unpackCorners(p: Packed): Unpacker {
  const { int, num, texts } = p;
  const items: unknown[] = [];
  return {
    items,
    done: () => items.length >= p.count,
    next(upTo: number): void {
      for (let k = items.length; k < Math.min(upTo, p.count); k++) {
        const a = int[2 * k];
        items.push(a === INT_MIN ? JSON.parse(texts[int[2 * k + 1]]) : { regions: [a, int[2 * k + 1]], at: [num[2 * k], num[2 * k + 1]] });
      }
    },
  };
}
