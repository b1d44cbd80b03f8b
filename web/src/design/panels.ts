/**
 * The Design tab's side panel: the region under the pointer, the name form, typed coordinates
 * for a new or the selected line, the diagnostics, the board's settings (units, frame, pieces,
 * Auto start) and the game options.
 */
import type { Diagnostic, Edit, Region, ValidatedBoard } from '../engine-types';
import { btn, h, sync } from './dom';
import type { Editor } from './editor';
import { GAME_DEFAULTS, renameRegion } from './fallback';
import { capacityPhrases, roundInside } from './geometry';
import { startEdits } from './identity';
import { byteToIndex, lineNumber, pointsInMessage, spansOf } from './spans';
import { formatLength, formatText } from '../numbers';
import { bounds } from './view';
import { t } from '../i18n';


export type Units = 'mm' | 'cm' | 'in' | 'm';
/** Millimetres per unit (src/units.rs). */
export const MM_PER: Record<Units, number> = { mm: 1, cm: 10, m: 1000, in: 25.4 };

/** The numeric game options' ranges (schemas/board.schema.json, GameRules). */
const GAME_RANGES: Record<string, [number, number]> = {
  jackal_points: [0, 4294967295], lion_points: [0, 4294967295], lion_strength: [1, 1000],
  max_rounds: [1, 1000000], quiet_rounds: [0, 1000000],
};

/** The most diagnostics listed one by one; above it they are grouped by code. */
export const DIAG_ROWS = 100;
/** A group's rows at first, and how many more its "and N more" shows: the rows are laid out on
 *  the page's thread (200 rows took 60-170 ms a change on a loaded machine, issue 37.6). */
export const GROUP_ROWS = 10;
export const MORE_ROWS = 50;

export class Panels {
  readonly el = h('div', { class: 'side' });
  private readonly info = h('div', { class: 'info', id: 'region-info' }, t('editor-region-point'));
  private readonly diagList = h('ul', { class: 'diagnostics', id: 'diagnostics' });
  private readonly diagTitle = h('div', { class: 'pane-title' }, t('editor-diagnostics'));
  // Typed coordinates: a new line, or the selected line's ends.
  private readonly fx = coord('line-from-x');
  private readonly fy = coord('line-from-y');
  private readonly tx = coord('line-to-x');
  private readonly ty = coord('line-to-y');
  private readonly lineName = h('input', { type: 'text', id: 'line-name', placeholder: t('editor-line-name-placeholder') });
  private readonly applyLineBtn: HTMLButtonElement;
  private readonly deleteLineBtn: HTMLButtonElement;
  private readonly lineTitle = h('div', { class: 'pane-title', id: 'line-title' }, t('editor-line-new'));
  // Naming.
  private readonly nameInput = h('input', { type: 'text', id: 'region-name', placeholder: t('editor-region-name-placeholder') });
  private readonly nameForm = h('form', { class: 'name-form', id: 'name-form', hidden: '' }, h('span', { id: 'name-which' }), this.nameInput, h('button', { type: 'submit' }, t('editor-name-submit')));
  // Board settings.
  private readonly unitsSel = h('select', { id: 'units' }, ...['mm', 'cm', 'in', 'm'].map((u) => h('option', { value: u }, u)));
  private readonly unitsChoice = h('div', { id: 'units-choice', class: 'units-choice', hidden: '' });
  private readonly frameW = coord('frame-w', '0');
  private readonly frameH = coord('frame-h', '0');
  private readonly lionD = coord('lion-d', '0');
  private readonly jackalD = coord('jackal-d', '0');
  /** Says when a piece is too large for the frame (pieceSizeNote). */
  private readonly sizeNote = h('div', { class: 'form-note', id: 'piece-size-note', role: 'status', hidden: '' });
  private readonly gameForm = h('div', { class: 'game-form', id: 'game-form' });
  private gameFormBuilt = false;

  constructor(private readonly ed: Editor) {
    const { fx, fy, tx, ty, lineName, frameW, frameH, lionD, jackalD, unitsSel } = this;
    const addLineBtn = btn(t('editor-add-line'), 'add-line', t('editor-add-line-title'), () => void this.typedLine());
    this.applyLineBtn = btn(t('editor-move-ends'), 'apply-line', t('editor-move-ends-title'), () => void this.typedMove());
    this.deleteLineBtn = btn(t('editor-delete-line'), 'delete-line', t('editor-delete-line-title'), () => void ed.deleteSelected());
    const coordForm = h('div', { class: 'coords' },
      this.lineTitle,
      h('div', {}, `${t('editor-line-from')} `, fx, fy), h('div', {}, `${t('editor-line-to')} `, tx, ty), h('div', {}, lineName),
      h('div', {}, addLineBtn, this.applyLineBtn, this.deleteLineBtn));
    const settings = h('details', { class: 'settings', open: '' }, h('summary', {}, t('editor-board-settings')),
      h('div', {}, `${t('editor-units')} `, unitsSel),
      this.unitsChoice,
      h('div', { class: 'row' }, `${t('editor-frame')} `, frameW, ' × ', frameH, btn(t('editor-set'), 'set-frame', t('editor-set-frame-title'), () => this.setFrame())),
      h('div', { class: 'row' }, `${t('editor-lion-diameter')} `, lionD, ` ${t('editor-jackal-diameter')} `, jackalD, btn(t('editor-set'), 'set-pieces', t('editor-set-pieces-title'), () => this.setPieces())),
      this.sizeNote,
      h('div', {}, btn(t('editor-auto-start'), 'auto-start', t('editor-auto-start-title'), () => void this.autoStart())));
    unitsSel.addEventListener('change', () => this.askUnits());
    // Enter in a field sets what its row's button sets.
    const onEnter = (f: () => void) => (e: KeyboardEvent) => { if (e.key === 'Enter') { e.preventDefault(); f(); } };
    for (const i of [frameW, frameH]) i.addEventListener('keydown', onEnter(() => this.setFrame()));
    for (const i of [lionD, jackalD]) i.addEventListener('keydown', onEnter(() => this.setPieces()));
    const game = h('details', { class: 'settings' }, h('summary', {}, t('editor-game-options')), this.gameForm);
    this.el.append(h('div', { class: 'pane-title' }, t('editor-region-under-pointer')), this.info, this.nameForm, coordForm, this.diagTitle, this.diagList, settings, game);
    this.nameForm.addEventListener('submit', (e) => { e.preventDefault(); void this.submitName(); });
  }

  /**
   * A size typed in the Board form: a number above 0, else `null` after saying so and showing the
   * board's value again (a size the engine would refuse is never dropped without a word).
   */
  private size(input: HTMLInputElement, what: string): number | null {
    const v = input.value.trim() === '' ? NaN : valueOf(input);
    if (Number.isFinite(v) && v > 0) return v;
    this.ed.say(t('editor-size-bad', { what, units: this.ed.v()?.units ?? t('editor-board-units') }));
    input.value = input.dataset.shown ?? '';
    return null;
  }

  private setFrame(): void {
    const w = this.size(this.frameW, t('editor-frame-width'));
    const hh = w === null ? null : this.size(this.frameH, t('editor-frame-height'));
    if (w !== null && hh !== null) void this.ed.doEdit({ op: 'set_frame', frame: [w, hh] });
  }

  private setPieces(): void {
    const e: Edit = { op: 'set_pieces' };
    for (const [input, key, what] of [[this.lionD, 'lion', t('editor-lion-diameter-what')], [this.jackalD, 'jackal', t('editor-jackal-diameter-what')]] as const) {
      if (input.value.trim() === '' || input.value === input.dataset.shown) continue; // unchanged
      const d = this.size(input, what);
      if (d === null) return;
      e[key] = d;
    }
    void this.ed.doEdit(e);
  }

  // ---- the region under the pointer ----
  showRegion(r: Region | null): void {
    const ed = this.ed;
    const b = ed.v();
    if (!b || !r) {
      this.info.textContent = !b ? ''
        : b.lines.length === 0 ? t('editor-start-drawing')
        : t('editor-region-point');
      return;
    }
    const corners = b.corners.filter((c) => c.regions.includes(r.id)).map((c) => (c.regions[0] === r.id ? c.regions[1] : c.regions[0]));
    const nm = (id: number) => b.regions[id - 1]?.name ?? `${id}`;
    const caps = capacityPhrases(b, r);
    this.info.replaceChildren(
      h('div', { class: 'title' }, r.name ? t('editor-region-named', { id: r.id, name: r.name }) : t('editor-region', { id: r.id })),
      h('div', {}, t('editor-region-area', { area: formatLength(r.area, b.units), units: b.units })),
      h('div', { id: 'hover-neighbors' }, t('editor-region-neighbors', { list: r.neighbors.map(nm).join(', ') || t('editor-none') })),
      h('div', {}, t('editor-region-corner-only', { list: [...new Set(corners)].map(nm).join(', ') || t('editor-none') })),
      h('div', {}, t('editor-region-holds', { list: caps.length ? caps.join(' · ') : ed.store.stage === 'full' ? '—' : t('editor-computing') })),
    );
  }

  /** The region information's nodes (shown again over the board for a tap). */
  infoNodes(): NodeListOf<ChildNode> { return this.info.childNodes; }

  // ---- naming ----
  askName(r: Region): void {
    this.nameForm.hidden = false;
    this.nameForm.dataset.id = String(r.id);
    (this.nameForm.querySelector('#name-which') as HTMLElement).textContent = `${t('editor-region', { id: r.id })}: `;
    this.nameInput.value = r.name ?? '';
    setTimeout(() => { this.nameInput.focus(); this.nameInput.select(); }, 0);
  }

  hideName(): void { this.nameForm.hidden = true; }

  private async submitName(): Promise<void> {
    const ed = this.ed;
    const b = ed.v();
    const r = b?.regions[Number(this.nameForm.dataset.id) - 1];
    const name = this.nameInput.value.trim();
    if (!b || !r || !name) return;
    if (r.name === name) { this.nameForm.hidden = true; return; }
    // A named region is renamed in the text (its key and its mentions in setup:), since the
    // engine's name_region would add a second name for it.
    const renamed = r.name !== null ? renameRegion(ed.store.yaml, r.name, name) : null;
    if (renamed !== null) { ed.store.setYaml(renamed, 'board'); this.nameForm.hidden = true; return; }
    const bb = bounds(b);
    const at = roundInside(r.label, r, b.regions, Math.max(bb.x1 - bb.x0, bb.y1 - bb.y0));
    // A region of `setup:` written by its id is then written by its new name (the id would
    // change with the next line; the name follows its point).
    const s = b.setup;
    const ref = (id: number): string | number => (id === r.id ? name : ed.refOf(b, id));
    const start: Edit[] = s && s.jackals && [...s.lions, s.jackals].includes(r.id)
      ? [{ op: 'set_start', lions: s.lions.map(ref), jackals: ref(s.jackals) }] : [];
    if (await ed.doEdit({ op: 'name_region', at, name }, ...start)) this.nameForm.hidden = true;
  }

  // ---- typed lines ----
  private async typedLine(): Promise<void> {
    const { fx, fy, tx, ty, lineName, ed } = this;
    const p = [fx, fy, tx, ty].map(valueOf);
    if (p.some((x) => !Number.isFinite(x)) || [fx, fy, tx, ty].some((i) => i.value === '')) { ed.say(t('editor-line-both-ends')); return; }
    const e: Edit = { op: 'add_line', from: [p[0], p[1]], to: [p[2], p[3]] };
    if (lineName.value.trim()) e.name = lineName.value.trim();
    if (await ed.doEdit(e)) lineName.value = '';
  }

  private async typedMove(): Promise<void> {
    const { fx, fy, tx, ty, ed } = this;
    const b = ed.v();
    const sel = ed.selected;
    if (!b || sel < 0 || !b.lines[sel]) return;
    const l = b.lines[sel];
    const from: [number, number] = [valueOf(fx), valueOf(fy)];
    const to: [number, number] = [valueOf(tx), valueOf(ty)];
    const edits: Edit[] = [];
    if (from[0] !== l.from[0] || from[1] !== l.from[1]) edits.push({ op: 'move_point', line: sel, end: 'from', at: from });
    if (to[0] !== l.to[0] || to[1] !== l.to[1]) edits.push({ op: 'move_point', line: sel, end: 'to', at: to });
    if (edits.length) await ed.doEdit(...edits);
  }

  // ---- settings ----
  private async autoStart(): Promise<void> {
    const ed = this.ed;
    const b = ed.v();
    if (!b || b.regions.length < 2) { ed.say(t('editor-auto-start-few')); return; }
    const nl = b.pieces.lion?.count ?? 3;
    const nj = b.pieces.jackal?.count ?? 9;
    const holds = (r: Region, k: string, n: number) => (r.capacity?.[k] ?? n) >= n;
    // The pack: the last region (reading order) that holds it; the lions: the regions that hold
    // a lion, farthest from the pack first (borders crossed), ties in reading order.
    const pack = [...b.regions].reverse().find((r) => holds(r, 'jackal', nj)) ?? b.regions[b.regions.length - 1];
    const far = new Map<number, number>([[pack.id, 0]]);
    for (let queue = [pack.id]; queue.length;) {
      const next: number[] = [];
      for (const id of queue) for (const n of b.regions[id - 1].neighbors) if (!far.has(n)) { far.set(n, far.get(id)! + 1); next.push(n); }
      queue = next;
    }
    const lions = b.regions.filter((r) => r.id !== pack.id && holds(r, 'lion', 1))
      .sort((x, y) => (far.get(y.id) ?? 0) - (far.get(x.id) ?? 0) || x.id - y.id)
      .slice(0, nl).map((r) => r.id);
    // By name (ids change when a line is added): the regions it needs named first, one step.
    await ed.doEdit(...startEdits(b, lions, pack.id));
  }

  /** Changing units: convert the numbers (the board keeps its size) or keep them (the board
   *  changes size), asked beside the menu; the menu shows the board's units until one is chosen. */
  private askUnits(): void {
    const { ed, unitsSel, unitsChoice } = this;
    const from = (ed.v()?.units ?? 'mm') as Units;
    const to = unitsSel.value as Units;
    unitsSel.value = from;
    if (to === from) { unitsChoice.hidden = true; return; }
    const sample = ed.v()?.frame?.width ?? 210;
    const k = MM_PER[from] / MM_PER[to];
    unitsChoice.replaceChildren(
      h('span', {}, `${from} → ${to}: `),
      btn(t('editor-units-convert'), 'convert-units', t('editor-units-convert-title', { a: formatLength(sample, from), from, b: formatLength(sample * k, to), to }), async () => {
        unitsChoice.hidden = true;
        // The answer with the new units may come before the edit's promise settles: the editor
        // leaves the grid to this handler (editor.ts followBoard).
        ed.converting = to;
        const done = await ed.doEdit({ op: 'convert_units', units: to });
        ed.converting = null;
        if (done) {
          // The same board in other numbers: the grid keeps its pitch on paper (10 mm is 1 cm)
          // and the view shows the whole board again.
          const pitch = ed.toolbar.gridPitch;
          const g = Number(pitch.value);
          if (g > 0) pitch.value = formatLength(g * k, to);
          ed.refit();
        }
      }),
      btn(t('editor-units-keep'), 'keep-units', t('editor-units-keep-title', { a: formatLength(sample, from), from, to }), () => {
        unitsChoice.hidden = true;
        void ed.doEdit({ op: 'set_units', units: to });
      }),
      btn(t('editor-cancel'), 'cancel-units', t('editor-units-cancel-title'), () => { unitsChoice.hidden = true; }),
    );
    unitsChoice.hidden = false;
  }

  renderForms(): void {
    const { ed } = this;
    const b = ed.v();
    ed.toolbar.undo.disabled = !ed.store.canUndo();
    ed.toolbar.redo.disabled = !ed.store.canRedo();
    const l = b && ed.selected >= 0 ? b.lines[ed.selected] : undefined;
    this.applyLineBtn.hidden = !l;
    this.deleteLineBtn.hidden = !l;
    if (!b) return;
    sync(this.unitsSel, b.units);
    const u = b.units;
    if (b.frame) {
      const bb = bounds({ ...b, lines: [] });
      shown(this.frameW, b.frame.width ?? bb.x1 - bb.x0, u, true);
      shown(this.frameH, b.frame.height ?? bb.y1 - bb.y0, u, true);
    }
    shown(this.lionD, b.pieces.lion?.diameter ?? null, u, true);
    shown(this.jackalD, b.pieces.jackal?.diameter ?? null, u, true);
    this.renderSizeNote(b);
    if (ed.selected >= 0 && !l) ed.selected = -1;
    // Numbered from 1, as the diagnostics number lines ("line 6" is the sixth of `lines:`).
    this.lineTitle.textContent = l ? (l.name ? t('editor-line-named', { n: lineNumber(ed.selected), name: l.name }) : t('editor-line', { n: lineNumber(ed.selected) })) : t('editor-line-new');
    if (l) {
      shown(this.fx, l.from[0], u); shown(this.fy, l.from[1], u); shown(this.tx, l.to[0], u); shown(this.ty, l.to[1], u);
    }
    this.renderGameForm(b);
  }

  /** The Board form's word on the piece sizes against the frame (pieceSizeNote). */
  private renderSizeNote(b: ValidatedBoard): void {
    const note = pieceSizeNote(b);
    if (this.sizeNote.textContent !== note) this.sizeNote.textContent = note;
    this.sizeNote.hidden = !note;
  }

  private renderGameForm(b: ValidatedBoard): void {
    const { ed, gameForm } = this;
    const g = { ...GAME_DEFAULTS, ...(b.game ?? {}) };
    const choices: Record<string, string[]> = {
      first: ['jackals', 'lions'], fit: ['at_entry', 'after_capture'], freeze: ['region', 'pieces'],
      quiet: ['no_capture', 'no_capture_possible'], setup: ['board', 'random'],
      pack_count: ['turn', 'group'], pass: ['when_stuck', 'allowed'],
      dispersal: ['one_stays', 'one_per_region'],
    };
    if (!this.gameFormBuilt) {
      this.gameFormBuilt = true;
      for (const key of Object.keys(GAME_DEFAULTS)) {
        const def = GAME_DEFAULTS[key];
        let input: HTMLInputElement | HTMLSelectElement;
        if (choices[key]) input = h('select', {}, ...choices[key].map((c) => h('option', { value: c }, t(`editor-game-value-${c.replace(/_/g, '-')}`))));
        else if (typeof def === 'boolean') input = h('input', { type: 'checkbox' });
        else {
          const [lo, hi] = GAME_RANGES[key] ?? [0, 4294967295];
          input = h('input', { type: 'number', min: String(lo), max: String(hi), step: '1', class: 'coord' });
        }
        input.id = `game-${key}`;
        input.dataset.key = key;
        input.addEventListener('change', () => {
          let value: unknown = input instanceof HTMLInputElement && input.type === 'checkbox' ? input.checked
            : input instanceof HTMLInputElement ? Number(input.value) : input.value;
          const range = GAME_RANGES[key];
          if (typeof value === 'number' && range && !(Number.isInteger(value) && value >= range[0] && value <= range[1])) {
            // The engine would refuse it: say why, and show the board's value again.
            ed.say(t('editor-game-range', { what: gameLabel(key), lo: range[0], hi: range[1] }));
            input.value = input.dataset.shown ?? '';
            return;
          }
          if (value === def) value = null; // back to the default: the key goes
          void ed.doEdit({ op: 'set_game', key, value });
        });
        gameForm.append(h('label', { class: 'opt' }, h('span', {}, gameLabel(key)), input));
      }
    }
    for (const key of Object.keys(GAME_DEFAULTS)) {
      const input = gameForm.querySelector(`#game-${key}`) as HTMLInputElement | HTMLSelectElement | null;
      if (!input) continue;
      if (input instanceof HTMLInputElement && input.type === 'checkbox') {
        if (input.dataset.shown !== String(g[key])) { input.checked = Boolean(g[key]); input.dataset.shown = String(g[key]); }
      } else sync(input, String(g[key]), input instanceof HTMLInputElement);
    }
  }

  // ---- diagnostics ----
  renderDiagnostics(): void {
    const { ed, diagList } = this;
    const store = ed.store;
    diagList.replaceChildren();
    // The store holds the first rows of each code (the worker keeps the rest, live-limits.ts);
    // the counts are of all of them.
    const ds = [...ed.importDiags, ...store.diagnostics];
    const counts = new Map<string, number>();
    for (const d of ed.importDiags) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
    for (const [code, n] of store.diagnosticCounts) counts.set(code, (counts.get(code) ?? 0) + n);
    const total = ed.importDiags.length + store.diagnosticTotal;
    if (this.extraFor !== store.yaml) { this.extraFor = store.yaml; this.extra.clear(); }
    this.diagTitle.textContent = t('editor-diagnostics-count', { n: total });
    const focus = ed.focusDiag;
    // Numbers as the page shows them (numbers.ts); the marks read the message's own points.
    const units = ed.v()?.units;
    const row = (d: Diagnostic, i: number): HTMLElement => {
      const li = h('li', { class: `diag ${d.severity}`, 'data-index': String(i), 'data-code': d.code, tabindex: '0' },
        h('span', { class: 'sev' }, t(`editor-severity-${d.severity}`)), ' ', h('span', { class: 'msg' }, formatText(d.message, units)),
        h('div', { class: 'code' }, d.code), ...(d.help ? [h('div', { class: 'help' }, formatText(d.help, units))] : []));
      if (focus && focus.code === d.code && focus.message === d.message) li.classList.add('focus');
      li.addEventListener('click', () => this.focusDiagnostic(d, li));
      return li;
    };
    if (total <= DIAG_ROWS && ds.length === total) {
      diagList.append(...ds.map(row));
    } else {
      // A big board's thousands of diagnostics: grouped by code (in the order each code first
      // comes), each group's first GROUP_ROWS rows, then "and N more", which shows MORE_ROWS
      // more of that code (fetched from the worker past the rows held).
      const held = new Map<string, Diagnostic[]>();
      for (const d of ds) { const g = held.get(d.code); if (g) g.push(d); else held.set(d.code, [d]); }
      let at = 0;
      for (const [code, count] of counts) {
        const rows = [...(held.get(code) ?? []), ...(this.extra.get(code) ?? [])];
        const n = Math.min(rows.length, count, this.diagShown.get(code) ?? GROUP_ROWS);
        const sev = rows[0]?.severity ?? 'error';
        diagList.append(h('li', { class: `diag-group ${sev}`, 'data-code': code }, `${code}: ${count}`));
        diagList.append(...rows.slice(0, n).map((d, k) => row(d, at + k)));
        at += rows.length;
        if (n < count) {
          const more = h('button', { type: 'button', class: 'more', 'data-code': code }, t('editor-diag-more', { n: count - n, code }));
          more.addEventListener('click', () => { void this.showMore(code, n + MORE_ROWS, rows.length); });
          diagList.append(h('li', { class: 'diag-more' }, more));
        }
      }
    }
    if (total === 0 && !store.stale) diagList.append(h('li', { class: 'none' }, t('editor-diag-none')));
    if (store.stale && total === 0 && store.report) diagList.append(h('li', { class: 'diag error' }, store.report));
  }
  /** How many rows of each code the list shows (after "and N more"). */
  private readonly diagShown = new Map<string, number>();
  /** Another board opened (a file, a link, a new board): every group of the list back to its
   *  first rows (a group opened on the last board stayed open on the next). */
  forgetBoard(): void {
    this.diagShown.clear();
    this.extra.clear();
    this.extraFor = '';
  }
  /** Rows of each code fetched from the worker past those the store holds, and the text they
   *  are of. */
  private readonly extra = new Map<string, Diagnostic[]>();
  private extraFor = '';

  /** "and N more": `want` rows of `code` shown, those past the `have` held fetched first. */
  private async showMore(code: string, want: number, have: number): Promise<void> {
    const store = this.ed.store;
    const count = store.diagnosticCounts.get(code) ?? 0;
    const heldRows = have - (this.extra.get(code)?.length ?? 0);
    if (have < Math.min(want, count)) {
      const yaml = store.yaml;
      // The worker's rows of the store's part of this code, past the ones held.
      const ours = heldRows - this.ed.importDiags.filter((d) => d.code === code).length;
      const rows = await store.moreDiagnostics(code, ours + (this.extra.get(code)?.length ?? 0), want - have);
      if (yaml !== store.yaml || this.extraFor !== yaml) return;
      this.extra.set(code, [...(this.extra.get(code) ?? []), ...rows]);
    }
    this.diagShown.set(code, want);
    this.renderDiagnostics();
  }

  private focusDiagnostic(d: Diagnostic, li: HTMLElement): void {
    const ed = this.ed;
    ed.focusDiag = d;
    for (const x of this.diagList.children) x.classList.toggle('focus', x === li);
    ed.layers.drawMark();
    // The span in the YAML pane.
    const s = spansOf(d)[0];
    const text = ed.yaml.text;
    let start = -1, end = -1;
    if (s) { start = byteToIndex(text, s.offset); end = byteToIndex(text, s.offset + Math.max(1, s.len)); }
    else if (d.line) {
      const lines = text.split('\n');
      start = lines.slice(0, d.line - 1).join('\n').length + (d.line > 1 ? 1 : 0);
      end = start + (lines[d.line - 1]?.length ?? 0);
    }
    if (start >= 0) ed.yaml.select(start, end);
    // Bring the marked place into view if it is outside.
    const pts = pointsInMessage(`${d.message} ${d.help ?? ''}`);
    if (pts.length && !pts.every((p) => ed.view.shows(p))) ed.fitView();
  }

  /** The focused diagnostic forgotten: its mark goes from the board, the list and the pane. */
  clearFocus(): void {
    for (const x of this.diagList.children) x.classList.remove('focus');
  }
}

/** A piece larger than this share of the frame's shorter side is implausible for the frame. */
export const PIECE_SHARE_MAX = 0.25;

/**
 * What the Board form says when a piece is implausibly large for the frame: its diameter over a
 * quarter of the frame's shorter side (a 0.5 m lion on a 0.6 m sheet: four lions would not lie
 * side by side across it, and the three lions need a region each), as a units slip or a typo
 * makes. The engine's `board::implausible-size` judges sizes against the unit (pieces under 1 mm
 * or over 2 m, fields under 5 mm or over 100 m), not against each other, and on a sheet with no
 * lines yet the page shows its hint in place of the engine's `too-few-lion-regions`, so this is
 * the only word a designer gets before drawing. '' when every piece fits.
 */
export function pieceSizeNote(b: Pick<ValidatedBoard, 'units' | 'frame' | 'pieces'>): string {
  if (!b.frame) return '';
  const xs = b.frame.polygon.map((q) => q[0]), ys = b.frame.polygon.map((q) => q[1]);
  const w = b.frame.width ?? (xs.length ? Math.max(...xs) - Math.min(...xs) : 0);
  const hh = b.frame.height ?? (ys.length ? Math.max(...ys) - Math.min(...ys) : 0);
  const short = Math.min(w, hh);
  if (!(short > 0)) return '';
  const big = Object.entries(b.pieces ?? {})
    .filter(([, p]) => p && p.diameter > PIECE_SHARE_MAX * short)
    .sort((x, y) => y[1].diameter - x[1].diameter);
  if (!big.length) return '';
  const u = b.units;
  const len = (x: number) => `${formatLength(x, u)} ${u}`;
  const [kind, p] = big[0];
  const others = big.slice(1).map(([k]) => k);
  const piece = (k: string) => (k === 'lion' || k === 'jackal' ? t(`editor-piece-${k}`) : k);
  return t('editor-piece-size', { kind: piece(kind), d: len(p.diameter), w: formatLength(w, u), h: len(hh), quarter: len(PIECE_SHARE_MAX * short) })
    + (others.length ? t('editor-piece-size-also', { n: others.length, others: others.map(piece).join(', ') }) : '')
    + t('editor-piece-size-end', { units: u });
}

/**
 * Show the board's number `x` (a length in `units`) in a field, rounded as the page shows numbers
 * (numbers.ts); the exact value is kept beside it, so a field left as shown gives the board's own
 * number back (valueOf), never the rounded one. `keepTyped`: as `sync`'s.
 */
export function shown(input: HTMLInputElement, x: number | null, units: string, keepTyped = false): void {
  sync(input, x === null ? '' : formatLength(x, units), keepTyped);
  if (input.value === input.dataset.shown) input.dataset.exact = x === null ? '' : String(x);
}

/** A number field's value: the board's exact number while the field shows it unchanged (shown),
 *  else the number typed (NaN when it is none). */
export function valueOf(input: HTMLInputElement): number {
  if (input.value === input.dataset.shown && input.dataset.exact) return Number(input.dataset.exact);
  return input.value.trim() === '' ? NaN : Number(input.value);
}

/** A game option's label (`jackal_points`: "jackal points"). */
function gameLabel(key: string): string {
  return t(`editor-game-${key.replace(/_/g, '-')}`);
}

function coord(id: string, min?: string): HTMLInputElement {
  const attrs: Record<string, string> = { type: 'number', step: 'any', id, class: 'coord' };
  if (min !== undefined) attrs.min = min;
  return h('input', attrs);
}
