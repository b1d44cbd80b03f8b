//! Writing the document: byte patches, and entries and items added or removed in the file's
//! own style and indentation.

use super::{Ctx, Doc, EditError, Patch, Val, flow, fmt_str, same};
use crate::input::spans::NodeKind;

impl Doc<'_> {
    // ----- writing ------------------------------------------------------------------------

    pub(crate) fn patch(&mut self, start: usize, end: usize, text: String) {
        self.patches.push(Patch { start, end, text });
    }

    /// `text` inserted at `pos`, on a line of its own: a line break first when `pos` is the
    /// end of a text without a final line break.
    pub(crate) fn insert_lines(&mut self, pos: usize, text: String) {
        let needs_nl =
            pos == self.text.len() && !self.text.is_empty() && !self.text.ends_with('\n');
        let text = if needs_nl {
            format!("{}{text}", self.nl)
        } else {
            text
        };
        self.patch(pos, pos, text);
    }

    pub(crate) fn finish(mut self) -> Result<String, EditError> {
        // Stable: insertions at one place keep the order they were made in.
        self.patches.sort_by_key(|p| (p.start, p.end));
        let mut out = String::with_capacity(self.text.len() + 64);
        let mut at = 0;
        for p in &self.patches {
            if p.start < at {
                return Err(Self::plain_error(
                    "two parts of this edit overlap (a bug in savanna's editor)".into(),
                    "the file is unchanged; please report the board file and the edit",
                ));
            }
            out.push_str(&self.text[at..p.start]);
            out.push_str(&p.text);
            at = p.end;
        }
        out.push_str(&self.text[at..]);
        Ok(out)
    }

    /// The text of entry `key: val` as lines of a block mapping at column `col`.
    pub(crate) fn block_entry(&self, col: usize, key: &str, val: &Val) -> String {
        let pad = " ".repeat(col);
        let nl = self.nl;
        match val {
            Val::Map(entries, true) if !entries.is_empty() => {
                let mut s = format!("{pad}{}:{nl}", fmt_str(key));
                for (k, v) in entries {
                    s.push_str(&self.block_entry(col + self.indent, k, v));
                }
                s
            }
            Val::Seq(items, true) if !items.is_empty() => {
                let mut s = format!("{pad}{}:{nl}", fmt_str(key));
                s.push_str(&self.block_items(col + self.seq_indent, items));
                s
            }
            v => format!("{pad}{}: {}{nl}", fmt_str(key), flow(v)),
        }
    }

    pub(crate) fn block_items(&self, col: usize, items: &[Val]) -> String {
        let pad = " ".repeat(col);
        items
            .iter()
            .map(|v| format!("{pad}- {}{}", flow(v), self.nl))
            .collect()
    }

    /// The body of a block value (`Map`/`Seq` with the block flag) for a key at `key_col`.
    pub(crate) fn block_body(&self, key_col: usize, val: &Val) -> Option<String> {
        match val {
            Val::Map(entries, true) if !entries.is_empty() => Some(
                entries
                    .iter()
                    .map(|(k, v)| self.block_entry(key_col + self.indent, k, v))
                    .collect(),
            ),
            Val::Seq(items, true) if !items.is_empty() => {
                Some(self.block_items(key_col + self.seq_indent, items))
            }
            _ => None,
        }
    }

    /// Replaces node `id` (a mapping value at `ctx`, or a list item) whole by `val`.
    pub(crate) fn replace_whole(&mut self, id: u32, ctx: Option<Ctx>, val: &Val) {
        let block = matches!(self.kind(id), NodeKind::Seq | NodeKind::Map) && !self.is_flow(id);
        let empty = self.is_empty_value(id);
        match ctx {
            Some(c) if empty => {
                if let Some(body) = self.block_body(c.key_col, val) {
                    let pos = self.line_end(c.key_end.saturating_sub(1));
                    self.insert_lines(pos, body);
                } else {
                    self.patch(c.colon, c.colon, format!(" {}", flow(val)));
                }
            }
            Some(c) if block => {
                // The new value goes on the key's line (before its comment); the block's own
                // lines go, when they are lines of their own.
                let start = self.span(id).offset;
                if self.starts_line(start) {
                    self.patch(c.colon, c.colon, format!(" {}", flow(val)));
                    let (s, e) = (self.line_start(start), self.node_line_end(id));
                    self.patch(s, e, String::new());
                } else {
                    let end = self.end(id);
                    self.patch(c.colon, end, format!(" {}", flow(val)));
                }
            }
            _ => {
                let s = self.span(id);
                self.patch(s.offset, s.offset + s.len, flow(val));
            }
        }
    }

    /// Makes node `id` hold `val`, changing as few bytes as it can: a scalar that already reads
    /// as `val` stays as written; lists are changed item by item (extra items deleted, missing
    /// ones appended); a mapping gets its entries set one by one (others kept).
    pub(crate) fn set_node(
        &mut self,
        id: u32,
        ctx: Option<Ctx>,
        val: &Val,
        what: &str,
    ) -> Result<(), EditError> {
        self.guard(id, what)?;
        match (self.kind(id), val) {
            (NodeKind::Scalar, Val::Seq(..) | Val::Map(..)) => self.replace_whole(id, ctx, val),
            (NodeKind::Scalar, v) => {
                if !self.is_empty_value(id) && self.scalar(id).is_some_and(|n| same(&n, v)) {
                    return Ok(());
                }
                self.replace_whole(id, ctx, v);
            }
            (NodeKind::Seq, Val::Seq(items, _)) => {
                let old = self.children(id);
                if items.is_empty() {
                    if !old.is_empty() {
                        self.replace_whole(id, ctx, val);
                    }
                    return Ok(());
                }
                for (&c, v) in old.iter().zip(items) {
                    self.set_node(c, None, v, what)?;
                }
                if old.len() > items.len() {
                    self.delete_tail(id, items.len(), what)?;
                }
                if items.len() > old.len() {
                    self.append_items(id, &items[old.len()..], what)?;
                }
            }
            (NodeKind::Map, Val::Map(entries, _)) => {
                for (k, v) in entries {
                    self.set_entry(id, k, v, what)?;
                }
            }
            _ => {
                self.guard_all(id, what)?;
                self.replace_whole(id, ctx, val);
            }
        }
        Ok(())
    }

    /// Sets `key` of mapping `map` to `val`, adding the entry when missing.
    pub(crate) fn set_entry(
        &mut self,
        map: u32,
        key: &str,
        val: &Val,
        what: &str,
    ) -> Result<(), EditError> {
        match self.get(map, key, what)? {
            Some((k, v)) => {
                let ctx = self.ctx(k)?;
                self.set_node(v, Some(ctx), val, &format!("`{key}`"))
            }
            None => self.add_entry(map, key, val, None),
        }
    }

    /// Adds entry `key: val` to mapping `map`: at the end, or for a block mapping just after
    /// the line `after` ends on, if given.
    pub(crate) fn add_entry(
        &mut self,
        map: u32,
        key: &str,
        val: &Val,
        after: Option<usize>,
    ) -> Result<(), EditError> {
        let entries = self.entries(map, "this mapping")?;
        if self.is_flow(map) {
            let text = format!("{}: {}", fmt_str(key), flow(val));
            match entries.last() {
                Some(&(k, v)) => {
                    let end = if self.is_empty_value(v) {
                        self.end(k)
                    } else {
                        self.end(v)
                    };
                    self.patch(end, end, format!(", {text}"));
                }
                None => {
                    let at = self.span(map).offset + 1;
                    self.patch(at, at, text);
                }
            }
            return Ok(());
        }
        let Some(&(k0, _)) = entries.first() else {
            return Err(self.error(
                self.span(map).offset,
                "this mapping is empty in a form the editor cannot add to",
                "write the entry by hand",
            ));
        };
        let col = self.column(self.span(k0).offset);
        let pos = match after {
            Some(p) => p,
            None => {
                let &(k, v) = entries.last().unwrap_or(&(k0, k0));
                self.entry_line_end(k, v)
            }
        };
        let text = self.block_entry(col, key, val);
        self.insert_lines(pos, text);
        Ok(())
    }

    /// Sets a top-level section, adding it in [`crate::input::TOP_KEYS`] order when missing.
    pub(crate) fn set_root(&mut self, key: &str, val: &Val) -> Result<(), EditError> {
        if let Some((k, v)) = self.root_get(key)? {
            let ctx = self.ctx(k)?;
            return self.set_node(v, Some(ctx), val, &format!("`{key}`"));
        }
        self.add_root(key, val)
    }

    pub(crate) fn add_root(&mut self, key: &str, val: &Val) -> Result<(), EditError> {
        let Some(root) = self.root else {
            let text = self.block_entry(0, key, val);
            let len = self.text.len();
            self.insert_lines(len, text);
            return Ok(());
        };
        let order = |k: &str| crate::input::TOP_KEYS.iter().position(|t| *t == k);
        let mine = order(key).unwrap_or(usize::MAX);
        let entries = self.entries(root, "the board")?;
        // After the last section that comes before it in the usual order; else before the
        // first section of all.
        let before: Option<&(u32, u32)> = entries.iter().rev().find(|(k, _)| {
            self.key_text(*k)
                .and_then(|t| order(&t))
                .is_some_and(|o| o < mine)
        });
        let pos = match before {
            Some(&(k, v)) => self.entry_line_end(k, v),
            None => match entries.first() {
                Some(&(k, _)) if mine != usize::MAX => self.line_start(self.span(k).offset),
                _ => {
                    let &(k, v) = entries.last().unwrap_or(&(root, root));
                    self.entry_line_end(k, v)
                }
            },
        };
        self.add_entry(root, key, val, Some(pos))
    }

    /// Removes entry `(k, v)` of mapping `map` (a block entry with its lines and trailing
    /// comment).
    pub(crate) fn remove_entry(&mut self, map: u32, k: u32, v: u32) -> Result<(), EditError> {
        let entries = self.entries(map, "this mapping")?;
        let i = entries.iter().position(|&(a, _)| a == k).unwrap_or(0);
        let end_of = |d: &Self, (a, b): (u32, u32)| {
            if d.is_empty_value(b) {
                d.end(a)
            } else {
                d.end(b)
            }
        };
        self.guard_all(v, "this entry")?;
        if self.is_flow(map) {
            let (s, e) = if let Some(&next) = entries.get(i + 1) {
                (self.span(k).offset, self.span(next.0).offset)
            } else if i > 0 {
                (end_of(self, entries[i - 1]), end_of(self, (k, v)))
            } else {
                (self.span(k).offset, end_of(self, (k, v)))
            };
            self.patch(s, e, String::new());
            return Ok(());
        }
        let start = self.span(k).offset;
        if !self.starts_line(start) {
            return Err(self.error(
                start,
                "this entry shares its line with another node; the editor removes whole lines only",
                "put the entry on a line of its own",
            ));
        }
        let s = self.line_start(start);
        let e = self.entry_line_end(k, v);
        self.patch(s, e, String::new());
        Ok(())
    }

    /// Appends `items` to list `seq` in its style.
    pub(crate) fn append_items(
        &mut self,
        seq: u32,
        items: &[Val],
        what: &str,
    ) -> Result<(), EditError> {
        let old = self.children(seq);
        if self.is_flow(seq) {
            let parts: Vec<String> = items.iter().map(flow).collect();
            match old.last() {
                Some(&last) => {
                    let end = self.end(last);
                    self.patch(end, end, format!(", {}", parts.join(", ")));
                }
                None => {
                    let at = self.span(seq).offset + 1;
                    self.patch(at, at, parts.join(", "));
                }
            }
            return Ok(());
        }
        let Some(&last) = old.last() else {
            return Err(self.error(
                self.span(seq).offset,
                &format!("{what} is an empty list in a form the editor cannot add to"),
                "write `[]` for an empty list",
            ));
        };
        let dash = self.dash(last, what)?;
        let col = self.column(dash);
        let pos = self.node_line_end(last);
        // Items that are block mappings (`- from: ...` over several lines) get the same form.
        let block_map = self.kind(last) == NodeKind::Map && !self.is_flow(last);
        let key_col = self.column(self.span(last).offset);
        let pad = " ".repeat(col);
        let mut text = String::new();
        for v in items {
            match v {
                Val::Map(entries, _) if block_map && !entries.is_empty() => {
                    for (j, (k, x)) in entries.iter().enumerate() {
                        if j == 0 {
                            let gap = " ".repeat(key_col.saturating_sub(col + 1).max(1));
                            text.push_str(&format!(
                                "{pad}-{gap}{}: {}{}",
                                fmt_str(k),
                                flow(x),
                                self.nl
                            ));
                        } else {
                            text.push_str(&format!(
                                "{}{}: {}{}",
                                " ".repeat(key_col),
                                fmt_str(k),
                                flow(x),
                                self.nl
                            ));
                        }
                    }
                }
                v => text.push_str(&format!("{pad}- {}{}", flow(v), self.nl)),
            }
        }
        self.insert_lines(pos, text);
        Ok(())
    }

    /// The `-` indicator of block list item `item`, which must start its line.
    pub(crate) fn dash(&self, item: u32, what: &str) -> Result<usize, EditError> {
        let start = self.span(item).offset;
        let before = self.text[..start].trim_end_matches([' ', '\t']);
        if before.ends_with('-') && self.starts_line(before.len() - 1) {
            Ok(before.len() - 1)
        } else {
            Err(self.error(
                start,
                &format!("an item of {what} does not start its own line with `- `; the editor changes whole lines of block lists only"),
                "put each item on a line of its own, starting with `- `",
            ))
        }
    }

    /// Deletes item `i` of list `seq` (block: its lines, with its own trailing comment).
    pub(crate) fn delete_item(&mut self, seq: u32, i: usize, what: &str) -> Result<(), EditError> {
        let items = self.children(seq);
        let Some(&item) = items.get(i) else {
            return Ok(());
        };
        if self.is_flow(seq) {
            let (s, e) = if let Some(&next) = items.get(i + 1) {
                (self.span(item).offset, self.span(next).offset)
            } else if i > 0 {
                (self.end(items[i - 1]), self.end(item))
            } else {
                (self.span(item).offset, self.end(item))
            };
            self.patch(s, e, String::new());
            return Ok(());
        }
        let dash = self.dash(item, what)?;
        let s = self.line_start(dash);
        let e = self.node_line_end(item);
        self.patch(s, e, String::new());
        Ok(())
    }

    /// Deletes the items of `seq` from index `from` on.
    pub(crate) fn delete_tail(
        &mut self,
        seq: u32,
        from: usize,
        what: &str,
    ) -> Result<(), EditError> {
        let items = self.children(seq);
        if self.is_flow(seq) && from > 0 && from < items.len() {
            let s = self.end(items[from - 1]);
            let e = self.end(items[items.len() - 1]);
            self.patch(s, e, String::new());
            return Ok(());
        }
        for i in from..items.len() {
            self.delete_item(seq, i, what)?;
        }
        Ok(())
    }
}
