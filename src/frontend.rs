//! The door: board text or a validated board file in; a validated board ([`validate`]) or a
//! board the game engine plays on ([`load_board`]) out. No I/O: the caller reads the text.
//!
//! An SVG drawing is board text once imported ([`crate::import::svg::import`], whose `yaml` is
//! the board file). The engine ([`crate::game`]) never runs the pipeline itself; a frontend (the
//! CLI, the browser) loads the board here and hands the [`GameBoard`] to the engine.

use crate::diagnostics::Diagnostic;
use crate::game::GameBoard;
use crate::input::edit::{Edit, EditError};
use crate::validated::ValidatedBoard;

/// The validated board of `text`: a validated board file (JSON or YAML with `savanna: 1`) as it
/// is, anything else (a board file) through the whole pipeline ([`crate::pipeline::run`]).
///
/// # Errors
/// The errors of a board file that cannot be read or breaks a rule (warnings are dropped; run
/// the pipeline for every diagnostic).
pub fn validate(text: &str) -> Result<ValidatedBoard, Vec<Diagnostic>> {
    if let Some(v) = read_validated(text) {
        return Ok(v);
    }
    let out = crate::pipeline::run(text, &crate::pipeline::Options::default())?;
    if out.has_errors() {
        return Err(out
            .diagnostics
            .into_iter()
            .filter(Diagnostic::is_error)
            .collect());
    }
    Ok(out.validated)
}

/// Reads a board for the game: a validated board file (JSON or YAML with `savanna: 1`, as
/// `savanna build` writes it) is read as it is; anything else is a board file, run through the
/// whole pipeline ([`crate::pipeline::run`]).
///
/// # Errors
/// The diagnostics of a board that cannot be read, has errors, or cannot be played
/// (`savanna::game::*` codes, [`crate::diagnostics::Code::GAME`]).
pub fn load_board(text: &str) -> Result<GameBoard, Vec<Diagnostic>> {
    if let Some(v) = read_validated(text) {
        // The file's own `rules.min_pack_distance` (a file written before it was recorded reads
        // as the default, 2), as the board file's YAML would give it.
        return GameBoard::from_validated(&v, &v.game, v.rules.min_pack_distance);
    }
    let out = crate::pipeline::run(text, &crate::pipeline::Options::default())?;
    if out.has_errors() {
        return Err(out
            .diagnostics
            .into_iter()
            .filter(Diagnostic::is_error)
            .collect());
    }
    GameBoard::from_validated(
        &out.validated,
        &out.board.game,
        out.board.rules.min_pack_distance,
    )
}

/// The text as a validated board file, when it is one (has `savanna:` and `regions:` at the top).
/// A byte-order mark first is ignored, as the board file reader ignores it.
pub fn read_validated(text: &str) -> Option<ValidatedBoard> {
    // `trim_start` keeps U+FEFF (not white space), and serde_json refuses it.
    let t = text.trim_start_matches('\u{feff}').trim_start();
    let looks = (t.starts_with('{') && t.contains("\"savanna\"") && t.contains("\"regions\""))
        || (t.starts_with("savanna:") || t.contains("\nsavanna:")) && t.contains("\nregions:");
    if !looks {
        return None;
    }
    if t.starts_with('{') {
        serde_json::from_str(t).ok()
    } else {
        crate::input::yaml::from_str(t).ok()
    }
}

/// [`crate::input::edit::apply`] with regions known: a `name_region` at a point of a region
/// that already has another name renames that name ([`Edit::RenameRegion`]: its `regions:`
/// entry and the `setup:` references to it), instead of adding a second name to one region
/// (`savanna::name::same-region`). The regions come from the pipeline (without capacities);
/// when the board cannot be read that far, the point is written as [`crate::input::edit::apply`]
/// writes it. Every other edit is [`crate::input::edit::apply`]'s.
///
/// ```
/// use savanna::input::edit::Edit;
/// let text = "frame: {width: 100, height: 60}\nlines: [[[50, 0], [50, 60]]]\nregions:\n  West: [10, 10]  # by the gate\nsetup: {lions: [West], jackals: 2}\n";
/// let e = Edit::NameRegion { at: [20.0, 30.0], name: "Oasis".into() };
/// let out = savanna::frontend::edit(text, &e).unwrap();
/// assert_eq!(out, text.replace("West", "Oasis"));
/// ```
///
/// # Errors
/// [`crate::input::edit::apply`]'s, and for `name_region`: the point in no region (outside
/// the frame) or on a line, or the name already naming another region while this one has a
/// name of its own.
pub fn edit(source: &str, edit: &Edit) -> Result<String, EditError> {
    use crate::regions::PointLocation;
    let Edit::NameRegion { at, name } = edit else {
        return crate::input::edit::apply(source, edit);
    };
    let opts = crate::pipeline::Options {
        capacity: false,
        ..Default::default()
    };
    let Ok(out) = crate::pipeline::run(source, &opts) else {
        return crate::input::edit::apply(source, edit);
    };
    let refuse = |message: String, help: &str| EditError {
        message,
        help: help.to_string(),
        span: None,
        line: None,
    };
    let id = match out.regions.locate(*at) {
        PointLocation::Inside(id) => id,
        PointLocation::OnBoundary(_) => {
            return Err(refuse(
                format!(
                    "the point ({}, {}) lies on a line, not inside a region",
                    at[0], at[1]
                ),
                "give a point inside the region",
            ));
        }
        PointLocation::Outside => {
            return Err(refuse(
                format!("the point ({}, {}) is in no region", at[0], at[1]),
                "give a point inside the frame, inside a region",
            ));
        }
    };
    match out.names.get(id).cloned().flatten() {
        Some(old) if old != *name => {
            if out.board.region_names.iter().any(|r| r.name == *name) {
                return Err(refuse(
                    format!("`{name}` already names another region, and this one is named `{old}`"),
                    "rename or remove the other name first, or choose another",
                ));
            }
            crate::input::edit::apply(
                source,
                &Edit::RenameRegion {
                    from: old,
                    to: name.clone(),
                },
            )
        }
        _ => crate::input::edit::apply(source, edit),
    }
}
