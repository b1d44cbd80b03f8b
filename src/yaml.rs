//! All YAML input and output of savanna goes through this module (serde_yaml, provided by the
//! maintained `serde_norway` fork).

/// Serialises `value` as YAML text.
///
/// # Errors
/// When `value` cannot be represented in YAML (serde_yaml's error).
pub fn to_string<T: serde::Serialize>(value: &T) -> Result<String, serde_yaml::Error> {
    serde_yaml::to_string(value)
}
