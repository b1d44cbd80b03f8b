/**
 * The board's SVG layers, bottom to top (grid, regions, a photo's underlay, frame, lines, loose edges, corners,
 * labels, pieces, the focused diagnostic's mark, the draft), and how each is drawn from the
 * validated board. Sizes on screen (strokes, handles, marks) are in CSS pixels: the stylesheet's
 * `vector-effect: non-scaling-stroke` and `--u` (board units per pixel).
 */
import type { Point, Region, ValidatedBoard } from '../engine-types';
import { svg } from './dom';
import type { Editor } from './editor';
import { arrangementSignature, capacityPhrases, colourRegions, labelRoom, mergedPaths, regionPath, sameSignature } from './geometry';
import { drawnAhead, MERGE_REGIONS, regionsByArea } from '../live-limits';
import { byteToIndex, lineEntryAt, pointsInMessage, spansOf } from './spans';
import { bounds } from './view';
import { t as tr } from '../i18n';

/** The least room (width and height) a region's label needs on screen to be drawn, CSS px. */
const LABEL_MIN_PX = 6;

/** The smallest text drawn on the board, CSS px (issue 37.10): a capacity line that would be
 *  smaller is left out (the region's information shows it on hover or tap, the Regions list
 *  always, and zooming in brings it back); a region's name and a line's name are never smaller. */
export const TEXT_MIN_PX = 9;

/** A corner contact's mark (`data-a`, `data-b`: its two regions). */
function cornerEl(c: ValidatedBoard['corners'][number], cls = 'corner'): SVGElement {
  return svg('circle', { cx: c.at[0], cy: c.at[1], r: 1, class: cls, 'data-a': c.regions[0], 'data-b': c.regions[1] });
}

/** The most region labels drawn at once: a big board's largest regions in view are labelled
 *  first (200 lines at fit zoom had 1 181 labels, 130 ms to lay out and more to draw, too small
 *  to read in a crowd); zooming in labels the others. */
export const LABELS_MAX = 250;

export class Layers {
  readonly defs = svg('defs');
  readonly grid = svg('g', { class: 'grid' });
  readonly regions = svg('g', { class: 'regions' });
  /** A big board's lit regions (its regions are drawn merged, by colour). */
  readonly litRegions = svg('g', { class: 'lit' });
  /** A photo read (photo.ts), faded under the frame and the lines. */
  readonly underlay = svg('g', { class: 'underlay' });
  readonly frame = svg('g', { class: 'frame' });
  readonly lines = svg('g', { class: 'lines' });
  readonly loose = svg('g', { class: 'loose' });
  readonly corners = svg('g', { class: 'corners' });
  readonly labels = svg('g', { class: 'labels' });
  readonly pieces = svg('g', { class: 'pieces' });
  readonly mark = svg('g', { class: 'mark' });
  readonly draft = svg('g', { class: 'draft' });
  /** Label line widths measured (see drawLabels), by class, font size and text. */
  private readonly labelWidths = new Map<string, number>();
  /** The regions' paths by region id - 1, and the corners by region id (the hover lights them
   *  without a walk over every region: a big board has thousands). */
  private regionEls: SVGPathElement[] = [];
  private cornerEls = new Map<number, SVGElement[]>();
  /** What the hover lit last (un-lit at the next). */
  private lit: Element[] = [];
  /** The arrangement the regions and corners were drawn from (arrangementSignature). */
  private drawnSig: Float64Array | null = null;

  constructor(private readonly ed: Editor, board: SVGSVGElement) {
    board.append(this.defs, this.grid, this.regions, this.litRegions, this.underlay, this.frame, this.lines, this.loose, this.corners, this.labels, this.pieces, this.mark, this.draft);
  }

  drawGrid(): void {
    this.grid.replaceChildren();
    const g = this.ed.gridStep();
    if (!(g > 0)) return;
    const view = this.ed.view.rect;
    const n = (view.w / g) * (view.h / g);
    if (n > 40000) return; // too fine to see at this zoom
    const d: string[] = [];
    for (let x = Math.ceil(view.x / g) * g; x <= view.x + view.w; x += g) d.push(`M${x},${view.y}V${view.y + view.h}`);
    for (let y = Math.ceil(view.y / g) * g; y <= view.y + view.h; y += g) d.push(`M${view.x},${y}H${view.x + view.w}`);
    this.grid.append(svg('path', { d: d.join('') }));
  }

  /** Everything drawn from the board again. */
  redraw(): void {
    const ed = this.ed;
    const b = ed.v();
    // The regions and corners are kept when the board's arrangement is the one drawn (the
    // capacities' answer after the regions' one, a change of tool or selection): on a big board
    // they are thousands of elements.
    // The worker's signature and merged paths when it sent them (live-limits.ts `boardParts`).
    const ahead = b ? drawnAhead(b) : undefined;
    const sig = b ? ahead?.sig ?? arrangementSignature(b) : null;
    const same = sig !== null && this.drawnSig !== null && sameSignature(sig, this.drawnSig);
    this.drawnSig = sig;
    if (!same) { this.regions.replaceChildren(); this.corners.replaceChildren(); }
    this.frame.replaceChildren();
    this.lines.replaceChildren();
    this.loose.replaceChildren();
    ed.board.classList.toggle('stale', ed.store.stale);
    ed.photo.draw();
    if (!b) { this.drawLabels(); this.drawPieces(); this.drawMark(); return; }
    if (!same) {
      this.litRegions.replaceChildren();
      this.cornerEls = new Map();
      this.lit = [];
      if (b.regions.length <= MERGE_REGIONS) {
        const colours = colourRegions(b.regions);
        this.regionEls = b.regions.map((r) => svg('path', { d: regionPath(r), class: `region c${colours.get(r.id)}`, 'data-id': r.id, 'fill-rule': 'evenodd' }));
        this.regions.append(...this.regionEls);
      } else {
        // A big board: one path per colour (the page lays out and paints a handful of
        // elements, not thousands); the hover draws its regions over them (applyHover).
        this.regionEls = [];
        for (const [c, d] of ahead?.paths ?? mergedPaths(b.regions)) {
          this.regions.append(svg('path', { d, class: `region c${c} merged`, 'fill-rule': 'evenodd' }));
        }
        // The corners by region, for the hover, in a task of their own now rather than in the
        // first pointer move (20 000 corners: 8 ms).
        setTimeout(() => cornersOf(b.corners), 0);
      }
    }
    if (b.frame) this.frame.append(svg('polygon', { points: b.frame.polygon.map((p) => p.join(',')).join(' ') }));
    const handles = ed.tool.handles === true;
    b.lines.forEach((l, i) => {
      const g = svg('g', { class: `line${ed.isSelected(i) ? ' selected' : ''}`, 'data-index': i });
      g.append(svg('line', { x1: l.from[0], y1: l.from[1], x2: l.to[0], y2: l.to[1], class: 'hit' }));
      g.append(svg('line', { x1: l.from[0], y1: l.from[1], x2: l.to[0], y2: l.to[1], class: 'stroke' }));
      if (handles) {
        for (const end of ['from', 'to'] as const) {
          g.append(svg('circle', { cx: l[end][0], cy: l[end][1], r: 1, class: 'handle', 'data-end': end }));
        }
      }
      this.lines.append(g);
    });
    for (const e of b.loose_edges ?? []) {
      this.loose.append(svg('line', { x1: e.from[0], y1: e.from[1], x2: e.to[0], y2: e.to[1], class: e.kind }));
    }
    // A big board's corner contacts (thousands) are made and drawn only for the region under
    // the pointer (applyHover, cornersOf).
    for (const c of same || !this.regionEls.length ? [] : b.corners) {
      const e = cornerEl(c);
      for (const id of c.regions) {
        const l = this.cornerEls.get(id);
        if (l) l.push(e); else this.cornerEls.set(id, [e]);
      }
      this.corners.append(e);
    }
    // A big board's regions and its labels in two tasks (each about half the time the page is
    // blocked): the labels at the next frame.
    this.labelsSoon();
    this.drawPieces();
    this.drawMark();
    this.applyHover();
  }

  /** The labels drawn for the view now: at once on a small board, at the next frame on a big
   *  one (a zoom or pan's events in a frame draw them once; 200 lines' labels take tens of ms). */
  labelsSoon(): void {
    if ((this.ed.v()?.regions.length ?? 0) > MERGE_REGIONS) this.labelsNextFrame();
    else this.drawLabels();
  }

  /** drawLabels at the next animation frame (or within 100 ms when the page has no frames),
   *  once however often asked before. */
  private labelsNextFrame(): void {
    if (this.labelsPending) return;
    this.labelsPending = true;
    const go = (): void => {
      if (!this.labelsPending) return;
      this.labelsPending = false;
      this.drawLabels();
    };
    requestAnimationFrame(() => setTimeout(go, 0));
    setTimeout(go, 100);
  }
  /** Whether drawLabels waits for the next frame (labelsSoon). */
  labelsPending = false;
  /** What the labels on the board were drawn from (see drawLabels). */
  private labelsDrawn = '';

  drawLabels(): void {
    this.labelsPending = false;
    const b = this.ed.v();
    if (!b) { this.labels.replaceChildren(); this.labelsDrawn = ''; return; }
    const u = this.ed.view.unitPx();
    // The labels' size is in board units (they grow and shrink with the zoom, as the print
    // sheet's do): about a fortieth of the board's larger side, at most 12 px on screen at the
    // zoom that fits the board...; each label is then shrunk to fit its region's room around
    // its point (it ran across lines and off the sheet).
    const bb = bounds(b);
    const side = Math.max(bb.x1 - bb.x0, bb.y1 - bb.y0);
    const base = side > 0 ? side / 40 : 12 * u;
    // Drawn at the detail the zoom needs: only the labels in view whose room is at least
    // LABEL_MIN_PX on screen (a big board at fit zoom has thousands of regions too small to
    // read a label in; they show as the zoom comes to them).
    const v = this.ed.view.rect;
    const placed: { t: SVGTextElement; r: Region; spans: SVGTextContentElement[]; room: [number, number]; fs: number }[] = [];
    // The largest regions first (ties by id; sorted once a board), then back in the board's
    // order: up to LABELS_MAX in view. A convex region holds the rhombus of its label's room
    // (2 hw hh <= area): past the first region whose area is too small, all are.
    const inView: Region[] = [];
    for (const r of this.byArea(b)) {
      if (2 * Math.sqrt(r.area / 2) < LABEL_MIN_PX * u || inView.length >= LABELS_MAX) break;
      const [x, y] = r.label;
      if (x >= v.x && x <= v.x + v.w && y >= v.y && y <= v.y + v.h) inView.push(r);
    }
    inView.sort((p, q) => p.id - q.id);
    // What the labels are drawn from: when it is what they were drawn from last (a redraw for
    // a change of tool, selection or set-up; an edit far from them is still a new draw), the
    // labels drawn stay (the page lays out no text again).
    const todo: { r: Region; room: [number, number]; phrases: string[] }[] = [];
    const keys: string[] = [`${u}|${base}`];
    for (const r of inView) {
      const room = labelRoom(r.label, r);
      if (Math.min(room[0], room[1]) * 2 < LABEL_MIN_PX * u) continue;
      const phrases = capacityPhrases(b, r).filter((s) => s !== 'all');
      todo.push({ r, room, phrases });
      keys.push(`${r.id}|${r.name}|${r.label}|${room}|${phrases.join(',')}`);
    }
    for (const l of b.lines) if (l.name) keys.push(`${l.name}|${l.from}|${l.to}`);
    const drawnFrom = keys.join(';');
    if (drawnFrom === this.labelsDrawn) return;
    this.labelsDrawn = drawnFrom;
    this.labels.replaceChildren();
    for (const { r, room, phrases } of todo) {
      const [x, y] = r.label;
      const fs = base;
      const t = svg('text', { x, y, 'font-size': fs, class: 'label', 'data-id': r.id });
      // The block centred on the label point: the name, then the capacity lines.
      const title = svg('tspan', { x, dy: -(phrases.length * fs * 1.15 * 0.85) / 2, class: 'name' });
      title.textContent = r.name ?? `${r.id}`;
      t.append(title);
      for (const s of phrases) {
        const sp = svg('tspan', { x, dy: fs * 1.15 * 0.85, class: 'cap' });
        sp.textContent = s;
        t.append(sp);
      }
      placed.push({ t, r, spans: [...t.children] as SVGTextContentElement[], room, fs });
    }
    this.labels.append(...placed.map((x) => x.t));
    // Widths measured once per text, class and size, with a canvas in the labels' font (the
    // SVG's own measure forced the page's layout: on a big board a layout of thousands of
    // elements, 80 ms to 500 ms), scaled from 100 px to the size (widths grow in proportion).
    const keyOf = (sp: Element, fs: number): string => `${sp.getAttribute('class')}|${fs}|${sp.textContent}`;
    const ctx = this.measurer();
    for (const { spans, fs } of placed) {
      for (const sp of spans) {
        const k = keyOf(sp, fs);
        if (this.labelWidths.has(k) || !ctx) continue;
        ctx.font = `${sp.getAttribute('class') === 'name' ? '600 ' : ''}100px ${this.fontFamily}`;
        const w = (ctx.measureText(sp.textContent ?? '').width * fs) / 100;
        if (w > 0) this.labelWidths.set(k, w);
      }
    }
    if (this.labelWidths.size > 20000) this.labelWidths.clear();
    if (ctx) ctx.font = `600 100px ${this.fontFamily}`;
    for (const { t, r, spans, room: [hw, hh], fs } of placed) {
      // Each line shrunk on its own to the room's width (the name stays large when only a long
      // capacity line is too wide), then the block as a whole to the room's height.
      const rel = spans.map((_sp, i) => (i === 0 ? 1 : 0.85));
      const widths = spans.map((sp) => this.labelWidths.get(keyOf(sp, fs)) ?? -1);
      if (widths.every((w) => w > 0)) {
        const ks = widths.map((w) => Math.min(1, (0.9 * 2 * hw) / w));
        const height = ks.reduce((a, k, i) => a + k * rel[i] * fs * 1.15, 0);
        const kh = Math.min(1, (0.9 * 2 * hh) / height);
        let sizes = ks.map((k, i) => k * kh * rel[i] * fs);
        // Never below TEXT_MIN_PX on screen: the name grows to it; when a capacity line would be
        // smaller, the capacity lines go (the block stays one piece: all or none of them).
        const least = TEXT_MIN_PX * u;
        if (sizes.slice(1).some((f) => f < least)) {
          for (const sp of spans.slice(1)) sp.remove();
          spans.length = 1;
          // The name alone: as large as its own width and the room's height allow.
          sizes = [Math.min(fs, ks[0] * fs, (0.9 * 2 * hh) / 1.15)];
        }
        if (sizes[0] < least && spans.length === 1 && ctx) {
          // The name fits its region only below the least size: grown to it, it ran over its
          // neighbours' labels (a 60-region board at fit zoom). The region's number in its
          // place when the name is too wide; no label when neither fits (it shows as the zoom
          // comes to it; the region's information names it).
          const n = String(r.id);
          const width = (x: string) => (ctx.measureText(x).width * least) / 100;
          if (least * 1.15 > 2 * hh || width(n) > 2 * hw) { t.remove(); continue; }
          if (width(spans[0].textContent ?? '') > 2 * hw) spans[0].textContent = n;
        }
        const total = sizes.reduce((a, f) => a + f * 1.15, 0);
        spans.forEach((sp, i) => {
          sp.setAttribute('font-size', String(sizes[i]));
          // dy: from the block's top to the first line's middle, then line to line.
          const dy = i === 0 ? -total / 2 + sizes[0] * 1.15 / 2 : (sizes[i - 1] + sizes[i]) * 1.15 / 2;
          sp.setAttribute('dy', String(dy));
        });
      }
    }
    // Line names, small, along their lines (read left to right): at the middle, or, where it
    // would lie over a name drawn already (two lines crossing at their middles, at 390 px
    // wide), the first of a few places further along that is clear.
    const drawn: Point[][] = [];
    const fsl = Math.max(base * 0.6, TEXT_MIN_PX * u);
    if (ctx) ctx.font = `100px ${this.fontFamily}`;
    for (const l of b.lines) {
      if (!l.name) continue;
      const w = ctx ? (ctx.measureText(l.name).width * fsl) / 100 : fsl * 0.6 * l.name.length;
      const [mx, my] = clearPlace(l.from, l.to, w, fsl, drawn);
      let a = (Math.atan2(l.to[1] - l.from[1], l.to[0] - l.from[0]) * 180) / Math.PI;
      if (a > 90) a -= 180; else if (a < -90) a += 180;
      const t = svg('text', { x: mx, y: my, 'font-size': fsl, class: 'line-name', transform: `rotate(${a} ${mx} ${my}) translate(0 ${-fsl * 0.67})` });
      t.textContent = l.name;
      this.labels.append(t);
    }
  }

  /** `b`'s regions, the largest first (ties by id: live-limits.ts `regionsByArea`), kept for the board drawn. */
  private byArea(b: ValidatedBoard): readonly Region[] {
    if (this.sortedFor !== b.regions) {
      this.sortedFor = b.regions;
      // The worker's order when it sent one (live-limits.ts `boardParts`).
      const order = drawnAhead(b)?.byArea;
      this.sorted = Array.from(order && order.length === b.regions.length ? order : regionsByArea(b.regions), (k) => b.regions[k]);
    }
    return this.sorted;
  }
  private sortedFor: readonly Region[] | null = null;
  private sorted: readonly Region[] = [];

  /** The canvas that measures label text, null where there is none (a page without canvas). */
  private measurer(): CanvasRenderingContext2D | null {
    if (this.measureCtx === undefined) {
      // The labels' font family as the stylesheet gives it (the names are 600 weight, .label .name).
      this.fontFamily = getComputedStyle(this.labels).fontFamily || 'system-ui, sans-serif';
      this.measureCtx = document.createElement('canvas').getContext('2d');
    }
    return this.measureCtx;
  }
  private measureCtx: CanvasRenderingContext2D | null | undefined;
  private fontFamily = 'system-ui, sans-serif';

  /** Where the start puts the lions and the pack: per region, its lions. */
  drawPieces(): void {
    this.pieces.replaceChildren();
    const b = this.ed.v();
    if (!b || !b.setup) return;
    const moving = this.ed.pieceDrag;
    const ld = b.pieces.lion?.diameter ?? 30;
    const jd = b.pieces.jackal?.diameter ?? 20;
    const byRegion = new Map<number, number>();
    // The labels' half height (drawLabels' size: a fortieth of the board's larger side).
    const bb = bounds(b);
    const lh = (Math.max(bb.x1 - bb.x0, bb.y1 - bb.y0) / 40) * 1.15 / 2;
    b.setup.lions.forEach((id, i) => {
      const r = b.regions[id - 1];
      if (!r) return;
      const k = byRegion.get(id) ?? 0;
      byRegion.set(id, k + 1);
      const [p, rad] = markerPlace(r, ld / 2, -0.9 * ld, k, lh);
      let at = p;
      if (moving?.piece === 'lion' && moving.index === i) at = moving.at;
      const g = svg('g', { class: 'piece lion', 'data-piece': 'lion', 'data-index': i });
      g.append(svg('circle', { cx: at[0], cy: at[1], r: rad }));
      const t = svg('text', { x: at[0], y: at[1], 'font-size': rad * 0.9 });
      t.textContent = tr('editor-mark-lion');
      g.append(t);
      this.pieces.append(g);
    });
    const pack = b.setup.jackals ? b.regions[b.setup.jackals - 1] : null;
    if (pack) {
      const [p, rad] = markerPlace(pack, jd / 2, 1.2 * jd, 0, lh);
      let at = p;
      if (moving?.piece === 'jackals') at = moving.at;
      const g = svg('g', { class: 'piece pack', 'data-piece': 'jackals', 'data-index': 0 });
      g.append(svg('circle', { cx: at[0], cy: at[1], r: rad }));
      const t = svg('text', { x: at[0], y: at[1], 'font-size': rad * 0.9 });
      t.textContent = tr('editor-mark-pack', { n: b.pieces.jackal?.count ?? 9 });
      g.append(t);
      this.pieces.append(g);
    }
  }

  /** The focused diagnostic's place on the board: its regions, the drawn line its text points
   *  at, and the points its message names. */
  drawMark(): void {
    this.mark.replaceChildren();
    const ed = this.ed;
    const b = ed.v();
    const d = ed.focusDiag;
    if (!d) return;
    const u = ed.view.unitPx();
    if (b) {
      for (const id of d.regions ?? []) {
        const r = b.regions[id - 1];
        if (r) this.mark.append(svg('path', { d: regionPath(r), class: 'mark-region', 'fill-rule': 'evenodd' }));
      }
      const yaml = ed.store.yaml;
      for (const s of spansOf(d)) {
        const li = lineEntryAt(yaml, byteToIndex(yaml, s.offset));
        const l = li >= 0 ? b.lines[li] : undefined;
        if (l) this.mark.append(svg('line', { x1: l.from[0], y1: l.from[1], x2: l.to[0], y2: l.to[1], class: 'mark-line' }));
      }
    }
    for (const p of pointsInMessage(`${d.message} ${d.help ?? ''}`)) {
      this.mark.append(svg('circle', { cx: p[0], cy: p[1], r: 10 * u, class: 'mark-point' }));
    }
  }

  /** The region under the pointer lit, its neighbours and corner contacts too; its information
   *  in the side panel. */
  applyHover(): void {
    const ed = this.ed;
    const b = ed.v();
    const hovered = ed.hovered;
    const r = b && hovered ? b.regions[hovered - 1] : null;
    for (const e of this.lit) e.classList.remove('hover', 'nb', 'hot');
    this.lit = [];
    if (b && !this.regionEls.length) {
      // Merged regions: the lit ones drawn over them.
      this.litRegions.replaceChildren();
      if (r) {
        for (const n of r.neighbors) {
          const q = b.regions[n - 1];
          if (q) this.litRegions.append(svg('path', { d: regionPath(q), class: 'region nb', 'fill-rule': 'evenodd' }));
        }
        this.litRegions.append(svg('path', { d: regionPath(r), class: 'region hover', 'fill-rule': 'evenodd' }));
        for (const c of cornersOf(b.corners).get(r.id) ?? []) this.litRegions.append(cornerEl(c, 'corner hot'));
      }
    } else if (r && this.regionEls[r.id - 1]) {
      const light = (e: Element | undefined, c: string): void => { if (e) { e.classList.add(c); this.lit.push(e); } };
      light(this.regionEls[r.id - 1], 'hover');
      for (const n of r.neighbors) light(this.regionEls[n - 1], 'nb');
      for (const c of this.cornerEls.get(r.id) ?? []) light(c, 'hot');
    }
    ed.panels.showRegion(r ?? null);
  }
}

type Corner = ValidatedBoard['corners'][number];
const cornerIndex = new WeakMap<readonly Corner[], Map<number, Corner[]>>();

/** A board's corners by region id, each region's in the board's order (made once per board: a
 *  big board's 20 000 corners were scanned on every hover, issue 37.6). */
function cornersOf(corners: readonly Corner[]): Map<number, Corner[]> {
  let m = cornerIndex.get(corners);
  if (!m) {
    m = new Map();
    for (const c of corners) {
      for (const id of c.regions[0] === c.regions[1] ? [c.regions[0]] : [c.regions[0], c.regions[1]]) {
        const l = m.get(id);
        if (l) l.push(c); else m.set(id, [c]);
      }
    }
    cornerIndex.set(corners, m);
  }
  return m;
}

/**
 * Where a start marker of radius `rad` (board units) goes in region `r`, and its radius: `dy`
 * above (negative) or below the label point, the `k`-th of a region's lions `1.2 rad` further
 * right; `lh` is the label's half height. Kept inside the region along the vertical and
 * horizontal through the label point (geometry.ts `labelRoom`; on a 60-region board the lions'
 * markers sat on the frame, over the neighbours' labels): between the label and the region's
 * edge, smaller if need be, when at least half its size fits there; else at most 0.9 of the
 * room's nearer side, as near the edge as it fits (over the label).
 */
export function markerPlace(r: Region, rad: number, dy: number, k: number, lh = 0): [Point, number] {
  const [hw, hh] = labelRoom(r.label, r);
  const clear = (hh - lh) / 2;
  let fit: number, off: number;
  if (clear >= rad / 2) {
    fit = Math.min(rad, clear);
    off = Math.min(Math.max(Math.abs(dy), lh + fit), hh - fit);
  } else {
    fit = Math.min(rad, 0.9 * Math.min(hw, hh));
    off = Math.min((Math.abs(dy) * fit) / rad, Math.max(0, hh - fit));
  }
  if (!(fit > 0)) return [r.label, rad];
  const x = Math.min(k * 1.2 * fit, Math.max(0, hw - fit));
  return [[r.label[0] + x, r.label[1] + Math.sign(dy) * off], fit];
}

/**
 * The middle of a line name `w` long and `fs` high set along the line `from`–`to`: at the
 * line's middle, or the first of 0.35, 0.65, 0.2, 0.8 of its length where no point of it comes
 * within `fs` of a name in `drawn` (each a few points along a name); the middle when none is
 * clear. The name's points are added to `drawn`.
 */
export function clearPlace(from: Point, to: Point, w: number, fs: number, drawn: Point[][]): Point {
  const len = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  const ux = (to[0] - from[0]) / len, uy = (to[1] - from[1]) / len;
  // Five points along the name, set a little off the line (the name sits above it).
  const pointsAt = (t: number): Point[] => {
    const cx = from[0] + t * (to[0] - from[0]) + uy * fs * 0.5, cy = from[1] + t * (to[1] - from[1]) - ux * fs * 0.5;
    return [-0.5, -0.25, 0, 0.25, 0.5].map((k) => [cx + k * w * ux, cy + k * w * uy] as Point);
  };
  const clear = (ps: Point[]) => drawn.every((q) => ps.every((p) => q.every((o) => Math.hypot(p[0] - o[0], p[1] - o[1]) >= fs)));
  let best = 0.5;
  for (const t of [0.5, 0.35, 0.65, 0.2, 0.8]) {
    if (clear(pointsAt(t))) { best = t; break; }
  }
  drawn.push(pointsAt(best));
  return [from[0] + best * (to[0] - from[0]), from[1] + best * (to[1] - from[1])];
}
