//! The exact value of every position under perfect play, by retrograde analysis over material
//! classes and quiet layers (issue 27).
//!
//! # The game as a finite acyclic graph
//! A state is a placement (lions and jackals per region), the side to move and the quiet
//! counter `q` (turns in a row without a capture, `0..=Q`, `Q =`
//! [`crate::input::game_rules::GameRules::quiet_turn_limit`]; at `q = Q` the points are counted). A quiet turn keeps the
//! material and raises `q`; a capturing turn lowers the material and resets `q` to 0; so the
//! graph of states is acyclic once the material and `q` are known (pieces never come back, and
//! the count ends every quiet stretch). The solver numbers the placements of each material class
//! densely ([`rank::ClassIndex`]), and solves the classes from the least material up: within a
//! class, each placement's distinct end-of-turn placements are generated **once** with the
//! engine's own moves ([`crate::game::turns::TurnResults`]), the capturing ones are looked up in
//! the solved lower classes (at `q = 0`), the quiet ones are kept, and the layers
//! `q = Q - 1, ..., 0` are then evaluated from that one list (the quiet successors' values at
//! `q + 1`). The lists are kept sorted, as runs of consecutive numbers of about one byte each (`encode_list`), and the
//! values layer by layer, so that the layer a pass reads is one contiguous array. This is the layered retrograde analysis of endgame databases (Ströhlein 1970;
//! Thompson 1986; Gasser's Nine Men's Morris by stone counts, 1996; Romein and Bal's Awari,
//! 2003), with the quiet counter as the layer, as in Lim and Nievergelt's Tigers and Goats
//! (2009).
//!
//! The jackals' quiet turns, nearly all of the transitions (about 730 distinct ends a placement
//! on classic), are not listed when the rules are on their fast path ([`jackals`]): their ends
//! are a Minkowski sum of single sends, so the best of them is a chain of minima over partial
//! turns, and one graph of partial turns per set of lion regions serves every placement and
//! lion vector of its blocks (module `dag`: 2.5e8 edges on classic for 3.6e9 ends). A quiet layer
//! evaluates each block's graph once; the capturing ends of each placement are generated once,
//! alone ([`jackals::JackalTurns::for_each_capture`]).
//!
//! The lions' quiet ends are kept by jackal vector (module `lions`): a quiet lions' turn
//! moves no jackal, so a placement keeps the number of a shared list of lion vectors, and a quiet
//! layer reads each value of the next layer once per group of placements with the same jackals.
//! The classes are solved by jackals, then lions, so that a class's jackal graphs serve the next
//! class (a lion more, the same jackals) where they have the same lion regions.
//!
//! # Values
//! The mover maximises its **margin** at the end: its points minus the other side's when the
//! points are counted; an elimination counts as a margin larger than any points margin
//! ([`Table::elimination_margin`]). Ties on the margin are broken by the game's length: a side
//! that wins (margin > 0) prefers the shortest game, a side that loses the longest; a draw
//! (margin 0) is indifferent. A value is stored as one `i16` ([`Coding::encode`]), so negamax is
//! `value(s) = parent(min over results r of value(r))`. The principal variation takes, at each
//! turn, the first optimal end placement in the engine's move order, and reaches it by the first
//! sequence of moves in that order ([`crate::game::turns::TurnResults::path_to`]).
//!
//! # Options
//! Every `game:` option is honoured through the engine, except two that break the layering:
//! `quiet: no_capture_possible` (a quiet counter reset without a capture repeats positions) and a
//! `max_rounds` low enough to end a game (the round number would become part of the state); both
//! are refused by name ([`SolveError::Unsupported`]).

mod class;
mod dag;
mod driver;
mod error;
mod forgiving;
mod graphs;
pub mod jackals;
mod limits;
mod lions;
mod list;
mod method;
pub mod rank;
mod report;
pub mod table;
mod value;

pub use class::position_of;
pub use driver::solve_table;
pub use error::SolveError;
pub use forgiving::{Choice, Forgiving, SideForgiving, forgiving, percent, sentence, sentence_in};
pub use limits::{Estimate, Limits, SolveStats, Stop, estimate};
pub use method::{Method, Retrograde};
pub use report::{
    ExactValue, FirstValue, PerfectOutcome, Points, Solution, SolveReport, first_value,
    principal_variation, setup_of, solve, solve_with, value_sentence, value_sentence_in,
};
pub use table::Table;
pub use value::{Coding, Shares, Value, coding, parent};

#[cfg(test)]
mod dag_tests;
#[cfg(test)]
mod forgiving_tests;
#[cfg(test)]
mod lions_tests;
#[cfg(test)]
mod readings_tests;
#[cfg(test)]
mod tests;
