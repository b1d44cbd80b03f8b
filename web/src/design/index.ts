/** The Design tab (being written). */
import type { AppContext } from '../app-context';
import type { BoardStore } from '../board-store';

export function mountDesign(root: HTMLElement, ctx: AppContext, store: BoardStore): void {
  root.textContent = 'Design';
  void ctx; void store;
}
