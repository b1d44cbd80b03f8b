//! The sheet as a user sees it: opened in a real browser (headless Chromium), screenshotted, and
//! checked for true scale and colours.
//!
//! Needs Chromium (Debian package `chromium`). When it is not installed the test installs it with
//! apt-get if `SAVANNA_INSTALL_BROWSER=1` is set; else, in CI (`CI` set) it fails, and elsewhere
//! it prints a `SKIPPED` line on stderr and passes.

use crate::render_support;

use render_support::{decode_png, grid_2x2, tool_or_skip};
use savanna::output::render::colour::TOL_LIGHT;
use savanna::output::render::svg::{SvgOptions, render};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn find_chromium() -> Option<String> {
    let candidates = [
        std::env::var("SAVANNA_CHROMIUM").unwrap_or_default(),
        "chromium".into(),
        "chromium-browser".into(),
    ];
    candidates.into_iter().filter(|c| !c.is_empty()).find(|c| {
        Command::new(c)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

fn chromium() -> Option<String> {
    if let Some(c) = find_chromium() {
        return Some(c);
    }
    if std::env::var_os("SAVANNA_INSTALL_BROWSER").is_some_and(|v| v == "1") {
        let ok = Command::new("apt-get")
            .args(["install", "-y", "--no-install-recommends", "chromium"])
            .env("DEBIAN_FRONTEND", "noninteractive")
            .status()
            .is_ok_and(|s| s.success());
        assert!(ok, "apt-get install chromium failed");
        return find_chromium();
    }
    None
}

fn hex(c: &str) -> [u8; 3] {
    let v = u32::from_str_radix(&c[1..], 16).unwrap();
    [(v >> 16) as u8, (v >> 8) as u8, v as u8]
}

#[test]
fn chromium_shows_the_sheet_at_true_scale() {
    let browser = chromium();
    if !tool_or_skip(
        "chromium_shows_the_sheet_at_true_scale",
        "chromium",
        "apt-get install chromium, or set SAVANNA_INSTALL_BROWSER=1",
        browser.is_some(),
    ) {
        return;
    }
    let Some(browser) = browser else { return };
    let dir = tempfile::tempdir().unwrap();
    let svg_path = dir.path().join("sheet.svg");
    let shot = dir.path().join("shot.png");
    std::fs::write(&svg_path, render(&grid_2x2(), &SvgOptions::default())).unwrap();
    // 100 mm at the CSS 96 px per inch is 377.95 px; the window is larger, the rest white.
    let mut child = Command::new(&browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
        ])
        .arg(format!("--screenshot={}", shot.display()))
        .arg("--window-size=500,500")
        .arg(format!("file://{}", svg_path.display()))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > Duration::from_secs(90) {
            let _ = child.kill();
            panic!("chromium did not finish within 90 s");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(status.success(), "chromium failed: {status}");
    let (w, h, px) = decode_png(&std::fs::read(&shot).unwrap());
    assert_eq!((w, h), (500, 500));
    let at = |x: u32, y: u32| {
        let o = ((y * w + x) * 4) as usize;
        [px[o], px[o + 1], px[o + 2]]
    };
    let close = |a: [u8; 3], b: [u8; 3]| a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 6);
    let px_per_mm = 96.0 / 25.4;
    let p = |mm: f64| (mm * px_per_mm).round() as u32;
    // Region 1 (top left) and 2 (top right) in different palette colours, sampled 8 mm in.
    let c1 = at(p(8.0), p(8.0));
    let c2 = at(p(92.0), p(8.0));
    assert!(TOL_LIGHT.iter().any(|c| close(hex(c), c1)), "{c1:?}");
    assert!(TOL_LIGHT.iter().any(|c| close(hex(c), c2)), "{c2:?}");
    assert!(!close(c1, c2));
    // The sheet ends at 100 mm: coloured just inside, white just outside.
    assert!(close(at(p(98.0), p(30.0)), c2));
    assert!(close(at(p(102.0), p(30.0)), [255, 255, 255]));
    assert!(close(at(p(30.0), p(102.0)), [255, 255, 255]));
}
