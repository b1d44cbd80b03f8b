//! The font programs savanna's print sheets are set in, as bytes (see README.md for what each
//! covers and its licence). Each constant is one file of `fonts/`, unchanged: savanna recognises a
//! font by its length and hash, so these bytes must never be re-encoded.
#![no_std]

/// DejaVu Sans (`fonts/DejaVuSans.ttf`): Latin, Greek, Cyrillic and most symbols. Bitstream Vera
/// licence, `fonts/LICENSE-DejaVu.txt`.
pub static DEJAVU_SANS: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");
/// Noto Sans Arabic (`fonts/NotoSansArabic-Regular.ttf`). SIL Open Font License 1.1.
pub static NOTO_SANS_ARABIC: &[u8] = include_bytes!("../fonts/NotoSansArabic-Regular.ttf");
/// Noto Sans Hebrew (`fonts/NotoSansHebrew-Regular.ttf`). SIL Open Font License 1.1.
pub static NOTO_SANS_HEBREW: &[u8] = include_bytes!("../fonts/NotoSansHebrew-Regular.ttf");
/// Noto Sans Devanagari (`fonts/NotoSansDevanagari-Regular.ttf`). SIL Open Font License 1.1.
pub static NOTO_SANS_DEVANAGARI: &[u8] = include_bytes!("../fonts/NotoSansDevanagari-Regular.ttf");
/// Noto Sans Thai (`fonts/NotoSansThai-Regular.ttf`). SIL Open Font License 1.1.
pub static NOTO_SANS_THAI: &[u8] = include_bytes!("../fonts/NotoSansThai-Regular.ttf");
/// A subset of Noto Sans CJK JP (`fonts/NotoSansCJKjp-Regular-subset.otf`): the characters of
/// GB 2312, JIS X 0208, Big5 level 1 and the Hangul syllables of KS X 1001. SIL Open Font
/// License 1.1.
pub static NOTO_SANS_CJK_JP_SUBSET: &[u8] =
    include_bytes!("../fonts/NotoSansCJKjp-Regular-subset.otf");
/// Noto Emoji (`fonts/NotoEmoji-Regular.ttf`), monochrome outlines. SIL Open Font License 1.1.
pub static NOTO_EMOJI: &[u8] = include_bytes!("../fonts/NotoEmoji-Regular.ttf");
