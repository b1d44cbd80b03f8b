//! Unit tests with hand-computed values.

use super::*;
use geo::{LineString, polygon};

fn rect(w: f64, h: f64) -> Polygon<f64> {
    polygon![(x: 0.0, y: 0.0), (x: w, y: 0.0), (x: w, y: h), (x: 0.0, y: h)]
}

#[test]
fn square_100_d20_holds_25() {
    let p = pack(&rect(100.0, 100.0), 20.0, &PackOptions::default());
    assert_eq!(p.count, 25);
    assert_eq!(p.upper_bound, 27);
    assert!(verify(&rect(100.0, 100.0), 20.0, &p.centres).is_ok());
}

#[test]
fn strip_zigzag_count() {
    // width 30 = 1.5 d: rows 10 apart, step sqrt(20^2 - 10^2) = 17.32;
    // 1 + floor((200 - 20) / 17.32) = 1 + 10 = 11.
    let r = rect(200.0, 30.0);
    let p = pack(&r, 20.0, &PackOptions::default());
    assert_eq!(p.count, 11);
}

#[test]
fn narrow_strip_single_row() {
    // width 25 < ... rows would be 5 apart: step sqrt(400 - 25) = 19.36; 1 + floor(180/19.36) = 10.
    let p = pack(&rect(200.0, 25.0), 20.0, &PackOptions::default());
    assert_eq!(p.count, 10);
    // exactly one diameter wide: 10 in a row
    let p = pack(&rect(200.0, 20.0), 20.0, &PackOptions::default());
    assert_eq!(p.count, 10);
}

#[test]
fn degenerate_inputs_do_not_panic() {
    let o = PackOptions::default();
    let sq = rect(100.0, 100.0);
    for d in [0.0, -1.0, f64::NAN, f64::INFINITY] {
        assert_eq!(pack(&sq, d, &o).count, 0);
        assert_eq!(upper_bound(&sq, d), 0);
    }
    let flat = rect(100.0, 0.0);
    assert_eq!(pack(&flat, 10.0, &o).count, 0);
    let nan = polygon![(x: 0.0, y: 0.0), (x: f64::NAN, y: 0.0), (x: 1.0, y: 1.0)];
    assert_eq!(pack(&nan, 0.1, &o).count, 0);
    let empty = Polygon::new(LineString::new(vec![]), vec![]);
    assert_eq!(pack(&empty, 1.0, &o).count, 0);
    // too small for one disc
    assert_eq!(pack(&sq, 101.0, &o).count, 0);
    // exactly one disc
    assert_eq!(pack(&sq, 100.0, &o).count, 1);
    // tiny diameter: very many discs, bounded work
    let p = pack(
        &sq,
        0.05,
        &PackOptions {
            effort: Effort::Fast,
            ..o
        },
    );
    // The hexagonal lattice (one placement, rows along x from the corner) would hold
    // 1155 rows of 2000 and 1154 of 1999 = 4 616 846 discs (side 2000 d, centres in a band of
    // 1999 d, rows sqrt(3)/2 d apart: 2309 rows). The search examines at most
    // MAX_LATTICE_POINTS = 200 000 points (a row counts as one): 49 pairs of rows
    // (2001 + 2000 examined, 3999 discs), a row of 2000 discs, then 1949 discs of the next row
    // before the 200 001st point: 199 900 discs, and the packing says it stopped there.
    assert_eq!(lattice::MAX_LATTICE_POINTS, 200_000);
    assert_eq!(p.count, 49 * 3999 + 2000 + 1949);
    assert!(p.capped);
    // Oler's bound on the centres' square of side 1999 d: 2/sqrt3 1999^2 + 2 1999 + 1.
    assert_eq!(p.upper_bound, 4_618_183);
    // Regions that fit in the limit are not marked.
    assert!(!pack(&sq, 20.0, &o).capped);
    assert!(!pack(&sq, 1.0, &o).capped);
}

#[test]
fn hole_excludes_discs() {
    let outer = LineString::from(vec![(0.0, 0.0), (60.0, 0.0), (60.0, 60.0), (0.0, 60.0)]);
    let hole = LineString::from(vec![(20.0, 20.0), (40.0, 20.0), (40.0, 40.0), (20.0, 40.0)]);
    let r = Polygon::new(outer, vec![hole]);
    let p = pack(&r, 20.0, &PackOptions::default());
    // a ring 20 wide around the hole: the 8 cells of a 3x3 grid minus the middle.
    assert_eq!(p.count, 8);
    assert!(verify(&r, 20.0, &p.centres).is_ok());
    assert!(verify(&r, 20.0, &[[30.0, 30.0]]).is_err());
}

#[test]
fn verify_catches_errors() {
    let sq = rect(40.0, 40.0);
    assert_eq!(
        verify(&sq, 20.0, &[[10.0, 10.0], [20.0, 10.0]]),
        Err(CertificateError::Overlap { a: 0, b: 1 })
    );
    assert_eq!(
        verify(&sq, 20.0, &[[5.0, 10.0]]),
        Err(CertificateError::Outside { index: 0 })
    );
    assert_eq!(
        verify(&sq, 20.0, &[[f64::NAN, 10.0]]),
        Err(CertificateError::NotFinite { index: 0 })
    );
    // within tolerance
    assert!(verify(&sq, 20.0, &[[10.0 - 1e-9, 10.0]]).is_ok());
    assert!(verify(&sq, 20.0, &[[10.0 - 1e-6, 10.0]]).is_err());
}

#[test]
fn deterministic() {
    let tri = polygon![(x: 0.0, y: 0.0), (x: 130.0, y: 10.0), (x: 40.0, y: 90.0)];
    let o = PackOptions::default();
    assert_eq!(pack(&tri, 20.0, &o), pack(&tri, 20.0, &o));
}

#[test]
fn l_shaped_corridor() {
    // Two arms 20 wide (= d): one row of discs along each, sharing the corner disc:
    // (10,10), (30,10), (50,10), (10,30), (10,50) = 5.
    let l = polygon![(x: 0.0, y: 0.0), (x: 60.0, y: 0.0), (x: 60.0, y: 20.0), (x: 20.0, y: 20.0),
                     (x: 20.0, y: 60.0), (x: 0.0, y: 60.0)];
    let p = pack(&l, 20.0, &PackOptions::default());
    assert_eq!(p.count, 5);
    assert!(p.upper_bound >= 5);
    // bound from the convex hull alone would be larger than the cover's
    assert!(upper_bound(&l, 20.0) <= 7, "{}", upper_bound(&l, 20.0));
}

#[test]
fn odd_shapes_do_not_panic_and_verify() {
    let o = PackOptions::default();
    let shapes = vec![
        // bowtie (self-intersecting)
        polygon![(x: 0.0, y: 0.0), (x: 100.0, y: 100.0), (x: 100.0, y: 0.0), (x: 0.0, y: 100.0)],
        // sliver
        polygon![(x: 0.0, y: 0.0), (x: 1000.0, y: 0.0), (x: 500.0, y: 1e-9)],
        // far from the origin
        polygon![(x: 1e9, y: 1e9), (x: 1e9 + 100.0, y: 1e9), (x: 1e9 + 100.0, y: 1e9 + 60.0), (x: 1e9, y: 1e9 + 60.0)],
        // repeated and collinear points
        polygon![(x: 0.0, y: 0.0), (x: 0.0, y: 0.0), (x: 50.0, y: 0.0), (x: 100.0, y: 0.0), (x: 100.0, y: 80.0), (x: 0.0, y: 80.0)],
        // thin strip 1e6 long
        polygon![(x: 0.0, y: 0.0), (x: 1e6, y: 0.0), (x: 1e6, y: 25.0), (x: 0.0, y: 25.0)],
    ];
    for s in &shapes {
        let p = pack(s, 20.0, &o);
        assert!(verify(s, 20.0, &p.centres).is_ok());
        assert!(p.upper_bound >= p.count);
        let m = mixed(
            s,
            30.0,
            20.0,
            &PackOptions {
                effort: Effort::Fast,
                ..o
            },
        );
        assert!(!m.is_empty());
    }
    // a hole outside the exterior and a hole covering everything
    let outer = LineString::from(vec![(0.0, 0.0), (60.0, 0.0), (60.0, 60.0), (0.0, 60.0)]);
    let far = LineString::from(vec![(100.0, 100.0), (120.0, 100.0), (120.0, 120.0)]);
    let all = LineString::from(vec![(-1.0, -1.0), (61.0, -1.0), (61.0, 61.0), (-1.0, 61.0)]);
    // A 60 mm square holds 3 x 3 = 9 discs of 20 mm (the square lattice; proven optimal, the
    // record for 10 needs 67.5 mm); a hole outside it changes nothing, a hole covering it
    // leaves no room at all.
    for (holes, want) in [(vec![far], 9), (vec![all], 0)] {
        let r = Polygon::new(outer.clone(), holes);
        let p = pack(&r, 20.0, &o);
        assert_eq!(p.count, want);
        assert!(verify(&r, 20.0, &p.centres).is_ok());
    }
}

#[test]
fn mixed_is_deterministic() {
    let tri = polygon![(x: 0.0, y: 0.0), (x: 130.0, y: 10.0), (x: 40.0, y: 90.0)];
    let o = PackOptions::default();
    assert_eq!(mixed(&tri, 30.0, 20.0, &o), mixed(&tri, 30.0, 20.0, &o));
}

#[test]
fn pack_for_stops_at_the_pieces_in_play() {
    let o = PackOptions::default();
    // 60 x 60, d = 20: 3 x 3 = 9 is the capacity (the square lattice; 10 do not fit). The fast
    // hexagonal lattice holds only 3 + 2 + 3 = 8, so with 9 in play the search runs and stops
    // at 9 ("enough"); with 10 in play it ends below the target ("full").
    let sq = rect(60.0, 60.0);
    let p = pack_for(&sq, 20.0, Some(9), &o);
    assert_eq!((p.count, p.search), (9, Search::Enough));
    let p = pack_for(&sq, 20.0, Some(10), &o);
    assert_eq!((p.count, p.search), (9, Search::Full));
    // 1 m square, d = 20 mm: the hexagonal lattice has 1 + floor(980 / 17.32) = 57 rows of 50
    // and 49 discs alternating, 29 * 50 + 28 * 49 = 2 822, reported at once, certified, as
    // "enough" for 9 in play.
    let big = rect(1000.0, 1000.0);
    let p = pack_for(&big, 20.0, Some(9), &o);
    assert_eq!((p.count, p.search), (2822, Search::Enough));
    assert!(verify(&big, 20.0, &p.centres).is_ok());
    assert!(p.upper_bound >= p.count);
    // no target: the full search, as `pack`
    assert_eq!(pack_for(&sq, 20.0, None, &o).search, Search::Full);
}

#[test]
fn canonical_copy_is_verified_in_board_units() {
    // the same 60 x 60 square far from the origin and in metres: same count, certificates in
    // the region's own units
    let o = PackOptions::default();
    let far = polygon![(x: 1e6, y: 1e6), (x: 1e6 + 60.0, y: 1e6), (x: 1e6 + 60.0, y: 1e6 + 60.0), (x: 1e6, y: 1e6 + 60.0)];
    let p = pack(&far, 20.0, &o);
    assert_eq!(p.count, 9);
    assert!(verify(&far, 20.0, &p.centres).is_ok());
    let m = rect(0.06, 0.06);
    let p = pack(&m, 0.02, &o);
    assert_eq!(p.count, 9);
    assert!(verify(&m, 0.02, &p.centres).is_ok());
}
