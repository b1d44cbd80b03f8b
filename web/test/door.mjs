#!/usr/bin/env node
// web/savanna.mjs, the command line over the engine, as a person or a frontend uses it: `play`
// answers each line as it comes (standard input still open), a line that is not UTF-8 gets
// `move::not-utf8` as from the native CLI, Ctrl-C leaves the record; check, build, schema, solve,
// moves, replay, generate and balance go through the command layer (`engine.run`) with the native CLI's words.
//   node web/test/door.mjs        (needs web/engine/savanna.wasm: npm run build:wasm)
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'web', 'savanna.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'savanna-door-'));
let passed = 0;
let failed = 0;

async function test(name, f) {
  try {
    await f();
    passed++;
    console.log(`ok ${name}`);
  } catch (e) {
    failed++;
    console.log(`FAILED ${name}\n${e.stack}`);
  }
}

/** A `play` process and a way to wait for its next output line that matches. */
function play(args) {
  const p = spawn(process.execPath, [cli, 'play', 'examples/classic.yaml', ...args], { cwd: root });
  let out = '';
  let err = '';
  const waiters = [];
  p.stdout.on('data', (d) => {
    out += d;
    for (const w of [...waiters]) w();
  });
  p.stderr.on('data', (d) => (err += d));
  const exited = new Promise((ok) => p.on('close', (code) => ok(code)));
  /** Resolves with the first line after `from` (an offset in standard output) that `test`
   *  accepts; rejects after 20 s. */
  const line = (from, accept) =>
    new Promise((ok, no) => {
      const look = () => {
        const found = out.slice(from).split('\n').find((l) => l && accept(l));
        if (found !== undefined) {
          waiters.splice(waiters.indexOf(look), 1);
          clearTimeout(timer);
          ok(found);
        }
      };
      const timer = setTimeout(() => no(new Error(`no such line within 20 s; stdout:\n${out}\nstderr:\n${err}`)), 20000);
      waiters.push(look);
      look();
    });
  return { p, line, exited, out: () => out, err: () => err };
}

await test('play answers each line while standard input stays open; not UTF-8 is move::not-utf8', async () => {
  const s = play(['--lions', 'human', '--jackals', 'human', '--protocol', 'json']);
  await s.line(0, (l) => JSON.parse(l).event === 'state');
  let at = s.out().length;
  s.p.stdin.write('nonsense\n');
  const e = JSON.parse(await s.line(at, (l) => JSON.parse(l).event === 'error'));
  assert.equal(e.event, 'error');
  at = s.out().length;
  s.p.stdin.write(Buffer.from([0x6a, 0xff, 0xfe, 0x0a]));
  const bad = await s.line(at, (l) => JSON.parse(l).event === 'error');
  assert.match(bad, /savanna::move::not-utf8/);
  s.p.stdin.end();
  assert.equal(await s.exited, 0);
  const last = JSON.parse(s.out().trim().split('\n').at(-1));
  assert.equal(last.event, 'end');
});

await test('Ctrl-C: the end event of the last state, the record written, exit status 130', async () => {
  const record = join(tmp, 'game.json');
  const s = play(['--lions', 'human', '--jackals', 'human', '--protocol', 'json', '--record', record]);
  await s.line(0, (l) => JSON.parse(l).event === 'state');
  s.p.kill('SIGINT');
  assert.equal(await s.exited, 130);
  const last = JSON.parse(s.out().trim().split('\n').at(-1));
  assert.equal(last.event, 'end');
  assert.equal(last.reason, 'interrupted');
  assert.match(s.err(), /interrupted: the game is unfinished/);
  const rec = JSON.parse(readFileSync(record, 'utf8'));
  assert.ok(Array.isArray(rec.moves ?? rec.turns ?? []), 'a game record');
});

/** `node web/savanna.mjs ARGS`: status, stdout, stderr (`env`: variables set or, undefined,
 *  removed). */
function run(args, input, env = {}) {
  const e = { ...process.env, ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete e[k];
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: root, input: input ?? '', env: e });
  return { status: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
}

await test('--lang and the locale variables choose the language, as the native CLI does', () => {
  const none = { LC_ALL: undefined, LC_MESSAGES: undefined, LANG: undefined };
  const check = (args, env) => run([...args, 'check', 'examples/mistakes.yaml', '--color', 'never'], '', { ...none, ...env });
  const en = check([], {});
  assert.equal(en.status, 1);
  assert.match(en.stdout, /cannot hold one jackal/);
  assert.match(en.stdout, /\n  help: /);
  // --lang, before or after the command, and in any case.
  const ru = check(['--lang', 'ru'], {});
  assert.equal(ru.status, 1);
  assert.match(ru.stdout, /не вмещает ни одного шакала/);
  assert.doesNotMatch(ru.stdout, /cannot hold one jackal|help:/);
  assert.match(ru.stdout, /\n  подсказка: /);
  assert.equal(run(['check', 'examples/mistakes.yaml', '--color', 'never', '--lang=RU'], '', none).stdout, ru.stdout);
  // The locale: the first of LC_ALL, LC_MESSAGES, LANG set and not empty.
  assert.equal(check([], { LANG: 'ru_RU.UTF-8' }).stdout, ru.stdout);
  assert.equal(check([], { LC_ALL: '', LC_MESSAGES: 'ru_RU.UTF-8', LANG: 'en_GB.UTF-8' }).stdout, ru.stdout);
  assert.equal(check([], { LC_ALL: 'C', LANG: 'ru_RU.UTF-8' }).stdout, en.stdout);
  // --lang wins over the locale; JSON stays English.
  assert.equal(check(['--lang', 'en'], { LANG: 'ru_RU.UTF-8' }).stdout, en.stdout);
  const json = (env) => run(['check', 'examples/mistakes.yaml', '--format', 'json'], '', { ...none, ...env }).stdout;
  assert.equal(json({ LANG: 'ru_RU.UTF-8' }), json({}));
  // An unknown language is a usage mistake.
  const bad = run(['--lang', 'fr', 'check', 'examples/classic.yaml'], '', none);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /unknown language `fr`: use one of en, ru/);
  // play's text protocol in Russian.
  const p = run(['--lang', 'ru', 'play', 'examples/classic.yaml', '--jackals', 'human'], 'quit\n', none);
  assert.match(p.stdout, /шакал/, p.stdout + p.stderr);
});

await test('build refuses a sheet extension with the CLI words, exit 2', () => {
  const r = run(['build', 'examples/classic.yaml', '-o', join(tmp, 'x.pdf')]);
  assert.equal(r.status, 2);
  assert.equal(r.stderr, `error: build writes the validated board file (.json, .yaml) or an export (.geojson, .dot, .gv, .graphml), not a .pdf sheet: run \`savanna render examples/classic.yaml -o ${join(tmp, 'x.pdf')}\`\n`);
});

await test('build writes an export by its extension; check --format json reports an unreadable file', () => {
  const out = join(tmp, 'halves.dot');
  const halves = 'frame: {width: 100, height: 60}\nlines: [[[50, 0], [50, 60]]]\n';
  const r = run(['build', '-', '--no-capacity', '-o', out], halves);
  assert.equal(r.status, 0, r.stderr);
  assert.ok(r.stderr.endsWith(`wrote ${out}\n`), r.stderr);
  assert.match(readFileSync(out, 'utf8'), /graph/);
  const c = run(['check', '--format', 'json', '--no-capacity', join(tmp, 'missing.yaml'), '-'], halves);
  assert.equal(c.status, 1);
  const reports = JSON.parse(c.stdout);
  assert.equal(reports.length, 2);
  assert.equal(reports[0].errors, 1);
  assert.match(reports[0].error, /^cannot read .*missing\.yaml/);
  assert.equal(reports[1].file, '<stdin>');
  assert.equal(reports[1].errors, 0);
});

await test('schema: the board file schema on standard output', () => {
  const r = run(['schema']);
  assert.equal(r.status, 0);
  assert.ok(JSON.parse(r.stdout).properties.frame);
});

await test('solve: the value and the principal variation with the CLI words; the table is the native binary\'s', () => {
  const rec = join(tmp, 'pv.json');
  const r = run(['solve', 'examples/waterhole.yaml', '--first', 'jackals', '--record', rec]);
  assert.equal(r.status, 0, r.stderr);
  // Waterhole, the jackals first: their win by elimination in 2 rounds (README's table), 3 turns.
  assert.match(r.stdout, /\n {2}jackals first: the jackals win by eliminating the lions, after 2 rounds\n/);
  // No clock in the engine: the figures' line says no time.
  assert.match(r.stdout, /\nsolved: [^\n]+ states, /);
  assert.ok(r.stderr.startsWith('solving Waterhole: 17820 placements'), r.stderr);
  assert.ok(r.stderr.endsWith(`wrote ${rec}\n`), r.stderr);
  const game = JSON.parse(readFileSync(rec, 'utf8'));
  assert.equal(game.turns.length, 3);
  assert.deepEqual(game.agents, { lions: 'perfect', jackals: 'perfect' });
  const t = run(['solve', 'examples/waterhole.yaml', '-o', join(tmp, 'w.table')]);
  assert.equal(t.status, 1);
  assert.match(t.stderr, /^error: cannot write .*w\.table: this door does not write solver tables/);
  assert.equal(t.stdout, '');
});

await test('moves: the table and the legal moves with the CLI words, as JSON too; both inputs from - refused, exit 2', () => {
  const pos = join(tmp, 'start.yaml');
  writeFileSync(pos, 'side: jackals\npieces:\n  Kopje: {lions: 1}\n  Acacia Grove: {lions: 1}\n  Oasis: {lions: 1}\n  Dunes: {jackals: 9}\n');
  const t = run(['moves', 'examples/classic.yaml', pos]);
  assert.equal(t.status, 0, t.stderr);
  assert.ok(t.stdout.startsWith('round 1, jackals to move; 0 rounds without a capture'), t.stdout);
  assert.match(t.stdout, /\n16 legal group moves for the jackals:\n/);
  assert.match(t.stdout, /\n {2}\(the turn may not end yet\)\n/);
  // Dunes borders 2 regions: 8 group sizes to each (the pack leaves one behind), 16 in all.
  const j = run(['moves', 'examples/classic.yaml', '-', '--format', 'json'], readFileSync(pos));
  assert.equal(j.status, 0, j.stderr);
  const v = JSON.parse(j.stdout);
  assert.equal(v.side, 'jackals');
  assert.equal(v.moves.length, 16);
  assert.ok(v.moves.every((m) => m.lions === 0 && m.jackals >= 1 && m.jackals <= 8));
  assert.equal(v.can_end, false);
  const both = run(['moves', '-', '-']);
  assert.equal(both.status, 2);
  assert.match(both.stderr, /the board and the position cannot both be read from standard input/);
  const bad = run(['moves', 'examples/classic.yaml', '-'], Buffer.from([0x73, 0xff, 0x0a]));
  assert.equal(bad.status, 1);
  // 0x73 then 0xff: the invalid byte is the second, at offset 1 (line 1, column 2).
  assert.equal(bad.stderr, 'error: cannot read standard input: it is not UTF-8 text (invalid byte at offset 1, line 1, column 2): save it as UTF-8 text\n');
});

await test('replay: a solve\'s record played again with the CLI words (waterhole, the jackals first: 3 turns)', () => {
  const rec = join(tmp, 'pv-replay.json');
  assert.equal(run(['-q', 'solve', 'examples/waterhole.yaml', '--first', 'jackals', '--record', rec]).status, 0);
  const r = run(['replay', rec]);
  assert.equal(r.status, 0, r.stderr);
  assert.ok(r.stdout.startsWith('Waterhole: 3 turns, the jackals first; rules: savanna\'s defaults\n'), r.stdout);
  assert.match(r.stdout, /\n {3}2 lions {4}pass\n/);
  assert.match(r.stdout, /\ngame over: the jackals win: the lions have no pieces left, after 2 rounds\n/);
  const missing = run(['replay', join(tmp, 'none.json')]);
  assert.equal(missing.status, 1);
  assert.equal(missing.stderr, `error: cannot read ${join(tmp, 'none.json')}: No such file or directory (os error 2)\n`);
});

await test('generate: every option of the CLI, the file with its summary, the refusals in the CLI words', () => {
  const out = join(tmp, 'g.yaml');
  const r = run(['generate', '--seed', '3', '--regions', '8', '-o', out]);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stderr, `wrote ${out} (8 regions, 1 of them holds fewer than all the pieces in play)\n`);
  assert.equal(readFileSync(out, 'utf8'), run(['generate', '--seed', '3', '--regions', '8']).stdout);
  // Once taken and ignored (--allow-rules under --balanced), or refused by this door alone
  // (--fair, --allow-rules, --solve-limit, --time): the command layer's words, exit 2.
  const both = run(['generate', '--balanced', '--allow-rules']);
  assert.equal(both.status, 2);
  assert.equal(both.stderr, 'error: --allow-rules applies to --fair only (the search for a fair board): add --fair instead of --balanced\n');
  const zero = run(['generate', '--fair', '--solve-limit', '0', '--time', '5m']);
  assert.equal(zero.status, 2);
  assert.equal(zero.stderr, 'error: give a whole number of seconds of at least 1\n');
  const games = run(['generate', '--fair', '--games', '4']);
  assert.equal(games.status, 2);
  assert.match(games.stderr, /^error: --games applies to --balanced only/);
  const notWhole = run(['generate', '--regions', 'ten']);
  assert.equal(notWhole.status, 2);
  assert.match(notWhole.stderr, /^error: invalid value 'ten' for '--regions': give a whole number\n/);
});

await test('balance: the report as the CLI gives it, the solve and the games said on standard error, the refusals exit 2', () => {
  // Waterhole under perfect play (README "Solve"): the jackals win by eliminating the lions from
  // both starts, so the headline is the exact value and no ladder is climbed.
  const out = join(tmp, 'b.json');
  const r = run(['balance', 'examples/waterhole.yaml', '--games', '4', '--agent', 'random', '--format', 'json', '-o', out]);
  assert.equal(r.status, 0, r.stderr);
  const rep = JSON.parse(readFileSync(out, 'utf8'));
  assert.equal(rep.games, 4);
  assert.equal(rep.exact.jackals_first.sentence, 'the jackals win by eliminating the lions, after 2 rounds');
  assert.equal(rep.ladder, undefined);
  const lines = r.stderr.split('\n');
  assert.match(lines[0], /^balance: within 60 s: the exact value first \(the solver's estimate: [\d.]+ s here; its deadline: 60 s\), then 4 games of self-play at random, then the strength ladder when the board is not solved$/);
  assert.equal(lines[1], 'solving (perfect play)...');
  assert.match(lines[2], /^solving \(perfect play\): solved in [\d.]+ s$/);
  assert.equal(lines[3], 'self-play at random...');
  assert.match(lines[4], /^self-play at random: 4 games in [\d.]+ s$/);
  assert.equal(lines[5], `wrote ${out}`);
  const human = run(['balance', 'examples/waterhole.yaml', '--agent', 'human']);
  assert.equal(human.status, 2);
  assert.equal(human.stderr, 'error: balance plays agents against each other, not a person\n');
  const odd = run(['balance', 'examples/waterhole.yaml', '--games', '3']);
  assert.equal(odd.status, 2);
  assert.match(odd.stderr, /games come in pairs/);
  const table = run(['balance', 'examples/waterhole.yaml', '--table', 'x.table']);
  assert.equal(table.status, 1);
  assert.equal(table.stderr, 'error: cannot read x.table: this door does not read solver tables (use the savanna command line: savanna balance BOARD --table x.table)\n');
});

await test('an output path is checked as the CLI checks it, before any work; an option given twice is refused', () => {
  const folder = run(['generate', '--regions', '5', '-o', tmp]);
  assert.equal(folder.status, 1);
  assert.equal(folder.stderr, `error: ${tmp} is a folder: give a file name to write\n`);
  const missing = join(tmp, 'nope', 'x.yaml');
  const none = run(['generate', '--regions', '5', '-o', missing]);
  assert.equal(none.status, 1);
  assert.equal(none.stderr, `error: cannot write ${missing}: the folder ${join(tmp, 'nope')} does not exist\n`);
  assert.equal(run(['generate', '--regions', '5', '-o', '']).status, 2);
  const twice = run(['generate', '--regions', '5', '--regions', '6']);
  assert.equal(twice.status, 2);
  assert.match(twice.stderr, /^error: the argument '--regions' cannot be used multiple times\n/);
  // A seed as the CLI's u64 takes it (the layer's JSON words never reach the user).
  const hex = run(['generate', '--seed', '0x10']);
  assert.equal(hex.status, 2);
  assert.match(hex.stderr, /^error: invalid value '0x10' for '--seed <SEED>': invalid digit found in string\n/);
  assert.equal(run(['generate', '--seed', '18446744073709551616']).status, 2);
});

rmSync(tmp, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
