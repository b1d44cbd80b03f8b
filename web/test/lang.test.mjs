// The page in Russian (issue 41.1): the switch, the words of the toolbar, a diagnostic in the
// engine's Russian, the Play tab; the choice kept; the page opens in the browser's language.
import assert from 'node:assert/strict';
import { readRepo } from './helpers.mjs';

const ready = (page) => page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30000 });

export const tests = [
  {
    name: 'language: the RU switch turns the toolbar, a diagnostic and the Play tab Russian, and is kept; EN turns it back',
    async run({ page }) {
      await ready(page);
      assert.equal(await page.textContent('#new'), 'New board');
      assert.equal(await page.getAttribute('#lang-en', 'aria-pressed'), 'true');
      await Promise.all([page.waitForEvent('load'), page.click('#lang-ru')]);
      await ready(page);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
      assert.equal(await page.getAttribute('#lang-ru', 'aria-pressed'), 'true');
      // The toolbar and the tabs.
      assert.equal(await page.textContent('#new'), 'Новое поле');
      assert.equal(await page.textContent('#undo'), 'Отменить');
      assert.equal(await page.textContent('#open-menu summary'), 'Открыть');
      assert.equal(await page.textContent('#export summary'), 'Экспорт');
      assert.equal(await page.textContent('button[data-tab=play]'), 'Игра');
      // A diagnostic, in the engine's Russian: a region too small for a lion (one line 10 mm
      // from the edge of the A3 starter: a 10 × 297 mm strip).
      await page.evaluate(() => window.savanna.store.setYaml(`units: mm
frame: { width: 420, height: 297 }
pieces:
  lion: { diameter: 30, count: 3 }
  jackal: { diameter: 20, count: 9 }
lines:
  - { from: [10, 0], to: [10, 297] }
`, 'file'));
      await page.waitForFunction(() => document.getElementById('verdict').dataset.stage === 'full', null, { timeout: 20000 });
      const verdict = await page.textContent('#verdict');
      assert.match(verdict, /^2 региона · \d+ (ошибка|ошибки|ошибок)/, verdict);
      const rows = await page.locator('#diagnostics li.diag .msg').allTextContents();
      assert.ok(rows.length > 0);
      assert.ok(rows.every((m) => /[а-яё]/i.test(m) && !/\b(the|region|cannot)\b/.test(m)), JSON.stringify(rows));
      assert.match(await page.textContent('#diagnostics li.diag .sev'), /^(ошибка|предупреждение|совет)$/);
      // The Play tab on classic: its controls and the status of a game.
      await page.evaluate((yaml) => window.savanna.store.setYaml(yaml, 'file'), readRepo('examples/classic.yaml'));
      await page.waitForFunction(() => window.savanna.ctx.board().validated?.name === 'Classic Savanna', null, { timeout: 30000 });
      await page.click('button[data-tab=play]');
      assert.equal(await page.textContent('[data-testid=play-start]'), 'Новая игра');
      assert.equal(await page.textContent('[data-testid=play-end]'), 'Закончить ход');
      await page.selectOption('[data-testid=play-jackals]', 'human');
      await page.selectOption('[data-testid=play-lions]', 'random');
      await page.click('[data-testid=play-start]');
      await page.waitForFunction(() => document.querySelector('[data-testid=play-status]')?.dataset.side, null, { timeout: 30000 });
      // Classic: the jackals move first, the pack of nine on the board.
      const status = await page.textContent('[data-testid=play-status]');
      assert.match(status, /^Раунд 1: ходят шакалы \(вы\)\. Раундов без взятий: 0 /, status);
      assert.match(await page.textContent('[data-testid=play-counts]'), /^На поле: 3 льва, 9 шакалов\. /);
      assert.match(await page.getAttribute('[data-testid=play-typed]', 'placeholder'), /^или введите ход: \d+ шакал(а|ов)? .+ -> .+$/);
      // Kept in this browser: a page opened again is Russian; EN turns it back to English.
      const again = await (await page.context().newPage());
      await again.goto(page.url());
      await again.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30000 });
      assert.equal(await again.textContent('#new'), 'Новое поле');
      await Promise.all([again.waitForEvent('load'), again.click('#lang-en')]);
      await again.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30000 });
      assert.equal(await again.textContent('#new'), 'New board');
      await again.close();
    },
  },
  {
    name: 'language: ?lang=ru in the address opens the page in Russian',
    async run({ page }) {
      await page.goto(`${page.url().split('#')[0].split('?')[0]}?lang=ru`);
      await ready(page);
      assert.equal(await page.textContent('button[data-tab=design]'), 'Конструктор');
      assert.equal(await page.textContent('#export summary'), 'Экспорт');
    },
  },
];
