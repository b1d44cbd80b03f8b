//! Invariant checks shared by the arrangement property tests (arrangement_props,
//! arrangement_scale).

use proptest::prelude::*;
use savanna::geometry::arrangement::Arrangement;

/// The half-edge structure's own check (`Dcel::check`: twin and next links, closed cycles),
/// Euler's relation `V - E + F = 1 + C` (F counting the unbounded face, C the connected
/// components), every face of positive area, and the face areas adding up exactly to the area
/// inside the outer boundaries of the top-level components.
pub fn check_structure(arr: &Arrangement) -> Result<(), TestCaseError> {
    arr.dcel
        .check()
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    let (v, e) = (arr.dcel.vertices.len() as i64, arr.dcel.edge_count() as i64);
    let f = arr.faces.len() as i64 + 1;
    prop_assert_eq!(
        v - e + f,
        1 + arr.dcel.components() as i64,
        "Euler's relation"
    );
    let faces: i128 = arr.faces.iter().map(|f| f.area2).sum();
    let outer: i128 = arr
        .dcel
        .cycles
        .iter()
        .zip(&arr.cycle_face)
        .filter(|(c, f)| c.area2 <= 0 && f.is_none())
        .map(|(c, _)| -c.area2)
        .sum();
    prop_assert_eq!(
        faces,
        outer,
        "face areas add up to the area inside the outer boundaries"
    );
    prop_assert!(arr.faces.iter().all(|f| f.area2 > 0), "positive areas");
    Ok(())
}
