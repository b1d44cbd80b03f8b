//! Why a board is not solved ([`SolveError`]).

/// Why a board is not solved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// A `game:` option the solver does not handle (the option, and why).
    #[error("`game: {option}` is not solved yet: {why}")]
    Unsupported {
        /// The option as written in `game:` (`quiet: no_capture_possible`).
        option: String,
        /// Why it is not.
        why: String,
    },
    /// The values alone need more memory than allowed.
    #[error(
        "solving needs at least {} for its values, more than --max-memory ({}) allows: give --max-memory {}M or more",
        tenths_mb(*need, true),
        tenths_mb(*limit, false),
        tenths(*need, true)
    )]
    Memory {
        /// Bytes needed.
        need: u64,
        /// Bytes allowed.
        limit: u64,
    },
    /// The solve was stopped by its deadline ([`super::Limits::stop`]) before it finished.
    #[error(
        "the solve was stopped at its deadline, {}% of the way through its turn generation: give it more time, or solve the board once (`savanna solve BOARD -o TABLE`) and read the table (`--table TABLE`)",
        percent(*done, *work)
    )]
    Stopped {
        /// Units of progress done ([`super::Limits::progress`]; a quiet layer's work is not
        /// counted).
        done: u64,
        /// Units of progress in the whole solve ([`super::Estimate::work`]).
        work: u64,
    },
    /// The board has no set-up to value (no `setup:` and no `game: {setup: board}`).
    #[error(
        "the board has no set-up to value (its `setup:` with lions and jackals, and `game: {{setup: board}}`); give one"
    )]
    NoSetup,
    /// The board's set-up cannot start a game (why).
    #[error("{0}")]
    Setup(String),
    /// A table file does not belong to this board and rules, or is damaged.
    #[error("{0}")]
    Table(String),
}

/// `done` of `work` as a whole percentage, rounded down (0 when there is no work).
fn percent(done: u64, work: u64) -> u64 {
    if work == 0 {
        0
    } else {
        (u128::from(done) * 100 / u128::from(work)) as u64
    }
}

/// `bytes` in megabytes (2^20 bytes) with one decimal, rounded up or down.
fn tenths(bytes: u64, up: bool) -> String {
    let t = u128::from(bytes) * 10;
    let m = 1u128 << 20;
    let t = if up { t.div_ceil(m) } else { t / m };
    format!("{}.{}", t / 10, t % 10)
}

/// [`tenths`] with its unit: `40.1 MB`.
fn tenths_mb(bytes: u64, up: bool) -> String {
    format!("{} MB", tenths(bytes, up))
}

impl SolveError {
    /// The error as `lang` says it: the English of its `Display` byte for byte, the catalogue's
    /// words in another language (`solve-no-setup`, `solve-memory`, `solve-stopped`; an
    /// unsupported option, a set-up's or a table's refusal keep their own text).
    pub fn message_in(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::tr;
        if lang == crate::i18n::Lang::En {
            return self.to_string();
        }
        match self {
            SolveError::NoSetup => tr!(lang, "solve-no-setup"),
            SolveError::Memory { need, limit } => tr!(
                lang,
                "solve-memory",
                need = in_lang(lang, tenths(*need, true)),
                limit = in_lang(lang, tenths(*limit, false)),
                give = tenths(*need, true)
            ),
            SolveError::Stopped { done, work } => {
                tr!(lang, "solve-stopped", pct = percent(*done, *work))
            }
            other => other.to_string(),
        }
    }
}

/// A number written with a decimal point, as `lang` writes it (a decimal comma in Russian).
fn in_lang(lang: crate::i18n::Lang, s: String) -> String {
    match lang {
        crate::i18n::Lang::Ru => s.replace('.', ","),
        _ => s,
    }
}
