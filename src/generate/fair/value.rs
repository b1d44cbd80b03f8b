//! How fair a solved board is: its values for the two first players as one [`Fairness`], the
//! search's objective (smaller is fairer).
//!
//! Each first player's value is a **lean**: 0 for a draw; for a win on points `1 + m / M` (`m`
//! the winner's margin, `M` the most points a side can hold: regions × the larger of
//! `lion_points` and `jackal_points`); 2 for a win by elimination; positive when the lions win,
//! negative when the jackals do. With `j` and `l` the leans when the jackals and when the lions
//! move first, the **distance** is `2 |j + l| + (|j| + |l|) / 2` (as
//! [`crate::game::balance::Exact::distance_from_draw`]): 0 only for a draw for both first
//! players; leaning the same way from both starts costs four times as much as leaning apart.
//! The **class** comes first: a draw for both first players, then a board where each side wins
//! from one start (the first player wins either way, or the second either way: fair when the
//! players take turns to start), then any other solved board, then a board that could not be
//! solved (measured by the strength ladder, its distance `|lions' share - 1/2|`).

use crate::game::solve::Value;
use crate::input::game_rules::Side;

/// What kind of fair a board is, fairest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    /// A draw under perfect play for both first players.
    DrawForBoth,
    /// Each side wins from one of the two starts (fair when the players take turns to start).
    EachSideWinsOnce,
    /// Solved, neither of the above.
    Solved,
    /// Not solved: measured by the strength ladder.
    Unsolved,
}

impl Class {
    /// The class in words, for the file's header: `a draw under perfect play for both first
    /// players`.
    pub fn words(self) -> &'static str {
        match self {
            Class::DrawForBoth => "a draw under perfect play for both first players",
            Class::EachSideWinsOnce => {
                "each side wins from one of the two starts under perfect play (fair when the players take turns to start)"
            }
            Class::Solved => {
                "no draw for both first players and no board where each side wins once; the nearest found"
            }
            Class::Unsolved => {
                "not solved within the limit; the nearest to even by the strength ladder"
            }
        }
    }
}

/// A board's place in the search's order: its class, then its distance (smaller is fairer).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fairness {
    /// The class.
    pub class: Class,
    /// The distance within the class (see the module docs).
    pub distance: f64,
}

impl Fairness {
    /// Whether `self` is strictly fairer than `other`.
    pub fn better_than(&self, other: &Fairness) -> bool {
        self.class < other.class || self.class == other.class && self.distance < other.distance
    }
}

/// The lean of a first player's value: `v` is the value for the side that moves first
/// (`first`), from the solver's table; `most` is the most points a side can hold.
pub fn lean(v: &Value, first: Side, most: u32) -> f64 {
    let size = if v.margin == 0 {
        0.0
    } else if v.elimination {
        2.0
    } else {
        1.0 + f64::from(v.margin.unsigned_abs()) / f64::from(most.max(1))
    };
    let lions_win = (v.margin > 0) == (first == Side::Lions);
    if v.margin != 0 && !lions_win {
        -size
    } else {
        size
    }
}

/// The fairness of the leans `j` (the jackals move first) and `l` (the lions do).
pub fn fairness(j: f64, l: f64) -> Fairness {
    let class = if j == 0.0 && l == 0.0 {
        Class::DrawForBoth
    } else if j * l < 0.0 {
        Class::EachSideWinsOnce
    } else {
        Class::Solved
    };
    Fairness {
        class,
        distance: 2.0 * (j + l).abs() + (j.abs() + l.abs()) / 2.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(margin: i32, elimination: bool) -> Value {
        Value {
            margin,
            elimination,
            turns: 9,
        }
    }

    #[test]
    fn leans_by_hand() {
        // 8 regions, a point per region: a side holds at most 8 points.
        assert_eq!(lean(&v(0, false), Side::Jackals, 8), 0.0);
        // The jackals move first and win by elimination: -2.
        assert_eq!(lean(&v(17, true), Side::Jackals, 8), -2.0);
        // The lions move first and lose by elimination: the jackals win, -2.
        assert_eq!(lean(&v(-17, true), Side::Lions, 8), -2.0);
        // The lions move first and win on points 6 to 5: 1 + 1/8.
        assert_eq!(lean(&v(1, false), Side::Lions, 8), 1.125);
        // The jackals move first and lose on points by 2: the lions win, 1 + 2/8.
        assert_eq!(lean(&v(-2, false), Side::Jackals, 8), 1.25);
    }

    #[test]
    fn fairness_by_hand() {
        let d = fairness(0.0, 0.0);
        assert_eq!((d.class, d.distance), (Class::DrawForBoth, 0.0));
        // The generated 8-region board of seed 3: the jackals win by elimination moving first,
        // the lions on points 6 to 5 moving first: 2 |-2 + 1.125| + (2 + 1.125) / 2 = 3.3125.
        let e = fairness(-2.0, 1.125);
        assert_eq!((e.class, e.distance), (Class::EachSideWinsOnce, 3.3125));
        // A draw when the jackals start, the lions win by elimination when they do:
        // 2 * 2 + 2 / 2 = 5, in the third class.
        let s = fairness(0.0, 2.0);
        assert_eq!((s.class, s.distance), (Class::Solved, 5.0));
        // The jackals win by elimination from both starts: 2 * 4 + 2 = 10.
        assert_eq!(fairness(-2.0, -2.0).distance, 10.0);
        // The class comes before the distance: 3.3125 in the second class beats 2.8125 in the
        // third (a draw when the jackals start, a lions' win on points 6 to 5 when the lions
        // do: 2 * 1.125 + 1.125 / 2).
        let near = fairness(0.0, 1.125);
        assert_eq!((near.class, near.distance), (Class::Solved, 2.8125));
        assert!(e.better_than(&near));
        assert!(!near.better_than(&e));
        assert!(d.better_than(&e));
        assert!(!e.better_than(&e));
        assert!(fairness(-2.0, 2.0).better_than(&e), "4 / 2 = 2 < 3.3125");
    }
}
