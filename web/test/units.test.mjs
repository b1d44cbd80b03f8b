// The page's pure code (snapping, the sheet's capacity phrases, the YAML helpers), bundled by
// esbuild and run in node: no browser. Expected values worked out by hand.
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** The module at `src/<path>` (TypeScript), bundled for node. */
async function load(path) {
  const r = await build({ entryPoints: [join(src, path)], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent', loader: { '.ftl': 'text' } });
  return import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].text).toString('base64')}`);
}

const FRAME = [[0, 0], [420, 0], [420, 297], [0, 297]].map((a, i, p) => ({ a, b: p[(i + 1) % 4] }));

/** A region with capacities (the board's pieces: 3 lions of 30, 9 jackals of 20). */
function board(lions, jackals, mixed, lionCount = 3) {
  const region = { id: 1, name: null, outline: [], area: 1, label: [0, 0], neighbors: [], capacity: { lion: lions, jackal: jackals },
    mixed: mixed ? mixed.map(([l, j]) => ({ lions: l, jackals: j })) : null };
  return [{ pieces: { lion: { diameter: 30, count: lionCount }, jackal: { diameter: 20, count: 9 } }, regions: [region] }, region];
}

export const tests = [
  {
    name: 'form fields: a number typed and not yet set survives the engine\'s answers (the first one too); a line\'s ends always follow',
    browser: false,
    async run() {
      const { sync } = await load('design/dom.ts');
      const field = () => ({ dataset: {}, value: '' });
      // CI failure of 2026-12-03: 600 typed into the frame's width before the page's first answer
      // (297) arrived was overwritten by it, and Set applied 297.
      const w = field();
      w.value = '600';
      sync(w, '297', true);
      assert.equal(w.value, '600');
      // Applied: the board says 600 too, and the field follows the board again (an undo: 297).
      sync(w, '600', true);
      sync(w, '297', true);
      assert.equal(w.value, '297');
      // Untouched since shown: a new value is shown.
      sync(w, '420', true);
      assert.equal(w.value, '420');
      // A line's ends follow the selection whatever was typed.
      const x = field();
      sync(x, '10');
      x.value = '12';
      sync(x, '55');
      assert.equal(x.value, '55');
    },
  },
  {
    name: 'balance: the self-play line names its strength and says what undecided means',
    browser: false,
    async run() {
      const b = await load('play/balance.ts');
      // 100 games at greedy, 47 lions' and 43 jackals' wins: the lions' share of the 90 decisive
      // games is 47/90 = 52.2 %, its Wilson interval 42.0-62.2 % holds 50 % and reaches outside
      // 40-60 %: undecided.
      const r = { agent: 'greedy', strength: 'greedy', verdict: 'undecided', draws: { count: 10 }, capped: { count: 0 },
        lions_share: { rate: 0.5222, ci95: [0.4202, 0.6224], decisive: 90 } };
      assert.equal(b.selfPlayLine(r),
        'Self-play at greedy play (the best evaluation one step ahead: a weak player): undecided: the interval holds 50 % but is too wide to say which side, if any, is favoured (more games narrow it); the lions win 52.2 % of decisive games (95 %: 42.0 % – 62.2 %, 90 decisive). How players of this strength fare on the board, not its value under perfect play.');
      assert.equal(b.strengthWords({ agent: 'mcts', strength: 'mcts 200' }), 'MCTS at 200 iterations per turn (stronger with more iterations, short of perfect play)');
      assert.equal(b.selfPlayLine({ ...r, agent: 'random', strength: 'random', verdict: null, lions_share: { rate: null, ci95: null, decisive: 0 }, draws: { count: 4 }, capped: { count: 2 } }),
        'Self-play at random play (uniformly random moves: a baseline, the weakest player): no verdict (no game was decisive: 4 drawn, 2 reached the cap on rounds).');
      assert.equal(b.BALANCE_DEFAULTS.solve, 60);
    },
  },
  {
    name: 'snapping: ends first, then crossings, then onto a line with a round coordinate, then the grid',
    browser: false,
    async run() {
      const g = await load('design/geometry.ts');
      const river = { a: [0, 120], b: [420, 40] };
      const trail = { a: [120, 0], b: [170, 297] };
      const o = { tolerance: 5, grid: 10, fine: 0.5 };
      // Near the frame's corner: the corner itself.
      assert.deepEqual(g.snapPoint([2, -1], FRAME, o), { at: [0, 0], kind: 'end' });
      // Near the river's crossing with the trail: solve 120 - 80x/420 = y, x = 120 + 50y/297:
      // y = (120 - 80*120/420) / (1 + 80*50/(420*297)) = 97.1428.../1.03206... = 94.1246...
      const x = g.snapPoint([136, 94], [river, trail], o);
      assert.equal(x.kind, 'crossing');
      assert.ok(Math.abs(x.at[1] - 94.12459) < 1e-4 && Math.abs(x.at[0] - (120 + (50 * x.at[1]) / 297)) < 1e-9, JSON.stringify(x));
      // Near the river away from ends: x rounded to the grid (the river runs mostly along x),
      // y on the line: at x = 210, y = 120 - 80 * 210 / 420 = 80.
      assert.deepEqual(g.snapPoint([211.5, 81], [river], o).at, [210, 80]);
      // On the frame's left edge (vertical): y rounded, x exactly 0.
      assert.deepEqual(g.snapPoint([1.5, 118.2], FRAME, o).at, [0, 120]);
      // In the open: the grid.
      assert.deepEqual(g.snapPoint([203, 148], FRAME, o), { at: [200, 150], kind: 'grid' });
      // No grid: rounded to the fine step.
      assert.deepEqual(g.snapPoint([203.26, 148.74], FRAME, { ...o, grid: 0 }).at, [203.5, 148.5]);
    },
  },
  {
    name: 'the sheet\'s capacity phrases (the cases of src/output/render/in_play.rs)',
    browser: false,
    async run() {
      const { capacityPhrases: p } = await load('design/geometry.ts');
      const ph = (...a) => p(...board(...a));
      assert.deepEqual(ph(5, 40, [[0, 40], [1, 30], [2, 20], [3, 12]]), ['all']);
      assert.deepEqual(ph(3, 9, null), ['all']);
      assert.deepEqual(ph(4, 6, [[0, 6], [1, 6], [2, 4], [3, 0]]), ['3 lions', '6 jackals', 'with 2 lions: 4 jackals', 'with 3 lions: no jackals']);
      assert.deepEqual(ph(3, 40, [[0, 40], [1, 20], [2, 10], [3, 8]]), ['3 lions', '9 jackals', 'with 3 lions: 8 jackals']);
      assert.deepEqual(ph(2, 6, [[0, 6], [1, 4], [2, 6]]), ['2 lions', '6 jackals', 'with 1 lion: 4 jackals']);
      assert.deepEqual(ph(1, 5, [[0, 5], [1, 5]]), ['1 lion', '5 jackals']);
      assert.deepEqual(ph(1, 3, [[0, 3], [1, 1]]), ['1 lion', '3 jackals', 'with 1 lion: 1 jackal']);
      assert.deepEqual(ph(2, 6, null, 0), ['6 jackals']);
      const [v, r] = board(2, 6, null);
      r.capacity = {};
      assert.deepEqual(p(v, r), []);
    },
  },
  {
    name: 'YAML helpers: byte offsets, the lines: entry of a span, names renamed in place',
    browser: false,
    async run() {
      const d = await load('design/index.ts');
      // "é" is 2 bytes in UTF-8, "𝄞" 4 (and 2 UTF-16 units): byte 7 is after "aé𝄞", index 4.
      assert.equal(d.byteToIndex('aé𝄞b', 7), 4);
      assert.equal(d.byteToIndex('aé𝄞b', 3), 2);
      const yaml = 'units: mm\nlines:\n  - [[0, 1], [2, 3]]  # one\n  - from: [0, 5]\n    to: [9, 5]\npieces: {}\n';
      assert.equal(d.lineEntryAt(yaml, yaml.indexOf('[2, 3]')), 0);
      assert.equal(d.lineEntryAt(yaml, yaml.indexOf('[9, 5]')), 1);
      assert.equal(d.lineEntryAt(yaml, yaml.indexOf('pieces')), -1);
      assert.equal(d.lineEntryAt(yaml, 0), -1);
      assert.deepEqual(d.pointsInMessage('meet at (135.845891, 94.124592): and (-1, 2e3)'), [[135.845891, 94.124592], [-1, 2000]]);
      const f = await load('design/fallback.ts');
      const board = 'regions:\n  Kopje: [40, 40]  # Kopje is the rock\n  Oasis: [60, 180]\nsetup:\n  lions: [Kopje, Oasis]\n  jackals: "Kopje"\n';
      assert.equal(f.renameRegion(board, 'Kopje', 'Big Rock'),
        'regions:\n  Big Rock: [40, 40]  # Kopje is the rock\n  Oasis: [60, 180]\nsetup:\n  lions: [Big Rock, Oasis]\n  jackals: Big Rock\n');
      assert.equal(f.renameRegion(board, 'Kop', 'X'), null);
      assert.equal(f.yamlString('yes'), '"yes"');
      assert.equal(f.yamlString('Salt Pan'), 'Salt Pan');
    },
  },
  {
    name: 'byteIndexer agrees with byteToIndex at every byte of ASCII and of multi-byte text',
    browser: false,
    async run() {
      const { byteIndexer, byteToIndex } = await load('design/spans.ts');
      // "é" 2 bytes, "𝄞" 4 (a surrogate pair): bytes 0..9 of 'aé𝄞b' fall at indices
      // 0, 1, 2 (inside é: the next code point), 2, 4 (inside 𝄞: after it), 4, 4, 4, 5 (the end).
      const t = 'aé𝄞b';
      const at = byteIndexer(t);
      assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(at), [0, 1, 2, 2, 4, 4, 4, 4, 5, 5]);
      for (let b = 0; b < 10; b++) assert.equal(at(b), byteToIndex(t, b), `byte ${b}`);
      // ASCII: bytes are indices, clamped to the text (13 characters).
      const ascii = byteIndexer('lines:\n  - x\n');
      assert.deepEqual([-3, 0, 5, 13, 14, 99].map(ascii), [0, 0, 5, 13, 13, 13]);
    },
  },
  {
    name: 'live answers of a big board: diagnostics capped per code with every code counted; the board in parts, read back whole, with what the worker made for drawing it',
    browser: false,
    async run() {
      const l = await load('live-limits.ts');
      // 250 of code a (errors), 3 of b (warnings), 1 of c (advice), interleaved: a b a c a ...
      const all = [];
      for (let i = 0; i < 250; i++) {
        all.push({ code: 'a', severity: 'error', message: `a${i}` });
        if (i < 3) all.push({ code: 'b', severity: 'warning', message: `b${i}` });
        if (i === 0) all.push({ code: 'c', severity: 'advice', message: 'c0' });
      }
      const c = l.capDiagnostics(all);
      assert.equal(l.DIAG_PER_CODE, 100);
      assert.deepEqual(c.counts, [['a', 250], ['b', 3], ['c', 1]]);
      assert.equal(c.total, 254);
      assert.equal(c.errors, 250);
      assert.equal(c.warnings, 3);
      // The first 100 of a, all of b and c, in the engine's order.
      assert.equal(c.diagnostics.length, 104);
      assert.deepEqual(c.diagnostics.slice(0, 5).map((d) => d.message), ['a0', 'b0', 'c0', 'a1', 'b1']);
      assert.equal(c.diagnostics.at(-1).message, 'a99');
      // A board of 2 500 regions (no area, label or neighbours: each travels as its own JSON
      // text) and 1 corner (its keys in another order: as JSON too): its borders and
      // diagnostics left out, the rest as it was.
      const regions = Array.from({ length: 2500 }, (_, i) => ({ id: i + 1, outline: [[i, 0], [i + 1, 0], [i, 1]] }));
      const file = { savanna: 1, units: 'mm', regions, borders: [{ regions: [1, 2], length: 1 }], corners: [{ at: [1, 1], regions: [1, 3] }], diagnostics: all, game: { x: 1 } };
      const parts = l.boardParts(JSON.stringify(file, null, 2));
      assert.equal(parts.regions.count, 2500);
      assert.equal(parts.regions.texts.length, 2500);
      assert.deepEqual(parts.corners.texts, ['{"at":[1,1],"regions":[1,3]}']);
      // From 64 regions, the grid the page finds the region under the pointer with: 50 x 50
      // cells for 2 500 regions; read back with the board, it finds what a scan finds (the
      // triangle i,0 - i+1,0 - i,1 is region i + 1).
      assert.equal(parts.grid.n, 50);
      assert.equal(parts.grid.start.length, 2501);
      assert.equal(parts.grid.start.at(-1), parts.grid.items.length);
      assert.equal(l.partsBuffers(parts).length, 8);
      assert.deepEqual(l.partsBuffers(null), []);
      const back = await l.joinBoard(parts);
      assert.deepEqual(back, { ...file, borders: [], diagnostics: [] });
      assert.deepEqual(Object.keys(back), Object.keys(file));
      // What the worker made for drawing it: the arrangement's signature (each region's id,
      // area, outline size and first point, holes and neighbours counted; each corner) and,
      // over 500 regions, one path per colour: none has neighbours, so all are colour 0, each
      // the triangle i,0 - i+1,0 - i,1.
      // 2 counts, 7 numbers a region, 4 a corner; region 8 (the 8th): id 8, no area, 3 points
      // from (7, 0), no holes, no neighbours; the corner at (1, 1) between regions 1 and 3.
      assert.equal(parts.sig.length, 2 + 7 * 2500 + 4);
      assert.deepEqual([...parts.sig.slice(0, 2)], [2500, 1]);
      assert.deepEqual([...parts.sig.slice(2 + 7 * 7, 2 + 7 * 8)], [8, NaN, 3, 7, 0, 0, 0]);
      assert.deepEqual([...parts.sig.slice(-4)], [1, 1, 1, 3]);
      assert.deepEqual(parts.paths, [[0, regions.map((_, i) => `M${i},0L${i + 1},0L${i},1Z`).join('')]]);
      assert.deepEqual(l.drawnAhead(back), { sig: parts.sig, paths: parts.paths, byArea: parts.byArea });
      // No region has an area: ordered by id, 1 to 2 500.
      assert.deepEqual([...parts.byArea.slice(0, 3), parts.byArea.length], [0, 1, 2, 2500]);
      assert.deepEqual([...l.regionsByArea([{ id: 1, area: 2 }, { id: 2, area: 5 }, { id: 3, area: 2 }, { id: 0, area: 2 }])], [1, 3, 0, 2]);
      const g = await load('design/geometry.ts');
      g.adoptGrid(back.regions, parts.grid);
      assert.deepEqual([[0.25, 0.25], [1200.1, 0.5], [1200.9, 0.5], [2499.5, 0.25], [2500.5, 0.25]].map((p) => g.regionAt(p, back.regions)?.id ?? null),
        [1, 1201, null, 2500, null]);
      assert.equal(l.drawnAhead({ ...back }), undefined);
      // 500 regions or fewer: drawn one element each, no paths made.
      const small = l.boardParts(JSON.stringify({ ...file, regions: regions.slice(0, 500) }));
      assert.equal(small.paths, null);
      assert.equal(l.boardParts('not json'), null);
      assert.equal(l.boardParts('null'), null);
    },
  },
  {
    name: 'the regions and corners of a board packed in typed arrays and unpacked exactly as JSON.parse gave them',
    browser: false,
    async run() {
      const p = await load('board-pack.ts');
      // Two regions of the usual shape (one with a hole, one with no holes key), one of another
      // shape (a fractional neighbour), one with a -0 coordinate and an extra key at the front.
      const regions = [
        { id: 1, name: null, outline: [[0, 0], [10, 0], [10, 10], [0, 10]], holes: [[[2, 2], [3, 2], [3, 3]]], area: 99.5, label: [5, 5], neighbors: [2, 3], capacity: { lion: 2 } },
        { id: 2, outline: [[10, 0], [20, 0], [20, 10]], area: 50, label: [17.333333333333332, 3.3333333333333335], neighbors: [], name: 'Ford' },
        { id: 3, name: null, outline: [[0, 0]], area: 1, label: [0, 0], neighbors: [1.5] },
        { extra: true, id: 4, name: null, outline: [[-0, 0.1], [1e-300, 2 ** 53 + 2]], holes: [], area: 0, label: [0, 0], neighbors: [1] },
      ];
      const packed = p.packRegions(regions);
      assert.equal(packed.count, 4);
      // int: region 1: shape 0, id 1, 4 points, 1 hole of 3 points, 2 neighbours 2 3;
      // region 2: shape 1, id 2, 3 points, no holes key (-1), 0 neighbours; region 3: its own
      // text (index 2: -1 - 2); region 4: shape 3, id 4, 2 points, 0 holes, 1 neighbour.
      assert.deepEqual([...packed.int], [0, 1, 4, 1, 3, 2, 2, 3, 1, 2, 3, -1, 0, -3, 3, 4, 2, 0, 1, 1]);
      assert.deepEqual([...packed.num.slice(0, 3)], [99.5, 5, 5]);
      assert.equal(packed.num.length, 3 + 8 + 6 + 3 + 6 + 3 + 4);
      assert.deepEqual(packed.texts[0], '[["id","name","outline","holes","area","label","neighbors","capacity"],{"name":null,"capacity":{"lion":2}}]');
      const u = p.unpackRegions(packed);
      u.next(2);
      assert.equal(u.items.length, 2);
      assert.equal(u.done(), false);
      u.next(99);
      assert.equal(u.done(), true);
      assert.deepEqual(u.items, regions);
      for (const [i, r] of u.items.entries()) assert.deepEqual(Object.keys(r), Object.keys(regions[i]));
      assert.ok(Object.is(u.items[3].outline[0][0], -0));
      // Read again after a board whose region 1 is the same but for its capacity, whose region
      // 2 has another label, and whose region 4 has 0 where this one has -0: region 1's arrays
      // are the earlier board's, the others' new; every value as before.
      const earlier = structuredClone(regions);
      earlier[0].capacity = { lion: 1 };
      earlier[1].label = [17, 3];
      earlier[3].outline[0][0] = 0;
      const again = p.unpackRegions(packed, earlier);
      again.next(4);
      assert.deepEqual(again.items, regions);
      assert.equal(again.items[0].outline, earlier[0].outline);
      assert.equal(again.items[0].holes, earlier[0].holes);
      assert.equal(again.items[0].neighbors, earlier[0].neighbors);
      assert.deepEqual(again.items[0].capacity, { lion: 2 });
      assert.notEqual(again.items[1].outline, earlier[1].outline);
      assert.notEqual(again.items[3].outline, earlier[3].outline);
      assert.ok(Object.is(again.items[3].outline[0][0], -0));
      // Fewer regions before, or none: read as they are.
      const short = p.unpackRegions(packed, earlier.slice(0, 1));
      short.next(4);
      assert.deepEqual(short.items, regions);
      assert.equal(u.items[3].outline[1][1], 2 ** 53 + 2);
      // Regions whose values but the geometry are alike (an empty capacity each) share one
      // text; a capacity of its own makes another.
      const alike = (id, capacity) => ({ id, name: null, outline: [[id, 0]], area: 1, label: [0, 0], neighbors: [], capacity });
      const three = p.packRegions([alike(1, {}), alike(2, {}), alike(3, { lion: 1 })]);
      assert.deepEqual(three.texts, ['[["id","name","outline","area","label","neighbors","capacity"],{"name":null,"capacity":{}}]',
        '[["id","name","outline","area","label","neighbors","capacity"],{"name":null,"capacity":{"lion":1}}]']);
      // 5 integers a region: its text, id, 1 point, no holes key (-1), no neighbours.
      assert.deepEqual([...three.int], [0, 1, 1, -1, 0, 0, 2, 1, -1, 0, 1, 3, 1, -1, 0]);
      const corners = [{ regions: [1, 2], at: [0.25, -3] }, { regions: [1, 2.5], at: [0, 0] }, { regions: [3, 4], at: [1, 2], x: 1 }];
      const c = p.packCorners(corners);
      assert.deepEqual([...c.int], [1, 2, -(2 ** 31), 0, -(2 ** 31), 1]);
      const uc = p.unpackCorners(c);
      uc.next(3);
      assert.deepEqual(uc.items, corners);
      assert.equal(p.buffers(c).length, 2);
    },
  },
  {
    name: 'the region under a point on a board of many regions (a grid of their boxes): the same as a scan of them all',
    browser: false,
    async run() {
      const g = await load('design/geometry.ts');
      // 80 unit squares in rows of 10 (ids 1-80: id 10r + c + 1 at column c, row r), a band
      // below them (id 81, 0-10 x 8-12) with a hole (4-6 x 9-11) that region 82 fills.
      const sq = (x0, y0, x1, y1) => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
      const regions = Array.from({ length: 80 }, (_, k) => ({ id: k + 1, outline: sq(k % 10, Math.floor(k / 10), k % 10 + 1, Math.floor(k / 10) + 1) }));
      regions.push({ id: 81, outline: sq(0, 8, 10, 12), holes: [sq(4, 9, 6, 11)] }, { id: 82, outline: sq(4, 9, 6, 11) });
      const id = (p) => g.regionAt(p, regions)?.id ?? null;
      assert.deepEqual([[0.5, 0.5], [9.5, 7.5], [3.5, 2.5], [5, 10], [1, 10], [5, 11.5], [11, 5], [-0.1, 3], [5, 12.5], [NaN, 1]].map(id),
        [1, 80, 24, 82, 81, 81, null, null, null, null]);
      // Every point of a quarter-unit lattice, edges and corners included: as the scan finds it.
      const scan = (p) => regions.find((r) => g.inRing(p, r.outline) && !(r.holes ?? []).some((h) => g.inRing(p, h)))?.id ?? null;
      for (let x = -0.5; x <= 10.5; x += 0.25) for (let y = -0.5; y <= 12.5; y += 0.25) assert.equal(id([x, y]), scan([x, y]), `${x}, ${y}`);
    },
  },
  {
    name: 'a name point rounded as a designer writes it, finer where the region is thin',
    browser: false,
    async run() {
      const g = await load('design/geometry.ts');
      const rect = (id, x0, y0, x1, y1) => ({ id, name: null, outline: [[x0, y0], [x1, y0], [x1, y1], [x0, y1]], area: 1, label: [0, 0], neighbors: [] });
      const big = rect(1, 0, 0, 210, 297), thin = rect(2, 210, 0, 210.6, 297), rest = rect(3, 210.6, 0, 420, 297);
      const all = [big, thin, rest];
      assert.deepEqual(g.roundInside([54.33662506256735, 54.33662506256735], big, all, 420), [54, 54]);
      // A strip 0.6 mm wide: whole mm would leave it; tenths stay in.
      assert.deepEqual(g.roundInside([210.3123456789, 100.98765], thin, all, 420), [210.3, 101]);
      // A 3 m field: hundredths of a metre.
      assert.deepEqual(g.roundInside([1.23456789, 0.98765], rect(1, 0, 0, 3, 2), [rect(1, 0, 0, 3, 2)], 3), [1.23, 0.99]);
    },
  },
  {
    name: 'numbers as shown (issue 37): at most 2 decimals in mm and cm, 3 in m and in, 2 significant digits for a small one; the engine\'s text rounded, code spans and exponents kept',
    browser: false,
    async run() {
      const { formatNumber, formatLength, formatText } = await load('numbers.ts');
      // Worked by hand: 5.3482634252 in to 3 decimals is 5.348; 12.345678 mm to 2 is 12.35.
      assert.equal(formatLength(5.3482634252, 'in'), '5.348');
      assert.equal(formatLength(12.345678, 'mm'), '12.35');
      assert.equal(formatLength(0.30000000000000004, 'm'), '0.3');
      assert.equal(formatLength(420, 'mm'), '420');
      assert.equal(formatLength(1.5, 'cm'), '1.5');
      // Small (under 0.1 mm, 0.01 m): two significant digits (a gap of 0.0123 mm is not 0.01,
      // 0.00041 m is not 0); from there on the unit's decimals (0.123456 mm: 0.12).
      assert.equal(formatLength(0.0123456, 'mm'), '0.012');
      assert.equal(formatLength(0.00041234, 'm'), '0.00041');
      assert.equal(formatLength(0.0667, 'm'), '0.067');
      assert.equal(formatLength(0.123456, 'mm'), '0.12');
      assert.equal(formatLength(-0.0000001, 'mm'), '-1e-7');
      assert.equal(formatNumber(0, 2), '0');
      assert.equal(formatNumber(-0.001, 0), '-0.001');
      assert.equal(formatNumber(9.3333, 2), '9.33');
      assert.equal(formatNumber(2.5, 2), '2.5');
      // The engine's message after a board was converted to inches (classic, issue 37).
      assert.equal(formatText('4 regions meet at (5.3482634252, 3.70569259843): Kopje (region 1)', 'in'), '4 regions meet at (5.348, 3.706): Kopje (region 1)');
      // Short decimals, counts, exponents and code spans as they are; a number ending a sentence.
      assert.equal(formatText('stops 1e-5 m short; add `snap: 0.123456` (3 of 12 ends, 82.4 %)', 'm'), 'stops 1e-5 m short; add `snap: 0.123456` (3 of 12 ends, 82.4 %)');
      assert.equal(formatText('a gap of 0.123456.', 'mm'), 'a gap of 0.12.');
      assert.equal(formatText('IMG_2041.JPG and v1.23456', 'mm'), 'IMG_2041.JPG and v1.23456');
    },
  },
  {
    name: 'the Board form\'s word on a piece too large for the frame: over a quarter of its shorter side',
    browser: false,
    async run() {
      const { pieceSizeNote } = await load('design/panels.ts');
      const sheet = (w, hh, lion, jackal, units = 'm') => ({ units, frame: { width: w, height: hh, polygon: [[0, 0], [w, 0], [w, hh], [0, hh]] },
        pieces: { lion: { diameter: lion, count: 3 }, jackal: { diameter: jackal, count: 9 } } });
      // The finding: a 0.5 m lion on a 0.6 m sheet (a quarter of 0.6 is 0.15).
      assert.equal(pieceSizeNote(sheet(0.6, 0.6, 0.5, 0.02)),
        'The lion is 0.5 m across on a 0.6 × 0.6 m frame: more than a quarter of its shorter side (0.15 m). Few regions could hold one: check the units (m) and the piece diameters.');
      // Both kinds too large: the larger named, the other after it.
      assert.match(pieceSizeNote(sheet(0.6, 0.4, 0.3, 0.2)), /^The lion is 0.3 m across on a 0.6 × 0.4 m frame: more than a quarter of its shorter side \(0.1 m\), and so is the jackal\. /);
      // Classic (30 mm on 420 x 297: a tenth) and exactly a quarter: nothing said.
      assert.equal(pieceSizeNote(sheet(420, 297, 30, 20, 'mm')), '');
      assert.equal(pieceSizeNote(sheet(400, 200, 50, 20, 'mm')), '');
      // A polygon frame: its box's shorter side (a triangle 100 wide, 80 high: 20).
      assert.match(pieceSizeNote({ units: 'mm', frame: { polygon: [[0, 0], [100, 0], [50, 80]] }, pieces: { lion: { diameter: 21, count: 3 } } }), /a 100 × 80 mm frame: more than a quarter of its shorter side \(20 mm\)/);
      assert.equal(pieceSizeNote({ units: 'mm', frame: null, pieces: {} }), '');
    },
  },
];
