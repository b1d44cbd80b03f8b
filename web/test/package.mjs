#!/usr/bin/env node
// The engine as an npm package (web/engine/package.json, `savanna-engine`), used as a stranger
// would: `npm pack` in web/engine gives the tarball, which is installed (offline, from the
// file alone) into a new project in a temporary folder; that project then uses it
//   - from node: check, build (typed `data`), moves, a session's events, a PDF with the fonts
//     found inside the package;
//   - from TypeScript (strict, web's tsc): the typed results are the schemas' types, not `any`;
//   - from a page bundled with esbuild (savanna.wasm copied beside the bundle, as the package's
//     README says) and from a page built with Vite (which emits savanna.wasm as an asset by
//     itself); both are served from 127.0.0.1 and opened in Debian's chromium
//     (playwright-core), where they check a board and draw its sheet.
// The tools (esbuild, vite, typescript) come from web's node_modules: the new project has only
// the package. Prints `N passed, N failed`.
//   node web/test/package.mjs   (needs npm ci and npm run build:wasm)
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { chromium } from 'playwright-core';
import { build as viteBuild, createServer as viteServer } from 'vite';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(web, '..');
const engineDir = join(web, 'engine');
let passed = 0;
let failed = 0;
const expect = (ok, what) => {
  console.log(`${ok ? 'ok' : 'FAILED'} ${what}`);
  ok ? passed++ : failed++;
};
const t0 = performance.now();
const ms = () => `${Math.round(performance.now() - t0)} ms`;

/** Runs a command; its standard output (throws with standard error on a failure). */
function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

// A board of three regions whose values are known by hand: a 400 x 300 mm frame, a line across
// at y = 100 and a line from the top down to it at x = 100. Regions in reading order (top to
// bottom, then left to right, by label point): 1 Kopje, the 100 x 100 corner (10 000 mm²);
// 2 Oasis, 300 x 100 (30 000 mm²); 3 Marsh, below, 400 x 200 (80 000 mm²); each the neighbor
// of the two others. One lion in Kopje, four jackals in Marsh, the jackals first: the pack
// leaves one behind and a lion falls to three jackals (the default rules), so the jackals have
// four moves, 1, 2 or 3 to Oasis and 3 to Kopje, which takes the lion and wins the game.
const BOARD = `name: Three
units: mm
frame: {width: 400, height: 300}
lines:
  - {from: [0, 100], to: [400, 100], name: river}
  - {from: [100, 0], to: [100, 100], name: trail}
regions:
  Kopje: [50, 50]
  Oasis: [250, 50]
  Marsh: [200, 200]
pieces:
  lion: {diameter: 30, count: 1}
  jackal: {diameter: 20, count: 4}
setup:
  lions: [Kopje]
  jackals: Marsh
`;
const WANT = [
  { id: 1, name: 'Kopje', area: 10000, neighbors: [2, 3] },
  { id: 2, name: 'Oasis', area: 30000, neighbors: [1, 3] },
  { id: 3, name: 'Marsh', area: 80000, neighbors: [1, 2] },
];
const regionsOk = (rs) =>
  Array.isArray(rs) && rs.length === 3 &&
  WANT.every((w, i) => rs[i].id === w.id && rs[i].name === w.name && Math.abs(rs[i].area - w.area) < 1e-6 &&
    JSON.stringify(rs[i].neighbors) === JSON.stringify(w.neighbors));

const tmp = mkdtempSync(join(tmpdir(), 'savanna-package-'));
let browser;
const servers = [];
try {
  // 1. The tarball: what `npm pack` gives after the build, and nothing of the repository else.
  const cargo = readFileSync(join(root, 'Cargo.toml'), 'utf8').match(/^version\s*=\s*"([^"]+)"/m)[1];
  const pkg = JSON.parse(readFileSync(join(engineDir, 'package.json'), 'utf8'));
  expect(pkg.version === cargo, `package.json's version ${pkg.version} is Cargo.toml's (${cargo})`);
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', tmp], engineDir).replace(/^[^[]*/, ''));
  const files = packed.files.map((f) => f.path).sort();
  const fonts = readdirSync(join(root, 'crates', 'savanna-fonts', 'fonts')).filter((f) => /\.(ttf|otf|txt)$/.test(f));
  const want = ['LICENSE-APACHE', 'LICENSE-MIT', 'README.md', 'package.json', 'savanna.d.ts', 'savanna.js', 'savanna.wasm', 'schema.d.ts', ...fonts.map((f) => `fonts/${f}`)].sort();
  expect(JSON.stringify(files) === JSON.stringify(want), `the tarball holds the engine, its types, the wasm, the ${fonts.length} font files and licences, the README (${files.length} files, ${(packed.size / 1e6).toFixed(1)} MB packed)`);
  const wasmEntry = packed.files.find((f) => f.path === 'savanna.wasm');
  expect(wasmEntry?.size === statSync(join(engineDir, 'savanna.wasm')).size, `savanna.wasm in the tarball is the built one (${wasmEntry?.size} bytes)`);

  // 2. A new project, the package installed from the tarball alone (no registry).
  const app = join(tmp, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }, null, 2));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(tmp, packed.filename)], app);
  const installed = join(app, 'node_modules', 'savanna-engine');
  expect(existsSync(join(installed, 'savanna.wasm')) && existsSync(join(installed, 'fonts', 'DejaVuSans.ttf')), `npm install of the tarball, offline, gives node_modules/savanna-engine with the wasm and the fonts (${ms()})`);

  // 3. node: the package by its name.
  writeFileSync(join(app, 'board.yaml'), BOARD);
  writeFileSync(join(app, 'node.mjs'), `import { load } from 'savanna-engine';
import { readFileSync } from 'node:fs';
const engine = await load();
const board = readFileSync('board.yaml', 'utf8');
const report = engine.check(board, { path: 'board.yaml', capacity: false });
const built = engine.build(board, { capacity: false });
const moves = engine.moves(board);
const game = engine.play(board, { lions: 'random', jackals: 'human', seed: 1 });
const opening = game.readEvents();
const refused = game.sendEvents('bad');
const taken = game.sendEvents('3 jackals Marsh -> Kopje');
const record = game.recordData();
const last = game.closeEvents();
await engine.loadFonts();
const pdf = engine.render(board, { format: 'pdf' });
console.log(JSON.stringify({
  version: engine.version(),
  errors: report.errors,
  enumerable: Object.keys(built).includes('data'),
  regions: built.data.regions.map(({ id, name, area, neighbors }) => ({ id, name, area, neighbors })),
  valid: built.data.valid,
  side: moves.data.side,
  moves: moves.data.moves.map((m) => \`\${m.jackals} \${m.from}->\${m.to} takes \${m.captures.lions}\`),
  opening: opening.map((e) => e.event + ' ' + e.side),
  refused: refused.map((e) => e.event + ' ' + e.code),
  taken: taken.map((e) => e.event + ' ' + e.result),
  last: last.length,
  record: record && [record.turns.length, record.outcome.winner, record.outcome.reason].join(' '),
  wasm: import.meta.resolve('savanna-engine/savanna.wasm'),
  pdf: pdf.output ? new TextDecoder().decode(pdf.output.subarray(0, 5)) : pdf.stderr,
}));
`);
  const n = JSON.parse(run(process.execPath, ['node.mjs'], app));
  expect(n.version === cargo && n.errors === 0, `node: import 'savanna-engine', version ${n.version}, the board checks without errors (${ms()})`);
  expect(regionsOk(n.regions) && n.valid === true, `node: build().data is the validated board: ${n.regions.map((r) => `${r.id} ${r.name} ${r.area} mm²`).join(', ')}`);
  expect(!n.enumerable, 'node: `data` is not enumerable (a reply posted or stringified is the raw one)');
  expect(n.side === 'jackals' && n.moves.join() === '3 3->1 takes 1,1 3->2 takes 0,2 3->2 takes 0,3 3->2 takes 0',
    `node: moves().data: the jackals' ${n.moves.length} moves (${n.moves.join(', ')})`);
  expect(n.opening.join() === 'state jackals' && n.refused.join() === 'error savanna::move::syntax' &&
    n.taken.join() === 'over the jackals win: the lions have no pieces left, after 1 round' && n.last === 0 &&
    n.record === '1 jackals elimination',
    `node: a session's events: ${n.opening} / ${n.refused} / ${n.taken}; recordData(): ${n.record}`);
  expect(n.wasm.endsWith('/node_modules/savanna-engine/savanna.wasm'), "node: 'savanna-engine/savanna.wasm' resolves to the wasm inside the package");
  expect(n.pdf === '%PDF-', `node: loadFonts() finds the fonts inside the package; the PDF starts ${n.pdf}`);

  // The README's ten-line example, as written there, prints the regions its comment says (the
  // same board as BOARD without pieces and set-up: the same three regions).
  const readme = readFileSync(join(engineDir, 'README.md'), 'utf8');
  const example = readme.split('## Ten lines')[1]?.match(/```js\n([\s\S]*?)```/)?.[1] ?? '';
  writeFileSync(join(app, 'readme.mjs'), example);
  const printed = run(process.execPath, ['readme.mjs'], app);
  expect(example.trim().split('\n').length === 10 && printed === '1 Kopje 10000 [ 2, 3 ]\n2 Oasis 30000 [ 1, 3 ]\n3 Marsh 80000 [ 1, 2 ]\n',
    `the README's example (${example.trim().split('\n').length} lines) prints ${JSON.stringify(printed)}`);

  // 4. TypeScript, strict: the results are typed by the schemas (a wrong use is an error).
  writeFileSync(join(app, 'typed.ts'), `import { load, type Region, type SessionEvent, type ValidatedBoard } from 'savanna-engine';
import type { GameSolve } from 'savanna-engine/schema';
const engine = await load();
const board: ValidatedBoard | undefined = engine.build('').data;
const regions: Region[] = board?.regions ?? [];
const names: string[] = regions.map((r) => r.name ?? String(r.id));
// @ts-expect-error: a region's area is a number, not a string
const area: string = regions[0].area;
const events: SessionEvent[] = engine.play('').readEvents();
for (const e of events) {
  if (e.event === 'state') console.log(e.side, e.moves.map((m) => m.from));
  else if (e.event === 'error') console.log(e.code);
}
const side: 'lions' | 'jackals' | undefined = engine.moves('').data?.side;
const solved: GameSolve['jackals_first'] | null = null;
console.log(names, area, side, engine.balance('', { seed: 1 }).data?.games, solved);
`);
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true, skipLibCheck: false, types: [], lib: ['es2022', 'dom'] },
    files: ['typed.ts'],
  }));
  const tsc = spawnSync(process.execPath, [join(web, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: app, encoding: 'utf8' });
  expect(tsc.status === 0, `TypeScript (strict, nodenext) type-checks a use of the package's typed results${tsc.status ? `:\n${tsc.stdout}${tsc.stderr}` : ''}`);

  // 5. Two pages: one bundled with esbuild, one built with Vite. Each checks the board, gets
  // its regions and draws its sheet into the page.
  const pageJs = `import { load } from 'savanna-engine';
const board = ${JSON.stringify(BOARD)};
const engine = await load();
const report = engine.check(board, { capacity: false });
const { data } = engine.build(board, { capacity: false });
const sheet = engine.render(board);
document.querySelector('#sheet').innerHTML = sheet.output;
// The fonts, fetched from beside the engine (PDF and PNG need them).
const fetched = await engine.loadFonts();
const pdf = engine.render(board, { format: 'pdf' }).output;
window.result = { errors: report.errors, regions: data.regions.map(({ id, name, area, neighbors }) => ({ id, name, area, neighbors })),
  fonts: fetched.length, pdf: pdf ? new TextDecoder().decode(pdf.subarray(0, 5)) : null };
`;
  const html = (script) => `<!doctype html><meta charset="utf-8"><title>savanna-engine</title><div id="sheet"></div><script type="module" src="${script}"></script>\n`;

  const esDir = join(app, 'esbuild');
  mkdirSync(join(esDir, 'dist'), { recursive: true });
  writeFileSync(join(esDir, 'main.js'), pageJs);
  await esbuild({ entryPoints: [join(esDir, 'main.js')], bundle: true, format: 'esm', platform: 'browser', target: 'es2022', outfile: join(esDir, 'dist', 'main.js'), logLevel: 'error' });
  // The assets beside the bundle, as the package's README says: the wasm, and the fonts for PDF.
  copyFileSync(join(installed, 'savanna.wasm'), join(esDir, 'dist', 'savanna.wasm'));
  cpSync(join(installed, 'fonts'), join(esDir, 'dist', 'fonts'), { recursive: true });
  writeFileSync(join(esDir, 'dist', 'index.html'), html('./main.js'));

  const viteDir = join(app, 'vite');
  mkdirSync(viteDir);
  writeFileSync(join(viteDir, 'main.js'), pageJs);
  writeFileSync(join(viteDir, 'index.html'), html('./main.js'));
  await viteBuild({ root: viteDir, configFile: false, logLevel: 'error', build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' } });
  const viteAssets = readdirSync(join(viteDir, 'dist', 'assets'));
  expect(viteAssets.some((f) => /^savanna-.*\.wasm$/.test(f)), `Vite emits the wasm as an asset by itself (${viteAssets.filter((f) => f.endsWith('.wasm'))}) (${ms()})`);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  // The same page from Vite's dev server, configured as the README says (the package left out
  // of the dependency optimizer, which would move savanna.js away from its wasm and fonts).
  const dev = await viteServer({ root: viteDir, configFile: false, logLevel: 'error', optimizeDeps: { exclude: ['savanna-engine'] },
    server: { host: '127.0.0.1', port: 0, strictPort: false } });
  await dev.listen();
  servers.push(dev);
  const pages = [['esbuild', await serve(join(esDir, 'dist'))], ['Vite', await serve(join(viteDir, 'dist'))], ['Vite dev server', dev.resolvedUrls.local[0]]];
  for (const [name, url] of pages) {
    const p = await browser.newPage();
    const errors = [];
    p.on('pageerror', (e) => errors.push(e.message));
    await p.goto(url);
    await p.waitForFunction(() => window.result, null, { timeout: 30000 }).catch(() => {});
    const r = await p.evaluate(() => window.result ?? null);
    const drawn = await p.evaluate(() => {
      const svg = document.querySelector('#sheet svg');
      return svg ? { width: svg.getAttribute('width'), text: svg.textContent, box: svg.getBoundingClientRect().width } : null;
    });
    expect(r?.errors === 0 && regionsOk(r.regions), `${name} page: the board checks without errors, its regions ${r ? r.regions.map((x) => x.name).join(', ') : `(none: ${errors.join('; ')})`} (${ms()})`);
    // The sheet is drawn at true scale: 400 mm wide, every region named on it.
    expect(drawn?.width === '400mm' && ['Kopje', 'Oasis', 'Marsh'].every((w) => drawn.text.includes(w)) && drawn.box > 1000,
      `${name} page: the sheet is drawn (${drawn ? `${drawn.width}, ${Math.round(drawn.box)} CSS px` : 'no svg'})`);
    expect(r?.fonts === 7 && r?.pdf === '%PDF-', `${name} page: loadFonts() fetched ${r?.fonts} fonts from beside the engine, and the PDF starts ${r?.pdf}`);
    await p.close();
  }
} catch (e) {
  console.log(`FAILED ${e.stack ?? e.message}`);
  failed++;
} finally {
  await browser?.close();
  for (const s of servers) await s.close();
  rmSync(tmp, { recursive: true, force: true });
}
console.log(`package test: ${ms()}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

/** Serves folder `dir` from 127.0.0.1; its address. */
async function serve(dir) {
  const types = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html', '.ttf': 'font/ttf', '.otf': 'font/otf' };
  const server = createServer(async (req, res) => {
    let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/') path = '/index.html';
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}/`;
}
