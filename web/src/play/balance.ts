// The Balance panel: `savanna balance --format json` in a worker of its own (spawnEngine; Cancel
// terminates it, so a long run never blocks the page or the Design tab's engine), a progress
// bar from the engine's progress calls, the verdict and figures of the game-balance schema, and
// a heatmap of who holds which region (the report's `occupancy`: per region the share of turn
// ends at which the lions, or the jackals, hold it).

import { BoardView } from './board-view';
import type { BalanceReport, EngineLike, ExactSide, PanelContext, VBoard } from './types';

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
const ci = (c: [number, number] | null | undefined) => (c ? `${pct(c[0])} – ${pct(c[1])}` : '–');

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
    figures: HTMLElement;
    heat: HTMLElement;
    message: HTMLElement;
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
      h('option', { value: 'random' }, 'random'),
      h('option', { value: 'greedy' }, 'greedy'),
      h('option', { value: 'mcts' }, 'MCTS'));
    agent.value = 'greedy';
    this.el = {
      games: num('games', '100', '2', '2'),
      agent,
      budget: num('budget', '200', '1'),
      seed: num('seed', '1', '0'),
      solve: num('solve', '0', '0'),
      run: h('button', { type: 'button', 'data-testid': 'balance-run' }, 'Run balance'),
      cancel: h('button', { type: 'button', 'data-testid': 'balance-cancel', disabled: '' }, 'Cancel'),
      bar: h('progress', { max: '1', value: '0', 'data-testid': 'balance-bar' }),
      progress: h('span', { class: 'sv-progress-text', 'data-testid': 'balance-progress' }),
      verdict: h('div', { class: 'sv-verdict', 'data-testid': 'balance-verdict' }),
      figures: h('div', { class: 'sv-figures', 'data-testid': 'balance-figures' }),
      heat: h('div', { class: 'sv-heat', 'data-testid': 'balance-heatmap' }),
      message: h('div', { class: 'sv-message', 'data-testid': 'balance-message', role: 'alert' }),
    };
    const e = this.el;
    const label = (text: string, input: HTMLElement) => h('label', {}, text + ' ', input);
    root.classList.add('sv-balance');
    root.replaceChildren(
      h('div', { class: 'sv-controls' },
        label('Games:', e.games), label('Agent (both sides):', e.agent),
        label('MCTS iterations:', e.budget), label('Seed:', e.seed),
        label('Solve for the exact value, up to (s, 0: no):', e.solve), e.run, e.cancel),
      h('div', { class: 'sv-progress' }, e.bar, ' ', e.progress),
      e.message,
      h('div', { class: 'sv-balance-main' },
        h('div', { class: 'sv-heat-col' }, h('h4', {}, 'Who holds which region'), e.heat),
        h('div', { class: 'sv-figures-col' }, e.verdict, e.figures)),
    );
    e.run.addEventListener('click', () => void this.run());
    e.cancel.addEventListener('click', () => this.cancel('cancelled'));
    ctx.onBoardChange(() => {
      if (!this.worker) e.progress.textContent = e.verdict.textContent ? 'The board has changed since this run.' : '';
    });
  }

  /** Stops the run in progress (the worker is terminated). */
  cancel(why: string): void {
    if (!this.worker) return;
    this.worker.terminate();
    this.worker = null;
    this.runId++;
    this.el.progress.textContent = why === 'cancelled' ? 'Cancelled.' : why;
    this.el.run.disabled = false;
    this.el.cancel.disabled = true;
    this.root.dataset.state = 'cancelled';
  }

  async run(): Promise<void> {
    if (this.worker) return;
    const e = this.el;
    const b = this.ctx.board();
    e.message.textContent = '';
    if (!b.validated) {
      e.message.textContent = 'The board does not build yet: fix its errors in the Design tab first.';
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
    const id = ++this.runId;
    const w = this.spawn();
    this.worker = w;
    this.root.dataset.state = 'running';
    e.run.disabled = true;
    e.cancel.disabled = false;
    e.bar.max = games;
    e.bar.value = 0;
    e.progress.textContent = `0 of ${games} games`;
    w.onProgress((done, total) => {
      if (id !== this.runId) return;
      e.bar.max = total || games;
      e.bar.value = done;
      e.progress.textContent = `${done} of ${total || games} games`;
      e.progress.dataset.done = String(done);
    });
    const board = b.validated as VBoard;
    try {
      await w.ready;
      if (id !== this.runId) return;
      const r = await w.call<{ ok: boolean; output?: string; text: string }>('balance', b.yaml, opts);
      if (id !== this.runId) return;
      if (!r.ok || !r.output) {
        e.message.textContent = r.text || 'balance failed';
        this.root.dataset.state = 'failed';
      } else {
        const report = JSON.parse(r.output) as BalanceReport;
        e.bar.value = e.bar.max;
        e.progress.textContent = `${report.games} games played`;
        this.show(report, board, opts.solveLimit as number);
        this.root.dataset.state = 'done';
      }
    } catch (err) {
      if (id !== this.runId) return;
      e.message.textContent = `The engine failed: ${err instanceof Error ? err.message : String(err)}`;
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

  /** The verdict, the figures and the heatmap of a report. */
  show(r: BalanceReport, board: VBoard, solveLimit = 0): void {
    const e = this.el;
    e.verdict.replaceChildren(
      h('strong', {}, r.verdict ? `Verdict at ${r.strength} self-play: ${r.verdict}` : `No verdict at ${r.strength}: no game was decisive`),
    );
    e.verdict.dataset.verdict = r.verdict ?? 'none';
    if (r.summary) e.verdict.append(h('p', {}, r.summary));
    const rows: [string, string][] = [
      ['Games', `${r.games} (seed ${r.seed})`],
      ['Lions win', `${r.lions.wins} (${pct(r.lions.rate)}; ${r.lions.by_elimination} by elimination, ${r.lions.on_points} on points)`],
      ['Jackals win', `${r.jackals.wins} (${pct(r.jackals.rate)}; ${r.jackals.by_elimination} by elimination, ${r.jackals.on_points} on points)`],
      ['Draws', `${r.draws.count} (${pct(r.draws.rate)})`],
      ['Capped at the round limit', `${r.capped.count} (${pct(r.capped.rate)})`],
      ["Lions' share of decisive games", `${pct(r.lions_share.rate)} (95 %: ${ci(r.lions_share.ci95)}; ${r.lions_share.decisive} decisive)`],
      ['First player wins', `${pct(r.first_player_advantage.rate)} of decisive games (95 %: ${ci(r.first_player_advantage.ci95)})`],
      ['Balance (1 = even)', r.balance == null ? '–' : r.balance.toFixed(3)],
      ['Rounds per game', `mean ${r.length.mean}, median ${r.length.median}, 90 % within ${r.length.p90}`],
      ['Captures per game', `lions take ${r.captures.lions} jackals, jackals take ${r.captures.jackals} lions`],
    ];
    if (r.exact) {
      // ExactSide::describe's words (src/game/balance.rs).
      const side = (x: ExactSide, first: string) => {
        const how = x.by === 'elimination' ? 'by elimination'
          : x.points ? `on points, lions ${x.points[0]} to jackals ${x.points[1]}` : 'on points';
        const value = x.winner ? `the ${x.winner} win ${how}`
          : x.points ? `a draw, lions ${x.points[0]} to jackals ${x.points[1]}` : 'a draw';
        return `${value} when the ${first} move first` + (x.rounds != null ? ` (${x.rounds} rounds)` : '');
      };
      rows.unshift(['Perfect play', `${side(r.exact.jackals_first, 'jackals')}; ${side(r.exact.lions_first, 'lions')}`]);
    } else if (solveLimit > 0) {
      rows.unshift(['Perfect play', `no exact value within ${solveLimit} s (the solver's estimate for this board is longer, or it is too big to solve)`]);
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
      view.note(reg.id, [`L ${Math.round(100 * o.lions)} %`, `J ${Math.round(100 * o.jackals)} %`]);
    }
    view.fill(colours);
    const legend = h('div', { class: 'sv-legend' },
      h('span', { class: 'sv-swatch', style: `background:${heatColour(1, 0)}` }), ' L: the lions hold it, ',
      h('span', { class: 'sv-swatch', style: `background:${heatColour(0, 1)}` }), ' J: the jackals hold it, ',
      h('span', { class: 'sv-swatch', style: `background:${heatColour(0, 0)}` }), ' nobody; the shares are of all turn ends in all games');
    e.heat.replaceChildren(view.svg, legend);
  }
}
