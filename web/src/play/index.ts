/**
 * The Play and Balance tabs of the editor page (issue 26, "Play").
 *
 * - Play (play.ts): a game against the engine's agents on the board itself, through the
 *   library's session protocol (the JSON lines of `savanna play --protocol json`).
 * - Balance (balance.ts): `savanna balance` in a worker of its own, with a progress bar, the
 *   verdict and figures, and the heatmap of who holds which region.
 *
 * The shell (main.ts) calls `mountPlay` and `mountBalance` once, when their tab is first shown.
 */
import type { AppContext } from '../app-context';
import { spawnEngine } from '../engine-client';
import { BalancePanel } from './balance';
import { PlayPanel } from './play';
import { STYLE } from './style';
import type { EngineLike, PanelContext } from './types';

function addStyle(): void {
  if (document.getElementById('sv-play-style')) return;
  const s = document.createElement('style');
  s.id = 'sv-play-style';
  s.textContent = STYLE;
  document.head.append(s);
}

/** The shell's context as the panels read it (the engine client's progress callback gets a call
 *  id as a third argument, which the panels do not need, and the phase as a fourth). */
function panelContext(ctx: AppContext): PanelContext {
  return {
    engine: asEngine(ctx.engine),
    board: () => ctx.board(),
    onBoardChange: (cb) => ctx.onBoardChange(cb),
    notReady: (what) => ctx.notReady(what),
    spawn: () => asEngine(spawnEngine()),
  };
}

function asEngine(e: AppContext['engine']): EngineLike {
  return {
    call: (method, ...args) => e.call(method, ...args),
    onProgress: (cb) => { e.onProgress((done, total, _id, phase) => cb(done, total, phase)); },
    terminate: () => e.terminate(),
    ready: e.ready,
  };
}

/** The Play tab. */
export function mountPlay(root: HTMLElement, ctx: AppContext): PlayPanel {
  addStyle();
  const p = new PlayPanel(root, panelContext(ctx));
  // For tests and the console: the panel objects.
  (window as unknown as { savannaPlay?: PlayPanel }).savannaPlay = p;
  return p;
}

/** The Balance tab: each run in a fresh engine worker (terminated when done or cancelled). */
export function mountBalance(root: HTMLElement, ctx: AppContext): BalancePanel {
  addStyle();
  const p = new BalancePanel(root, panelContext(ctx), () => asEngine(spawnEngine()));
  (window as unknown as { savannaBalance?: BalancePanel }).savannaBalance = p;
  return p;
}
