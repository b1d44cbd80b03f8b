#!/usr/bin/env node
// savanna's command line over the WebAssembly engine (engine/savanna.js): the native CLI's
// arguments, bytes on standard output and exit statuses, for check, build, render, import,
// generate, moves, replay, play, solve, balance and schema. check, build, schema, solve, moves,
// replay, generate and balance are requests of the command layer (`engine.run`, the native CLI's own words); `play` answers each line of standard input as it
// comes. `node web/savanna.mjs check examples/classic.yaml --format json`.
// Build the engine first: `npm --prefix web ci && npm --prefix web run build:wasm`.
import { readFileSync, writeFileSync, renameSync, rmSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { load } from './engine/savanna.js';

/** Each command's flags (no value) and options (a value), camelCase names for the engine. */
const COMMANDS = {
  check: {
    positional: [1, Infinity],
    flags: ['--no-capacity', '--full-capacity'],
    options: ['--format', '--color'],
  },
  build: {
    positional: [1, 1],
    flags: ['--force', '--no-capacity', '--full-capacity', '--full-certificates', '--geojson-y-up', '--geojson-degrees'],
    options: ['-o', '--output'],
  },
  render: {
    positional: [1, 1],
    flags: ['--certificates', '--proof', '--pieces', '--no-cover', '--plan', '--full-size', '--force', '--full-capacity'],
    options: ['-o', '--output', '--paper', '--orientation', '--margin', '--overlap', '--scale-correction', '--pencil', '--px-per-mm', '--balance'],
  },
  import: { positional: [1, 1], flags: [], options: ['-o', '--output'] },
  schema: { positional: [0, 0], flags: ['--validated'], options: ['-o', '--output'] },
  solve: { positional: [1, 1], flags: [], options: ['--first', '--format', '--record', '-o', '--output', '--max-memory'] },
  generate: {
    positional: [0, 0],
    flags: ['--balanced', '--fair', '--allow-rules'],
    options: ['-o', '--output', '--regions', '--frame', '--seed', '--candidates', '--games', '--solve-limit', '--time', '--from'],
  },
  moves: { positional: [2, 2], flags: [], options: ['--after', '--format'] },
  balance: {
    positional: [1, 1],
    flags: ['--no-ladder', '--suggest'],
    options: ['-o', '--output', '--games', '--seed', '--agent', '--budget', '--format', '--table', '--ladder-games', '--ladder-to', '--solve-limit', '--time'],
  },
  replay: { positional: [1, 1], flags: [], options: [] },
  play: {
    positional: [1, 1],
    flags: [],
    options: ['--lions', '--jackals', '--seed', '--record', '--protocol', '--budget', '--first'],
  },
};

function usage(msg) {
  process.stderr.write(`error: ${msg}\n\nUsage: node web/savanna.mjs <${Object.keys(COMMANDS).join('|')}> ARGS (as savanna's)\n`);
  process.exit(2);
}

function parse(argv) {
  // The global options may come before the command too, as the native CLI takes them.
  const global = [];
  while (argv.length && (argv[0] === '-q' || argv[0] === '--quiet' || argv[0].startsWith('--px-per-inch') || argv[0].startsWith('--lang'))) {
    const g = argv.shift();
    global.push(g);
    if ((g === '--px-per-inch' || g === '--lang') && argv.length) global.push(argv.shift());
  }
  const [cmd, ...rest] = argv;
  rest.push(...global);
  const spec = COMMANDS[cmd];
  if (!spec) usage(cmd ? `unrecognized subcommand '${cmd}'` : 'a command is required');
  const a = { cmd, positional: [], flags: new Set(), options: {}, quiet: false, pxPerInch: undefined, lang: undefined };
  for (let i = 0; i < rest.length; i++) {
    let arg = rest[i];
    let value;
    if (arg.startsWith('--') && arg.includes('=')) [arg, value] = [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)];
    if (arg === '-q' || arg === '--quiet') a.quiet = true;
    else if (arg === '--px-per-inch') a.pxPerInch = Number(value ?? rest[++i]);
    else if (arg === '--lang') {
      if (value === undefined && i + 1 >= rest.length) usage("a value is required for '--lang <LANG>'");
      a.lang = value ?? rest[++i];
    }
    else if (spec.flags.includes(arg)) a.flags.add(arg);
    else if (spec.options.includes(arg)) {
      if (value === undefined) {
        if (i + 1 >= rest.length) usage(`a value is required for '${arg}'`);
        value = rest[++i];
      }
      const key = arg === '-o' ? '--output' : arg;
      // As clap: an option given twice is a mistake, not the last one winning.
      if (a.options[key] !== undefined) usage(`the argument '${arg}' cannot be used multiple times`);
      a.options[key] = value;
    } else if (arg.startsWith('-') && arg !== '-') usage(`unexpected argument '${arg}' found`);
    else a.positional.push(arg);
  }
  const [lo, hi] = spec.positional;
  if (a.positional.length < lo) usage('the following required arguments were not provided');
  if (a.positional.length > hi) usage(`unexpected argument '${a.positional[hi]}' found`);
  if (a.pxPerInch !== undefined && !(Number.isFinite(a.pxPerInch) && a.pxPerInch > 0 && a.pxPerInch <= 10000)) {
    usage('--px-per-inch: a number of px per inch above 0 and at most 10000 (CSS: 96, Illustrator: 72, Inkscape 0.91: 90)');
  }
  // As the native CLI's --lang: en, ru (any case), or the hidden test language.
  if (a.lang !== undefined) {
    const l = a.lang.trim().toLowerCase();
    if (!(LANGS.includes(l) || a.lang === 'pseudo')) usage(`invalid value '${a.lang}' for '--lang <LANG>': unknown language \`${a.lang}\`: use one of ${LANGS.join(', ')}`);
    a.lang = a.lang === 'pseudo' ? 'pseudo' : l;
  }
  return a;
}

/** The languages of `--lang` and a board file's `lang:`. */
const LANGS = ['en', 'ru'];

/** The reader's language from the locale variables, as the native CLI reads them: the first of
 *  LC_ALL, LC_MESSAGES and LANG that is set and not empty; Russian when its language part is
 *  `ru` (`ru_RU.UTF-8`), else English. */
function locale(env = process.env) {
  const v = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((x) => x !== undefined && x !== '');
  return v !== undefined && v.split(/[_.@-]/)[0].toLowerCase() === 'ru' ? 'ru' : 'en';
}

/** The bytes of `path` (`-`: standard input). */
function readInput(path) {
  try {
    return readFileSync(path === '-' ? 0 : path);
  } catch (e) {
    fail(`cannot read ${path}: ${e.message}`);
  }
}

function fail(msg, code = 1) {
  process.stderr.write(`error: ${msg}\n`);
  process.exit(code);
}

/** Writes `data` to `path` atomically (a temporary file beside it, then renamed). */
function writeAtomic(path, data) {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    fail(`cannot write ${path}: ${e.message}`);
  }
}

function number(a, flag) {
  const v = a.options[flag];
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n)) usage(`invalid value '${v}' for '${flag}': not a number`);
  return n;
}

/** `--seed` as typed, checked as the CLI's u64 (a string: above 2^53 it stays exact). */
function seed(a) {
  const v = a.options['--seed'];
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) usage(`invalid value '${v}' for '--seed <SEED>': invalid digit found in string`);
  if (BigInt(v) > 0xffffffffffffffffn) usage(`invalid value '${v}' for '--seed <SEED>': number too large to fit in target type`);
  return v;
}

/** The whole number given to `flag` (its range is the command layer's to check). */
function whole(a, flag) {
  const v = a.options[flag];
  if (v === undefined) return undefined;
  if (!/^\s*\d+\s*$/.test(v) || Number(v) > 0xffffffff) usage(`invalid value '${v}' for '${flag}': give a whole number`);
  return Number(v);
}

/** A board file's bytes for the command layer (`-`: standard input), or why it cannot be read. */
function readBoard(path) {
  try {
    return readFileSync(path === '-' ? 0 : path);
  } catch (e) {
    if (path === '-') return { unreadable: `cannot read standard input: ${e.message}` };
    return { unreadable: e.code === 'EISDIR' ? `${path} is a directory, not a board file` : `cannot read ${path}: ${osError(e)}` };
  }
}

/** A file error in the native CLI's words (Rust's `io::Error`: "No such file or directory (os
 *  error 2)"), where node says "ENOENT: no such file or directory, open 'x'". */
function osError(e) {
  const words = { ENOENT: 'No such file or directory (os error 2)', EACCES: 'Permission denied (os error 13)' };
  return words[e.code] ?? e.message;
}

/** A request of the command layer: `command` with the shared options. */
function request(a, command) {
  return { command, quiet: a.quiet, px_per_inch: a.pxPerInch, lang: a.lang, locale: locale() };
}

/** Writes the command layer's reply: standard output, standard error, the files (atomically,
 *  `wrote FILE` or the output's own note unless quiet), and sets the exit status. */
function emit(r, quiet) {
  if (r.stdout) process.stdout.write(r.stdout);
  if (r.stderr) process.stderr.write(r.stderr);
  for (const o of r.outputs ?? []) {
    writeAtomic(o.name, o.bytes);
    if (!quiet) process.stderr.write(`${o.note ?? wrote(o.name)}\n`);
  }
  process.exitCode = r.exit;
}

/** Standard error as the engine gives it, then the exit status. */
function finish(r, quiet) {
  if (r.stderr && !(quiet && r.exit === 0)) process.stderr.write(r.stderr);
  // No process.exit: standard output is flushed first.
  process.exitCode = r.exit ?? (r.ok ? 0 : 1);
}

/** JSON with every object's keys sorted, as serde_json writes a `Value`. */
function sortedJson(v) {
  if (Array.isArray(v)) return `[${v.map(sortedJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${sortedJson(v[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** The JSON protocol's last line for a game interrupted after the state line `line` was sent
 *  (as the native `play` sends it on Ctrl-C), or undefined for any other line. */
function interruptedEvent(line) {
  let v;
  try {
    v = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (v === null || typeof v !== 'object' || v.event !== 'state') return undefined;
  Object.assign(v, { event: 'end', reason: 'interrupted', played: [], moves: [], can_end: false });
  return sortedJson(v) + '\n';
}

/** The play session's loop: each line of standard input sent as it arrives, each reply written
 *  at once; at the end of input, `quit` or the game's end the last text and the record; on
 *  Ctrl-C the `end` event of the last state sent (JSON protocol), the record, exit status 130. */
function converse(s, a) {
  let end;
  let finished = false;
  const write = (t) => {
    if (!t) return;
    for (const line of t.split('\n').reverse()) {
      const e = interruptedEvent(line);
      if (e) {
        end = e;
        break;
      }
    }
    process.stdout.write(t);
  };
  const saveRecord = (record) => {
    if (a.options['--record'] === undefined) return true;
    writeAtomic(a.options['--record'], record);
    if (!a.quiet) process.stderr.write(`${wrote(a.options['--record'])}\n`);
    return true;
  };
  const done = () => {
    finished = true;
    process.stdin.destroy();
    const record = s.record();
    write(s.closeText());
    saveRecord(record);
    process.exitCode = 0;
  };
  process.on('SIGINT', () => {
    if (end && !finished) process.stdout.write(end);
    if (!a.quiet) process.stderr.write('\ninterrupted: the game is unfinished\n');
    if (!finished) saveRecord(s.record());
    process.exitCode = 130;
    process.stdout.write('', () => process.exit(130));
  });
  write(s.readText());
  if (s.done) return done();
  let pending = Buffer.alloc(0);
  const line = (bytes) => {
    write(s.sendText(bytes));
    if (s.done) done();
  };
  process.stdin.on('data', (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    let i;
    while (!finished && (i = pending.indexOf(10)) >= 0) {
      const one = pending.subarray(0, i + 1);
      pending = pending.subarray(i + 1);
      line(one);
    }
  });
  process.stdin.on('end', () => {
    if (finished) return;
    if (pending.length) line(pending);
    if (!finished) done();
  });
}

const a = parse(process.argv.slice(2));
/** "wrote FILE" in the reader's language (`--lang`, else the locale), as the native CLI's
 *  catalogue says it (locales/LANG/savanna.ftl: `cli-wrote`). */
const wrote = (path) => ((a.lang ?? locale()) === 'ru' ? `записан файл ${path}` : `wrote ${path}`);
const engine = await load();
const out = a.options['--output'];
const toStdout = out === undefined || out === '-';
if (out !== undefined) checkOutput(out);

/** The native CLI's checks of an output path (src/cli/io.rs `check_output_as`), before any
 *  work: never a folder, and the folder it goes in must exist. */
function checkOutput(path) {
  if (path === '') usage("a value is required for '--output <OUTPUT>' but none was supplied");
  if (path === '-') return;
  const kind = (p) => { try { return statSync(p).isDirectory() ? 'folder' : 'file'; } catch { return null; } };
  if (kind(path) === 'folder') fail(`${path} is a folder: give a file name to write`);
  const parent = dirname(path) || '.';
  if (kind(parent) === 'file') fail(`cannot write ${path}: ${parent} is a file, not a folder`);
  if (kind(parent) === null) fail(`cannot write ${path}: the folder ${parent} does not exist`);
}

switch (a.cmd) {
  case 'check': {
    const format = a.options['--format'] ?? 'text';
    if (!['text', 'json'].includes(format)) usage(`invalid value '${format}' for '--format <FORMAT>'`);
    const inputs = Object.fromEntries(a.positional.map((b) => [b, readBoard(b)]));
    const check = { boards: a.positional, format, no_capacity: a.flags.has('--no-capacity'), full_capacity: a.flags.has('--full-capacity') };
    emit(engine.run(request(a, { check }), inputs), a.quiet);
    break;
  }
  case 'build': {
    const build = {
      board: a.positional[0],
      output: out,
      geojson_y_up: a.flags.has('--geojson-y-up'),
      geojson_degrees: a.flags.has('--geojson-degrees'),
      force: a.flags.has('--force'),
      no_capacity: a.flags.has('--no-capacity'),
      full_capacity: a.flags.has('--full-capacity'),
      full_certificates: a.flags.has('--full-certificates'),
    };
    emit(engine.run(request(a, { build }), { [build.board]: readBoard(build.board) }), a.quiet);
    break;
  }
  case 'solve': {
    const format = a.options['--format'] ?? 'text';
    if (!['text', 'json'].includes(format)) usage(`invalid value '${format}' for '--format <FORMAT>'`);
    const first = a.options['--first'] ?? 'both';
    if (!['lions', 'jackals', 'both'].includes(first)) usage(`invalid value '${first}' for '--first <FIRST>'`);
    // The table (-o) is the native CLI's: the layer says so. No default memory limit here (the
    // engine's own memory is the limit); --max-memory takes bytes.
    const maxMemory = a.options['--max-memory'] === undefined ? undefined : number(a, '--max-memory');
    const solve = { board: a.positional[0], first, format, record: a.options['--record'], table: out, max_memory: maxMemory };
    emit(engine.run(request(a, { solve }), { [solve.board]: readBoard(solve.board) }), a.quiet);
    break;
  }
  case 'schema': {
    emit(engine.run(request(a, { schema: { validated: a.flags.has('--validated'), output: out } })), a.quiet);
    break;
  }
  case 'render': {
    if (out === undefined) usage("the following required arguments were not provided: --output <OUTPUT>");
    const ext = out === '-' ? 'svg' : (out.match(/\.([^./\\]+)$/)?.[1] ?? '').toLowerCase();
    if (!['svg', 'pdf', 'png'].includes(ext)) usage(`cannot tell the format of \`${out}\`: use a name ending in .svg, .pdf or .png`);
    const sc = a.options['--scale-correction'];
    let balance;
    if (a.options['--balance'] !== undefined) {
      try {
        balance = readFileSync(a.options['--balance'], 'utf8');
      } catch (e) {
        fail(`${a.options['--balance']}: cannot read: ${e.message}`);
      }
    }
    // Not the board itself, as the binary refuses it (a drawing rendered over itself).
    if (out !== '-' && a.positional[0] !== '-') {
      let same = false;
      try {
        same = realpathSync(a.positional[0]) === realpathSync(out);
      } catch {
        // The output does not exist yet (or the input cannot be read: said below).
      }
      if (same) {
        const stem = basename(a.positional[0]).replace(/\.[^.]*$/, '');
        fail(`${out} is the input file itself: choose another output name (e.g. ${stem}-sheet.${ext})`);
      }
    }
    // The sheet fonts only when the output embeds them (they are not in the wasm).
    if (ext !== 'svg') await engine.loadFonts();
    const r = engine.render(readInput(a.positional[0]), {
      path: a.positional[0],
      format: ext,
      paper: a.options['--paper'],
      orientation: a.options['--orientation'],
      margin: number(a, '--margin'),
      overlap: number(a, '--overlap'),
      scaleCorrection: sc === undefined ? undefined : (sc.includes(',') ? sc.split(',').map(Number) : [Number(sc), Number(sc)]),
      pencil: number(a, '--pencil'),
      pxPerMm: number(a, '--px-per-mm'),
      certificates: a.flags.has('--certificates'),
      proof: a.flags.has('--proof'),
      pieces: a.flags.has('--pieces'),
      noCover: a.flags.has('--no-cover'),
      plan: a.flags.has('--plan'),
      fullSize: a.flags.has('--full-size'),
      force: a.flags.has('--force'),
      fullCapacity: a.flags.has('--full-capacity'),
      balance,
      // `-`: the one sheet on standard output (the layer refuses what it cannot hold).
      output: out === '-' ? '-' : basename(out),
      quiet: a.quiet,
    });
    if (r.sheets !== undefined) {
      // Paged SVG: a file per page, named as the CLI names them, beside OUT; all or none.
      const files = r.sheets.map((s) => [join(dirname(out), basename(s.name)), s.output]);
      const done = [];
      for (const [path, data] of files) {
        const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
        try {
          writeFileSync(tmp, data);
          done.push([tmp, path]);
        } catch (e) {
          rmSync(tmp, { force: true });
          for (const [t] of done) rmSync(t, { force: true });
          fail(`cannot write ${out} (no page written): ${e.message}`);
        }
      }
      for (const [tmp, path] of done) renameSync(tmp, path);
      if (!a.quiet) r.stderr = (r.stderr ?? '') + files.map(([p]) => `${wrote(p)}\n`).join('');
    } else if (r.output !== undefined) {
      if (out === '-') process.stdout.write(r.output);
      else {
        writeAtomic(out, r.output);
        if (!a.quiet) r.stderr = (r.stderr ?? '') + `${wrote(out)}\n`;
      }
    }
    finish(r, a.quiet);
    break;
  }
  case 'import': {
    const r = engine.importSvg(readInput(a.positional[0]), { path: a.positional[0], pxPerInch: a.pxPerInch });
    if (r.output !== undefined) {
      if (toStdout) process.stdout.write(r.output);
      else {
        writeAtomic(out, r.output);
        r.stderr = (r.stderr ?? '') + `${wrote(out)}\n`;
      }
    }
    finish(r, a.quiet);
    break;
  }
  case 'generate': {
    // The seed as typed (a u64 above 2^53 stays exact); the layer words every refusal.
    const generate = {
      regions: whole(a, '--regions'),
      frame: a.options['--frame'],
      seed: seed(a),
      balanced: a.flags.has('--balanced'),
      fair: a.flags.has('--fair'),
      allow_rules: a.flags.has('--allow-rules'),
      candidates: whole(a, '--candidates'),
      games: whole(a, '--games'),
      solve_limit: whole(a, '--solve-limit'),
      time: a.options['--time'],
      from: a.options['--from'],
      output: out,
    };
    const from = a.options['--from'];
    emit(engine.run(request(a, { generate }), from === undefined ? {} : { [from]: readBoard(from) }), a.quiet);
    break;
  }
  case 'play': {
    // Each line of standard input answered as it comes (as the native `play` reads them: raw
    // bytes up to each new line, so a line that is not UTF-8 gets `move::not-utf8`); Ctrl-C
    // leaves the record.
    const board = a.positional[0];
    const agentName = (x, d) => (x ?? d);
    const s = engine.play(readInput(board), {
      path: board,
      lions: agentName(a.options['--lions'], 'human'),
      jackals: agentName(a.options['--jackals'], 'mcts'),
      seed: number(a, '--seed'),
      budget: number(a, '--budget'),
      first: a.options['--first'],
      protocol: a.options['--protocol'] ?? 'text',
      lang: a.lang,
      locale: locale(),
    });
    if (s.error) {
      finish(s.error, a.quiet);
      break;
    }
    if (s.opened.stderr && !a.quiet) process.stderr.write(s.opened.stderr);
    converse(s, a);
    break;
  }
  case 'moves': {
    const format = a.options['--format'] ?? 'text';
    if (!['text', 'json'].includes(format)) usage(`invalid value '${format}' for '--format <FORMAT>'`);
    const [board, position] = a.positional;
    const moves = { board, position, after: a.options['--after'], format };
    // The board and the position both from `-` is refused by the layer (exit 2) before either is read.
    const inputs = board === '-' && position === '-' ? {} : { [board]: readBoard(board), [position]: readBoard(position) };
    emit(engine.run(request(a, { moves }), inputs), a.quiet);
    break;
  }
  case 'balance': {
    const format = a.options['--format'] ?? 'text';
    if (!['text', 'json'].includes(format)) usage(`invalid value '${format}' for '--format <FORMAT>'`);
    // The agent's name, the numbers' ranges and the table (the native CLI's) are the layer's to
    // check.
    const balance = {
      board: a.positional[0],
      games: whole(a, '--games'),
      seed: seed(a),
      agent: a.options['--agent'],
      budget: whole(a, '--budget'),
      format,
      output: out,
      table: a.options['--table'],
      no_ladder: a.flags.has('--no-ladder'),
      ladder_games: whole(a, '--ladder-games'),
      ladder_to: whole(a, '--ladder-to'),
      solve_limit: whole(a, '--solve-limit'),
      time: a.options['--time'],
      suggest: a.flags.has('--suggest'),
    };
    emit(engine.run(request(a, { balance }), { [balance.board]: readBoard(balance.board) }), a.quiet);
    break;
  }
  case 'replay': {
    const replay = { record: a.positional[0] };
    emit(engine.run(request(a, { replay }), { [replay.record]: readBoard(replay.record) }), a.quiet);
    break;
  }
}
