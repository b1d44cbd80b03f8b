//! Paper sizes and orientation.

use crate::output::render::OptionsError;

/// A paper size in millimetres, given portrait (width ≤ height).
#[derive(Debug, Clone, PartialEq)]
pub struct Paper {
    /// Display name (`A4`, `Letter`, `200x300mm`, …).
    pub name: String,
    /// Short side, mm.
    pub width_mm: f64,
    /// Long side, mm.
    pub height_mm: f64,
}

crate::named::named_enum! {
    /// Page orientation.
    pub enum Orientation {
        /// Long side vertical.
        Portrait => "portrait",
        /// Long side horizontal.
        Landscape => "landscape",
    }
}

/// The named sizes [`Paper::parse`] knows: ISO 216 A0–A5 (ISO 216:2007) and the North American
/// Letter, Legal and Tabloid (ANSI/ASME Y14.1: 8.5 × 11, 8.5 × 14 and 11 × 17 inches).
pub const NAMED_PAPERS: [(&str, f64, f64); 9] = [
    ("A0", 841.0, 1189.0),
    ("A1", 594.0, 841.0),
    ("A2", 420.0, 594.0),
    ("A3", 297.0, 420.0),
    ("A4", 210.0, 297.0),
    ("A5", 148.0, 210.0),
    ("Letter", 215.9, 279.4),
    ("Legal", 215.9, 355.6),
    ("Tabloid", 279.4, 431.8),
];

/// The smallest side accepted for a custom paper size, mm (space for margins and a footer).
pub const MIN_PAPER_MM: f64 = 50.0;

/// The largest side accepted for a custom paper size, mm (a 10 m roll).
pub const MAX_PAPER_MM: f64 = 10_000.0;

impl Paper {
    /// ISO A4, 210 × 297 mm.
    pub fn a4() -> Paper {
        Paper::named("A4")
    }

    /// ISO A3, 297 × 420 mm.
    pub fn a3() -> Paper {
        Paper::named("A3")
    }

    /// US Letter, 8.5 × 11 in.
    pub fn letter() -> Paper {
        Paper::named("Letter")
    }

    /// US Tabloid, 11 × 17 in.
    pub fn tabloid() -> Paper {
        Paper::named("Tabloid")
    }

    fn named(name: &str) -> Paper {
        let (n, w, h) = NAMED_PAPERS
            .iter()
            .copied()
            .find(|p| p.0 == name)
            .unwrap_or(NAMED_PAPERS[4]);
        Paper {
            name: n.to_string(),
            width_mm: w,
            height_mm: h,
        }
    }

    /// Parses a paper size: a name from [`NAMED_PAPERS`] (any case), or `WxH` with an optional
    /// unit `mm` (default), `cm` or `in`, e.g. `200x300`, `20x30cm`, `8.5x11in`. The sides are
    /// stored short side first.
    ///
    /// ```
    /// use savanna::output::render::paper::Paper;
    /// assert_eq!(Paper::parse("a4").unwrap().height_mm, 297.0);
    /// assert!((Paper::parse("8.5x11in").unwrap().width_mm - 215.9).abs() < 1e-9);
    /// assert!(Paper::parse("huge").is_err());
    /// ```
    ///
    /// # Errors
    /// [`OptionsError::UnknownPaper`] naming the accepted forms when `s` is none of them, or when a side lies outside
    /// [`MIN_PAPER_MM`]..=[`MAX_PAPER_MM`].
    pub fn parse(s: &str) -> Result<Paper, OptionsError> {
        let t = s.trim();
        if let Some(p) = NAMED_PAPERS.iter().find(|p| p.0.eq_ignore_ascii_case(t)) {
            return Ok(Paper::named(p.0));
        }
        let lower = t.to_ascii_lowercase();
        let (body, factor) = if let Some(b) = lower.strip_suffix("mm") {
            (b, 1.0)
        } else if let Some(b) = lower.strip_suffix("cm") {
            (b, 10.0)
        } else if let Some(b) = lower.strip_suffix("in") {
            (b, 25.4)
        } else {
            (lower.as_str(), 1.0)
        };
        let bad = || {
            let names: Vec<&str> = NAMED_PAPERS.iter().map(|p| p.0).collect();
            OptionsError::UnknownPaper {
                given: s.to_string(),
                names: names.join(", "),
            }
        };
        let (a, b) = body.split_once(['x', '×']).ok_or_else(bad)?;
        let a: f64 = a.trim().parse().map_err(|_| bad())?;
        let b: f64 = b.trim().parse().map_err(|_| bad())?;
        let (a, b) = (a * factor, b * factor);
        for side in [a, b] {
            if !(MIN_PAPER_MM..=MAX_PAPER_MM).contains(&side) {
                return Err(OptionsError::PaperSide(side));
            }
        }
        Ok(Paper {
            name: t.to_string(),
            width_mm: a.min(b),
            height_mm: a.max(b),
        })
    }

    /// `[width, height]` in mm for an orientation.
    pub fn size(&self, o: Orientation) -> [f64; 2] {
        match o {
            Orientation::Portrait => [self.width_mm, self.height_mm],
            Orientation::Landscape => [self.height_mm, self.width_mm],
        }
    }
}

impl std::str::FromStr for Paper {
    type Err = OptionsError;
    /// As [`Paper::parse`].
    fn from_str(s: &str) -> Result<Paper, OptionsError> {
        Paper::parse(s)
    }
}

impl Orientation {
    /// Parses `portrait` or `landscape` (any case); `auto` gives `None` (choose by page count).
    ///
    /// # Errors
    /// [`OptionsError::UnknownOrientation`] naming the accepted words.
    pub fn parse(s: &str) -> Result<Option<Orientation>, OptionsError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "portrait" => Ok(Some(Orientation::Portrait)),
            "landscape" => Ok(Some(Orientation::Landscape)),
            "auto" => Ok(None),
            _ => Err(OptionsError::UnknownOrientation(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(Paper::a3().size(Orientation::Landscape), [420.0, 297.0]);
        assert_eq!(Paper::tabloid().height_mm, 431.8);
        let c = Paper::parse("300 x 200").unwrap();
        assert_eq!((c.width_mm, c.height_mm), (200.0, 300.0));
        assert_eq!(Paper::parse("20x30cm").unwrap().height_mm, 300.0);
        assert!(Paper::parse("10x10").is_err());
        assert!(Paper::parse("ax4").is_err());
        assert!(Paper::parse("NaNx300").is_err());
        assert_eq!("Tabloid".parse::<Paper>().unwrap(), Paper::tabloid());
        assert_eq!(
            Orientation::parse("Landscape").unwrap(),
            Some(Orientation::Landscape)
        );
        assert_eq!(Orientation::parse("auto").unwrap(), None);
        assert!(Orientation::parse("sideways").is_err());
    }
}
