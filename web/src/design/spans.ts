/**
 * Where a diagnostic points in the board's text: byte offsets to string indices, the `lines:`
 * entry a span falls in, the points a message names.
 */
import type { Diagnostic, Point } from '../engine-types';

/** Byte offset in the UTF-8 text -> index in the JS string (UTF-16). */
export function byteToIndex(text: string, byte: number): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    if (bytes >= byte) return i;
    const c = text.codePointAt(i)!;
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (c >= 0x10000) i++;
  }
  return text.length;
}

/** `byteToIndex` for many offsets into one text: a function of the byte offset, each call
 *  O(log n) after one O(n) pass (O(1) for ASCII text, where bytes are indices). A big board's
 *  squiggles called byteToIndex once each, a walk of the text each (1.7 s on 200 lines). */
export function byteIndexer(text: string): (byte: number) => number {
  if (/^[\u0000-\u007f]*$/.test(text)) return (byte) => (Number.isNaN(byte) ? text.length : Math.min(Math.max(0, Math.ceil(byte)), text.length));
  // Each code point's start: its index in the string and its byte offset.
  const idx: number[] = [], off: number[] = [];
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    idx.push(i);
    off.push(bytes);
    const c = text.codePointAt(i)!;
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (c >= 0x10000) i++;
  }
  return (byte) => {
    // The first code point starting at or after `byte` (as byteToIndex), else the text's end.
    let lo = 0, hi = off.length;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (off[m] >= byte) hi = m; else lo = m + 1;
    }
    return lo < idx.length ? idx[lo] : text.length;
  };
}

/** The spans (byte offset, length) a diagnostic points at, in either label shape. */
export function spansOf(d: Diagnostic): { offset: number; len: number }[] {
  return (d.labels ?? []).flatMap((l) => {
    if (l.span) return [l.span];
    if (typeof l.offset === 'number') return [{ offset: l.offset, len: l.length ?? 0 }];
    return [];
  });
}

/**
 * Which entry of `lines:` (0-based) the text index `at` falls in, by the block's layout: the
 * entries are the `- ` items of the top-level `lines:` key. -1 when `at` is not in that block.
 */
export function lineEntryAt(yaml: string, at: number): number {
  const m = /^lines:[^\n]*\n/m.exec(yaml);
  if (!m || at < m.index) return -1;
  let i = m.index + m[0].length;
  let entry = -1;
  while (i < yaml.length) {
    const end = yaml.indexOf('\n', i) < 0 ? yaml.length : yaml.indexOf('\n', i) + 1;
    const line = yaml.slice(i, end);
    if (/^\S/.test(line) && !line.startsWith('-')) break; // the next top-level key
    if (/^\s*- /.test(line) || /^-\s/.test(line)) {
      const indent = line.length - line.trimStart().length;
      if (indent <= 2) entry++;
    }
    if (at < end) return entry;
    i = end;
  }
  return -1;
}

/** Points written in a message, `(x, y)`: the places a diagnostic names. */
export function pointsInMessage(s: string): Point[] {
  const out: Point[] = [];
  for (const m of s.matchAll(/\((-?[0-9][0-9.e+-]*), (-?[0-9][0-9.e+-]*)\)/g)) {
    const p: Point = [Number(m[1]), Number(m[2])];
    if (Number.isFinite(p[0]) && Number.isFinite(p[1])) out.push(p);
  }
  return out;
}

/** The number a line goes by for people: its index in `lines:` (0-based, as edits take it)
 *  plus one, as the engine's diagnostics and the CLI number lines ("line 1" is the first). */
export function lineNumber(index: number): number {
  return index + 1;
}
