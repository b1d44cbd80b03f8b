//! Plays one game of a match (as `mcts_strength` numbers them) and prints every turn: who moved,
//! the group moves, and the pieces per region after it; to watch how an agent loses.
//!
//! `cargo run --release --example mcts_watch -- [--seed S] A B BOARD G` (A, B as in
//! `mcts_strength`; G the game number: jackals first when G is even, A the lions when G / 2 is
//! even).

use savanna::frontend::load_board;
use savanna::game::agents::{MctsAgent, MctsParams, TurnMctsAgent};
use savanna::game::balance::Strength;
use savanna::game::play::{Agent, GameRng, game_setup, play_game};
use savanna::game::{Action, GameBoard, Move, Position, Side};

fn make(spec: &str) -> Option<Box<dyn Agent + Send>> {
    let mut parts = spec.splitn(3, ':');
    let (name, budget, params) = (parts.next()?, parts.next(), parts.next());
    match (name, params) {
        ("mcts", Some(p)) => Some(Box::new(TurnMctsAgent::with_params(
            budget?.parse().ok()?,
            MctsParams::parse(p)?,
        ))),
        ("mmcts", p) => Some(Box::new(MctsAgent::with_params(
            budget?.parse().ok()?,
            MctsParams::parse(p.unwrap_or(""))?,
        ))),
        _ => {
            let s = Strength::parse(&spec.replacen(':', " ", 1))?;
            s.agent.make(s.budget.unwrap_or(1))
        }
    }
}

/// The pieces per region: `name L2` or `name J5`.
fn placement(board: &GameBoard, pos: &Position) -> String {
    let mut v = Vec::new();
    for (i, c) in pos.cells.iter().enumerate() {
        let name = board.names[i]
            .clone()
            .unwrap_or_else(|| format!("{}", i + 1));
        if c.lions > 0 {
            v.push(format!("{name} L{}", c.lions));
        }
        if c.jackals > 0 {
            v.push(format!("{name} J{}", c.jackals));
        }
    }
    v.join(", ")
}

struct Logged {
    inner: Box<dyn Agent + Send>,
    print: bool,
}

impl Agent for Logged {
    fn choose(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
    ) -> Action {
        self.inner.choose(board, pos, moves, can_end, rng)
    }

    fn observe(&mut self, board: &GameBoard, pos: &Position, action: Action) {
        self.inner.observe(board, pos, action);
        if !self.print {
            return;
        }
        let who = if pos.side == Side::Lions {
            "lions  "
        } else {
            "jackals"
        };
        match action {
            Action::Move(m) => {
                let t = |id| {
                    board.names[board.index(id).unwrap_or(0)]
                        .clone()
                        .unwrap_or_default()
                };
                let cap = if pos.is_attack(board, &m) {
                    " (attack)"
                } else {
                    ""
                };
                println!("  {who} {} -> {} x{}{cap}", t(m.from), t(m.to), m.count);
            }
            Action::End => {
                let mut p = pos.clone();
                p.end_turn(board);
                let (l, j) = p.score(board);
                println!(
                    "  {who} end; quiet {} score L{l} J{j}: {}",
                    p.quiet_turns,
                    placement(board, &p)
                );
            }
        }
    }
}

fn main() {
    let mut seed = 1u64;
    let mut rest = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--seed" => seed = args.next().and_then(|s| s.parse().ok()).unwrap_or(seed),
            _ => rest.push(a),
        }
    }
    let [a, b, f, g] = &rest[..] else {
        eprintln!("usage: mcts_watch [--seed S] A B BOARD G");
        std::process::exit(2);
    };
    let g: u64 = g.parse().expect("game number");
    let board = load_board(&std::fs::read_to_string(f).expect("board")).expect("playable");
    let mut srng = GameRng::new(seed, (1u64 << 63) | (g / 4));
    let setup = game_setup(&board, &mut srng).expect("set-up");
    let first = if g.is_multiple_of(2) {
        Side::Jackals
    } else {
        Side::Lions
    };
    let a_lions = (g / 2).is_multiple_of(2);
    let start = Position::start(&board, &setup.lions, setup.jackals, first);
    println!("start ({first} first): {}", placement(&board, &start));
    let mut rng = GameRng::new(seed, (1u64 << 62) | g);
    let mut x = Logged {
        inner: make(a).expect("agent A"),
        print: true,
    };
    let mut y = Logged {
        inner: make(b).expect("agent B"),
        print: false,
    };
    let agents: [&mut dyn Agent; 2] = if a_lions {
        [&mut x, &mut y]
    } else {
        [&mut y, &mut x]
    };
    let r = play_game(&board, start, agents, &mut rng, false);
    println!("{:?}", r.outcome);
}
