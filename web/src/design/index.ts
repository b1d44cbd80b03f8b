/**
 * The Design tab: the board drawn in SVG in board units (x right, y down), edited with the
 * pointer and by typed coordinates, checked live by the engine, with its YAML text beside it.
 *
 * Every board edit goes through the engine's `edit` (the library's YAML span tree keeps the
 * designer's comments) and lands in the BoardStore as new text; the live pipeline then rebuilds
 * regions and adjacency (fast) and capacities (after the pointer stops), and this tab redraws.
 */
import type { AppContext } from '../app-context';
import type { BoardStore } from '../board-store';
import type { Diagnostic, Edit, Point, Region, TextResult, ValidatedBoard } from '../engine-types';
import { fallbackEdit, GAME_DEFAULTS, renameRegion } from './fallback';
import {
  capacityPhrases, colourRegions, dist, labelRoom, regionAt, regionPath, roundInside, roundTo, segmentsOf, snapPoint,
  type Snap,
} from './geometry';

const SVG = 'http://www.w3.org/2000/svg';

type Tool = 'draw' | 'select' | 'name' | 'pieces' | 'frame';

/** Snap distance on screen, in CSS pixels. */
const SNAP_PX = 9;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...kids: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...kids);
  return e;
}

const fmt = (x: number) => String(roundTo(x, 0.001));

type Units = 'mm' | 'cm' | 'in' | 'm';
/** Millimetres per unit (src/units.rs). */
const MM_PER: Record<Units, number> = { mm: 1, cm: 10, m: 1000, in: 25.4 };

/** Byte offset in the UTF-8 text -> index in the JS string (UTF-16). */
export function byteToIndex(text: string, byte: number): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    if (bytes >= byte) return i;
    const c = text.codePointAt(i)!;
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (c >= 0x10000) i++;
  }
  return text.length;
}

/** The spans (byte offset, length) a diagnostic points at, in either label shape. */
function spansOf(d: Diagnostic): { offset: number; len: number }[] {
  return (d.labels ?? []).flatMap((l) => {
    if (l.span) return [l.span];
    if (typeof l.offset === 'number') return [{ offset: l.offset, len: l.length ?? 0 }];
    return [];
  });
}

/**
 * Which entry of `lines:` (0-based) the text index `at` falls in, by the block's layout: the
 * entries are the `- ` items of the top-level `lines:` key. -1 when `at` is not in that block.
 */
export function lineEntryAt(yaml: string, at: number): number {
  const m = /^lines:[^\n]*\n/m.exec(yaml);
  if (!m || at < m.index) return -1;
  let i = m.index + m[0].length;
  let entry = -1;
  while (i < yaml.length) {
    const end = yaml.indexOf('\n', i) < 0 ? yaml.length : yaml.indexOf('\n', i) + 1;
    const line = yaml.slice(i, end);
    if (/^\S/.test(line) && !line.startsWith('-')) break; // the next top-level key
    if (/^\s*- /.test(line) || /^-\s/.test(line)) {
      const indent = line.length - line.trimStart().length;
      if (indent <= 2) entry++;
    }
    if (at < end) return entry;
    i = end;
  }
  return -1;
}

/** Points written in a message, `(x, y)`: the places a diagnostic names. */
export function pointsInMessage(s: string): Point[] {
  const out: Point[] = [];
  for (const m of s.matchAll(/\((-?[0-9][0-9.e+-]*), (-?[0-9][0-9.e+-]*)\)/g)) {
    const p: Point = [Number(m[1]), Number(m[2])];
    if (Number.isFinite(p[0]) && Number.isFinite(p[1])) out.push(p);
  }
  return out;
}

function download(name: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** A file name from the board's name. */
function baseName(v: ValidatedBoard | null): string {
  const n = (v?.name ?? 'board').trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return n || 'board';
}

export function mountDesign(root: HTMLElement, ctx: AppContext, store: BoardStore): void {
  const engine = ctx.engine;

  // ---- layout ----
  const toolbar = h('div', { class: 'toolbar' });
  const boardWrap = h('div', { class: 'board-wrap' });
  const board = svg('svg', { id: 'board', class: 'board tool-draw' });
  boardWrap.append(board);
  const yamlPane = h('textarea', { id: 'yaml', class: 'yaml', spellcheck: 'false', 'aria-label': 'board YAML' });
  const side = h('div', { class: 'side' });
  const readout = h('div', { class: 'readout', id: 'readout' });
  boardWrap.append(readout);
  // Behind the (transparent) text area, the same text with the focused diagnostic's span marked:
  // the mark stays while the designer works on the board, and the pane keeps no focus.
  const yamlBack = h('div', { class: 'yaml-back', 'aria-hidden': 'true' });
  const yamlCol = h('div', { class: 'yaml-col' }, h('div', { class: 'pane-title' }, 'Board file (YAML)'),
    h('div', { class: 'yaml-wrap' }, yamlBack, yamlPane));
  root.append(toolbar, h('div', { class: 'design' }, boardWrap, yamlCol, side));

  // SVG layers, bottom to top.
  const defs = svg('defs');
  const gGrid = svg('g', { class: 'grid' });
  const gRegions = svg('g', { class: 'regions' });
  const gFrame = svg('g', { class: 'frame' });
  const gLines = svg('g', { class: 'lines' });
  const gLoose = svg('g', { class: 'loose' });
  const gCorners = svg('g', { class: 'corners' });
  const gLabels = svg('g', { class: 'labels' });
  const gPieces = svg('g', { class: 'pieces' });
  const gMark = svg('g', { class: 'mark' });
  const gDraft = svg('g', { class: 'draft' });
  board.append(defs, gGrid, gRegions, gFrame, gLines, gLoose, gCorners, gLabels, gPieces, gMark, gDraft);

  // ---- toolbar ----
  const btn = (label: string, id: string, title: string, on: () => void) => {
    const b = h('button', { id, title, type: 'button' }, label);
    b.addEventListener('click', on);
    return b;
  };
  const fileInput = h('input', { type: 'file', accept: '.yaml,.yml,.json,.svg', id: 'open-file', hidden: '' });
  const tools: [Tool, string, string][] = [
    ['draw', 'Draw', 'draw straight lines: press, drag, release (snaps to ends, lines, the frame and the grid)'],
    ['select', 'Select', 'select a line; drag its ends or the line; Delete removes it'],
    ['name', 'Name', 'click a region to name it'],
    ['pieces', 'Start', 'drag the lions and the pack to set up the start'],
    ['frame', 'Frame', 'click the corners of a polygon frame; double-click (or click the first corner) to close'],
  ];
  const toolButtons = new Map<Tool, HTMLButtonElement>();
  const toolGroup = h('div', { class: 'group tools', role: 'group' });
  for (const [t, label, title] of tools) {
    const b = btn(label, `tool-${t}`, title, () => setTool(t));
    toolButtons.set(t, b);
    toolGroup.append(b);
  }
  const undoBtn = btn('Undo', 'undo', 'undo (Ctrl+Z)', () => store.undo());
  const redoBtn = btn('Redo', 'redo', 'redo (Ctrl+Shift+Z)', () => store.redo());
  const gridOn = h('input', { type: 'checkbox', id: 'grid-on', checked: '' });
  const gridPitch = h('input', { type: 'number', id: 'grid-pitch', value: '10', min: '0', step: 'any', size: '4', title: 'grid pitch in board units' });
  const verdict = h('div', { class: 'verdict', id: 'verdict' }, '…');
  const paperSel = h('select', { id: 'paper', title: 'the PDF\'s paper' }, ...['A4', 'A3', 'A2', 'Letter', 'Legal', 'Tabloid'].map((p) => h('option', { value: p }, p)));
  toolbar.append(
    h('div', { class: 'group' },
      // Undo brings the board back: no question asked.
      btn('New', 'new', 'a new empty board (Undo brings this one back)', () => {
        // Unsaved changes (the text differs from the one last opened or saved): ask first.
        if (store.yaml !== savedYaml && store.yaml !== starterText
          && !window.confirm('Discard the changes to this board and start a new one? (Undo brings it back.)')) return;
        importDiags = []; store.setYaml(starterText, 'file'); fitted = false;
      }),
      btn('Open…', 'open', 'open a board file (YAML/JSON) or import an SVG drawing', () => fileInput.click()),
      btn('Save YAML', 'save-yaml', 'download the board file as written', () => { savedYaml = store.yaml; download(`${baseName(store.validated)}.yaml`, store.yaml, 'text/yaml'); }),
      fileInput),
    h('div', { class: 'group' },
      btn('Board file', 'dl-board', 'download the validated board file (JSON, with capacities)', () => void downloadBuilt()),
      btn('Sheet SVG', 'dl-svg', 'download the print sheet as SVG (true scale)', () => void downloadSheet('svg')),
      btn('Sheet PDF', 'dl-pdf', 'download the print sheet as PDF (true scale, tiled on the paper when larger)', () => void downloadSheet('pdf')),
      paperSel),
    toolGroup,
    h('div', { class: 'group' }, undoBtn, redoBtn),
    h('div', { class: 'group' }, h('label', {}, gridOn, ' grid '), gridPitch,
      btn('Fit', 'zoom-fit', 'show the whole board', () => fitView())),
    verdict,
  );
  const starterText = store.yaml;
  /** The text as last opened, begun or saved: New asks before it discards anything else. */
  let savedYaml = store.yaml;

  // ---- side panel ----
  const info = h('div', { class: 'info', id: 'region-info' }, 'Point at a region to see its neighbors.');
  const diagList = h('ul', { class: 'diagnostics', id: 'diagnostics' });
  const diagTitle = h('div', { class: 'pane-title' }, 'Diagnostics');
  // Typed coordinates: a new line, or the selected line's ends.
  const cx = (id: string) => h('input', { type: 'number', step: 'any', id, class: 'coord' });
  const fx = cx('line-from-x'), fy = cx('line-from-y'), tx = cx('line-to-x'), ty = cx('line-to-y');
  const lineName = h('input', { type: 'text', id: 'line-name', placeholder: 'name (optional)' });
  const addLineBtn = btn('Add line', 'add-line', 'add the line with these ends', () => void typedLine());
  const applyLineBtn = btn('Move ends', 'apply-line', 'move the selected line\'s ends here', () => void typedMove());
  const deleteLineBtn = btn('Delete line', 'delete-line', 'delete the selected line (Delete)', () => void deleteSelected());
  const lineTitle = h('div', { class: 'pane-title', id: 'line-title' }, 'New line');
  const coordForm = h('div', { class: 'coords' },
    lineTitle,
    h('div', {}, 'from ', fx, fy), h('div', {}, 'to ', tx, ty), h('div', {}, lineName),
    h('div', {}, addLineBtn, applyLineBtn, deleteLineBtn));
  // Naming.
  const nameInput = h('input', { type: 'text', id: 'region-name', placeholder: 'region name' });
  const nameForm = h('form', { class: 'name-form', id: 'name-form', hidden: '' }, h('span', { id: 'name-which' }), nameInput, h('button', { type: 'submit' }, 'Name'));
  // Board settings.
  const unitsSel = h('select', { id: 'units' }, ...['mm', 'cm', 'in', 'm'].map((u) => h('option', { value: u }, u)));
  const frameW = h('input', { type: 'number', id: 'frame-w', step: 'any', min: '0', class: 'coord' });
  const frameH = h('input', { type: 'number', id: 'frame-h', step: 'any', min: '0', class: 'coord' });
  const lionD = h('input', { type: 'number', id: 'lion-d', step: 'any', min: '0', class: 'coord' });
  const jackalD = h('input', { type: 'number', id: 'jackal-d', step: 'any', min: '0', class: 'coord' });
  const settings = h('details', { class: 'settings', open: '' }, h('summary', {}, 'Board'),
    h('div', {}, 'units ', unitsSel),
    h('div', {}, 'frame ', frameW, ' × ', frameH, btn('Set', 'set-frame', 'a rectangular frame (0,0)-(width,height)', () => {
      const w = Number(frameW.value), hh = Number(frameH.value);
      if (w > 0 && hh > 0) void doEdit({ op: 'set_frame', frame: [w, hh] });
    })),
    h('div', {}, 'lion ⌀ ', lionD, ' jackal ⌀ ', jackalD, btn('Set', 'set-pieces', 'the piece diameters, in the board\'s units', () => {
      const e: Edit = { op: 'set_pieces' };
      if (Number(lionD.value) > 0) e.lion = Number(lionD.value);
      if (Number(jackalD.value) > 0) e.jackal = Number(jackalD.value);
      void doEdit(e);
    })),
    h('div', {}, btn('Auto start', 'auto-start', 'the pack in the last region that holds it, the lions in the regions farthest from it', () => void autoStart())));
  // Changing units: convert the numbers (the board keeps its size) or keep them (the board
  // changes size), asked beside the menu; the menu shows the board's units until one is chosen.
  const unitsChoice = h('div', { id: 'units-choice', class: 'units-choice', hidden: '' });
  settings.insertBefore(unitsChoice, settings.children[2] ?? null);
  unitsSel.addEventListener('change', () => {
    const from = v()?.units ?? 'mm';
    const to = unitsSel.value as Units;
    unitsSel.value = from;
    if (to === from) { unitsChoice.hidden = true; return; }
    const sample = v()?.frame?.width ?? 210;
    const k = MM_PER[from] / MM_PER[to];
    unitsChoice.replaceChildren(
      h('span', {}, `${from} → ${to}: `),
      btn('Convert', 'convert-units', `scale every coordinate and piece size: ${fmt(sample)} ${from} becomes ${fmt(sample * k)} ${to} (the board keeps its size)`, () => {
        unitsChoice.hidden = true;
        void doEdit({ op: 'convert_units', units: to });
      }),
      btn('Keep numbers', 'keep-units', `only the unit changes: ${fmt(sample)} ${from} becomes ${fmt(sample)} ${to} (the board changes size)`, () => {
        unitsChoice.hidden = true;
        void doEdit({ op: 'set_units', units: to });
      }),
      btn('Cancel', 'cancel-units', 'leave the units as they are', () => { unitsChoice.hidden = true; }),
    );
    unitsChoice.hidden = false;
  });
  const gameForm = h('div', { class: 'game-form', id: 'game-form' });
  const game = h('details', { class: 'settings' }, h('summary', {}, 'Game options'), gameForm);
  side.append(h('div', { class: 'pane-title' }, 'Region under the pointer'), info, nameForm, coordForm, diagTitle, diagList, settings, game);

  // ---- state ----
  let tool: Tool = 'draw';
  let view = { x: -20, y: -20, w: 460, h: 337 };
  let fitted = false;
  let selected = -1; // selected line index
  let hovered: number | null = null;
  let focusDiag: Diagnostic | null = null;
  let drag: null | { kind: 'draw'; from: Snap; to: Snap; clicked?: boolean }
    | { kind: 'end'; line: number; end: 'from' | 'to'; at: Snap }
    | { kind: 'body'; line: number; start: Point; from: Point; to: Point; delta: Point }
    | { kind: 'pan'; sx: number; sy: number; view: typeof view }
    | { kind: 'piece'; piece: 'lion' | 'jackals'; index: number; at: Point } = null;
  let framePts: Point[] = [];
  /** A line begun by a click (not a drag) waits for the click that ends it. */
  let armed = false;
  let editQueue: Promise<unknown> = Promise.resolve();
  let notice = '';
  /** The last SVG import's own warnings and notes (their places are in the SVG, not the YAML):
   *  listed with the board's diagnostics until another file is opened or a new board begun. */
  let importDiags: Diagnostic[] = [];
  let pointer: Point | null = null;

  const v = (): ValidatedBoard | null => store.validated;

  // ---- edits ----
  /** Apply an edit through the engine (comments kept), or, while the engine has no editor,
   *  through the fallback writer (comments lost; the page says so). Several edits apply in turn. */
  function doEdit(...edits: Edit[]): Promise<boolean> {
    // One after another, each on the text the one before left (two quick gestures both land).
    const run = editQueue.then(() => applyEdits(edits));
    editQueue = run.catch(() => false);
    return run;
  }

  async function applyEdits(edits: Edit[]): Promise<boolean> {
    notice = '';
    let text = store.yaml;
    for (const [k, e] of edits.entries()) {
      let r: TextResult | null = null;
      // The gesture's last edit as `editLive`: the worker builds its text's regions at once.
      const method = k === edits.length - 1 ? 'editLive' : 'edit';
      try { r = await engine.call<TextResult>(method, text, e); } catch (err) { r = { ok: false, text: String(err) }; }
      if (r.ok && typeof r.output === 'string') { text = r.output; continue; }
      const base = v();
      // The engine cannot edit this text (no editor in it, or a board written as JSON): the
      // whole gesture is written afresh from the validated board.
      if (k === 0 && base && /not (built|available|implemented|a function)|unknown (op|export|function|command|method)|no method|not yet|JSON|flow mapping/i.test(r.text)) {
        text = fallbackEdit(base, ...edits);
        notice = 'Edited without the engine\'s YAML editor: the file was written afresh (comments dropped).';
        break;
      }
      notice = `The edit did not apply: ${r.text}`;
      renderNotice();
      return false;
    }
    store.setYaml(text, 'board');
    return true;
  }

  async function typedLine(): Promise<void> {
    const p = [fx, fy, tx, ty].map((i) => Number(i.value));
    if (p.some((x) => !Number.isFinite(x)) || [fx, fy, tx, ty].some((i) => i.value === '')) { notice = 'Type both ends of the line.'; renderNotice(); return; }
    const e: Edit = { op: 'add_line', from: [p[0], p[1]], to: [p[2], p[3]] };
    if (lineName.value.trim()) e.name = lineName.value.trim();
    if (await doEdit(e)) lineName.value = '';
  }

  async function typedMove(): Promise<void> {
    const b = v();
    if (!b || selected < 0 || !b.lines[selected]) return;
    const l = b.lines[selected];
    const from: Point = [Number(fx.value), Number(fy.value)];
    const to: Point = [Number(tx.value), Number(ty.value)];
    const edits: Edit[] = [];
    if (from[0] !== l.from[0] || from[1] !== l.from[1]) edits.push({ op: 'move_point', line: selected, end: 'from', at: from });
    if (to[0] !== l.to[0] || to[1] !== l.to[1]) edits.push({ op: 'move_point', line: selected, end: 'to', at: to });
    if (edits.length) await doEdit(...edits);
  }

  async function deleteSelected(): Promise<void> {
    if (selected < 0) return;
    const i = selected;
    selected = -1;
    await doEdit({ op: 'delete_line', line: i });
  }

  /** A region as `setup:` names it: its name, or its id (a number) when it has none. */
  function refOf(b: ValidatedBoard, id: number): string | number {
    return b.regions[id - 1]?.name ?? id;
  }

  async function autoStart(): Promise<void> {
    const b = v();
    if (!b || b.regions.length < 2) { notice = 'Draw at least two regions first.'; renderNotice(); return; }
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
      .slice(0, nl).map((r) => refOf(b, r.id));
    await doEdit({ op: 'set_start', lions, jackals: refOf(b, pack.id) });
  }

  // ---- files ----
  async function openText(name: string, text: string): Promise<void> {
    if (/\.svg$/i.test(name) || /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) {
      const r = await engine.call<TextResult>('importSvg', text, { path: name });
      if (!r.ok || typeof r.output !== 'string') { notice = `The SVG drawing was not imported: ${r.text}`; renderNotice(); return; }
      const ds = (r.diagnostics ?? []) as Diagnostic[];
      importDiags = ds.map((d) => ({
        code: d.code, severity: d.severity, help: d.help ?? null,
        message: `${name}${d.line ? ` (line ${d.line})` : ''}: ${d.message}${d.labels?.[0]?.text && d.labels[0].text !== 'this element' ? `: ${d.labels[0].text}` : ''}`,
      }));
      notice = r.text.trim() ? `Imported ${name}: ${ds.length ? `${ds.length} warning${ds.length === 1 ? '' : 's'} (in Diagnostics)\n` : ''}${r.text.trim()}` : `Imported ${name}.`;
      store.setYaml(r.output, 'file');
    } else {
      importDiags = [];
      notice = `Opened ${name}.`;
      store.setYaml(text, 'file');
    }
    fitted = false;
  }
  fileInput.addEventListener('change', async () => {
    const f = fileInput.files?.[0];
    if (f) await openText(f.name, await f.text());
    fileInput.value = '';
  });
  document.addEventListener('dragover', (e) => { e.preventDefault(); });
  document.addEventListener('drop', async (e) => {
    e.preventDefault();
    const f = e.dataTransfer?.files?.[0];
    if (f) await openText(f.name, await f.text());
  });

  async function downloadBuilt(): Promise<void> {
    const r = await engine.call<TextResult>('build', store.yaml, { path: 'board.yaml' });
    if (!r.ok || typeof r.output !== 'string') { notice = `No board file: the board has errors.\n${r.text}`; renderNotice(); return; }
    download(`${baseName(v())}.json`, r.output, 'application/json');
  }

  async function downloadSheet(format: 'svg' | 'pdf'): Promise<void> {
    const opts: Record<string, unknown> = { path: 'board.yaml', format };
    if (format === 'pdf') opts.paper = paperSel.value;
    const r = await engine.call<{ ok: boolean; output?: string | Uint8Array; text: string }>('render', store.yaml, opts);
    if (!r.ok || r.output === undefined) { notice = `No print sheet: the board has errors.\n${r.text}`; renderNotice(); return; }
    download(`${baseName(v())}.${format}`, r.output as BlobPart, format === 'svg' ? 'image/svg+xml' : 'application/pdf');
  }

  // ---- view ----
  function applyView(): void {
    board.setAttribute('viewBox', `${view.x} ${view.y} ${view.w} ${view.h}`);
    drawGrid();
    board.style.setProperty('--u', String(unitPx()));
    drawLabels();
  }

  /** Board units per CSS pixel at the current zoom. */
  function unitPx(): number {
    const r = board.getBoundingClientRect();
    if (!r.width || !r.height) return view.w / 800;
    return Math.max(view.w / r.width, view.h / r.height);
  }

  function bounds(b: ValidatedBoard | null): { x0: number; y0: number; x1: number; y1: number } {
    const pts: Point[] = [...(b?.frame?.polygon ?? []), ...(b?.lines ?? []).flatMap((l) => [l.from, l.to])];
    if (pts.length === 0) return { x0: 0, y0: 0, x1: 420, y1: 297 };
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  }

  /** A grid pitch for a newly opened board: about a fortieth of its larger side, rounded to 1,
   *  2 or 5 times a power of ten (classic's 420 mm: 10 mm; the 3 m field: 0.1 m). */
  function fitGrid(): void {
    const bb = bounds(v());
    const side = Math.max(bb.x1 - bb.x0, bb.y1 - bb.y0);
    if (!(side > 0)) return;
    const raw = side / 40;
    const p = Math.pow(10, Math.floor(Math.log10(raw)));
    const m = raw / p;
    gridPitch.value = String(roundTo((m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p, p / 10));
  }

  function fitView(): void {
    const bb = bounds(v());
    const w = Math.max(bb.x1 - bb.x0, 1e-9), hh = Math.max(bb.y1 - bb.y0, 1e-9);
    const m = Math.max(w, hh) * 0.05;
    const r = board.getBoundingClientRect();
    const aspect = r.width && r.height ? r.width / r.height : 1.4;
    let vw = w + 2 * m, vh = hh + 2 * m;
    if (vw / vh < aspect) vw = vh * aspect; else vh = vw / aspect;
    view = { x: bb.x0 + w / 2 - vw / 2, y: bb.y0 + hh / 2 - vh / 2, w: vw, h: vh };
    applyView();
  }

  function toBoard(ev: { clientX: number; clientY: number }): Point {
    const m = board.getScreenCTM();
    if (!m) return [0, 0];
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m.inverse());
    return [p.x, p.y];
  }

  function gridStep(): number {
    return gridOn.checked ? Math.max(0, Number(gridPitch.value) || 0) : 0;
  }

  /** The step of free coordinates: about a pixel, rounded to 1, 2 or 5 times a power of ten. */
  function fineStep(): number {
    const u = unitPx();
    const p = Math.pow(10, Math.floor(Math.log10(u)));
    return u / p < 2 ? p : u / p < 5 ? 2 * p : 5 * p;
  }

  function snap(p: Point, skipLine = -1): Snap {
    const b = v();
    const segs = b ? segmentsOf(b, skipLine) : [];
    return snapPoint(p, segs, { tolerance: SNAP_PX * unitPx(), grid: gridStep(), fine: fineStep() });
  }

  // ---- drawing ----
  function drawGrid(): void {
    gGrid.replaceChildren();
    const g = gridStep();
    if (!(g > 0)) return;
    const n = (view.w / g) * (view.h / g);
    if (n > 40000) return; // too fine to see at this zoom
    const d: string[] = [];
    for (let x = Math.ceil(view.x / g) * g; x <= view.x + view.w; x += g) d.push(`M${x},${view.y}V${view.y + view.h}`);
    for (let y = Math.ceil(view.y / g) * g; y <= view.y + view.h; y += g) d.push(`M${view.x},${y}H${view.x + view.w}`);
    gGrid.append(svg('path', { d: d.join('') }));
  }

  function redraw(): void {
    const b = v();
    gRegions.replaceChildren();
    gFrame.replaceChildren();
    gLines.replaceChildren();
    gLoose.replaceChildren();
    gCorners.replaceChildren();
    board.classList.toggle('stale', store.stale);
    if (!b) { drawLabels(); drawPieces(); drawMark(); return; }
    const colours = colourRegions(b.regions);
    for (const r of b.regions) {
      gRegions.append(svg('path', { d: regionPath(r), class: `region c${colours.get(r.id)}`, 'data-id': r.id, 'fill-rule': 'evenodd' }));
    }
    if (b.frame) gFrame.append(svg('polygon', { points: b.frame.polygon.map((p) => p.join(',')).join(' ') }));
    b.lines.forEach((l, i) => {
      const g = svg('g', { class: `line${i === selected ? ' selected' : ''}`, 'data-index': i });
      g.append(svg('line', { x1: l.from[0], y1: l.from[1], x2: l.to[0], y2: l.to[1], class: 'hit' }));
      g.append(svg('line', { x1: l.from[0], y1: l.from[1], x2: l.to[0], y2: l.to[1], class: 'stroke' }));
      if (tool === 'select') {
        for (const end of ['from', 'to'] as const) {
          g.append(svg('circle', { cx: l[end][0], cy: l[end][1], r: 1, class: 'handle', 'data-end': end }));
        }
      }
      gLines.append(g);
    });
    for (const e of b.loose_edges ?? []) {
      gLoose.append(svg('line', { x1: e.from[0], y1: e.from[1], x2: e.to[0], y2: e.to[1], class: e.kind }));
    }
    for (const c of b.corners) {
      gCorners.append(svg('circle', { cx: c.at[0], cy: c.at[1], r: 1, class: 'corner', 'data-a': c.regions[0], 'data-b': c.regions[1] }));
    }
    drawLabels();
    drawPieces();
    drawMark();
    applyHover();
  }

  /** Label line widths measured (see drawLabels), by class, font size and text. */
  const labelWidths = new Map<string, number>();

  function drawLabels(): void {
    gLabels.replaceChildren();
    const b = v();
    if (!b) return;
    const u = unitPx();
    // The labels' size is in board units (they grow and shrink with the zoom, as the print
    // sheet's do): about a fortieth of the board's larger side, at most 12 px on screen at the
    // zoom that fits the board...; each label is then shrunk to fit its region's room around
    // its point (it ran across lines and off the sheet).
    const bb = bounds(b);
    const side = Math.max(bb.x1 - bb.x0, bb.y1 - bb.y0);
    const base = side > 0 ? side / 40 : 12 * u;
    for (const r of b.regions) {
      const phrases = capacityPhrases(b, r).filter((s) => s !== 'all');
      const fs = base;
      const t = svg('text', { x: r.label[0], y: r.label[1], 'font-size': fs, class: 'label', 'data-id': r.id });
      // The block centred on the label point: the name, then the capacity lines.
      const title = svg('tspan', { x: r.label[0], dy: -(phrases.length * fs * 1.15 * 0.85) / 2, class: 'name' });
      title.textContent = r.name ?? `${r.id}`;
      t.append(title);
      for (const s of phrases) {
        const sp = svg('tspan', { x: r.label[0], dy: fs * 1.15 * 0.85, class: 'cap' });
        sp.textContent = s;
        t.append(sp);
      }
      gLabels.append(t);
      // Each line shrunk on its own to the room's width (the name stays large when only a long
      // capacity line is too wide), then the block as a whole to the room's height.
      const [hw, hh] = labelRoom(r.label, r);
      const spans = [...t.children] as SVGTextContentElement[];
      const rel = spans.map((sp, i) => (i === 0 ? 1 : 0.85));
      // Widths measured once per text, class and size (a measurement forces the page's layout,
      // most of a redraw's time; an edit changes few labels).
      const keys = spans.map((sp) => `${sp.getAttribute('class')}|${fs}|${sp.textContent}`);
      let widths: number[] = keys.map((k) => labelWidths.get(k) ?? -1);
      if (widths.some((w) => w < 0)) {
        try { widths = spans.map((sp) => sp.getComputedTextLength()); } catch { widths = []; }
        if (labelWidths.size > 5000) labelWidths.clear();
        widths.forEach((w, i) => { if (w > 0) labelWidths.set(keys[i], w); });
      }
      if (widths.length === spans.length && widths.every((w) => w > 0)) {
        const ks = widths.map((w) => Math.min(1, (0.9 * 2 * hw) / w));
        const height = ks.reduce((a, k, i) => a + k * rel[i] * fs * 1.15, 0);
        const kh = Math.min(1, (0.9 * 2 * hh) / height);
        const sizes = ks.map((k, i) => k * kh * rel[i] * fs);
        const total = sizes.reduce((a, f) => a + f * 1.15, 0);
        spans.forEach((sp, i) => {
          sp.setAttribute('font-size', String(sizes[i]));
          // dy: from the block's top to the first line's middle, then line to line.
          const dy = i === 0 ? -total / 2 + sizes[0] * 1.15 / 2 : (sizes[i - 1] + sizes[i]) * 1.15 / 2;
          sp.setAttribute('dy', String(dy));
        });
      }
    }
    // Line names, small, at each named line's middle, along the line (read left to right).
    for (const l of b.lines) {
      if (!l.name) continue;
      const mx = (l.from[0] + l.to[0]) / 2, my = (l.from[1] + l.to[1]) / 2;
      let a = (Math.atan2(l.to[1] - l.from[1], l.to[0] - l.from[0]) * 180) / Math.PI;
      if (a > 90) a -= 180; else if (a < -90) a += 180;
      const t = svg('text', { x: mx, y: my, 'font-size': base * 0.6, class: 'line-name', transform: `rotate(${a} ${mx} ${my}) translate(0 ${-base * 0.4})` });
      t.textContent = l.name;
      gLabels.append(t);
    }
  }

  /** Where the start puts the lions and the pack: per region, its lions. */
  function drawPieces(): void {
    gPieces.replaceChildren();
    const b = v();
    if (!b || !b.setup) return;
    const ld = b.pieces.lion?.diameter ?? 30;
    const jd = b.pieces.jackal?.diameter ?? 20;
    const byRegion = new Map<number, number>();
    b.setup.lions.forEach((id, i) => {
      const r = b.regions[id - 1];
      if (!r) return;
      const k = byRegion.get(id) ?? 0;
      byRegion.set(id, k + 1);
      let at: Point = [r.label[0] + k * ld * 0.6, r.label[1] - ld * 0.9];
      if (drag?.kind === 'piece' && drag.piece === 'lion' && drag.index === i) at = drag.at;
      const g = svg('g', { class: 'piece lion', 'data-piece': 'lion', 'data-index': i });
      g.append(svg('circle', { cx: at[0], cy: at[1], r: ld / 2 }));
      const t = svg('text', { x: at[0], y: at[1], 'font-size': ld * 0.45 });
      t.textContent = 'L';
      g.append(t);
      gPieces.append(g);
    });
    const pack = b.setup.jackals ? b.regions[b.setup.jackals - 1] : null;
    if (pack) {
      let at: Point = [pack.label[0], pack.label[1] + jd * 1.2];
      if (drag?.kind === 'piece' && drag.piece === 'jackals') at = drag.at;
      const g = svg('g', { class: 'piece pack', 'data-piece': 'jackals', 'data-index': 0 });
      g.append(svg('circle', { cx: at[0], cy: at[1], r: jd / 2 }));
      const t = svg('text', { x: at[0], y: at[1], 'font-size': jd * 0.45 });
      t.textContent = `${b.pieces.jackal?.count ?? 9}J`;
      g.append(t);
      gPieces.append(g);
    }
  }

  /** The focused diagnostic's place on the board: its regions, the drawn line its text points
   *  at, and the points its message names. */
  function drawMark(): void {
    gMark.replaceChildren();
    const b = v();
    const d = focusDiag;
    if (!d) return;
    const u = unitPx();
    if (b) {
      for (const id of d.regions ?? []) {
        const r = b.regions[id - 1];
        if (r) gMark.append(svg('path', { d: regionPath(r), class: 'mark-region', 'fill-rule': 'evenodd' }));
      }
      for (const s of spansOf(d)) {
        const li = lineEntryAt(store.yaml, byteToIndex(store.yaml, s.offset));
        const l = li >= 0 ? b.lines[li] : undefined;
        if (l) gMark.append(svg('line', { x1: l.from[0], y1: l.from[1], x2: l.to[0], y2: l.to[1], class: 'mark-line' }));
      }
    }
    for (const p of pointsInMessage(`${d.message} ${d.help ?? ''}`)) {
      gMark.append(svg('circle', { cx: p[0], cy: p[1], r: 10 * u, class: 'mark-point' }));
    }
  }

  function applyHover(): void {
    const b = v();
    const r = b && hovered ? b.regions[hovered - 1] : null;
    const nb = new Set(r?.neighbors ?? []);
    for (const p of gRegions.children) {
      const id = Number((p as SVGElement).dataset.id);
      p.classList.toggle('hover', id === hovered);
      p.classList.toggle('nb', nb.has(id));
    }
    for (const c of gCorners.children) {
      const e = c as SVGElement;
      c.classList.toggle('hot', hovered !== null && (Number(e.dataset.a) === hovered || Number(e.dataset.b) === hovered));
    }
    if (!b || !r) {
      info.textContent = !b ? ''
        : b.lines.length === 0 ? 'Start drawing: press on an edge of the frame, drag across the sheet and release. Lines snap to the frame, to each other and to the grid; about ten regions make a good board.'
        : 'Point at a region to see its neighbors.';
      return;
    }
    const corners = b.corners.filter((c) => c.regions.includes(r.id)).map((c) => (c.regions[0] === r.id ? c.regions[1] : c.regions[0]));
    const nm = (id: number) => b.regions[id - 1]?.name ?? `${id}`;
    const caps = capacityPhrases(b, r);
    info.replaceChildren(
      h('div', { class: 'title' }, `Region ${r.id}${r.name ? `: ${r.name}` : ''}`),
      h('div', {}, `area ${fmt(r.area)} ${b.units}²`),
      h('div', { id: 'hover-neighbors' }, `neighbors: ${r.neighbors.map(nm).join(', ') || 'none'}`),
      h('div', {}, `corner-only: ${[...new Set(corners)].map(nm).join(', ') || 'none'}`),
      h('div', {}, `holds: ${caps.length ? caps.join(' · ') : store.stage === 'full' ? '—' : 'computing…'}`),
    );
  }

  function renderNotice(): void {
    // Fixed in view over the board (not at the top of the side panel, which may be scrolled):
    // it stays until dismissed or the next successful edit.
    let box = root.querySelector('#notice') as HTMLElement | null;
    if (!box) {
      box = h('div', { id: 'notice', class: 'notice', role: 'alert' },
        h('span', { class: 'notice-text', id: 'notice-text' }));
      const close = h('button', { type: 'button', class: 'notice-close', id: 'notice-close', title: 'dismiss', 'aria-label': 'dismiss' }, '×');
      close.addEventListener('click', () => { notice = ''; renderNotice(); });
      box.append(close);
      root.append(box);
    }
    (box.querySelector('#notice-text') as HTMLElement).textContent = notice;
    box.hidden = !notice;
    box.classList.toggle('refused', /^(The edit did not apply|The SVG drawing was not imported|No board file|No print sheet)/.test(notice));
  }

  function renderDiagnostics(): void {
    diagList.replaceChildren();
    const ds = [...importDiags, ...store.diagnostics];
    diagTitle.textContent = `Diagnostics (${ds.length})`;
    ds.forEach((d, i) => {
      const li = h('li', { class: `diag ${d.severity}`, 'data-index': String(i), 'data-code': d.code, tabindex: '0' },
        h('span', { class: 'sev' }, d.severity), ' ', h('span', { class: 'msg' }, d.message),
        h('div', { class: 'code' }, d.code), ...(d.help ? [h('div', { class: 'help' }, d.help)] : []));
      if (focusDiag && focusDiag.code === d.code && focusDiag.message === d.message) li.classList.add('focus');
      li.addEventListener('click', () => focusDiagnostic(d, li));
      diagList.append(li);
    });
    if (ds.length === 0 && !store.stale) diagList.append(h('li', { class: 'none' }, 'No problems found.'));
    if (store.stale && ds.length === 0 && store.report) diagList.append(h('li', { class: 'diag error' }, store.report));
  }

  function focusDiagnostic(d: Diagnostic, li: HTMLElement): void {
    focusDiag = d;
    for (const x of diagList.children) x.classList.toggle('focus', x === li);
    drawMark();
    // The span in the YAML pane.
    const s = spansOf(d)[0];
    const text = yamlPane.value;
    let start = -1, end = -1;
    if (s) { start = byteToIndex(text, s.offset); end = byteToIndex(text, s.offset + Math.max(1, s.len)); }
    else if (d.line) {
      const lines = text.split('\n');
      start = lines.slice(0, d.line - 1).join('\n').length + (d.line > 1 ? 1 : 0);
      end = start + (lines[d.line - 1]?.length ?? 0);
    }
    if (start >= 0) {
      yamlPane.setSelectionRange(start, end);
      markYaml(start, end);
      const lineNo = text.slice(0, start).split('\n').length - 1;
      const lh = parseFloat(getComputedStyle(yamlPane).lineHeight) || 16;
      yamlPane.scrollTop = Math.max(0, lineNo * lh - yamlPane.clientHeight / 3);
      yamlBack.scrollTop = yamlPane.scrollTop;
      yamlPane.dataset.highlight = `${start}-${end}`;
    }
    // Bring the marked place into view if it is outside.
    const pts = pointsInMessage(`${d.message} ${d.help ?? ''}`);
    if (pts.length && !pts.every((p) => p[0] >= view.x && p[0] <= view.x + view.w && p[1] >= view.y && p[1] <= view.y + view.h)) fitView();
  }

  function renderVerdict(): void {
    const b = v();
    const n = b && !store.stale ? b.regions.length : null;
    const parts: string[] = [];
    parts.push(n === null ? 'no regions' : `${n} region${n === 1 ? '' : 's'}`);
    if (store.errors > 0) parts.push(`${store.errors} error${store.errors === 1 ? '' : 's'}`);
    if (store.warnings > 0) parts.push(`${store.warnings} warning${store.warnings === 1 ? '' : 's'}`);
    if (store.errors === 0) parts.push(store.stage === 'full' ? 'valid' : 'valid so far (capacities…)');
    verdict.textContent = parts.join(' · ');
    verdict.className = `verdict ${store.errors > 0 ? 'bad' : store.warnings > 0 ? 'warn' : 'good'}`;
    verdict.dataset.regions = n === null ? '' : String(n);
    verdict.dataset.stage = store.stage ?? '';
  }

  function renderForms(): void {
    const b = v();
    undoBtn.disabled = !store.canUndo();
    redoBtn.disabled = !store.canRedo();
    const l = b && selected >= 0 ? b.lines[selected] : undefined;
    applyLineBtn.hidden = !l;
    deleteLineBtn.hidden = !l;
    if (!b) return;
    sync(unitsSel, b.units);
    if (b.frame) {
      const bb = bounds({ ...b, lines: [] });
      sync(frameW, fmt(b.frame.width ?? bb.x1 - bb.x0));
      sync(frameH, fmt(b.frame.height ?? bb.y1 - bb.y0));
    }
    sync(lionD, b.pieces.lion ? String(b.pieces.lion.diameter) : '');
    sync(jackalD, b.pieces.jackal ? String(b.pieces.jackal.diameter) : '');
    if (selected >= 0 && !l) selected = -1;
    lineTitle.textContent = l ? `Line ${selected}${l.name ? ` (${l.name})` : ''}` : 'New line';
    if (l) {
      sync(fx, String(l.from[0])); sync(fy, String(l.from[1])); sync(tx, String(l.to[0])); sync(ty, String(l.to[1]));
    }
    renderGameForm(b);
  }

  /** Show the board's `value` in a form field only when the board's value changed since it was
   *  last shown: what the designer is typing (in this or another field) is never overwritten by a
   *  late answer of the engine (the capacities of the previous edit). */
  function sync(input: HTMLInputElement | HTMLSelectElement, value: string): void {
    if (input.dataset.shown === value) return;
    input.dataset.shown = value;
    input.value = value;
  }

  /** The numeric game options' ranges (schemas/board.schema.json, GameRules). */
  const GAME_RANGES: Record<string, [number, number]> = {
    jackal_points: [0, 4294967295], lion_points: [0, 4294967295], lion_strength: [1, 1000],
    max_rounds: [1, 1000000], quiet_rounds: [0, 1000000],
  };
  let gameFormBuilt = false;
  function renderGameForm(b: ValidatedBoard): void {
    const g = { ...GAME_DEFAULTS, ...(b.game ?? {}) };
    const choices: Record<string, string[]> = {
      first: ['jackals', 'lions'], fit: ['at_entry', 'after_capture'], freeze: ['region', 'pieces'],
      quiet: ['no_capture', 'no_capture_possible'], setup: ['board', 'random'],
    };
    if (!gameFormBuilt) {
      gameFormBuilt = true;
      for (const key of Object.keys(GAME_DEFAULTS)) {
        const def = GAME_DEFAULTS[key];
        let input: HTMLInputElement | HTMLSelectElement;
        if (choices[key]) input = h('select', {}, ...choices[key].map((c) => h('option', { value: c }, c)));
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
            notice = `${key.replace(/_/g, ' ')}: a whole number from ${range[0]} to ${range[1]}.`;
            renderNotice();
            delete input.dataset.shown;
            const vb = v();
            if (vb) renderGameForm(vb);
            return;
          }
          if (value === def) value = null; // back to the default: the key goes
          void doEdit({ op: 'set_game', key, value });
        });
        gameForm.append(h('label', { class: 'opt' }, h('span', {}, key.replace(/_/g, ' ')), input));
      }
    }
    for (const key of Object.keys(GAME_DEFAULTS)) {
      const input = gameForm.querySelector(`#game-${key}`) as HTMLInputElement | HTMLSelectElement | null;
      if (!input) continue;
      if (input instanceof HTMLInputElement && input.type === 'checkbox') {
        if (input.dataset.shown !== String(g[key])) { input.checked = Boolean(g[key]); input.dataset.shown = String(g[key]); }
      } else sync(input, String(g[key]));
    }
  }

  // ---- the YAML pane ----
  function markYaml(start: number, end: number): void {
    const t = yamlPane.value;
    const mark = h('mark', {}, t.slice(start, end));
    yamlBack.replaceChildren(t.slice(0, start), mark, `${t.slice(end)}\n`);
    yamlBack.scrollTop = yamlPane.scrollTop;
    yamlBack.scrollLeft = yamlPane.scrollLeft;
  }
  function unmarkYaml(): void {
    yamlBack.replaceChildren();
    delete yamlPane.dataset.highlight;
  }
  yamlPane.addEventListener('scroll', () => { yamlBack.scrollTop = yamlPane.scrollTop; yamlBack.scrollLeft = yamlPane.scrollLeft; });

  let paneTimer: ReturnType<typeof setTimeout> | null = null;
  yamlPane.addEventListener('input', () => {
    unmarkYaml();
    if (paneTimer) clearTimeout(paneTimer);
    paneTimer = setTimeout(() => { paneTimer = null; store.setYaml(yamlPane.value, 'pane', true); }, 250);
  });

  store.subscribe((origin) => {
    if (origin !== 'engine') { unmarkYaml(); focusDiag = null; }
    if (origin === 'file') savedYaml = store.yaml;
    if (origin !== 'pane' && origin !== 'engine' && yamlPane.value !== store.yaml) {
      const top = yamlPane.scrollTop;
      yamlPane.value = store.yaml;
      yamlPane.scrollTop = top;
    }
    if (origin === 'engine') {
      if (!fitted && store.validated) { fitted = true; fitGrid(); fitView(); }
      redraw();
      renderDiagnostics();
    }
    renderVerdict();
    renderForms();
    // A notice (an import's warnings, an edit that fell back) stays until the next change of
    // the text by hand.
    if (origin === 'pane' || origin === 'history') notice = '';
    if (origin !== 'engine') renderNotice();
  });
  yamlPane.value = store.yaml;

  // ---- tools and pointer ----
  function setTool(t: Tool): void {
    tool = t;
    for (const [k, b] of toolButtons) b.setAttribute('aria-pressed', String(k === t));
    board.setAttribute('class', `board tool-${t}`);
    nameForm.hidden = true;
    framePts = [];
    armed = false;
    drag = null;
    gDraft.replaceChildren();
    if (t === 'pieces' && v() && !v()!.setup) {
      notice = 'The board has no start yet: "Auto start" (under Board) puts the lions and the pack on it, then drag them.';
      renderNotice();
    }
    redraw();
  }

  function showDraft(): void {
    gDraft.replaceChildren();
    const u = unitPx();
    const mark = (s: Snap) => {
      gDraft.append(svg('circle', { cx: s.at[0], cy: s.at[1], r: 5 * u, class: `snap ${s.kind}` }));
    };
    if (drag?.kind === 'draw') {
      gDraft.append(svg('line', { x1: drag.from.at[0], y1: drag.from.at[1], x2: drag.to.at[0], y2: drag.to.at[1], class: 'draft-line' }));
      mark(drag.from); mark(drag.to);
    } else if (drag?.kind === 'end') {
      const l = v()?.lines[drag.line];
      if (l) {
        const other = drag.end === 'from' ? l.to : l.from;
        gDraft.append(svg('line', { x1: other[0], y1: other[1], x2: drag.at.at[0], y2: drag.at.at[1], class: 'draft-line' }));
      }
      mark(drag.at);
    } else if (drag?.kind === 'body') {
      gDraft.append(svg('line', { x1: drag.from[0] + drag.delta[0], y1: drag.from[1] + drag.delta[1], x2: drag.to[0] + drag.delta[0], y2: drag.to[1] + drag.delta[1], class: 'draft-line' }));
    } else if (tool === 'frame' && framePts.length) {
      const pts = pointer ? [...framePts, snap(pointer).at] : framePts;
      gDraft.append(svg('polyline', { points: pts.map((p) => p.join(',')).join(' '), class: 'draft-line' }));
      for (const p of framePts) gDraft.append(svg('circle', { cx: p[0], cy: p[1], r: 3 * u, class: 'snap end' }));
    } else if ((tool === 'draw' || tool === 'frame') && pointer) {
      const s = snap(pointer);
      if (s.kind !== 'free') mark(s);
    }
  }

  function showReadout(p: Point | null, s?: Snap): void {
    if (!p) { readout.textContent = ''; return; }
    const q = s?.at ?? p;
    const b = v();
    readout.textContent = `${fmt(q[0])}, ${fmt(q[1])} ${b?.units ?? ''}${s && s.kind !== 'free' ? `  · snap: ${s.kind}` : ''}`;
  }

  board.addEventListener('wheel', (e) => {
    e.preventDefault();
    const p = toBoard(e);
    const k = Math.exp(Math.sign(e.deltaY) * Math.min(Math.abs(e.deltaY), 100) * 0.002);
    view = { x: p[0] - (p[0] - view.x) * k, y: p[1] - (p[1] - view.y) * k, w: view.w * k, h: view.h * k };
    applyView();
    showDraft();
  }, { passive: false });

  board.addEventListener('pointerdown', (e) => {
    const p = toBoard(e);
    board.setPointerCapture(e.pointerId);
    if (e.button === 1 || e.button === 2 || e.shiftKey) {
      drag = { kind: 'pan', sx: e.clientX, sy: e.clientY, view: { ...view } };
      return;
    }
    if (e.button !== 0) return;
    const b = v();
    const target = e.target as Element;
    if (tool === 'draw') {
      const s = snap(p);
      // A second click ends a line begun by a click (for trackpads); a press starts one.
      if (!(armed && drag?.kind === 'draw')) drag = { kind: 'draw', from: s, to: s };
      showDraft();
    } else if (tool === 'select') {
      const handle = target.closest('.handle') as SVGElement | null;
      const lineG = target.closest('.line') as SVGElement | null;
      if (lineG && b) {
        selected = Number(lineG.dataset.index);
        const l = b.lines[selected];
        if (handle) drag = { kind: 'end', line: selected, end: handle.dataset.end as 'from' | 'to', at: { at: l[handle.dataset.end as 'from' | 'to'], kind: 'end' } };
        else drag = { kind: 'body', line: selected, start: p, from: l.from, to: l.to, delta: [0, 0] };
      } else {
        selected = -1;
        drag = { kind: 'pan', sx: e.clientX, sy: e.clientY, view: { ...view } };
      }
      redraw();
      renderForms();
    } else if (tool === 'name') {
      const r = b ? regionAt(p, b.regions) : null;
      if (r) {
        nameForm.hidden = false;
        nameForm.dataset.id = String(r.id);
        (nameForm.querySelector('#name-which') as HTMLElement).textContent = `Region ${r.id}: `;
        nameInput.value = r.name ?? '';
        setTimeout(() => { nameInput.focus(); nameInput.select(); }, 0);
      }
    } else if (tool === 'pieces') {
      const pg = target.closest('.piece') as SVGElement | null;
      if (pg) drag = { kind: 'piece', piece: pg.dataset.piece as 'lion' | 'jackals', index: Number(pg.dataset.index), at: p };
    } else if (tool === 'frame') {
      const s = snap(p);
      // Closed by a double-click (its first click added the last corner) or a click on the first corner.
      if (framePts.length >= 3 && (e.detail >= 2 || dist(s.at, framePts[0]) <= SNAP_PX * unitPx())) {
        const poly = framePts;
        framePts = [];
        void doEdit({ op: 'set_frame', frame: poly });
      } else if (!framePts.length || dist(s.at, framePts[framePts.length - 1]) > 0) {
        framePts.push(s.at);
      }
      showDraft();
    }
  });

  board.addEventListener('pointermove', (e) => {
    const p = toBoard(e);
    pointer = p;
    const b = v();
    if (drag?.kind === 'pan') {
      const k = view.w / (board.getBoundingClientRect().width || 1);
      view = { ...drag.view, x: drag.view.x - (e.clientX - drag.sx) * k, y: drag.view.y - (e.clientY - drag.sy) * k };
      applyView();
      return;
    }
    if (drag?.kind === 'draw') {
      drag.to = snap(p);
      showReadout(p, drag.to);
    } else if (drag?.kind === 'end') {
      drag.at = snap(p, drag.line);
      showReadout(p, drag.at);
    } else if (drag?.kind === 'body') {
      const g = gridStep() || fineStep();
      drag.delta = [roundTo(p[0] - drag.start[0], g), roundTo(p[1] - drag.start[1], g)];
      showReadout([drag.from[0] + drag.delta[0], drag.from[1] + drag.delta[1]]);
    } else if (drag?.kind === 'piece') {
      drag.at = p;
      drawPieces();
    } else {
      showReadout(p, tool === 'draw' || tool === 'frame' ? snap(p) : undefined);
    }
    showDraft();
    const r = b && !store.stale ? regionAt(p, b.regions) : null;
    const id = r ? r.id : null;
    if (id !== hovered) { hovered = id; applyHover(); }
  });

  board.addEventListener('pointerleave', () => { pointer = null; showReadout(null); if (!drag) showDraft(); });

  board.addEventListener('pointerup', async (e) => {
    const d = drag;
    drag = null;
    const b = v();
    if (!d) return;
    if (d.kind === 'draw') {
      const to = snap(toBoard(e));
      if (dist(d.from.at, to.at) > 2 * unitPx() && dist(d.from.at, to.at) > 0) {
        armed = false;
        gDraft.replaceChildren();
        await doEdit({ op: 'add_line', from: d.from.at, to: to.at });
      } else if (!armed) {
        // A click without a drag: the line follows the pointer until the next click.
        armed = true;
        drag = d;
      } else {
        armed = false;
        gDraft.replaceChildren();
      }
    } else if (d.kind === 'end') {
      gDraft.replaceChildren();
      const l = b?.lines[d.line];
      if (l && (l[d.end][0] !== d.at.at[0] || l[d.end][1] !== d.at.at[1])) {
        await doEdit({ op: 'move_point', line: d.line, end: d.end, at: d.at.at });
      }
    } else if (d.kind === 'body') {
      gDraft.replaceChildren();
      if (d.delta[0] !== 0 || d.delta[1] !== 0) {
        const mv = (q: Point): Point => [roundTo(q[0] + d.delta[0], 1e-9), roundTo(q[1] + d.delta[1], 1e-9)];
        await doEdit({ op: 'move_point', line: d.line, end: 'from', at: mv(d.from) }, { op: 'move_point', line: d.line, end: 'to', at: mv(d.to) });
      }
    } else if (d.kind === 'piece' && b?.setup) {
      const r = regionAt(toBoard(e), b.regions);
      if (r) {
        const lions = b.setup.lions.map((id) => refOf(b, id));
        let jackals = b.setup.jackals ? refOf(b, b.setup.jackals) : refOf(b, b.regions[b.regions.length - 1].id);
        if (d.piece === 'lion') lions[d.index] = refOf(b, r.id); else jackals = refOf(b, r.id);
        await doEdit({ op: 'set_start', lions, jackals });
      }
      drawPieces();
    }
  });
  board.addEventListener('contextmenu', (e) => e.preventDefault());

  nameForm.addEventListener('submit', async (e) => {
    e.preventDefault();
    const b = v();
    const r = b?.regions[Number(nameForm.dataset.id) - 1];
    const name = nameInput.value.trim();
    if (!b || !r || !name) return;
    if (r.name === name) { nameForm.hidden = true; return; }
    // A named region is renamed in the text (its key and its mentions in setup:), since the
    // engine's name_region would add a second name for it.
    const renamed = r.name !== null ? renameRegion(store.yaml, r.name, name) : null;
    if (renamed !== null) { store.setYaml(renamed, 'board'); nameForm.hidden = true; return; }
    const bb = bounds(b);
    const at = roundInside(r.label, r, b.regions, Math.max(bb.x1 - bb.x0, bb.y1 - bb.y0));
    if (await doEdit({ op: 'name_region', at, name })) nameForm.hidden = true;
  });

  document.addEventListener('keydown', (e) => {
    if (root.hidden) return;
    const inField = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement;
    if (inField) return;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && e.key.toLowerCase() === 'z') { e.preventDefault(); if (e.shiftKey) store.redo(); else store.undo(); }
    else if (mod && e.key.toLowerCase() === 'y') { e.preventDefault(); store.redo(); }
    else if ((e.key === 'Delete' || e.key === 'Backspace') && selected >= 0) { e.preventDefault(); void deleteSelected(); }
    else if (e.key === 'Escape') { drag = null; armed = false; framePts = []; gDraft.replaceChildren(); }
    else if (!mod && !e.altKey) {
      const k: Record<string, Tool> = { d: 'draw', s: 'select', n: 'name', p: 'pieces', f: 'frame' };
      if (k[e.key]) setTool(k[e.key]);
    }
  });

  new ResizeObserver(() => { if (fitted) applyView(); else fitView(); }).observe(boardWrap);
  setTool('draw');
  applyView();
}
