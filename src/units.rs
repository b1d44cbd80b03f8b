//! Length units of a board file.

use serde::{Deserialize, Serialize};

/// The unit of every length in a board file.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Units {
    /// Millimetres (the default).
    #[default]
    Mm,
    /// Centimetres.
    Cm,
    /// Metres (boards drawn on the ground).
    M,
    /// Inches (25.4 mm).
    In,
}

impl Units {
    /// How many millimetres one unit is.
    ///
    /// ```
    /// assert_eq!(savanna::units::Units::In.mm_per_unit(), 25.4);
    /// ```
    pub fn mm_per_unit(self) -> f64 {
        match self {
            Units::Mm => 1.0,
            Units::Cm => 10.0,
            Units::M => 1000.0,
            Units::In => 25.4,
        }
    }

    /// The unit's name as written in a board file (`mm`, `cm`, `m`, `in`).
    pub fn as_str(self) -> &'static str {
        match self {
            Units::Mm => "mm",
            Units::Cm => "cm",
            Units::M => "m",
            Units::In => "in",
        }
    }
}
