//! The snap grid: the tolerance policy of savanna.
//!
//! Every coordinate is rounded to the nearest point of a square grid of pitch
//! [`Grid::pitch`] (default 1e-6 of the board unit, [`crate::board::DEFAULT_SNAP_FRACTION`]).
//! After that, all geometry is exact integer arithmetic ([`crate::predicates`]). The noding is
//! Hobby's snap rounding (J. D. Hobby, *Practical segment intersection with finite precision
//! output*, Comput. Geom. 13 (1999)); the references are CGAL's `Arrangement_2` snap rounding and
//! the JTS `SnapRoundingNoder`.
//!
//! What the grid can change: any two features closer than about half a pitch may be joined (an
//! endpoint that stops 1e-12 short of a line meets it; twelve lines through one point computed in
//! floats meet in one vertex). Nothing farther than `pitch · √2 / 2` from an input line moves onto
//! it, and every output vertex is within `pitch · √2 / 2` of the exact point it stands for.

use crate::predicates::{IPoint, MAX_GRID_COORD};

/// A snap grid of a given pitch, in board units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Grid {
    /// Distance between neighboring grid points, in board units (> 0).
    pub pitch: f64,
}

/// A coordinate that cannot be put on the grid.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SnapError {
    /// NaN or infinite.
    NotFinite,
    /// Farther from the origin than [`MAX_GRID_COORD`] grid steps.
    TooLarge,
}

impl std::fmt::Display for SnapError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SnapError::NotFinite => write!(f, "coordinate is not a finite number"),
            SnapError::TooLarge => write!(f, "coordinate is too large for the snap grid"),
        }
    }
}

impl std::error::Error for SnapError {}

impl Grid {
    /// A grid of pitch `pitch` board units.
    ///
    /// # Panics
    /// Never; a non-positive or non-finite pitch is replaced by 1e-6.
    pub fn new(pitch: f64) -> Self {
        let pitch = if pitch.is_finite() && pitch > 0.0 {
            pitch
        } else {
            1e-6
        };
        Grid { pitch }
    }

    /// Largest absolute coordinate (board units) that fits on this grid.
    pub fn max_coord(&self) -> f64 {
        MAX_GRID_COORD as f64 * self.pitch
    }

    /// The grid point nearest to `p` (ties away from zero).
    ///
    /// # Errors
    /// [`SnapError`] for non-finite or too large coordinates.
    ///
    /// ```
    /// use savanna::snap::Grid;
    /// let g = Grid::new(1e-6);
    /// let q = g.snap([42.857142857142854, 40.0]).unwrap();
    /// assert_eq!((q.x, q.y), (42_857_143, 40_000_000));
    /// ```
    pub fn snap(&self, p: [f64; 2]) -> Result<IPoint, SnapError> {
        Ok(IPoint::new(self.snap1(p[0])?, self.snap1(p[1])?))
    }

    /// `p`'s grid point ([`Grid::snap`]) and `p` in sub-pixel units
    /// ([`crate::noding::SUBPIXEL`] per grid step, rounded to the nearest), which lies in the
    /// closed pixel of the grid point. The snap rounding tests the segments as drawn at this
    /// resolution.
    ///
    /// # Errors
    /// As [`Grid::snap`].
    ///
    /// ```
    /// use savanna::snap::Grid;
    /// use savanna::noding::SUBPIXEL;
    /// let g = Grid::new(1.0);
    /// let (c, q) = g.snap_fine([2.25, -0.5]).unwrap();
    /// assert_eq!((c.x, c.y), (2, -1));
    /// assert_eq!((q.x, q.y), (2 * SUBPIXEL + SUBPIXEL / 4, -SUBPIXEL / 2));
    /// ```
    pub fn snap_fine(&self, p: [f64; 2]) -> Result<(IPoint, IPoint), SnapError> {
        let c = self.snap(p)?;
        let f = |v: f64, c: i64| {
            let s = crate::noding::SUBPIXEL;
            // (v / pitch) is the value snap rounds; scaling by a power of two is exact.
            let x = ((v / self.pitch) * s as f64).round() as i64;
            x.clamp(c * s - s / 2, c * s + s / 2)
        };
        Ok((c, IPoint::new(f(p[0], c.x), f(p[1], c.y))))
    }

    fn snap1(&self, v: f64) -> Result<i64, SnapError> {
        if !v.is_finite() {
            return Err(SnapError::NotFinite);
        }
        let s = (v / self.pitch).round();
        if s.abs() > MAX_GRID_COORD as f64 {
            return Err(SnapError::TooLarge);
        }
        Ok(s as i64)
    }

    /// The board-unit coordinates of a grid point.
    pub fn point(&self, q: IPoint) -> [f64; 2] {
        [q.x as f64 * self.pitch, q.y as f64 * self.pitch]
    }

    /// A length in grid steps, as board units.
    pub fn length(&self, steps: f64) -> f64 {
        steps * self.pitch
    }

    /// An area in grid steps squared, as board units squared.
    pub fn area(&self, steps2: f64) -> f64 {
        steps2 * self.pitch * self.pitch
    }
}
