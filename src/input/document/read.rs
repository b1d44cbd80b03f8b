//! Reading the document's tree: spans, kinds, children and entries, lines and columns, and the
//! guards that refuse aliases, anchors, tags and merge keys.

use super::{Ctx, Doc, EditError};
use crate::diagnostics::Span;
use crate::input::spans::NodeKind;
use crate::input::yaml::{self, Node};

impl Doc<'_> {
    // ----- reading the tree -------------------------------------------------------------

    pub(crate) fn span(&self, id: u32) -> Span {
        self.tree.span(id).unwrap_or_default()
    }

    pub(crate) fn end(&self, id: u32) -> usize {
        let s = self.span(id);
        s.offset + s.len
    }

    pub(crate) fn kind(&self, id: u32) -> NodeKind {
        self.tree.kind(id).unwrap_or(NodeKind::Scalar)
    }

    pub(crate) fn is_flow(&self, id: u32) -> bool {
        matches!(
            self.text.as_bytes().get(self.span(id).offset),
            Some(b'[' | b'{')
        )
    }

    /// An empty value (`key:` with nothing after it).
    pub(crate) fn is_empty_value(&self, id: u32) -> bool {
        self.kind(id) == NodeKind::Scalar && self.span(id).len == 0
    }

    pub(crate) fn children(&self, id: u32) -> Vec<u32> {
        (0..self.tree.child_count(id))
            .filter_map(|i| self.tree.child(id, i))
            .collect()
    }

    /// The value of scalar `id` as YAML reads it.
    pub(crate) fn scalar(&self, id: u32) -> Option<Node> {
        if self.kind(id) != NodeKind::Scalar {
            return None;
        }
        let s = self.span(id);
        let t = self.text.get(s.offset..s.offset + s.len)?;
        if t.is_empty() {
            return Some(Node::Null);
        }
        yaml::parse(t).ok()
    }

    pub(crate) fn key_text(&self, id: u32) -> Option<String> {
        self.scalar(id).and_then(|n| n.key_text())
    }

    /// Refuses a node that is an alias, holds one, or carries an anchor or a tag.
    pub(crate) fn guard(&self, id: u32, what: &str) -> Result<(), EditError> {
        if self.kind(id) == NodeKind::Alias {
            return Err(self.error(
                self.span(id).offset,
                &format!("{what} is a YAML alias (`*name`); editing it here would change what it stands for"),
                "write the value out in full instead of the alias, then edit",
            ));
        }
        if self.tree.decorated(id) && Some(id) != self.root {
            return Err(self.error(
                self.span(id).offset,
                &format!("{what} carries a YAML anchor (`&name`) or tag (`!tag`); editing it here would change other places of the board too"),
                "write the values out in full instead of anchors and aliases, then edit",
            ));
        }
        Ok(())
    }

    /// Refuses `id` and everything inside it as [`Doc::guard`] does.
    pub(crate) fn guard_all(&self, id: u32, what: &str) -> Result<(), EditError> {
        self.guard(id, what)?;
        for c in self.children(id) {
            self.guard_all(c, what)?;
        }
        Ok(())
    }

    /// The entries of mapping `map` as (key, value) node pairs, refusing merge keys.
    pub(crate) fn entries(&self, map: u32, what: &str) -> Result<Vec<(u32, u32)>, EditError> {
        self.guard(map, what)?;
        let c = self.children(map);
        let mut out = Vec::new();
        for kv in c.chunks(2) {
            if let [k, v] = *kv {
                if self.key_text(k).as_deref() == Some("<<") {
                    return Err(self.error(
                        self.span(k).offset,
                        &format!("{what} uses a YAML merge key (`<<`); editing it here could change what it merges"),
                        "write the merged entries out in full, then edit",
                    ));
                }
                out.push((k, v));
            }
        }
        Ok(out)
    }

    /// The first entry of `map` with key `key` (the loader uses the first of duplicates).
    pub(crate) fn get(
        &self,
        map: u32,
        key: &str,
        what: &str,
    ) -> Result<Option<(u32, u32)>, EditError> {
        Ok(self
            .entries(map, what)?
            .into_iter()
            .find(|&(k, _)| self.key_text(k).as_deref() == Some(key)))
    }

    pub(crate) fn root_get(&self, key: &str) -> Result<Option<(u32, u32)>, EditError> {
        match self.root {
            Some(r) => self.get(r, key, "the board"),
            None => Ok(None),
        }
    }

    pub(crate) fn line_start(&self, pos: usize) -> usize {
        self.text[..pos].rfind(['\n', '\r']).map_or(0, |i| i + 1)
    }

    pub(crate) fn column(&self, pos: usize) -> usize {
        pos - self.line_start(pos)
    }

    /// Just past the line end of the line holding byte `pos` (or the text's end).
    pub(crate) fn line_end(&self, pos: usize) -> usize {
        let b = self.text.as_bytes();
        match b[pos.min(b.len())..].iter().position(|&c| c == b'\n') {
            Some(i) => pos + i + 1,
            None => b.len(),
        }
    }

    /// Just past the line of the last byte of `id` (with its trailing comment).
    pub(crate) fn node_line_end(&self, id: u32) -> usize {
        let s = self.span(id);
        self.line_end((s.offset + s.len).saturating_sub(1).max(s.offset))
    }

    /// Just past the line where the entry `(k, v)` ends.
    pub(crate) fn entry_line_end(&self, k: u32, v: u32) -> usize {
        if self.is_empty_value(v) {
            self.node_line_end(k)
        } else {
            self.node_line_end(v)
        }
    }

    pub(crate) fn ctx(&self, k: u32) -> Result<Ctx, EditError> {
        let key_end = self.end(k);
        let rest = &self.text[key_end..];
        let skip = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        if rest[skip..].starts_with(':') {
            Ok(Ctx {
                colon: key_end + skip + 1,
                key_col: self.column(self.span(k).offset),
                key_end,
            })
        } else {
            Err(self.error(
                key_end,
                "this key is written in a form the editor does not follow (no `:` after it)",
                "write it as `key: value`",
            ))
        }
    }

    /// Whether only blanks come before `pos` on its line.
    pub(crate) fn starts_line(&self, pos: usize) -> bool {
        self.text[self.line_start(pos)..pos]
            .bytes()
            .all(|b| b == b' ' || b == b'\t')
    }

    pub(crate) fn measure_indent(&mut self, root: u32) {
        let Ok(entries) = self.entries(root, "the board") else {
            return;
        };
        let mut indent = None;
        let mut seq = None;
        for &(k, v) in &entries {
            let kc = self.column(self.span(k).offset);
            if self.is_flow(v) || self.span(v).len == 0 {
                continue;
            }
            let vc = self.column(self.span(v).offset);
            match self.kind(v) {
                NodeKind::Map if indent.is_none() && vc > kc => indent = Some(vc - kc),
                NodeKind::Seq if seq.is_none() && vc >= kc && !self.starts_after_key(k, v) => {
                    seq = Some(vc - kc)
                }
                _ => {}
            }
        }
        self.indent = indent.or(seq.filter(|&s| s > 0)).unwrap_or(2);
        self.seq_indent = seq.unwrap_or(self.indent);
    }

    /// Whether value `v` starts on the line of key `k`.
    pub(crate) fn starts_after_key(&self, k: u32, v: u32) -> bool {
        self.line_start(self.span(v).offset) == self.line_start(self.span(k).offset)
    }
}
