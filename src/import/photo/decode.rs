//! Decoding: a JPEG, PNG or WebP file read with the `image` crate's pure-Rust decoders, turned
//! upright by its EXIF orientation (the decoder's `orientation()`), and reduced to a grey
//! [`Gray`] of at most about [`WORK_PIXELS`] pixels by an integer box filter.

use super::{Gray, MAX_PIXELS, PhotoError, WORK_PIXELS};
use image::{ImageDecoder, ImageReader};
use std::io::Cursor;

/// A decoded photo.
#[derive(Debug, Clone, PartialEq)]
pub struct Decoded {
    /// The photo's size as stored, px (before the orientation).
    pub stored: (u32, u32),
    /// The EXIF orientation applied (`None`: upright as stored).
    pub orientation: Option<&'static str>,
    /// The format (`JPEG`, `PNG`, `WebP`).
    pub format: &'static str,
    /// The upright photo in grey, reduced by [`Decoded::factor`].
    pub gray: Gray,
    /// The reduction factor: one pixel of [`Decoded::gray`] is `factor × factor` pixels of the photo.
    pub factor: usize,
}

/// Decodes `bytes`.
///
/// # Errors
/// [`PhotoError::Decode`] for a file that is no JPEG, PNG or WebP image or a damaged one,
/// [`PhotoError::Truncated`] for a file cut short (a JPEG whose image data has no end-of-image
/// marker, a PNG or WebP whose decoder meets the end of the file),
/// [`PhotoError::Empty`] for 0 pixels, [`PhotoError::TooLarge`] above [`MAX_PIXELS`] (from the
/// header, before decoding).
pub fn decode(bytes: &[u8]) -> Result<Decoded, PhotoError> {
    // A PNG's header declaring no pixels is refused by the decoder with its own words: said here.
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") && bytes.len() >= 24 && &bytes[12..16] == b"IHDR" {
        let width = u32::from_be_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]);
        let height = u32::from_be_bytes([bytes[20], bytes[21], bytes[22], bytes[23]]);
        if width == 0 || height == 0 {
            return Err(PhotoError::Empty { width, height });
        }
    }
    let reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|e| PhotoError::Decode(e.to_string()))?;
    let format = match reader.format() {
        Some(image::ImageFormat::Jpeg) => "JPEG",
        Some(image::ImageFormat::Png) => "PNG",
        Some(image::ImageFormat::WebP) => "WebP",
        _ => {
            return Err(PhotoError::Decode(
                "not a JPEG, PNG or WebP file (savanna reads photos in these formats)".into(),
            ));
        }
    };
    let damaged = |e: image::ImageError| {
        if cut_short(format, bytes) {
            PhotoError::Truncated { format }
        } else {
            PhotoError::Decode(e.to_string())
        }
    };
    let mut decoder = reader.into_decoder().map_err(damaged)?;
    let (width, height) = decoder.dimensions();
    if width == 0 || height == 0 {
        return Err(PhotoError::Empty { width, height });
    }
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(PhotoError::TooLarge { width, height });
    }
    if cut_short(format, bytes) {
        return Err(PhotoError::Truncated { format });
    }
    let mut limits = image::Limits::default();
    limits.max_alloc = Some(MAX_PIXELS * 8);
    decoder
        .set_limits(limits)
        .map_err(|e| PhotoError::Decode(e.to_string()))?;
    // A missing or unreadable EXIF block is no orientation.
    let orientation = decoder
        .orientation()
        .unwrap_or(image::metadata::Orientation::NoTransforms);
    let img = image::DynamicImage::from_decoder(decoder).map_err(damaged)?;
    let mut luma = image::DynamicImage::ImageLuma8(img.into_luma8());
    luma.apply_orientation(orientation);
    let luma = luma.into_luma8();
    let (w, h) = (luma.width() as usize, luma.height() as usize);
    let factor = reduction(w, h);
    let gray = reduce(luma.as_raw(), w, h, factor);
    use image::metadata::Orientation as O;
    let orientation = match orientation {
        O::NoTransforms => None,
        O::Rotate90 => Some("turned 90° clockwise"),
        O::Rotate180 => Some("turned 180°"),
        O::Rotate270 => Some("turned 90° anticlockwise"),
        O::FlipHorizontal => Some("mirrored left to right"),
        O::FlipVertical => Some("mirrored top to bottom"),
        O::Rotate90FlipH => Some("turned 90° clockwise and mirrored"),
        O::Rotate270FlipH => Some("turned 90° anticlockwise and mirrored"),
    };
    Ok(Decoded {
        stored: (width, height),
        orientation,
        format,
        gray,
        factor,
    })
}

/// Whether the file `b` of `format` (`JPEG`, `PNG`, `WebP`) is cut short: a JPEG by
/// [`jpeg_truncated`]; a PNG without its closing `IEND` chunk (ISO/IEC 15948 §5.6, the last
/// chunk); a WebP shorter than its RIFF header's size (RFC 9649 §2.5).
pub fn cut_short(format: &str, b: &[u8]) -> bool {
    match format {
        "JPEG" => jpeg_truncated(b),
        "PNG" => !b.windows(4).rev().take(64).any(|w| w == b"IEND"),
        "WebP" => {
            b.len() >= 8
                && (b.len() as u64) < 8 + u64::from(u32::from_le_bytes([b[4], b[5], b[6], b[7]]))
        }
        _ => false,
    }
}

/// Whether the JPEG file `b` is cut short: its segments walked from the start of image to the
/// first start of scan (SOS, `FF DA`), no end of image (EOI, `FF D9`) follows in the rest of the
/// file (the entropy-coded data stuffs every `FF` with `00`, so `FF D9` there is the EOI; an
/// EXIF thumbnail's own markers sit inside its APP1 segment, skipped by its length). ITU-T T.81
/// (ISO/IEC 10918-1) §B.1. A file that does not parse as far as a scan is left to the decoder,
/// except one that ends in its headers, which is cut short too.
pub fn jpeg_truncated(b: &[u8]) -> bool {
    let mut i = 2;
    loop {
        let (Some(&ff), Some(&m)) = (b.get(i), b.get(i + 1)) else {
            return true;
        };
        if ff != 0xff {
            return false;
        }
        match m {
            // Fill bytes before a marker.
            0xff => i += 1,
            // Markers without a length: TEM, RSTn.
            0x01 | 0xd0..=0xd7 => i += 2,
            // An end of image before any scan: the decoder says what is wrong.
            0xd9 => return false,
            _ => {
                let (Some(&hi), Some(&lo)) = (b.get(i + 2), b.get(i + 3)) else {
                    return true;
                };
                let len = usize::from(u16::from_be_bytes([hi, lo]));
                if m == 0xda {
                    let rest = b.get(i + 2 + len..).unwrap_or(&[]);
                    return !rest.windows(2).any(|w| w == [0xff, 0xd9]);
                }
                i += 2 + len;
            }
        }
    }
}

/// The integer factor that brings `w × h` pixels to at most about [`WORK_PIXELS`].
pub fn reduction(w: usize, h: usize) -> usize {
    let px = w as f64 * h as f64;
    (libm::ceil(libm::sqrt(px / WORK_PIXELS)) as usize).max(1)
}

/// `luma` (`w × h` bytes) reduced by `factor`: each pixel the mean of a `factor × factor` block
/// (the last row and column of blocks may be narrower), in 0..=1.
pub fn reduce(luma: &[u8], w: usize, h: usize, factor: usize) -> Gray {
    let f = factor.max(1);
    let (rw, rh) = (w.div_ceil(f), h.div_ceil(f));
    let mut sums = vec![0u32; rw * rh];
    let mut counts = vec![0u32; rw * rh];
    for y in 0..h {
        let row = &luma[y * w..(y + 1) * w];
        let base = (y / f) * rw;
        for (x, &v) in row.iter().enumerate() {
            sums[base + x / f] += u32::from(v);
            counts[base + x / f] += 1;
        }
    }
    Gray {
        width: rw,
        height: rh,
        data: sums
            .iter()
            .zip(&counts)
            .map(|(&s, &c)| s as f32 / (c.max(1) as f32 * 255.0))
            .collect(),
    }
}

/// The `q`-quantile (0..=1) of `g`'s values, from a 256-bin histogram (bin centres).
pub fn percentile(g: &Gray, q: f64) -> f32 {
    let h = histogram(g);
    let total: u64 = h.iter().sum();
    let want = (q * total as f64) as u64;
    let mut seen = 0;
    for (i, c) in h.iter().enumerate() {
        seen += c;
        if seen > want {
            return (i as f32 + 0.5) / 256.0;
        }
    }
    1.0
}

/// 256-bin histogram of `g`'s values.
pub fn histogram(g: &Gray) -> [u64; 256] {
    let mut h = [0u64; 256];
    for &v in &g.data {
        h[((v * 256.0) as usize).min(255)] += 1;
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(w: u32, h: u32, px: &[u8]) -> Vec<u8> {
        use image::ImageEncoder;
        let mut out = Vec::new();
        image::codecs::png::PngEncoder::new(&mut out)
            .write_image(px, w, h, image::ExtendedColorType::L8)
            .unwrap();
        out
    }

    #[test]
    fn reduces_by_block_means() {
        // 3 × 2 pixels reduced by 2: blocks {0, 255, 0, 255} and {128, 128}.
        let g = reduce(&[0, 255, 128, 0, 255, 128], 3, 2, 2);
        assert_eq!((g.width, g.height), (2, 1));
        assert_eq!(g.data, vec![0.5, 128.0 / 255.0]);
        assert_eq!(reduction(4000, 3000), 2); // 12 Mpx / 4 = 3 Mpx
        assert_eq!(reduction(1000, 1000), 1);
    }

    #[test]
    fn reads_a_png() {
        let d = decode(&png(3, 2, &[0, 51, 102, 153, 204, 255])).unwrap();
        assert_eq!(d.format, "PNG");
        assert_eq!((d.gray.width, d.gray.height, d.factor), (3, 2, 1));
        assert_eq!(d.gray.at(1, 0), 0.2);
        assert_eq!(d.orientation, None);
    }

    /// A PNG whose header declares 20 000 × 20 000 px is refused before decoding.
    #[test]
    fn refuses_a_huge_header() {
        let mut p = png(1, 1, &[0]);
        // IHDR's width and height (bytes 16..24), then its CRC over type and data (12..29).
        p[16..20].copy_from_slice(&20_000u32.to_be_bytes());
        p[20..24].copy_from_slice(&20_000u32.to_be_bytes());
        let crc = crc32fast::hash(&p[12..29]);
        p[29..33].copy_from_slice(&crc.to_be_bytes());
        let e = decode(&p).unwrap_err();
        assert_eq!(
            e,
            PhotoError::TooLarge {
                width: 20_000,
                height: 20_000
            }
        );
        assert!(e.to_string().contains("400 megapixels"), "{e}");
    }

    #[test]
    fn refuses_garbage_and_truncation() {
        assert!(matches!(decode(b"hello"), Err(PhotoError::Decode(_))));
        assert!(matches!(decode(&[]), Err(PhotoError::Decode(_))));
        // Cut short: said so (not the decoder's words).
        let p = png(64, 64, &[128; 64 * 64]);
        assert_eq!(
            decode(&p[..p.len() / 2]),
            Err(PhotoError::Truncated { format: "PNG" })
        );
        let j = jpeg(16, 16);
        assert!(decode(&j).is_ok());
        for cut in [j.len() - 2, j.len() / 2, 40] {
            assert_eq!(
                decode(&j[..cut]),
                Err(PhotoError::Truncated { format: "JPEG" }),
                "cut at {cut}"
            );
        }
    }

    fn jpeg(w: u32, h: u32) -> Vec<u8> {
        use image::ImageEncoder;
        let mut out = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90)
            .write_image(
                &vec![200; (w * h) as usize],
                w,
                h,
                image::ExtendedColorType::L8,
            )
            .unwrap();
        out
    }
}
