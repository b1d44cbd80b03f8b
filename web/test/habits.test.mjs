// The editor at a designer's habits (issue 37 parts 6 and 9, and the toolbar): a toolbar that
// fits 1280 px, the shortcuts of drawing editors, big boards that stay responsive.
import assert from 'node:assert/strict';
import { drag, regions, screenOf, settled, typeYaml } from './helpers.mjs';

const TWO = 'units: mm\nframe: {width: 420, height: 297}\nlines:\n  - [[0, 150], [420, 150]]\n';

/** The board's place on the page, and the toolbar's widths. */
const layout = (page) => page.evaluate(() => {
  const t = document.querySelector('.toolbar');
  const b = document.querySelector('.board-wrap').getBoundingClientRect();
  const v = document.getElementById('verdict').getBoundingClientRect();
  return { scroll: t.scrollWidth, client: t.clientWidth, page: document.documentElement.scrollWidth, board: [b.x, b.y, b.width, b.height], verdictRight: v.right, toolbarH: t.offsetHeight };
});

export const tests = [
  {
    name: 'toolbar at 1280x800: one row, nothing cut, the board keeps its size as the verdict changes; Export menu',
    async run({ page }) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await typeYaml(page, TWO);
      await regions(page, 2);
      await settled(page);
      const a = await layout(page);
      assert.ok(a.scroll <= a.client && a.page <= 1280, JSON.stringify(a));
      assert.ok(a.verdictRight <= 1280, JSON.stringify(a));
      assert.ok(a.toolbarH < 45, `one row: ${a.toolbarH} px`);
      // A long verdict (errors and warnings) and a short one: the board does not move.
      await typeYaml(page, `${TWO}  - [[10, 10], [11, 11]]\n  - [[0, 150], [420, 150]]\nrules: {nonsense: 1}\n`);
      await page.waitForFunction(() => /error/.test(document.getElementById('verdict').textContent));
      const b = await layout(page);
      assert.deepEqual(b.board, a.board);
      assert.ok(b.scroll <= b.client, JSON.stringify(b));
      assert.equal(await page.getAttribute('#verdict', 'title'), await page.textContent('#verdict'));
      // Every verdict is shown whole, none cut off (issue 37: "1 region · empty sheet: d…" at
      // 1280 px): the long ones wrap inside the verdict's fixed height.
      const whole = () => page.evaluate(() => {
        const v = document.getElementById('verdict');
        const r = v.getBoundingClientRect();
        return { text: v.textContent, fits: v.scrollWidth <= v.clientWidth && v.scrollHeight <= v.clientHeight && r.right <= innerWidth, w: [v.scrollWidth, v.clientWidth], h: [v.scrollHeight, v.clientHeight] };
      });
      await typeYaml(page, `${TWO}  - [[10, 10], [30, 30]]\n  - [[50, 10], [70, 30]]\n  - [[100, 0], [100, 10]]\n`);
      await page.waitForFunction(() => /\d+ regions · 1 error · \d+ warnings/.test(document.getElementById('verdict').textContent));
      const long = await whole();
      assert.ok(long.fits, JSON.stringify(long));
      page.once('dialog', (d) => void d.accept());
      await page.click('#new');
      await page.waitForFunction(() => /empty sheet: draw lines/.test(document.getElementById('verdict').textContent));
      const empty = await whole();
      assert.ok(empty.fits, JSON.stringify(empty));
      assert.deepEqual((await layout(page)).board, a.board);
      await page.setViewportSize({ width: 390, height: 844 });
      const phone = await whole();
      assert.ok(phone.fits, JSON.stringify(phone));
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => window.savanna.store.undo());
      await page.waitForFunction(() => /error/.test(document.getElementById('verdict').textContent));
      assert.deepEqual((await layout(page)).board, a.board);
      // The downloads are one menu: closed, it hides them; open, they are there.
      assert.equal(await page.isVisible('#dl-svg'), false);
      await page.click('#export > summary');
      assert.equal(await page.isVisible('#dl-svg'), true);
      await page.mouse.click(5, 790);
      assert.equal(await page.isVisible('#dl-svg'), false);
    },
  },
  {
    name: 'habits: Shift draws at 15° steps, the wheel pans, + - 0 zoom, arrows nudge, Ctrl-D/C/V, Shift-click multi-select, Delete',
    async run({ page }) {
      await typeYaml(page, TWO);
      await regions(page, 2);
      await settled(page);
      const lines = () => page.evaluate(() => window.savanna.store.validated.lines.map((l) => [l.from, l.to]));
      const vb = () => page.evaluate(() => document.getElementById('board').getAttribute('viewBox').split(' ').map(Number));
      const selected = () => page.evaluate(() => [...document.querySelectorAll('#board .line.selected')].map((g) => Number(g.dataset.index)));
      // Shift held: from (100, 50) (on the grid) towards (200, 53), 1.7° off: drawn at 0°, y exact.
      await page.keyboard.down('Shift');
      await drag(page, [100, 50], [200, 53]);
      await page.keyboard.up('Shift');
      await regions(page, 2);
      await page.waitForFunction(() => window.savanna.store.validated.lines.length === 2);
      let [, l] = await lines();
      assert.deepEqual(l[0], [100, 50]);
      assert.equal(l[1][1], 50);
      assert.ok(Math.abs(l[1][0] - 200) < 1, JSON.stringify(l));
      // Towards (190, 135) from (100, 50) : 43.4°, drawn at 45° (dx = dy to the free step).
      await settled(page);
      await page.keyboard.down('Shift');
      await drag(page, [100, 50], [190, 135]);
      await page.keyboard.up('Shift');
      await page.waitForFunction(() => window.savanna.store.validated.lines.length === 3);
      [, , l] = await lines();
      assert.ok(Math.abs((l[1][0] - 100) - (l[1][1] - 50)) < 0.5, JSON.stringify(l));
      await page.keyboard.press('Control+z');
      await page.keyboard.press('Control+z');
      await page.waitForFunction(() => window.savanna.store.validated.lines.length === 1);
      await settled(page);
      // The wheel pans (the zoom unchanged); + and - zoom about the middle; 0 fits.
      const v0 = await vb();
      const [cx, cy] = await screenOf(page, [210, 100]);
      await page.mouse.move(cx, cy);
      await page.mouse.wheel(0, 100);
      await page.waitForFunction((y) => Number(document.getElementById('board').getAttribute('viewBox').split(' ')[1]) > y, v0[1]);
      const v1 = await vb();
      assert.equal(v1[2], v0[2]);
      assert.equal(v1[0], v0[0]);
      await page.mouse.move(2, 400);
      await page.keyboard.press('+');
      assert.ok(Math.abs((await vb())[2] - v1[2] / 1.25) < 1e-6);
      await page.keyboard.press('-');
      await page.keyboard.press('-');
      assert.ok(Math.abs((await vb())[2] - v1[2] * 1.25) < 1e-6);
      await page.keyboard.press('0');
      assert.deepEqual(await vb(), v0);
      // Select the line; ArrowUp nudges it by the grid pitch (10 mm).
      await page.keyboard.press('s');
      const [lx, ly] = await screenOf(page, [300, 150]);
      await page.mouse.click(lx, ly);
      assert.deepEqual(await selected(), [0]);
      await page.keyboard.press('ArrowUp');
      await page.waitForFunction(() => window.savanna.store.validated.lines[0].from[1] === 140);
      assert.deepEqual(await lines(), [[[0, 140], [420, 140]]]);
      // Ctrl-D: a copy a grid pitch down and right, selected.
      await settled(page);
      await page.keyboard.press('Control+d');
      await page.waitForFunction(() => window.savanna.store.validated.lines.length === 2);
      assert.deepEqual((await lines())[1], [[10, 150], [430, 150]]);
      assert.deepEqual(await selected(), [1]);
      // Ctrl-C, Ctrl-V twice: two more, each a pitch further.
      await settled(page);
      await page.keyboard.press('Control+c');
      await page.keyboard.press('Control+v');
      await page.waitForFunction(() => window.savanna.store.validated.lines.length === 3);
      await settled(page);
      await page.keyboard.press('Control+v');
      await page.waitForFunction(() => window.savanna.store.validated.lines.length === 4);
      assert.deepEqual((await lines()).slice(2), [[[20, 160], [440, 160]], [[30, 170], [450, 170]]]);
      await settled(page);
      // Shift-click adds line 0 to the selection (line 3 selected by the paste); Delete removes both.
      assert.deepEqual(await selected(), [3]);
      const [ax, ay] = await screenOf(page, [300, 140]);
      await page.keyboard.down('Shift');
      await page.mouse.click(ax, ay);
      await page.keyboard.up('Shift');
      assert.deepEqual(await selected(), [0, 3]);
      await page.keyboard.press('Delete');
      await page.waitForFunction(() => window.savanna.store.validated.lines.length === 2);
      assert.deepEqual(await lines(), [[[10, 150], [430, 150]], [[20, 160], [440, 160]]]);
      // Escape clears the selection.
      await page.mouse.click(...(await screenOf(page, [300, 150])));
      assert.deepEqual(await selected(), [0]);
      await page.keyboard.press('Escape');
      assert.deepEqual(await selected(), []);
    },
  },
  {
    name: 'big boards: diagnostics grouped by code (at most ~200 rows, "and N more"), labels at the zoom\'s detail, one engine build per frame',
    async run({ page }) {
      // 24 chords of a 1000 x 700 frame (bench/web-big-boards.mjs draws 60 and 200 so).
      let s = 37;
      const rnd = () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
      const side = (k, t) => [[t * 1000, 0], [1000, t * 700], [t * 1000, 700], [0, t * 700]][k].map((v) => Math.round(v));
      const lines = [];
      for (let i = 0; i < 24; i++) {
        const a = Math.floor(rnd() * 4), b = (a + 1 + Math.floor(rnd() * 3)) % 4;
        lines.push(`  - [[${side(a, 0.05 + 0.9 * rnd()).join(', ')}], [${side(b, 0.05 + 0.9 * rnd()).join(', ')}]]`);
      }
      const yaml = `units: mm\nframe: {width: 1000, height: 700}\nlines:\n${lines.join('\n')}\n`;
      // Five texts set in one task: the live pipeline builds only the last (one call).
      const calls = await page.evaluate((yaml) => {
        const { engine, store } = window.savanna;
        const live = engine.live.bind(engine);
        window.__sent = [];
        engine.live = (y) => { window.__sent.push(y); return live(y); };
        for (let k = 4; k >= 0; k--) store.setYaml(k ? yaml.replace(/\n {2}- [^\n]*\n$/, `\n  - [[0, ${k}], [1000, ${k}]]\n`) : yaml, 'pane');
        return window.__sent.length;
      }, yaml);
      assert.equal(calls, 0, 'nothing sent in the task that set the texts');
      await page.waitForFunction((yaml) => window.savanna.store.yaml === yaml && !window.savanna.store.stale, yaml, { timeout: 20000 });
      const sent = await page.evaluate(() => window.__sent);
      assert.equal(sent.length, 1, `one build, not ${sent.length}`);
      assert.equal(sent[0], yaml);
      await page.click('#zoom-fit');
      const d = await page.evaluate(() => ({
        // All of them counted (the store holds the first rows of each code, the worker the
        // rest: live-limits.ts DIAG_PER_CODE).
        n: window.savanna.store.diagnosticTotal,
        codes: window.savanna.store.diagnosticCounts.size,
        rows: document.querySelectorAll('#diagnostics li.diag').length,
        groups: [...document.querySelectorAll('#diagnostics li.diag-group')].map((g) => g.textContent),
        more: [...document.querySelectorAll('#diagnostics .diag-more button')].map((b) => b.textContent),
        regions: window.savanna.store.validated.regions.length,
        labels: document.querySelectorAll('#board .label').length,
      }));
      assert.ok(d.n > 200, `a board with many diagnostics: ${d.n}`);
      assert.ok(d.rows <= 200 + 3 * d.codes, JSON.stringify(d));
      assert.equal(d.groups.length, d.codes);
      // Every diagnostic counted once: shown rows plus "and N more".
      const hidden = d.more.reduce((a, t) => a + Number(/and (\d+) more/.exec(t)[1]), 0);
      assert.equal(d.rows + hidden, d.n, JSON.stringify(d));
      // "and N more" shows more of its code.
      await page.click('#diagnostics .diag-more button');
      assert.ok(await page.locator('#diagnostics li.diag').count() > d.rows);
      // The worker keeps every row of the newest text: the rows of a code from any place, the
      // same as those the store holds; none for another text.
      const rows = await page.evaluate(async () => {
        const { engine, store } = window.savanna;
        const [code, count] = [...store.diagnosticCounts][0];
        const held = store.diagnostics.filter((x) => x.code === code).map((x) => x.message);
        const got = await store.moreDiagnostics(code, 1, 3);
        const all = await store.moreDiagnostics(code, 0, count + 5);
        const other = await engine.call('liveDiagnostics', 'frame: {width: 1, height: 1}\n', code, 0, 3);
        return { held: held.slice(1, 4), got: got.map((x) => x.message), all: all.length, count, other: other.length };
      });
      assert.deepEqual(rows.got, rows.held);
      assert.equal(rows.all, rows.count);
      assert.equal(rows.other, 0);
      // At fit zoom the regions too small for a label have none; zoomed in, more are labelled.
      assert.ok(d.labels < d.regions, JSON.stringify(d));
      for (let k = 0; k < 6; k++) await page.keyboard.press('+');
      await page.keyboard.press('0');
      assert.equal(await page.locator('#board .label').count(), d.labels);
    },
  },
  {
    name: 'edits faster than builds are coalesced: while a text is built, only the newest of those sent meanwhile is built next',
    async run({ page }) {
      await settled(page);
      const r = await page.evaluate(async () => {
        const { engine } = window.savanna;
        const text = (x) => `units: mm\nframe: {width: 420, height: 297}\nlines:\n  - [[${x}, 0], [${x}, 297]]\n`;
        const answered = [];
        const off = engine.onLive((a) => { if (a.stage === 'fast' && !a.ahead) answered.push([a.seq, a.output ? 'board' : 'none']); });
        // Three texts in one task: the first goes to the worker at once, the second and third
        // wait for its fast stage; the third replaces the second, which is never built.
        const seqs = [engine.live(text(100)), engine.live(text(200)), engine.live(text(300))];
        const last = seqs[2];
        await new Promise((res) => { const t = setInterval(() => { if (answered.some(([s]) => s === last)) { clearInterval(t); res(); } }, 10); });
        // Another moment for a stray answer of the second to show up (none may).
        await new Promise((res) => setTimeout(res, 300));
        off();
        return { seqs, answered };
      });
      assert.deepEqual(r.answered, [[r.seqs[0], 'board'], [r.seqs[2], 'board']]);
      assert.deepEqual(r.seqs, [r.seqs[0], r.seqs[0] + 1, r.seqs[0] + 2]);
    },
  },
];
