//! The board file written from the drawing: the frame (the element, else the page) and every
//! coordinate shifted to its top-left corner on the import grid, the lines (each commented
//! with its element), region names, piece sizes and the set-up.

use super::read::Drawing;
use super::write::{Notes, Yaml, num, pt, setup, snap, write_frame, yaml_str};
use super::{
    DrawnPiece, Element, IMPORT_GRID_MM, ImportError, Imported, MAX_IMPORT_MM,
    PIECE_SIZE_TOLERANCE_MM, units,
};
use crate::diagnostics::{Code, Decimal, Span, said};

/// The board of `drawing` (from `svg` at `mm_per_px`, its elements `elements`, its `<title>`
/// `title`), with `notes` and the diagnostics' places (`root`: the `<svg>` start tag).
///
/// # Errors
/// [`ImportError::TooLarge`] for a drawing past [`MAX_IMPORT_MM`], [`ImportError::NoLines`]
/// when no line is left.
pub(super) fn write(
    svg: &str,
    elements: &[Element],
    title: Option<String>,
    drawing: Drawing,
    mm_per_px: f64,
    root: Span,
    mut notes: Notes,
) -> Result<Imported, ImportError> {
    let Drawing {
        page,
        frame,
        lines,
        names,
        pieces,
        sizes,
    } = drawing;
    // Frame: the element, else the page.
    let [page_w, page_h] = page;
    let (frame, frame_el) = match frame {
        Some((f, k)) => (f, Some(k)),
        None => {
            // A frame drawn less than one px of the file off the page edge is the page edge.
            let ([x0, y0, x1, y1], moved) =
                units::page_edge([0.0, 0.0, page_w, page_h], &lines, mm_per_px);
            units::page_edge_note(&moved, &mut notes, root);
            (vec![[x0, y0], [x1, y0], [x1, y1], [x0, y1]], None)
        }
    };
    let far = frame
        .iter()
        .chain(lines.iter().flat_map(|(a, b, _)| [a, b]))
        .map(|p| p[0].abs().max(p[1].abs()))
        .fold(0.0, f64::max);
    // usvg's 32-bit floats put 10 m within half a µm of itself.
    if far.is_nan() || far > MAX_IMPORT_MM + IMPORT_GRID_MM {
        return Err(ImportError::TooLarge { mm: far });
    }
    let mut frame: Vec<[f64; 2]> = frame.into_iter().map(snap).collect();
    if frame.len() > 1 && frame.first() == frame.last() {
        frame.pop();
    }
    let origin = [
        frame.iter().map(|p| p[0]).fold(f64::INFINITY, f64::min),
        frame.iter().map(|p| p[1]).fold(f64::INFINITY, f64::min),
    ];
    let shift = |p: [f64; 2]| snap([p[0] - origin[0], p[1] - origin[1]]);
    let frame: Vec<[f64; 2]> = frame.into_iter().map(shift).collect();
    let span_of = |k: usize| elements[k].span;

    let mut y = Yaml::default();
    y.push("# Imported from SVG by `savanna import`: lines in mm, y down, origin at the frame's top-left.", None);
    if let Some(t) = title {
        y.push(&format!("name: {}", yaml_str(&t)), None);
    }
    y.push("units: mm", None);
    // The coordinates are only as exact as the import grid: a line drawn to end on another
    // (Inkscape's snapping, 6 digits) must not become a 0.1 µm overshoot or gap.
    y.push(&format!("snap: {IMPORT_GRID_MM}"), None);
    write_frame(&mut y, &frame, Some(frame_el.map_or(root, span_of)));
    y.push("lines:", None);
    let mut seen = std::collections::BTreeSet::new();
    let mut last = usize::MAX;
    let mut count = 0;
    for (a, b, k) in lines {
        let (a, b) = (shift(a), shift(b));
        if a == b {
            continue;
        }
        let key = if (a[0], a[1]) <= (b[0], b[1]) {
            (a, b)
        } else {
            (b, a)
        };
        if !seen.insert(format!("{:?}", key)) {
            continue;
        }
        if k != last {
            y.push(&format!("  # {}", elements[k].describe()), None);
            last = k;
        }
        let line = match &elements[k].id {
            // The element's id names the line, so that diagnostics say `line 3 (river)`.
            Some(id) => format!(
                "  - {{from: {}, to: {}, name: {}}}",
                pt(a),
                pt(b),
                yaml_str(id)
            ),
            None => format!("  - [{}, {}]", pt(a), pt(b)),
        };
        y.push(&line, Some(span_of(k)));
        count += 1;
    }
    if count == 0 {
        return Err(ImportError::NoLines);
    }
    if !names.is_empty() {
        y.push("regions:", None);
        for (n, p, k) in &names {
            y.push(
                &format!(
                    "  {}: {}  # {}",
                    yaml_str(n),
                    pt(shift(*p)),
                    elements[*k].describe()
                ),
                Some(span_of(*k)),
            );
        }
    }
    let drawn: Vec<DrawnPiece> = pieces
        .iter()
        .zip(&sizes)
        .map(|((lion, c, k), (_, d))| DrawnPiece {
            lion: *lion,
            centre: shift(*c),
            diameter: *d,
            svg: span_of(*k),
        })
        .collect();
    write_pieces(&mut y, &sizes, &mut notes, root);
    if !pieces.is_empty() {
        setup(&mut y, &pieces, elements, &shift, &mut notes);
    }
    Ok(Imported {
        yaml: y.text,
        warnings: super::en(&notes.warnings),
        notes: super::en(&notes.notes),
        said_warnings: notes.warnings,
        said_notes: notes.notes,
        diagnostics: notes.diagnostics,
        svg: svg.to_string(),
        sources: y.sources,
        root,
        pieces: drawn,
    })
}

/// `pieces:` from the piece circles (`sizes`: kind, diameter in mm) when the circles of a kind
/// agree (to [`PIECE_SIZE_TOLERANCE_MM`]) on a diameter other than the default (30 mm lions, 20
/// mm jackals; their mean, on the import grid), said in a note;
/// circles of one kind that disagree keep the default, said too. Counts stay the defaults.
fn write_pieces(y: &mut Yaml, sizes: &[(bool, Option<f64>)], notes: &mut Notes, root: Span) {
    use crate::input::{
        DEFAULT_JACKAL_COUNT, DEFAULT_JACKAL_DIAMETER_MM, DEFAULT_LION_COUNT,
        DEFAULT_LION_DIAMETER_MM,
    };
    let mut diameters = [DEFAULT_JACKAL_DIAMETER_MM, DEFAULT_LION_DIAMETER_MM];
    let mut changed = false;
    for (lion, kind) in [(true, "lion"), (false, "jackal")] {
        let ds: Vec<Option<f64>> = sizes
            .iter()
            .filter(|(l, _)| *l == lion)
            .map(|(_, d)| *d)
            .collect();
        let Some(first) = ds.first() else { continue };
        let default = diameters[lion as usize];
        let agree = |a: f64, b: f64| (a - b).abs() <= PIECE_SIZE_TOLERANCE_MM;
        match first {
            Some(d) if ds.iter().all(|x| x.is_some_and(|x| agree(x, *d))) => {
                // Their mean, on the import grid.
                let d = snap([ds.iter().flatten().sum::<f64>() / ds.len() as f64, 0.0])[0];
                if !agree(d, default) && d > 0.0 {
                    diameters[lion as usize] = d;
                    changed = true;
                    notes.note(
                        Code::ImportPieceSize,
                        root,
                        said!(
                            "diag-import-piece-size",
                            kind = kind,
                            d = Decimal(num(d)),
                            n = ds.len()
                        ),
                        said!("diag-import-piece-size-help", d = Decimal(num(default))),
                    );
                }
            }
            _ => notes.note(
                Code::ImportPieceSize,
                root,
                said!(
                    "diag-import-piece-size-mixed",
                    kind = kind,
                    d = Decimal(num(default))
                ),
                said!("diag-import-piece-size-mixed-help", kind = kind),
            ),
        }
    }
    if changed {
        y.push(
            &format!(
                "pieces: {{lion: {{diameter: {}, count: {DEFAULT_LION_COUNT}}}, jackal: {{diameter: {}, count: {DEFAULT_JACKAL_COUNT}}}}}",
                num(diameters[1]),
                num(diameters[0])
            ),
            None,
        );
    }
}
