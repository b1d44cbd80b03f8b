// A board from a photo in the editor (issue 39.2) and the editor's findings of a new user (units
// typed, nudges out of the frame, a new board's first verdict, the view after typing on a phone).
// The fixture web/test/fixtures/hand-drawn.jpg is a synthetic photo (examples/photo_bench.rs:
// tests/suite/photo_support's crossing board drawn in felt pen, tilted 10-20°, 1600 × 1200 px).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { regions, screenOf, settled, typeYaml } from './helpers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const FIXTURE = join(here, 'fixtures', 'hand-drawn.jpg');

/** The module at `src/<path>` (TypeScript), bundled for node. */
async function load(path) {
  const r = await build({ entryPoints: [join(here, '..', 'src', path)], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent', loader: { '.ftl': 'text' } });
  return import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].text).toString('base64')}`);
}

/** The native binary: $SAVANNA_BIN, else the workspace's debug or release build; null if none. */
function savannaBin() {
  const root = join(here, '..', '..');
  return [process.env.SAVANNA_BIN, join(root, 'target', 'debug', 'savanna'), join(root, 'target', 'release', 'savanna')]
    .find((p) => p && existsSync(p)) ?? null;
}

/** Open the fixture with the Open menu's photo chooser, as `name`; waits for the board it makes. */
async function openPhoto(page, name = 'hand-drawn.jpg') {
  await page.setInputFiles('#open-photo-file', { name, mimeType: 'image/jpeg', buffer: readFileSync(FIXTURE) });
}

/** The Open menu (the photo's options in it) opened: a click on its title when it is closed. */
async function photoMenu(page) {
  if (!(await page.evaluate(() => document.getElementById('open-menu').open))) await page.click('#open-menu summary');
}

const photoBoard = (page) => page.waitForFunction(() => /^# Imported from a photo/.test(window.savanna.store.yaml), null, { timeout: 30000 });
const viewBox = (page) => page.evaluate(() => document.getElementById('board').getAttribute('viewBox').split(' ').map(Number));

export const tests = [
  {
    name: 'photo helpers in node: JPEG/PNG/WebP recognised by their bytes, the paper chosen as the CLI\'s options, the sheet\'s size read back',
    browser: false,
    async run() {
      const { isPhoto, readFileBytes } = await load('design/decode.ts');
      assert.equal(isPhoto(readFileSync(FIXTURE)), true);
      assert.equal(isPhoto(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), true);
      assert.equal(isPhoto(new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')])), true);
      assert.equal(isPhoto(Buffer.from('units: mm\n')), false);
      // A dropped photo under any name is a photo; a .jpg that is text still goes to the photo
      // import, which says it is no image.
      assert.equal((await readFileBytes('IMG_0001', readFileSync(FIXTURE))).kind, 'photo');
      assert.equal((await readFileBytes('board.jpg', Buffer.from('units: mm\n'))).kind, 'photo');
      assert.equal((await readFileBytes('board.yaml', Buffer.from('units: mm\n'))).kind, 'text');
      const { sizeOptions, sheetMm } = await load('design/photo.ts');
      assert.deepEqual(sizeOptions('auto', '', '', 'mm'), {});
      assert.deepEqual(sizeOptions('A3', '1', '1', 'mm'), { paper: 'A3' });
      assert.deepEqual(sizeOptions('custom', '30', '20', 'cm'), { size: '30x20cm' });
      assert.match(sizeOptions('custom', '0', '20', 'cm'), /width and height/);
      assert.match(sizeOptions('custom', 'x', '20', 'cm'), /width and height/);
      // 3 x 2 m is 3000 x 2000 mm; a board without a frame has no sheet.
      assert.deepEqual(sheetMm('units: m\nsnap: 0.0001\nframe:\n  width: 3\n  height: 2\nlines: []\n'), { w: 3000, h: 2000 });
      assert.deepEqual(sheetMm('units: mm\nframe:\n  width: 297\n  height: 210\n'), { w: 297, h: 210 });
      assert.equal(sheetMm('units: mm\nlines: []\n'), null);
    },
  },
  {
    name: 'editor helpers in node: a nudge stops at the frame\'s edge; refit only when the box changed a lot; an empty sheet is a hint; the grid\'s unit defaults',
    browser: false,
    async run() {
      const { moveInside } = await load('design/geometry.ts');
      const A3 = [[0, 0], [420, 0], [420, 297], [0, 297]];
      // A vertical line 5 mm below the top: up 10 moves half of it; at the top, none; down all.
      assert.equal(moveInside([[100, 5], [100, 210]], [0, -10], A3), 0.5);
      assert.equal(moveInside([[100, 0], [100, 205]], [0, -10], A3), 0);
      assert.equal(moveInside([[100, 0], [100, 205]], [0, 10], A3), 1);
      // A line from edge to edge slides along its edges (up), never out of them (right).
      assert.equal(moveInside([[0, 150], [420, 150]], [0, -10], A3), 1);
      assert.equal(moveInside([[0, 150], [420, 150]], [10, 0], A3), 0);
      // An end already outside the frame does not hold the line back.
      assert.equal(moveInside([[-50, 150], [100, 150]], [-10, 0], A3), 1);
      // A triangle frame: from (10, 5) right, the edge x + y = 20 is 5 away: a share of 5/10.
      assert.equal(moveInside([[10, 5]], [10, 0], [[0, 0], [20, 0], [0, 20]]), 0.5);
      const { needsRefit } = await load('design/view.ts');
      const view = { x: -21, y: -60, w: 462, h: 417 };
      const a3 = { x0: 0, y0: 0, x1: 420, y1: 297 };
      assert.equal(needsRefit(a3, a3, view), false);
      // 3000 x 2000 typed: cut off by the view.
      assert.equal(needsRefit(a3, { x0: 0, y0: 0, x1: 3000, y1: 2000 }, view), true);
      // 3 x 2 (units m typed over 420 x 297 numbers): a dot in the view.
      assert.equal(needsRefit(a3, { x0: 0, y0: 0, x1: 3, y1: 2 }, view), true);
      // 430 x 297: moved under a tenth of 420: the view stays.
      assert.equal(needsRefit(a3, { x0: 0, y0: 0, x1: 430, y1: 297 }, view), false);
      // Zoomed in on a corner, a line moved far but the box the same: the view stays.
      assert.equal(needsRefit(a3, a3, { x: 0, y: 0, w: 50, h: 40 }), false);
      const { emptySheetHint, EMPTY_SHEET } = await load('board-store.ts');
      const lion = { code: 'savanna::board::too-few-lion-regions', severity: 'error', message: 'only region 1 can hold a lion', help: null, line: 9, column: 3, regions: [1], labels: [] };
      const count = { code: 'savanna::board::region-count', severity: 'advice', message: 'the board has 1 region', help: null, line: 5, column: 3, regions: [], labels: [] };
      const other = { code: 'savanna::board::x', severity: 'warning', message: 'other', help: null, line: 1, column: 1, regions: [], labels: [] };
      const empty = { lines: [], regions: [{ id: 1 }] };
      const hinted = emptySheetHint([lion, count, other], empty);
      assert.deepEqual(hinted.map((d) => [d.code, d.severity]), [[EMPTY_SHEET, 'advice'], ['savanna::board::x', 'warning']]);
      // A board with a line keeps the engine's error (two regions cannot seat three lions).
      assert.deepEqual(emptySheetHint([lion], { lines: [{ from: [0, 0], to: [1, 1] }], regions: [{ id: 1 }, { id: 2 }] }), [lion]);
      const { GRID_DEFAULT } = await load('design/toolbar.ts');
      assert.deepEqual(GRID_DEFAULT, { mm: 10, cm: 1, in: 0.5, m: 0.01 });
    },
  },
  {
    name: 'Open photo: read in the worker ("reading the photo…"), the board text byte for byte `savanna import PHOTO`, the photo faded under the lines, its diagnostics listed, the lines editable, the underlay toggled',
    async run({ page, skip }) {
      const bin = savannaBin();
      if (!bin) skip('no savanna binary (set SAVANNA_BIN or cargo build)');
      const cli = execFileSync(bin, ['import', 'hand-drawn.jpg'], { cwd: dirname(FIXTURE), stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8');
      await settled(page);
      const input = await page.getAttribute('#open-photo-file', 'accept');
      assert.equal(input, 'image/*');
      assert.equal(await page.getAttribute('#open-photo-file', 'capture'), 'environment');
      await openPhoto(page);
      // Said at once, while the worker reads (the page keeps answering: the notice is drawn).
      await page.waitForFunction(() => /Reading the photo hand-drawn\.jpg/.test(document.getElementById('notice-text').textContent), null, { timeout: 5000 });
      await photoBoard(page);
      assert.equal(await page.evaluate(() => window.savanna.store.yaml), cli, 'the page\'s board text is the CLI\'s');
      await settled(page);
      assert.match(await page.textContent('#notice'), /^Read hand-drawn\.jpg/);
      // The overlay at the sheet's place and size (A4 landscape: 297 x 210 mm), under the lines.
      const img = await page.evaluate(() => {
        const i = document.querySelector('#board .underlay image');
        const order = [...document.getElementById('board').children].map((c) => c.getAttribute('class'));
        return i && { x: i.getAttribute('x'), y: i.getAttribute('y'), w: i.getAttribute('width'), h: i.getAttribute('height'), href: i.getAttribute('href').slice(0, 5), under: order.indexOf('underlay') < order.indexOf('lines'), opacity: getComputedStyle(i).opacity };
      });
      assert.deepEqual(img, { x: '0', y: '0', w: '297', h: '210', href: 'blob:', under: true, opacity: '0.45' });
      // The import's diagnostics in the list, by their codes.
      const list = await page.textContent('#diagnostics');
      assert.match(list, /hand-drawn\.jpg: size assumed: A4 landscape/);
      assert.match(list, /savanna::import::photo-closed/);
      // A line read is edited as any: line 5 (the diagonal) deleted. The photo holds 5 drawn lines;
      // this test counted 14 before the reader left writing out (issue 39: the names scribbled
      // in the regions were read as 9 short lines, the fault the test then deleted one of).
      const n = await page.evaluate(() => window.savanna.store.validated.lines.length);
      assert.equal(n, 5);
      await page.click('#tool-select');
      const l = await page.evaluate(() => window.savanna.store.validated.lines[4]);
      const [x, y] = await screenOf(page, [(l.from[0] + l.to[0]) / 2, (l.from[1] + l.to[1]) / 2]);
      await page.mouse.click(x, y);
      await page.keyboard.press('Delete');
      await page.waitForFunction(() => window.savanna.store.validated?.lines.length === 4 && !window.savanna.store.stale);
      assert.equal(await page.locator('#board .underlay image').count(), 1, 'the photo stays under the edited board');
      // Photo underlay off: gone; on: back.
      await photoMenu(page);
      await page.uncheck('#photo-underlay');
      assert.equal(await page.locator('#board .underlay image').count(), 0);
      // (A box ticked is a choice made: the menu closed; opened again to tick it back.)
      assert.equal(await page.evaluate(() => document.getElementById('open-menu').open), false);
      await photoMenu(page);
      await page.check('#photo-underlay');
      assert.equal(await page.locator('#board .underlay image').count(), 1);
      // New board: the photo goes with the board it was read for.
      page.once('dialog', (d) => void d.accept());
      await page.click('#new');
      await regions(page, 1);
      assert.equal(await page.locator('#board .underlay image').count(), 0);
      assert.equal(await page.isDisabled('#photo-underlay'), true);
    },
  },
  {
    name: 'the photo\'s paper: A3 and a custom 3 x 2 m as the CLI\'s --paper and --size (Read again); a wrong size and a photo that is no image are said; a dropped JPEG is read',
    async run({ page, skip }) {
      const bin = savannaBin();
      if (!bin) skip('no savanna binary (set SAVANNA_BIN or cargo build)');
      const cli = (...a) => execFileSync(bin, ['import', 'hand-drawn.jpg', ...a], { cwd: dirname(FIXTURE), stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8');
      await settled(page);
      await photoMenu(page);
      assert.equal(await page.isVisible('#photo-custom'), false);
      await page.selectOption('#photo-paper', 'A3');
      await openPhoto(page);
      await photoBoard(page);
      assert.equal(await page.evaluate(() => window.savanna.store.yaml), cli('--paper', 'A3'));
      await settled(page);
      // Custom 3 x 2 m, read again: the board in m, the photo over 3 x 2 m.
      await photoMenu(page);
      await page.selectOption('#photo-paper', 'custom');
      assert.equal(await page.isVisible('#photo-custom'), true);
      await page.fill('#photo-w', '3');
      await page.fill('#photo-h', '2');
      await page.selectOption('#photo-unit', 'm');
      await page.click('#photo-again');
      const m = cli('--size', '3x2m');
      await page.waitForFunction((t) => window.savanna.store.yaml === t, m, { timeout: 30000 });
      await page.waitForFunction(() => window.savanna.store.validated?.units === 'm' && !window.savanna.store.stale);
      assert.deepEqual(await page.evaluate(() => ['width', 'height'].map((k) => document.querySelector('#board .underlay image').getAttribute(k))), ['3', '2']);
      // A size of 0: said, nothing read.
      await photoMenu(page);
      await page.fill('#photo-w', '0');
      await page.click('#photo-again');
      await page.waitForFunction(() => /The photo was not read: type the sheet's width and height/.test(document.getElementById('notice-text').textContent));
      assert.equal(await page.evaluate(() => window.savanna.store.yaml), m);
      // A .jpg that is no image (auto paper again): the engine's sentence.
      await photoMenu(page);
      await page.selectOption('#photo-paper', 'auto');
      await page.setInputFiles('#open-photo-file', { name: 'board.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all\n') });
      await page.waitForFunction(() => /^The photo was not read: board\.jpg/.test(document.getElementById('notice-text').textContent), null, { timeout: 20000 });
      assert.ok(await page.evaluate(() => document.getElementById('notice').classList.contains('refused')));
      // A JPEG dropped on the page: read as opened.
      const bytes = [...readFileSync(FIXTURE)];
      await page.evaluate((b) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(b)], 'IMG_2041.JPG', { type: 'image/jpeg' }));
        document.getElementById('board').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
      }, bytes);
      await page.waitForFunction(() => /^# Imported from a photo by `savanna import`: IMG_2041\.JPG/.test(window.savanna.store.yaml), null, { timeout: 30000 });
      assert.equal(await page.evaluate(() => window.savanna.store.yaml), cli().replace('hand-drawn.jpg', 'IMG_2041.JPG'));
    },
  },
  {
    name: 'units typed in the YAML: the grid takes the unit\'s default (0.01 m, 0.5 in) and the view is fitted again; Convert still converts the pitch',
    async run({ page }) {
      await typeYaml(page, 'units: mm\nframe: {width: 3000, height: 2000}\nlines:\n  - [[0, 1000], [3000, 1000]]\n');
      await regions(page, 2);
      await settled(page);
      await typeYaml(page, 'units: m\nframe: {width: 3, height: 2}\nlines:\n  - [[0, 1], [3, 1]]\n');
      await page.waitForFunction(() => window.savanna.store.validated?.units === 'm' && !window.savanna.store.stale);
      await page.waitForFunction(() => document.getElementById('grid-pitch').value === '0.01');
      // The whole 3 x 2 m board in view (not a dot in a 3000-unit view).
      await page.waitForFunction(() => Number(document.getElementById('board').getAttribute('viewBox').split(' ')[2]) < 10);
      const [vx, vy, vw, vh] = await viewBox(page);
      assert.ok(vx <= 0 && vy <= 0 && vx + vw >= 3 && vy + vh >= 2, `${[vx, vy, vw, vh]}`);
      // Keep numbers (m to in): the unit's default too.
      await page.selectOption('#units', 'in');
      await page.click('#keep-units');
      await page.waitForFunction(() => window.savanna.store.validated?.units === 'in' && !window.savanna.store.stale);
      await page.waitForFunction(() => document.getElementById('grid-pitch').value === '0.5');
      // Convert (in to cm) converts the pitch instead: 0.5 in is 1.27 cm.
      await settled(page);
      await page.selectOption('#units', 'cm');
      await page.click('#convert-units');
      await page.waitForFunction(() => window.savanna.store.validated?.units === 'cm' && !window.savanna.store.stale);
      await page.waitForFunction(() => document.getElementById('grid-pitch').value === '1.27');
    },
  },
  {
    name: 'arrow nudges stop at the frame\'s edge (said), and at the edge are refused with the notice',
    async run({ page }) {
      await typeYaml(page, 'units: mm\nframe: {width: 420, height: 297}\nlines:\n  - [[100, 45], [100, 250]]\n');
      await settled(page);
      assert.equal(await page.inputValue('#grid-pitch'), '10');
      await page.click('#tool-select');
      const [x, y] = await screenOf(page, [100, 150]);
      await page.mouse.click(x, y);
      const line = () => page.evaluate(() => window.savanna.store.validated.lines[0]);
      const at = (y0) => page.waitForFunction((y0) => window.savanna.store.validated?.lines[0].from[1] === y0 && !window.savanna.store.stale, y0);
      for (const y0 of [35, 25, 15, 5]) {
        await page.keyboard.press('ArrowUp');
        await at(y0);
      }
      // 5 mm from the top: half a step, onto the edge, said.
      await page.keyboard.press('ArrowUp');
      await at(0);
      assert.deepEqual(await line(), { from: [100, 0], to: [100, 205], name: null });
      assert.match(await page.textContent('#notice'), /Stopped at the frame's edge/);
      // At the edge: refused, said, the line as it was.
      const yaml = await page.evaluate(() => window.savanna.store.yaml);
      await page.keyboard.press('ArrowUp');
      await page.waitForFunction(() => /^Not moved: the line would leave the frame/.test(document.getElementById('notice-text').textContent));
      assert.equal(await page.evaluate(() => window.savanna.store.yaml), yaml);
      // Along the edge and back in: free.
      await page.keyboard.press('ArrowDown');
      await at(10);
    },
  },
  {
    name: 'New board starts with a hint, not an error: "empty sheet", no errors, the hint says how to draw; a line drawn across makes the usual verdict',
    async run({ page }) {
      await settled(page);
      await page.click('#new');
      await settled(page);
      assert.equal(await page.evaluate(() => window.savanna.store.errors), 0);
      assert.match(await page.textContent('#verdict'), /^1 region · empty sheet: draw lines$/);
      assert.ok(await page.evaluate(() => document.getElementById('verdict').classList.contains('hint')));
      const list = await page.textContent('#diagnostics');
      assert.match(list, /an empty sheet: draw lines across it/);
      assert.doesNotMatch(list, /too-few-lion-regions|can hold a lion/);
      await typeYaml(page, 'units: mm\nframe: {width: 420, height: 297}\nlines:\n  - [[0, 150], [420, 150]]\n');
      await regions(page, 2);
      await settled(page);
      // Two regions cannot seat three lions: the engine's error again, as it should be.
      assert.equal(await page.evaluate(() => window.savanna.store.errors), 1);
      assert.doesNotMatch(await page.textContent('#verdict'), /empty sheet/);
    },
  },
  {
    name: 'phone 390x844: the view is fitted again when the YAML typed changes the board\'s box a lot, and kept for a small change',
    async run({ page }) {
      await page.setViewportSize({ width: 390, height: 844 });
      await settled(page);
      await page.click('#zoom-fit');
      await typeYaml(page, 'units: mm\nframe: {width: 1200, height: 800}\nlines:\n  - [[0, 400], [1200, 400]]\n');
      await page.waitForFunction(() => window.savanna.store.validated?.frame?.width === 1200 && !window.savanna.store.stale);
      await page.waitForFunction(() => {
        const [x, y, w, h] = document.getElementById('board').getAttribute('viewBox').split(' ').map(Number);
        return x <= 0 && y <= 0 && x + w >= 1200 && y + h >= 800;
      });
      const before = await viewBox(page);
      await typeYaml(page, 'units: mm\nframe: {width: 1210, height: 800}\nlines:\n  - [[0, 400], [1210, 400]]\n');
      await page.waitForFunction(() => window.savanna.store.validated?.frame?.width === 1210 && !window.savanna.store.stale);
      assert.deepEqual(await viewBox(page), before, 'a small change keeps the view');
    },
  },
];
