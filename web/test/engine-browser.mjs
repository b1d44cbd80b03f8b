#!/usr/bin/env node
// The engine in a real browser: Debian's chromium (playwright-core, headless) loads
// engine/savanna.js from 127.0.0.1 in a module Web Worker and on the main thread, and checks
// and renders classic (a PDF too, with the sheet fonts fetched by loadFonts). Prints `N passed, N failed`.
//   node web/test/engine-browser.mjs   (needs npm ci and npm run build:wasm)
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(web, '..');
const types = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html', '.yaml': 'text/plain', '.ttf': 'font/ttf', '.otf': 'font/otf' };
const page = `<!doctype html><meta charset="utf-8"><script type="module">
import { load } from '/web/engine/savanna.js';
const board = await (await fetch('/examples/classic.yaml')).text();
const e = await load();
const main = e.check(board, { path: 'classic.yaml' });
// The sheet fonts: a PDF before them is refused; loadFonts() fetches fonts/ beside savanna.js.
const noFonts = e.render(board, { format: 'pdf' });
const fetched = await e.loadFonts();
const pdf = e.render(board, { format: 'pdf' }).output;
const worker = new Worker(URL.createObjectURL(new Blob([\`
  import { load } from '\${location.origin}/web/engine/savanna.js';
  // The handler first: a message that arrives while the engine loads is not lost.
  const engine = load(new URL('/web/engine/savanna.wasm', '\${location.origin}'));
  onmessage = async (m) => {
    const e = await engine;
    postMessage({ check: e.check(m.data, { path: 'classic.yaml' }).json, svg: e.render(m.data).output.length });
  };
\`], { type: 'text/javascript' })), { type: 'module' });
worker.onerror = (ev) => console.log('worker error: ' + ev.message);
worker.postMessage(board);
const w = await new Promise((ok) => (worker.onmessage = (m) => ok(m.data)));
window.result = { version: e.version(), errors: main.errors, same: main.json === w.check, svg: w.svg,
  noFonts: noFonts.exit === 1 && /fonts are not loaded/.test(noFonts.stderr), fetched: fetched.length,
  pdf: pdf ? new TextDecoder().decode(pdf.subarray(0, 5)) + ' ' + pdf.length : '' };
</script>`;
const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path === '/') return res.end(page);
  if (path === '/favicon.ico') return res.writeHead(204).end();
  const file = normalize(join(root, path));
  if (!file.startsWith(root)) return res.writeHead(403).end();
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking'],
});
let passed = 0;
let failed = 0;
try {
  const p = await browser.newPage();
  p.on('pageerror', (e) => console.log(`page error: ${e.message}`));
  p.on('console', (m) => console.log(`console: ${m.text()}`));
  await p.goto(url);
  await p.waitForFunction(() => window.result, null, { timeout: 60000 });
  const r = await p.evaluate(() => window.result);
  const expect = (ok, what) => {
    console.log(`${ok ? 'ok' : 'FAILED'} ${what}`);
    ok ? passed++ : failed++;
  };
  expect(/^\d+\.\d+\.\d+/.test(r.version), `version ${r.version}`);
  expect(r.errors === 0, 'classic checks without errors on the main thread');
  expect(r.same, 'the worker gives the same check JSON');
  expect(r.svg > 1000, `the worker renders the sheet (${r.svg} characters)`);
  expect(r.noFonts, 'a PDF before the fonts are loaded is an error naming them');
  expect(r.fetched === 7 && r.pdf.startsWith('%PDF-'), `loadFonts() fetched ${r.fetched} fonts; the PDF: ${r.pdf} bytes`);
} catch (e) {
  console.log(`FAILED ${e.message}`);
  failed++;
} finally {
  await browser.close();
  server.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
