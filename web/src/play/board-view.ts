// The board drawn in SVG from the validated board file: one path per region (outline and holes,
// even-odd fill), the frame, the region names, and the pieces of a position (white discs for
// the lions, black discs for the jackals, each with its count). Board units, x right, y down:
// the SVG viewBox is the frame's bounding box with a margin, so nothing is rescaled by hand.

import type { Point, VBoard, VRegion } from './types';
import { t as tr } from '../i18n';

const SVG = 'http://www.w3.org/2000/svg';
/** In hundredths of the board's size: a region name's font size, its baseline above the label
 *  point, and a piece disc's radius. */
const NAME_EM = 2.6;
const NAME_DY = 4.2;
const DISC = 2.6;

function el<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number> = {},
  parent?: Element,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.appendChild(e);
  return e;
}

/**
 * The baseline of a region's name: above its pieces' disc, but never across the frame's top
 * edge (`top`; "Baobab" on classic, its label point near the top, was crossed by the frame's
 * stroke, issue 37): moved down to just inside the frame, or under the disc when there it would
 * lie on the disc. `unit` is a hundredth of the board's size.
 */
export function nameBaseline(labelY: number, top: number, unit: number): number {
  const ascent = 0.8 * NAME_EM * unit;
  const descent = 0.25 * NAME_EM * unit;
  const above = labelY - NAME_DY * unit;
  const inside = top + 0.6 * unit + ascent; // clear of the frame's stroke (0.6 units wide, on the edge)
  if (above >= inside) return above;
  return inside + descent <= labelY - DISC * unit ? inside : labelY + DISC * unit + unit + ascent;
}

/** `M x y L ... Z` for a ring. */
function ring(points: Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p[0]} ${p[1]}`).join(' ') + ' Z';
}

/** The region's title: its name, else its id. */
export function regionTitle(board: VBoard, id: number): string {
  const r = board.regions[id - 1];
  return r && r.name ? r.name : String(id);
}

export interface PiecesAt { lions: number; jackals: number }

/** A drawn board; `regionEl(id)` is the region's `<path>` (classes set by the panels). */
export class BoardView {
  readonly svg: SVGSVGElement;
  private paths = new Map<number, SVGPathElement>();
  private pieceLayer: SVGGElement;
  private overlay: SVGGElement;
  private unit: number;

  constructor(
    readonly board: VBoard,
    onRegionClick?: (id: number, ev: MouseEvent) => void,
  ) {
    const pts: Point[] = board.frame?.polygon?.length
      ? board.frame.polygon
      : board.regions.flatMap((r) => r.outline);
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    let [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const size = Math.max(x1 - x0, y1 - y0) || 1;
    this.unit = size / 100; // one percent of the board, for strokes and text
    // The view holds the frame and every region's name (`nameBaseline`) and pieces: each name's box
    // estimated from its length (0.6 em a character, the ascent 0.8 em), each pair of discs and
    // the heatmap's two lines of figures under the label point (`note`).
    const top = board.frame?.polygon?.length ? y0 : -Infinity;
    for (const r of board.regions) {
      const half = Math.max(0.3 * NAME_EM * this.unit * regionTitle(board, r.id).length, 2 * DISC * this.unit * 1.15);
      const base = nameBaseline(r.label[1], top, this.unit);
      x0 = Math.min(x0, r.label[0] - half);
      x1 = Math.max(x1, r.label[0] + half);
      y0 = Math.min(y0, base - 0.8 * NAME_EM * this.unit);
      y1 = Math.max(y1, base + 0.25 * NAME_EM * this.unit, r.label[1] + Math.max(DISC, 2.4 * 1.15 + 0.6) * this.unit);
    }
    const m = this.unit * 2;
    this.svg = el('svg', {
      viewBox: `${x0 - m} ${y0 - m} ${x1 - x0 + 2 * m} ${y1 - y0 + 2 * m}`,
      class: 'sv-board',
      role: 'img',
      'aria-label': board.name ?? tr('editor-board-word'),
    });
    const regions = el('g', { class: 'sv-regions' }, this.svg);
    for (const r of board.regions) {
      const d = ring(r.outline) + (r.holes ?? []).map((h) => ' ' + ring(h)).join('');
      const p = el('path', {
        d,
        'fill-rule': 'evenodd',
        class: 'sv-region',
        'data-region': r.id,
        'stroke-width': this.unit * 0.3,
      }, regions);
      const t = el('title', {}, p);
      t.textContent = tr('editor-region-title-id', { title: regionTitle(board, r.id), id: r.id });
      if (onRegionClick) p.addEventListener('click', (ev) => onRegionClick(r.id, ev));
      this.paths.set(r.id, p);
    }
    if (board.frame?.polygon?.length) {
      el('path', {
        d: ring(board.frame.polygon),
        class: 'sv-frame',
        fill: 'none',
        'stroke-width': this.unit * 0.6,
      }, this.svg);
    }
    const names = el('g', { class: 'sv-names' }, this.svg);
    for (const r of board.regions) {
      const t = el('text', {
        x: r.label[0],
        y: nameBaseline(r.label[1], top, this.unit),
        'font-size': this.unit * NAME_EM,
        'text-anchor': 'middle',
        class: 'sv-name',
      }, names);
      t.textContent = regionTitle(board, r.id);
    }
    this.overlay = el('g', { class: 'sv-overlay' }, this.svg);
    this.pieceLayer = el('g', { class: 'sv-pieces' }, this.svg);
  }

  regionEl(id: number): SVGPathElement | undefined {
    return this.paths.get(id);
  }

  /** Sets `cls` on exactly the regions in `ids`. */
  mark(cls: string, ids: Iterable<number>): void {
    const set = new Set(ids);
    for (const [id, p] of this.paths) p.classList.toggle(cls, set.has(id));
  }

  /** Fills regions by colour (the balance heatmap); `null` clears. */
  fill(colours: Map<number, string> | null): void {
    for (const [id, p] of this.paths) {
      const c = colours?.get(id);
      if (c) p.style.fill = c;
      else p.style.removeProperty('fill');
    }
  }

  /** Draws the pieces of a position: per region a white disc (lions) and a black disc
   *  (jackals) at the region's label point, each with its count. */
  pieces(at: Map<number, PiecesAt>): void {
    this.pieceLayer.replaceChildren();
    const r = this.unit * DISC;
    for (const reg of this.board.regions) {
      const p = at.get(reg.id);
      if (!p) continue;
      const both = p.lions > 0 && p.jackals > 0;
      const drawDisc = (side: 'lions' | 'jackals', n: number, dx: number) => {
        const g = el('g', {
          class: `sv-piece sv-${side}`,
          'data-region': reg.id,
          'data-side': side,
          'data-count': n,
        }, this.pieceLayer);
        el('circle', { cx: reg.label[0] + dx, cy: reg.label[1], r, 'stroke-width': this.unit * 0.35 }, g);
        const t = el('text', {
          x: reg.label[0] + dx,
          y: reg.label[1] + r * 0.4,
          'font-size': r * 1.15,
          'text-anchor': 'middle',
        }, g);
        t.textContent = String(n);
        const title = el('title', {}, g);
        title.textContent = tr('editor-pieces-in', { pieces: tr(side === 'lions' ? 'count-lion' : 'count-jackal', { n }), region: regionTitle(this.board, reg.id) });
      };
      if (p.lions > 0) drawDisc('lions', p.lions, both ? -r * 1.15 : 0);
      if (p.jackals > 0) drawDisc('jackals', p.jackals, both ? r * 1.15 : 0);
    }
  }

  /** Arrows from region to region (the last turn's moves), each ending at the edge of the
   *  target's pieces; none for an empty list. */
  arrows(pairs: [number, number][]): void {
    this.overlay.replaceChildren();
    for (const [a, b] of pairs) {
      const ra = this.board.regions[a - 1];
      const rb = this.board.regions[b - 1];
      if (!ra || !rb) continue;
      const [x1, y1] = ra.label;
      const [x2, y2] = rb.label;
      const len = Math.hypot(x2 - x1, y2 - y1) || 1;
      const back = Math.min(len / 2, this.unit * 4.2); // stop short of the disc
      const ex = x2 - ((x2 - x1) / len) * back;
      const ey = y2 - ((y2 - y1) / len) * back;
      el('line', { x1, y1, x2: ex, y2: ey, class: 'sv-arrow', 'stroke-width': this.unit * 0.8 }, this.overlay);
      // The head: a triangle pointing at the target.
      const ux = (ex - x1) / len;
      const uy = (ey - y1) / len;
      const n = Math.hypot(ux, uy) || 1;
      const [dx, dy] = [ux / n, uy / n];
      const s = this.unit * 2;
      const pts = [
        [ex + dx * s, ey + dy * s],
        [ex - dy * s * 0.7, ey + dx * s * 0.7],
        [ex + dy * s * 0.7, ey - dx * s * 0.7],
      ].map((p) => p.join(' ')).join(' ');
      el('polygon', { points: pts, class: 'sv-arrow-head' }, this.overlay);
    }
  }

  /** Lines of text at a region's label point (the heatmap's figures), one under another. */
  note(id: number, lines: string[]): void {
    const r: VRegion | undefined = this.board.regions[id - 1];
    if (!r) return;
    const size = this.unit * 2.4;
    const t = el('text', {
      x: r.label[0],
      y: r.label[1],
      'font-size': size,
      'text-anchor': 'middle',
      class: 'sv-note',
      'data-region': id,
    }, this.overlay);
    lines.forEach((line, k) => {
      const span = el('tspan', { x: r.label[0], dy: k === 0 ? 0 : size * 1.15 }, t);
      span.textContent = line;
    });
  }

  clearNotes(): void {
    this.overlay.replaceChildren();
  }
}
