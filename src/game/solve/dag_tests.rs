//! The send order of the jackals' quiet graphs ([`super::dag`]) on boards worked by hand.

use super::dag::send_order;
use super::tests::board;
use crate::game::GameRules;
use crate::game::rules::board::GameBoard;

/// The board of neighbour lists `nb` by index (room for every piece everywhere).
fn board_of(nb: &[Vec<u32>]) -> GameBoard {
    let ids: Vec<Vec<u32>> = nb
        .iter()
        .map(|l| l.iter().map(|&x| x + 1).collect())
        .collect();
    board(&ids, (9, 9), &[9, 9], 1, 3, GameRules::default())
}

/// The cost [`send_order`] minimises, counted here from the neighbour lists: for each region
/// in `order`, 3 to the power of the regions in `order` yet to send beside it or one sent.
fn cost(nb: &[Vec<u32>], order: &[usize]) -> u64 {
    (0..order.len())
        .map(|t| {
            let done = &order[..=t];
            let front = order[t + 1..]
                .iter()
                .filter(|&&u| done.iter().any(|&d| nb[d].contains(&(u as u32))))
                .count();
            3u64.pow(front as u32)
        })
        .sum()
}

/// A star: region 0 beside 1, 2 and 3, which touch nothing else. The centre first leaves the
/// three leaves on the frontier: `3^3 + 3^2 + 3 + 1 = 40`, as the index order does. The least
/// is `3 + 3 + 3 + 1 = 10`: one region on the frontier at every step but the last.
#[test]
fn a_star_sends_with_one_region_on_the_frontier() {
    let nb = vec![vec![1, 2, 3], vec![0], vec![0], vec![0]];
    let b = board_of(&nb);
    assert_eq!(cost(&nb, &[0, 1, 2, 3]), 40);
    let order = send_order(&b, &[0, 0, 0, 0]);
    assert_eq!(cost(&nb, &order), 10, "{order:?}");
    // A lion in leaf 2: 0, 1 and 3 send, at best 3 + 3 + 1 = 7 (the centre first: 9 + 3 + 1).
    let order = send_order(&b, &[0, 0, 1, 0]);
    assert_eq!(order.len(), 3);
    assert!(!order.contains(&2), "{order:?}");
    assert_eq!(cost(&nb, &order), 7, "{order:?}");
}

/// A path numbered out of order, 2 - 0 - 3 - 1 - 4: by index the frontier holds up to three
/// regions (`9 + 27 + 9 + 3 + 1 = 49`); along the path it holds one at every step but the last
/// (`3 + 3 + 3 + 3 + 1 = 13`), and only the two walks along it do so.
#[test]
fn a_path_sends_along_itself() {
    let nb = vec![vec![2, 3], vec![3, 4], vec![0], vec![0, 1], vec![1]];
    let b = board_of(&nb);
    assert_eq!(cost(&nb, &[0, 1, 2, 3, 4]), 49);
    let order = send_order(&b, &[0; 5]);
    assert!(
        order == vec![2, 0, 3, 1, 4] || order == vec![4, 1, 3, 0, 2],
        "{order:?}"
    );
}
