//! Writing the board read from a photo: the board file (YAML) with a comment naming the photo,
//! the size assumed and every correction, the coded diagnostics, and the overlay image.

use super::close::{Closed, Target};
use super::decode::Decoded;
use super::sheet::{Size, SizeNote, fmt};
use super::strokes::{CURVED_RMS_MM, Stroke};
use super::{Gray, OutUnits};
use crate::diagnostics::{Code, Decimal, Diagnostic, Said, Span, said};
use crate::validated::round_number;

/// The grid the coordinates are written on, mm (and the board's `snap:`): a tenth of a
/// millimetre, below what a pen on paper or a photo can place.
pub const GRID_MM: f64 = 0.1;

/// What the board file's comment says about the photo.
#[derive(Debug)]
pub struct Info<'a> {
    /// The photo's file name.
    pub photo: Option<String>,
    /// The photo decoded.
    pub decoded: &'a Decoded,
    /// The size read at.
    pub size: &'a Size,
    /// How that size was chosen.
    pub size_note: SizeNote,
    /// The closing tolerance, mm (on the board written: [`super::close::tolerance_mm`] ×
    /// `scale`).
    pub tol: f64,
    /// The drawing's scale ([`super::drawing_scale`]): every tolerance in mm is multiplied by it.
    pub scale: f64,
    /// Short marks left out.
    pub ignored_marks: usize,
    /// Marks of writing left out (see [`super::segments::ink_marks`]).
    pub writing: usize,
}

fn coord(x: f64, units: OutUnits) -> String {
    let v = libm::round(x / GRID_MM) * GRID_MM;
    let v = match units {
        OutUnits::Mm => v,
        OutUnits::M => v / 1000.0,
    };
    let r = round_number(v);
    format!("{}", if r == 0.0 { 0.0 } else { r })
}

fn point(p: [f64; 2], units: OutUnits) -> String {
    format!("[{}, {}]", coord(p[0], units), coord(p[1], units))
}

/// [`what`] as a message, for a diagnostic's label.
fn what_said(t: Target, number: &[Option<usize>]) -> Said {
    match t {
        Target::Side(s) => said!(
            "diag-photo-edge",
            side = ["top", "right", "bottom", "left"][s]
        ),
        Target::Stroke(j) => match number.get(j).copied().flatten() {
            Some(n) => said!("diag-photo-line", n = n),
            None => said!("diag-photo-short-line"),
        },
    }
}

fn what(t: Target, number: &[Option<usize>]) -> String {
    match t {
        Target::Side(s) => format!("the {} edge", ["top", "right", "bottom", "left"][s]),
        Target::Stroke(j) => match number.get(j).copied().flatten() {
            Some(n) => format!("line {n}"),
            None => "a short line".into(),
        },
    }
}

/// The board file and its diagnostics (labels on the YAML lines concerned).
pub fn board(info: &Info, strokes: &[Stroke], closed: &Closed) -> (String, Vec<Diagnostic>) {
    let units = info.size.units;
    let [w, h] = info.size.dims;
    // Lines written: the strokes left with a length after closing, numbered from 1.
    let mut number = vec![None; strokes.len()];
    let mut n = 0;
    for (k, s) in closed.segments.iter().enumerate() {
        if libm::hypot(s[1][0] - s[0][0], s[1][1] - s[0][1]) >= GRID_MM {
            n += 1;
            number[k] = Some(n);
        }
    }
    let mut y = String::new();
    let d = info.decoded;
    let photo = info.photo.as_deref().unwrap_or("a photo");
    let orientation = d
        .orientation
        .map(|o| format!(", {o} by its EXIF orientation"))
        .unwrap_or_default();
    y.push_str(&format!(
        "# Imported from a photo by `savanna import`: {} ({}, {} × {} px{orientation}).\n",
        one_line(photo),
        d.format,
        d.stored.0,
        d.stored.1
    ));
    y.push_str(&format!(
        "# Sheet: {}; the frame is the sheet.\n",
        info.size.name
    ));
    y.push_str(&format!("# {}.\n", info.size_note.text));
    y.push_str(&format!(
        "# Lines in {}, y down, origin at the sheet's top-left corner as photographed.\n",
        if units == OutUnits::M { "m" } else { "mm" }
    ));
    let piece = if info.scale > 1.0 {
        format!(
            "{} mm drawn at this board's scale, {} times a sheet's ({} mm)",
            fmt(crate::input::DEFAULT_JACKAL_DIAMETER_MM),
            fmt(info.scale),
            fmt(crate::input::DEFAULT_JACKAL_DIAMETER_MM * info.scale)
        )
    } else {
        format!("{} mm", fmt(crate::input::DEFAULT_JACKAL_DIAMETER_MM))
    };
    y.push_str(&format!(
        "# Closing tolerance {} mm ({} of the smaller piece's {piece}): ends that stopped short of a line or overshot it by less were closed onto it.\n",
        fmt(info.tol),
        super::CLOSE_SHARE,
    ));
    let mut diags = Vec::new();
    let mut size_diag = Diagnostic::new(
        if info.size_note.doubtful {
            Code::ImportPhotoSizeGuess
        } else {
            Code::ImportPhotoSize
        },
        info.size_note.text.clone(),
    );
    size_diag = size_diag.with_help_said(if info.size_note.doubtful {
        said!("diag-photo-size-guess-help")
    } else {
        said!("diag-photo-size-help")
    });
    diags.push(size_diag);
    if !closed.corrections.is_empty() {
        y.push_str("# Corrections:\n");
        for c in &closed.corrections {
            let Some(line) = number[c.stroke] else {
                continue;
            };
            let verb = if c.along > 0.0 { "extended" } else { "trimmed" };
            y.push_str(&format!(
                "#   line {line}: {verb} {} mm to {}\n",
                fmt(c.along.abs()),
                what(c.onto, &number)
            ));
        }
        for &(p, count, moved) in &closed.meetings {
            if moved >= super::close::REPORT_MM * info.scale {
                y.push_str(&format!(
                    "#   {count} line ends made to meet at {} (moved up to {} mm)\n",
                    point(p, units),
                    fmt(moved)
                ));
            }
        }
    }
    if info.ignored_marks > 0 {
        y.push_str(&format!(
            "# {} short mark{} (writing, smudges, the sheet's edge) left out.\n",
            info.ignored_marks,
            if info.ignored_marks == 1 { "" } else { "s" }
        ));
    }
    if info.writing > 0 {
        y.push_str(&format!(
            "# {} mark{} of writing (a word's letters, not a straight line) left out.\n",
            info.writing,
            if info.writing == 1 { "" } else { "s" }
        ));
    }
    y.push_str(&format!(
        "units: {}\n",
        if units == OutUnits::M { "m" } else { "mm" }
    ));
    y.push_str(&format!("snap: {}\n", coord(GRID_MM, units)));
    y.push_str(&format!(
        "frame:\n  width: {}\n  height: {}\n",
        coord(w, units),
        coord(h, units)
    ));
    y.push_str("lines:\n");
    let mut spans = vec![None; strokes.len()];
    for (k, s) in closed.on_grid(GRID_MM).iter().enumerate() {
        let Some(line) = number[k] else { continue };
        let start = y.len();
        y.push_str(&format!(
            "  - [{}, {}]  # line {line}",
            point(s[0], units),
            point(s[1], units)
        ));
        spans[k] = Some(Span::new(start, y.len() - start));
        y.push('\n');
    }
    // Diagnostics, each on the YAML line of its stroke.
    let label = |d: Diagnostic, k: usize, text: Said| match spans[k] {
        Some(s) => d.with_label_said(s, text),
        None => d,
    };
    if !closed.corrections.is_empty() {
        let mut d = Diagnostic::said(
            Code::ImportPhotoClosed,
            said!(
                "diag-photo-closed",
                n = closed.corrections.len(),
                tol = Decimal(fmt(info.tol))
            ),
        )
        .with_help_said(said!("diag-photo-closed-help"));
        for c in &closed.corrections {
            d = label(
                d,
                c.stroke,
                said!(
                    "diag-photo-corrected",
                    verb = if c.along > 0.0 { "extended" } else { "trimmed" },
                    d = Decimal(fmt(c.along.abs())),
                    onto = what_said(c.onto, &number)
                ),
            );
        }
        diags.push(d);
    }
    for &(k, end) in &closed.loose {
        if number[k].is_none() {
            continue;
        }
        let p = closed.segments[k][end];
        diags.push(label(
            Diagnostic::said(
                Code::ImportPhotoLoose,
                said!(
                    "diag-photo-loose",
                    n = number[k].unwrap_or(0),
                    at = point(p, units),
                    tol = Decimal(fmt(info.tol))
                ),
            )
            .with_help_said(said!("diag-photo-loose-help")),
            k,
            said!("diag-photo-this-line"),
        ));
    }
    for (k, s) in strokes.iter().enumerate() {
        if s.rms > CURVED_RMS_MM * info.scale && number[k].is_some() {
            diags.push(label(
                Diagnostic::said(
                    Code::ImportPhotoCurved,
                    said!(
                        "diag-photo-curved",
                        n = number[k].unwrap_or(0),
                        rms = Decimal(fmt(s.rms))
                    ),
                )
                .with_help_said(said!("diag-photo-curved-help")),
                k,
                said!("diag-photo-this-line"),
            ));
        }
    }
    for &(i, j, gap) in &closed.maybe_one {
        let (Some(a), Some(b)) = (number[i], number[j]) else {
            continue;
        };
        diags.push(label(
            label(
                Diagnostic::said(
                    Code::ImportPhotoSplit,
                    said!("diag-photo-split", a = a, b = b, gap = Decimal(fmt(gap))),
                )
                .with_help_said(said!("diag-photo-split-help")),
                i,
                said!("diag-photo-this-line"),
            ),
            j,
            said!("diag-photo-and-this-one"),
        ));
    }
    if info.ignored_marks > 0 {
        diags.push(
            Diagnostic::said(
                Code::ImportPhotoMarks,
                said!(
                    "diag-photo-marks",
                    n = info.ignored_marks,
                    min =
                        Decimal(fmt(info.scale
                            * super::strokes::min_length_mm(w / info.scale, h / info.scale)))
                ),
            )
            .with_help_said(said!("diag-photo-marks-help")),
        );
    }
    if info.writing > 0 {
        diags.push(
            Diagnostic::said(
                Code::ImportPhotoMarks,
                said!(
                    "diag-photo-writing",
                    n = info.writing,
                    max = Decimal(fmt(super::segments::WRITING_MAX_MM * info.scale))
                ),
            )
            .with_help_said(said!("diag-photo-writing-help")),
        );
    }
    (y, diags)
}

/// `s` with control characters escaped, for a one-line comment.
fn one_line(s: &str) -> String {
    s.chars()
        .flat_map(|c| {
            let v: Vec<char> = if c.is_control() {
                c.escape_default().collect()
            } else {
                vec![c]
            };
            v
        })
        .collect()
}

/// The overlay: `sheet` (rectified at `px_per_mm`) in grey with the closed lines drawn in red,
/// their ends in green and loose ends in magenta, as PNG bytes.
pub fn overlay(sheet: &Gray, px_per_mm: f64, closed: &Closed) -> Vec<u8> {
    let (w, h) = (sheet.width, sheet.height);
    let mut rgb: Vec<u8> = sheet
        .data
        .iter()
        .flat_map(|&v| {
            let g = (v.clamp(0.0, 1.0) * 255.0) as u8;
            [g, g, g]
        })
        .collect();
    let mut dot = |p: [f64; 2], r: isize, c: [u8; 3]| {
        let (cx, cy) = (
            libm::floor(p[0] * px_per_mm) as isize,
            libm::floor(p[1] * px_per_mm) as isize,
        );
        for dy in -r..=r {
            for dx in -r..=r {
                let (x, y) = (cx + dx, cy + dy);
                if x >= 0 && y >= 0 && (x as usize) < w && (y as usize) < h {
                    let i = 3 * (y as usize * w + x as usize);
                    rgb[i..i + 3].copy_from_slice(&c);
                }
            }
        }
    };
    for s in &closed.segments {
        let len = libm::hypot(s[1][0] - s[0][0], s[1][1] - s[0][1]) * px_per_mm;
        let steps = (len as usize).max(1) * 2;
        for i in 0..=steps {
            let t = i as f64 / steps as f64;
            dot(
                [
                    s[0][0] + t * (s[1][0] - s[0][0]),
                    s[0][1] + t * (s[1][1] - s[0][1]),
                ],
                1,
                [220, 30, 30],
            );
        }
    }
    for s in &closed.segments {
        for &p in s {
            dot(p, 3, [20, 170, 40]);
        }
    }
    for &(k, end) in &closed.loose {
        dot(closed.segments[k][end], 5, [210, 0, 210]);
    }
    let mut out = Vec::new();
    use image::ImageEncoder;
    // Encoding RGB8 of the stated size into memory cannot fail; an empty Vec if it did.
    let _ = image::codecs::png::PngEncoder::new(&mut out).write_image(
        &rgb,
        w as u32,
        h as u32,
        image::ExtendedColorType::Rgb8,
    );
    out
}
