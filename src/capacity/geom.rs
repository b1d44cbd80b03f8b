//! Containers in normalised units: the region translated so that its bounding box starts at the
//! origin and scaled so that the reference disc diameter is 1.
//!
//! Every packing algorithm in [`crate::capacity`] works on a [`Container`]; the public functions
//! convert from and to board units at the edges (see [`Frame`]). Axis convention as everywhere in
//! savanna: x right, y down; rings may come in either orientation (the signed shoelace area tells
//! which side is inside).

use geo::Polygon;

/// An affine change of units: `normalised = (board - origin) / scale`.
#[derive(Debug, Clone, Copy)]
pub struct Frame {
    /// Board-unit point that becomes the normalised origin.
    pub origin: [f64; 2],
    /// Board units per normalised unit (the reference diameter).
    pub scale: f64,
}

impl Frame {
    /// Board units to normalised units.
    pub fn to_norm(&self, p: [f64; 2]) -> [f64; 2] {
        [
            (p[0] - self.origin[0]) / self.scale,
            (p[1] - self.origin[1]) / self.scale,
        ]
    }
    /// Normalised units back to board units.
    pub fn to_board(&self, q: [f64; 2]) -> [f64; 2] {
        [
            self.origin[0] + q[0] * self.scale,
            self.origin[1] + q[1] * self.scale,
        ]
    }
}

/// One boundary segment of a polygonal container.
#[derive(Debug, Clone, Copy)]
pub struct Edge {
    /// Start point.
    pub a: [f64; 2],
    /// End point.
    pub b: [f64; 2],
    /// Unit direction from `a` to `b`.
    pub t: [f64; 2],
    /// Length.
    pub len: f64,
    /// Unit normal pointing into the region (meaningful for the exterior ring of a convex
    /// container, and for every ring's own interior side otherwise).
    pub n: [f64; 2],
}

/// A polygonal container with holes, in normalised units.
#[derive(Debug, Clone)]
pub struct Shape {
    /// Rings without closing point; ring 0 is the exterior, the rest are holes.
    pub rings: Vec<Vec<[f64; 2]>>,
    /// All edges of all rings.
    pub edges: Vec<Edge>,
    /// True when there are no holes and the exterior is convex.
    pub convex: bool,
    /// Bounding box `[xmin, ymin, xmax, ymax]`.
    pub bbox: [f64; 4],
    /// Area of the region (exterior minus holes).
    pub area: f64,
}

/// A container in normalised units: a polygon, or an exact circle (used for the circle records).
#[derive(Debug, Clone)]
pub enum Container {
    /// A polygon with holes.
    Poly(Shape),
    /// A circle with centre and radius.
    Circle {
        /// Centre.
        c: [f64; 2],
        /// Radius.
        radius: f64,
    },
}

pub(crate) fn sub(a: [f64; 2], b: [f64; 2]) -> [f64; 2] {
    [a[0] - b[0], a[1] - b[1]]
}
pub(crate) fn dot(a: [f64; 2], b: [f64; 2]) -> f64 {
    a[0] * b[0] + a[1] * b[1]
}
pub(crate) fn cross(a: [f64; 2], b: [f64; 2]) -> f64 {
    a[0] * b[1] - a[1] * b[0]
}
pub(crate) fn dist2(a: [f64; 2], b: [f64; 2]) -> f64 {
    let d = sub(a, b);
    dot(d, d)
}

/// Signed shoelace area of a ring (positive when the interior is on the left of each edge in
/// the x/y algebra, whatever the screen orientation): half of
/// [`crate::geometry::predicates::shoelace2`]. A ring of no area gives zero of either sign, so
/// callers compare it with `>`/`<` or take `abs`.
pub fn signed_area(ring: &[[f64; 2]]) -> f64 {
    0.5 * crate::geometry::predicates::shoelace2(ring)
}

/// Cleans a ring: drops the closing point and repeated points; `None` if a coordinate is not
/// finite or fewer than 3 points remain.
pub fn clean_ring(coords: impl Iterator<Item = [f64; 2]>) -> Option<Vec<[f64; 2]>> {
    let mut out: Vec<[f64; 2]> = Vec::new();
    for p in coords {
        if !p[0].is_finite() || !p[1].is_finite() {
            return None;
        }
        // exact repeats only (a repeated vertex gives a zero-length edge)
        if out.last() != Some(&p) {
            out.push(p);
        }
    }
    while out.len() > 1 && out.first() == out.last() {
        out.pop();
    }
    (out.len() >= 3).then_some(out)
}

/// Distance from `p` to the segment `e`.
pub fn seg_dist(p: [f64; 2], e: &Edge) -> f64 {
    seg_closest(p, e).1
}

/// Closest point of segment `e` to `p`, and the distance.
pub fn seg_closest(p: [f64; 2], e: &Edge) -> ([f64; 2], f64) {
    let ap = sub(p, e.a);
    let s = dot(ap, e.t).clamp(0.0, e.len);
    let q = [e.a[0] + e.t[0] * s, e.a[1] + e.t[1] * s];
    (q, dist2(p, q).sqrt())
}

/// Even-odd point-in-polygon over all rings (exterior and holes).
pub fn inside_rings(rings: &[Vec<[f64; 2]>], p: [f64; 2]) -> bool {
    let mut inside = false;
    for ring in rings {
        let n = ring.len();
        let mut j = n.wrapping_sub(1);
        for i in 0..n {
            let (a, b) = (ring[i], ring[j]);
            if (a[1] > p[1]) != (b[1] > p[1]) {
                let x = a[0] + (p[1] - a[1]) / (b[1] - a[1]) * (b[0] - a[0]);
                if p[0] < x {
                    inside = !inside;
                }
            }
            j = i;
        }
    }
    inside
}

impl Shape {
    /// Builds a shape from cleaned rings (ring 0 exterior), already in normalised units.
    /// `None` when the exterior has no area.
    pub fn new(rings: Vec<Vec<[f64; 2]>>) -> Option<Shape> {
        let ext_area = signed_area(rings.first()?);
        if !ext_area.is_finite() || ext_area.abs() <= 0.0 {
            return None;
        }
        let mut edges = Vec::new();
        let mut area = ext_area.abs();
        for (k, ring) in rings.iter().enumerate() {
            let sa = signed_area(ring);
            if k > 0 {
                area -= sa.abs();
            }
            // Interior of the region: left of each exterior edge when sa > 0; for holes the
            // region lies outside the ring, so the sides swap.
            let left_inside = (sa > 0.0) == (k == 0);
            let n = ring.len();
            for i in 0..n {
                let a = ring[i];
                let b = ring[(i + 1) % n];
                let d = sub(b, a);
                let len = dot(d, d).sqrt();
                if len.is_nan() || len <= 0.0 {
                    continue;
                }
                let t = [d[0] / len, d[1] / len];
                let left = [-t[1], t[0]];
                let nrm = if left_inside {
                    left
                } else {
                    [-left[0], -left[1]]
                };
                edges.push(Edge {
                    a,
                    b,
                    t,
                    len,
                    n: nrm,
                });
            }
        }
        let mut bbox = [
            f64::INFINITY,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NEG_INFINITY,
        ];
        for p in &rings[0] {
            bbox[0] = bbox[0].min(p[0]);
            bbox[1] = bbox[1].min(p[1]);
            bbox[2] = bbox[2].max(p[0]);
            bbox[3] = bbox[3].max(p[1]);
        }
        let convex = rings.len() == 1 && is_convex(&rings[0]);
        Some(Shape {
            rings,
            edges,
            convex,
            bbox,
            area: area.max(0.0),
        })
    }
}

/// True when the ring turns one way only (collinear vertices allowed).
pub fn is_convex(ring: &[[f64; 2]]) -> bool {
    let n = ring.len();
    let scale = ring
        .iter()
        .fold(0.0f64, |m, p| m.max(p[0].abs()).max(p[1].abs()))
        .max(1e-300);
    let eps = 1e-12 * scale * scale;
    let (mut pos, mut neg) = (false, false);
    for i in 0..n {
        let a = ring[i];
        let b = ring[(i + 1) % n];
        let c = ring[(i + 2) % n];
        let z = cross(sub(b, a), sub(c, b));
        if z > eps {
            pos = true;
        } else if z < -eps {
            neg = true;
        }
    }
    !(pos && neg)
}

impl Container {
    /// Converts a geo polygon (board units) into a container with `scale` board units per
    /// normalised unit. `None` for degenerate input (non-finite coordinates, no area,
    /// non-positive or non-finite scale).
    pub fn from_polygon(poly: &Polygon<f64>, scale: f64) -> Option<(Container, Frame)> {
        if !(scale.is_finite() && scale > 0.0) {
            return None;
        }
        let ext = clean_ring(poly.exterior().coords().map(|c| [c.x, c.y]))?;
        let mut origin = [f64::INFINITY, f64::INFINITY];
        for p in &ext {
            origin[0] = origin[0].min(p[0]);
            origin[1] = origin[1].min(p[1]);
        }
        let frame = Frame { origin, scale };
        let mut rings = vec![ext.iter().map(|&p| frame.to_norm(p)).collect::<Vec<_>>()];
        for hole in poly.interiors() {
            if let Some(h) = clean_ring(hole.coords().map(|c| [c.x, c.y])) {
                rings.push(h.iter().map(|&p| frame.to_norm(p)).collect());
            } else if hole.coords().any(|c| !c.x.is_finite() || !c.y.is_finite()) {
                return None;
            }
        }
        if rings
            .iter()
            .flatten()
            .any(|p| !p[0].is_finite() || !p[1].is_finite())
        {
            return None;
        }
        Shape::new(rings).map(|s| (Container::Poly(s), frame))
    }

    /// Bounding box `[xmin, ymin, xmax, ymax]`.
    pub fn bbox(&self) -> [f64; 4] {
        match self {
            Container::Poly(s) => s.bbox,
            Container::Circle { c, radius } => {
                [c[0] - radius, c[1] - radius, c[0] + radius, c[1] + radius]
            }
        }
    }

    /// Area of the container.
    pub fn area(&self) -> f64 {
        match self {
            Container::Poly(s) => s.area,
            Container::Circle { radius, .. } => std::f64::consts::PI * radius * radius,
        }
    }

    /// Signed distance from `p` to the boundary: positive inside. A disc of radius `r` centred
    /// at `p` lies in the container exactly when `clearance(p) >= r`.
    pub fn clearance(&self, p: [f64; 2]) -> f64 {
        match self {
            Container::Circle { c, radius } => radius - dist2(p, *c).sqrt(),
            Container::Poly(s) => {
                let mut m = f64::INFINITY;
                for e in &s.edges {
                    m = m.min(seg_dist(p, e));
                }
                if inside_rings(&s.rings, p) { m } else { -m }
            }
        }
    }

    /// Adds the boundary penalty of a disc of radius `r` at `p` to the returned energy and its
    /// gradient to `g`: zero exactly when the disc lies inside, otherwise the squared violation
    /// (times 4, to match the pair term's scale).
    pub fn penalty(&self, p: [f64; 2], r: f64, g: &mut [f64; 2]) -> f64 {
        match self {
            Container::Circle { c, radius } => {
                let d = sub(p, *c);
                let len = dot(d, d).sqrt();
                let v = r - (radius - len);
                if v <= 0.0 {
                    return 0.0;
                }
                if len > 0.0 {
                    g[0] += 8.0 * v * d[0] / len;
                    g[1] += 8.0 * v * d[1] / len;
                }
                4.0 * v * v
            }
            Container::Poly(s) if s.convex => {
                let mut e_sum = 0.0;
                for e in &s.edges {
                    let sd = dot(sub(p, e.a), e.n);
                    let v = r - sd;
                    if v > 0.0 {
                        e_sum += 4.0 * v * v;
                        g[0] -= 8.0 * v * e.n[0];
                        g[1] -= 8.0 * v * e.n[1];
                    }
                }
                e_sum
            }
            Container::Poly(s) => {
                if inside_rings(&s.rings, p) {
                    let mut e_sum = 0.0;
                    for e in &s.edges {
                        let (q, dd) = seg_closest(p, e);
                        let v = r - dd;
                        if v > 0.0 {
                            e_sum += 4.0 * v * v;
                            if dd > 0.0 {
                                // move away from q
                                g[0] -= 8.0 * v * (p[0] - q[0]) / dd;
                                g[1] -= 8.0 * v * (p[1] - q[1]) / dd;
                            } else {
                                g[0] -= 8.0 * v * e.n[0];
                                g[1] -= 8.0 * v * e.n[1];
                            }
                        }
                    }
                    e_sum
                } else {
                    // Outside: pull towards the nearest boundary point and beyond.
                    let mut best = (f64::INFINITY, [0.0, 0.0], [0.0, 0.0]);
                    for e in &s.edges {
                        let (q, dd) = seg_closest(p, e);
                        if dd < best.0 {
                            best = (dd, q, e.n);
                        }
                    }
                    let (dd, q, nrm) = best;
                    if !dd.is_finite() {
                        return 0.0;
                    }
                    let v = r + dd;
                    let dir = if dd > 0.0 {
                        [(p[0] - q[0]) / dd, (p[1] - q[1]) / dd]
                    } else {
                        [-nrm[0], -nrm[1]]
                    };
                    g[0] += 8.0 * v * dir[0];
                    g[1] += 8.0 * v * dir[1];
                    4.0 * v * v
                }
            }
        }
    }
}
