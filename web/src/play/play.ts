// The Play panel: a game against the engine's agents on the board itself. Click a region's
// pieces (the mover's), pick how many, see the legal targets, click a region to move there;
// every move goes to the engine's session as a JSON line of the protocol of
// `savanna play --protocol json`, so a move the rules refuse comes back with the engine's own
// message and code. Undo replays the session from the start without the last line sent (the
// agents draw from the session's seeded random numbers, so the replay gives the same game).
// "Perfect play" solves the board in a worker of its own (the command layer's `solve`, as
// `savanna solve --format json`) and steps through its principal variation move by move in a
// session of its own: Next plays the line's next action, Back is Undo, Play on from here hands
// the position to the players chosen.

import { BoardView, regionTitle, type PiecesAt } from './board-view';
import { parseEvents, SessionHandle, type PlayOptions } from './session';
import type { EngineLike, GroupMove, PanelContext, Played, SessionEvent, Side, VBoard } from './types';
import { moveText, outcomeText } from './words';
import { t as tr } from '../i18n';

type StateEvent = Extract<SessionEvent, { event: 'state' | 'over' | 'end' }>;

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

const AGENTS: [string, string][] = [
  ['human', tr('editor-agent-human')],
  ['random', tr('editor-agent-random')],
  ['greedy', tr('editor-agent-greedy')],
  ['mcts', 'MCTS'],
];

function agentSelect(name: string, value: string): HTMLSelectElement {
  const s = h('select', { name, 'data-testid': `play-${name}` });
  for (const [v, label] of AGENTS) s.append(h('option', { value: v }, label));
  s.value = value;
  return s;
}

function count(m: GroupMove): number {
  return (m.lions ?? 0) + (m.jackals ?? 0);
}

/** The pieces of a position file, by region id. */
function piecesOf(ev: StateEvent): Map<number, PiecesAt> {
  const at = new Map<number, PiecesAt>();
  for (const [k, v] of Object.entries(ev.position.pieces)) {
    at.set(Number(k), { lions: v.lions ?? 0, jackals: v.jackals ?? 0 });
  }
  return at;
}

/** The board's own set-up as pieces (before a game starts). */
function setupPieces(b: any): Map<number, PiecesAt> {
  const at = new Map<number, PiecesAt>();
  const s = b?.setup;
  if (!s) return at;
  for (const id of s.lions ?? []) {
    const p = at.get(id) ?? { lions: 0, jackals: 0 };
    p.lions += 1;
    at.set(id, p);
  }
  if (s.jackals != null) {
    const p = at.get(s.jackals) ?? { lions: 0, jackals: 0 };
    p.jackals += b?.pieces?.jackal?.count ?? 0;
    at.set(s.jackals, p);
  }
  return at;
}

/**
 * The key to the pieces under the board: a white disc is the lions, a black disc the jackals, the
 * number on a disc how many of them are in that region. Drawn as the board draws them (BoardView
 * `pieces`: the same classes, so the same colours).
 */
function pieceLegend(): HTMLElement {
  const SVG = 'http://www.w3.org/2000/svg';
  const disc = (side: 'lions' | 'jackals', n: number): SVGSVGElement => {
    const s = document.createElementNS(SVG, 'svg');
    s.setAttribute('viewBox', '-10 -10 20 20');
    s.setAttribute('class', 'sv-legend-disc');
    s.setAttribute('aria-hidden', 'true');
    const g = document.createElementNS(SVG, 'g');
    // The board's disc classes' look (style.ts), not the classes: the board's discs are counted
    // and found by `.sv-lions` / `.sv-jackals`.
    g.setAttribute('class', `sv-piece sv-legend-${side}`);
    const c = document.createElementNS(SVG, 'circle');
    c.setAttribute('r', '8.5');
    c.setAttribute('stroke-width', '1.2');
    const t = document.createElementNS(SVG, 'text');
    t.setAttribute('y', '3.8');
    t.setAttribute('font-size', '10');
    t.setAttribute('text-anchor', 'middle');
    t.textContent = String(n);
    g.append(c, t);
    s.append(g);
    return s;
  };
  return h('div', { class: 'sv-legend sv-piece-legend', 'data-testid': 'play-legend' },
    h('span', { 'data-side': 'lions' }, disc('lions', 1), ` ${tr('editor-legend-lions')}`), ' · ',
    h('span', { 'data-side': 'jackals' }, disc('jackals', 9), ` ${tr('editor-legend-jackals')}`), ' · ',
    tr('editor-legend-number'));
}

export class PlayPanel {
  private el: {
    lions: HTMLSelectElement;
    jackals: HTMLSelectElement;
    budget: HTMLInputElement;
    seed: HTMLInputElement;
    first: HTMLSelectElement;
    start: HTMLButtonElement;
    end: HTMLButtonElement;
    undo: HTMLButtonElement;
    download: HTMLButtonElement;
    playOn: HTMLButtonElement;
    openRecord: HTMLInputElement;
    openRecordBtn: HTMLButtonElement;
    perfect: HTMLButtonElement;
    pvBar: HTMLElement;
    pvNext: HTMLButtonElement;
    pvEnd: HTMLButtonElement;
    pvNote: HTMLElement;
    board: HTMLElement;
    status: HTMLElement;
    counts: HTMLElement;
    message: HTMLElement;
    outcome: HTMLElement;
    legal: HTMLElement;
    log: HTMLOListElement;
    typed: HTMLInputElement;
    note: HTMLElement;
  };
  private view: BoardView | null = null;
  private vboard: VBoard | null = null;
  private yaml = '';
  private session: SessionHandle | null = null;
  private options: PlayOptions | null = null;
  /** Lines sent that the engine took, in order (undo replays all but the last). */
  private lines: string[] = [];
  private state: StateEvent | null = null;
  private history: Played[] = [];
  private selected: number | null = null;
  private chosen = 0;
  private busy = false;
  /** The principal variation being shown: every action of it in order (a move, or the end of
   *  a turn), the value in words and how forgiving the line is. The next action to play is the
   *  one after those in `history`. */
  private pv: { first: Side; actions: (GroupMove | 'end')[]; sentence: string; forgiving: string } | null = null;
  /** The worker solving for "Perfect play" (terminated to cancel). */
  private solver: EngineLike | null = null;

  constructor(readonly root: HTMLElement, readonly ctx: PanelContext) {
    const num = (name: string, value: string, min: string) =>
      h('input', { type: 'number', name, value, min, step: '1', 'data-testid': `play-${name}` });
    const btn = (id: string, text: string) => h('button', { type: 'button', 'data-testid': id }, text);
    // The default opponent is the strongest that answers within seconds a move (issue 37.3):
    // MCTS at 800 iterations a turn. In the page's engine (the wasm in node, classic's 10
    // regions, load 5.7) it takes 0.5-0.75 s for a whole game as the lions (about 70 ms a turn)
    // and 1.8-4.9 s as the jackals (up to about 0.5 s a turn: a jackals' turn has hundreds of
    // ends); at 2400 the jackals took 16-22 s a game, 1-2 s a turn on average, too slow for a
    // game played by hand. Stronger than greedy by far (docs/src/agents.md: 100 % of decisive
    // games against it on classic).
    this.el = {
      lions: agentSelect('lions', 'mcts'),
      jackals: agentSelect('jackals', 'human'),
      budget: num('budget', '800', '1'),
      seed: num('seed', '1', '0'),
      first: h('select', { name: 'first', 'data-testid': 'play-first' },
        h('option', { value: '' }, tr('editor-play-first-board')),
        h('option', { value: 'jackals' }, tr('editor-game-value-jackals')),
        h('option', { value: 'lions' }, tr('editor-game-value-lions'))),
      start: btn('play-start', tr('editor-play-new')),
      end: btn('play-end', tr('editor-play-end')),
      undo: btn('play-undo', tr('editor-undo')),
      download: btn('play-download', tr('editor-play-download')),
      playOn: btn('play-on', tr('editor-play-on')),
      // The browser's own file input says "Choose File" in its own language whatever the
      // page's: hidden, opened by a button of ours.
      openRecord: h('input', { type: 'file', accept: '.json,application/json', 'data-testid': 'play-open-record', hidden: '' }),
      openRecordBtn: btn('play-open-record-button', tr('editor-play-open-record')),
      perfect: btn('play-perfect', tr('editor-play-perfect')),
      pvBar: h('div', { class: 'sv-buttons', 'data-testid': 'play-pv', hidden: '' }),
      pvNext: btn('play-pv-next', tr('editor-play-pv-next')),
      pvEnd: btn('play-pv-end', tr('editor-play-pv-end')),
      pvNote: h('div', { class: 'sv-note-line', 'data-testid': 'play-pv-note', 'aria-live': 'polite' }),
      board: h('div', { class: 'sv-play-board', 'data-testid': 'play-board' }),
      status: h('div', { class: 'sv-status', 'data-testid': 'play-status', 'aria-live': 'polite' }),
      counts: h('div', { class: 'sv-counts', 'data-testid': 'play-counts' }),
      message: h('div', { class: 'sv-message', 'data-testid': 'play-message', role: 'alert' }),
      outcome: h('div', { class: 'sv-outcome', 'data-testid': 'play-outcome' }),
      legal: h('div', { class: 'sv-legal', 'data-testid': 'play-legal' }),
      log: h('ol', { class: 'sv-log', 'data-testid': 'play-log' }),
      typed: h('input', { type: 'text', name: 'typed', placeholder: tr('editor-play-typed', { example: tr('editor-play-typed-example') }), 'data-testid': 'play-typed' }),
      note: h('div', { class: 'sv-note-line', 'data-testid': 'play-note' }),
    };
    const e = this.el;
    const label = (text: string, input: HTMLElement) => h('label', {}, text + ' ', input);
    const form = h('form', { class: 'sv-typed' }, e.typed, h('button', { type: 'submit' }, tr('editor-play-send')));
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      const t = e.typed.value.trim();
      if (t) void this.send(t).then((ok) => { if (ok) e.typed.value = ''; });
    });
    root.classList.add('sv-play');
    root.replaceChildren(
      h('div', { class: 'sv-controls' },
        label(tr('editor-play-lions'), e.lions), label(tr('editor-play-jackals'), e.jackals), label(tr('editor-play-budget'), e.budget),
        label(tr('editor-play-seed'), e.seed), label(tr('editor-play-first'), e.first), e.start, e.perfect),
      e.note,
      e.pvNote,
      h('div', { class: 'sv-play-main' },
        e.board,
        h('div', { class: 'sv-side' },
          e.status, e.counts, e.outcome, e.message,
          e.pvBar,
          h('div', { class: 'sv-buttons' }, e.end, e.undo, e.download),
          h('div', { class: 'sv-buttons' }, e.playOn, h('span', { class: 'sv-open-record' }, `${tr('editor-play-from-record')} `, e.openRecordBtn, e.openRecord)),
          h('h2', { class: 'sv-h' }, tr('editor-play-legal')), e.legal, form,
          h('h2', { class: 'sv-h' }, tr('editor-play-log')), e.log)),
    );
    e.undo.title = tr('editor-play-undo-title');
    e.end.title = tr('editor-play-end-title');
    e.download.title = tr('editor-play-download-title');
    e.start.addEventListener('click', () => void this.start());
    e.perfect.title = tr('editor-play-perfect-title');
    e.pvBar.append(e.pvNext, e.pvEnd);
    e.pvNext.title = tr('editor-play-pvnext-title');
    e.pvEnd.title = tr('editor-play-pvend-title');
    e.perfect.addEventListener('click', () => void this.perfectPlay());
    e.pvNext.addEventListener('click', () => void this.pvNext());
    e.pvEnd.addEventListener('click', () => void this.pvToEnd());
    e.end.addEventListener('click', () => void this.send('end'));
    e.undo.addEventListener('click', () => void this.undo());
    e.download.addEventListener('click', () => void this.download());
    e.playOn.title = tr('editor-play-playon-title');
    e.playOn.addEventListener('click', () => void this.playOnHere());
    e.openRecord.title = tr('editor-play-openrecord-title');
    e.openRecordBtn.title = e.openRecord.title;
    e.openRecordBtn.addEventListener('click', () => e.openRecord.click());
    e.openRecord.addEventListener('change', async () => {
      const f = e.openRecord.files?.[0];
      e.openRecord.value = '';
      if (f) await this.playOn(await f.text(), f.name);
    });
    ctx.onBoardChange(() => this.boardChange());
    new MutationObserver(() => {
      if (!root.hidden && this.dirty) {
        this.dirty = false;
        this.boardChange();
      }
    }).observe(root, { attributes: true, attributeFilter: ['hidden'] });
    this.boardChange();
  }

  /** True when the board changed while the tab was hidden (it is redrawn when shown). */
  private dirty = false;

  /** The board in the shell changed: redraw it when no game is on, else say so. While the tab
   *  is hidden (the designer editing), the redraw waits until it is shown: every edit of the
   *  Design tab would otherwise rebuild this board's drawing too. */
  private boardChange(): void {
    if (this.root.hidden && !this.session) {
      this.dirty = true;
      return;
    }
    if (this.session) {
      this.root.dataset.boardChanged = 'true';
      this.el.note.textContent = tr('editor-play-board-changed');
      return;
    }
    this.drawBoard(this.ctx.board().validated);
    this.render();
  }

  private drawBoard(validated: any | null): boolean {
    this.el.board.replaceChildren();
    this.view = null;
    this.vboard = null;
    if (!validated || !Array.isArray(validated.regions) || validated.regions.length === 0) {
      this.el.note.textContent = this.ctx.notReady?.(tr('editor-what-play')) || tr('editor-play-not-built');
      return false;
    }
    this.vboard = validated as VBoard;
    this.view = new BoardView(this.vboard, (id) => this.regionClick(id));
    this.el.board.append(this.view.svg, pieceLegend());
    this.el.note.textContent = validated.valid === false
      ? this.ctx.notReady?.(tr('editor-what-play')) || tr('editor-play-has-errors')
      : '';
    if (!this.state) this.view.pieces(setupPieces(validated));
    return true;
  }

  private optionsNow(): PlayOptions {
    const agent = (s: HTMLSelectElement) =>
      s.value === 'mcts' && this.el.budget.value ? `mcts:${Math.max(1, Math.floor(Number(this.el.budget.value)))}` : s.value;
    const o: PlayOptions = {
      lions: agent(this.el.lions),
      jackals: agent(this.el.jackals),
      seed: Math.max(0, Math.floor(Number(this.el.seed.value) || 0)),
    };
    if (this.el.first.value) o.first = this.el.first.value as 'lions' | 'jackals';
    return o;
  }

  /** Starts a game on the board as it is now, with the players chosen (or `opts`). */
  async start(opts?: PlayOptions): Promise<void> {
    if (this.busy) return;
    const b = this.ctx.board();
    this.pv = null;
    if (!opts) this.el.pvNote.textContent = '';
    await this.session?.close();
    this.session = null;
    this.state = null;
    this.history = [];
    this.lines = [];
    this.selected = null;
    delete this.root.dataset.boardChanged;
    this.el.message.textContent = '';
    if (!this.drawBoard(b.validated)) {
      this.render();
      return;
    }
    this.yaml = b.yaml;
    this.options = opts ?? this.optionsNow();
    await this.run(async () => {
      this.session = await SessionHandle.open(this.ctx.engine, this.yaml, this.options!);
      const first = parseEvents(await this.session.read());
      if (first.length === 0) {
        // The session did not start (its first line is always a state): say why, in the
        // engine's words for this board.
        await this.session.close();
        this.session = null;
        const why = await this.ctx.engine.call<{ ok: boolean; text?: string }>('moves', this.yaml).catch(() => null);
        throw new Error(`${tr('editor-play-no-start')}${why && !why.ok && why.text ? `: ${why.text.trim()}` : ''}`);
      }
      this.take(first);
    });
  }

  /** Plays on from the game so far, with the players chosen now. */
  async playOnHere(): Promise<void> {
    if (!this.session || this.busy) return;
    await this.playOn(await this.session.record(), null);
  }

  /** A new session from game record `record` (its moves taken again, checked by the engine),
   *  with the players chosen now; `file` names a record opened from disk. */
  async playOn(record: string, file: string | null): Promise<void> {
    if (this.busy) return;
    const b = this.ctx.board();
    let regions = -1;
    try { regions = (JSON.parse(record) as { tables?: { regions?: unknown[] } }).tables?.regions?.length ?? -1; } catch { /* the engine says why */ }
    if (file && b.validated && regions >= 0 && regions !== b.validated.regions?.length) {
      this.el.message.textContent = tr('editor-play-record-other', { file, regions, here: b.validated.regions?.length ?? 0 });
      this.el.message.dataset.code = 'record';
      return;
    }
    await this.session?.close();
    this.session = null;
    this.state = null;
    this.history = [];
    this.lines = [];
    this.selected = null;
    this.pv = null;
    this.el.pvNote.textContent = '';
    this.el.message.textContent = '';
    delete this.el.message.dataset.code;
    if (!this.view && !this.drawBoard(b.validated)) { this.render(); return; }
    if (file) this.yaml = b.yaml;
    const o = this.optionsNow();
    delete o.first;
    this.options = { ...o, record };
    await this.run(async () => {
      this.session = await SessionHandle.open(this.ctx.engine, this.yaml, this.options!);
      const first = parseEvents(await this.session.read());
      if (first.length === 0) {
        await this.session.close();
        this.session = null;
        throw new Error(tr('editor-play-record-failed'));
      }
      this.take(first);
    });
  }

  /** "Perfect play": solves the board in a worker of its own (cancelled by a second click),
   *  then starts a session at the set-up with the chosen first player, ready to step through
   *  the principal variation. */
  async perfectPlay(): Promise<void> {
    const e = this.el;
    if (this.solver) {
      this.solver.terminate();
      this.solver = null;
      e.pvNote.textContent = tr('editor-pv-cancelled');
      this.render();
      return;
    }
    if (this.busy) return;
    const b = this.ctx.board();
    if (!b.validated || b.validated.valid === false) {
      e.pvNote.textContent = tr('editor-pv-errors');
      return;
    }
    const first = (e.first.value || b.validated.game?.first || 'jackals') as Side;
    const eng = this.ctx.spawn ? this.ctx.spawn() : this.ctx.engine;
    this.solver = eng;
    e.pvNote.textContent = tr('editor-pv-solving', { first });
    this.render();
    let reply: { exit: number; stdout: string; stderr: string } | null = null;
    let failed = '';
    try {
      await eng.ready;
      // The command layer's solve, as `savanna solve --first F --format json`; within 1.5 GB
      // (the engine's memory is at most 4 GB).
      reply = await eng.call('run',
        { command: { solve: { board: 'board.yaml', first, format: 'json', max_memory: 1536 * 2 ** 20 } }, quiet: true },
        { 'board.yaml': b.yaml });
    } catch (err) {
      failed = err instanceof Error ? err.message : String(err);
    }
    // Cancelled meanwhile: the note says so already.
    if (this.solver !== eng) return;
    this.solver = null;
    if (eng !== this.ctx.engine) eng.terminate();
    if (!reply || reply.exit !== 0) {
      const why = failed || reply?.stderr.replace(/^error:\s*/, '').trim() || tr('editor-pv-no-answer');
      e.pvNote.textContent = tr('editor-pv-not-solved', { why });
      this.render();
      return;
    }
    let v: { sentence: string; line: { side: Side; moves: GroupMove[] }[]; forgiving: { sentence: string } } | undefined;
    try { v = JSON.parse(reply.stdout)[`${first}_first`]; } catch { /* said below */ }
    if (!v) {
      e.pvNote.textContent = tr('editor-pv-no-value');
      this.render();
      return;
    }
    const actions: (GroupMove | 'end')[] = [];
    for (const t of v.line) actions.push(...t.moves, 'end');
    await this.start({ lions: 'human', jackals: 'human', seed: 0, first });
    if (!this.session) return;
    this.pv = { first, actions, sentence: v.sentence, forgiving: v.forgiving.sentence };
    e.pvNote.textContent = tr('editor-pv-value', { first, value: v.sentence, forgiving: `${v.forgiving.sentence[0].toUpperCase()}${v.forgiving.sentence.slice(1)}` });
    this.render();
  }

  /** Plays the principal variation's next action; false when there is none or it was refused. */
  async pvNext(): Promise<boolean> {
    const a = this.pv?.actions[this.history.length];
    if (!a || this.state?.event !== 'state') return false;
    return this.send(a === 'end' ? 'end' : JSON.stringify(a));
  }

  /** Plays the rest of the principal variation. */
  async pvToEnd(): Promise<void> {
    while (this.pv && await this.pvNext()) { /* one action each */ }
  }

  /** Runs an engine call with the controls locked; an exception is shown, never swallowed. */
  private async run(f: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.root.classList.add('sv-busy');
    this.render();
    try {
      await f();
    } catch (err) {
      this.el.message.textContent = tr('editor-play-engine-failed', { why: err instanceof Error ? err.message : String(err) });
      this.el.message.dataset.code = 'engine';
    } finally {
      this.busy = false;
      this.root.classList.remove('sv-busy');
      this.render();
    }
  }

  /** Takes the engine's events: states update the board, errors show the rule broken.
   *  Returns false when the engine refused the line. */
  private take(events: SessionEvent[]): boolean {
    let ok = true;
    for (const ev of events) {
      if (ev.event === 'error') {
        ok = false;
        this.el.message.textContent = ev.message;
        this.el.message.dataset.code = ev.code;
        continue;
      }
      this.history.push(...(ev.played ?? []));
      this.state = ev;
    }
    return ok;
  }

  /** Sends one line (a move as JSON or text, or `end`). */
  async send(line: string): Promise<boolean> {
    if (!this.session || this.busy || !this.state || this.state.event !== 'state') return false;
    let ok = false;
    await this.run(async () => {
      this.el.message.textContent = '';
      delete this.el.message.dataset.code;
      ok = this.take(parseEvents(await this.session!.send(line)));
      if (ok) {
        this.lines.push(line);
        this.selected = null;
      }
    });
    return ok;
  }

  /** Takes back the last line sent (and the agents' replies to it): the session is played
   *  again from the start without it. */
  async undo(): Promise<void> {
    if (!this.session || this.busy || this.lines.length === 0 || !this.options) return;
    const lines = this.lines.slice(0, -1);
    await this.run(async () => {
      await this.session!.close();
      this.session = await SessionHandle.open(this.ctx.engine, this.yaml, this.options!);
      this.history = [];
      this.state = null;
      this.take(parseEvents(await this.session.read()));
      for (const l of lines) {
        if (!this.take(parseEvents(await this.session.send(l)))) {
          throw new Error(tr('editor-play-undo-refused', { line: l }));
        }
      }
      this.lines = lines;
      this.selected = null;
      this.el.message.textContent = '';
      delete this.el.message.dataset.code;
    });
  }

  async download(): Promise<void> {
    if (!this.session) return;
    const text = await this.session.record();
    const name = (this.vboard?.name ?? 'savanna').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'savanna';
    const a = h('a', { download: `${name}-game.json`, href: URL.createObjectURL(new Blob([text], { type: 'application/json' })) });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  }

  /** Whose turn it is, when a person plays it (never while perfect play is shown). */
  private humanToMove(): Side | null {
    const s = this.state;
    if (!s || s.event !== 'state' || !this.options || this.pv) return null;
    return s.side && this.options[s.side] === 'human' ? s.side : null;
  }

  private regionClick(id: number): void {
    const side = this.humanToMove();
    if (!side || this.busy || !this.state) return;
    const mine = (r: number) => (piecesOf(this.state!).get(r)?.[side] ?? 0);
    if (this.selected === null) {
      if (mine(id) > 0) this.select(id);
      return;
    }
    if (id === this.selected) {
      this.selected = null;
      this.render();
      return;
    }
    const from = this.selected;
    const legalThere = this.state.moves.some((m) => m.from === from && m.to === id);
    if (!legalThere && mine(id) > 0) {
      this.select(id);
      return;
    }
    const move: GroupMove = { from, to: id, [side]: this.chosen };
    void this.send(JSON.stringify(move));
  }

  private select(id: number): void {
    const side = this.humanToMove()!;
    const have = piecesOf(this.state!).get(id)?.[side] ?? 0;
    const counts = this.state!.moves.filter((m) => m.from === id).map(count);
    this.selected = id;
    this.chosen = counts.length ? Math.max(...counts) : have;
    this.render();
  }

  /** Redraws the board marks, the status, the legal moves and the log. */
  render(): void {
    const e = this.el;
    const s = this.state;
    const human = this.humanToMove();
    const b = this.vboard;
    e.start.disabled = this.busy;
    e.end.disabled = this.busy || !human || !s?.can_end;
    e.undo.disabled = this.busy || this.lines.length === 0;
    e.download.disabled = this.busy || !this.session;
    e.playOn.disabled = this.busy || !this.session || s?.event !== 'state';
    e.openRecord.disabled = this.busy;
    e.perfect.disabled = this.busy && !this.solver;
    e.perfect.textContent = tr(this.solver ? 'editor-pv-cancel' : 'editor-play-perfect');
    e.pvBar.hidden = !this.pv;
    const pvLeft = this.pv ? this.pv.actions.length - this.history.length : 0;
    e.pvNext.disabled = this.busy || pvLeft <= 0 || s?.event !== 'state';
    e.pvEnd.disabled = e.pvNext.disabled;
    e.typed.disabled = this.busy || !human;
    // The placeholder: a legal move of this position, as the engine's text protocol writes it.
    const example = human && b && s ? (s.moves.find((m) => !m.with?.length) ?? s.moves[0]) : undefined;
    e.typed.placeholder = tr('editor-play-typed', { example: example && b && human ? moveText(b, human, { ...example, captures: undefined }) : tr('editor-play-typed-example') });
    if (!b || !this.view) {
      e.status.textContent = '';
      e.legal.replaceChildren();
      return;
    }
    if (!s) {
      e.status.textContent = tr(this.busy ? 'editor-play-starting' : 'editor-play-choose');
      e.counts.textContent = '';
      e.outcome.textContent = '';
      e.legal.replaceChildren();
      e.log.replaceChildren();
      this.view.mark('sv-selected', []);
      this.view.mark('sv-target', []);
      this.view.mark('sv-target-other', []);
      this.view.mark('sv-movable', []);
      this.view.mark('sv-frozen', []);
      this.view.arrows([]);
      return;
    }
    this.view.pieces(piecesOf(s));
    const pos = s.position;
    const turns = pos.turns ?? 0;
    const round = Math.floor(turns / 2) + 1;
    const quietRounds = (this.ctx.board().validated?.game?.quiet_rounds ?? (b as any).game?.quiet_rounds ?? 5) as number;
    const made = pos.turn?.moves ?? 0;
    const who = this.pv ? tr('editor-who-perfect') : this.options && s.side ? this.options[s.side] : '';
    if (s.event === 'state') {
      e.status.textContent =
        tr('editor-play-round', { round, side: s.side ?? '', who: who === 'human' ? tr('editor-who-you') : who === 'random' || who === 'greedy' ? tr(`editor-agent-${who}`) : who }) +
        (made ? `, ${tr('editor-play-made', { n: made })}` : '') +
        `. ${tr('editor-play-quiet', { rounds: pos.quiet ?? 0, after: quietRounds + 1 })}`;
    } else if (s.event === 'end') {
      e.status.textContent = tr('editor-play-stopped', { reason: s.reason ?? 'ended', round });
    } else {
      // The engine's `result` is English (the JSON protocol's); the same words in the page's
      // language from the outcome (words.ts outcomeText, the catalogue's `outcome-…`).
      const result = s.outcome ? outcomeText(s.outcome) : s.result;
      e.status.textContent = result
        ? `${result[0].toUpperCase()}${result.slice(1)}.`
        : tr('editor-play-over-after', { round: s.outcome?.rounds ?? round });
    }
    e.status.dataset.side = s.side ?? '';
    e.status.dataset.round = String(round);
    e.status.dataset.quiet = String(pos.quiet ?? 0);
    // Pieces left and captures so far, from the actions played.
    let lionsLeft = 0;
    let jackalsLeft = 0;
    for (const p of piecesOf(s).values()) {
      lionsLeft += p.lions;
      jackalsLeft += p.jackals;
    }
    let byLions = 0;
    let byJackals = 0;
    for (const p of this.history) {
      if (!p.move) continue;
      const c = p.move.captures ?? {};
      if (p.side === 'lions') byLions += c.jackals ?? 0;
      else byJackals += c.lions ?? 0;
    }
    e.counts.textContent =
      `${tr('editor-play-on-board', { lions: tr('count-lion', { n: lionsLeft }), jackals: tr('count-jackal', { n: jackalsLeft }) })} ` +
      tr('editor-play-captured', { jackals: tr('count-jackal', { n: byLions }), lions: tr('count-lion', { n: byJackals }) });
    e.counts.dataset.lionsTook = String(byLions);
    e.counts.dataset.jackalsTook = String(byJackals);
    e.outcome.textContent = s.outcome ? tr('editor-play-over', { outcome: outcomeText(s.outcome) }) : '';
    if (s.outcome) e.outcome.dataset.winner = s.outcome.winner ?? 'draw';
    else delete e.outcome.dataset.winner;
    // Board marks: movable regions, the selection, its targets, frozen regions.
    const moves = human ? s.moves : [];
    this.view.mark('sv-movable', moves.map((m) => m.from));
    this.view.mark('sv-frozen', human ? pos.turn?.frozen ?? [] : []);
    const sel = this.selected;
    this.view.mark('sv-selected', sel === null ? [] : [sel]);
    this.view.mark('sv-target', moves.filter((m) => m.from === sel && count(m) === this.chosen).map((m) => m.to));
    this.view.mark('sv-target-other', moves.filter((m) => m.from === sel && count(m) !== this.chosen).map((m) => m.to));
    // Arrows for the moves of the last turn played (an agent's reply, or your own moves).
    const lastSide = this.history.at(-1)?.side;
    const recent: GroupMove[] = [];
    for (let k = this.history.length - 1; k >= 0 && this.history[k].side === lastSide; k--) {
      const m = this.history[k].move;
      if (m) recent.push(m);
    }
    this.view.arrows(recent.map((m) => [m.from, m.to] as [number, number]));
    // The count picker and the legal moves.
    e.legal.replaceChildren();
    if (human && sel !== null) {
      const have = piecesOf(s).get(sel)?.[human] ?? 0;
      const picker = h('div', { class: 'sv-count', 'data-testid': 'play-count' },
        `${tr('editor-play-move-from', { region: regionTitle(b, sel) })} `);
      for (let k = 1; k <= have; k++) {
        const legalCount = moves.some((m) => m.from === sel && count(m) === k);
        // A count with no legal target is offered disabled (every region would refuse it; a
        // new user clicked "9 of 9" again and again): the line under the picker says why.
        const c = h('button', {
          type: 'button',
          'data-count': String(k),
          class: (k === this.chosen ? 'sv-on ' : '') + (legalCount ? 'sv-legal-count' : ''),
          title: tr(legalCount ? 'editor-count-legal' : 'editor-count-illegal', { n: k }),
        }, String(k));
        if (legalCount) c.addEventListener('click', () => { this.chosen = k; this.render(); });
        else c.disabled = true;
        picker.append(c);
      }
      picker.append(` ${tr('editor-play-then-click')}`);
      // The picker starts at the most pieces that can move (select): say why that is not all of
      // them (a new user read "8 of 9" as a fault, issue 37).
      const most = Math.max(0, ...moves.filter((m) => m.from === sel).map(count));
      picker.dataset.have = String(have);
      picker.dataset.most = String(most);
      if (most < have) {
        const packRule = human === 'jackals' && have >= 3 && most === have - 1 && (b as any).game?.pack_leaves_one !== false;
        const why = most === 0 ? tr('editor-why-none')
          : packRule ? tr('editor-why-pack', { n: most })
          : tr('editor-why-most', { n: most });
        picker.append(h('div', { class: 'sv-count-why', 'data-testid': 'play-count-why' }, tr('editor-why', { have, why })));
      }
      e.legal.append(picker);
    }
    if (human) {
      const list = h('ul', { class: 'sv-moves' });
      // With a region selected, its moves only.
      for (const m of s.moves.filter((m) => sel === null || m.from === sel)) {
        const li = h('li', {}, h('button', { type: 'button', 'data-move': JSON.stringify(m) }, moveText(b, human, m)));
        li.firstChild!.addEventListener('click', () => void this.send(JSON.stringify(m)));
        list.append(li);
      }
      if (s.can_end) list.append(h('li', {}, tr('editor-play-or-end')));
      if (s.moves.length === 0 && !s.can_end) list.append(h('li', {}, tr('editor-play-no-move')));
      e.legal.append(list);
    }
    // The log: every action, numbered by turn.
    e.log.replaceChildren();
    for (const p of this.history) {
      e.log.append(h('li', { 'data-side': p.side }, `${p.side}: ${p.move ? moveText(b, p.side, p.move) : 'end'}`));
    }
    e.log.scrollTop = e.log.scrollHeight;
  }
}
