//! Newtype identifiers used across modules, so that raw indices never cross a module boundary,
//! and [`IndexVec`] ([`RegionVec`]), the vector indexed by them.

use serde::{Deserialize, Serialize};

/// Identifies one input line of the board file: its 0-based position in `lines`.
///
/// Lines produced from the frame get ids after the board's own lines (see
/// [`crate::geometry::arrangement::Input`]).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(transparent)]
pub struct SegmentId(pub u32);

/// A region id: 1 to n in reading order (top to bottom, then left to right, by label point).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(transparent)]
pub struct RegionId(pub u32);

impl std::fmt::Display for RegionId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::fmt::Display for SegmentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// An id that numbers the elements of an [`IndexVec`]: a bijection between ids and positions
/// `0..len` (as `ruff_index::Idx`). The offset between an id and its position lives only in the
/// id's implementation, so no caller writes `id.0 as usize - 1`.
pub trait Idx: Copy + Eq + Ord + std::fmt::Debug {
    /// The id of the element at position `i`.
    ///
    /// # Panics
    /// When `i` does not fit the id's integer (more than `u32::MAX` elements).
    fn from_index(i: usize) -> Self;

    /// The position of the element with this id. An id that numbers no element (`RegionId(0)`)
    /// gives `usize::MAX`, which no vector reaches: [`IndexVec::get`] returns `None` for it.
    fn index(self) -> usize;
}

/// Region ids are 1-based (as in every file savanna reads and writes): `RegionId(1)` is the
/// element at position 0.
impl RegionId {
    /// The id of the region at position `i` (0-based) of per-region data: `RegionId(i + 1)`.
    ///
    /// # Panics
    /// When `i + 1` does not fit a `u32`.
    #[inline]
    pub fn from_index(i: usize) -> RegionId {
        RegionId(u32::try_from(i + 1).expect("region index fits u32"))
    }

    /// The position (0-based) of region `self` in per-region data: `id - 1`; `RegionId(0)`,
    /// which numbers no region, gives `usize::MAX`, past the end of any vector.
    #[inline]
    pub fn index(self) -> usize {
        (self.0 as usize).wrapping_sub(1)
    }
}

impl Idx for RegionId {
    #[inline]
    fn from_index(i: usize) -> RegionId {
        RegionId::from_index(i)
    }

    #[inline]
    fn index(self) -> usize {
        RegionId::index(self)
    }
}

/// A vector indexed by a typed id `I` instead of a `usize` (after `ruff_index::IndexVec`): the
/// element of id `i` is `v[i]`, and [`IndexVec::push`] returns the id of the new element. It
/// derefs to nothing, so a raw position never indexes it; [`IndexVec::as_slice`] gives the
/// elements in id order where a slice is needed (serialisation, rayon).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct IndexVec<I: Idx, T> {
    raw: Vec<T>,
    _id: std::marker::PhantomData<fn(&I)>,
}

/// Per-region data: element `RegionId(1)` first, one element per region in id order.
pub type RegionVec<T> = IndexVec<RegionId, T>;

impl<I: Idx, T> IndexVec<I, T> {
    /// An empty vector.
    pub fn new() -> Self {
        Self::from_vec(Vec::new())
    }

    /// An empty vector with room for `n` elements.
    pub fn with_capacity(n: usize) -> Self {
        Self::from_vec(Vec::with_capacity(n))
    }

    /// The elements of `raw` in order: `raw[0]` gets the first id (`RegionId(1)`).
    pub fn from_vec(raw: Vec<T>) -> Self {
        IndexVec {
            raw,
            _id: std::marker::PhantomData,
        }
    }

    /// `n` copies of `value`.
    pub fn from_elem(value: T, n: usize) -> Self
    where
        T: Clone,
    {
        Self::from_vec(vec![value; n])
    }

    /// Appends `value` and returns its id.
    pub fn push(&mut self, value: T) -> I {
        let id = I::from_index(self.raw.len());
        self.raw.push(value);
        id
    }

    /// The id the next [`IndexVec::push`] returns.
    pub fn next_id(&self) -> I {
        I::from_index(self.raw.len())
    }

    /// The element of `id`, or `None` when no element has that id.
    #[inline]
    pub fn get(&self, id: I) -> Option<&T> {
        self.raw.get(id.index())
    }

    /// The element of `id` to change, or `None` when no element has that id.
    #[inline]
    pub fn get_mut(&mut self, id: I) -> Option<&mut T> {
        self.raw.get_mut(id.index())
    }

    /// True when `id` numbers an element.
    pub fn contains(&self, id: I) -> bool {
        id.index() < self.raw.len()
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.raw.len()
    }

    /// True when there are no elements.
    pub fn is_empty(&self) -> bool {
        self.raw.is_empty()
    }

    /// The elements in id order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.raw.iter()
    }

    /// The elements in id order, to change.
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.raw.iter_mut()
    }

    /// `(id, element)` pairs in id order.
    pub fn iter_enumerated(&self) -> impl DoubleEndedIterator<Item = (I, &T)> + ExactSizeIterator {
        self.raw
            .iter()
            .enumerate()
            .map(|(i, x)| (I::from_index(i), x))
    }

    /// Every id, in order.
    pub fn ids(&self) -> impl DoubleEndedIterator<Item = I> + ExactSizeIterator + use<I, T> {
        (0..self.raw.len()).map(I::from_index)
    }

    /// The elements in id order as a slice (position `k` holds id `I::from_index(k)`).
    pub fn as_slice(&self) -> &[T] {
        &self.raw
    }

    /// The elements in id order.
    pub fn into_vec(self) -> Vec<T> {
        self.raw
    }
}

impl<I: Idx, T> Default for IndexVec<I, T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<I: Idx, T: std::fmt::Debug> std::fmt::Debug for IndexVec<I, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.raw.fmt(f)
    }
}

/// # Panics
/// When no element has id `id`, as a `Vec` does for an index past its end.
impl<I: Idx, T> std::ops::Index<I> for IndexVec<I, T> {
    type Output = T;

    #[inline]
    fn index(&self, id: I) -> &T {
        &self.raw[id.index()]
    }
}

/// # Panics
/// When no element has id `id`.
impl<I: Idx, T> std::ops::IndexMut<I> for IndexVec<I, T> {
    #[inline]
    fn index_mut(&mut self, id: I) -> &mut T {
        &mut self.raw[id.index()]
    }
}

impl<I: Idx, T> From<Vec<T>> for IndexVec<I, T> {
    fn from(raw: Vec<T>) -> Self {
        Self::from_vec(raw)
    }
}

impl<I: Idx, T> FromIterator<T> for IndexVec<I, T> {
    fn from_iter<It: IntoIterator<Item = T>>(iter: It) -> Self {
        Self::from_vec(iter.into_iter().collect())
    }
}

impl<I: Idx, T> IntoIterator for IndexVec<I, T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;

    fn into_iter(self) -> Self::IntoIter {
        self.raw.into_iter()
    }
}

impl<'a, I: Idx, T> IntoIterator for &'a IndexVec<I, T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.raw.iter()
    }
}

impl<'a, I: Idx, T> IntoIterator for &'a mut IndexVec<I, T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.raw.iter_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn region_one_is_the_first_element() {
        let v: RegionVec<&str> = vec!["a", "b", "c"].into();
        assert_eq!(v[RegionId(1)], "a");
        assert_eq!(v[RegionId(3)], "c");
        assert_eq!(v.get(RegionId(2)), Some(&"b"));
        assert_eq!(RegionId::from_index(0), RegionId(1));
        assert_eq!(RegionId(1).index(), 0);
    }

    #[test]
    fn ids_past_the_end_and_zero_give_none() {
        let mut v: RegionVec<u32> = RegionVec::from_elem(7, 2);
        assert_eq!(v.get(RegionId(3)), None);
        assert_eq!(v.get(RegionId(0)), None);
        assert_eq!(v.get(RegionId(u32::MAX)), None);
        assert_eq!(v.get_mut(RegionId(0)), None);
        assert!(v.contains(RegionId(2)) && !v.contains(RegionId(0)) && !v.contains(RegionId(3)));
    }

    #[test]
    #[should_panic]
    fn indexing_past_the_end_panics() {
        let v: RegionVec<u32> = RegionVec::from_elem(0, 2);
        let _ = v[RegionId(3)];
    }

    #[test]
    fn push_returns_the_new_id_and_enumeration_follows_ids() {
        let mut v = RegionVec::new();
        assert_eq!(v.next_id(), RegionId(1));
        assert_eq!(v.push('x'), RegionId(1));
        assert_eq!(v.push('y'), RegionId(2));
        v[RegionId(2)] = 'z';
        let pairs: Vec<(RegionId, char)> = v.iter_enumerated().map(|(i, c)| (i, *c)).collect();
        assert_eq!(pairs, [(RegionId(1), 'x'), (RegionId(2), 'z')]);
        assert_eq!(v.ids().collect::<Vec<_>>(), [RegionId(1), RegionId(2)]);
        assert_eq!(v.len(), 2);
        assert_eq!(v.into_vec(), ['x', 'z']);
    }
}
