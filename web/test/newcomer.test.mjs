// A new user's findings on the page (issue 37, its last round of leftovers): region names inside
// the Play tab's view, the starter's comment following a change of units or frame, the phone
// layout (the hint above the tools' bar, the YAML's long lines wrapped), a hint on an empty
// Balance tab, the pieces' Set on one line (the count picker's disabled counts: play.test.mjs).
import assert from 'node:assert/strict';
import { readRepo, settled, yamlText } from './helpers.mjs';

const classic = readRepo('examples/classic.yaml');

/** Opens `yaml` as a file and waits for its capacities. */
async function openBoard(page, yaml) {
  await page.evaluate((y) => window.savanna.store.setYaml(y, 'file'), yaml);
  await settled(page);
}

export const tests = [
  {
    name: 'Play on classic: every region name lies inside the frame, clear of its edge and of the pieces (Baobab, its label point near the top, was crossed by the frame)',
    async run({ page }) {
      await openBoard(page, classic);
      await page.click('button[data-tab=play]');
      await page.waitForSelector('.sv-play .sv-board .sv-piece');
      const out = await page.evaluate(() => {
        const svg = document.querySelector('.sv-play .sv-board');
        const f = svg.querySelector('.sv-frame').getBBox();
        const discs = [...svg.querySelectorAll('.sv-piece circle')].map((c) => c.getBBox());
        const meets = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        return [...svg.querySelectorAll('.sv-name')].map((t) => {
          const b = t.getBBox();
          return { name: t.textContent, inside: b.x > f.x && b.y > f.y && b.x + b.width < f.x + f.width && b.y + b.height < f.y + f.height,
            onDisc: discs.some((d) => meets(b, d)) };
        });
      });
      assert.equal(out.length, 10);
      assert.ok(out.some((o) => o.name === 'Baobab'));
      assert.deepEqual(out.filter((o) => !o.inside || o.onDisc), []);
    },
  },
  {
    name: 'the starter\'s comment follows the units and the frame: an A3 sheet (0.42 x 0.297 m) after converting to m; a sheet (500 x 300 mm) after setting the frame',
    async run({ page }) {
      await settled(page);
      assert.match(await yamlText(page), /^# A new board: an A3 sheet \(420 x 297 mm\)\. Draw lines across it\.\n/);
      await page.selectOption('#units', 'm');
      await page.click('#convert-units');
      await page.waitForFunction(() => window.savanna.store.validated?.units === 'm' && !window.savanna.store.stale);
      // 420 mm = 0.42 m, 297 mm = 0.297 m: the same A3 sheet.
      assert.match(await yamlText(page), /^# A new board: an A3 sheet \(0\.42 x 0\.297 m\)\. Draw lines across it\.\n/);
      await page.keyboard.press('Control+z');
      await page.waitForFunction(() => window.savanna.store.validated?.units === 'mm' && !window.savanna.store.stale);
      assert.match(await yamlText(page), /^# A new board: an A3 sheet \(420 x 297 mm\)\./);
      await page.fill('#frame-w', '500');
      await page.fill('#frame-h', '300');
      await page.click('#set-frame');
      await page.waitForFunction(() => window.savanna.store.validated?.frame?.width === 500 && !window.savanna.store.stale);
      assert.match(await yamlText(page), /^# A new board: a sheet \(500 x 300 mm\)\. Draw lines across it\.\n/);
      // 297 x 210 mm is A4, either way round.
      await page.fill('#frame-w', '210');
      await page.fill('#frame-h', '297');
      await page.click('#set-frame');
      await page.waitForFunction(() => window.savanna.store.validated?.frame?.width === 210 && !window.savanna.store.stale);
      assert.match(await yamlText(page), /^# A new board: an A4 sheet \(210 x 297 mm\)\./);
    },
  },
  {
    name: 'at 390x844 the starter\'s hint ends above the tools\' bar, and the YAML pane wraps its first line (nothing cut at its edge)',
    async run({ page }) {
      await page.setViewportSize({ width: 390, height: 844 });
      await settled(page);
      const lay = await page.evaluate(() => {
        const info = document.querySelector('.info');
        const text = info.getBoundingClientRect();
        const bar = document.querySelector('.toolbar .group.tools').getBoundingClientRect();
        const scroller = document.querySelector('.yaml .cm-scroller');
        return { infoBottom: text.bottom, barTop: bar.top, fits: info.scrollHeight <= info.clientHeight,
          text: info.textContent, sw: scroller.scrollWidth, cw: scroller.clientWidth };
      });
      assert.match(lay.text, /about ten regions make a good board/);
      assert.ok(lay.infoBottom <= lay.barTop, JSON.stringify(lay));
      assert.ok(lay.fits, JSON.stringify(lay));
      assert.ok(lay.sw <= lay.cw, `the YAML pane scrolls sideways: ${JSON.stringify(lay)}`);
    },
  },
  {
    name: 'Balance and Play on the empty starter say what to do first; the hint goes when the board can be played',
    async run({ page }) {
      await settled(page);
      await page.click('button[data-tab=balance]');
      assert.match(await page.textContent('[data-testid=balance-note]'), /^An empty sheet, no regions yet\. In the Design tab, draw lines across the frame .* then come back here to measure its balance\.$/);
      await page.click('button[data-tab=play]');
      assert.match(await page.textContent('[data-testid=play-note]'), /^An empty sheet, no regions yet\..* to play it\.$/);
      await openBoard(page, classic);
      await page.click('button[data-tab=balance]');
      assert.equal(await page.textContent('[data-testid=balance-note]'), '');
    },
  },
  {
    name: 'at 1280x800 the Board form\'s Set buttons stay on their fields\' line',
    async run({ page }) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await settled(page);
      const rows = await page.evaluate(() => [['#frame-w', '#set-frame'], ['#lion-d', '#set-pieces']].map(([f, b]) => {
        const a = document.querySelector(f).getBoundingClientRect();
        const c = document.querySelector(b).getBoundingClientRect();
        return { field: f, middle: [(a.top + a.bottom) / 2, (c.top + c.bottom) / 2], right: c.right };
      }));
      for (const r of rows) assert.ok(Math.abs(r.middle[0] - r.middle[1]) < 4 && r.right <= 1280, JSON.stringify(r));
    },
  },
];
