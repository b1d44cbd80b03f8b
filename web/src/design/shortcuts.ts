/**
 * The Design tab's keyboard shortcuts common to every tool, as one list: each entry names its
 * keys and what it does; the editor's key handler looks a key up here (and the tools' own keys in
 * tools/index.ts), so a new shortcut is one entry, never a new branch. The keys follow drawing
 * editors' habits (tldraw, Excalidraw): arrows nudge, + - 0 zoom and fit, Ctrl/⌘ C V D copy,
 * paste and duplicate, Ctrl/⌘ Z undo.
 */
import type { Editor } from './editor';
import { t } from '../i18n';

export interface Shortcut {
  /** Its keys: `KeyboardEvent.key` values, `Mod+` for Ctrl or ⌘, `Shift+` when Shift is held
   *  (a key without `Shift+` matches with Shift up only, except the symbols + - that Shift types). */
  readonly keys: readonly string[];
  /** What it does (for the help). */
  readonly title: string;
  /** Whether it applies now (a key that does not apply is left to the browser). */
  readonly when?: (ed: Editor) => boolean;
  readonly run: (ed: Editor, e: KeyboardEvent) => void;
}

/** The nudge of the arrow keys, in screen pixels, when the grid is off. */
const NUDGE_PX = 1;

function nudge(dx: number, dy: number): (ed: Editor, e: KeyboardEvent) => void {
  return (ed) => {
    const step = ed.gridStep() || NUDGE_PX * ed.fineStep();
    // One line selected and one of its ends chosen (the Lines list): that end moves alone; a
    // line inside the frame stops at its edge (Editor.nudge).
    void ed.nudge([dx * step, dy * step]);
  };
}

const hasSelection = (ed: Editor): boolean => ed.selection().length > 0;

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['Mod+z'], title: t('editor-key-undo'), run: (ed) => ed.store.undo() },
  { keys: ['Mod+Shift+z', 'Mod+y'], title: t('editor-key-redo'), run: (ed) => ed.store.redo() },
  { keys: ['Delete', 'Backspace'], title: t('editor-key-delete'), when: hasSelection, run: (ed) => void ed.deleteSelected() },
  { keys: ['Escape'], title: t('editor-key-escape'), run: (ed) => ed.escape() },
  { keys: ['ArrowLeft'], title: t('editor-key-nudge-left'), when: hasSelection, run: nudge(-1, 0) },
  { keys: ['ArrowRight'], title: t('editor-key-nudge-right'), when: hasSelection, run: nudge(1, 0) },
  { keys: ['ArrowUp'], title: t('editor-key-nudge-up'), when: hasSelection, run: nudge(0, -1) },
  { keys: ['ArrowDown'], title: t('editor-key-nudge-down'), when: hasSelection, run: nudge(0, 1) },
  { keys: ['+', '='], title: t('editor-key-zoom-in'), run: (ed) => ed.zoomBy(1 / 1.25) },
  { keys: ['-', '_'], title: t('editor-key-zoom-out'), run: (ed) => ed.zoomBy(1.25) },
  { keys: ['0'], title: t('editor-key-fit'), run: (ed) => ed.fitView() },
  { keys: ['Mod+c'], title: t('editor-key-copy'), when: hasSelection, run: (ed) => ed.copySelection() },
  { keys: ['Mod+v'], title: t('editor-key-paste'), when: (ed) => ed.clipboard.length > 0, run: (ed) => void ed.paste() },
  { keys: ['Mod+d'], title: t('editor-key-duplicate'), when: hasSelection, run: (ed) => { ed.copySelection(); void ed.paste(); } },
  { keys: ['Mod+a'], title: t('editor-key-select-all'), run: (ed) => ed.selectAll() },
];

/** Whether the key event `e` is the key `k` (as `Shortcut.keys` writes it). */
export function matches(e: KeyboardEvent, k: string): boolean {
  const parts = k === '+' ? ['+'] : k.split('+');
  const key = parts[parts.length - 1];
  const mods = new Set(parts.slice(0, -1));
  const mod = e.ctrlKey || e.metaKey;
  if (mod !== mods.has('Mod') || e.altKey) return false;
  // Shift types + and _ on most layouts: it is part of the symbol, not a modifier.
  const symbol = key.length === 1 && !/[a-z0-9]/i.test(key);
  if (!symbol && e.shiftKey !== mods.has('Shift')) return false;
  return e.key.length === 1 ? e.key.toLowerCase() === key.toLowerCase() : e.key === key;
}

/** The shortcut the key event `e` asks for now, if any. */
export function shortcutFor(ed: Editor, e: KeyboardEvent): Shortcut | undefined {
  return SHORTCUTS.find((s) => s.keys.some((k) => matches(e, k)) && (s.when?.(ed) ?? true));
}
