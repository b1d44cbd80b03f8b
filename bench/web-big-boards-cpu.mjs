// The editor page on big boards in CPU time (issue 37.6), not a timed test: the boards of
// bench/web-big-boards.mjs (60 and 200 chords), and Chromium's trace (the DevTools protocol's
// Tracing domain, through playwright-core) gives each task's thread CPU time (`tdur`), which a
// shared machine's load changes far less than wall time (at load 11 on 2 cores, wall times were
// 3-5x and varied 2x run to run; these vary by about 15 %). Measured, from the capacities drawn:
// - 10 pointer moves across the board (each in its own frame): the page's main thread CPU in all
//   (handlers, style, layout, paint, garbage collection) and its longest task;
// - 3 edits (a line end moved through the engine's `editLive`, as the other bench): to the
//   regions redrawn, the main thread's CPU and the worker's (the edit, the build, the parts);
//   to the capacities drawn and settled, the main thread's CPU and its longest task.
// Usage: npm --prefix web run build:page && node bench/web-big-boards-cpu.mjs [sizes, e.g. 60,200]
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { chords } from './web-big-boards.mjs';

const repo = join(import.meta.dirname, '..');
const { chromium } = createRequire(join(repo, 'web', 'package.json'))('playwright-core');
const dist = process.env.DIST ?? join(repo, 'web', 'dist', 'savanna-editor.html');
const sizes = (process.argv[2] ?? '60,200').split(',').map(Number);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

const userDataDir = mkdtempSync(join(tmpdir(), 'savanna-bench-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, viewport: { width: 1280, height: 800 },
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
console.log(`savanna editor on big boards, CPU time (chromium headless, 1280x800; load average ${loadavg()[0].toFixed(1)})`);
for (const n of sizes) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => { for (const x of e.value) if (x.ph === 'X' || x.ph === 'M' || x.ph === 'R' || x.ph === 'I') events.push(x); });
  const complete = new Promise((res) => cdp.on('Tracing.tracingComplete', res));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['toplevel', 'blink.user_timing', '__metadata'] } });
  const yaml = chords(n);
  await page.goto(`${pathToFileURL(dist).href}#board=${deflateRawSync(Buffer.from(yaml)).toString('base64url')}`);
  await page.waitForFunction(() => window.savanna?.store.stage === 'full' && !window.savanna.store.stale, null, { timeout: 900000, polling: 50 });
  await page.evaluate(async () => {
    const { engine, store } = window.savanna;
    const painted = () => new Promise((res) => requestAnimationFrame(() => setTimeout(res, 0)));
    const wait = (ms) => new Promise((res) => setTimeout(res, ms));
    const board = document.getElementById('board');
    const box = board.getBoundingClientRect();
    performance.mark('moves');
    for (let i = 0; i < 10; i++) {
      await painted();
      board.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse', pointerId: 1,
        clientX: box.x + box.width * (0.2 + 0.06 * i), clientY: box.y + box.height * (0.3 + 0.04 * i) }));
    }
    await painted();
    await painted();
    performance.mark('moved');
    const next = (stage) => new Promise((res) => {
      const off = store.subscribe((o) => { if (o === 'engine' && store.stage === stage && !store.stale) { off(); res(); } });
    });
    for (let i = 0; i < 3; i++) {
      await wait(300);
      const l = store.validated.lines[0];
      performance.mark(`edit${i}`);
      const e = await engine.call('editLive', store.yaml, { op: 'move_point', line: 0, end: 'to', at: [l.to[0], l.to[1] + (i % 2 ? -1 : 1)] });
      const fast = next('fast');
      store.setYaml(e.output, 'board');
      await fast;
      await painted();
      performance.mark(`fast${i}`);
      await next('full');
      for (let k = 0; k < 3; k++) await painted();
      await wait(300);
      performance.mark(`settled${i}`);
    }
  });
  await cdp.send('Tracing.end');
  await complete;
  await page.close();
  const at = {};
  let thread = null;
  for (const e of events) {
    if (e.cat?.includes('blink.user_timing') && e.ts) { at[e.name] = e.ts; thread ??= `${e.pid}:${e.tid}`; }
  }
  const pid = thread.split(':')[0];
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const worker = [...names].find(([k, v]) => k.startsWith(`${pid}:`) && v === 'DedicatedWorker thread')?.[0];
  // The outermost tasks of a thread that start and end between two marks: their CPU in all, ms,
  // and the longest one's.
  const cpu = (th, a, b) => {
    const ts = events.filter((e) => `${e.pid}:${e.tid}` === th && e.ph === 'X' && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask')
      && e.tdur !== undefined && e.ts >= at[a] && e.ts + e.dur <= at[b]).sort((x, y) => x.ts - y.ts);
    let end = -1, sum = 0, max = 0;
    for (const t of ts) if (t.ts >= end) { end = t.ts + t.dur; sum += t.tdur; max = Math.max(max, t.tdur); }
    return { sum: sum / 1000, max: max / 1000 };
  };
  const moves = cpu(thread, 'moves', 'moved');
  const edits = [0, 1, 2].map((i) => ({ main: cpu(thread, `edit${i}`, `fast${i}`).sum, worker: cpu(worker, `edit${i}`, `fast${i}`).sum, all: cpu(thread, `edit${i}`, `settled${i}`) }));
  const f = (x) => x.toFixed(0);
  console.log(`${n} lines: 10 pointer moves, main thread ${f(moves.sum)} ms CPU, longest task ${f(moves.max)} ms`);
  console.log(`  edit to regions redrawn (median of 3): main thread ${f(median(edits.map((e) => e.main)))} ms CPU, worker ${f(median(edits.map((e) => e.worker)))} ms; `
    + `to the capacities settled: main thread ${f(median(edits.map((e) => e.all.sum)))} ms, longest task ${f(Math.max(...edits.map((e) => e.all.max)))} ms`);
}
await context.close();
rmSync(userDataDir, { recursive: true, force: true });
