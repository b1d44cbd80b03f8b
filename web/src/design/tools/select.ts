/** Select: a line chosen by a click (Shift-click adds or removes one); its ends, or the selected
 *  lines together, dragged; Delete removes them. */
import type { Point } from '../../engine-types';
import { svg } from '../dom';
import type { Editor } from '../editor';
import { roundTo, type Snap } from '../geometry';
import { snapMark } from './draw';
import type { Tool } from './tool';
import { t } from '../../i18n';

type Drag = { kind: 'end'; line: number; end: 'from' | 'to'; at: Snap }
  | { kind: 'body'; start: Point; lines: { from: Point; to: Point }[]; delta: Point };

export class SelectTool implements Tool {
  readonly id = 'select';
  readonly label = t('editor-tool-select');
  readonly title = t('editor-tool-select-title');
  readonly key = 's';
  readonly handles = true;
  private drag: Drag | null = null;

  down(ed: Editor, p: Point, e: PointerEvent): void {
    const b = ed.v();
    const target = e.target as Element;
    const handle = target.closest('.handle') as SVGElement | null;
    const lineG = target.closest('.line') as SVGElement | null;
    if (lineG && b) {
      const i = Number(lineG.dataset.index);
      if (e.shiftKey) {
        // Shift-click: the line added to the selection, or taken out of it.
        const sel = ed.selection();
        ed.select(ed.isSelected(i) ? sel.filter((k) => k !== i) : [...sel, i]);
        return;
      }
      // A line not selected: it alone; a selected one: the selection kept (dragged together).
      if (!ed.isSelected(i)) ed.extra.clear();
      else if (ed.selected !== i) { ed.extra.add(ed.selected); ed.extra.delete(i); }
      ed.selected = i;
      const l = b.lines[i];
      const end = handle?.dataset.end as 'from' | 'to' | undefined;
      if (end) this.drag = { kind: 'end', line: i, end, at: { at: l[end], kind: 'end' } };
      else this.drag = { kind: 'body', start: p, lines: ed.selection().map((k) => ({ from: b.lines[k].from, to: b.lines[k].to })), delta: [0, 0] };
    } else {
      if (!e.shiftKey) ed.select([]);
      ed.beginPan(e);
    }
    ed.redraw();
    ed.panels.renderForms();
  }

  /** A tap selects the line under the finger, or shows the region's information. */
  tap(ed: Editor, p: Point, e: PointerEvent): void {
    this.down(ed, p, e);
    this.drag = null;
    ed.cancelPan();
    if (ed.selected < 0) ed.showRegionAt(p);
  }

  move(ed: Editor, p: Point): void {
    const d = this.drag;
    if (d?.kind === 'end') {
      d.at = ed.snap(p, d.line);
      ed.showReadout(p, d.at);
    } else if (d?.kind === 'body') {
      const g = ed.gridStep() || ed.fineStep();
      d.delta = [roundTo(p[0] - d.start[0], g), roundTo(p[1] - d.start[1], g)];
      const first = d.lines[d.lines.length - 1].from;
      ed.showReadout([first[0] + d.delta[0], first[1] + d.delta[1]]);
    } else ed.showReadout(p);
  }

  async up(ed: Editor): Promise<void> {
    const d = this.drag;
    this.drag = null;
    if (!d) return;
    ed.clearDraft();
    if (d.kind === 'end') {
      const l = ed.v()?.lines[d.line];
      if (l && (l[d.end][0] !== d.at.at[0] || l[d.end][1] !== d.at.at[1])) {
        await ed.doEdit({ op: 'move_point', line: d.line, end: d.end, at: d.at.at });
      }
    } else if (d.delta[0] !== 0 || d.delta[1] !== 0) {
      await ed.moveSelection(d.delta);
    }
  }

  cancel(): void { this.drag = null; }

  draft(ed: Editor, g: SVGGElement): void {
    const d = this.drag;
    if (d?.kind === 'end') {
      const l = ed.v()?.lines[d.line];
      if (l) {
        const other = d.end === 'from' ? l.to : l.from;
        g.append(svg('line', { x1: other[0], y1: other[1], x2: d.at.at[0], y2: d.at.at[1], class: 'draft-line' }));
      }
      snapMark(ed, g, d.at);
    } else if (d?.kind === 'body') {
      for (const l of d.lines) {
        g.append(svg('line', { x1: l.from[0] + d.delta[0], y1: l.from[1] + d.delta[1], x2: l.to[0] + d.delta[0], y2: l.to[1] + d.delta[1], class: 'draft-line' }));
      }
    }
  }
}
