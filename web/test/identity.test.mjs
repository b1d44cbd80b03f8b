// Regions keep their identity across edits (issue 37 part 4): the set-up and the names follow
// the region they were given to, by a point inside it; Auto start and the Start tool write
// names; naming a region of the set-up writes its name there; one numbering of lines.
import assert from 'node:assert/strict';
import { regions, screenOf, settled, typeYaml, yamlText } from './helpers.mjs';

/** An A3 sheet cut in two by y = 150: region 1 the top (label (210, 75)), region 2 the bottom
 *  (label (210, 223.5)); the lion in 1, the pack in 2, both by id. */
const HALVES = `units: mm
frame: {width: 420, height: 297}
lines:
  - [[0, 150], [420, 150]]
pieces:
  lion: {diameter: 30, count: 1}
  jackal: {diameter: 20, count: 9}
setup: {lions: [1], jackals: 2}
`;

/** Four quarters of 210 x 150 (and 147) mm: 1 top left, 2 top right, 3 bottom left, 4 bottom right. */
const QUARTERS = 'units: mm\nframe: {width: 420, height: 297}\nlines:\n  - [[0, 150], [420, 150]]\n  - [[210, 0], [210, 297]]\n';

/** Add the line (ax, ay)-(bx, by) through the typed coordinates of the side panel. */
async function addLine(page, [ax, ay], [bx, by]) {
  for (const [id, v] of [['line-from-x', ax], ['line-from-y', ay], ['line-to-x', bx], ['line-to-y', by]]) await page.fill(`#${id}`, String(v));
  await page.click('#add-line');
}

const codes = (page) => page.evaluate(() => window.savanna.store.diagnostics.map((d) => d.code));

export const tests = [
  {
    name: 'a line added: the set-up written by ids follows its regions (one undo step)',
    async run({ page }) {
      await typeYaml(page, HALVES);
      await regions(page, 2);
      await settled(page);
      // x = 100 cuts the top: top left (label (50, 75)) is 1, top right (label (260, 75)) is 2,
      // the bottom (label (210, 223.5), a row of its own) is 3. Unfollowed, `jackals: 2` would
      // put the pack in the top right, beside the lion's old region; the lion's label point
      // (210, 75) lies in the top right, the pack's in the bottom.
      await addLine(page, [100, 0], [100, 150]);
      await regions(page, 3);
      await settled(page);
      assert.deepEqual(await page.evaluate(() => window.savanna.store.validated.setup), { lions: [2], jackals: 3 });
      const yaml = await yamlText(page);
      assert.match(yaml, /\[\[100, 0\], \[100, 150\]\]/, yaml);
      // One step: undo brings back the board as it was, set-up and all.
      await page.click('#undo');
      await regions(page, 2);
      assert.equal(await yamlText(page), HALVES);
    },
  },
  {
    name: 'a line removed: the set-up by ids follows too',
    async run({ page }) {
      // The top cut at x = 100 (1 top left, 2 top right, 3 bottom), the lion top right, the
      // pack at the bottom. Removing the cut: the top is 1 again and the bottom 2; unfollowed,
      // `jackals: 3` would be no region at all.
      await typeYaml(page, HALVES.replace('  - [[0, 150], [420, 150]]\n', '  - [[0, 150], [420, 150]]\n  - [[100, 0], [100, 150]]\n').replace('{lions: [1], jackals: 2}', '{lions: [2], jackals: 3}'));
      await regions(page, 3);
      await settled(page);
      await page.click('#tool-select');
      const [x, y] = await screenOf(page, [100, 40]);
      await page.mouse.click(x, y);
      await page.waitForFunction(() => document.getElementById('line-title').textContent.startsWith('Line 2'));
      await page.click('#delete-line');
      await regions(page, 2);
      await settled(page);
      assert.deepEqual(await page.evaluate(() => window.savanna.store.validated.setup), { lions: [1], jackals: 2 });
      assert.equal(await page.evaluate(() => window.savanna.store.errors), 0);
    },
  },
  {
    name: 'Auto start names the regions it uses and writes names: no warning about its own output',
    async run({ page }) {
      await typeYaml(page, QUARTERS);
      await regions(page, 4);
      await settled(page);
      await page.click('#auto-start');
      await page.waitForFunction(() => window.savanna.store.validated?.setup && !window.savanna.store.stale);
      await settled(page);
      // As before: the pack in 4, the lions in 1 (two borders away), 2 and 3. Their names by
      // thirds of the sheet, from the label points (105, 75), (315, 75), (105, 223.5), (315, 223.5).
      assert.deepEqual(await page.evaluate(() => window.savanna.store.validated.setup), { lions: [1, 2, 3], jackals: 4 });
      assert.deepEqual(await page.evaluate(() => window.savanna.store.validated.regions.map((r) => r.name)),
        ['North-west', 'North-east', 'South-west', 'South-east']);
      const yaml = await yamlText(page);
      assert.match(yaml, /lions: \[North-west, North-east, South-west\]/, yaml);
      assert.match(yaml, /jackals: South-east/, yaml);
      assert.ok(!(await codes(page)).includes('savanna::setup::region-id'), JSON.stringify(await codes(page)));
      // One undo step takes back the names and the set-up together.
      await page.click('#undo');
      await page.waitForFunction((t) => window.savanna.store.yaml === t, QUARTERS);
    },
  },
  {
    name: 'a line drawn through a name\'s point: the name moves inside its region, the set-up keeps it',
    async run({ page }) {
      await typeYaml(page, QUARTERS);
      await regions(page, 4);
      await settled(page);
      await page.click('#auto-start');
      await page.waitForFunction(() => window.savanna.store.validated?.regions[0]?.name === 'North-west' && !window.savanna.store.stale);
      await settled(page);
      assert.match(await yamlText(page), /North-west: \[105, 75\]/);
      // y = 75 across the top left quarter runs through North-west's point (105, 75): without
      // help the name lies on a border (an error) and the set-up loses a lion.
      await addLine(page, [0, 75], [210, 75]);
      await regions(page, 5);
      await settled(page);
      assert.equal(await page.evaluate(() => window.savanna.store.errors), 0, JSON.stringify(await codes(page)));
      const v = await page.evaluate(() => window.savanna.store.validated);
      const nw = v.regions.find((r) => r.name === 'North-west');
      // Its old label point, nudged down off the line, lies in the lower part (y 75 to 150).
      assert.ok(nw && nw.label[1] > 75 && nw.label[1] < 150 && nw.label[0] < 210, JSON.stringify(nw));
      assert.ok(v.setup.lions.includes(nw.id), JSON.stringify(v.setup));
    },
  },
  {
    name: 'naming a region of the set-up written by id writes the name into setup:, renaming follows',
    async run({ page }) {
      await typeYaml(page, HALVES);
      await regions(page, 2);
      await settled(page);
      await page.click('#tool-name');
      const [x, y] = await screenOf(page, [210, 220]);
      await page.mouse.click(x, y);
      await page.fill('#region-name', 'Dunes');
      await page.press('#region-name', 'Enter');
      await page.waitForFunction(() => window.savanna.store.validated?.regions[1]?.name === 'Dunes' && !window.savanna.store.stale);
      let yaml = await yamlText(page);
      assert.match(yaml, /jackals: Dunes/, yaml);
      assert.deepEqual(await page.evaluate(() => window.savanna.store.validated.setup), { lions: [1], jackals: 2 });
      await page.mouse.click(x, y);
      await page.fill('#region-name', 'Salt Pan');
      await page.press('#region-name', 'Enter');
      await page.waitForFunction(() => window.savanna.store.validated?.regions[1]?.name === 'Salt Pan' && !window.savanna.store.stale);
      yaml = await yamlText(page);
      assert.match(yaml, /jackals: Salt Pan/, yaml);
      assert.ok(!yaml.includes('Dunes'), yaml);
    },
  },
  {
    name: 'the side panel numbers lines as the diagnostics do: the sixth line is "Line 6" in both',
    async run({ page }) {
      // The sixth line (index 5) dangles at both ends: its diagnostics say "line 6".
      await typeYaml(page, `${QUARTERS}  - [[0, 75], [210, 75]]\n  - [[300, 0], [300, 150]]\n  - [[300, 200], [420, 200]]\n  - [[100, 200], [150, 250]]\n`);
      await regions(page, 6);
      await settled(page);
      await page.click('#tool-select');
      const [x, y] = await screenOf(page, [125, 225]);
      await page.mouse.click(x, y);
      await page.waitForFunction(() => document.getElementById('line-title').textContent !== 'New line');
      assert.equal(await page.textContent('#line-title'), 'Line 6');
      const msgs = await page.evaluate(() => window.savanna.store.diagnostics.filter((d) => d.code === 'savanna::board::dangle').map((d) => d.message));
      assert.ok(msgs.some((m) => /^line 6 has a free end at \(100, 200\)/.test(m)), JSON.stringify(msgs));
      assert.ok(msgs.some((m) => /^line 5 has a free end at \(300, 200\)/.test(m)), JSON.stringify(msgs));
    },
  },
];
