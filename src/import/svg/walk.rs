//! The document walk: every element of the SVG visited once before usvg reads it, pairing each
//! shape with its XML element (generated ids), inlining CSS, turning texts into marker shapes,
//! and recording what cannot be read or draws nothing.

use super::css::{Css, xml_attr_escape};
use super::shapes::SHAPES;
use super::write::start_tag;
use super::{Element, GEN, IGNORED_LAYERS, INKSCAPE_NS};
use resvg::usvg;
use usvg::roxmltree;

/// Elements whose content draws nothing of its own where it stands: a clip path, mask,
/// marker or pattern is applied to, or painted in, another element.
const APPLIED: &[&str] = &["clipPath", "mask", "marker", "pattern"];

/// The length attributes of each shape (and `use`) that savanna reads or usvg places it by.
fn length_attributes(tag: &str) -> &'static [&'static str] {
    match tag {
        "line" => &["x1", "y1", "x2", "y2"],
        "rect" => &["x", "y", "width", "height", "rx", "ry"],
        "circle" => &["cx", "cy", "r"],
        "ellipse" => &["cx", "cy", "rx", "ry"],
        "use" => &["x", "y", "width", "height"],
        _ => &[],
    }
}

/// Why a value of `n` cannot be read (`x2="abc"`, `x2="NaN"`, a point list or path data with
/// something not a number, a transform that cannot be read), naming the attribute and value;
/// `None` when every value reads. The flag: the element is skipped (a length or transform
/// cannot be placed), else it is drawn as far as it reads (path data, as SVG viewers draw it).
pub(super) fn unreadable(n: roxmltree::Node) -> Option<(String, bool)> {
    use std::str::FromStr;
    let tag = n.tag_name().name();
    let show = |a: &str, v: &str| format!("{a}=\"{}\" is not a number", v.trim());
    for a in length_attributes(tag) {
        if let Some(v) = n.attribute(*a) {
            let ok = svgtypes::Length::from_str(v).is_ok_and(|l| l.number.is_finite());
            if !ok {
                return Some((show(a, v), true));
            }
        }
    }
    if matches!(tag, "polyline" | "polygon") {
        let v = n.attribute("points").unwrap_or("");
        let nums: Vec<_> = svgtypes::NumberListParser::from(v).collect();
        if nums
            .iter()
            .any(|x| !x.as_ref().is_ok_and(|x| x.is_finite()))
            || nums.len() % 2 == 1
        {
            return Some((
                format!("points=\"{}\" is not a list of x, y numbers", v.trim()),
                true,
            ));
        }
    }
    if tag == "path" {
        let d = n.attribute("d").unwrap_or("");
        if svgtypes::PathParser::from(d).any(|s| s.is_err()) {
            return Some((
                format!(
                    "its path data cannot be read to the end (d=\"{}\"): read up to the error, as SVG viewers draw it",
                    d.trim()
                ),
                false,
            ));
        }
    }
    if let Some(t) = n.attribute("transform") {
        let ok = svgtypes::Transform::from_str(t)
            .is_ok_and(|t| [t.a, t.b, t.c, t.d, t.e, t.f].iter().all(|v| v.is_finite()));
        if !ok {
            return Some((format!("transform=\"{}\" cannot be read", t.trim()), true));
        }
    }
    None
}

/// The first number of element `n`'s geometry (its length attributes, `points`, path data
/// with relative moves added up, `transform`, an `<svg>`'s `viewBox`, a text's `x`, `y`, `dx`,
/// `dy`; not the page's `width` and `height`, which the 10 m check names) whose magnitude is above [`super::MAX_RAW_NUMBER`], as `attribute="value"` (the value
/// shortened); `None` when every number is within it or cannot be read (that is
/// [`unreadable`]'s to say).
///
/// Checked on the raw text because usvg computes in 32-bit floats: a coordinate of 1e39
/// overflows to infinity and the shape is dropped without a word, and an arc to 3e38 makes
/// usvg's flattening run for minutes, both before the 10 m check sees any coordinate.
pub(super) fn too_large(n: roxmltree::Node) -> Option<String> {
    use std::str::FromStr;
    let max = super::MAX_RAW_NUMBER;
    let big = |v: f64| v.abs() > max;
    let show = |a: &str, v: &str| {
        let v = v.trim();
        let short: String = v.chars().take(60).collect();
        let more = if short.len() < v.len() { "…" } else { "" };
        format!("{a}=\"{short}{more}\"")
    };
    let tag = n.tag_name().name();
    let mut lengths: Vec<&str> = length_attributes(tag).to_vec();
    match tag {
        // The page's own size is the 10 m check's to judge (it names the page's size).
        "svg" if n.parent_element().is_some() => lengths.extend(["x", "y", "width", "height"]),
        "text" | "tspan" => lengths.extend(["x", "y", "dx", "dy"]),
        _ => {}
    }
    for a in lengths {
        if let Some(v) = n.attribute(a) {
            // A text's x and y may be lists.
            if v.split([' ', ',', '\t', '\n', '\r'])
                .filter(|t| !t.is_empty())
                .any(|t| svgtypes::Length::from_str(t).is_ok_and(|l| big(l.number)))
            {
                return Some(show(a, v));
            }
        }
    }
    for a in ["points", "viewBox"] {
        if let Some(v) = n.attribute(a)
            && svgtypes::NumberListParser::from(v).any(|x| x.is_ok_and(big))
        {
            return Some(show(a, v));
        }
    }
    if tag == "path"
        && let Some(d) = n.attribute("d")
    {
        use svgtypes::PathSegment as S;
        // The current point, relative segments added up (what usvg will compute).
        let (mut cx, mut cy, mut sx, mut sy) = (0.0f64, 0.0f64, 0.0f64, 0.0f64);
        for seg in svgtypes::PathParser::from(d) {
            let Ok(seg) = seg else { break };
            let (abs, pts, radii): (bool, Vec<(f64, f64)>, [f64; 2]) = match seg {
                S::MoveTo { abs, x, y }
                | S::LineTo { abs, x, y }
                | S::SmoothQuadratic { abs, x, y } => (abs, vec![(x, y)], [0.0; 2]),
                S::HorizontalLineTo { abs, x } => {
                    (abs, vec![(x, if abs { cy } else { 0.0 })], [0.0; 2])
                }
                S::VerticalLineTo { abs, y } => {
                    (abs, vec![(if abs { cx } else { 0.0 }, y)], [0.0; 2])
                }
                S::CurveTo {
                    abs,
                    x1,
                    y1,
                    x2,
                    y2,
                    x,
                    y,
                } => (abs, vec![(x1, y1), (x2, y2), (x, y)], [0.0; 2]),
                S::SmoothCurveTo { abs, x2, y2, x, y }
                | S::Quadratic {
                    abs,
                    x1: x2,
                    y1: y2,
                    x,
                    y,
                } => (abs, vec![(x2, y2), (x, y)], [0.0; 2]),
                S::EllipticalArc {
                    abs, rx, ry, x, y, ..
                } => (abs, vec![(x, y)], [rx, ry]),
                S::ClosePath { .. } => {
                    (cx, cy) = (sx, sy);
                    continue;
                }
            };
            let at = |(x, y): (f64, f64)| if abs { (x, y) } else { (cx + x, cy + y) };
            if radii.iter().any(|&r| big(r))
                || pts.iter().any(|&p| {
                    let (x, y) = at(p);
                    big(x) || big(y)
                })
            {
                return Some(show("d", d));
            }
            let last = pts.last().copied().unwrap_or((0.0, 0.0));
            (cx, cy) = at(last);
            if matches!(seg, S::MoveTo { .. }) {
                (sx, sy) = (cx, cy);
            }
        }
    }
    if let Some(t) = n.attribute("transform")
        && svgtypes::Transform::from_str(t)
            .is_ok_and(|t| [t.a, t.b, t.c, t.d, t.e, t.f].into_iter().any(big))
    {
        return Some(show("transform", t));
    }
    None
}

/// The walk of the document before usvg reads it: what each element is, and the edits that
/// make usvg's tree name them (generated ids), place the texts (marker circles) and keep the
/// author's CSS (inlined, [`Css`]).
pub(super) struct Walk<'w, 'a> {
    /// px per inch the drawing is read at (for a text's `dx`, `dy` in mm, in, pt, ...).
    pub(super) px_per_inch: f64,
    pub(super) src: &'a str,
    pub(super) doc: &'w roxmltree::Document<'a>,
    pub(super) css: &'w Css<'w>,
    pub(super) elements: Vec<Element>,
    pub(super) edits: Vec<(std::ops::Range<usize>, String)>,
    pub(super) title: Option<String>,
    /// Texts that draw nothing (hidden, opacity 0), each with why.
    pub(super) hidden: Vec<(Element, &'static str)>,
    /// Elements with a value that cannot be read, by index in `elements`, with why.
    pub(super) unreadable: Vec<(usize, (String, bool))>,
    /// Text anchors that cannot be read, with why.
    pub(super) bad_texts: Vec<(Element, String)>,
    /// Groups whose id or label is `frame` that do not hold exactly one shape, with why.
    pub(super) frame_groups: Vec<(Element, &'static str)>,
    /// The one shape of the group named `frame`.
    pub(super) frame_node: Option<roxmltree::NodeId>,
    /// The first element with a number past [`super::MAX_RAW_NUMBER`] ([`too_large`]).
    pub(super) too_large: Option<(Element, String)>,
}

/// The byte offset just after the tag name of element `node` (`<rect|`), where attributes go.
fn name_end(node: roxmltree::Node, src: &str) -> usize {
    let start = node.range().start;
    let open = &src[start..];
    let name_len = open[1..]
        .find(|c: char| c.is_whitespace() || c == '/' || c == '>')
        .unwrap_or(0)
        + 1;
    start + name_len
}

impl Walk<'_, '_> {
    /// A length in px (user units): absolute units at [`Walk::px_per_inch`], `em` at
    /// `font_px` (`ex` half of it); `None` for `%` and what cannot be placed without layout.
    fn to_px(&self, l: svgtypes::Length, font_px: f64) -> Option<f64> {
        use svgtypes::LengthUnit as U;
        let ppi = self.px_per_inch;
        let k = match l.unit {
            U::None | U::Px => 1.0,
            U::Mm => ppi / 25.4,
            U::Cm => ppi / 2.54,
            U::In => ppi,
            U::Pt => ppi / 72.0,
            U::Pc => ppi / 6.0,
            U::Em => font_px,
            U::Ex => font_px / 2.0,
            U::Percent => return None,
        };
        Some(l.number * k)
    }

    /// Why the characters under `n` show no ink though nothing hides them: no fill and no
    /// stroke (`fill: none`, or fill-opacity 0, and no visible stroke), or a font size of 0
    /// (own or inherited values).
    fn no_ink(&self, n: roxmltree::Node) -> Option<&'static str> {
        use std::str::FromStr;
        let inherited = |name: &str| {
            n.ancestors()
                .filter(|a| a.is_element())
                .find_map(|a| self.css.specified(a, name).filter(|v| *v != "inherit"))
        };
        let zero = |v: Option<&str>| {
            v.and_then(|o| match o.strip_suffix('%') {
                Some(p) => p.trim().parse::<f64>().ok(),
                None => o.parse::<f64>().ok(),
            })
            .is_some_and(|o| o <= 0.0)
        };
        let no_fill = inherited("fill") == Some("none") || zero(inherited("fill-opacity"));
        let no_stroke = matches!(inherited("stroke"), None | Some("none"))
            || zero(inherited("stroke-opacity"))
            || inherited("stroke-width")
                .and_then(|w| svgtypes::Length::from_str(w).ok())
                .is_some_and(|l| l.number <= 0.0);
        if no_fill && no_stroke {
            return Some("no ink (fill none, no stroke)");
        }
        let size = inherited("font-size").and_then(|f| svgtypes::Length::from_str(f).ok());
        if size.is_some_and(|l| l.number <= 0.0) {
            return Some("font-size 0");
        }
        None
    }

    /// Records `node` when a number of its geometry is too large ([`too_large`]); the first
    /// one found is reported.
    fn check_magnitudes(&mut self, node: roxmltree::Node) {
        if self.too_large.is_none()
            && let Some(why) = too_large(node)
        {
            self.too_large = Some((Element::of(node, self.doc, self.src), why));
        }
    }

    /// Puts the CSS matched by `node` into its `style` attribute, ahead of its own.
    fn inline_css(&mut self, node: roxmltree::Node) {
        let Some(prefix) = self.css.style_prefix(node) else {
            return;
        };
        match node
            .attributes()
            .find(|a| a.name() == "style" && a.namespace().is_none())
        {
            Some(a) => {
                let r = a.range_value();
                let own = &self.src[r.clone()];
                self.edits.push((r, format!("{prefix};{own}")));
            }
            None => {
                let at = name_end(node, self.src);
                self.edits.push((at..at, format!(" style=\"{prefix}\"")));
            }
        }
    }

    pub(super) fn walk(&mut self, node: roxmltree::Node) {
        let src = self.src;
        let label = node.attribute((INKSCAPE_NS, "label")).map(str::to_string);
        let id = node.attribute("id").map(str::to_string);
        let tag = node.tag_name().name().to_string();
        let range = node.range();
        let newlines =
            |r: &std::ops::Range<usize>| "\n".repeat(src[r.clone()].matches('\n').count());
        if tag == "title"
            && self.title.is_none()
            && node.parent().is_some_and(|p| p.tag_name().name() == "svg")
        {
            self.title = node
                .text()
                .map(|t| t.trim().to_string())
                .filter(|t| !t.is_empty());
        }
        if APPLIED.contains(&tag.as_str()) {
            // Applied to other elements (usvg resolves them there); nothing in it is a board
            // line or a name. Its CSS is still the author's.
            for d in node.descendants().filter(|d| d.is_element()) {
                self.inline_css(d);
                self.check_magnitudes(d);
            }
            return;
        }
        if tag == "g" || (tag == "svg" && node.parent_element().is_some()) {
            let ignored = [&id, &label].iter().any(|s| {
                s.as_deref().is_some_and(|s| {
                    IGNORED_LAYERS
                        .iter()
                        .any(|i| i.eq_ignore_ascii_case(s.trim()))
                })
            });
            if ignored {
                self.edits.push((range.clone(), newlines(&range)));
                return;
            }
        }
        if tag == "text" {
            for d in node.descendants().filter(|d| d.is_element()) {
                self.check_magnitudes(d);
            }
        } else {
            self.check_magnitudes(node);
        }
        let line = self.doc.text_pos_at(range.start).row;
        let named_frame = id.as_deref() == Some("frame") || label.as_deref() == Some("frame");
        if tag == "g" && named_frame {
            // A layer labelled `frame` (Inkscape) holding one shape: that shape is the frame.
            let drawn: Vec<roxmltree::Node> = node
                .descendants()
                .filter(|d| {
                    (SHAPES.contains(&d.tag_name().name()) || d.tag_name().name() == "use")
                        && !d
                            .ancestors()
                            .any(|a| APPLIED.contains(&a.tag_name().name()))
                })
                .collect();
            if drawn.len() == 1 {
                self.frame_node = Some(drawn[0].id());
            } else {
                self.frame_groups.push((
                    Element {
                        tag: tag.clone(),
                        id: id.clone(),
                        label: label.clone(),
                        line,
                        text: None,
                        span: start_tag(node, src),
                        frame: false,
                    },
                    if drawn.is_empty() {
                        "a group holding no shape"
                    } else {
                        "a group holding more than one shape"
                    },
                ));
            }
        }
        if tag == "text" {
            self.text(node, tag, id, label, line);
            return;
        }
        if tag == "flowRoot" {
            self.flowed_text(node, tag, id, label, line);
            return;
        }
        self.inline_css(node);
        if SHAPES.contains(&tag.as_str()) || tag == "use" || (named_frame && tag != "g") {
            if tag == "use" {
                self.symbol_size(node);
            }
            let k = self.elements.len();
            if let Some(why) = unreadable(node) {
                self.unreadable.push((k, why));
            }
            let frame = named_frame || self.frame_node == Some(node.id());
            self.elements.push(Element {
                tag,
                id: id.clone(),
                label,
                line,
                text: None,
                span: start_tag(node, src),
                frame,
            });
            // Rename the element to a generated id (its own is kept in `elements`), inserted
            // as the first attribute after the tag name; an existing id is replaced. The CSS
            // that selected the old id is inlined already.
            if let Some(old) = node
                .attributes()
                .find(|a| a.name() == "id" && a.namespace().is_none())
            {
                self.edits.push((old.range_value(), format!("{GEN}{k}")));
            } else {
                let at = name_end(node, src);
                self.edits.push((at..at, format!(" id=\"{GEN}{k}\"")));
            }
            if tag_name(node) != "g" {
                return;
            }
        }
        for c in node.children().filter(|c| c.is_element()) {
            self.walk(c);
        }
    }

    /// A `<use>` of a `<symbol>` with its own `width` or `height` and none on the `<use>`:
    /// sized by the symbol's, as SVG 2 and Chromium size it (usvg follows SVG 1.1, where the
    /// `<use>`'s 100% applies); the symbol's value is given to the `<use>`.
    fn symbol_size(&mut self, node: roxmltree::Node) {
        let target = node
            .attributes()
            .find(|a| a.name() == "href")
            .and_then(|a| a.value().trim().strip_prefix('#'))
            .and_then(|id| {
                self.doc
                    .descendants()
                    .find(|d| d.is_element() && d.attribute("id") == Some(id))
            });
        let Some(symbol) = target.filter(|t| t.tag_name().name() == "symbol") else {
            return;
        };
        let at = name_end(node, self.src);
        for a in ["width", "height"] {
            if let (None, Some(v)) = (node.attribute(a), symbol.attribute(a)) {
                self.edits
                    .push((at..at, format!(" {a}=\"{}\"", xml_attr_escape(v))));
            }
        }
    }

    /// A `text`: a tiny marker circle at its anchor (its first `x`, `y`, or its first
    /// `tspan`'s, with units as SVG reads them: `3in`, `50%`, `2em` at the text's font size),
    /// with the text's own transform, so that usvg places it through every ancestor's
    /// transform without needing a font. Its content is what shows: the characters of
    /// hidden `tspan`s are left out, and a text whose characters are all hidden (display,
    /// visibility, opacity, its own or inherited) names nothing.
    fn text(
        &mut self,
        node: roxmltree::Node,
        tag: String,
        id: Option<String>,
        label: Option<String>,
        line: u32,
    ) {
        use std::str::FromStr;
        let src = self.src;
        let range = node.range();
        let newlines = "\n".repeat(src[range.clone()].matches('\n').count());
        let base = Element::under(node, src, tag, id, label, line);
        let el = |text: Option<String>| Element {
            text,
            ..base.clone()
        };
        let first = |n: roxmltree::Node, a: &str| -> Option<String> {
            n.attribute(a)?
                .split([' ', ',', '\t', '\n', '\r'])
                .find(|s| !s.is_empty())
                .map(str::to_string)
        };
        // What shows: characters of hidden runs (display, visibility, opacity, no ink, no
        // size; own or inherited) are left out.
        let mut shown = String::new();
        let mut why_hidden = None;
        let mut first_shown: Option<roxmltree::Node> = None;
        // The line of the last shown run: a run on another line is parted from it by a space
        // (`Acacia` and `Grove` on two lines name "Acacia Grove").
        let mut line = None;
        for d in node.descendants().filter(|d| d.is_text()) {
            let t = d.text().unwrap_or("");
            if t.trim().is_empty() {
                shown.push_str(t);
                continue;
            }
            let why = d
                .parent_element()
                .and_then(|p| self.css.hidden(p).or_else(|| self.no_ink(p)));
            match why {
                Some(why) => why_hidden = why_hidden.or(Some(why)),
                None => {
                    let here = super::forms::text_line(d, node);
                    if line.is_some_and(|l| l != here) {
                        shown.push(' ');
                    }
                    line = Some(here);
                    shown.push_str(t);
                    first_shown = first_shown.or(Some(d));
                }
            }
        }
        // The anchor is the first shown character's place: the `x`, `y`, `dx`, `dy` of the
        // innermost element holding it that gives each (a `tspan`'s override the text's, as
        // SVG places characters), else of the first element that gives `x` or `y`.
        let chain: Vec<roxmltree::Node> = match first_shown {
            Some(d) => {
                let mut c = Vec::new();
                for a in d.ancestors().filter(|a| a.is_element()) {
                    c.push(a);
                    if a == node {
                        break;
                    }
                }
                c
            }
            None => std::iter::once(node)
                .chain(node.descendants().filter(|d| d.is_element() && *d != node))
                .find(|n| n.has_attribute("x") || n.has_attribute("y"))
                .into_iter()
                .collect(),
        };
        let pick = |a: &str| chain.iter().find_map(|n| first(*n, a));
        let (x, y) = (pick("x"), pick("y"));
        for v in [&x, &y].into_iter().flatten() {
            if !svgtypes::Length::from_str(v).is_ok_and(|l| l.number.is_finite()) {
                let why = format!("its anchor `{v}` is not a length: the text names nothing");
                self.bad_texts.push((el(None), why));
                self.edits.push((range, newlines));
                return;
            }
        }
        // `dx`, `dy` in user units (px); a relative unit the drawing cannot place here
        // (`%`) makes the anchor unreadable rather than misplaced.
        let font_px = self
            .css
            .specified(node, "font-size")
            .and_then(|f| svgtypes::Length::from_str(f).ok())
            .and_then(|l| self.to_px(l, 16.0))
            .unwrap_or(16.0);
        let mut shift = [0.0f64; 2];
        for (i, a) in ["dx", "dy"].into_iter().enumerate() {
            if let Some(v) = pick(a) {
                match svgtypes::Length::from_str(&v)
                    .ok()
                    .and_then(|l| self.to_px(l, font_px))
                    .filter(|p| p.is_finite())
                {
                    Some(p) => shift[i] = p,
                    None => {
                        let why = format!(
                            "its offset {a}=`{v}` cannot be placed: the text names nothing"
                        );
                        self.bad_texts.push((el(None), why));
                        self.edits.push((range, newlines));
                        return;
                    }
                }
            }
        }
        let content = shown.split_whitespace().collect::<Vec<_>>().join(" ");
        if content.is_empty() {
            if let Some(why) = why_hidden {
                self.hidden.push((el(None), why));
            }
            self.edits.push((range, newlines));
            return;
        }
        let k = self.elements.len();
        self.elements.push(el(Some(content)));
        let attr = |name: &str, v: Option<&str>| {
            v.map(|v| format!(" {name}=\"{}\"", xml_attr_escape(v)))
                .unwrap_or_default()
        };
        let own = node.attribute("transform").unwrap_or("");
        let ts = if shift == [0.0, 0.0] {
            attr("transform", node.attribute("transform"))
        } else {
            // The offset in the text's own user space: after its transform.
            attr(
                "transform",
                Some(&format!("{own} translate({} {})", shift[0], shift[1])),
            )
        };
        let font = attr("font-size", self.css.specified(node, "font-size"));
        self.edits.push((
            range,
            format!(
                "<circle id=\"{GEN}{k}\" cx=\"{}\" cy=\"{}\" r=\"0.001\" fill=\"black\"{ts}{font}/>{newlines}",
                xml_attr_escape(x.as_deref().unwrap_or("0")),
                xml_attr_escape(y.as_deref().unwrap_or("0")),
            ),
        ));
    }
}

impl Walk<'_, '_> {
    /// Inkscape 0.92's flowed text (`flowRoot`, from SVG 1.2's draft; usvg and browsers draw
    /// none of it): its `flowPara` lines, joined by a space, name the region where the text
    /// starts, the top-left corner of its `flowRegion`'s `rect` moved down by the font size
    /// (the first line's baseline, as a `text`'s anchor is), through the `flowRoot`'s and the
    /// rect's transforms. A flowed text with no rectangle to flow into is reported by name
    /// (`import::unreadable`), never dropped without a word.
    fn flowed_text(
        &mut self,
        node: roxmltree::Node,
        tag: String,
        id: Option<String>,
        label: Option<String>,
        line: u32,
    ) {
        use std::str::FromStr;
        let src = self.src;
        let range = node.range();
        let newlines = "\n".repeat(src[range.clone()].matches('\n').count());
        let base = Element::under(node, src, tag, id, label, line);
        let el = |text: Option<String>| Element {
            text,
            ..base.clone()
        };
        // The shown characters, paragraph by paragraph (a `flowDiv` holds `flowPara`s; a
        // `flowSpan` is part of its paragraph); a hidden run is left out.
        let mut paras: Vec<String> = Vec::new();
        let mut why_hidden = None;
        for p in node
            .descendants()
            .filter(|d| d.is_element() && d.tag_name().name() == "flowPara")
        {
            let mut shown = String::new();
            for d in p.descendants().filter(|d| d.is_text()) {
                let t = d.text().unwrap_or("");
                let why = d
                    .parent_element()
                    .and_then(|e| self.css.hidden(e).or_else(|| self.no_ink(e)));
                match why {
                    Some(why) if !t.trim().is_empty() => why_hidden = why_hidden.or(Some(why)),
                    _ => shown.push_str(t),
                }
            }
            let shown = shown.split_whitespace().collect::<Vec<_>>().join(" ");
            if !shown.is_empty() {
                paras.push(shown);
            }
        }
        self.edits.push((range, newlines.clone()));
        let content = paras.join(" ");
        if content.is_empty() {
            if let Some(why) = why_hidden {
                self.hidden.push((el(None), why));
            }
            return;
        }
        let rect = node
            .children()
            .filter(|c| c.is_element() && c.tag_name().name() == "flowRegion")
            .flat_map(|r| r.descendants())
            .find(|d| d.is_element() && d.tag_name().name() == "rect");
        let Some(rect) = rect else {
            self.bad_texts.push((
                el(None),
                format!(
                    "a flowed text (Inkscape 0.92's flowRoot) `{content}` with no rectangle to flow into: it names nothing"
                ),
            ));
            return;
        };
        let font_px = self
            .css
            .specified(node, "font-size")
            .and_then(|f| svgtypes::Length::from_str(f).ok())
            .and_then(|l| self.to_px(l, 16.0))
            .filter(|p| p.is_finite())
            .unwrap_or(16.0);
        let mut at = [String::from("0"), String::from("0")];
        for (i, a) in ["x", "y"].into_iter().enumerate() {
            if let Some(v) = rect.attribute(a) {
                if !svgtypes::Length::from_str(v).is_ok_and(|l| l.number.is_finite()) {
                    let why = format!(
                        "its flow region's {a} `{v}` is not a length: the text names nothing"
                    );
                    self.bad_texts.push((el(None), why));
                    return;
                }
                at[i] = v.to_string();
            }
        }
        let k = self.elements.len();
        self.elements.push(el(Some(content)));
        let ts = format!(
            "{} {} translate(0 {font_px})",
            node.attribute("transform").unwrap_or(""),
            rect.attribute("transform").unwrap_or("")
        );
        // The marker replaces the whole flowRoot (its newlines kept), as a text's does.
        if let Some(last) = self.edits.last_mut() {
            last.1 = format!(
                "<circle id=\"{GEN}{k}\" cx=\"{}\" cy=\"{}\" r=\"0.001\" fill=\"black\" transform=\"{}\"/>{newlines}",
                xml_attr_escape(&at[0]),
                xml_attr_escape(&at[1]),
                xml_attr_escape(ts.trim()),
            );
        }
    }
}

pub(super) fn tag_name<'a>(n: roxmltree::Node<'a, '_>) -> &'a str {
    n.tag_name().name()
}
