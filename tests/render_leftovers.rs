//! What a fresh user found on the print sheets, each checked on the output: the inch board's
//! check square in inches, the layout plan's rules page that never drops text, the balance
//! heatmap's legend clear of the board's marks, and the marks clear of their labels.

mod common;

use common::{savanna, example};
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
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The number of pages of `pdf` (pdfinfo), `None` without it.
#[allow(dead_code)] // used by the plan test below
fn pdf_pages(pdf: &Path) -> Option<u32> {
    let out = std::process::Command::new("pdfinfo").arg(pdf).output().ok()?;
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
