/**
 * The Design tab: the board drawn in SVG in board units (x right, y down), edited with the
 * pointer and by typed coordinates, checked live by the engine, with its YAML text beside it.
 *
 * The parts: editor.ts (the shared state, edits, pointer and keys), tools/ (one file per tool,
 * one list), view.ts (pan and zoom), layers.ts (the SVG layers), panels.ts (the side panel),
 * yaml-pane.ts, toolbar.ts, files.ts, dom.ts (DOM helpers), spans.ts (diagnostics' places).
 */
import type { AppContext } from '../app-context';
import type { BoardStore } from '../board-store';
import { Editor } from './editor';

export { byteToIndex, lineEntryAt, pointsInMessage } from './spans';

/** `restored`: the store's text is the board kept by the last visit (the page says so). */
export function mountDesign(root: HTMLElement, ctx: AppContext, store: BoardStore, restored = false): Editor {
  return new Editor(root, ctx, store, restored);
}
