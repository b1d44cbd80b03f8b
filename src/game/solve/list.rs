//! The quiet successor lists of a class, as runs of consecutive numbers ([`encode_list`],
//! [`decode_list`]).

/// One chunk's quiet successor lists: the offsets of each placement's list in the bytes
/// (one more at the end), and the bytes ([`encode_list`]).
pub(super) type List = (Vec<u32>, Vec<u8>);

/// Appends the numbers `list` (sorted here, distinct) to `out` as runs of consecutive numbers,
/// each written as its start's distance `d` from the end of the run before (the first from 0)
/// and its length `len`: one byte `(len - 1) << 5 | d` when `d < 32` and `len <= 4` (the high
/// bit clear), else the byte `0x80` and `d` and `len - 1` in LEB128 (seven bits a byte, the
/// high bit set on all but the last byte of a number).
///
/// A quiet turn keeps the other side's pieces, so a turn's quiet results share one lion
/// vector, hence one block of the numbering, and lie close together: on classic and the
/// generated boards about two in three follow their predecessor directly (a run), and the runs
/// are a few apart. So a list takes about one byte a run, 2.7 results, instead of one byte a
/// result as gaps would, and a layer pass reads each run as one slice.
pub(super) fn encode_list(list: &mut [u32], out: &mut Vec<u8>) {
    fn leb(mut d: u32, out: &mut Vec<u8>) {
        while d >= 0x80 {
            out.push((d as u8 & 0x7f) | 0x80);
            d >>= 7;
        }
        out.push(d as u8);
    }
    list.sort_unstable();
    let mut end = 0u32;
    let mut i = 0;
    while i < list.len() {
        let start = list[i];
        let mut len = 1u32;
        while i + (len as usize) < list.len() && list[i + len as usize] == start + len {
            len += 1;
        }
        let d = start - end;
        if d < 32 && len <= 4 {
            out.push(((len - 1) << 5 | d) as u8);
        } else {
            out.push(0x80);
            leb(d, out);
            leb(len - 1, out);
        }
        end = start + len;
        i += len as usize;
    }
}

/// Calls `f(start, len)` with each run of consecutive numbers of a list written by
/// [`encode_list`], in increasing order.
#[inline]
pub(super) fn decode_list(bytes: &[u8], mut f: impl FnMut(u32, u32)) {
    #[inline]
    fn leb(bytes: &[u8], i: &mut usize) -> u32 {
        let mut d = 0u32;
        let mut shift = 0;
        while let Some(&b) = bytes.get(*i) {
            *i += 1;
            d |= u32::from(b & 0x7f) << shift;
            if b < 0x80 {
                break;
            }
            shift += 7;
        }
        d
    }
    let mut end = 0u32;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        i += 1;
        let (d, len) = if b < 0x80 {
            (u32::from(b & 31), u32::from(b >> 5) + 1)
        } else {
            let d = leb(bytes, &mut i);
            (d, leb(bytes, &mut i) + 1)
        };
        let start = end + d;
        f(start, len);
        end = start + len;
    }
}
