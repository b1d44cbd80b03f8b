// The shell: the single file opens from file://, the engine worker loads, the three tabs switch.
import assert from 'node:assert/strict';

export const tests = [
  {
    name: 'the page opens (from file://, or from 127.0.0.1 with --http) with its engine and three tabs',
    async run({ page }) {
      assert.ok(/^(file:\/\/|http:\/\/127\.0\.0\.1:)/.test(page.url()), page.url());
      const tabs = await page.locator('nav.tabs button').allTextContents();
      assert.deepEqual(tabs, ['Design', 'Play', 'Balance']);
      await page.click('button[data-tab=play]');
      assert.equal(await page.isVisible('#panel-play'), true);
      assert.equal(await page.isVisible('#panel-design'), false);
      await page.click('button[data-tab=design]');
      assert.equal(await page.isVisible('#panel-design'), true);
      const status = await page.textContent('#engine-status');
      assert.match(status, /^engine /);
    },
  },
];
