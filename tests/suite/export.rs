//! The exports (issue 14 part 2): GeoJSON, DOT and GraphML parsed back with independent readers
//! (the `geojson` crate, Graphviz, roxmltree) and checked against the validated board.

use crate::render_support;

use render_support::tool_or_skip;
use savanna::output::export::{ExportOptions, Format, write};
use savanna::pipeline::{Options, run};
use savanna::validated::ValidatedBoard;

/// The 2x2 grid on a 200 x 100 mm frame: four 100 x 50 rectangles, four borders of length
/// 100 (vertical ones: 50) and two corner-only pairs (1-4, 2-3) at the centre (100, 50).
/// Names with every XML and DOT special character.
const GRID: &str = r#"
name: Grid <&> "quoted" 'single'
units: mm
frame: {width: 200, height: 100}
lines:
  - [[100, 0], [100, 100]]
  - [[0, 50], [200, 50]]
regions:
  "North <west> & co": [50, 25]
  'say "hi" \ back': [150, 25]
"#;

fn board(text: &str, capacity: bool) -> ValidatedBoard {
    let opts = Options {
        capacity,
        ..Options::default()
    };
    run(text, &opts).expect("board loads").validated
}

fn waterhole() -> ValidatedBoard {
    board(include_str!("../../examples/waterhole.yaml"), true)
}

fn export(v: &ValidatedBoard, f: Format, y_up: bool) -> String {
    let mut out = Vec::new();
    let opts = ExportOptions {
        geojson_y_up: y_up,
        ..ExportOptions::default()
    };
    write(v, f, opts, &mut out).expect("writes into memory");
    String::from_utf8(out).expect("utf-8")
}

fn signed_area(ring: &[geojson::Position]) -> f64 {
    ring.windows(2)
        .map(|w| w[0][0] * w[1][1] - w[1][0] * w[0][1])
        .sum::<f64>()
        / 2.0
}

fn collection(s: &str) -> geojson::FeatureCollection {
    s.parse::<geojson::GeoJson>()
        .expect("valid GeoJSON")
        .try_into()
        .expect("a FeatureCollection")
}

/// Every polygon is RFC 7946-valid (rings closed, exterior counter-clockwise = positive signed
/// area of the written coordinates, holes clockwise) with the validated area, in both axis
/// conventions; the pond is the plain's hole. Catches: a ring not closed, y-up without
/// reversing the rings, holes left out, areas or neighbors of another region.
#[test]
fn geojson_polygons_are_valid_with_the_validated_areas() {
    let v = waterhole();
    for y_up in [false, true] {
        let fc = collection(&export(&v, Format::GeoJson, y_up));
        let axis = fc.foreign_members.as_ref().and_then(|m| m.get("axis"));
        assert_eq!(
            axis.and_then(|a| a.as_str()),
            Some(if y_up { "y-up" } else { "y-down" })
        );
        let regions: Vec<_> = fc
            .features
            .iter()
            .filter(|f| f.property("kind").and_then(|k| k.as_str()) == Some("region"))
            .collect();
        assert_eq!(regions.len(), v.regions.len());
        for (f, r) in regions.iter().zip(&v.regions) {
            assert_eq!(
                f.property("id").and_then(|x| x.as_u64()),
                Some(r.id.0 as u64)
            );
            let geojson::GeometryValue::Polygon { coordinates } =
                &f.geometry.as_ref().expect("geometry").value
            else {
                panic!("region {} is not a Polygon", r.id)
            };
            assert_eq!(coordinates.len(), 1 + r.holes.len(), "region {}", r.id);
            let mut area = 0.0;
            for (i, ring) in coordinates.iter().enumerate() {
                assert!(ring.len() >= 4, "a ring has at least 4 positions");
                assert_eq!(ring.first(), ring.last(), "ring closed");
                let a = signed_area(ring);
                if i == 0 {
                    assert!(a > 0.0, "exterior counter-clockwise (y_up={y_up})");
                } else {
                    assert!(a < 0.0, "hole clockwise (y_up={y_up})");
                }
                area += a;
            }
            assert!(
                (area - r.area).abs() <= 1e-9 * r.area,
                "{area} vs {}",
                r.area
            );
            let want: Vec<u64> = r.neighbors.iter().map(|n| n.0 as u64).collect();
            let got: Vec<u64> = f
                .property("neighbors")
                .unwrap()
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|x| x.as_u64())
                .collect();
            assert_eq!(got, want);
            let cap = f.property("capacity").expect("capacity");
            for (k, c) in r.capacity.iter() {
                assert_eq!(cap[k].as_u64(), Some(*c as u64));
            }
        }
        // Hand check: the plain (region 4) is the frame's bottom strip below the track,
        // (0,150)-(400,170)-(400,300)-(0,300), 400 x 150 less a 400 x 20 / 2 triangle = 56000,
        // less the 100 x 70 pond = 49000; the pond is its hole.
        assert!((v.regions[3].area - 49000.0).abs() < 1e-9 * 49000.0);
        assert_eq!(v.regions[3].holes.len(), 1);
    }
}

/// One LineString per border, running along the shared boundary: its length is the
/// validated border length, also across a T-junction (the stream meets the track at (200, 160),
/// a vertex of regions 2 and 3 but not of the plain's outline) and around the pond (a closed
/// loop). Catches: border geometry matched by shared vertices only (empty at T-junctions).
#[test]
fn geojson_borders_have_the_validated_lengths() {
    let v = waterhole();
    let fc = collection(&export(&v, Format::GeoJson, false));
    let borders: Vec<_> = fc
        .features
        .iter()
        .filter(|f| f.property("kind").and_then(|k| k.as_str()) == Some("border"))
        .collect();
    assert_eq!(borders.len(), v.borders.len());
    for (f, b) in borders.iter().zip(&v.borders) {
        let regions: Vec<u64> = f
            .property("regions")
            .unwrap()
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|x| x.as_u64())
            .collect();
        assert_eq!(regions, vec![b.regions[0].0 as u64, b.regions[1].0 as u64]);
        let geojson::GeometryValue::LineString { coordinates } =
            &f.geometry.as_ref().expect("geometry").value
        else {
            panic!("border {:?} is not one LineString", b.regions)
        };
        let len: f64 = coordinates
            .windows(2)
            .map(|w| (w[1][0] - w[0][0]).hypot(w[1][1] - w[0][1]))
            .sum();
        assert!(
            (len - b.length).abs() <= 1e-9 * b.length,
            "{len} vs {}",
            b.length
        );
    }
    // The plain and the pond: the pond's square, 4 x 100 / 70 sides = 340 mm, closed.
    let pond = borders.last().unwrap();
    let geojson::GeometryValue::LineString { coordinates } = &pond.geometry.as_ref().unwrap().value
    else {
        unreachable!()
    };
    assert_eq!(coordinates.first(), coordinates.last());
    assert!((v.borders.last().unwrap().length - 340.0).abs() < 1e-9);
}

/// `--geojson-y-up` writes (x, -y) of the y-down file, each ring reversed (the same ring, the
/// mirror image flips its turning sense). Catches: a flip that changes x, or keeps the order.
#[test]
fn geojson_y_up_is_the_mirror_image() {
    let v = waterhole();
    let down = collection(&export(&v, Format::GeoJson, false));
    let up = collection(&export(&v, Format::GeoJson, true));
    let ring =
        |fc: &geojson::FeatureCollection| match &fc.features[0].geometry.as_ref().unwrap().value {
            geojson::GeometryValue::Polygon { coordinates } => coordinates[0].clone(),
            _ => unreachable!(),
        };
    let (d, mut u) = (ring(&down), ring(&up));
    u.reverse();
    assert_eq!(d.len(), u.len());
    for (p, q) in d.iter().zip(&u) {
        assert_eq!((p[0], p[1]), (q[0], -q[1]));
    }
}

/// Parses the DOT file line by line: nodes at their label points in points (72/25.4 per mm)
/// with y negated, one edge per border with its length and a rounded label with unit, and the
/// two corner-only pairs (1-4, 2-3 at the centre (100, 50)) as no edge: the graph's
/// `corner_pairs`, each node's `corners`, a comment line each; and the names' quotes and
/// backslashes escaped. Catches: y not negated, mm read as points (issue 24: `neato -n2` drew
/// overlapping nodes), twelve-digit labels, corners drawn as edges of the adjacency graph
/// (issue 24: a DOT reader counted them as neighbours), an unescaped quote.
#[test]
fn dot_parses_back() {
    let v = board(GRID, false);
    let s = export(&v, Format::Dot, false);
    assert!(
        s.starts_with("graph \"Grid <&> \\\"quoted\\\" 'single'\" {\n"),
        "{s}"
    );
    assert!(s.contains(r#"label="2 say \"hi\" \\ back""#), "{s}");
    assert!(
        s.contains(r#"graph [corner_pairs="1 4 @ 100,50; 2 3 @ 100,50"];"#),
        "{s}"
    );
    let mut edges = Vec::new();
    let mut corners = Vec::new();
    for line in s.lines().map(str::trim) {
        if line.starts_with("//") {
            if line.contains("touch only at") {
                corners.push(line.to_string());
            }
            continue;
        }
        if let Some((a, rest)) = line.split_once(" -- ") {
            let b: u32 = rest.split_whitespace().next().unwrap().parse().unwrap();
            let pair = (a.parse::<u32>().unwrap(), b);
            assert!(!rest.contains("dashed"), "{line}");
            // The grid's borders are 100 mm (horizontal pairs 1-2, 3-4: 50 mm).
            let want = if pair == (1, 2) || pair == (3, 4) {
                "50 mm"
            } else {
                "100 mm"
            };
            assert!(rest.contains(&format!("label=\"{want}\"")), "{line}");
            edges.push(pair);
        } else if let Some(i) = line.find("pos=\"") {
            let id: usize = line.split_whitespace().next().unwrap().parse().unwrap();
            let pos = &line[i + 5..];
            let pos = &pos[..pos.find("!\"").unwrap()];
            let (x, y) = pos.split_once(',').unwrap();
            let r = &v.regions[id - 1];
            // Region 1's label point (50, 25) mm is (141.73, -70.87) points.
            let pt = 72.0 / 25.4;
            let (x, y) = (x.parse::<f64>().unwrap(), y.parse::<f64>().unwrap());
            assert!((x - r.label[0] * pt).abs() < 1e-9, "{line}");
            assert!((y + r.label[1] * pt).abs() < 1e-9, "{line}");
            if id == 1 {
                assert!((x - 141.732283464567).abs() < 1e-9 && (y + 70.866141732283).abs() < 1e-9);
            }
            // 1 touches 4 only at the centre, 2 touches 3, and so on.
            let other = [4, 3, 2, 1][id - 1];
            assert!(line.contains(&format!("corners=\"{other}\"")), "{line}");
        }
    }
    assert_eq!(edges, vec![(1, 2), (1, 3), (2, 4), (3, 4)]);
    assert_eq!(
        corners,
        [
            "// 1 and 4 touch only at 100,50: not neighbors, no edge",
            "// 2 and 3 touch only at 100,50: not neighbors, no edge"
        ]
    );
}

/// Graphviz's own reading of classic's DOT file (`dot -Tplain`, one `edge` line per edge it
/// read): 13 edges, one per border, though classic has 8 corner-only pairs (issue 24: they
/// were dashed edges, so 21); 10 nodes.
#[test]
fn dot_edges_are_the_borders_of_classic() {
    let present = std::process::Command::new("dot")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !tool_or_skip(
        "dot_edges_are_the_borders_of_classic",
        "dot",
        "apt-get install graphviz",
        present,
    ) {
        return;
    }
    let v = board(include_str!("../../examples/classic.yaml"), false);
    assert_eq!(v.borders.len(), 13);
    assert_eq!(v.corners.len(), 8);
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("classic.dot");
    std::fs::write(&p, export(&v, Format::Dot, false)).unwrap();
    let out = std::process::Command::new("dot")
        .args(["-Kneato", "-n2", "-Tplain"])
        .arg(&p)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let plain = String::from_utf8(out.stdout).unwrap();
    let count = |what: &str| plain.lines().filter(|l| l.starts_with(what)).count();
    assert_eq!(count("edge "), 13, "{plain}");
    assert_eq!(count("node "), 10, "{plain}");
}

/// Graphviz itself reads and lays out the DOT file (neato with the pinned positions).
/// Catches: any syntax Graphviz rejects (an unescaped quote in a name, a bad attribute).
#[test]
fn dot_renders_with_graphviz() {
    let present = std::process::Command::new("dot")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !tool_or_skip(
        "dot_renders_with_graphviz",
        "dot",
        "apt-get install graphviz",
        present,
    ) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("grid.dot");
    std::fs::write(&p, export(&board(GRID, false), Format::Dot, false)).unwrap();
    let out = std::process::Command::new("dot")
        .args(["-Kneato", "-n2", "-Tsvg"])
        .arg(&p)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = String::from_utf8(out.stdout).unwrap();
    // True size: the 200 x 100 mm grid's nodes span 100 mm across (label points 50 and 150),
    // 283.46 points; the drawing is at least that wide.
    let width: f64 = svg
        .split("width=\"")
        .nth(1)
        .and_then(|w| w.split("pt").next())
        .and_then(|w| w.parse().ok())
        .unwrap();
    assert!(width > 283.0, "{width}");
    assert_eq!(svg.matches("class=\"node\"").count(), 4);
    // The four borders; the two corner-only pairs are no edges.
    assert_eq!(svg.matches("class=\"edge\"").count(), 4);
}

/// roxmltree reads the GraphML back: the names with `<&>"'` intact, areas, label points, edges
/// (the four borders with lengths, nothing else) and the corner-only pairs as node and graph
/// data. Catches: unescaped markup, a wrong key, a lost edge, corner pairs counted as edges of
/// the adjacency graph (issue 24: NetworkX counted 21 edges on classic for 13 borders).
#[test]
fn graphml_parses_back() {
    let v = board(GRID, false);
    let s = export(&v, Format::GraphMl, false);
    let doc = roxmltree::Document::parse(&s).expect("well-formed XML");
    let data = |n: roxmltree::Node, key: &str| {
        n.children()
            .find(|c| c.has_tag_name("data") && c.attribute("key") == Some(key))
            .and_then(|c| c.text())
            .map(str::to_string)
    };
    let graph = doc.descendants().find(|n| n.has_tag_name("graph")).unwrap();
    assert_eq!(
        data(graph, "board").as_deref(),
        Some(r#"Grid <&> "quoted" 'single'"#)
    );
    let nodes: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("node"))
        .collect();
    assert_eq!(nodes.len(), 4);
    assert_eq!(data(nodes[0], "name").as_deref(), Some("North <west> & co"));
    assert_eq!(
        data(nodes[1], "name").as_deref(),
        Some(r#"say "hi" \ back"#)
    );
    for (n, r) in nodes.iter().zip(&v.regions) {
        assert_eq!(n.attribute("id"), Some(format!("r{}", r.id).as_str()));
        assert_eq!(data(*n, "area").unwrap().parse::<f64>().unwrap(), 5000.0);
        assert_eq!(data(*n, "x").unwrap().parse::<f64>().unwrap(), r.label[0]);
        assert_eq!(data(*n, "y").unwrap().parse::<f64>().unwrap(), r.label[1]);
    }
    let edges: Vec<(String, String, String, f64)> = doc
        .descendants()
        .filter(|n| n.has_tag_name("edge"))
        .map(|e| {
            (
                e.attribute("source").unwrap().to_string(),
                e.attribute("target").unwrap().to_string(),
                data(e, "kind").unwrap(),
                data(e, "length").unwrap().parse().unwrap(),
            )
        })
        .collect();
    let e = |a: &str, b: &str, k: &str, l: f64| (a.to_string(), b.to_string(), k.to_string(), l);
    assert_eq!(
        edges,
        vec![
            e("r1", "r2", "border", 50.0),
            e("r1", "r3", "border", 100.0),
            e("r2", "r4", "border", 100.0),
            e("r3", "r4", "border", 50.0),
        ]
    );
    // The corner pairs 1-4 and 2-3 at the centre (100, 50).
    let corners: Vec<_> = nodes.iter().map(|n| data(*n, "corners")).collect();
    let r = |s: &str| Some(s.to_string());
    assert_eq!(corners, vec![r("r4"), r("r3"), r("r2"), r("r1")]);
    assert_eq!(
        data(graph, "corner_pairs").as_deref(),
        Some("r1 r4 @ 100,50; r2 r3 @ 100,50")
    );
}

/// Classic: 13 borders, so 13 edges in the GraphML (it had 21 with the 8 corner-only pairs).
#[test]
fn graphml_edges_are_the_borders_of_classic() {
    let v = board(include_str!("../../examples/classic.yaml"), false);
    assert_eq!((v.borders.len(), v.corners.len()), (13, 8));
    let s = export(&v, Format::GraphMl, false);
    let doc = roxmltree::Document::parse(&s).unwrap();
    assert_eq!(
        doc.descendants().filter(|n| n.has_tag_name("edge")).count(),
        13
    );
}

/// Same board, same bytes, for every format; and `build -o` writes exactly the library's bytes.
/// Catches: hash-map order or unrounded numbers leaking into an export.
#[test]
fn exports_are_deterministic_and_build_writes_them() {
    let dir = tempfile::tempdir().unwrap();
    let yaml = dir.path().join("grid.yaml");
    std::fs::write(&yaml, GRID).unwrap();
    for (ext, f) in [
        ("geojson", Format::GeoJson),
        ("dot", Format::Dot),
        ("graphml", Format::GraphMl),
    ] {
        let out = dir.path().join(format!("grid.{ext}"));
        assert_eq!(Format::from_path(&out), Some(f));
        assert_cmd::Command::cargo_bin("savanna")
            .unwrap()
            .args(["build", "--no-capacity", "-q"])
            .arg(&yaml)
            .arg("-o")
            .arg(&out)
            .assert()
            .success();
        let v = board(GRID, false);
        let a = export(&v, f, false);
        assert_eq!(a, export(&board(GRID, false), f, false));
        assert_eq!(std::fs::read_to_string(&out).unwrap(), a);
    }
}

/// Every region polygon of a GeoJSON export, as `geo` polygons (one per part).
fn geojson_polygons(s: &str) -> Vec<(u64, geo::Polygon<f64>)> {
    let ring = |r: &Vec<geojson::Position>| {
        geo::LineString::from(r.iter().map(|p| (p[0], p[1])).collect::<Vec<_>>())
    };
    let poly = |rings: &Vec<Vec<geojson::Position>>| {
        geo::Polygon::new(ring(&rings[0]), rings[1..].iter().map(ring).collect())
    };
    let mut out = Vec::new();
    for f in collection(s).features {
        if f.property("kind").and_then(|k| k.as_str()) != Some("region") {
            continue;
        }
        let id = f.property("id").and_then(|x| x.as_u64()).unwrap();
        match &f.geometry.as_ref().unwrap().value {
            geojson::GeometryValue::Polygon { coordinates } => out.push((id, poly(coordinates))),
            geojson::GeometryValue::MultiPolygon { coordinates } => {
                out.extend(coordinates.iter().map(|c| (id, poly(c))))
            }
            g => panic!("region {id}: {g:?}"),
        }
    }
    out
}

/// Each region polygon is a valid OGC polygon (geo's `Validation`: no self-intersecting or
/// self-touching ring, holes inside the exterior, touching it at points at most), in every
/// axis convention, and the areas add up to the region's.
fn assert_ogc_valid(v: &ValidatedBoard, what: &str) {
    use geo::{Area, Validation};
    for (y_up, degrees) in [(false, false), (true, false), (false, true)] {
        let opts = ExportOptions {
            geojson_y_up: y_up,
            geojson_degrees: degrees,
        };
        let mut out = Vec::new();
        write(v, Format::GeoJson, opts, &mut out).unwrap();
        let polys = geojson_polygons(std::str::from_utf8(&out).unwrap());
        for (id, p) in &polys {
            assert!(
                p.is_valid(),
                "{what}: region {id} (y_up {y_up}, degrees {degrees}): {:?}",
                p.validation_errors()
            );
        }
        if !degrees {
            for r in &v.regions {
                let a: f64 = polys
                    .iter()
                    .filter(|(id, _)| *id == r.id.0 as u64)
                    .map(|(_, p)| p.signed_area())
                    .sum();
                assert!(
                    (a - r.area).abs() <= 1e-9 * r.area.max(1.0),
                    "{what}: region {}",
                    r.id
                );
            }
        }
    }
}

/// A triangle drawn against the frame's top edge: the region around it has the triangle as a
/// hole touching its outline at (50, 0). The regions stage gives that region one ring through
/// (50, 0) twice, which GEOS and geo reject (a self-touching ring); the export writes the frame
/// (with (50, 0) on its top edge) as the exterior and the triangle as a hole. By hand: 200 x 100
/// less the triangle's 60 x 40 / 2 = 1 200 is 18 800 mm².
#[test]
fn geojson_hole_touching_the_outline_is_a_valid_polygon() {
    use geo::Validation;
    let text = "frame: {width: 200, height: 100}\nlines:\n  - [[50, 0], [80, 40]]\n  - [[80, 40], [20, 40]]\n  - [[20, 40], [50, 0]]\n";
    let v = board(text, false);
    let outer = v
        .regions
        .iter()
        .find(|r| (r.area - 18800.0).abs() < 1e-6)
        .unwrap();
    // The problem as the validated file has it: one ring visiting (50, 0) twice.
    let one_ring = savanna::regions::to_polygon(&outer.outline, &outer.holes);
    assert!(
        !one_ring.is_valid(),
        "the outline as one ring is not OGC-valid"
    );
    assert_eq!(
        outer.outline.iter().filter(|p| **p == [50.0, 0.0]).count(),
        2
    );
    let polys = geojson_polygons(&export(&v, Format::GeoJson, false));
    let (_, p) = polys
        .iter()
        .find(|(id, _)| *id == outer.id.0 as u64)
        .unwrap();
    assert_eq!(p.interiors().len(), 1, "the triangle is a hole");
    // Exterior: the four frame corners and (50, 0), closed: 6 positions; hole: 3 + 1.
    assert_eq!(p.exterior().0.len(), 6);
    assert_eq!(p.interiors()[0].0.len(), 4);
    assert_ogc_valid(&v, "touching hole");
}

/// Every example board's polygons are valid.
#[test]
fn geojson_polygons_of_the_examples_are_valid() {
    for (name, text) in [
        ("classic", include_str!("../../examples/classic.yaml")),
        ("waterhole", include_str!("../../examples/waterhole.yaml")),
        ("crossing", include_str!("../../examples/crossing.yaml")),
        ("mistakes", include_str!("../../examples/mistakes.yaml")),
        ("ground-3m", include_str!("../../examples/ground-3m.yaml")),
    ] {
        assert_ogc_valid(&board(text, false), name);
    }
}

/// `--geojson-degrees`: longitude and latitude within a 0.1 degree box south-east of 0, 0,
/// `degrees_per_unit` given: for classic (420 x 297 mm) 0.1 / 420 degrees per mm, so its
/// bottom-right corner (420, 297) is at 0.1 E, 0.0707 S.
#[test]
fn geojson_degrees_fit_in_a_small_box() {
    let v = board(include_str!("../../examples/classic.yaml"), false);
    let opts = ExportOptions {
        geojson_degrees: true,
        ..ExportOptions::default()
    };
    let mut out = Vec::new();
    write(&v, Format::GeoJson, opts, &mut out).unwrap();
    let fc = collection(std::str::from_utf8(&out).unwrap());
    let m = fc.foreign_members.as_ref().unwrap();
    assert_eq!(m["axis"], "lon-lat");
    let k = m["degrees_per_unit"].as_f64().unwrap();
    assert!((k - 0.1 / 420.0).abs() < 1e-15, "{k}");
    // The frame's top-left corner is the board's origin.
    assert_eq!(m["degrees_origin"], serde_json::json!([0.0, 0.0]));
    let mut max = [f64::NEG_INFINITY; 2];
    let mut min = [f64::INFINITY; 2];
    for (_, p) in geojson_polygons(std::str::from_utf8(&out).unwrap()) {
        for c in p.exterior().coords() {
            max = [max[0].max(c.x), max[1].max(c.y)];
            min = [min[0].min(c.x), min[1].min(c.y)];
        }
    }
    assert!(
        (max[0] - 0.1).abs() < 1e-12 && min[0].abs() < 1e-12,
        "{min:?} {max:?}"
    );
    assert!(max[1].abs() < 1e-12 && (min[1] + 0.0707142857142857).abs() < 1e-12);
}

/// `--geojson-degrees` on a frameless board drawn in survey coordinates (UTM-like metres: lines
/// around x = 512 000, y = 4 100 000; a 300 x 200 m grid of six 100 m squares): the box is
/// translated to 0, 0 whatever the coordinates (it was x · k, y · k: 170° E, 1 367° S, no
/// longitude or latitude at all). By hand: k = 0.1 / 300 degrees per metre; the box's top-left
/// corner (512 000, 4 100 000) is 0, 0 and `degrees_origin`; the bottom-right (512 300,
/// 4 100 200) is 0.1 E, 0.0667 S; region 1 (512 000..512 100 x 4 100 000..4 100 100) spans
/// 0..0.0333 E, 0.0333 S..0; every polygon valid (geo's OGC checks, as shapely's is_valid),
/// exterior counter-clockwise; areas and lengths stay in m² and m.
#[test]
fn geojson_degrees_of_a_board_in_survey_coordinates_start_at_zero() {
    use geo::Validation;
    let mut text = String::from("units: m\nsnap: 0.001\nlines:\n");
    for y in [4_100_000, 4_100_100, 4_100_200] {
        text.push_str(&format!("  - [[512000, {y}], [512300, {y}]]\n"));
    }
    for x in [512_000, 512_100, 512_200, 512_300] {
        text.push_str(&format!("  - [[{x}, 4100000], [{x}, 4100200]]\n"));
    }
    let v = board(&text, false);
    assert!(v.frame.is_none());
    assert_eq!(v.regions.len(), 6);
    let opts = ExportOptions {
        geojson_degrees: true,
        ..ExportOptions::default()
    };
    let mut out = Vec::new();
    write(&v, Format::GeoJson, opts, &mut out).unwrap();
    let s = std::str::from_utf8(&out).unwrap();
    let fc = collection(s);
    let m = fc.foreign_members.as_ref().unwrap();
    let k = m["degrees_per_unit"].as_f64().unwrap();
    assert!((k - 0.1 / 300.0).abs() < 1e-14, "{k}");
    assert_eq!(
        m["degrees_origin"],
        serde_json::json!([512000.0, 4100000.0])
    );
    let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
    let polys = geojson_polygons(s);
    assert_eq!(polys.len(), 6);
    for (id, p) in &polys {
        assert!(p.is_valid(), "region {id}: {:?}", p.validation_errors());
        assert!(
            geo::Area::signed_area(p) > 0.0,
            "region {id}: exterior counter-clockwise"
        );
        for c in p.exterior().coords() {
            lo = [lo[0].min(c.x), lo[1].min(c.y)];
            hi = [hi[0].max(c.x), hi[1].max(c.y)];
        }
    }
    assert!(lo[0].abs() < 1e-12 && hi[1].abs() < 1e-12, "{lo:?} {hi:?}");
    assert!((hi[0] - 0.1).abs() < 1e-12, "{hi:?}");
    assert!((lo[1] + 0.2 / 3.0).abs() < 1e-12, "{lo:?}");
    let (_, r1) = polys.iter().find(|(id, _)| *id == 1).unwrap();
    let b = geo::BoundingRect::bounding_rect(r1).unwrap();
    assert!(b.min().x.abs() < 1e-12 && (b.max().x - 0.1 / 3.0).abs() < 1e-12);
    assert!(b.max().y.abs() < 1e-12 && (b.min().y + 0.1 / 3.0).abs() < 1e-12);
    // Properties keep board units: each square is 10 000 m², each border 100 m.
    for f in &fc.features {
        match f.property("kind").and_then(|k| k.as_str()) {
            Some("region") => assert_eq!(f.property("area").unwrap().as_f64(), Some(10000.0)),
            Some("border") => assert_eq!(f.property("length").unwrap().as_f64(), Some(100.0)),
            other => panic!("{other:?}"),
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
    /// Random boards on a 10 x 10 frame from segments with integer ends (so lines meet at
    /// vertices, and closed loops touch lines and the frame at points): every polygon valid.
    #[test]
    fn geojson_polygons_of_random_boards_are_valid(
        segs in proptest::collection::vec(((0u8..=10, 0u8..=10), (0u8..=10, 0u8..=10)), 1..9)
    ) {
        let mut text = String::from("frame: {width: 10, height: 10}\nlines:\n");
        for ((a, b), (c, d)) in &segs {
            if (a, b) != (c, d) {
                text.push_str(&format!("  - [[{a}, {b}], [{c}, {d}]]\n"));
            }
        }
        if let Ok(out) = run(&text, &Options { capacity: false, ..Options::default() }) {
            assert_ogc_valid(&out.validated, &text);
        }
    }
}
