/**
 * The board being edited: its YAML text (the one truth), the undo and redo history of that text,
 * and what the engine made of it (the live pipeline of engine.worker.ts: regions and adjacency
 * first, then capacities).
 */
import type { EngineClient, LiveResult } from './engine-client';
import type { Diagnostic, ValidatedBoard } from './engine-types';
import { joinBoard, type BoardParts } from './live-limits';
import { t } from './i18n';

/** The boards read from live answers' parts (live-limits.ts), by the parts: the store and the
 *  editor's edit (design/identity.ts follows the set-up with the edited text's regions) read
 *  the same answer of the worker, and a big board takes hundreds of ms to parse. */
const boards = new WeakMap<BoardParts, Promise<ValidatedBoard>>();

/** The validated board of a live answer's `output` (read once, a part a task; see
 *  live-limits.ts `joinBoard`); rejects as JSON.parse throws. The board is shared: never
 *  changed by its readers. */
export function readBoard(parts: BoardParts): Promise<ValidatedBoard> {
  let p = boards.get(parts);
  if (!p) {
    p = joinBoard<ValidatedBoard>(parts);
    boards.set(parts, p);
  }
  return p;
}

/** The code of the page's hint on an empty sheet (see `emptySheetHint`). */
export const EMPTY_SHEET = 'savanna-editor::empty-sheet';

/**
 * A board with no lines yet (a new board, a sheet with only its frame) starts with a hint, not
 * an error: the engine's `too-few-lion-regions` (one region cannot seat the lions one per region)
 * and `region-count` (1 region of about ten) say only that nothing is drawn yet, so on such a
 * board they become one hint (advice) saying what to do. Any other diagnostic is kept as it is.
 */
export function emptySheetHint(diagnostics: Diagnostic[], board: ValidatedBoard | null): Diagnostic[] {
  if (!board || board.lines.length > 0 || board.regions.length > 1) return diagnostics;
  const said = new Set(['savanna::board::too-few-lion-regions', 'savanna::board::region-count']);
  if (!diagnostics.some((d) => said.has(d.code))) return diagnostics;
  const hint: Diagnostic = {
    code: EMPTY_SHEET, severity: 'advice', line: null, column: null, regions: [], labels: [],
    message: t('editor-empty-sheet'),
    help: t('editor-empty-sheet-help'),
  };
  return [hint, ...diagnostics.filter((d) => !said.has(d.code))];
}

/**
 * Why the board cannot be played or measured yet, saying what to do (the Play and Balance tabs
 * show it where a game or a run would be; a new user met an empty Balance tab on the starter,
 * issue 37); '' when it can. `what` is the tab's word: 'play it', 'measure its balance'.
 */
export function notReady(s: Pick<BoardStore, 'stale' | 'validated' | 'errors'>, what: string): string {
  const v = s.validated;
  if (!v || s.stale) return s.errors > 0 ? t('editor-not-ready-errors', { what }) : t('editor-not-ready-building');
  if (v.lines.length === 0 && v.regions.length <= 1) {
    return t('editor-not-ready-empty', { what });
  }
  if (s.errors > 0) return t('editor-not-ready-count', { n: s.errors, what });
  if (v.valid === false) return t('editor-not-ready-invalid', { what });
  return '';
}

/** The most texts kept for undo. */
const HISTORY = 200;

/** Where a change of the text came from (the YAML pane does not rewrite itself while typing). */
export type Origin = 'board' | 'pane' | 'file' | 'history';

export class BoardStore {
  yaml: string;
  /** The validated board of the newest text that built (capacities once `stage` is 'full'); a
   *  board with errors has one too (built with `force`), unless it could not be read. */
  validated: ValidatedBoard | null = null;
  /** The stage `validated` comes from. */
  stage: 'fast' | 'full' | null = null;
  /** True while `validated` is for an older text than `yaml` (the newest has errors or is being built). */
  stale = true;
  /** True while the newest text has no answer yet (being built): the diagnostics, counts and
   *  stage are still the last text's. */
  pending = true;
  /** The diagnostics of the newest text built (with their byte spans into it): the first
   *  live-limits.ts DIAG_PER_CODE of each code (`moreDiagnostics` fetches the rest). */
  diagnostics: Diagnostic[] = [];
  /** How many diagnostics of each code the newest text has, in first-seen order, and in all. */
  diagnosticCounts = new Map<string, number>();
  diagnosticTotal = 0;
  /** The engine's plain-text report of the newest text, when it did not build. */
  report = '';
  /** The verdict of the newest text: errors and warnings counted. */
  errors = 0;
  warnings = 0;
  /** Time the worker took for the last fast and full stages, ms. */
  timings = { fast: 0, full: 0 };
  /** Sequence number of `yaml` in the live pipeline, and of the last answer applied. */
  private seq = 0;
  private undoStack: string[] = [];
  private redoStack: string[] = [];
  private listeners = new Set<(origin: Origin | 'engine') => void>();
  private lastOrigin: Origin = 'file';
  /** Performance mark of the last edit sent, to measure edit-to-redraw. */
  sentAt = 0;
  lastEditToFast = 0;
  lastEditToFull = 0;
  /** Time the page took to redraw after the last answer (every subscriber), ms. */
  lastRedrawMs = 0;
  /** The live answer that came with an edit's answer, for the text the page sets next. */
  private ahead: LiveResult | null = null;

  constructor(private engine: EngineClient, yaml: string) {
    this.yaml = yaml;
    engine.onLive((r) => this.applyLive(r));
    this.seq = engine.live(yaml);
    this.sentAt = performance.now();
  }

  /** Subscribe to changes; the argument says what changed (a text origin, or 'engine' results). */
  subscribe(cb: (origin: Origin | 'engine') => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  private emit(origin: Origin | 'engine'): void {
    for (const cb of this.listeners) cb(origin);
  }

  /** Replace the text. `coalesce`: typing in the pane extends the last undo step. */
  setYaml(yaml: string, origin: Origin, coalesce = false): void {
    if (yaml === this.yaml) return;
    if (origin !== 'history') {
      if (!(coalesce && this.lastOrigin === 'pane' && this.undoStack.length > 0)) {
        this.undoStack.push(this.yaml);
        if (this.undoStack.length > HISTORY) this.undoStack.shift();
      }
      this.redoStack = [];
    }
    this.lastOrigin = origin;
    this.yaml = yaml;
    this.stale = true;
    this.pending = true;
    this.sentAt = performance.now();
    // No answer is this text's until it is sent (older answers are dropped meanwhile).
    this.seq = -1;
    this.sendLive();
    this.emit(origin);
    // The edit's answer brought this text's regions already (engine.worker.ts `editLive`).
    const ahead = this.ahead;
    this.ahead = null;
    if (ahead && ahead.yaml === yaml) this.applyLive(ahead);
  }

  /** The newest text sent to the live pipeline at the next animation frame (or within 100 ms
   *  when the page is hidden and has no frames): changes in one frame (keys typed fast, an undo
   *  pressed twice) cost one engine build, not one each. */
  private sendLive(): void {
    if (this.sending) return;
    this.sending = true;
    let done = false;
    const go = (): void => {
      if (done) return;
      done = true;
      this.sending = false;
      this.seq = this.engine.live(this.yaml);
    };
    requestAnimationFrame(go);
    setTimeout(go, 100);
  }
  private sending = false;

  canUndo(): boolean { return this.undoStack.length > 0; }
  canRedo(): boolean { return this.redoStack.length > 0; }

  undo(): void {
    const prev = this.undoStack.pop();
    if (prev === undefined) return;
    this.redoStack.push(this.yaml);
    this.setYaml(prev, 'history');
  }

  redo(): void {
    const next = this.redoStack.pop();
    if (next === undefined) return;
    this.undoStack.push(this.yaml);
    this.setYaml(next, 'history');
  }

  /** Rows `from` (0-based) to `from + count` of one code's diagnostics of the newest text,
   *  from the worker (which keeps them all); [] once the text has changed. */
  async moreDiagnostics(code: string, from: number, count: number): Promise<Diagnostic[]> {
    const yaml = this.yaml;
    try {
      const rows = await this.engine.call<Diagnostic[]>('liveDiagnostics', yaml, code, from, count);
      return yaml === this.yaml ? rows : [];
    } catch {
      return [];
    }
  }

  private applyLive(r: LiveResult): void {
    // Answers for older texts are dropped: the newest text's answer follows. An answer sent
    // ahead (an edit's text, engine.worker.ts `editLive`) is taken when its text is the newest
    // and has no answer yet.
    if (r.ahead === true && r.yaml !== this.yaml) {
      // Before the page has set the edited text: kept for setYaml.
      this.ahead = r;
      return;
    }
    if (!this.current(r)) return;
    // The board read first (a big one over several tasks), then the answer applied at once,
    // when it is still the newest text's and no later answer was applied meanwhile.
    const ticket = ++this.tickets;
    const applied = (board: ValidatedBoard | null): void => {
      if (ticket < this.appliedTicket || !this.current(r)) return;
      this.appliedTicket = ticket;
      this.apply(r, board);
    };
    if (r.output) readBoard(r.output).then(applied, () => applied(null));
    else applied(null);
  }

  /** Whether `r` answers the newest text (see applyLive). */
  private current(r: LiveResult): boolean {
    const ahead = r.ahead === true && r.yaml === this.yaml && this.stale;
    return r.seq === this.seq || ahead;
  }
  /** Live answers begun, and the last applied (a later one is never replaced by an earlier). */
  private tickets = 0;
  private appliedTicket = 0;

  private apply(r: LiveResult, board: ValidatedBoard | null): void {
    this.pending = false;
    this.timings[r.stage] = r.ms;
    const now = performance.now();
    if (r.stage === 'fast') this.lastEditToFast = now - this.sentAt;
    else this.lastEditToFull = now - this.sentAt;
    this.diagnosticCounts = new Map(r.counts);
    this.diagnosticTotal = r.total;
    this.report = r.text;
    if (board) {
      this.validated = board;
      this.stage = r.stage;
      this.stale = false;
    } else {
      this.stale = true;
    }
    // The worker counts every diagnostic (the rows it sends are capped per code).
    this.diagnostics = r.diagnostics;
    this.errors = r.errors;
    this.warnings = r.warnings;
    const hinted = this.stale ? r.diagnostics : emptySheetHint(r.diagnostics, this.validated);
    if (hinted !== r.diagnostics) {
      // An empty sheet: its few diagnostics are all here (none capped), counted again with
      // the hint in place of the two it replaces.
      this.diagnostics = hinted;
      this.errors = hinted.filter((d) => d.severity === 'error').length;
      this.warnings = hinted.filter((d) => d.severity === 'warning').length;
      this.diagnosticCounts = new Map();
      for (const d of hinted) this.diagnosticCounts.set(d.code, (this.diagnosticCounts.get(d.code) ?? 0) + 1);
      this.diagnosticTotal = hinted.length;
    }
    if (!r.output && this.errors === 0) this.errors = 1;
    const t = performance.now();
    this.emit('engine');
    this.lastRedrawMs = performance.now() - t;
  }
}
