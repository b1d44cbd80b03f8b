//! The manual's pictures are the current code's: `docs/pictures.sh` makes
//! `docs/src/images/classic.png` (README's first picture and the book's), and this test renders
//! it with the script's own command line and compares the bytes (PNG output is deterministic on
//! every target, as `tests/suite/render_png.rs` holds). A stale picture fails with the command
//! that remakes it. (The editor's screenshot, `docs/src/images/editor.png`, is a browser's
//! raster: it is remade by hand with `bash docs/pictures.sh --editor`.)

use crate::common::savanna;
use std::path::Path;

#[test]
fn the_manuals_sheet_picture_is_what_render_makes_today() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let script = std::fs::read_to_string(root.join("docs/pictures.sh")).unwrap();
    // The script's render line: `"${bin[@]}" render ARGS...`, the output after `-o`.
    let line = script
        .lines()
        .find(|l| l.trim_start().starts_with("\"${bin[@]}\" render "))
        .expect("docs/pictures.sh has its render line");
    let args: Vec<&str> = line.split_whitespace().skip(1).collect();
    let o = args
        .iter()
        .position(|a| *a == "-o")
        .expect("the line names its output");
    let committed = root.join(args[o + 1]);
    let dir = tempfile::tempdir().unwrap();
    let fresh = dir.path().join("classic.png");
    let mut cmd = savanna();
    cmd.current_dir(root);
    for (i, a) in args.iter().enumerate() {
        if i == o + 1 {
            cmd.arg(&fresh);
        } else {
            cmd.arg(a);
        }
    }
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let want = std::fs::read(&fresh).unwrap();
    let have = std::fs::read(&committed).unwrap();
    assert!(
        want == have,
        "{} is stale (the sheet renders differently today): remake it with \
         `bash docs/pictures.sh` and commit it",
        args[o + 1]
    );
}
