// Takes docs/src/images/editor.png, the README's picture of the editor: classic opened in the built page,
// the pointer on a region (its neighbours lit) and a line being drawn.
// Usage: npm --prefix web run build && node web/scripts/screenshot.mjs [OUT.png]
import { chromium } from 'playwright-core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ?? join(web, '..', 'docs', 'src', 'images', 'editor.png');
const userDataDir = mkdtempSync(join(tmpdir(), 'savanna-shot-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, viewport: { width: 1400, height: 820 },
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await context.newPage();
await page.goto(pathToFileURL(join(web, 'dist', 'savanna-editor.html')).href);
await page.waitForFunction(() => document.body.dataset.ready === 'true');
const classic = readFileSync(join(web, '..', 'examples', 'classic.yaml'), 'utf8');
// The YAML pane is CodeMirror's: its Select All, then the board typed over it in one insertion.
await page.focus('#yaml');
await page.keyboard.press('ControlOrMeta+a');
await page.keyboard.insertText(classic);
await page.waitForFunction(() => {
  const s = window.savanna.store;
  return s.stage === 'full' && !s.stale && s.validated.regions.length === 10;
}, null, { timeout: 30000 });
await page.click('#zoom-fit');
const at = (p) => page.evaluate(([x, y]) => {
  const q = new DOMPoint(x, y).matrixTransform(document.getElementById('board').getScreenCTM());
  return [q.x, q.y];
}, p);
const first = page.locator('#diagnostics li.diag').first();
if (await first.count()) await first.click();
const [x, y] = await at([220, 140]);
await page.mouse.move(x, y);
await page.waitForTimeout(300);
await page.screenshot({ path: out });
console.log(`screenshot: ${out}`);
await context.close();
rmSync(userDataDir, { recursive: true, force: true });
