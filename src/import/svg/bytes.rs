//! Bytes that are SVG: a gzip-compressed drawing (`.svgz`, Inkscape's "Compressed SVG"; usvg
//! reads it too) and text in UTF-16 or UTF-32, told by a byte-order mark or by the first
//! characters `<?` of the XML declaration (XML 1.0, appendix F), decoded to the text the importer
//! reads. UTF-8 text is read as it is; ISO-8859-1 when its XML declaration says so.
//!
//! Decompression is by flate2 (its pure-Rust miniz_oxide backend, which builds for wasm32) and
//! stops at [`crate::input::MAX_FILE_BYTES`] of output: a gzip bomb gets an
//! error, not the memory it asks for.

use crate::input::MAX_FILE_BYTES;
use std::io::Read;

/// Why bytes cannot be read as an SVG's text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BytesError {
    /// More than [`MAX_FILE_BYTES`] bytes read.
    #[error("larger than {max} bytes")]
    TooLarge {
        /// The limit, bytes.
        max: usize,
    },
    /// A gzip stream whose content is larger than [`MAX_FILE_BYTES`].
    #[error(
        "a compressed SVG that decompresses to more than {max} bytes (savanna reads drawings up to that size): decompress it and simplify the drawing, or check that it is the file meant"
    )]
    Decompressed {
        /// The limit, bytes.
        max: usize,
    },
    /// A gzip stream that does not decompress.
    #[error("a compressed SVG (gzip) that does not decompress: {0}")]
    Gzip(String),
    /// Bytes that are not text in the encoding found.
    #[error("not {encoding} text: {why}; save the drawing as UTF-8")]
    Encoding {
        /// The encoding (`UTF-16LE`...).
        encoding: &'static str,
        /// What is wrong and where (`an unpaired surrogate at byte 12`).
        why: String,
    },
    /// Bytes that are not UTF-8 text, with no other encoding found.
    #[error("not UTF-8 text")]
    NotUtf8,
}

/// Whether `bytes` start with gzip's magic number (1f 8b, RFC 1952 §2.3.1).
pub fn is_gzip(bytes: &[u8]) -> bool {
    bytes.starts_with(&[0x1f, 0x8b])
}

/// The encoding `bytes` start in when it is UTF-16 or UTF-32 (by its byte-order mark, or by `<`
/// and `?` encoded so: XML 1.0 appendix F), and the length of its byte-order mark.
fn wide_encoding(b: &[u8]) -> Option<(Wide, usize)> {
    use Wide::*;
    Some(match b {
        [0xff, 0xfe, 0, 0, ..] => (Utf32Le, 4),
        [0, 0, 0xfe, 0xff, ..] => (Utf32Be, 4),
        [0xff, 0xfe, ..] => (Utf16Le, 2),
        [0xfe, 0xff, ..] => (Utf16Be, 2),
        [b'<', 0, 0, 0, ..] => (Utf32Le, 0),
        [0, 0, 0, b'<', ..] => (Utf32Be, 0),
        [b'<', 0, b'?', 0, ..] => (Utf16Le, 0),
        [0, b'<', 0, b'?', ..] => (Utf16Be, 0),
        _ => return None,
    })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Wide {
    Utf16Le,
    Utf16Be,
    Utf32Le,
    Utf32Be,
}

impl Wide {
    fn name(self) -> &'static str {
        match self {
            Wide::Utf16Le => "UTF-16LE",
            Wide::Utf16Be => "UTF-16BE",
            Wide::Utf32Le => "UTF-32LE",
            Wide::Utf32Be => "UTF-32BE",
        }
    }
}

/// Whether `bytes` are an SVG in a form other than UTF-8 text: compressed (gzip), or UTF-16 or
/// UTF-32 text whose first character after the byte-order mark and white space is `<` ([`decode`]
/// reads them; a board file in UTF-16 is not one). Plain UTF-8 text is told by its first
/// character `<` ([`crate::frontend::looks_like_svg`]).
pub fn is_svg_bytes(bytes: &[u8]) -> bool {
    if is_gzip(bytes) {
        return true;
    }
    let Some((enc, bom)) = wide_encoding(bytes) else {
        return false;
    };
    let head = &bytes[bom..bytes.len().min(bom + 256)];
    let first: Option<char> = match enc {
        Wide::Utf16Le | Wide::Utf16Be => char::decode_utf16(head.chunks_exact(2).map(|c| {
            if enc == Wide::Utf16Le {
                u16::from_le_bytes([c[0], c[1]])
            } else {
                u16::from_be_bytes([c[0], c[1]])
            }
        }))
        .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
        .find(|c| !c.is_whitespace()),
        Wide::Utf32Le | Wide::Utf32Be => head
            .chunks_exact(4)
            .map(|c| {
                let u = if enc == Wide::Utf32Le {
                    u32::from_le_bytes([c[0], c[1], c[2], c[3]])
                } else {
                    u32::from_be_bytes([c[0], c[1], c[2], c[3]])
                };
                char::from_u32(u).unwrap_or(char::REPLACEMENT_CHARACTER)
            })
            .find(|c| !c.is_whitespace()),
    };
    first == Some('<')
}

/// The text of an SVG file's `bytes` (at most [`MAX_FILE_BYTES`], before and after
/// decompression and decoding): gunzipped when compressed, decoded from UTF-16 or UTF-32 (the
/// byte-order mark dropped), from ISO-8859-1 when its XML declaration says so and it is not
/// UTF-8, else UTF-8 as it is.
///
/// # Errors
/// [`BytesError`]: too large, a gzip stream that does not decompress or decompresses beyond the
/// limit, bytes that are not text in their encoding.
pub fn decode(bytes: &[u8]) -> Result<String, BytesError> {
    let max = MAX_FILE_BYTES;
    if bytes.len() > max {
        return Err(BytesError::TooLarge { max });
    }
    let inflated;
    let bytes = if is_gzip(bytes) {
        let mut out = Vec::new();
        flate2::read::MultiGzDecoder::new(bytes)
            .take(max as u64 + 1)
            .read_to_end(&mut out)
            .map_err(|e| BytesError::Gzip(e.to_string()))?;
        if out.len() > max {
            return Err(BytesError::Decompressed { max });
        }
        inflated = out;
        &inflated[..]
    } else {
        bytes
    };
    let text = match wide_encoding(bytes) {
        Some((enc, bom)) => decode_wide(&bytes[bom..], enc, bom)?,
        None => match std::str::from_utf8(bytes) {
            Ok(s) => s.to_string(),
            Err(_) if declared_latin1(bytes) => bytes.iter().map(|&b| b as char).collect(),
            Err(_) => return Err(BytesError::NotUtf8),
        },
    };
    if text.len() > max {
        return Err(BytesError::TooLarge { max });
    }
    Ok(text)
}

/// Whether the XML declaration at the start of `bytes` names ISO-8859-1 (Latin-1).
fn declared_latin1(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(200)];
    let Some(end) = head.windows(2).position(|w| w == b"?>") else {
        return false;
    };
    let decl = String::from_utf8_lossy(&head[..end]).to_ascii_lowercase();
    decl.trim_start().starts_with("<?xml")
        && ["iso-8859-1", "latin1", "latin-1", "iso_8859-1"]
            .iter()
            .any(|n| {
                decl.contains(&format!("encoding=\"{n}\""))
                    || decl.contains(&format!("encoding='{n}'"))
            })
}

/// `b` (after its byte-order mark of `bom` bytes) decoded from `enc`; the positions in errors
/// count from the file's first byte.
fn decode_wide(b: &[u8], enc: Wide, bom: usize) -> Result<String, BytesError> {
    let err = |why: String| BytesError::Encoding {
        encoding: enc.name(),
        why,
    };
    match enc {
        Wide::Utf16Le | Wide::Utf16Be => {
            if !b.len().is_multiple_of(2) {
                return Err(err(format!(
                    "an odd number of bytes ({}) after the byte-order mark",
                    b.len()
                )));
            }
            let units = b.chunks_exact(2).map(|c| match enc {
                Wide::Utf16Le => u16::from_le_bytes([c[0], c[1]]),
                _ => u16::from_be_bytes([c[0], c[1]]),
            });
            let mut s = String::with_capacity(b.len() / 2);
            let mut at = bom;
            for c in char::decode_utf16(units) {
                match c {
                    Ok(c) => {
                        s.push(c);
                        at += 2 * c.len_utf16();
                    }
                    Err(e) => {
                        return Err(err(format!(
                            "an unpaired surrogate {:#06x} at byte {at}",
                            e.unpaired_surrogate()
                        )));
                    }
                }
            }
            Ok(s)
        }
        Wide::Utf32Le | Wide::Utf32Be => {
            if !b.len().is_multiple_of(4) {
                return Err(err(format!(
                    "{} bytes after the byte-order mark, not a multiple of 4",
                    b.len()
                )));
            }
            let mut s = String::with_capacity(b.len() / 4);
            for (i, c) in b.chunks_exact(4).enumerate() {
                let u = match enc {
                    Wide::Utf32Le => u32::from_le_bytes([c[0], c[1], c[2], c[3]]),
                    _ => u32::from_be_bytes([c[0], c[1], c[2], c[3]]),
                };
                match char::from_u32(u) {
                    Some(c) => s.push(c),
                    None => {
                        return Err(err(format!(
                            "{u:#x} at byte {} is no character",
                            bom + 4 * i
                        )));
                    }
                }
            }
            Ok(s)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16(s: &str, le: bool, bom: bool) -> Vec<u8> {
        let mut out = Vec::new();
        for u in bom
            .then_some('\u{feff}')
            .into_iter()
            .chain(s.chars())
            .collect::<String>()
            .encode_utf16()
        {
            out.extend(if le { u.to_le_bytes() } else { u.to_be_bytes() });
        }
        out
    }

    /// UTF-16 either way round, with its mark or told by `<?`; UTF-32 likewise; the mark dropped.
    #[test]
    fn wide_encodings_decode() {
        let s = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><svg>é𝄞</svg>";
        for le in [true, false] {
            for bom in [true, false] {
                assert_eq!(decode(&utf16(s, le, bom)).unwrap(), s);
            }
        }
        let mut b = vec![0xff, 0xfe, 0, 0];
        for c in s.chars() {
            b.extend((c as u32).to_le_bytes());
        }
        assert_eq!(decode(&b).unwrap(), s);
        let be: Vec<u8> = s.chars().flat_map(|c| (c as u32).to_be_bytes()).collect();
        assert_eq!(decode(&be).unwrap(), s);
    }

    /// An unpaired surrogate, an odd length and a code point beyond U+10FFFF are errors that say
    /// where; Latin-1 only when declared. A board file in UTF-16 is not taken for an SVG.
    #[test]
    fn bad_wide_text_is_named() {
        let mut b = utf16("<?x", true, true);
        b.extend([0x00, 0xd8, b'a', 0]);
        let e = decode(&b).unwrap_err().to_string();
        assert!(e.contains("UTF-16LE") && e.contains("byte 8"), "{e}");
        b.push(0);
        assert!(decode(&b).unwrap_err().to_string().contains("odd"));
        let e = decode(&[0, 0, 0xfe, 0xff, 0, 0x11, 0, 0])
            .unwrap_err()
            .to_string();
        assert!(e.contains("0x110000 at byte 4"), "{e}");
        let latin = b"<?xml version='1.0' encoding='ISO-8859-1'?><svg>\xe9</svg>";
        assert_eq!(
            decode(latin).unwrap(),
            "<?xml version='1.0' encoding='ISO-8859-1'?><svg>é</svg>"
        );
        assert_eq!(decode(b"<svg>\xe9</svg>"), Err(BytesError::NotUtf8));
        assert!(is_svg_bytes(&utf16(" <svg/>", false, true)));
        assert!(!is_svg_bytes(&utf16("lines: []", true, true)));
        assert!(!is_svg_bytes(b"<svg/>"));
    }
}
