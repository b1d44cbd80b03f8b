//! The generated board file: the drawing, names and setup serialised as YAML in the manual's
//! field order (docs/src/board-file.md; flow style for points and small maps).

use super::draw::P;
use super::{GenerateError, GenerateOptions};
use crate::input::game_rules::{GAME_KEYS, GameRules};
use crate::input::yaml::{FlowMap, FlowSeq};
use crate::units::Units;
use crate::validated::KindMap;
use serde::Serialize;

#[derive(Serialize)]
struct RectOut {
    width: f64,
    height: f64,
}

#[derive(Serialize)]
struct PieceOut {
    diameter: f64,
    count: u32,
}

#[derive(Serialize)]
struct RulesOut {
    min_regions: u32,
    max_regions: u32,
}

#[derive(Serialize)]
struct SetupOut {
    lions: FlowSeq<Vec<String>>,
    jackals: String,
}

/// The board file as written (field order is the manual's).
#[derive(Serialize)]
struct BoardOut {
    name: String,
    units: Units,
    frame: FlowMap<RectOut>,
    lines: Vec<FlowSeq<[FlowSeq<P>; 2]>>,
    pieces: KindMap<FlowMap<PieceOut>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    regions: Option<KindMap<FlowSeq<P>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    setup: Option<SetupOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<FlowMap<RulesOut>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<FlowMap<KindMap<serde_json::Value>>>,
}

pub(super) fn body(
    opts: &GenerateOptions,
    lines: &[[P; 2]],
    names: Option<&[(String, P)]>,
    setup: Option<(Vec<String>, String)>,
) -> Result<String, GenerateError> {
    body_with_game(opts, lines, names, setup, None)
}

/// The `game:` options of `rules` that differ from the defaults, in the order of
/// [`crate::input::game_rules::GAME_KEYS`]; `None` when all are the defaults.
fn game_section(rules: &GameRules) -> Option<FlowMap<KindMap<serde_json::Value>>> {
    let a = serde_json::to_value(rules).unwrap_or_default();
    let b = serde_json::to_value(GameRules::default()).unwrap_or_default();
    let keys: Vec<(String, serde_json::Value)> = GAME_KEYS
        .iter()
        .filter(|k| a[**k] != b[**k])
        .map(|k| (k.to_string(), a[*k].clone()))
        .collect();
    (!keys.is_empty()).then_some(FlowMap(KindMap(keys)))
}

/// [`body`] with a `game:` section holding the options of `rules` that differ from the
/// defaults (none when `rules` is `None` or all are the defaults).
pub(super) fn body_with_game(
    opts: &GenerateOptions,
    lines: &[[P; 2]],
    names: Option<&[(String, P)]>,
    setup: Option<(Vec<String>, String)>,
    rules: Option<&GameRules>,
) -> Result<String, GenerateError> {
    let mm = opts.frame.units.mm_per_unit();
    let piece = |d_mm: f64, count: u32| {
        FlowMap(PieceOut {
            diameter: crate::validated::round_number(d_mm / mm),
            count,
        })
    };
    let n = opts.regions;
    let b = BoardOut {
        name: format!("Generated Savanna {}", opts.seed),
        units: opts.frame.units,
        frame: FlowMap(RectOut {
            width: opts.frame.width,
            height: opts.frame.height,
        }),
        lines: lines
            .iter()
            .map(|l| FlowSeq([FlowSeq(l[0]), FlowSeq(l[1])]))
            .collect(),
        pieces: KindMap(vec![
            (
                "lion".into(),
                piece(
                    crate::input::DEFAULT_LION_DIAMETER_MM,
                    crate::input::DEFAULT_LION_COUNT,
                ),
            ),
            (
                "jackal".into(),
                piece(
                    crate::input::DEFAULT_JACKAL_DIAMETER_MM,
                    crate::input::DEFAULT_JACKAL_COUNT,
                ),
            ),
        ]),
        regions: names.map(|v| KindMap(v.iter().map(|(k, p)| (k.clone(), FlowSeq(*p))).collect())),
        setup: setup.map(|(lions, jackals)| SetupOut {
            lions: FlowSeq(lions),
            jackals,
        }),
        rules: (!(7..=14).contains(&n)).then(|| {
            FlowMap(RulesOut {
                min_regions: n.min(7),
                max_regions: n.max(14),
            })
        }),
        game: rules.and_then(game_section),
    };
    let mut text = crate::input::yaml::to_string(&b).map_err(GenerateError::Write)?;
    if !text.ends_with('\n') {
        text.push('\n');
    }
    Ok(text)
}
