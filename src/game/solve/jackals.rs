//! The ends of a jackals' turn as sums of per-region sends, without walking the turn move by
//! move (the solver's fast path for the default turn rules).
//!
//! # Why the sends can be summed
//! Under `freeze: region` a region that receives its side's pieces may not send any more, so
//! in a legal turn every region sends (all its groups) before it receives, and the graph of
//! regions that sent pieces to each other is acyclic. Each region `k` sends at most
//! `lim(x_k)` of the `x_k` jackals it began with (`x_k` when `x_k <= 2`, else `x_k - 1`: a pack
//! of three or more leaves one behind, rule 3), one hop to edge neighbours. Conversely, take any
//! choice of sends within those limits, cyclic or not, whose end placement fits (no region
//! above what fits when it received anything): cancelling a directed cycle of sends (lowering
//! each of its sends by the least one) changes no region's end count, keeps every limit and
//! every fit, and leaves an acyclic choice, which is played as a legal turn by letting the
//! regions send in reverse topological order (each region's count then falls, then only
//! rises to its end count, so every entry fits when the end does). So the ends of the quiet
//! turns are exactly the placements `x - sends + receipts` of the per-region choices, a
//! Minkowski sum, less `x` itself (a non-empty acyclic choice has a source, whose count falls);
//! `x` is the end only of a pass, when no move is legal. The sum is built region by region
//! with the partial placements deduplicated at each step, so a placement reached in many ways
//! is carried once.
//!
//! An attack (rule 1, `combined_attack: false`) is one group from one region entering a lion
//! region with at least `lion_strength` jackals per lion that fits beside the lions at entry
//! (`fit: at_entry`, the board's mixed table) or alone (`fit: after_capture`); jackals that
//! enter the region after the capture are an ordinary entry into a jackals' region. Lion
//! regions only receive, so they lie on no cycle; a lion region `j` that receives `in_j`
//! jackals, at most `f_j` of them from one region, is taken in a legal turn when either the
//! whole `in_j` comes as one attacking group that fits (`f_j = in_j`), or some attacking group
//! of at most `f_j` fits and `in_j` jackals fit alone. When every lion region is taken the game
//! ends at the last capture; every such turn has the same value (the jackals win), so it is
//! reported once.
//!
//! The equivalence is checked against the engine's own turn walk
//! ([`crate::game::turns::TurnResults`]) on random boards and on classic in the solver's tests.

use crate::game::rules::board::GameBoard;
use crate::game::rules::turns::WordSet;
use crate::input::game_rules::{Fit, Freeze, PackCount, Pass, QuietRule};

/// Bits per region in a packed placement.
const W: u32 = 4;
/// The most regions a packed placement holds, with room for the lion regions' largest sends.
const MAX_REGIONS: usize = 16;

/// The jackals in region `i` of a packed placement of [`JackalEnd`].
#[inline]
pub fn count(y: u64, i: usize) -> u16 {
    ((y >> (W * i as u32)) & 0xf) as u16
}

/// An end of a jackals' turn found by [`JackalTurns::for_each`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JackalEnd {
    /// Nothing captured: the jackals per region, packed (read with [`count`]); the lions stay.
    Quiet(u64),
    /// Some lion regions taken, not all: the jackals per region, packed (a taken region holds
    /// the jackals that entered it; its lions are gone).
    Capture(u64),
    /// Every lion taken: the game is over.
    Elimination,
}

/// One region's sends: what it adds to its targets (packed), what it loses, and its sends to
/// lion regions (`(slot of the lion region, jackals)`, at most three of them here).
#[derive(Debug, Clone, Copy, Default)]
struct Send {
    add: u64,
    lose: u64,
    /// Regions that receive (bit per region).
    targets: u32,
    lion: [(u8, u8); 4],
    lions: u8,
}

/// Enumerates the ends of jackals' turns ([`JackalTurns::for_each`]); reusable, one per thread.
#[derive(Debug, Clone)]
pub struct JackalTurns {
    n: usize,
    nbrs: Vec<Vec<u8>>,
    cap: Vec<u16>,
    pack: bool,
    strength: u32,
    fit: Fit,
    /// The board's mixed fit, `fits[j][l][g]`: `g` jackals fit beside `l` lions in region `j`.
    mixed: Vec<Vec<Vec<bool>>>,
    jackals: u16,
    level: Vec<u64>,
    next: Vec<u64>,
    seen: WordSet<u64>,
    ends: WordSet<u64>,
    sends: Vec<Send>,
    /// Per send of the step, the lanes of the closed regions it touches (see `for_each`).
    checks: Vec<[u64; 2]>,
    /// Partial placements carried over all steps of the last call.
    partial: u64,
}

impl JackalTurns {
    /// The enumerator for `board`, or `None` when its rules or size are outside the fast path:
    /// `freeze: region` and `combined_attack: false` (the equivalence above needs both), the
    /// pack counted per turn (`pack_count: turn`: the per-region limits above), no voluntary
    /// pass (`pass: when_stuck`: `x` is not an end), the quiet counter by captures, at most 16 regions and at most 15 jackals (one 4-bit field a
    /// region, with room for three lion regions' largest sends in a 64-bit word).
    pub fn new(board: &GameBoard) -> Option<JackalTurns> {
        let r = &board.rules;
        let n = board.len();
        if r.freeze != Freeze::Region
            || r.combined_attack
            || r.quiet == QuietRule::NoCapturePossible
            || r.pack_count != PackCount::Turn
            || r.pass != Pass::WhenStuck
            || n > MAX_REGIONS
            || board.jackals > 15
            || board.jackals == 0
        {
            return None;
        }
        let lmax = usize::from(board.lions);
        let jmax = usize::from(board.jackals);
        let mixed = (0..n)
            .map(|j| {
                (0..=lmax)
                    .map(|l| {
                        (0..=jmax)
                            .map(|g| board.fits(j, l as u16, g as u16))
                            .collect()
                    })
                    .collect()
            })
            .collect();
        Some(JackalTurns {
            n,
            nbrs: (0..n)
                .map(|i| board.nbrs(i).iter().map(|&j| j as u8).collect())
                .collect(),
            cap: board.jackal_capacity.clone(),
            pack: r.pack_leaves_one,
            strength: r.lion_strength,
            fit: r.fit,
            mixed,
            jackals: board.jackals,
            level: Vec::new(),
            next: Vec::new(),
            seen: WordSet::default(),
            ends: WordSet::default(),
            sends: Vec::new(),
            checks: Vec::new(),
            partial: 0,
        })
    }

    /// Partial placements carried by the last [`JackalTurns::for_each`] (its work).
    pub fn partial(&self) -> u64 {
        self.partial
    }

    /// True when an attacking group of `g` jackals on `l` lions in region `j` is legal.
    #[inline]
    fn attack_fits(&self, j: usize, l: u16, g: u16) -> bool {
        u32::from(g) >= self.strength * u32::from(l)
            && match self.fit {
                Fit::AtEntry => self.mixed[j][usize::from(l)][usize::from(g)],
                Fit::AfterCapture => g <= self.cap[j],
            }
    }

    /// Calls `f` once with each distinct end of the jackals' turn from the placement
    /// `cells(i) = (lions, jackals)` (at a turn's start, both sides on the board). Returns
    /// `false`, calling nothing, when the placement is outside the fast path (a region holds
    /// more jackals than fit there alone, after an attack the mixed table let in); the caller
    /// then walks the turn with the engine.
    pub fn for_each(
        &mut self,
        cells: impl Fn(usize) -> (u16, u16),
        f: impl FnMut(JackalEnd),
    ) -> bool {
        self.walk(cells, f, false)
    }

    /// [`JackalTurns::for_each`] for the capturing ends only ([`JackalEnd::Capture`] and
    /// [`JackalEnd::Elimination`]; no quiet end and no pass): the partial placements that hold
    /// no jackal in a lion region once the last region that can attack has sent are dropped.
    pub fn for_each_capture(
        &mut self,
        cells: impl Fn(usize) -> (u16, u16),
        f: impl FnMut(JackalEnd),
    ) -> bool {
        self.walk(cells, f, true)
    }

    fn walk(
        &mut self,
        cells: impl Fn(usize) -> (u16, u16),
        mut f: impl FnMut(JackalEnd),
        captures_only: bool,
    ) -> bool {
        let n = self.n;
        let mut x = [0u16; MAX_REGIONS];
        let mut lions = [0u16; MAX_REGIONS];
        // Lion regions: their slot (for the largest single send) and count.
        let mut slot = [u8::MAX; MAX_REGIONS];
        let mut lion_regions = [0usize; 4];
        let mut nl = 0usize;
        let mut x0 = 0u64;
        for i in 0..n {
            let (l, j) = cells(i);
            x[i] = j;
            lions[i] = l;
            if j > self.cap[i] {
                return false;
            }
            if l > 0 {
                if nl == 4 {
                    return false;
                }
                slot[i] = nl as u8;
                lion_regions[nl] = i;
                nl += 1;
            }
            x0 |= u64::from(j) << (W * i as u32);
        }
        // Largest single sends into lion regions are kept above the placement's fields.
        if W as usize * (n + nl) > 64 {
            return false;
        }
        let fbase = W * n as u32;
        // The most a lion region can take in: an attacking group that fits, then more alone.
        let mut lion_max = [0u16; 4];
        let mut lion_min = [u16::MAX; 4];
        for (s, &j) in lion_regions[..nl].iter().enumerate() {
            for g in 1..=self.jackals {
                if self.attack_fits(j, lions[j], g) {
                    lion_min[s] = lion_min[s].min(g);
                    lion_max[s] = lion_max[s].max(g);
                }
            }
            if lion_min[s] != u16::MAX {
                lion_max[s] = lion_max[s].max(self.cap[j]);
            }
        }
        let pack = self.pack;
        let lim_of = |k: usize| if pack && x[k] >= 3 { x[k] - 1 } else { x[k] };
        // The origins in the order their sends are added: those that can attack a lion region
        // first, so that the attacks are settled early, then the others by index.
        let can_attack = |k: usize| {
            self.nbrs[k].iter().any(|&j| {
                let j = usize::from(j);
                lions[j] > 0 && lim_of(k) >= lion_min[slot[j] as usize]
            })
        };
        let mut order = [0usize; MAX_REGIONS];
        let mut no = 0;
        let mut attackers = 0;
        for pass in [true, false] {
            for k in 0..n {
                if x[k] > 0 && lions[k] == 0 && can_attack(k) == pass {
                    order[no] = k;
                    no += 1;
                }
            }
            if pass {
                attackers = no;
            }
        }
        self.partial = 0;
        if captures_only && attackers == 0 {
            return true;
        }
        // The jackals in the lion regions (their count fields).
        let in_lions = lion_regions[..nl]
            .iter()
            .fold(0u64, |m, &j| m | 0xf << (W * j as u32));
        // The step after which no region can send a lion region an attacking group any more: a
        // partial placement whose receipts there hold no attacking group is then dead.
        let mut deadline = [usize::MAX; 4];
        for (s, &j) in lion_regions[..nl].iter().enumerate() {
            if lion_min[s] == u16::MAX {
                continue;
            }
            for (step, &k) in order[..no].iter().enumerate() {
                if self.nbrs[j].contains(&(k as u8)) && lim_of(k) >= lion_min[s] {
                    deadline[s] = step;
                }
            }
            if deadline[s] == usize::MAX {
                // No region can attack it: nothing enters it.
                lion_min[s] = u16::MAX;
            }
        }
        self.partial = 0;
        self.level.clear();
        self.level.push(x0);
        // Closed regions: their own sends are made (or they have none); a receipt can only
        // raise them, so one above what fits is dropped at once.
        let mut closed: u32 = (0..n).filter(|&i| x[i] == 0).fold(0, |m, i| m | 1 << i);
        // The fit check of many regions at once (SWAR, Lamport 1975; Knuth TAOCP 7.1.3): the
        // 4-bit counts of the even regions and of the odd ones are spread into 8-bit lanes, and
        // `count + (15 - limit)` carries into a lane's bit 4 exactly when the count is above the
        // limit (both at most 15, so no lane overflows into the next).
        const NIBBLES: u64 = 0x0f0f_0f0f_0f0f_0f0f;
        let mut head = [0u64; 2];
        for j in 0..n {
            let limit = if lions[j] > 0 {
                lion_max[slot[j] as usize]
            } else {
                self.cap[j]
            };
            head[j & 1] |= u64::from(15 - limit.min(15)) << (8 * (j / 2));
        }
        // The lanes' bit 4 of the regions in `m` (even regions, odd regions).
        let lanes = |m: u32| {
            let mut out = [0u64; 2];
            let mut t = m;
            while t != 0 {
                let j = t.trailing_zeros() as usize;
                t &= t - 1;
                out[j & 1] |= 0x10 << (8 * (j / 2));
            }
            out
        };
        for (step, &k) in order[..no].iter().enumerate() {
            let lim = lim_of(k);
            self.sends_of(k, lim, &lions, &slot, &lion_min);
            closed |= 1 << k;
            self.checks.clear();
            self.checks.extend(
                self.sends
                    .iter()
                    .map(|s| lanes((s.targets | 1 << k) & closed)),
            );
            // Lion regions whose last possible attacker has now sent.
            let mut expired = [0usize; 4];
            let mut ne = 0;
            for (s, &d) in deadline[..nl].iter().enumerate() {
                if d != usize::MAX && d <= step {
                    expired[ne] = s;
                    ne += 1;
                }
            }
            self.seen.clear();
            self.next.clear();
            for &z in &self.level {
                for (s, chk) in self.sends.iter().zip(&self.checks) {
                    let mut z2 = z - s.lose + s.add;
                    if s.lions > 0 {
                        // Largest single send into each lion region.
                        for &(sl, v) in &s.lion[..usize::from(s.lions)] {
                            let at = fbase + W * u32::from(sl);
                            let cur = (z2 >> at) & 0xf;
                            if u64::from(v) > cur {
                                z2 = (z2 & !(0xf << at)) | (u64::from(v) << at);
                            }
                        }
                    }
                    // Fit of the closed regions this send touched (the sender included).
                    let over = (((z2 & NIBBLES) + head[0]) & chk[0])
                        | ((((z2 >> 4) & NIBBLES) + head[1]) & chk[1]);
                    let mut bad = over != 0;
                    for &sl in &expired[..ne] {
                        let j = lion_regions[sl];
                        let inn = (z2 >> (W * j as u32)) & 0xf;
                        let fmax = (z2 >> (fbase + W * sl as u32)) & 0xf;
                        if inn > 0 {
                            if fmax < u64::from(lion_min[sl]) {
                                bad = true;
                            } else if fmax != inn || !self.attack_fits(j, lions[j], inn as u16) {
                                // Only an attack followed by more entries can take it now:
                                // which single send was largest no longer matters.
                                let at = fbase + W * sl as u32;
                                z2 = (z2 & !(0xf << at)) | (u64::from(lion_min[sl]) << at);
                            }
                        }
                    }
                    if !bad && self.seen.insert(z2) {
                        self.next.push(z2);
                    }
                }
            }
            if captures_only && step + 1 == attackers {
                // No region left can attack: a partial placement without jackals in a lion
                // region ends quiet.
                self.next.retain(|&z| z & in_lions != 0);
            }
            self.partial += self.next.len() as u64;
            std::mem::swap(&mut self.level, &mut self.next);
        }
        // The ends: every region is closed now.
        let live = lion_min[..nl].iter().any(|&m| m != u16::MAX) || no == 0;
        if live {
            self.ends.clear();
        }
        let field_mask = if n == 0 {
            0
        } else {
            u64::MAX >> (64 - W * n as u32)
        };
        let mut any = false;
        let mut elimination = false;
        let level = std::mem::take(&mut self.level);
        for &z in &level {
            let y = z & field_mask;
            if y == x0 {
                continue;
            }
            let mut taken = 0usize;
            let mut ok = true;
            for (s, &j) in lion_regions[..nl].iter().enumerate() {
                let inn = ((y >> (W * j as u32)) & 0xf) as u16;
                if inn == 0 {
                    continue;
                }
                let fmax = ((z >> (fbase + W * s as u32)) & 0xf) as u16;
                let whole = fmax == inn && self.attack_fits(j, lions[j], inn);
                let split = lion_min[s] <= fmax && inn <= self.cap[j];
                if !(whole || split) {
                    ok = false;
                    break;
                }
                taken += 1;
            }
            if !ok {
                continue;
            }
            if taken == nl && nl > 0 {
                if !elimination {
                    elimination = true;
                    any = true;
                    f(JackalEnd::Elimination);
                }
                continue;
            }
            // Without lion regions to enter, the last step's partial placements are the ends,
            // each once.
            if live && !self.ends.insert(y) {
                continue;
            }
            any = true;
            if taken == 0 {
                if captures_only {
                    continue;
                }
                f(JackalEnd::Quiet(y));
            } else {
                f(JackalEnd::Capture(y));
            }
        }
        self.level = level;
        if !any && !captures_only {
            // No legal move: the jackals pass.
            f(JackalEnd::Quiet(x0));
        }
        true
    }

    /// Every way region `k` sends at most `lim` jackals to its neighbours (nothing included),
    /// into `self.sends`. A lion region is a target only when some attacking group fits there.
    fn sends_of(&mut self, k: usize, lim: u16, lions: &[u16], slot: &[u8], lion_min: &[u16]) {
        self.sends.clear();
        let mut nb = [0u8; MAX_REGIONS];
        let mut m = 0;
        for &j in &self.nbrs[k] {
            let jj = usize::from(j);
            if lions[jj] == 0 || lion_min[slot[jj] as usize] != u16::MAX {
                nb[m] = j;
                m += 1;
            }
        }
        Self::compose(&nb[..m], 0, lim, k, Send::default(), slot, &mut self.sends);
    }

    fn compose(
        nb: &[u8],
        at: usize,
        left: u16,
        k: usize,
        cur: Send,
        slot: &[u8],
        out: &mut Vec<Send>,
    ) {
        if at == nb.len() {
            out.push(cur);
            return;
        }
        let j = usize::from(nb[at]);
        for v in 0..=left {
            let mut s = cur;
            if v > 0 {
                s.add += u64::from(v) << (W * j as u32);
                s.lose += u64::from(v) << (W * k as u32);
                s.targets |= 1 << j;
                if slot[j] != u8::MAX {
                    s.lion[usize::from(s.lions)] = (slot[j], v as u8);
                    s.lions += 1;
                }
            }
            Self::compose(nb, at + 1, left - v, k, s, slot, out);
        }
    }
}
