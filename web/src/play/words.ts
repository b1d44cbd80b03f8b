// Moves and outcomes in words, as the engine's text protocol says them
// (src/game/session/text.rs move_text, src/game/outcome.rs Outcome::describe), in the same
// catalogue's words (`count-…`, `play-captures`, `outcome-…`).

import { regionTitle } from './board-view';
import type { GroupMove, Outcome, Side, VBoard } from './types';
import { t } from '../i18n';

/** `n` pieces of `side`: `3 jackals`, `1 lion`. */
function count(side: Side, n: number): string {
  return t(side === 'lions' ? 'count-lion' : 'count-jackal', { n });
}

/** `3 jackals Dunes -> Marsh`, `1 lion Oasis -> Marsh  (captures 3 jackals)`. */
export function moveText(board: VBoard, side: Side, m: GroupMove): string {
  const n = (m.lions ?? 0) + (m.jackals ?? 0);
  let s = `${count(side, n)} ${regionTitle(board, m.from)}`;
  for (const g of m.with ?? []) {
    const k = (g.lions ?? 0) + (g.jackals ?? 0);
    s += ` + ${count(side, k)} ${regionTitle(board, g.from)}`;
  }
  s += ` -> ${regionTitle(board, m.to)}`;
  const cl = m.captures?.lions ?? 0;
  const cj = m.captures?.jackals ?? 0;
  if (cl + cj > 0) s += `  ${t('play-captures', { what: cl > 0 ? count('lions', cl) : count('jackals', cj) })}`;
  return s;
}

/** `the lions win on points, lions 6 to jackals 5, after 7 rounds`. */
export function outcomeText(o: Outcome): string {
  const l = o.lion_points;
  const j = o.jackal_points;
  let how: string;
  if (o.winner && o.reason === 'elimination') {
    how = t('outcome-win-elimination', { winner: o.winner });
  } else if (o.winner) {
    how = t('outcome-win-points', { winner: o.winner, lions: l, jackals: j });
  } else if (l === j) {
    how = t('outcome-draw', { points: l });
  } else if (o.reason === 'points') {
    how = t('outcome-no-winner-points', { lions: l, jackals: j });
  } else {
    how = t('outcome-no-winner-elimination', { lions: l, jackals: j });
  }
  const cap = o.capped ? ` ${t('outcome-capped')}` : '';
  return `${t('outcome-after', { how, rounds: o.rounds })}${cap}`;
}
