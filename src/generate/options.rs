//! The generator's options and results: the frame size, `--balanced`, the validated
//! [`GenerateOptions`], and what a run returns ([`Candidate`], [`Generated`], [`GenerateError`]).

use super::{
    AREA_PER_REGION, DEFAULT_CANDIDATES, DEFAULT_GAMES, MAX_ASPECT, MAX_REGIONS, MAX_SIDE_MM,
    MIN_REGIONS, MIN_SIDE_MM,
};
use crate::game::GameBoard;
use crate::game::agents::AgentKind;
use crate::game::balance::{BalanceError, BalanceReport};
use crate::units::Units;

/// The frame of a generated board: a rectangle `(0,0)-(width,height)` in `units`.
#[derive(Debug, Clone, PartialEq)]
pub struct FrameSize {
    /// Width, board units.
    pub width: f64,
    /// Height, board units.
    pub height: f64,
    /// The board's units (mm for paper, m or cm when the size is given so).
    pub units: Units,
    /// How the frame is written on the command line (`a3`, `3x2m`), for the header comment.
    pub spec: String,
}

impl FrameSize {
    /// Reads `a3`, `a4` (landscape, mm) or `WxH` with an optional unit, mm, cm, m or in (also
    /// `"`), after either number or both (`420x297`, `300mmx200mm`, `3mx2m`, `3x2m`, `16x12in`).
    ///
    /// ```
    /// use savanna::generate::FrameSize;
    /// let f = FrameSize::parse("3mx2m").unwrap();
    /// assert_eq!((f.width, f.height, f.units.as_str()), (3.0, 2.0, "m"));
    /// assert_eq!(FrameSize::parse("A3").unwrap().width, 420.0);
    /// assert!(FrameSize::parse("0x200").is_err());
    /// let f = FrameSize::parse("16inx12in").unwrap();
    /// assert_eq!((f.width, f.height, f.units.as_str()), (16.0, 12.0, "in"));
    /// ```
    ///
    /// # Errors
    /// [`FrameSizeError`], saying what is wrong: not a size, a side not positive, outside
    /// [`MIN_SIDE_MM`]..=[`MAX_SIDE_MM`], two units, or sides more than [`MAX_ASPECT`] apart.
    pub fn parse(s: &str) -> Result<FrameSize, FrameSizeError> {
        let t = s.trim().to_ascii_lowercase();
        let named = |w: f64, h: f64| FrameSize {
            width: w,
            height: h,
            units: Units::Mm,
            spec: t.clone(),
        };
        match t.as_str() {
            "a3" => return Ok(named(420.0, 297.0)),
            "a4" => return Ok(named(297.0, 210.0)),
            _ => {}
        }
        let bad = || FrameSizeError::NotASize(s.to_string());
        let (a, b) = t.split_once(['x', '×']).ok_or_else(bad)?;
        let side = |p: &str| -> Result<(f64, Option<Units>), FrameSizeError> {
            let p = p.trim();
            let (num, unit) = if let Some(n) = p.strip_suffix("mm") {
                (n, Some(Units::Mm))
            } else if let Some(n) = p.strip_suffix("cm") {
                (n, Some(Units::Cm))
            } else if let Some(n) = p.strip_suffix('m') {
                (n, Some(Units::M))
            } else if let Some(n) = p.strip_suffix("in").or_else(|| p.strip_suffix('"')) {
                (n, Some(Units::In))
            } else {
                (p, None)
            };
            let v: f64 = num.trim().parse().map_err(|_| bad())?;
            Ok((v, unit))
        };
        let ((w, uw), (h, uh)) = (side(a)?, side(b)?);
        let units = match (uw, uh) {
            (Some(x), Some(y)) if x != y => {
                return Err(FrameSizeError::TwoUnits(s.to_string()));
            }
            (Some(x), _) | (None, Some(x)) => x,
            (None, None) => Units::Mm,
        };
        for v in [w, h] {
            if !v.is_finite() || v <= 0.0 {
                return Err(FrameSizeError::NotPositive(s.to_string()));
            }
            let mm = v * units.mm_per_unit();
            if !(MIN_SIDE_MM..=MAX_SIDE_MM).contains(&mm) {
                return Err(FrameSizeError::SideOutOfRange {
                    given: s.to_string(),
                    mm,
                });
            }
        }
        if w.max(h) / w.min(h) > MAX_ASPECT {
            return Err(FrameSizeError::Aspect(s.to_string()));
        }
        Ok(FrameSize {
            width: w,
            height: h,
            units,
            spec: format!("{w}x{h}{}", units.as_str()),
        })
    }
}

/// Why a `--frame` text is not a frame size (each variant holds the text given).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum FrameSizeError {
    /// Neither `a3`, `a4` nor `WIDTHxHEIGHT`.
    #[error(
        "`{0}` is not a frame size: use a3, a4 or WIDTHxHEIGHT in mm, cm, m or in (e.g. 600x400, 3mx2m, 16x12in)"
    )]
    NotASize(String),
    /// The sides are given in two different units.
    #[error("`{0}` gives the sides in two units: give both in mm, cm, m or in")]
    TwoUnits(String),
    /// A side is zero, negative or not finite.
    #[error("`{0}`: a frame side must be a positive number")]
    NotPositive(String),
    /// A side (`mm`) outside [`MIN_SIDE_MM`]..=[`MAX_SIDE_MM`].
    #[error(
        "`{given}`: a frame side of {mm} mm is outside {MIN_SIDE_MM}..={MAX_SIDE_MM} mm (10 cm to 10 m)"
    )]
    SideOutOfRange {
        /// The text given.
        given: String,
        /// The side, mm.
        mm: f64,
    },
    /// One side is more than [`MAX_ASPECT`] times the other.
    #[error("`{0}`: one side is more than {MAX_ASPECT} times the other; give a squarer frame")]
    Aspect(String),
}

/// Balance options of `--balanced`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Balanced {
    /// Candidates drawn and played (K >= 1).
    pub candidates: u32,
    /// Games each candidate plays.
    pub games: u32,
    /// The agent playing both sides in self-play.
    pub agent: AgentKind,
    /// MCTS iterations per action in self-play.
    pub budget: u32,
    /// The ladder's first and highest MCTS budgets, when a candidate cannot be solved.
    pub ladder: [u32; 2],
    /// How long the solver may try each candidate (zero: never solve, climb the ladder).
    pub solve_limit: core::time::Duration,
}

impl Default for Balanced {
    fn default() -> Self {
        Balanced {
            candidates: DEFAULT_CANDIDATES,
            games: DEFAULT_GAMES,
            agent: AgentKind::Mcts,
            budget: crate::game::agents::DEFAULT_MCTS_BUDGET,
            ladder: [crate::game::ladder::DEFAULT_LADDER_FROM, super::LADDER_TO],
            solve_limit: crate::game::balance::DEFAULT_SOLVE_LIMIT,
        }
    }
}

/// What to generate.
#[derive(Debug, Clone, PartialEq)]
pub struct GenerateOptions {
    /// Regions wanted, [`MIN_REGIONS`]..=[`MAX_REGIONS`].
    pub regions: u32,
    /// The frame.
    pub frame: FrameSize,
    /// Seed of every random number.
    pub seed: u64,
    /// Keep the most balanced of several candidates.
    pub balanced: Option<Balanced>,
    /// The language of the file's header comments (the command line's `--lang`, else the
    /// locale); the board's keys and values are the same in every language.
    pub lang: crate::i18n::Lang,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            regions: 10,
            frame: FrameSize {
                width: 420.0,
                height: 297.0,
                units: Units::Mm,
                spec: "a3".into(),
            },
            seed: 1,
            balanced: None,
            lang: crate::i18n::Lang::En,
        }
    }
}

impl GenerateOptions {
    /// The command that writes this board (for the header comment).
    pub fn command(&self) -> String {
        let mut c = format!(
            "savanna generate --regions {} --frame {} --seed {}",
            self.regions, self.frame.spec, self.seed
        );
        if let Some(b) = &self.balanced {
            c.push_str(&format!(
                " --balanced --candidates {} --games {}",
                b.candidates, b.games
            ));
        }
        c
    }

    /// Refuses options no board can satisfy, before any drawing.
    ///
    /// # Errors
    /// [`GenerateError`], naming the option and what to change.
    pub fn validate(&self) -> Result<(), GenerateError> {
        if !(MIN_REGIONS..=MAX_REGIONS).contains(&self.regions) {
            return Err(GenerateError::Regions(self.regions));
        }
        let mm = self.frame.units.mm_per_unit();
        let area_mm2 = self.frame.width * mm * self.frame.height * mm;
        let lion = crate::input::DEFAULT_LION_DIAMETER_MM;
        let most = (area_mm2 / (AREA_PER_REGION * lion * lion)).floor() as u64;
        if most < u64::from(MIN_REGIONS) {
            return Err(GenerateError::FrameTooSmall {
                frame: self.frame.spec.clone(),
                lion,
            });
        }
        if u64::from(self.regions) > most {
            // The count drawings usually pass with (issue 24.7: "at most 23" here, then "at
            // most 19" from the search asked for 23): the same figure as the search's advice.
            let reliable = super::reliable_regions(&self.frame).min(most);
            let (usually, give) = if reliable < most && reliable >= u64::from(MIN_REGIONS) {
                (
                    format!(", and drawings usually pass with at most {reliable}"),
                    format!("at most {reliable}"),
                )
            } else {
                (String::new(), format!("at most {most}"))
            };
            return Err(GenerateError::TooManyRegions {
                usually,
                give,
                frame: self.frame.spec.clone(),
                regions: self.regions,
                lion,
                most,
            });
        }
        if let Some(b) = &self.balanced {
            if b.candidates == 0 {
                return Err(GenerateError::NoCandidates);
            }
            if b.games < 2 || b.games % 2 != 0 {
                return Err(GenerateError::Games(b.games));
            }
        }
        Ok(())
    }
}

/// Why no board was generated: what to change.
#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    /// `--regions` outside [`MIN_REGIONS`]..=[`MAX_REGIONS`].
    #[error("--regions {0}: give {MIN_REGIONS} to {MAX_REGIONS} regions")]
    Regions(u32),
    /// The frame has room for fewer than [`MIN_REGIONS`] regions (`lion`: the lion's diameter,
    /// mm).
    #[error(
        "the {frame} frame is too small for a board of {MIN_REGIONS} regions (each needs room for a {lion} mm lion): give a larger frame"
    )]
    FrameTooSmall {
        /// The frame as given.
        frame: String,
        /// The lion's diameter, mm.
        lion: f64,
    },
    /// The frame has room for at most `most` regions.
    #[error(
        "the {frame} frame is too small for {regions} regions (each needs room for a {lion} mm lion): it has room for at most {most}{usually}; give {give} regions or a larger frame"
    )]
    TooManyRegions {
        /// How many usually pass, when fewer than `most` (", and drawings usually pass with
        /// at most N"), so that this advice and the one after a failed search agree.
        usually: String,
        /// The count to ask for ("at most N").
        give: String,
        /// The frame as given.
        frame: String,
        /// Regions asked for.
        regions: u32,
        /// The lion's diameter, mm.
        lion: f64,
        /// The most regions the frame has room for.
        most: u64,
    },
    /// `--candidates 0`.
    #[error("--candidates must be at least 1")]
    NoCandidates,
    /// `--games` odd or under 2.
    #[error(
        "--games {0}: games come in pairs (each set-up once with each side first); give an even number from 2"
    )]
    Games(u32),
    /// No drawing passed the checks within the attempts made.
    #[error(
        "no board of {regions} regions on the {frame} frame passed the checks in {attempts} drawing{s}: {advice}",
        s = if *attempts == 1 { "" } else { "s" }
    )]
    NoBoard {
        /// Regions asked for.
        regions: u32,
        /// The frame as given.
        frame: String,
        /// Drawings tried.
        attempts: u32,
        /// What to change (a region count that usually passes on the frame, when one is known).
        advice: String,
    },
    /// The accepted board has no setup with the pack far enough from the lions.
    #[error(
        "the board drawn has no setup with the pack {distance} borders from every lion: try another --seed or more regions"
    )]
    NoSetup {
        /// The rules' minimum pack distance, borders.
        distance: u32,
    },
    /// A candidate could not be played under `--balanced` (its number, from 1).
    #[error("candidate {index}: {error}")]
    Balance {
        /// The candidate's number, from 1.
        index: u32,
        /// Why.
        #[source]
        error: BalanceError,
    },
    /// `--fair --from BOARD`: the designer's board cannot be searched from, and why.
    #[error("--from {board}: {why}")]
    From {
        /// The board as the command named it.
        board: String,
        /// Why, with what to do.
        why: String,
    },
    /// The board file could not be serialised (the YAML writer's error).
    #[error("cannot write the board: {0}")]
    Write(#[source] crate::input::yaml::WriteError),
}

/// One generated board (a candidate of `--balanced`).
#[derive(Debug, Clone)]
pub struct Candidate {
    /// Its number (the random stream it was drawn from), 0-based.
    pub index: u32,
    /// The board file without the header comments (YAML).
    pub body: String,
    /// Regions that hold fewer than all the lions or all the jackals in play.
    pub tight_regions: usize,
    /// Drawings tried.
    pub attempts: u32,
    /// The pencil lines drawn, each from one end to the other (board units, y down).
    pub lines: Vec<[[f64; 2]; 2]>,
    /// The board as the game engine sees it (with its setup).
    pub game: GameBoard,
}

/// What [`generate`](super::generate) produced.
#[derive(Debug, Clone)]
pub struct Generated {
    /// The board file: header comments, then [`Candidate::body`] of the kept candidate.
    pub yaml: String,
    /// Every candidate drawn (one without `--balanced`), with its balance report under
    /// `--balanced`.
    pub candidates: Vec<(Candidate, Option<BalanceReport>)>,
    /// Index into `candidates` of the kept one.
    pub chosen: usize,
    /// What the time budget left undone, one sentence each (empty when nothing was; then the
    /// same options write the same file).
    pub untried: Vec<String>,
}
