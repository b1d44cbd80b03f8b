// The Design tab in a real browser, on the built single file opened from file://.
import assert from 'node:assert/strict';
import { drag, downloaded, readRepo, regions, settled, typeYaml, screenOf } from './helpers.mjs';

/** classic's five lines (examples/classic.yaml). */
const CLASSIC = [
  [[0, 120], [420, 40]],
  [[0, 230], [420, 180]],
  [[120, 0], [170, 297]],
  [[330, 0], [260, 297]],
  [[0, 240], [100, 297]],
];

/** Each end pressed a little off its place (2 to 3 board units, a few pixels), so only snapping
 *  (to the frame, or to the grid of 10 along it) puts it where classic has it. */
const OFF = [[-2.5, 2], [2, -2.5], [1.5, 2.5], [-2, -1.5], [2.5, 1]];

export const tests = [
  {
    name: 'draw classic\'s five lines with snapping: 10 regions, the ends exactly on the frame',
    async run({ page }) {
      await settled(page);
      await regions(page, 1);
      let i = 0;
      for (const [a, b] of CLASSIC) {
        const o = OFF[i++ % OFF.length];
        await drag(page, [a[0] + o[0], a[1] + o[1]], [b[0] - o[1], b[1] + o[0]]);
        await page.waitForFunction((n) => window.savanna.store.validated?.lines.length === n && !window.savanna.store.stale, i);
      }
      await regions(page, 10);
      await settled(page);
      const lines = await page.evaluate(() => window.savanna.store.validated.lines.map((l) => [l.from, l.to]));
      assert.deepEqual(lines, CLASSIC);
      const verdict = await page.textContent('#verdict');
      assert.match(verdict, /^10 regions/);
      // The region under the pointer and its neighbours: classic's region 1 (Kopje's, top left)
      // borders exactly 2 regions (the one right of the trail, the one below the river).
      const [x, y] = await screenOf(page, [40, 40]);
      await page.mouse.move(x, y);
      await page.waitForSelector('#hover-neighbours');
      const nb = await page.textContent('#hover-neighbours');
      assert.equal(nb.split(':')[1].split(',').length, 2, nb);
      assert.equal(await page.locator('.region.nb').count(), 2);
    },
  },
  {
    name: 'a T-junction drawn by snapping to a line is exact: no dangle, one more region',
    async run({ page }) {
      // A vertical line across the sheet, then one from the left edge that stops on it.
      await drag(page, [200, -1], [200, 298]);
      await regions(page, 2);
      await drag(page, [1, 150], [201.5, 150.5]);
      await regions(page, 3);
      await settled(page);
      const v = await page.evaluate(() => window.savanna.store.validated);
      assert.deepEqual(v.lines[1].to, [200, 150]);
      assert.equal((v.loose_edges ?? []).length, 0);
    },
  },
  {
    name: 'a diagnostic appears; its click highlights the place on the board and in the YAML',
    async run({ page }) {
      // A line from the frame that stops in the open: a dangle.
      await drag(page, [0, 100], [150, 100]);
      await settled(page);
      const item = page.locator('#diagnostics li.diag', { hasText: /dangl|free end|bounds no region/i }).first();
      await item.waitFor({ timeout: 10000 });
      await item.click();
      assert.ok(await page.locator('.mark > *').count() > 0, 'the board marks the place');
      const sel = await page.evaluate(() => {
        const t = document.getElementById('yaml');
        return t.value.slice(t.selectionStart, t.selectionEnd);
      });
      assert.ok(sel.length > 0, 'the YAML pane selects the span');
      assert.match(sel, /150|100|from|to|\[/, `the span is in the line: ${sel}`);
    },
  },
  {
    name: 'the designer\'s comment stays after a board edit; undo and redo',
    async run({ page }) {
      const yaml = '# my savanna, drawn by hand\nunits: mm\nframe: {width: 420, height: 297}  # A3\nlines:\n  - [[0, 100], [420, 100]]  # the river\n';
      await typeYaml(page, yaml);
      await regions(page, 2);
      await drag(page, [210, 0], [210, 297]);
      await regions(page, 4);
      const after = await page.inputValue('#yaml');
      assert.ok(after.includes('# my savanna, drawn by hand'), after);
      assert.ok(after.includes('# the river'), after);
      assert.ok(after.includes('# A3'), after);
      await page.click('#undo');
      await regions(page, 2);
      assert.equal(await page.inputValue('#yaml'), yaml);
      await page.click('#redo');
      await regions(page, 4);
    },
  },
  {
    name: 'typed coordinates add a line; name a region by clicking it; the YAML and the board agree',
    async run({ page }) {
      await page.fill('#line-from-x', '0');
      await page.fill('#line-from-y', '150');
      await page.fill('#line-to-x', '420');
      await page.fill('#line-to-y', '150');
      await page.click('#add-line');
      await regions(page, 2);
      assert.match(await page.inputValue('#yaml'), /\[0, 150\]/);
      await page.click('#tool-name');
      const [x, y] = await screenOf(page, [100, 50]);
      await page.mouse.click(x, y);
      await page.fill('#region-name', 'Kopje');
      await page.press('#region-name', 'Enter');
      await page.waitForFunction(() => window.savanna.store.validated?.regions.some((r) => r.name === 'Kopje') && !window.savanna.store.stale);
      assert.match(await page.inputValue('#yaml'), /Kopje/);
      const label = await page.locator('.label', { hasText: 'Kopje' }).count();
      assert.equal(label, 1);
    },
  },
  {
    name: 'open classic, download the board file, the SVG sheet and the PDF sheet',
    async run({ page }) {
      await typeYaml(page, readRepo('examples/classic.yaml'));
      await regions(page, 10);
      await settled(page);
      const board = await downloaded(page, () => page.click('#dl-board'));
      assert.match(board.name, /\.json$/);
      const v = JSON.parse(board.bytes.toString('utf8'));
      assert.equal(v.regions.length, 10);
      assert.equal(v.regions.filter((r) => r.capacity).length, 10);
      const sheet = await downloaded(page, () => page.click('#dl-svg'));
      assert.match(sheet.name, /\.svg$/);
      const s = sheet.bytes.toString('utf8');
      assert.match(s, /<svg[^>]*width="[0-9.]+mm"/);
      const pdf = await downloaded(page, () => page.click('#dl-pdf'));
      assert.match(pdf.name, /\.pdf$/);
      assert.equal(pdf.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      // True scale: some page is at least A3 landscape, 420 x 297 mm = 1190.55 x 841.89 pt.
      const boxes = [...pdf.bytes.toString('latin1').matchAll(/\/MediaBox\s*\[\s*([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)\s*\]/g)]
        .map((m) => [Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])].map((pt) => (pt * 25.4) / 72));
      assert.ok(boxes.length > 0, 'the PDF has pages');
      assert.ok(boxes.some(([w, h]) => w >= 420 - 0.01 && h >= 297 - 0.01), `page sizes in mm: ${JSON.stringify(boxes)}`);
    },
  },
  {
    name: 'an SVG drawing dropped on the page is imported',
    async run({ page }) {
      const svgText = readRepo('tests/data/import/inkscape.svg');
      await page.evaluate((text) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], 'drawing.svg', { type: 'image/svg+xml' }));
        document.getElementById('board').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
      }, svgText);
      await page.waitForFunction(() => window.savanna.store.yaml.includes('lines:') && !window.savanna.store.yaml.startsWith('# A new board'));
      await settled(page);
      const n = await page.evaluate(() => window.savanna.store.validated.regions.length);
      assert.ok(n >= 2, `regions: ${n}`);
    },
  },
];
