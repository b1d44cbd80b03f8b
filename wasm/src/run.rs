//! The generic entry: any request of the command layer ([`savanna::command`]) and its input
//! files in, its [`Reply`](savanna::command::Reply) out, the same bytes as the `savanna`
//! binary's (the layer words every command once for both).

use crate::{keep, take};
use savanna::command::{Command, Host, Inputs, Request};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Runs a request of the command layer: `req` is its JSON (`{"command": {"build": {...}},
/// "quiet": false}`), `inputs` the files it names, framed as repeated (name length u32 LE,
/// name UTF-8, bytes length u32 LE, bytes); a name length with its top bit set marks a file
/// that could not be read, the bytes then the sentence saying why. The reply is the layer's JSON `{exit, outputs:
/// [{name, bytes}], stdout, stderr}`; a request that does not parse is a usage mistake (exit 2).
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn run(rp: *mut u8, rl: usize, ip: *mut u8, il: usize) -> u32 {
    // SAFETY: the loader passes buffers of `alloc`, filled (see the module docs of lib.rs).
    let (req, framed) = unsafe { (take(rp, rl), take(ip, il)) };
    let reply = match (serde_json::from_slice::<Request>(&req), unframe(&framed)) {
        (Ok(r), Ok(inputs)) => lent(&r, &inputs),
        (Err(e), _) => refused(&format!("the request: {e}")),
        (_, Err(e)) => refused(&e),
    };
    keep(
        serde_json::to_value(&reply).unwrap_or(serde_json::Value::Null),
        Vec::new(),
    )
}

/// What the engine lends a running command: JavaScript's clock for `generate`'s and
/// `balance`'s time budgets (`env.savanna_now`; the other commands keep none, so `solve` says
/// no time, as before), and the progress of long work (`env.savanna_progress`: candidates
/// drawn, boards valued, games played; `env.savanna_solving`: `balance`'s solve). A progress
/// call answered 1 cancels a step of `balance`: the clock then reads infinity, so every
/// deadline has passed and the command ends at its next look.
pub(crate) struct EngineHost {
    clock: bool,
    done: AtomicU64,
    total: AtomicU64,
    /// The step under way is a solve (progress through `savanna_solving`).
    solving: AtomicBool,
    /// JavaScript asked to cancel.
    cancelled: AtomicBool,
}

impl EngineHost {
    /// Reports `done` of the step's total; a cancel asked is kept.
    fn tell(&self, done: u64) {
        let total = self.total.load(Ordering::Relaxed) as f64;
        let cancel = if self.solving.load(Ordering::Relaxed) {
            crate::solving(done as f64, total)
        } else {
            crate::progress(done as f64, total)
        };
        if cancel {
            self.cancelled.store(true, Ordering::Relaxed);
        }
    }
}

impl Host for EngineHost {
    fn clock(&self) -> Option<f64> {
        self.clock.then(|| {
            if self.cancelled.load(Ordering::Relaxed) {
                f64::INFINITY
            } else {
                crate::now()
            }
        })
    }
    fn step_start(&self, kind: &str, _what: &str, len: u64) -> bool {
        let solving = kind.starts_with("solve");
        self.done.store(0, Ordering::Relaxed);
        self.total.store(len, Ordering::Relaxed);
        self.solving.store(solving, Ordering::Relaxed);
        if solving {
            self.tell(0);
        }
        false
    }
    fn step_inc(&self, n: u64) {
        let done = self.done.fetch_add(n, Ordering::Relaxed) + n;
        self.tell(done);
    }
    fn work(&self, _what: &str, total: u64) {
        self.done.store(0, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
    }
    fn worked(&self, n: u64) {
        let done = self.done.fetch_add(n, Ordering::Relaxed) + n;
        // No cancel here: the layer's commands run to their end or their budget.
        crate::progress(done as f64, self.total.load(Ordering::Relaxed) as f64);
    }
}

/// Runs `req` on `inputs` through the layer with the engine's [`EngineHost`].
pub(crate) fn lent(req: &Request, inputs: &Inputs) -> savanna::command::Reply {
    lent_cancellable(req, inputs).0
}

/// [`lent`], and whether JavaScript cancelled it.
pub(crate) fn lent_cancellable(req: &Request, inputs: &Inputs) -> (savanna::command::Reply, bool) {
    let host = EngineHost {
        clock: matches!(req.command, Command::Generate(_) | Command::Balance(_)),
        done: AtomicU64::new(0),
        total: AtomicU64::new(0),
        solving: AtomicBool::new(false),
        cancelled: AtomicBool::new(false),
    };
    let reply = savanna::command::run_lent(req, inputs, &host);
    (reply, host.cancelled.into_inner())
}

/// A usage mistake's reply (exit status 2).
fn refused(msg: &str) -> savanna::command::Reply {
    savanna::command::Reply {
        exit: 2,
        stderr: format!("error: {msg}\n"),
        ..Default::default()
    }
}

/// The inputs framed as [`run`] takes them.
fn unframe(mut b: &[u8]) -> Result<Inputs, String> {
    let mut inputs = Inputs::new();
    while !b.is_empty() {
        // A name's length with its top bit set: the bytes are why the file could not be read.
        let (n, unreadable) = length(&mut b)?;
        let name = String::from_utf8(piece(&mut b, n)?.to_vec())
            .map_err(|_| "the inputs: a name is not UTF-8".to_string())?;
        let (m, _) = length(&mut b)?;
        let bytes = piece(&mut b, m)?.to_vec();
        if unreadable {
            inputs.unreadable(name, String::from_utf8_lossy(&bytes).into_owned());
        } else {
            inputs.insert(name, bytes);
        }
    }
    Ok(inputs)
}

/// A frame cut short.
fn cut() -> String {
    "the inputs: a frame is cut short".to_string()
}

/// The next length (u32 LE, its top bit apart) and whether its top bit is set.
fn length<'a>(b: &mut &'a [u8]) -> Result<(usize, bool), String> {
    let s: &'a [u8] = b;
    let (head, rest) = s.split_first_chunk::<4>().ok_or_else(cut)?;
    let v = u32::from_le_bytes(*head);
    *b = rest;
    Ok(((v & 0x7fff_ffff) as usize, v & 0x8000_0000 != 0))
}

/// The next `n` bytes.
fn piece<'a>(b: &mut &'a [u8], n: usize) -> Result<&'a [u8], String> {
    let s: &'a [u8] = b;
    if s.len() < n {
        return Err(cut());
    }
    let (p, rest) = s.split_at(n);
    *b = rest;
    Ok(p)
}
