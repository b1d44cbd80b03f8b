//! The changes `balance --suggest` tries (issue 42.3): one `game:` option by one step, the
//! lion count, the jackal count, the start of a lion or of the pack moved to a neighbouring
//! region, and pairs of these.
//!
//! A change is a list of [`Edit`]s applied to a [`GameBoard`] ([`Change::apply`]); a change
//! whose board cannot start a game from its own set-up (a lion where none fits, the pack where
//! it does not fit, two lions together, the pack with a lion: [`crate::game::record::check_setup`]) is never offered.
//! Its size is its number of edits: [`singles`] are of size 1, [`pair`] makes one of size 2.

use crate::game::record::setup::board_setup;
use crate::game::rules::board::GameBoard;
use crate::ids::RegionId;
use crate::input::game_rules::{
    Dispersal, Fit, Freeze, GameRules, PackCount, Pass, SetupRule, Side,
};

/// One edit of a board or of its rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    /// `game: first:`.
    First(Side),
    /// `game: lion_points:`.
    LionPoints(u32),
    /// `game: jackal_points:`.
    JackalPoints(u32),
    /// `game: quiet_rounds:`.
    QuietRounds(u32),
    /// `game: combined_attack:`.
    CombinedAttack(bool),
    /// `game: fit:`.
    Fit(Fit),
    /// `game: freeze:`.
    Freeze(Freeze),
    /// `game: lion_captures:` (empty: the option left out, `lion_strength` per lion).
    LionCaptures(Vec<u32>),
    /// `game: pack_count:`.
    PackCount(PackCount),
    /// `game: pass:`.
    Pass(Pass),
    /// `game: dispersal:`.
    Dispersal(Dispersal),
    /// Lions in play (`pieces: lion: count:`), with the set-up's lion regions after the change
    /// (empty when the set-up is drawn at random).
    Lions(u16, Vec<RegionId>),
    /// Jackals in play (`pieces: jackal: count:`).
    Jackals(u16),
    /// A lion of the set-up starts in a neighbouring region: `(from, to)`.
    MoveLion(RegionId, RegionId),
    /// The pack starts in a neighbouring region: `(from, to)`.
    MovePack(RegionId, RegionId),
}

impl Edit {
    /// What the edit touches: two edits with the same key do not make a pair.
    pub fn key(&self) -> &'static str {
        match self {
            Edit::First(_) => "first",
            Edit::LionPoints(_) => "lion_points",
            Edit::JackalPoints(_) => "jackal_points",
            Edit::QuietRounds(_) => "quiet_rounds",
            Edit::CombinedAttack(_) => "combined_attack",
            Edit::Fit(_) => "fit",
            Edit::Freeze(_) => "freeze",
            Edit::LionCaptures(_) => "lion_captures",
            Edit::PackCount(_) => "pack_count",
            Edit::Pass(_) => "pass",
            Edit::Dispersal(_) => "dispersal",
            Edit::Lions(..) | Edit::MoveLion(..) => "lions",
            Edit::Jackals(_) => "jackals",
            Edit::MovePack(..) => "pack",
        }
    }

    /// Applies the edit to `b`, unchecked ([`Change::apply`] checks the set-up).
    pub fn apply_to(&self, b: &mut GameBoard) {
        let r: &mut GameRules = &mut b.rules;
        match self {
            Edit::First(s) => r.first = *s,
            Edit::LionPoints(n) => r.lion_points = *n,
            Edit::JackalPoints(n) => r.jackal_points = *n,
            Edit::QuietRounds(n) => r.quiet_rounds = *n,
            Edit::CombinedAttack(x) => r.combined_attack = *x,
            Edit::Fit(f) => r.fit = *f,
            Edit::Freeze(f) => r.freeze = *f,
            Edit::LionCaptures(t) => r.lion_captures = t.clone(),
            Edit::PackCount(c) => r.pack_count = *c,
            Edit::Pass(x) => r.pass = *x,
            Edit::Dispersal(x) => r.dispersal = *x,
            Edit::Lions(n, regions) => {
                b.lions = *n;
                if let Some((l, _)) = b.setup.as_mut()
                    && !regions.is_empty()
                {
                    *l = regions.clone();
                }
            }
            Edit::Jackals(n) => b.jackals = *n,
            Edit::MoveLion(from, to) => {
                if let Some((l, _)) = b.setup.as_mut() {
                    for x in l.iter_mut().filter(|x| **x == *from) {
                        *x = *to;
                    }
                    l.sort();
                }
            }
            Edit::MovePack(_, to) => {
                if let Some((_, p)) = b.setup.as_mut() {
                    *p = Some(*to);
                }
            }
        }
    }
}

/// A change of a board: its edits and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// The edits, in the order applied.
    pub edits: Vec<Edit>,
    /// The change in words: `first: lions`, `jackals: 8`, `the pack starts in Marsh`; a pair
    /// joins its two with ` and `.
    pub text: String,
    /// Each edit in words and what it changes as the board has it now ([`now_words`]), in the
    /// order of [`Change::edits`]: `("jackals: 8", "9")`.
    pub parts: Vec<(String, String)>,
}

impl Change {
    /// The number of edits (1 or 2).
    pub fn size(&self) -> usize {
        self.edits.len()
    }

    /// `board` with the change applied, or `None` when the changed board's own set-up cannot
    /// start a game ([`crate::game::record::check_setup`]; a board whose set-ups are drawn is not checked here: its
    /// measure says when none can be drawn).
    pub fn apply(&self, board: &GameBoard) -> Option<GameBoard> {
        let mut b = board.clone();
        for e in &self.edits {
            e.apply_to(&mut b);
        }
        if b.lions == 0 || b.jackals == 0 {
            return None;
        }
        board_setup(&b).ok().map(|_| b)
    }

    /// The key of the solved values this change shares with others: its edits but who moves
    /// first (the solver values both first players at once, so `first: lions` and the board
    /// itself share one solve).
    pub fn solve_key(&self) -> String {
        let mut v: Vec<String> = self
            .edits
            .iter()
            .filter(|e| !matches!(e, Edit::First(_)))
            .map(|e| format!("{e:?}"))
            .collect();
        v.sort();
        v.join(";")
    }
}

fn fit_name(f: Fit) -> &'static str {
    match f {
        Fit::AtEntry => "at_entry",
        Fit::AfterCapture => "after_capture",
    }
}

fn freeze_name(f: Freeze) -> &'static str {
    match f {
        Freeze::Region => "region",
        Freeze::Pieces => "pieces",
    }
}

fn table_words(t: &[u32]) -> String {
    let v: Vec<String> = t.iter().map(u32::to_string).collect();
    format!("[{}]", v.join(", "))
}

fn pack_count_name(c: PackCount) -> &'static str {
    match c {
        PackCount::Turn => "turn",
        PackCount::Group => "group",
    }
}

fn dispersal_name(x: Dispersal) -> &'static str {
    match x {
        Dispersal::OneStays => "one_stays",
        Dispersal::OnePerRegion => "one_per_region",
    }
}

fn pass_name(x: Pass) -> &'static str {
    match x {
        Pass::WhenStuck => "when_stuck",
        Pass::Allowed => "allowed",
    }
}

/// The original's readings (issue 40.4) as changes of `board`'s rules: two lions take one
/// jackal fewer than twice a lion's strength (`lion_captures: [3, 5]` at strength 3; with a
/// table already, the table left out), the pack counted per group or per turn (when the pack
/// rule is on), the voluntary pass switched, and the gathered lions' dispersal reading switched
/// (when rule 4 is on and there are two or more lions). Only the table needs two or more lions
/// and a strength of 2 or more.
pub fn reading_edits(board: &GameBoard) -> Vec<Edit> {
    let r = &board.rules;
    let mut v = Vec::new();
    if !r.lion_captures.is_empty() {
        v.push(Edit::LionCaptures(Vec::new()));
    } else if board.lions >= 2 && r.lion_strength >= 2 {
        v.push(Edit::LionCaptures(vec![
            r.lion_strength,
            2 * r.lion_strength - 1,
        ]));
    }
    if r.pack_leaves_one {
        v.push(Edit::PackCount(match r.pack_count {
            PackCount::Turn => PackCount::Group,
            PackCount::Group => PackCount::Turn,
        }));
    }
    v.push(Edit::Pass(match r.pass {
        Pass::WhenStuck => Pass::Allowed,
        Pass::Allowed => Pass::WhenStuck,
    }));
    if r.gathered_lions_disperse && board.lions >= 2 {
        v.push(Edit::Dispersal(match r.dispersal {
            Dispersal::OneStays => Dispersal::OnePerRegion,
            Dispersal::OnePerRegion => Dispersal::OneStays,
        }));
    }
    v
}

/// A region in words: its name, else `region 3`.
pub fn region_words(board: &GameBoard, id: RegionId) -> String {
    match board.index(id).and_then(|i| board.names[i].clone()) {
        Some(n) => n,
        None => format!("region {id}"),
    }
}

/// The single-option changes of `rules`, smallest first, as edits: who moves first; the points
/// per region of each side, one fewer then one more; the quiet rounds, one fewer then one more;
/// the combined attack, the fit rule and the freeze rule switched.
pub fn option_edits(rules: &GameRules) -> Vec<Edit> {
    let mut v = vec![Edit::First(rules.first.other())];
    let pm = |n: u32| [n.checked_sub(1), n.checked_add(1)].into_iter().flatten();
    v.extend(pm(rules.lion_points).map(Edit::LionPoints));
    v.extend(pm(rules.jackal_points).map(Edit::JackalPoints));
    v.extend(pm(rules.quiet_rounds).map(Edit::QuietRounds));
    v.push(Edit::CombinedAttack(!rules.combined_attack));
    v.push(Edit::Fit(match rules.fit {
        Fit::AtEntry => Fit::AfterCapture,
        Fit::AfterCapture => Fit::AtEntry,
    }));
    v.push(Edit::Freeze(match rules.freeze {
        Freeze::Region => Freeze::Pieces,
        Freeze::Pieces => Freeze::Region,
    }));
    v
}

/// The edit in words, as the board file would say it (`first: lions`, `lion_points: 1`), or in
/// a sentence for the pieces and the start (`lions: 4, the new one in Oasis`, `a lion starts
/// in Oasis`, `the pack starts in Marsh`; where they start now is [`now_words`]).
pub fn edit_words(board: &GameBoard, e: &Edit) -> String {
    let w = |id: RegionId| region_words(board, id);
    match e {
        Edit::First(s) => format!("first: {s}"),
        Edit::LionPoints(n) => format!("lion_points: {n}"),
        Edit::JackalPoints(n) => format!("jackal_points: {n}"),
        Edit::QuietRounds(n) => format!("quiet_rounds: {n}"),
        Edit::CombinedAttack(x) => format!("combined_attack: {x}"),
        Edit::Fit(f) => format!("fit: {}", fit_name(*f)),
        Edit::Freeze(f) => format!("freeze: {}", freeze_name(*f)),
        Edit::LionCaptures(t) if t.is_empty() => "lion_captures left out".into(),
        Edit::LionCaptures(t) => format!("lion_captures: {}", table_words(t)),
        Edit::PackCount(c) => format!("pack_count: {}", pack_count_name(*c)),
        Edit::Pass(x) => format!("pass: {}", pass_name(*x)),
        Edit::Dispersal(x) => format!("dispersal: {}", dispersal_name(*x)),
        Edit::Lions(n, regions) => {
            let now = board
                .setup
                .as_ref()
                .map(|s| s.0.clone())
                .unwrap_or_default();
            let added: Vec<&RegionId> = regions.iter().filter(|r| !now.contains(r)).collect();
            let gone: Vec<&RegionId> = now.iter().filter(|r| !regions.contains(r)).collect();
            match (added.first(), gone.first()) {
                (Some(a), _) => format!("lions: {n}, the new one in {}", w(**a)),
                (None, Some(g)) => format!("lions: {n}, none in {}", w(**g)),
                _ => format!("lions: {n}"),
            }
        }
        Edit::Jackals(n) => format!("jackals: {n}"),
        Edit::MoveLion(_, to) => format!("a lion starts in {}", w(*to)),
        Edit::MovePack(_, to) => format!("the pack starts in {}", w(*to)),
    }
}

/// What `e` changes as `board` has it now, in words: `jackals` for `first: lions`, `9` for
/// `jackals: 8`, `at_entry` for `fit: after_capture`, the region a moved lion or the pack
/// starts in now (`Kopje` for `a lion starts in Oasis`).
pub fn now_words(board: &GameBoard, e: &Edit) -> String {
    let r = &board.rules;
    match e {
        Edit::First(_) => r.first.to_string(),
        Edit::LionPoints(_) => r.lion_points.to_string(),
        Edit::JackalPoints(_) => r.jackal_points.to_string(),
        Edit::QuietRounds(_) => r.quiet_rounds.to_string(),
        Edit::CombinedAttack(_) => r.combined_attack.to_string(),
        Edit::Fit(_) => fit_name(r.fit).into(),
        Edit::Freeze(_) => freeze_name(r.freeze).into(),
        Edit::LionCaptures(_) if r.lion_captures.is_empty() => "none".into(),
        Edit::LionCaptures(_) => table_words(&r.lion_captures),
        Edit::PackCount(_) => pack_count_name(r.pack_count).into(),
        Edit::Pass(_) => pass_name(r.pass).into(),
        Edit::Dispersal(_) => dispersal_name(r.dispersal).into(),
        Edit::Lions(..) => board.lions.to_string(),
        Edit::Jackals(_) => board.jackals.to_string(),
        Edit::MoveLion(from, _) | Edit::MovePack(from, _) => region_words(board, *from),
    }
}

/// A single change of `board`: the edit `e`, its words and what it changes now.
fn single(board: &GameBoard, e: Edit) -> Change {
    let text = edit_words(board, &e);
    Change {
        parts: vec![(text.clone(), now_words(board, &e))],
        text,
        edits: vec![e],
    }
}

/// The lion count's changes: 3 and 4 (the two counts of the original rules) each try the other;
/// any other count tries one fewer and one more. With the board's own set-up, a new lion starts
/// in the free region that holds a lion nearest the lions (ties: farthest from the pack, then
/// the lowest id), and one fewer drops the lion nearest the pack (ties: the highest id).
fn lion_edits(board: &GameBoard) -> Vec<Edit> {
    let counts: Vec<u16> = match board.lions {
        3 => vec![4],
        4 => vec![3],
        n => [n.checked_sub(1), n.checked_add(1)]
            .into_iter()
            .flatten()
            .filter(|&k| k >= 1)
            .collect(),
    };
    let own = board
        .setup
        .as_ref()
        .filter(|_| board.rules.setup == SetupRule::Board)
        .and_then(|(l, p)| p.map(|p| (l.clone(), p)));
    let mut v = Vec::new();
    for n in counts {
        let Some((lions, pack)) = &own else {
            v.push(Edit::Lions(n, Vec::new()));
            continue;
        };
        let idx = |id: &RegionId| board.index(*id).unwrap_or(0);
        let pi = idx(pack);
        let mut l = lions.clone();
        if usize::from(n) > l.len() {
            let near = |i: usize| {
                lions
                    .iter()
                    .map(|x| board.distance(idx(x), i))
                    .min()
                    .unwrap_or(u16::MAX)
            };
            let free = (0..board.len())
                .filter(|&i| board.lion_capacity[i] >= 1 && i != pi)
                .map(RegionId::from_index)
                .filter(|r| !l.contains(r))
                .min_by_key(|r| {
                    let i = idx(r);
                    (near(i), std::cmp::Reverse(board.distance(i, pi)), i)
                });
            let Some(r) = free else { continue };
            l.push(r);
        } else if let Some(k) = (0..l.len()).min_by_key(|&k| {
            (
                board.distance(idx(&l[k]), pi),
                std::cmp::Reverse(idx(&l[k])),
            )
        }) {
            l.remove(k);
        }
        l.sort();
        v.push(Edit::Lions(n, l));
    }
    v
}

/// Every single change of `board`, smallest first and in this order: who moves first, the lion
/// count (`lion_edits`), the jackal count (one fewer, one more), the points, the quiet rounds,
/// the three rule switches ([`option_edits`]), then with the board's own set-up each lion moved
/// to each neighbouring region (the lions in set-up order, the regions by id), then the pack
/// likewise, then the original's readings ([`reading_edits`]; last, so that a board an earlier
/// change balances gets the same suggestion as before they were options); only changes whose
/// set-up is legal ([`Change::apply`]).
pub fn singles(board: &GameBoard) -> Vec<Change> {
    let opts = option_edits(&board.rules);
    let mut edits: Vec<Edit> = opts[..1].to_vec();
    edits.extend(lion_edits(board));
    edits.extend(
        [board.jackals.checked_sub(1), board.jackals.checked_add(1)]
            .into_iter()
            .flatten()
            .filter(|&k| k >= 1)
            .map(Edit::Jackals),
    );
    edits.extend(opts[1..].iter().cloned());
    if board.rules.setup == SetupRule::Board
        && let Some((lions, Some(pack))) = &board.setup
    {
        for l in lions {
            for to in board.neighbors(*l) {
                edits.push(Edit::MoveLion(*l, to));
            }
        }
        for to in board.neighbors(*pack) {
            edits.push(Edit::MovePack(*pack, to));
        }
    }
    edits.extend(reading_edits(board));
    edits
        .into_iter()
        .map(|e| single(board, e))
        .filter(|c| c.apply(board).is_some())
        .collect()
}

/// The two changes `a` and `b` made together, `None` when they touch the same thing
/// ([`Edit::key`]) or the board they make cannot start a game.
pub fn pair(board: &GameBoard, a: &Change, b: &Change) -> Option<Change> {
    if a.edits
        .iter()
        .any(|x| b.edits.iter().any(|y| x.key() == y.key()))
    {
        return None;
    }
    let c = Change {
        edits: a.edits.iter().chain(&b.edits).cloned().collect(),
        text: format!("{} and {}", a.text, b.text),
        parts: a.parts.iter().chain(&b.parts).cloned().collect(),
    };
    c.apply(board).map(|_| c)
}
