//! Set-ups (rule 8): the board's own, checked, or one drawn at random.

use super::{SetupError, SetupRecord, check_setup};
use crate::game::rules::board::GameBoard;
use crate::game::rules::rng::GameRng;
use crate::ids::RegionId;
use crate::input::game_rules::SetupRule;

/// Draws a set-up (rule 8): one lion in each of `lions` distinct regions that hold a lion, and
/// the pack in a region that holds it, without lions, at least `min_pack_distance` borders from
/// every lion (the farthest such region when none is far enough). `None` when the board has too
/// few lion regions or no region holds the pack.
pub fn draw_setup(board: &GameBoard, rng: &mut GameRng) -> Option<SetupRecord> {
    let mut lion_regions: Vec<usize> = (0..board.len())
        .filter(|&i| board.lion_capacity[i] >= 1)
        .collect();
    let pack_regions: Vec<usize> = (0..board.len())
        .filter(|&i| board.jackal_capacity[i] >= board.jackals)
        .collect();
    let l = board.lions as usize;
    if lion_regions.len() < l || pack_regions.is_empty() {
        return None;
    }
    let min_d = board.min_pack_distance as u16;
    let mut fallback: Option<(u16, Vec<usize>, usize)> = None;
    for _ in 0..64 {
        for k in 0..l {
            let r = k + rng.below(lion_regions.len() - k);
            lion_regions.swap(k, r);
        }
        let lions = &lion_regions[..l];
        let dist = |p: usize| {
            lions
                .iter()
                .map(|&x| board.distance(x, p))
                .min()
                .unwrap_or(u16::MAX)
        };
        let ok: Vec<usize> = pack_regions
            .iter()
            .copied()
            .filter(|p| !lions.contains(p) && dist(*p) >= min_d)
            .collect();
        if !ok.is_empty() {
            let p = ok[rng.below(ok.len())];
            return Some(record(lions, p));
        }
        if let Some(p) = pack_regions
            .iter()
            .copied()
            .filter(|p| !lions.contains(p))
            .max_by_key(|p| (dist(*p), std::cmp::Reverse(*p)))
            && fallback.as_ref().is_none_or(|f| dist(p) > f.0)
        {
            fallback = Some((dist(p), lions.to_vec(), p));
        }
    }
    fallback.map(|(_, lions, p)| record(&lions, p))
}

fn record(lions: &[usize], pack: usize) -> SetupRecord {
    let mut l: Vec<RegionId> = lions.iter().map(|&i| RegionId::from_index(i)).collect();
    l.sort();
    SetupRecord {
        lions: l,
        jackals: RegionId::from_index(pack),
    }
}

/// The board's own set-up, when the game uses it (rule 8, `setup: board`, and the board places
/// the lions and the pack), checked by [`check_setup`]; `None` when set-ups are drawn.
///
/// # Errors
/// The board's set-up cannot start a game: it is refused, never replaced by a drawn one.
pub fn board_setup(board: &GameBoard) -> Result<Option<SetupRecord>, SetupError> {
    match &board.setup {
        Some((lions, Some(pack))) if board.rules.setup == SetupRule::Board => {
            let s = SetupRecord {
                lions: lions.clone(),
                jackals: *pack,
            };
            check_setup(board, &s)?;
            Ok(Some(s))
        }
        _ => Ok(None),
    }
}

/// Why the board's `setup:` is not used, when it has one that is not (for a note on stderr):
/// `game: {setup: random}`, or a set-up that places no pack.
pub fn setup_note(board: &GameBoard) -> Option<String> {
    setup_note_in(board, crate::i18n::Lang::En)
}

/// [`setup_note`] in `lang` (`setup-note-random`, `setup-note-no-pack`).
pub fn setup_note_in(board: &GameBoard, lang: crate::i18n::Lang) -> Option<String> {
    match &board.setup {
        Some(_) if board.rules.setup == SetupRule::Random => {
            Some(lang.tr("setup-note-random", &[]))
        }
        Some((_, None)) => Some(lang.tr("setup-note-no-pack", &[])),
        _ => None,
    }
}

/// The set-up of a game: the board's (rule 8, `setup: board`) when it places the lions and the
/// pack, else one drawn with `rng` ([`setup_note`] says when a board's `setup:` is not used).
///
/// # Errors
/// The board's set-up cannot start a game ([`board_setup`]), or none can be drawn
/// ([`SetupError::NoneDrawn`]).
pub fn game_setup(board: &GameBoard, rng: &mut GameRng) -> Result<SetupRecord, SetupError> {
    let s = match board_setup(board)? {
        Some(s) => s,
        None => draw_setup(board, rng).ok_or(SetupError::NoneDrawn)?,
    };
    check_setup(board, &s)?;
    Ok(s)
}
