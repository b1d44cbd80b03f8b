/** Start: the lions and the pack dragged from region to region (the board's `setup:`). */
import type { Point } from '../../engine-types';
import type { Editor } from '../editor';
import { regionAt } from '../geometry';
import { startEdits } from '../identity';
import type { Tool } from './tool';
import { t } from '../../i18n';

export class PiecesTool implements Tool {
  readonly id = 'pieces';
  readonly label = t('editor-tool-start');
  readonly title = t('editor-tool-start-title');
  readonly key = 'p';

  enter(ed: Editor): void {
    const b = ed.v();
    if (b && !b.setup) ed.say(t('editor-start-none'));
  }

  down(ed: Editor, p: Point, e: PointerEvent): void {
    const pg = (e.target as Element).closest('.piece') as SVGElement | null;
    if (pg) ed.pieceDrag = { piece: pg.dataset.piece as 'lion' | 'jackals', index: Number(pg.dataset.index), at: p };
  }

  move(ed: Editor, p: Point): void {
    if (ed.pieceDrag) {
      ed.pieceDrag.at = p;
      ed.layers.drawPieces();
    } else ed.showReadout(p);
  }

  async up(ed: Editor, p: Point): Promise<void> {
    const d = ed.pieceDrag;
    ed.pieceDrag = null;
    const b = ed.v();
    if (!d || !b?.setup) return;
    const r = regionAt(p, b.regions);
    if (r) {
      const lions = [...b.setup.lions];
      let jackals = b.setup.jackals ?? b.regions[b.regions.length - 1].id;
      if (d.piece === 'lion') lions[d.index] = r.id; else jackals = r.id;
      // By name, the regions without one named in the same step (identity.ts).
      await ed.doEdit(...startEdits(b, lions, jackals));
    }
    ed.layers.drawPieces();
  }

  cancel(ed: Editor): void { ed.pieceDrag = null; }
}
