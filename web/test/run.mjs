// Runs every web/test/*.test.mjs in Debian's chromium through playwright-core, and prints one
// plain line `N passed, N failed` (exit status 1 when any failed).
//
// A test file exports `tests`: an array of `{name, run(t), browser?}`; `t` gives `page` (a fresh page of
// the built single file web/dist/savanna-editor.html, opened from file://), `browser`, `open()`
// (another fresh page), `dist` (its path), `url` (the page's address) and `downloads` (a folder
// for this test). Each test begins with the browser's storage empty (a first visit). A test with
// `browser: false` gets no page (it tests the page's modules in node, see units.test.mjs).
// `t.skip(reason)` skips a test that cannot run here, saying why (counted apart, not passed).
// Usage: node test/run.mjs [filter] [--http]   (npm --prefix web test; build first: npm run build)
import { chromium } from 'playwright-core';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist', 'savanna-editor.html');
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
// `--http`: the same tests on the page served as a static file from 127.0.0.1 (as it would be
// hosted) instead of opened from disk.
const http = process.argv.includes('--http');
const filter = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '';

if (!existsSync(dist)) {
  console.error(`${dist} is missing: run \`npm --prefix web run build\` first`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
if (!existsSync(executablePath)) {
  console.error(`${executablePath} is missing: apt-get install chromium (or set CHROMIUM)`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

let pageUrl = pathToFileURL(dist).href;
// A page of the same origin as the editor's (every file:// page shares one), to clear what the
// editor keeps in the browser (its board, design/persist.ts) between tests.
const blankDir = mkdtempSync(join(tmpdir(), 'savanna-blank-'));
writeFileSync(join(blankDir, 'blank.html'), '<!doctype html><title>blank</title>');
let blankUrl = pathToFileURL(join(blankDir, 'blank.html')).href;
let server = null;
if (http) {
  const { createServer } = await import('node:http');
  server = createServer((req, res) => {
    if (req.url === '/blank.html') { res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>blank</title>'); return; }
    if (req.url !== '/' && req.url !== '/savanna-editor.html') { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(dist));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  pageUrl = `http://127.0.0.1:${server.address().port}/savanna-editor.html`;
  blankUrl = `http://127.0.0.1:${server.address().port}/blank.html`;
}

const userDataDir = mkdtempSync(join(tmpdir(), 'savanna-chromium-'));
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath, headless: true, args, acceptDownloads: true, viewport: { width: 1400, height: 900 },
});

let passed = 0;
let failed = 0;
const skipped = [];
/** Thrown by `t.skip(reason)`: the test cannot run here (a missing part, said in the reason). */
class Skip extends Error {}
const files = readdirSync(here).filter((f) => f.endsWith('.test.mjs')).sort();
for (const f of files) {
  const { tests } = await import(pathToFileURL(join(here, f)).href);
  for (const test of tests) {
    const name = `${f}: ${test.name}`;
    if (filter && !name.includes(filter)) continue;
    const downloads = mkdtempSync(join(tmpdir(), 'savanna-dl-'));
    const pages = [];
    const errors = [];
    const open = async () => {
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(String(e)));
      pages.push(page);
      await page.goto(pageUrl);
      await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });
      return page;
    };
    const t0 = Date.now();
    const before = new Set(context.pages());
    try {
      // `browser: false`: a test of the page's code in node, without a page.
      const page = test.browser === false ? null : await open();
      const skip = (reason) => { throw new Skip(reason); };
      await test.run({ page, open, browser: context, dist, url: pageUrl, downloads, skip });
      if (errors.length) throw new Error(`errors on the page: ${errors.join('; ')}`);
      passed++;
      console.log(`ok   ${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      if (e instanceof Skip) {
        skipped.push(name);
        console.log(`skip ${name}: ${e.message}`);
        continue;
      }
      failed++;
      console.log(`FAIL ${name} (${Date.now() - t0} ms)\n     ${String(e?.stack ?? e).split('\n').slice(0, 6).join('\n     ')}`);
    } finally {
      for (const p of pages) await p.close().catch(() => {});
      // (and the pages a test opened itself)
      for (const p of context.pages()) if (!before.has(p)) await p.close().catch(() => {});
      // Each test begins with nothing kept in the browser (a fresh visit).
      const clean = await context.newPage();
      await clean.goto(blankUrl).then(() => clean.evaluate(() => localStorage.clear())).catch((e) => console.log(`     (storage not cleared: ${e})`));
      await clean.close().catch(() => {});
      rmSync(downloads, { recursive: true, force: true });
    }
  }
}
await context.close();
server?.close();
rmSync(userDataDir, { recursive: true, force: true });
rmSync(blankDir, { recursive: true, force: true });
if (skipped.length) console.log(`${skipped.length} skipped (each says why above)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
