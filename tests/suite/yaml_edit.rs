//! `savanna::input::edit`: edits of board YAML that keep comments and layout (issue 26).
//!
//! Hand-written fixtures (a commented classic board: each edit with the exact text expected,
//! worked out by hand from the rule "only the touched node's bytes change"), refusals, and
//! property tests: random edit sequences on examples/*.yaml keep every comment line and give
//! a text that loads to the board the edits describe (applied to the typed board by hand).

use proptest::prelude::*;
use savanna::input::edit::{Edit, EditError, End, FrameSpec, GameValue, LineRef, RegionArg, apply};
use savanna::input::{Board, FrameShape, Line, RegionName, RegionRef, load};

/// Classic savanna with comments everywhere a designer puts them.
const CLASSIC: &str = "\
# Classic savanna, commented.
name: Classic Savanna
units: mm   # millimetres

frame:
  width: 420    # A3 landscape
  height: 297
# The five pencil lines.
lines:
  - {from: [0, 120], to: [420, 40], name: river}   # across
  - {from: [0, 230], to: [420, 180], name: ridge}
  # the two that run down
  - {from: [120, 0], to: [170, 297], name: trail}
  - [[330, 0], [260, 297]]  # the fence, short form
pieces:
  lion: {diameter: 30, count: 3}
  jackal: {diameter: 20, count: 9}
regions:
  Kopje: [40, 40]   # top left
  Dunes: [360, 250]
setup:
  lions: [Kopje, 3, 4]
  jackals: Dunes
";

/// A board in block style throughout: four-space indent, list items level with their key,
/// lines as block mappings, a polygon frame as a block list, comments between items.
const BLOCKY: &str = "\
# Blocky.
frame:
    polygon:
    - [0, 0]
    - [300, 0]     # top right
    - [300, 200]
    - [0, 200]
lines:
# first
-   from: [0, 100]
    to: [300, 100]   # east
    name: river
-   from: [150, 0]
    to: [150, 200]

# trailing comment of the list
regions:
    West: [10, 10]
game:
    quiet_rounds: 4   # short games
";

fn ed(json: &str) -> Edit {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn ap(text: &str, json: &str) -> String {
    apply(text, &ed(json)).unwrap_or_else(|e| panic!("{json}: {e}"))
}

/// `CLASSIC` with `from` replaced by `to` (exactly once).
fn with(from: &str, to: &str) -> String {
    assert_eq!(CLASSIC.matches(from).count(), 1, "{from}");
    CLASSIC.replacen(from, to, 1)
}

#[test]
fn move_point_in_a_flow_mapping_changes_only_its_numbers() {
    let out = ap(
        CLASSIC,
        r#"{"op":"move_point","line":"ridge","end":"to","at":[420,175.5]}"#,
    );
    assert_eq!(
        out,
        with(
            "{from: [0, 230], to: [420, 180], name: ridge}",
            "{from: [0, 230], to: [420, 175.5], name: ridge}"
        )
    );
    // By index, in the short form; a number that stays the same keeps its text.
    let out = ap(
        CLASSIC,
        r#"{"op":"move_point","line":3,"end":"from","at":[330,10]}"#,
    );
    assert_eq!(
        out,
        with("[[330, 0], [260, 297]]", "[[330, 10], [260, 297]]")
    );
}

#[test]
fn add_line_follows_the_list_style() {
    // The last line is short form: an unnamed line is short form too, after the last item's
    // line with its comment.
    let out = ap(
        CLASSIC,
        r#"{"op":"add_line","from":[0,240],"to":[100,297]}"#,
    );
    assert_eq!(
        out,
        with(
            "  - [[330, 0], [260, 297]]  # the fence, short form\n",
            "  - [[330, 0], [260, 297]]  # the fence, short form\n  - [[0, 240], [100, 297]]\n"
        )
    );
    let out = ap(
        CLASSIC,
        r#"{"op":"add_line","from":[0,240],"to":[100,297],"name":"gully"}"#,
    );
    assert_eq!(
        out,
        with(
            "  - [[330, 0], [260, 297]]  # the fence, short form\n",
            "  - [[330, 0], [260, 297]]  # the fence, short form\n  - {from: [0, 240], to: [100, 297], name: gully}\n"
        )
    );
}

#[test]
fn delete_line_takes_its_own_trailing_comment_only() {
    let out = ap(CLASSIC, r#"{"op":"delete_line","line":"river"}"#);
    assert_eq!(
        out,
        with(
            "  - {from: [0, 120], to: [420, 40], name: river}   # across\n",
            ""
        )
    );
    // The comment line above the trail stays.
    let out = ap(CLASSIC, r#"{"op":"delete_line","line":2}"#);
    assert_eq!(
        out,
        with("  - {from: [120, 0], to: [170, 297], name: trail}\n", "")
    );
}

#[test]
fn deleting_the_last_line_leaves_an_empty_list() {
    let text = "lines:   # one\n  - [[0, 0], [1, 1]]   # only\nregions: {}\n";
    let out = ap(text, r#"{"op":"delete_line","line":0}"#);
    assert_eq!(out, "lines: []   # one\nregions: {}\n");
    let out = ap(
        "lines: [[[0, 0], [1, 1]], [[2, 2], [3, 3]]]\n",
        r#"{"op":"delete_line","line":1}"#,
    );
    assert_eq!(out, "lines: [[[0, 0], [1, 1]]]\n");
    let out = ap(
        "lines: [[[0, 0], [1, 1]], [[2, 2], [3, 3]]]\n",
        r#"{"op":"delete_line","line":0}"#,
    );
    assert_eq!(out, "lines: [[[2, 2], [3, 3]]]\n");
}

#[test]
fn set_frame_rect_and_polygon() {
    let out = ap(CLASSIC, r#"{"op":"set_frame","frame":[400,300]}"#);
    assert_eq!(
        out,
        with(
            "  width: 420    # A3 landscape\n  height: 297\n",
            "  width: 400    # A3 landscape\n  height: 300\n"
        )
    );
    // A polygon replaces width and height (their lines and comments go with them).
    let out = ap(
        CLASSIC,
        r#"{"op":"set_frame","frame":[[0,0],[420,0],[210,297]]}"#,
    );
    assert_eq!(
        out,
        with(
            "  width: 420    # A3 landscape\n  height: 297\n",
            "  polygon: [[0, 0], [420, 0], [210, 297]]\n"
        )
    );
    // A flow frame stays flow.
    let text = "frame: {width: 297, height: 210}\nlines: []\n";
    let out = ap(text, r#"{"op":"set_frame","frame":[[0,0],[1,0],[0,1]]}"#);
    assert_eq!(
        out,
        "frame: {polygon: [[0, 0], [1, 0], [0, 1]]}\nlines: []\n"
    );
    let out = ap(text, r#"{"op":"set_frame","frame":[300,200.25]}"#);
    assert_eq!(out, "frame: {width: 300, height: 200.25}\nlines: []\n");
}

#[test]
fn a_missing_frame_is_added_in_the_usual_place() {
    let text = "# a board\nname: X\nlines: []\n";
    let out = ap(text, r#"{"op":"set_frame","frame":[100,50]}"#);
    assert_eq!(
        out,
        "# a board\nname: X\nframe:\n  width: 100\n  height: 50\nlines: []\n"
    );
}

#[test]
fn name_region_sets_or_adds_a_point() {
    let out = ap(
        CLASSIC,
        r#"{"op":"name_region","at":[380,20],"name":"Baobab"}"#,
    );
    assert_eq!(
        out,
        with(
            "  Dunes: [360, 250]\n",
            "  Dunes: [360, 250]\n  Baobab: [380, 20]\n"
        )
    );
    let out = ap(
        CLASSIC,
        r#"{"op":"name_region","at":[41,40],"name":"Kopje"}"#,
    );
    assert_eq!(
        out,
        with(
            "  Kopje: [40, 40]   # top left",
            "  Kopje: [41, 40]   # top left"
        )
    );
    // A name that YAML would read as something else is quoted.
    let out = ap(CLASSIC, r#"{"op":"name_region","at":[1,2],"name":"NO"}"#);
    assert!(out.contains("  \"NO\": [1, 2]\n"), "{out}");
}

#[test]
fn rename_region_renames_the_entry_and_the_setup() {
    let out = ap(
        CLASSIC,
        r#"{"op":"rename_region","from":"Kopje","to":"Rock Hill"}"#,
    );
    assert_eq!(
        out,
        with(
            "  Kopje: [40, 40]   # top left\n",
            "  Rock Hill: [40, 40]   # top left\n"
        )
        .replace("lions: [Kopje, 3, 4]", "lions: [Rock Hill, 3, 4]")
    );
    let e = apply(
        CLASSIC,
        &ed(r#"{"op":"rename_region","from":"Kopje","to":"Dunes"}"#),
    )
    .unwrap_err();
    assert!(e.message.contains("already names"), "{e}");
    assert_eq!(e.line, Some(20));
}

/// `frontend::edit` knows the regions: naming a region that has a name renames it; naming an
/// unnamed one adds the name; a point outside every region is refused. Classic's regions by
/// hand: (30, 60) is in Kopje's top-left region with (40, 40), above the river (y = 120 at
/// x = 0, falling to 40 at x = 420) and left of the trail (x = 120 at y = 0); (380, 20) is the
/// top-right corner region, right of the fence (x = 330 at y = 0), unnamed in `CLASSIC`.
#[test]
fn naming_a_named_region_renames_it() {
    use savanna::frontend::edit;
    let out = edit(
        CLASSIC,
        &ed(r#"{"op":"name_region","at":[30,60],"name":"Rock Hill"}"#),
    )
    .unwrap();
    assert_eq!(
        out,
        with(
            "  Kopje: [40, 40]   # top left\n",
            "  Rock Hill: [40, 40]   # top left\n"
        )
        .replace("lions: [Kopje, 3, 4]", "lions: [Rock Hill, 3, 4]")
    );
    let out = edit(
        CLASSIC,
        &ed(r#"{"op":"name_region","at":[380,20],"name":"Baobab"}"#),
    )
    .unwrap();
    assert_eq!(
        out,
        with(
            "  Dunes: [360, 250]\n",
            "  Dunes: [360, 250]\n  Baobab: [380, 20]\n"
        )
    );
    let e = edit(
        CLASSIC,
        &ed(r#"{"op":"name_region","at":[500,20],"name":"X"}"#),
    )
    .unwrap_err();
    assert!(e.message.contains("in no region"), "{e}");
    let e = edit(
        CLASSIC,
        &ed(r#"{"op":"name_region","at":[30,60],"name":"Dunes"}"#),
    )
    .unwrap_err();
    assert!(e.message.contains("already names another region"), "{e}");
}

#[test]
fn set_start_changes_items_one_by_one() {
    let out = ap(
        CLASSIC,
        r#"{"op":"set_start","lions":["Kopje",3,"Dunes"],"jackals":7}"#,
    );
    assert_eq!(
        out,
        with(
            "  lions: [Kopje, 3, 4]\n  jackals: Dunes\n",
            "  lions: [Kopje, 3, Dunes]\n  jackals: 7\n"
        )
    );
    let out = ap(
        CLASSIC,
        r#"{"op":"set_start","lions":["Kopje"],"jackals":"Dunes"}"#,
    );
    assert_eq!(out, with("  lions: [Kopje, 3, 4]\n", "  lions: [Kopje]\n"));
    // A block list stays block.
    let text = "lines: []\nsetup:\n  lions:\n    - A   # first\n    - B\n  jackals: C\n";
    let out = ap(
        text,
        r#"{"op":"set_start","lions":["A","B","D"],"jackals":"C"}"#,
    );
    assert_eq!(
        out,
        "lines: []\nsetup:\n  lions:\n    - A   # first\n    - B\n    - D\n  jackals: C\n"
    );
    let out = ap(text, r#"{"op":"set_start","lions":["E"],"jackals":"C"}"#);
    assert_eq!(
        out,
        "lines: []\nsetup:\n  lions:\n    - E   # first\n  jackals: C\n"
    );
}

#[test]
fn set_game_adds_changes_and_removes() {
    let out = ap(
        CLASSIC,
        r#"{"op":"set_game","key":"quiet_rounds","value":5}"#,
    );
    assert_eq!(out, format!("{CLASSIC}game:\n  quiet_rounds: 5\n"));
    let out2 = ap(&out, r#"{"op":"set_game","key":"first","value":"lions"}"#);
    assert_eq!(
        out2,
        format!("{CLASSIC}game:\n  quiet_rounds: 5\n  first: lions\n")
    );
    let out3 = ap(
        &out2,
        r#"{"op":"set_game","key":"quiet_rounds","value":null}"#,
    );
    assert_eq!(out3, format!("{CLASSIC}game:\n  first: lions\n"));
    // Removing the last option removes the section.
    let out4 = ap(&out3, r#"{"op":"set_game","key":"first","value":null}"#);
    assert_eq!(out4, CLASSIC);
    let e = apply(
        CLASSIC,
        &ed(r#"{"op":"set_game","key":"quiet_round","value":5}"#),
    )
    .unwrap_err();
    assert!(e.to_string().contains("quiet_rounds"), "{e}");
}

/// `set_rule` and `set_snap`, the edits a change of units needs for the file's other lengths.
#[test]
fn set_rule_and_snap() {
    let out = ap(
        CLASSIC,
        r#"{"op":"set_rule","key":"min_border_length","value":25}"#,
    );
    assert_eq!(out, format!("{CLASSIC}rules:\n  min_border_length: 25\n"));
    let out2 = ap(
        &out,
        r#"{"op":"set_rule","key":"min_border_length","value":0.025}"#,
    );
    assert_eq!(
        out2,
        format!("{CLASSIC}rules:\n  min_border_length: 0.025\n")
    );
    // Removing the last threshold removes the section.
    assert_eq!(
        ap(
            &out2,
            r#"{"op":"set_rule","key":"min_border_length","value":null}"#
        ),
        CLASSIC
    );
    let e = apply(
        CLASSIC,
        &ed(r#"{"op":"set_rule","key":"min_border","value":5}"#),
    )
    .unwrap_err();
    assert!(e.to_string().contains("min_border_length"), "{e}");
    let text = "units: mm\nsnap: 0.001   # the import grid\nlines: []\n";
    assert_eq!(
        ap(text, r#"{"op":"set_snap","snap":0.000001}"#),
        "units: mm\nsnap: 1e-6   # the import grid\nlines: []\n"
    );
    let b = load(&ap(text, r#"{"op":"set_snap","snap":0.000001}"#)).unwrap();
    assert_eq!(b.board.snap, 1e-6);
}

#[test]
fn set_units_and_pieces() {
    let out = ap(CLASSIC, r#"{"op":"set_units","units":"cm"}"#);
    assert_eq!(
        out,
        with("units: mm   # millimetres", "units: cm   # millimetres")
    );
    let out = ap(CLASSIC, r#"{"op":"set_pieces","lion":32}"#);
    assert_eq!(out, with("lion: {diameter: 30,", "lion: {diameter: 32,"));
    // Without `pieces:`, both kinds are written (a given `pieces:` replaces the defaults).
    let text = "units: cm\nlines: []\nregions: {A: [1, 1]}\n";
    let out = ap(text, r#"{"op":"set_pieces","jackal":2.5}"#);
    assert_eq!(
        out,
        "units: cm\nlines: []\npieces:\n  lion: {diameter: 3, count: 3}\n  jackal: {diameter: 2.5, count: 9}\nregions: {A: [1, 1]}\n"
    );
}

#[test]
fn block_style_is_followed() {
    let out = ap(
        BLOCKY,
        r#"{"op":"add_line","from":[0,50],"to":[300,60],"name":"ridge"}"#,
    );
    assert_eq!(
        out,
        BLOCKY.replace(
            "    to: [150, 200]\n",
            "    to: [150, 200]\n-   from: [0, 50]\n    to: [300, 60]\n    name: ridge\n"
        )
    );
    let out = ap(
        BLOCKY,
        r#"{"op":"set_frame","frame":[[0,0],[300,0],[300,250],[0,200]]}"#,
    );
    assert_eq!(
        out,
        BLOCKY.replace("    - [300, 200]\n", "    - [300, 250]\n")
    );
    let out = ap(
        BLOCKY,
        r#"{"op":"set_frame","frame":[[0,0],[300,0],[0,200]]}"#,
    );
    assert_eq!(
        out,
        BLOCKY.replace("    - [300, 200]\n    - [0, 200]\n", "    - [0, 200]\n")
    );
    // New sections go after the last line of the section before them in the usual order
    // (the blank line and the comment above `regions:` stay with it).
    let out = ap(BLOCKY, r#"{"op":"set_pieces","lion":25}"#);
    assert_eq!(
        out,
        BLOCKY.replace(
            "    to: [150, 200]\n",
            "    to: [150, 200]\npieces:\n    lion: {diameter: 25, count: 3}\n    jackal: {diameter: 20, count: 9}\n"
        )
    );
    let out = ap(BLOCKY, r#"{"op":"set_start","lions":["West"],"jackals":2}"#);
    assert_eq!(
        out,
        BLOCKY.replace(
            "    West: [10, 10]\n",
            "    West: [10, 10]\nsetup:\n    lions: [West]\n    jackals: 2\n"
        )
    );
    let out = ap(BLOCKY, r#"{"op":"delete_line","line":0}"#);
    assert_eq!(
        out,
        BLOCKY.replace(
            "-   from: [0, 100]\n    to: [300, 100]   # east\n    name: river\n",
            ""
        )
    );
}

#[test]
fn crlf_and_bom_are_kept() {
    let text = "\u{feff}lines:\r\n  - [[0, 0], [1, 1]]\r\n";
    let out = ap(text, r#"{"op":"add_line","from":[2,2],"to":[3,3]}"#);
    assert_eq!(
        out,
        "\u{feff}lines:\r\n  - [[0, 0], [1, 1]]\r\n  - [[2, 2], [3, 3]]\r\n"
    );
}

#[test]
fn refusals_name_the_line_and_what_to_do() {
    let json = "{\"lines\": [[[0, 0], [1, 1]]]}";
    let e = apply(json, &ed(r#"{"op":"delete_line","line":0}"#)).unwrap_err();
    assert_eq!(e.line, Some(1));
    assert!(e.message.contains("JSON"), "{e}");
    assert!(e.help.contains("block YAML"), "{e}");

    let aliased = "base: &p [0, 0]\nlines:\n  - [*p, [1, 1]]\n";
    // `base` is not a board key, but the text is still YAML; the touched point is an alias.
    let e = apply(
        aliased,
        &ed(r#"{"op":"move_point","line":0,"end":"from","at":[5,5]}"#),
    )
    .unwrap_err();
    assert_eq!(e.line, Some(3));
    assert!(e.message.contains("alias"), "{e}");
    let anchored = "lines:\n  - [&p [0, 0], [1, 1]]\n  - [*p, [2, 2]]\n";
    let e = apply(
        anchored,
        &ed(r#"{"op":"move_point","line":0,"end":"from","at":[5,5]}"#),
    )
    .unwrap_err();
    assert_eq!(e.line, Some(2));
    assert!(e.message.contains("anchor"), "{e}");

    let e = apply("lines: [\n", &ed(r#"{"op":"delete_line","line":0}"#)).unwrap_err();
    assert!(e.message.contains("not valid YAML"), "{e}");
    let e = apply(CLASSIC, &ed(r#"{"op":"delete_line","line":9}"#)).unwrap_err();
    assert!(e.message.contains("no line 9"), "{e}");
    assert_eq!(e.line, Some(9));
    let e = apply(CLASSIC, &ed(r#"{"op":"delete_line","line":"gully"}"#)).unwrap_err();
    assert!(e.message.contains("no line is named `gully`"), "{e}");
    // JSON has no NaN; a caller in Rust can still pass one.
    let nan = Edit::MovePoint {
        line: LineRef::Index(0),
        end: End::To,
        at: [f64::NAN, 0.0],
    };
    let e = apply(CLASSIC, &nan).unwrap_err();
    assert!(e.message.contains("not a finite number"), "{e}");
}

#[test]
fn edits_round_trip_through_json() {
    let e = Edit::MovePoint {
        line: LineRef::Name("river".into()),
        end: End::To,
        at: [1.0, 2.5],
    };
    let j = serde_json::to_string(&e).unwrap();
    assert_eq!(
        j,
        r#"{"op":"move_point","line":"river","end":"to","at":[1.0,2.5]}"#
    );
    assert_eq!(serde_json::from_str::<Edit>(&j).unwrap(), e);
    assert!(serde_json::from_str::<Edit>(r#"{"op":"delete_line","line":0,"extra":1}"#).is_err());
}

// ----- properties ------------------------------------------------------------------------

/// The board without its spans (they move with every edit).
fn strip(mut b: Board) -> Board {
    use savanna::diagnostics::Span;
    let z = Span::default();
    for l in &mut b.lines {
        l.span = z;
    }
    if let Some(f) = &mut b.frame {
        f.span = z;
    }
    for p in &mut b.pieces {
        p.span = None;
    }
    for r in &mut b.region_names {
        r.span = z;
    }
    if let Some(s) = &mut b.setup {
        s.span = z;
        for r in s.lions.iter_mut().chain(s.jackals.as_mut()) {
            r.span = z;
        }
    }
    b.rules.span = None;
    b
}

/// What `edit` makes of `board` (by hand, on the typed board), given whether the file has a
/// `pieces:` section.
fn model(mut b: Board, has_pieces: bool, edit: &Edit) -> Board {
    let line_index = |b: &Board, r: &LineRef| match r {
        LineRef::Index(i) => *i,
        LineRef::Name(n) => b
            .lines
            .iter()
            .position(|l| l.name.as_deref() == Some(n))
            .unwrap(),
    };
    match edit {
        Edit::AddLine { from, to, name } => b.lines.push(Line {
            from: *from,
            to: *to,
            name: name.clone(),
            span: Default::default(),
        }),
        Edit::MovePoint { line, end, at } => {
            let i = line_index(&b, line);
            match end {
                End::From => b.lines[i].from = *at,
                End::To => b.lines[i].to = *at,
            }
        }
        Edit::DeleteLine { line } => {
            let i = line_index(&b, line);
            b.lines.remove(i);
        }
        Edit::SetFrame { frame } => {
            let shape = match frame {
                FrameSpec::Rect([w, h]) => FrameShape::Rect {
                    width: *w,
                    height: *h,
                },
                FrameSpec::Polygon(p) => FrameShape::Polygon(p.clone()),
            };
            b.frame = Some(savanna::input::Frame {
                shape,
                span: Default::default(),
            });
        }
        Edit::NameRegion { at, name } => {
            match b.region_names.iter_mut().find(|r| &r.name == name) {
                Some(r) => r.point = *at,
                None => b.region_names.push(RegionName {
                    name: name.clone(),
                    point: *at,
                    span: Default::default(),
                }),
            }
        }
        Edit::RenameRegion { from, to } => {
            for r in b.region_names.iter_mut().filter(|r| &r.name == from) {
                r.name = to.clone();
            }
            if let Some(s) = &mut b.setup {
                for r in s.lions.iter_mut().chain(s.jackals.as_mut()) {
                    if r.region == RegionRef::Name(from.clone()) {
                        r.region = RegionRef::Name(to.clone());
                    }
                }
            }
        }
        Edit::SetStart { lions, jackals } => {
            let r = |a: &RegionArg| savanna::input::SpannedRef {
                region: match a {
                    RegionArg::Id(i) => RegionRef::Id(*i),
                    RegionArg::Name(n) => RegionRef::Name(n.clone()),
                },
                span: Default::default(),
            };
            b.setup = Some(savanna::input::Setup {
                lions: lions.iter().map(r).collect(),
                jackals: Some(r(jackals)),
                span: Default::default(),
            });
        }
        Edit::SetGame { key, value } => {
            let d = savanna::input::game_rules::GameRules::default();
            let n = |v: &Option<GameValue>, dflt: u32| match v {
                Some(GameValue::Int(i)) => *i as u32,
                None => dflt,
                _ => unreachable!(),
            };
            match key.as_str() {
                "quiet_rounds" => b.game.quiet_rounds = n(value, d.quiet_rounds),
                "max_rounds" => b.game.max_rounds = n(value, d.max_rounds),
                "lion_points" => b.game.lion_points = n(value, d.lion_points),
                "combined_attack" => {
                    b.game.combined_attack = match value {
                        Some(GameValue::Bool(x)) => *x,
                        _ => d.combined_attack,
                    }
                }
                _ => unreachable!(),
            }
        }
        Edit::SetRule { key, value } => match (key.as_str(), value) {
            ("min_border_length", Some(GameValue::Float(x))) => {
                b.rules.min_border_length = Some(*x)
            }
            ("min_border_length", Some(GameValue::Int(i))) => {
                b.rules.min_border_length = Some(*i as f64)
            }
            ("min_border_length", None) => b.rules.min_border_length = None,
            _ => unreachable!(),
        },
        Edit::SetSnap { snap } => {
            b.snap = *snap;
            b.snap_given = true;
        }
        Edit::SetUnits { units } => {
            b.units = *units;
            // Without `snap:` the pitch is 1e-6 mm in the new unit (issue 38; it was 1e-6 of
            // whatever unit, so the model kept it through a change of units).
            if !b.snap_given {
                b.snap = savanna::input::default_snap(*units, largest_coordinate(&b));
            }
            if !has_pieces {
                b.pieces = savanna::input::default_pieces(*units);
            }
        }
        Edit::SetPieces { lion, jackal, .. } => {
            for (k, d) in [("lion", lion), ("jackal", jackal)] {
                if let Some(d) = d {
                    match b.pieces.iter_mut().find(|p| p.name == k) {
                        Some(p) => p.diameter = *d,
                        None => b.pieces.push(savanna::input::PieceKind {
                            name: k.into(),
                            diameter: *d,
                            count: if k == "lion" { 3 } else { 9 },
                            span: None,
                        }),
                    }
                }
            }
        }
    }
    b
}

/// The largest coordinate of `b`'s geometry (frame, lines, region points), in absolute value:
/// what the loader's default snap pitch depends on.
fn largest_coordinate(b: &Board) -> f64 {
    let mut pts: Vec<[f64; 2]> = b.lines.iter().flat_map(|l| [l.from, l.to]).collect();
    pts.extend(b.region_names.iter().map(|r| r.point));
    if let Some(f) = &b.frame {
        pts.extend(f.ring());
    }
    pts.iter()
        .flat_map(|p| [p[0].abs(), p[1].abs()])
        .fold(0.0, f64::max)
}

fn comment_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.trim_start().starts_with('#'))
        .collect()
}

fn is_subsequence(small: &[&str], big: &[&str]) -> bool {
    let mut it = big.iter();
    small.iter().all(|s| it.any(|b| b == s))
}

/// A coordinate on a quarter-unit grid (exact in binary), or an awkward decimal.
fn coord() -> impl Strategy<Value = f64> {
    prop_oneof![
        (0i32..1700).prop_map(|i| f64::from(i) / 4.0),
        (0i32..400).prop_map(|i| f64::from(i) * 0.1),
    ]
}

fn point() -> impl Strategy<Value = [f64; 2]> {
    (coord(), coord()).prop_map(|(x, y)| [x, y])
}

/// A random edit; `n` is a hint for line indices (out-of-range ones are skipped).
fn edit() -> impl Strategy<Value = Edit> {
    let names = prop::sample::select(vec!["Kopje", "Oasis", "Pond", "New Hill", "Salt Pan", "Q"]);
    prop_oneof![
        (
            point(),
            point(),
            prop::option::of(prop::sample::select(vec!["river", "x", "new one"]))
        )
            .prop_map(|(from, to, name)| Edit::AddLine {
                from,
                to,
                name: name.map(String::from)
            }),
        (0usize..12, any::<bool>(), point()).prop_map(|(i, e, at)| Edit::MovePoint {
            line: LineRef::Index(i),
            end: if e { End::To } else { End::From },
            at
        }),
        (0usize..12).prop_map(|i| Edit::DeleteLine {
            line: LineRef::Index(i)
        }),
        (prop::sample::select(vec!["river", "ridge", "x"]), point()).prop_map(|(n, at)| {
            Edit::MovePoint {
                line: LineRef::Name(n.into()),
                end: End::To,
                at,
            }
        }),
        (1u32..500, 1u32..500).prop_map(|(w, h)| Edit::SetFrame {
            frame: FrameSpec::Rect([f64::from(w), f64::from(h) / 2.0])
        }),
        (1u32..300).prop_map(|s| {
            let s = f64::from(s);
            Edit::SetFrame {
                frame: FrameSpec::Polygon(vec![[0.0, 0.0], [s, 0.0], [s, s], [0.0, s * 1.5]]),
            }
        }),
        (point(), names.clone()).prop_map(|(at, n)| Edit::NameRegion { at, name: n.into() }),
        (names.clone(), names.clone()).prop_map(|(a, b)| Edit::RenameRegion {
            from: a.into(),
            to: b.into()
        }),
        (prop::collection::vec(1u32..10, 0..4), 1u32..10).prop_map(|(l, j)| Edit::SetStart {
            lions: l.into_iter().map(RegionArg::Id).collect(),
            jackals: RegionArg::Id(j)
        }),
        (
            prop::sample::select(vec!["quiet_rounds", "max_rounds", "lion_points"]),
            prop::option::of(1i64..50)
        )
            .prop_map(|(k, v)| Edit::SetGame {
                key: k.into(),
                value: v.map(GameValue::Int)
            }),
        prop::option::of(any::<bool>()).prop_map(|v| Edit::SetGame {
            key: "combined_attack".into(),
            value: v.map(GameValue::Bool)
        }),
        prop::sample::select(vec![
            savanna::units::Units::Mm,
            savanna::units::Units::Cm,
            savanna::units::Units::In
        ])
        .prop_map(|units| Edit::SetUnits { units }),
        (prop::option::of(10u32..40), prop::option::of(10u32..40)).prop_map(|(l, j)| {
            Edit::SetPieces {
                lion: l.map(f64::from),
                jackal: j.map(f64::from),
                others: Default::default(),
            }
        }),
    ]
}

fn examples() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    out.sort();
    out.push(("CLASSIC".into(), CLASSIC.into()));
    out.push(("BLOCKY".into(), BLOCKY.into()));
    out
}

/// Whether `edit` makes sense on `board` (a line that is there; a name only one line has).
fn applicable(b: &Board, edit: &Edit) -> bool {
    match edit {
        Edit::MovePoint {
            line: LineRef::Index(i),
            ..
        }
        | Edit::DeleteLine {
            line: LineRef::Index(i),
        } => *i < b.lines.len(),
        Edit::AddLine { name: Some(n), .. } => {
            !b.lines.iter().any(|l| l.name.as_deref() == Some(n))
        }
        Edit::RenameRegion { from, to } => {
            b.region_names.iter().any(|r| &r.name == from)
                && (from == to || !b.region_names.iter().any(|r| &r.name == to))
        }
        Edit::MovePoint {
            line: LineRef::Name(n),
            ..
        } => {
            b.lines
                .iter()
                .filter(|l| l.name.as_deref() == Some(n))
                .count()
                == 1
        }
        _ => true,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_edits_keep_comments_and_describe_the_board(
        which in 0usize..7,
        edits in prop::collection::vec(edit(), 1..8),
    ) {
        let all = examples();
        let (path, original) = &all[which % all.len()];
        let mut text = original.clone();
        let mut board = strip(load(&text).unwrap_or_else(|e| panic!("{path}: {e:?}")).board);
        for e in &edits {
            if !applicable(&board, e) {
                continue;
            }
            let has_pieces = load(&text).unwrap().board.pieces.iter().any(|p| p.span.is_some());
            let out = match apply(&text, e) {
                Ok(t) => t,
                Err(EditError { message, .. }) => panic!("{path}: {e:?} refused: {message}\n{text}"),
            };
            let expected = model(board.clone(), has_pieces, e);
            let got = match load(&out) {
                Ok(l) => strip(l.board),
                Err(d) => panic!("{path}: after {e:?} the board does not load: {d:?}\n{out}"),
            };
            prop_assert_eq!(&got, &expected, "{}: after {:?}\n{}", path, e, out);
            prop_assert!(
                is_subsequence(&comment_lines(original), &comment_lines(&out)),
                "{}: a comment line was lost after {:?}\n{}", path, e, out
            );
            text = out;
            board = expected;
        }
    }
}

/// Pieces of board files, glued at random: the text is often not valid YAML or not a board.
fn scrap() -> impl Strategy<Value = String> {
    let parts = prop::sample::select(vec![
        "lines:",
        "\n",
        "  ",
        "- ",
        "[",
        "]",
        "{",
        "}",
        ", ",
        "from: ",
        "to: ",
        "name: ",
        "river",
        "[0, 1]",
        "[[0, 0], [1, 1]]",
        "frame:",
        "width: 3",
        "height: 4",
        "regions:",
        "Oasis: [1, 2]",
        "setup:",
        "lions: [A]",
        "jackals: 2",
        "game:",
        "quiet_rounds: 3",
        "pieces:",
        "# c",
        " # é",
        "&a ",
        "*a",
        "!t ",
        "<<: ",
        "'q'",
        "\"é\"",
        "\r\n",
        "\u{feff}",
        "é",
        ":",
        "~",
        "...",
        "---",
    ]);
    prop::collection::vec(parts, 0..40).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Any text, any edit: an answer (the new text, valid YAML, or a refusal), never a panic;
    /// a text that is changed still reads as YAML.
    #[test]
    fn any_text_and_edit_gives_an_answer(text in scrap(), e in edit()) {
        if let Ok(out) = apply(&text, &e) {
            let body = out.strip_prefix('\u{feff}').unwrap_or(&out);
            prop_assert!(savanna::input::yaml::parse(body).is_ok(), "{:?} -> {:?}", text, out);
        }
    }
}

/// A piece kind of the file's own (a zebra) gets its diameter set as the lion's and jackal's
/// do, the other entries and the comments kept; a kind not in the file yet is added with a
/// count of 1.
#[test]
fn set_pieces_sets_another_kinds_diameter() {
    let text = "frame: {width: 100, height: 60}\nlines: []\npieces:\n  lion: {diameter: 30, count: 3}  # big\n  jackal: {diameter: 20, count: 9}\n  zebra: {diameter: 25, count: 2}\n";
    let e = Edit::SetPieces {
        lion: None,
        jackal: None,
        others: [("zebra".to_string(), 2.5), ("gnu".to_string(), 4.0)]
            .into_iter()
            .collect(),
    };
    let out = apply(text, &e).unwrap();
    let b = savanna::input::load(&out).unwrap().board;
    let d = |k: &str| b.piece(k).map(|p| (p.diameter, p.count));
    assert_eq!(d("zebra"), Some((2.5, 2)));
    assert_eq!(d("gnu"), Some((4.0, 1)));
    assert_eq!(d("lion"), Some((30.0, 3)));
    assert!(out.contains("  # big"), "{out}");
    // As JSON, the edit the editor sends.
    let json: Edit =
        serde_json::from_str(r#"{"op": "set_pieces", "others": {"zebra": 2.5, "gnu": 4}}"#)
            .unwrap();
    assert_eq!(json, e);
}
