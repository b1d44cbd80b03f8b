/**
 * A board from a photo (issue 39.2): "Open photo…" in the toolbar's Open menu opens a photo or scan of a board
 * drawn by hand (on a phone the camera: `capture`), at the paper size chosen (auto, a paper, or
 * a custom W × H with units: the CLI's `--paper` / `--size`). The engine's `importPhoto` runs in
 * the worker (a 12-megapixel photo takes seconds: the page says it is reading and stays live);
 * its board file becomes the board's text byte for byte as `savanna import PHOTO` writes it, its
 * diagnostics go to the Diagnostics list, and its overlay (the straightened sheet with the lines
 * read drawn on it) lies faded under the board's lines, which are edited as any line.
 *
 * The photo stays as an underlay until hidden ("Photo underlay" off), another file is opened or
 * a new board begun; it is the page's, never written in the board file (docs/src/editor.md).
 */
import type { Diagnostic, ImportPhotoResult } from '../engine-types';
import { btn, h, svg } from './dom';
import type { Editor } from './editor';
import { MM_PER, type Units } from './panels';
import { t } from '../i18n';

/** The papers offered (the CLI's `--paper` names); 'auto': recognised from the sheet's ratio. */
const PAPERS = ['auto', 'A4', 'A3', 'A5', 'Letter', 'Legal', 'Tabloid', 'custom'];

/** The sheet's size the engine's board file gives (`units:`, `frame: width, height`), in mm;
 *  null when the text has no such frame. */
export function sheetMm(yaml: string): { w: number; h: number } | null {
  const u = /^units: (mm|cm|in|m)\s*$/m.exec(yaml)?.[1] as Units | undefined;
  const f = /^frame:\n\s+width: ([0-9.]+)\n\s+height: ([0-9.]+)\s*$/m.exec(yaml);
  if (!f) return null;
  const k = MM_PER[u ?? 'mm'];
  const w = Number(f[1]) * k, hh = Number(f[2]) * k;
  return w > 0 && hh > 0 ? { w, h: hh } : null;
}

/** The import's options for the paper chosen: `{}` (auto), `{paper}` or `{size: 'WxHunit'}`;
 *  a string saying what is wrong with a custom size. */
export function sizeOptions(paper: string, w: string, hh: string, unit: string): { paper?: string; size?: string } | string {
  if (paper === 'auto') return {};
  if (paper !== 'custom') return { paper };
  const a = Number(w), b = Number(hh);
  if (!(a > 0) || !(b > 0) || !Number.isFinite(a) || !Number.isFinite(b)) return t('editor-photo-size-bad');
  return { size: `${a}x${b}${unit}` };
}

export class Photo {
  /** The file chooser: images, the phone's back camera offered. */
  readonly input = h('input', { type: 'file', accept: 'image/*', capture: 'environment', id: 'open-photo-file', hidden: '' });
  readonly paper = h('select', { id: 'photo-paper', title: t('editor-photo-paper-title') },
    ...PAPERS.map((p) => h('option', { value: p }, p === 'auto' || p === 'custom' ? t(`editor-photo-paper-${p}`) : p)));
  readonly width = h('input', { type: 'number', id: 'photo-w', value: '420', min: '0', step: 'any', size: '4', 'aria-label': t('editor-photo-width') });
  readonly height = h('input', { type: 'number', id: 'photo-h', value: '297', min: '0', step: 'any', size: '4', 'aria-label': t('editor-photo-height') });
  readonly unit = h('select', { id: 'photo-unit', 'aria-label': t('editor-photo-unit') }, ...['mm', 'cm', 'in', 'm'].map((u) => h('option', { value: u }, u)));
  private readonly custom = h('span', { id: 'photo-custom', hidden: '' }, this.width, ' × ', this.height, ' ', this.unit);
  /** Whether the photo shows under the board. */
  readonly underlayOn = h('input', { type: 'checkbox', id: 'photo-underlay', checked: '', disabled: '' });
  readonly again: HTMLButtonElement;
  /** The photo's part of the toolbar's Open menu (toolbar.ts). */
  readonly items: Node[];
  /** The photo read last (to read it again at another size). */
  private photo: { name: string; bytes: Uint8Array } | null = null;
  /** The underlay: the overlay image's URL and the sheet's size in mm. */
  private under: { url: string; w: number; h: number } | null = null;
  /** What the underlay layer shows (drawn again only when it changes). */
  private drawn = '';
  /** A photo being read (one at a time). */
  busy = false;

  constructor(private readonly ed: Editor) {
    this.again = btn(t('editor-photo-again'), 'photo-again', t('editor-photo-again-title'), () => void this.readAgain());
    this.again.disabled = true;
    this.input.addEventListener('change', async () => {
      const f = this.input.files?.[0];
      this.input.value = '';
      if (f) await this.open(f.name, new Uint8Array(await f.arrayBuffer()));
    });
    this.paper.addEventListener('change', () => { this.custom.hidden = this.paper.value !== 'custom'; });
    this.underlayOn.addEventListener('change', () => this.draw());
    this.items = [
      btn(t('editor-photo-open'), 'open-photo', t('editor-photo-open-title'), () => this.input.click()),
      h('label', { title: this.paper.title }, `${t('editor-paper')} `, this.paper),
      this.custom,
      h('label', { title: t('editor-photo-underlay-title') }, this.underlayOn, ` ${t('editor-photo-underlay')}`),
      this.again,
      this.input,
    ];
  }

  /** The size options chosen, or null (said) when the custom size is wrong. */
  private options(): { paper?: string; size?: string } | null {
    const o = sizeOptions(this.paper.value, this.width.value, this.height.value, this.unit.value);
    if (typeof o === 'string') { this.ed.refuse(t('editor-photo-refused', { why: `${o}.` })); return null; }
    return o;
  }

  /** Read the photo `bytes` (file `name`) as the board, in the worker. */
  async open(name: string, bytes: Uint8Array): Promise<void> {
    const { ed } = this;
    if (this.busy) { ed.say(t('editor-photo-busy')); return; }
    const opts = this.options();
    if (!opts) return;
    this.busy = true;
    ed.boardWrap.setAttribute('aria-busy', 'true');
    ed.say(t('editor-photo-reading', { name }));
    let r: ImportPhotoResult;
    try {
      r = await ed.engine.call<ImportPhotoResult>('importPhoto', bytes, { path: name, overlay: true, ...opts });
    } catch (e) {
      r = { ok: false, exit: 1, text: String(e), stderr: '' };
    } finally {
      this.busy = false;
      ed.boardWrap.removeAttribute('aria-busy');
    }
    if (!r.ok || typeof r.output !== 'string') {
      ed.refuse(t('editor-photo-refused', { why: r.text.replace(/^error: /, '').trim() }));
      return;
    }
    this.photo = { name, bytes };
    this.again.disabled = false;
    this.setUnderlay(r.overlay ?? null, sheetMm(r.output));
    const ds = (r.diagnostics ?? []) as Diagnostic[];
    ed.importDiags = ds.map((d) => ({
      code: d.code, severity: d.severity, help: d.help ?? null, line: null, column: null, regions: [], labels: [],
      message: `${name}: ${d.message}`,
    }));
    const warnings = ds.filter((d) => d.severity !== 'advice').length;
    ed.notice = t('editor-photo-read', { name })
      + `${warnings ? ` ${t('editor-photo-warnings', { n: warnings })}` : ''} ${t('editor-photo-read-tail')}`;
    ed.store.setYaml(r.output, 'file');
    ed.view.fitted = false;
    ed.renderNotice();
  }

  /** The same photo read again at the size chosen now. */
  async readAgain(): Promise<void> {
    if (this.photo) await this.open(this.photo.name, this.photo.bytes);
  }

  private setUnderlay(png: Uint8Array | null, mm: { w: number; h: number } | null): void {
    if (this.under) URL.revokeObjectURL(this.under.url);
    this.under = png && png.length && mm ? { url: URL.createObjectURL(new Blob([png as BlobPart], { type: 'image/png' })), w: mm.w, h: mm.h } : null;
    this.underlayOn.disabled = !this.under;
    this.underlayOn.checked = true;
    this.draw();
  }

  /** The photo forgotten (another board opened, a new one begun). */
  clear(): void {
    this.photo = null;
    this.again.disabled = true;
    this.setUnderlay(null, null);
  }

  /** Whether a photo lies under the board now. */
  shown(): boolean { return !!this.under && this.underlayOn.checked; }

  /** The underlay layer: the overlay image over the sheet's place (0, 0 to its size, in the
   *  board's units now: a board converted to other units keeps its photo at true size). */
  draw(): void {
    const g = this.ed.layers.underlay;
    const u = this.under;
    const k = MM_PER[(this.ed.v()?.units ?? 'mm') as Units];
    const key = u && this.underlayOn.checked ? `${u.url} ${u.w / k} ${u.h / k}` : '';
    if (key === this.drawn) return;
    this.drawn = key;
    g.replaceChildren();
    if (!key || !u) return;
    g.append(svg('image', { href: u.url, x: 0, y: 0, width: u.w / k, height: u.h / k, preserveAspectRatio: 'none', class: 'photo' }));
  }
}
