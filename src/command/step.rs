//! One long step of a command on standard error (issue 42): `solving (perfect play)...` when it
//! starts, `self-play at mcts 800: 200 games in 12.3 s` when it ends, in the reader's language;
//! or the door's own bar ([`super::Host::step_start`]: the CLI on a terminal), and nothing
//! under `--quiet`. The seconds are the door's clock's (0 without one), so these lines stay off
//! standard output.

use super::Ctx;
use crate::i18n::tr;

/// A step under way.
pub(crate) struct Step<'c, 'a> {
    ctx: &'c Ctx<'a>,
    /// The door draws it (a bar): no lines.
    shown: bool,
    /// Lines on standard error (neither quiet nor shown).
    lines: bool,
    what: String,
    t0: Option<f64>,
}

impl<'c, 'a> Step<'c, 'a> {
    /// Starts the step `kind` (`solve`, `games`, `ladder`, `suggest`, `solve-for-agent`: for a
    /// door that counts its progress), `what` in the reader's words, of `len` units (0:
    /// unknown).
    pub(crate) fn start(ctx: &'c Ctx<'a>, kind: &str, what: &str, len: u64) -> Step<'c, 'a> {
        let shown = ctx.host.step_start(kind, what, len);
        let lines = !ctx.req.quiet && !shown;
        if lines {
            ctx.err(&tr!(ctx.lang(None), "progress-start", what = what));
        }
        Step {
            ctx,
            shown,
            lines,
            what: what.to_string(),
            t0: ctx.host.clock(),
        }
    }

    /// `n` more units done.
    pub(crate) fn inc(&self, n: u64) {
        self.ctx.host.step_inc(n);
    }

    /// What the step is doing now: the bar's message, or a line `{what}: {msg}`.
    pub(crate) fn say(&self, msg: &str) {
        if self.shown {
            self.ctx.host.step_say(msg);
        } else if self.lines {
            let lang = self.ctx.lang(None);
            self.ctx.err(&tr!(
                lang,
                "progress-now",
                what = self.what.as_str(),
                msg = msg
            ));
        }
    }

    /// Ends the step: the bar cleared, or `{what}: {outcome} in 12.3 s`.
    pub(crate) fn finish(self, outcome: &str) {
        self.ctx.host.step_end();
        if self.lines {
            let lang = self.ctx.lang(None);
            let seconds = match (self.t0, self.ctx.host.clock()) {
                (Some(a), Some(b)) => (b - a).max(0.0),
                _ => 0.0,
            };
            self.ctx.err(&tr!(
                lang,
                "progress-done",
                what = self.what.as_str(),
                outcome = outcome,
                seconds = lang.decimal(seconds, 1)
            ));
        }
    }
}
