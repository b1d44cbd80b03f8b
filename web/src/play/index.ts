/**
 * The Play and Balance tabs. A stand-in: the play helper (branch `play`) replaces this file with
 * the real panels; the shell (main.ts) only relies on these two functions.
 */
import type { AppContext } from '../app-context';

export function mountPlay(root: HTMLElement, ctx: AppContext): void {
  root.textContent = 'Play against the engine: coming with the play panel.';
  void ctx;
}

export function mountBalance(root: HTMLElement, ctx: AppContext): void {
  root.textContent = 'Balance: coming with the balance panel.';
  void ctx;
}
