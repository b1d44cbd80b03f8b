/**
 * The print sheet from the page (issue 37 part 8): the printer's scale correction the sheet's
 * cover asks for (the CLI's `--scale-correction X,Y`), the PNG sheet, and printing the sheet's
 * pages straight from the page.
 *
 * Printing renders the paged SVG (`savanna render --paper P -o board.svg`: the cover, then the
 * tiles, laid out from the frame's bounding box as the PDF is), shows each page as an image of
 * its paper's size in millimetres on a page of its own (`@page` of that size, no margin: the
 * sheets carry their own margins), and opens the browser's print dialog. Printed at 100 % (no
 * "fit to page"), the board is at true scale, as in the PDF.
 */
import { h } from './dom';
import type { Editor } from './editor';
import { t } from '../i18n';

/** The scale correction's range, each factor (the CLI's `--scale-correction`, tile.rs). */
export const CORRECTION_RANGE: [number, number] = [0.8, 1.25];

/** The factors typed, `[x, y]`; a string saying what is wrong when they are not factors of the
 *  range (empty fields are 1). */
export function readCorrection(x: string, y: string): [number, number] | string {
  const f = [x, y].map((s) => (s.trim() === '' ? 1 : Number(s)));
  const [lo, hi] = CORRECTION_RANGE;
  if (f.some((v) => !Number.isFinite(v) || v < lo || v > hi)) {
    return t('editor-correction-bad', { lo: String(lo), hi: String(hi) });
  }
  return [f[0], f[1]];
}

/** A sheet page's paper in mm, from its root's `width` and `height` (`297mm`); null when they are
 *  not in mm. */
export function paperOf(svgText: string): [number, number] | null {
  const root = /<svg\b[^>]*>/.exec(svgText)?.[0] ?? '';
  const w = /\swidth="([0-9.]+)mm"/.exec(root);
  const hh = /\sheight="([0-9.]+)mm"/.exec(root);
  return w && hh ? [Number(w[1]), Number(hh[1])] : null;
}

/** The CSS that prints `sizes` (one per page, mm) each on a page of its own size, margin 0, and
 *  nothing of the page but `#print-sheets`. */
export function printCss(sizes: [number, number][]): string {
  const kinds = [...new Set(sizes.map(([w, hh]) => `${w} ${hh}`))];
  const rules = kinds.map((k, i) => {
    const [w, hh] = k.split(' ');
    return `@page sheet-${i} { size: ${w}mm ${hh}mm; margin: 0; }\n#print-sheets img.sheet-${i} { page: sheet-${i}; width: ${w}mm; height: ${hh}mm; }`;
  });
  return [
    '@media screen { #print-sheets { display: none; } }',
    '@media print { body.printing > :not(#print-sheets) { display: none !important; } #print-sheets img { display: block; break-after: page; } #print-sheets img:last-child { break-after: auto; } }',
    ...rules,
  ].join('\n');
}

/** The sheet's pages rendered for printing: their SVG texts, cover first. */
interface Sheets { pages: string[]; }

export class Printer {
  readonly scaleX = h('input', { type: 'number', id: 'scale-x', value: '1', min: String(CORRECTION_RANGE[0]), max: String(CORRECTION_RANGE[1]), step: '0.001', class: 'coord', 'aria-label': t('editor-correction-x') });
  readonly scaleY = h('input', { type: 'number', id: 'scale-y', value: '1', min: String(CORRECTION_RANGE[0]), max: String(CORRECTION_RANGE[1]), step: '0.001', class: 'coord', 'aria-label': t('editor-correction-y') });

  constructor(private readonly ed: Editor) {}

  /** The correction typed, or null (said over the board) when it is out of range. */
  correction(): [number, number] | null {
    const c = readCorrection(this.scaleX.value, this.scaleY.value);
    if (typeof c === 'string') { this.ed.say(c); return null; }
    return c;
  }

  /** The render options of the paged sheet (PDF, printing): the paper, the correction when not 1. */
  pagedOptions(): Record<string, unknown> | null {
    const c = this.correction();
    if (!c) return null;
    const opts: Record<string, unknown> = { path: 'board.yaml', paper: this.ed.toolbar.paper.value };
    if (c[0] !== 1 || c[1] !== 1) opts.scaleCorrection = c;
    return opts;
  }

  private async sheets(): Promise<Sheets | null> {
    const { ed } = this;
    const opts = this.pagedOptions();
    if (!opts) return null;
    const r = await ed.engine.call<{ ok: boolean; output?: string | Uint8Array; sheets?: { name: string; output: string }[]; text: string }>(
      'render', ed.store.yaml, { ...opts, format: 'svg', output: 'board.svg' });
    const pages = r.sheets?.map((s) => s.output) ?? (typeof r.output === 'string' ? [r.output] : []);
    if (!r.ok || pages.length === 0) { ed.refuse(`${t('editor-no-sheet')}\n${r.text}`); return null; }
    return { pages };
  }

  /** Print the sheet's pages from the page (the browser's print dialog). */
  async print(): Promise<void> {
    const s = await this.sheets();
    if (!s) return;
    const sizes = s.pages.map((p) => paperOf(p) ?? [210, 297] as [number, number]);
    const kinds = [...new Set(sizes.map(([w, hh]) => `${w} ${hh}`))];
    document.getElementById('print-sheets')?.remove();
    const root = h('div', { id: 'print-sheets', 'data-pages': String(s.pages.length) });
    const style = h('style', { id: 'print-css' }, printCss(sizes));
    const urls: string[] = [];
    const imgs = s.pages.map((svgText, i) => {
      const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
      urls.push(url);
      const [w, hh] = sizes[i];
      return h('img', { src: url, alt: t('editor-sheet-page', { i: i + 1, n: s.pages.length }), class: `sheet-${kinds.indexOf(`${w} ${hh}`)}`, 'data-mm': `${w}x${hh}` });
    });
    root.append(style, ...imgs);
    document.body.append(root);
    await Promise.all(imgs.map((i) => i.decode().catch(() => undefined)));
    const done = (): void => {
      document.body.classList.remove('printing');
      window.removeEventListener('afterprint', done);
      for (const u of urls) URL.revokeObjectURL(u);
    };
    document.body.classList.add('printing');
    window.addEventListener('afterprint', done);
    this.ed.say(t('editor-printing', { n: s.pages.length, paper: this.ed.toolbar.paper.value }));
    window.print();
  }
}
