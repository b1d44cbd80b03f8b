//! Helpers shared by the command-line tests: the binary under test and the example boards.
#![allow(dead_code)] // each test file uses its own subset

use assert_cmd::Command;
use std::path::PathBuf;

/// The `savanna` binary of this build.
pub fn savanna() -> Command {
    Command::cargo_bin("savanna").unwrap()
}

/// The path of `examples/NAME`.
pub fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(name)
}
