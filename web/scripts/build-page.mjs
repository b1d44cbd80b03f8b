// Builds web/dist/savanna-editor.html: ONE file that opens from disk (file://) without a server.
// The page's TypeScript (src/main.ts) is bundled by esbuild and inlined; the engine worker
// (src/engine.worker.ts with web/engine/savanna.js) is bundled separately and inlined as a text
// the page starts from a Blob URL; web/engine/savanna.wasm is inlined gzipped, as base64 in a data
// element (module workers and fetch do not work on file://). The sheet fonts (web/engine/fonts/,
// not in the wasm) are a second gzipped data element that the worker decodes only on the first
// PDF or PNG. Without web/engine/savanna.js (before `build:wasm`), the
// page is built with the stand-in engine of src/engine-loader.ts and says so.
//
// Usage: node scripts/build-page.mjs   (npm --prefix web run build:page)
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pageMessages } from './ftl.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const engineJs = join(web, 'engine', 'savanna.js');
const engineWasm = join(web, 'engine', 'savanna.wasm');
const haveEngine = existsSync(engineJs) && existsSync(engineWasm);
if (!haveEngine) {
  console.warn(`build-page: ${existsSync(engineJs) ? engineWasm : engineJs} is missing: ` +
    'building the page with the stand-in engine (run `npm run build:wasm` first)');
}

/** Points the worker's `./engine-loader` at the real loader when it is built. */
const engineLoader = {
  name: 'engine-loader',
  setup(b) {
    b.onResolve({ filter: /^\.\/engine-loader$/ }, (args) =>
      haveEngine ? { path: engineJs } : { path: join(args.resolveDir, 'engine-loader.ts') });
  },
};

/** The catalogues (locales/LANG/savanna.ftl, src/i18n.ts) as text, only the page's messages
 *  (ftl.mjs `pageMessages`): the CLI's and the engine's own words are not the page's. */
const catalogues = {
  name: 'catalogues',
  setup(b) {
    b.onLoad({ filter: /\.ftl$/ }, (args) => ({ contents: pageMessages(readFileSync(args.path, 'utf8')), loader: 'text' }));
  },
};

const common = {
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: ['chrome110', 'firefox115', 'safari16'],
  minify: true,
  legalComments: 'none',
  // Non-ASCII text as it is (UTF-8, the page's charset), not \u escapes: the Russian catalogue
  // is a third of the size.
  charset: 'utf8',
  // The loader reads the wasm from disk in node only; in the page it is given the bytes.
  external: ['node:*', 'fs', 'fs/promises', 'path', 'url'],
  logLevel: 'warning',
  logOverride: { 'empty-import-meta': 'silent' },
  plugins: [catalogues],
};

const worker = await build({
  ...common,
  entryPoints: [join(web, 'src', 'engine.worker.ts')],
  plugins: [engineLoader, catalogues],
});
const workerSource = worker.outputFiles[0].text;
// The wasm is inlined gzip-compressed (the worker inflates it with DecompressionStream): half
// the page's size, and half the text the browser has to read before it starts.
const wasmRaw = haveEngine ? readFileSync(engineWasm) : Buffer.alloc(0);
const wasmBase64 = haveEngine ? gzipSync(wasmRaw, { level: 9 }).toString('base64') : '';
const wasmEncoding = haveEngine ? 'gzip' : '';
// The fonts: their files one after another, gzipped, as base64, and each file's length.
const fontsDir = join(web, 'engine', 'fonts');
const fontFiles = haveEngine && existsSync(fontsDir)
  ? readdirSync(fontsDir).filter((f) => /\.(ttf|otf)$/.test(f)).sort() : [];
if (haveEngine && fontFiles.length === 0) {
  console.warn(`build-page: no fonts in ${fontsDir} (run \`npm run build:wasm\`): the page will not print PDFs`);
}
const fontParts = fontFiles.map((f) => readFileSync(join(fontsDir, f)));
const fontsRaw = Buffer.concat(fontParts);
const fontsBase64 = fontParts.length ? gzipSync(fontsRaw, { level: 9 }).toString('base64') : '';
const fontSizes = fontParts.map((b) => b.length);

const assets = {
  name: 'assets',
  setup(b) {
    b.onResolve({ filter: /^virtual:savanna-assets$/ }, () => ({ path: 'assets', namespace: 'savanna-assets' }));
    b.onLoad({ filter: /.*/, namespace: 'savanna-assets' }, () => ({
      contents: `export const workerSource = ${JSON.stringify(workerSource)};\n` +
        `export const wasmEncoding = ${JSON.stringify(wasmEncoding)};\n` +
        `export const fontSizes = ${JSON.stringify(fontSizes)};\n`,
      loader: 'js',
    }));
  },
};

const page = await build({
  ...common,
  entryPoints: [join(web, 'src', 'main.ts')],
  plugins: [assets, catalogues],
});
const js = page.outputFiles[0].text;
const css = readFileSync(join(web, 'src', 'style.css'), 'utf8');

// A script element ends at the first `</script`: escape it (inside JS strings and regexes,
// `<\/` reads the same).
const inlineJs = js.replace(/<\/(script)/gi, '<\\/$1');
// The wasm and the fonts (7 of the page's 8 MB, base64) are data elements, not strings in the
// script: the browser's JavaScript parser never reads them (as string literals they cost the
// page's start about 150 ms of parsing), the page takes their text when it starts the engine
// (engine-client.ts `pageData`). Base64 holds no `<`, so nothing in them ends the element.
const data = (id, text) => text ? `<script type="application/octet-stream" id="${id}">${text}</script>\n` : '';
const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>savanna: board editor</title>
<style>${css}</style>
</head>
<body>
<div id="app"></div>
${data('savanna-wasm', wasmBase64)}${data('savanna-fonts', fontsBase64)}<script>${inlineJs}</script>
</body>
</html>
`;

const dist = join(web, 'dist');
mkdirSync(dist, { recursive: true });
const out = join(dist, 'savanna-editor.html');
// Written whole, then renamed: never a half-written page.
writeFileSync(`${out}.tmp`, html);
renameSync(`${out}.tmp`, out);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`build-page: ${out}: ${kb(html.length)} (gzip ${kb(gzipSync(html).length)}; ` +
  `wasm ${kb(wasmRaw.length)} (gzip ${kb(wasmBase64.length * 3 / 4)}), ` +
  `fonts ${kb(fontsRaw.length)} (gzip ${kb(fontsBase64.length * 3 / 4)}), worker ${kb(workerSource.length)}, page ${kb(js.length)})` +
  (haveEngine ? '' : ' [stand-in engine]'));
