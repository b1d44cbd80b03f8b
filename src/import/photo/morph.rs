//! Grey-level morphology on square windows: the maximum and minimum of each pixel's `(2r+1)²`
//! neighbourhood (within the image), and their composition the closing (a max filter then a min
//! filter), which erases every dark feature narrower than the window and keeps broader ones.
//!
//! Each filter is separable (rows, then columns) and costs three comparisons a pixel whatever
//! `r`, by the van Herk / Gil–Werman algorithm (M. van Herk, "A fast algorithm for local minimum
//! and maximum filters on rectangular and octagonal kernels", Pattern Recognition Letters 13(7),
//! 1992; J. Gil & M. Werman, IEEE PAMI 15(5), 1993): the line cut into blocks of `2r+1`, the
//! running extreme from each block's start and from its end, each window the extreme of one
//! suffix and one prefix.

use super::Gray;

/// The maximum (`max = true`) or minimum of each pixel's neighbours within `r` px in both
/// directions (a `(2r+1)²` square, cut by the image's edges).
pub fn square_filter(g: &Gray, r: usize, max: bool) -> Gray {
    let (w, h) = (g.width, g.height);
    let mut rows = vec![0.0f32; w * h];
    let mut line = Vec::new();
    let mut out_line = Vec::new();
    for y in 0..h {
        line.clear();
        line.extend_from_slice(&g.data[y * w..(y + 1) * w]);
        sliding(&line, r, max, &mut out_line);
        rows[y * w..(y + 1) * w].copy_from_slice(&out_line);
    }
    let mut data = vec![0.0f32; w * h];
    for x in 0..w {
        line.clear();
        line.extend((0..h).map(|y| rows[y * w + x]));
        sliding(&line, r, max, &mut out_line);
        for (y, &v) in out_line.iter().enumerate() {
            data[y * w + x] = v;
        }
    }
    Gray {
        width: w,
        height: h,
        data,
    }
}

/// The grey-level closing of `g` by a `(2r+1)²` square: [`square_filter`]'s maximum, then its
/// minimum.
pub fn closing(g: &Gray, r: usize) -> Gray {
    square_filter(&square_filter(g, r, true), r, false)
}

/// `out[i]` = the extreme of `v[i-r ..= i+r]` (cut at the ends), by van Herk / Gil–Werman.
fn sliding(v: &[f32], r: usize, max: bool, out: &mut Vec<f32>) {
    let pick = |a: f32, b: f32| if max { a.max(b) } else { a.min(b) };
    let n = v.len();
    out.clear();
    if n == 0 {
        return;
    }
    let k = 2 * r + 1;
    // prefix[i]: the extreme from the start of i's block to i; suffix[i]: from i to its end.
    let mut prefix = v.to_vec();
    let mut suffix = v.to_vec();
    for i in 1..n {
        if i % k != 0 {
            prefix[i] = pick(prefix[i - 1], v[i]);
        }
    }
    for i in (0..n.saturating_sub(1)).rev() {
        if (i + 1) % k != 0 {
            suffix[i] = pick(suffix[i + 1], v[i]);
        }
    }
    for i in 0..n {
        let (lo, hi) = (i.saturating_sub(r), (i + r).min(n - 1));
        // [lo, hi] spans at most two blocks: the suffix from lo to its block's end and the
        // prefix from hi's block's start to hi (one block: the suffix alone covers it when
        // hi is its end, or the prefix when lo is its start).
        let e = if lo / k == hi / k {
            if lo % k == 0 {
                prefix[hi]
            } else if hi % k == k - 1 || hi == n - 1 {
                suffix[lo]
            } else {
                v[lo..=hi].iter().copied().fold(v[lo], pick)
            }
        } else {
            pick(suffix[lo], prefix[hi])
        };
        out.push(e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sliding extremes against the definition, on a line with a few values placed by
    /// hand: every window of radius 0 to 4 at every position.
    #[test]
    fn sliding_extremes_match_the_definition() {
        let v = [
            0.5, 0.1, 0.9, 0.3, 0.3, 0.7, 0.2, 0.8, 0.0, 0.6, 0.4, 1.0, 0.5,
        ];
        let mut out = Vec::new();
        for r in 0..5 {
            for max in [true, false] {
                sliding(&v, r, max, &mut out);
                for (i, &got) in out.iter().enumerate() {
                    let (lo, hi) = (i.saturating_sub(r), (i + r).min(v.len() - 1));
                    let want = v[lo..=hi]
                        .iter()
                        .copied()
                        .fold(v[lo], |a, b| if max { a.max(b) } else { a.min(b) });
                    assert_eq!(got, want, "r {r} max {max} at {i}");
                }
            }
        }
        // By hand: the maximum within 1 of index 1 is 0.9 (index 2); the minimum within 2 of
        // index 10 is 0.0 (index 8).
        sliding(&v, 1, true, &mut out);
        assert_eq!(out[1], 0.9);
        sliding(&v, 2, false, &mut out);
        assert_eq!(out[10], 0.0);
    }

    /// A closing by a 5 × 5 square (r = 2) erases a dark bar 3 px wide and keeps a dark
    /// band 7 px wide (at its full darkness in its middle).
    #[test]
    fn closing_erases_narrow_dark_and_keeps_broad() {
        let (w, h) = (40, 30);
        let mut g = Gray::new(w, h, 0.9);
        for y in 0..h {
            for x in 5..8 {
                g.data[y * w + x] = 0.2;
            }
            for x in 20..27 {
                g.data[y * w + x] = 0.5;
            }
        }
        let c = closing(&g, 2);
        assert_eq!(c.at(6, 15), 0.9);
        assert_eq!(c.at(23, 15), 0.5);
        assert_eq!(c.at(20, 15), 0.5);
        assert_eq!(c.at(19, 15), 0.9);
    }
}
