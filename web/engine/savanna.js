// savanna's engine for JavaScript: loads savanna.wasm (built by `npm run build:wasm`) and wraps
// its plain exports (wasm/src/lib.rs: the calling convention) in the API of savanna.d.ts.
// No dependencies; works in node >= 20, in a browser's main thread and in a Web Worker.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The progress callback of the call in progress (balance, generate), and the name of the phase
 *  `savanna_progress` counts in that call ('games' for balance, 'candidates' for generate); the
 *  solver's progress (`savanna_solving`) is the phase 'solve'. */
let onProgress = null;
let progressPhase = 'games';

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
      return onProgress(done, total, progressPhase) === false ? 1 : 0;
    },
    savanna_solving(done, total) {
      if (!onProgress) return 0;
      return onProgress(done, total, 'solve') === false ? 1 : 0;
    },
    // Seconds since any fixed instant, never decreasing: the engine's deadlines (solveLimit).
    savanna_now() {
      return performance.now() / 1000;
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

/** Bytes, from bytes or from where to find them (a URL, a path in node, a Response). */
async function fileBytes(src) {
  if (src instanceof ArrayBuffer || ArrayBuffer.isView(src)) return bytes(src);
  if (typeof Response !== 'undefined' && src instanceof Response) return new Uint8Array(await src.arrayBuffer());
  const isNode = typeof process !== 'undefined' && process.versions && process.versions.node;
  if (isNode && (typeof src === 'string' ? !/^https?:/.test(src) : src.protocol === 'file:')) {
    const fsModule = 'node:fs/promises';
    const { readFile } = await import(/* @vite-ignore */ fsModule);
    return new Uint8Array(await readFile(src));
  }
  const r = await fetch(src);
  if (!r.ok) throw new Error(`cannot load ${src}: ${r.status} ${r.statusText}`);
  return new Uint8Array(await r.arrayBuffer());
}

class Engine {
  constructor(module, exports) {
    this.module = module;
    this.x = exports;
    /** The font programs registered, kept to register them again in a renewed instance. */
    this.fontPrograms = [];
  }

  /** The sheet fonts: `files` (every font file, in the engine's order) and `missing` (those
   *  not registered yet; PDF and PNG need them all). */
  fonts() {
    const r = this.reply(this.x.fonts());
    return { files: r.files, missing: r.missing };
  }

  /** Registers one font program (a file of web/engine/fonts/, unchanged); returns its file name.
   *  Throws on bytes that are no shipped font. */
  registerFont(data) {
    const b = bytes(data);
    const [p, l] = this.put(b);
    const r = this.reply(this.x.register_font(p, l));
    if (!r.ok) throw new Error(r.stderr.replace(/^error: /, '').trim());
    if (!this.fontPrograms.includes(b)) this.fontPrograms.push(b);
    return r.font;
  }

  /**
   * Loads the sheet fonts, which PDF and PNG output embed (the engine holds only their
   * metrics, so check, build and SVG sheets need no fonts). Without an argument they are read
   * from fonts/ beside this file (node: the files; a browser: fetched); or give them as an
   * array of bytes, URLs or Responses, or as a function returning that array (called only when
   * some font is missing). Does nothing once every font is loaded.
   * @returns {Promise<string[]>} the files registered by this call.
   */
  async loadFonts(fonts) {
    let { files, missing } = this.fonts();
    if (missing.length === 0) return [];
    let sources = typeof fonts === 'function' ? await fonts() : fonts;
    if (sources === undefined) sources = missing.map((f) => new URL(`./fonts/${f}`, import.meta.url));
    const done = [];
    for (const s of sources) done.push(this.registerFont(await fileBytes(s)));
    ({ missing } = this.fonts());
    if (missing.length) throw new Error(`fonts still missing after loadFonts: ${missing.join(', ')} (of ${files.join(', ')})`);
    return done;
  }

  /** A fresh instance after a trap: at once where that is allowed (node, a Web Worker), else
   *  (a browser's main thread) asynchronously, calls failing until it is ready. */
  renew() {
    const again = () => {
      for (const b of this.fontPrograms) this.reply(this.x.register_font(...this.put(b)));
    };
    try {
      this.x = new WebAssembly.Instance(this.module, imports).exports;
      again();
    } catch {
      this.x = null;
      WebAssembly.instantiate(this.module, imports).then((i) => {
        this.x = i.exports;
        again();
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

  /** Reads and frees the reply `h`: its JSON parsed, and the reply's bytes, when there are
   *  some, as its field `binKey` (`output`, or `overlay` for a photo's import). */
  reply(h, binKey = 'output') {
    const x = this.x;
    const mem = () => x.memory.buffer;
    const json = decoder.decode(new Uint8Array(mem(), x.result_ptr(h), x.result_len(h)));
    const binLen = x.result_bin_len(h);
    const bin = binLen ? new Uint8Array(mem(), x.result_bin_ptr(h), binLen).slice() : null;
    x.result_free(h);
    const r = JSON.parse(json);
    if (bin) r[binKey] = bin;
    if (Array.isArray(r.diagnostics)) r.diagnostics.forEach(withAliases);
    return r;
  }

  /** Calls a command export with its options and source; a trap re-instantiates the module.
   *  `binKey`: the reply's field for its bytes (see `reply`). */
  call(name, opts, source, binKey = 'output') {
    if (!this.x) return { ok: false, exit: 101, text: 'the engine is restarting after an internal error: try again\n', stderr: '' };
    try {
      const [rp, rl] = this.put(JSON.stringify(clean(opts ?? {})));
      const [sp, sl] = this.put(source);
      return this.reply(this.x[name](rp, rl, sp, sl), binKey);
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

  /** A request of the command layer and its input files by name, each bytes, text or
   *  `{unreadable: 'why'}` (wasm/src/run.rs frames them: name length u32 LE, name, bytes
   *  length u32 LE, bytes). */
  run(request, inputs = {}) {
    if (!this.x) return { exit: 101, outputs: [], stdout: '', stderr: 'the engine is restarting after an internal error: try again\n' };
    const parts = [];
    let total = 0;
    // A file that could not be read: `{ unreadable: 'why' }`, its name's length with the top
    // bit set.
    for (const [name, data] of Object.entries(inputs)) {
      const why = data !== null && typeof data === 'object' && typeof data.unreadable === 'string' ? data.unreadable : undefined;
      const pieces = [encoder.encode(name), bytes(why ?? data)];
      pieces.forEach((b, i) => {
        const n = new Uint8Array(4);
        new DataView(n.buffer).setUint32(0, (b.length | (i === 0 && why !== undefined ? 0x80000000 : 0)) >>> 0, true);
        parts.push(n, b);
        total += 4 + b.length;
      });
    }
    const framed = new Uint8Array(total);
    let at = 0;
    for (const p of parts) {
      framed.set(p, at);
      at += p.length;
    }
    try {
      const [rp, rl] = this.put(JSON.stringify(request));
      const [ip, il] = this.put(framed);
      return this.reply(this.x.run(rp, rl, ip, il));
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError) {
        this.renew();
        return { exit: 101, outputs: [], stdout: '', stderr: `internal error: ${e.message}\n` };
      }
      throw e;
    }
  }

  check(source, opts = {}) {
    const r = this.call('check', opts, source);
    return r;
  }

  build(source, opts = {}) {
    const r = this.call('build', opts, source);
    // The board file comes as the reply's bytes (not escaped into its JSON): text.
    if (r.output instanceof Uint8Array) r.output = decoder.decode(r.output);
    if ((opts.format ?? 'json') === 'json') parsed(r, r.output);
    return r;
  }

  liveDiagnostics(code, from = 0, count = 100) {
    return this.call('live_diagnostics', { code, from, count }, '').diagnostics ?? [];
  }

  render(source, opts = {}) {
    return this.call('render', opts, source);
  }

  importSvg(svg, opts = {}) {
    return this.call('import_svg', opts, svg);
  }

  importPhoto(photo, opts = {}) {
    // The board file's YAML stays in `output`; the overlay image's bytes go to `overlay`.
    return this.call('import_photo', opts, photo, 'overlay');
  }

  generate(opts = {}) {
    const { onProgress: cb, ...rest } = opts;
    // JSON has no NaN or infinity (they would arrive as null: the default seed): a seed that
    // is no whole number goes as its text, which the engine refuses in the CLI's words.
    if (typeof rest.seed === 'number' && !Number.isInteger(rest.seed)) rest.seed = String(rest.seed);
    return withProgress(cb, 'candidates', () => this.call('generate', rest, ''));
  }

  moves(board, position, opts = {}) {
    const r = this.call('moves', { ...opts, position }, board);
    return parsed(r, r.output);
  }

  play(board, opts = {}) {
    const r = this.call('play_open', opts, board);
    return new Session(this, r, opts.protocol ?? 'json');
  }

  balance(board, opts = {}) {
    const { onProgress: cb, ...rest } = opts;
    const r = withProgress(cb, 'games', () => this.call('balance', rest, board));
    return parsed(r, r.output);
  }

  edit(source, edit) {
    return this.call('edit', edit, source);
  }
}

function withProgress(cb, phase, f) {
  const before = [onProgress, progressPhase];
  onProgress = cb ?? null;
  progressPhase = phase;
  try {
    return f();
  } finally {
    [onProgress, progressPhase] = before;
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

/** Gives `reply` a property `data`: the JSON text `text` parsed (the typed result beside the raw
 *  one), when there is such a text. Parsed on first use and kept; not enumerable, so the reply
 *  posted from a Web Worker or written with JSON.stringify is the raw one, as before. */
function parsed(reply, text) {
  if (typeof text !== 'string' || text === '') return reply;
  let value;
  Object.defineProperty(reply, 'data', {
    configurable: true,
    enumerable: false,
    get() {
      value ??= JSON.parse(text);
      return value;
    },
  });
  return reply;
}

/** The JSON protocol's lines that `take` drains, parsed: the events. A text protocol session
 *  has none (a TypeError, its text left unread). */
function events(session, take) {
  if (session.protocol !== 'json') throw new TypeError("savanna: a session's events are the JSON protocol's (play with protocol 'json'); read the text protocol with readText()");
  return lines(take()).map((l) => JSON.parse(l));
}

function lines(text) {
  return (text ?? '').split('\n').filter((l) => l.length > 0);
}

class Session {
  constructor(engine, opened, protocol) {
    this.engine = engine;
    /** 'json' or 'text'. */
    this.protocol = protocol;
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
    // Bytes are sent as they are (a line as read, its new line included or not); text gets its
    // new line.
    const data = typeof line === 'string' && !line.endsWith('\n') ? line + '\n' : line;
    const [sp, sl] = this.engine.put(data);
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

  /** read(), send() and close() with each line parsed: the protocol's events. */
  readEvents() {
    return events(this, () => this.readText());
  }

  sendEvents(line) {
    return events(this, () => this.sendText(line));
  }

  closeEvents() {
    return events(this, () => this.closeText());
  }

  /** record() parsed (game-record schema); null when the session did not start. */
  recordData() {
    const r = this.record();
    return r ? JSON.parse(r) : null;
  }
}
