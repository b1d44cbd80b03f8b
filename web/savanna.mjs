#!/usr/bin/env node
// savanna's command line over the WebAssembly engine (engine/savanna.js): the native CLI's
// arguments, bytes on standard output and exit statuses, for check, build, render, import,
// generate, moves and play. `node web/savanna.mjs check examples/classic.yaml --format json`.
// Build the engine first: `npm --prefix web ci && npm --prefix web run build:wasm`.
import { readFileSync, writeFileSync, renameSync, rmSync } from 'node:fs';
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
  generate: {
    positional: [0, 0],
    flags: ['--balanced'],
    options: ['-o', '--output', '--regions', '--frame', '--seed', '--candidates', '--games'],
  },
  moves: { positional: [2, 2], flags: [], options: ['--after', '--format'] },
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
  const [cmd, ...rest] = argv;
  const spec = COMMANDS[cmd];
  if (!spec) usage(cmd ? `unrecognized subcommand '${cmd}'` : 'a command is required');
  const a = { cmd, positional: [], flags: new Set(), options: {}, quiet: false, pxPerInch: undefined };
  for (let i = 0; i < rest.length; i++) {
    let arg = rest[i];
    let value;
    if (arg.startsWith('--') && arg.includes('=')) [arg, value] = [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)];
    if (arg === '-q' || arg === '--quiet') a.quiet = true;
    else if (arg === '--px-per-inch') a.pxPerInch = Number(value ?? rest[++i]);
    else if (spec.flags.includes(arg)) a.flags.add(arg);
    else if (spec.options.includes(arg)) {
      if (value === undefined) {
        if (i + 1 >= rest.length) usage(`a value is required for '${arg}'`);
        value = rest[++i];
      }
      a.options[arg === '-o' ? '--output' : arg] = value;
    } else if (arg.startsWith('-') && arg !== '-') usage(`unexpected argument '${arg}' found`);
    else a.positional.push(arg);
  }
  const [lo, hi] = spec.positional;
  if (a.positional.length < lo) usage('the following required arguments were not provided');
  if (a.positional.length > hi) usage(`unexpected argument '${a.positional[hi]}' found`);
  if (a.pxPerInch !== undefined && !(Number.isFinite(a.pxPerInch) && a.pxPerInch > 0 && a.pxPerInch <= 10000)) {
    usage('--px-per-inch: a number of px per inch above 0 and at most 10000 (CSS: 96, Illustrator: 72, Inkscape 0.91: 90)');
  }
  return a;
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

/** Standard error as the engine gives it, then the exit status. */
function finish(r, quiet) {
  if (r.stderr && !(quiet && r.exit === 0)) process.stderr.write(r.stderr);
  // No process.exit: standard output is flushed first.
  process.exitCode = r.exit ?? (r.ok ? 0 : 1);
}

const a = parse(process.argv.slice(2));
const engine = await load();
const out = a.options['--output'];
const toStdout = out === undefined || out === '-';

switch (a.cmd) {
  case 'check': {
    const format = a.options['--format'] ?? 'text';
    if (!['text', 'json'].includes(format)) usage(`invalid value '${format}' for '--format <FORMAT>'`);
    const many = a.positional.length > 1 && format === 'json';
    let exit = 0;
    let stdout = '';
    a.positional.forEach((board, i) => {
      if (many) stdout += i === 0 ? '[\n' : ',\n';
      let src;
      try {
        src = readFileSync(board === '-' ? 0 : board);
      } catch (e) {
        const msg = e.code === 'EISDIR' ? `${board} is a directory, not a board file` : `cannot read ${board}: ${e.message}`;
        process.stderr.write(`error: ${msg}\n`);
        if (format === 'json') {
          // As the CLI: an unreadable file gets a report of its own.
          const name = board === '-' ? '<stdin>' : board;
          stdout += JSON.stringify({ advice: 0, diagnostics: [], error: msg, errors: 1, file: name, warnings: 0 }, null, 2) + '\n';
        }
        exit = 1;
        return;
      }
      const r = engine.check(src, {
        path: board,
        pxPerInch: a.pxPerInch,
        capacity: !a.flags.has('--no-capacity'),
        fullCapacity: a.flags.has('--full-capacity'),
        quiet: a.quiet,
      });
      if (r.stderr) process.stderr.write(r.stderr);
      stdout += format === 'json' ? r.json : r.text;
      if (r.exit !== 0) exit = 1;
    });
    if (many) stdout += ']\n';
    process.stdout.write(stdout);
    process.exitCode = exit;
    break;
  }
  case 'build': {
    const ext = toStdout ? 'json' : (out.match(/\.([^./\\]+)$/)?.[1] ?? '').toLowerCase();
    if (['svg', 'pdf', 'png'].includes(ext)) {
      fail(`build writes the validated board file (.json, .yaml) or an export (.geojson, .dot, .gv, .graphml), not a .${ext} sheet: run \`savanna render ${a.positional[0]} -o ${out}\``, 2);
    }
    if (!['json', 'yaml', 'yml', 'geojson', 'dot', 'gv', 'graphml'].includes(ext)) fail(`build writes the validated board file (.json, .yaml, .yml); \`${out}\` has ${ext ? `the extension .${ext}` : 'no extension'}: give the output one of these extensions`, 2);
    const r = engine.build(readInput(a.positional[0]), {
      path: a.positional[0],
      format: ext === 'yml' ? 'yaml' : ext,
      geojsonYUp: a.flags.has('--geojson-y-up'),
      geojsonDegrees: a.flags.has('--geojson-degrees'),
      force: a.flags.has('--force'),
      capacity: !a.flags.has('--no-capacity'),
      fullCapacity: a.flags.has('--full-capacity'),
      fullCertificates: a.flags.has('--full-certificates'),
    });
    if (r.output !== undefined) {
      if (toStdout) process.stdout.write(r.output);
      else {
        writeAtomic(out, r.output);
        if (!a.quiet) r.stderr = (r.stderr ?? '') + `wrote ${out}\n`;
      }
    }
    finish(r, a.quiet);
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
    if (out === '-' && a.flags.has('--plan')) {
      usage('--plan draws several pages, which `-o -` (one SVG sheet on standard output) cannot hold: write a .pdf, or an .svg file per page');
    }
    // The sheet fonts only when the output embeds them (they are not in the wasm).
    if (ext !== 'svg') await engine.loadFonts();
    const r = engine.render(readInput(a.positional[0]), {
      path: a.positional[0],
      format: ext,
      // `-o -` is the one sheet, as the CLI writes it whatever the paper.
      paper: out === '-' ? undefined : a.options['--paper'],
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
      output: out === '-' ? undefined : basename(out),
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
      if (!a.quiet) r.stderr = (r.stderr ?? '') + files.map(([p]) => `wrote ${p}\n`).join('');
    } else if (r.output !== undefined) {
      if (out === '-') process.stdout.write(r.output);
      else {
        writeAtomic(out, r.output);
        if (!a.quiet) r.stderr = (r.stderr ?? '') + `wrote ${out}\n`;
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
        r.stderr = (r.stderr ?? '') + `wrote ${out}\n`;
      }
    }
    finish(r, a.quiet);
    break;
  }
  case 'generate': {
    const r = engine.generate({
      seed: number(a, '--seed'),
      regions: number(a, '--regions'),
      frame: a.options['--frame'],
      balanced: a.flags.has('--balanced'),
      candidates: number(a, '--candidates'),
      games: number(a, '--games'),
    });
    if (r.output !== undefined) {
      if (toStdout) process.stdout.write(r.output);
      else {
        writeAtomic(out, r.output);
        r.stderr = `wrote ${out} (${(r.stderr ?? '').trim()})\n`;
      }
    }
    finish(r, a.quiet);
    break;
  }
  case 'play': {
    // Standard input's lines, one by one, as a person types them; the engine's replies in order.
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
    });
    if (s.error) {
      finish(s.error, a.quiet);
      break;
    }
    if (s.opened.stderr && !a.quiet) process.stderr.write(s.opened.stderr);
    const write = (t) => t && process.stdout.write(t);
    write(s.readText());
    if (!s.done) {
      const input = readFileSync(0, 'utf8');
      const typed = input.split('\n');
      if (typed.at(-1) === '') typed.pop();
      for (const line of typed) {
        if (s.done) break;
        write(s.sendText(line + '\n'));
      }
    }
    const record = s.record();
    write(s.closeText());
    if (a.options['--record'] !== undefined) {
      writeAtomic(a.options['--record'], record);
      if (!a.quiet) process.stderr.write(`wrote ${a.options['--record']}\n`);
    }
    process.exitCode = 0;
    break;
  }
  case 'moves': {
    const format = a.options['--format'] ?? 'text';
    if (format !== 'json') fail('the engine lists moves as JSON only: add --format json', 2);
    const [board, position] = a.positional;
    const r = engine.moves(readInput(board), readInput(position).toString('utf8'), { path: board, after: a.options['--after'] });
    if (r.output !== undefined) process.stdout.write(r.output);
    finish(r, a.quiet);
    break;
  }
}
