/** Draw: a straight line by press, drag, release, or by two clicks (for trackpads). */
import type { Point } from '../../engine-types';
import { svg } from '../dom';
import type { Editor } from '../editor';
import { dist, roundTo, type Snap } from '../geometry';
import type { Tool } from './tool';
import { t } from '../../i18n';

/** A snap target's mark, `r` CSS px wide. */
export function snapMark(ed: Editor, g: SVGGElement, s: Snap): void {
  g.append(svg('circle', { cx: s.at[0], cy: s.at[1], r: 5 * ed.view.unitPx(), class: `snap ${s.kind}` }));
}

/** The angle step of a line drawn with Shift held, in degrees. */
export const CONSTRAIN_DEG = 15;

/** With Shift held, the end `p` turned about `from` to the nearest multiple of 15 degrees (its
 *  length kept, rounded to the free step `fine`): the end of a constrained line. */
export function constrain(from: Point, p: Point, fine: number): Point {
  const dx = p[0] - from[0], dy = p[1] - from[1];
  const r = Math.hypot(dx, dy);
  const step = (CONSTRAIN_DEG * Math.PI) / 180;
  const a = Math.round(Math.atan2(dy, dx) / step) * step;
  return [roundTo(from[0] + roundTo(r * Math.cos(a), fine), fine / 1e6), roundTo(from[1] + roundTo(r * Math.sin(a), fine), fine / 1e6)];
}

export class DrawTool implements Tool {
  readonly id = 'draw';
  readonly label = t('editor-tool-draw');
  readonly title = t('editor-tool-draw-title');
  readonly key = 'd';
  private drag: { from: Snap; to: Snap } | null = null;
  /** A line begun by a click (not a drag) waits for the click that ends it. */
  private armed = false;

  down(ed: Editor, p: Point): void {
    const s = ed.snap(p);
    // A second click ends a line begun by a click (for trackpads); a press starts one.
    if (!(this.armed && this.drag)) this.drag = { from: s, to: s };
    ed.showDraft();
  }

  /** Where the line's end goes for the pointer at `p`: snapped, or with Shift turned to 15° steps. */
  private end(ed: Editor, from: Snap, p: Point, e: PointerEvent): Snap {
    return e.shiftKey ? { at: constrain(from.at, p, ed.fineStep()), kind: 'free' } : ed.snap(p);
  }

  move(ed: Editor, p: Point, e: PointerEvent): void {
    if (this.drag) {
      this.drag.to = this.end(ed, this.drag.from, p, e);
      ed.showReadout(p, this.drag.to);
    } else ed.showReadout(p, ed.snap(p));
  }

  async up(ed: Editor, p: Point, e: PointerEvent): Promise<void> {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    const to = this.end(ed, d.from, p, e);
    if (dist(d.from.at, to.at) > 2 * ed.view.unitPx() && dist(d.from.at, to.at) > 0) {
      this.armed = false;
      ed.clearDraft();
      await ed.doEdit({ op: 'add_line', from: d.from.at, to: to.at });
    } else if (!this.armed && e.pointerType !== 'touch') {
      // A click without a drag: the line follows the pointer until the next click (not by
      // touch: two taps never draw a line).
      this.armed = true;
      this.drag = d;
    } else {
      this.armed = false;
      ed.clearDraft();
    }
  }

  cancel(): void {
    this.drag = null;
    this.armed = false;
  }

  draft(ed: Editor, g: SVGGElement): void {
    const d = this.drag;
    if (d) {
      g.append(svg('line', { x1: d.from.at[0], y1: d.from.at[1], x2: d.to.at[0], y2: d.to.at[1], class: 'draft-line' }));
      snapMark(ed, g, d.from);
      snapMark(ed, g, d.to);
    } else if (ed.pointer) {
      const s = ed.snap(ed.pointer);
      if (s.kind !== 'free') snapMark(ed, g, s);
    }
  }
}
