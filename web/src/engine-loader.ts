/**
 * The engine loader the worker imports. scripts/build-page.mjs points this module at
 * web/engine/savanna.js (the wasm helper's ESM loader) when it exists; this file is the stand-in
 * with the same shape, used by the type checker and by a page built before the engine exists:
 * every call answers "not built" so the page still opens and says why.
 */
import type { Engine } from './engine-types';

const NOT_BUILT = 'the savanna engine is not built into this page (run `npm --prefix web run build`)';

export async function load(_wasm?: BufferSource | URL | string | Response): Promise<Engine> {
  const fail = () => ({ ok: false, exit: 1, text: NOT_BUILT, stderr: NOT_BUILT, diagnostics: [] });
  return {
    version: () => 'stub',
    run: () => ({ exit: 1, outputs: [], stdout: '', stderr: `${NOT_BUILT}\n` }),
    loadFonts: async () => [],
    fonts: () => ({ files: [], missing: [] }),
    registerFont: () => { throw new Error(NOT_BUILT); },
    check: () => ({ ok: false, exit: 1, errors: 1, warnings: 0, advice: 0, json: '[]', diagnostics: [], text: NOT_BUILT, stderr: NOT_BUILT }),
    build: fail,
    liveDiagnostics: () => [],
    render: fail,
    importSvg: fail,
    importPhoto: fail,
    generate: fail,
    moves: fail,
    edit: fail,
    balance: fail,
    play: () => ({
      read: () => [], send: () => [], record: () => '{}', close: () => [],
      readText: () => '', sendText: () => '', closeText: () => '', done: true, error: null,
      readEvents: () => [], sendEvents: () => [], closeEvents: () => [], recordData: () => null,
      protocol: 'json',
    }),
  };
}
