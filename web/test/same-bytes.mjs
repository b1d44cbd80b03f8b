#!/usr/bin/env node
// Same bytes from the native CLI and from the WebAssembly engine (web/savanna.mjs), on every
// board in examples/ and tests/data/ (recursively; *.yaml and *.yml board files and *.svg
// drawings): `check --format json`, `build` (the validated board file, JSON on standard output)
// and `render -o -` (the SVG sheet); and sheets written to files (PDF, PNG, the pages of a
// paged SVG). Standard output and the exit status must be equal (standard
// error need not be); and import, generate and play sessions on a few inputs. Prints a table;
// exits 1 on any difference.
//
//   node web/test/same-bytes.mjs target/debug/savanna
//
// No dependencies. Needs web/engine/savanna.wasm (`npm --prefix web run build:wasm`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

function run(cmd, args, input) {
  const r = spawnSync(cmd, args, { cwd: root, maxBuffer: 1 << 30, input: input ?? '' });
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

// The other commands of web/savanna.mjs, on a few inputs each: import of every drawing,
// generate, balance, and play sessions (agents alone, and a person's lines on standard input).
const svgs = files.filter((f) => f.endsWith('.svg'));
const EXTRA = [
  ...svgs.map((f) => [`import ${f}`, ['import', f]]),
  ['generate --seed 3 --regions 8', ['generate', '--seed', '3', '--regions', '8']],
  ['generate --seed 5 --frame a4', ['generate', '--seed', '5', '--frame', 'a4']],
  ['generate --seed 18446744073709551615 --regions 6', ['generate', '--seed', '18446744073709551615', '--regions', '6']],
  ['generate --fair --regions 6 --seed 2 --candidates 1', ['generate', '--fair', '--regions', '6', '--seed', '2', '--candidates', '1']],
  ['generate --fair --from examples/waterhole.yaml --candidates 2', ['generate', '--fair', '--from', 'examples/waterhole.yaml', '--candidates', '2']],
  ['generate --from without --fair (refused)', ['generate', '--from', 'examples/waterhole.yaml']],
  ['generate --balanced --allow-rules (refused)', ['generate', '--balanced', '--allow-rules']],
  ['generate --regions 4 (refused)', ['generate', '--regions', '4']],
  ['balance waterhole --games 4 --agent random', ['balance', 'examples/waterhole.yaml', '--games', '4', '--agent', 'random']],
  ['balance waterhole --games 4 --agent greedy --format json --lang ru', ['balance', 'examples/waterhole.yaml', '--games', '4', '--agent', 'greedy', '--format', 'json', '--lang', 'ru']],
  ['balance waterhole --agent human (refused)', ['balance', 'examples/waterhole.yaml', '--agent', 'human']],
  ['play classic random/random json', ['play', 'examples/classic.yaml', '--lions', 'random', '--jackals', 'random', '--seed', '7', '--protocol', 'json']],
  ['play classic random/mcts json', ['play', 'examples/classic.yaml', '--lions', 'random', '--jackals', 'mcts', '--budget', '50', '--seed', '3', '--protocol', 'json']],
  ['play classic greedy/random text', ['play', 'examples/classic.yaml', '--lions', 'greedy', '--jackals', 'random', '--seed', '2']],
  ['play classic random/human json, typed', ['play', 'examples/classic.yaml', '--lions', 'random', '--jackals', 'human', '--protocol', 'json'], 'help\n99 -> 98\nend\n{"from": 1, "to": 2}\nquit\n'],
  ['play classic human/random text, typed', ['play', 'examples/classic.yaml', '--lions', 'human', '--jackals', 'random', '--seed', '4'], 'moves\nshow\nfoo\n'],
];
const extraRows = [];
for (const [label, args, input] of EXTRA) {
  const n = run(native, args, input);
  const w = run(process.execPath, [cli, ...args], input);
  const same = !n.error && !w.error && n.status === w.status && n.stdout.equals(w.stdout);
  extraRows.push([label, same ? `ok ${n.status}` : 'DIFF']);
  if (!same) {
    problems.push(
      n.status !== w.status
        ? `${label}: exit status native ${n.status}, wasm ${w.status}`
        : `${label}: ${firstDifference(n.stdout, w.stdout)}`,
    );
  }
}

// Sheets written to files: the PDF (the engine loads the fonts for it: same bytes as the fonts
// compiled into the CLI), the PNG, and every page of a paged SVG (--paper, --plan), named as
// the CLI names them. Each command writes into a directory of its own; the files listed and
// their bytes must be equal. The scripts board sets names in every shipped font.
const work = mkdtempSync(join(tmpdir(), 'savanna-same-'));
const scripts = join(work, 'scripts.yaml');
writeFileSync(scripts, 'name: "Scripts サバンナ"\nframe: {width: 300, height: 200}\n' +
  'lines: [[[100, 0], [100, 200]], [[200, 0], [200, 200]], [[0, 100], [300, 100]]]\n' +
  'regions:\n  サバンナ: [50, 50]\n  واحة: [150, 50]\n  נהר: [250, 50]\n  नदी: [50, 150]\n  ทุ่ง: [150, 150]\n  🦁 Pride: [250, 150]\n');
const FILES = [
  ['render classic -o classic.pdf', ['render', 'examples/classic.yaml'], 'classic.pdf'],
  ['render scripts -o s.pdf', ['render', scripts, '--force'], 's.pdf'],
  ['render classic -o c.png --px-per-mm 2', ['render', 'examples/classic.yaml', '--px-per-mm', '2'], 'c.png'],
  ['render classic -o sheet.svg --paper A4', ['render', 'examples/classic.yaml', '--paper', 'A4'], 'sheet.svg'],
  ['render classic -o plan.svg --plan', ['render', 'examples/classic.yaml', '--plan'], 'plan.svg'],
  ['render classic -o p.pdf --plan --paper A3', ['render', 'examples/classic.yaml', '--plan', '--paper', 'A3'], 'p.pdf'],
];
FILES.forEach(([label, args, out], i) => {
  const dirs = ['native', 'wasm'].map((k) => join(work, `${i}-${k}`));
  const [n, w] = [[native, []], [process.execPath, [cli]]].map(([cmd, pre], k) => {
    const d = dirs[k];
    mkdirSync(d, { recursive: true });
    return run(cmd, [...pre, ...args, '-o', join(d, out)]);
  });
  const list = (d) => readdirSync(d).sort();
  const [ln, lw] = dirs.map(list);
  let same = !n.error && !w.error && n.status === w.status && ln.join() === lw.join() && ln.length > 0;
  let why = same ? '' : `exit ${n.status}/${w.status}, files ${ln.join(' ')} / ${lw.join(' ')}`;
  if (same) {
    for (const f of ln) {
      const [a, b] = dirs.map((d) => readFileSync(join(d, f)));
      if (!a.equals(b)) {
        same = false;
        why = `${f}: ${firstDifference(a, b)}`;
        break;
      }
    }
  }
  extraRows.push([`${label} (${ln.length} file${ln.length === 1 ? '' : 's'})`, same ? `ok ${n.status}` : 'DIFF']);
  if (!same) problems.push(`${label}: ${why}`);
});
rmSync(work, { recursive: true, force: true });

const head = ['board', ...COMMANDS.map(([n]) => n)];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
console.log(line(head));
for (const r of rows) console.log(line(r));
const w0 = Math.max(...extraRows.map((r) => r[0].length));
console.log(`\n${'other command'.padEnd(w0)}  same`);
for (const r of extraRows) console.log(`${r[0].padEnd(w0)}  ${r[1]}`);
for (const p of problems) console.log(`difference: ${p}`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const total = files.length * COMMANDS.length + EXTRA.length + FILES.length;
console.log(`${total - problems.length} same, ${problems.length} different (${files.length} boards, ${seconds} s)`);
process.exit(problems.length ? 1 : 0);
