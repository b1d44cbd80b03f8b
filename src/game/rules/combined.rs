//! The combined attack (rule 1's option, `game.combined_attack: true`): groups from several
//! regions enter one region held by the other side in a single move, their strength summed.
//!
//! How savanna plays it (manual, docs/src/rules.md):
//! - every group comes from a different region neighboring the attacked one, and each obeys the
//!   rules of a single group there: its pieces have not moved this turn, its region is not frozen,
//!   and the pack rule (rule 3) counts per source region;
//! - the attack is one move: it captures only when the summed strength does (lions capture when
//!   `jackals <= lion_strength x lions`, jackals when `jackals >= lion_strength x lions`), and it
//!   must fit at the moment of entering, all attackers beside the defenders (rule 5, or after the
//!   capture under `fit: after_capture`);
//! - groups join only to attack: a move into an empty or own region is a single group;
//! - at most [`MAX_GROUPS`] groups take part (this bounds the move's size; boards rarely give a
//!   region more neighbors holding one side's pieces).
//!
//! Legal combined attacks are listed by [`Position::combined_moves`] after the single-group moves,
//! each with its groups in increasing region order (`from` the smallest).

use super::board::GameBoard;
use super::position::{Joined, MAX_GROUPS, Move, Position};
use crate::ids::RegionId;

impl Position {
    /// Appends to `out` every legal combined attack (groups from two or more regions entering one
    /// region the other side holds), by rules 1–3 and 5; nothing unless `game.combined_attack`.
    /// Attacked regions in increasing order, then groups by increasing source region and size.
    pub fn combined_moves(&self, board: &GameBoard, out: &mut Vec<Move>) {
        if !board.rules.combined_attack {
            return;
        }
        let other = self.side.other();
        // (source index, largest group it may send)
        let mut sources: Vec<(usize, u16)> = Vec::new();
        let mut counts: Vec<u16> = Vec::new();
        for j in 0..self.cells.len() {
            if self.cells[j].of(other) == 0 {
                continue;
            }
            sources.clear();
            for &i in board.nbrs(j) {
                let i = i as usize;
                let movable = self.movable(board, i);
                if movable == 0 {
                    continue;
                }
                let kmax = self.pack_limit(board, i, movable);
                if kmax > 0 {
                    sources.push((i, kmax));
                }
            }
            if sources.len() < 2 {
                continue;
            }
            counts.clear();
            counts.resize(sources.len(), 0);
            self.enumerate(board, j, &sources, &mut counts, 0, 0, 0, out);
        }
    }

    /// Depth-first over the group sizes of `sources[s..]`; `used` groups so far with `total`
    /// pieces.
    #[allow(clippy::too_many_arguments)]
    fn enumerate(
        &self,
        board: &GameBoard,
        j: usize,
        sources: &[(usize, u16)],
        counts: &mut [u16],
        s: usize,
        used: usize,
        total: u16,
        out: &mut Vec<Move>,
    ) {
        if s == sources.len() {
            if used >= 2 && self.entry_ok(board, j, total) {
                let mut groups = sources
                    .iter()
                    .zip(counts.iter())
                    .filter(|(_, k)| **k > 0)
                    .map(|(&(i, _), &k)| (RegionId::from_index(i), k));
                if let Some((from, count)) = groups.next() {
                    let mut with = Joined::default();
                    for (r, k) in groups {
                        with.push(r, k);
                    }
                    out.push(Move {
                        from,
                        to: RegionId::from_index(j),
                        count,
                        with,
                    });
                }
            }
            return;
        }
        counts[s] = 0;
        self.enumerate(board, j, sources, counts, s + 1, used, total, out);
        if used == MAX_GROUPS {
            return;
        }
        for k in 1..=sources[s].1 {
            counts[s] = k;
            self.enumerate(board, j, sources, counts, s + 1, used + 1, total + k, out);
        }
        counts[s] = 0;
    }
}
