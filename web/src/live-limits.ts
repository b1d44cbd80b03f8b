/**
 * What the live pipeline (engine.worker.ts) sends the page of a build: a big board's answer is
 * tens of MB (200 lines: a 24 MB board file, 35 000 diagnostics, an 18 MB report), and copying
 * and parsing it on the page's thread blocked it for seconds (issue 37.6). Pure functions, run
 * in the worker; tested in node (test/units.test.mjs).
 */
import { buffers, packCorners, packRegions, unpackCorners, unpackRegions, type Packed } from './board-pack';
import { adoptGrid, arrangementSignature, GRID_FROM, mergedPaths, regionGrid, type RegionGrid } from './design/geometry';
import type { Diagnostic, Region } from './engine-types';

/** The most diagnostics of each code sent with a live answer: a big board has tens of
 *  thousands (35 000 on 200 lines), whose copy to the page and list would block it for seconds;
 *  the page lists and underlines these, and asks for the rest of a code (`liveDiagnostics`). */
export const DIAG_PER_CODE = 100;
/** The most characters of the plain-text report sent with a live answer (200 lines: 18 MB). */
export const REPORT_MAX = 20000;

/** What a live answer carries of `all`: the first DIAG_PER_CODE of each code in the engine's
 *  order, and the counts of every code (in the order each code first comes), errors and
 *  warnings. */
export function capDiagnostics(all: readonly Diagnostic[]): {
  diagnostics: Diagnostic[]; counts: [string, number][]; total: number; errors: number; warnings: number;
} {
  const counts = new Map<string, number>();
  const diagnostics: Diagnostic[] = [];
  let errors = 0, warnings = 0;
  for (const d of all) {
    const n = (counts.get(d.code) ?? 0) + 1;
    counts.set(d.code, n);
    if (n <= DIAG_PER_CODE) diagnostics.push(d);
    if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
  }
  return { diagnostics, counts: [...counts], total: all.length, errors, warnings };
}

/** A validated board file in parts: `head` the file without its regions, corners, borders and
 *  diagnostics (as empty arrays), its regions and corners packed in typed arrays (board-pack.ts:
 *  posted as transferables, unpacked by the page a slice at a time, see `joinBoard`). 200 lines'
 *  file is 24 MB: 12 MB of diagnostics (they come apart, capped), 2 MB of borders (the page
 *  does not read them), and 6 MB of regions and corners, whose one JSON.parse blocked the page
 *  for 300 ms. */
export interface BoardParts {
  head: string;
  regions: Packed;
  corners: Packed;
  /** What the page draws of the board, made here (in the worker) rather than on the page's
   *  thread: the arrangement's signature (geometry.ts `arrangementSignature`) and, above
   *  MERGE_REGIONS regions, the regions as one path per colour (geometry.ts `mergedPaths`;
   *  else null). Absent when the file's regions are not regions. See `drawnAhead`. */
  sig?: Float64Array<ArrayBuffer>;
  paths?: [number, string][] | null;
  /** From geometry.ts GRID_FROM regions, the grid regionAt finds the region under the pointer
   *  with (geometry.ts `regionGrid`: 200 lines' took the page's first pointer move 25 ms). */
  grid?: RegionGrid;
  /** The regions' positions, the largest first (`regionsByArea`: the order the labels are
   *  drawn in; 200 lines' sort took the page 14 ms an answer). */
  byArea?: Int32Array<ArrayBuffer>;
}

/** The positions of `regions`, the largest area first, ties by id, then by position. */
export function regionsByArea(regions: readonly Region[]): Int32Array<ArrayBuffer> {
  return Int32Array.from(regions.keys()).sort((i, j) => regions[j].area - regions[i].area || regions[i].id - regions[j].id || i - j);
}

/** The buffers of `parts` (null: none), to transfer with the message that carries them. */
export function partsBuffers(parts: BoardParts | null | undefined): ArrayBuffer[] {
  if (!parts) return [];
  return [...buffers(parts.regions), ...buffers(parts.corners), ...(parts.grid ? [parts.grid.start.buffer, parts.grid.items.buffer] : []),
    ...(parts.byArea ? [parts.byArea.buffer] : []), ...(parts.sig ? [parts.sig.buffer] : [])];
}

/** Above this many regions, the editor draws the regions as one path per colour and the corner
 *  contacts only for the region under the pointer: 60 lines' 950 regions and 2 000 corners as
 *  elements of their own took 250 ms of layout after each edit (issue 37.6). */
export const MERGE_REGIONS = 500;

/** What the worker made of a board read from parts, for drawing it (BoardParts `sig`, `paths`). */
export interface DrawnAhead { sig: Float64Array; paths: [number, string][] | null; byArea: Int32Array | null }

const ahead = new WeakMap<object, DrawnAhead>();

/** What the worker made for drawing `board` (a board `joinBoard` read from parts that carry
 *  it); undefined for any other board (the page makes it itself). */
export function drawnAhead(board: object): DrawnAhead | undefined {
  return ahead.get(board);
}

/** `output` (a validated board file's JSON text) in parts; null when it is not such a file. */
export function boardParts(output: string): BoardParts | null {
  let b: Record<string, unknown>;
  try {
    b = JSON.parse(output) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (b === null || typeof b !== 'object') return null;
  const list = (xs: unknown): unknown[] => (Array.isArray(xs) ? xs : []);
  const parts: BoardParts = { regions: packRegions(list(b.regions)), corners: packCorners(list(b.corners)), head: '' };
  try {
    // 200 lines: 9 000 regions, 60 ms for the signature and 90 ms for the paths on the page's
    // thread after every edit.
    const regions = (Array.isArray(b.regions) ? b.regions : []) as Region[];
    parts.sig = arrangementSignature({ regions, corners: Array.isArray(b.corners) ? b.corners : [] });
    parts.paths = regions.length > MERGE_REGIONS ? mergedPaths(regions) : null;
    if (regions.length >= GRID_FROM) parts.grid = regionGrid(regions);
    parts.byArea = regionsByArea(regions);
  } catch {
    // Not regions (a file of another shape): the page draws what it can.
  }
  for (const k of ['regions', 'corners', 'borders', 'diagnostics']) if (k in b) b[k] = [];
  parts.head = JSON.stringify(b);
  return parts;
}

/** The regions of the board `joinBoard` read last. */
let lastRegions: readonly unknown[] = [];

/** How long one task may unpack before `joinBoard` lets the page run, in ms. */
const PARSE_SLICE_MS = 25;

/** Items unpacked between two looks at the clock (1 000 regions: a few ms). Fewer made a
 *  60-line board's 950 regions wait for other tasks between slices on a loaded machine, where
 *  the clock runs on while the thread waits: 70 ms more to the regions redrawn. */
const SLICE_ITEMS = 1000;

/** The board of `parts` (boardParts) put together, its regions and corners unpacked a slice at
 *  a time: after PARSE_SLICE_MS it waits for the next task (a small board is read in the task
 *  it came in; a big one never blocks the page for long, and resolves in a task of its own).
 *  Rejects as JSON.parse throws. */
export async function joinBoard<T>(parts: BoardParts): Promise<T> {
  let t = performance.now();
  let waited = false;
  const board = JSON.parse(parts.head) as Record<string, unknown[]>;
  // The last board read's regions lend this one the arrays of its unchanged regions
  // (board-pack.ts `unpackRegions`).
  for (const [k, u] of [['regions', unpackRegions(parts.regions, lastRegions)], ['corners', unpackCorners(parts.corners)]] as const) {
    while (!u.done()) {
      if (performance.now() - t > PARSE_SLICE_MS) {
        await new Promise((res) => setTimeout(res, 0));
        t = performance.now();
        waited = true;
      }
      u.next(u.items.length + SLICE_ITEMS);
    }
    board[k] = u.items;
  }
  lastRegions = board.regions;
  if (parts.sig !== undefined) ahead.set(board, { sig: parts.sig, paths: parts.paths ?? null, byArea: parts.byArea ?? null });
  if (parts.grid) adoptGrid(board.regions as Region[], parts.grid);
  // A big board is drawn in a task of its own, not after its last part's parse.
  if (waited) await new Promise((res) => setTimeout(res, 0));
  return board as T;
}
