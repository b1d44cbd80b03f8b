// The editor by keyboard and screen reader (issue 37 part 10): axe-core finds no serious or
// critical violation on the Design, Play and Balance tabs (1280x800 and 390x844); every action
// of the Design tab is reachable with the keyboard alone (select and move a line and one of its
// ends, name a region, move a piece, jump from a diagnostic to its line); the board's regions are
// a list a screen reader reads; no text on the board is smaller than 9 px at fit zoom.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readRepo, regions, settled, typeYaml } from './helpers.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const classic = readRepo('examples/classic.yaml');

/** axe-core's serious and critical violations on the page as it is now: `rule: targets`. */
async function axeProblems(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}`);
  });
  return found;
}

async function openClassic(page) {
  await typeYaml(page, classic);
  await regions(page, 10);
  await settled(page);
}

/** The line ends of the board now. */
const lines = (page) => page.evaluate(() => window.savanna.store.validated.lines.map((l) => [l.from, l.to]));
/** The focused element: its tag and text. */
const focused = (page) => page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent ?? '' }));

export const tests = [
  {
    name: 'axe-core: no serious or critical violation on Design (lists, name form open), Play (a game) and Balance (a result), 1280x800 and 390x844',
    async run({ page }) {
      await openClassic(page);
      for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
        await page.setViewportSize(size);
        await page.click('button[data-tab=design]');
        // Every section of the side panel open, the name form shown.
        await page.evaluate(() => { for (const d of document.querySelectorAll('#panel-design details.settings')) d.open = true; });
        await page.waitForSelector('#region-list li .name-region');
        await page.click('#region-list li .name-region');
        await page.waitForSelector('#name-form:not([hidden])');
        let problems = await axeProblems(page);
        assert.deepEqual(problems, [], `Design ${size.width}: ${problems.join('; ')}`);
        // The board is one image named by its counts (not every label run together).
        assert.equal(await page.getAttribute('#board', 'role'), 'img');
        assert.equal(await page.getAttribute('#board', 'aria-label'), 'board: 10 regions, 5 lines');

        await page.click('button[data-tab=play]');
        await page.selectOption('[data-testid=play-jackals]', 'human');
        await page.selectOption('[data-testid=play-lions]', 'random');
        await page.click('[data-testid=play-start]');
        await page.waitForFunction(() => document.querySelector('[data-testid=play-status]')?.dataset.side, null, { timeout: 30000 });
        await page.waitForFunction(() => !document.querySelector('.sv-play')?.classList.contains('sv-busy'));
        problems = await axeProblems(page);
        assert.deepEqual(problems, [], `Play ${size.width}: ${problems.join('; ')}`);

        await page.click('button[data-tab=balance]');
        await page.fill('[data-testid=balance-games]', '2');
        await page.selectOption('[data-testid=balance-agent]', 'random');
        await page.fill('[data-testid=balance-solve]', '0');
        await page.click('[data-testid=balance-run]');
        await page.waitForFunction(() => ['done', 'failed'].includes(document.querySelector('.sv-balance')?.dataset.state), null, { timeout: 60000 });
        problems = await axeProblems(page);
        assert.deepEqual(problems, [], `Balance ${size.width}: ${problems.join('; ')}`);
      }
    },
  },
  {
    name: 'keyboard alone: a line chosen in the Lines list, moved by the arrows, then one end; a region named',
    async run({ page }) {
      // The grid pitch of a 420 mm board is 10 (a fortieth of 420 is 10.5, rounded to 1, 2 or
      // 5 times a power of ten): an arrow moves by 10 mm.
      await typeYaml(page, 'units: mm\nframe: {width: 420, height: 297}\nlines:\n  - [[0, 150], [420, 150]]\n  - [[200, 0], [200, 150]]\n');
      await regions(page, 3);
      await settled(page);
      assert.equal(await page.inputValue('#grid-pitch'), '10');
      await page.focus('#lines-box > summary');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#line-list button.pick');
      // Tab: the first line's button, then the second's (an unselected line shows no ends' choice).
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      assert.equal((await focused(page)).text, 'line 2: from (200, 0) to (200, 150)');
      await page.keyboard.press('Enter');
      assert.deepEqual(await page.evaluate(() => window.savanna.store && document.querySelector('#line-list button.pick[data-line="1"]').getAttribute('aria-pressed')), 'true');
      // The arrow moves the whole line a grid pitch right: x 200 -> 210 at both ends.
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => window.savanna.store.validated?.lines[1]?.from[0] === 210);
      await settled(page);
      assert.deepEqual((await lines(page))[1], [[210, 0], [210, 150]]);
      // The focus stayed on the line's button (its text now the moved line's).
      assert.equal((await focused(page)).text, 'line 2: from (210, 0) to (210, 150)');
      // ... and the move said to a screen reader (a focused button's new text is not read).
      assert.equal(await page.textContent('#a11y-status'), 'moved: line 2: from (210, 0) to (210, 150)');
      // Tab to "to end" (after "whole line" and "from end"), Enter: the arrows move that end only.
      for (let k = 0; k < 3; k++) await page.keyboard.press('Tab');
      assert.equal((await focused(page)).text, 'to end');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction(() => window.savanna.store.validated?.lines[1]?.to[0] === 200);
      await settled(page);
      assert.deepEqual((await lines(page))[1], [[210, 0], [200, 150]]);

      // A region named from the Regions list: its Name button, the name typed, Enter.
      await page.focus('#regions-box > summary');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#region-list li .name-region');
      await page.keyboard.press('Tab');
      assert.equal((await focused(page)).text, 'Name');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'region-name');
      // Escape closes the form, the focus back on the Name button; Enter opens it again.
      await page.keyboard.press('Escape');
      assert.equal(await page.isVisible('#name-form'), false);
      assert.equal((await focused(page)).text, 'Name');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'region-name');
      await page.keyboard.type('Den');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.savanna.store.validated?.regions[0]?.name === 'Den', null, { timeout: 10000 });
      await settled(page);
      assert.match(await page.textContent('#region-list li[data-id="1"] .words'), /^Den \(region 1\): /);
      assert.equal(await page.textContent('#a11y-status'), 'named: Den (region 1)');
      // The form closed, the focus is back on the region's Name button (now named for Den).
      assert.equal(await page.isVisible('#name-form'), false);
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'name Den');
    },
  },
  {
    name: 'keyboard alone: a lion moved with the Start menus; Enter on a diagnostic selects and focuses its line',
    async run({ page }) {
      await openClassic(page);
      await page.focus('#start-box > summary');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#start-form select');
      // Lion 1 (on Kopje) to Baobab: the menu chosen by keys (focus, then the option's value,
      // as a screen reader's list box sets it).
      const menus = page.locator('#start-form select');
      assert.equal(await menus.count(), 4);
      await menus.first().focus();
      await menus.first().selectOption({ label: 'Baobab (region 3)' });
      await page.waitForFunction(() => /lions: \[Baobab, Acacia Grove, Oasis\]/.test(window.savanna.store.yaml), null, { timeout: 10000 });
      await settled(page);
      assert.deepEqual(await page.evaluate(() => window.savanna.store.validated.setup.lions), [3, 2, 4]);

      // A line that ends in the open (a dangle): its diagnostic's row, Enter: the line selected
      // and its button in the Lines list focused.
      await typeYaml(page, 'units: mm\nframe: {width: 420, height: 297}\nlines:\n  - [[0, 150], [420, 150]]\n  - [[100, 50], [150, 60]]\n');
      await settled(page);
      const row = page.locator('#diagnostics li.diag', { hasText: /line 2/ }).first();
      assert.equal(await row.count(), 1, await page.textContent('#diagnostics'));
      await row.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.matches?.('#line-list button.pick'));
      assert.equal((await focused(page)).text, 'line 2: from (100, 50) to (150, 60)');
      assert.deepEqual(await page.evaluate(() => window.savanna.store && [...document.querySelectorAll('#board .line.selected')].map((g) => Number(g.dataset.index))), [1]);
      // The mark is on the board; Escape clears it and the selection.
      assert.ok(await page.evaluate(() => document.querySelector('#board .mark').childElementCount > 0));
      await page.keyboard.press('Escape');
      assert.equal(await page.evaluate(() => document.querySelector('#board .mark').childElementCount), 0);
      assert.equal(await page.evaluate(() => document.querySelectorAll('#board .line.selected').length), 0);
    },
  },
  {
    name: 'the regions as a list a screen reader reads; no text on the board under 9 px at fit zoom (classic, 1280x800)',
    async run({ page }) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openClassic(page);
      await page.click('#zoom-fit');
      await page.evaluate(() => { document.getElementById('regions-box').open = true; });
      await page.waitForSelector('#region-list li .words');
      const words = await page.locator('#region-list li .words').allTextContents();
      assert.equal(words.length, 10);
      // Kopje (region 1), in the north-west corner: west of the trail, north of the river.
      assert.match(words[0], /^Kopje \(region 1\): (holds|capacity)/);
      assert.match(words[0], /neighbours: .*Acacia Grove/);
      assert.match(words[0], /neighbours: .*Oasis/);
      const sizes = await page.evaluate(() => {
        const u = Number(getComputedStyle(document.getElementById('board')).getPropertyValue('--u'));
        const out = [];
        for (const t of document.querySelectorAll('#board .labels text, #board .labels tspan')) {
          if (!t.textContent) continue;
          const fs = Number(t.getAttribute('font-size') ?? t.closest('text').getAttribute('font-size'));
          out.push([t.textContent, fs / u]);
        }
        return out;
      });
      assert.ok(sizes.length >= 10, JSON.stringify(sizes));
      const small = sizes.filter(([, px]) => px < 9 - 1e-9);
      assert.deepEqual(small, [], JSON.stringify(small));
      // Every region's name is drawn (the ten and the five line names at least).
      for (const n of ['Kopje', 'Dunes', 'Gully', 'river', 'gully']) assert.ok(sizes.some(([t]) => t === n), n);
    },
  },
];
