// `npm pack` / `npm publish` in web/engine runs this first (its `prepack`): the package is the
// built engine, so it refuses to pack without savanna.wasm and the fonts (`npm --prefix web run
// build:wasm` makes them) or with a version other than Cargo.toml's, and copies the licence
// texts of the repository's root beside savanna.js (git-ignored there).
import { copyFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(web, '..');
const engine = join(web, 'engine');
const fail = (why) => {
  console.error(`savanna-engine prepack: ${why}`);
  process.exit(1);
};

const pkg = JSON.parse(readFileSync(join(engine, 'package.json'), 'utf8'));
const cargo = readFileSync(join(root, 'Cargo.toml'), 'utf8').match(/^\[package\][^[]*?^version\s*=\s*"([^"]+)"/m)?.[1];
if (pkg.version !== cargo) fail(`package.json's version ${pkg.version} is not Cargo.toml's ${cargo}`);
if (!existsSync(join(engine, 'savanna.wasm'))) fail('savanna.wasm is missing: run `npm --prefix web run build:wasm` first');
const fonts = existsSync(join(engine, 'fonts')) ? readdirSync(join(engine, 'fonts')) : [];
const shipped = readdirSync(join(root, 'crates', 'savanna-fonts', 'fonts')).filter((f) => /\.(ttf|otf|txt)$/.test(f));
const missing = shipped.filter((f) => !fonts.includes(f));
if (missing.length) fail(`fonts/ lacks ${missing.join(', ')}: run \`npm --prefix web run build:wasm\` first`);
for (const f of ['LICENSE-MIT', 'LICENSE-APACHE']) copyFileSync(join(root, f), join(engine, f));
