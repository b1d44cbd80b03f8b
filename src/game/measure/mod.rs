//! The measurements (layer 5 of [`crate::game`]): what self-play and the solver say about a
//! board and its rules.
//!
//! - [`balance`]: many games in parallel between two copies of one agent, and the report (with
//!   the exact value when the board is solved within the limit).
//! - [`budget`]: the deadline the caller keeps, polled by the long measurements.
//! - [`changes`]: the changes of a board and its rules that `--suggest` tries.
//! - [`exact`]: the exact value within a time budget, and the report's headline.
//! - [`ladder`]: self-play at rising strengths, and the skill trace.
//! - [`strength`]: the strengths self-play is measured at, and the report types balance and
//!   the ladder share.
//! - [`suggest`]: changes of a board and its rules that would bring it closer to balance.
//! - [`in_words`]: the measurements in words, in any language.

pub mod balance;
pub mod budget;
pub mod changes;
pub mod exact;
pub mod in_words;
pub mod ladder;
pub mod strength;
pub mod suggest;
