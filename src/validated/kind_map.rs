//! [`KindMap`]: the maps keyed by piece kind in the validated board file, in the board's order.

use super::RoundNumbers;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// A map from piece kind (`lion`, `jackal`, …) to a value, kept in the order of the board's
/// `pieces` (insertion order). Serialised as a JSON object; a key given twice on input is an
/// error.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct KindMap<T>(pub Vec<(String, T)>);

impl<T> KindMap<T> {
    /// An empty map.
    pub fn new() -> Self {
        KindMap(Vec::new())
    }

    /// Sets `kind` to `value`: replaces the value in place when the kind is present, else appends.
    pub fn insert(&mut self, kind: impl Into<String>, value: T) {
        let kind = kind.into();
        match self.0.iter_mut().find(|(k, _)| *k == kind) {
            Some(slot) => slot.1 = value,
            None => self.0.push((kind, value)),
        }
    }

    /// The value for `kind`, if any.
    pub fn get(&self, kind: &str) -> Option<&T> {
        self.0.iter().find(|(k, _)| k == kind).map(|(_, v)| v)
    }

    /// The entries in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &T)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v))
    }

    /// Number of kinds.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when there are no kinds.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<K: Into<String>, T> FromIterator<(K, T)> for KindMap<T> {
    fn from_iter<I: IntoIterator<Item = (K, T)>>(iter: I) -> Self {
        let mut m = KindMap::new();
        for (k, v) in iter {
            m.insert(k, v);
        }
        m
    }
}

impl<T: RoundNumbers> RoundNumbers for KindMap<T> {
    fn round_numbers(&mut self) {
        self.0.iter_mut().for_each(|(_, v)| v.round_numbers());
    }
}

impl<T: Serialize> Serialize for KindMap<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for KindMap<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for V<T> {
            type Value = KindMap<T>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a map from piece kind to value")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<Self::Value, A::Error> {
                let mut out: Vec<(String, T)> = Vec::new();
                while let Some((k, v)) = a.next_entry::<String, T>()? {
                    if out.iter().any(|(x, _)| *x == k) {
                        return Err(serde::de::Error::custom(format!(
                            "duplicate piece kind `{k}`"
                        )));
                    }
                    out.push((k, v));
                }
                Ok(KindMap(out))
            }
        }
        d.deserialize_map(V(std::marker::PhantomData))
    }
}

impl<T: schemars::JsonSchema> schemars::JsonSchema for KindMap<T> {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> Cow<'static, str> {
        <std::collections::BTreeMap<String, T>>::schema_name()
    }
    fn schema_id() -> Cow<'static, str> {
        <std::collections::BTreeMap<String, T>>::schema_id()
    }
    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        <std::collections::BTreeMap<String, T>>::json_schema(g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kind_map_keeps_order_and_round_trips() {
        let m: KindMap<usize> = [("lion", 2), ("jackal", 7)].into_iter().collect();
        let j = serde_json::to_string(&m).unwrap();
        assert_eq!(j, r#"{"lion":2,"jackal":7}"#);
        let back: KindMap<usize> = serde_json::from_str(&j).unwrap();
        assert_eq!(back, m);
        assert!(serde_json::from_str::<KindMap<usize>>(r#"{"a":1,"a":2}"#).is_err());
    }
}
