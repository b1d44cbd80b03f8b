#!/usr/bin/env node
// Same bytes from the native CLI and from the WebAssembly engine (web/savanna.mjs), on every
// board in examples/ and tests/data/ (recursively; *.yaml and *.yml board files and *.svg
// drawings): `check --format json`, `build` (the validated board file, JSON on standard output)
// and `render -o -` (the SVG sheet). Standard output and the exit status must be equal (standard
// error need not be). Prints a table; exits 1 on any difference.
//
//   node web/test/same-bytes.mjs target/debug/savanna
//
// No dependencies. Needs web/engine/savanna.wasm (`npm --prefix web run build:wasm`).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const native = process.argv[2];
if (!native) {
  console.error('usage: node web/test/same-bytes.mjs PATH/TO/savanna');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'web', 'savanna.mjs');

function boards(dir, out = []) {
  for (const e of readdirSync(dir).sort()) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) boards(p, out);
    else if (/\.(ya?ml|svg)$/i.test(e)) out.push(relative(root, p));
  }
  return out;
}

const COMMANDS = [
  ['check', (b) => ['check', b, '--format', 'json']],
  ['build', (b) => ['build', b]],
  ['render', (b) => ['render', b, '-o', '-']],
];

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, maxBuffer: 1 << 30 });
  return { status: r.status, stdout: r.stdout ?? Buffer.alloc(0), error: r.error };
}

/** Where two buffers first differ, with a little context. */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const show = (x) => JSON.stringify(x.subarray(Math.max(0, i - 30), i + 30).toString('utf8'));
  return `byte ${i}: native ${show(a)} / wasm ${show(b)}`;
}

const files = [...boards(join(root, 'examples')), ...boards(join(root, 'tests', 'data'))];
const started = Date.now();
const rows = [];
const problems = [];
for (const b of files) {
  const row = [b];
  for (const [name, args] of COMMANDS) {
    const n = run(native, args(b));
    const w = run(process.execPath, [cli, ...args(b)]);
    if (n.error || w.error) {
      row.push('ERROR');
      problems.push(`${b} ${name}: ${n.error?.message ?? w.error?.message}`);
      continue;
    }
    const same = n.status === w.status && n.stdout.equals(w.stdout);
    row.push(same ? `ok ${n.status}` : 'DIFF');
    if (!same) {
      problems.push(
        n.status !== w.status
          ? `${b} ${name}: exit status native ${n.status}, wasm ${w.status}`
          : `${b} ${name}: ${firstDifference(n.stdout, w.stdout)}`,
      );
    }
  }
  rows.push(row);
}

const head = ['board', ...COMMANDS.map(([n]) => n)];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
console.log(line(head));
for (const r of rows) console.log(line(r));
for (const p of problems) console.log(`difference: ${p}`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const total = files.length * COMMANDS.length;
console.log(`${total - problems.length} same, ${problems.length} different (${files.length} boards, ${seconds} s)`);
process.exit(problems.length ? 1 : 0);
