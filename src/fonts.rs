//! The fonts savanna ships and which one sets each character.
//!
//! Sheets are drawn with the fonts of the `savanna-fonts` crate (`crates/savanna-fonts/fonts/`) only, never the machine's, so the same board
//! gives the same PNG and PDF everywhere (and CI on a fresh machine sees what a user sees).
//! DejaVu Sans sets Latin, Greek, Cyrillic and most symbols; Noto fonts (SIL Open Font License,
//! `crates/savanna-fonts/fonts/LICENSE-OFL-Noto.txt`) set Arabic, Hebrew, Devanagari, Thai, Chinese, Japanese,
//! Korean (a subset of Noto Sans CJK JP: the characters of GB 2312, JIS X 0208, Big5 level 1 and
//! the 2,350 Hangul syllables of KS X 1001) and emoji (Noto Emoji, monochrome outlines, so they
//! print on any printer). `crates/savanna-fonts/fonts/make-fonts.sh` rebuilds the Noto files.
//!
//! Text is split into *runs*, each set in one font ([`runs`]): a grapheme cluster (Unicode
//! UAX #29, so an emoji sequence or a letter with its marks stays whole) goes to the first font
//! of its preference order that has all its characters. The SVG writers name the font of every
//! run that is not DejaVu Sans on a `<tspan>`, so usvg shapes each run with its own font; its
//! own fallback (whole-line reshaping) breaks on sequences that different fonts turn into
//! different numbers of glyphs, such as emoji joined by U+200D.
//!
//! The ground floor: what the fonts cover, for the check that names the characters no font has
//! ([`crate::checks::glyphs`]) and for the renderer ([`crate::output::render::font_svg`] writes
//! the runs as SVG and gives usvg the font database).

use std::sync::OnceLock;
use unicode_segmentation::UnicodeSegmentation;

/// One font file shipped in `crates/savanna-fonts/fonts/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShippedFont {
    /// The family name in the font's `name` table (what `font-family` must say).
    pub family: &'static str,
    /// The file name under `crates/savanna-fonts/fonts/`.
    pub file: &'static str,
    /// The font program when it is compiled in (the `embedded-fonts` feature, on by default);
    /// `None` without it: give the file to [`register`] before rendering a PDF or PNG. Read it
    /// with [`data`], which sees registered fonts too.
    pub embedded: Option<&'static [u8]>,
}

/// The bytes of one shipped font in the binary (the `savanna-fonts` crate's constant of that
/// name), with the `embedded-fonts` feature.
#[cfg(feature = "embedded-fonts")]
macro_rules! embed {
    ($name:ident) => {
        Some(savanna_fonts::$name)
    };
}

/// Without the `embedded-fonts` feature (the WebAssembly engine): no font bytes in the binary.
#[cfg(not(feature = "embedded-fonts"))]
macro_rules! embed {
    ($name:ident) => {
        None
    };
}

/// Index of DejaVu Sans in [`FONTS`]: the default font, for Latin, Greek and Cyrillic.
pub const DEJAVU: usize = 0;
/// Index of Noto Sans Arabic in [`FONTS`].
pub const ARABIC: usize = 1;
/// Index of Noto Sans Hebrew in [`FONTS`].
pub const HEBREW: usize = 2;
/// Index of Noto Sans Devanagari in [`FONTS`].
pub const DEVANAGARI: usize = 3;
/// Index of Noto Sans Thai in [`FONTS`].
pub const THAI: usize = 4;
/// Index of the Noto Sans CJK JP subset in [`FONTS`].
pub const CJK: usize = 5;
/// Index of Noto Emoji in [`FONTS`].
pub const EMOJI: usize = 6;

/// Every shipped font, DejaVu Sans first; indexes are the constants above. A `static`: one copy of
/// the font programs in the binary (a `const` is copied at each use).
pub static FONTS: [ShippedFont; 7] = [
    ShippedFont {
        family: "DejaVu Sans",
        file: "DejaVuSans.ttf",
        embedded: embed!(DEJAVU_SANS),
    },
    ShippedFont {
        family: "Noto Sans Arabic",
        file: "NotoSansArabic-Regular.ttf",
        embedded: embed!(NOTO_SANS_ARABIC),
    },
    ShippedFont {
        family: "Noto Sans Hebrew",
        file: "NotoSansHebrew-Regular.ttf",
        embedded: embed!(NOTO_SANS_HEBREW),
    },
    ShippedFont {
        family: "Noto Sans Devanagari",
        file: "NotoSansDevanagari-Regular.ttf",
        embedded: embed!(NOTO_SANS_DEVANAGARI),
    },
    ShippedFont {
        family: "Noto Sans Thai",
        file: "NotoSansThai-Regular.ttf",
        embedded: embed!(NOTO_SANS_THAI),
    },
    ShippedFont {
        family: "Noto Sans CJK JP",
        file: "NotoSansCJKjp-Regular-subset.otf",
        embedded: embed!(NOTO_SANS_CJK_JP_SUBSET),
    },
    ShippedFont {
        family: "Noto Emoji",
        file: "NotoEmoji-Regular.ttf",
        embedded: embed!(NOTO_EMOJI),
    },
];

/// Width counted for a character that no shipped font has (the empty box drawn instead), in em.
pub const MISSING_GLYPH_EM: f64 = 0.6;

// ------------------------------------------------------------------------------------------
// What the fonts cover, without the fonts: `assets/font-metrics.bin`.

/// The metrics table, `assets/font-metrics.bin` (about 0.1 MB against the fonts' 4.6 MB):
/// for each shipped font, in [`FONTS`] order, its file's length and FNV-1a hash ([`fnv1a64`]),
/// its units per em, and for every character its character map maps (skrifa's
/// `Charmap::map`) whether the glyph is not `.notdef` and the glyph's advance width in font
/// units (skrifa's `GlyphMetrics::advance_width`, unscaled). Coverage ([`has_glyph`]) and
/// widths ([`width_em`]) read this table and never the fonts, so the glyph check and SVG sheets
/// are the same with or without font programs (the WebAssembly engine loads them only for PDF
/// and PNG). The test `metrics_table_is_the_fonts` rebuilds it from the fonts and compares
/// byte for byte (`tests/font_metrics.rs`); `SAVANNA_WRITE_FONT_METRICS=1 cargo test --test
/// font_metrics` rewrites it.
///
/// Format (integers little-endian, `varint` = unsigned LEB128): the magic `SVNFM1`, a byte with
/// the number of fonts, then per font `u32` length, `u64` hash, `u16` units per em, `u32`
/// number of runs, and the runs: `varint` gap (first character minus the end of the previous
/// run, from 0), `varint` count of consecutive characters, `varint` value `2 * a + g`, where
/// `g` is 1 for a glyph other than `.notdef` and `a` is 0 for no advance, else advance + 1.
static METRICS: &[u8] = include_bytes!("../assets/font-metrics.bin");

/// A font's part of [`METRICS`], decoded.
struct Metrics {
    len: usize,
    hash: u64,
    upem: f64,
    /// `(first, end, value)`: characters `first..end` map to a glyph described by `value` (see
    /// [`METRICS`]); sorted, not overlapping.
    runs: Vec<(u32, u32, u32)>,
}

impl Metrics {
    /// The value of character `c` (see [`METRICS`]), `None` when the character map does not map it.
    fn value(&self, c: char) -> Option<u32> {
        let c = c as u32;
        let i = self.runs.partition_point(|r| r.1 <= c);
        self.runs.get(i).filter(|r| r.0 <= c).map(|r| r.2)
    }
}

/// Reads [`METRICS`]; a font whose part does not decode (it cannot happen: the table is tested)
/// covers nothing.
fn metrics() -> &'static [Metrics] {
    static M: OnceLock<Vec<Metrics>> = OnceLock::new();
    M.get_or_init(|| decode_metrics(METRICS).unwrap_or_default())
}

fn decode_metrics(b: &[u8]) -> Option<Vec<Metrics>> {
    let mut at = 0usize;
    let mut take = |n: usize| -> Option<&[u8]> {
        let s = b.get(at..at.checked_add(n)?)?;
        at += n;
        Some(s)
    };
    if take(6)? != b"SVNFM1" {
        return None;
    }
    let count = take(1)?[0] as usize;
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let len = u32::from_le_bytes(take(4)?.try_into().ok()?) as usize;
        let hash = u64::from_le_bytes(take(8)?.try_into().ok()?);
        let upem = u16::from_le_bytes(take(2)?.try_into().ok()?);
        let n = u32::from_le_bytes(take(4)?.try_into().ok()?) as usize;
        let mut runs = Vec::with_capacity(n);
        let mut end = 0u32;
        for _ in 0..n {
            let mut varint = || -> Option<u32> {
                let mut v = 0u32;
                for shift in (0..35).step_by(7) {
                    let byte = take(1)?[0];
                    v |= u32::from(byte & 0x7f).checked_shl(shift)?;
                    if byte & 0x80 == 0 {
                        return Some(v);
                    }
                }
                None
            };
            let first = end.checked_add(varint()?)?;
            end = first.checked_add(varint()?)?;
            runs.push((first, end, varint()?));
        }
        out.push(Metrics {
            len,
            hash,
            upem: if upem == 0 { 1000.0 } else { f64::from(upem) },
            runs,
        });
    }
    Some(out)
}

/// The 64-bit FNV-1a hash of `bytes` (Fowler, Noll, Vo; offset basis 0xcbf29ce484222325, prime
/// 0x100000001b3): how [`register`] recognises a shipped font's file.
///
/// ```
/// assert_eq!(savanna::fonts::fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
/// assert_eq!(savanna::fonts::fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
/// ```
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

// ------------------------------------------------------------------------------------------
// The font programs: compiled in, or registered.

/// The font programs given to [`register`], by index into [`FONTS`].
static REGISTERED: [OnceLock<&'static [u8]>; 7] = [const { OnceLock::new() }; 7];

/// Bytes given to [`register`] that are not one of the shipped font files.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "these {len} bytes are none of savanna's fonts ({}): give the files of crates/savanna-fonts/fonts/ (web/engine/fonts/) unchanged",
    FONTS.iter().map(|f| f.file).collect::<Vec<_>>().join(", ")
)]
pub struct UnknownFont {
    /// The number of bytes given.
    pub len: usize,
}

/// Gives savanna the program of one shipped font, for a build without the `embedded-fonts`
/// feature (the WebAssembly engine), where PDF and PNG output need every font registered
/// ([`missing`] is empty). The bytes must be one file of `crates/savanna-fonts/fonts/` unchanged (same length
/// and FNV-1a hash as the file the metrics table was made from), so the output is the same bytes
/// as with the fonts compiled in. Registering a font that is already there (or compiled in)
/// changes nothing. Returns the font's index into [`FONTS`].
///
/// # Errors
/// [`UnknownFont`] when the bytes are no shipped font file.
pub fn register(bytes: Vec<u8>) -> Result<usize, UnknownFont> {
    let len = bytes.len();
    let m = metrics();
    let candidates: Vec<usize> = (0..FONTS.len())
        .filter(|&i| m.get(i).is_some_and(|x| x.len == len))
        .collect();
    if candidates.is_empty() {
        return Err(UnknownFont { len });
    }
    let hash = fnv1a64(&bytes);
    let i = candidates
        .into_iter()
        .find(|&i| m[i].hash == hash)
        .ok_or(UnknownFont { len })?;
    if FONTS[i].embedded.is_none() && REGISTERED[i].get().is_none() {
        // Leaked once per font: fontdb keeps `'static` sources for the process's life.
        let _ = REGISTERED[i].set(Box::leak(bytes.into_boxed_slice()));
    }
    Ok(i)
}

/// The program of shipped font `font` (an index into [`FONTS`]): compiled in, or given to
/// [`register`]; `None` when neither.
pub fn data(font: usize) -> Option<&'static [u8]> {
    let f = FONTS.get(font)?;
    f.embedded.or_else(|| REGISTERED[font].get().copied())
}

/// The files of the shipped fonts whose programs savanna does not have ([`data`] is `None`), in
/// [`FONTS`] order: empty with the `embedded-fonts` feature, or once every font is registered.
pub fn missing() -> Vec<&'static str> {
    (0..FONTS.len())
        .filter(|&i| data(i).is_none())
        .map(|i| FONTS[i].file)
        .collect()
}

/// True for characters that are drawn as nothing and need no glyph: the Unicode
/// Default_Ignorable_Code_Point set (joiners, variation selectors, bidi controls, tags, …).
///
/// ```
/// use savanna::fonts::is_ignorable;
/// assert!(is_ignorable('\u{200D}') && is_ignorable('\u{FE0F}') && is_ignorable('\u{2068}'));
/// assert!(!is_ignorable('a') && !is_ignorable(' '));
/// ```
pub fn is_ignorable(c: char) -> bool {
    matches!(c as u32,
        0xAD | 0x34F | 0x61C | 0x115F..=0x1160 | 0x17B4..=0x17B5 | 0x180B..=0x180F
        | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F
        | 0xFEFF | 0xFFA0 | 0xFFF0..=0xFFF8 | 0x1BCA0..=0x1BCA3 | 0x1D173..=0x1D17A
        | 0xE0000..=0xE0FFF)
}

/// True when shipped font `font` (an index into [`FONTS`]) has a glyph for `c`.
pub fn has_glyph(font: usize, c: char) -> bool {
    metrics()
        .get(font)
        .and_then(|m| m.value(c))
        .is_some_and(|v| v & 1 == 1)
}

/// True when some shipped font has a glyph for `c` (ignorable characters need none).
pub fn covered(c: char) -> bool {
    is_ignorable(c) || (0..FONTS.len()).any(|f| has_glyph(f, c))
}

/// The fonts to try for a grapheme cluster, best first: Arabic and Hebrew letters in their Noto
/// fonts (one font for a whole word keeps the joining forms consistent), emoji (a character from
/// U+1F000 to U+1FAFF, or a cluster with the emoji variation selector U+FE0F or a joiner U+200D) in
/// Noto Emoji, everything else in DejaVu Sans and then the others in [`FONTS`] order.
fn preference(cluster: &str) -> [usize; 7] {
    let base = cluster
        .chars()
        .find(|&c| !is_ignorable(c))
        .map_or(0, |c| c as u32);
    let emoji = cluster
        .chars()
        .any(|c| matches!(c as u32, 0xFE0F | 0x200D | 0x1F000..=0x1FAFF));
    let first = match base {
        0x0600..=0x06FF | 0x0750..=0x077F | 0x08A0..=0x08FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF => {
            ARABIC
        }
        0x0590..=0x05FF | 0xFB1D..=0xFB4F => HEBREW,
        _ if emoji => EMOJI,
        _ => DEJAVU,
    };
    let mut order = [first, 0, 0, 0, 0, 0, 0];
    let mut k = 1;
    for f in 0..FONTS.len() {
        if f != first {
            order[k] = f;
            k += 1;
        }
    }
    order
}

/// The shipped font that sets grapheme cluster `cluster`: the first of its preference order that
/// has every (non-ignorable) character, else the first that has its first character; `None` when
/// no font has that character, or the cluster is only ignorable characters.
///
/// ```
/// use savanna::fonts::{font_for, CJK, DEJAVU, EMOJI, ARABIC};
/// assert_eq!(font_for("a"), Some(DEJAVU));
/// assert_eq!(font_for("サ"), Some(CJK));
/// assert_eq!(font_for("و"), Some(ARABIC));
/// assert_eq!(font_for("🦁"), Some(EMOJI));
/// assert_eq!(font_for("\u{2068}"), None);
/// ```
pub fn font_for(cluster: &str) -> Option<usize> {
    let first = cluster.chars().find(|&c| !is_ignorable(c))?;
    let order = preference(cluster);
    order
        .iter()
        .copied()
        .find(|&f| {
            cluster
                .chars()
                .filter(|&c| !is_ignorable(c))
                .all(|c| has_glyph(f, c))
        })
        .or_else(|| order.iter().copied().find(|&f| has_glyph(f, first)))
}

/// A stretch of text set in one shipped font.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Run<'a> {
    /// Index into [`FONTS`].
    pub font: usize,
    /// The text, whole grapheme clusters.
    pub text: &'a str,
}

/// Splits `s` into runs of one font each (see the module docs), in text (logical) order.
/// Clusters of ignorable characters only, and clusters no font has, stay in the run they are
/// in (the first run's font when they start the text). Empty text gives no runs.
///
/// ```
/// use savanna::fonts::{runs, CJK, DEJAVU};
/// let r = runs("サバンナ · 9 lions");
/// assert_eq!(r.len(), 2);
/// assert_eq!((r[0].font, r[0].text), (CJK, "サバンナ"));
/// assert_eq!((r[1].font, r[1].text), (DEJAVU, " · 9 lions"));
/// ```
pub fn runs(s: &str) -> Vec<Run<'_>> {
    let mut out: Vec<Run<'_>> = Vec::new();
    // (start byte, font) of the run being built; the font is unknown until a cluster sets it.
    let mut start = 0usize;
    let mut font: Option<usize> = None;
    for (at, g) in s.grapheme_indices(true) {
        let Some(f) = font_for(g) else { continue };
        match font {
            None => font = Some(f),
            Some(cur) if cur != f => {
                out.push(Run {
                    font: cur,
                    text: &s[start..at],
                });
                start = at;
                font = Some(f);
            }
            Some(_) => {}
        }
    }
    if start < s.len() {
        out.push(Run {
            font: font.unwrap_or(DEJAVU),
            text: &s[start..],
        });
    }
    out
}

/// The `font-family` value for text in shipped font `font`: its family, then the generic
/// sans-serif for viewers that lack it.
pub fn family_css(font: usize) -> String {
    format!("{}, sans-serif", FONTS[font.min(FONTS.len() - 1)].family)
}

/// True when shipped font `font` has no glyph for the space, U+0020 (the CJK subset). In such a
/// font the shaper (harfrust, following HarfBuzz's `hb_ot_hide_default_ignorables`) *deletes*
/// default-ignorable characters instead of setting them as a zero-width space, and merges each
/// deleted character's cluster into its neighbour's.
pub fn deletes_ignorables(font: usize) -> bool {
    !has_glyph(font, ' ')
}

/// The runs of `s` ([`runs`]) as owned text, without the ignorable characters ([`is_ignorable`])
/// whose nearest non-ignorable neighbour on either side is set in a font that deletes them
/// ([`deletes_ignorables`]). Runs left empty are dropped; when nothing is removed the texts join
/// to `s`.
///
/// usvg 0.49 shapes a whole line with the font of each of its runs and merges the results cluster
/// by cluster, taking a cluster's length in bytes for its number of glyphs
/// (`usvg/src/text/layout.rs`, `process_chunk`); when one font's cluster is longer than the
/// first font's, it removes that many glyphs after it: other letters of the line vanish, or,
/// near the end of the line, the index runs past the end and usvg panics (at layout.rs:988;
/// resvg issue 732 is the same removal). A cluster is longer exactly when a font deleted an
/// ignorable next to it, so those characters are not written: they draw nothing in that font
/// anyway. (A name holding right-to-left text and starting or ending with such a character
/// loses the side of its bidi isolate, [`isolate`], next to it.)
///
/// ```
/// use savanna::fonts::{shaping_runs, CJK, DEJAVU};
/// assert_eq!(shaping_runs("a\u{2068}サ\u{2069} b"), vec![(DEJAVU, "a".to_string()), (CJK, "サ".to_string()), (DEJAVU, " b".to_string())]);
/// assert_eq!(shaping_runs("a\u{2068}b"), vec![(DEJAVU, "a\u{2068}b".to_string())]);
/// ```
pub fn shaping_runs(s: &str) -> Vec<(usize, String)> {
    let r = runs(s);
    let chars: Vec<(usize, char)> = r
        .iter()
        .enumerate()
        .flat_map(|(k, run)| run.text.chars().map(move |c| (k, c)))
        .collect();
    // for each character: is the nearest non-ignorable character before (after) it set in a
    // font that deletes ignorables?
    let deleting = |&(k, c): &(usize, char)| deletes_ignorables(r[k].font) && !is_ignorable(c);
    let mut before = Vec::with_capacity(chars.len());
    let mut last = false;
    for ch in &chars {
        before.push(last);
        if !is_ignorable(ch.1) {
            last = deleting(ch);
        }
    }
    let mut after = vec![false; chars.len()];
    last = false;
    for (i, ch) in chars.iter().enumerate().rev() {
        after[i] = last;
        if !is_ignorable(ch.1) {
            last = deleting(ch);
        }
    }
    let mut out: Vec<(usize, String)> = r.iter().map(|run| (run.font, String::new())).collect();
    for (i, &(k, c)) in chars.iter().enumerate() {
        if !(is_ignorable(c) && (before[i] || after[i])) {
            out[k].1.push(c);
        }
    }
    out.retain(|(_, t)| !t.is_empty());
    out
}

/// The characters of `s` that no shipped font has, each once, in order of first appearance.
///
/// ```
/// use savanna::fonts::missing_chars;
/// assert_eq!(missing_chars("Oasis サバンナ واحة 🦁"), Vec::<char>::new());
/// assert_eq!(missing_chars("𓀀 Nile 𓀀"), vec!['𓀀']);
/// ```
pub fn missing_chars(s: &str) -> Vec<char> {
    let mut out = Vec::new();
    for c in s.chars() {
        if !covered(c) && !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

fn advance_em(font: usize, c: char) -> Option<f64> {
    let m = metrics().get(font)?;
    let a = m.value(c)? >> 1;
    (a > 0).then(|| f64::from(a - 1) / m.upem)
}

/// The width of `s` at a font size of 1 (so in em), set in the shipped fonts as [`runs`] chooses
/// them: the sum of the clusters' advance widths, without kerning or shaping. An emoji cluster
/// counts one advance (it is drawn as one glyph); other clusters sum their characters'
/// advances (combining marks have none); a character no font has counts
/// [`MISSING_GLYPH_EM`].
///
/// ```
/// use savanna::fonts::width_em;
/// assert!((width_em("サバンナ") - 4.0).abs() < 0.05, "full-width kana are 1 em each");
/// assert!((width_em("👨\u{200D}👩\u{200D}👧") - width_em("👨")).abs() < 1e-9);
/// ```
pub fn width_em(s: &str) -> f64 {
    s.graphemes(true)
        .map(|g| {
            let Some(f) = font_for(g) else {
                return g
                    .chars()
                    .filter(|&c| !is_ignorable(c))
                    .map(|_| MISSING_GLYPH_EM)
                    .sum();
            };
            let mut chars = g.chars().filter(|&c| !is_ignorable(c));
            if f == EMOJI {
                return chars
                    .next()
                    .and_then(|c| advance_em(f, c))
                    .unwrap_or(MISSING_GLYPH_EM);
            }
            chars
                .map(|c| {
                    advance_em(f, c)
                        .or_else(|| (0..FONTS.len()).find_map(|o| advance_em(o, c)))
                        .unwrap_or(MISSING_GLYPH_EM)
                })
                .sum()
        })
        .sum()
}

/// True when `s` holds a right-to-left letter (bidi class R or AL) or an explicit bidi control,
/// so that placing it in a left-to-right line can reorder its neighbors.
fn needs_isolation(s: &str) -> bool {
    use unicode_bidi::BidiClass::*;
    s.chars().any(|c| {
        matches!(
            unicode_bidi::bidi_class(c),
            R | AL | RLE | RLO | LRE | LRO | PDF | RLI | LRI | FSI | PDI
        )
    })
}

/// First strong isolate, U+2068: opens a bidi isolate whose direction is its first strong letter.
pub const FSI: char = '\u{2068}';
/// Pop directional isolate, U+2069: closes it.
pub const PDI: char = '\u{2069}';

/// `s` wrapped in a Unicode bidi isolate ([`FSI`] … [`PDI`], UAX #9) when it holds right-to-left
/// text or bidi controls, else unchanged. A name set in a line with other words must not reorder
/// them: in `واحة · 9 lions` without the isolate, the bidi algorithm sees the Arabic, the dot and
/// the number as one right-to-left run and shows "9 · واحة lions". The isolate also closes any
/// embedding the name leaves open.
///
/// ```
/// use savanna::fonts::isolate;
/// assert_eq!(isolate("Oasis"), "Oasis");
/// assert_eq!(isolate("واحة"), "\u{2068}واحة\u{2069}");
/// ```
pub fn isolate(s: &str) -> String {
    if needs_isolation(s) {
        format!("{FSI}{s}{PDI}")
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_decodes_and_knows_each_file() {
        let m = metrics();
        assert_eq!(m.len(), FONTS.len());
        // DejaVu Sans 2.37 (Debian's fonts-dejavu-core): 759720 bytes, 2048 units per em.
        assert_eq!((m[DEJAVU].len, m[DEJAVU].upem), (759_720, 2048.0));
        // A truncated table decodes to nothing rather than to a wrong table.
        assert!(decode_metrics(&METRICS[..METRICS.len() - 1]).is_none());
        assert!(decode_metrics(b"SVNFM0").is_none());
    }

    #[test]
    fn register_takes_only_shipped_files() {
        assert_eq!(
            register(b"not a font".to_vec()),
            Err(UnknownFont { len: 10 })
        );
        let dejavu = include_bytes!("../crates/savanna-fonts/fonts/DejaVuSans.ttf").to_vec();
        let mut changed = dejavu.clone();
        changed[1000] ^= 1;
        assert_eq!(register(changed), Err(UnknownFont { len: dejavu.len() }));
        assert_eq!(register(dejavu), Ok(DEJAVU));
        assert!(data(DEJAVU).is_some());
        #[cfg(feature = "embedded-fonts")]
        assert!(missing().is_empty());
    }

    #[test]
    fn scripts_find_their_fonts() {
        for (s, f) in [
            ("A", DEJAVU),
            ("Ж", DEJAVU),
            ("λ", DEJAVU),
            ("ح", ARABIC),
            ("ש", HEBREW),
            ("क्षि", DEVANAGARI),
            ("ก", THAI),
            ("漢", CJK),
            ("한", CJK),
            ("🦁", EMOJI),
            ("👩🏽", EMOJI),
            ("⛰\u{FE0F}", EMOJI),
        ] {
            assert_eq!(font_for(s), Some(f), "{s}");
            assert!(missing_chars(s).is_empty(), "{s}");
        }
        // Linear B and a Plane 2 ideograph outside the CJK subset: in no shipped font.
        assert_eq!(font_for("𐀀"), None);
        assert_eq!(missing_chars("𠀀x𐀀"), vec!['𠀀', '𐀀']);
    }

    #[test]
    fn runs_keep_clusters_whole_and_cover_the_text() {
        for s in [
            "Oasis",
            "サバンナ · 9 lions",
            "\u{2068}واحة\u{2069} · 9 lions",
            "👨\u{200D}👩\u{200D}👧 den",
            "𐀀 Nile",
            "",
        ] {
            let r = runs(s);
            assert_eq!(r.iter().map(|x| x.text).collect::<String>(), s);
            assert!(r.windows(2).all(|w| w[0].font != w[1].font), "{s}: {r:?}");
        }
        let r = runs("👨\u{200D}👩\u{200D}👧 den");
        assert_eq!((r[0].font, r[0].text), (EMOJI, "👨\u{200D}👩\u{200D}👧"));
        // The isolates go with the Arabic run, so nothing of them reaches DejaVu Sans alone.
        let r = runs("\u{2068}واحة\u{2069} · 9 lions");
        assert_eq!(r.len(), 2);
        assert_eq!((r[0].font, r[0].text), (ARABIC, "\u{2068}واحة\u{2069}"));
        assert_eq!(
            runs("Oasis"),
            vec![Run {
                font: DEJAVU,
                text: "Oasis"
            }]
        );
    }

    #[test]
    fn widths_follow_the_chosen_font() {
        // DejaVu Sans: "l" is 0.278 em (569 / 2048 units), "W" 0.989 em.
        assert!((width_em("l") - 569.0 / 2048.0).abs() < 1e-9);
        assert!((width_em("W") - 2025.0 / 2048.0).abs() < 1e-9);
        assert_eq!(width_em("\u{2068}\u{2069}"), 0.0);
        assert!((width_em("𐀀") - MISSING_GLYPH_EM).abs() < 1e-12);
    }

    #[test]
    fn isolation_only_where_needed() {
        assert_eq!(isolate("サバンナ"), "サバンナ");
        assert_eq!(isolate("🦁"), "🦁");
        assert_eq!(isolate("שלום"), "\u{2068}שלום\u{2069}");
        assert_eq!(isolate("a\u{202E}b"), "\u{2068}a\u{202E}b\u{2069}");
    }
}
