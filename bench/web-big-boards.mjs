// Benchmark of the editor page on big boards (issue 37 part 6), not a timed test: opens the built
// single file web/dist/savanna-editor.html from file:// in Debian's chromium with a board of 60
// and of 200 straight lines (chords of a 1000 x 700 mm frame between two of its sides, from a
// fixed pseudo-random sequence: the same boards every run) in a board link (#board=), and measures
// - time to interactive: from navigation to the board's regions drawn and a frame painted
//   (the engine loaded, the link read, the worker's regions and adjacency applied);
// - the capacities: from navigation to the capacity stage drawn;
// - a pointer move over the board: the page's pointermove handling and the next frame painted;
// - edit to regions redrawn: a line end moved through the engine's `editLive` (as a gesture's
//   last edit), to the regions redrawn (the store's 'fast' answer applied) and to the frame painted;
// - the longest main-thread block (the Long Tasks API, every task over 50 ms from navigation to
//   the end of the measures; and of those after interactive: the edits, moves and answers) and
//   the number of DOM elements.
// Targets (issue 37.6): 60 lines edit to redraw <= 50 ms; 200 lines interactive within 2 s and a
// pointer move <= 50 ms; never a main-thread block over 100 ms.
// Usage: npm --prefix web run build:page && node bench/web-big-boards.mjs [rounds]
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deflateRawSync } from 'node:zlib';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(repo, 'web', 'package.json'))('playwright-core');
const dist = process.env.DIST ?? join(repo, 'web', 'dist', 'savanna-editor.html');
const rounds = Number(process.argv[2] ?? 5);
if (!existsSync(dist)) { console.error(`${dist} is missing: npm --prefix web run build:page`); process.exit(1); }

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const f = (x) => x.toFixed(0);

/** A board of `n` chords of a 1000 x 700 frame, from a linear congruential sequence (seeded). */
export function chords(n, seed = 37) {
  let s = seed >>> 0;
  const rnd = () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
  const W = 1000, H = 700;
  const side = (k, t) => [[t * W, 0], [W, t * H], [t * W, H], [0, t * H]][k].map((v) => Math.round(v));
  const lines = [];
  for (let i = 0; i < n; i++) {
    const a = Math.floor(rnd() * 4);
    const b = (a + 1 + Math.floor(rnd() * 3)) % 4;
    lines.push(`  - [[${side(a, 0.05 + 0.9 * rnd()).join(', ')}], [${side(b, 0.05 + 0.9 * rnd()).join(', ')}]]`);
  }
  return `units: mm\nframe: {width: ${W}, height: ${H}}\nlines:\n${lines.join('\n')}\n`;
}

// Run when started (bench/web-big-boards-cpu.mjs imports `chords`).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();

async function run() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'savanna-bench-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, viewport: { width: 1280, height: 800 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // Every long task of the page, from its first script.
  await context.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  });

  console.log(`savanna editor on big boards (chromium headless, 1280x800, ${rounds} rounds; load average ${loadavg()[0].toFixed(1)})`);
  const sizes = (process.env.SIZES ?? "60,200").split(",").map(Number);
  for (const n of sizes) {
    const yaml = chords(n);
    const link = `${pathToFileURL(dist).href}#board=${deflateRawSync(Buffer.from(yaml)).toString('base64url')}`;
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(link);
    await page.waitForFunction((y) => window.savanna?.store.yaml === y && !window.savanna.store.stale
      && document.getElementById('verdict').dataset.regions !== '', yaml, { timeout: 600000, polling: 20 });
    await page.evaluate(() => new Promise((res) => requestAnimationFrame(() => setTimeout(res, 0))));
    const tti = Date.now() - t0;
    const ttiAt = await page.evaluate(() => performance.now());
    await page.waitForFunction(() => window.savanna.store.stage === 'full' && !window.savanna.store.stale, null, { timeout: 900000, polling: 50 });
    const full = Date.now() - t0;
    const r = await page.evaluate(async (rounds) => {
      const { engine, store } = window.savanna;
      const painted = () => new Promise((res) => requestAnimationFrame(() => setTimeout(res, 0)));
      const board = document.getElementById('board');
      const box = board.getBoundingClientRect();
      // Pointer moves across the board (a mouse, no button): the handler and the frame painted.
      const move = [];
      for (let i = 0; i < 10 * rounds; i++) {
        await painted();
        const t = performance.now();
        board.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse', pointerId: 1,
          clientX: box.x + box.width * (0.2 + 0.06 * (i % 10)), clientY: box.y + box.height * (0.3 + 0.04 * (i % 10)) }));
        await painted();
        move.push(performance.now() - t);
      }
      const next = (stage) => new Promise((res) => {
        const off = store.subscribe((o) => { if (o === 'engine' && store.stage === stage && !store.stale) { off(); res(); } });
      });
      const edit = [], paint = [], worker = [];
      for (let i = 0; i < rounds; i++) {
        const l = store.validated.lines[0];
        const at = [l.to[0], l.to[1] + (i % 2 ? -1 : 1)];
        const t = performance.now();
        const e = await engine.call('editLive', store.yaml, { op: 'move_point', line: 0, end: 'to', at });
        const fast = next('fast');
        store.setYaml(e.output, 'board');
        await fast;
        edit.push(performance.now() - t);
        worker.push(store.timings.fast);
        await painted();
        paint.push(performance.now() - t);
        await next('full');
      }
      return { move, edit, paint, worker, regions: store.validated.regions.length, diagnostics: store.diagnosticTotal ?? store.diagnostics.length,
        dom: document.getElementsByTagName('*').length, long: window.__long };
    }, rounds);
    const long = r.long.map(([, d]) => d);
    // The page's own start (its 8 MB script read, the engine's wasm compiled) and the first
    // answer are the tasks before interactive; the edits and pointer moves, after.
    const after = r.long.filter(([at]) => at > ttiAt).map(([, d]) => d);
    console.log(`${n} lines (${r.regions} regions, ${r.diagnostics} diagnostics, ${r.dom} DOM elements):`);
    console.log(`  time to interactive ${f(tti)} ms (link opened to regions drawn); capacities drawn at ${f(full)} ms`);
    console.log(`  pointer move: median ${f(median(r.move))} ms, worst ${f(Math.max(...r.move))} ms (handler to frame painted)`);
    console.log(`  edit to regions redrawn: median ${f(median(r.edit))} ms (worker's build ${f(median(r.worker))} ms), to the frame painted ${f(median(r.paint))} ms`);
    console.log(`  long tasks (> 50 ms): ${long.length}, longest ${f(long.length ? Math.max(...long) : 0)} ms; after interactive ${after.length}, longest ${f(after.length ? Math.max(...after) : 0)} ms`);
    await page.close();
  }
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
