/** Draw: a straight line by press, drag, release, or by two clicks (for trackpads). */
import type { Point } from '../../engine-types';
import { svg } from '../dom';
import type { Editor } from '../editor';
import { dist, type Snap } from '../geometry';
import type { Tool } from './tool';

/** A snap target's mark, `r` CSS px wide. */
export function snapMark(ed: Editor, g: SVGGElement, s: Snap): void {
  g.append(svg('circle', { cx: s.at[0], cy: s.at[1], r: 5 * ed.view.unitPx(), class: `snap ${s.kind}` }));
}

export class DrawTool implements Tool {
  readonly id = 'draw';
  readonly label = 'Draw';
  readonly title = 'draw straight lines: press, drag, release (snaps to ends, lines, the frame and the grid)';
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

  move(ed: Editor, p: Point): void {
    if (this.drag) {
      this.drag.to = ed.snap(p);
      ed.showReadout(p, this.drag.to);
    } else ed.showReadout(p, ed.snap(p));
  }

  async up(ed: Editor, p: Point, e: PointerEvent): Promise<void> {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    const to = ed.snap(p);
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
