//! PNG previews.

use crate::render_support;

use render_support::{grid_2x2, scale_points};
use savanna::output::render::png::{PngOptions, render};
use savanna::output::render::svg::SvgOptions;
use savanna::units::Units;

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

/// Width and height from a PNG's IHDR (big-endian u32 at bytes 16..24).
fn png_size(png: &[u8]) -> (u32, u32) {
    assert_eq!(&png[1..4], b"PNG");
    (
        u32::from_be_bytes(png[16..20].try_into().unwrap()),
        u32::from_be_bytes(png[20..24].try_into().unwrap()),
    )
}

#[test]
fn large_sheets_are_capped() {
    // 100 mm at 4 px/mm would be 400 px: capped at 250 px per side.
    let o = PngOptions {
        max_side_px: 250,
        ..PngOptions::default()
    };
    let png = render(&grid_2x2(), &SvgOptions::default(), &o).unwrap();
    assert_eq!(png_size(&png), (250, 250));
}

#[test]
fn a_100_m_board_is_capped_at_the_default_limit() {
    // The 2x2 grid in metres, squeezed to 100 m x 50 m: 400 000 x 200 000 px at 4 px/mm, so
    // the default cap (4096 px on the longer side) sets the scale and the shorter side follows.
    let mut v = grid_2x2();
    v.units = Units::M;
    scale_points(&mut v, 1.0, 0.5);
    let f = v.frame.as_mut().unwrap();
    f.width = Some(100.0);
    f.height = Some(50.0);
    for (_, p) in v.pieces.0.iter_mut() {
        p.diameter /= 1000.0; // 30 mm and 20 mm pieces in metres
    }
    for b in &mut v.borders {
        if b.regions[1].0 == b.regions[0].0 + 1 {
            b.length *= 0.5; // 1-2 and 3-4 share a vertical border
        }
    }
    assert_eq!(savanna::output::render::png::MAX_SIDE_PX, 4096);
    let png = render(&v, &SvgOptions::default(), &PngOptions::default()).unwrap();
    assert_eq!(png_size(&png), (4096, 2048));
    let (w, h, px) = render_support::decode_png(&png);
    assert_eq!((w, h), (4096, 2048));
    // the drawing fills the image: the sheet's colour, not the white background, at the centre
    // of the top-left region
    let o = ((h / 4 * w + w / 4) * 4) as usize;
    assert_ne!(&px[o..o + 3], &[255, 255, 255]);
}
