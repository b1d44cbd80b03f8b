// Benchmark of the editor page (issue 26 item 3), not a timed test: opens the built single file
// web/dist/savanna-editor.html from file:// in Debian's chromium and measures
// - time to interactive: from navigation to the engine loaded and the first board drawn;
// - edit to redraw on classic: a line end moved through the engine's `edit` (as `editLive`, the
//   page's call for a gesture's last edit: the worker answers with the regions and adjacency
//   rebuilt, capacity:false) and the board redrawn (and to the next animation frame painted);
// - capacities: from the same edit to the capacities drawn (the worker waits for the pointer to
//   stop: LIVE_SETTLE_MS in engine.worker.ts, included), and the worker's own time for them;
// - the first PDF (the sheet fonts decoded and registered on first use) and the next;
// - sizes: the page, the wasm and the sheet fonts, raw and gzip.
// Usage: npm --prefix web run build && node bench/web-editor.mjs [rounds]
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
// playwright-core is web/'s dev dependency (npm --prefix web ci).
const { chromium } = createRequire(join(repo, 'web', 'package.json'))('playwright-core');
const dist = join(repo, 'web', 'dist', 'savanna-editor.html');
const wasm = join(repo, 'web', 'engine', 'savanna.wasm');
const rounds = Number(process.argv[2] ?? 30);
if (!existsSync(dist)) { console.error(`${dist} is missing: npm --prefix web run build`); process.exit(1); }

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const p90 = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(s.length * 0.9))]; };
const f = (x) => x.toFixed(1);

const userDataDir = mkdtempSync(join(tmpdir(), 'savanna-bench-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, viewport: { width: 1400, height: 900 },
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

// Time to interactive, over a few fresh page loads.
const tti = [];
for (let i = 0; i < 5; i++) {
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(pathToFileURL(dist).href);
  await page.waitForFunction(() => document.body.dataset.ready === 'true' && document.getElementById('verdict').dataset.regions !== '', null, { timeout: 30000 });
  tti.push(Date.now() - t0);
  if (i < 4) await page.close();
}
const page = context.pages().at(-1);

const classic = readFileSync(join(repo, 'examples', 'classic.yaml'), 'utf8');
const r = await page.evaluate(async ({ classic, rounds }) => {
  const { engine, store } = window.savanna;
  const next = (stage) => new Promise((res) => {
    const off = store.subscribe((o) => { if (o === 'engine' && store.stage === stage && !store.stale) { off(); res(); } });
  });
  // After the next frame is painted: a frame callback, then a task (it runs after the paint).
  const painted = () => new Promise((res) => requestAnimationFrame(() => setTimeout(res, 0)));
  store.setYaml(classic, 'file');
  await next('full');
  await painted();
  const wait = [], redraw = [], redrawOnly = [], paint = [], full = [], workerFast = [], workerFull = [], editMs = [];
  for (let i = 0; i < rounds; i++) {
    // Move the river's right end up and down by a few mm, as a drag would.
    const at = [420, 40 + ((i % 2) ? 0 : 3)];
    const t0 = performance.now();
    // `editLive`, as the page sends a gesture's last edit: the worker builds the edited text's
    // regions right after answering the edit (engine.worker.ts).
    const e = await engine.call('editLive', store.yaml, { op: 'move_point', line: 0, end: 'to', at });
    const t1 = performance.now();
    const fast = next('fast');
    const cap = next('full');
    store.setYaml(e.ok ? e.output : store.yaml.replace(/to: \[420, 4[03]\]/, `to: [420, ${at[1]}]`), 'board');
    await fast;
    const t2 = performance.now(); // the board's DOM is redrawn (synchronously, before this)
    workerFast.push(store.timings.fast);
    wait.push(store.lastEditToFast);
    redrawOnly.push(store.lastRedrawMs);
    await painted();
    const t3 = performance.now();
    await cap;
    await painted();
    const t4 = performance.now();
    editMs.push(t1 - t0); redraw.push(t2 - t0); paint.push(t3 - t0); full.push(t4 - t0);
    workerFull.push(store.timings.full);
    await new Promise((res) => setTimeout(res, 50));
  }
  // The first PDF loads the sheet fonts (decoded from the page, registered in the engine);
  // the second has them.
  const p0 = performance.now();
  const pdf1 = await engine.call('render', store.yaml, { path: 'board.yaml', format: 'pdf' });
  const p1 = performance.now();
  await engine.call('render', store.yaml, { path: 'board.yaml', format: 'pdf' });
  const p2 = performance.now();
  return { wait, pdfFirst: p1 - p0, pdfNext: p2 - p1, pdfOk: pdf1.ok, redraw, redrawOnly, paint, full, workerFast, workerFull, editMs, editOk: (await engine.call('edit', store.yaml, { op: 'move_point', line: 0, end: 'to', at: [420, 40] })).ok, regions: store.validated.regions.length };
}, { classic, rounds });

const html = readFileSync(dist);
console.log(`savanna editor benchmark (${rounds} edits of classic, ${r.regions} regions; chromium headless; load average ${loadavg()[0].toFixed(1)})`);
console.log(`time to interactive: median ${median(tti)} ms (of ${tti.length} loads: ${tti.join(', ')})`);
console.log(`edit to redraw (engine editLive, regions/adjacency, board redrawn): median ${f(median(r.redraw))} ms, p90 ${f(p90(r.redraw))} ms; to the frame painted: median ${f(median(r.paint))} ms, p90 ${f(p90(r.paint))} ms`);
console.log(`  of which the worker's answer ${f(median(r.editMs))} ms (the edit and, in the same answer, the build capacity:false, ${f(median(r.workerFast))} ms of it; one round trip)${r.editOk ? '' : ' (the engine has no edit yet: the text was patched by the benchmark)'}, the page's redraw ${f(median(r.redrawOnly))} ms`);
console.log(`edit to capacities drawn: median ${f(median(r.full))} ms, p90 ${f(p90(r.full))} ms (includes the worker's 40 ms settle wait, LIVE_SETTLE_MS); the worker's build with capacities ${f(median(r.workerFull))} ms`);
console.log(`  from the text set (store.setYaml) to its regions applied: ${f(median(r.wait))} ms median, p90 ${f(p90(r.wait))} ms; the rest (the worker's messages, the page's JSON.parse and store): ${f(median(r.redraw.map((x, i) => x - r.editMs[i] - r.wait[i] - r.redrawOnly[i])))} ms median`);
console.log(`PDF of classic from the page: first ${f(r.pdfFirst)} ms (the sheet fonts decoded and registered on first use), then ${f(r.pdfNext)} ms${r.pdfOk ? '' : ' (FAILED)'}`);
const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
const gz = (b) => gzipSync(b, { level: 9 }).length;
console.log(`page: ${mb(html.length)}, gzip ${mb(gz(html))}`);
if (existsSync(wasm)) {
  const w = readFileSync(wasm);
  console.log(`wasm: ${mb(w.length)}, gzip ${mb(gz(w))} (target: under 5 MB compressed)`);
}
const fontsDir = join(repo, 'web', 'engine', 'fonts');
if (existsSync(fontsDir)) {
  const fonts = Buffer.concat(readdirSync(fontsDir).filter((x) => /\.(ttf|otf)$/.test(x)).sort().map((x) => readFileSync(join(fontsDir, x))));
  console.log(`sheet fonts (web/engine/fonts/, loaded for PDF and PNG only): ${mb(fonts.length)}, gzip ${mb(gz(fonts))}`);
}
await context.close();
rmSync(userDataDir, { recursive: true, force: true });
