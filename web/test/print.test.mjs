// The print sheet from the page (issue 37 part 8): laid out from the frame's bounding box (a
// frame at (20, 20) costs no extra page), the scale correction the cover asks for, the PNG
// sheet, and printing from the page.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { downloaded, regions, repo, settled, typeYaml } from './helpers.mjs';

/** A 540 x 270 mm board with three lines, its frame's top-left corner at (o, o). */
const board = (o) => {
  const p = (x, y) => `[${x + o}, ${y + o}]`;
  return `name: Offset
units: mm
frame:
  polygon: [${p(0, 0)}, ${p(540, 0)}, ${p(540, 270)}, ${p(0, 270)}]
lines:
  - {from: ${p(0, 120)}, to: ${p(540, 40)}}
  - {from: ${p(120, 0)}, to: ${p(170, 270)}}
  - {from: ${p(400, 0)}, to: ${p(330, 270)}}
pieces:
  lion: {diameter: 30, count: 3}
  jackal: {diameter: 20, count: 9}
`;
};

/** The pages' sizes of a PDF, in mm (rounded to 0.1), from its MediaBoxes. */
function pdfPages(bytes) {
  return [...bytes.toString('latin1').matchAll(/\/MediaBox\s*\[\s*([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)\s*\]/g)]
    .map((m) => [Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])].map((pt) => Math.round((pt * 254) / 72) / 10));
}

/** Press Print with the browser's dialog replaced by a counter; the pages laid out for it. */
async function printPages(page, paper) {
  await page.evaluate(() => { window.printed = 0; window.print = () => { window.printed += 1; }; });
  await page.click('#export > summary');
  await page.selectOption('#paper', paper);
  await page.click('#print');
  await page.waitForFunction(() => window.printed === 1);
  return page.evaluate(() => [...document.querySelectorAll('#print-sheets img')].map((i) => i.dataset.mm));
}

export const tests = [
  {
    name: 'print from the page: a 540 x 270 mm frame at (20, 20) on A3 is the cover and 2 pages, as at (0, 0); the printed PDF has them at A3',
    async run({ page }) {
      const counts = [];
      for (const o of [0, 20]) {
        await typeYaml(page, board(o));
        await regions(page, 6);
        await settled(page);
        // 540 x 270 mm on A3 portrait (277 x 384 mm of content a page): two columns with their
        // 10 mm overlap (540 - 10 <= 2 x 267), one row, and the cover: 3 pages. Laid out from
        // the origin, the board at (20, 20) spanned 560 x 290 mm: a third column (a 4th page).
        const mm = await printPages(page, 'A3');
        assert.deepEqual(mm, ['297x420', '297x420', '297x420'], `frame at (${o}, ${o}): ${JSON.stringify(mm)}`);
        counts.push(mm.length);
      }
      assert.deepEqual(counts, [3, 3]);
      // What the browser prints: each sheet on a page of its own paper, no page more.
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({ preferCSSPageSize: true });
      // (Chromium sets a page's size in whole points: 420 mm is 1190.55 pt, printed 1191 pt,
      // 420.2 mm; so the sizes are compared to the millimetre.)
      const printed = pdfPages(pdf).map((s) => s.map(Math.round));
      assert.deepEqual(printed, [[297, 420], [297, 420], [297, 420]], JSON.stringify(pdfPages(pdf)));
    },
  },
  {
    name: 'the scale correction: refused out of 0.8 to 1.25, else given to the PDF (same pages, other drawing)',
    async run({ page }) {
      await page.setInputFiles('#open-file', join(repo, 'examples', 'classic.yaml'));
      await regions(page, 10);
      await settled(page);
      await page.click('#export > summary');
      await page.selectOption('#paper', 'A3');
      const plain = await downloaded(page, () => page.click('#dl-pdf'));
      await page.click('#export > summary');
      await page.fill('#scale-x', '1.3');
      await page.click('#dl-pdf');
      await page.waitForFunction(() => /^Scale correction: two factors from 0.8 to 1.25/.test(document.getElementById('notice-text').textContent));
      await page.click('#export > summary');
      await page.fill('#scale-x', '1.005');
      await page.fill('#scale-y', '0.997');
      const corrected = await downloaded(page, () => page.click('#dl-pdf'));
      assert.equal(corrected.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.deepEqual(pdfPages(corrected.bytes), pdfPages(plain.bytes));
      assert.ok(pdfPages(plain.bytes).length >= 3);
      assert.ok(!corrected.bytes.equals(plain.bytes), 'the correction changes the drawing');
    },
  },
  {
    name: 'the PNG sheet from the Export menu: 4 pixels a mm of the SVG sheet',
    async run({ page }) {
      await page.setInputFiles('#open-file', join(repo, 'examples', 'classic.yaml'));
      await regions(page, 10);
      await settled(page);
      await page.click('#export > summary');
      const svg = (await downloaded(page, () => page.click('#dl-svg'))).bytes.toString('utf8');
      await page.click('#export > summary');
      const png = await downloaded(page, () => page.click('#dl-png'));
      assert.equal(png.name, 'classic-savanna.png');
      assert.deepEqual([...png.bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
      const w = png.bytes.readUInt32BE(16);
      const hpx = png.bytes.readUInt32BE(20);
      const mm = /<svg[^>]*\swidth="([0-9.]+)mm"/.exec(svg)[1];
      const hmm = /<svg[^>]*\sheight="([0-9.]+)mm"/.exec(svg)[1];
      // The sheet is the board's 420 mm wide: 1680 pixels at the CLI's default 4 a mm.
      assert.equal(Number(mm), 420);
      assert.equal(w, 1680);
      assert.equal(hpx, Math.round(Number(hmm) * 4));
    },
  },
];
