//! The game's random numbers ([`GameRng`]): set-ups are drawn and agents choose with them.

use rand_core::Rng;

/// The game's random numbers: PCG-64 (O'Neill 2014, `rand_pcg::Pcg64`, whose output is fixed by
/// its specification, so the same seed gives the same games on every platform and version),
/// one stream per game: the state comes from the seed, the stream number from the game number.
#[derive(Debug, Clone)]
pub struct GameRng(rand_pcg::Pcg64);

impl GameRng {
    /// The stream of game `game` under `seed`.
    pub fn new(seed: u64, game: u64) -> GameRng {
        let state = (u128::from(seed) << 64) | u128::from(seed ^ 0x9E37_79B9_7F4A_7C15);
        GameRng(rand_pcg::Pcg64::new(state, u128::from(game)))
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n` (`n >= 1`), by Lemire's multiply-and-reject method
    /// ("Fast random integer generation in an interval", ACM TOMACS 2019): exact, and fixed by
    /// this code rather than by a crate's version.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        let n = n.max(1) as u64;
        loop {
            let x = self.next_u64();
            let m = u128::from(x) * u128::from(n);
            let low = m as u64;
            if low >= n.wrapping_neg() % n {
                return (m >> 64) as usize;
            }
        }
    }

    /// A uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}
