//! Writing sheets to files by extension.

use crate::render_support;

use render_support::{grid_2x2, grid_a3, root_attr};
use savanna::output::render::RenderError;
use savanna::output::render::output::{RenderRequest, write};
use savanna::output::render::paper::Paper;

#[test]
fn svg_sheet_pdf_and_png_by_extension() {
    let dir = tempfile::tempdir().unwrap();
    let req = RenderRequest::default();
    let svg = dir.path().join("b.svg");
    assert_eq!(write(&grid_2x2(), &svg, &req).unwrap(), vec![svg.clone()]);
    let text = std::fs::read_to_string(&svg).unwrap();
    assert_eq!(root_attr(&text, "width").as_deref(), Some("100mm"));

    let pdf = dir.path().join("b.PDF");
    write(&grid_2x2(), &pdf, &req).unwrap();
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF-"));

    let png = dir.path().join("b.png");
    write(&grid_2x2(), &png, &req).unwrap();
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
}

#[test]
fn tiled_svg_is_one_file_per_page() {
    let dir = tempfile::tempdir().unwrap();
    let mut req = RenderRequest {
        paper: Some(Paper::a4()),
        ..RenderRequest::default()
    };
    req.page.cutouts = true;
    let out = dir.path().join("board.svg");
    let files = write(&grid_a3(), &out, &req).unwrap();
    let names: Vec<String> = files
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        [
            "board-cover.svg",
            "board-A1.svg",
            "board-A2.svg",
            "board-B1.svg",
            "board-B2.svg",
            "board-pieces.svg"
        ]
    );
    for f in &files {
        let t = std::fs::read_to_string(f).unwrap();
        assert_eq!(root_attr(&t, "width").as_deref(), Some("297mm"));
    }
    assert!(!out.exists());
}

#[test]
fn single_page_svg_keeps_the_name() {
    let dir = tempfile::tempdir().unwrap();
    let mut req = RenderRequest {
        paper: Some(Paper::a4()),
        ..RenderRequest::default()
    };
    req.page.cover = false;
    let out = dir.path().join("one.svg");
    assert_eq!(write(&grid_2x2(), &out, &req).unwrap(), vec![out.clone()]);
    assert_eq!(
        root_attr(&std::fs::read_to_string(&out).unwrap(), "height").as_deref(),
        Some("297mm")
    );
}

#[test]
fn unknown_extension_and_unwritable_place_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let req = RenderRequest::default();
    assert!(matches!(
        write(&grid_2x2(), &dir.path().join("b.txt"), &req),
        Err(RenderError::Options(_))
    ));
    assert!(matches!(
        write(&grid_2x2(), &dir.path().join("no/such/b.svg"), &req),
        Err(RenderError::Io(_))
    ));
}

/// A file that cannot be written keeps the file system's error as the source (issue 13 part 5:
/// not only its text), and the message names the file. Fails if `RenderError::Io` goes back to
/// holding a formatted string.
#[test]
fn an_unwritable_file_keeps_its_io_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no/such/b.svg");
    let e = write(&grid_2x2(), &path, &RenderRequest::default()).unwrap_err();
    assert!(
        e.to_string()
            .starts_with(&format!("cannot write {}: ", path.display())),
        "{e}"
    );
    let mut source = std::error::Error::source(&e);
    let mut io = None;
    while let Some(s) = source {
        io = io.or(s.downcast_ref::<std::io::Error>());
        source = s.source();
    }
    assert_eq!(io.map(|e| e.kind()), Some(std::io::ErrorKind::NotFound));
}

/// `render -o -` writes the very sheet `render -o sheet.svg` writes (with its legend), and
/// `--no-cover` drops the legend from both alike.
#[test]
fn stdout_sheet_is_the_file_sheet() {
    let bin = env!("CARGO_BIN_EXE_savanna");
    let board = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/classic.yaml");
    let dir = tempfile::tempdir().unwrap();
    for extra in [&[][..], &["--no-cover"][..]] {
        let file = dir.path().join("sheet.svg");
        let st = std::process::Command::new(bin)
            .arg("render")
            .arg(&board)
            .arg("-o")
            .arg(&file)
            .args(extra)
            .output()
            .unwrap();
        assert!(
            st.status.success(),
            "{}",
            String::from_utf8_lossy(&st.stderr)
        );
        let out = std::process::Command::new(bin)
            .arg("render")
            .arg(&board)
            .args(["-o", "-"])
            .args(extra)
            .output()
            .unwrap();
        assert!(out.status.success());
        let written = std::fs::read(&file).unwrap();
        assert_eq!(out.stdout, written, "options {extra:?}");
        let legend = String::from_utf8_lossy(&written).contains("id=\"legend\"");
        assert_eq!(legend, extra.is_empty(), "the legend unless --no-cover");
    }
    // A plan has several pages: refused on standard output, with a way out.
    let out = std::process::Command::new(bin)
        .arg("render")
        .arg(&board)
        .args(["-o", "-", "--plan"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("write a .pdf"));
    assert!(out.stdout.is_empty());
}
