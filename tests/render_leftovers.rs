//! What a fresh user found on the print sheets, each checked on the output: the inch board's
//! check square in inches, the layout plan's rules page that never drops text, the balance
//! heatmap's legend clear of the board's marks, and the marks clear of their labels.

mod common;

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
    assert!(size < 3.0 && size >= 2.4, "{size}");
}
