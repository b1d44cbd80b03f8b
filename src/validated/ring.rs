//! Rings in the validated board file's form: outlines with a positive shoelace sum (clockwise as
//! seen on the page), holes negative, no repeated closing point.

use super::Point;

/// The index in the output frame (`FrameOut::polygon`) of edge `k` of the frame ring as given
/// (`ring`, the corners in the board file's order, edge `k` from corner `k` to `k + 1`).
/// [`normalise_ring`] reverses a counter-clockwise ring (as seen on the page), which turns edge
/// `k` of `n` into edge `n - 2 - k` (mod `n`).
///
/// ```
/// use savanna::validated::frame_edge_out;
/// let clockwise = [[0.0, 0.0], [4.0, 0.0], [4.0, 3.0], [0.0, 3.0]];
/// assert_eq!(frame_edge_out(&clockwise, 1), 1);
/// let counter = [[0.0, 0.0], [0.0, 3.0], [4.0, 3.0], [4.0, 0.0]];
/// // Edge 0, (0,0)-(0,3), is edge 2, (0,3)-(0,0), of the reversed ring.
/// assert_eq!(frame_edge_out(&counter, 0), 2);
/// ```
pub fn frame_edge_out(ring: &[Point], k: usize) -> usize {
    let n = ring.len();
    if n == 0 || shoelace2(ring) >= 0.0 {
        k
    } else {
        (2 * n - 2 - k % n) % n
    }
}

pub use crate::geometry::predicates::shoelace2;

/// Puts a ring into output form: drops a repeated closing point and reverses it when needed so
/// that its shoelace sum is positive (`outer = true`, an outline) or negative (a hole).
pub fn normalise_ring(mut ring: Vec<Point>, outer: bool) -> Vec<Point> {
    while ring.len() > 1 && ring.first() == ring.last() {
        ring.pop();
    }
    let s = shoelace2(&ring);
    if (outer && s < 0.0) || (!outer && s > 0.0) {
        ring.reverse();
    }
    ring
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_normalise() {
        let sq = vec![[0.0, 0.0], [0.0, 1.0], [1.0, 1.0], [1.0, 0.0], [0.0, 0.0]];
        let o = normalise_ring(sq.clone(), true);
        assert_eq!(o.len(), 4);
        assert!(shoelace2(&o) > 0.0);
        assert_eq!(o[0], [1.0, 0.0]);
        let h = normalise_ring(sq, false);
        assert!(shoelace2(&h) < 0.0);
    }
}
