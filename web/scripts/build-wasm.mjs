// Builds savanna's engine for JavaScript: the workspace member savanna-wasm (wasm/) for
// wasm32-unknown-unknown with the size profile `wasm` (Cargo.toml), copied to
// web/engine/savanna.wasm (gitignored), and the sheet fonts (crates/savanna-fonts/fonts/, not in the wasm: the
// engine loads them for PDF and PNG only, `engine.loadFonts()`) to web/engine/fonts/ (gitignored).
// `npm --prefix web run build:wasm`.
// Needs the target once: `rustup target add wasm32-unknown-unknown`.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(web, '..');
const args = ['build', '-p', 'savanna-wasm', '--profile', 'wasm', '--target', 'wasm32-unknown-unknown'];
console.error(`build-wasm: cargo ${args.join(' ')}`);
const r = spawnSync('cargo', args, { cwd: root, stdio: 'inherit' });
if (r.error) {
  console.error(`build-wasm: cannot run cargo: ${r.error.message}`);
  process.exit(1);
}
if (r.status !== 0) process.exit(r.status ?? 1);
const target = process.env.CARGO_TARGET_DIR ?? join(root, 'target');
const built = join(target, 'wasm32-unknown-unknown', 'wasm', 'savanna_wasm.wasm');
const out = join(web, 'engine', 'savanna.wasm');
// The `name` custom section (function names for stack traces, 1.6 MB) is left out: a panic
// traps with or without it, and the loader reports it. Cargo's `strip` would do the same, but
// changes every crate's build of the profile.
writeFileSync(out, withoutNames(readFileSync(built)));
const size = statSync(out).size;
const gz = gzipSync(readFileSync(out), { level: 9 }).length;
const mb = (n) => (n / 1e6).toFixed(2);
console.error(`build-wasm: wrote ${out} (${mb(size)} MB, ${mb(gz)} MB gzipped)`);
// The fonts with their licences, as they are in crates/savanna-fonts/fonts/ (the engine accepts them only
// unchanged: it checks each file's length and hash against the metrics compiled in).
const fontsIn = join(root, 'crates', 'savanna-fonts', 'fonts');
const fontsOut = join(web, 'engine', 'fonts');
mkdirSync(fontsOut, { recursive: true });
let fontBytes = 0;
for (const f of readdirSync(fontsIn).sort()) {
  if (!/\.(ttf|otf|txt)$/.test(f)) continue;
  copyFileSync(join(fontsIn, f), join(fontsOut, f));
  fontBytes += statSync(join(fontsOut, f)).size;
}
console.error(`build-wasm: copied the fonts to ${fontsOut} (${mb(fontBytes)} MB)`);

/** The module `wasm` without its custom section `name` (the binary format: a magic and a
 *  version, then sections of an id byte and a LEB128 length; custom sections, id 0, start with
 *  their name). */
function withoutNames(wasm) {
  const parts = [wasm.subarray(0, 8)];
  let i = 8;
  const leb = () => {
    let r = 0;
    let shift = 0;
    let b;
    do {
      b = wasm[i++];
      r += (b & 0x7f) * 2 ** shift;
      shift += 7;
    } while (b & 0x80);
    return r;
  };
  while (i < wasm.length) {
    const start = i;
    const id = wasm[i++];
    const len = leb();
    const body = i;
    let name = '';
    if (id === 0) {
      const n = leb();
      name = wasm.subarray(i, i + n).toString('utf8');
    }
    i = body + len;
    if (!(id === 0 && name === 'name')) parts.push(wasm.subarray(start, i));
  }
  return Buffer.concat(parts);
}
