// Moves and outcomes in words, as the engine's text protocol says them
// (src/game/session/text.rs move_text, src/game/outcome.rs Outcome::describe).

import { regionTitle } from './board-view';
import type { GroupMove, Outcome, Side, VBoard } from './types';

function kind(side: Side, n: number): string {
  const one = side === 'lions' ? 'lion' : 'jackal';
  return n === 1 ? one : one + 's';
}

/** `3 jackals Dunes -> Marsh`, `1 lion Oasis -> Marsh  (captures 3 jackals)`. */
export function moveText(board: VBoard, side: Side, m: GroupMove): string {
  const n = (m.lions ?? 0) + (m.jackals ?? 0);
  let s = `${n} ${kind(side, n)} ${regionTitle(board, m.from)}`;
  for (const g of m.with ?? []) {
    const k = (g.lions ?? 0) + (g.jackals ?? 0);
    s += ` + ${k} ${kind(side, k)} ${regionTitle(board, g.from)}`;
  }
  s += ` -> ${regionTitle(board, m.to)}`;
  const cl = m.captures?.lions ?? 0;
  const cj = m.captures?.jackals ?? 0;
  if (cl + cj > 0) s += `  (captures ${cl + cj} ${cl > 0 ? kind('lions', cl) : kind('jackals', cj)})`;
  return s;
}

/** `the lions win on points, lions 6 to jackals 5, after 7 rounds`. */
export function outcomeText(o: Outcome): string {
  const l = o.lion_points;
  const j = o.jackal_points;
  let how: string;
  if (o.winner && o.reason === 'elimination') {
    how = `the ${o.winner} win: the ${o.winner === 'lions' ? 'jackals' : 'lions'} have no pieces left`;
  } else if (o.winner) {
    how = `the ${o.winner} win on points, lions ${l} to jackals ${j}`;
  } else if (l === j) {
    how = `a draw on points, ${l} each`;
  } else if (o.reason === 'points') {
    how = `no winner on points, lions ${l} to jackals ${j}`;
  } else {
    how = `no winner by elimination, lions ${l} to jackals ${j}`;
  }
  const cap = o.capped ? ' (the cap on rounds was reached)' : '';
  return `${how}, after ${o.rounds} round${o.rounds === 1 ? '' : 's'}${cap}`;
}

/** A count of turns in rounds: 5 turns → `2.5`. */
export function roundsText(quiet: number): string {
  return Number.isInteger(quiet) ? String(quiet) : quiet.toFixed(1);
}
