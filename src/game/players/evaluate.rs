//! The static evaluation the agents share: material, the points if counted now, and the
//! material within the other side's reach ([`evaluate`]); a stopped playout's value
//! ([`playout_value`]).

use crate::game::rules::board::GameBoard;
use crate::game::rules::position::{Move, Position};
use crate::input::game_rules::Side;

/// Weight of one unit of material (a jackal; a lion is `lion_strength` units) in [`evaluate`].
pub const MATERIAL_WEIGHT: f64 = 10.0;
/// Weight of one point of the count (rule 6) in [`evaluate`].
pub const SCORE_WEIGHT: f64 = 1.0;
/// Share of the material the other side could capture with one group move next turn that
/// [`evaluate`] subtracts.
pub const EXPOSURE_WEIGHT: f64 = 0.7;

/// A static evaluation of `pos` for `side`: material difference (a lion counts `lion_strength`
/// jackals) times [`MATERIAL_WEIGHT`], plus the score difference if counted now, minus
/// [`EXPOSURE_WEIGHT`] of the material the other side could take with one group move.
pub fn evaluate(board: &GameBoard, pos: &Position, side: Side) -> f64 {
    let s = board.rules.lion_strength as f64;
    let material = |side: Side| match side {
        Side::Lions => s * f64::from(pos.lions),
        Side::Jackals => f64::from(pos.jackals),
    };
    let (lp, jp) = pos.score(board);
    let score = match side {
        Side::Lions => f64::from(lp) - f64::from(jp),
        Side::Jackals => f64::from(jp) - f64::from(lp),
    };
    MATERIAL_WEIGHT
        * (material(side) - material(side.other()) - EXPOSURE_WEIGHT * exposed(board, pos, side))
        + SCORE_WEIGHT * score
}

/// True when `mine` pieces of `side` standing in region index `j` could be captured next turn by
/// one group of the other side from a neighbouring region: by strength (rule 1), the pack
/// leaving one behind (rule 3) and fit beside the defenders (rule 5). Shared by [`exposed`] and
/// [`lands_exposed`].
fn capturable(board: &GameBoard, pos: &Position, j: usize, side: Side, mine: u16) -> bool {
    let s = board.rules.lion_strength;
    let other = side.other();
    board.nbrs(j).iter().any(|&q| {
        let a = pos.cells[q as usize].of(other);
        if a == 0 {
            return false;
        }
        match other {
            Side::Lions => {
                // The fewest lions that take `mine` jackals (rule 1's table, or strength).
                let need = (1..=a).find(|&k| u64::from(mine) <= board.rules.lions_take(k.into()));
                need.is_some_and(|need| board.fits(j, need, mine))
            }
            Side::Jackals => {
                let most = if board.rules.pack_leaves_one && a >= 3 {
                    a - 1
                } else {
                    a
                };
                let need = (s * u32::from(mine)).min(u32::from(u16::MAX)) as u16;
                need <= most && board.fits(j, mine, need)
            }
        }
    })
}

/// Material of `side` that the other side could capture next turn with one group move from one
/// region (ignoring freezing, which cannot bind at a turn's start).
pub fn exposed(board: &GameBoard, pos: &Position, side: Side) -> f64 {
    let s = board.rules.lion_strength;
    let mut total = 0.0;
    for (j, c) in pos.cells.iter().enumerate() {
        let mine = c.of(side);
        if mine == 0 {
            continue;
        }
        let hit = capturable(board, pos, j, side, mine);
        if hit {
            total += match side {
                Side::Lions => f64::from(s) * f64::from(mine),
                Side::Jackals => f64::from(mine),
            };
        }
    }
    total
}

/// Scale of [`playout_value`]'s logistic, in [`evaluate`] units: one jackal of material is
/// [`MATERIAL_WEIGHT`], so a jackal ahead reads as about 62 %.
pub const PLAYOUT_SCALE: f64 = 20.0;

/// The lions' expected result of a position a playout stopped in, in `[0, 1]`: a logistic of the
/// lions' [`evaluate`] margin (material, points at the count, and the material the side to move
/// threatens), over [`PLAYOUT_SCALE`].
pub fn playout_value(board: &GameBoard, pos: &Position) -> f64 {
    playout_value_with(board, pos, SCORE_WEIGHT)
}

/// [`playout_value`] with `score` (in [`evaluate`] units) as the weight of one point of the
/// count's margin instead of [`SCORE_WEIGHT`].
pub fn playout_value_with(board: &GameBoard, pos: &Position, score: f64) -> f64 {
    let s = board.rules.lion_strength as f64;
    let material = s * f64::from(pos.lions) - f64::from(pos.jackals);
    let (lp, jp) = pos.score(board);
    let threat = match pos.side {
        Side::Lions => exposed(board, pos, Side::Jackals),
        Side::Jackals => -exposed(board, pos, Side::Lions),
    };
    let e = MATERIAL_WEIGHT * (material + EXPOSURE_WEIGHT * threat)
        + score * (f64::from(lp) - f64::from(jp));
    1.0 / (1.0 + libm::exp(-e / PLAYOUT_SCALE))
}

/// True when the group of `m` (not an attack) would stand, in its new region, where one group of
/// the other side from a neighbouring region could capture it next turn (by strength and fit;
/// the pieces that join it there this turn are not foreseen).
pub fn lands_exposed(board: &GameBoard, pos: &Position, m: &Move) -> bool {
    let Some(j) = board.index(m.to) else {
        return false;
    };
    let side = pos.side;
    let mine = pos.cells[j].of(side) + m.total();
    capturable(board, pos, j, side, mine)
}
