/**
 * The Design tab's toolbar: files, downloads, the tools (one button per entry of tools/index.ts),
 * undo and redo, the grid, and the verdict.
 */
import { EMPTY_SHEET } from '../board-store';
import { btn, h } from './dom';
import type { Editor } from './editor';
import type { Units } from './panels';

/** The grid pitch for each unit, when the units change by any way but Convert (the YAML typed,
 *  Keep numbers, an undo): about a centimetre on paper in each (issue 39). */
export const GRID_DEFAULT: Record<Units, number> = { mm: 10, cm: 1, in: 0.5, m: 0.01 };

export class Toolbar {
  readonly el = h('div', { class: 'toolbar' });
  readonly fileInput = h('input', { type: 'file', accept: '.yaml,.yml,.json,.svg,.svgz,.jpg,.jpeg,.png,.webp', id: 'open-file', hidden: '' });
  readonly toolButtons = new Map<string, HTMLButtonElement>();
  readonly undo: HTMLButtonElement;
  readonly redo: HTMLButtonElement;
  readonly gridOn = h('input', { type: 'checkbox', id: 'grid-on', checked: '' });
  readonly gridPitch = h('input', { type: 'number', id: 'grid-pitch', value: String(GRID_DEFAULT.mm), min: '0', step: 'any', size: '4', title: 'grid pitch in board units' });
  /** Of a fixed width (its whole text in its title): the board never resizes as it changes. */
  readonly verdict = h('div', { class: 'verdict', id: 'verdict', role: 'status' }, '…');
  readonly paper = h('select', { id: 'paper', title: 'the PDF\'s paper' }, ...['A4', 'A3', 'A2', 'Letter', 'Legal', 'Tabloid'].map((p) => h('option', { value: p }, p)));

  constructor(ed: Editor) {
    const store = ed.store;
    const toolGroup = h('div', { class: 'group tools', role: 'group' });
    for (const t of ed.tools) {
      const b = btn(t.label, `tool-${t.id}`, `${t.title} (${t.key.toUpperCase()})`, () => ed.setTool(t.id));
      this.toolButtons.set(t.id, b);
      toolGroup.append(b);
    }
    this.undo = btn('Undo', 'undo', 'undo (Ctrl+Z)', () => store.undo());
    this.redo = btn('Redo', 'redo', 'redo (Ctrl+Shift+Z)', () => store.redo());
    this.el.append(
      h('div', { class: 'group' },
        // Undo brings the board back: no question asked.
        btn('New board', 'new', 'start fresh: a new empty board (Undo brings this one back)', () => ed.files.newBoard()),
        // Open: a board file or a drawing, or a photo of a board drawn by hand (photo.ts).
        h('details', { class: 'menu', id: 'open-menu' },
          h('summary', { title: 'open a board file or a drawing, or read a photo of a board drawn by hand' }, 'Open'),
          h('div', { class: 'menu-body' },
            btn('Board or drawing…', 'open', 'open a board file (YAML/JSON), import an SVG drawing, or read a photo (JPEG, PNG, WebP)', () => this.fileInput.click()),
            ...ed.photo.items)),
        btn('Save YAML', 'save-yaml', 'download the board file as written', () => ed.files.saveYaml()),
        btn('Copy link', 'copy-link', 'a link that holds the whole board (#board=…): whoever opens it gets this board', () => void ed.files.copyLink()),
        this.fileInput),
      // The downloads in one menu (the toolbar fits 1280 px with room for the verdict).
      h('details', { class: 'group menu', id: 'export' },
        h('summary', { title: 'download the board file or the print sheet' }, 'Export'),
        h('div', { class: 'menu-body' },
        btn('Board file', 'dl-board', 'download the validated board file (JSON, with capacities)', () => void ed.files.downloadBuilt()),
        btn('Sheet SVG', 'dl-svg', 'download the print sheet as SVG (true scale)', () => void ed.files.downloadSheet('svg')),
        btn('Sheet PDF', 'dl-pdf', 'download the print sheet as PDF (true scale, tiled on the paper when larger)', () => void ed.files.downloadSheet('pdf')),
        btn('Sheet PNG', 'dl-png', 'download the print sheet as a PNG picture (4 pixels a mm, at most 4096 a side)', () => void ed.files.downloadSheet('png')),
        btn('Print…', 'print', 'print the sheet from here: the cover, then the pages on the paper chosen (print at 100 %)', () => void ed.printer.print()),
        h('label', { title: 'the paper of the PDF and of printing' }, 'paper ', this.paper),
        h('label', { class: 'scale-correction', title: 'the printer\'s correction, as the cover asks: if its 100 mm square prints 99.5 × 100.3 mm, type 1.005 and 0.997 (0.8 to 1.25; 1: none)' },
          'scale correction ', ed.printer.scaleX, ' × ', ed.printer.scaleY))),
      toolGroup,
      h('div', { class: 'group' }, this.undo, this.redo),
      h('div', { class: 'group' }, h('label', {}, this.gridOn, ' grid '), this.gridPitch,
        btn('Fit', 'zoom-fit', 'show the whole board', () => ed.fitView())),
      this.verdict,
    );
    this.closeMenus();
  }

  /** A menu closes when one of its buttons is pressed, when a file is chosen from it (a photo:
   *  the chooser's answer comes after the button's click, and on a phone the menu would stay
   *  over the board), when a box in it is ticked, and on a click anywhere else. Its settings
   *  (the paper, the sizes) keep it open: they are chosen before its button. */
  private closeMenus(): void {
    for (const m of this.el.querySelectorAll<HTMLDetailsElement>('details.menu')) {
      m.addEventListener('click', (e) => { if ((e.target as Element).closest('button')) m.open = false; });
      m.addEventListener('change', (e) => {
        const t = e.target;
        if (t instanceof HTMLInputElement && (t.type === 'file' || t.type === 'checkbox')) m.open = false;
      });
      document.addEventListener('pointerdown', (e) => { if (!m.contains(e.target as Node)) m.open = false; });
    }
  }

  /** The chosen tool's button pressed. */
  showTool(id: string): void {
    for (const [k, b] of this.toolButtons) b.setAttribute('aria-pressed', String(k === id));
  }

  renderVerdict(ed: Editor): void {
    const { store, verdict } = { store: ed.store, verdict: this.verdict };
    const b = ed.v();
    const n = b && !store.stale ? b.regions.length : null;
    const parts: string[] = [];
    parts.push(n === null ? 'no regions' : `${n} region${n === 1 ? '' : 's'}`);
    if (store.errors > 0) parts.push(`${store.errors} error${store.errors === 1 ? '' : 's'}`);
    if (store.warnings > 0) parts.push(`${store.warnings} warning${store.warnings === 1 ? '' : 's'}`);
    // A sheet with nothing drawn yet: a hint of what to do, not "valid" (board-store.ts).
    const empty = !store.stale && store.diagnostics.some((d) => d.code === EMPTY_SHEET);
    if (empty && store.errors === 0) parts.push('empty sheet: draw lines');
    else if (store.errors === 0) parts.push(store.stage === 'full' ? 'valid' : 'valid so far (capacities…)');
    verdict.textContent = parts.join(' · ');
    verdict.title = verdict.textContent;
    verdict.className = `verdict ${store.errors > 0 ? 'bad' : store.warnings > 0 ? 'warn' : empty ? 'hint' : 'good'}`;
    verdict.dataset.regions = n === null ? '' : String(n);
    verdict.dataset.stage = store.stage ?? '';
  }
}
