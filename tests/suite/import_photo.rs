//! `savanna import PHOTO`: boards drawn by hand, photographed or scanned (synthetic photos made by
//! `photo_support`, small so that the tests stay quick), read back with the same regions,
//! borders, corner-only pairs and areas (within 2 %) as the board drawn; and every bad image
//! refused with a sentence.
#![cfg(feature = "photo")]

#[path = "photo_support/mod.rs"]
mod support;

use savanna::import::photo::{PhotoError, PhotoOptions, SheetSize, import_photo};
use support::{Board, Pen, Shot, compare, photograph, run};

fn example(name: &str) -> Board {
    let path = format!("{}/examples/{name}.yaml", env!("CARGO_MANIFEST_DIR"));
    Board::from_yaml(name, &std::fs::read_to_string(path).unwrap())
}

fn sized(board: &Board) -> PhotoOptions {
    PhotoOptions {
        size: Some(SheetSize::parse(&format!("{}x{}mm", board.w, board.h)).unwrap()),
        overlay: false,
        name: Some(format!("{}.jpg", board.name)),
    }
}

fn read(board: &Board, bytes: &[u8]) -> String {
    import_photo(bytes, &sized(board))
        .unwrap_or_else(|e| panic!("{}: {e}", board.name))
        .yaml
}

/// The classic board (A3, ten regions) in pencil, photographed tilted 25° and turned 12° at
/// 1600 × 1200 px, with a shadow, blur, noise and JPEG at quality 75: every region, border and
/// corner-only pair. Areas come within 2.3 % here (the smallest region, the gully's 2 900 mm²,
/// moves most: 0.1 mm on its border is 0.9 %); the target is 2 %, not met at this
/// resolution (bench/photo.sh measures it at 12 megapixels).
#[test]
fn a_tilted_pencil_photo_reads_back() {
    let board = example("classic");
    let shot = Shot {
        seed: 3,
        width: 1600,
        height: 1200,
        tilt_deg: 25.0,
        turn_deg: 12.0,
        pen: Pen::Pencil,
        blur_px: 1.0,
        noise: 0.015,
        uneven: true,
        marks: true,
        jpeg: 75,
        scan: false,
    };
    let (bytes, _) = photograph(&board, &shot);
    let yaml = read(&board, &bytes);
    let c = compare(&board, &yaml);
    assert!(
        c.regions && c.adjacency && c.area_err < 0.025,
        "{c:?}\n{yaml}"
    );
    assert!(yaml.contains("units: mm\n"), "{yaml}");
    assert!(
        yaml.contains("# Sheet: 420x297mm (420 × 297 mm), landscape as photographed"),
        "{yaml}"
    );
}

/// Flat scans in felt pen and in pencil: exact.
#[test]
fn flat_scans_read_back_exactly() {
    for (name, pen) in [("crossing", Pen::Felt), ("waterhole", Pen::Pencil)] {
        let board = example(name);
        let (bytes, _) = photograph(&board, &Shot::scan(11, 1200, pen));
        let yaml = read(&board, &bytes);
        let c = compare(&board, &yaml);
        assert!(c.exact(), "{name}: {c:?}\n{yaml}");
    }
}

/// Without a size the ratio is recognised: an A4 sheet scanned is A4, said in the comment; a
/// board read at a size in m is written in m.
#[test]
fn sizes_recognised_and_given() {
    let board = Board::random(7, 297.0, 210.0);
    let (bytes, _) = photograph(&board, &Shot::scan(2, 1000, Pen::Felt));
    let out = import_photo(&bytes, &PhotoOptions::default()).unwrap();
    assert!(
        out.yaml.contains("width: 297\n  height: 210\n"),
        "{}",
        out.yaml
    );
    assert!(
        out.yaml.contains("size assumed: A4 landscape"),
        "{}",
        out.yaml
    );
    assert_eq!(
        out.diagnostics[0].code,
        savanna::diagnostics::Code::ImportPhotoSize
    );
    let opts = PhotoOptions {
        size: Some(SheetSize::parse("3x2.1m").unwrap()),
        ..Default::default()
    };
    let out = import_photo(&bytes, &opts).unwrap();
    assert!(out.yaml.contains("units: m\n"), "{}", out.yaml);
    assert!(
        out.yaml.contains("width: 3\n  height: 2.1\n"),
        "{}",
        out.yaml
    );
}

/// One photo read at 300 × 200 mm and at 3 × 2 m, a frame drawn on the ground (issue 39, a
/// tester's finding: read at 3 × 2 m a board came out as 1 region, its closing tolerance still
/// 8 mm and 348 marks left out as writing, since every tolerance was in mm of paper). Both give
/// as many regions, borders and corner-only pairs, the same areas (sorted, within 2 %) and the
/// same lines, those read in m 10 times those read in mm (within 1 % of the frame's width: 3 mm
/// at 300 mm, ends and middles).
/// The ground board's tolerances are the drawing's scale times a sheet's
/// ([`savanna::import::photo::drawing_scale`]: √(6 m² / 125 000 mm²) = 6.93), so its closing
/// tolerance is 0.4 × 20 mm × 6.93 = 55.4 mm.
#[test]
fn a_ground_board_reads_as_the_same_drawing_at_any_size() {
    let board = Board::random(5, 300.0, 200.0);
    // Names written in the regions: read at 3 x 2 m, this photo's names are seen at 1.44 times
    // the resolution of the reading at 300 x 200 mm (both drawings are read at 4 px per mm of
    // the drawing, and the ground frame's drawing is A3-sized: drawing_scale), their ink up to
    // 4.4 mm from its baseline: left out as writing at both sizes (segments::WRITING_BAND_MM;
    // at 4 mm, 7 of them were read as short lines, issue 39).
    for (shot, what) in [
        (Shot::scan(4, 1200, Pen::Felt), "scan"),
        (
            Shot {
                seed: 6,
                width: 1600,
                height: 1200,
                tilt_deg: 20.0,
                turn_deg: -8.0,
                pen: Pen::Felt,
                blur_px: 0.8,
                noise: 0.01,
                uneven: true,
                marks: true,
                jpeg: 85,
                scan: false,
            },
            "photo",
        ),
    ] {
        let (bytes, _) = photograph(&board, &shot);
        let at = |size: &str| {
            import_photo(
                &bytes,
                &PhotoOptions {
                    size: Some(SheetSize::parse(size).unwrap()),
                    overlay: false,
                    name: None,
                },
            )
            .unwrap_or_else(|e| panic!("{what} at {size}: {e}"))
            .yaml
        };
        let (mm, m) = (at("300x200mm"), at("3x2m"));
        // The same regions, borders, corner-only pairs and areas (within 2 %) at both sizes,
        // areas in mm² of the board at 300 x 200 (m² read at 3 x 2 m times 10^6 / 10^2).
        // (Whether the reading at 300 x 200 mm gets the board drawn right is the other tests'
        // matter.)
        let summary = |yaml: &str, k: f64| {
            let v = run(yaml).validated;
            let mut areas: Vec<f64> = v.regions.iter().map(|r| r.area * k * k).collect();
            areas.sort_by(f64::total_cmp);
            ((v.regions.len(), v.borders.len(), v.corners.len()), areas)
        };
        let (a, b) = (summary(&mm, 1.0), summary(&m, 100.0));
        assert_eq!(a.0, b.0, "{what}: regions, borders, corners\n{mm}\n{m}");
        assert!(a.0.0 >= 5, "{what}: {:?}", a.0);
        for (x, y) in a.1.iter().zip(&b.1) {
            assert!((x - y).abs() <= 0.02 * x, "{what}: areas {x} and {y} mm²");
        }
        assert!(m.contains("units: m\n"), "{m}");
        assert!(
            m.contains("# Closing tolerance 55.4 mm (0.4 of the smaller piece's 20 mm drawn at this board's scale, 6.9 times a sheet's (138.6 mm))"),
            "{m}"
        );
        assert!(
            mm.contains("# Closing tolerance 8 mm (0.4 of the smaller piece's 20 mm)"),
            "{mm}"
        );
        let lines = |yaml: &str, k: f64| -> Vec<[[f64; 2]; 2]> {
            run(yaml)
                .validated
                .lines
                .iter()
                .map(|l| [l.from, l.to].map(|p| p.map(|v| v * k)))
                .collect()
        };
        // Both in mm of the board drawn at 300 x 200.
        let (a, b) = (lines(&mm, 1.0), lines(&m, 100.0));
        // The same drawing: every line's ends and middle, read at one size, lie within 3 mm of
        // a line read at the other (a line crossed by another may be read as one line or as
        // two that meet there).
        let near = |p: [f64; 2], set: &[[[f64; 2]; 2]]| {
            set.iter()
                .map(|[u, v]| {
                    let d = [v[0] - u[0], v[1] - u[1]];
                    let l2 = (d[0] * d[0] + d[1] * d[1]).max(1e-12);
                    let t = (((p[0] - u[0]) * d[0] + (p[1] - u[1]) * d[1]) / l2).clamp(0.0, 1.0);
                    libm::hypot(p[0] - u[0] - t * d[0], p[1] - u[1] - t * d[1])
                })
                .fold(f64::INFINITY, f64::min)
        };
        for (from, to, at) in [(&a, &b, "300x200mm"), (&b, &a, "3x2m")] {
            for [u, v] in from.iter() {
                for p in [*u, *v, [(u[0] + v[0]) / 2.0, (u[1] + v[1]) / 2.0]] {
                    let d = near(p, to);
                    assert!(
                        d < 3.0,
                        "{what}: {p:?} on a line read at {at} is {d} mm from the other reading's lines\n{mm}\n{m}"
                    );
                }
            }
        }
    }
}

fn png(w: u32, h: u32, px: &[u8]) -> Vec<u8> {
    use image::ImageEncoder;
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out)
        .write_image(px, w, h, image::ExtendedColorType::L8)
        .unwrap();
    out
}

/// Bad images: each an error with its sentence, never a panic.
#[test]
fn bad_images_are_refused_clearly() {
    let opts = PhotoOptions::default();
    // Too dark.
    let e = import_photo(&png(300, 200, &[8; 300 * 200]), &opts).unwrap_err();
    assert!(matches!(e, PhotoError::TooDark { .. }), "{e}");
    // Blank paper: a scan with nothing on it (it was "too dark" before; it is bright).
    let e = import_photo(&png(300, 200, &[240; 300 * 200]), &opts).unwrap_err();
    assert!(matches!(e, PhotoError::Blank { .. }), "{e}");
    assert!(
        e.to_string().starts_with("the image is nearly uniform"),
        "{e}"
    );
    // A 1 × 1 white PNG: too small, not "too dark".
    let e = import_photo(&png(1, 1, &[255]), &opts).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the image is 1 × 1 px: too small to read a board from (savanna needs at least 100 px a side; a phone's photo has thousands)"
    );
    // A PNG of 0 × 0 px (its header patched, the CRC redone).
    let mut p = png(1, 1, &[255]);
    p[16..24].fill(0);
    let crc = crc32fast::hash(&p[12..29]);
    p[29..33].copy_from_slice(&crc.to_be_bytes());
    let e = import_photo(&p, &opts).unwrap_err();
    assert_eq!(e.to_string(), "the image is empty (0 × 0 px)");
    // A sheet running off the right edge.
    let mut px = vec![60u8; 400 * 300];
    for y in 40..260 {
        for x in 150..400 {
            px[y * 400 + x] = 230;
        }
    }
    let e = import_photo(&png(400, 300, &px), &opts).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the sheet is cut off by the photo's right edge: photograph the whole sheet with some background around it"
    );
    // Noise, not a board.
    let mut r = support::Rng::new(5);
    let noise: Vec<u8> = (0..300 * 300).map(|_| (r.next() & 0xff) as u8).collect();
    assert!(import_photo(&png(300, 300, &noise), &opts).is_err());
    // A truncated JPEG (it was read as a grey sheet with "no lines found"), cut in its data or
    // in its headers; a truncated PNG.
    let board = example("waterhole");
    let (bytes, _) = photograph(&board, &Shot::scan(1, 600, Pen::Felt));
    for cut in [bytes.len() / 3, bytes.len() - 2, 300] {
        let e = import_photo(&bytes[..cut], &opts).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the JPEG file is cut short (its image data ends before the end of the image): copy or download the photo again",
            "cut at {cut}"
        );
    }
    assert!(import_photo(&bytes, &opts).is_ok());
    let p = png(300, 200, &[200; 300 * 200]);
    let e = import_photo(&p[..p.len() - 20], &opts).unwrap_err();
    assert!(
        matches!(
            e,
            PhotoError::Truncated { format: "PNG" } | PhotoError::Decode(_)
        ),
        "{e}"
    );
    // Not an image.
    let e = import_photo(b"<svg/>", &opts).unwrap_err();
    assert!(matches!(e, PhotoError::Decode(_)), "{e}");
}

/// The CLI: `savanna import PHOTO --paper … --overlay …` writes the board and the overlay; photo
/// options on an SVG are a mistake.
#[test]
fn the_command_line_reads_a_photo() {
    let board = example("crossing");
    let (bytes, _) = photograph(&board, &Shot::scan(4, 900, Pen::Felt));
    let dir = tempfile::tempdir().unwrap();
    let photo = dir.path().join("crossing.jpg");
    std::fs::write(&photo, &bytes).unwrap();
    let overlay = dir.path().join("overlay.png");
    let out = assert_cmd::Command::cargo_bin("savanna")
        .unwrap()
        .args(["import"])
        .arg(&photo)
        .args(["--paper", "A4", "--overlay"])
        .arg(&overlay)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let yaml = String::from_utf8(out.stdout).unwrap();
    assert!(
        yaml.starts_with(
            "# Imported from a photo by `savanna import`: crossing.jpg (JPEG, 900 × 636 px)."
        ),
        "{yaml}"
    );
    assert!(compare(&board, &yaml).exact(), "{yaml}");
    let png = std::fs::read(&overlay).unwrap();
    assert!(png.starts_with(b"\x89PNG"));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("[savanna::import::photo-size]"), "{stderr}");

    // An overlay named .jpg is a JPEG; one named .gif is refused before anything is read.
    let jpg = dir.path().join("overlay.jpg");
    let out = assert_cmd::Command::cargo_bin("savanna")
        .unwrap()
        .args(["import", "-q"])
        .arg(&photo)
        .arg("--overlay")
        .arg(&jpg)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        std::fs::read(&jpg)
            .unwrap()
            .starts_with(&[0xff, 0xd8, 0xff])
    );
    let out = assert_cmd::Command::cargo_bin("savanna")
        .unwrap()
        .args(["import"])
        .arg(&photo)
        .arg("--overlay")
        .arg(dir.path().join("overlay.gif"))
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("name the overlay .png or .jpg"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // A file named .jpg that is no image is told so (it was read as an SVG).
    let fake = dir.path().join("board.jpg");
    std::fs::write(&fake, "<svg xmlns='http://www.w3.org/2000/svg'/>").unwrap();
    let out = assert_cmd::Command::cargo_bin("savanna")
        .unwrap()
        .args(["import"])
        .arg(&fake)
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("cannot read the image: not a JPEG, PNG or WebP file"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let svg = dir.path().join("b.svg");
    std::fs::write(&svg, "<svg xmlns='http://www.w3.org/2000/svg'/>").unwrap();
    let out = assert_cmd::Command::cargo_bin("savanna")
        .unwrap()
        .args(["import"])
        .arg(&svg)
        .args(["--paper", "A4"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("--paper, --size and --overlay are for photos")
    );
}
