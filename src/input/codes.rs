//! The loader's diagnostic codes: [`Code::INPUT`], declared in the registry
//! ([`crate::diagnostics::codes`]) with every other code.

pub use crate::diagnostics::codes::Code;
use crate::diagnostics::codes::strs;

/// Every loader code's string (`savanna::input::*`), for documentation and tests.
pub const ALL: &[&str] = &strs::<{ Code::INPUT.len() }>(Code::INPUT);
