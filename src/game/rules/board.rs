//! The board as the rules engine sees it: regions, neighbors, capacities and the mixed table,
//! taken from a [`ValidatedBoard`] (so a board YAML run through the pipeline and a validated
//! board file read back are the same to the engine).

use crate::diagnostics::{Code, Diagnostic, Said, said};
use crate::ids::RegionId;
use crate::input::game_rules::GameRules;
use crate::validated::ValidatedBoard;

/// The most regions the engine plays on (piece counts and region indices are `u16`).
pub const MAX_REGIONS: usize = 4096;

/// The most pieces of one kind the engine plays with.
pub const MAX_PIECES: u32 = 10_000;

/// The board as the engine uses it. Regions are addressed by [`RegionId`] (`1..=n`); inside, the
/// region with id `i` is at index `i - 1` of every per-region array.
#[derive(Debug, Clone, PartialEq)]
pub struct GameBoard {
    /// The board's name, if any.
    pub name: Option<String>,
    /// Region names (index `id - 1`).
    pub names: Vec<Option<String>>,
    /// Neighbor lists in compressed form: region `i`'s neighbors are
    /// `nb[nb_start[i]..nb_start[i + 1]]` (indices, sorted).
    nb_start: Vec<u32>,
    nb: Vec<u16>,
    /// Pairs of regions (indices, `a < b`) that touch only at a corner.
    corners: Vec<(u16, u16)>,
    /// How many lions fit alone, per region.
    pub lion_capacity: Vec<u16>,
    /// How many jackals fit alone, per region.
    pub jackal_capacity: Vec<u16>,
    /// Mixed table, flattened: region `i`, `k` lions -> `mixed[mixed_start[i] + k]` jackals.
    mixed_start: Vec<u32>,
    mixed: Vec<u16>,
    /// Lions in play.
    pub lions: u16,
    /// Jackals in play.
    pub jackals: u16,
    /// The game's options.
    pub rules: GameRules,
    /// The board's set-up: lion regions and the pack's region, if given.
    pub setup: Option<(Vec<RegionId>, Option<RegionId>)>,
    /// Least borders between the pack and every lion in a random set-up (`rules.min_pack_distance`).
    pub min_pack_distance: u32,
    /// Graph distances between regions (`n x n`, `u16::MAX` when unreachable).
    dist: Vec<u16>,
}

fn err(code: Code, message: Said, help: Said) -> Diagnostic {
    Diagnostic::said(code, message).with_help_said(help)
}

impl GameBoard {
    /// The engine's board from a validated board and the game's options.
    ///
    /// `min_pack_distance` is the board's `rules.min_pack_distance` (used to draw set-ups).
    ///
    /// # Errors
    /// Coded diagnostics (`savanna::game::*`, [`Code::GAME`]) when the board has no capacities, lacks lions or jackals, has
    /// more than [`MAX_REGIONS`] regions.
    pub fn from_validated(
        v: &ValidatedBoard,
        rules: &GameRules,
        min_pack_distance: u32,
    ) -> Result<GameBoard, Vec<Diagnostic>> {
        let n = v.regions.len();
        let mut errors = Vec::new();
        if n > MAX_REGIONS {
            errors.push(err(
                Code::GameTooManyRegions,
                said!("diag-game-too-many-regions", n = n, max = MAX_REGIONS),
                said!("diag-game-too-many-regions-help"),
            ));
        }
        let (Some(l), Some(j)) = (v.pieces.get("lion"), v.pieces.get("jackal")) else {
            errors.push(err(
                Code::GameNoPieces,
                said!("diag-game-no-kind"),
                said!("diag-game-no-kind-help"),
            ));
            return Err(errors);
        };
        if l.count == 0 || j.count == 0 {
            errors.push(err(
                Code::GameNoPieces,
                said!("diag-game-no-pieces", lions = l.count, jackals = j.count),
                said!("diag-game-no-pieces-help"),
            ));
        }
        if l.count > MAX_PIECES || j.count > MAX_PIECES {
            errors.push(err(
                Code::GameNoPieces,
                said!("diag-game-too-many-pieces", max = MAX_PIECES),
                said!("diag-game-too-many-pieces-help"),
            ));
        }
        if v.regions
            .iter()
            .any(|r| r.mixed.is_none() || r.capacity.get("lion").is_none())
        {
            errors.push(err(
                Code::GameNoCapacity,
                said!("diag-game-no-capacity"),
                said!("diag-game-no-capacity-help"),
            ));
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let clamp = |x: usize| x.min(u16::MAX as usize) as u16;
        let mut nb_start = vec![0u32];
        let mut nb = Vec::new();
        let mut lion_capacity = Vec::with_capacity(n);
        let mut jackal_capacity = Vec::with_capacity(n);
        let mut mixed_start = vec![0u32];
        let mut mixed = Vec::new();
        for r in &v.regions {
            for x in &r.neighbors {
                if (1..=n as u32).contains(&x.0) {
                    nb.push((x.0 - 1) as u16);
                }
            }
            nb_start.push(nb.len() as u32);
            lion_capacity.push(clamp(r.capacity.get("lion").copied().unwrap_or(0)));
            jackal_capacity.push(clamp(r.capacity.get("jackal").copied().unwrap_or(0)));
            for row in r.mixed.iter().flatten() {
                mixed.push(clamp(row.jackals));
            }
            mixed_start.push(mixed.len() as u32);
        }
        let corners = v
            .corners
            .iter()
            .filter(|c| c.regions[0].0 >= 1 && c.regions[1].0 >= 1)
            .map(|c| ((c.regions[0].0 - 1) as u16, (c.regions[1].0 - 1) as u16))
            .collect();
        let mut b = GameBoard {
            name: v.name.clone(),
            names: v.regions.iter().map(|r| r.name.clone()).collect(),
            nb_start,
            nb,
            corners,
            lion_capacity,
            jackal_capacity,
            mixed_start,
            mixed,
            lions: l.count as u16,
            jackals: j.count as u16,
            rules: rules.clone(),
            setup: v.setup.as_ref().map(|s| (s.lions.clone(), s.jackals)),
            min_pack_distance,
            dist: Vec::new(),
        };
        b.dist = b.all_distances();
        Ok(b)
    }

    /// A board from plain tables, for tests and generators: `neighbors[i]` lists region `i + 1`'s
    /// neighbors by id, `capacity[i] = (lions, jackals)` fit alone, `mixed[i][k]` jackals fit
    /// beside `k` lions (row 0 is ignored; rows past the end mean "does not fit").
    ///
    /// # Panics
    /// When a neighbor id is outside `1..=n`.
    pub fn from_tables(
        neighbors: &[Vec<u32>],
        capacity: &[(u16, u16)],
        mixed: &[Vec<u16>],
        lions: u16,
        jackals: u16,
        rules: GameRules,
    ) -> GameBoard {
        let n = neighbors.len();
        let mut nb_start = vec![0u32];
        let mut nb = Vec::new();
        for list in neighbors {
            let mut l: Vec<u16> = list
                .iter()
                .map(|&x| {
                    assert!((1..=n as u32).contains(&x), "neighbor {x} out of range");
                    (x - 1) as u16
                })
                .collect();
            l.sort_unstable();
            l.dedup();
            nb.extend(l);
            nb_start.push(nb.len() as u32);
        }
        let mut mixed_start = vec![0u32];
        let mut flat = Vec::new();
        for (i, rows) in mixed.iter().enumerate() {
            if rows.is_empty() {
                flat.push(capacity[i].1);
            } else {
                flat.extend(rows);
            }
            mixed_start.push(flat.len() as u32);
        }
        let mut b = GameBoard {
            name: None,
            names: vec![None; n],
            nb_start,
            nb,
            corners: Vec::new(),
            lion_capacity: capacity.iter().map(|c| c.0).collect(),
            jackal_capacity: capacity.iter().map(|c| c.1).collect(),
            mixed_start,
            mixed: flat,
            lions,
            jackals,
            rules,
            setup: None,
            min_pack_distance: 0,
            dist: Vec::new(),
        };
        b.dist = b.all_distances();
        b
    }

    /// Number of regions.
    pub fn len(&self) -> usize {
        self.lion_capacity.len()
    }

    /// True when the board has no regions.
    pub fn is_empty(&self) -> bool {
        self.lion_capacity.is_empty()
    }

    /// Every region id, `1..=n`.
    pub fn ids(&self) -> impl Iterator<Item = RegionId> + '_ {
        (1..=self.len() as u32).map(RegionId)
    }

    /// Neighbor indices of the region at index `i`.
    #[inline]
    pub(crate) fn nbrs(&self, i: usize) -> &[u16] {
        &self.nb[self.nb_start[i] as usize..self.nb_start[i + 1] as usize]
    }

    /// The neighbors of region `id` (sharing a border of positive length), sorted.
    pub fn neighbors(&self, id: RegionId) -> Vec<RegionId> {
        match self.index(id) {
            Some(i) => self
                .nbrs(i)
                .iter()
                .map(|&x| RegionId::from_index(usize::from(x)))
                .collect(),
            None => Vec::new(),
        }
    }

    /// True when `a` and `b` share a border.
    pub fn adjacent(&self, a: RegionId, b: RegionId) -> bool {
        match (self.index(a), self.index(b)) {
            (Some(i), Some(j)) => self.nbrs(i).contains(&(j as u16)),
            _ => false,
        }
    }

    /// True when `a` and `b` touch only at a corner (not neighbors).
    pub fn corner_only(&self, a: RegionId, b: RegionId) -> bool {
        match (self.index(a), self.index(b)) {
            (Some(i), Some(j)) => {
                let p = (i.min(j) as u16, i.max(j) as u16);
                self.corners.contains(&p)
            }
            _ => false,
        }
    }

    /// The index of region `id`, if it exists.
    #[inline]
    pub fn index(&self, id: RegionId) -> Option<usize> {
        Some(id.index()).filter(|&i| i < self.len())
    }

    /// True when `lions` lions and `jackals` jackals fit together in the region at index `i`
    /// (the mixed table when both are present).
    #[inline]
    pub fn fits(&self, i: usize, lions: u16, jackals: u16) -> bool {
        if lions == 0 {
            jackals <= self.jackal_capacity[i]
        } else if jackals == 0 {
            lions <= self.lion_capacity[i]
        } else {
            let (a, b) = (
                self.mixed_start[i] as usize,
                self.mixed_start[i + 1] as usize,
            );
            let k = lions as usize;
            k < b - a && jackals <= self.mixed[a + k]
        }
    }

    /// Most jackals that fit beside `lions` lions in region index `i` (`None`: the lions alone do
    /// not fit).
    pub fn mixed_capacity(&self, i: usize, lions: u16) -> Option<u16> {
        if lions == 0 {
            return Some(self.jackal_capacity[i]);
        }
        let (a, b) = (
            self.mixed_start[i] as usize,
            self.mixed_start[i + 1] as usize,
        );
        let k = lions as usize;
        (k < b - a && lions <= self.lion_capacity[i]).then(|| self.mixed[a + k])
    }

    /// Region index `i`'s mixed table: `k` lions -> most jackals beside them.
    pub fn mixed_row(&self, i: usize) -> &[u16] {
        &self.mixed[self.mixed_start[i] as usize..self.mixed_start[i + 1] as usize]
    }

    /// The region's title: `3 (Oasis)` or `3`.
    pub fn title(&self, id: RegionId) -> String {
        match self.index(id).and_then(|i| self.names[i].as_deref()) {
            Some(n) => format!("{id} ({n})"),
            None => id.to_string(),
        }
    }

    /// The region a text names, read as `setup:` in the board file reads it: a region name as
    /// written first (a region named `3` is that region, not region 3), then an id `1..=n`, then
    /// a name in any case (Unicode's lower case: `копьё` names `Копьё`).
    pub fn find(&self, text: &str) -> Option<RegionId> {
        let t = text.trim();
        let by = |f: &dyn Fn(&str) -> bool| {
            self.names
                .iter()
                .position(|n| n.as_deref().is_some_and(f))
                .map(RegionId::from_index)
        };
        if let Some(id) = by(&|n| n == t) {
            return Some(id);
        }
        if let Ok(id) = t.parse::<u32>() {
            return self.index(RegionId(id)).map(|_| RegionId(id));
        }
        let lower = t.to_lowercase();
        by(&|n| n.to_lowercase() == lower)
    }

    /// Borders crossed between the regions at indices `a` and `b` (`u16::MAX`: unreachable).
    #[inline]
    pub fn distance(&self, a: usize, b: usize) -> u16 {
        self.dist
            .get(a * self.len() + b)
            .copied()
            .unwrap_or(u16::MAX)
    }

    fn all_distances(&self) -> Vec<u16> {
        let n = self.len();
        if n > 1024 {
            return vec![u16::MAX; 0];
        }
        let mut d = vec![u16::MAX; n * n];
        let mut q = std::collections::VecDeque::new();
        for s in 0..n {
            d[s * n + s] = 0;
            q.push_back(s);
            while let Some(i) = q.pop_front() {
                for &j in self.nbrs(i) {
                    let j = j as usize;
                    if d[s * n + j] == u16::MAX {
                        d[s * n + j] = d[s * n + i] + 1;
                        q.push_back(j);
                    }
                }
            }
        }
        d
    }
}
