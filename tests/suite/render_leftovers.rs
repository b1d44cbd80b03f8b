//! What a fresh user found on the print sheets, each checked on the output: the inch board's
//! check square in inches, the layout plan's rules page that never drops text, the balance
//! heatmap's legend clear of the board's marks, and the marks clear of their labels.

use crate::common;

use common::{example, savanna};
use std::path::Path;

/// The text of page `page` (from 1) of the PDF `pdf`, by pdftotext (poppler, installed on the
/// machines the tests run on; `None` without it).
fn pdf_text(pdf: &Path, page: u32) -> Option<String> {
    let out = std::process::Command::new("pdftotext")
        .args(["-f", &page.to_string(), "-l", &page.to_string(), "-layout"])
        .arg(pdf)
        .arg("-")
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The number of pages of `pdf` (pdfinfo), `None` without it.
fn pdf_pages(pdf: &Path) -> Option<u32> {
    let out = std::process::Command::new("pdfinfo")
        .arg(pdf)
        .output()
        .ok()?;
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("Pages:").map(|n| n.trim().parse().unwrap()))
}

fn render(board: &Path, out: &Path, extra: &[&str]) {
    let o = savanna()
        .arg("render")
        .arg(board)
        .arg("-o")
        .arg(out)
        .args(extra)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

/// An inch board's cover gives the check square in inches, the millimetres in brackets:
/// 100 mm / 25.4 = 3.937 in, 3.94 to the hundredth (as its pieces: 30 mm = 1.18 in). A
/// millimetre board keeps `100 mm × 100 mm`.
#[test]
fn the_inch_cover_gives_its_check_square_in_inches() {
    let dir = tempfile::tempdir().unwrap();
    let inch = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/newcomer/06-reading-order-numbering.yaml");
    let pdf = dir.path().join("inch.pdf");
    render(&inch, &pdf, &[]);
    let Some(cover) = pdf_text(&pdf, 1) else {
        eprintln!("skipped: no pdftotext");
        return;
    };
    assert!(cover.contains("3.94 in × 3.94 in (100 mm)"), "{cover}");
    assert!(!cover.contains("100 mm × 100 mm"), "{cover}");
    assert!(cover.contains("3 × lion, 1.18 in"), "{cover}");
    let mm = dir.path().join("classic.pdf");
    render(&example("classic.yaml"), &mm, &[]);
    let cover = pdf_text(&mm, 1).unwrap();
    assert!(cover.contains("100 mm × 100 mm"), "{cover}");
    assert!(!cover.contains(" in × "), "{cover}");
}

/// A ground board of 40 regions (3 m x 2 m; nine lines down it and three across: 10 x 4
/// regions): its layout plan's rules do not fit one page, even set smaller, and continue on a
/// second rules page; every region's line is there, once (the page used to stop at #21 on A4).
const BIG_GROUND: &str = "name: Big Playground
units: m
frame: {width: 3, height: 2}
lines:
  - [[0.30, 0], [0.32, 2]]
  - [[0.60, 0], [0.62, 2]]
  - [[0.90, 0], [0.92, 2]]
  - [[1.20, 0], [1.22, 2]]
  - [[1.50, 0], [1.52, 2]]
  - [[1.80, 0], [1.82, 2]]
  - [[2.10, 0], [2.12, 2]]
  - [[2.40, 0], [2.42, 2]]
  - [[2.70, 0], [2.72, 2]]
  - [[0, 0.50], [3, 0.53]]
  - [[0, 1.00], [3, 1.03]]
  - [[0, 1.50], [3, 1.53]]
";

#[test]
fn the_plan_rules_continue_on_another_page_and_drop_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("big.yaml");
    std::fs::write(&board, BIG_GROUND).unwrap();
    for paper in ["a4", "letter"] {
        let pdf = dir.path().join(format!("big-{paper}.pdf"));
        render(&board, &pdf, &["--paper", paper]);
        let Some(n) = pdf_pages(&pdf) else {
            eprintln!("skipped: no pdfinfo");
            return;
        };
        let pages: Vec<String> = (1..=n).map(|p| pdf_text(&pdf, p).unwrap()).collect();
        let rules: Vec<&String> = pages
            .iter()
            .filter(|t| t.contains("Big Playground: how to play"))
            .collect();
        assert!(rules.len() >= 2, "{paper}: {} rules pages", rules.len());
        assert!(rules[1].contains("how to play (continued)"), "{}", rules[1]);
        assert!(rules[1].contains("Rules 2"), "{}", rules[1]);
        let all: String = rules.iter().map(|s| s.as_str()).collect();
        for id in 1..=40 {
            let line = format!("#{id}: all · neighbors ");
            assert_eq!(all.matches(&line).count(), 1, "{paper}: {line}\n{all}");
        }
        // Region 40 (bottom right) borders 30 above it and 39 left of it.
        assert!(all.contains("#40: all · neighbors #30, #39"), "{all}");
        // The rules and the pieces stay whole, on the first rules page.
        assert!(rules[0].contains("The jackals move first."), "{}", rules[0]);
        assert!(
            rules[0].contains("9 jackals: discs 20 mm across"),
            "{}",
            rules[0]
        );
        // The footers count every page: the last says `n of n`.
        assert!(pages[n as usize - 1].contains(&format!("page {n} of {n}")));
    }
}

/// The shipped ground board's rules fit one page, at full size as before.
#[test]
fn the_ground_examples_rules_stay_on_one_page() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("ground.pdf");
    render(&example("ground-3m.yaml"), &pdf, &[]);
    let Some(n) = pdf_pages(&pdf) else {
        eprintln!("skipped: no pdfinfo");
        return;
    };
    // Plan, rules, pieces.
    assert_eq!(n, 3);
    let rules = pdf_text(&pdf, 2).unwrap();
    assert!(rules.contains("Playground: how to play"), "{rules}");
    assert!(rules.contains("#10: all · neighbors #7, #9"), "{rules}");
}

/// 32 regions (seven lines down, three across: 8 x 4) fit one A4 rules page once set smaller,
/// as the cover's legend is: one rules page (`STEM-rules.svg`, no `STEM-rules-2.svg`), every
/// region's line on it, the region list below its 3 mm full size.
#[test]
fn plan_rules_that_nearly_fit_are_set_smaller_on_one_page() {
    let mut yaml = String::from("name: Mid\nunits: m\nframe: {width: 3, height: 2}\nlines:\n");
    for i in 1..=7 {
        let x = f64::from(i) * 3.0 / 8.0;
        yaml.push_str(&format!("  - [[{x}, 0], [{}, 2]]\n", x + 0.02));
    }
    for y in [0.5, 1.0, 1.5] {
        yaml.push_str(&format!("  - [[0, {y}], [3, {}]]\n", y + 0.03));
    }
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("mid.yaml");
    std::fs::write(&board, yaml).unwrap();
    let out = dir.path().join("mid.svg");
    render(&board, &out, &["--paper", "a4"]);
    let rules = std::fs::read_to_string(dir.path().join("mid-rules.svg")).unwrap();
    assert!(!dir.path().join("mid-rules-2.svg").exists());
    for id in 1..=32 {
        assert!(
            rules.contains(&format!(">\n#{id}: all · neighbors ")),
            "#{id} missing"
        );
    }
    let region_line = &rules[..rules.find(">\n#32: all").unwrap()];
    let size: f64 = region_line[region_line.rfind("font-size=\"").unwrap() + 11..]
        .split('"')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!((2.4..3.0).contains(&size), "{size}");
}

/// A rectangle `[min_x, min_y, max_x, max_y]`, board units.
type Rect = [f64; 4];

fn overlap(a: Rect, b: Rect) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

fn attr(n: roxmltree::Node, name: &str) -> f64 {
    n.attribute(name).unwrap().parse().unwrap()
}

/// The occupancy legend's box and what it must not cover in a sheet's SVG: the start discs and
/// corner rings (their circles' bounding squares) and the labels' lines (each tspan, set
/// centred on its `x` with its baseline at `y`, measured generously: 0.65 em a character, from
/// 0.8 em above the baseline to 0.25 em below it; DejaVu Sans averages about 0.55 em).
fn legend_and_marks(svg: &str) -> (Rect, Vec<(String, Rect)>) {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let by_id = |id: &str| {
        doc.descendants()
            .find(|n| n.attribute("id") == Some(id))
            .unwrap_or_else(|| panic!("no #{id}"))
    };
    let r = by_id("occupancy-legend")
        .children()
        .find(|n| n.has_tag_name("rect"))
        .unwrap();
    let (x, y) = (attr(r, "x"), attr(r, "y"));
    let legend = [x, y, x + attr(r, "width"), y + attr(r, "height")];
    let mut marks = Vec::new();
    for id in ["start", "corners"] {
        for c in by_id(id).descendants().filter(|n| n.has_tag_name("circle")) {
            let (cx, cy, r) = (attr(c, "cx"), attr(c, "cy"), attr(c, "r"));
            marks.push((
                format!("{id} disc at {cx},{cy}"),
                [cx - r, cy - r, cx + r, cy + r],
            ));
        }
    }
    for t in by_id("labels")
        .children()
        .filter(|n| n.has_tag_name("text"))
    {
        let fs = attr(t, "font-size");
        for s in t.children().filter(|n| n.has_tag_name("tspan")) {
            let text = s.text().unwrap_or_default();
            let w = 0.65 * fs * text.chars().count() as f64;
            let (x, y) = (attr(s, "x"), attr(s, "y"));
            marks.push((
                format!("label line `{text}`"),
                [x - w / 2.0, y - 0.8 * fs, x + w / 2.0, y + 0.25 * fs],
            ));
        }
    }
    (legend, marks)
}

/// `render --balance`: the heatmap's legend covers no label, start disc or corner ring, on
/// classic (it used to cover Kopje's lion disc, top left) and on crossing; the paged prints
/// (A4, Letter) draw it at the same place on the board.
#[test]
fn the_heatmap_legend_covers_no_mark_or_label() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["classic.yaml", "crossing.yaml"] {
        let report = savanna()
            .arg("balance")
            .arg(example(name))
            .args(["--games", "20", "--agent", "greedy", "--no-ladder"])
            .args(["--solve-limit", "0", "--format", "json"])
            .output()
            .unwrap();
        assert!(report.status.success());
        let bal = dir.path().join(format!("{name}.json"));
        std::fs::write(&bal, &report.stdout).unwrap();
        let sheet = dir.path().join(format!("{name}.svg"));
        render(
            &example(name),
            &sheet,
            &["--balance", bal.to_str().unwrap(), "--no-cover"],
        );
        let svg = std::fs::read_to_string(&sheet).unwrap();
        let (legend, marks) = legend_and_marks(&svg);
        assert!(marks.len() > 10, "{name}: {}", marks.len());
        for (what, r) in &marks {
            assert!(
                !overlap(legend, *r),
                "{name}: the legend {legend:?} covers the {what} {r:?}"
            );
        }
        // The legend stays on the board (classic: 420 x 297 mm, crossing the same sheet).
        assert!(legend[0] >= 0.0 && legend[1] >= 0.0 && legend[2] <= 420.0 && legend[3] <= 297.0);
        let rect = &svg[svg.find("id=\"occupancy-legend\"").unwrap()..];
        let rect = &rect[rect.find("<rect").unwrap()..];
        let rect = &rect[..rect.find("/>").unwrap()];
        for paper in ["a4", "letter"] {
            let out = dir.path().join(format!("{name}-{paper}.svg"));
            render(
                &example(name),
                &out,
                &["--balance", bal.to_str().unwrap(), "--paper", paper],
            );
            let stem = out.file_stem().unwrap().to_str().unwrap().to_string();
            let tiles: Vec<String> = std::fs::read_dir(dir.path())
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(|p| {
                    p.file_name()
                        .unwrap()
                        .to_str()
                        .unwrap()
                        .starts_with(&format!("{stem}-"))
                })
                .map(|p| std::fs::read_to_string(p).unwrap())
                .filter(|s| s.contains("occupancy-legend"))
                .collect();
            assert!(!tiles.is_empty(), "{name} {paper}");
            for t in &tiles {
                assert!(t.contains(rect), "{name} {paper}: {rect}");
            }
        }
    }
}

/// Every start disc on classic and crossing keeps clear of every label line: each line's box is
/// its advance width in the shipped font (`text::width_em`, centred on its `x`) from 0.8 em
/// above the baseline to 0.25 em below it, which lies at least 0.25 em (the label's padding)
/// inside the label's padded block; the disc keeps 2.5 mm (`start::MARK_LABEL_GAP_MM`) from that
/// block, so at least 2.5 mm + 0.25 em from the line's box (distance from the disc's centre to
/// the box, less the radius). East Ford's lion on crossing sat 2.5 mm from `with 2 lions: 4
/// jackals` (1 mm from the block), under the 3.57 mm (4.2857 mm type) now kept.
#[test]
fn start_discs_keep_clear_of_the_labels() {
    use savanna::output::render::text::width_em;
    let dir = tempfile::tempdir().unwrap();
    for name in ["classic.yaml", "crossing.yaml"] {
        let out = dir.path().join(format!("{name}.svg"));
        render(&example(name), &out, &["--no-cover"]);
        let svg = std::fs::read_to_string(&out).unwrap();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let group = |id: &str| {
            doc.descendants()
                .find(|n| n.attribute("id") == Some(id))
                .unwrap()
        };
        let mut lines: Vec<(String, f64, Rect)> = Vec::new();
        for t in group("labels")
            .children()
            .filter(|n| n.has_tag_name("text"))
        {
            let fs = attr(t, "font-size");
            for s in t.children().filter(|n| n.has_tag_name("tspan")) {
                let text = s.text().unwrap_or_default().to_string();
                let w = width_em(&text) * fs;
                let (x, y) = (attr(s, "x"), attr(s, "y"));
                lines.push((
                    text,
                    fs,
                    [x - w / 2.0, y - 0.8 * fs, x + w / 2.0, y + 0.25 * fs],
                ));
            }
        }
        let discs: Vec<_> = group("start")
            .descendants()
            .filter(|n| n.has_tag_name("circle"))
            .collect();
        assert_eq!(discs.len(), 4, "{name}: three lions and the pack");
        for c in discs {
            let (cx, cy, r) = (attr(c, "cx"), attr(c, "cy"), attr(c, "r"));
            for (text, fs, b) in &lines {
                let dx = (b[0] - cx).max(cx - b[2]).max(0.0);
                let dy = (b[1] - cy).max(cy - b[3]).max(0.0);
                let gap = dx.hypot(dy) - r;
                let least = 2.5 + 0.25 * fs;
                assert!(
                    gap >= least - 1e-6,
                    "{name}: the disc at {cx},{cy} is {gap:.2} mm from `{text}`, under {least:.2}"
                );
            }
        }
    }
}
