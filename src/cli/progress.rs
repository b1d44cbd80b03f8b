//! Progress bars and `--quiet` for the command line: what the binary prints on stderr besides
//! errors. Bars (indicatif) appear only when stderr is a terminal that gets colour (not under
//! `NO_COLOR` or `--color never`: a bar is terminal escapes) and the environment is not a CI run
//! ([`is_ci`]: `CI` set to a non-empty value other than `false` or `0`), so pipes, files and CI
//! logs never see them; `--quiet` turns off everything but errors.

use indicatif::{ProgressBar, ProgressStyle};
use savanna::pipeline::Progress;
use std::io::IsTerminal;
use std::sync::OnceLock;

/// Where the binary's progress and notes go.
pub struct Reporter {
    quiet: bool,
    bars: bool,
    bar: OnceLock<ProgressBar>,
}

impl Reporter {
    /// A reporter for `--quiet` (`quiet`) or not. Call it after [`super::colour::set`]: a bar
    /// is drawn (and cleared) with terminal escapes (`ESC[2K`), so `NO_COLOR` or `--color never`
    /// turns bars off too, as every other escape.
    pub fn new(quiet: bool) -> Reporter {
        let bars = !quiet
            && std::io::stderr().is_terminal()
            && super::colour::stderr()
            && !is_ci(std::env::var_os("CI").as_deref());
        Reporter {
            quiet,
            bars,
            bar: OnceLock::new(),
        }
    }

    /// True under `--quiet`: print nothing but errors.
    pub fn quiet(&self) -> bool {
        self.quiet
    }

    /// A note on stderr (`wrote board.json`), unless quiet.
    pub fn note(&self, msg: &str) {
        if !self.quiet {
            self.clear();
            eprintln!("{msg}");
        }
    }

    /// Follows the pipeline's [`Progress`]: a bar over the regions while capacities are packed
    /// (boards of more than one region).
    pub fn observe(&self, p: Progress) {
        match p {
            // Before a long packing: said at once, unless quiet (the report repeats it).
            Progress::Early(d) => self.note(&format!(
                "warning: {} (capacities are packed next; the report follows)",
                d.message
            )),
            Progress::CapacityStart { regions } if self.bars && regions > 1 => {
                let bar = ProgressBar::new(regions as u64);
                if let Ok(style) = ProgressStyle::with_template(
                    "capacity {bar:30} {pos}/{len} regions, {elapsed} (eta {eta})",
                ) {
                    bar.set_style(style);
                }
                let _ = self.bar.set(bar);
            }
            Progress::RegionPacked => {
                if let Some(b) = self.bar.get() {
                    b.inc(1);
                }
            }
            Progress::CapacityDone => self.clear(),
            _ => {}
        }
    }

    /// Clears the bar, if one is showing (before a line on standard error).
    pub fn clear(&self) {
        if let Some(b) = self.bar.get()
            && !b.is_finished()
        {
            b.finish_and_clear();
        }
    }
}

/// True when the value of the `CI` environment variable (`None` when unset) marks a CI run: any
/// non-empty value but `false` and `0` (case-insensitive), as CI services set it (`CI=true`,
/// `CI=1`). `CI=false` or `CI=` (a user turning it off) is not CI.
fn is_ci(value: Option<&std::ffi::OsStr>) -> bool {
    value
        .map(|v| v.to_string_lossy().trim().to_ascii_lowercase())
        .is_some_and(|v| !v.is_empty() && v != "false" && v != "0")
}

#[cfg(test)]
mod tests {
    use super::is_ci;
    use std::ffi::OsStr;

    #[test]
    fn ci_false_is_not_ci() {
        assert!(!is_ci(None));
        for v in ["", "false", "FALSE", "0", " false "] {
            assert!(!is_ci(Some(OsStr::new(v))), "CI={v:?}");
        }
        for v in ["true", "1", "yes", "woodpecker"] {
            assert!(is_ci(Some(OsStr::new(v))), "CI={v:?}");
        }
    }
}
