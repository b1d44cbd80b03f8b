//! A lion wedged into a corner: starts for row 1 of the mixed table (issue 38.1).
//!
//! The search of [`super::mixed`](mod@super::mixed) starts row 1 from a disc of the lion packing (the one nearest
//! the border); in a narrow region the best single lion sits deep in a corner, touching both
//! edges, where no lion packing need put it. [`corner_rows`] starts from each such disc
//! ([`corner_discs`]), fills jackals greedily around it and runs the energy search of
//! [`super::optimize`] from there. Corners are defined by the shape alone, so congruent regions
//! (and the same region in other units) get the same starts on their canonical copy.

use super::geom::Container;
use super::verify::verify_radii;
use super::{
    Effort, MAX_GREEDY_DISCS, MAX_OPTIMISED_DISCS, PackOptions, greedy, optimize, to_board,
};
use geo::Polygon;

/// At most this many corners of a region are tried by [`corner_rows`] (in ring order): each
/// costs one energy search.
pub const MAX_CORNERS: usize = 8;

/// Centres of discs of diameter `d` wedged into the corners of `region`'s exterior: at each
/// vertex, on the bisector of its two edges, at distance `r / sin(a / 2)` (`r = d / 2`, `a`
/// the angle between the edges, `sin(a / 2) = sqrt((1 - cos a) / 2)`), so the disc touches
/// both edges (with a relative slack of 1e-9). Defined by the shape alone (the same discs,
/// moved, for a congruent region); a disc that is not inside the region (a reflex corner, a
/// corner too narrow or too short, a hole in the way) fails the verification of the caller.
/// In ring order; ring in either orientation; a degenerate ring or diameter gives none.
pub fn corner_discs(region: &Polygon<f64>, d: f64) -> Vec<[f64; 2]> {
    let mut ring: Vec<[f64; 2]> = region.exterior().coords().map(|c| [c.x, c.y]).collect();
    ring.dedup();
    while ring.len() > 1 && ring.first() == ring.last() {
        ring.pop();
    }
    let n = ring.len();
    let r = d / 2.0 * (1.0 + 1e-9);
    let mut out = Vec::new();
    if n < 3 || !(r.is_finite() && r > 0.0) {
        return out;
    }
    for i in 0..n {
        let (a, v, b) = (ring[(i + n - 1) % n], ring[i], ring[(i + 1) % n]);
        let unit = |p: [f64; 2]| {
            let (x, y) = (p[0] - v[0], p[1] - v[1]);
            let l = (x * x + y * y).sqrt();
            [x / l, y / l]
        };
        let (u1, u2) = (unit(a), unit(b));
        let cos_a = u1[0] * u2[0] + u1[1] * u2[1];
        let sin_half = ((1.0 - cos_a) / 2.0).max(0.0).sqrt();
        let w = [u1[0] + u2[0], u1[1] + u2[1]];
        let wl = (w[0] * w[0] + w[1] * w[1]).sqrt();
        if !(sin_half > 1e-9 && wl > 1e-9 && sin_half.is_finite() && wl.is_finite()) {
            continue;
        }
        let dist = r / sin_half;
        let p = [v[0] + w[0] / wl * dist, v[1] + w[1] / wl * dist];
        if p[0].is_finite() && p[1].is_finite() {
            out.push(p);
        }
    }
    out
}

/// One lion (diameter `lion_d`) with jackals (diameter `jackal_d`) for each of the first
/// [`MAX_CORNERS`] corners of `region` where a wedged lion fits ([`corner_discs`]): jackals
/// filled greedily around the lion ([`greedy::fill`]), then, below `target` jackals, the energy
/// search ([`optimize::raise_with`], light budget, lion free to move; skipped beyond
/// [`MAX_OPTIMISED_DISCS`] discs and at [`Effort::Lattice`]) adds jackals up to `target`.
/// Returns `(lion centre, jackal centres)` in `region`'s coordinates; every pair verified with
/// both radii ([`verify_radii`], tolerance relative to the smaller diameter).
///
/// # Panics
/// Never.
pub fn corner_rows(
    region: &Polygon<f64>,
    lion_d: f64,
    jackal_d: f64,
    target: usize,
    opts: &PackOptions,
) -> Vec<([f64; 2], Vec<[f64; 2]>)> {
    if !(lion_d.is_finite() && lion_d > 0.0) {
        return Vec::new();
    }
    let Some((c, frame)) = Container::from_polygon(region, jackal_d) else {
        return Vec::new();
    };
    let (rl, rj) = (0.5 * lion_d / jackal_d, 0.5);
    let limit = 1 + target.min(MAX_GREEDY_DISCS);
    let check = |q: &[[f64; 2]]| -> Option<Vec<[f64; 2]>> {
        let radii: Vec<f64> = (0..q.len())
            .map(|i| if i == 0 { lion_d / 2.0 } else { jackal_d / 2.0 })
            .collect();
        let b = to_board(&frame, q);
        verify_radii(region, &b, &radii, lion_d.min(jackal_d))
            .ok()
            .map(|_| b)
    };
    let mut out = Vec::new();
    for l in corner_discs(region, lion_d) {
        if out.len() >= MAX_CORNERS {
            break;
        }
        let mut cs = vec![frame.to_norm(l)];
        let mut radii = vec![rl];
        if check(&cs).is_none() {
            continue;
        }
        greedy::fill(&c, &mut cs, &mut radii, rj, limit);
        let Some(mut best) = check(&cs) else {
            continue;
        };
        if opts.effort != Effort::Lattice
            && cs.len() < limit
            && cs.len() <= MAX_OPTIMISED_DISCS
            && let Some(b) = optimize::raise_with(&c, &cs, &radii, 0, rj, limit, opts, true, &check)
            && b.len() > best.len()
        {
            best = b;
        }
        out.push((best[0], best[1..].to_vec()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use geo::polygon;

    #[test]
    fn a_disc_in_each_corner_of_a_square() {
        // square of side 100, d = 20: each disc touches both edges, centre 10 from each
        let sq = polygon![(x: 0.0, y: 0.0), (x: 100.0, y: 0.0), (x: 100.0, y: 100.0), (x: 0.0, y: 100.0)];
        let got = corner_discs(&sq, 20.0);
        let want = [[10.0, 10.0], [90.0, 10.0], [90.0, 90.0], [10.0, 90.0]];
        assert_eq!(got.len(), 4);
        for (g, w) in got.iter().zip(want) {
            assert!(
                (g[0] - w[0]).abs() < 1e-6 && (g[1] - w[1]).abs() < 1e-6,
                "{g:?}"
            );
        }
    }

    #[test]
    fn a_right_triangle_corner_and_its_fill() {
        // right angle at the origin, legs 100: the disc of d = 30 at (15, 15); the 45-degree
        // corners put it at 15 / sin(22.5 deg) = 39.197 from the vertex along the bisector.
        let t = polygon![(x: 0.0, y: 0.0), (x: 100.0, y: 0.0), (x: 0.0, y: 100.0)];
        let got = corner_discs(&t, 30.0);
        assert!((got[0][0] - 15.0).abs() < 1e-6 && (got[0][1] - 15.0).abs() < 1e-6);
        let along = 15.0 / libm::sin(std::f64::consts::PI / 8.0);
        let b = got[1];
        let from_v = ((b[0] - 100.0).powi(2) + b[1].powi(2)).sqrt();
        assert!((from_v - along).abs() < 1e-6, "{from_v}");
        // every returned pair verifies with both radii
        for (l, js) in corner_rows(&t, 30.0, 20.0, 9, &PackOptions::default()) {
            let mut cs = vec![l];
            cs.extend_from_slice(&js);
            let mut radii = vec![15.0];
            radii.resize(cs.len(), 10.0);
            assert!(verify_radii(&t, &cs, &radii, 20.0).is_ok());
            assert!(js.len() <= 9);
        }
    }

    #[test]
    fn degenerate_input_gives_no_corner() {
        let line = polygon![(x: 0.0, y: 0.0), (x: 1.0, y: 0.0), (x: 2.0, y: 0.0)];
        assert!(corner_rows(&line, 30.0, 20.0, 9, &PackOptions::default()).is_empty());
        let sq = polygon![(x: 0.0, y: 0.0), (x: 1.0, y: 0.0), (x: 1.0, y: 1.0), (x: 0.0, y: 1.0)];
        assert!(corner_discs(&sq, f64::NAN).is_empty());
        assert!(corner_rows(&sq, 0.0, 20.0, 9, &PackOptions::default()).is_empty());
    }
}
