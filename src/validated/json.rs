//! The JSON layout of savanna's files: indented like `serde_json`'s pretty printer, except that
//! an array whose first element is a number, string, boolean or null is written on one line.
//!
//! A point is `[12.5, 40.0]` rather than four lines, a region list `[3, 7]`, a ring
//! `[[0.0, 0.0], [600.0, 0.0], …]` one point to a line. Objects and arrays of objects or arrays
//! are indented by two spaces, one member or element to a line, as `serde_json::to_writer_pretty`
//! writes them. A ring reads as a column of points, and the file is smaller (31.0 MB -> 25.6 MB
//! on the 1000-line board of `bench/compare.py`, most of it diagnostics' text; issue 12), so
//! writing it costs less.
//!
//! Only the whitespace differs from the pretty printer: both parse to the same value, and
//! numbers and strings are written by `serde_json` itself (shortest round-trip floats, `ryu`).

use serde::Serialize;
use serde_json::ser::{CharEscape, CompactFormatter, Formatter};
use std::io::{self, Write};

/// Serialises `value` to `w` in savanna's JSON layout (see the [module docs](self)), without a
/// final newline.
///
/// # Errors
/// The first error of `w`, or a `serde_json` error for a value JSON cannot represent (a map with
/// non-string keys), as an `io::Error`.
///
/// ```
/// #[derive(serde::Serialize)]
/// struct Region { id: u32, polygon: Vec<[f64; 2]>, neighbors: Vec<u32> }
/// let r = Region { id: 1, polygon: vec![[0.0, 0.0], [2.5, 0.0]], neighbors: vec![2, 3] };
/// let mut out = Vec::new();
/// savanna::validated::json::to_writer(&mut out, &r).unwrap();
/// assert_eq!(
///     String::from_utf8(out).unwrap(),
///     "{\n  \"id\": 1,\n  \"polygon\": [\n    [0.0, 0.0],\n    [2.5, 0.0]\n  ],\n  \"neighbors\": [2, 3]\n}"
/// );
/// ```
pub fn to_writer<W: Write + ?Sized, T: Serialize + ?Sized>(w: &mut W, value: &T) -> io::Result<()> {
    let mut ser = serde_json::Serializer::with_formatter(w, ScalarArraysInline::default());
    value.serialize(&mut ser).map_err(io::Error::from)
}

/// [`to_writer`] into a string, with a final newline.
///
/// # Errors
/// As [`to_writer`]: a value JSON cannot represent.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> io::Result<String> {
    let mut out = Vec::new();
    to_writer(&mut out, value)?;
    out.push(b'\n');
    String::from_utf8(out).map_err(io::Error::other)
}

/// How an open array is being written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// No element written yet.
    Open,
    /// First element a scalar: on one line.
    Inline,
    /// First element an object or array: one element to a line.
    Block,
}

/// The [`Formatter`] behind [`to_writer`].
#[derive(Debug, Default)]
pub struct ScalarArraysInline {
    /// Open containers: `Some(layout)` for an array, `None` for an object.
    open: Vec<Option<Layout>>,
    /// How many of them are laid out over lines (all but the inline arrays): the indentation.
    depth: usize,
    /// Whether an array element's separator is still to be written (it depends on the element).
    pending: Option<bool>,
    /// Whether the innermost object has a member.
    has_member: bool,
}

/// A newline and the indentation of 32 levels, two spaces each.
const NEWLINE_INDENT: &[u8; 65] =
    b"\n                                                                ";

impl ScalarArraysInline {
    fn newline<W: ?Sized + Write>(&self, w: &mut W) -> io::Result<()> {
        let spaces = 2 * self.depth;
        if spaces < NEWLINE_INDENT.len() {
            return w.write_all(&NEWLINE_INDENT[..=spaces]);
        }
        w.write_all(b"\n")?;
        for _ in 0..self.depth {
            w.write_all(b"  ")?;
        }
        Ok(())
    }

    /// Before any value: settles the layout of the array it is an element of, and writes the
    /// whitespace before it.
    fn value<W: ?Sized + Write>(&mut self, w: &mut W, scalar: bool) -> io::Result<()> {
        let Some(first) = self.pending.take() else {
            return Ok(());
        };
        let layout = match self.open.last_mut() {
            Some(Some(l)) => {
                if *l == Layout::Open {
                    *l = if scalar {
                        // An inline array does not indent what follows it.
                        self.depth -= 1;
                        Layout::Inline
                    } else {
                        Layout::Block
                    };
                }
                *l
            }
            _ => return Ok(()),
        };
        match layout {
            Layout::Inline if !first => w.write_all(b" "),
            Layout::Inline => Ok(()),
            _ => self.newline(w),
        }
    }
}

/// Every scalar goes through [`ScalarArraysInline::value`] first, then as the compact formatter
/// writes it.
macro_rules! scalars {
    ($($name:ident($t:ty)),* $(,)?) => {$(
        fn $name<W: ?Sized + Write>(&mut self, w: &mut W, v: $t) -> io::Result<()> {
            self.value(w, true)?;
            CompactFormatter.$name(w, v)
        }
    )*};
}

impl Formatter for ScalarArraysInline {
    fn write_null<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.value(w, true)?;
        CompactFormatter.write_null(w)
    }

    scalars!(
        write_bool(bool),
        write_i8(i8),
        write_i16(i16),
        write_i32(i32),
        write_i64(i64),
        write_i128(i128),
        write_u8(u8),
        write_u16(u16),
        write_u32(u32),
        write_u64(u64),
        write_u128(u128),
        write_f32(f32),
        write_f64(f64),
        write_number_str(&str),
        write_raw_fragment(&str),
    );

    fn begin_string<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.value(w, true)?;
        CompactFormatter.begin_string(w)
    }

    fn write_char_escape<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        escape: CharEscape,
    ) -> io::Result<()> {
        CompactFormatter.write_char_escape(w, escape)
    }

    fn write_byte_array<W: ?Sized + Write>(&mut self, w: &mut W, v: &[u8]) -> io::Result<()> {
        self.begin_array(w)?;
        for (i, b) in v.iter().enumerate() {
            self.begin_array_value(w, i == 0)?;
            self.write_u8(w, *b)?;
            self.end_array_value(w)?;
        }
        self.end_array(w)
    }

    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.value(w, false)?;
        self.open.push(Some(Layout::Open));
        self.depth += 1;
        w.write_all(b"[")
    }

    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        let layout = self.open.pop().flatten();
        if layout != Some(Layout::Inline) {
            self.depth -= 1;
        }
        if layout == Some(Layout::Block) {
            self.newline(w)?;
        }
        w.write_all(b"]")
    }

    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        if !first {
            w.write_all(b",")?;
        }
        self.pending = Some(first);
        Ok(())
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, _w: &mut W) -> io::Result<()> {
        Ok(())
    }

    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.value(w, false)?;
        self.open.push(None);
        self.depth += 1;
        self.has_member = false;
        w.write_all(b"{")
    }

    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.open.pop();
        self.depth -= 1;
        if self.has_member {
            self.newline(w)?;
        }
        // The enclosing object, if any, has a member: the one this object is the value of.
        self.has_member = true;
        w.write_all(b"}")
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        if !first {
            w.write_all(b",")?;
        }
        self.has_member = true;
        self.newline(w)
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(b": ")
    }
}
