// Small faults testers met in the editor (issue 37): a board opened after another keeps none of
// its list, the verdict is never half old and half new, a notice's close button sits on the
// notice at 390x844, the Play tab's file button speaks the page's language, start markers stay
// in their regions and line names clear of each other. On the built page from file://.
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { regions, settled, typeYaml } from './helpers.mjs';

/** The module at `src/<path>` (TypeScript), bundled for node. */
async function load(path) {
  const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
  const r = await build({ entryPoints: [join(src, path)], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent', loader: { '.ftl': 'text' } });
  return import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].text).toString('base64')}`);
}

/** `k - 1` lines down and across a 100 mm square: k x k squares of 100/k mm, each too small for
 *  a lion (30 mm): (k - 1)^2 corner contacts, 2k(k - 1) short borders, k^2 too-small regions. */
function grid(k) {
  const ls = [];
  for (let i = 1; i < k; i++) { const c = (100 * i) / k; ls.push(`[[${c}, 0], [${c}, 100]]`, `[[0, ${c}], [100, ${c}]]`); }
  return `frame: {width: 100, height: 100}\nlines: [${ls.join(', ')}]\n`;
}
const link = (yaml) => `#board=${deflateRawSync(Buffer.from(yaml)).toString('base64url')}`;
const rowsOf = (page, code) => page.locator(`#diagnostics li.diag[data-code="${code}"]`).count();
const SMALL = 'savanna::region::too-small';

export const tests = [
  {
    name: 'a board opened after another starts with its diagnostic groups closed ("and N more" does not carry over)',
    async run({ page }) {
      await page.evaluate((h) => { location.hash = h; }, link(grid(12)));
      await regions(page, 144);
      await settled(page);
      // 530 diagnostics: grouped, 10 rows of each code; "and 134 more" shows 50 more.
      assert.equal(await rowsOf(page, SMALL), 10);
      await page.click(`#diagnostics button.more[data-code="${SMALL}"]`);
      await page.waitForFunction((c) => document.querySelectorAll(`#diagnostics li.diag[data-code="${c}"]`).length === 60, SMALL);
      // Another board (11 x 11 = 121 squares): its group back at 10 rows.
      await page.evaluate((h) => { location.hash = h; }, link(grid(11)));
      await regions(page, 121);
      await settled(page);
      assert.equal(await rowsOf(page, SMALL), 10);
      assert.match(await page.textContent(`#diagnostics button.more[data-code="${SMALL}"]`), /111 more/);
    },
  },
  {
    name: 'the verdict while a newer text is built: the last verdict whole, marked busy, never its regions with the new errors',
    async run({ page }) {
      await typeYaml(page, grid(3));
      await regions(page, 9);
      await settled(page);
      const before = await page.textContent('#verdict');
      assert.match(before, /^9 regions · 2 errors/);
      // The text changed and read at once, before the worker answers.
      const during = await page.evaluate((y) => {
        window.savanna.store.setYaml(y, 'board');
        const v = document.getElementById('verdict');
        return { text: v.textContent, busy: v.getAttribute('aria-busy'), regions: v.dataset.regions, pending: v.classList.contains('pending') };
      }, 'frame: {width: 100, height: 100}\nlines: [[[50, 0], [50, 100]]]\n');
      assert.deepEqual(during, { text: `${before} · checking…`, busy: 'true', regions: '', pending: true });
      await regions(page, 2);
      await settled(page);
      const after = await page.evaluate(() => { const v = document.getElementById('verdict'); return [v.textContent, v.getAttribute('aria-busy')]; });
      assert.equal(after[1], null);
      assert.match(after[0], /^2 regions · /);
      assert.doesNotMatch(after[0], /checking/);
    },
  },
  {
    name: 'at 390x844 a notice\'s close button lies on its notice (it was in the tab bar, 230 px above)',
    async run({ page }) {
      await page.setViewportSize({ width: 390, height: 844 });
      // Touch (pointer: coarse): the buttons are taller, 36 px.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      await typeYaml(page, grid(2));
      await regions(page, 4);
      await page.evaluate(() => window.savanna.editor.say('a notice to close'));
      const [n, x] = await page.evaluate(() => ['#notice', '#notice-close'].map((s) => document.querySelector(s).getBoundingClientRect().toJSON()));
      assert.ok(n.height > 0 && x.height >= 36, JSON.stringify([n, x]));
      assert.ok(x.left >= n.left && x.right <= n.right && x.top >= n.top && x.bottom <= n.bottom, `close ${JSON.stringify(x)} outside the notice ${JSON.stringify(n)}`);
      await page.click('#notice-close');
      assert.equal(await page.isVisible('#notice'), false);
    },
  },
  {
    name: 'the Play tab opens a record with a button of the page\'s own words (the browser\'s file input said "Choose File" under ?lang=ru)',
    async run({ page }) {
      await page.goto(`${page.url().split('#')[0].split('?')[0]}?lang=ru`);
      await page.click('button[data-tab=play]');
      const button = page.locator('[data-testid=play-open-record-button]');
      assert.equal(await button.textContent(), 'Открыть запись…');
      assert.equal(await page.isVisible('[data-testid=play-open-record]'), false);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
      assert.equal(chooser.isMultiple(), false);
    },
  },
  {
    name: 'start markers in node: inside a small region (a 60-region board\'s lions sat on the frame), as before in a large one',
    browser: false,
    async run() {
      const { markerPlace, clearPlace } = await load('design/layers.ts');
      // A region 100 wide and 20 high, its label point at its middle (50, 10), room 50 and 10:
      // a lion of radius 15 set 27 above would be 17 outside. Radius 0.9 x 10 = 9, and 1 above
      // (10 - 9: its top on the region's edge).
      const r = { id: 1, label: [50, 10], outline: [[0, 0], [100, 0], [100, 20], [0, 20]], holes: [], area: 2000 };
      assert.deepEqual(markerPlace(r, 15, -27, 0), [[50, 9], 9]);
      // A square 60 x 60 (room 30): the full radius, 15 above (not 27: its top on the edge).
      const sq = { id: 2, label: [30, 30], outline: [[0, 0], [60, 0], [60, 60], [0, 60]], holes: [], area: 3600 };
      assert.deepEqual(markerPlace(sq, 15, -27, 0), [[30, 15], 15]);
      // The pack (radius 10) 1.2 x 20 = 24 below: 20 (30 - 10, its bottom on the edge).
      assert.deepEqual(markerPlace(sq, 10, 24, 0), [[30, 50], 10]);
      // With a label 6 high each way: a lion of radius 12 between the label's top (24) and the edge (0).
      assert.deepEqual(markerPlace(sq, 15, -27, 0, 6), [[30, 12], 12]);
      // A large region (room 150 each way): where the markers always went, the second lion 18 right.
      const big = { id: 3, label: [150, 150], outline: [[0, 0], [300, 0], [300, 300], [0, 300]], holes: [], area: 90000 };
      assert.deepEqual(markerPlace(big, 15, -27, 1), [[168, 123], 15]);
      // Line names: two lines crossing at their middles; the second name moves along its line.
      const drawn = [];
      assert.deepEqual(clearPlace([0, 50], [100, 50], 20, 4, drawn), [50, 50]);
      assert.deepEqual(clearPlace([50, 0], [50, 100], 20, 4, drawn), [50, 65]);
      // Far from both: the middle.
      assert.deepEqual(clearPlace([0, 200], [100, 200], 20, 4, drawn), [50, 200]);
    },
  },
];
