// Helpers for the editor tests: board coordinates to screen, drawing with the mouse, waiting for
// the live build.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const readRepo = (p) => readFileSync(join(repo, p), 'utf8');

/** Screen position (CSS px) of board point `p`. */
export async function screenOf(page, p) {
  return page.evaluate(([x, y]) => {
    const svg = document.getElementById('board');
    const q = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM());
    return [q.x, q.y];
  }, p);
}

/** Press at board point `a`, drag in a few steps, release at `b`. */
export async function drag(page, a, b) {
  await settled(page);
  const [ax, ay] = await screenOf(page, a);
  const [bx, by] = await screenOf(page, b);
  await page.mouse.move(ax, ay);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(ax + ((bx - ax) * i) / 5, ay + ((by - ay) * i) / 5);
  await page.mouse.up();
}

/** The store's sequence is settled: the newest text has its full (capacity) answer. */
export async function settled(page, stage = 'full') {
  await page.waitForFunction((stage) => {
    const s = window.savanna.store;
    return !s.stale && s.stage === stage && s.yaml === window.savanna.yaml.text;
  }, stage, { timeout: 20000 });
}

/** Wait until the verdict shows `n` regions. */
export async function regions(page, n) {
  await page.waitForFunction((n) => document.getElementById('verdict').dataset.regions === String(n), n, { timeout: 20000 });
}

/** The text in the YAML pane (CodeMirror's document). */
export async function yamlText(page) {
  return page.evaluate(() => window.savanna.yaml.text);
}

/** Replace the board text through the YAML pane, as a person typing would. */
export async function typeYaml(page, text) {
  // The pane is CodeMirror's: the whole text selected by its Select All (the page's DOM holds
  // only the lines in view), then the new text typed over it in one insertion.
  await page.focus('#yaml');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
  try {
    await page.waitForFunction((t) => window.savanna.store.yaml === t, text, { timeout: 5000 });
  } catch (e) {
    const [pane, store] = await page.evaluate(() => [window.savanna.yaml.text, window.savanna.store.yaml]);
    throw new Error(`typeYaml: the pane has ${JSON.stringify(pane)}, the store ${JSON.stringify(store)}: ${e.message}`);
  }
}

/** Wait for the download that `action` starts; its bytes. */
export async function downloaded(page, action) {
  const [d] = await Promise.all([page.waitForEvent('download', { timeout: 20000 }), action()]);
  const path = await d.path();
  return { name: d.suggestedFilename(), bytes: readFileSync(path) };
}
