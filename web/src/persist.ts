/**
 * The board kept in the browser: every change of the text is written to localStorage at once, and
 * the page opens with the board it held (the starter board the first time). A browser that keeps
 * nothing (storage off, full) is noticed: the page then warns before it is closed with changes
 * that are nowhere else.
 */

const KEY = 'savanna.editor.board';

/** The board kept by the last visit, or null. */
export function restoreBoard(): string | null {
  try {
    const s = localStorage.getItem(KEY);
    return s && s.trim() ? s : null;
  } catch {
    return null;
  }
}

/** Keep `yaml`; false when the browser would not keep it. */
export function keepBoard(yaml: string): boolean {
  try {
    localStorage.setItem(KEY, yaml);
    return localStorage.getItem(KEY) === yaml;
  } catch {
    return false;
  }
}
