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
//! numbers and string escapes are written by `serde_json`'s own [`CompactFormatter`] (shortest
//! round-trip floats).
//!
//! The [`Serializer`] here drives the layout ([`ScalarArraysInline`], a `serde_json`
//! [`Formatter`]) as `serde_json::Serializer` would, byte for byte, except that it finds the
//! bytes of a string that need escaping sixteen at a time: `serde_json` looks up every byte in a
//! table, and strings (most of them diagnostics' messages and help) were 12.6 MB of the 25.6 MB
//! of random-1000's validated file and a tenth of the whole `build --no-capacity` (issue 12).

use serde::Serialize;
use serde::ser::{self, Impossible};
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
/// savanna::output::json::to_writer(&mut out, &r).unwrap();
/// assert_eq!(
///     String::from_utf8(out).unwrap(),
///     "{\n  \"id\": 1,\n  \"polygon\": [\n    [0.0, 0.0],\n    [2.5, 0.0]\n  ],\n  \"neighbors\": [2, 3]\n}"
/// );
/// ```
pub fn to_writer<W: Write + ?Sized, T: Serialize + ?Sized>(w: &mut W, value: &T) -> io::Result<()> {
    let mut ser = Serializer {
        w,
        f: ScalarArraysInline::default(),
    };
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

/// Whether JSON writes byte `b` of a string escaped: a control character, `"` or `\` (the bytes
/// `serde_json` escapes).
fn needs_escape(b: u8) -> bool {
    b < 0x20 || b == b'"' || b == b'\\'
}

/// How `serde_json` escapes byte `b` (one that [`needs_escape`]).
fn char_escape(b: u8) -> CharEscape {
    match b {
        b'"' => CharEscape::Quote,
        b'\\' => CharEscape::ReverseSolidus,
        b'\n' => CharEscape::LineFeed,
        b'\r' => CharEscape::CarriageReturn,
        b'\t' => CharEscape::Tab,
        0x08 => CharEscape::Backspace,
        0x0c => CharEscape::FormFeed,
        _ => CharEscape::AsciiControl(b),
    }
}

/// The number of bytes [`first_escape`] tests at once.
const BLOCK: usize = 16;

/// Whether some byte of `block` [`needs_escape`]. The compiler tests the sixteen bytes together
/// (no early exit).
#[inline]
fn any_escape(block: &[u8; BLOCK]) -> bool {
    block.iter().fold(false, |any, &b| any | needs_escape(b))
}

/// The index of the first byte of `bytes` that [`needs_escape`], if any: a block of sixteen
/// bytes at a time, the last few bytes in a block padded with spaces.
fn first_escape(bytes: &[u8]) -> Option<usize> {
    let in_block = |start: usize, block: &[u8]| {
        block
            .iter()
            .position(|&b| needs_escape(b))
            .map(|j| start + j)
    };
    let mut blocks = bytes.chunks_exact(BLOCK);
    for (k, block) in blocks.by_ref().enumerate() {
        if block.try_into().is_ok_and(any_escape) {
            return in_block(k * BLOCK, block);
        }
    }
    let tail = blocks.remainder();
    let mut padded = [b' '; BLOCK];
    padded[..tail.len()].copy_from_slice(tail);
    if any_escape(&padded) {
        return in_block(bytes.len() - tail.len(), tail);
    }
    None
}

/// The serde serializer behind [`to_writer`]: `serde_json::Serializer`'s calls to the
/// formatter, in the same order, with a faster scan of strings (see the [module docs](self)).
struct Serializer<'w, W: ?Sized> {
    w: &'w mut W,
    f: ScalarArraysInline,
}

impl<W: Write + ?Sized> Serializer<'_, W> {
    /// Writes `s` as a JSON string, escaped as `serde_json` escapes it.
    fn write_str(&mut self, s: &str) -> io::Result<()> {
        self.f.begin_string(self.w)?;
        let mut rest = s;
        while let Some(at) = first_escape(rest.as_bytes()) {
            // An escaped byte is ASCII, so `at` and `at + 1` are character boundaries.
            if at > 0 {
                self.f.write_string_fragment(self.w, &rest[..at])?;
            }
            self.f
                .write_char_escape(self.w, char_escape(rest.as_bytes()[at]))?;
            rest = &rest[at + 1..];
        }
        if !rest.is_empty() {
            self.f.write_string_fragment(self.w, rest)?;
        }
        self.f.end_string(self.w)
    }

    /// `{"variant": ` of an enum variant holding a value, as `serde_json` begins it.
    fn begin_variant(&mut self, variant: &str) -> io::Result<()> {
        self.f.begin_object(self.w)?;
        self.f.begin_object_key(self.w, true)?;
        self.write_str(variant)?;
        self.f.end_object_key(self.w)?;
        self.f.begin_object_value(self.w)
    }

    /// The `}` that closes [`Serializer::begin_variant`].
    fn end_variant(&mut self) -> io::Result<()> {
        self.f.end_object_value(self.w)?;
        self.f.end_object(self.w)
    }

    /// `[`, or `[]` when `len` says the array is empty.
    fn begin_array(&mut self, len: Option<usize>) -> io::Result<State> {
        self.f.begin_array(self.w)?;
        if len == Some(0) {
            self.f.end_array(self.w)?;
            return Ok(State::Empty);
        }
        Ok(State::First)
    }

    /// `{`, or `{}` when `len` says the object is empty.
    fn begin_object(&mut self, len: Option<usize>) -> io::Result<State> {
        self.f.begin_object(self.w)?;
        if len == Some(0) {
            self.f.end_object(self.w)?;
            return Ok(State::Empty);
        }
        Ok(State::First)
    }
}

type Error = serde_json::Error;

/// Whether an open array or object is empty (and already closed), or has had no element yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Empty,
    First,
    Rest,
}

/// An open array or object.
struct Compound<'a, 'w, W: ?Sized> {
    ser: &'a mut Serializer<'w, W>,
    state: State,
}

/// One scalar through the formatter method `$write`.
macro_rules! scalar {
    ($($name:ident($t:ty) => $write:ident),* $(,)?) => {$(
        fn $name(self, v: $t) -> Result<(), Error> {
            self.f.$write(self.w, v).map_err(Error::io)
        }
    )*};
}

impl<'a, 'w, W: Write + ?Sized> ser::Serializer for &'a mut Serializer<'w, W> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a, 'w, W>;
    type SerializeTuple = Compound<'a, 'w, W>;
    type SerializeTupleStruct = Compound<'a, 'w, W>;
    type SerializeTupleVariant = Compound<'a, 'w, W>;
    type SerializeMap = Compound<'a, 'w, W>;
    type SerializeStruct = Compound<'a, 'w, W>;
    type SerializeStructVariant = Compound<'a, 'w, W>;

    scalar!(
        serialize_bool(bool) => write_bool,
        serialize_i8(i8) => write_i8,
        serialize_i16(i16) => write_i16,
        serialize_i32(i32) => write_i32,
        serialize_i64(i64) => write_i64,
        serialize_i128(i128) => write_i128,
        serialize_u8(u8) => write_u8,
        serialize_u16(u16) => write_u16,
        serialize_u32(u32) => write_u32,
        serialize_u64(u64) => write_u64,
        serialize_u128(u128) => write_u128,
        serialize_bytes(&[u8]) => write_byte_array,
    );

    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        // As serde_json: NaN and the infinities are `null`.
        if v.is_finite() {
            self.f.write_f32(self.w, v).map_err(Error::io)
        } else {
            self.serialize_unit()
        }
    }

    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        if v.is_finite() {
            self.f.write_f64(self.w, v).map_err(Error::io)
        } else {
            self.serialize_unit()
        }
    }

    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.serialize_str(v.encode_utf8(&mut [0; 4]))
    }

    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.write_str(v).map_err(Error::io)
    }

    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), Error> {
        self.f.write_null(self.w).map_err(Error::io)
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.serialize_str(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.begin_variant(variant).map_err(Error::io)?;
        value.serialize(&mut *self)?;
        self.end_variant().map_err(Error::io)
    }

    fn serialize_seq(self, len: Option<usize>) -> Result<Self::SerializeSeq, Error> {
        let state = self.begin_array(len).map_err(Error::io)?;
        Ok(Compound { ser: self, state })
    }

    fn serialize_tuple(self, len: usize) -> Result<Self::SerializeTuple, Error> {
        self.serialize_seq(Some(len))
    }

    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        len: usize,
    ) -> Result<Self::SerializeTupleStruct, Error> {
        self.serialize_seq(Some(len))
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        self.begin_variant(variant).map_err(Error::io)?;
        self.serialize_seq(Some(len))
    }

    fn serialize_map(self, len: Option<usize>) -> Result<Self::SerializeMap, Error> {
        let state = self.begin_object(len).map_err(Error::io)?;
        Ok(Compound { ser: self, state })
    }

    fn serialize_struct(
        self,
        _name: &'static str,
        len: usize,
    ) -> Result<Self::SerializeStruct, Error> {
        self.serialize_map(Some(len))
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        self.begin_variant(variant).map_err(Error::io)?;
        self.serialize_map(Some(len))
    }
}

impl<W: Write + ?Sized> Compound<'_, '_, W> {
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        let first = self.state == State::First;
        self.state = State::Rest;
        let ser = &mut *self.ser;
        ser.f.begin_array_value(ser.w, first).map_err(Error::io)?;
        value.serialize(&mut *ser)?;
        ser.f.end_array_value(ser.w).map_err(Error::io)
    }

    fn key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        let first = self.state == State::First;
        self.state = State::Rest;
        let ser = &mut *self.ser;
        ser.f.begin_object_key(ser.w, first).map_err(Error::io)?;
        key.serialize(MapKey { ser: &mut *ser })?;
        ser.f.end_object_key(ser.w).map_err(Error::io)
    }

    fn value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        let ser = &mut *self.ser;
        ser.f.begin_object_value(ser.w).map_err(Error::io)?;
        value.serialize(&mut *ser)?;
        ser.f.end_object_value(ser.w).map_err(Error::io)
    }

    /// `]`, unless the array was empty (closed already).
    fn end_array(&mut self) -> Result<(), Error> {
        if self.state == State::Empty {
            return Ok(());
        }
        self.ser.f.end_array(self.ser.w).map_err(Error::io)
    }

    /// `}`, unless the object was empty (closed already).
    fn end_object(&mut self) -> Result<(), Error> {
        if self.state == State::Empty {
            return Ok(());
        }
        self.ser.f.end_object(self.ser.w).map_err(Error::io)
    }
}

impl<W: Write + ?Sized> ser::SerializeSeq for Compound<'_, '_, W> {
    type Ok = ();
    type Error = Error;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }

    fn end(mut self) -> Result<(), Error> {
        self.end_array()
    }
}

impl<W: Write + ?Sized> ser::SerializeTuple for Compound<'_, '_, W> {
    type Ok = ();
    type Error = Error;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }

    fn end(mut self) -> Result<(), Error> {
        self.end_array()
    }
}

impl<W: Write + ?Sized> ser::SerializeTupleStruct for Compound<'_, '_, W> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }

    fn end(mut self) -> Result<(), Error> {
        self.end_array()
    }
}

impl<W: Write + ?Sized> ser::SerializeTupleVariant for Compound<'_, '_, W> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }

    fn end(mut self) -> Result<(), Error> {
        self.end_array()?;
        self.ser.end_variant().map_err(Error::io)
    }
}

impl<W: Write + ?Sized> ser::SerializeMap for Compound<'_, '_, W> {
    type Ok = ();
    type Error = Error;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.key(key)
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.value(value)
    }

    fn end(mut self) -> Result<(), Error> {
        self.end_object()
    }
}

impl<W: Write + ?Sized> ser::SerializeStruct for Compound<'_, '_, W> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.key(key)?;
        self.value(value)
    }

    fn end(mut self) -> Result<(), Error> {
        self.end_object()
    }
}

impl<W: Write + ?Sized> ser::SerializeStructVariant for Compound<'_, '_, W> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.key(key)?;
        self.value(value)
    }

    fn end(mut self) -> Result<(), Error> {
        self.end_object()?;
        self.ser.end_variant().map_err(Error::io)
    }
}

/// A map key, written as `serde_json` writes it: a string, or a number or boolean in quotes;
/// anything else is an error.
struct MapKey<'a, 'w, W: ?Sized> {
    ser: &'a mut Serializer<'w, W>,
}

fn key_must_be_a_string() -> Error {
    ser::Error::custom("key must be a string")
}

/// Keys that are numbers or booleans: in quotes, through the formatter method `$write`.
macro_rules! quoted_key {
    ($($name:ident($t:ty) => $write:ident),* $(,)?) => {$(
        fn $name(self, v: $t) -> Result<(), Error> {
            let Serializer { w, f } = self.ser;
            f.begin_string(*w)
                .and_then(|()| f.$write(*w, v))
                .and_then(|()| f.end_string(*w))
                .map_err(Error::io)
        }
    )*};
}

/// Keys that cannot be written: `$name(args)` fails.
macro_rules! no_key {
    ($($name:ident($($t:ty),*) -> $r:ty),* $(,)?) => {$(
        fn $name(self, $(_: $t),*) -> Result<$r, Error> {
            Err(key_must_be_a_string())
        }
    )*};
}

impl<W: Write + ?Sized> ser::Serializer for MapKey<'_, '_, W> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Impossible<(), Error>;
    type SerializeTuple = Impossible<(), Error>;
    type SerializeTupleStruct = Impossible<(), Error>;
    type SerializeTupleVariant = Impossible<(), Error>;
    type SerializeMap = Impossible<(), Error>;
    type SerializeStruct = Impossible<(), Error>;
    type SerializeStructVariant = Impossible<(), Error>;

    quoted_key!(
        serialize_bool(bool) => write_bool,
        serialize_i8(i8) => write_i8,
        serialize_i16(i16) => write_i16,
        serialize_i32(i32) => write_i32,
        serialize_i64(i64) => write_i64,
        serialize_i128(i128) => write_i128,
        serialize_u8(u8) => write_u8,
        serialize_u16(u16) => write_u16,
        serialize_u32(u32) => write_u32,
        serialize_u64(u64) => write_u64,
        serialize_u128(u128) => write_u128,
    );

    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        if !v.is_finite() {
            return Err(ser::Error::custom("float key must be finite"));
        }
        let Serializer { w, f } = self.ser;
        f.begin_string(*w)
            .and_then(|()| f.write_f32(*w, v))
            .and_then(|()| f.end_string(*w))
            .map_err(Error::io)
    }

    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        if !v.is_finite() {
            return Err(ser::Error::custom("float key must be finite"));
        }
        let Serializer { w, f } = self.ser;
        f.begin_string(*w)
            .and_then(|()| f.write_f64(*w, v))
            .and_then(|()| f.end_string(*w))
            .map_err(Error::io)
    }

    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.serialize_str(v.encode_utf8(&mut [0; 4]))
    }

    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.ser.write_str(v).map_err(Error::io)
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.serialize_str(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }

    no_key!(
        serialize_bytes(&[u8]) -> (),
        serialize_none() -> (),
        serialize_unit() -> (),
        serialize_unit_struct(&'static str) -> (),
        serialize_seq(Option<usize>) -> Self::SerializeSeq,
        serialize_tuple(usize) -> Self::SerializeTuple,
        serialize_tuple_struct(&'static str, usize) -> Self::SerializeTupleStruct,
        serialize_tuple_variant(&'static str, u32, &'static str, usize) -> Self::SerializeTupleVariant,
        serialize_map(Option<usize>) -> Self::SerializeMap,
        serialize_struct(&'static str, usize) -> Self::SerializeStruct,
        serialize_struct_variant(&'static str, u32, &'static str, usize) -> Self::SerializeStructVariant,
    );

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<(), Error> {
        Err(key_must_be_a_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::Value;
    use std::collections::BTreeMap;

    /// `value` through `serde_json`'s own serializer driving the same formatter: what
    /// [`to_writer`] wrote before it had its own serializer.
    fn reference<T: Serialize + ?Sized>(value: &T) -> Option<String> {
        let mut out = Vec::new();
        let mut ser =
            serde_json::Serializer::with_formatter(&mut out, ScalarArraysInline::default());
        value.serialize(&mut ser).ok()?;
        String::from_utf8(out).ok()
    }

    fn ours<T: Serialize + ?Sized>(value: &T) -> Option<String> {
        let mut out = Vec::new();
        to_writer(&mut out, value).ok()?;
        String::from_utf8(out).ok()
    }

    /// Strings that need escapes: quotes, backslashes, every control character, next to plain
    /// ASCII and multi-byte characters, of every length around the sixteen-byte block.
    fn text() -> impl Strategy<Value = String> {
        prop_oneof![
            any::<String>(),
            "[\"\\\\\u{0}-\u{1f}\u{7f}aé€😀]{0,40}",
            "[a-z ]{0,40}",
        ]
    }

    fn json_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(Value::from),
            any::<u64>().prop_map(Value::from),
            any::<f64>().prop_map(Value::from),
            text().prop_map(Value::String),
        ];
        leaf.prop_recursive(4, 64, 6, |inner| {
            prop_oneof![
                proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
                proptest::collection::btree_map(text(), inner, 0..6)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    /// Bytes serialised as bytes (`serialize_bytes`), not as a sequence.
    #[derive(Debug, Clone)]
    struct Bytes(Vec<u8>);

    impl Serialize for Bytes {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_bytes(&self.0)
        }
    }

    #[derive(Debug, Clone, Serialize)]
    struct Unit;

    #[derive(Debug, Clone, Serialize)]
    enum Shape {
        Empty,
        Disc(f64),
        Pair(i32, String),
        Ring {
            name: Option<char>,
            points: Vec<[f32; 2]>,
        },
        NoFields {},
    }

    #[derive(Debug, Clone, Serialize)]
    struct Typed {
        shapes: Vec<Shape>,
        pair: (u16, bool, i128),
        by_number: BTreeMap<i8, Unit>,
        by_bool: BTreeMap<bool, ()>,
        by_text: BTreeMap<String, Option<u128>>,
        bytes: Bytes,
        nothing: Vec<Vec<u8>>,
    }

    fn shape() -> impl Strategy<Value = Shape> {
        prop_oneof![
            Just(Shape::Empty),
            Just(Shape::NoFields {}),
            any::<f64>().prop_map(Shape::Disc),
            (any::<i32>(), text()).prop_map(|(a, b)| Shape::Pair(a, b)),
            (
                any::<Option<char>>(),
                proptest::collection::vec(any::<[f32; 2]>(), 0..4)
            )
                .prop_map(|(name, points)| Shape::Ring { name, points }),
        ]
    }

    fn typed() -> impl Strategy<Value = Typed> {
        (
            proptest::collection::vec(shape(), 0..5),
            any::<(u16, bool, i128)>(),
            proptest::collection::btree_map(any::<i8>(), Just(Unit), 0..3),
            proptest::collection::btree_map(any::<bool>(), Just(()), 0..2),
            proptest::collection::btree_map(text(), any::<Option<u128>>(), 0..3),
            proptest::collection::vec(any::<u8>(), 0..4),
            proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..2), 0..3),
        )
            .prop_map(
                |(shapes, pair, by_number, by_bool, by_text, bytes, nothing)| Typed {
                    shapes,
                    pair,
                    by_number,
                    by_bool,
                    by_text,
                    bytes: Bytes(bytes),
                    nothing,
                },
            )
    }

    proptest! {
        /// Any JSON value is written byte for byte as `serde_json`'s serializer writes it
        /// with the same layout.
        #[test]
        fn values_are_written_as_serde_json_writes_them(v in json_value()) {
            prop_assert_eq!(ours(&v), reference(&v));
        }

        /// So is every kind of serde data: enum variants of each shape, unit structs, tuples,
        /// bytes, maps keyed by numbers and booleans, floats that JSON cannot hold (null).
        #[test]
        fn serde_data_is_written_as_serde_json_writes_it(v in typed()) {
            let ours = ours(&v);
            prop_assert!(ours.is_some());
            prop_assert_eq!(ours, reference(&v));
        }

        /// Strings alone, every escape in every position of the sixteen-byte blocks.
        #[test]
        fn strings_are_escaped_as_serde_json_escapes_them(s in text()) {
            prop_assert_eq!(ours(&s), reference(&s));
            prop_assert_eq!(ours(&s), serde_json::to_string(&s).ok());
        }
    }

    /// Keys JSON cannot have are refused, as `serde_json` refuses them; float keys are quoted.
    #[test]
    fn map_keys() {
        let by_list = BTreeMap::from([(vec![1], 2)]);
        assert_eq!(ours(&by_list), None);
        assert_eq!(reference(&by_list), None);
        struct FloatKey(f64);
        impl Serialize for FloatKey {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                use serde::ser::SerializeMap;
                let mut m = s.serialize_map(Some(1))?;
                m.serialize_entry(&self.0, &1)?;
                m.end()
            }
        }
        assert_eq!(ours(&FloatKey(1.5)).as_deref(), Some("{\n  \"1.5\": 1\n}"));
        assert_eq!(ours(&FloatKey(1.5)), reference(&FloatKey(1.5)));
        assert_eq!(ours(&FloatKey(f64::NAN)), None);
        assert_eq!(reference(&FloatKey(f64::NAN)), None);
    }
}
