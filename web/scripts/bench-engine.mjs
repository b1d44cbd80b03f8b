// Timings of the WebAssembly engine in node (a benchmark, not a test): loading the module,
// `check` of a board with capacities, `build` with capacity:false (the editor's live view) and
// `render` to SVG; the median of several runs, and the module's size raw, gzipped and brotli.
//   node web/scripts/bench-engine.mjs [BOARD=examples/classic.yaml] [RUNS=15]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { load } from '../engine/savanna.js';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const board = process.argv[2] ?? join(web, '..', 'examples', 'classic.yaml');
const runs = Number(process.argv[3] ?? 15);
const wasm = readFileSync(join(web, 'engine', 'savanna.wasm'));
const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
console.log(`savanna.wasm: ${mb(wasm.length)} raw, ${mb(gzipSync(wasm, { level: 9 }).length)} gzip -9, ${mb(brotliCompressSync(wasm, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length)} brotli 11`);
let t = performance.now();
const engine = await load(wasm);
console.log(`load (compile + instantiate): ${(performance.now() - t).toFixed(0)} ms`);
const src = readFileSync(board, 'utf8');
const median = (f) => {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = f();
    times.push(performance.now() - t0);
    if (r.exit === undefined) throw new Error('no reply');
  }
  times.sort((a, b) => a - b);
  const p90 = times[Math.min(times.length - 1, Math.floor(times.length * 0.9))];
  return `${times[times.length >> 1].toFixed(1)} ms (min ${times[0].toFixed(1)}, p90 ${p90.toFixed(1)}, max ${times[times.length - 1].toFixed(1)})`;
};
console.log(`${board}, median of ${runs} (load average ${(await import('node:os')).loadavg()[0].toFixed(1)}):`);
console.log(`  check (capacity):         ${median(() => engine.check(src, { path: board }))}`);
console.log(`  check (capacity: false):  ${median(() => engine.check(src, { path: board, capacity: false }))}`);
console.log(`  build (capacity: false):  ${median(() => engine.build(src, { path: board, capacity: false }))}`);
console.log(`  build:                    ${median(() => engine.build(src, { path: board }))}`);
console.log(`  render svg:               ${median(() => engine.render(src, { path: board }))}`);
