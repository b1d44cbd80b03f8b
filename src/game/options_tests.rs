//! Tests of what is refused before play and how results are worded: balance options, the MCTS
//! budget, the verdict, positions that cannot occur, the quiet counter in rounds.

use super::agents::{AgentKind, check_budget};
use super::balance::{BalanceOptions, Verdict, check_options, verdict, wilson};
use super::record::{PositionFile, plain_words};
use super::words::rounds_text;
use super::*;
use crate::diagnostics::Code;
use crate::input::game_rules::GameRules;

fn opts(games: u32, agent: AgentKind, budget: u32) -> BalanceOptions {
    BalanceOptions {
        games,
        seed: 1,
        agent,
        mcts_budget: budget,
    }
}

#[test]
fn balance_refuses_no_games_an_odd_number_and_a_budget_out_of_range() {
    for g in [0, 1, 3, 999] {
        let e = check_options(&opts(g, AgentKind::Random, 200))
            .unwrap_err()
            .to_string();
        assert!(e.starts_with(&format!("--games {g}:")), "{e}");
        assert!(e.contains("pairs"), "{e}");
    }
    assert_eq!(check_options(&opts(2, AgentKind::Random, 200)), Ok(()));
    let e = check_options(&opts(2, AgentKind::Mcts, 4_000_000_000))
        .unwrap_err()
        .to_string();
    assert!(e.contains("from 1 to 1000000"), "{e}");
    assert!(check_budget(0).is_err());
    assert!(check_budget(1_000_000).is_ok());
    // The budget only matters to MCTS.
    assert_eq!(check_options(&opts(2, AgentKind::Greedy, 0)), Ok(()));
}

#[test]
fn the_verdict_is_undecided_while_the_interval_holds_half_and_leaves_40_to_60() {
    // 60 wins of 100: 50.2 %–69.1 % excludes 50 %.
    assert_eq!(verdict(100, wilson(60, 100)), Some(Verdict::FavoursLions));
    assert_eq!(verdict(100, wilson(40, 100)), Some(Verdict::FavoursJackals));
    // 55 of 100: 45.2 %–64.4 % holds 50 % and reaches past 60 %.
    assert_eq!(verdict(100, wilson(55, 100)), Some(Verdict::Undecided));
    // 520 of 1000: 48.9 %–55.1 %, within 40–60 %.
    assert_eq!(verdict(1000, wilson(520, 1000)), Some(Verdict::Balanced));
    // 5500 of 10000: 54.0 %–56.0 %, excludes 50 % but lies within 40–60 %: still balanced.
    assert_eq!(
        verdict(10_000, wilson(5500, 10_000)),
        Some(Verdict::Balanced)
    );
    // No decisive game: no verdict (not "balanced").
    assert_eq!(verdict(0, wilson(0, 0)), None);
    assert_eq!(Verdict::Undecided.as_str(), "undecided");
}

fn strip3() -> GameBoard {
    GameBoard::from_tables(
        &[vec![2], vec![1, 3], vec![2]],
        &[(2, 6); 3],
        &[vec![6, 3, 0], vec![6, 3, 0], vec![6, 3, 0]],
        1,
        4,
        GameRules::default(),
    )
}

#[test]
fn a_position_without_pieces_is_refused_with_a_code() {
    let b = strip3();
    let f = PositionFile::parse("side: lions\npieces: {}\n").unwrap();
    let e = f.to_position(&b).unwrap_err();
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].code, Code::PositionNoPieces);
    // One lion in a region of the wrong side's pieces: "1 lion", not "1 lions".
    let f = PositionFile::parse("side: lions\npieces: {1: {lions: 1, jackals: 1}}\n").unwrap();
    let e = f.to_position(&b).unwrap_err();
    assert!(
        e[0].message.contains("holds 1 lion and 1 jackal:"),
        "{}",
        e[0].message
    );
}

#[test]
fn the_quiet_counter_reads_and_writes_in_rounds() {
    let b = strip3();
    let f = PositionFile::parse(
        "side: jackals\npieces: {1: {lions: 1}, 3: {jackals: 4}}\nquiet: 2.5\n",
    )
    .unwrap();
    let p = f.to_position(&b).unwrap();
    assert_eq!(p.quiet_turns, 5);
    assert_eq!(PositionFile::of(&b, &p).quiet, Some(2.5));
    assert_eq!(rounds_text(5), "2.5");
    assert_eq!(rounds_text(4), "2");
    let f = PositionFile::parse("side: jackals\npieces: {1: {lions: 1}}\nquiet: 2.25\n").unwrap();
    assert!(f.to_position(&b).is_err());
    let e = PositionFile::parse("side: jackals\npieces: {1: {lions: -1}}\n").unwrap_err();
    assert!(
        e[0].message
            .contains("expected a whole number from 0 to 65535"),
        "{}",
        e[0].message
    );
    assert!(!plain_words("invalid value, expected u16").contains("u16"));
}
