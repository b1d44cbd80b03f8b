//! Counting words shared by the engine's messages: `2 lions`, `2.5` rounds. Below the position
//! (whose checks word their errors with them) and the records.

/// `n lion`/`n lions` (and so on): `kind` is the singular.
pub fn pieces_text(n: u16, kind: &str) -> String {
    format!("{n} {kind}{}", if n == 1 { "" } else { "s" })
}

/// A quiet counter in turns as rounds: `2`, `2.5`.
pub fn rounds_text(turns: u32) -> String {
    if turns.is_multiple_of(2) {
        (turns / 2).to_string()
    } else {
        format!("{}.5", turns / 2)
    }
}
