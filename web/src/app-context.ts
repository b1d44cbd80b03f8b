/**
 * What the page's tabs share: the engine worker and the board being edited. The Design tab owns
 * the board; the Play and Balance tabs (src/play/) read it.
 */
import type { EngineClient } from './engine-client';
import type { ValidatedBoard } from './engine-types';

export interface AppContext {
  engine: EngineClient;
  /** The board now: its YAML text, and the validated board file of that text (with capacities
   *  once they are computed; `null` while the text has errors or is being built). */
  board(): { yaml: string; validated: ValidatedBoard | null };
  /** Why the board cannot be played or measured yet, saying what to do (`what`: 'play it',
   *  'measure its balance'); '' when it can (board-store.ts `notReady`). */
  notReady(what: string): string;
  /** Called after every change of the text or of its validated board. */
  onBoardChange(cb: () => void): void;
}
