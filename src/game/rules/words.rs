//! Counting words shared by the engine's messages: `2 lions`, `2.5` rounds. Below the position
//! (whose checks word their errors with them) and the records. Nouns agree with their numbers
//! through [`crate::diagnostics::wording::plural`].

use crate::diagnostics::wording::plural;

/// `n lion`/`n lions` (and so on): `kind` is the singular.
pub fn pieces_text(n: u16, kind: &str) -> String {
    format!("{n} {}", plural(kind, usize::from(n)))
}

/// A quiet counter in turns as rounds: `2`, `2.5`.
pub fn rounds_text(turns: u32) -> String {
    if turns.is_multiple_of(2) {
        (turns / 2).to_string()
    } else {
        format!("{}.5", turns / 2)
    }
}

/// The noun after [`rounds_text`]`(turns)`: `round` for exactly 1 (2 turns), else `rounds`
/// (`0 rounds`, `0.5 rounds`, `1.5 rounds`: English takes the plural for every number but 1).
pub fn rounds_word(turns: u32) -> &'static str {
    if turns == 2 { "round" } else { "rounds" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_agree_with_their_nouns() {
        assert_eq!(pieces_text(1, "lion"), "1 lion");
        assert_eq!(pieces_text(0, "jackal"), "0 jackals");
        assert_eq!(pieces_text(2, "jackal"), "2 jackals");
        let r = |t| format!("{} {}", rounds_text(t), rounds_word(t));
        assert_eq!(r(0), "0 rounds");
        assert_eq!(r(1), "0.5 rounds");
        assert_eq!(r(2), "1 round");
        assert_eq!(r(3), "1.5 rounds");
        assert_eq!(r(4), "2 rounds");
    }
}
