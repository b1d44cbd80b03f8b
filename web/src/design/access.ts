/**
 * The Design tab without a pointer (issue 37 part 10): the board read and edited from lists a
 * keyboard reaches and a screen reader reads.
 *
 * - **Lines**: one button per line ("line 3: from (0, 150) to (420, 150)", numbered from 1 as
 *   the diagnostics number them); Enter or Space selects it (the Select tool's selection), then
 *   the arrow keys move it (shortcuts.ts) and "from end" / "to end" make the arrows move that
 *   end only (`Editor.nudgeEnd`).
 * - **Regions**: each region's name, capacity and neighbours in words, with a "Name" button
 *   (the name form, as the Name tool's click opens it).
 * - **Start**: one menu per lion and one for the pack: the region it starts in (`set_start`, as
 *   the Start tool's drag writes it).
 * - A diagnostic's row: Enter (or Space) marks it as a click does, then moves the focus to the
 *   line it is about (selected) or its first region in the lists.
 * - The board's SVG is one image named by a sentence of its counts (its labels are not read one
 *   after another); the form fields without a visible label get a name (`FIELD_NAMES`).
 *
 * The lists are built only while their section is open (a big board has thousands of regions),
 * and updated in place (the focused row keeps its focus across a redraw).
 */
import type { Diagnostic, Edit, Region, ValidatedBoard } from '../engine-types';
import { h } from './dom';
import type { Editor } from './editor';
import { capacityPhrases } from './geometry';
import { formatLength } from '../numbers';
import { byteToIndex, lineEntryAt, spansOf } from './spans';
import { t } from '../i18n';

/** The accessible names of the form fields whose visible text does not name them, by id. */
export const FIELD_NAMES: Readonly<Record<string, string>> = {
  'line-from-x': t('editor-field-line-from-x'), 'line-from-y': t('editor-field-line-from-y'),
  'line-to-x': t('editor-field-line-to-x'), 'line-to-y': t('editor-field-line-to-y'),
  'line-name': t('editor-field-line-name'), 'region-name': t('editor-region-name-placeholder'),
  units: t('editor-units'), 'frame-w': t('editor-frame-width'), 'frame-h': t('editor-frame-height'),
  'lion-d': t('editor-lion-diameter-what'), 'jackal-d': t('editor-jackal-diameter-what'), 'grid-pitch': t('editor-grid-pitch-title'),
};

/** The most rows a list shows (the rest: zoom in on the board, or the YAML pane). */
export const LIST_ROWS = 500;

/** A line's words: `line 3 (river): from (0, 150) to (420, 150)`, numbered from 1. */
export function lineWords(b: ValidatedBoard, i: number): string {
  const l = b.lines[i];
  const p = (q: [number, number]): string => `(${formatLength(q[0], b.units)}, ${formatLength(q[1], b.units)})`;
  return t(l.name ? 'editor-line-words-named' : 'editor-line-words', { n: i + 1, name: l.name ?? '', from: p(l.from), to: p(l.to) });
}

/** Each region's corner-only contacts (the other region of each corner it is in), by id, in
 *  the order of `b.corners`, each once. */
export function cornerContacts(b: ValidatedBoard): Map<number, number[]> {
  const m = new Map<number, number[]>();
  const add = (a: number, o: number): void => {
    const l = m.get(a);
    if (!l) m.set(a, [o]); else if (!l.includes(o)) l.push(o);
  };
  for (const c of b.corners) { add(c.regions[0], c.regions[1]); add(c.regions[1], c.regions[0]); }
  return m;
}

/** A region's words: its name (or number), what it holds, its neighbours and corner contacts
 *  (`contacts`: cornerContacts of the board, made once for a whole list). */
export function regionWords(b: ValidatedBoard, r: Region, contacts = cornerContacts(b)): string {
  const nm = (id: number): string => b.regions[id - 1]?.name ?? t('editor-region-lower', { id });
  const caps = capacityPhrases(b, r);
  const corners = contacts.get(r.id) ?? [];
  const holds = caps.length === 0 ? t('editor-holds-unknown') : caps[0] === t('cap-all') ? t('editor-holds-all') : t('editor-holds', { list: caps.join(', ') });
  return `${regionName(r)}: ${holds}; `
    + t('editor-neighbours', { list: r.neighbors.map(nm).join(', ') || t('editor-none') })
    + (corners.length ? `; ${t('editor-corner-only', { list: corners.map(nm).join(', ') })}` : '');
}

/** A region as the lists name it: `river (region 3)`, or `region 3`. */
function regionName(r: Region): string {
  return r.name ? t('editor-region-named-lower', { name: r.name, id: r.id }) : t('editor-region-lower', { id: r.id });
}

export class Access {
  private readonly lineList = h('ul', { class: 'a11y-list', id: 'line-list', 'aria-label': t('editor-lines-label') });
  private readonly regionList = h('ul', { class: 'a11y-list', id: 'region-list', 'aria-label': t('editor-regions-label') });
  private readonly startForm = h('div', { class: 'start-form', id: 'start-form' });
  private readonly linesBox = h('details', { class: 'settings', id: 'lines-box' });
  private readonly regionsBox = h('details', { class: 'settings', id: 'regions-box' });
  private readonly startBox = h('details', { class: 'settings', id: 'start-box' });
  private readonly linesTitle = h('summary', {}, t('editor-lines'));
  private readonly regionsTitle = h('summary', {}, t('editor-regions'));
  /** What the start's menus were built from (rebuilt only when it changes: a menu open keeps). */
  private startSig = '';
  /** Said to a screen reader (politely): what a key just changed (a line moved, a region named). */
  private readonly status = h('div', { class: 'sr-only', id: 'a11y-status', role: 'status' });
  /** Where the focus goes back to when the name form closes (the Name button that opened it). */
  private returnTo: HTMLElement | null = null;

  constructor(private readonly ed: Editor) {
    this.linesBox.append(this.linesTitle, this.lineList);
    this.regionsBox.append(this.regionsTitle, this.regionList);
    this.startBox.append(h('summary', {}, t('editor-start-pieces')), this.startForm);
    for (const box of [this.linesBox, this.regionsBox, this.startBox]) box.addEventListener('toggle', () => this.render());
    ed.panels.el.append(this.linesBox, this.regionsBox, this.startBox, this.status);
    // The name form: Escape closes it; closed (named, or Escape), the focus goes back to the
    // Name button that opened it (the form's field would otherwise take the focus with it).
    const form = ed.root.querySelector('#name-form') as HTMLFormElement | null;
    if (form) {
      form.addEventListener('keydown', (e) => { if (e.key === 'Escape') { e.preventDefault(); form.hidden = true; } });
      new MutationObserver(() => {
        if (!form.hidden || !this.returnTo) return;
        const back = this.returnTo;
        this.returnTo = null;
        if (document.activeElement === document.body || form.contains(document.activeElement)) back.focus();
      }).observe(form, { attributes: true, attributeFilter: ['hidden'] });
    }
    for (const [id, name] of Object.entries(FIELD_NAMES)) ed.root.querySelector(`#${id}`)?.setAttribute('aria-label', name);
    ed.board.setAttribute('role', 'img');
    ed.board.setAttribute('aria-describedby', 'board-help');
    ed.boardWrap.append(h('p', { id: 'board-help', class: 'sr-only' },
      t('editor-board-help')));
    // Enter (or Space) on a diagnostic's row: marked as a click marks it, then the focus goes to
    // what it is about.
    ed.panels.el.addEventListener('keydown', (e) => {
      const li = (e.target as Element).closest?.('li.diag');
      if (!li || (e.key !== 'Enter' && e.key !== ' ') || e.ctrlKey || e.metaKey || e.altKey) return;
      e.preventDefault();
      e.stopPropagation();
      (li as HTMLElement).click();
      if (ed.focusDiag) this.goTo(ed.focusDiag);
    });
  }

  /** The lists and the board's name brought up to the board and the selection. */
  render(): void {
    const b = this.ed.v();
    const stale = this.ed.store.stale;
    const n = b?.regions.length ?? 0;
    const m = b?.lines.length ?? 0;
    this.ed.board.setAttribute('aria-label', !b ? t('editor-board-label-none')
      : t(stale ? 'editor-board-label-stale' : 'editor-board-label', { regions: t('editor-verdict-regions', { n }), lines: t('editor-lines-count', { n: m }) }));
    this.linesTitle.textContent = t('editor-lines-title', { n: m });
    this.regionsTitle.textContent = t('editor-regions-title', { n: stale ? '…' : n });
    if (!b) return;
    if (this.linesBox.open) this.renderLines(b);
    if (this.regionsBox.open && !stale) this.renderRegions(b);
    if (this.startBox.open && !stale) this.renderStart(b);
  }

  private renderLines(b: ValidatedBoard): void {
    const ed = this.ed;
    const rows = Math.min(b.lines.length, LIST_ROWS);
    const list = this.lineList;
    while (list.children.length > rows) list.lastElementChild!.remove();
    for (let i = 0; i < rows; i++) {
      let li = list.children[i] as HTMLLIElement | undefined;
      if (!li) {
        const k = i;
        const pick = h('button', { type: 'button', class: 'pick', 'data-line': String(k) });
        pick.addEventListener('click', () => this.selectLine(k));
        const ends = h('span', { class: 'ends', role: 'group', 'aria-label': t('editor-ends-label') });
        for (const [end, label] of [['', t('editor-ends-whole')], ['from', t('editor-ends-from')], ['to', t('editor-ends-to')]] as const) {
          const e = h('button', { type: 'button', 'data-end': end }, label);
          e.addEventListener('click', () => { ed.nudgeEnd = end || null; this.render(); });
          ends.append(e);
        }
        li = h('li', {}, pick, ends);
        list.append(li);
      }
      const sel = ed.isSelected(i);
      const pick = li.querySelector('.pick') as HTMLButtonElement;
      const words = lineWords(b, i);
      if (pick.textContent !== words) {
        // The focused line moved by a key: said (a button's new text is not read by itself).
        if (pick.textContent && list.contains(document.activeElement) && sel) this.status.textContent = t('editor-moved', { words });
        pick.textContent = words;
      }
      pick.setAttribute('aria-pressed', String(sel));
      const ends = li.querySelector('.ends') as HTMLElement;
      // The ends' choice: for the one line selected alone.
      ends.hidden = !(sel && ed.selection().length === 1);
      for (const e of ends.querySelectorAll('button')) e.setAttribute('aria-pressed', String((e.dataset.end || null) === ed.nudgeEnd));
    }
    const more = b.lines.length - rows;
    if (more > 0) list.append(h('li', { class: 'more-note' }, t('editor-lines-more', { n: more })));
  }

  private renderRegions(b: ValidatedBoard): void {
    const list = this.regionList;
    const rows = Math.min(b.regions.length, LIST_ROWS);
    const contacts = cornerContacts(b);
    while (list.children.length > rows) list.lastElementChild!.remove();
    for (let i = 0; i < rows; i++) {
      let li = list.children[i] as HTMLLIElement | undefined;
      if (!li) {
        const id = i + 1;
        const name = h('button', { type: 'button', class: 'name-region' }, t('editor-name-submit'));
        name.addEventListener('click', () => {
          const r = this.ed.v()?.regions[id - 1];
          if (!r) return;
          this.returnTo = name;
          this.ed.panels.askName(r);
        });
        li = h('li', { 'data-id': String(id), tabindex: '-1' }, h('span', { class: 'words' }), ' ', name);
        list.append(li);
      }
      const r = b.regions[i];
      const words = regionWords(b, r, contacts);
      const span = li.querySelector('.words') as HTMLElement;
      if (span.textContent !== words) {
        if (span.textContent && r.name && !span.textContent.startsWith(`${r.name} `)) this.status.textContent = t('editor-named', { name: regionName(r) });
        span.textContent = words;
      }
      li.querySelector('.name-region')!.setAttribute('aria-label', t('editor-name-region', { name: r.name ?? t('editor-region-lower', { id: r.id }) }));
    }
    const more = b.regions.length - rows;
    if (more > 0) list.append(h('li', { class: 'more-note' }, t('editor-regions-more', { n: more })));
  }

  private renderStart(b: ValidatedBoard): void {
    const sig = JSON.stringify([b.setup, b.regions.map((r) => r.name), b.pieces]);
    if (sig === this.startSig && this.startForm.childElementCount) return;
    this.startSig = sig;
    const form = this.startForm;
    if (!b.setup || b.regions.length === 0) {
      form.replaceChildren(h('p', {}, t('editor-start-none-list')));
      return;
    }
    const setup = b.setup;
    const menu = (label: string, at: number | null | undefined, on: (id: number) => void): HTMLElement => {
      const sel = h('select', {}, ...b.regions.map((r) => h('option', { value: String(r.id) }, regionName(r))));
      if (at) sel.value = String(at);
      sel.addEventListener('change', () => on(Number(sel.value)));
      return h('label', { class: 'opt' }, h('span', {}, label), sel);
    };
    const write = (lions: number[], jackals: number): void => {
      const v = this.ed.v();
      if (!v) return;
      const e: Edit = { op: 'set_start', lions: lions.map((id) => this.ed.refOf(v, id)), jackals: this.ed.refOf(v, jackals) };
      void this.ed.doEdit(e);
    };
    const pack = setup.jackals ?? b.regions[b.regions.length - 1].id;
    form.replaceChildren(
      ...setup.lions.map((at, k) => menu(t('editor-lion-starts', { n: k + 1 }), at, (id) => write(setup.lions.map((x, j) => (j === k ? id : x)), pack))),
      menu(t('editor-pack-starts'), setup.jackals, (id) => write(setup.lions, id)),
    );
  }

  /** Select line `i` (the Select tool chosen) and keep the focus on its row. */
  private selectLine(i: number): void {
    const ed = this.ed;
    if (ed.tool.id !== 'select') ed.setTool('select');
    ed.select([i]);
  }

  /** The focus moved to what diagnostic `d` is about: the line its span is in (selected), else
   *  its first region. */
  goTo(d: Diagnostic): void {
    const b = this.ed.v();
    if (!b) return;
    const yaml = this.ed.store.yaml;
    const lines = spansOf(d).map((s) => lineEntryAt(yaml, byteToIndex(yaml, s.offset))).filter((i) => i >= 0 && i < b.lines.length);
    if (lines.length) {
      this.selectLine(lines[0]);
      this.linesBox.open = true;
      this.render();
      (this.lineList.querySelector(`button.pick[data-line="${lines[0]}"]`) as HTMLElement | null)?.focus();
      return;
    }
    const id = (d.regions ?? []).find((r) => r >= 1 && r <= Math.min(b.regions.length, LIST_ROWS));
    if (id) {
      this.regionsBox.open = true;
      this.render();
      (this.regionList.querySelector(`li[data-id="${id}"]`) as HTMLElement | null)?.focus();
    }
  }
}
