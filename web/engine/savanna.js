// savanna's engine for JavaScript: loads savanna.wasm (built by `npm run build:wasm`) and wraps
// its plain exports (wasm/src/lib.rs: the calling convention) in the API of savanna.d.ts.
// No dependencies; works in node >= 20, in a browser's main thread and in a Web Worker.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The progress callback of the call in progress (balance, generate). */
let onProgress = null;

async function wasmBytes(wasm) {
  if (wasm instanceof ArrayBuffer || ArrayBuffer.isView(wasm)) return wasm;
  if (typeof Response !== 'undefined' && wasm instanceof Response) return wasm.arrayBuffer();
  const isNode = typeof process !== 'undefined' && process.versions && process.versions.node;
  const url = wasm === undefined ? new URL('./savanna.wasm', import.meta.url) : wasm;
  if (isNode && (typeof url === 'string' ? !/^https?:/.test(url) : url.protocol === 'file:')) {
    // Through a variable: a bundler for the browser (esbuild) leaves the import alone.
    const fsModule = 'node:fs/promises';
    const { readFile } = await import(/* @vite-ignore */ fsModule);
    return readFile(url);
  }
  const r = await fetch(url);
  if (!r.ok) throw new Error(`cannot load the savanna engine from ${url}: ${r.status} ${r.statusText}`);
  return r.arrayBuffer();
}

/**
 * Loads the engine.
 * @param {BufferSource | URL | string | Response} [wasm] the module's bytes, or where to find
 *   them; default: savanna.wasm beside this file.
 * @returns {Promise<import('./savanna.d.ts').Engine>}
 */
export async function load(wasm) {
  const module = await WebAssembly.compile(await wasmBytes(wasm));
  // Asynchronously: a browser's main thread refuses to instantiate a module this large
  // synchronously (Chromium: above 8 MB).
  const instance = await WebAssembly.instantiate(module, imports);
  return new Engine(module, instance.exports);
}

const imports = {
  env: {
    savanna_progress(done, total) {
      if (!onProgress) return 0;
      return onProgress(done, total) === false ? 1 : 0;
    },
  },
};

/** The module's bytes for `s` (a string is encoded as UTF-8). */
function bytes(s) {
  if (s === undefined || s === null) return new Uint8Array(0);
  if (typeof s === 'string') return encoder.encode(s);
  if (s instanceof Uint8Array) return s;
  if (ArrayBuffer.isView(s)) return new Uint8Array(s.buffer, s.byteOffset, s.byteLength);
  if (s instanceof ArrayBuffer) return new Uint8Array(s);
  throw new TypeError('savanna: give text as a string or a Uint8Array');
}

class Engine {
  constructor(module, exports) {
    this.module = module;
    this.x = exports;
  }

  /** A fresh instance after a trap: at once where that is allowed (node, a Web Worker), else
   *  (a browser's main thread) asynchronously, calls failing until it is ready. */
  renew() {
    try {
      this.x = new WebAssembly.Instance(this.module, imports).exports;
    } catch {
      this.x = null;
      WebAssembly.instantiate(this.module, imports).then((i) => {
        this.x = i.exports;
      });
    }
  }

  /** Copies `data` into the module's memory; returns [ptr, len] (the callee takes it over). */
  put(data) {
    const b = bytes(data);
    const ptr = this.x.alloc(b.length);
    new Uint8Array(this.x.memory.buffer, ptr, b.length).set(b);
    return [ptr, b.length];
  }

  /** Reads and frees the reply `h`: its JSON parsed, and `bin` the bytes when there are some. */
  reply(h) {
    const x = this.x;
    const mem = () => x.memory.buffer;
    const json = decoder.decode(new Uint8Array(mem(), x.result_ptr(h), x.result_len(h)));
    const binLen = x.result_bin_len(h);
    const bin = binLen ? new Uint8Array(mem(), x.result_bin_ptr(h), binLen).slice() : null;
    x.result_free(h);
    const r = JSON.parse(json);
    if (bin) r.output = bin;
    if (Array.isArray(r.diagnostics)) r.diagnostics.forEach(withAliases);
    return r;
  }

  /** Calls a command export with its options and source; a trap re-instantiates the module. */
  call(name, opts, source) {
    if (!this.x) return { ok: false, exit: 101, text: 'the engine is restarting after an internal error: try again\n', stderr: '' };
    try {
      const [rp, rl] = this.put(JSON.stringify(clean(opts ?? {})));
      const [sp, sl] = this.put(source);
      return this.reply(this.x[name](rp, rl, sp, sl));
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError) {
        // A panic traps (panic = abort): the instance's state is lost, play sessions with it.
        this.renew();
        return { ok: false, exit: 101, text: `internal error: ${e.message}\n`, stderr: `internal error: ${e.message}\n` };
      }
      throw e;
    }
  }

  version() {
    return this.reply(this.x.version()).version;
  }

  check(source, opts = {}) {
    const r = this.call('check', opts, source);
    return r;
  }

  build(source, opts = {}) {
    return this.call('build', opts, source);
  }

  render(source, opts = {}) {
    return this.call('render', opts, source);
  }

  importSvg(svg, opts = {}) {
    return this.call('import_svg', opts, svg);
  }

  generate(opts = {}) {
    const { onProgress: cb, ...rest } = opts;
    return withProgress(cb, () => this.call('generate', rest, ''));
  }

  moves(board, position, opts = {}) {
    return this.call('moves', { ...opts, position }, board);
  }

  play(board, opts = {}) {
    const r = this.call('play_open', opts, board);
    return new Session(this, r);
  }

  balance(board, opts = {}) {
    const { onProgress: cb, ...rest } = opts;
    return withProgress(cb, () => this.call('balance', rest, board));
  }

  edit(source, edit) {
    return this.call('edit', edit, source);
  }
}

function withProgress(cb, f) {
  const before = onProgress;
  onProgress = cb ?? null;
  try {
    return f();
  } finally {
    onProgress = before;
  }
}

/** Drops `undefined` fields (the module refuses unknown ones, not missing ones). */
function clean(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** The contract's label fields beside check json's own: `offset`, `length`, `label`
 *  (the same as `span.offset`, `span.len`, `text`). */
function withAliases(d) {
  d.labels ??= [];
  for (const l of d.labels) {
    l.offset = l.span?.offset ?? 0;
    l.length = l.span?.len ?? 0;
    l.label = l.text;
  }
}

function lines(text) {
  return (text ?? '').split('\n').filter((l) => l.length > 0);
}

class Session {
  constructor(engine, opened) {
    this.engine = engine;
    this.opened = opened;
    this.id = opened.ok ? opened.session : 0;
    /** The text written and not yet read. */
    this.raw = opened.ok ? opened.output : '';
    this.done = !!opened.done;
    /** The open reply: `ok`, `exit`, `text`/`stderr` (why it could not start), `diagnostics`. */
    this.error = opened.ok ? null : opened;
  }

  readText() {
    const out = this.raw;
    this.raw = '';
    return out;
  }

  read() {
    return lines(this.readText());
  }

  sendText(line) {
    if (!this.id) return '';
    const x = this.engine.x;
    const [sp, sl] = this.engine.put(line.endsWith('\n') ? line : line + '\n');
    const r = this.engine.reply(x.play_send(this.id, sp, sl));
    if (r.done) this.done = true;
    this.raw += r.output ?? '';
    return this.readText();
  }

  send(line) {
    return lines(this.sendText(line));
  }

  record() {
    if (!this.id) return '';
    return this.engine.reply(this.engine.x.play_record(this.id)).output ?? '';
  }

  closeText() {
    if (!this.id) return this.readText();
    const r = this.engine.reply(this.engine.x.play_close(this.id));
    this.id = 0;
    this.done = true;
    this.raw += r.output ?? '';
    return this.readText();
  }

  close() {
    return lines(this.closeText());
  }
}
