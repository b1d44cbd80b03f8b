/** Name: a click on a region opens the name form for it. */
import type { Point } from '../../engine-types';
import type { Editor } from '../editor';
import { regionAt } from '../geometry';
import type { Tool } from './tool';
import { t } from '../../i18n';

export class NameTool implements Tool {
  readonly id = 'name';
  readonly label = t('editor-tool-name');
  readonly title = t('editor-tool-name-title');
  readonly key = 'n';

  down(ed: Editor, p: Point): void {
    const b = ed.v();
    const r = b ? regionAt(p, b.regions) : null;
    if (r) ed.panels.askName(r);
  }

  tap(ed: Editor, p: Point): void { this.down(ed, p); }

  move(ed: Editor, p: Point): void { ed.showReadout(p); }
}
