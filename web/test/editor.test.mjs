// The editor a designer keeps: work kept across reloads, board links, touch and phones, marks
// that never block, units, files read as bytes (issue 37). On the built page from file://.
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync, gzipSync, inflateRawSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { drag, regions, repo, screenOf, settled, typeYaml } from './helpers.mjs';

/** The module at `src/<path>` (TypeScript), bundled for node. */
async function load(path) {
  const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
  const r = await build({ entryPoints: [join(src, path)], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent', loader: { '.ftl': 'text' } });
  return import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].text).toString('base64')}`);
}

const TWO = 'units: mm\nframe: {width: 420, height: 297}\nlines:\n  - [[0, 150], [420, 150]]\n';

/** Touch on a page through the DevTools protocol (touch emulation on). */
async function touchOf(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  const send = (type, pts) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map(([x, y], id) => ({ x, y, id })) });
  return {
    /** Fingers from `from` to `to` (one point each), in `steps` moves. */
    async gesture(from, to, steps = 6) {
      await send('touchStart', from);
      for (let i = 1; i <= steps; i++) {
        await send('touchMove', from.map(([x, y], k) => [x + ((to[k][0] - x) * i) / steps, y + ((to[k][1] - y) * i) / steps]));
      }
      await send('touchEnd', []);
    },
    async tap([x, y]) { await send('touchStart', [[x, y]]); await send('touchEnd', []); },
  };
}

const viewBox = (page) => page.evaluate(() => document.getElementById('board').getAttribute('viewBox').split(' ').map(Number));
const lineCount = (page) => page.evaluate(() => window.savanna.store.validated.lines.length);

export const tests = [
  {
    name: 'board links in node: made as another frontend would (zlib), read back; damaged and foreign fragments',
    browser: false,
    async run() {
      const s = await load('design/share.ts');
      const yaml = '# Savane\nname: "Savane é ✓"\nunits: mm\n';
      // Made by node's zlib (raw DEFLATE, base64url without padding): the page reads it.
      const made = `#board=${deflateRawSync(Buffer.from(yaml)).toString('base64url')}`;
      assert.deepEqual(await s.readFragment(made), { kind: 'board', yaml });
      // Made by the page: node's zlib reads it; no padding, no + or /.
      const f = await s.boardFragment(yaml);
      assert.match(f, /^board=[A-Za-z0-9_-]+$/);
      assert.equal(inflateRawSync(Buffer.from(f.slice(6), 'base64url')).toString('utf8'), yaml);
      // base64url of bytes whose base64 has + and / and padding: [0xfb, 0xff] is "+/8=" in base64.
      assert.equal(s.toBase64Url(new Uint8Array([0xfb, 0xff])), '-_8');
      assert.deepEqual([...s.fromBase64Url('-_8')], [0xfb, 0xff]);
      assert.equal(s.fromBase64Url('a+b/'), null);
      assert.deepEqual(await s.readFragment(''), { kind: 'none' });
      assert.equal((await s.readFragment('#board=')).kind, 'error');
      assert.match((await s.readFragment('#board=AAAA')).message, /damaged/);
      // Not UTF-8 inside: bytes ff fe deflated.
      assert.match((await s.readFragment(`#board=${deflateRawSync(Buffer.from([0xff, 0xfe])).toString('base64url')}`)).message, /not UTF-8/);
      assert.match((await s.readFragment('#top')).message, /not a board link/);
    },
  },
  {
    name: 'autosave: a reload brings back the board as it was; New board starts fresh and stays fresh',
    async run({ page }) {
      await typeYaml(page, TWO);
      await regions(page, 2);
      await drag(page, [210, 0], [210, 297]);
      await regions(page, 4);
      const yaml = await page.evaluate(() => window.savanna.store.yaml);
      await page.reload();
      await page.waitForFunction(() => document.body.dataset.ready === 'true');
      await regions(page, 4);
      assert.equal(await page.evaluate(() => window.savanna.store.yaml), yaml);
      assert.match(await page.textContent('#notice'), /last visit/);
      // The restored board is the one kept: New board needs no question (it is kept), and
      // Undo brings it back.
      await page.click('#new');
      await regions(page, 1);
      await page.reload();
      await page.waitForFunction(() => document.body.dataset.ready === 'true');
      await regions(page, 1);
      assert.match(await page.evaluate(() => window.savanna.store.yaml), /^# A new board/);
      assert.equal(await page.isVisible('#notice'), false, 'the starter board is no board to restore');
    },
  },
  {
    name: 'Copy link: #board= base64url of raw DEFLATE opens the same board elsewhere; damaged or foreign links are said',
    async run({ page, browser, url }) {
      // Not ASCII, and a comment: the text travels byte for byte.
      const yaml = `# the Savane, drawn by hand\nname: "Savane é ✓"\n${TWO}`;
      await typeYaml(page, yaml);
      await regions(page, 2);
      await page.click('#copy-link');
      await page.waitForSelector('#share-link');
      const link = await page.inputValue('#share-link');
      // The format, read as another frontend would: no padding, base64url alphabet only.
      const m = /#board=([A-Za-z0-9_-]+)$/.exec(link);
      assert.ok(m, link);
      assert.equal(inflateRawSync(Buffer.from(m[1], 'base64url')).toString('utf8'), yaml);
      // This browser now keeps another board: the link must bring its own.
      page.once('dialog', (d) => void d.accept());
      await page.click('#new');
      await regions(page, 1);
      const other = await browser.newPage();
      await other.goto(link);
      await other.waitForFunction(() => document.body.dataset.ready === 'true');
      await other.waitForFunction((t) => window.savanna.store.yaml === t, yaml, { timeout: 10000 });
      await regions(other, 2);
      assert.match(await other.textContent('#notice'), /from the link/);
      assert.ok(!other.url().includes('#board='), 'read once: a reload shows the board as kept');
      // A link cut short, a fragment that is no board link (typed into the same page's address:
      // a change of fragment): said, with the board kept shown.
      for (const [hash, said] of [['#board=AAAA_-', /damaged/], ['#board=ab!cd', /damaged/], ['#section-2', /not a board link/]]) {
        await other.evaluate(() => { document.getElementById('notice-text').textContent = ''; });
        await other.evaluate((h) => { location.hash = h; }, hash);
        await other.waitForFunction(() => /board/.test(document.getElementById('notice-text').textContent));
        assert.match(await other.textContent('#notice'), said, hash);
        assert.equal(await other.evaluate(() => window.savanna.store.yaml), yaml, 'the board stays');
      }
      // A damaged link opened afresh: the page opens, says so, and shows the board kept.
      const bad = await browser.newPage();
      await bad.goto(`${url}#board=ab!cd`);
      await bad.waitForFunction(() => document.body.dataset.ready === 'true');
      await bad.waitForSelector('#notice:not([hidden])');
      assert.match(await bad.textContent('#notice'), /damaged/);
      await regions(bad, 2);
    },
  },
  {
    name: 'touch at 390x844: pinch zooms, two fingers pan, taps show a region and never draw, a drag draws; no sideways scroll',
    async run({ page }) {
      await page.setViewportSize({ width: 390, height: 844 });
      await typeYaml(page, TWO);
      await regions(page, 2);
      await settled(page);
      await page.click('#zoom-fit');
      // The layout: nothing wider than the phone, the board first, the tools in view.
      const lay = await page.evaluate(() => {
        const r = (s) => document.querySelector(s).getBoundingClientRect();
        return { sw: document.documentElement.scrollWidth, board: r('.board-wrap'), side: r('.side'), yaml: r('.yaml-col'),
          tools: [...document.querySelectorAll('.tools button')].map((b) => b.getBoundingClientRect()) };
      });
      assert.ok(lay.sw <= 390, `page ${lay.sw} px wide`);
      assert.ok(lay.board.width <= 390 && lay.board.height >= 300 && lay.board.top < lay.side.top && lay.board.top < lay.yaml.top, JSON.stringify(lay));
      assert.ok(lay.tools.length === 5 && lay.tools.every((b) => b.left >= 0 && b.right <= 390 && b.top >= 0 && b.bottom <= 844), JSON.stringify(lay.tools));
      const t = await touchOf(page);
      const c = await screenOf(page, [210, 75]);
      // Pinch out: the view shows less (zoomed in), nothing drawn.
      const before = await viewBox(page);
      await t.gesture([[c[0] - 30, c[1]], [c[0] + 30, c[1]]], [[c[0] - 90, c[1]], [c[0] + 90, c[1]]]);
      const zoomed = await viewBox(page);
      assert.ok(Math.abs(zoomed[2] - before[2] / 3) < before[2] * 0.02, JSON.stringify([before, zoomed]));
      // Two fingers moving together: a pan (same zoom), nothing drawn.
      await t.gesture([[c[0] - 40, c[1]], [c[0] + 40, c[1]]], [[c[0] - 40, c[1] + 60], [c[0] + 40, c[1] + 60]]);
      const panned = await viewBox(page);
      assert.ok(Math.abs(panned[2] - zoomed[2]) < 1e-6 && panned[1] < zoomed[1], JSON.stringify([zoomed, panned]));
      assert.equal(await lineCount(page), 1, 'the board\'s one line, no other');
      await page.click('#zoom-fit');
      // Two taps on two regions (Draw chosen): the region's information, no line.
      const a = await screenOf(page, [100, 75]);
      const b = await screenOf(page, [300, 220]);
      await t.tap(a);
      await page.waitForSelector('#tap-info:not([hidden])');
      assert.match(await page.textContent('#tap-info'), /^Region 1/);
      await t.tap(b);
      await page.waitForFunction(() => /^Region 2/.test(document.getElementById('tap-info').textContent));
      await page.waitForTimeout(150);
      assert.equal(await lineCount(page), 1, 'two taps drew nothing');
      // A deliberate drag with one finger: a line (snapped to the frame at both ends).
      const from = await screenOf(page, [210, -2]);
      const to = await screenOf(page, [210, 299]);
      await t.gesture([from], [to], 8);
      await regions(page, 4);
      assert.deepEqual(await page.evaluate(() => window.savanna.store.validated.lines[1]), { from: [210, 0], to: [210, 297], name: null });
    },
  },
  {
    name: 'a diagnostic\'s mark never blocks the line or handle under it; Escape clears it',
    async run({ page }) {
      await drag(page, [0, 100], [150, 100]);
      await settled(page);
      const item = page.locator('#diagnostics li.diag', { hasText: /dangl|free end|bounds no region/i }).first();
      await item.click();
      assert.ok(await page.locator('.mark > *').count() > 0, 'marked');
      await page.click('#tool-select');
      // Every point along the line (under the mark and the dashed dangle overlay) is the line's.
      const hits = [];
      for (let i = 1; i <= 9; i++) {
        const [x, y] = await screenOf(page, [i * 15, 100]);
        hits.push(await page.evaluate(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('#board .line')), [x, y]));
      }
      assert.deepEqual(hits, Array(9).fill(true));
      // The end handle under the mark's circle: dragged, the end moves.
      await drag(page, [150, 100], [200, 100]);
      await page.waitForFunction(() => window.savanna.store.validated.lines[0].to[0] === 200 && !window.savanna.store.stale);
      await item.click();
      assert.ok(await page.locator('.mark > *').count() > 0);
      await page.keyboard.press('Escape');
      assert.equal(await page.locator('.mark > *').count(), 0);
      assert.equal(await page.locator('#diagnostics .diag.focus').count(), 0);
      assert.equal(await page.locator('#yaml mark').count(), 0);
    },
  },
  {
    name: 'converting mm to cm converts the grid pitch (10 mm: 1 cm) and refits the view',
    async run({ page }) {
      await typeYaml(page, TWO);
      await regions(page, 2);
      await settled(page);
      assert.equal(await page.inputValue('#grid-pitch'), '10');
      const before = await viewBox(page);
      await page.selectOption('#units', 'cm');
      await page.click('#convert-units');
      await page.waitForFunction(() => window.savanna.store.validated?.units === 'cm' && !window.savanna.store.stale);
      assert.deepEqual(await page.evaluate(() => window.savanna.store.validated.lines[0]), { from: [0, 15], to: [42, 15], name: null });
      assert.equal(await page.inputValue('#grid-pitch'), '1');
      // The same board on screen: the view a tenth as many units.
      await page.waitForFunction((w) => Math.abs(Number(document.getElementById('board').getAttribute('viewBox').split(' ')[2]) - w / 10) < w / 1000, before[2]);
    },
  },
  {
    name: 'file bytes decoded in node: byte-order marks, UTF-32, gzip, SVG recognised',
    browser: false,
    async run() {
      const d = await load('design/decode.ts');
      const t = 'units: mm # é 𝄞\n';
      const be16 = Buffer.from(t, 'utf16le').swap16();
      assert.equal(d.decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(t, 'utf16le')])), t);
      assert.equal(d.decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), be16])), t);
      assert.equal(d.decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(t)])), t);
      // UTF-32 LE: each code point in 4 bytes ('𝄞' is U+1D11E).
      const u32 = Buffer.alloc(4 + 4 * [...t].length);
      u32.writeUInt32LE(0xfeff, 0);
      [...t].forEach((c, i) => u32.writeUInt32LE(c.codePointAt(0), 4 + 4 * i));
      assert.equal(d.decodeText(u32), t);
      assert.throws(() => d.decodeText(Buffer.from([0x61, 0xff])), /not UTF-8 text/);
      assert.deepEqual(await d.readFileBytes('b.yaml', gzipSync(Buffer.from(t))), { kind: 'text', text: t });
      const svg = Buffer.from('<?xml version="1.0"?>\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg"/>');
      assert.equal((await d.readFileBytes('drawing.txt', gzipSync(svg))).kind, 'svg');
      assert.equal((await d.readFileBytes('x.SVGZ', Buffer.from([1, 2]))).kind, 'svg');
      assert.equal(d.isGzip(Buffer.from([0x1f, 0x8b, 8])), true);
    },
  },
  {
    name: 'files read as bytes: a compressed drawing (.svgz), a UTF-16 board, a gzipped board; a file that is not text is said',
    async run({ page }) {
      await settled(page);
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="420mm" height="297mm" viewBox="0 0 420 297">\n'
        + '<rect x="0" y="0" width="420" height="297" fill="none" stroke="black"/>\n'
        + '<line id="river" x1="0" y1="120" x2="420" y2="40" stroke="black"/>\n</svg>\n';
      await page.setInputFiles('#open-file', { name: 'hand.svgz', mimeType: 'image/svg+xml', buffer: gzipSync(Buffer.from(svg)) });
      await page.waitForFunction(() => window.savanna.store.yaml.includes('river'));
      await regions(page, 2);
      // UTF-16 LE with its byte-order mark (as Windows' Notepad writes it).
      const yaml = `# Plaine du Sud\n${TWO}`;
      const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(yaml, 'utf16le')]);
      await page.setInputFiles('#open-file', { name: 'sud.yaml', mimeType: 'text/yaml', buffer: utf16 });
      await page.waitForFunction((t) => window.savanna.store.yaml === t, yaml);
      await page.setInputFiles('#open-file', { name: 'board.yaml.gz', mimeType: 'application/gzip', buffer: gzipSync(Buffer.from(`${yaml}# gz\n`)) });
      await page.waitForFunction((t) => window.savanna.store.yaml === t, `${yaml}# gz\n`);
      await page.setInputFiles('#open-file', { name: 'photo.yaml', mimeType: 'text/yaml', buffer: Buffer.from([0x6e, 0x61, 0xff, 0xfe, 0xfd, 0x0a]) });
      await page.waitForSelector('#notice:not([hidden])');
      assert.match(await page.textContent('#notice'), /photo\.yaml was not opened: not UTF-8 text/);
      assert.equal(await page.evaluate(() => window.savanna.store.yaml), `${yaml}# gz\n`, 'the board stays');
    },
  },
  {
    name: 'numbers shown rounded (issue 37): classic converted to inches lists "(5.348, 3.706)", not ten decimals; a field left as shown gives the board its exact number back',
    async run({ page }) {
      await page.setInputFiles('#open-file', join(repo, 'examples', 'classic.yaml'));
      await regions(page, 10);
      await settled(page);
      await page.selectOption('#units', 'in');
      await page.click('#convert-units');
      await page.waitForFunction(() => window.savanna.store.validated?.units === 'in' && !window.savanna.store.stale);
      await settled(page);
      // The engine writes the converted file to 12 significant digits (its own, kept as written)
      // and its corner-contact message names the point so: 5.3482634252 in (135.846 mm / 25.4).
      assert.ok(await page.evaluate(() => window.savanna.store.diagnostics.some((d) => d.message.includes('(5.3482634252, 3.70569259843)'))));
      const list = await page.textContent('#diagnostics');
      assert.match(list, /4 regions meet at \(5\.348, 3\.706\)/);
      // Nothing shown outside the YAML with more than 3 decimals: the list, the squiggle's
      // message, the region's information, the readout, the Board form's fields, the tooltips.
      const box = await page.evaluate(() => document.querySelector('.board-wrap').getBoundingClientRect().toJSON());
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
      await page.waitForFunction(() => /^Region \d/.test(document.getElementById('region-info').textContent));
      const shown = await page.evaluate(() => [
        document.getElementById('diagnostics').textContent, document.getElementById('region-info').textContent,
        document.getElementById('readout').textContent,
        ...['frame-w', 'frame-h', 'lion-d', 'jackal-d', 'grid-pitch'].map((id) => document.getElementById(id).value),
        ...[...document.querySelectorAll('[title]')].map((e) => e.title),
      ].join('\n'));
      assert.doesNotMatch(shown, /\d\.\d{4,}/, shown.match(/.{0,40}\d\.\d{4,}.{0,20}/)?.[0]);
      assert.equal(await page.inputValue('#lion-d'), '1.181');
      assert.equal(await page.inputValue('#frame-w'), '16.535');
      // 10 mm converted: 0.3937 in, shown at the unit's decimals.
      assert.equal(await page.inputValue('#grid-pitch'), '0.394');
      // A field left as it shows gives the board's own number back, not the rounded one: the
      // jackal set, the lion untouched; the height set, the width kept exactly.
      await page.fill('#jackal-d', '0.8');
      await page.press('#jackal-d', 'Enter');
      await page.waitForFunction(() => window.savanna.store.validated?.pieces.jackal.diameter === 0.8 && !window.savanna.store.stale);
      assert.equal(await page.evaluate(() => window.savanna.store.validated.pieces.lion.diameter), 1.1811023622);
      await page.fill('#frame-h', '12');
      await page.press('#frame-h', 'Enter');
      await page.waitForFunction(() => window.savanna.store.validated?.frame?.height === 12 && !window.savanna.store.stale);
      assert.equal(await page.evaluate(() => window.savanna.store.validated.frame.width), 16.5354330709);
      // A line selected: its ends shown rounded; "Move ends" with none changed moves nothing.
      await page.evaluate(() => window.savanna.editor.select([0]));
      assert.equal(await page.inputValue('#line-from-y'), '4.724');
      const yaml = await page.evaluate(() => window.savanna.store.yaml);
      await page.fill('#line-to-x', await page.inputValue('#line-to-x'));
      await page.click('#apply-line');
      await page.waitForTimeout(300);
      assert.equal(await page.evaluate(() => window.savanna.store.yaml), yaml);
    },
  },
  {
    name: 'phone 390x844 with touch: the Open menu closes once a photo is chosen (and when its box is ticked); the notice is a bar above the board, never over it',
    async run({ page }) {
      await page.setViewportSize({ width: 390, height: 844 });
      await settled(page);
      // A finger's tap on an element's middle (the DevTools protocol's touch: the page gets the
      // pointer events and the click a phone gives).
      const t = await touchOf(page);
      const tap = async (sel) => {
        const b = await page.locator(sel).boundingBox();
        await t.tap([b.x + b.width / 2, b.y + b.height / 2]);
      };
      const boardBefore = await page.evaluate(() => document.querySelector('.board-wrap').getBoundingClientRect().toJSON());
      await tap('#open-menu summary');
      assert.equal(await page.evaluate(() => document.getElementById('open-menu').open), true);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), tap('#open-photo')]);
      await chooser.setFiles({ name: 'hand-drawn.jpg', mimeType: 'image/jpeg', buffer: readFileSync(join(repo, 'web', 'test', 'fixtures', 'hand-drawn.jpg')) });
      await page.waitForFunction(() => /^# Imported from a photo/.test(window.savanna.store.yaml), null, { timeout: 30000 });
      await settled(page);
      assert.equal(await page.evaluate(() => document.getElementById('open-menu').open), false, 'the menu closed');
      assert.equal(await page.isVisible('#open-photo'), false);
      // The notice: shown, in the page's flow above the board, overlapping none of it; the board
      // keeps its size.
      const lay = await page.evaluate(() => {
        const r = (s) => document.querySelector(s).getBoundingClientRect().toJSON();
        return { notice: r('#notice'), board: r('.board-wrap'), position: getComputedStyle(document.getElementById('notice')).position, sw: document.documentElement.scrollWidth };
      });
      assert.match(await page.textContent('#notice-text'), /^Read hand-drawn\.jpg/);
      assert.notEqual(lay.position, 'fixed');
      assert.ok(lay.notice.bottom <= lay.board.top + 0.5, JSON.stringify(lay));
      assert.ok(lay.notice.left >= 0 && lay.notice.right <= 390 && lay.sw <= 390, JSON.stringify(lay));
      assert.deepEqual([lay.board.width, lay.board.height], [boardBefore.width, boardBefore.height]);
      // What lies at the board's middle is the board, not the notice.
      assert.equal(await page.evaluate(({ board }) => !!document.elementFromPoint(board.x + board.width / 2, board.y + board.height / 2)?.closest('.board-wrap'), lay), true);
      // Dismissed: gone, the board back where it was.
      await tap('#notice-close');
      assert.equal(await page.isVisible('#notice'), false);
      assert.equal(await page.evaluate(() => document.querySelector('.board-wrap').getBoundingClientRect().top), boardBefore.top);
      // The underlay's box ticked: a choice made, the menu closes.
      await tap('#open-menu summary');
      await tap('#photo-underlay');
      assert.equal(await page.evaluate(() => document.getElementById('open-menu').open), false);
      assert.equal(await page.locator('#board .underlay image').count(), 0);
      // The paper is a setting of the next reading: choosing it keeps the menu open.
      await tap('#open-menu summary');
      await page.selectOption('#photo-paper', 'A3');
      assert.equal(await page.evaluate(() => document.getElementById('open-menu').open), true);
    },
  },
];
