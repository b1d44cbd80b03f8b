/**
 * The Design tab's editor: the state every part shares (the chosen tool, the selected line, the
 * region under the pointer, the focused diagnostic, the notice), the edits (through the engine's
 * `edit`, in turn), and the board's pointer and keyboard handling common to every tool (pan and
 * zoom, undo, tool keys, Escape); a press on the board goes to the chosen tool (tools/).
 *
 * Every board edit goes through the engine's `edit` (the library's YAML span tree keeps the
 * designer's comments) and lands in the BoardStore as new text; the live pipeline then rebuilds
 * regions and adjacency (fast) and capacities (after the pointer stops), and the tab redraws.
 */
import type { AppContext } from '../app-context';
import { readBoard, type BoardStore } from '../board-store';
import type { EngineClient } from '../engine-client';
import { MERGE_REGIONS, type BoardParts } from '../live-limits';
import type { Diagnostic, Edit, Point, TextResult, ValidatedBoard } from '../engine-types';
import { Access } from './access';
import { h, svg } from './dom';
import { fallbackEdit } from './fallback';
import { Files } from './files';
import { keepBoard } from '../persist';
import { moveInside, regionAt, roundTo, segmentsOf, snapPoint, type Snap } from './geometry';
import { Layers } from './layers';
import { Photo } from './photo';
import { followNames, followSetup, movesRegions, regionNear, setupAnchors } from './identity';
import { formatLength, formatText } from '../numbers';
import { MM_PER, Panels, type Units } from './panels';
import { followStarterComment, starterComment } from './starter';
import { Printer } from './print';
import { GRID_DEFAULT, Toolbar } from './toolbar';
import { shortcutFor } from './shortcuts';
import { makeTools, type Tool } from './tools/index';
import { bounds, needsRefit, View, type Bounds, type Rect } from './view';
import { YamlPane } from './yaml-pane';
import { t } from '../i18n';

/** Snap distance on screen, in CSS pixels. */
const SNAP_PX = 9;
/** How far a finger moves before a touch is a drag (a tool's gesture), not a tap, CSS px. */
const TAP_PX = 10;

export class Editor {
  readonly engine: EngineClient;
  readonly tools: Tool[] = makeTools();
  tool: Tool = this.tools[0];
  /** The selected line's index (the one the side panel edits and the last clicked), or -1. */
  selected = -1;
  /** The other selected lines (Shift-click, select all, a paste): indices into the board's lines. */
  readonly extra = new Set<number>();
  /** The end the arrow keys move when one line is selected (access.ts), or null: the whole line. */
  nudgeEnd: 'from' | 'to' | null = null;
  /** The lines copied (Ctrl/⌘-C), their ends in board units, and how many times pasted since. */
  clipboard: [Point, Point][] = [];
  private pastes = 0;
  /** Space held: a drag pans whatever the tool (as in drawing editors). */
  private spaceHeld = false;
  /** The id of the region under the pointer. */
  hovered: number | null = null;
  /** The diagnostic clicked in the list: marked on the board and in the YAML pane. */
  focusDiag: Diagnostic | null = null;
  /** The pointer's board point while it is over the board. */
  pointer: Point | null = null;
  /** A piece being dragged by the Start tool (drawn where the pointer is). */
  pieceDrag: { piece: 'lion' | 'jackals'; index: number; at: Point } | null = null;
  /** The message shown over the board until dismissed or the next change of the text by hand. */
  notice = '';
  /** The last SVG import's own warnings and notes (their places are in the SVG, not the YAML):
   *  listed with the board's diagnostics until another file is opened or a new board begun. */
  importDiags: Diagnostic[] = [];

  readonly board = svg('svg', { id: 'board', class: 'board tool-draw' });
  readonly boardWrap = h('div', { class: 'board-wrap' });
  private readonly readout = h('div', { class: 'readout', id: 'readout' });
  /** A tapped region's information over the board (touch has no hover). */
  private readonly tapInfo = h('div', { class: 'tap-info', id: 'tap-info', hidden: '', role: 'status' });
  readonly view: View;
  readonly layers: Layers;
  /** A board from a photo, and the photo under it (photo.ts). */
  readonly photo: Photo;
  readonly toolbar: Toolbar;
  readonly panels: Panels;
  readonly yaml: YamlPane;
  readonly files: Files;
  /** The board as lists for the keyboard and screen readers (access.ts). */
  readonly access: Access;
  /** Printing, the scale correction and the PNG sheet (print.ts). */
  readonly printer: Printer;
  /** A pan under way (the middle or right button, Space held, or an empty place with Select). */
  private pan: { sx: number; sy: number; from: Rect } | null = null;
  private editQueue: Promise<unknown> = Promise.resolve();

  /** Whether the browser kept the newest text (persist.ts). */
  private kept = true;

  constructor(readonly root: HTMLElement, ctx: AppContext, readonly store: BoardStore, restored = false) {
    this.engine = ctx.engine;
    this.engine.onLive((r) => { if (r.ahead && r.yaml !== undefined) this.lastAhead = { yaml: r.yaml, output: r.output }; });
    this.boardWrap.append(this.board, this.readout, this.tapInfo);
    this.view = new View(this.board, () => { this.layers.drawGrid(); this.layers.labelsSoon(); });
    this.layers = new Layers(this, this.board);
    this.photo = new Photo(this);
    this.printer = new Printer(this);
    this.toolbar = new Toolbar(this);
    this.yaml = new YamlPane((text) => store.setYaml(text, 'pane', true));
    this.panels = new Panels(this);
    this.files = new Files(this);
    root.append(this.toolbar.el, h('div', { class: 'design' }, this.boardWrap, this.yaml.col, this.panels.el));
    this.access = new Access(this);

    store.subscribe((origin) => {
      // Every change of the text kept in the browser at once (persist.ts).
      if (origin !== 'engine') this.kept = keepBoard(store.yaml);
      if (origin !== 'engine') { this.yaml.unmark(); this.focusDiag = null; }
      if (origin === 'file') {
        // Another board: nothing of the last one's list or verdict carried over.
        this.files.savedYaml = store.yaml;
        this.panels.forgetBoard();
        this.toolbar.forgetVerdict();
      }
      if (origin !== 'pane' && origin !== 'engine') this.yaml.show(store.yaml);
      if (origin === 'engine') {
        this.followBoard();
        if (!this.view.fitted && store.validated) {
          // A board opened: a grid for its size; a board converted: the grid converted already.
          if (!this.keepGrid) this.fitGrid();
          this.keepGrid = false;
          this.view.fitted = true;
          this.fitView();
        }
        if (this.big()) {
          // A big board: its regions now, the diagnostics' list and squiggles in a task after
          // the frame that shows them (each task under 100 ms, issue 37.6; the pane reads the
          // page's selection, which lays the page out: done before the frame, after a big
          // board's redraw, that layout took 230 ms).
          this.redraw();
          this.afterPaint(() => this.diagnose());
        } else {
          // The squiggles before the board is redrawn (the pane's read of the selection lays
          // out a page not yet changed).
          this.diagnose();
          this.redraw();
        }
      }
      this.toolbar.renderVerdict(this);
      this.panels.renderForms();
      // A notice (an import's warnings, an edit that fell back) stays until the next change of
      // the text by hand.
      if (origin === 'pane' || origin === 'history') this.notice = '';
      if (origin !== 'engine') this.renderNotice();
    });
    this.yaml.show(store.yaml);
    this.listen();
    new ResizeObserver(() => { this.view.resized(); if (this.view.fitted) this.view.apply(); else this.fitView(); }).observe(this.boardWrap);
    this.setTool('draw');
    this.view.apply();
    // Leaving warns only when the changes are nowhere else: not kept by the browser, not saved.
    window.addEventListener('beforeunload', (e) => {
      if (this.kept || store.yaml === this.files.savedYaml || store.yaml === this.files.starterText) return;
      e.preventDefault();
      e.returnValue = '';
    });
    if (restored) this.say(t('editor-restored'));
    this.kept = keepBoard(store.yaml);
    void this.files.openLink(location.hash);
    window.addEventListener('hashchange', () => void this.files.openLink(location.hash));
  }

  /** The validated board now (null before the first build). */
  v(): ValidatedBoard | null { return this.store.validated; }

  // ---- edits ----
  /** Apply an edit through the engine (comments kept), or, while the engine has no editor,
   *  through the fallback writer (comments lost; the page says so). Several edits apply in turn. */
  doEdit(...edits: Edit[]): Promise<boolean> {
    // One after another, each on the text the one before left (two quick gestures both land).
    const run = this.editQueue.then(() => this.applyEdits(edits));
    this.editQueue = run.catch(() => false);
    return run;
  }

  private async applyEdits(edits: Edit[]): Promise<boolean> {
    this.notice = '';
    let text = this.store.yaml;
    // The board this text makes, for the set-up and the names to follow their regions.
    const before = edits.some(movesRegions) ? await this.boardOf(text) : null;
    for (const [k, e] of edits.entries()) {
      let r: TextResult | null = null;
      // The gesture's last edit as `editLive`: the worker builds its text's regions at once.
      const method = k === edits.length - 1 ? 'editLive' : 'edit';
      try { r = await this.engine.call<TextResult>(method, text, e); } catch (err) { r = { ok: false, text: String(err) }; }
      if (r.ok && typeof r.output === 'string') { text = r.output; continue; }
      const base = this.v();
      // The engine cannot edit this text (no editor in it, or a board written as JSON): the
      // whole gesture is written afresh from the validated board.
      if (k === 0 && base && /not (built|available|implemented|a function)|unknown (op|export|function|command|method)|no method|not yet|JSON|flow mapping/i.test(r.text)) {
        text = fallbackEdit(base, ...edits);
        this.notice = t('editor-edit-afresh');
        break;
      }
      this.refuse(t('editor-edit-refused', { why: r.text }));
      return false;
    }
    if (before && edits.some(movesRegions)) text = await this.follow(before, text);
    if (edits.some((e) => e.op === 'convert_units' || e.op === 'set_units' || e.op === 'set_frame')) text = await this.followComment(text);
    this.store.setYaml(text, 'board');
    return true;
  }

  /**
   * After a line edit (`text`, from the board `before`): the set-up back on the regions it was
   * given to and the names a line now covers moved inside their regions (identity.ts), as edits
   * of the same undo step. The edited text's regions come with the edit's answer (`editLive`),
   * else from a fast build. Nothing is done for a board with no set-up and no names.
   */
  private async follow(before: ValidatedBoard, text: string): Promise<string> {
    const anchors = setupAnchors(before);
    if (!anchors && !before.regions.some((r) => r.name !== null)) return text;
    const after = this.lastAhead?.yaml === text && this.lastAhead.output !== null
      ? await parseBoard(this.lastAhead.output) : await this.boardOf(text);
    if (!after) return text;
    const names = followNames(before, after);
    const renamed = new Map<number, string>();
    for (const e of names) {
      const r = e.op === 'name_region' ? regionNear(e.at, after) : null;
      if (r && e.op === 'name_region') renamed.set(r.id, e.name);
    }
    const start = anchors ? followSetup(anchors, after, renamed) : null;
    const edits = start ? [...names, start] : names;
    for (const [k, e] of edits.entries()) {
      try {
        const r = await this.engine.call<TextResult>(k === edits.length - 1 ? 'editLive' : 'edit', text, e);
        if (r.ok && typeof r.output === 'string') text = r.output;
      } catch { /* the line edit stands without it */ }
    }
    return text;
  }
  /** `text` with the starter's comment ("an A3 sheet (420 x 297 mm)") telling the frame and
   *  units the text has now (starter.ts). */
  private async followComment(text: string): Promise<string> {
    if (!text.startsWith('# A new board')) return text;
    const b = await this.boardOf(text);
    if (!b) return text;
    const u = b.units as Units;
    return followStarterComment(text, starterComment(b.frame?.width, b.frame?.height, u, MM_PER[u], (x) => formatLength(x, u)));
  }

  /** The board `text` makes (regions, no capacities): the one shown when it is the store's
   *  newest, else a fast build; null when it cannot be read. */
  private async boardOf(text: string): Promise<ValidatedBoard | null> {
    if (text === this.store.yaml && !this.store.stale && this.v()) return this.v();
    try {
      // Without its diagnostics (engine.worker.ts `liveBoard`): a big board's are tens of MB.
      const r = await this.engine.call<BoardParts | null>('liveBoard', text);
      return r ? await parseBoard(r) : null;
    } catch { return null; }
  }
  /** The last edit's regions sent ahead with its answer (engine.worker.ts `editLive`). */
  private lastAhead: { yaml: string; output: BoardParts | null } | null = null;

  /** The selected lines' indices, in increasing order (those the board still has). */
  selection(): number[] {
    const n = this.v()?.lines.length ?? 0;
    const all = new Set([...this.extra, this.selected]);
    return [...all].filter((i) => i >= 0 && i < n).sort((a, b) => a - b);
  }

  isSelected(i: number): boolean { return i === this.selected || this.extra.has(i); }

  /** Select the lines `lines` (the last one the side panel's), and show it. */
  select(lines: number[]): void {
    // The arrows' end choice is for the one line it was made for.
    if (!(lines.length === 1 && lines[0] === this.selected && this.extra.size === 0)) this.nudgeEnd = null;
    this.extra.clear();
    for (const i of lines) this.extra.add(i);
    this.selected = lines.length ? lines[lines.length - 1] : -1;
    this.extra.delete(this.selected);
    this.redraw();
    this.panels.renderForms();
  }

  selectAll(): void {
    if (this.tool.id !== 'select') this.setTool('select');
    this.select((this.v()?.lines ?? []).map((_, i) => i));
  }

  async deleteSelected(): Promise<void> {
    const sel = this.selection();
    if (!sel.length) return;
    this.select([]);
    // From the last: each deletion leaves the indices before it as they were.
    await this.doEdit(...sel.reverse().map((i): Edit => ({ op: 'delete_line', line: i })));
  }

  /** Move the selected lines by `d` (board units), both ends, as one edit (one undo). */
  async moveSelection(d: Point): Promise<void> {
    const b = this.v();
    const sel = this.selection();
    if (!b || !sel.length) return;
    const mv = (q: Point): Point => [roundTo(q[0] + d[0], 1e-9), roundTo(q[1] + d[1], 1e-9)];
    await this.doEdit(...sel.flatMap((i): Edit[] => [
      { op: 'move_point', line: i, end: 'from', at: mv(b.lines[i].from) },
      { op: 'move_point', line: i, end: 'to', at: mv(b.lines[i].to) },
    ]));
  }

  /**
   * The arrow keys' nudge by `d` (board units): the selected lines, or the end chosen
   * (`nudgeEnd`) of the one selected. A line inside the frame stays inside: the move stops at
   * the frame's edge (geometry.ts moveInside), and at the edge already it is refused, said in
   * the notice (a line outside the frame is drawn, or dragged, there on purpose).
   */
  async nudge(d: Point): Promise<void> {
    const b = this.v();
    const sel = this.selection();
    if (!b || !sel.length) return;
    const end = this.nudgeEnd && sel.length === 1 ? this.nudgeEnd : null;
    const pts = end ? [b.lines[sel[0]][end]] : sel.flatMap((i) => [b.lines[i].from, b.lines[i].to]);
    const k = moveInside(pts, d, b.frame?.polygon ?? []);
    if (!(k > 1e-9)) {
      this.say(t('editor-nudge-refused', { what: end ? 'end' : sel.length === 1 ? 'line' : 'lines' }));
      return;
    }
    const step: Point = [d[0] * k, d[1] * k];
    if (end) await this.moveEnd(sel[0], end, step); else await this.moveSelection(step);
    if (k < 1) this.say(t('editor-nudge-stopped'));
  }

  /** Move end `end` of line `i` by `d` (board units), one edit. */
  async moveEnd(i: number, end: 'from' | 'to', d: Point): Promise<void> {
    const l = this.v()?.lines[i];
    if (!l) return;
    await this.doEdit({ op: 'move_point', line: i, end, at: [roundTo(l[end][0] + d[0], 1e-9), roundTo(l[end][1] + d[1], 1e-9)] });
  }

  copySelection(): void {
    const b = this.v();
    if (!b) return;
    this.clipboard = this.selection().map((i) => [b.lines[i].from, b.lines[i].to]);
    this.pastes = 0;
  }

  /** The copied lines added again, a grid pitch (or ten pixels) further down and right each
   *  time (so that copies never lie on their originals); the new lines selected. */
  async paste(): Promise<void> {
    const b = this.v();
    if (!b || !this.clipboard.length) return;
    this.pastes++;
    const k = this.pastes * (this.gridStep() || 10 * this.fineStep());
    const at = (q: Point): Point => [roundTo(q[0] + k, 1e-9), roundTo(q[1] + k, 1e-9)];
    const n = b.lines.length;
    const ok = await this.doEdit(...this.clipboard.map(([from, to]): Edit => ({ op: 'add_line', from: at(from), to: at(to) })));
    if (!ok) return;
    if (this.tool.id !== 'select') this.setTool('select');
    this.select(this.clipboard.map((_, j) => n + j));
  }

  /** Escape: the gesture under way forgotten, the diagnostic's mark and the selection cleared. */
  escape(): void {
    this.cancelGesture();
    this.clearFocus();
    if (this.selection().length) this.select([]);
  }

  /** A region as `setup:` names it: its name, or its id (a number) when it has none. */
  refOf(b: ValidatedBoard, id: number): string | number {
    return b.regions[id - 1]?.name ?? id;
  }

  // ---- tools ----
  setTool(id: string): void {
    const t = this.tools.find((x) => x.id === id);
    if (!t) return;
    this.tool = t;
    this.toolbar.showTool(id);
    this.board.setAttribute('class', `board tool-${id}`);
    this.panels.hideName();
    this.cancelGesture();
    t.enter?.(this);
    this.redraw();
  }

  /** Every gesture under way forgotten (the pan, each tool's). */
  cancelGesture(): void {
    this.pan = null;
    for (const t of this.tools) t.cancel?.(this);
    this.clearDraft();
  }

  beginPan(e: PointerEvent): void {
    this.pan = { sx: e.clientX, sy: e.clientY, from: { ...this.view.rect } };
  }

  snap(p: Point, skipLine = -1): Snap {
    const b = this.v();
    const segs = b ? segmentsOf(b, skipLine) : [];
    return snapPoint(p, segs, { tolerance: SNAP_PX * this.view.unitPx(), grid: this.gridStep(), fine: this.fineStep() });
  }

  gridStep(): number {
    const t = this.toolbar;
    return t.gridOn.checked ? Math.max(0, Number(t.gridPitch.value) || 0) : 0;
  }

  /** The step of free coordinates: about a pixel, rounded to 1, 2 or 5 times a power of ten. */
  fineStep(): number {
    const u = this.view.unitPx();
    const p = Math.pow(10, Math.floor(Math.log10(u)));
    return u / p < 2 ? p : u / p < 5 ? 2 * p : 5 * p;
  }

  // ---- view ----
  fitView(): void { this.view.fit(bounds(this.v())); }

  /** Zoom by `k` (above 1: out) about the pointer when it is over the board, else the middle. */
  zoomBy(k: number): void {
    const r = this.view.rect;
    this.view.zoomAt(this.pointer ?? [r.x + r.w / 2, r.y + r.h / 2], k);
    this.showDraft();
  }

  /** A grid pitch for a newly opened board: about a fortieth of its larger side, rounded to 1,
   *  2 or 5 times a power of ten (classic's 420 mm: 10 mm; the 3 m field: 0.1 m). */
  fitGrid(): void {
    const bb = bounds(this.v());
    const side = Math.max(bb.x1 - bb.x0, bb.y1 - bb.y0);
    if (!(side > 0)) return;
    const raw = side / 40;
    const p = Math.pow(10, Math.floor(Math.log10(raw)));
    const m = raw / p;
    this.toolbar.gridPitch.value = String(roundTo((m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p, p / 10));
  }

  // ---- drawing ----
  redraw(): void { this.layers.redraw(); this.access?.render(); }

  /** Whether the board is big (over live-limits.ts MERGE_REGIONS regions): drawn in several
   *  tasks, none blocking the page for long. */
  big(): boolean { return (this.v()?.regions.length ?? 0) > MERGE_REGIONS; }

  /** The diagnostics list and, when the answer is for the text the pane shows (else the next
   *  one is), the pane's squiggles. */
  private diagnose(): void {
    const store = this.store;
    if (this.yaml.text === store.yaml) this.yaml.diagnose(store.diagnostics, this.v()?.units);
    this.panels.renderDiagnostics();
  }

  /** `f` in a task after the next two frames are painted (or within 200 ms when the page has
   *  no frames, hidden), once however often asked before it runs. */
  private afterPaint(f: () => void): void {
    this.afterPaintDo = f;
    if (this.afterPaintSet) return;
    this.afterPaintSet = true;
    const go = (): void => {
      const g = this.afterPaintDo;
      this.afterPaintDo = null;
      this.afterPaintSet = false;
      g?.();
    };
    // Two frames: the regions' and then the labels' (a big board's labels are drawn in the
    // task after the first, layers.ts labelsSoon), so that `f`'s reads find the page laid out.
    const frame = (then: () => void): void => { requestAnimationFrame(() => setTimeout(then, 0)); };
    frame(() => frame(go));
    setTimeout(go, 200);
  }
  private afterPaintDo: (() => void) | null = null;
  private afterPaintSet = false;

  showDraft(): void {
    this.clearDraft();
    this.tool.draft?.(this, this.layers.draft);
  }

  clearDraft(): void { this.layers.draft.replaceChildren(); }

  showReadout(p: Point | null, s?: Snap): void {
    if (!p) { this.readout.textContent = ''; return; }
    const q = s?.at ?? p;
    const b = this.v();
    this.readout.textContent = `${formatLength(q[0], b?.units)}, ${formatLength(q[1], b?.units)} ${b?.units ?? ''}${s && s.kind !== 'free' ? `  · ${t('editor-snap', { kind: t(`editor-snap-${s.kind}`) })}` : ''}`;
  }

  /** Show `message` over the board (until dismissed or the next change by hand). */
  say(message: string): void {
    this.notice = message;
    this.renderNotice();
  }

  /** The notice `refused` shows (in the refusal's colour), or null. */
  private refusedNotice: string | null = null;

  /** Show `message` as `say` does, as a refusal: what was asked was not done (the edit, the
   *  import, the file). */
  refuse(message: string): void {
    this.refusedNotice = message;
    this.say(message);
  }

  renderNotice(): void {
    // Fixed in view over the board (not at the top of the side panel, which may be scrolled):
    // it stays until dismissed or the next successful edit.
    let box = this.root.querySelector('#notice') as HTMLElement | null;
    if (!box) {
      box = h('div', { id: 'notice', class: 'notice', role: 'alert' },
        h('span', { class: 'notice-text', id: 'notice-text' }));
      const close = h('button', { type: 'button', class: 'notice-close', id: 'notice-close', title: t('editor-dismiss'), 'aria-label': t('editor-dismiss') }, '×');
      close.addEventListener('click', () => this.say(''));
      box.append(close);
      // Before the board: on a phone it is a bar above the board in the page's flow (style.css),
      // on a desktop it floats at the bottom of the window.
      const design = this.root.querySelector('.design');
      if (design) this.root.insertBefore(box, design); else this.root.append(box);
    }
    (box.querySelector('#notice-text') as HTMLElement).textContent = formatText(this.notice, this.v()?.units);
    box.hidden = !this.notice;
    box.classList.toggle('refused', this.notice !== '' && this.notice === this.refusedNotice);
  }

  /** The region under board point `p` shown as the pointer's hover shows it (for a tap). */
  showRegionAt(p: Point): void {
    const b = this.v();
    const r = b && !this.store.stale ? regionAt(p, b.regions) : null;
    this.hovered = r ? r.id : null;
    this.layers.applyHover();
    this.tapInfo.hidden = !r;
    if (r) {
      const copy = [...this.panels.infoNodes()].map((n) => n.cloneNode(true));
      for (const n of copy) if (n instanceof Element) n.removeAttribute('id');
      this.tapInfo.replaceChildren(...copy);
    }
  }

  cancelPan(): void { this.pan = null; }

  /** The focused diagnostic's mark cleared: from the board, the list and the YAML pane. */
  clearFocus(): void {
    if (!this.focusDiag) return;
    this.focusDiag = null;
    this.layers.drawMark();
    this.panels.clearFocus();
    this.yaml.unmark();
  }

  /** After a change of units: fit the view to the board (in its new numbers) when it is built. */
  refit(): void { this.view.fitted = false; this.keepGrid = true; }
  private keepGrid = false;
  /** The units Convert is changing the board to (panels.ts: it converts the grid pitch itself). */
  converting: Units | null = null;
  /** The units and the box of the board last shown. */
  private shown: { units: Units; box: Bounds } | null = null;

  /**
   * A new answer of the engine: when the board's units changed by any way but Convert (typed in
   * the YAML, Keep numbers, an undo), the grid takes the unit's default pitch (toolbar.ts
   * GRID_DEFAULT; 10 m would hide a 3 m board's grid) and the view is fitted again; when its box
   * changed a lot (view.ts needsRefit), the view is fitted again.
   */
  private followBoard(): void {
    const b = this.store.stale ? null : this.v();
    if (!b) return;
    const box = bounds(b);
    const was = this.shown;
    this.shown = { units: b.units, box };
    if (!was || !this.view.fitted) return;
    if (b.units !== was.units) {
      if (this.converting !== b.units) this.toolbar.gridPitch.value = String(GRID_DEFAULT[b.units]);
      this.refit();
    } else if (needsRefit(was.box, box, this.view.rect)) {
      this.refit();
    }
  }

  // ---- pointer and keys ----
  /** Touches on the board now (screen points, by pointer id). */
  private readonly touches = new Map<number, [number, number]>();
  /** Two fingers: pinch zooms, both moving pans; from the view and the fingers at the start. */
  private pinch: { d0: number; m0: [number, number]; from: Rect; at: Point } | null = null;
  /** One finger down: a tap until it moves TAP_PX, then the tool's gesture (a deliberate drag). */
  private touch: { id: number; down: PointerEvent; p: Point; began: boolean } | null = null;

  private touchDown(e: PointerEvent): void {
    this.touches.set(e.pointerId, [e.clientX, e.clientY]);
    if (this.touches.size === 1 && !this.pinch) {
      this.touch = { id: e.pointerId, down: e, p: this.view.toBoard(e), began: false };
      return;
    }
    // A second finger: the gesture is the view's; whatever the first finger began is forgotten.
    this.touch = null;
    this.cancelGesture();
    if (this.touches.size === 2) {
      const [a, b] = [...this.touches.values()];
      const m0: [number, number] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      this.pinch = { d0: Math.max(1, Math.hypot(a[0] - b[0], a[1] - b[1])), m0, from: { ...this.view.rect }, at: this.view.toBoard({ clientX: m0[0], clientY: m0[1] }) };
    }
  }

  private touchMove(e: PointerEvent): void {
    if (!this.touches.has(e.pointerId)) return;
    this.touches.set(e.pointerId, [e.clientX, e.clientY]);
    const pinch = this.pinch;
    if (pinch) {
      if (this.touches.size < 2) return;
      const [a, b] = [...this.touches.values()];
      const k = pinch.d0 / Math.max(1, Math.hypot(a[0] - b[0], a[1] - b[1]));
      const { from, at } = pinch;
      // Scaled about the board point first under the fingers, then moved with them.
      const scaled = { x: at[0] - (at[0] - from.x) * k, y: at[1] - (at[1] - from.y) * k, w: from.w * k, h: from.h * k };
      this.view.panFrom(scaled, (a[0] + b[0]) / 2 - pinch.m0[0], (a[1] + b[1]) / 2 - pinch.m0[1]);
      this.showDraft();
      return;
    }
    const t = this.touch;
    if (!t || t.id !== e.pointerId) return;
    const p = this.view.toBoard(e);
    this.pointer = p;
    if (!t.began) {
      if (Math.hypot(e.clientX - t.down.clientX, e.clientY - t.down.clientY) < TAP_PX) return;
      t.began = true;
      this.tool.down(this, t.p, t.down);
    }
    this.movePointer(p, e);
  }

  private async touchUp(e: PointerEvent, cancelled: boolean): Promise<void> {
    this.touches.delete(e.pointerId);
    if (this.pinch) {
      // The other finger left on the board does nothing until it is lifted too.
      if (this.touches.size < 2) this.pinch = null;
      this.touch = null;
      return;
    }
    const t = this.touch;
    if (!t || t.id !== e.pointerId) return;
    this.touch = null;
    this.pointer = null;
    if (cancelled) { this.cancelGesture(); return; }
    if (!t.began) {
      if (this.tool.tap) this.tool.tap(this, t.p, t.down); else this.showRegionAt(t.p);
      return;
    }
    if (this.pan) { this.pan = null; return; }
    await this.tool.up?.(this, this.view.toBoard(e), e);
    this.clearDraft();
  }

  /** The pointer (or a finger's deliberate drag) moved to `p`. */
  private movePointer(p: Point, e: PointerEvent): void {
    if (this.pan) {
      this.view.panFrom(this.pan.from, e.clientX - this.pan.sx, e.clientY - this.pan.sy);
      return;
    }
    this.tool.move(this, p, e);
    this.showDraft();
    const b = this.v();
    const r = b && !this.store.stale ? regionAt(p, b.regions) : null;
    const id = r ? r.id : null;
    if (id !== this.hovered) { this.hovered = id; this.layers.applyHover(); }
  }

  private listen(): void {
    const { board, view } = this;
    board.addEventListener('wheel', (e) => {
      e.preventDefault();
      // Lines or pages of scroll in pixels.
      const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? board.clientHeight : 1;
      if (e.ctrlKey || e.metaKey) {
        // Ctrl/⌘-wheel, and a trackpad's pinch (the browser sends it as a Ctrl-wheel), zoom
        // about the pointer: a mouse's notch (100 px) about 1.6 times, a pinch's small steps smoothly.
        const dy = Math.max(-50, Math.min(50, e.deltaY * unit));
        view.zoomAt(view.toBoard(e), Math.exp(dy * 0.01));
      } else {
        // The wheel, and a trackpad's two-finger scroll, pan (Shift-wheel sideways).
        const [dx, dy] = e.shiftKey && e.deltaX === 0 ? [e.deltaY, 0] : [e.deltaX, e.deltaY];
        view.panFrom(view.rect, -dx * unit, -dy * unit);
      }
      this.showDraft();
    }, { passive: false });

    board.addEventListener('pointerdown', (e) => {
      board.setPointerCapture(e.pointerId);
      if (e.pointerType === 'touch') { this.touchDown(e); return; }
      const p = view.toBoard(e);
      if (e.button === 1 || e.button === 2 || this.spaceHeld) { this.beginPan(e); return; }
      if (e.button !== 0) return;
      this.tool.down(this, p, e);
    });

    board.addEventListener('pointermove', (e) => {
      if (e.pointerType === 'touch') { this.touchMove(e); return; }
      const p = view.toBoard(e);
      this.pointer = p;
      this.movePointer(p, e);
    });

    board.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'touch') return;
      this.pointer = null;
      this.showReadout(null);
      this.showDraft();
    });

    board.addEventListener('pointerup', async (e) => {
      if (e.pointerType === 'touch') { await this.touchUp(e, false); return; }
      if (this.pan) { this.pan = null; return; }
      await this.tool.up?.(this, view.toBoard(e), e);
    });
    board.addEventListener('pointercancel', (e) => { if (e.pointerType === 'touch') void this.touchUp(e, true); });
    board.addEventListener('contextmenu', (e) => e.preventDefault());

    document.addEventListener('keydown', (e) => {
      if (this.root.hidden) return;
      const inField = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement
        || (e.target instanceof HTMLElement && e.target.isContentEditable);
      if (inField) return;
      // Space on a focused control with the pointer off the board presses the control (the
      // keyboard's way, access.ts); over the board, or with nothing focused, it is the pan's.
      const control = e.target instanceof HTMLElement && e.target !== document.body && e.target.closest('button, summary, [tabindex], a[href]');
      if (e.key === ' ' && !e.ctrlKey && !e.metaKey && !e.altKey && !(control && !this.pointer)) {
        // Space held: a drag pans (the page does not scroll; a focused button is not pressed).
        e.preventDefault();
        if (!this.spaceHeld) { this.spaceHeld = true; this.board.classList.add('space-pan'); }
        return;
      }
      const s = shortcutFor(this, e);
      if (s) { e.preventDefault(); s.run(this, e); return; }
      if (!e.ctrlKey && !e.metaKey && !e.altKey) {
        const t = this.tools.find((x) => x.key === e.key);
        if (t) this.setTool(t.id);
      }
    });
    const spaceUp = (): void => { this.spaceHeld = false; this.board.classList.remove('space-pan'); };
    document.addEventListener('keyup', (e) => { if (e.key === ' ') spaceUp(); });
    window.addEventListener('blur', spaceUp);
  }
}

/** A live answer's board read (board-store.ts `readBoard`: once per answer), or null. */
async function parseBoard(parts: BoardParts): Promise<ValidatedBoard | null> {
  try { return await readBoard(parts); } catch { return null; }
}
