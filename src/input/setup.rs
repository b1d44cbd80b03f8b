//! The walker's `setup:` section: where the lions and the jackals start.

use super::walk::{At, Walker};
use super::*;

impl Walker<'_> {
    pub(super) fn setup(&mut self, at: At<'_>, names: &[RegionName]) -> Option<Setup> {
        let entries = self.map(
            at,
            "`setup`",
            SETUP_KEYS,
            "write `setup: {lions: [A, B, C], jackals: D}`",
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
                        "`setup.lions`",
                        "write `lions: [A, B, 3]`, one region per lion",
                    ) else {
                        ok = false;
                        continue;
                    };
                    for (i, it) in items.iter().enumerate() {
                        match self.region_ref(*it, names, &format!("`setup.lions[{i}]`")) {
                            Some(r) => setup.lions.push(r),
                            None => ok = false,
                        }
                    }
                }
                _ => match self.region_ref(e.value, names, "`setup.jackals`") {
                    Some(r) => setup.jackals = Some(r),
                    None => ok = false,
                },
            }
        }
        ok.then_some(setup)
    }
}
