//! Whether the binary colours what it prints: the global `--color auto|always|never`, and under
//! `auto` the [NO_COLOR](https://no-color.org) convention (set to anything but the empty string:
//! no colour) and whether the stream is a terminal.
//!
//! An explicit `--color always` or `--color never` wins over the environment, as no-color.org
//! asks ("user-level configuration files and per-instance command-line arguments should
//! override it").

use clap::ValueEnum;
use std::ffi::OsStr;
use std::io::IsTerminal;
use std::sync::OnceLock;

/// The `--color` choice.
#[derive(Clone, Copy, Debug, Default, ValueEnum, PartialEq, Eq)]
pub enum Colour {
    /// Colour when the stream is a terminal and `NO_COLOR` is not set.
    #[default]
    Auto,
    /// Always colour (even into a pipe or a file, and whatever `NO_COLOR` says).
    Always,
    /// Never colour.
    Never,
}

static CHOICE: OnceLock<Colour> = OnceLock::new();

/// Records the `--color` choice of this run (the first call wins; main.rs calls it once).
pub fn set(choice: Colour) {
    let _ = CHOICE.set(choice);
}

/// True when what goes to standard output is coloured.
pub fn stdout() -> bool {
    decide(std::io::stdout().is_terminal())
}

/// True when what goes to standard error is coloured.
pub fn stderr() -> bool {
    decide(std::io::stderr().is_terminal())
}

fn decide(terminal: bool) -> bool {
    let choice = CHOICE.get().copied().unwrap_or_default();
    enabled(choice, terminal, std::env::var_os("NO_COLOR").as_deref())
}

/// The rule itself: `choice`, whether the stream is a `terminal`, and the value of `NO_COLOR`
/// (`None` when it is not set).
fn enabled(choice: Colour, terminal: bool, no_color: Option<&OsStr>) -> bool {
    match choice {
        Colour::Always => true,
        Colour::Never => false,
        Colour::Auto => terminal && no_color.is_none_or(|v| v.is_empty()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_color_set_and_not_empty_turns_auto_off() {
        let on = Some(OsStr::new("1"));
        let empty = Some(OsStr::new(""));
        assert!(enabled(Colour::Auto, true, None));
        assert!(!enabled(Colour::Auto, true, on));
        // An empty NO_COLOR is as if it were not set (no-color.org).
        assert!(enabled(Colour::Auto, true, empty));
        assert!(!enabled(Colour::Auto, false, None));
        // An explicit choice wins over the environment and the stream.
        assert!(enabled(Colour::Always, false, on));
        assert!(!enabled(Colour::Never, true, None));
    }
}
