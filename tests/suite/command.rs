//! The command layer (`savanna::command`): typed requests in, replies out, no I/O; the same
//! words as the `savanna` binary (the binary is a door over it, and so is the WebAssembly
//! engine's `run`).

use savanna::command::Format;
use savanna::command::build::BuildRequest;
use savanna::command::check::CheckRequest;
use savanna::command::generate::GenerateRequest;
use savanna::command::render::RenderRequest;
use savanna::command::schema::SchemaRequest;
use savanna::command::solve::{FirstChoice, SolveRequest};
use savanna::command::{Command, Inputs, Reply, Request, run};

/// A 100 x 60 board cut in two by one line: two regions, no capacities asked.
const TWO: &str = "frame: {width: 100, height: 60}\nlines: [[[50, 0], [50, 60]]]\n";

fn build(output: Option<&str>) -> Request {
    Request::new(Command::Build(BuildRequest {
        board: "two.yaml".into(),
        output: output.map(str::to_string),
        no_capacity: true,
        ..BuildRequest::default()
    }))
}

fn two() -> Inputs {
    let mut i = Inputs::new();
    i.insert("two.yaml", TWO.as_bytes().to_vec());
    i
}

#[test]
fn build_refuses_a_sheet_extension_before_any_work_naming_render() {
    let r = run(&build(Some("two.svg")), &Inputs::new());
    assert_eq!(r.exit, 2);
    assert!(r.outputs.is_empty() && r.stdout.is_empty());
    assert_eq!(
        r.stderr,
        "error: build writes the validated board file (.json, .yaml) or an export (.geojson, .dot, .gv, .graphml), not a .svg sheet: run `savanna render two.yaml -o two.svg`\n"
    );
}

#[test]
fn build_refuses_an_unknown_extension_and_none() {
    let r = run(&build(Some("two.txt")), &Inputs::new());
    assert_eq!(r.exit, 2);
    assert!(
        r.stderr
            .contains("`two.txt` has the extension .txt: give the output one of these extensions"),
        "{}",
        r.stderr
    );
    let r = run(&build(Some("two")), &Inputs::new());
    assert_eq!(r.exit, 2);
    assert!(r.stderr.contains("`two` has no extension"), "{}", r.stderr);
}

#[test]
fn build_picks_the_export_by_extension_in_any_case() {
    // GeoJSON: a FeatureCollection of the two regions, as a file to write, nothing on stdout.
    let r = run(&build(Some("out/Two.GeoJSON")), &two());
    assert_eq!(r.exit, 0, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert_eq!(r.outputs.len(), 1);
    assert_eq!(r.outputs[0].name, "out/Two.GeoJSON");
    let text = String::from_utf8(r.outputs[0].bytes.clone()).unwrap();
    assert!(text.contains("\"FeatureCollection\""), "{text}");
    // DOT by `.gv`.
    let r = run(&build(Some("two.gv")), &two());
    let text = String::from_utf8(r.outputs[0].bytes.clone()).unwrap();
    assert!(
        text.starts_with("graph") || text.contains("graph "),
        "{text}"
    );
    // No output: the validated board file on standard output, with its two regions.
    let r = run(&build(None), &two());
    assert_eq!(r.exit, 0);
    assert!(r.outputs.is_empty());
    let v: serde_json::Value = serde_json::from_slice(&r.stdout).unwrap();
    assert_eq!(v["regions"].as_array().unwrap().len(), 2);
}

#[test]
fn a_geojson_flag_on_another_output_is_warned_unless_quiet() {
    let mut req = build(Some("two.json"));
    if let Command::Build(b) = &mut req.command {
        b.geojson_y_up = true;
    }
    let r = run(&req, &two());
    assert!(r.stderr.starts_with(
        "warning: --geojson-y-up applies to a .geojson output only; this output is written y down\n"
    ));
    req.quiet = true;
    assert!(!run(&req, &two()).stderr.contains("--geojson-y-up"));
}

#[test]
fn an_unreadable_board_is_the_doors_sentence_exit_1() {
    let mut inputs = Inputs::new();
    inputs.unreadable("two.yaml", "cannot read two.yaml: gone");
    let r = run(&build(None), &inputs);
    assert_eq!(r.exit, 1);
    assert_eq!(r.stderr, "error: cannot read two.yaml: gone\n");
    // check --format json: a report of its own for it, in the array of several.
    let req = Request::new(Command::Check(CheckRequest {
        boards: vec!["two.yaml".into(), "-".into()],
        format: Format::Json,
        no_capacity: true,
        ..CheckRequest::default()
    }));
    inputs.insert("-", TWO.as_bytes().to_vec());
    let r = run(&req, &inputs);
    assert_eq!(r.exit, 1);
    let v: serde_json::Value = serde_json::from_slice(&r.stdout).unwrap();
    assert_eq!(v[0]["error"], "cannot read two.yaml: gone");
    assert_eq!(v[0]["errors"], 1);
    assert_eq!(v[1]["file"], "<stdin>");
    assert_eq!(v[1]["errors"], 0);
}

#[test]
fn requests_and_replies_are_json() {
    let req: Request = serde_json::from_str(
        r#"{"command": {"build": {"board": "two.yaml", "output": "two.dot", "no_capacity": true}}, "quiet": true}"#,
    )
    .unwrap();
    let mut expected = build(Some("two.dot"));
    expected.quiet = true;
    assert_eq!(req, expected);
    let r = run(&req, &two());
    let json = serde_json::to_string(&r).unwrap();
    let back: Reply = serde_json::from_str(&json).unwrap();
    assert_eq!(back, r);
    // A px per inch out of range is a usage mistake, for every command.
    let mut bad = Request::new(Command::Schema(SchemaRequest::default()));
    bad.px_per_inch = Some(0.0);
    let r = run(&bad, &Inputs::new());
    assert_eq!(r.exit, 2);
    assert!(
        r.stderr
            .starts_with("error: `0` is not a number of px per inch above 0")
    );
}

#[test]
fn schema_to_stdout_or_a_file() {
    let r = run(
        &Request::new(Command::Schema(SchemaRequest::default())),
        &Inputs::new(),
    );
    assert_eq!(r.exit, 0);
    let v: serde_json::Value = serde_json::from_slice(&r.stdout).unwrap();
    assert!(v["properties"]["frame"].is_object());
    let r = run(
        &Request::new(Command::Schema(SchemaRequest {
            validated: true,
            output: Some("v.json".into()),
        })),
        &Inputs::new(),
    );
    assert!(r.stdout.is_empty());
    assert_eq!(r.outputs[0].name, "v.json");
}

/// `solve` of examples/waterhole.yaml through the layer, the jackals first.
fn solve_waterhole(record: Option<&str>, table: Option<&str>, first: FirstChoice) -> Reply {
    let path = crate::common::example("waterhole.yaml");
    let mut inputs = Inputs::new();
    inputs.insert("waterhole.yaml", std::fs::read(&path).unwrap());
    run(
        &Request::new(Command::Solve(SolveRequest {
            board: "waterhole.yaml".into(),
            first,
            format: Format::Text,
            record: record.map(str::to_string),
            table: table.map(str::to_string),
            max_memory: None,
        })),
        &inputs,
    )
}

/// Waterhole with the jackals first is a jackals' win by elimination in 2 rounds (3 turns: the
/// jackals take two lions, the lions pass, the jackals take the last; README's table and
/// tests/suite/solve.rs). The layer's report is the binary's, line for line, but for the time:
/// the layer reads no clock, so its last line says no time.
#[test]
fn solve_through_the_layer_is_the_binarys_report_and_its_record() {
    let r = solve_waterhole(Some("pv.json"), None, FirstChoice::Jackals);
    assert_eq!(r.exit, 0, "{}", r.stderr);
    let text = String::from_utf8(r.stdout).unwrap();
    assert!(
        text.contains(
            "\n  jackals first: the jackals win by eliminating the lions, after 2 rounds\n"
        ),
        "{text}"
    );
    let out = crate::common::savanna()
        .arg("solve")
        .arg(crate::common::example("waterhole.yaml"))
        .args(["--first", "jackals"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let cli = String::from_utf8(out.stdout).unwrap();
    let (layer_body, layer_last) = text.trim_end().rsplit_once('\n').unwrap();
    let (cli_body, cli_last) = cli.trim_end().rsplit_once('\n').unwrap();
    assert_eq!(layer_body, cli_body);
    let rest = layer_last.strip_prefix("solved: ").expect(layer_last);
    assert!(
        cli_last.starts_with("solved in ") && cli_last.ends_with(rest),
        "{cli_last}"
    );
    // The principal variation as a game record: 3 turns, the perfect agent on both sides.
    assert_eq!(r.outputs.len(), 1);
    assert_eq!(r.outputs[0].name, "pv.json");
    let rec: serde_json::Value = serde_json::from_slice(&r.outputs[0].bytes).unwrap();
    assert_eq!(rec["turns"].as_array().unwrap().len(), 3);
    assert_eq!(rec["agents"]["lions"], "perfect");
    assert_eq!(rec["first"], "jackals");
}

#[test]
fn solve_through_the_layer_refuses_a_table_and_a_record_of_two_games() {
    let r = solve_waterhole(None, Some("w.table"), FirstChoice::Both);
    assert_eq!(r.exit, 1);
    assert!(
        r.stderr
            .contains("error: cannot write w.table: this door does not write solver tables"),
        "{}",
        r.stderr
    );
    let r = solve_waterhole(Some("pv.json"), None, FirstChoice::Both);
    assert_eq!(r.exit, 2);
    assert_eq!(
        r.stderr,
        "error: --record writes one game: give --first lions or --first jackals\n"
    );
    assert!(r.outputs.is_empty() && r.stdout.is_empty());
}

fn render(output: &str, f: impl FnOnce(&mut RenderRequest)) -> Reply {
    let mut r = RenderRequest {
        board: "two.yaml".into(),
        output: output.into(),
        ..RenderRequest::default()
    };
    f(&mut r);
    run(&Request::new(Command::Render(r)), &two())
}

/// `render` through the layer: `-o -` is the single sheet on standard output, a file is one
/// output, a paged SVG one output a page named as the binary names its files; nothing is
/// written by the layer itself.
#[test]
fn render_through_the_layer_gives_the_sheets_as_outputs() {
    // Two regions cannot hold three lions: an error, so nothing without --force.
    let refused = render("-", |_| {});
    assert_eq!(refused.exit, 1);
    assert!(refused.stdout.is_empty() && refused.outputs.is_empty());
    assert!(
        refused
            .stderr
            .contains("nothing written: the board has errors")
    );
    let force = |r: &mut RenderRequest| r.force = true;
    let r = render("-", force);
    assert_eq!(r.exit, 1, "written, with the board's errors");
    assert!(r.outputs.is_empty());
    let svg = String::from_utf8(r.stdout.clone()).unwrap();
    assert!(svg.contains("<svg") && svg.trim_end().ends_with("</svg>"));
    // Every diagnostic of the board, structured, beside standard error's words.
    for reply in [&refused, &r] {
        let d = reply
            .diagnostics
            .as_ref()
            .and_then(|d| d.as_array())
            .unwrap();
        assert!(
            d.iter()
                .any(|x| x["code"] == "savanna::board::too-few-lion-regions"),
            "{d:?}"
        );
    }
    let file = render("two.svg", force);
    assert_eq!(file.outputs.len(), 1);
    assert_eq!(file.outputs[0].name, "two.svg");
    assert_eq!(
        file.outputs[0].bytes, r.stdout,
        "the file is the sheet of `-o -`"
    );
    // A layout plan: the plan, the rules and the cut-out pieces, each a file beside `c.svg`.
    let plan = render("out/c.svg", |r| {
        r.plan = true;
        r.force = true;
    });
    assert_eq!(plan.exit, 1, "{}", plan.stderr);
    let names: Vec<&str> = plan.outputs.iter().map(|o| o.name.as_str()).collect();
    assert!(names.contains(&"out/c-plan.svg"), "{names:?}");
    assert!(
        names
            .iter()
            .all(|n| n.starts_with("out/c-") && n.ends_with(".svg"))
    );
    assert!(
        plan.stderr.contains("layout plan at scale 1:"),
        "{}",
        plan.stderr
    );
}

/// The usage mistakes of `render`, worded once for every door (the binary adds clap's usage
/// lines): exit status 2, nothing read or written.
#[test]
fn render_refuses_options_its_output_cannot_use() {
    type Case = (&'static str, fn(&mut RenderRequest), &'static str);
    let cases: [Case; 6] = [
        (
            "-",
            |r| r.plan = true,
            "--plan draws several pages, which `-o -`",
        ),
        (
            "a.svg",
            |r| r.margin = Some(5.0),
            "--margin applies to paged output (a .pdf, or an .svg with --paper), not to a single SVG sheet",
        ),
        (
            "a.png",
            |r| r.paper = Some("A4".into()),
            "--paper does not apply to a PNG preview",
        ),
        (
            "a.pdf",
            |r| r.px_per_mm = Some(2.0),
            "--px-per-mm applies to PNG output only, not to this output",
        ),
        ("a.svg", |r| r.pencil = Some(99.0), "the pencil width (mm)"),
        ("a.txt", |_| {}, "a.txt"),
    ];
    for (out, f, words) in cases {
        let r = render(out, f);
        assert_eq!(r.exit, 2, "{out}: {}", r.stderr);
        assert!(
            r.stderr.starts_with("error: ") && r.stderr.contains(words),
            "{out}: {}",
            r.stderr
        );
        assert!(r.outputs.is_empty() && r.stdout.is_empty());
    }
    // A balance report that is not one is refused before any work, by its name.
    let mut inputs = two();
    inputs.insert("b.json", b"{}".to_vec());
    let mut req = RenderRequest {
        board: "two.yaml".into(),
        output: "a.svg".into(),
        balance: Some("b.json".into()),
        ..RenderRequest::default()
    };
    let r = run(&Request::new(Command::Render(req.clone())), &inputs);
    assert_eq!(r.exit, 1);
    assert!(r.stderr.starts_with("error: b.json: "), "{}", r.stderr);
    req.balance = Some("missing.json".into());
    let r = run(&Request::new(Command::Render(req)), &inputs);
    assert_eq!(r.exit, 1);
    assert!(r.stderr.contains("missing.json"), "{}", r.stderr);
}

fn generate(f: impl FnOnce(&mut GenerateRequest)) -> Reply {
    let mut g = GenerateRequest {
        regions: Some(8),
        seed: Some(3),
        ..GenerateRequest::default()
    };
    f(&mut g);
    run(&Request::new(Command::Generate(g)), &Inputs::new())
}

/// `generate --seed 3 --regions 8`: the library's board file on standard output and the
/// summary on standard error, or the file as an output whose note is the binary's `wrote FILE
/// (SUMMARY)` (8 regions, one of them too small for every piece in play: the figures the
/// binary printed before the command moved into the layer).
#[test]
fn generate_through_the_layer_gives_the_board_and_its_summary() {
    let opts = savanna::generate::GenerateOptions {
        regions: 8,
        seed: 3,
        ..savanna::generate::GenerateOptions::default()
    };
    let yaml = savanna::generate::generate(&opts, &|_| {}).unwrap().yaml;
    let summary = "8 regions, 1 of them holds fewer than all the pieces in play";
    let r = generate(|_| {});
    assert_eq!(r.exit, 0, "{}", r.stderr);
    assert_eq!(String::from_utf8(r.stdout).unwrap(), yaml);
    assert_eq!(r.stderr, format!("{summary}\n"));
    let r = generate(|g| g.output = Some("b.yaml".into()));
    assert!(r.stdout.is_empty() && r.stderr.is_empty());
    assert_eq!(r.outputs.len(), 1);
    assert_eq!(r.outputs[0].name, "b.yaml");
    assert_eq!(r.outputs[0].bytes, yaml.as_bytes());
    assert_eq!(
        r.outputs[0].note.as_deref(),
        Some(format!("wrote b.yaml ({summary})").as_str())
    );
    // A seed in JSON as a string of digits: exact above 2^53, where JavaScript's numbers are not.
    let req: Request = serde_json::from_str(
        r#"{"command": {"generate": {"seed": "18446744073709551615", "regions": 6}}}"#,
    )
    .unwrap();
    let Command::Generate(g) = &req.command else {
        panic!("{req:?}")
    };
    assert_eq!(g.seed, Some(u64::MAX));
}

/// The usage mistakes of `generate`, worded once for every door: an option of `--fair` or
/// `--balanced` without it (`--balanced --allow-rules` was once taken and ignored), the two
/// together, values out of range; exit status 2, nothing drawn.
#[test]
fn generate_refuses_flags_that_do_not_go_together() {
    type Case = (fn(&mut GenerateRequest), &'static str);
    let cases: [Case; 9] = [
        (
            |g| {
                g.balanced = true;
                g.allow_rules = true;
            },
            "--allow-rules applies to --fair only (the search for a fair board): add --fair instead of --balanced",
        ),
        (
            |g| g.solve_limit = Some(30),
            "--solve-limit applies to --fair only (the search for a fair board): add --fair",
        ),
        (
            |g| {
                g.fair = true;
                g.games = Some(4);
            },
            "--games applies to --balanced only (each candidate's games): --fair values each board by solving it",
        ),
        (
            |g| g.candidates = Some(3),
            "--candidates applies to a search only: add --balanced",
        ),
        (
            |g| {
                g.fair = true;
                g.balanced = true;
            },
            "the argument '--fair' cannot be used with '--balanced'",
        ),
        (
            |g| g.regions = Some(4),
            "give a whole number of regions from 5 to 60",
        ),
        (
            |g| {
                g.fair = true;
                g.solve_limit = Some(0);
            },
            "give a whole number of seconds of at least 1",
        ),
        (
            |g| {
                g.balanced = true;
                g.time = Some("0".into());
            },
            "`0`: a time budget of 0 s measures nothing",
        ),
        (
            |g| {
                g.balanced = true;
                g.games = Some(3);
            },
            "give an even number of games from 2 to 100000",
        ),
    ];
    for (f, words) in cases {
        let r = generate(f);
        assert_eq!(r.exit, 2, "{words}: {}", r.stderr);
        assert!(
            r.stderr.starts_with(&format!("error: {words}")),
            "{words}: {}",
            r.stderr
        );
        assert!(r.outputs.is_empty() && r.stdout.is_empty());
    }
}

/// `balance` through the layer on waterhole (README "Solve": the jackals win by eliminating
/// the lions from both starts, after 2 rounds when they move first): no clock lent, so no time
/// budget, the exact value solved first, the headline the exact value's, no ladder climbed;
/// the plan and each step said on standard error (0.0 s: no clock), quiet says none of it.
#[test]
fn balance_through_the_layer_solves_first_and_says_each_step() {
    use savanna::command::balance::BalanceRequest;
    let req = |quiet: bool, agent: savanna::game::agents::AgentKind| Request {
        quiet,
        ..Request::new(Command::Balance(BalanceRequest {
            board: "waterhole.yaml".into(),
            games: Some(4),
            agent: Some(agent),
            format: Format::Json,
            ..BalanceRequest::default()
        }))
    };
    let mut inputs = Inputs::new();
    inputs.insert(
        "waterhole.yaml",
        std::fs::read("examples/waterhole.yaml").unwrap(),
    );
    let r = run(
        &req(false, savanna::game::agents::AgentKind::Random),
        &inputs,
    );
    assert_eq!(r.exit, 0, "{}", r.stderr);
    let rep: serde_json::Value = serde_json::from_slice(&r.stdout).unwrap();
    assert_eq!(rep["games"], 4);
    assert_eq!(
        rep["exact"]["jackals_first"]["sentence"],
        "the jackals win by eliminating the lions, after 2 rounds"
    );
    assert!(rep.get("ladder").is_none());
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert!(lines[0].starts_with("balance: within 60 s: the exact value first"));
    assert_eq!(
        lines[1..],
        [
            "solving (perfect play)...",
            "solving (perfect play): solved in 0.0 s",
            "self-play at random...",
            "self-play at random: 4 games in 0.0 s",
        ]
    );
    let b = r.balance.unwrap();
    assert_eq!(
        b.headline,
        "the jackals win by elimination with perfect play when the jackals move first; the jackals win by elimination when the lions do: the board's exact value (how it plays at the strengths measured follows)"
    );
    assert_eq!(b.why_not, None);
    let quiet = run(
        &req(true, savanna::game::agents::AgentKind::Random),
        &inputs,
    );
    assert_eq!((quiet.stdout, quiet.stderr), (r.stdout, String::new()));
    // A person does not play self-play: a usage mistake, before the board is read.
    let human = run(
        &req(false, savanna::game::agents::AgentKind::Human),
        &Inputs::new(),
    );
    assert_eq!(human.exit, 2);
    assert_eq!(
        human.stderr,
        "error: balance plays agents against each other, not a person\n"
    );
}
