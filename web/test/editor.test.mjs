// The editor a designer keeps: work kept across reloads, board links (issue 37). On the built page from file://.
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { drag, regions, typeYaml } from './helpers.mjs';

/** The module at `src/<path>` (TypeScript), bundled for node. */
async function load(path) {
  const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
  const r = await build({ entryPoints: [join(src, path)], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].text).toString('base64')}`);
}

const TWO = 'units: mm\nframe: {width: 420, height: 297}\nlines:\n  - [[0, 150], [420, 150]]\n';

export const tests = [
  {
    name: 'board links in node: made as another frontend would (zlib), read back; damaged and foreign fragments',
    browser: false,
    async run() {
      const s = await load('design/share.ts');
      const yaml = '# Savane\nname: "Savane é ✓"\nunits: mm\n';
      // Made by node's zlib (raw DEFLATE, base64url without padding): the page reads it.
      const made = `#board=${deflateRawSync(Buffer.from(yaml)).toString('base64url')}`;
      assert.deepEqual(await s.readFragment(made), { kind: 'board', yaml });
      // Made by the page: node's zlib reads it; no padding, no + or /.
      const f = await s.boardFragment(yaml);
      assert.match(f, /^board=[A-Za-z0-9_-]+$/);
      assert.equal(inflateRawSync(Buffer.from(f.slice(6), 'base64url')).toString('utf8'), yaml);
      // base64url of bytes whose base64 has + and / and padding: [0xfb, 0xff] is "+/8=" in base64.
      assert.equal(s.toBase64Url(new Uint8Array([0xfb, 0xff])), '-_8');
      assert.deepEqual([...s.fromBase64Url('-_8')], [0xfb, 0xff]);
      assert.equal(s.fromBase64Url('a+b/'), null);
      assert.deepEqual(await s.readFragment(''), { kind: 'none' });
      assert.equal((await s.readFragment('#board=')).kind, 'error');
      assert.match((await s.readFragment('#board=AAAA')).message, /damaged/);
      // Not UTF-8 inside: bytes ff fe deflated.
      assert.match((await s.readFragment(`#board=${deflateRawSync(Buffer.from([0xff, 0xfe])).toString('base64url')}`)).message, /not UTF-8/);
      assert.match((await s.readFragment('#top')).message, /not a board link/);
    },
  },
  {
    name: 'autosave: a reload brings back the board as it was; New board starts fresh and stays fresh',
    async run({ page }) {
      await typeYaml(page, TWO);
      await regions(page, 2);
      await drag(page, [210, 0], [210, 297]);
      await regions(page, 4);
      const yaml = await page.evaluate(() => window.savanna.store.yaml);
      await page.reload();
      await page.waitForFunction(() => document.body.dataset.ready === 'true');
      await regions(page, 4);
      assert.equal(await page.evaluate(() => window.savanna.store.yaml), yaml);
      assert.match(await page.textContent('#notice'), /last visit/);
      // The restored board is the one kept: New board needs no question (it is kept), and
      // Undo brings it back.
      await page.click('#new');
      await regions(page, 1);
      await page.reload();
      await page.waitForFunction(() => document.body.dataset.ready === 'true');
      await regions(page, 1);
      assert.match(await page.evaluate(() => window.savanna.store.yaml), /^# A new board/);
      assert.equal(await page.isVisible('#notice'), false, 'the starter board is no board to restore');
    },
  },
  {
    name: 'Copy link: #board= base64url of raw DEFLATE opens the same board elsewhere; damaged or foreign links are said',
    async run({ page, browser, url }) {
      // Not ASCII, and a comment: the text travels byte for byte.
      const yaml = `# the Savane, drawn by hand\nname: "Savane é ✓"\n${TWO}`;
      await typeYaml(page, yaml);
      await regions(page, 2);
      await page.click('#copy-link');
      await page.waitForSelector('#share-link');
      const link = await page.inputValue('#share-link');
      // The format, read as another frontend would: no padding, base64url alphabet only.
      const m = /#board=([A-Za-z0-9_-]+)$/.exec(link);
      assert.ok(m, link);
      assert.equal(inflateRawSync(Buffer.from(m[1], 'base64url')).toString('utf8'), yaml);
      // This browser now keeps another board: the link must bring its own.
      page.once('dialog', (d) => void d.accept());
      await page.click('#new');
      await regions(page, 1);
      const other = await browser.newPage();
      await other.goto(link);
      await other.waitForFunction(() => document.body.dataset.ready === 'true');
      await other.waitForFunction((t) => window.savanna.store.yaml === t, yaml, { timeout: 10000 });
      await regions(other, 2);
      assert.match(await other.textContent('#notice'), /from the link/);
      assert.ok(!other.url().includes('#board='), 'read once: a reload shows the board as kept');
      // A link cut short, a fragment that is no board link: said, with a board shown.
      for (const [hash, said] of [['#board=AAAA_-', /damaged/], ['#board=ab!cd', /damaged/], ['#section-2', /not a board link/]]) {
        const p = await browser.newPage();
        await p.goto(`${url}${hash}`);
        await p.waitForFunction(() => document.body.dataset.ready === 'true');
        await p.waitForSelector('#notice:not([hidden])');
        assert.match(await p.textContent('#notice'), said, hash);
        await p.waitForFunction(() => document.getElementById('verdict').dataset.regions !== '' && document.querySelectorAll('#board .region').length > 0);
        await p.close();
      }
    },
  },
];
