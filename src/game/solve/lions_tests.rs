//! The lions' quiet turns kept by jackal vector ([`super::lions`]) give the table of the
//! successor lists they replace, byte for byte.

use super::driver::solve_table_by;
use super::limits::Limits;
use super::tests::random_board;
use crate::input::game_rules::{Freeze, PackCount, Pass, Side};

/// The table file of `board` solved with the lions' ends by jackal vector or as lists.
fn table_bytes(board: &crate::game::rules::board::GameBoard, by_jackals: bool) -> Vec<u8> {
    let (t, _) = solve_table_by(board, &Limits::default(), by_jackals).unwrap();
    let mut v = Vec::new();
    t.write(&mut v).unwrap();
    v
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(40))]
    /// On random boards of three to seven regions, with one or two lions, under the rule
    /// options that change the lions' turns (freeze, combined attacks, the pack counted per
    /// group, gathered lions dispersing, a voluntary pass, the lions first), the two forms give
    /// the same table.
    #[test]
    fn lions_by_jackal_vector_give_the_lists_table(
        seed in 0u64..100_000,
        n in 3usize..8,
        option in 0usize..7,
    ) {
        let (mut b, _, _) = random_board(seed, n);
        match option {
            1 => b.rules.freeze = Freeze::Pieces,
            2 => b.rules.combined_attack = true,
            3 => b.rules.pack_count = PackCount::Group,
            4 => b.rules.gathered_lions_disperse = true,
            5 => b.rules.pass = Pass::Allowed,
            6 => b.rules.first = Side::Lions,
            _ => {}
        }
        proptest::prop_assert_eq!(table_bytes(&b, true), table_bytes(&b, false));
    }
}
