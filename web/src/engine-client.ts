/**
 * The page's side of the engine worker (engine.worker.ts): RPC calls by promise, balance
 * progress, and the live build of the board being edited.
 *
 * The worker's code and the wasm come from the build (scripts/build-page.mjs inlines both into
 * the single HTML file): the worker runs from a Blob URL as a classic worker, and the wasm bytes
 * are decoded from base64 (and gunzipped) inside the worker, since module workers and fetch do
 * not work from file://.
 */
import { workerSource, wasmEncoding, fontSizes } from 'virtual:savanna-assets';
import type { Diagnostic, ProgressPhase } from './engine-types';
import type { BoardParts } from './live-limits';
import { pageLang, t, type Lang } from './i18n';

/** One answer of the live pipeline (see engine.worker.ts). */
export interface LiveResult {
  seq: number;
  /** `fast`: regions and adjacency without capacities; `full`: with capacities. */
  stage: 'fast' | 'full';
  ok: boolean;
  /** The validated board file in parts (live-limits.ts `boardParts`: its regions and corners in
   *  pieces, without its borders and diagnostics, which are the fields below), or null when the
   *  board cannot be read. Read with board-store.ts `readBoard`. */
  output: BoardParts | null;
  /** The engine's plain-text report, cut to its first live-limits.ts REPORT_MAX characters. */
  text: string;
  /** The first live-limits.ts DIAG_PER_CODE diagnostics of each code, in the engine's order. */
  diagnostics: Diagnostic[];
  /** Every code's count of diagnostics (in the order each code first comes), all of them. */
  counts: [string, number][];
  /** All the diagnostics, errors and warnings, counted. */
  total: number;
  errors: number;
  warnings: number;
  /** Time the worker spent on this stage, in ms. */
  ms: number;
  /** The fast stage of an `editLive` edit's text, with the edit's answer, before the page's
   *  `live` of it (the text in `yaml`; `seq` is 0). */
  ahead?: boolean;
  yaml?: string;
}

export interface EngineClient {
  /** Call one Engine method in the worker (see engine.worker.ts for the session methods). */
  call<T>(method: string, ...args: unknown[]): Promise<T>;
  /** Balance progress of any running call (`phase`: 'solve', then 'games'); returns a
   *  function that unsubscribes. */
  onProgress(cb: (done: number, total: number, callId: number, phase: ProgressPhase) => void): () => void;
  /** Stop the worker (cancels whatever runs in it). */
  terminate(): void;
  /** Resolves with the engine's version once it is loaded (rejects if it cannot load). */
  ready: Promise<string>;
  /** Send the board's newest text to the live pipeline; returns its sequence number. Edits
   *  coalesced: while a text's fast stage is being built, a newer text waits, and only the
   *  newest of those that came meanwhile is sent when it is done (a board whose build takes
   *  longer than the edits come builds the newest text next, not every one in turn); the
   *  older ones' numbers get no answer. */
  live(yaml: string): number;
  /** Results of the live pipeline; returns a function that unsubscribes. */
  onLive(cb: (r: LiveResult) => void): () => void;
}

/** The text of the page's data element `id` (scripts/build-page.mjs: the wasm and the fonts as
 *  base64, out of the page's script so that its parse never reads them); '' without it. */
function pageData(id: string): string {
  return document.getElementById(id)?.textContent ?? '';
}

/** Start an engine worker; `lang`: the language of its answers for people (engine.worker.ts
 *  `withLang`), the page's (i18n.ts `pageLang`) by default. */
export function spawnEngine(lang: Lang = pageLang()): EngineClient {
  const url = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
  const worker = new Worker(url);
  let nextId = 1;
  let seq = 0;
  /** The text whose fast stage the worker is building (its number), and the newest text
   *  waiting for it to be done (see `live`). */
  let building: number | null = null;
  let waiting: { seq: number; yaml: string } | null = null;
  const send = (s: number, yaml: string): void => {
    building = s;
    worker.postMessage({ type: 'live', seq: s, yaml });
  };
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const progress = new Set<(done: number, total: number, id: number, phase: ProgressPhase) => void>();
  const liveCbs = new Set<(r: LiveResult) => void>();
  let readyResolve!: (v: string) => void;
  let readyReject!: (e: Error) => void;
  const ready = new Promise<string>((res, rej) => { readyResolve = res; readyReject = rej; });

  worker.onmessage = (ev: MessageEvent) => {
    const m = ev.data as { type: string; [k: string]: unknown };
    switch (m.type) {
      case 'ready': readyResolve(m.version as string); break;
      case 'fatal': readyReject(new Error(m.message as string)); break;
      case 'result': {
        const p = pending.get(m.id as number);
        pending.delete(m.id as number);
        // An `editLive` answer's live result first (the store keeps it for the edited text).
        if (m.ahead) for (const cb of liveCbs) cb(m.ahead as LiveResult);
        p?.resolve(m.value);
        break;
      }
      case 'error': {
        const p = pending.get(m.id as number);
        pending.delete(m.id as number);
        p?.reject(new Error(m.message as string));
        break;
      }
      case 'progress':
        for (const cb of progress) cb(m.done as number, m.total as number, m.id as number, (m.phase as ProgressPhase | undefined) ?? 'games');
        break;
      case 'live':
        for (const cb of liveCbs) cb(m as unknown as LiveResult);
        break;
      case 'built':
        if (m.seq !== building) break;
        building = null;
        if (waiting) { const w = waiting; waiting = null; send(w.seq, w.yaml); }
        break;
    }
  };
  worker.onerror = (ev: ErrorEvent) => {
    const err = new Error(t('editor-worker-failed', { message: ev.message }));
    readyReject(err);
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  worker.postMessage({ type: 'init', wasmBase64: pageData('savanna-wasm'), wasmEncoding, fontsBase64: pageData('savanna-fonts'), fontSizes, lang });
  URL.revokeObjectURL(url);

  return {
    ready,
    call<T>(method: string, ...args: unknown[]): Promise<T> {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        worker.postMessage({ type: 'call', id, method, args });
      });
    },
    onProgress(cb) { progress.add(cb); return () => progress.delete(cb); },
    onLive(cb) { liveCbs.add(cb); return () => liveCbs.delete(cb); },
    live(yaml: string): number {
      seq += 1;
      if (building === null) send(seq, yaml);
      else waiting = { seq, yaml };
      return seq;
    },
    terminate() {
      worker.terminate();
      const err = new Error(t('editor-worker-stopped'));
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    },
  };
}
