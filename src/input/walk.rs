//! The typed walker: it goes down the YAML value tree in step with the span tree, checks each
//! value's form and reports every problem at once, each at its place in the file. One file per
//! section of the board file holds the walker's methods for that section (frame, lines, pieces,
//! regions, setup, rules, game); this one holds the shared ones and the top-level mapping.

use super::*;
use crate::diagnostics::codes::Code;
use crate::diagnostics::{Diagnostic, Said, Span, said};
use crate::input::yaml::{self, Node};
use crate::units::Units;

/// A node of the document with its id in the span tree and its span (its own, or the nearest
/// enclosing one when the span tree has no node for it, as inside an alias).
#[derive(Clone, Copy)]
pub(super) struct At<'a> {
    pub(super) node: &'a Node,
    pub(super) id: Option<u32>,
    pub(super) span: Span,
}

pub(super) struct Walker<'t> {
    /// The whole file (the spans of `tree` point into it).
    pub(super) text: &'t str,
    pub(super) tree: &'t yaml::SpanTree,
    pub(super) diags: Vec<Diagnostic>,
    pub(super) snap: f64,
    /// The board's unit, for messages (read before the lengths are).
    pub(super) units: Units,
    /// Keys suggested for unknown keys by the last [`Walker::map`] call: a key missing because
    /// it was misspelt is reported once, as the unknown key.
    pub(super) suggested: Vec<&'static str>,
}

/// One entry of a mapping: its key's text and span, and its value.
pub(super) struct Entry<'a> {
    pub(super) key: String,
    pub(super) key_span: Span,
    pub(super) value: At<'a>,
}

/// A number for messages: plain when moderate, in scientific notation when huge or tiny.
pub(super) fn num(v: f64) -> String {
    let a = v.abs();
    if a != 0.0 && !(1e-4..1e15).contains(&a) {
        format!("{v:e}")
    } else {
        format!("{v}")
    }
}

/// The piece kinds the game's rules and checks know.
pub const GAME_PIECE_KINDS: &[&str] = &["lion", "jackal"];

/// The known key closest to `word` (Damerau–Levenshtein distance, via `strsim`), if close
/// enough to be a likely typo: at most 2 edits, or a third of the key's length for long keys.
/// Both are compared as [`fold_name`] reads them: in any script's lower case (`КОПЬЁ` is
/// `копьё`), with ё read as е, as Russian is commonly typed; a key that differs from `word` only
/// in these is always suggested. The same rule suggests region names in `check` (`regions:`,
/// `setup:`) and in a typed move (`play`, `moves --after`): `Копье` gives `Копьё`.
///
/// ```
/// use savanna::input::nearest;
/// assert_eq!(nearest("Копье", &["Копьё", "Baobab"]), Some("Копьё"));
/// assert_eq!(nearest("КОПЬЕ", &["Копьё", "Baobab"]), Some("Копьё"));
/// assert_eq!(nearest("Oasis", &["Baobab"]), None);
/// ```
pub fn nearest<'k>(word: &str, known: &[&'k str]) -> Option<&'k str> {
    let w = fold_name(word);
    known
        .iter()
        .map(|k| (strsim::damerau_levenshtein(&w, &fold_name(k)), *k))
        .min()
        .filter(|(d, k)| {
            *d == 0 || (*d <= 2.max(k.chars().count() / 3) && *d < k.chars().count().max(2))
        })
        .map(|(_, k)| k)
}

/// A name as [`nearest`] compares it: every character in lower case (Unicode's mapping, so
/// Cyrillic, Greek and the other cased scripts too, not only ASCII), and ё read as е.
///
/// ```
/// assert_eq!(savanna::input::fold_name("Ёлки Копьё"), "елки копье");
/// ```
pub fn fold_name(name: &str) -> String {
    name.chars()
        .flat_map(char::to_lowercase)
        .map(|c| if c == 'ё' { 'е' } else { c })
        .collect()
}

/// The place a form error is about, as the catalogue says it: a key as written (`` `snap` ``,
/// `` `setup.lions[0]` ``).
pub(super) fn key(k: &str) -> Said {
    said!("what-key", key = k)
}

impl<'t> Walker<'t> {
    /// An error with the catalogue's words ([`Diagnostic::said`]).
    pub(super) fn error_said(
        &mut self,
        code: Code,
        span: Span,
        message: crate::diagnostics::Said,
        label: crate::diagnostics::Said,
        help: crate::diagnostics::Said,
    ) {
        self.diags.push(
            Diagnostic::said(code, message)
                .with_help_said(help)
                .with_label_said(span, label),
        );
    }

    pub(super) fn child<'a>(&self, at: At<'a>, node: &'a Node, i: usize) -> At<'a> {
        let id = at.id.and_then(|p| self.tree.child(p, i));
        At {
            node,
            id,
            span: id.and_then(|c| self.tree.span(c)).unwrap_or(at.span),
        }
    }

    /// A scalar read as a name (a key, a region or line name): text as written. A plain scalar
    /// that YAML resolves to a number, boolean or null (`0x1F`, `1e3`, `0o17`, `1_000`, `.inf`,
    /// `true`, `NO`, `~`) keeps the text the author typed; quoted text is its value. `None` for
    /// lists and mappings.
    pub(super) fn name_text(&self, at: At<'_>) -> Option<String> {
        match at.node {
            Node::String(s) => Some(s.clone()),
            Node::Int(_) | Node::UInt(_) | Node::Float(_) | Node::Bool(_) | Node::Null => at
                .id
                .and_then(|id| self.tree.plain_text(id, self.text))
                .map(str::to_owned)
                .or_else(|| at.node.key_text()),
            _ => None,
        }
    }

    /// A value of the wrong form: `what` must be `expected` (a `form-…` message).
    pub(super) fn wrong_type(&mut self, at: At<'_>, what: &Said, expected: Said, help: Said) {
        self.error_said(
            Code::InputWrongType,
            at.span,
            said!(
                "diag-input-wrong-type",
                what = what.clone(),
                expected = expected.clone(),
                found = said!(at.node.kind_id())
            ),
            said!("diag-label-expected", expected = expected),
            help,
        );
    }

    pub(super) fn seq<'a>(&mut self, at: At<'a>, what: &Said, help: Said) -> Option<Vec<At<'a>>> {
        match at.node {
            Node::Seq(items) => Some(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, n)| self.child(at, n, i))
                    .collect(),
            ),
            _ => {
                self.wrong_type(at, what, said!("form-list"), help);
                None
            }
        }
    }

    /// The entries of a mapping, keys checked against `known` (empty: any key), duplicates
    /// reported (the first is kept).
    pub(super) fn map<'a>(
        &mut self,
        at: At<'a>,
        what: &Said,
        known: &[&'static str],
        help: Said,
    ) -> Option<Vec<Entry<'a>>> {
        self.suggested.clear();
        let Node::Map(pairs) = at.node else {
            self.wrong_type(at, what, said!("form-mapping"), help);
            return None;
        };
        let mut out: Vec<Entry<'a>> = Vec::new();
        for (i, (k, v)) in pairs.iter().enumerate() {
            let key_at = self.child(at, k, 2 * i);
            let value = self.child(at, v, 2 * i + 1);
            let Some(key) = self.name_text(key_at) else {
                self.wrong_type(
                    key_at,
                    &said!("what-key-in", what = what.clone()),
                    said!("form-text"),
                    said!("diag-input-key-text-help"),
                );
                continue;
            };
            if !known.is_empty() && !known.contains(&key.as_str()) {
                let (msg, help) = match nearest(&key, known) {
                    Some(s) => {
                        self.suggested.push(s);
                        (
                            said!(
                                "diag-input-unknown-key-mean",
                                key = key.as_str(),
                                what = what.clone(),
                                known = s
                            ),
                            said!("diag-input-rename-to", key = s),
                        )
                    }
                    None => (
                        said!(
                            "diag-input-unknown-key",
                            key = key.as_str(),
                            what = what.clone()
                        ),
                        said!(
                            "diag-input-unknown-key-help",
                            what = what.clone(),
                            keys = known.join(", ")
                        ),
                    ),
                };
                self.error_said(
                    Code::InputUnknownKey,
                    key_at.span,
                    msg,
                    said!("diag-label-unknown-key"),
                    help,
                );
                continue;
            }
            if let Some(first) = out.iter().find(|e| e.key == key) {
                let first_span = first.key_span;
                self.diags.push(
                    Diagnostic::said(
                        Code::InputDuplicateKey,
                        crate::diagnostics::said!(
                            "diag-input-duplicate-key",
                            key = key.as_str(),
                            what = what.clone()
                        ),
                    )
                    .with_help_said(crate::diagnostics::said!("diag-input-duplicate-key-help"))
                    .with_label_said(
                        key_at.span,
                        crate::diagnostics::said!("diag-label-again-here"),
                    )
                    .with_label_said(
                        first_span,
                        crate::diagnostics::said!("diag-label-first-here"),
                    ),
                );
                continue;
            }
            out.push(Entry {
                key,
                key_span: key_at.span,
                value,
            });
        }
        Some(out)
    }

    pub(super) fn number(&mut self, at: At<'_>, what: &Said) -> Option<f64> {
        let v = match at.node {
            Node::Int(i) => *i as f64,
            Node::UInt(u) => *u as f64,
            Node::Float(f) => *f,
            Node::String(s) if s.trim().parse::<f64>().is_ok_and(|v| !v.is_finite()) => {
                self.error_said(
                    Code::InputNotFinite,
                    at.span,
                    said!(
                        "diag-input-text-not-finite",
                        what = what.clone(),
                        text = s.as_str()
                    ),
                    said!("diag-label-not-finite"),
                    said!("diag-input-not-finite-max-help"),
                );
                return None;
            }
            Node::String(s) if s.trim().replace('_', "").parse::<f64>().is_ok() => {
                self.error_said(
                    Code::InputWrongType,
                    at.span,
                    said!(
                        "diag-input-text-not-number",
                        what = what.clone(),
                        text = s.as_str()
                    ),
                    said!("diag-label-text-not-number"),
                    said!("diag-input-text-not-number-help"),
                );
                return None;
            }
            _ => {
                self.wrong_type(
                    at,
                    what,
                    said!("form-number"),
                    said!("diag-input-number-help"),
                );
                return None;
            }
        };
        if !v.is_finite() {
            self.error_said(
                Code::InputNotFinite,
                at.span,
                said!(
                    "diag-input-not-finite",
                    what = what.clone(),
                    value = if v.is_nan() { "nan" } else { "infinite" }
                ),
                said!("diag-label-not-finite"),
                said!("diag-input-not-finite-help"),
            );
            return None;
        }
        Some(v)
    }

    /// A number that must lie on the snap grid's range.
    pub(super) fn coordinate(&mut self, at: At<'_>, what: &Said) -> Option<f64> {
        let v = self.number(at, what)?;
        if v.abs() / self.snap > MAX_SNAP_STEPS {
            self.error_said(
                Code::InputCoordinateTooLarge,
                at.span,
                said!(
                    "diag-input-coordinate-too-large",
                    what = what.clone(),
                    value = crate::diagnostics::Decimal(num(v)),
                    snap = crate::diagnostics::Decimal(num(self.snap)),
                    max = crate::diagnostics::Decimal(num(MAX_SNAP_STEPS * self.snap)),
                    unit = self.units.as_str()
                ),
                said!("diag-label-too-large"),
                said!("diag-input-coordinate-too-large-help"),
            );
            return None;
        }
        Some(v)
    }

    pub(super) fn point(&mut self, at: At<'_>, what: &Said) -> Option<Point> {
        let help = said!("diag-input-point-help");
        match at.node {
            Node::Seq(items) if items.len() == 2 => {
                let x = self.child(at, &items[0], 0);
                let y = self.child(at, &items[1], 1);
                let x = self.coordinate(x, &said!("what-x-of", what = what.clone()));
                let y = self.coordinate(y, &said!("what-y-of", what = what.clone()));
                Some([x?, y?])
            }
            Node::Seq(items) => {
                self.error_said(
                    Code::InputWrongType,
                    at.span,
                    said!(
                        "diag-input-point-list-of",
                        what = what.clone(),
                        n = items.len()
                    ),
                    said!("diag-label-expected-point"),
                    help,
                );
                None
            }
            _ => {
                self.wrong_type(at, what, said!("form-point"), help);
                None
            }
        }
    }

    pub(super) fn text(&mut self, at: At<'_>, what: &Said) -> Option<String> {
        match at.node {
            Node::String(_) | Node::Int(_) | Node::UInt(_) | Node::Float(_) | Node::Bool(_) => {
                self.name_text(at)
            }
            _ => {
                self.wrong_type(
                    at,
                    what,
                    said!("form-text"),
                    said!("diag-input-name-text-help"),
                );
                None
            }
        }
    }

    pub(super) fn name(&mut self, at: At<'_>, name: &str, what: &Said) -> bool {
        if name.trim().is_empty() {
            self.error_said(
                Code::InputEmptyName,
                at.span,
                said!("diag-input-empty-name", what = what.clone()),
                said!("diag-label-empty-name"),
                said!("diag-input-empty-name-help"),
            );
            return false;
        }
        true
    }

    pub(super) fn whole(
        &mut self,
        at: At<'_>,
        what: &Said,
        min: i64,
        max: i64,
        code: Code,
    ) -> Option<i64> {
        let v = match at.node {
            Node::Int(i) => Some(*i),
            Node::Float(f) if f.fract() == 0.0 && f.abs() < 9.0e15 => Some(*f as i64),
            Node::Float(f) if f.is_finite() && f.fract() != 0.0 => {
                // 2.5 pieces: not out of range, not a whole number at all.
                self.error_said(
                    code,
                    at.span,
                    said!(
                        "diag-input-not-whole",
                        what = what.clone(),
                        value = crate::diagnostics::Decimal(num(*f))
                    ),
                    said!("diag-label-not-whole"),
                    said!("diag-input-whole-from-to-help", min = min, max = max),
                );
                return None;
            }
            Node::UInt(_) | Node::Float(_) => None,
            _ => {
                self.wrong_type(
                    at,
                    what,
                    said!("form-whole"),
                    said!("diag-input-whole-help"),
                );
                return None;
            }
        };
        match v {
            Some(v) if (min..=max).contains(&v) => Some(v),
            _ => {
                self.error_said(
                    code,
                    at.span,
                    said!(
                        "diag-input-out-of-range",
                        what = what.clone(),
                        min = min,
                        max = max
                    ),
                    said!("diag-label-out-of-range"),
                    said!("diag-input-whole-from-to-help", min = min, max = max),
                );
                None
            }
        }
    }

    pub(super) fn board(&mut self, at: At<'_>) -> Option<Board> {
        let top = self.map(
            at,
            &said!("what-board-file"),
            TOP_KEYS,
            said!("diag-input-board-file-help"),
        )?;
        let get = |k: &str| top.iter().find(|e| e.key == k).map(|e| e.value);
        // A section whose entries are all commented out is a YAML null: an empty section, read
        // as if it were absent (`regions:`, `rules:` and `game:` have defaults for everything).
        let section = |k: &str| get(k).filter(|v| !matches!(v.node, Node::Null));
        let mut ok = true;

        let units = match get("units") {
            None => Units::Mm,
            Some(v) => self.units(v).unwrap_or_else(|| {
                ok = false;
                Units::Mm
            }),
        };
        // The default pitch is a length (1e-6 mm), coarsened only for boards that reach too
        // far for it; the largest number of the geometry decides (see `default_snap`).
        let largest = ["frame", "lines", "regions"]
            .iter()
            .filter_map(|k| get(k))
            .map(|v| largest_number(v.node))
            .fold(0.0f64, f64::max);
        let mut snap = default_snap(units, largest);
        let snap_given = get("snap").is_some();
        if let Some(v) = get("snap") {
            match self.number(v, &key("snap")) {
                Some(s) if s > 0.0 => snap = s,
                Some(s) => {
                    ok = false;
                    self.error_said(
                        Code::InputInvalidSnap,
                        v.span,
                        crate::diagnostics::said!(
                            "diag-input-snap-not-positive",
                            snap = crate::diagnostics::Decimal(num(s))
                        ),
                        crate::diagnostics::said!("diag-label-not-positive"),
                        crate::diagnostics::said!(
                            "diag-input-snap-not-positive-help",
                            default = DEFAULT_SNAP_MM.to_string()
                        ),
                    );
                }
                None => ok = false,
            }
        }
        self.snap = snap;
        self.units = units;
        let name = match get("name") {
            None => None,
            Some(At {
                node: Node::Null, ..
            }) => None,
            Some(v) => {
                let n = self.text(v, &key("name"));
                ok &= n.is_some();
                n
            }
        };
        let frame = match get("frame") {
            None => None,
            Some(v) => {
                let f = self.frame(v);
                ok &= f.is_some();
                f
            }
        };
        let lines = match get("lines") {
            None => Vec::new(),
            Some(v) => self.lines(v).unwrap_or_else(|| {
                ok = false;
                Vec::new()
            }),
        };
        let pieces = match get("pieces") {
            None => {
                let p = default_pieces(units);
                // The default pieces must be measurable on the grid as much as given ones.
                if let (Some(v), Some(small)) = (
                    get("snap"),
                    p.iter().min_by(|a, b| a.diameter.total_cmp(&b.diameter)),
                ) && small.diameter < snap
                {
                    ok = false;
                    self.error_said(
                        Code::InputNonPositiveDiameter,
                        v.span,
                        crate::diagnostics::said!(
                            "diag-input-snap-coarser",
                            snap = crate::diagnostics::said!(
                                "diag-length",
                                x = crate::diagnostics::Decimal(num(snap)),
                                unit = units.as_str()
                            ),
                            kind = &small.name,
                            diameter = crate::diagnostics::said!(
                                "diag-length",
                                x = crate::diagnostics::Decimal(num(small.diameter)),
                                unit = units.as_str()
                            )
                        ),
                        crate::diagnostics::said!("diag-label-coarser-than-piece"),
                        crate::diagnostics::said!("diag-input-snap-coarser-help"),
                    );
                }
                p
            }
            Some(v) => self.pieces(v).unwrap_or_else(|| {
                ok = false;
                Vec::new()
            }),
        };
        let region_names = match section("regions") {
            None => Vec::new(),
            Some(v) => self.regions(v).unwrap_or_else(|| {
                ok = false;
                Vec::new()
            }),
        };
        let setup = match get("setup") {
            None => None,
            Some(v) => {
                let s = self.setup(v, &region_names);
                ok &= s.is_some();
                s
            }
        };
        let rules = match section("rules") {
            None => Rules::default(),
            Some(v) => self.rules(v).unwrap_or_else(|| {
                ok = false;
                Rules::default()
            }),
        };
        let game = match section("game") {
            None => crate::input::game_rules::GameRules::default(),
            Some(v) => self.game(v).unwrap_or_else(|| {
                ok = false;
                crate::input::game_rules::GameRules::default()
            }),
        };
        let lang = match get("lang") {
            None => None,
            Some(v) => {
                let l = self.lang(v);
                ok &= l.is_some();
                l
            }
        };
        ok.then_some(Board {
            name,
            lang,
            units,
            frame,
            lines,
            pieces,
            region_names,
            setup,
            snap,
            snap_given,
            rules,
            game,
        })
    }
}

/// The largest finite number (in absolute value) anywhere inside `node`; 0 when there is none.
fn largest_number(node: &Node) -> f64 {
    let mut stack = vec![node];
    let mut m = 0.0f64;
    while let Some(n) = stack.pop() {
        match n {
            Node::Int(i) => m = m.max((*i as f64).abs()),
            Node::UInt(u) => m = m.max(*u as f64),
            Node::Float(f) if f.is_finite() => m = m.max(f.abs()),
            Node::Seq(items) => stack.extend(items),
            Node::Map(entries) => stack.extend(entries.iter().map(|(_, v)| v)),
            Node::Tagged(_, inner) => stack.push(inner),
            _ => {}
        }
    }
    m
}
