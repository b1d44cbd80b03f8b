//! The CSS of a drawing's `<style>` elements, applied before the importer rewrites the document
//! (it renames ids and replaces texts, which would change what the selectors match): each
//! element's matched declarations are written into its own `style` attribute ahead of what that
//! attribute held, and the `<style>` elements usvg would read are blanked. usvg then reads the
//! same declarations in the same order, whatever the selector (id, class, type, attribute,
//! descendant, child, sibling, `:first-child`: every selector simplecss, usvg's CSS parser,
//! matches). The cascade follows usvg's (`usvg::parser::svgtree::parse`): presentation
//! attributes first, then the rules in order of specificity (simplecss sorts them), then the
//! `style` attribute; a declaration replaces an earlier one unless the earlier one is
//! `!important`, and an `!important` one replaces one that is not.

use resvg::usvg::roxmltree;
use std::collections::HashMap;

/// The matched CSS declarations of each element (`name`, `value`, `important`), in the order
/// usvg applies them, and the `<style>` elements usvg reads.
pub(super) struct Css<'a> {
    matched: HashMap<roxmltree::NodeId, Vec<(&'a str, &'a str, bool)>>,
    /// The byte ranges of the `<style>` elements usvg reads (type `text/css` or none).
    pub(super) sheets: Vec<std::ops::Range<usize>>,
}

struct XmlNode<'a, 'input: 'a>(roxmltree::Node<'a, 'input>);

// As usvg matches (its `XmlNode`): attributes without namespace, `:first-child` only.
impl simplecss::Element for XmlNode<'_, '_> {
    fn parent_element(&self) -> Option<Self> {
        self.0.parent_element().map(XmlNode)
    }
    fn prev_sibling_element(&self) -> Option<Self> {
        self.0.prev_sibling_element().map(XmlNode)
    }
    fn has_local_name(&self, local_name: &str) -> bool {
        self.0.tag_name().name() == local_name
    }
    fn attribute_matches(&self, local_name: &str, operator: simplecss::AttributeOperator) -> bool {
        self.0
            .attribute(local_name)
            .is_some_and(|v| operator.matches(v))
    }
    fn pseudo_class_matches(&self, class: simplecss::PseudoClass) -> bool {
        matches!(class, simplecss::PseudoClass::FirstChild) && self.prev_sibling_element().is_none()
    }
}

impl<'a> Css<'a> {
    /// The style sheets of `doc` matched against every element.
    pub(super) fn of(doc: &'a roxmltree::Document<'a>) -> Css<'a> {
        let mut sheet = simplecss::StyleSheet::new();
        let mut sheets = Vec::new();
        for n in doc.descendants().filter(|n| n.has_tag_name("style")) {
            if !matches!(n.attribute("type"), None | Some("text/css")) {
                continue;
            }
            sheets.push(n.range());
            if let Some(t) = n.text() {
                sheet.parse_more(t);
            }
        }
        let mut matched: HashMap<roxmltree::NodeId, Vec<(&str, &str, bool)>> = HashMap::new();
        if !sheet.rules.is_empty() {
            for n in doc.descendants().filter(|n| n.is_element()) {
                for rule in &sheet.rules {
                    if rule.selector.matches(&XmlNode(n)) {
                        matched.entry(n.id()).or_default().extend(
                            rule.declarations
                                .iter()
                                .map(|d| (d.name, d.value, d.important)),
                        );
                    }
                }
            }
        }
        Css { matched, sheets }
    }

    /// The `style` attribute text to put ahead of `n`'s own (`name:value !important;…`,
    /// escaped for an XML attribute), or `None` when no rule matches `n`.
    pub(super) fn style_prefix(&self, n: roxmltree::Node) -> Option<String> {
        let decls = self.matched.get(&n.id())?;
        let text: Vec<String> = decls
            .iter()
            .map(|(name, value, imp)| {
                format!("{name}:{value}{}", if *imp { " !important" } else { "" })
            })
            .collect();
        Some(xml_attr_escape(&text.join(";")))
    }

    /// The specified value of property `name` on `n` (not inherited): its presentation
    /// attribute, then the matched CSS, then its `style` attribute, in usvg's cascade.
    pub(super) fn specified<'n>(&'n self, n: roxmltree::Node<'n, '_>, name: &str) -> Option<&'n str>
    where
        'a: 'n,
    {
        let mut got: Option<(&str, bool)> = n.attribute(name).map(|v| (v, false));
        let mut put = |v: &'n str, imp: bool| {
            if !got.is_some_and(|(_, old)| old) {
                got = Some((v, imp));
            }
        };
        for (k, v, imp) in self.matched.get(&n.id()).into_iter().flatten() {
            if *k == name {
                put(v, *imp);
            }
        }
        if let Some(style) = n.attribute("style") {
            for d in simplecss::DeclarationTokenizer::from(style) {
                if d.name == name {
                    put(d.value, d.important);
                }
            }
        }
        got.map(|(v, _)| v.trim())
    }

    /// Why `n` draws nothing by its own properties or its ancestors' (up to the document):
    /// `display: none` on it or an ancestor, an opacity of 0 on it or an ancestor, or a
    /// `visibility` of `hidden` or `collapse` inherited from the nearest element that gives one.
    pub(super) fn hidden(&self, n: roxmltree::Node) -> Option<&'static str> {
        self.hidden_below(n, None)
    }

    /// As [`Css::hidden`], looking at `n` and its ancestors below `stop` only, with `stop`'s
    /// visibility taken as visible.
    pub(super) fn hidden_below(
        &self,
        n: roxmltree::Node,
        stop: Option<roxmltree::Node>,
    ) -> Option<&'static str> {
        let mut visibility: Option<&str> = None;
        for a in n.ancestors().filter(|a| a.is_element()) {
            if Some(a) == stop {
                break;
            }
            if self.specified(a, "display") == Some("none") {
                return Some("display none");
            }
            let opacity = self
                .specified(a, "opacity")
                .and_then(|o| match o.strip_suffix('%') {
                    Some(p) => p.trim().parse::<f64>().ok().map(|p| p / 100.0),
                    None => o.parse::<f64>().ok(),
                });
            if opacity.is_some_and(|o| o <= 0.0) {
                return Some("opacity 0");
            }
            if visibility.is_none() {
                visibility = self.specified(a, "visibility").filter(|v| *v != "inherit");
            }
        }
        matches!(visibility, Some("hidden" | "collapse")).then_some("hidden (visibility)")
    }
}

/// `s` escaped for a double- or single-quoted XML attribute value.
pub(super) fn xml_attr_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}
