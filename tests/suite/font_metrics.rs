//! `assets/font-metrics.bin` is what the shipped fonts say: every font's character map and
//! advance widths read again with skrifa from the font programs (compiled in with the default
//! feature `embedded-fonts`), in the table's format (`savanna::fonts`, the docs of `METRICS`).
//! The library reads coverage and widths from the table only, so a font changed without the
//! table would change checks and sheets silently; this test fails instead.
//!
//! `SAVANNA_WRITE_FONT_METRICS=1 cargo test --test suite font_metrics::` rewrites the table (after
//! `crates/savanna-fonts/fonts/make-fonts.sh`).
#![cfg(feature = "embedded-fonts")]

use savanna::fonts::{FONTS, fnv1a64};
use skrifa::MetadataProvider;
use skrifa::instance::{LocationRef, Size};

/// The table as the fonts give it.
fn metrics_from_fonts() -> Vec<u8> {
    let mut out = b"SVNFM1".to_vec();
    out.push(FONTS.len() as u8);
    let varint = |out: &mut Vec<u8>, mut v: u32| loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            break;
        }
        out.push(b | 0x80);
    };
    for f in &FONTS {
        let data = f.embedded.expect("compiled in");
        let font = skrifa::FontRef::from_index(data, 0).expect("every shipped font parses");
        let upem = font
            .metrics(Size::unscaled(), LocationRef::default())
            .units_per_em;
        let charmap = font.charmap();
        let glyphs = font.glyph_metrics(Size::unscaled(), LocationRef::default());
        // (first, end, value) of each run of consecutive characters with one value.
        let mut runs: Vec<(u32, u32, u32)> = Vec::new();
        for c in (0..=0x10_FFFFu32).filter_map(char::from_u32) {
            let Some(g) = charmap.map(c) else { continue };
            let advance = match glyphs.advance_width(g) {
                None => 0,
                Some(a) => {
                    assert!(
                        a.fract() == 0.0 && (0.0..65535.0).contains(&a),
                        "{}: advance {a} of U+{:04X} fits a u16",
                        f.file,
                        c as u32
                    );
                    a as u32 + 1
                }
            };
            let value = 2 * advance + u32::from(g.to_u32() != 0);
            let c = c as u32;
            match runs.last_mut() {
                Some(r) if r.1 == c && r.2 == value => r.1 += 1,
                _ => runs.push((c, c + 1, value)),
            }
        }
        out.extend_from_slice(&(data.len() as u32).to_le_bytes());
        out.extend_from_slice(&fnv1a64(data).to_le_bytes());
        out.extend_from_slice(&upem.to_le_bytes());
        out.extend_from_slice(&(runs.len() as u32).to_le_bytes());
        let mut end = 0;
        for (first, e, value) in runs {
            varint(&mut out, first - end);
            varint(&mut out, e - first);
            varint(&mut out, value);
            end = e;
        }
    }
    out
}

#[test]
fn metrics_table_is_the_fonts() {
    let made = metrics_from_fonts();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/font-metrics.bin");
    if std::env::var_os("SAVANNA_WRITE_FONT_METRICS").is_some() {
        std::fs::write(path, &made).expect("writes the table");
        return;
    }
    let committed = include_bytes!("../../assets/font-metrics.bin");
    assert!(
        made == committed,
        "assets/font-metrics.bin is not what the fonts say: \
         SAVANNA_WRITE_FONT_METRICS=1 cargo test --test suite font_metrics:: rewrites it"
    );
}
