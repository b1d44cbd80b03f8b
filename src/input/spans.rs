//! The span tree of a YAML document: every node's byte span in the file, from saphyr's marked
//! events, and the document's size and depth measured before anything expands it (see
//! [`super::yaml`] for why there are two trees).

use crate::diagnostics::Span;
use std::collections::HashMap;

/// The largest number of YAML nodes (scalars, sequences, mappings, keys included) that a document
/// may hold, counting every alias as the nodes it stands for.
///
/// 100 000 lines in long form (`{from: [x, y], to: [x, y], name: n}`, 11 nodes each) need
/// 1.1 million; the limit leaves room for that and refuses alias bombs and other inputs whose
/// expansion would exhaust memory, before they are expanded.
pub const MAX_NODES: u64 = 2_000_000;

/// The deepest nesting of sequences and mappings accepted. A board file needs 4 levels
/// (`lines` → line → point → coordinate); serde_yaml itself stops at 128.
pub const MAX_DEPTH: usize = 64;

/// Converts character indices (as `saphyr-parser` reports them) to byte offsets: the identity
/// for ASCII text; otherwise a walk from the last answer (queries come mostly in increasing
/// order) or from the nearest of the checkpoints kept every [`CHECKPOINT`] characters.
pub(super) struct CharToByte<'a> {
    text: &'a str,
    ascii: bool,
    checkpoints: Vec<usize>,
    /// The last answer: (char index, byte offset).
    cursor: std::cell::Cell<(usize, usize)>,
}

/// Characters between two checkpoints of the char-to-byte table.
pub(super) const CHECKPOINT: usize = 256;

impl<'a> CharToByte<'a> {
    pub(super) fn new(text: &'a str) -> Self {
        let ascii = text.is_ascii();
        let checkpoints = if ascii {
            Vec::new()
        } else {
            text.char_indices()
                .step_by(CHECKPOINT)
                .map(|(b, _)| b)
                .collect()
        };
        CharToByte {
            text,
            ascii,
            checkpoints,
            cursor: std::cell::Cell::new((0, 0)),
        }
    }

    pub(super) fn byte(&self, char_index: usize) -> usize {
        if self.ascii {
            return char_index.min(self.text.len());
        }
        let (c0, b0) = self.cursor.get();
        let (from_char, from_byte) = if char_index >= c0 && char_index - c0 < CHECKPOINT {
            (c0, b0)
        } else {
            let k = char_index / CHECKPOINT;
            match self.checkpoints.get(k) {
                Some(&b) => (k * CHECKPOINT, b),
                None => return self.text.len(),
            }
        };
        let b = self.text[from_byte..]
            .char_indices()
            .nth(char_index - from_char)
            .map_or(self.text.len(), |(i, _)| from_byte + i);
        self.cursor.set((char_index, b));
        b
    }
}

/// What a node of the [`SpanTree`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NodeKind {
    /// A scalar.
    Scalar,
    /// An alias (`*name`): a leaf here, the aliased value in [`super::yaml::Node`].
    Alias,
    /// A sequence; children are its items.
    Seq,
    /// A mapping; children are key 0, value 0, key 1, value 1, ...
    Map,
}

#[derive(Debug, Clone, Copy)]
pub(super) struct TreeNode {
    span: Span,
    kind: NodeKind,
    /// A plain (unquoted, untagged) scalar: its span is exactly the text the author typed.
    plain: bool,
    /// Carries an anchor (`&name`) or a tag (`!tag`): other places may stand for it, or it
    /// means more than its text.
    decorated: bool,
    child_start: u32,
    child_count: u32,
}

/// Why a document was refused by [`SpanTree::build`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// More than [`MAX_NODES`] nodes, aliases expanded (`expanded` is a lower bound).
    TooManyValues {
        /// Nodes counted when the pass stopped (saturating).
        expanded: u64,
        /// Whether aliases account for the excess (an alias bomb) rather than the text itself.
        by_aliases: bool,
    },
    /// Nesting deeper than [`MAX_DEPTH`], aliases expanded.
    TooDeep,
    /// More alias dereferences, aliases expanded, than [`MAX_JUMPS_PER_NODE`] per node of the
    /// text: an alias web that serde_yaml would refuse ("repetition limit") before expanding it.
    TooManyAliasJumps,
}

/// The most alias dereferences (counted as serde_yaml counts them: every alias of the expanded
/// document, aliases inside an aliased value included) per node of the text.
///
/// serde_yaml (serde_norway's `de.rs`, `jump`) fails once its count exceeds 100 times the
/// number of libyaml events. Every node here is at least one libyaml event (collections are two,
/// start and end), so the event count is at least the node count; refusing above half of 100 per
/// node leaves a factor of two for any difference in what the two parsers count as events, and
/// our typed refusal always comes first.
pub const MAX_JUMPS_PER_NODE: u64 = 50;

/// What a value comes to once its aliases are expanded.
#[derive(Debug, Clone, Copy)]
struct Expanded {
    /// Nodes.
    size: u64,
    /// Collections nested inside, itself included (0 for a scalar).
    height: usize,
    /// Alias dereferences inside.
    jumps: u64,
}

impl Expanded {
    /// A scalar, and what an unknown alias counts as.
    const SCALAR: Expanded = Expanded {
        size: 1,
        height: 0,
        jumps: 0,
    };
}

/// A collection still open while the events are read.
struct Open {
    /// Its node id.
    id: u32,
    /// Its anchor (0: none).
    anchor: usize,
    /// The last byte end seen inside it.
    last_end: usize,
    /// Its own node and its children so far, expanded (`height`: its deepest child's).
    inside: Expanded,
}

impl Open {
    /// Counts a child whose expanded value is `child`.
    fn add(&mut self, child: Expanded) {
        self.inside.size = self.inside.size.saturating_add(child.size);
        self.inside.height = self.inside.height.max(child.height);
        self.inside.jumps = self.inside.jumps.saturating_add(child.jumps);
    }
}

/// Byte spans of every node of the first document of a YAML text, in the shape of [`super::yaml::Node`].
///
/// Node ids are `u32` indices; the root (if any) is [`SpanTree::root`].
#[derive(Debug, Clone, Default)]
pub struct SpanTree {
    nodes: Vec<TreeNode>,
    children: Vec<u32>,
    /// Why the document is refused, if it is.
    pub refusal: Option<Refusal>,
    /// Where the pass stopped when it refused the document (the value that went past the limit).
    pub refusal_at: Span,
    /// The event parser's own syntax error, if any (serde_yaml's error is the one reported;
    /// this one only explains missing spans).
    pub scan_error: Option<(String, Span)>,
}

impl SpanTree {
    /// Runs the marked event parser over `text` and records the span of every node.
    ///
    /// Never fails: on a syntax error the tree holds the nodes before it (see
    /// [`SpanTree::scan_error`]); on an oversized document it stops and sets
    /// [`SpanTree::refusal`]. Time and memory are linear in the text, whatever its aliases.
    pub fn build(text: &str) -> SpanTree {
        let conv = CharToByte::new(text);
        let mut tree = SpanTree::default();
        // The collections open at this point of the text, innermost last.
        let mut stack: Vec<Open> = Vec::new();
        let mut parent_of: Vec<u32> = Vec::new();
        // anchor -> what its value expands to
        let mut anchors: HashMap<usize, Expanded> = HashMap::new();
        let mut jumps: u64 = 0;
        let mut total: u64 = 0;
        let mut raw: u64 = 0;
        let mut root_done = false;
        let to_span = |s: &saphyr_parser::Span| {
            let a = conv.byte(s.start.index());
            let b = conv.byte(s.end.index()).max(a);
            Span::new(a, b - a)
        };
        for item in saphyr_parser::Parser::new_from_str(text) {
            let (event, span) = match item {
                Ok(x) => x,
                Err(e) => {
                    let at = conv.byte(e.marker().index());
                    // saphyr's scanner looks ahead over flow brackets (each may start a simple
                    // key) and stops at 255 open ones, before our depth check sees the events;
                    // serde_yaml's parser would go on to its own limit. Measure the depth left
                    // open at the error instead of reading the error's text.
                    if open_flow_brackets(&text[..at.min(text.len())]) > MAX_DEPTH {
                        tree.refusal = Some(Refusal::TooDeep);
                        tree.refusal_at = Span::new(at, 0);
                    }
                    tree.scan_error = Some((e.info().to_string(), Span::new(at, 0)));
                    break;
                }
            };
            use saphyr_parser::Event;
            let sp = to_span(&span);
            // Leaf or collection start: a new node.
            // (kind, anchor, expanded size, expanded height, expanded alias jumps) of a leaf
            let (kind, anchor, leaf_size, leaf_height, leaf_jumps) = match &event {
                Event::Scalar(_, _, anchor, _) => (Some(NodeKind::Scalar), *anchor, 1u64, 0, 0),
                Event::Alias(id) => {
                    let Expanded {
                        size,
                        height,
                        jumps: inside,
                    } = anchors.get(id).copied().unwrap_or(Expanded::SCALAR);
                    // The alias itself is one dereference, then every one inside its value.
                    (
                        Some(NodeKind::Alias),
                        0,
                        size,
                        height,
                        inside.saturating_add(1),
                    )
                }
                Event::SequenceStart(anchor, _) => (Some(NodeKind::Seq), *anchor, 0, 0, 0),
                Event::MappingStart(anchor, _) => (Some(NodeKind::Map), *anchor, 0, 0, 0),
                _ => (None, 0, 0, 0, 0),
            };
            if let Some(kind) = kind {
                if root_done && stack.is_empty() {
                    // A second document: serde_yaml refuses it; stop indexing.
                    break;
                }
                let id = tree.nodes.len() as u32;
                let plain = matches!(
                    &event,
                    Event::Scalar(_, saphyr_parser::ScalarStyle::Plain, _, None)
                );
                let decorated = anchor != 0
                    || matches!(
                        &event,
                        Event::Scalar(_, _, _, Some(_))
                            | Event::SequenceStart(_, Some(_))
                            | Event::MappingStart(_, Some(_))
                    );
                tree.nodes.push(TreeNode {
                    span: sp,
                    kind,
                    plain,
                    decorated,
                    child_start: 0,
                    child_count: 0,
                });
                parent_of.push(stack.last().map_or(u32::MAX, |p| p.id));
                raw += 1;
                if let Some(top) = stack.last_mut() {
                    top.last_end = top.last_end.max(sp.offset + sp.len);
                }
                match kind {
                    NodeKind::Scalar | NodeKind::Alias => {
                        total = total.saturating_add(leaf_size);
                        jumps = jumps.saturating_add(leaf_jumps);
                        if anchor != 0 {
                            anchors.insert(anchor, Expanded::SCALAR);
                        }
                        if let Some(top) = stack.last_mut() {
                            top.add(Expanded {
                                size: leaf_size,
                                height: leaf_height,
                                jumps: leaf_jumps,
                            });
                        } else {
                            root_done = true;
                        }
                        // An alias to a value `leaf_height` collections deep, placed inside
                        // `stack.len()` open collections, nests that deep once expanded.
                        if stack.len().saturating_add(leaf_height) > MAX_DEPTH {
                            tree.refusal = Some(Refusal::TooDeep);
                            tree.refusal_at = sp;
                            break;
                        }
                    }
                    NodeKind::Seq | NodeKind::Map => {
                        total = total.saturating_add(1);
                        stack.push(Open {
                            id,
                            anchor,
                            last_end: sp.offset + sp.len,
                            inside: Expanded {
                                size: 1,
                                height: 0,
                                jumps: 0,
                            },
                        });
                        if stack.len() > MAX_DEPTH {
                            tree.refusal = Some(Refusal::TooDeep);
                            tree.refusal_at = sp;
                            break;
                        }
                    }
                }
                if total > MAX_NODES || raw > MAX_NODES {
                    tree.refusal = Some(Refusal::TooManyValues {
                        expanded: total,
                        by_aliases: raw <= MAX_NODES,
                    });
                    tree.refusal_at = sp;
                    break;
                }
                continue;
            }
            if matches!(event, Event::SequenceEnd | Event::MappingEnd) {
                let Some(Open {
                    id,
                    anchor,
                    last_end,
                    inside,
                }) = stack.pop()
                else {
                    continue;
                };
                // A flow collection ends at its bracket (the end event's span may run on over
                // trailing blanks and comments); a block one at the end of its last item.
                let flow =
                    sp.len > 0 && matches!(text.as_bytes().get(sp.offset), Some(b']' | b'}'));
                let end = if flow { sp.offset + 1 } else { last_end };
                let node = &mut tree.nodes[id as usize];
                // A block sequence starts at its first `-` indicator.
                if node.kind == NodeKind::Seq
                    && !flow
                    && text.as_bytes().get(node.span.offset) != Some(&b'-')
                {
                    let before = text[..node.span.offset].trim_end_matches([' ', '\t']);
                    if before.ends_with('-') {
                        node.span.offset = before.len() - 1;
                    }
                }
                node.span.len = end.saturating_sub(node.span.offset);
                // The collection itself is one level more than its deepest child.
                let value = Expanded {
                    height: inside.height + 1,
                    ..inside
                };
                if anchor != 0 {
                    anchors.insert(anchor, value);
                }
                if let Some(top) = stack.last_mut() {
                    top.last_end = top.last_end.max(end);
                    top.add(value);
                } else {
                    root_done = true;
                }
                // `total` already counts the collection's own node and its leaves as they came;
                // aliases inside were added at their expanded size.
            }
        }
        // Compared with the whole document's node count, so only once it has been read.
        if tree.refusal.is_none() && jumps > MAX_JUMPS_PER_NODE.saturating_mul(raw) {
            tree.refusal = Some(Refusal::TooManyAliasJumps);
            tree.refusal_at = tree.nodes.first().map_or(Span::new(0, 0), |n| n.span);
        }
        // Lay the children out contiguously, in document order.
        let n = tree.nodes.len();
        let mut counts = vec![0u32; n];
        for &p in &parent_of {
            if p != u32::MAX {
                counts[p as usize] += 1;
            }
        }
        let mut start = 0u32;
        for (node, &c) in tree.nodes.iter_mut().zip(&counts) {
            node.child_start = start;
            start += c;
        }
        tree.children = vec![0; start as usize];
        let mut fill = vec![0u32; n];
        for (child, &p) in parent_of.iter().enumerate() {
            if p != u32::MAX {
                let node = tree.nodes[p as usize];
                let slot = node.child_start + fill[p as usize];
                tree.children[slot as usize] = child as u32;
                fill[p as usize] += 1;
            }
        }
        for (node, &c) in tree.nodes.iter_mut().zip(&fill) {
            node.child_count = c;
        }
        tree
    }

    /// Moves every span `by` bytes later (for text that was parsed without a prefix, such as
    /// a byte-order mark).
    pub fn shift(&mut self, by: usize) {
        for n in &mut self.nodes {
            n.span.offset += by;
        }
        self.refusal_at.offset += by;
        if let Some((_, s)) = &mut self.scan_error {
            s.offset += by;
        }
    }

    /// The root node of the first document, if the text has one.
    pub fn root(&self) -> Option<u32> {
        if self.nodes.is_empty() { None } else { Some(0) }
    }

    /// Number of nodes recorded (aliases counted once).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True when the text holds no node at all (empty, or only comments).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The byte span of node `id` (for a collection: from its first token to the end of its
    /// last item).
    pub fn span(&self, id: u32) -> Option<Span> {
        self.nodes.get(id as usize).map(|n| n.span)
    }

    /// The text the author typed for node `id`, when it is a plain scalar (unquoted, untagged):
    /// `0x1F`, `1e3`, `NO`, `~`, `true` as written, before YAML resolves them to numbers,
    /// booleans or null. Names are read through this, so that a region named `0x1F` keeps that
    /// name instead of becoming `31`. `None` for quoted, tagged or block scalars, collections,
    /// aliases and unknown ids.
    ///
    /// `text` is the text the spans point into: the text given to [`SpanTree::build`], or after
    /// [`SpanTree::shift`] the text with its prefix.
    ///
    /// ```
    /// let text = "0x1F: 1\n'1e3': 2\n";
    /// let t = savanna::input::yaml::SpanTree::build(text);
    /// let root = t.root().unwrap();
    /// assert_eq!(t.plain_text(t.child(root, 0).unwrap(), text), Some("0x1F"));
    /// assert_eq!(t.plain_text(t.child(root, 2).unwrap(), text), None); // quoted
    /// ```
    pub fn plain_text<'t>(&self, id: u32, text: &'t str) -> Option<&'t str> {
        let n = self.nodes.get(id as usize)?;
        if n.kind != NodeKind::Scalar || !n.plain {
            return None;
        }
        text.get(n.span.offset..n.span.offset + n.span.len)
    }

    /// What node `id` is.
    pub fn kind(&self, id: u32) -> Option<NodeKind> {
        self.nodes.get(id as usize).map(|n| n.kind)
    }

    /// Whether node `id` carries a YAML anchor (`&name`, so aliases elsewhere may repeat it) or
    /// a tag (`!tag`). Text edits ([`crate::input::edit`]) refuse to touch such nodes.
    pub fn decorated(&self, id: u32) -> bool {
        self.nodes.get(id as usize).is_some_and(|n| n.decorated)
    }

    /// The number of children of node `id` (items of a sequence; keys and values of a mapping,
    /// two per entry); 0 for leaves, aliases and unknown ids.
    pub fn child_count(&self, id: u32) -> usize {
        self.nodes.get(id as usize).map_or(0, |n| n.child_count as usize)
    }

    /// The `i`-th child of node `id`: the `i`-th item of a sequence, or for a mapping the key
    /// (`2 * entry`) or value (`2 * entry + 1`) of an entry. `None` for leaves, aliases and
    /// out-of-range `i`.
    pub fn child(&self, id: u32, i: usize) -> Option<u32> {
        let n = self.nodes.get(id as usize)?;
        if i >= n.child_count as usize {
            return None;
        }
        self.children.get(n.child_start as usize + i).copied()
    }
}

/// The number of flow brackets (`[`, `{`) left open at the end of `text`, skipping quoted
/// scalars and comments; approximate (only used on text the event parser refused).
fn open_flow_brackets(text: &str) -> usize {
    let b = text.as_bytes();
    let (mut depth, mut i) = (0usize, 0usize);
    while i < b.len() {
        match b[i] {
            b'[' | b'{' => depth += 1,
            b']' | b'}' => depth = depth.saturating_sub(1),
            q @ (b'\'' | b'"') => {
                i += 1;
                while i < b.len() && b[i] != q {
                    i += if q == b'"' && b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'#' if i == 0 || b[i - 1].is_ascii_whitespace() => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    depth
}
