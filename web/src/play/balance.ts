// The Balance panel: `savanna balance --format json` in a worker of its own (spawnEngine; Cancel
// terminates it, so a long run never blocks the page or the Design tab's engine). The truth
// first (issue 37.3): the engine solves for the exact value within a deadline (the solve field,
// seconds on the page's clock), then plays the games; a progress bar follows both phases
// ("solving… 40 %", then "12 of 100 games"). The headline is the library's
// (`game::exact::headline`, the reply's `headline`): the exact value under perfect play when
// solved, else self-play's verdict saying it is not the board's value; the self-play verdict
// is a line of its own saying the strength it was measured at. Then the figures of the
// game-balance schema, and a heatmap of who holds which region (the report's `occupancy`: per
// region the share of turn ends at which the lions, or the jackals, hold it). Starting a run
// clears the last one's result, so no old result stands under a run in progress or a cancel.

import { formatNumber } from '../numbers';
import { BoardView } from './board-view';
import type { BalanceReport, EngineLike, ExactValue, PanelContext, VBoard } from './types';
import { t as tr } from '../i18n';

/** The panel's defaults (docs/src/editor.md "Balance (a tab)" says why): the exact value first,
 *  within a minute; then self-play at the strongest agent that answers within seconds (issue
 *  37.3): 100 games of MCTS at 50 iterations a turn. Measured in the page's engine (the wasm in
 *  node, classic's 10 regions, one thread, load 5.4): greedy 0.4 ms a game, MCTS 25 57 ms,
 *  MCTS 50 97 ms, MCTS 100 167 ms, MCTS 200 575 ms, so 100 games of MCTS 50 take 10 to 15 s.
 *  MCTS 50 wins 94.8 % of decisive games against greedy, and MCTS 100 only 59.6 % (49.5-68.9 %,
 *  not significant) against MCTS 50 (docs/src/balance.md, classic's skill trace): 50 is the
 *  strongest step within seconds. */
export const BALANCE_DEFAULTS = { games: 100, agent: 'mcts', budget: 50, solve: 60 } as const;

/** The games a run plays by default with each agent (the games field follows the agent until
 *  games are typed): MCTS's 100 take seconds (a 95 % interval of about ±10 points), greedy's
 *  and random's 1000 a second (about ±3 points, the CLI's own count for them). */
export const GAMES_FOR: Record<string, number> = { mcts: BALANCE_DEFAULTS.games, greedy: 1000, random: 1000 };

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

const pct = (x: number | null | undefined) => (x == null ? '–' : `${(100 * x).toFixed(1)} %`);
/** A mean or a count per game as shown: at most 2 decimals (numbers.ts). */
const num = (x: number) => formatNumber(x, 2);
const ci = (c: [number, number] | null | undefined) => (c ? `${pct(c[0])} – ${pct(c[1])}` : '–');
/** Seconds in words, rounded up: `45 s`, `5 min` (as the library's `budget::seconds_words`). */
const seconds = (x: number) => (x < 100 ? tr('editor-seconds', { n: Math.ceil(x) }) : tr('editor-minutes', { n: Math.round(Math.ceil(x) / 60) }));

/** The strength a report was measured at, in words that say how strong it is. */
export function strengthWords(r: Pick<BalanceReport, 'agent' | 'strength'>): string {
  if (r.agent === 'random') return tr('editor-strength-random');
  if (r.agent === 'greedy') return tr('editor-strength-greedy');
  const m = /^(mcts|uct) (\d+)$/.exec(r.strength);
  if (m) return tr(`editor-strength-${m[1]}`, { n: Number(m[2]) });
  return r.strength === 'perfect' ? tr('editor-who-perfect') : r.strength;
}

/** The self-play verdict's line: the verdict, what it rests on and that it is one strength's. */
export function selfPlayLine(r: BalanceReport): string {
  const at = tr('editor-selfplay-at', { strength: strengthWords(r) });
  if (!r.verdict || r.lions_share.rate == null) {
    return tr('editor-selfplay-none', { at, draws: r.draws.count, capped: r.capped.count });
  }
  const share = tr('editor-selfplay-share', { pct: pct(r.lions_share.rate), ci: ci(r.lions_share.ci95), n: r.lions_share.decisive });
  const what = r.verdict === 'undecided'
    ? tr('editor-selfplay-undecided')
    : tr('verdict', { v: r.verdict.replace(/ /g, '-') });
  return tr('editor-selfplay', { at, what, share });
}

/** The heatmap colour of a region: lion gold where the lions hold it, jackal slate where the
 *  jackals do, mixed by the two shares over the pale ground (unheld turn ends). */
export function heatColour(lions: number, jackals: number): string {
  const ground = [246, 242, 230];
  const lion = [232, 163, 23];
  const jackal = [52, 64, 92];
  const l = Math.min(1, Math.max(0, lions));
  const j = Math.min(1, Math.max(0, jackals));
  const g = Math.max(0, 1 - l - j);
  const mix = (k: number) => Math.round(ground[k] * g + lion[k] * l + jackal[k] * j);
  return `rgb(${mix(0)}, ${mix(1)}, ${mix(2)})`;
}

export class BalancePanel {
  private el: {
    games: HTMLInputElement;
    agent: HTMLSelectElement;
    budget: HTMLInputElement;
    seed: HTMLInputElement;
    solve: HTMLInputElement;
    run: HTMLButtonElement;
    cancel: HTMLButtonElement;
    bar: HTMLProgressElement;
    progress: HTMLElement;
    verdict: HTMLElement;
    headline: HTMLElement;
    selfplay: HTMLElement;
    whyNot: HTMLElement;
    figures: HTMLElement;
    heat: HTMLElement;
    message: HTMLElement;
    note: HTMLElement;
  };
  private worker: EngineLike | null = null;
  private runId = 0;

  constructor(
    readonly root: HTMLElement,
    readonly ctx: PanelContext,
    private spawn: () => EngineLike,
  ) {
    const num = (name: string, value: string, min: string, step = '1') =>
      h('input', { type: 'number', name, value, min, step, 'data-testid': `balance-${name}` });
    const agent = h('select', { name: 'agent', 'data-testid': 'balance-agent' },
      h('option', { value: 'random' }, tr('editor-agent-random')),
      h('option', { value: 'greedy' }, tr('editor-agent-greedy')),
      h('option', { value: 'mcts' }, 'MCTS'));
    agent.value = BALANCE_DEFAULTS.agent;
    // The games follow the agent until they are typed.
    let typed = false;
    agent.addEventListener('change', () => {
      if (!typed) this.el.games.value = String(GAMES_FOR[agent.value] ?? BALANCE_DEFAULTS.games);
    });
    this.el = {
      games: num('games', String(BALANCE_DEFAULTS.games), '2', '2'),
      agent,
      budget: num('budget', String(BALANCE_DEFAULTS.budget), '1'),
      seed: num('seed', '1', '0'),
      solve: num('solve', String(BALANCE_DEFAULTS.solve), '0'),
      run: h('button', { type: 'button', 'data-testid': 'balance-run' }, tr('editor-balance-run')),
      cancel: h('button', { type: 'button', 'data-testid': 'balance-cancel', disabled: '' }, tr('editor-balance-cancel')),
      bar: h('progress', { max: '1', value: '0', 'data-testid': 'balance-bar' }),
      progress: h('span', { class: 'sv-progress-text', 'data-testid': 'balance-progress' }),
      verdict: h('div', { class: 'sv-verdict', 'data-testid': 'balance-verdict' }),
      headline: h('strong', { class: 'sv-headline', 'data-testid': 'balance-headline' }),
      selfplay: h('p', { class: 'sv-selfplay', 'data-testid': 'balance-selfplay' }),
      whyNot: h('p', { class: 'sv-why-not', 'data-testid': 'balance-why-not' }),
      figures: h('div', { class: 'sv-figures', 'data-testid': 'balance-figures' }),
      heat: h('div', { class: 'sv-heat', 'data-testid': 'balance-heatmap' }),
      message: h('div', { class: 'sv-message', 'data-testid': 'balance-message', role: 'alert' }),
      note: h('div', { class: 'sv-note-line', 'data-testid': 'balance-note', role: 'status' }),
    };
    const e = this.el;
    e.games.addEventListener('input', () => { typed = true; });
    const label = (text: string, input: HTMLElement) => h('label', {}, text + ' ', input);
    root.classList.add('sv-balance');
    root.replaceChildren(
      h('div', { class: 'sv-controls' },
        label(tr('editor-balance-games'), e.games), label(tr('editor-balance-agent'), e.agent),
        label(tr('editor-play-budget'), e.budget), label(tr('editor-play-seed'), e.seed),
        label(tr('editor-balance-solve'), e.solve), e.run, e.cancel),
      h('div', { class: 'sv-progress' }, e.bar, ' ', e.progress),
      e.note,
      e.message,
      h('div', { class: 'sv-balance-main' },
        h('div', { class: 'sv-heat-col' }, h('h2', { class: 'sv-h' }, tr('editor-heat-title')), e.heat),
        h('div', { class: 'sv-figures-col' }, e.verdict, e.figures)),
    );
    e.run.addEventListener('click', () => void this.run());
    e.cancel.addEventListener('click', () => this.cancel('cancelled'));
    // What to do first when there is nothing to measure (an empty sheet, a board with errors).
    const note = () => { e.note.textContent = ctx.notReady?.(tr('editor-what-balance')) ?? ''; };
    note();
    ctx.onBoardChange(() => {
      note();
      if (!this.worker) e.progress.textContent = e.verdict.textContent ? tr('editor-balance-changed') : '';
    });
  }

  /** Stops the run in progress (the worker is terminated). */
  cancel(why: string): void {
    if (!this.worker) return;
    this.worker.terminate();
    this.worker = null;
    this.runId++;
    this.el.progress.textContent = why === 'cancelled' ? tr('editor-balance-cancelled') : why;
    this.el.bar.value = 0;
    this.clear();
    this.el.run.disabled = false;
    this.el.cancel.disabled = true;
    this.root.dataset.state = 'cancelled';
  }

  /** Clears the result shown (a new run, or a cancel: no result stands under another run). */
  clear(): void {
    const e = this.el;
    e.verdict.replaceChildren();
    delete e.verdict.dataset.verdict;
    delete e.verdict.dataset.exact;
    e.figures.replaceChildren();
    e.heat.replaceChildren();
  }

  async run(): Promise<void> {
    if (this.worker) return;
    const e = this.el;
    const b = this.ctx.board();
    e.message.textContent = '';
    this.clear();
    if (!b.validated) {
      e.message.textContent = this.ctx.notReady?.(tr('editor-what-balance')) || tr('editor-balance-not-built');
      return;
    }
    let games = Math.max(2, Math.floor(Number(e.games.value) || 0));
    if (games % 2 === 1) games += 1; // balance plays pairs of games (each side first once)
    const opts: Record<string, unknown> = {
      games,
      agent: e.agent.value === 'mcts' ? `mcts:${Math.max(1, Math.floor(Number(e.budget.value) || 1))}` : e.agent.value,
      seed: Math.max(0, Math.floor(Number(e.seed.value) || 0)),
      solveLimit: Math.max(0, Math.floor(Number(e.solve.value) || 0)),
    };
    const limit = opts.solveLimit as number;
    const id = ++this.runId;
    const w = this.spawn();
    this.worker = w;
    this.root.dataset.state = 'running';
    e.run.disabled = true;
    e.cancel.disabled = false;
    e.bar.max = limit > 0 ? 1 : games;
    e.bar.value = 0;
    const solving = (done: number, total: number) =>
      tr('editor-balance-solving', { p: total > 0 ? Math.floor((100 * done) / total) : 0, limit, games });
    e.progress.textContent = limit > 0 ? solving(0, 0) : tr('editor-balance-games-of', { done: 0, total: games });
    e.progress.dataset.phase = limit > 0 ? 'solve' : 'games';
    delete e.progress.dataset.done;
    /** The solver's last progress: how far it got, for the pace a stopped solve had. */
    let solved = { done: 0, total: 0 };
    w.onProgress((done, total, phase) => {
      if (id !== this.runId) return;
      e.progress.dataset.phase = phase;
      if (phase === 'solve') {
        solved = { done, total };
        e.bar.max = total || 1;
        e.bar.value = Math.min(done, total);
        e.progress.textContent = solving(done, total);
        return;
      }
      e.bar.max = total || games;
      e.bar.value = done;
      e.progress.textContent = tr('editor-balance-games-of', { done, total: total || games });
      e.progress.dataset.done = String(done);
    });
    const board = b.validated as VBoard;
    try {
      await w.ready;
      if (id !== this.runId) return;
      const r = await w.call<{ ok: boolean; output?: string; text: string; headline?: string; whyNot?: string | null }>('balance', b.yaml, opts);
      if (id !== this.runId) return;
      if (!r.ok || !r.output) {
        e.message.textContent = r.text || tr('editor-balance-failed');
        this.root.dataset.state = 'failed';
      } else {
        const report = JSON.parse(r.output) as BalanceReport;
        e.bar.value = e.bar.max;
        e.progress.textContent = tr('editor-balance-played', { n: report.games });
        const whyNot = r.whyNot ?? null;
        const pace = whyNot?.startsWith('the solve was stopped') && solved.done > 0
          ? tr('editor-balance-pace', { time: seconds((limit * solved.total) / solved.done) })
          : '';
        this.show(report, board, r.headline ?? '', whyNot, pace);
        this.root.dataset.state = 'done';
      }
    } catch (err) {
      if (id !== this.runId) return;
      e.message.textContent = tr('editor-play-engine-failed', { why: err instanceof Error ? err.message : String(err) });
      this.root.dataset.state = 'failed';
    } finally {
      if (id === this.runId) {
        w.terminate();
        this.worker = null;
        e.run.disabled = false;
        e.cancel.disabled = true;
      }
    }
  }

  /** The headline (the reply's: the exact value first), the self-play verdict as a line of
   *  its own, why there is no exact value (`whyNot`, and after it `pace`: what a stopped solve
   *  would need), the figures and the heatmap of a report. */
  show(r: BalanceReport, board: VBoard, headline: string, whyNot: string | null, pace = ''): void {
    const e = this.el;
    const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
    e.headline.textContent = headline ? `${cap(headline)}.` : '';
    e.selfplay.textContent = selfPlayLine(r);
    e.whyNot.textContent = whyNot ? tr('editor-balance-why-not', { why: `${whyNot}${pace}` }) : '';
    e.verdict.replaceChildren(e.headline, e.selfplay);
    if (whyNot) e.verdict.append(e.whyNot);
    e.verdict.dataset.verdict = r.verdict ?? 'none';
    e.verdict.dataset.exact = r.exact ? 'solved' : 'not solved';
    const rows: [string, string][] = [
      [tr('editor-row-games'), tr('editor-row-games-value', { games: r.games, seed: String(r.seed) })],
      [tr('editor-row-lions-win'), tr('editor-row-wins-value', { wins: r.lions.wins, pct: pct(r.lions.rate), elimination: r.lions.by_elimination, points: r.lions.on_points })],
      [tr('editor-row-jackals-win'), tr('editor-row-wins-value', { wins: r.jackals.wins, pct: pct(r.jackals.rate), elimination: r.jackals.by_elimination, points: r.jackals.on_points })],
      [tr('editor-row-draws'), `${r.draws.count} (${pct(r.draws.rate)})`],
      [tr('editor-row-capped'), `${r.capped.count} (${pct(r.capped.rate)})`],
      [tr('editor-row-share'), tr('editor-row-share-value', { pct: pct(r.lions_share.rate), ci: ci(r.lions_share.ci95), n: r.lions_share.decisive })],
      [tr('editor-row-first'), tr('editor-row-first-value', { pct: pct(r.first_player_advantage.rate), ci: ci(r.first_player_advantage.ci95) })],
      [tr('editor-row-balance'), r.balance == null ? '–' : r.balance.toFixed(3)],
      [tr('editor-row-rounds'), tr('editor-row-rounds-value', { mean: num(r.length.mean), median: num(r.length.median), p90: num(r.length.p90) })],
      [tr('editor-row-captures'), tr('editor-row-captures-value', { lions: num(r.captures.lions), jackals: num(r.captures.jackals) })],
    ];
    if (r.exact) {
      // ExactValue::describe's words (src/game/balance.rs).
      const side = (x: ExactValue, first: string) => {
        const pts = { lions: x.points?.lions ?? 0, jackals: x.points?.jackals ?? 0 };
        const value = x.outcome !== 'draw'
          ? tr(x.by === 'elimination' ? 'editor-exact-win-elimination' : x.points ? 'editor-exact-win-points' : 'editor-exact-win', { winner: x.outcome, ...pts })
          : tr(x.points ? 'editor-exact-draw-points' : 'editor-exact-draw', pts);
        return tr('editor-exact-when', { value, first, rounds: x.rounds });
      };
      rows.unshift([tr('editor-play-perfect'), `${side(r.exact.jackals_first, 'jackals')}; ${side(r.exact.lions_first, 'lions')}`]);
    } else if (whyNot) {
      rows.unshift([tr('editor-play-perfect'), tr('editor-balance-not-solved', { why: whyNot })]);
    }
    const table = h('table', { class: 'sv-figures-table' });
    for (const [k, v] of rows) table.append(h('tr', {}, h('th', {}, k), h('td', {}, v)));
    e.figures.replaceChildren(table);
    // The heatmap on the board.
    const view = new BoardView(board);
    const colours = new Map<number, string>();
    for (const reg of board.regions) {
      const o = r.occupancy[String(reg.id)] ?? { lions: 0, jackals: 0 };
      colours.set(reg.id, heatColour(o.lions, o.jackals));
      view.regionEl(reg.id)?.setAttribute('data-lions', String(o.lions));
      view.regionEl(reg.id)?.setAttribute('data-jackals', String(o.jackals));
      view.note(reg.id, [tr('editor-heat-lions', { p: Math.round(100 * o.lions) }), tr('editor-heat-jackals', { p: Math.round(100 * o.jackals) })]);
    }
    view.fill(colours);
    const legend = h('div', { class: 'sv-legend' },
      h('span', { class: 'sv-swatch', style: `background:${heatColour(1, 0)}` }), ` ${tr('editor-heat-legend-lions')} `,
      h('span', { class: 'sv-swatch', style: `background:${heatColour(0, 1)}` }), ` ${tr('editor-heat-legend-jackals')} `,
      h('span', { class: 'sv-swatch', style: `background:${heatColour(0, 0)}` }), ` ${tr('editor-heat-legend-nobody')}`);
    e.heat.replaceChildren(view.svg, legend);
  }
}
