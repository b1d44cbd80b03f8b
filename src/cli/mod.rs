//! The commands of the `savanna` binary, one file each, behind the short dispatch in main.rs.
//!
//! In: parsed command-line options. Out: files written atomically, reports on stdout and
//! stderr, an exit status (0 clean, 1 errors). Everything a command computes comes from the
//! library; these files only read, print and write.

pub mod balance;
pub mod build;
pub mod check;
pub mod clap_error;
pub mod colour;
pub mod completions;
pub mod door;
pub mod game;
pub mod generate;
pub mod help;
pub mod import;
pub mod io;
pub mod play;
pub mod progress;
pub mod render;
pub mod schema;
pub mod solve;
