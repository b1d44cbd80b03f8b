/**
 * A tool of the Design tab: what a press, a move and a release on the board do while it is
 * chosen, and what it draws in the draft layer. Each tool keeps its own gesture's state; the
 * editor (../editor.ts) owns the pan and zoom, the shortcuts common to every tool, and hands the
 * pointer to the tool chosen. The list of tools is ./index.ts.
 */
import type { Point } from '../../engine-types';
import type { Editor } from '../editor';

export interface Tool {
  /** Its id: the button is `#tool-ID`, the board's class `tool-ID`. */
  readonly id: string;
  /** Its button's label, its title (what it does), and its key (a letter, no modifier). */
  readonly label: string;
  readonly title: string;
  readonly key: string;
  /** Whether the lines show their end handles while it is chosen. */
  readonly handles?: boolean;
  /** Chosen (after every tool's gesture was cancelled). */
  enter?(ed: Editor): void;
  /** A press of the main button (or one finger) at board point `p`. */
  down(ed: Editor, p: Point, e: PointerEvent): void;
  /** The pointer moved to `p` (pressed or not): update the gesture and the readout. */
  move(ed: Editor, p: Point, e: PointerEvent): void;
  /** A tap of one finger at `p` (a touch that did not move): a tap never draws a line. Without
   *  it, a tap shows the region's information (what the pointer's hover shows). */
  tap?(ed: Editor, p: Point, e: PointerEvent): void;
  /** The press ended at `p`. */
  up?(ed: Editor, p: Point, e: PointerEvent): Promise<void> | void;
  /** Forget the gesture under way (Escape, another tool chosen). */
  cancel?(ed: Editor): void;
  /** Draw the gesture under way into the draft layer `g` (emptied before). */
  draft?(ed: Editor, g: SVGGElement): void;
}
