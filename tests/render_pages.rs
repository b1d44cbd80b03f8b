//! Paper pages, tiling, PDF.

mod render_support;

use render_support::{decode_png, grid_2x2, grid_a3};
use savanna::render::page::{PageKind, PageOptions, pages};
use savanna::render::paper::{Orientation, Paper};
use savanna::render::png::{PngOptions, rasterise};
use savanna::render::tile::TileOptions;
use savanna::render::{parse_svg, pdf};

fn opts(paper: Paper) -> PageOptions {
    PageOptions {
        tile: TileOptions {
            paper,
            ..TileOptions::default()
        },
        ..PageOptions::default()
    }
}

#[test]
fn preview_pages_when_asked() {
    let Ok(dir) = std::env::var("SAVANNA_PREVIEW_DIR") else {
        return;
    };
    let mut o = opts(Paper::a4());
    o.cutouts = true;
    o.svg.proof = true;
    let p = pages(&grid_a3(), &o).unwrap();
    for (i, pg) in p.pages.iter().enumerate() {
        let png = rasterise(
            &pg.svg,
            &PngOptions {
                px_per_mm: 3.0,
                white_background: true,
            },
        )
        .unwrap();
        std::fs::write(format!("{dir}/page{}.png", i + 1), png).unwrap();
        std::fs::write(format!("{dir}/page{}.svg", i + 1), &pg.svg).unwrap();
    }
    std::fs::write(
        format!("{dir}/grid_a3_a4.pdf"),
        pdf::render(&grid_a3(), &o).unwrap(),
    )
    .unwrap();
}
