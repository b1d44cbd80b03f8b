//! Paper pages, tiling and PDF: sizes, coverage, the calibration square, determinism.

use crate::render_support;

use proptest::prelude::*;
use render_support::{decode_png, grid_2x2, grid_a3, root_attr, tool_or_skip};
use savanna::output::render::page::{CHECK_SQUARE_MM, PRINT_AT_100, PageKind, PageOptions, pages};
use savanna::output::render::paper::{Orientation, Paper};
use savanna::output::render::png::{PngOptions, rasterise};
use savanna::output::render::tile::{TileOptions, plan};
use savanna::output::render::{parse_svg, pdf};

fn opts(paper: Paper) -> PageOptions {
    PageOptions {
        tile: TileOptions {
            paper,
            ..TileOptions::default()
        },
        ..PageOptions::default()
    }
}

/// Writes the A3 board's A4 pages as PNG, SVG and one PDF into `SAVANNA_PREVIEW_DIR` (to look
/// at), or a temporary folder, and checks what was written: every PNG at 3 px/mm has its page's
/// size in pixels, every SVG parses, and the PDF has one page per page with the page size.
#[test]
fn preview_pages_when_asked() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = std::env::var("SAVANNA_PREVIEW_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| tmp.path().to_path_buf());
    let mut o = opts(Paper::a4());
    o.cutouts = true;
    o.svg.proof = true;
    let p = pages(&grid_a3(), &o).unwrap();
    assert_eq!(p.pages.len(), 6, "cover, four tiles, cut-outs");
    for (i, pg) in p.pages.iter().enumerate() {
        let png = rasterise(
            &pg.svg,
            &PngOptions {
                px_per_mm: 3.0,
                white_background: true,
                max_side_px: savanna::output::render::png::MAX_SIDE_PX,
            },
        )
        .unwrap();
        std::fs::write(dir.join(format!("page{}.png", i + 1)), png).unwrap();
        std::fs::write(dir.join(format!("page{}.svg", i + 1)), &pg.svg).unwrap();
    }
    let pdf_path = dir.join("grid_a3_a4.pdf");
    std::fs::write(&pdf_path, pdf::render(&grid_a3(), &o).unwrap()).unwrap();
    for (i, pg) in p.pages.iter().enumerate() {
        let (w, h, _) = decode_png(&std::fs::read(dir.join(format!("page{}.png", i + 1))).unwrap());
        // A4 landscape, 297 x 210 mm at 3 px/mm
        assert_eq!(pg.size_mm, [297.0, 210.0]);
        assert_eq!((w, h), (891, 630), "page {}", i + 1);
        let svg = std::fs::read_to_string(dir.join(format!("page{}.svg", i + 1))).unwrap();
        parse_svg(&svg).expect("written page parses");
    }
    let boxes = media_boxes(&std::fs::read(&pdf_path).unwrap());
    assert_eq!(boxes.len(), p.pages.len());
    for b in boxes {
        assert!(
            (b[2] - 841.89).abs() < 0.01 && (b[3] - 595.276).abs() < 0.01,
            "{b:?}"
        );
    }
}

#[test]
fn a3_board_on_a4_is_a_cover_and_four_landscape_tiles() {
    let p = pages(&grid_a3(), &opts(Paper::a4())).unwrap();
    assert_eq!(p.plan.orientation, Orientation::Landscape);
    let kinds: Vec<PageKind> = p.pages.iter().map(|pg| pg.kind.clone()).collect();
    assert_eq!(
        kinds,
        [
            PageKind::Cover,
            PageKind::Tile(0),
            PageKind::Tile(1),
            PageKind::Tile(2),
            PageKind::Tile(3)
        ]
    );
    for pg in &p.pages {
        assert_eq!(pg.size_mm, [297.0, 210.0]);
        assert_eq!(root_attr(&pg.svg, "width").as_deref(), Some("297mm"));
        assert_eq!(root_attr(&pg.svg, "height").as_deref(), Some("210mm"));
        assert_eq!(
            root_attr(&pg.svg, "viewBox").as_deref(),
            Some("0 0 297 210")
        );
        parse_svg(&pg.svg).expect("page parses");
    }
    // Every page says how to print; tile pages carry their grid label.
    assert!(
        p.pages
            .iter()
            .all(|pg| pg.svg.contains("print at 100 % / actual size"))
    );
    assert!(p.pages[4].svg.contains("<title>grid A3 · B2</title>"));
    assert!(p.pages[4].svg.contains("\nB2\n"));
}

#[test]
fn a3_board_on_a3_needs_two_portrait_pages() {
    // Landscape A3 leaves 400 x 261 mm: 2 x 2 tiles; portrait leaves 277 x 384 mm: 1 row of 2.
    let p = pages(
        &grid_a3(),
        &PageOptions {
            cover: false,
            ..opts(Paper::a3())
        },
    )
    .unwrap();
    assert_eq!(p.plan.orientation, Orientation::Portrait);
    assert_eq!((p.plan.rows, p.plan.cols), (1, 2));
    assert_eq!(p.pages.len(), 2);
}

#[test]
fn small_board_is_one_centred_tile() {
    let p = pages(&grid_2x2(), &opts(Paper::letter())).unwrap();
    assert_eq!(p.plan.tiles.len(), 1);
    assert_eq!(p.pages.len(), 2);
    assert_eq!(p.pages[1].size_mm, [215.9, 279.4]);
}

/// Positions (centres, in pixels) of dark runs along one row or column of an RGBA image.
fn dark_runs(w: u32, h: u32, px: &[u8], fixed: u32, horizontal: bool) -> Vec<f64> {
    let n = if horizontal { w } else { h };
    let dark = |i: u32| {
        let (x, y) = if horizontal { (i, fixed) } else { (fixed, i) };
        let o = ((y * w + x) * 4) as usize;
        let lum = (px[o] as u32 + px[o + 1] as u32 + px[o + 2] as u32) / 3;
        lum < 128
    };
    let mut runs = Vec::new();
    let mut i = 0;
    while i < n {
        if dark(i) {
            let s = i;
            while i < n && dark(i) {
                i += 1;
            }
            runs.push((s + i - 1) as f64 / 2.0);
        }
        i += 1;
    }
    runs
}

/// Measures the check square on a cover page image at `px_per_mm`: (width, height) in mm,
/// between the centres of its strokes. The scan lines pass 20 mm inside the square's top-left
/// corner, where nothing else is drawn.
fn measure_square(png: &[u8], px_per_mm: f64, corner_mm: [f64; 2]) -> (f64, f64) {
    let (w, h, px) = decode_png(png);
    let row = ((corner_mm[1] + 20.0) * px_per_mm) as u32;
    let col = ((corner_mm[0] + 20.0) * px_per_mm) as u32;
    let xs = dark_runs(w, h, &px, row, true);
    let ys: Vec<f64> = dark_runs(w, h, &px, col, false)
        .into_iter()
        .filter(|&y| y > (corner_mm[1] - 2.0) * px_per_mm)
        .collect();
    ((xs[1] - xs[0]) / px_per_mm, (ys[1] - ys[0]) / px_per_mm)
}

#[test]
fn check_square_is_100_mm_in_the_svg() {
    let p = pages(&grid_a3(), &opts(Paper::a4())).unwrap();
    let cover = &p.pages[0].svg;
    assert!(cover.contains("100 mm × 100 mm"));
    let sq = &cover[cover.find("id=\"check-square\"").unwrap()..];
    let sq = &sq[..sq.find("/>").unwrap()];
    assert!(
        sq.contains("width=\"100\"") && sq.contains("height=\"100\""),
        "{sq}"
    );
    assert_eq!(CHECK_SQUARE_MM, 100.0);
    // Rasterised at 10 px/mm by resvg, it measures 100 mm (to a pixel).
    let png = rasterise(
        cover,
        &PngOptions {
            px_per_mm: 10.0,
            white_background: true,
            max_side_px: savanna::output::render::png::MAX_SIDE_PX,
        },
    )
    .unwrap();
    let (w, h) = measure_square(&png, 10.0, [10.0, 32.0]);
    assert!(
        (w - 100.0).abs() <= 0.1 && (h - 100.0).abs() <= 0.1,
        "{w} x {h}"
    );
}

#[test]
fn scale_correction_stretches_the_print() {
    let mut o = opts(Paper::a4());
    o.tile.scale_correction = [1.01, 0.99];
    let p = pages(&grid_a3(), &o).unwrap();
    assert_eq!(p.pages[0].size_mm, [297.0, 210.0]);
    let png = rasterise(
        &p.pages[0].svg,
        &PngOptions {
            px_per_mm: 10.0,
            white_background: true,
            max_side_px: savanna::output::render::png::MAX_SIDE_PX,
        },
    )
    .unwrap();
    let (w, h) = measure_square(&png, 10.0, [10.0, 32.0 * 0.99]);
    assert!(
        (w - 101.0).abs() <= 0.15 && (h - 99.0).abs() <= 0.15,
        "{w} x {h}"
    );
}

fn media_boxes(pdf: &[u8]) -> Vec<[f64; 4]> {
    let s = String::from_utf8_lossy(pdf);
    // pdf-writer writes `/MediaBox [` or, compact, `/MediaBox[`.
    s.match_indices("/MediaBox")
        .map(|(i, m)| {
            let rest = s[i + m.len()..].trim_start();
            let rest = rest.strip_prefix('[').expect("a MediaBox array");
            let body = &rest[..rest.find(']').unwrap()];
            let v: Vec<f64> = body
                .split_whitespace()
                .map(|x| x.parse().unwrap())
                .collect();
            [v[0], v[1], v[2], v[3]]
        })
        .collect()
}

#[test]
fn pdf_pages_have_the_paper_size() {
    for (paper, orient, pts) in [
        (Paper::a4(), Orientation::Landscape, [841.89, 595.276]),
        (Paper::a4(), Orientation::Portrait, [595.276, 841.89]),
        (Paper::a3(), Orientation::Portrait, [841.89, 1190.551]),
        (Paper::letter(), Orientation::Portrait, [612.0, 792.0]),
        (Paper::tabloid(), Orientation::Landscape, [1224.0, 792.0]),
    ] {
        let mut o = opts(paper.clone());
        o.tile.orientation = Some(orient);
        let bytes = pdf::render(&grid_a3(), &o).unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
        let n = pages(&grid_a3(), &o).unwrap().pages.len();
        let boxes = media_boxes(&bytes);
        assert_eq!(boxes.len(), n, "{}", paper.name);
        for b in boxes {
            assert_eq!(&b[..2], &[0.0, 0.0]);
            assert!(
                (b[2] - pts[0]).abs() < 0.01 && (b[3] - pts[1]).abs() < 0.01,
                "{} {b:?}",
                paper.name
            );
        }
    }
}

#[test]
fn same_input_same_bytes() {
    let mut o = opts(Paper::a4());
    o.cutouts = true;
    o.svg.proof = true;
    o.svg.certificates = true;
    assert_eq!(
        pages(&grid_a3(), &o).unwrap(),
        pages(&grid_a3(), &o).unwrap()
    );
    // Render several times so that a resource dictionary written in hash-map order would show.
    let first = pdf::render(&grid_a3(), &o).unwrap();
    for _ in 0..6 {
        let again = pdf::render(&grid_a3(), &o).unwrap();
        let at = first.iter().zip(&again).position(|(a, b)| a != b);
        assert!(
            at.is_none() && first.len() == again.len(),
            "PDF differs at byte {at:?}"
        );
    }
}

#[test]
fn cutouts_have_every_piece_at_its_diameter() {
    let mut o = opts(Paper::a4());
    o.cutouts = true;
    let p = pages(&grid_2x2(), &o).unwrap();
    let last = p.pages.last().unwrap();
    assert_eq!(last.kind, PageKind::Cutouts(0));
    let body = &last.svg[last.svg.find("id=\"cutouts\"").unwrap()..];
    assert_eq!(body.matches("r=\"15\"").count(), 3, "3 lions of 30 mm");
    assert_eq!(body.matches("r=\"10\"").count(), 9, "9 jackals of 20 mm");
}

/// Page `page` (1-based) of `pdf` rasterised by pdftoppm (poppler-utils, independent of our SVG
/// path) at 254 dpi = 10 px/mm; `None` when pdftoppm is missing outside CI (see
/// [`render_support::tool_or_skip`]).
fn pdftoppm_page(test: &str, pdf: &[u8], page: usize) -> Option<Vec<u8>> {
    let present = std::process::Command::new("pdftoppm")
        .arg("-v")
        .output()
        .is_ok();
    if !tool_or_skip(test, "pdftoppm", "apt-get install poppler-utils", present) {
        return None;
    }
    let dir = tempfile::tempdir().unwrap();
    let pdf_path = dir.path().join("b.pdf");
    std::fs::write(&pdf_path, pdf).unwrap();
    let out = dir.path().join("p");
    let n = page.to_string();
    let st = std::process::Command::new("pdftoppm")
        .args(["-r", "254", "-f", &n, "-l", &n, "-png", "-singlefile"])
        .arg(&pdf_path)
        .arg(&out)
        .status()
        .unwrap();
    assert!(st.success());
    Some(std::fs::read(dir.path().join("p.png")).unwrap())
}

#[test]
fn pdf_check_square_measures_100_mm() {
    let pdf = pdf::render(&grid_a3(), &opts(Paper::a4())).unwrap();
    let Some(png) = pdftoppm_page("pdf_check_square_measures_100_mm", &pdf, 1) else {
        return;
    };
    let (w, h, _) = decode_png(&png);
    // A4 landscape at 10 px/mm; pdftoppm rounds the page size up.
    assert!(
        (2970..=2971).contains(&w) && (2100..=2101).contains(&h),
        "{w} x {h}"
    );
    let (sw, sh) = measure_square(&png, 10.0, [10.0, 32.0]);
    assert!(
        (sw - 100.0).abs() <= 0.15 && (sh - 100.0).abs() <= 0.15,
        "{sw} x {sh}"
    );
}

/// The box (in pixels: left, top, right, bottom) holding every dark pixel of an RGBA image.
fn dark_box(w: u32, h: u32, px: &[u8]) -> [u32; 4] {
    let mut b = [u32::MAX, u32::MAX, 0, 0];
    for y in 0..h {
        for x in 0..w {
            let o = ((y * w + x) * 4) as usize;
            let lum = (px[o] as u32 + px[o + 1] as u32 + px[o + 2] as u32) / 3;
            if lum < 128 {
                b = [b[0].min(x), b[1].min(y), b[2].max(x), b[3].max(y)];
            }
        }
    }
    b
}

/// Every tile page of the PDF, as pdftoppm draws it, has its drawing where the page's SVG has
/// it: the box of dark pixels (board lines, cut marks, labels, from one page edge to the other)
/// agrees to 0.3 mm. Content drawn at 98 % inside a correct page box moves the far edges by
/// up to 6 mm.
#[test]
fn pdf_tile_pages_match_their_svg_pages() {
    let o = opts(Paper::a4());
    let p = pages(&grid_a3(), &o).unwrap();
    let pdf = pdf::render(&grid_a3(), &o).unwrap();
    for (i, pg) in p.pages.iter().enumerate() {
        let Some(got) = pdftoppm_page("pdf_tile_pages_match_their_svg_pages", &pdf, i + 1) else {
            return;
        };
        let want = rasterise(
            &pg.svg,
            &PngOptions {
                px_per_mm: 10.0,
                white_background: true,
                max_side_px: savanna::output::render::png::MAX_SIDE_PX,
            },
        )
        .unwrap();
        let (gw, gh, gpx) = decode_png(&got);
        let (ww, wh, wpx) = decode_png(&want);
        let (g, w) = (dark_box(gw, gh, &gpx), dark_box(ww, wh, &wpx));
        assert!(
            g.iter().zip(&w).all(|(a, b)| a.abs_diff(*b) <= 3),
            "page {}: dark pixels of the PDF in {g:?}, of the SVG in {w:?} (px at 10 px/mm)",
            i + 1
        );
    }
}

#[test]
fn first_page_says_print_at_100() {
    assert!(PRINT_AT_100.contains("100 %"));
    let p = pages(&grid_2x2(), &opts(Paper::a4())).unwrap();
    assert!(p.pages[0].svg.contains("Print at 100 % / actual size"));
    assert!(p.pages[0].svg.contains("id=\"ruler\""));
}

#[test]
fn bad_options_are_errors_not_panics() {
    let mut o = opts(Paper::a4());
    o.tile.margin_mm = 500.0;
    assert!(pages(&grid_2x2(), &o).is_err());
    assert!(pdf::render(&grid_2x2(), &o).is_err());
}

proptest! {
    /// Tiles cover the whole board, neighbors overlap by exactly the stated strip, and the
    /// labels run A1, A2, …, B1, … row by row.
    #[test]
    fn tiles_cover_with_overlap(w in 1.0f64..3000.0, h in 1.0f64..3000.0, paper in 0usize..4, overlap in 0.0f64..30.0, landscape in proptest::option::of(proptest::bool::ANY)) {
        let paper = [Paper::a4(), Paper::a3(), Paper::letter(), Paper::tabloid()][paper].clone();
        let o = TileOptions {
            paper,
            orientation: landscape.map(|l| if l { Orientation::Landscape } else { Orientation::Portrait }),
            overlap_mm: overlap,
            ..TileOptions::default()
        };
        let p = plan([w, h], &o).unwrap();
        prop_assert_eq!(p.tiles.len(), p.rows * p.cols);
        let [cw, ch] = p.content_mm;
        prop_assert!(p.overlap_mm[0] == overlap && p.overlap_mm[1] == overlap);
        let first = &p.tiles[0];
        let last = p.tiles.last().unwrap();
        prop_assert!(first.origin_mm[0] <= 1e-9 && first.origin_mm[1] <= 1e-9);
        prop_assert!(last.origin_mm[0] + cw >= w - 1e-9 && last.origin_mm[1] + ch >= h - 1e-9);
        for t in &p.tiles {
            if t.col > 0 {
                let left = &p.tiles[t.row * p.cols + t.col - 1];
                prop_assert!((left.origin_mm[0] + cw - t.origin_mm[0] - overlap).abs() < 1e-9);
            }
            if t.row > 0 {
                let up = &p.tiles[(t.row - 1) * p.cols + t.col];
                prop_assert!((up.origin_mm[1] + ch - t.origin_mm[1] - overlap).abs() < 1e-9);
            }
            prop_assert!(t.label.ends_with(&(t.col + 1).to_string()));
        }
        // No orientation needs fewer pages than the chosen one.
        if o.orientation.is_none() {
            for orient in [Orientation::Portrait, Orientation::Landscape] {
                let q = plan([w, h], &TileOptions { orientation: Some(orient), ..o.clone() }).unwrap();
                prop_assert!(p.tiles.len() <= q.tiles.len());
            }
        }
    }
}

/// Every point of the board shows up on some tile page, at the right place: sampled every 7 mm,
/// the tile page's pixel equals the bare sheet's pixel (both at 2 px/mm, tile origins on whole
/// millimetres, so the rasters align). Points in overlap strips are only checked for coverage,
/// since cut lines and alignment marks are drawn there.
#[test]
fn tiles_show_the_whole_board_in_place() {
    use savanna::output::render::svg::{SvgOptions, render};
    let v = grid_a3();
    let o = PageOptions {
        cover: false,
        ..opts(Paper::a4())
    };
    let p = pages(&v, &o).unwrap();
    let k = 2.0;
    let png = |svg: &str| {
        decode_png(
            &rasterise(
                svg,
                &PngOptions {
                    px_per_mm: k,
                    white_background: true,
                    max_side_px: savanna::output::render::png::MAX_SIDE_PX,
                },
            )
            .unwrap(),
        )
    };
    let sheet = png(&render(&v, &SvgOptions::default()));
    let tiles: Vec<_> = p.pages.iter().map(|pg| png(&pg.svg)).collect();
    let pixel = |img: &(u32, u32, Vec<u8>), x: f64, y: f64| {
        let (w, _, px) = img;
        let o = (((y * k) as u32 * w + (x * k) as u32) * 4) as usize;
        [px[o], px[o + 1], px[o + 2]]
    };
    let [cw, ch] = p.plan.content_mm;
    let [ox, oy] = p.plan.overlap_mm;
    let m = p.plan.options.margin_mm;
    let (mut checked, mut y) = (0, 1.5);
    while y < 297.0 {
        let mut x = 1.5;
        while x < 420.0 {
            let mut covered = false;
            for (t, img) in p.plan.tiles.iter().zip(&tiles) {
                let (lx, ly) = (x - t.origin_mm[0], y - t.origin_mm[1]);
                if lx < 0.0 || ly < 0.0 || lx > cw || ly > ch {
                    continue;
                }
                covered = true;
                let in_strip = (t.col > 0 && lx < ox + 3.0)
                    || (t.col + 1 < p.plan.cols && lx > cw - ox - 3.0)
                    || (t.row > 0 && ly < oy + 3.0)
                    || (t.row + 1 < p.plan.rows && ly > ch - oy - 3.0)
                    || lx < 1.0
                    || ly < 1.0
                    || lx > cw - 1.0
                    || ly > ch - 1.0;
                if !in_strip {
                    assert_eq!(
                        pixel(img, m + lx, m + ly),
                        pixel(&sheet, x, y),
                        "board point ({x}, {y}) on {}",
                        t.label
                    );
                    checked += 1;
                }
            }
            assert!(covered, "board point ({x}, {y}) is on no page");
            x += 7.0;
        }
        y += 7.0;
    }
    assert!(checked > 1500, "{checked}");
}

#[test]
fn legend_states_the_rules_and_the_start() {
    // The default rules (grid_2x2 has no `game:`), worded by game::rules_text: strength 3, so
    // 1 lion takes up to 3 jackals and 2 lions up to 6; 1 and 2 points a region.
    let l = savanna::output::render::page::legend_lines(&grid_2x2());
    assert!(
        l.iter()
            .any(|s| s.contains("1 lion takes up to 3, 2 lions up to 6"))
    );
    // grid_2x2 has 2 corner-only pairs (the diagonal squares): the ring is explained.
    assert!(
        l.iter()
            .any(|s| s.contains("touching at a corner is not enough")
                && s.contains("A ring ○ marks regions that touch only at a corner"))
    );
    assert!(
        l.iter()
            .any(|s| s.contains("jackals score 1 point and lions 2 for each region"))
    );
    // The fixture's setup: lions in regions 1 (Oasis) and 4 (Rock), the pack of 9 in #2.
    // The marks on the board are explained (start::drawn: a setup, and game.setup is board).
    assert_eq!(
        l.last().unwrap(),
        "Start: one lion in each of Oasis, Rock; the jackal pack (9 jackals) in #2. On the board, a white disc beside a name marks a lion's start, a dark disc with a number the pack's."
    );
}

#[test]
fn pdf_embeds_the_shipped_font() {
    let bytes = pdf::render(&grid_2x2(), &opts(Paper::a4())).unwrap();
    let s = String::from_utf8_lossy(&bytes);
    assert!(
        s.contains("/FontFile2"),
        "a TrueType font program is embedded"
    );
    assert!(s.contains("+DejaVuSans"), "a DejaVu Sans subset");
    assert!(!s.contains("/BaseFont /Helvetica"));
}

/// The board of `text`, validated.
fn board_of(text: &str) -> savanna::validated::ValidatedBoard {
    savanna::pipeline::run(text, &Default::default())
        .unwrap()
        .validated
}

/// A `w` x `h` mm board whose frame's top-left corner is at `(o, o)`, cut by one line.
fn framed_at(o: f64, w: f64, h: f64) -> String {
    let (x1, y1) = (o + w, o + h);
    format!(
        "units: mm\nframe:\n  polygon: [[{o}, {o}], [{x1}, {o}], [{x1}, {y1}], [{o}, {y1}]]\nlines:\n  - [[{o}, {}], [{x1}, {}]]\n",
        o + 100.0,
        o + 100.0
    )
}

#[test]
fn tiles_are_laid_out_from_the_frame_not_the_origin() {
    // 540 x 270 mm on A3: landscape pages leave 400 x 261 mm, so 2 x 2 tiles (4); portrait pages
    // leave 277 x 384 mm, so 2 columns (540 - 10 overlap over 267 per page) of 1 row: 2 tiles.
    // From the origin a frame at (20, 20) would span 560 x 290 mm: 3 columns portrait
    // (ceil(550 / 267)), 2 x 2 landscape: 3 tiles. From its frame it is 2, as at (0, 0).
    let count = |o: f64| {
        let v = board_of(&framed_at(o, 540.0, 270.0));
        let p = pages(
            &v,
            &PageOptions {
                cover: false,
                ..opts(Paper::a3())
            },
        )
        .unwrap();
        (p.plan.rows, p.plan.cols, p.pages.len())
    };
    assert_eq!(count(0.0), (1, 2, 2));
    assert_eq!(count(20.0), (1, 2, 2));
    // The first tile starts at the frame's corner: its page shows the board's left edge at the
    // margin, as the board at (0, 0) does (the same page, moved).
    let svg_of = |o: f64| {
        let v = board_of(&framed_at(o, 540.0, 270.0));
        let p = pages(
            &v,
            &PageOptions {
                cover: false,
                ..opts(Paper::a3())
            },
        )
        .unwrap();
        p.pages[0].svg.clone()
    };
    let shift = |svg: &str| -> [f64; 2] {
        let i = svg.find("translate(").unwrap() + "translate(".len();
        let j = svg[i..].find(')').unwrap() + i;
        let v: Vec<f64> = svg[i..j].split(' ').map(|x| x.parse().unwrap()).collect();
        [v[0], v[1]]
    };
    let [x0, y0] = shift(&svg_of(0.0));
    let [x20, y20] = shift(&svg_of(20.0));
    assert_eq!([x20, y20], [x0 - 20.0, y0 - 20.0]);
}

/// The centres of the alignment marks (⊕) of a tile page, page mm.
fn align_marks(svg: &str) -> Vec<[f64; 2]> {
    let from = svg.find("id=\"cut-marks\"").expect("the cut marks");
    let to = svg[from..]
        .find("id=\"footer\"")
        .map_or(svg.len(), |i| from + i);
    let num = |s: &str, key: &str| -> f64 {
        let i = s.find(key).unwrap() + key.len();
        s[i..].split('"').next().unwrap().parse().unwrap()
    };
    svg[from..to]
        .split("<circle ")
        .skip(1)
        .map(|c| [num(c, "cx=\""), num(c, "cy=\"")])
        .collect()
}

#[test]
fn alignment_marks_keep_clear_of_labels() {
    use savanna::output::render::svg::{label_bounds, print_bounds};
    // Classic on A4: 4 landscape tiles (2 x 2), seams across the middle of the sheet where
    // labels sit (Long Grass at (220, 140), the row of labels at y 120 to 180).
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/classic.yaml"
    ))
    .unwrap();
    let v = board_of(&text);
    let o = PageOptions {
        cover: false,
        ..opts(Paper::a4())
    };
    let p = pages(&v, &o).unwrap();
    assert_eq!(p.pages.len(), 4);
    let b = print_bounds(&v);
    let boxes = label_bounds(&v, &o.svg);
    assert_eq!(boxes.len(), 10);
    let m = o.tile.margin_mm;
    let mut marks = 0;
    for (page, t) in p.pages.iter().zip(&p.plan.tiles) {
        // Board mm to this page's mm: the tile's origin at the margin.
        let at = |q: [f64; 2]| {
            [
                m - t.origin_mm[0] + q[0] - b.min[0],
                m - t.origin_mm[1] + q[1] - b.min[1],
            ]
        };
        for c in align_marks(&page.svg) {
            marks += 1;
            for [lo, hi] in &boxes {
                let (lo, hi) = (at(*lo), at(*hi));
                let apart = c[0] + 3.5 <= lo[0] + 1e-9
                    || c[0] - 3.5 >= hi[0] - 1e-9
                    || c[1] + 3.5 <= lo[1] + 1e-9
                    || c[1] - 3.5 >= hi[1] - 1e-9;
                assert!(
                    apart,
                    "{}: mark at {c:?} on the label {lo:?}-{hi:?}",
                    t.label
                );
            }
        }
    }
    // Every seam keeps marks to match the pages by: 4 pages, each with 2 seams.
    assert!(marks >= 16, "{marks} marks");
}
