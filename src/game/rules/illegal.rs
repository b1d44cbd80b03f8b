//! Why a move, or ending the turn, is illegal ([`Illegal`]): each reason names the rule it
//! breaks, with its stable code and the message a player reads.

use super::board::GameBoard;
use crate::diagnostics::Code;
use crate::i18n::{Lang, tr};
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
    /// Under `game.dispersal: one_per_region`, a lion that left a gathered region without
    /// attacking is not alone in this region.
    NotAlone(RegionId),
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
            Illegal::Gathered(_) | Illegal::NotAlone(_) => Code::MoveGatheredLions,
            Illegal::CombinedOff | Illegal::CombinedNotAttack(_) | Illegal::CombinedRepeat(_) => {
                Code::MoveCombinedAttack
            }
        }
    }

    /// The message, with region titles from `board`, in English ([`Illegal::message_in`]).
    pub fn message(&self, board: &GameBoard, side: Side) -> String {
        self.message_in(board, side, Lang::En)
    }

    /// The message in `lang`, with region titles from `board`; `side` is the side to play.
    /// Every word comes from the catalogue (`refuse-…`).
    pub fn message_in(&self, board: &GameBoard, side: Side, lang: Lang) -> String {
        let t = |id: &RegionId| board.title(*id);
        let side_str = side.as_str();
        match self {
            Illegal::GameOver => tr!(lang, "refuse-game-over"),
            Illegal::UnknownRegion(id) => tr!(
                lang,
                "refuse-unknown-region",
                id = id.to_string(),
                n = board.len()
            ),
            Illegal::NoPieces => tr!(lang, "refuse-no-pieces"),
            Illegal::NotNeighbors { from, to, corner } => tr!(
                lang,
                if *corner {
                    "refuse-corner"
                } else {
                    "refuse-not-neighbors"
                },
                from = t(from),
                to = t(to)
            ),
            Illegal::NotYours(id) => tr!(lang, "refuse-not-yours", region = t(id), side = side_str),
            Illegal::Frozen(id) => tr!(lang, "refuse-frozen", region = t(id)),
            Illegal::NotEnough { from, has } => tr!(
                lang,
                "refuse-not-enough",
                region = t(from),
                n = *has,
                side = side_str
            ),
            Illegal::SameRegion(id) => tr!(lang, "refuse-same-region", region = t(id)),
            Illegal::TooFew { from, movable } => tr!(
                lang,
                "refuse-too-few",
                region = t(from),
                n = *movable,
                side = side_str
            ),
            Illegal::PackLeavesOne(id) => tr!(lang, "refuse-pack-leaves-one", region = t(id)),
            Illegal::DoesNotFit { to, lions, jackals } => {
                let i = board.index(*to).unwrap_or(0);
                tr!(
                    lang,
                    "refuse-does-not-fit",
                    region = t(to),
                    lions = *lions,
                    jackals = *jackals,
                    limit = capacity_text(board, i, *lions, *jackals, lang)
                )
            }
            Illegal::TooStrong {
                to,
                attackers,
                defenders,
            } => {
                let s = board.rules.lion_strength;
                match side {
                    Side::Lions => tr!(
                        lang,
                        "refuse-too-strong-lions",
                        attackers = *attackers,
                        most = board.rules.lions_take(u32::from(*attackers)),
                        region = t(to),
                        defenders = *defenders
                    ),
                    Side::Jackals => tr!(
                        lang,
                        "refuse-too-strong-jackals",
                        attackers = *attackers,
                        least = s * u32::from(*defenders),
                        defenders = *defenders
                    ),
                }
            }
            Illegal::CannotComplete(id) => tr!(lang, "refuse-cannot-complete", region = t(id)),
            Illegal::MustMove => tr!(lang, "refuse-must-move"),
            Illegal::Gathered(id) => tr!(lang, "refuse-gathered", region = t(id)),
            Illegal::NotAlone(id) => tr!(lang, "refuse-not-alone", region = t(id)),
            Illegal::CombinedOff => tr!(lang, "refuse-combined-off"),
            Illegal::CombinedNotAttack(id) => tr!(
                lang,
                "refuse-combined-not-attack",
                region = t(id),
                side = side.other().as_str()
            ),
            Illegal::CombinedRepeat(id) => tr!(lang, "refuse-combined-repeat", region = t(id)),
        }
    }
}

/// The limit that `lions` lions and `jackals` jackals break in region index `i`, in `lang`: the
/// lions alone, the jackals alone, or the mixed table's row for that many lions (rule 5).
fn capacity_text(board: &GameBoard, i: usize, lions: u16, jackals: u16, lang: Lang) -> String {
    if lions == 0 {
        return tr!(lang, "refuse-fit-jackals", n = board.jackal_capacity[i]);
    }
    let lc = board.lion_capacity[i];
    if lions > lc || jackals == 0 {
        return tr!(lang, "refuse-fit-lions", n = lc);
    }
    match board.mixed_capacity(i, lions) {
        Some(j) => tr!(lang, "refuse-fit-mixed", lions = lions, n = j),
        None => tr!(lang, "refuse-fit-no-jackals", lions = lions),
    }
}
