//! The integration tests, in one binary: each file here was a test binary of its own (45 of
//! them, each linking the whole crate); as modules of one harness the crate is linked once, as
//! typst and resvg do. Run one file's tests with `cargo test --test suite NAME::`.
//!
//! `common`, `render_support` and `arrangement_support` are the helpers the files share.

// The tests draw their inputs (circles, rotations, random angles) and measure lengths with
// std's sin, cos, hypot and powf: an input a last bit different on another target is as good a
// case, and what they measure is compared within a tolerance. The determinism rule
// (clippy.toml) is for the library's outputs.
#![allow(clippy::disallowed_methods)]

mod arrangement_support;
mod common;
mod render_support;

mod architecture;
mod arrangement_cases;
mod arrangement_props;
mod arrangement_scale;
mod balance_ladder;
mod balance_occupancy;
mod capacity;
mod capacity_board_props;
mod capacity_congruence;
mod capacity_corpus;
mod capacity_records;
mod checks;
mod cli;
mod cli_conventions;
mod cli_quiet_capacity;
mod codes;
mod command;
mod examples_clean;
mod export;
mod font_metrics;
mod fuzz_pipeline;
mod game;
mod game_over_text;
mod game_protocol;
mod game_setup;
mod generate;
mod generate_fair;
mod import_forms;
mod import_photo;
mod import_svg;
mod import_writers;
mod input_leftovers;
mod lang;
mod lang_cli;
mod lang_import;
mod lang_rest;
mod loader;
mod manual;
mod names;
mod newcomer;
mod pipeline;
mod polygon_frames;
mod regions_label;
mod render_browser;

mod readings;
mod render_leftovers;
mod render_output;
mod render_pages;
mod render_plan;
mod render_png;
mod render_reference;
mod render_rules;
mod render_scripts;
mod render_svg;
mod roundtrip;
mod snap_rounding;
mod solve;
mod text_readings;
mod validated;
mod yaml_edit;
