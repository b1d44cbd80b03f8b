//! Why a move, or ending the turn, is illegal ([`Illegal`]): each reason names the rule it
//! breaks, with its stable code and the message a player reads.

use super::board::GameBoard;
use crate::diagnostics::Code;
use crate::diagnostics::wording::plural as words_plural;
use crate::ids::RegionId;
use crate::input::game_rules::Side;

/// Why a move, or ending the turn, is illegal: each names the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Illegal {
    /// The game is over.
    GameOver,
    /// A region that is not on the board.
    UnknownRegion(RegionId),
    /// A group of no pieces.
    NoPieces,
    /// The two regions share no border (`corner`: they touch only at a corner).
    NotNeighbors {
        /// From.
        from: RegionId,
        /// To.
        to: RegionId,
        /// True when they touch at a corner.
        corner: bool,
    },
    /// The region holds none of the mover's pieces.
    NotYours(RegionId),
    /// The mover's pieces entered this region this turn: it is frozen.
    Frozen(RegionId),
    /// The region holds fewer of the mover's pieces than asked (`has`, those that moved in this
    /// turn included).
    NotEnough {
        /// The region.
        from: RegionId,
        /// The mover's pieces there.
        has: u16,
    },
    /// A group would stay where it is: `from` and `to` are one region.
    SameRegion(RegionId),
    /// Fewer pieces may move from the region than asked: the others moved this turn.
    TooFew {
        /// The region.
        from: RegionId,
        /// Pieces that may still move.
        movable: u16,
    },
    /// Three or more jackals would leave the region with none left behind.
    PackLeavesOne(RegionId),
    /// The pieces would not fit in the region.
    DoesNotFit {
        /// The region.
        to: RegionId,
        /// Lions that would be there.
        lions: u16,
        /// Jackals that would be there.
        jackals: u16,
    },
    /// The attack would not capture everything there (the defenders are as strong or stronger).
    TooStrong {
        /// The region attacked.
        to: RegionId,
        /// Attackers.
        attackers: u16,
        /// Defenders.
        defenders: u16,
    },
    /// After this move the gathered lions' duty can no longer be met.
    CannotComplete(RegionId),
    /// The turn must hold at least one move (some move is legal).
    MustMove,
    /// Gathered lions have not attacked or left exactly one behind.
    Gathered(RegionId),
    /// Groups from several regions move together, but `game.combined_attack` is off.
    CombinedOff,
    /// Groups from several regions join only to attack a region of the other side.
    CombinedNotAttack(RegionId),
    /// A combined attack names a source region twice.
    CombinedRepeat(RegionId),
}

impl Illegal {
    /// A stable code for this kind of illegal action (`savanna::move::*`).
    pub fn code(&self) -> Code {
        match self {
            Illegal::GameOver => Code::MoveGameOver,
            Illegal::UnknownRegion(_) => Code::MoveUnknownRegion,
            Illegal::NoPieces => Code::MoveNoPieces,
            Illegal::NotNeighbors { .. } => Code::MoveNotNeighbors,
            Illegal::NotYours(_) => Code::MoveNotYours,
            Illegal::Frozen(_) => Code::MoveFrozen,
            Illegal::TooFew { .. } | Illegal::NotEnough { .. } => Code::MoveTooFew,
            Illegal::SameRegion(_) => Code::MoveNotNeighbors,
            Illegal::PackLeavesOne(_) => Code::MovePackLeavesOne,
            Illegal::DoesNotFit { .. } => Code::MoveDoesNotFit,
            Illegal::TooStrong { .. } => Code::MoveTooStrong,
            Illegal::CannotComplete(_) => Code::MoveGatheredLions,
            Illegal::MustMove => Code::MoveMustMove,
            Illegal::Gathered(_) => Code::MoveGatheredLions,
            Illegal::CombinedOff | Illegal::CombinedNotAttack(_) | Illegal::CombinedRepeat(_) => {
                Code::MoveCombinedAttack
            }
        }
    }

    /// The message, with region titles from `board`.
    pub fn message(&self, board: &GameBoard, side: Side) -> String {
        let t = |id: &RegionId| board.title(*id);
        match self {
            Illegal::GameOver => "the game is over".into(),
            Illegal::UnknownRegion(id) => format!(
                "there is no region {id}: the board has regions 1 to {}",
                board.len()
            ),
            Illegal::NoPieces => "a group holds at least one piece".into(),
            Illegal::NotNeighbors {
                from,
                to,
                corner: true,
            } => format!(
                "neighboring means sharing an edge, never a corner: {} and {} touch only at a corner",
                t(from),
                t(to)
            ),
            Illegal::NotNeighbors { from, to, .. } => format!(
                "a group moves to a neighboring region: {} and {} share no border",
                t(from),
                t(to)
            ),
            Illegal::NotYours(id) => format!("{} holds no {side}", t(id)),
            Illegal::Frozen(id) => format!(
                "a region your own pieces entered this turn is frozen: {} cannot move again until your next turn",
                t(id)
            ),
            Illegal::NotEnough { from, has } => format!(
                "{} holds only {has} {}",
                t(from),
                piece(side, *has)
            ),
            Illegal::SameRegion(id) => format!(
                "a group moves to a neighboring region, never to the region it leaves: {} is both",
                t(id)
            ),
            Illegal::TooFew { from, movable } => format!(
                "each piece moves at most once a turn: only {movable} {} in {} may still move",
                piece(side, *movable),
                t(from)
            ),
            Illegal::PackLeavesOne(id) => format!(
                "the pack leaves one behind: when three or more jackals leave a region in a turn, one stays in {}",
                t(id)
            ),
            Illegal::DoesNotFit { to, lions, jackals } => {
                let i = board.index(*to).unwrap_or(0);
                format!(
                    "the pieces must fit: {} would hold {lions} lion{} and {jackals} jackal{}, but {}",
                    t(to),
                    plural(*lions),
                    plural(*jackals),
                    capacity_text(board, i, *lions, *jackals)
                )
            }
            Illegal::TooStrong {
                to,
                attackers,
                defenders,
            } => {
                let s = board.rules.lion_strength;
                // The verb agrees with the lions: `1 lion takes`, `2 lions take`.
                let agree = |n: u16, one: &str, many: &str| {
                    if n == 1 { one.to_string() } else { many.to_string() }
                };
                let jackals = |n: u32| format!("{n} {}", words_plural("jackal", n as usize));
                match side {
                    Side::Lions => format!(
                        "an attack must capture everything: {attackers} {} {} at most {}, and {} holds {defenders}",
                        words_plural("lion", usize::from(*attackers)),
                        agree(*attackers, "takes", "take"),
                        jackals(s * u32::from(*attackers)),
                        t(to)
                    ),
                    Side::Jackals => format!(
                        "an attack must capture everything: {defenders} {} {} at least {}, not {attackers}",
                        words_plural("lion", usize::from(*defenders)),
                        agree(*defenders, "needs", "need"),
                        jackals(s * u32::from(*defenders)),
                    ),
                }
            }
            Illegal::CannotComplete(id) => format!(
                "gathered lions must attack or leave exactly one behind: after this move the lions that began the turn in {} can no longer do so",
                t(id)
            ),
            Illegal::MustMove => "a turn holds at least one move when any is legal".into(),
            Illegal::Gathered(id) => format!(
                "gathered lions must attack or leave exactly one behind in {} before the turn ends",
                t(id)
            ),
            Illegal::CombinedOff => "a group comes from one region: these rules have no combined attack (`game.combined_attack: true` allows one)".into(),
            Illegal::CombinedNotAttack(id) => format!(
                "groups from several regions move together only to attack: {} holds no {}",
                t(id),
                side.other()
            ),
            Illegal::CombinedRepeat(id) => format!(
                "each group of a combined attack comes from a different region: {} is named twice",
                t(id)
            ),
        }
    }
}

/// `lion`, `lions`, `jackal`, `jackals`: `n` pieces of `side`.
fn piece(side: Side, n: u16) -> &'static str {
    match (side, n) {
        (Side::Lions, 1) => "lion",
        (Side::Lions, _) => "lions",
        (Side::Jackals, 1) => "jackal",
        (Side::Jackals, _) => "jackals",
    }
}

fn plural(n: u16) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The limit that `lions` lions and `jackals` jackals break in region index `i`: the lions
/// alone, the jackals alone, or the mixed table's row for that many lions (rule 5).
fn capacity_text(board: &GameBoard, i: usize, lions: u16, jackals: u16) -> String {
    let jackals_text = |n: u16| format!("{n} jackal{}", plural(n));
    if lions == 0 {
        return format!(
            "it holds at most {}",
            jackals_text(board.jackal_capacity[i])
        );
    }
    let lc = board.lion_capacity[i];
    if lions > lc || jackals == 0 {
        return format!("it holds at most {lc} lion{}", plural(lc));
    }
    let with = format!("with {lions} lion{}", plural(lions));
    match board.mixed_capacity(i, lions) {
        Some(j) => format!("{with} it holds at most {}", jackals_text(j)),
        None => format!("{with} it holds no jackals"),
    }
}
