//! Photo import: a photo or scan of a board drawn by hand (JPEG, PNG, WebP) becomes a board file
//! at true scale.
//!
//! The stages, each a pure function in its own file:
//! 1. [`decode`]: the image read (its EXIF orientation applied), refused before allocation when
//!    it is larger than [`MAX_PIXELS`], and reduced to a grey image of at most about
//!    [`WORK_PIXELS`] for detection.
//! 2. [`sheet`]: the sheet found (the largest bright quadrilateral on a darker background), or the
//!    whole image for a flat scan; its size given ([`PhotoOptions::size`]) or recognised from the
//!    aspect ratio of the rectangle seen in perspective ([`sheet::true_aspect`]).
//! 3. [`homography`]: the perspective removed by the homography from the sheet's four corners to
//!    its true size (DLT on 4 points), and the sheet resampled at a bounded resolution.
//! 4. [`segments`]: the ink separated from the paper (lighting flattened), thinned to centre
//!    lines, and cut into straight pieces by growing regions of one orientation.
//! 5. [`strokes`]: collinear pieces merged into the drawn strokes, each fitted by total least
//!    squares.
//! 6. [`close`]: the drawing closed as meant: ends that stop short of a line or overshoot it by
//!    less than the closing tolerance ([`CLOSE_SHARE`] of the smaller piece) end on it, ends that
//!    nearly meet meet at one point.
//! 7. [`write`](mod@write): the board file (lines in mm, or m for a ground board; the frame is the sheet),
//!    commented with the photo, the size assumed and every correction; the overlay image.
//!
//! Coordinates: board coordinates in mm, x right, y down, origin at the sheet's top-left corner
//! as seen in the photo (the corner nearest the image's top-left).
//!
//! Tolerances: every tolerance of the stages is a named constant in mm (the line's neighbourhood
//! [`segments::WINDOW_MM`], the shortest mark [`segments::MIN_MARK_MM`], writing
//! [`segments::WRITING_MAX_MM`], merging [`strokes::MERGE_GAP_MM`], curvature
//! [`strokes::CURVED_RMS_MM`], closing [`close::tolerance_mm`], ...), set for a drawing on a sheet
//! of paper. They are measured on the drawing as read: a sheet larger than
//! [`FULL_RESOLUTION_AREA_MM2`] (about A3) is read at the same resolution as that area, so the
//! stages work on the drawing scaled down by [`drawing_scale`] (a 3 × 2 m frame on the ground
//! by 6.93) and every tolerance grows with it in the board written: the closing tolerance of a
//! 3 × 2 m board is 0.4 of a 20 mm jackal drawn at that scale, 55.4 mm, not 8 mm.

use crate::diagnostics::Diagnostic;

pub mod close;
pub mod decode;
pub mod homography;
pub mod line;
pub mod morph;
pub mod segments;
pub mod sheet;
pub mod size;
pub mod strokes;
pub mod write;

/// The largest image read, in pixels (64 megapixels, e.g. 9 248 × 6 936): a larger one is refused
/// from its header, before any pixel is allocated.
pub const MAX_PIXELS: u64 = 64_000_000;

/// The smallest image side read, in pixels: a board's lines, a few mm apart at their closest,
/// cannot be told apart on fewer.
pub const MIN_SIDE_PX: u32 = 100;

/// About how many pixels the detection works at: a larger photo is reduced by an integer factor
/// (box filter) to at most this many.
pub const WORK_PIXELS: f64 = 3.0e6;

/// The rectified sheet's largest size in pixels (its resolution is chosen so the sheet fits).
pub const RECTIFIED_PIXELS: f64 = 2.0e6;

/// The rectified sheet's highest resolution, pixels per mm.
pub const MAX_PX_PER_MM: f64 = 4.0;

/// The largest sheet area read at [`MAX_PX_PER_MM`], mm² ([`RECTIFIED_PIXELS`] /
/// [`MAX_PX_PER_MM`]²: 125 000 mm², A3 (124 740 mm²) and every smaller sheet): the tolerances in
/// mm hold as they are up to it ([`drawing_scale`]).
pub const FULL_RESOLUTION_AREA_MM2: f64 = RECTIFIED_PIXELS / (MAX_PX_PER_MM * MAX_PX_PER_MM);

/// The scale the drawing on a `w_mm × h_mm` sheet or frame is read at, against a sheet of paper:
/// 1 up to [`FULL_RESOLUTION_AREA_MM2`] (a pen on paper, A3 and smaller); beyond,
/// √(area / [`FULL_RESOLUTION_AREA_MM2`]), so that a large sheet or a frame drawn on the ground
/// (with a thicker line, larger writing and larger pieces, in proportion) is read as that area
/// is, with the same pixels, and every tolerance in mm is multiplied by it.
///
/// ```
/// use savanna::import::photo::drawing_scale;
/// assert_eq!(drawing_scale(420.0, 297.0), 1.0);
/// assert!((drawing_scale(3000.0, 2000.0) - 6.928).abs() < 1e-3);
/// ```
pub fn drawing_scale(w_mm: f64, h_mm: f64) -> f64 {
    let area = w_mm * h_mm;
    if area.is_finite() && area > FULL_RESOLUTION_AREA_MM2 {
        libm::sqrt(area / FULL_RESOLUTION_AREA_MM2)
    } else {
        1.0
    }
}

/// The closing tolerance as a share of the smaller piece's diameter (the default jackal, 20 mm):
/// a gap narrower than 0.4 of a jackal lets no piece through, so the person meant the lines to
/// meet.
pub const CLOSE_SHARE: f64 = 0.4;

/// A grey image: `width × height` values from 0 (black) to 1 (white), row by row from the top.
#[derive(Debug, Clone, PartialEq)]
pub struct Gray {
    /// Pixels per row.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// `width * height` values in 0..=1, row-major.
    pub data: Vec<f32>,
}

impl Gray {
    /// A `width × height` image of `value`.
    pub fn new(width: usize, height: usize, value: f32) -> Gray {
        Gray {
            width,
            height,
            data: vec![value; width * height],
        }
    }

    /// The value at pixel `(x, y)`.
    ///
    /// # Panics
    /// When `(x, y)` is outside the image.
    pub fn at(&self, x: usize, y: usize) -> f32 {
        self.data[y * self.width + x]
    }

    /// The value at `(x, y)` in pixel coordinates (pixel `(i, j)` covers `[i, i+1) × [j, j+1)`,
    /// its centre at `(i + 0.5, j + 0.5)`), interpolated bilinearly; `None` outside the image.
    pub fn sample(&self, x: f64, y: f64) -> Option<f32> {
        let (fx, fy) = (x - 0.5, y - 0.5);
        if !(fx > -0.5
            && fy > -0.5
            && fx < self.width as f64 - 0.5
            && fy < self.height as f64 - 0.5)
        {
            return None;
        }
        let (x0, y0) = (fx.floor().max(0.0) as usize, fy.floor().max(0.0) as usize);
        let (x1, y1) = ((x0 + 1).min(self.width - 1), (y0 + 1).min(self.height - 1));
        let (tx, ty) = (
            (fx - x0 as f64).clamp(0.0, 1.0) as f32,
            (fy - y0 as f64).clamp(0.0, 1.0) as f32,
        );
        let top = self.at(x0, y0) * (1.0 - tx) + self.at(x1, y0) * tx;
        let bottom = self.at(x0, y1) * (1.0 - tx) + self.at(x1, y1) * tx;
        Some(top * (1.0 - ty) + bottom * ty)
    }
}

/// The units of the board file written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutUnits {
    /// Millimetres (a sheet of paper).
    Mm,
    /// Metres (a board drawn on the ground).
    M,
}

/// The sheet's (or ground frame's) true size.
#[derive(Debug, Clone, PartialEq)]
pub struct SheetSize {
    /// One side, mm (the orientation is taken from the photo: the longer side is the one that
    /// looks longer).
    pub a_mm: f64,
    /// The other side, mm.
    pub b_mm: f64,
    /// The units of the board file.
    pub units: OutUnits,
    /// How the user named it (`A3`, `3x2m`).
    pub name: String,
}

/// The named paper sizes, portrait, mm: ISO 216 A0–A5 and the North American Letter, Legal and
/// Tabloid (8.5 × 11, 8.5 × 14 and 11 × 17 in); the sheets' own list, one table for both.
pub use crate::output::render::paper::NAMED_PAPERS as PAPERS;

/// The smallest side of a size given, mm.
pub const MIN_SIDE_MM: f64 = 50.0;

/// The largest side of a size given, mm (20 m, a board drawn on the ground).
pub const MAX_SIDE_MM: f64 = 20_000.0;

impl SheetSize {
    /// A named paper (`A4`, `letter`: any case) from [`PAPERS`].
    ///
    /// # Errors
    /// A message naming the known papers.
    pub fn paper(name: &str) -> Result<SheetSize, String> {
        let t = name.trim();
        PAPERS
            .iter()
            .find(|p| p.0.eq_ignore_ascii_case(t))
            .map(|p| SheetSize {
                a_mm: p.1,
                b_mm: p.2,
                units: OutUnits::Mm,
                name: p.0.to_string(),
            })
            .ok_or_else(|| {
                let names: Vec<&str> = PAPERS.iter().map(|p| p.0).collect();
                format!(
                    "unknown paper `{name}`: give one of {} (or --size WxH with a unit)",
                    names.join(", ")
                )
            })
    }

    /// `WxH` with a unit `mm` (default), `cm`, `m` or `in`: `420x297`, `42x29.7cm`, `3x2m`.
    /// A size in m gives a board in m (a board drawn on the ground), any other one in mm.
    ///
    /// # Errors
    /// A message when `s` is not of that form or a side is outside
    /// [`MIN_SIDE_MM`]..=[`MAX_SIDE_MM`].
    pub fn parse(s: &str) -> Result<SheetSize, String> {
        let lower = s.trim().to_ascii_lowercase();
        let (body, factor, units) = if let Some(b) = lower.strip_suffix("mm") {
            (b, 1.0, OutUnits::Mm)
        } else if let Some(b) = lower.strip_suffix("cm") {
            (b, 10.0, OutUnits::Mm)
        } else if let Some(b) = lower.strip_suffix("in") {
            (b, 25.4, OutUnits::Mm)
        } else if let Some(b) = lower.strip_suffix('m') {
            (b, 1000.0, OutUnits::M)
        } else {
            (lower.as_str(), 1.0, OutUnits::Mm)
        };
        let bad = || {
            format!(
                "cannot read the size `{s}`: give WIDTHxHEIGHT with a unit mm (default), cm, m or in, e.g. 420x297mm or 3x2m"
            )
        };
        let (a, b) = body.split_once(['x', '×']).ok_or_else(bad)?;
        let a: f64 = a.trim().parse().map_err(|_| bad())?;
        let b: f64 = b.trim().parse().map_err(|_| bad())?;
        let (a, b) = (a * factor, b * factor);
        for side in [a, b] {
            if !(MIN_SIDE_MM..=MAX_SIDE_MM).contains(&side) {
                return Err(format!(
                    "the size `{s}` has a side of {side} mm: give sides from {MIN_SIDE_MM} mm to {} m",
                    MAX_SIDE_MM / 1000.0
                ));
            }
        }
        Ok(SheetSize {
            a_mm: a,
            b_mm: b,
            units,
            name: s.trim().to_string(),
        })
    }
}

/// How a photo is read.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PhotoOptions {
    /// The sheet's true size; `None`: recognised from the aspect ratio (an A-series ratio is
    /// taken as A4, said in a note).
    pub size: Option<SheetSize>,
    /// Whether to draw the overlay image ([`PhotoImport::overlay`]).
    pub overlay: bool,
    /// The photo's file name, for the board file's comment (`None`: "a photo").
    pub name: Option<String>,
}

/// A board read from a photo.
#[derive(Debug, Clone, PartialEq)]
pub struct PhotoImport {
    /// The board file (YAML, units mm or m), commented with the photo, the size assumed and
    /// every correction.
    pub yaml: String,
    /// What was assumed and what is doubtful, as diagnostics (codes `savanna::import::photo-*`),
    /// labelled in [`PhotoImport::yaml`] where a line is concerned.
    pub diagnostics: Vec<Diagnostic>,
    /// The overlay (PNG bytes): the rectified sheet in grey with the lines found drawn on it in
    /// red, their ends in green, loose ends in magenta; when asked for.
    pub overlay: Option<Vec<u8>>,
}

impl PhotoImport {
    /// The diagnostics as the command line prints them on standard error, one line each:
    /// `note: NAME: message; help [code]` (advice) or `warning: …`.
    pub fn report(&self, name: &str) -> String {
        self.report_in(name, crate::i18n::Lang::En)
    }

    /// [`PhotoImport::report`] in `lang` (its words; the codes stay as they are).
    pub fn report_in(&self, name: &str, lang: crate::i18n::Lang) -> String {
        let mut s = String::new();
        for d in &self.diagnostics {
            let d = d.in_lang(lang);
            let kind = lang.tr(
                "diag-photo-kind",
                &[("severity", crate::i18n::Arg::from(d.severity.as_str()))],
            );
            let help = d
                .help
                .as_deref()
                .map(|h| format!("; {h}"))
                .unwrap_or_default();
            s.push_str(&format!(
                "{kind}: {name}: {}{help} [{}]\n",
                d.message,
                d.code.as_str()
            ));
        }
        s
    }
}

/// Why a photo cannot be read as a board.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PhotoError {
    /// Not a JPEG, PNG or WebP image, or a damaged one (the decoder's message).
    #[error("cannot read the image: {0}")]
    Decode(String),
    /// An image with no pixels.
    #[error("the image is empty ({width} × {height} px)")]
    Empty {
        /// Width, px.
        width: u32,
        /// Height, px.
        height: u32,
    },
    /// A file cut short (a download or copy interrupted).
    #[error(
        "the {format} file is cut short (its image data ends before the end of the image): copy or download the photo again"
    )]
    Truncated {
        /// `JPEG`, `PNG` or `WebP`.
        format: &'static str,
    },
    /// An image below [`MIN_SIDE_PX`] a side.
    #[error(
        "the image is {width} × {height} px: too small to read a board from (savanna needs at least {min} px a side; a phone's photo has thousands)",
        min = MIN_SIDE_PX
    )]
    TooSmall {
        /// Width, px.
        width: u32,
        /// Height, px.
        height: u32,
    },
    /// An image above [`MAX_PIXELS`].
    #[error(
        "the image is {width} × {height} px ({mpx:.0} megapixels): savanna reads photos up to {max} megapixels; reduce it (a 12-megapixel photo is plenty)",
        mpx = *width as f64 * *height as f64 / 1e6,
        max = MAX_PIXELS / 1_000_000
    )]
    TooLarge {
        /// Width, px.
        width: u32,
        /// Height, px.
        height: u32,
    },
    /// An image too dark to see a drawing in.
    #[error(
        "the image is too dark to find a sheet or lines in (its brightest tenth is at {bright:.0} % of white): photograph the sheet in better light"
    )]
    TooDark {
        /// The 90th percentile of brightness, percent.
        bright: f64,
    },
    /// An image of nearly one grey level: nothing drawn, no sheet against a background.
    #[error(
        "the image is nearly uniform (all of it within {spread:.0} % of white of one grey): there is no sheet or line to read; photograph or scan the drawn board"
    )]
    Blank {
        /// The spread between its darkest and brightest half percent, percent of white.
        spread: f64,
    },
    /// No sheet found.
    #[error(
        "no sheet of paper found: {why}; photograph the whole sheet on a darker background, or scan it flat"
    )]
    NoSheet {
        /// What was seen.
        why: String,
    },
    /// The sheet runs off the photo's edge.
    #[error(
        "the sheet is cut off by the photo's {edges} edge: photograph the whole sheet with some background around it"
    )]
    CutOff {
        /// The image edges the sheet touches (`left and top`).
        edges: String,
    },
    /// No straight lines found on the sheet.
    #[error(
        "no lines found on the sheet: draw the board's lines darker (a felt pen or a soft pencil), or photograph it closer"
    )]
    NoLines,
}

/// Reads a photo or scan of a board drawn by hand (`bytes`: a JPEG, PNG or WebP file) as a board
/// file; see the [module documentation](self) for the stages.
///
/// # Errors
/// [`PhotoError`], a sentence saying what is wrong with the image and what to do.
pub fn import_photo(bytes: &[u8], opts: &PhotoOptions) -> Result<PhotoImport, PhotoError> {
    let decoded = decode::decode(bytes)?;
    let (sw, sh) = decoded.stored;
    if sw.min(sh) < MIN_SIDE_PX {
        return Err(PhotoError::TooSmall {
            width: sw,
            height: sh,
        });
    }
    let gray = &decoded.gray;
    let bright = decode::percentile(gray, 0.9);
    if bright < 0.2 {
        return Err(PhotoError::TooDark {
            bright: f64::from(bright) * 100.0,
        });
    }
    let spread = decode::percentile(gray, 0.995) - decode::percentile(gray, 0.005);
    if spread < 0.08 {
        return Err(PhotoError::Blank {
            spread: f64::from(spread) * 100.0,
        });
    }
    let found = sheet::find(gray)?;
    let aspect = sheet::true_aspect(&found.corners, gray.width, gray.height);
    let (size, mut size_note) = sheet::choose_size(opts.size.as_ref(), aspect, found.scan);
    if let Some(note) = &found.note {
        size_note.text = format!("{note}; {}", size_note.text);
    }
    // The stages work on the drawing as read ([`drawing_scale`]): the sheet itself up to
    // about A3, else scaled down to that area; what they find is scaled back up below.
    let scale = drawing_scale(size.dims[0], size.dims[1]);
    let [w_mm, h_mm] = size.dims.map(|d| d / scale);
    let to_sheet = homography::Homography::from_points(
        &found.corners,
        &[[0.0, 0.0], [w_mm, 0.0], [w_mm, h_mm], [0.0, h_mm]],
    )
    .ok_or_else(|| PhotoError::NoSheet {
        why: "its four corners are degenerate (three in a line)".into(),
    })?;
    let px_per_mm = MAX_PX_PER_MM.min(libm::sqrt(RECTIFIED_PIXELS / (w_mm * h_mm)));
    let rect = homography::rectify(gray, &to_sheet, w_mm, h_mm, px_per_mm).ok_or_else(|| {
        PhotoError::NoSheet {
            why: "its corners do not map back into the photo".into(),
        }
    })?;
    let found_ink = segments::detect(&rect, px_per_mm);
    let grouped = strokes::group(&found_ink.pieces, w_mm, h_mm);
    if grouped.strokes.is_empty() {
        return Err(PhotoError::NoLines);
    }
    let tol = close::tolerance_mm();
    let closed = close::close(&grouped.strokes, w_mm, h_mm, tol);
    let overlay = opts
        .overlay
        .then(|| write::overlay(&rect, px_per_mm, &closed));
    let info = write::Info {
        photo: opts.name.clone(),
        decoded: &decoded,
        size: &size,
        size_note,
        tol: tol * scale,
        scale,
        ignored_marks: grouped.ignored,
        writing: found_ink.writing,
    };
    let strokes: Vec<strokes::Stroke> = grouped.strokes.iter().map(|s| s.scaled(scale)).collect();
    let (yaml, diagnostics) = write::board(&info, &strokes, &closed.scaled(scale));
    Ok(PhotoImport {
        yaml,
        diagnostics,
        overlay,
    })
}
