//! The registry of diagnostic codes (`savanna::diagnostics::codes`) is the one place a code is
//! defined: no code string elsewhere in src/, and the manual's table (docs/src/checks.md) generated from it.

use savanna::diagnostics::codes::{Code, readme_table};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
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

/// The contents of the string literals on one line of Rust (doc-test lines included): the text
/// between each pair of unescaped double quotes.
fn string_literals(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match (&mut current, c) {
            (None, '"') => current = Some(String::new()),
            (Some(s), '"') => {
                out.push(std::mem::take(s));
                current = None;
            }
            (Some(s), '\\') => {
                s.push(c);
                s.extend(chars.next());
            }
            (Some(s), _) => s.push(c),
            (None, _) => {}
        }
    }
    out.extend(current);
    out
}

/// True when `s` holds a diagnostic code: `savanna::family::name`.
fn holds_code(s: &str) -> bool {
    s.match_indices("savanna::").any(|(i, _)| {
        let rest = &s[i + "savanna::".len()..];
        let family: String = rest
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || *c == '-')
            .collect();
        !family.is_empty() && rest[family.len()..].starts_with("::")
    })
}

#[test]
fn literal_detection_finds_codes_and_nothing_else() {
    assert!(holds_code("savanna::region::too-small"));
    assert!(holds_code("error[savanna::move::frozen]"));
    assert!(!holds_code("savanna::x"));
    let lits = string_literals(r#"new("savanna::board::dangle", "a \"q\" b"), x"#);
    assert_eq!(lits, ["savanna::board::dangle", r#"a \"q\" b"#]);
    assert!(string_literals("use savanna::geometry::snap::Grid;").is_empty());
}

/// A planted `"savanna::region::too-small"` anywhere in src/ outside the registry fails this.
#[test]
fn no_code_string_outside_the_registry() {
    let src = root().join("src");
    let registry = src.join("diagnostics").join("codes.rs");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 50, "{} files", files.len());
    let mut found = Vec::new();
    for f in files.iter().filter(|f| **f != registry) {
        let text = std::fs::read_to_string(f).unwrap();
        for (i, line) in text.lines().enumerate() {
            if string_literals(line).iter().any(|s| holds_code(s)) {
                found.push(format!("{}:{}: {}", f.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "code strings outside src/diagnostics/codes.rs (use a `Code` variant):\n{}",
        found.join("\n")
    );
}

/// The manual's table of diagnostic codes (docs/src/checks.md) is exactly [`readme_table`]: every code of the registry
/// with its severity and description, in the registry's order. `SAVANNA_UPDATE_README=1`
/// rewrites the table.
#[test]
fn readme_code_table_is_generated_from_the_registry() {
    let path = root().join("docs/src/checks.md");
    let readme = std::fs::read_to_string(&path).unwrap();
    let header = "| code | severity | what it means |\n";
    let start = readme
        .find(header)
        .expect("docs/src/checks.md has the code table");
    let len = readme[start..]
        .split_inclusive('\n')
        .take_while(|l| l.starts_with('|'))
        .map(str::len)
        .sum::<usize>();
    let fresh = readme_table();
    if std::env::var_os("SAVANNA_UPDATE_README").is_some_and(|v| v == "1") {
        let updated = format!("{}{fresh}{}", &readme[..start], &readme[start + len..]);
        std::fs::write(&path, updated).unwrap();
        return;
    }
    assert!(
        readme[start..start + len] == fresh,
        "docs/src/checks.md's code table differs from the registry: run \
         SAVANNA_UPDATE_README=1 cargo test --test suite codes"
    );
    assert_eq!(fresh.lines().count(), Code::ALL.len() + 2);
}
