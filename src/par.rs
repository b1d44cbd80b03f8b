//! Work shared out on rayon's pool only when there is enough of it.

use rayon::prelude::*;

/// `f` applied to every item of `items` with its index, results in item order: on rayon's pool
/// when there are at least `min` items, on the calling thread otherwise (handing a few items to
/// the pool costs more than the work: the checks build thousands of tiny arrangements).
pub(crate) fn map_indexed<T: Sync, R: Send>(
    items: &[T],
    min: usize,
    f: impl Fn((usize, &T)) -> R + Sync + Send,
) -> Vec<R> {
    if items.len() >= min {
        items.par_iter().enumerate().map(f).collect()
    } else {
        items.iter().enumerate().map(f).collect()
    }
}
