/**
 * A file's bytes as the page reads them: gzip-compressed files unpacked (DecompressionStream),
 * text decoded by its byte-order mark (UTF-8, UTF-16 LE/BE, UTF-32 LE/BE; UTF-8 without one),
 * and SVG drawings recognised by name (`.svg`, `.svgz`) or by their first element.
 */
import { t } from '../i18n';

/** Whether the bytes start as gzip does (RFC 1952: 1f 8b). */
export function isGzip(b: Uint8Array): boolean {
  return b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;
}

/** The bytes gunzipped. */
export async function gunzip(b: Uint8Array): Promise<Uint8Array> {
  const out = new Response(new Blob([b as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip')));
  return new Uint8Array(await out.arrayBuffer());
}

/** The text of `b` by its byte-order mark (UTF-8 without one); throws a sentence saying what
 *  the bytes are when they are not text in that encoding. */
export function decodeText(b: Uint8Array): string {
  const u32 = (le: boolean): string => {
    if ((b.length - 4) % 4 !== 0) throw new Error(t('editor-file-utf32-length'));
    const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
    let s = '';
    for (let i = 4; i < b.length; i += 4) {
      const c = dv.getUint32(i, le);
      if (c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) throw new Error(t('editor-file-utf32-char', { i: String(i) }));
      s += String.fromCodePoint(c);
    }
    return s;
  };
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) return u32(true);
  if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) return u32(false);
  const enc = b[0] === 0xff && b[1] === 0xfe ? 'utf-16le' : b[0] === 0xfe && b[1] === 0xff ? 'utf-16be' : 'utf-8';
  try {
    // The decoder drops the byte-order mark.
    return new TextDecoder(enc, { fatal: true }).decode(b);
  } catch {
    throw new Error(enc === 'utf-8' ? t('editor-file-not-utf8') : t('editor-file-not-text', { enc: enc.toUpperCase() }));
  }
}

/** Whether a text is an SVG drawing: an `<svg` element first (after a declaration and comments). */
export function looksLikeSvg(text: string): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text);
}

/** Whether the bytes are a JPEG, PNG or WebP image, by their signature (JPEG FF D8 FF, PNG's
 *  8 bytes 89 'PNG' 0D 0A 1A 0A, WebP 'RIFF' size 'WEBP'): a photo for the photo import. */
export function isPhoto(b: Uint8Array): boolean {
  const at = (i: number, s: string): boolean => [...s].every((c, k) => b[i + k] === c.charCodeAt(0));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return true;
  if (b.length >= 8 && b[0] === 0x89 && at(1, 'PNG') && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return true;
  return b.length >= 12 && at(0, 'RIFF') && at(8, 'WEBP');
}

/** A file read: an SVG drawing (its bytes as they are, for the engine's import, which unpacks
 *  and decodes them itself), a photo (JPEG, PNG or WebP bytes, for the photo import), or a
 *  board's text. */
export type ReadFile = { kind: 'svg'; bytes: Uint8Array } | { kind: 'photo'; bytes: Uint8Array } | { kind: 'text'; text: string };

/** Read a file's bytes (`name` for its extension). Throws a sentence saying why it cannot be read. */
export async function readFileBytes(name: string, bytes: Uint8Array): Promise<ReadFile> {
  if (/\.svgz?$/i.test(name)) return { kind: 'svg', bytes };
  // By the bytes, not the name: a photo named .jpg that is no image is told so by the engine.
  if (isPhoto(bytes) || /\.(jpe?g|png|webp)$/i.test(name)) return { kind: 'photo', bytes };
  let raw = bytes;
  if (isGzip(bytes)) {
    try { raw = await gunzip(bytes); } catch { throw new Error(t('editor-file-gzip')); }
  }
  const text = decodeText(raw);
  if (looksLikeSvg(text)) return { kind: 'svg', bytes };
  return { kind: 'text', text };
}
