//! No count below one savanna once certified (issue 38, part 1).
//!
//! tests/data/capacity-corpus/ holds regions of the example boards, the test boards and
//! generated ones (`savanna generate --seed N`), with the best packings savanna certified for
//! them, before issue 38 and since (`bench/capacity_corpus.py` writes them; see its
//! documentation). Each certificate is first checked by the independent verifier ([`verify`],
//! [`verify_radii`]); then the current search, run as the pipeline runs it (each kind up to its
//! pieces in play), must reach every stored count.
//!
//! Certificates are stored up to the pieces in play of each kind: beyond them the pipeline's
//! search stops by design (`capacity_search: enough`, docs/src/capacity.md, "Capacity that serves the game").

use geo::{LineString, Polygon};
use savanna::capacity::region::{Kind, pack_kinds};
use savanna::capacity::verify::verify_radii;
use savanna::capacity::{PackOptions, verify};
use serde::Deserialize;

#[derive(Deserialize)]
struct Corpus {
    regions: Vec<Entry>,
}

#[derive(Deserialize)]
struct Piece {
    name: String,
    diameter: f64,
    count: usize,
}

#[derive(Deserialize)]
struct Row {
    lion_centres: Vec<[f64; 2]>,
    jackal_centres: Vec<[f64; 2]>,
}

#[derive(Deserialize)]
struct Entry {
    /// Where the region comes from: board file, units, region id and name.
    source: String,
    outline: Vec<[f64; 2]>,
    holes: Vec<Vec<[f64; 2]>>,
    pieces: Vec<Piece>,
    /// Certificate per piece kind, in the order of `pieces`.
    packing: Vec<Vec<[f64; 2]>>,
    mixed: Option<Vec<Row>>,
}

fn polygon(e: &Entry) -> Polygon<f64> {
    let ls = |r: &[[f64; 2]]| LineString::from(r.iter().map(|p| (p[0], p[1])).collect::<Vec<_>>());
    Polygon::new(ls(&e.outline), e.holes.iter().map(|h| ls(h)).collect())
}

fn corpus() -> Vec<Entry> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/capacity-corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data/capacity-corpus exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("readable corpus file");
        let c: Corpus = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{}: not a corpus file: {e}", f.display()));
        out.extend(c.regions);
    }
    out
}

/// Every stored certificate holds: each kind's discs, and each row's lions with its jackals.
#[test]
fn stored_certificates_verify() {
    let entries = corpus();
    assert!(entries.len() >= 100, "{} regions", entries.len());
    for e in &entries {
        let poly = polygon(e);
        for (p, cs) in e.pieces.iter().zip(&e.packing) {
            assert!(cs.len() <= p.count, "{}: {} beyond play", e.source, p.name);
            assert!(
                verify(&poly, p.diameter, cs).is_ok(),
                "{}: {} certificate",
                e.source,
                p.name
            );
        }
        let d = |name: &str| e.pieces.iter().find(|p| p.name == name).map(|p| p.diameter);
        if let (Some(rows), Some(dl), Some(dj)) = (&e.mixed, d("lion"), d("jackal")) {
            for (k, r) in rows.iter().enumerate() {
                assert_eq!(r.lion_centres.len(), k, "{}", e.source);
                let mut centres = r.lion_centres.clone();
                centres.extend_from_slice(&r.jackal_centres);
                let mut radii = vec![dl / 2.0; k];
                radii.resize(centres.len(), dj / 2.0);
                assert!(
                    verify_radii(&poly, &centres, &radii, dl.min(dj)).is_ok(),
                    "{}: mixed row {k}",
                    e.source
                );
            }
        }
    }
}

/// The current search reaches every certified count, and its own certificates verify.
///
/// About 6 s in the test profile (every region of the corpus packed in every frame of its
/// shape), beyond the CI budget: run it by hand after a change to the capacity search
/// (`cargo test --test suite capacity_corpus:: -- --include-ignored`).
#[test]
#[ignore = "about 6 s: run by hand after a change to the capacity search"]
fn search_reaches_every_certified_count() {
    let opts = PackOptions::default();
    let mut short = Vec::new();
    for e in corpus() {
        let poly = polygon(&e);
        let kinds: Vec<Kind> = e
            .pieces
            .iter()
            .map(|p| Kind {
                name: p.name.clone(),
                diameter: p.diameter,
                count: p.count,
            })
            .collect();
        let got = pack_kinds(&poly, &kinds, false, &opts);
        for ((p, cs), (_, pk)) in e.pieces.iter().zip(&e.packing).zip(&got.kinds) {
            assert!(
                verify(&poly, p.diameter, &pk.centres).is_ok(),
                "{}",
                e.source
            );
            if pk.count < cs.len() {
                short.push(format!(
                    "{} {}: {} < {}",
                    e.source,
                    p.name,
                    pk.count,
                    cs.len()
                ));
            }
        }
        let jackals_in_play = e
            .pieces
            .iter()
            .find(|p| p.name == "jackal")
            .map(|p| p.count);
        if let (Some(rows), Some(n)) = (&e.mixed, jackals_in_play) {
            let got_rows = got.mixed.unwrap_or_default();
            for (k, r) in rows.iter().enumerate() {
                let found = got_rows.get(k).map_or(0, |g| g.jackals);
                if found < r.jackal_centres.len().min(n) {
                    short.push(format!(
                        "{} with {k} lions: {found} < {} jackals",
                        e.source,
                        r.jackal_centres.len()
                    ));
                }
            }
        }
    }
    assert!(
        short.is_empty(),
        "below a certified count:\n{}",
        short.join("\n")
    );
}

/// Issue 38.1: two mixed rows went down when counts became the same in every unit
/// (generated-30 region 5, a triangle: 1 lion + 5 jackals found as 4; generated-49 region 5, a
/// pentagon: 1 lion + 35 jackals found as 34). `issue-38-1-earlier-rows.json` keeps the
/// certificates the version before found (every row in full, beyond the jackals in play), so
/// those counts are achievable: `stored_certificates_verify` checks them. Here the search, in
/// mm, cm, m and inches (every length divided by 1, 10, 1000, 25.4), reaches every stored row,
/// and gives the same table in every unit.
#[test]
fn earlier_mixed_rows_reached_in_every_unit() {
    let opts = PackOptions::default();
    let entries: Vec<Entry> = corpus()
        .into_iter()
        .filter(|e| {
            e.source.starts_with("generated-30.yaml region 5 ")
                || e.source.starts_with("generated-49.yaml region 5 ")
        })
        .collect();
    assert_eq!(entries.len(), 2);
    // the old certificates' sizes (row k: k lions): the triangle and the pentagon
    let sizes: Vec<Vec<usize>> = entries
        .iter()
        .map(|e| {
            e.mixed
                .iter()
                .flatten()
                .map(|r| r.jackal_centres.len())
                .collect()
        })
        .collect();
    assert_eq!(sizes, [vec![7, 5, 2], vec![37, 35, 32, 27]]);
    for (e, old) in entries.iter().zip(&sizes) {
        let mut tables = Vec::new();
        for f in [1.0, 10.0, 1000.0, 25.4] {
            let scale = |r: &[[f64; 2]]| r.iter().map(|p| [p[0] / f, p[1] / f]).collect();
            let scaled = Entry {
                outline: scale(&e.outline),
                holes: e.holes.iter().map(|h| scale(h)).collect(),
                source: e.source.clone(),
                pieces: Vec::new(),
                packing: Vec::new(),
                mixed: None,
            };
            let kinds: Vec<Kind> = e
                .pieces
                .iter()
                .map(|p| Kind {
                    name: p.name.clone(),
                    diameter: p.diameter / f,
                    count: p.count,
                })
                .collect();
            let poly = polygon(&scaled);
            let rows = pack_kinds(&poly, &kinds, false, &opts)
                .mixed
                .unwrap_or_default();
            let got: Vec<usize> = rows.iter().map(|r| r.jackals).collect();
            assert_eq!(got.len(), old.len(), "{} in units of {f} mm", e.source);
            for (k, (g, o)) in got.iter().zip(old).enumerate() {
                assert!(
                    g >= o,
                    "{} in units of {f} mm, {k} lions: {g} < {o}",
                    e.source
                );
            }
            for r in &rows {
                let mut centres = r.lion_centres.clone();
                centres.extend_from_slice(&r.jackal_centres);
                let mut radii = vec![15.0 / f; r.lions];
                radii.resize(centres.len(), 10.0 / f);
                assert!(verify_radii(&poly, &centres, &radii, 20.0 / f).is_ok());
            }
            tables.push(got);
        }
        assert!(
            tables.iter().all(|t| *t == tables[0]),
            "{}: {tables:?}",
            e.source
        );
    }
}
