//! The floor plan's invariants (ARCHITECTURE.md), held by reading the sources: which module may
//! name which, where I/O may happen, that `src/`'s top-level modules form no import cycle and
//! that no folder's files tie each other in a knot.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// Every source file of src/ as (path relative to src/, text without comment lines).
fn sources() -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files
        .into_iter()
        .map(|p| {
            let rel = p
                .strip_prefix(&src)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let text = std::fs::read_to_string(&p).unwrap();
            let code: Vec<&str> = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect();
            (rel, code.join("\n"))
        })
        .collect()
}

/// The top-level module a file of src/ belongs to (`input/walk.rs` -> `input`, `units.rs` ->
/// `units`); `None` for lib.rs and main.rs.
fn top(rel: &str) -> Option<String> {
    let first = rel.split('/').next().unwrap();
    match first {
        "lib.rs" | "main.rs" => None,
        f => Some(f.trim_end_matches(".rs").to_string()),
    }
}

/// The top-level modules a text names through `crate::` paths.
fn named(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(i) = rest.find("crate::") {
        let after = &rest[i + "crate::".len()..];
        let before = rest[..i].chars().last();
        if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            let name: String = after
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.insert(name);
            }
            // `use crate::{a, b::c}`: every name in the group.
            if let Some(group) = after.strip_prefix('{') {
                let end = group.find('}').unwrap_or(group.len());
                for part in group[..end].split(',') {
                    let n: String = part
                        .trim()
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    if !n.is_empty() {
                        out.insert(n);
                    }
                }
            }
        }
        rest = after;
    }
    out
}

const CORE: &[&str] = &[
    "input",
    "geometry",
    "regions",
    "capacity",
    "checks",
    "validated",
];
const ABOVE_CORE: &[&str] = &[
    "game", "output", "import", "generate", "frontend", "pipeline", "command", "cli",
];

/// The command layer sits above every library floor and below the binary: no other library
/// module names it (the CLI and the WebAssembly engine call it).
#[test]
fn only_the_doors_name_the_command_layer() {
    let bad: Vec<String> = sources()
        .into_iter()
        .filter(|(rel, _)| top(rel).is_some_and(|t| t != "command" && t != "cli"))
        .filter(|(_, text)| named(text).contains("command"))
        .map(|(rel, _)| rel)
        .collect();
    assert!(bad.is_empty(), "{bad:?}");
}

/// The command layer does no I/O and parses no arguments: no clap in it (the CLI's), no
/// terminal, no file.
#[test]
fn the_command_layer_parses_no_arguments() {
    for (rel, text) in sources() {
        if rel.starts_with("command/") {
            assert!(!text.contains("clap::"), "{rel} names clap");
        }
    }
}

#[test]
fn the_core_never_names_a_floor_above_it() {
    let mut bad = Vec::new();
    for (rel, text) in sources() {
        let Some(t) = top(&rel) else { continue };
        if !CORE.contains(&t.as_str()) {
            continue;
        }
        for n in named(&text) {
            if ABOVE_CORE.contains(&n.as_str()) {
                bad.push(format!("{rel} names crate::{n}"));
            }
        }
    }
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn the_game_never_calls_the_pipeline() {
    let bad: Vec<String> = sources()
        .into_iter()
        .filter(|(rel, _)| rel.starts_with("game/"))
        .filter(|(_, text)| named(text).contains("pipeline") || named(text).contains("frontend"))
        .map(|(rel, _)| rel)
        .collect();
    assert!(bad.is_empty(), "{bad:?}");
}

/// The layers of `game/`, from the bottom (ARCHITECTURE.md): the rules, the records (and
/// replay, set-ups), the solver, the players, the measurements, the session protocol.
const GAME_LAYERS: &[&str] = &["rules", "record", "solve", "players", "measure", "session"];

/// The paths inside `game` that `code` names (through `crate::game::` or `super::` paths, in
/// `use` trees and inline), each as its segments after `game`, for a file whose module path
/// inside `game` is `here` (`["solve", "table"]`); a `super::` path that stays inside a layer
/// gives that layer alone.
fn game_paths(code: &str, here: &[&str]) -> Vec<Vec<String>> {
    let mut raw = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("use ") {
        let after = &rest[i + 4..];
        let ok = !rest[..i]
            .chars()
            .last()
            .is_some_and(|c| c.is_alphanumeric() || c == '_');
        if ok
            && (after.starts_with("crate") || after.starts_with("super"))
            && let Some(end) = after.find(';')
        {
            let tree: String = after[..end]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            raw.extend(expand(&tree));
        }
        rest = after;
    }
    for key in ["crate::", "super::"] {
        let mut rest = code;
        while let Some(i) = rest.find(key) {
            let before = rest[..i].chars().last();
            if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                raw.push(
                    rest[i..]
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                        .collect(),
                );
            }
            rest = &rest[i + key.len()..];
        }
    }
    let mut out = Vec::new();
    for p in raw {
        let segs: Vec<&str> = p.split("::").filter(|s| !s.is_empty()).collect();
        if segs.first() == Some(&"crate") {
            if segs.get(1) == Some(&"game") && segs.len() > 2 {
                out.push(segs[2..].iter().map(|s| s.to_string()).collect());
            }
            continue;
        }
        let supers = segs.iter().take_while(|s| **s == "super").count();
        if supers == 0 || supers > here.len() {
            continue;
        }
        let cur = &here[..here.len() - supers];
        match cur.first() {
            Some(layer) => out.push(vec![layer.to_string()]),
            None if segs.len() > supers => {
                out.push(segs[supers..].iter().map(|s| s.to_string()).collect())
            }
            None => {}
        }
    }
    out
}

/// `game/` in layers: every file below the root is in one of [`GAME_LAYERS`] and names only
/// its own layer and those below, by the layer's path (`crate::game::rules::board`, not the
/// root's re-export `crate::game::board`). The root (mod.rs: the layers, the old paths as
/// re-exports) and test code (`tests.rs`, `*_tests.rs`, and what follows a `#[cfg(test)]`) may
/// name any layer.
#[test]
fn the_game_is_in_layers_each_naming_only_those_below() {
    let mut bad = Vec::new();
    let mut seen = BTreeSet::new();
    for (rel, text) in sources() {
        let Some(path) = rel.strip_prefix("game/") else {
            continue;
        };
        let mut here: Vec<&str> = path.trim_end_matches(".rs").split('/').collect();
        if here.len() < 2 {
            continue;
        }
        let layer = here[0];
        let Some(mine) = GAME_LAYERS.iter().position(|l| *l == layer) else {
            bad.push(format!("src/{rel}: in no layer of {GAME_LAYERS:?}"));
            continue;
        };
        seen.insert(layer.to_string());
        let name = *here.last().unwrap();
        if name == "tests" || name.ends_with("_tests") {
            continue;
        }
        if name == "mod" {
            here.pop();
        }
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        for p in game_paths(code, &here) {
            match GAME_LAYERS.iter().position(|l| *l == p[0]) {
                Some(i) if i <= mine => {}
                Some(_) => bad.push(format!(
                    "src/{rel} (layer `{layer}`) names a layer above it: game::{}",
                    p.join("::")
                )),
                None => bad.push(format!(
                    "src/{rel} names game::{}: name it by its layer ({GAME_LAYERS:?})",
                    p.join("::")
                )),
            }
        }
    }
    let want: BTreeSet<String> = GAME_LAYERS.iter().map(|l| l.to_string()).collect();
    assert_eq!(seen, want, "every layer is a folder of src/game/");
    assert!(bad.is_empty(), "{bad:#?}");
}

/// The YAML document that keeps a board file's layout (`input/document/`) knows nothing of the
/// board edits written on it (`input/edit.rs`).
#[test]
fn the_yaml_document_never_names_the_board_edits() {
    let bad: Vec<String> = sources()
        .into_iter()
        .filter(|(rel, _)| rel.starts_with("input/document/"))
        .filter(|(_, text)| {
            text.contains("crate::input::edit") || text.contains("super::edit") || {
                let t = text.replace(char::is_whitespace, "");
                t.contains("super::super::edit")
            }
        })
        .map(|(rel, _)| rel)
        .collect();
    assert!(bad.is_empty(), "{bad:?}");
}

/// Source files of `src/` over 800 lines that are still to be split (issue 36), relative to
/// `src/`. The list only shrinks: a file listed here that is 800 lines or fewer fails the test
/// below too, so that it is taken off.
const LONG_FILES_TO_SPLIT: &[&str] = &[];

/// No source file of `src/` is over 800 lines (issue 36), but those of [`LONG_FILES_TO_SPLIT`]:
/// a file that grows past it is split by what its parts do.
#[test]
fn source_files_are_at_most_800_lines() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut wrong = Vec::new();
    for p in &files {
        let n = std::fs::read_to_string(p).unwrap().lines().count();
        let rel = p
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let listed = LONG_FILES_TO_SPLIT.contains(&rel.as_str());
        if n > 800 && !listed {
            wrong.push(format!("{rel}: {n} lines (split it by what its parts do)"));
        } else if n <= 800 && listed {
            wrong.push(format!(
                "{rel}: {n} lines (take it off LONG_FILES_TO_SPLIT)"
            ));
        }
    }
    for l in LONG_FILES_TO_SPLIT {
        if !src.join(l).exists() {
            wrong.push(format!("{l}: listed in LONG_FILES_TO_SPLIT but gone"));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn only_the_edges_do_io_read_the_clock_or_the_environment_or_spawn_threads() {
    let forbidden = [
        "std::fs",
        "std::env",
        "std::time",
        "std::thread",
        "Instant::",
        "SystemTime",
        "println!",
        "eprintln!",
        "stdin()",
        "stdout()",
        "stderr()",
    ];
    let mut bad = Vec::new();
    for (rel, text) in sources() {
        if rel.starts_with("cli/") || rel == "main.rs" || rel == "output/write.rs" {
            continue;
        }
        for f in forbidden {
            if text.contains(f) {
                bad.push(format!("{rel}: {f}"));
            }
        }
    }
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn the_top_level_modules_form_no_cycle() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut modules = BTreeSet::new();
    for (rel, text) in sources() {
        let Some(t) = top(&rel) else { continue };
        if t == "cli" {
            continue;
        }
        modules.insert(t.clone());
        let entry = graph.entry(t.clone()).or_default();
        for n in named(&text) {
            if n != t && n != "cli" {
                entry.insert(n);
            }
        }
    }
    // Depth-first search for a back edge.
    fn visit(
        m: &str,
        g: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        match state.get(m) {
            Some(2) => return None,
            Some(1) => {
                let i = path.iter().position(|x| x == m).unwrap();
                let mut c = path[i..].to_vec();
                c.push(m.to_string());
                return Some(c);
            }
            _ => {}
        }
        state.insert(m.to_string(), 1);
        path.push(m.to_string());
        for n in g.get(m).into_iter().flatten() {
            if g.contains_key(n)
                && let Some(c) = visit(n, g, state, path)
            {
                return Some(c);
            }
        }
        path.pop();
        state.insert(m.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for m in &modules {
        let cycle = visit(m, &graph, &mut state, &mut Vec::new());
        assert!(
            cycle.is_none(),
            "import cycle: {}",
            cycle.unwrap().join(" -> ")
        );
    }
}

/// `a::{b, c::{d, e}}` as the paths it names (`self` names the prefix itself).
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(i) = tree.find('{') else {
        return vec![tree.split(" as ").next().unwrap().trim().to_string()];
    };
    let (prefix, body) = (
        &tree[..i],
        &tree[i + 1..tree.rfind('}').unwrap_or(tree.len())],
    );
    let (mut parts, mut depth, mut cur) = (Vec::new(), 0, String::new());
    for ch in body.chars() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        if ch == ',' && depth == 0 {
            parts.push(std::mem::take(&mut cur));
        } else {
            cur.push(ch);
        }
    }
    parts.push(cur);
    let mut out = Vec::new();
    for p in parts.iter().map(|p| p.trim()).filter(|p| !p.is_empty()) {
        for e in expand(p) {
            out.push(if e == "self" {
                prefix.trim_end_matches(':').to_string()
            } else {
                format!("{prefix}{e}")
            });
        }
    }
    out
}

/// No file-level knot in the library (the same reading as bench/modgraph.py): inside each
/// folder, no two files (or a file and a subfolder) import each other, directly or round a
/// cycle. An import is lifted to the two children of the deepest folder holding both ends; a
/// parent and its own child do not count. cli/ is the binary's and not counted.
#[test]
fn no_file_level_knot() {
    // Module path of each file: `game/record/mod.rs` -> [game, record].
    let mut modules: BTreeMap<Vec<String>, String> = BTreeMap::new();
    for (rel, text) in sources() {
        if rel == "main.rs" || rel.starts_with("cli/") {
            continue;
        }
        let mut m: Vec<String> = rel
            .trim_end_matches(".rs")
            .split('/')
            .map(String::from)
            .collect();
        if m.last().is_some_and(|l| l == "mod" || l == "lib") {
            m.pop();
        }
        modules.insert(m, text);
    }
    let strip = |text: &str| -> String {
        let mut out = String::new();
        for line in text.lines() {
            let mut l = String::new();
            let mut in_str = false;
            let mut chars = line.chars().peekable();
            while let Some(c) = chars.next() {
                if in_str {
                    if c == '\\' {
                        chars.next();
                    } else if c == '"' {
                        in_str = false;
                    }
                } else if c == '"' {
                    in_str = true;
                } else if c == '/' && chars.peek() == Some(&'/') {
                    break;
                } else {
                    l.push(c);
                }
            }
            out.push_str(&l);
            out.push('\n');
        }
        out
    };
    let mut lifted: BTreeMap<Vec<String>, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for (here, text) in &modules {
        let text = strip(text);
        let mut paths = Vec::new();
        let mut rest = text.as_str();
        while let Some(i) = rest.find("use ") {
            let after = &rest[i + 4..];
            let ok = !rest[..i]
                .chars()
                .last()
                .is_some_and(|c| c.is_alphanumeric() || c == '_');
            if ok
                && ["crate", "super", "self"]
                    .iter()
                    .any(|k| after.starts_with(k))
                && let Some(end) = after.find(';')
            {
                let tree: String = after[..end]
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ");
                paths.extend(expand(&tree));
            }
            rest = after;
        }
        for key in ["crate::", "super::"] {
            let mut rest = text.as_str();
            while let Some(i) = rest.find(key) {
                let before = rest[..i].chars().last();
                let p: String = rest[i..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                    paths.push(p);
                }
                rest = &rest[i + key.len()..];
            }
        }
        for p in paths {
            let segs: Vec<&str> = p.split("::").filter(|s| !s.is_empty()).collect();
            let (mut cur, mut k) = (here.clone(), 0);
            if segs.first() == Some(&"crate") {
                cur.clear();
                k = 1;
            } else {
                while k < segs.len() && (segs[k] == "super" || segs[k] == "self") {
                    if segs[k] == "super" {
                        cur.pop();
                    }
                    k += 1;
                }
                if k == 0 {
                    continue;
                }
            }
            for s in &segs[k..] {
                let mut cand = cur.clone();
                cand.push(s.to_string());
                if !modules.contains_key(&cand) {
                    break;
                }
                cur = cand;
            }
            let (a, b) = (here, &cur);
            let n = a.iter().zip(b).take_while(|(x, y)| x == y).count();
            if n == a.len() || n == b.len() || n == 0 {
                continue; // the same module, a parent and its child, or the top level
            }
            lifted
                .entry(a[..n].to_vec())
                .or_default()
                .entry(a[n].clone())
                .or_default()
                .insert(b[n].clone());
        }
    }
    // A knot is a cycle among one folder's children: a depth-first search for a back edge.
    for (folder, adj) in &lifted {
        fn reaches(
            a: &str,
            goal: &str,
            adj: &BTreeMap<String, BTreeSet<String>>,
            seen: &mut BTreeSet<String>,
        ) -> bool {
            for n in adj.get(a).into_iter().flatten() {
                if n == goal || (seen.insert(n.clone()) && reaches(n, goal, adj, seen)) {
                    return true;
                }
            }
            false
        }
        for a in adj.keys() {
            assert!(
                !reaches(a, a, adj, &mut BTreeSet::new()),
                "file-level knot in src/{}/: {a} is on an import cycle of its siblings (python3 bench/modgraph.py --edges)",
                folder.join("/")
            );
        }
    }
}
