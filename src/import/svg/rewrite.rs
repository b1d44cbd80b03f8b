//! The document rewritten for usvg: the walk ([`super::walk`]) visits every element once, and
//! its edits (generated ids, inlined CSS, texts as marker shapes, ignored layers blanked) are
//! applied to the text, with `<use>` references following the renamed elements.

use super::css::Css;
use super::walk::Walk;
use super::{Element, GEN, ImportError, MAX_RAW_NUMBER};
use resvg::usvg::roxmltree;

/// The SVG text as usvg is to read it, and what the walk found on the way.
pub(super) struct Rewritten {
    /// The rewritten text.
    pub(super) text: String,
    /// Every element the walk gave an id, by the index in its generated id.
    pub(super) elements: Vec<Element>,
    /// The drawing's `<title>`.
    pub(super) title: Option<String>,
    /// What draws nothing or cannot be read.
    pub(super) found: Found,
}

/// What the walk found that draws nothing or cannot be read: said in notes when the drawing
/// is read ([`super::read::read`]).
pub(super) struct Found {
    /// Texts that draw nothing (hidden, opacity 0), each with why.
    pub(super) hidden: Vec<(Element, &'static str)>,
    /// Elements with a value that cannot be read, by index in `elements`, with why and
    /// whether the element is skipped.
    pub(super) unreadable: Vec<(usize, (String, bool))>,
    /// Text anchors that cannot be read, with why.
    pub(super) bad_texts: Vec<(Element, String)>,
    /// Groups named `frame` that do not hold exactly one shape, with why.
    pub(super) frame_groups: Vec<(Element, &'static str)>,
}

/// `svg` (parsed as `doc`, its style sheets `css`) rewritten for usvg at `px_per_inch`.
///
/// # Errors
/// [`ImportError::TooLarge`] for a page size past usvg's 32-bit floats,
/// [`ImportError::NumberTooLarge`] for the first number in the geometry past
/// [`MAX_RAW_NUMBER`].
pub(super) fn rewrite(
    svg: &str,
    doc: &roxmltree::Document,
    css: &Css,
    px_per_inch: f64,
) -> Result<Rewritten, ImportError> {
    let mut w = Walk {
        // For text offsets given in absolute units.
        px_per_inch,
        src: svg,
        doc,
        css,
        elements: Vec::new(),
        edits: Vec::new(),
        title: None,
        hidden: Vec::new(),
        unreadable: Vec::new(),
        bad_texts: Vec::new(),
        frame_groups: Vec::new(),
        frame_node: None,
        too_large: None,
    };
    w.walk(doc.root_element());
    // A page too large for usvg's 32-bit floats (1e39 mm overflows them: usvg would say only
    // "invalid size") is the 10 m check's, with its size in mm.
    for a in ["width", "height"] {
        use std::str::FromStr;
        let Some(l) = doc
            .root_element()
            .attribute(a)
            .and_then(|v| svgtypes::Length::from_str(v).ok())
        else {
            continue;
        };
        if l.number.abs() > MAX_RAW_NUMBER {
            let ppi = w.px_per_inch;
            let mm_per = match l.unit {
                svgtypes::LengthUnit::Mm => 1.0,
                svgtypes::LengthUnit::Cm => 10.0,
                svgtypes::LengthUnit::In => 25.4,
                svgtypes::LengthUnit::Pt => 25.4 / 72.0,
                svgtypes::LengthUnit::Pc => 25.4 / 6.0,
                _ => 25.4 / ppi,
            };
            return Err(ImportError::TooLarge {
                mm: l.number.abs() * mm_per,
            });
        }
    }
    if let Some((el, what)) = w.too_large.take() {
        return Err(ImportError::NumberTooLarge {
            line: el.line,
            element: format!(
                "<{}{}>",
                el.tag,
                el.id
                    .as_deref()
                    .map(|i| format!(" id=\"{i}\""))
                    .unwrap_or_default()
            ),
            what,
        });
    }
    // The style sheets are in the elements' `style` attributes now.
    for r in &css.sheets {
        let n = svg[r.clone()].matches('\n').count();
        w.edits.push((r.clone(), "\n".repeat(n)));
    }
    let Walk {
        elements,
        mut edits,
        title,
        hidden: hidden_texts,
        unreadable,
        bad_texts,
        frame_groups,
        ..
    } = w;
    // `<use>` references follow the renamed elements (their ids are now generated).
    let mut renamed: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for (k, el) in elements.iter().enumerate() {
        if let Some(id) = el.id.as_deref() {
            renamed.entry(id).or_insert(k);
        }
    }
    for n in doc.descendants().filter(|n| n.is_element()) {
        for a in n.attributes().filter(|a| a.name() == "href") {
            if let Some(k) = a
                .value()
                .trim()
                .strip_prefix('#')
                .and_then(|i| renamed.get(i))
            {
                edits.push((a.range_value(), format!("#{GEN}{k}")));
            }
        }
    }
    edits.sort_by_key(|e| e.0.start);
    let mut text = String::with_capacity(svg.len() + edits.len() * 32);
    let mut at = 0;
    for (r, s) in edits {
        if r.start < at {
            continue;
        }
        text.push_str(&svg[at..r.start]);
        text.push_str(&s);
        at = r.end;
    }
    text.push_str(&svg[at..]);
    Ok(Rewritten {
        text,
        elements,
        title,
        found: Found {
            hidden: hidden_texts,
            unreadable,
            bad_texts,
            frame_groups,
        },
    })
}
