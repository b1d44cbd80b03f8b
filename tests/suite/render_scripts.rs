//! Names in any script: the glyphs are drawn from the shipped fonts (not empty boxes), in the
//! font meant for their script, and a right-to-left name does not reorder the words after it.
//! Only the fonts of crates/savanna-fonts/fonts/ are used, so this passes on a machine without CJK or Arabic
//! fonts.

use crate::render_support;

use render_support::decode_png;
use savanna::fonts;
use savanna::output::render::png::{PngOptions, render as render_png};
use savanna::output::render::svg::{SvgOptions, render as render_svg};
use savanna::output::render::{parse_svg, usvg};
use savanna::pipeline::{self, Options};
use savanna::validated::ValidatedBoard;

/// A 300 x 200 mm board cut in two by a vertical line; the left region is named `name`.
fn board(name: &str) -> ValidatedBoard {
    let text = format!(
        "frame: {{width: 300, height: 200}}\nlines: [[[150, 0], [150, 200]]]\nregions:\n  \"{name}\": [75, 100]\n"
    );
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    pipeline::run(&text, &opts).expect("board loads").validated
}

/// Every glyph usvg laid out in `svg`: (its text, its font's family, its x, its glyph id).
fn glyphs(svg: &str) -> Vec<(String, String, f32, u32)> {
    fn walk(
        g: &usvg::Group,
        db: &usvg::fontdb::Database,
        out: &mut Vec<(String, String, f32, u32)>,
    ) {
        for n in g.children() {
            match n {
                usvg::Node::Group(c) => walk(c, db, out),
                usvg::Node::Text(t) => {
                    for span in t.layouted() {
                        for pg in &span.positioned_glyphs {
                            let family = db
                                .face(pg.font)
                                .map(|f| f.families[0].0.clone())
                                .unwrap_or_default();
                            out.push((pg.text.clone(), family, pg.transform().tx, pg.id.0));
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let tree = parse_svg(svg).expect("parses");
    let mut out = Vec::new();
    walk(tree.root(), tree.fontdb(), &mut out);
    out
}

/// Dark pixels (every channel below 96) of a PNG, as a mask.
fn ink(png: &[u8]) -> Vec<bool> {
    let (_, _, px) = decode_png(png);
    px.chunks(4)
        .map(|p| p[0] < 96 && p[1] < 96 && p[2] < 96)
        .collect()
}

fn sheet_png(v: &ValidatedBoard, labels: bool) -> Vec<u8> {
    let o = SvgOptions {
        labels,
        ..SvgOptions::default()
    };
    render_png(v, &o, &PngOptions::default()).expect("renders")
}

/// The pixels the label adds: dark with labels, not dark without.
fn label_ink(v: &ValidatedBoard) -> Vec<bool> {
    let with = ink(&sheet_png(v, true));
    let without = ink(&sheet_png(v, false));
    with.iter().zip(&without).map(|(&a, &b)| a && !b).collect()
}

const LINEAR_B: char = '\u{10000}';

#[test]
fn names_in_other_scripts_are_drawn_not_empty_boxes() {
    for (name, family) in [
        ("サバンナ", "Noto Sans CJK JP"),
        ("واحة", "Noto Sans Arabic"),
        ("🦁🦓🐘", "Noto Emoji"),
        ("초원", "Noto Sans CJK JP"),
        ("जंगल", "Noto Sans Devanagari"),
        ("ทุ่ง", "Noto Sans Thai"),
        ("מדבר", "Noto Sans Hebrew"),
    ] {
        assert!(fonts::missing_chars(name).is_empty(), "{name}");
        let v = board(name);
        // Every glyph of the label is a real glyph (not .notdef) from the script's font.
        let g = glyphs(&render_svg(&v, &SvgOptions::default()));
        let own: Vec<_> = g
            .iter()
            .filter(|(t, ..)| t.chars().any(|c| name.contains(c)))
            .collect();
        assert!(!own.is_empty(), "{name}: no glyphs laid out");
        for (t, f, _, id) in &own {
            assert_ne!(*id, 0, "{name}: `{t}` is the empty box");
            assert_eq!(f, family, "{name}: `{t}`");
        }
        // The PNG: the label leaves ink, and not the ink of as many empty boxes.
        let boxes: String = name
            .chars()
            .filter(|&c| !fonts::is_ignorable(c))
            .map(|_| LINEAR_B)
            .collect();
        let real = label_ink(&board(name));
        let tofu = label_ink(&board(&boxes));
        let n_real = real.iter().filter(|&&b| b).count();
        let n_tofu = tofu.iter().filter(|&&b| b).count();
        let differ = real.iter().zip(&tofu).filter(|(a, b)| a != b).count();
        assert!(n_real > 40, "{name}: {n_real} dark pixels");
        assert!(n_tofu > 40, "the empty boxes leave ink too: {n_tofu}");
        assert!(
            differ * 2 > n_tofu,
            "{name}: {differ} pixels differ from the empty boxes' {n_tofu}"
        );
    }
}

#[test]
fn a_name_in_no_font_is_reported_at_its_character() {
    let text = format!(
        "frame: {{width: 300, height: 200}}\nlines: [[[150, 0], [150, 200]]]\nregions:\n  Nile {LINEAR_B}: [75, 100]\n  サバンナ: [225, 100]\n"
    );
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    let out = pipeline::run(&text, &opts).unwrap();
    let d: Vec<_> = out
        .diagnostics
        .iter()
        .filter(|d| d.code == savanna::checks::glyphs::NO_GLYPH)
        .collect();
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(d[0].message.contains("`Nile \u{10000}`") && d[0].message.contains("U+10000"));
    let span = d[0].labels[0].span;
    assert_eq!(&text[span.offset..span.offset + span.len], "\u{10000}");
}

/// x of the first glyph whose text contains `c`.
fn x_of(g: &[(String, String, f32, u32)], c: char) -> f32 {
    g.iter()
        .find(|(t, ..)| t.contains(c))
        .unwrap_or_else(|| panic!("no glyph for {c}"))
        .2
}

fn one_line(s: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200mm\" height=\"20mm\" viewBox=\"0 0 200 20\">{}</svg>",
        savanna::output::render::font_svg::svg_text(s)
            .set("x", "10")
            .set("y", "10")
            .set("font-size", "5")
            .set("font-family", savanna::output::render::FONT_FAMILY_CSS)
    )
}

#[test]
fn a_right_to_left_name_does_not_reorder_the_words_after_it() {
    let oasis = "واحة";
    // As labels are written: the name isolated, then the capacities.
    let g = glyphs(&one_line(&format!("{} · 9 lions", fonts::isolate(oasis))));
    let arabic_right = g
        .iter()
        .filter(|(t, ..)| t.chars().any(|c| oasis.contains(c)))
        .map(|x| x.2)
        .fold(f32::MIN, f32::max);
    let nine = x_of(&g, '9');
    assert!(
        nine > arabic_right,
        "9 at {nine}, Arabic up to {arabic_right}"
    );
    assert!(x_of(&g, '·') > arabic_right && x_of(&g, '·') < nine);
    assert!(x_of(&g, 'l') > nine);
    // Within the name, right to left: the first letter (و) is the rightmost.
    let waw = x_of(&g, 'و');
    let heh = x_of(&g, 'ة');
    assert!(waw > heh, "و at {waw}, ة at {heh}");
    // The fault the isolate prevents: without it the number jumps before the name.
    let g = glyphs(&one_line(&format!("{oasis} · 9 lions")));
    assert!(
        x_of(&g, '9') < x_of(&g, 'و'),
        "control: the bidi algorithm reorders"
    );
}

#[test]
fn region_titles_isolate_right_to_left_names_only() {
    let v = board("واحة");
    let r = v.regions.iter().find(|r| r.name.is_some()).unwrap();
    assert_eq!(
        savanna::output::render::text::title(r),
        "\u{2068}واحة\u{2069}"
    );
    let v = board("サバンナ");
    let r = v.regions.iter().find(|r| r.name.is_some()).unwrap();
    assert_eq!(savanna::output::render::text::title(r), "サバンナ");
}

#[test]
fn pdf_embeds_the_script_fonts_as_text() {
    let v = board("サバンナ 🦁 واحة");
    let mut o = savanna::output::render::page::PageOptions::default();
    o.tile.paper = savanna::output::render::paper::Paper::a4();
    let bytes = savanna::output::render::pdf::render(&v, &o).unwrap();
    let s = String::from_utf8_lossy(&bytes);
    // Subset fonts are named TAG+PostScriptName.
    for ps in [
        "+DejaVuSans",
        "+NotoSansCJKjp",
        "+NotoEmoji",
        "+NotoSansArabic",
    ] {
        assert!(s.contains(ps), "{ps} is embedded");
    }
}

/// Emoji sequences (a flag, a skin tone, a family joined by U+200D) are one glyph in Noto Emoji
/// and several `.notdef` glyphs in DejaVu Sans; the words after them stay on the line (usvg 0.49
/// dropped as many glyphs after such a cluster as it had bytes, or panicked near the line's end:
/// vendor/README.md). The PNG and the PDF are drawn from this layout.
#[test]
fn emoji_sequences_keep_the_rest_of_the_label() {
    for (name, emoji) in [
        ("Flag 🇰🇪 x", "🇰🇪"),
        ("Thumb 👍🏽 x", "👍🏽"),
        ("Family 👨\u{200D}👩\u{200D}👧 x", "👨\u{200D}👩\u{200D}👧"),
        ("x 🇰🇪", "🇰🇪"),
    ] {
        let v = board(name);
        let svg = render_svg(&v, &SvgOptions::default());
        // The left region's label (the right one, `#2`, starts at x = 150).
        let g: Vec<_> = glyphs(&svg).into_iter().filter(|g| g.2 < 150.0).collect();
        // The label is one line: its glyphs' texts, in order, spell the name.
        let label: String = g
            .iter()
            .filter(|(t, ..)| !t.trim().is_empty())
            .map(|(t, ..)| t.as_str())
            .collect();
        assert_eq!(label, name.replace(' ', ""), "{name}: {g:?}");
        let e: Vec<_> = g.iter().filter(|(t, ..)| t == emoji).collect();
        assert_eq!(e.len(), 1, "{name}: the sequence is one glyph: {g:?}");
        assert_eq!(e[0].1, "Noto Emoji");
        assert_ne!(e[0].3, 0, "{name}: a real glyph");
        let x: Vec<_> = g.iter().filter(|(t, ..)| t == "x").collect();
        assert_eq!(x.len(), 1, "{name}: {g:?}");
        assert_eq!(x[0].1, "DejaVu Sans");
        assert_ne!(x[0].3, 0);
        // The x is right of the emoji when it comes after it.
        if name.ends_with(" x") {
            assert!(x[0].2 > e[0].2, "{name}: {g:?}");
        }
        // PNG and PDF are drawn (usvg panicked on `x 🇰🇪`).
        assert!(!label_ink(&v).is_empty());
        savanna::output::render::pdf::from_svg_pages(&[(svg, [300.0, 200.0])], name)
            .expect("a PDF");
    }
}
