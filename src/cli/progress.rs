//! Progress bars and `--quiet` for the command line: what the binary prints on stderr besides
//! errors. Bars (indicatif) appear only when stderr is a terminal and `CI` is not set, so pipes,
//! files and CI logs never see them; `--quiet` turns off everything but errors.

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
    /// A reporter for `--quiet` (`quiet`) or not.
    pub fn new(quiet: bool) -> Reporter {
        let bars = !quiet && std::io::stderr().is_terminal() && std::env::var_os("CI").is_none();
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

    fn clear(&self) {
        if let Some(b) = self.bar.get()
            && !b.is_finished()
        {
            b.finish_and_clear();
        }
    }
}
