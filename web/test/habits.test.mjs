// The editor at a designer's habits (issue 37 parts 6 and 9, and the toolbar): a toolbar that
// fits 1280 px, the shortcuts of drawing editors, big boards that stay responsive.
import assert from 'node:assert/strict';
import { regions, screenOf, settled, typeYaml } from './helpers.mjs';

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
      // The downloads are one menu: closed, it hides them; open, they are there.
      assert.equal(await page.isVisible('#dl-svg'), false);
      await page.click('#export > summary');
      assert.equal(await page.isVisible('#dl-svg'), true);
      await page.mouse.click(5, 790);
      assert.equal(await page.isVisible('#dl-svg'), false);
    },
  },
];
