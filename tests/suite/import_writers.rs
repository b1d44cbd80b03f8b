//! SVG import at true size (issue 38, parts 2 and 4): drawings in the forms their editors write
//! (tests/data/import/writers/: Illustrator CC's Export As, Affinity Designer, draw.io, Inkscape
//! 0.92 and 1.3, Figma, Sketch, CorelDRAW, LibreOffice Draw and Impress, and a writer savanna
//! does not know), each imported at the size it was drawn, with a coded note where a size was
//! assumed; and bytes that are SVG (gzip, UTF-16, UTF-32, an encoding declaration). Expected
//! sizes are computed by hand in the comments.

use crate::common::{import_data, lines};
use savanna::diagnostics::{Code, Severity};
use savanna::import::svg::{ImportOptions, Imported, import, import_with};
use savanna::pipeline::Options;

fn data(name: &str) -> String {
    import_data(&format!("writers/{name}"))
}

fn path(name: &str) -> String {
    format!(
        "{}/tests/data/import/writers/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The frame of an imported board file: (width, height) of its rectangle.
fn frame_size(yaml: &str) -> (f64, f64) {
    let v: serde_json::Value = serde_yaml::from_str(yaml).unwrap();
    let f = &v["frame"];
    (f["width"].as_f64().unwrap(), f["height"].as_f64().unwrap())
}

/// The codes of the import's own diagnostics.
fn codes(out: &Imported) -> Vec<Code> {
    out.diagnostics.iter().map(|d| d.code).collect()
}

/// The board's errors and warnings once imported (no capacities).
fn problems(out: &Imported) -> Vec<String> {
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    let o = out.run_with(&opts, &|_| {}).unwrap();
    o.diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| format!("{}: {}", d.code, d.message))
        .collect()
}

/// Illustrator CC's Export As writes a viewBox alone, in points to 2 decimals, with `data-name`
/// and `cls-N` classes and no generator comment. A 300 x 200 mm artboard is 850.39 x 566.93 pt:
/// 850.39 · 25.4 / 72 = 299.998694 → 299.999 mm, 566.93 · 25.4 / 72 = 200.000278 → 200 mm; the
/// ridge at x = 425.2 pt is at 150.000556 → 150.001 mm, the track at y = 283.46 pt at
/// 99.998389 → 99.998 mm. Before: 225 x 150 mm without a word.
#[test]
fn illustrator_export_as_is_in_points() {
    let out = import(&data("illustrator-export.svg")).unwrap();
    assert_eq!(frame_size(&out.yaml), (299.999, 200.0), "{}", out.yaml);
    let mut l = lines(&out.yaml);
    l.sort_by(|a, b| a.partial_cmp(b).unwrap());
    assert_eq!(
        l,
        vec![
            [0.0, 99.998, 150.001, 99.998],
            [150.001, 0.0, 150.001, 200.0]
        ]
    );
    assert_eq!(codes(&out), [Code::ImportPxPerInch], "{:?}", out.notes);
    assert!(out.notes[0].contains("Export As"), "{:?}", out.notes);
}

/// Affinity Designer writes px at its export DPI (300 by default) with `width="100%"` and the
/// page as its viewBox: an A3 artboard is 420 / 25.4 · 300 = 4960.63 → 4961 by 297 / 25.4 · 300
/// = 3507.87 → 3508 px. Read at 300 per inch it is 4961 · 25.4 / 300 = 420.031333 → 420.031 by
/// 3508 · 25.4 / 300 = 297.010667 → 297.011 mm (A3 to Affinity's whole px); the river at
/// x = 2480.31 px is at 209.99958 → 210 mm. Before: 1312.6 x 928.2 mm. The note says what was
/// assumed and the option that changes it.
#[test]
fn affinity_px_are_at_its_export_dpi() {
    let out = import(&data("affinity-a3.svg")).unwrap();
    assert_eq!(frame_size(&out.yaml), (420.031, 297.011), "{}", out.yaml);
    assert_eq!(lines(&out.yaml), vec![[210.0, 0.0, 210.0, 297.011]]);
    let i = codes(&out)
        .iter()
        .position(|c| *c == Code::ImportUnitsAssumed)
        .expect("a units note");
    let d = &out.diagnostics[i];
    assert!(
        d.message.contains("300 per inch") && d.message.contains("A3"),
        "{}",
        d.message
    );
    assert!(
        d.help.as_deref().unwrap().contains("--px-per-inch"),
        "{d:?}"
    );
    // Exported at 72 DPI (a web preset): an A4 page is 595 x 842 px, the paper size at 72 per
    // inch (and at no rate tried before it), 595 · 25.4 / 72 = 209.902778 → 209.903 by
    // 842 · 25.4 / 72 = 297.038889 → 297.039 mm.
    let web = data("affinity-a3.svg")
        .replace("0 0 4961 3508", "0 0 595 842")
        .replace("M2480.31,0L2480.31,3508", "M297.5,0L297.5,842");
    let out = import(&web).unwrap();
    assert_eq!(frame_size(&out.yaml), (209.903, 297.039), "{}", out.yaml);
    assert!(
        out.notes
            .iter()
            .any(|n| n.contains("72 per inch") && n.contains("A4"))
    );
}

/// draw.io draws 100 units per inch (its A4 page is 827 x 1169 units, 8.27 x 11.69 in) and
/// shifts its viewBox by half a unit. Read at 100 per inch the page-sized rectangle is
/// 827 · 0.254 = 210.058 by 1169 · 0.254 = 296.926 mm; the page (the viewBox, from -0.5) misses
/// it by 0.5 · 0.254 = 0.127 mm on each side, less than one unit (0.254 mm), so the frame is the
/// rectangle: no sliver region, no error. The ridge at x = 413.5 is at 105.029 mm.
/// Before: 218.8 x 309.3 mm, a sliver region 0.13 mm wide and an error.
/// The rectangle encloses every other line and nothing is named `frame`, so it is read as the
/// frame itself (`frame-found`, since the enclosing outline became the frame) rather than as
/// four lines the page edge moves onto (`page-edge`, as this test said before): the same frame.
#[test]
fn drawio_is_100_units_per_inch_and_its_half_unit_is_no_sliver() {
    let out = import(&data("drawio-a4.svg")).unwrap();
    assert_eq!(frame_size(&out.yaml), (210.058, 296.926), "{}", out.yaml);
    assert!(
        lines(&out.yaml).contains(&[105.029, 0.0, 105.029, 296.926]),
        "{}",
        out.yaml
    );
    assert_eq!(
        codes(&out),
        [Code::ImportPxPerInch, Code::ImportFrameFound],
        "{:?}",
        out.notes
    );
    assert!(!out.yaml.contains("<rect>"), "{}", out.yaml);
    assert_eq!(problems(&out), Vec::<String>::new());
}

/// Inkscape 0.92's A4 in px is 793.70081 x 1122.51970 CSS px: 793.70081 · 25.4 / 96 = 210 and
/// 1122.5197 · 25.4 / 96 = 296.99999 → 297 mm; Inkscape 1.3 writes mm. Both without a note.
#[test]
fn inkscape_0_92_and_1_x_are_a4() {
    for f in ["inkscape-0.92-a4.svg", "inkscape-1.3-a4.svg"] {
        let out = import(&data(f)).unwrap();
        assert_eq!(frame_size(&out.yaml), (210.0, 297.0), "{f}: {}", out.yaml);
        assert_eq!(lines(&out.yaml), vec![[105.0, 0.0, 105.0, 297.0]], "{f}");
        assert!(out.notes.is_empty(), "{f}: {:?}", out.notes);
    }
}

/// Figma and Sketch work in CSS px, but their paper presets are in points: Figma's A4 frame is
/// 595 x 842 (209.903 x 297.039 mm at 72 per inch, as above), Sketch's Letter 612 x 792:
/// 612 · 25.4 / 72 = 215.9 by 792 · 25.4 / 72 = 279.4 mm. A Figma frame that is no paper size
/// (Desktop, 1440 x 1024) is CSS px, silently: 1440 · 25.4 / 96 = 381 by 270.933 mm.
#[test]
fn figma_and_sketch_paper_presets_are_in_points() {
    let out = import(&data("figma-a4.svg")).unwrap();
    assert_eq!(frame_size(&out.yaml), (209.903, 297.039), "{}", out.yaml);
    assert!(lines(&out.yaml).contains(&[104.951, 0.0, 104.951, 297.039]));
    assert_eq!(codes(&out), [Code::ImportPxPerInch], "{:?}", out.notes);
    assert!(out.notes[0].contains("Figma") && out.notes[0].contains("A4"));
    let out = import(&data("sketch-letter.svg")).unwrap();
    assert_eq!(frame_size(&out.yaml), (215.9, 279.4), "{}", out.yaml);
    assert_eq!(lines(&out.yaml), vec![[107.95, 0.0, 107.95, 279.4]]);
    assert!(out.notes[0].contains("Sketch"), "{:?}", out.notes);
    let desktop = data("figma-a4.svg")
        .replace("595", "1440")
        .replace("842", "1024")
        .replace("297.5", "720");
    let out = import(&desktop).unwrap();
    assert_eq!(frame_size(&out.yaml), (381.0, 270.933), "{}", out.yaml);
    assert!(out.notes.is_empty(), "{:?}", out.notes);
}

/// CorelDRAW and LibreOffice Draw give their size in mm (a viewBox in hundredths of a mm): A4,
/// the line at 10500 units is at 105 mm, no note. LibreOffice Impress writes no size: its
/// hundredths of a mm are read as such (2540 per inch), with a note. CorelDRAW without a size
/// has no units savanna knows: CSS px, with the note naming it.
#[test]
fn coreldraw_and_libreoffice_in_hundredths_of_a_mm() {
    for f in ["coreldraw-a4.svg", "libreoffice-draw-a4.svg"] {
        let out = import(&data(f)).unwrap();
        assert_eq!(frame_size(&out.yaml), (210.0, 297.0), "{f}: {}", out.yaml);
        assert_eq!(lines(&out.yaml), vec![[105.0, 0.0, 105.0, 297.0]], "{f}");
        assert!(out.notes.is_empty(), "{f}: {:?}", out.notes);
    }
    let out = import(&data("libreoffice-impress-nosize.svg")).unwrap();
    assert_eq!(frame_size(&out.yaml), (210.0, 297.0), "{}", out.yaml);
    assert_eq!(codes(&out)[0], Code::ImportPxPerInch, "{:?}", out.notes);
    assert!(out.notes[0].contains("2540 per inch"), "{:?}", out.notes);
    // 21000 x 29700 CSS px: 21000 · 25.4 / 96 = 5556.25 by 7858.125 mm.
    let corel = data("coreldraw-a4.svg").replace(r#" width="210mm" height="297mm""#, "");
    let out = import(&corel).unwrap();
    assert_eq!(frame_size(&out.yaml), (5556.25, 7858.125), "{}", out.yaml);
    assert_eq!(codes(&out), [Code::ImportUnitsAssumed], "{:?}", out.notes);
    assert!(out.notes[0].contains("CorelDRAW gave no physical size"));
}

/// A drawing with no physical size and no writer savanna knows: read as CSS px (800 x 600 px:
/// 800 · 25.4 / 96 = 211.667 by 158.75 mm), with a note naming that size and the
/// `--px-per-inch` that changes it (72: 282.222 by 211.667 mm); given, it is read so, silently.
#[test]
fn unknown_writer_without_size_says_what_was_assumed() {
    let svg = data("unknown-px.svg");
    let out = import(&svg).unwrap();
    assert_eq!(frame_size(&out.yaml), (211.667, 158.75), "{}", out.yaml);
    assert_eq!(codes(&out), [Code::ImportUnitsAssumed]);
    let d = &out.diagnostics[0];
    assert_eq!(d.severity, Severity::Advice);
    assert!(
        d.message.contains("800 x 600 px") && d.message.contains("211.667 x 158.75 mm"),
        "{}",
        d.message
    );
    let help = d.help.as_deref().unwrap();
    assert!(
        help.contains("--px-per-inch") && help.contains("282.222 x 211.667 mm"),
        "{help}"
    );
    let out = import_with(
        &svg,
        &ImportOptions {
            px_per_inch: Some(72.0),
        },
    )
    .unwrap();
    assert_eq!(frame_size(&out.yaml), (282.222, 211.667), "{}", out.yaml);
    assert!(out.notes.is_empty(), "{:?}", out.notes);
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    e.write_all(bytes).unwrap();
    e.finish().unwrap()
}

fn utf16(s: &str, le: bool, bom: bool) -> Vec<u8> {
    let text: String = bom
        .then_some('\u{feff}')
        .into_iter()
        .chain(s.chars())
        .collect();
    text.encode_utf16()
        .flat_map(|u| if le { u.to_le_bytes() } else { u.to_be_bytes() })
        .collect()
}

fn utf32(s: &str, le: bool) -> Vec<u8> {
    std::iter::once('\u{feff}')
        .chain(s.chars())
        .flat_map(|c| {
            if le {
                (c as u32).to_le_bytes()
            } else {
                (c as u32).to_be_bytes()
            }
        })
        .collect()
}

/// A compressed SVG (Inkscape's "Compressed SVG", `.svgz`), UTF-16 either way round with its
/// byte-order mark, UTF-16 told by its `<?xml … encoding="UTF-16"?>` alone, and UTF-32 all
/// import to the board the UTF-8 file gives.
#[test]
fn bytes_that_are_svg_import_alike() {
    use savanna::frontend::import_bytes;
    let svg = data("inkscape-1.3-a4.svg");
    let want = import(&svg).unwrap().yaml;
    let declared = svg.replace("encoding=\"UTF-8\"", "encoding=\"UTF-16\"");
    let forms: Vec<(&str, Vec<u8>)> = vec![
        ("svgz", gzip(svg.as_bytes())),
        ("UTF-16LE", utf16(&svg, true, true)),
        ("UTF-16BE", utf16(&svg, false, true)),
        ("UTF-16, declared", utf16(&declared, true, false)),
        ("UTF-32LE", utf32(&svg, true)),
        ("UTF-32BE", utf32(&svg, false)),
        ("UTF-16 svgz", gzip(&utf16(&svg, true, true))),
    ];
    for (what, bytes) in forms {
        let out = import_bytes("a.svg", bytes, &ImportOptions::default())
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(out.yaml, want, "{what}");
    }
}

/// A gzip bomb (11 MB of spaces in 11 kB) stops at savanna's 10 MB with an error saying so; a
/// broken gzip stream and a UTF-16 file cut mid-character are errors too, never a panic.
#[test]
fn bad_compressed_and_wide_bytes_are_errors() {
    use savanna::frontend::import_bytes;
    let mut big = b"<svg xmlns=\"http://www.w3.org/2000/svg\">".to_vec();
    big.resize(11_000_000, b' ');
    let bomb = gzip(&big);
    assert!(bomb.len() < 100_000, "{}", bomb.len());
    let e = import_bytes("bomb.svgz", bomb, &ImportOptions::default()).unwrap_err();
    assert!(
        e.contains("bomb.svgz") && e.contains("decompresses to more than 10000000 bytes"),
        "{e}"
    );
    let e = import_bytes(
        "x.svgz",
        vec![0x1f, 0x8b, 8, 0, 1, 2, 3],
        &Default::default(),
    )
    .unwrap_err();
    assert!(e.contains("does not decompress"), "{e}");
    let mut cut = utf16("<svg/>", true, true);
    cut.pop();
    let e = import_bytes("x.svg", cut, &Default::default()).unwrap_err();
    assert!(e.contains("not UTF-16LE text"), "{e}");
}

fn savanna(args: &[&str], stdin: Option<Vec<u8>>) -> (String, String, Option<i32>) {
    let mut c = assert_cmd::Command::cargo_bin("savanna").unwrap();
    c.args(args);
    if let Some(s) = stdin {
        c.write_stdin(s);
    }
    let o = c.output().unwrap();
    (
        String::from_utf8_lossy(&o.stdout).to_string(),
        String::from_utf8_lossy(&o.stderr).to_string(),
        o.status.code(),
    )
}

/// The command line reads a `.svgz` (import, check) and a UTF-16 SVG, from a file and from
/// standard input, as it reads the SVG.
#[test]
fn cli_reads_svgz_and_utf16() {
    let dir = tempfile::tempdir().unwrap();
    let svg = data("inkscape-1.3-a4.svg");
    let z = dir.path().join("board.svgz");
    std::fs::write(&z, gzip(svg.as_bytes())).unwrap();
    let u = dir.path().join("board16.svg");
    std::fs::write(&u, utf16(&svg, false, true)).unwrap();
    let want = import(&svg).unwrap().yaml;
    for p in [&z, &u] {
        let p = p.to_str().unwrap();
        let (yaml, err, code) = savanna(&["import", p], None);
        assert_eq!(code, Some(0), "{p}: {err}");
        assert_eq!(yaml, want, "{p}");
        let (out, err, code) = savanna(&["check", "--no-capacity", p], None);
        assert_eq!(code, Some(0), "{p}: {out}{err}");
        assert!(out.contains("0 errors"), "{p}: {out}");
    }
    for bytes in [gzip(svg.as_bytes()), utf16(&svg, true, true)] {
        let (out, err, code) = savanna(&["check", "--no-capacity", "-"], Some(bytes.clone()));
        assert_eq!(code, Some(0), "{out}{err}");
        let (yaml, err, code) = savanna(&["import", "-"], Some(bytes));
        assert_eq!(code, Some(0), "{err}");
        assert_eq!(yaml, want);
    }
}

/// The notes of `import` name their codes' sentences on standard error.
#[test]
fn cli_import_prints_the_units_note() {
    let (_, err, code) = savanna(&["import", &path("unknown-px.svg")], None);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        err.contains("note:") && err.contains("no physical size") && err.contains("--px-per-inch"),
        "{err}"
    );
}

/// A page background is no board line and no mistake: Affinity's artboard `rect` over the whole
/// page (`fill:none`, or its background colour), and a white sheet drawn as a path under the
/// drawing, are skipped without a note and give no line; a filled rectangle that is not the page
/// is read as before (its four sides).
#[test]
fn page_backgrounds_are_skipped_in_silence() {
    let artboard =
        r#"<rect id="Artboard1" x="0" y="0" width="4961" height="3508" style="fill:none;"/>"#;
    let base = data("affinity-a3.svg");
    assert!(base.contains(artboard));
    let sheet = r#"<path d="M0,0L4961,0L4961,3508L0,3508Z" fill="white" stroke="none"/>"#;
    for (what, svg) in [
        ("as Affinity writes it", base.clone()),
        (
            "with a background colour",
            base.replace(artboard, &artboard.replace("fill:none;", "fill:#ebebeb;")),
        ),
        (
            "with a white sheet",
            base.replace(artboard, &format!("{artboard}{sheet}")),
        ),
    ] {
        let out = import(&svg).unwrap();
        assert!(
            !codes(&out).contains(&Code::ImportInvisible),
            "{what}: {:?}",
            out.notes
        );
        assert_eq!(
            lines(&out.yaml),
            vec![[210.0, 0.0, 210.0, 297.011]],
            "{what}"
        );
    }
    // A filled rectangle that is not the page is no background: its sides come in as lines.
    let small = base.replace(
        artboard,
        &format!(
            r#"{artboard}<rect id="box" x="100" y="100" width="1000" height="1000" style="fill:#ebebeb;"/>"#
        ),
    );
    let out = import(&small).unwrap();
    assert_eq!(lines(&out.yaml).len(), 5, "{}", out.yaml);
}
