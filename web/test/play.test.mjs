// The Play tab in chromium, on examples/classic.yaml: a game started, a legal move
// made by clicks, an illegal one refused with the engine's rule, undo, a game played to its end
// against the random agent, its record downloaded and replayed by the native `savanna replay`
// (the Balance tab: balance.test.mjs).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const classic = readFileSync(join(root, 'examples', 'classic.yaml'), 'utf8');

/** The native binary for `savanna replay`: $SAVANNA_BIN, else the workspace's debug or release
 *  build (`cargo test` builds the debug one before CI runs these tests). */
function savannaBin() {
  const candidates = [process.env.SAVANNA_BIN, join(root, 'target', 'debug', 'savanna'),
    join(root, 'target', 'release', 'savanna')].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`no savanna binary for replay (tried ${candidates.join(', ')}): run cargo build, or set SAVANNA_BIN`);
  return found;
}

/** Opens classic in the editor and waits until its validated board (with capacities) is there;
 *  returns region ids by name and the neighbors of each. */
async function openClassic(page) {
  await page.evaluate((yaml) => window.savanna.store.setYaml(yaml, 'file'), classic);
  await page.waitForFunction(() => {
    const v = window.savanna.ctx.board().validated;
    return v && v.name === 'Classic Savanna' && v.regions.length === 10 && v.regions.every((r) => r.capacity && Object.keys(r.capacity).length);
  }, null, { timeout: 30000 });
  return page.evaluate(() => {
    const v = window.savanna.ctx.board().validated;
    const ids = {};
    const neighbors = {};
    for (const r of v.regions) {
      ids[r.name] = r.id;
      neighbors[r.id] = r.neighbors;
    }
    return { ids, neighbors };
  });
}

/** The Play tab with a person playing `human` and `agent` the other side; a new game started. */
async function newGame(page, { human = 'jackals', agent = 'random', seed = 1 } = {}) {
  await page.click('button[data-tab=play]');
  const other = human === 'jackals' ? 'lions' : 'jackals';
  await page.selectOption(`[data-testid=play-${human}]`, 'human');
  await page.selectOption(`[data-testid=play-${other}]`, agent);
  await page.fill('[data-testid=play-seed]', String(seed));
  await page.click('[data-testid=play-start]');
  await page.waitForFunction(() => document.querySelector('[data-testid=play-status]')?.dataset.side, null, { timeout: 30000 });
}

const status = (page) => page.evaluate(() => {
  const s = document.querySelector('[data-testid=play-status]');
  return { side: s.dataset.side, round: Number(s.dataset.round), text: s.textContent };
});
const logLines = (page) => page.locator('[data-testid=play-log] li').allTextContents();
const idle = (page) => page.waitForFunction(() => !document.querySelector('.sv-play')?.classList.contains('sv-busy'));

export const tests = [
  {
    name: 'the typed move\'s placeholder is a legal move of the position, and typing it plays it',
    async run({ page }) {
      await openClassic(page);
      await newGame(page, { human: 'jackals', agent: 'random' });
      await idle(page);
      const ph = await page.getAttribute('[data-testid=play-typed]', 'placeholder');
      const move = ph.replace(/^or type a move: /, '');
      assert.match(move, /^\d+ jackals? .+ -> .+$/, ph);
      const legal = await page.locator('.sv-moves button').allTextContents();
      assert.ok(legal.some((t) => t.startsWith(move)), JSON.stringify([move, legal.slice(0, 5)]));
      await page.fill('[data-testid=play-typed]', move);
      await page.press('[data-testid=play-typed]', 'Enter');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=play-log] li').length >= 1, null, { timeout: 20000 });
      assert.match((await logLines(page))[0], /^jackals: /);
    },
  },
  {
    name: 'play on classic: a legal move by clicks, an illegal one with its rule, undo',
    async run({ page }) {
      const { ids, neighbors } = await openClassic(page);
      await newGame(page, { human: 'jackals', agent: 'random' });
      let s = await status(page);
      // Classic: the jackals move first (the rules' default), the pack of 9 in Dunes.
      assert.equal(s.side, 'jackals');
      assert.equal(s.round, 1);
      const dunes = ids['Dunes'];
      const disc = page.locator(`.sv-jackals[data-region="${dunes}"]`);
      assert.equal(await disc.getAttribute('data-count'), '9');
      assert.equal(await page.locator('.sv-lions').count(), 3);

      // Select Dunes; every count from 1 to 9 is shown, 1 to 8 enabled: all nine may not leave,
      // the pack leaves one behind (rule 3), so 9 is disabled (a new user clicked it again and
      // again) and the line under the picker says why.
      await page.click(`path[data-region="${dunes}"]`);
      assert.equal(await page.locator('[data-testid=play-count] button').count(), 9);
      assert.equal(await page.locator('[data-testid=play-count] button:disabled').count(), 1);
      assert.equal(await page.isDisabled('[data-testid=play-count] button[data-count="9"]'), true);
      assert.match(await page.getAttribute('[data-testid=play-count] button[data-count="9"]', 'title'), /no legal target/);
      assert.match(await page.textContent('[data-testid=play-count-why]'), /^9 here; at most 8 may leave/);
      // Typed anyway, the engine refuses it with its rule.
      const marsh = ids['Marsh'];
      assert.ok(neighbors[dunes].includes(marsh), 'Dunes and Marsh are neighbors on classic');
      await page.fill('[data-testid=play-typed]', '9 jackals Dunes -> Marsh');
      await page.press('[data-testid=play-typed]', 'Enter');
      await idle(page);
      const msg = page.locator('[data-testid=play-message]');
      assert.equal(await msg.getAttribute('data-code'), 'savanna::move::pack-leaves-one');
      assert.match(await msg.textContent(), /\S/);
      assert.deepEqual(await logLines(page), [], 'the refused move was not played');

      // Three jackals to Marsh: a legal target, taken.
      await page.click('[data-testid=play-count] button[data-count="3"]');
      assert.ok(await page.locator(`path.sv-target[data-region="${marsh}"]`).count() === 1, 'Marsh is a legal target for 3');
      await page.click(`path[data-region="${marsh}"]`);
      await idle(page);
      assert.deepEqual(await logLines(page), ['jackals: 3 jackals Dunes -> Marsh']);
      assert.equal(await page.locator(`.sv-jackals[data-region="${marsh}"]`).getAttribute('data-count'), '3');
      assert.equal(await page.locator(`.sv-jackals[data-region="${dunes}"]`).getAttribute('data-count'), '6');
      assert.equal(await msg.textContent(), '', 'the message clears on a move taken');

      // End the turn: the random lions reply, and it is the jackals' turn of round 1... of round 2
      // after the lions' turn (a round: both sides moved once).
      await page.click('[data-testid=play-end]');
      await idle(page);
      s = await status(page);
      assert.equal(s.side, 'jackals');
      assert.equal(s.round, 2);
      const afterEnd = await logLines(page);
      assert.equal(afterEnd[1], 'jackals: end');
      assert.ok(afterEnd.at(-1) === 'lions: end', `the lions' turn ends: ${afterEnd.join(' | ')}`);

      // Undo takes back the `end` (and the lions' reply): the jackals' turn with one move made.
      await page.click('[data-testid=play-undo]');
      await idle(page);
      s = await status(page);
      assert.equal(s.side, 'jackals');
      assert.equal(s.round, 1);
      assert.match(s.text, /1 move made this turn/);
      assert.deepEqual(await logLines(page), ['jackals: 3 jackals Dunes -> Marsh']);
      // And again: the start.
      await page.click('[data-testid=play-undo]');
      await idle(page);
      assert.deepEqual(await logLines(page), []);
      assert.equal(await page.locator(`.sv-jackals[data-region="${dunes}"]`).getAttribute('data-count'), '9');
      assert.equal(await page.isDisabled('[data-testid=play-undo]'), true);
    },
  },
  {
    name: 'play on classic against random to the end; the record downloads and replays',
    async run({ page, downloads }) {
      await openClassic(page);
      await newGame(page, { human: 'lions', agent: 'random', seed: 7 });
      // The person plays the first legal move each time, and ends the turn when it may.
      for (let k = 0; k < 2000; k++) {
        const over = await page.locator('[data-testid=play-outcome]').getAttribute('data-winner');
        if (over) break;
        if (!(await page.isDisabled('[data-testid=play-end]'))) {
          await page.click('[data-testid=play-end]');
        } else {
          const first = page.locator('[data-testid=play-legal] button[data-move]').first();
          assert.ok(await first.count(), `a legal move or the end of the turn is offered (step ${k})`);
          await first.click();
        }
        await idle(page);
      }
      const outcome = await page.textContent('[data-testid=play-outcome]');
      assert.match(outcome, /^Game over: (the (lions|jackals) win|a draw)/);
      assert.equal(await page.isDisabled('[data-testid=play-end]'), true);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('[data-testid=play-download]'),
      ]);
      assert.equal(download.suggestedFilename(), 'classic-savanna-game.json');
      const file = join(downloads, download.suggestedFilename());
      await download.saveAs(file);
      const rec = JSON.parse(readFileSync(file, 'utf8'));
      assert.equal(rec.savanna_game, 1);
      assert.equal(rec.board, 'Classic Savanna');
      assert.deepEqual(rec.agents, { lions: 'human', jackals: 'random' });
      assert.ok(rec.outcome, 'the record has the outcome');
      assert.ok(rec.turns.length > 0);
      // The native CLI replays it, every move checked, to the same outcome.
      const out = execFileSync(savannaBin(), ['replay', file], { encoding: 'utf8' });
      assert.match(out, /game over: /);
      const said = outcome.replace(/^Game over: /, '').replace(/\.$/, '');
      assert.ok(out.includes(`game over: ${said}`), `replay says the page's outcome (${said}):\n${out}`);
    },
  },
  {
    name: 'play on from here: after undo, agents take over both sides from the same position; and from a record file',
    async run({ page, downloads }) {
      await openClassic(page);
      await newGame(page, { human: 'jackals', agent: 'random', seed: 5 });
      // Two moves of the person (the first legal one each time), then undo the second.
      for (let k = 0; k < 2; k++) {
        await page.locator('[data-testid=play-legal] button[data-move]').first().click();
        await idle(page);
      }
      await page.click('[data-testid=play-undo]');
      await idle(page);
      const logBefore = await logLines(page);
      // Random plays the jackals from here on too: the game goes on from this position to its end.
      await page.selectOption('[data-testid=play-jackals]', 'random');
      await page.click('[data-testid=play-on]');
      await page.waitForFunction(() => document.querySelector('[data-testid=play-outcome]')?.dataset.winner, null, { timeout: 60000 });
      const log = await logLines(page);
      assert.deepEqual(log.slice(0, logBefore.length), logBefore, 'the moves so far are kept');
      assert.ok(log.length > logBefore.length);
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=play-download]')]);
      const file = join(downloads, 'on.json');
      await download.saveAs(file);
      const rec = JSON.parse(readFileSync(file, 'utf8'));
      assert.deepEqual(rec.agents, { lions: 'random', jackals: 'random' });
      // The native CLI replays the whole game, the turns before "play on" included.
      assert.match(execFileSync(savannaBin(), ['replay', file], { encoding: 'utf8' }), /game over: /);
      // The record opened from disk, cut after its first turn (the jackals' opening), with a
      // person for the jackals: the random lions reply, then it is the person's turn.
      rec.turns = rec.turns.slice(0, 1);
      rec.outcome = null;
      await page.selectOption('[data-testid=play-jackals]', 'human');
      await page.setInputFiles('[data-testid=play-open-record]', { name: 'start.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(rec)) });
      await page.waitForFunction(() => document.querySelector('[data-testid=play-status]')?.dataset.side === 'jackals' && !document.querySelector('.sv-busy'), null, { timeout: 30000 });
      // The log: the record's opening moves, then the random lions' reply.
      const opening = rec.turns[0].moves.length;
      assert.ok((await logLines(page)).length > opening, (await logLines(page)).join(' | '));
    },
  },
  {
    name: 'perfect play on waterhole: solved in a worker of its own, stepped to the jackals\' win move by move, Undo steps back',
    async run({ page }) {
      const waterhole = readFileSync(join(root, 'examples', 'waterhole.yaml'), 'utf8');
      await page.evaluate((yaml) => window.savanna.store.setYaml(yaml, 'file'), waterhole);
      await page.waitForFunction(() => window.savanna.ctx.board().validated?.name === 'Waterhole' && !window.savanna.store.stale, null, { timeout: 30000 });
      await page.click('button[data-tab=play]');
      await page.click('[data-testid=play-perfect]');
      await page.waitForFunction(() => !document.querySelector('[data-testid=play-pv]').hidden && !document.querySelector('.sv-busy'), null, { timeout: 60000 });
      // `savanna solve examples/waterhole.yaml`: the jackals first win by elimination in 2 rounds,
      // 3 turns (the jackals, the lions' pass, the jackals); the sentence is the solver's.
      assert.match(await page.textContent('[data-testid=play-pv-note]'),
        /^Perfect play, the jackals first: the jackals win by eliminating the lions, after 2 rounds\. The jackals' win needs /);
      assert.equal((await logLines(page)).length, 0);
      assert.equal(await page.isDisabled('[data-testid=play-undo]'), true);
      // Perfect play is shown, not played: no legal move to click.
      assert.equal(await page.locator('[data-testid=play-legal] button').count(), 0);
      await page.click('[data-testid=play-pv-next]');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=play-log] li').length === 1 && !document.querySelector('.sv-busy'));
      assert.match((await logLines(page))[0], /^jackals: /);
      await page.click('[data-testid=play-pv-end]');
      await page.waitForFunction(() => document.querySelector('[data-testid=play-outcome]')?.dataset.winner === 'jackals' && !document.querySelector('.sv-busy'), null, { timeout: 30000 });
      const log = await logLines(page);
      // The lions' only turn is a pass: their one action is its end.
      assert.deepEqual(log.filter((l) => l.startsWith('lions')), ['lions: end']);
      assert.equal(await page.isDisabled('[data-testid=play-pv-next]'), true);
      await page.click('[data-testid=play-undo]');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=play-log] li').length === n && !document.querySelector('.sv-busy'), log.length - 1);
      assert.equal(await page.getAttribute('[data-testid=play-outcome]', 'data-winner'), null);
      assert.equal(await page.isDisabled('[data-testid=play-pv-next]'), false);
    },
  },
  {
    name: 'a legend says which discs are the lions and which the jackals, drawn as the board draws them',
    async run({ page }) {
      const { ids } = await openClassic(page);
      await page.click('button[data-tab=play]');
      const legend = page.locator('[data-testid=play-legend]');
      assert.equal(await legend.isVisible(), true);
      assert.match(await legend.textContent(), /lions: a white disc.*jackals: a black disc.*the number on a disc: how many are in that region/);
      // The legend's discs are coloured as the board's own (classic's set-up: lions in Kopje, the
      // pack of 9 in Dunes).
      const fill = (sel) => page.evaluate((sel) => { const c = document.querySelector(sel); return [getComputedStyle(c).fill, getComputedStyle(c).stroke]; }, sel);
      assert.deepEqual(await fill('[data-testid=play-legend] [data-side=lions] circle'), await fill(`.sv-board .sv-lions[data-region="${ids.Kopje}"] circle`));
      assert.deepEqual(await fill('[data-testid=play-legend] [data-side=jackals] circle'), await fill(`.sv-board .sv-jackals[data-region="${ids.Dunes}"] circle`));
      assert.deepEqual((await fill('[data-testid=play-legend] [data-side=lions] circle'))[0], 'rgb(255, 255, 255)');
      assert.deepEqual((await fill('[data-testid=play-legend] [data-side=jackals] circle'))[0], 'rgb(29, 29, 29)');
    },
  },
  {
    name: 'the count picker starts at the most pieces that may move: 8 of the pack of 9 (one stays, said beside it); all 9 when the game option pack_leaves_one is off',
    async run({ page }) {
      const { ids } = await openClassic(page);
      await newGame(page, { human: 'jackals', agent: 'random' });
      await idle(page);
      await page.click(`path[data-region="${ids.Dunes}"]`);
      const picker = page.locator('[data-testid=play-count]');
      await picker.waitFor();
      // The rules (docs/src/rules.md, pack_leaves_one): when three or more jackals leave a
      // region in a turn, one stays; so 8 of the 9 in Dunes at most.
      assert.equal(await picker.getAttribute('data-have'), '9');
      assert.equal(await picker.getAttribute('data-most'), '8');
      assert.equal(await page.getAttribute('.sv-count button.sv-on', 'data-count'), '8');
      assert.equal(await page.textContent('[data-testid=play-count-why]'),
        '9 here; at most 8 may leave: when three or more jackals leave a region in a turn, one stays (the game option "pack leaves one").');
      // The option off: the whole pack may move, and the picker starts at 9 with nothing to say.
      // (Opened afresh, so that the game waited for below is the new one.)
      await page.evaluate((y) => window.savanna.store.setYaml(y, 'file'), `${classic.replace(/\n*$/, '\n')}game: {pack_leaves_one: false}\n`);
      await page.reload();
      await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });
      await page.waitForFunction(() => window.savanna.ctx.board().validated?.game?.pack_leaves_one === false && window.savanna.ctx.board().validated.regions.every((r) => r.capacity && Object.keys(r.capacity).length), null, { timeout: 30000 });
      await newGame(page, { human: 'jackals', agent: 'random' });
      await idle(page);
      await page.click(`path[data-region="${ids.Dunes}"]`);
      await picker.waitFor();
      assert.equal(await page.getAttribute('.sv-count button.sv-on', 'data-count'), '9');
      assert.equal(await picker.getAttribute('data-most'), '9');
      assert.equal(await page.locator('[data-testid=play-count-why]').count(), 0);
    },
  },
];
