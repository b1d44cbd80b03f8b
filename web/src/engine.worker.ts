/**
 * The Web Worker that runs the savanna engine, so the page never freezes.
 *
 * Messages in (from engine-client.ts):
 * - `{type: 'init', wasmBase64, wasmEncoding, fontsBase64, fontSizes, lang}`: load the engine from the wasm as base64 ('' :
 *   the loader's own default), gzip-compressed when `wasmEncoding` is 'gzip'; answers `{type: 'ready', version}`
 *   or `{type: 'fatal', message}`. The sheet fonts (gzip of the files one after another, and
 *   their lengths) are kept as they came and decoded only for the first PDF or PNG render.
 *   `lang` (the page's language, i18n.ts) goes into every call whose answer people read
 *   (`withLang`): the diagnostics of check and build, the sheet of render, the headline of
 *   balance, a play session's words.
 * - `{type: 'call', id, method, args}`: one Engine method by RPC (`check`, `build`, `render`,
 *   `importSvg`, `importPhoto`, `generate`, `moves`, `edit`, `balance`, `version`), or a play session:
 *   `play` answers a session id (a number); `session.send(id, line)`, `session.read(id)`,
 *   `session.record(id)`, `session.close(id)`. Answers `{type: 'result', id, value}` or
 *   `{type: 'error', id, message}`. `balance` posts `{type: 'progress', id, done, total, phase}`
 *   while it runs (`phase`: 'solve' while it solves for the exact value, then 'games').
 * - `editLive` (a call): `edit`, and the fast stage of the edited text in the same answer
 *   (`ahead`: a live answer with `ahead: true` and the text; the page takes it once that text is
 *   its newest); the page's own `live` of that text, next, then skips the fast stage.
 * - `{type: 'live', seq, yaml}`: the board changed. The newest text wins (an older one's
 *   capacities, not yet started, are dropped): first the fast stage (`build` with `capacity: false`: regions, adjacency,
 *   corners, the diagnostics), posted as `{type: 'live', seq, stage: 'fast', ...}` and followed
 *   by `{type: 'built', seq}` (the page sends no other text before it: edits that come faster
 *   than builds are coalesced there, engine-client.ts `live`); then, when no
 *   newer text arrived within LIVE_SETTLE_MS, the capacities (`stage: 'full'`).
 *   Both are built with `force`, so a board with errors is still drawn. A live answer's
 *   `output` is the validated board file in parts (live-limits.ts `boardParts`), its
 *   `diagnostics` the first DIAG_PER_CODE of each code, with `counts` (per code, in first-seen
 *   order), `total`, `errors` and `warnings` of all of them; its `text` at most REPORT_MAX
 *   characters (a big board's are tens of MB: copied and parsed on the page's thread they
 *   blocked it for seconds).
 * - `liveBoard` (a call: yaml): the board a text makes (no capacities) in parts, as a live
 *   answer's `output`, or null.
 * - `liveDiagnostics` (a call: yaml, code, from, count): more rows of one code of the newest
 *   live answer (the page's "and N more"): the engine kept them (`build` with `perCode`: the
 *   live build writes only the first DIAG_PER_CODE of each code, as 200 lines' 35 000
 *   diagnostics were a third of its time), or, for a board it could not read, the worker.
 */
import { load } from './engine-loader';
import type { BuildOptions, CheckOptions, Diagnostic, Engine, Session } from './engine-types';
import { boardParts, capDiagnostics, DIAG_PER_CODE, partsBuffers, REPORT_MAX, type BoardParts } from './live-limits';

/** How long the text must stay unchanged before the capacities are computed, in ms: a newer
 *  text within this time (an undo pressed twice, typing) skips them. */
const LIVE_SETTLE_MS = 40;

declare const self: DedicatedWorkerGlobalScope;

let engine: Engine | null = null;
/** The page's language (`init`'s `lang`). */
let lang: 'en' | 'ru' = 'en';

/** `opts` of a call of `method` with the page's language: `lang` for the diagnostics of check
 *  and build, balance's headline and importSvg's warnings, `locale` (the reader's language, a board's own `lang:`
 *  first) for render's sheet and a play session. In English, `opts` as they are. */
function withLang(method: string, opts: unknown): unknown {
  if (lang === 'en' || (opts !== undefined && (typeof opts !== 'object' || opts === null))) return opts;
  const key = method === 'render' || method === 'play' ? 'locale' : ['check', 'build', 'balance', 'importSvg'].includes(method) ? 'lang' : null;
  return key ? { ...(opts as object), [key]: lang } : opts;
}
/** Settles once `init` has loaded the engine (or failed): calls and live builds wait for it. */
let loaded: Promise<unknown> = new Promise(() => {});
const sessions = new Map<number, Session>();
let nextSession = 1;

// The live pipeline: the timer of the newest text's capacity stage.
let fullTimer: ReturnType<typeof setTimeout> | null = null;

/** Base64 to bytes (the wasm inlined in the page). */
function decodeBase64(b64: string): Uint8Array<ArrayBuffer> {
  // The native decoder where there is one (Chromium 140+, Firefox 133+, Safari 18.2+).
  const native = (Uint8Array as unknown as { fromBase64?: (s: string) => Uint8Array<ArrayBuffer> }).fromBase64;
  if (native) return native(b64);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The sheet fonts as the page gave them (see `init`). */
let fontBlob: { base64: string; sizes: number[] } = { base64: '', sizes: [] };

/** Registers the sheet fonts before the first PDF or PNG (the wasm holds only their metrics). */
async function ensureFonts(e: Engine): Promise<void> {
  if (!e.loadFonts) return;
  await e.loadFonts(async () => {
    if (!fontBlob.base64) throw new Error('this page was built without the sheet fonts: it cannot print a PDF or PNG');
    const stream = new Blob([decodeBase64(fontBlob.base64)]).stream().pipeThrough(new DecompressionStream('gzip'));
    const all = new Uint8Array(await new Response(stream).arrayBuffer());
    let at = 0;
    return fontBlob.sizes.map((n) => { const f = all.subarray(at, at + n); at += n; return f; });
  });
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The diagnostics with their labels (byte spans) for the editor: build's own when they carry
 *  labels, else `check`'s (same board, same capacity setting). */
function diagnosticsOf(e: Engine, yaml: string, built: { diagnostics?: Diagnostic[] }, capacity: boolean): Diagnostic[] {
  const d = built.diagnostics ?? [];
  if (d.every((x) => Array.isArray(x.labels))) return d;
  try {
    return e.check(yaml, withLang('check', { path: 'board.yaml', capacity }) as CheckOptions).diagnostics ?? d;
  } catch {
    return d;
  }
}

/** The text of the last `editLive` whose fast stage was sent ahead (see `runLive`). */
let spec: string | null = null;

/** The newest live answer's text and, when the engine did not keep them (a board it could not
 *  read: no tally), every one of its diagnostics (for `liveDiagnostics`). */
let held: { yaml: string; diagnostics: Diagnostic[] | null } = { yaml: '', diagnostics: [] };

function liveStage(seq: number, yaml: string, capacity: boolean): void {
  const m = liveMessage(seq, yaml, capacity, false);
  // The board's packed arrays moved to the page, not copied (live-limits.ts `partsBuffers`).
  if (m) self.postMessage(m, partsBuffers(m.output as BoardParts | null));
}

/** The live answer for `yaml` (see the module docs); `ahead`: sent with an `editLive` answer. */
function liveMessage(seq: number, yaml: string, capacity: boolean, ahead: boolean): Record<string, unknown> | null {
  if (!engine) return null;
  const t0 = performance.now();
  try {
    // force: the board file even when the board has errors (a board being drawn often has
    // some), so the page still draws its regions; the errors come in its diagnostics.
    // live: the board file without the diagnostics and borders the page drops, the text
    // with a screenful of diagnostics (200 lines: 24 MB and 18 MB twice, made and parsed on
    // every edit).
    // perCode: the first DIAG_PER_CODE diagnostics of each code and the tally of them all.
    const built = engine.build(yaml, withLang('build', { path: 'board.yaml', capacity, force: true, live: true, perCode: DIAG_PER_CODE }) as BuildOptions);
    const listed = diagnosticsOf(engine, yaml, built, capacity);
    const kept = built.tally !== undefined && listed === built.diagnostics;
    held = { yaml, diagnostics: kept ? null : listed };
    const capped = kept ? { diagnostics: listed, ...built.tally! } : capDiagnostics(listed);
    const output = typeof built.output === 'string' ? boardParts(built.output) : null;
    const text = built.text.length > REPORT_MAX ? `${built.text.slice(0, REPORT_MAX)}\n…` : built.text;
    const ms = performance.now() - t0;
    return {
      type: 'live', seq, stage: capacity ? 'full' : 'fast',
      ok: built.ok, output, text, ...capped, ms,
      ...(ahead ? { ahead: true, yaml } : {}),
    };
  } catch (e) {
    return { type: 'live', seq, stage: capacity ? 'full' : 'fast', ok: false, output: null,
      text: message(e), ...capDiagnostics([]), ms: performance.now() - t0, ...(ahead ? { ahead: true, yaml } : {}) };
  }
}

function runLive(seq: number, yaml: string, ahead: string | null): void {
  // A newer text cancels the older one's capacities (not yet started).
  if (fullTimer) clearTimeout(fullTimer);
  // The fast stage of an edit's text went ahead with the edit's answer (`editLive`, the
  // message just before this one): not again.
  if (yaml !== ahead) liveStage(seq, yaml, false);
  // The page sends its next text once this one's fast stage is done (engine-client.ts `live`).
  self.postMessage({ type: 'built', seq });
  fullTimer = setTimeout(() => {
    fullTimer = null;
    liveStage(seq, yaml, true);
  }, LIVE_SETTLE_MS);
}

function call(id: number, method: string, args: unknown[]): unknown {
  const e = engine;
  if (!e) throw new Error('the engine is not loaded yet');
  if (args.length > 0) args = [args[0], withLang(method, args[1]), ...args.slice(2)];
  switch (method) {
    case 'play': {
      const s = e.play(args[0] as string, args[1] as Parameters<Engine['play']>[1]);
      const sid = nextSession++;
      sessions.set(sid, s);
      return sid;
    }
    case 'session.send':
    case 'session.read':
    case 'session.record':
    case 'session.close': {
      const s = sessions.get(args[0] as number);
      if (!s) throw new Error(`no play session ${String(args[0])}`);
      if (method === 'session.send') return s.send(args[1] as string);
      if (method === 'session.read') return s.read();
      if (method === 'session.record') return s.record();
      s.close();
      sessions.delete(args[0] as number);
      return null;
    }
    case 'liveBoard': {
      // (yaml): the board of a text (regions, no capacities) as a live answer's `output`.
      const r = e.build(args[0] as string, { path: 'board.yaml', capacity: false, force: true, live: true });
      return typeof r.output === 'string' ? boardParts(r.output) : null;
    }
    case 'liveDiagnostics': {
      // (yaml, code, from, count): rows of one code of the newest live answer, from its
      // `from`-th (0-based) on; [] when that answer is for another text.
      const [yaml, code, from, count] = args as [string, string, number, number];
      if (yaml !== held.yaml) return [];
      if (held.diagnostics === null) return e.liveDiagnostics(code, Math.max(0, from), Math.max(0, count));
      const rows = held.diagnostics.filter((d) => d.code === code);
      return rows.slice(Math.max(0, from), Math.max(0, from) + Math.max(0, count));
    }
    case 'balance': {
      const opts = { ...(args[1] as object) } as Parameters<Engine['balance']>[1];
      let last = 0;
      let lastPhase = '';
      opts.onProgress = (done, total, phase) => {
        const now = performance.now();
        // At most ~30 progress messages a second, and always the first of a phase and the last.
        if (now - last > 33 || done >= total || phase !== lastPhase) {
          last = now;
          lastPhase = phase;
          self.postMessage({ type: 'progress', id, done, total, phase });
        }
      };
      return e.balance(args[0] as string, opts);
    }
    default: {
      const f = (e as unknown as Record<string, unknown>)[method];
      if (typeof f !== 'function') throw new Error(`the engine has no method ${method}`);
      return (f as (...a: unknown[]) => unknown).apply(e, args);
    }
  }
}

self.onmessage = async (ev: MessageEvent) => {
  const m = ev.data as { type: string; [k: string]: unknown };
  if (m.type === 'init') {
    fontBlob = { base64: (m.fontsBase64 as string) || '', sizes: (m.fontSizes as number[]) || [] };
    lang = m.lang === 'ru' ? 'ru' : 'en';
    const b64 = (m.wasmBase64 as string) || '';
    const bytes = async () => {
      if (!b64) return undefined;
      const raw = decodeBase64(b64);
      if (m.wasmEncoding !== 'gzip') return raw;
      const stream = new Blob([raw]).stream().pipeThrough(new DecompressionStream('gzip'));
      return new Uint8Array(await new Response(stream).arrayBuffer());
    };
    loaded = bytes().then((w) => load(w)).then(
      (e) => { engine = e; self.postMessage({ type: 'ready', version: e.version() }); },
      (e) => { self.postMessage({ type: 'fatal', message: message(e) }); },
    );
    return;
  }
  // Messages sent before the engine loaded wait for it (in order: each waits on the same promise).
  await loaded;
  // An `editLive`'s text counts as sent ahead only for the message right after it.
  const ahead = spec;
  spec = null;
  if (m.type === 'call') {
    const id = m.id as number;
    try {
      const args = (m.args as unknown[]) ?? [];
      const format = (args[1] as { format?: string } | undefined)?.format;
      if (engine && m.method === 'render' && (format === 'pdf' || format === 'png')) await ensureFonts(engine);
      const value = call(id, m.method === 'editLive' ? 'edit' : (m.method as string), args);
      // `editLive`: the edited text's regions and adjacency in the same answer, without
      // waiting for the page to send the text back (one round trip between the threads less
      // on every edit).
      const out = (value as { ok?: boolean; output?: unknown } | null);
      let ahead: Record<string, unknown> | null = null;
      if (m.method === 'editLive' && out?.ok && typeof out.output === 'string') {
        ahead = liveMessage(0, out.output, false, true);
        spec = out.output;
      }
      // The value copied, not transferred (a byte result may be a view of the engine's own
      // memory); a board's packed arrays (`liveBoard`, an edit's live answer) moved.
      const moved = [...partsBuffers(ahead?.output as BoardParts | null), ...(m.method === 'liveBoard' ? partsBuffers(value as BoardParts | null) : [])];
      self.postMessage({ type: 'result', id, value, ...(ahead ? { ahead } : {}) }, moved);
    } catch (e) {
      self.postMessage({ type: 'error', id, message: message(e) });
    }
  } else if (m.type === 'live') {
    // Built at once: the page sends a text only once the last one's fast stage is built (the
    // newest of those that came meanwhile, engine-client.ts `live`), so there is no queue to
    // thin out here; a newer text waiting for the capacities cancels them.
    runLive(m.seq as number, m.yaml as string, ahead);
  }
};
