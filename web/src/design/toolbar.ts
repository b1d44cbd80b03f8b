/**
 * The Design tab's toolbar: files, downloads, the tools (one button per entry of tools/index.ts),
 * undo and redo, the grid, and the verdict.
 */
import { EMPTY_SHEET } from '../board-store';
import { btn, h } from './dom';
import type { Editor } from './editor';
import type { Units } from './panels';
import { t } from '../i18n';

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
  readonly gridPitch = h('input', { type: 'number', id: 'grid-pitch', value: String(GRID_DEFAULT.mm), min: '0', step: 'any', size: '4', title: t('editor-grid-pitch-title') });
  /** Of a fixed width (its whole text in its title): the board never resizes as it changes. */
  readonly verdict = h('div', { class: 'verdict', id: 'verdict', role: 'status' }, '…');
  readonly paper = h('select', { id: 'paper', title: t('editor-paper-pdf-title') }, ...['A4', 'A3', 'A2', 'Letter', 'Legal', 'Tabloid'].map((p) => h('option', { value: p }, p)));

  constructor(ed: Editor) {
    const store = ed.store;
    const toolGroup = h('div', { class: 'group tools', role: 'group' });
    for (const t of ed.tools) {
      const b = btn(t.label, `tool-${t.id}`, `${t.title} (${t.key.toUpperCase()})`, () => ed.setTool(t.id));
      this.toolButtons.set(t.id, b);
      toolGroup.append(b);
    }
    this.undo = btn(t('editor-undo'), 'undo', t('editor-undo-title'), () => store.undo());
    this.redo = btn(t('editor-redo'), 'redo', t('editor-redo-title'), () => store.redo());
    this.el.append(
      h('div', { class: 'group' },
        // Undo brings the board back: no question asked.
        btn(t('editor-new'), 'new', t('editor-new-title'), () => ed.files.newBoard()),
        // Open: a board file or a drawing, or a photo of a board drawn by hand (photo.ts).
        h('details', { class: 'menu', id: 'open-menu' },
          h('summary', { title: t('editor-open-title') }, t('editor-open')),
          h('div', { class: 'menu-body' },
            btn(t('editor-open-file'), 'open', t('editor-open-file-title'), () => this.fileInput.click()),
            ...ed.photo.items)),
        btn(t('editor-save-yaml'), 'save-yaml', t('editor-save-yaml-title'), () => ed.files.saveYaml()),
        btn(t('editor-copy-link'), 'copy-link', t('editor-copy-link-title'), () => void ed.files.copyLink()),
        this.fileInput),
      // The downloads in one menu (the toolbar fits 1280 px with room for the verdict).
      h('details', { class: 'group menu', id: 'export' },
        h('summary', { title: t('editor-export-title') }, t('editor-export')),
        h('div', { class: 'menu-body' },
        btn(t('editor-dl-board'), 'dl-board', t('editor-dl-board-title'), () => void ed.files.downloadBuilt()),
        btn(t('editor-dl-svg'), 'dl-svg', t('editor-dl-svg-title'), () => void ed.files.downloadSheet('svg')),
        btn(t('editor-dl-pdf'), 'dl-pdf', t('editor-dl-pdf-title'), () => void ed.files.downloadSheet('pdf')),
        btn(t('editor-dl-png'), 'dl-png', t('editor-dl-png-title'), () => void ed.files.downloadSheet('png')),
        btn(t('editor-print'), 'print', t('editor-print-title'), () => void ed.printer.print()),
        h('label', { title: t('editor-paper-title') }, `${t('editor-paper')} `, this.paper),
        h('label', { class: 'scale-correction', title: t('editor-scale-correction-title') },
          `${t('editor-scale-correction')} `, ed.printer.scaleX, ' × ', ed.printer.scaleY))),
      toolGroup,
      h('div', { class: 'group' }, this.undo, this.redo),
      h('div', { class: 'group' }, h('label', {}, this.gridOn, ` ${t('editor-grid')} `), this.gridPitch,
        btn(t('editor-fit'), 'zoom-fit', t('editor-fit-title'), () => ed.fitView())),
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
    if (store.pending) {
      // The newest text is being built: the last verdict stays whole (never its region count
      // with the new text's errors, or the reverse), marked as being checked; a board just
      // opened has none yet.
      const checking = h('span', { class: 'checking' }, t('editor-verdict-checking'));
      if (this.settled) verdict.replaceChildren(`${this.settled.text} · `, checking);
      else verdict.replaceChildren(checking);
      verdict.className = `${this.settled?.cls ?? 'verdict'} pending`;
      verdict.title = verdict.textContent ?? '';
      verdict.setAttribute('aria-busy', 'true');
      verdict.dataset.regions = '';
      verdict.dataset.stage = '';
      return;
    }
    const b = ed.v();
    const n = b && !store.stale ? b.regions.length : null;
    const parts: string[] = [];
    parts.push(n === null ? t('editor-verdict-no-regions') : t('editor-verdict-regions', { n }));
    if (store.errors > 0) parts.push(t('editor-verdict-errors', { n: store.errors }));
    if (store.warnings > 0) parts.push(t('editor-verdict-warnings', { n: store.warnings }));
    // A sheet with nothing drawn yet: a hint of what to do, not "valid" (board-store.ts).
    const empty = !store.stale && store.diagnostics.some((d) => d.code === EMPTY_SHEET);
    if (empty && store.errors === 0) parts.push(t('editor-verdict-empty'));
    else if (store.errors === 0) parts.push(t(store.stage === 'full' ? 'editor-verdict-valid' : 'editor-verdict-valid-so-far'));
    verdict.textContent = parts.join(' · ');
    verdict.title = verdict.textContent;
    verdict.className = `verdict ${store.errors > 0 ? 'bad' : store.warnings > 0 ? 'warn' : empty ? 'hint' : 'good'}`;
    verdict.removeAttribute('aria-busy');
    verdict.dataset.regions = n === null ? '' : String(n);
    verdict.dataset.stage = store.stage ?? '';
    this.settled = { text: verdict.textContent, cls: verdict.className };
  }
  /** The verdict of the last text built (shown, marked, while a newer one is built). */
  private settled: { text: string; cls: string } | null = null;
  /** Another board opened: its verdict is not the last one's. */
  forgetVerdict(): void { this.settled = null; }
}
