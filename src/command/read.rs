//! A board as `check`, `build` and `render` read it: by its name and bytes, an SVG drawing
//! (by the extension `.svg`/`.svgz`, or on standard input by its first character or its bytes)
//! imported first, a validated board file read back as the board it was validated from.

use super::{Ctx, Reply, Request};
use crate::diagnostics::write_text_in;
use crate::frontend::{self, BoardText};
use crate::game::GameBoard;
use crate::i18n::tr;
use crate::import::svg::ImportOptions;

/// The board named `path` (`-`: standard input) from its `bytes`: the name to report it by
/// (`<stdin>` for `-`) and its text; the note of a validated board file read back goes to
/// `note` (the CLI prints it on standard error whatever `--quiet` says).
///
/// # Errors
/// A sentence naming the board: an SVG drawing that cannot be decoded or imported, or a
/// validated board file that cannot be read back.
pub fn read_board(
    req: &Request,
    path: &str,
    bytes: &[u8],
    note: &mut dyn FnMut(&str),
) -> Result<(String, BoardText), String> {
    let (name, text) = read_board_as_is(req, path, bytes)?;
    let (text, read_back) = frontend::read_back(&name, text)?;
    if let Some(n) = read_back {
        note(&n);
    }
    Ok((name, text))
}

/// [`read_board`] without reading a validated board file back: its text as it is (the game's
/// commands load a validated board file directly, its capacities as validated).
///
/// # Errors
/// A sentence naming the board: an SVG drawing that cannot be decoded or imported.
pub fn read_board_as_is(
    req: &Request,
    path: &str,
    bytes: &[u8],
) -> Result<(String, BoardText), String> {
    let stdin = path == "-";
    let name = if stdin {
        "<stdin>".to_string()
    } else {
        path.to_string()
    };
    // At most one byte past the limit, as the CLI reads it: the loader says it is too large.
    let bytes = &bytes[..bytes.len().min(crate::input::MAX_FILE_BYTES + 1)];
    let opts = ImportOptions {
        px_per_inch: req.px_per_inch,
    };
    let text = if !stdin && frontend::is_drawing_path(path) {
        // An SVG board (`.svg`, or `.svgz` compressed) is imported first; its diagnostics
        // point into the SVG.
        BoardText::Svg(Box::new(frontend::import_bytes(
            &name,
            bytes.to_vec(),
            &opts,
        )?))
    } else if stdin && crate::import::svg::bytes::is_svg_bytes(bytes) {
        // A compressed SVG, or one in UTF-16 or UTF-32.
        BoardText::Svg(Box::new(frontend::import_bytes(
            &name,
            bytes.to_vec(),
            &opts,
        )?))
    } else {
        match BoardText::from_bytes(bytes.to_vec()) {
            BoardText::Utf8(s) if stdin && frontend::looks_like_svg(&s) => {
                let out = crate::import::svg::import_with(&s, &opts)
                    .map_err(|e| format!("<stdin>: {e}"))?;
                BoardText::Svg(Box::new(out))
            }
            t => t,
        }
    };
    Ok((name, text))
}

impl Ctx<'_> {
    /// [`read_board`] of the input `path`, its note on standard error.
    ///
    /// # Errors
    /// The door's sentence when the file could not be read, or [`read_board`]'s.
    pub(crate) fn board(&self, path: &str) -> Result<(String, BoardText), String> {
        let bytes = self.inputs.bytes(path)?;
        read_board(self.req, path, bytes, &mut |n| self.err(n))
    }

    /// The board `path` loaded for the game (a validated board file as validated), or the
    /// reply when it cannot be played: its diagnostics on standard error and `NAME cannot be
    /// played` (exit status 1), or the door's sentence when the file could not be read.
    pub(crate) fn game_board(
        &self,
        path: &str,
    ) -> Result<(String, GameBoard, Option<crate::i18n::Lang>), Reply> {
        self.game_board_in(path, None)
    }

    /// [`Ctx::game_board`] with the diagnostics in `lang` (none: the reader's, [`Ctx::lang`]).
    pub(crate) fn game_board_in(
        &self,
        path: &str,
        lang: Option<crate::i18n::Lang>,
    ) -> Result<(String, GameBoard, Option<crate::i18n::Lang>), Reply> {
        let (name, text) = self
            .inputs
            .bytes(path)
            .and_then(|b| read_board_as_is(self.req, path, b))
            .map_err(|m| self.failure(&m))?;
        let result = match &text {
            BoardText::Utf8(s) => frontend::load_game(s),
            BoardText::Bytes(b, _) => Err(crate::input::load_bytes(b).err().unwrap_or_default()),
            BoardText::Svg(i) => {
                frontend::load_game(&i.yaml).map_err(|d| d.iter().map(|d| i.to_svg(d)).collect())
            }
        };
        result
            .map(|(b, lang)| (name.clone(), b, lang))
            .map_err(|d| {
                let mut err = Vec::new();
                // Into memory: cannot fail.
                let lang = lang.unwrap_or_else(|| self.lang(None));
                let colour = self.req.colour_stderr;
                let _ = write_text_in(&mut err, &name, text.as_str(), &d, colour, lang);
                self.host.stderr(&String::from_utf8_lossy(&err));
                self.err(&tr!(lang, "cli-cannot-be-played", name = name.as_str()));
                Reply {
                    exit: 1,
                    ..Reply::default()
                }
            })
    }

    /// The text of the input `path` (a position file, a game record), without the byte-order
    /// mark some writers put first (PowerShell 5.1 before piped input), as for board files; or
    /// the reply when it cannot be read or is not UTF-8 (exit status 1).
    pub(crate) fn text(&self, path: &str) -> Result<String, Reply> {
        let bytes = self.inputs.bytes(path).map_err(|m| self.failure(&m))?;
        let mut s = String::from_utf8(bytes.to_vec()).map_err(|e| {
            let lang = self.lang(None);
            let name = if path == "-" {
                lang.tr("io-stdin", &[])
            } else {
                path.to_string()
            };
            // Where, as the board file's `savanna::input::not-utf8` says it, and what to do.
            let at = e.utf8_error().valid_up_to();
            // The bytes before `at` are valid UTF-8: lines and columns as every diagnostic counts them.
            let before = std::str::from_utf8(&bytes[..at]).unwrap_or_default();
            let (line, column) = crate::diagnostics::line_column(before, at);
            self.failure(&tr!(
                lang,
                "io-not-utf8",
                name = name,
                at = at,
                line = line,
                column = column
            ))
        })?;
        if s.starts_with('\u{feff}') {
            s.drain(..'\u{feff}'.len_utf8());
        }
        Ok(s)
    }
}
