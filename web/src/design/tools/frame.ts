/** Frame: a polygon frame by its corners; a double-click or a click on the first corner closes it. */
import type { Point } from '../../engine-types';
import { svg } from '../dom';
import type { Editor } from '../editor';
import { dist } from '../geometry';
import { snapMark } from './draw';
import type { Tool } from './tool';
import { t } from '../../i18n';

/** Snap distance on screen, in CSS pixels (as the editor's). */
const CLOSE_PX = 9;

export class FrameTool implements Tool {
  readonly id = 'frame';
  readonly label = t('editor-tool-frame');
  readonly title = t('editor-tool-frame-title');
  readonly key = 'f';
  private pts: Point[] = [];

  down(ed: Editor, p: Point, e: PointerEvent): void {
    const s = ed.snap(p);
    const pts = this.pts;
    // Closed by a double-click (its first click added the last corner) or a click on the first corner.
    if (pts.length >= 3 && (e.detail >= 2 || dist(s.at, pts[0]) <= CLOSE_PX * ed.view.unitPx())) {
      this.pts = [];
      void ed.doEdit({ op: 'set_frame', frame: pts });
    } else if (!pts.length || dist(s.at, pts[pts.length - 1]) > 0) {
      pts.push(s.at);
    }
    ed.showDraft();
  }

  /** A tap adds a corner (a frame is drawn by its corners). */
  tap(ed: Editor, p: Point, e: PointerEvent): void { this.down(ed, p, e); }

  move(ed: Editor, p: Point): void { ed.showReadout(p, ed.snap(p)); }

  cancel(): void { this.pts = []; }

  draft(ed: Editor, g: SVGGElement): void {
    if (this.pts.length) {
      const pts = ed.pointer ? [...this.pts, ed.snap(ed.pointer).at] : this.pts;
      g.append(svg('polyline', { points: pts.map((p) => p.join(',')).join(' '), class: 'draft-line' }));
      for (const p of this.pts) g.append(svg('circle', { cx: p[0], cy: p[1], r: 3 * ed.view.unitPx(), class: 'snap end' }));
    } else if (ed.pointer) {
      const s = ed.snap(ed.pointer);
      if (s.kind !== 'free') snapMark(ed, g, s);
    }
  }
}
