/**
 * Board links: the board's text in the address's fragment, `#board=` followed by the base64url
 * (RFC 4648 §5, no padding) of the raw DEFLATE (RFC 1951, no zlib or gzip header) of the board
 * text's UTF-8 bytes. The fragment never reaches a server. The manual's editor chapter (docs/src/editor.md) documents the
 * format for other frontends.
 */
import { t } from '../i18n';

/** The fragment's key. */
export const LINK_KEY = 'board';

/** The bytes of `data` through a (de)compression stream. */
async function through(data: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([data as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text (padding allowed, nothing else): null when it is not base64url. */
export function fromBase64Url(s: string): Uint8Array | null {
  const t = s.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(t) || t.length % 4 === 1) return null;
  const bin = atob(t.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (t.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The fragment (without `#`) that carries `yaml`. */
export async function boardFragment(yaml: string): Promise<string> {
  const packed = await through(new TextEncoder().encode(yaml), new CompressionStream('deflate-raw'));
  return `${LINK_KEY}=${toBase64Url(packed)}`;
}

/** What an address's fragment holds: nothing, a board's text, or why it cannot be read. */
export type LinkContent = { kind: 'none' } | { kind: 'board'; yaml: string } | { kind: 'error'; message: string };

/** Read a fragment (`location.hash`, with or without its `#`). */
export async function readFragment(hash: string): Promise<LinkContent> {
  const f = hash.replace(/^#/, '');
  if (!f) return { kind: 'none' };
  const m = /^board=([^&]*)$/.exec(f);
  if (!m) {
    const shown = f.length > 40 ? `${f.slice(0, 40)}…` : f;
    return { kind: 'error', message: t('editor-link-not-board', { shown }) };
  }
  let payload = m[1];
  try { payload = decodeURIComponent(payload); } catch { /* kept as it is: checked below */ }
  const bytes = fromBase64Url(payload);
  if (!bytes || bytes.length === 0) {
    return { kind: 'error', message: t('editor-link-not-base64') };
  }
  let raw: Uint8Array;
  try {
    raw = await through(bytes, new DecompressionStream('deflate-raw'));
  } catch {
    return { kind: 'error', message: t('editor-link-not-deflate') };
  }
  try {
    return { kind: 'board', yaml: new TextDecoder('utf-8', { fatal: true }).decode(raw) };
  } catch {
    return { kind: 'error', message: t('editor-link-not-utf8') };
  }
}
