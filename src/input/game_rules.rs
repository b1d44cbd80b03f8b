//! The game's options: every default of the rules (`shared/design/rules.md`, "How savanna plays
//! them") as a named option of the board file's `game:` section.
//!
//! [`GameRules::default`] is the rules as savanna plays them; every output that depends on the
//! rules (`moves`, `play`, game records, `balance`) echoes the [`GameRules`] it used.

use serde::{Deserialize, Serialize};

/// How the pack rule (rule 3) counts the jackals that leave a region.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum PackCount {
    /// All the groups that leave one region during a turn, summed: when three or more leave it
    /// in a turn, one stays. The default.
    #[default]
    Turn,
    /// Each moving group alone, on every pack move (the informal text: "if three or more jackals
    /// move, one stays in the region they left"): a group of three or more leaves at least one
    /// jackal in its region, while smaller groups may empty it (4 jackals: 2 and 2 may go).
    Group,
}

/// When a side may end its turn without a move (rule 2).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Pass {
    /// Only when no move is legal: a side must move when it can. The default.
    #[default]
    WhenStuck,
    /// Whenever the side likes (a voluntary pass of the whole turn); a pass captures nothing,
    /// so it is a quiet turn (rule 6).
    Allowed,
}

/// How gathered lions disperse when they do not all attack (rule 4).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Dispersal {
    /// Exactly one of them stays in the region; the others go where they like, together or
    /// apart, and may gather again elsewhere. The default.
    #[default]
    OneStays,
    /// Exactly one stays, and each of the others that leaves without attacking ends the turn
    /// alone in a region of its own ("they disperse one per region": none may gather again with
    /// another lion that turn).
    OnePerRegion,
}

/// What is frozen once a side's own pieces enter a region during its turn (rule 2).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Freeze {
    /// The whole region: none of the side's pieces there may move for the rest of the turn
    /// ("that group skips its move"). The default.
    #[default]
    Region,
    /// Only the pieces that moved: the region's other pieces may still move.
    Pieces,
}

/// When an attack must fit in the attacked region (rule 5).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Fit {
    /// At the moment of entering: attackers beside defenders, by the board's `mixed` table
    /// (k lions -> most jackals). The default.
    #[default]
    AtEntry,
    /// After the captured pieces are removed: the attackers alone must fit.
    AfterCapture,
}

/// When the game is scored (rule 6).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum QuietRule {
    /// Scored when more than `quiet_rounds` rounds in a row pass without a capture. The default.
    #[default]
    NoCapture,
    /// The literal reading: scored when for more than `quiet_rounds` rounds in a row neither side
    /// could capture (no legal capturing move at the start of its turns); games that reach
    /// `max_rounds` are scored and reported as capped.
    NoCapturePossible,
}

crate::named::named_enum! {
    /// Which side moves first (rule 7).
    #[derive(Default)]
    pub enum Side {
        /// The lions (white, few and strong).
        Lions => "lions",
        /// The jackals (black, many and weak). The default first player.
        #[default]
        Jackals => "jackals",
    }
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Lions => Side::Jackals,
            Side::Jackals => Side::Lions,
        }
    }
}

/// Where the pieces start (rule 8).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum SetupRule {
    /// The board's `setup:`; without one, a set-up drawn at random. The default.
    #[default]
    Board,
    /// Always a set-up drawn at random: one lion per region that holds a lion, the pack in a
    /// region that holds it at least `rules.min_pack_distance` borders from every lion.
    Random,
}

/// The game's options, each a reading of the informal rules (see the manual, docs/src/rules.md).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct GameRules {
    /// Rule 1: a lion counts as this many jackals (default 3). Lions capture when
    /// `jackals <= lion_strength x lions` (unless `lion_captures` says otherwise), jackals when
    /// `jackals >= lion_strength x lions`.
    #[schemars(range(min = 1, max = 1000))]
    pub lion_strength: u32,
    /// Rule 1 option: a capture table by the number of attacking lions, the most jackals 1, 2, …
    /// lions take together (`[3, 5]`: one lion takes up to 3, two a "palm" of up to 5); each
    /// further lion beyond the table adds `lion_strength` jackals. At most 16 entries, each from
    /// 1 to 100000 and none below the one before it. Empty (the default, and left out of every
    /// output): `lion_strength` per lion. Jackals' captures keep `lion_strength`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 16), inner(range(min = 1, max = 100000)))]
    pub lion_captures: Vec<u32>,
    /// Rule 1 option: groups from several regions (at most 4) may attack one region of the other
    /// side together in one move, their strength summed, fitting at the moment of entering, the
    /// pack rule counted per source region (default false).
    pub combined_attack: bool,
    /// Rule 2: what is frozen once own pieces enter a region (default `region`).
    pub freeze: Freeze,
    /// Rule 3: when three or more jackals leave one region in a turn, one stays (default true).
    pub pack_leaves_one: bool,
    /// Rule 3: how the jackals leaving a region are counted (default `turn`: all its groups in
    /// the turn; `group`: each moving group alone). Left out of outputs at its default.
    #[serde(skip_serializing_if = "is_default")]
    pub pack_count: PackCount,
    /// Rule 4: gathered lions must attack or leave exactly one behind (default true).
    pub gathered_lions_disperse: bool,
    /// Rule 4: how the gathered lions that do not attack disperse (default `one_stays`: one
    /// stays, the others go as they like; `one_per_region`: each of the others ends the turn
    /// alone in a region). Left out of outputs at its default.
    #[serde(skip_serializing_if = "is_default")]
    pub dispersal: Dispersal,
    /// Rule 5: when an attack must fit (default `at_entry`).
    pub fit: Fit,
    /// Rule 6: the game is scored after more than this many quiet rounds in a row (default 5).
    #[schemars(range(min = 0, max = 1000000))]
    pub quiet_rounds: u32,
    /// Rule 6: what makes a round quiet (default `no_capture`).
    pub quiet: QuietRule,
    /// Rule 6: hard cap on the rounds of a game; a game that reaches it is scored and reported
    /// as capped (default 200).
    #[schemars(range(min = 1, max = 1000000))]
    pub max_rounds: u32,
    /// Rule 6: points per region the lions occupy at the count (default 2).
    pub lion_points: u32,
    /// Rule 6: points per region the jackals occupy at the count (default 1).
    pub jackal_points: u32,
    /// Rule 2: when a side may end a turn without a move (default `when_stuck`: only when no
    /// move is legal; `allowed`: a voluntary pass). Left out of outputs at its default.
    #[serde(skip_serializing_if = "is_default")]
    pub pass: Pass,
    /// Rule 7: who moves first (default `jackals`). Balance runs play both orders.
    pub first: Side,
    /// Rule 8: where the pieces start (default `board`).
    pub setup: SetupRule,
}

impl Default for GameRules {
    fn default() -> Self {
        GameRules {
            lion_strength: 3,
            lion_captures: Vec::new(),
            combined_attack: false,
            freeze: Freeze::Region,
            pack_leaves_one: true,
            pack_count: PackCount::Turn,
            gathered_lions_disperse: true,
            dispersal: Dispersal::OneStays,
            fit: Fit::AtEntry,
            quiet_rounds: 5,
            quiet: QuietRule::NoCapture,
            max_rounds: 200,
            lion_points: 2,
            jackal_points: 1,
            pass: Pass::WhenStuck,
            first: Side::Jackals,
            setup: SetupRule::Board,
        }
    }
}

/// The keys of `game:`, in the order of [`GameRules`].
pub const GAME_KEYS: &[&str] = &[
    "lion_strength",
    "lion_captures",
    "combined_attack",
    "freeze",
    "pack_leaves_one",
    "pack_count",
    "gathered_lions_disperse",
    "dispersal",
    "fit",
    "quiet_rounds",
    "quiet",
    "max_rounds",
    "lion_points",
    "jackal_points",
    "pass",
    "first",
    "setup",
];

fn is_default<T: Default + PartialEq>(x: &T) -> bool {
    *x == T::default()
}

impl GameRules {
    /// The number of quiet turns (half-rounds) after which the game is scored:
    /// `2 x (quiet_rounds + 1)`, i.e. more than `quiet_rounds` whole rounds.
    pub fn quiet_turn_limit(&self) -> u32 {
        2 * (self.quiet_rounds.saturating_add(1))
    }

    /// The most jackals `lions` lions take together (rule 1): entry `lions - 1` of
    /// `lion_captures`, beyond the table its last entry plus `lion_strength` per further lion,
    /// and `lion_strength x lions` without a table. 0 for no lion.
    ///
    /// ```
    /// use savanna::game::GameRules;
    /// let r = GameRules { lion_captures: vec![3, 5], ..GameRules::default() };
    /// assert_eq!([r.lions_take(1), r.lions_take(2), r.lions_take(3)], [3, 5, 8]);
    /// assert_eq!(GameRules::default().lions_take(2), 6);
    /// ```
    pub fn lions_take(&self, lions: u32) -> u64 {
        let s = u64::from(self.lion_strength);
        let k = u64::from(lions);
        match self.lion_captures.len() as u64 {
            _ if k == 0 => 0,
            0 => s * k,
            n if k <= n => u64::from(self.lion_captures[(k - 1) as usize]),
            n => u64::from(self.lion_captures[(n - 1) as usize]) + s * (k - n),
        }
    }

    /// The options that differ from the defaults, as `key: value` text (empty: all defaults).
    pub fn differences(&self) -> Vec<String> {
        let a = serde_json::to_value(self).unwrap_or_default();
        let b = serde_json::to_value(GameRules::default()).unwrap_or_default();
        GAME_KEYS
            .iter()
            .filter(|k| a[**k] != b[**k])
            .map(|k| format!("{k}: {}", a[*k]))
            .collect()
    }

    /// [`GameRules::differences`] written as the board file writes them (YAML's flow style):
    /// `pack_count: group`, `lion_captures: [3, 5]`, for a sentence a person reads.
    pub fn differences_as_written(&self) -> Vec<String> {
        fn flow(v: &serde_json::Value) -> String {
            match v {
                serde_json::Value::String(s)
                    if !s.is_empty()
                        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') =>
                {
                    s.clone()
                }
                serde_json::Value::Array(items) => {
                    let items: Vec<String> = items.iter().map(flow).collect();
                    format!("[{}]", items.join(", "))
                }
                other => other.to_string(),
            }
        }
        let a = serde_json::to_value(self).unwrap_or_default();
        let b = serde_json::to_value(GameRules::default()).unwrap_or_default();
        GAME_KEYS
            .iter()
            .filter(|k| a[**k] != b[**k])
            .map(|k| format!("{k}: {}", flow(&a[*k])))
            .collect()
    }
}
