//! The walker's `setup:` section: where the lions and the jackals start.

use super::walk::{At, Walker, key};
use super::*;
use crate::diagnostics::{Said, said};

impl Walker<'_> {
    pub(super) fn setup(&mut self, at: At<'_>, names: &[RegionName]) -> Option<Setup> {
        let entries = self.map(
            at,
            &key("setup"),
            SETUP_KEYS,
            said!(
                "diag-input-write",
                example = "setup: {lions: [A, B, C], jackals: D}"
            ),
        )?;
        let mut setup = Setup {
            span: at.span,
            ..Setup::default()
        };
        let mut ok = true;
        for e in &entries {
            match e.key.as_str() {
                "lions" => {
                    let Some(items) = self.seq(
                        e.value,
                        &key("setup.lions"),
                        said!("diag-input-setup-lions-help"),
                    ) else {
                        ok = false;
                        continue;
                    };
                    for (i, it) in items.iter().enumerate() {
                        match self.setup_ref(*it, names, &key(&format!("setup.lions[{i}]"))) {
                            Some(r) => setup.lions.push(r),
                            None => ok = false,
                        }
                    }
                }
                _ => match self.setup_ref(e.value, names, &key("setup.jackals")) {
                    Some(r) => setup.jackals = Some(r),
                    None => ok = false,
                },
            }
        }
        ok.then_some(setup)
    }

    /// [`Walker::region_ref`] for a setup entry. A name that no region has is reported
    /// (`input::unknown-region`, recoverable) and kept as written, so that the setup's other
    /// problems are checked too: `setup: {lions: [C, C, C], jackals: Z}` reported only the
    /// unknown `Z` and nothing of the three lions in one region (issue 23.4). The setup's
    /// resolution skips the unknown name (it is reported here once).
    fn setup_ref(&mut self, at: At<'_>, names: &[RegionName], what: &Said) -> Option<SpannedRef> {
        let before = self.diags.len();
        let r = self.region_ref(at, names, what);
        if r.is_none()
            && let crate::input::yaml::Node::String(s) = at.node
            && self.diags.len() == before + 1
            && self.diags[before].code == crate::diagnostics::codes::Code::InputUnknownRegion
        {
            return Some(SpannedRef {
                region: RegionRef::Name(s.clone()),
                span: at.span,
            });
        }
        r
    }
}
