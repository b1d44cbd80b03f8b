/**
 * The view of the board: the part of the board (in board units, x right, y down) the SVG shows,
 * its zoom and pan, and the conversions between screen (CSS px) and board points.
 */
import type { Point, ValidatedBoard } from '../engine-types';

export interface Rect { x: number; y: number; w: number; h: number }
export interface Bounds { x0: number; y0: number; x1: number; y1: number }

/** The box around the board's frame and lines (an A3 sheet when there is none). */
export function bounds(b: ValidatedBoard | null): Bounds {
  const pts: Point[] = [...(b?.frame?.polygon ?? []), ...(b?.lines ?? []).flatMap((l) => [l.from, l.to])];
  if (pts.length === 0) return { x0: 0, y0: 0, x1: 420, y1: 297 };
  const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/**
 * Whether the board's box changed from `before` to `after` so much that the view `view` should
 * be fitted to it again (issue 39: a frame typed in the YAML on a phone): an edge moved by at
 * least a tenth of the old box's larger side, and the new box is cut off by the view or fills
 * less than a third of it both ways. A small change, or one the view still shows well, keeps the
 * view as the designer left it (zoomed in, panned).
 */
export function needsRefit(before: Bounds, after: Bounds, view: Rect): boolean {
  const side = Math.max(before.x1 - before.x0, before.y1 - before.y0, 1e-9);
  const moved = Math.max(Math.abs(after.x0 - before.x0), Math.abs(after.y0 - before.y0), Math.abs(after.x1 - before.x1), Math.abs(after.y1 - before.y1));
  if (!(moved >= side / 10)) return false;
  const slack = 1e-9 * Math.max(view.w, view.h);
  const cut = after.x0 < view.x - slack || after.y0 < view.y - slack
    || after.x1 > view.x + view.w + slack || after.y1 > view.y + view.h + slack;
  const small = Math.max((after.x1 - after.x0) / view.w, (after.y1 - after.y0) / view.h) < 1 / 3;
  return cut || small;
}

export class View {
  /** The viewBox, in board units. */
  rect: Rect = { x: -20, y: -20, w: 460, h: 337 };
  /** Whether the view was fitted to the board since it was opened. */
  fitted = false;

  /** `onApply` redraws what depends on the zoom (the grid, the labels). */
  constructor(private readonly board: SVGSVGElement, private readonly onApply: () => void) {}

  apply(): void {
    const v = this.rect;
    this.board.setAttribute('viewBox', `${v.x} ${v.y} ${v.w} ${v.h}`);
    this.board.style.setProperty('--u', String(this.unitPx()));
    this.onApply();
  }

  /** The board's box on screen, read once a frame: a read after the page changed forces a
   *  layout, which on a big board (thousands of regions) costs tens of milliseconds each. */
  box(): DOMRect {
    if (!this.boxNow) {
      this.boxNow = this.board.getBoundingClientRect();
      requestAnimationFrame(() => { this.boxNow = null; });
    }
    return this.boxNow;
  }
  private boxNow: DOMRect | null = null;

  /** The board's box changed (its size): read it again. */
  resized(): void { this.boxNow = null; }

  /** Board units per CSS pixel at the current zoom. */
  unitPx(): number {
    const r = this.box();
    if (!r.width || !r.height) return this.rect.w / 800;
    return Math.max(this.rect.w / r.width, this.rect.h / r.height);
  }

  /** The board point under a screen point. */
  toBoard(ev: { clientX: number; clientY: number }): Point {
    const m = this.board.getScreenCTM();
    if (!m) return [0, 0];
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m.inverse());
    return [p.x, p.y];
  }

  /** Show the whole box `bb`, with a margin of a twentieth of its larger side. */
  fit(bb: Bounds): void {
    const w = Math.max(bb.x1 - bb.x0, 1e-9), hh = Math.max(bb.y1 - bb.y0, 1e-9);
    const m = Math.max(w, hh) * 0.05;
    const r = this.box();
    const aspect = r.width && r.height ? r.width / r.height : 1.4;
    let vw = w + 2 * m, vh = hh + 2 * m;
    if (vw / vh < aspect) vw = vh * aspect; else vh = vw / aspect;
    this.rect = { x: bb.x0 + w / 2 - vw / 2, y: bb.y0 + hh / 2 - vh / 2, w: vw, h: vh };
    this.apply();
  }

  /** Zoom by `k` (above 1: out) about the board point `p`, which stays where it is on screen. */
  zoomAt(p: Point, k: number): void {
    const v = this.rect;
    this.rect = { x: p[0] - (p[0] - v.x) * k, y: p[1] - (p[1] - v.y) * k, w: v.w * k, h: v.h * k };
    this.apply();
  }

  /** The view `from` moved by (dx, dy) screen pixels (the board follows the pointer). */
  panFrom(from: Rect, dx: number, dy: number): void {
    const k = from.w / (this.box().width || 1);
    this.rect = { ...from, x: from.x - dx * k, y: from.y - dy * k };
    this.apply();
  }

  /** Whether the board point `p` is in view. */
  shows(p: Point): boolean {
    const v = this.rect;
    return p[0] >= v.x && p[0] <= v.x + v.w && p[1] >= v.y && p[1] <= v.y + v.h;
  }
}
