//! Raising the count: one more disc at a time, by minimising a penalty energy.
//!
//! For a configuration of discs (centres `x_i`, radii `r_i`, normalised units) the energy is
//!
//! ```text
//! E(x) = sum_{i<j} max(0, (r_i + r_j)^2 - |x_i - x_j|^2)^2 + sum_i 4 max(0, r_i - clearance(x_i))^2
//! ```
//!
//! (the smooth overlap penalty of Birgin, Martínez & Ronconi, "Optimizing the packing of
//! cylinders into a rectangular container", EJOR 160, 2005; the boundary term of the container's
//! [`Container::penalty`]). `E = 0` exactly when the discs form a packing. Radii are inflated by
//! [`INFLATE`] during the search so that a zero-energy configuration has slack left for
//! rounding.
//!
//! Local minimisation is L-BFGS (Liu & Nocedal, "On the limited memory BFGS method for large
//! scale optimization", Math. Prog. 45, 1989; two-loop recursion, Armijo backtracking). The
//! global strategy is monotonic basin hopping (Leary, "Global optimization on funneling
//! landscapes", JOGO 18, 2000; Addis, Locatelli & Schoen, "Disk packing in a square: a new
//! global optimization approach", INFORMS J. Comput. 20, 2008): perturb the best local minimum,
//! minimise again, keep the result only if its energy is lower. Starting from a verified
//! packing of `n` discs, a disc is inserted in the largest free spot and the search runs until
//! the energy reaches zero (a packing of `n + 1`, then verified) or the iteration budget of the
//! [`super::Effort`] is spent; the count stops rising at the first failure.

use super::geom::Container;
use super::{Check, Effort, PackOptions};

/// Relative inflation of every radius during the search (normalised units): zero energy then
/// leaves every gap at least about `1e-7` of the diameter, far above rounding error and far
/// below anything measurable.
pub const INFLATE: f64 = 1e-7;

/// Energy below which a configuration counts as a packing (normalised units, diameter 1):
/// every term is then below `1e-20`, so each violation of the inflated radii is below `1e-10`.
pub const ZERO_ENERGY: f64 = 1e-20;

/// Iteration budget of one search step, from an [`Effort`].
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    /// Independent starts per target count.
    pub attempts: usize,
    /// Basin-hopping perturbations per start.
    pub hops: usize,
    /// L-BFGS iterations per local minimisation.
    pub iters: usize,
}

impl Budget {
    /// The budget for an effort level when trying to place `n` discs. Above
    /// [`LARGE_N`]` + 1` discs the default effort searches longer: the speed budget is set for
    /// regions of at most 50 discs (whose last, failing, try is for 51), and larger ones need
    /// more hops to stay within one disc of the records.
    pub fn of(effort: Effort, n: usize) -> Budget {
        let b = |attempts, hops, iters| Budget {
            attempts,
            hops,
            iters,
        };
        match effort {
            Effort::Lattice => b(0, 0, 0),
            Effort::Fast => b(2, 4, 200),
            Effort::Normal if n <= LARGE_N + 1 => b(4, 10, 300),
            Effort::Normal => b(10, 24, 400),
            Effort::Thorough => b(16, 40, 600),
        }
    }
}

/// Above this many discs [`Effort::Normal`] uses its larger budget.
pub const LARGE_N: usize = 50;

/// Energy of a configuration; `x` holds `[x0, y0, x1, y1, ...]`, `g` receives the gradient.
pub struct Energy<'a> {
    c: &'a Container,
    radii: Vec<f64>,
    /// Discs that may not move (their gradient is zeroed).
    fixed: Vec<bool>,
    order: Vec<usize>,
    rmax: f64,
}

impl<'a> Energy<'a> {
    /// An energy for discs of the given radii (inflated by [`INFLATE`] here).
    pub fn new(c: &'a Container, radii: &[f64], fixed: Vec<bool>) -> Energy<'a> {
        let radii: Vec<f64> = radii.iter().map(|r| r * (1.0 + INFLATE)).collect();
        let rmax = radii.iter().fold(0.0f64, |m, &r| m.max(r));
        Energy {
            c,
            order: (0..radii.len()).collect(),
            radii,
            fixed,
            rmax,
        }
    }

    /// Energy and gradient at `x`.
    pub fn eval(&mut self, x: &[f64], g: &mut [f64]) -> f64 {
        let n = self.radii.len();
        g.iter_mut().for_each(|v| *v = 0.0);
        let mut e = 0.0;
        self.order.sort_by(|&a, &b| x[2 * a].total_cmp(&x[2 * b]));
        let reach = 2.0 * self.rmax;
        for k in 0..n {
            let i = self.order[k];
            let (xi, yi) = (x[2 * i], x[2 * i + 1]);
            for &j in &self.order[k + 1..] {
                let dx = x[2 * j] - xi;
                if dx > reach {
                    break;
                }
                let dy = x[2 * j + 1] - yi;
                let s = self.radii[i] + self.radii[j];
                let v = s * s - dx * dx - dy * dy;
                if v > 0.0 {
                    e += v * v;
                    // d/dxj of v^2 = 2 v * (-2 dx)
                    let fx = 4.0 * v * dx;
                    let fy = 4.0 * v * dy;
                    g[2 * i] += fx;
                    g[2 * i + 1] += fy;
                    g[2 * j] -= fx;
                    g[2 * j + 1] -= fy;
                }
            }
            let mut gb = [0.0, 0.0];
            e += self.c.penalty([xi, yi], self.radii[i], &mut gb);
            g[2 * i] += gb[0];
            g[2 * i + 1] += gb[1];
        }
        for (i, &f) in self.fixed.iter().enumerate() {
            if f {
                g[2 * i] = 0.0;
                g[2 * i + 1] = 0.0;
            }
        }
        if !e.is_finite() {
            return f64::INFINITY;
        }
        e
    }
}

/// L-BFGS with Armijo backtracking. Minimises `en` from `x` in place for at most `iters`
/// iterations or until the energy drops below [`ZERO_ENERGY`]; returns the final energy.
pub fn lbfgs(en: &mut Energy, x: &mut [f64], iters: usize) -> f64 {
    const M: usize = 7;
    let n = x.len();
    let mut g = vec![0.0; n];
    let mut fx = en.eval(x, &mut g);
    let mut s_hist: Vec<Vec<f64>> = Vec::with_capacity(M);
    let mut y_hist: Vec<Vec<f64>> = Vec::with_capacity(M);
    let mut rho: Vec<f64> = Vec::with_capacity(M);
    let mut d = vec![0.0; n];
    let mut xn = vec![0.0; n];
    let mut gn = vec![0.0; n];
    let mut alpha = [0.0; M];
    let mut stall = 0;
    let mut hist: Vec<f64> = Vec::with_capacity(iters);
    for _ in 0..iters {
        if fx.is_nan() || fx <= ZERO_ENERGY {
            break;
        }
        // two-loop recursion
        d.copy_from_slice(&g);
        let h = s_hist.len();
        for k in (0..h).rev() {
            let a = rho[k] * dotv(&s_hist[k], &d);
            alpha[k] = a;
            axpy(-a, &y_hist[k], &mut d);
        }
        if h > 0 {
            let yy = dotv(&y_hist[h - 1], &y_hist[h - 1]);
            let gamma = if yy > 0.0 {
                1.0 / (rho[h - 1] * yy)
            } else {
                1.0
            };
            d.iter_mut().for_each(|v| *v *= gamma);
        } else {
            // first step: move at most 0.1 diameters
            let gmax = g.iter().fold(0.0f64, |m, v| m.max(v.abs()));
            let sc = if gmax > 0.0 {
                (0.1 / gmax).min(1.0)
            } else {
                1.0
            };
            d.iter_mut().for_each(|v| *v *= sc);
        }
        for k in 0..h {
            let b = rho[k] * dotv(&y_hist[k], &d);
            axpy(alpha[k] - b, &s_hist[k], &mut d);
        }
        d.iter_mut().for_each(|v| *v = -*v);
        let mut gd = dotv(&g, &d);
        if gd.is_nan() || gd >= 0.0 {
            s_hist.clear();
            y_hist.clear();
            rho.clear();
            for (di, gi) in d.iter_mut().zip(&g) {
                *di = -gi;
            }
            gd = dotv(&g, &d);
            if gd.is_nan() || gd >= 0.0 {
                break;
            }
        }
        let mut step = 1.0;
        let mut fnew = f64::INFINITY;
        let mut ok = false;
        for _ in 0..40 {
            for k in 0..n {
                xn[k] = x[k] + step * d[k];
            }
            fnew = en.eval(&xn, &mut gn);
            if fnew <= fx + 1e-4 * step * gd {
                ok = true;
                break;
            }
            step *= 0.5;
        }
        if !ok {
            if s_hist.is_empty() {
                break;
            }
            s_hist.clear();
            y_hist.clear();
            rho.clear();
            continue;
        }
        let mut sy = 0.0;
        let mut sv = vec![0.0; n];
        let mut yv = vec![0.0; n];
        for k in 0..n {
            sv[k] = xn[k] - x[k];
            yv[k] = gn[k] - g[k];
            sy += sv[k] * yv[k];
        }
        if sy > 1e-300 {
            if s_hist.len() == M {
                s_hist.remove(0);
                y_hist.remove(0);
                rho.remove(0);
            }
            s_hist.push(sv);
            y_hist.push(yv);
            rho.push(1.0 / sy);
        }
        // a stuck local minimum: less than 5 % progress over 25 iterations while far from zero
        hist.push(fnew);
        let it = hist.len();
        if it > 40 && fnew > 1e-8 && fnew > 0.95 * hist[it - 26] {
            x.copy_from_slice(&xn);
            fx = fnew;
            break;
        }
        if fx - fnew <= 1e-12 * fx {
            stall += 1;
            if stall > 10 {
                x.copy_from_slice(&xn);
                fx = fnew;
                break;
            }
        } else {
            stall = 0;
        }
        x.copy_from_slice(&xn);
        g.copy_from_slice(&gn);
        fx = fnew;
    }
    fx
}

fn dotv(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}
fn axpy(a: f64, x: &[f64], y: &mut [f64]) {
    for (yi, xi) in y.iter_mut().zip(x) {
        *yi += a * xi;
    }
}

/// A point inside the container's bounding box drawn from `rng`, preferring points with room:
/// the best of `tries` samples by free radius (distance to the border and to the discs).
fn free_spot(
    c: &Container,
    x: &[f64],
    radii: &[f64],
    rng: &mut fastrand::Rng,
    tries: usize,
) -> [f64; 2] {
    let bb = c.bbox();
    let mut best = (
        [0.5 * (bb[0] + bb[2]), 0.5 * (bb[1] + bb[3])],
        f64::NEG_INFINITY,
    );
    for _ in 0..tries {
        let p = [
            bb[0] + rng.f64() * (bb[2] - bb[0]),
            bb[1] + rng.f64() * (bb[3] - bb[1]),
        ];
        let mut free = c.clearance(p);
        if free <= best.1 {
            continue;
        }
        for (k, &r) in radii.iter().enumerate() {
            let d = ((x[2 * k] - p[0]).powi(2) + (x[2 * k + 1] - p[1]).powi(2)).sqrt() - r;
            free = free.min(d);
            if free <= best.1 {
                break;
            }
        }
        if free > best.1 {
            best = (p, free);
        }
    }
    best.0
}

/// Tries to add discs of radius `r_new` to the packing `start` (radii `radii`, normalised
/// units), one at a time, up to `ub` discs in total. `check` converts a zero-energy
/// configuration to board units and verifies it. Returns the largest verified configuration
/// found (board units), if any improves on `start`.
///
/// `fixed_prefix` discs at the front of `start` keep their positions; `light` halves the
/// budget (used for the rows of the mixed table).
#[allow(clippy::too_many_arguments)]
pub fn raise_with(
    c: &Container,
    start: &[[f64; 2]],
    radii: &[f64],
    fixed_prefix: usize,
    r_new: f64,
    ub: usize,
    opts: &PackOptions,
    light: bool,
    check: &Check,
) -> Option<Vec<[f64; 2]>> {
    if Budget::of(opts.effort, start.len() + 1).attempts == 0 {
        return None;
    }
    let mut cur: Vec<f64> = start.iter().flat_map(|p| [p[0], p[1]]).collect();
    let mut cur_r: Vec<f64> = radii.to_vec();
    let mut result = None;
    let mut rng = fastrand::Rng::with_seed(
        opts.seed ^ (start.len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    );
    while cur_r.len() < ub {
        let n = cur_r.len() + 1;
        let mut budget = Budget::of(opts.effort, n - fixed_prefix);
        if light {
            budget = Budget {
                attempts: budget.attempts.div_ceil(2),
                hops: budget.hops / 2,
                iters: budget.iters,
            };
        }
        let mut r_all = cur_r.clone();
        r_all.push(r_new);
        let fixed: Vec<bool> = (0..n).map(|i| i < fixed_prefix).collect();
        let mut en = Energy::new(c, &r_all, fixed);
        let mut found: Option<(Vec<f64>, Vec<[f64; 2]>)> = None;
        'attempts: for attempt in 0..budget.attempts {
            let mut x = cur.clone();
            if attempt % 2 == 1 && attempt > 0 {
                // shake the current packing a little
                for (k, v) in x.iter_mut().enumerate() {
                    if k / 2 >= fixed_prefix {
                        *v += (rng.f64() - 0.5) * 0.3;
                    }
                }
            }
            let p = free_spot(c, &x, &cur_r, &mut rng, 64);
            x.push(p[0]);
            x.push(p[1]);
            let mut e = lbfgs(&mut en, &mut x, budget.iters);
            for hop in 0..=budget.hops {
                if e <= ZERO_ENERGY {
                    let centres: Vec<[f64; 2]> = x.chunks(2).map(|w| [w[0], w[1]]).collect();
                    if let Some(b) = check(&centres) {
                        found = Some((x.clone(), b));
                        break 'attempts;
                    }
                }
                if hop == budget.hops {
                    break;
                }
                // perturb: every movable disc a little, and the most crowded one far
                let mut y = x.clone();
                let amp = if hop % 3 == 2 { 0.5 } else { 0.2 };
                for (k, v) in y.iter_mut().enumerate() {
                    if k / 2 >= fixed_prefix {
                        *v += (rng.f64() - 0.5) * amp;
                    }
                }
                if hop % 2 == 1 && n > fixed_prefix {
                    // Drawn as a u64, not a usize: fastrand maps `usize` ranges through 32 bits
                    // on 32-bit targets (wasm32) and 64 on 64-bit ones, so the same seed hopped
                    // different discs there and packed differently (1 vs 2 jackals beside two
                    // lions in tests/data/arrangement/11a_float_endpoint_short.yaml). `u64` is
                    // what `usize` is on 64-bit targets: native results are unchanged.
                    let i = fixed_prefix + rng.u64(..(n - fixed_prefix) as u64) as usize;
                    let others: Vec<f64> = y
                        .chunks(2)
                        .enumerate()
                        .filter(|&(k, _)| k != i)
                        .flat_map(|(_, w)| [w[0], w[1]])
                        .collect();
                    let rs: Vec<f64> = r_all
                        .iter()
                        .enumerate()
                        .filter(|&(k, _)| k != i)
                        .map(|(_, &r)| r)
                        .collect();
                    let q = free_spot(c, &others, &rs, &mut rng, 32);
                    y[2 * i] = q[0];
                    y[2 * i + 1] = q[1];
                }
                let ey = lbfgs(&mut en, &mut y, budget.iters);
                if ey < e {
                    x = y;
                    e = ey;
                }
            }
        }
        match found {
            Some((x, b)) => {
                cur = x;
                cur_r = r_all;
                result = Some(b);
            }
            None => break,
        }
    }
    result
}

/// [`raise_with`] with nothing fixed.
pub fn raise(
    c: &Container,
    start: &[[f64; 2]],
    radii: &[f64],
    r_new: f64,
    ub: usize,
    opts: &PackOptions,
    check: &Check,
) -> Option<Vec<[f64; 2]>> {
    raise_with(c, start, radii, 0, r_new, ub, opts, false, check)
}
