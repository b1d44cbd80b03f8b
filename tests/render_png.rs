//! PNG previews.

mod render_support;

use render_support::grid_2x2;
use savanna::render::png::{PngOptions, render};
use savanna::render::svg::SvgOptions;

#[test]
fn preview_has_the_sheet_size_in_pixels() {
    let png = render(&grid_2x2(), &SvgOptions::default(), &PngOptions::default()).unwrap();
    // IHDR: width and height as big-endian u32 at bytes 16..24.
    assert_eq!(&png[1..4], b"PNG");
    let w = u32::from_be_bytes(png[16..20].try_into().unwrap());
    let h = u32::from_be_bytes(png[20..24].try_into().unwrap());
    assert_eq!((w, h), (400, 400)); // 100 mm at 4 px/mm
    if let Ok(dir) = std::env::var("SAVANNA_PREVIEW_DIR") {
        std::fs::write(format!("{dir}/grid_2x2.png"), &png).unwrap();
        let p2 = render(
            &grid_2x2(),
            &SvgOptions {
                certificates: true,
                proof: true,
                ..SvgOptions::default()
            },
            &PngOptions::default(),
        )
        .unwrap();
        std::fs::write(format!("{dir}/grid_2x2_cert.png"), &p2).unwrap();
        let p3 = render(
            &render_support::ring_elbow(),
            &SvgOptions::default(),
            &PngOptions::default(),
        )
        .unwrap();
        std::fs::write(format!("{dir}/ring_elbow.png"), &p3).unwrap();
    }
}

#[test]
fn same_input_same_png_bytes() {
    let a = render(&grid_2x2(), &SvgOptions::default(), &PngOptions::default()).unwrap();
    let b = render(&grid_2x2(), &SvgOptions::default(), &PngOptions::default()).unwrap();
    assert!(a == b);
}

#[test]
fn large_sheets_are_capped() {
    // 100 mm at 4 px/mm would be 400 px: capped at 250 px per side.
    let o = PngOptions {
        max_side_px: 250,
        ..PngOptions::default()
    };
    let png = render(&grid_2x2(), &SvgOptions::default(), &o).unwrap();
    let w = u32::from_be_bytes(png[16..20].try_into().unwrap());
    let h = u32::from_be_bytes(png[20..24].try_into().unwrap());
    assert_eq!((w, h), (250, 250));
    // A 100 m board (units m) is capped at the default limit.
    assert_eq!(savanna::render::png::MAX_SIDE_PX, 4096);
}
