//! A region's local frame, for per-region numerical work far from the origin, and board-unit
//! rings as `geo` polygons.

use crate::geometry::predicates::IPoint;
use geo::{Coord, LineString, Polygon};

/// A region's local frame: board units, translated so that the lower corner of the region's
/// bounding box on the grid is the origin. Local coordinates are computed exactly from the grid
/// (`(q - origin) · pitch`), so a region and the same region moved by whole grid steps have the
/// same local coordinates bit for bit, however far from the origin it lies. Per-region numerical
/// work (label search, disc packing and its certificate check) runs in this frame: at 2.6e7 m
/// the spacing of `f64` (3.7e-9 m) is coarser than the certificate tolerance (1e-9 of a 20 mm
/// disc), so board-unit coordinates there cannot be checked to that tolerance (issue 11.3).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LocalFrame {
    /// The local origin on the grid.
    pub origin: IPoint,
    /// The grid.
    pub grid: crate::geometry::snap::Grid,
}

impl LocalFrame {
    /// The frame whose origin is the lower corner (smallest x, smallest y) of `outline`'s box.
    pub fn new(outline: &[IPoint], grid: crate::geometry::snap::Grid) -> LocalFrame {
        let origin = IPoint::new(
            outline.iter().map(|p| p.x).min().unwrap_or(0),
            outline.iter().map(|p| p.y).min().unwrap_or(0),
        );
        LocalFrame { origin, grid }
    }

    /// A grid point in local board units (exact up to one rounding of `(q - origin) · pitch`).
    pub fn point(&self, q: IPoint) -> [f64; 2] {
        self.grid
            .point(IPoint::new(q.x - self.origin.x, q.y - self.origin.y))
    }

    /// An outline and its holes in local board units.
    pub fn rings(
        &self,
        outline: &[IPoint],
        holes: &[Vec<IPoint>],
    ) -> (Vec<[f64; 2]>, Vec<Vec<[f64; 2]>>) {
        let ring = |r: &[IPoint]| r.iter().map(|&q| self.point(q)).collect::<Vec<_>>();
        (ring(outline), holes.iter().map(|h| ring(h)).collect())
    }

    /// The origin in board units.
    pub fn origin_board(&self) -> [f64; 2] {
        self.grid.point(self.origin)
    }

    /// A local point back in board units (one rounding per coordinate).
    pub fn to_board(&self, p: [f64; 2]) -> [f64; 2] {
        let o = self.origin_board();
        [o[0] + p[0], o[1] + p[1]]
    }
}

/// Turns a board-unit ring set into a `geo` polygon.
pub fn to_polygon(outline: &[[f64; 2]], holes: &[Vec<[f64; 2]>]) -> Polygon<f64> {
    let ls = |r: &[[f64; 2]]| {
        LineString::from(
            r.iter()
                .map(|p| Coord { x: p[0], y: p[1] })
                .collect::<Vec<_>>(),
        )
    };
    Polygon::new(ls(outline), holes.iter().map(|h| ls(h)).collect())
}
