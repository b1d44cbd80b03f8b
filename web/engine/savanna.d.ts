// savanna's engine for JavaScript (savanna.js over savanna.wasm): the declarations. The contract
// between the engine (branch wasm) and the editor page; names are binding (add, never rename).
//
// Every call is synchronous and runs on the calling thread: in a page, call it from a Web
// Worker. Text goes in as a string or as bytes (a Uint8Array: a file as read, so bytes that are
// not UTF-8 get the loader's diagnostic as on the command line). Every reply has `ok`, `exit`
// (the CLI's exit status: 0 clean, 1 errors, 2 a usage mistake, 101 an internal error), `text`
// (for people) and `stderr` (what the CLI writes on standard error, in its compact form).
//
// Typed results: where the engine answers with a JSON document (build's validated board file,
// moves, balance, a session's lines and its record) the raw text stays as it was (`output`,
// `read()`, `record()`) and the parsed document is beside it (`data`, `readEvents()`,
// `recordData()`), typed by ./schema.d.ts, which is generated from the repository's JSON
// Schemas (schemas/). `data` is parsed on first use and is not enumerable: a reply posted
// from a Web Worker or given to JSON.stringify carries the raw text only.

import type {
  GameBalance,
  GameMoves,
  GameRecord,
  GroupMove,
  Outcome,
  PositionFile,
  Side,
  ValidatedBoard,
} from './schema.js';

/** The types of every JSON document of savanna (generated from schemas/): `ValidatedBoard`,
 *  `Region`, `Border`, `GameMoves`, `GroupMove`, `GameRecord`, `GameBalance`, ... */
export type * from './schema.js';

/** Load the engine. `wasm`: the module's bytes, a Response or URL; omitted: savanna.wasm beside
 *  savanna.js (node: read from disk; browser: fetched from new URL('./savanna.wasm', import.meta.url)). */
export function load(wasm?: BufferSource | URL | string | Response): Promise<Engine>;

/** Font files for `loadFonts`: bytes, or where to find them. */
export type FontSources = (BufferSource | URL | string | Response)[];

/** Board text: a string, or the bytes of a file. */
export type Source = string | Uint8Array;

/** What every call returns. */
export interface Reply {
  /** No errors (the CLI's exit status 0). */
  ok: boolean;
  /** The CLI's exit status: 0 clean, 1 errors or a failure, 2 a usage mistake, 101 internal. */
  exit: number;
  /** A report for people: the diagnostics in plain text and a summary, or the failure. */
  text: string;
  /** What `savanna` writes on standard error (notes, warnings, errors), compact form. */
  stderr: string;
}

export interface Engine {
  /** savanna's crate version, e.g. "0.1.0". */
  version(): string;

  /** Any request of the command layer (`savanna::command`: check, build, schema, solve so far) with
   *  the files it names, by name: the `savanna` binary's reply, byte for byte (`stdout`,
   *  `stderr`, the `outputs` to write, the exit status). */
  run(request: CommandRequest, inputs?: Record<string, Source | { unreadable: string }>): CommandReply;

  /** `savanna check [--format json]` on board text (a board file in YAML or JSON, a validated
   *  board file, or an SVG drawing: by `path`'s extension .svg, or without `path` by its first
   *  character `<`, as the CLI detects them). */
  check(source: Source, opts?: CheckOptions): CheckResult;

  /** `savanna build`: the validated board file (JSON text, or YAML with format:'yaml') in
   *  `output`, absent when the board has errors (unless `force`) or cannot be read.
   *  `capacity:false` skips the packing (fast: regions, adjacency, corners only). */
  build(source: Source, opts?: BuildOptions): BuildResult;

  /** Rows of one code (from the `from`-th, 0-based; at most `count`, default 100) of the
   *  diagnostics the last `build` with `perCode` kept; [] before any such build. */
  liveDiagnostics(code: string, from?: number, count?: number): Diagnostic[];

  /** `savanna render`: the print sheet at true scale. svg → string (the CLI's `-o -` sheet);
   *  pdf/png → Uint8Array (the CLI's `-o sheet.pdf` bytes). PDF and PNG need the sheet fonts
   *  (`loadFonts` first): without them the reply is an error (exit 1) naming the missing files,
   *  never other bytes. SVG needs no fonts (the engine holds their metrics). */
  render(source: Source, opts?: RenderOptions): RenderResult;

  /** Loads the sheet fonts for PDF and PNG (4.6 MB: they are not in the wasm). Omitted
   *  `fonts`: the files of fonts/ beside savanna.js (node: read from disk; a browser: fetched
   *  from new URL('./fonts/FILE', import.meta.url)). Or the font files' bytes, URLs or
   *  Responses, or a function giving them (called only when a font is missing). Resolves with
   *  the files registered (none once every font is loaded); rejects on bytes that are not one
   *  of the shipped files unchanged. */
  loadFonts(fonts?: FontSources | (() => FontSources | Promise<FontSources>)): Promise<string[]>;

  /** The sheet fonts: every file (`files`, the names in fonts/) and those not loaded yet. */
  fonts(): { files: string[]; missing: string[] };

  /** Registers one font file's bytes (synchronous `loadFonts` for one file); returns its name.
   *  Throws on bytes that are not one of the shipped files unchanged. */
  registerFont(data: BufferSource): string;

  /** `savanna import`: an SVG drawing to board YAML (`output`), with the import's warnings. */
  importSvg(svg: Source, opts?: { path?: string; pxPerInch?: number; lang?: 'en' | 'ru' }): ImportResult;

  /** `savanna import PHOTO` (a JPEG, PNG or WebP photo or scan of a board drawn by hand): the
   *  board file's YAML in `output`, byte for byte the CLI's; with `overlay: true` the rectified
   *  sheet with the lines read drawn on it (PNG bytes) in `overlay`. A 12-megapixel photo takes
   *  seconds: call it in a Web Worker in a page. */
  importPhoto(photo: Source, opts?: ImportPhotoOptions): ImportPhotoResult;

  /** `savanna generate` (the CLI's options as camelCase fields) through the command layer: the
   *  board YAML in `output`, the CLI's standard error in `stderr`. `onProgress(done, total)`
   *  after each candidate under `balanced`, each board valued under `fair`. */
  generate(opts: GenerateOptions): Reply & { output?: string };

  /** `savanna moves BOARD POSITION --format json` (game-moves schema JSON in `output`).
   *  `position`: a position file (YAML or JSON, game-position schema); omitted: the board's
   *  start (its set-up, or one drawn from seed 1 as `play` draws it). */
  moves(board: Source, position?: string, opts?: { path?: string; after?: string }): MovesResult;

  /** A play session: the library's game::session protocol, JSON lines exactly as
   *  `savanna play --protocol json` writes and reads them. Agents play their sides inside
   *  `play` and `send`. When the board cannot be played, `error` holds the reply. */
  play(board: Source, opts?: PlayOptions): Session;

  /** `savanna balance --format json` (game-balance schema JSON in `output`): with `solveLimit`
   *  the exact value first, within that deadline (progress phase 'solve'), then the games
   *  (progress phase 'games', after every game); `onProgress` returning false cancels
   *  (`cancelled: true`). `headline` is the report's first sentence, the exact value first
   *  (as `savanna balance` prints it); `whyNot` says why there is no exact value when one was
   *  asked for. Unlike the CLI the defaults do not solve (solveLimit 0) nor climb the ladder
   *  (ladder false): in a page those take minutes. */
  balance(board: Source, opts: BalanceOptions): BalanceResult;

  /** Library-side edits of board YAML that keep the designer's comments and layout (through
   *  the library's YAML span tree, savanna::input::edit: byte patches, nothing re-serialised):
   *  the whole new text in `output`. A refused edit (a node with an alias, anchor or tag, a
   *  line that does not exist, a board written as JSON) has ok:false and `error`; an edit of
   *  the wrong shape is a usage mistake (exit 2). */
  edit(source: string, edit: Edit): Reply & { output?: string; error?: EditError };
}

export interface CheckOptions {
  /** The name diagnostics give the file (and its extension tells an SVG drawing); default
   *  `<stdin>`, as `savanna check -`. */
  path?: string;
  /** px per inch of an SVG drawing (CSS 96; default: recognised from its writer). */
  pxPerInch?: number;
  /** false: `--no-capacity` (regions, adjacency and the checks that need no packing). */
  capacity?: boolean;
  /** `--full-capacity`. */
  fullCapacity?: boolean;
  /** `--quiet`: the text report has the errors only. */
  quiet?: boolean;
  /** The language of the diagnostics' words (`message`, `help`, the labels' `text`) in
   *  `diagnostics` and `text`, and of `text`'s table and summary; default English. `json`
   *  (`check --format json`) stays English. */
  lang?: 'en' | 'ru';
}

/** `savanna check`'s result. */
export interface CheckResult extends Reply {
  errors: number;
  warnings: number;
  advice: number;
  /** `check --format json` output, byte for byte (with its trailing new line). */
  json: string;
  /** The diagnostics as in `json` (parsed). */
  diagnostics: Diagnostic[];
  /** The plain-text report of `savanna check` (diagnostics in compact form, the region
   *  table, the summary line). */
  text: string;
}

/** A diagnostic exactly as `check --format json` gives it (schemas/: the validated board
 *  file's Diagnostic), plus the contract's label aliases. Byte offsets and lengths point into
 *  the source as UTF-8 (an SVG drawing's diagnostics into the SVG). */
export interface Diagnostic {
  code: string;
  severity: 'error' | 'warning' | 'advice';
  message: string;
  help: string | null;
  /** 1-based line and column (in characters) of the primary place, or null. */
  line: number | null;
  column: number | null;
  /** Ids of the regions concerned (as in the validated board file). */
  regions: number[];
  /** Every place it points at, the primary one first (empty when none). */
  labels: DiagnosticLabel[];
}

export interface DiagnosticLabel {
  line: number;
  column: number;
  /** Bytes of the source: offset from its start (0-based) and length. */
  span: { offset: number; len: number };
  /** What is there, as the text report writes it under the underline. */
  text: string;
  /** The same as span.offset (the contract's name). */
  offset: number;
  /** The same as span.len. */
  length: number;
  /** The same as text. */
  label: string;
}

export interface BuildOptions {
  path?: string;
  /** json (default) or yaml: `-o board.json` or `-o board.yaml`, the validated board file;
   *  geojson, dot or graphml: the export `-o board.geojson` ... writes. */
  format?: 'json' | 'yaml' | 'geojson' | 'dot' | 'graphml';
  /** GeoJSON: y up (`--geojson-y-up`). */
  geojsonYUp?: boolean;
  /** GeoJSON: longitude and latitude (`--geojson-degrees`). */
  geojsonDegrees?: boolean;
  fullCertificates?: boolean;
  /** false: `--no-capacity`. */
  capacity?: boolean;
  fullCapacity?: boolean;
  /** Write the file even when the board has errors. */
  force?: boolean;
  /** An editor's live build: the file without its `diagnostics` (they are the reply's own)
   *  and `borders`, the reply's `text` and `stderr` with at most 100 diagnostics written out
   *  (then how many more, and the summary of them all). */
  live?: boolean;
  /** At most this many diagnostics of each code in `diagnostics` (the first of each, in
   *  order), with `tally` counting them all: what an editor lists of a big board (200 lines:
   *  35 000 diagnostics). The engine keeps them all until the next build with `perCode`
   *  (`liveDiagnostics` reads them). */
  perCode?: number;
  /** The language of the diagnostics' words in `diagnostics` and `text` (and of those
   *  `liveDiagnostics` gives after a build with `perCode`); default English. */
  lang?: 'en' | 'ru';
}

/** Every diagnostic of a build with `perCode`, counted. */
export interface DiagnosticTally {
  /** [code, how many] for each code, in the order each first comes. */
  counts: [string, number][];
  total: number;
  errors: number;
  warnings: number;
}

export interface BuildResult extends Reply {
  /** The validated board file. */
  output?: string;
  /** `output` parsed, with format 'json' (the default): the validated board file's regions,
   *  neighbors, borders, capacities and diagnostics. Absent without `output` or with another
   *  format. */
  readonly data?: ValidatedBoard;
  diagnostics: Diagnostic[];
  /** With `perCode`: every diagnostic counted (`diagnostics` lists only the first of each code). */
  tally?: DiagnosticTally;
}

/** What `moves` returns. */
export interface MovesResult extends Reply {
  /** The game-moves schema's JSON (`savanna moves --format json`). */
  output?: string;
  /** `output` parsed: the side to move, the position, the legal moves. */
  readonly data?: GameMoves;
}

/** `savanna render`'s options (camelCase of the CLI's). */
export interface RenderOptions {
  path?: string;
  /** svg (default: one sheet, as `-o -`; with `paper` or `plan` every page, in `sheets`), pdf
   *  or png. */
  format?: 'svg' | 'pdf' | 'png';
  /** PDF, or an SVG of pages (`sheets`): A4, A3, Letter, ... or WIDTHxHEIGHT with mm/cm/in. */
  paper?: string;
  orientation?: 'portrait' | 'landscape';
  /** mm, paged output only. */
  margin?: number;
  overlap?: number;
  scaleCorrection?: [number, number];
  /** Pencil width, mm (0.05 to 5; default 0.6). */
  pencil?: number;
  certificates?: boolean;
  proof?: boolean;
  pieces?: boolean;
  noCover?: boolean;
  plan?: boolean;
  fullSize?: boolean;
  /** PNG resolution, pixels per mm. */
  pxPerMm?: number;
  force?: boolean;
  fullCapacity?: boolean;
  /** The JSON text of `savanna balance --format json` (the CLI's `--balance FILE`): regions
   *  shaded by who holds them. */
  balance?: string;
  /** The output file's name (`-o FILE`), which names the pages of a paged SVG (`sheets`);
   *  `-`: the single sheet as `-o -` writes it (and refuses what it cannot hold: `--plan`,
   *  `--paper`); default `board.svg`. */
  output?: string;
  /** `-q`: errors only on standard error. */
  quiet?: boolean;
  /** `--lang`: the sheet's language and the diagnostics'; absent: the board's `lang:`, else
   *  `locale`. */
  lang?: 'en' | 'ru';
  /** The reader's language when neither `lang` nor the board chooses (default English). */
  locale?: 'en' | 'ru';
}

export interface RenderResult extends Reply {
  /** The SVG text, or the PDF / PNG bytes (absent for a paged SVG: see `sheets`). */
  output?: string | Uint8Array;
  /** An SVG with `paper` or `plan`: every page, as `savanna render -o FILE.svg` writes them
   *  (`name`: FILE itself for one page, else `STEM-cover.svg`, `STEM-A1.svg`, ...,
   *  `STEM-plan.svg`, `STEM-pieces.svg`; `output`: its SVG). */
  sheets?: { name: string; output: string }[];
  diagnostics: Diagnostic[];
}

/** The options of `importPhoto`, as the CLI's (`--paper`, `--size`, `--overlay`). */
export interface ImportPhotoOptions {
  /** The photo's name (messages, and the board file's comment names its last part). */
  path?: string;
  /** `--paper`: A0–A5, Letter, Legal, Tabloid. Not with `size`. */
  paper?: string;
  /** `--size WxH` with units (`420x297mm`, `30x20cm`, `11x8.5in`, `3x2m`). Not with `paper`. */
  size?: string;
  /** Return the overlay image (PNG) in `overlay`. */
  overlay?: boolean;
}

export interface ImportPhotoResult extends Reply {
  /** The board file (YAML), as `savanna import PHOTO` writes it. */
  output?: string;
  /** What was assumed and what is doubtful (`savanna::import::photo-*`), labels in `output`. */
  diagnostics?: Diagnostic[];
  /** The overlay image (PNG bytes), when asked for. */
  overlay?: Uint8Array;
}

export interface ImportResult extends Reply {
  /** The board file (YAML). */
  output?: string;
  warnings?: string[];
  notes?: string[];
  /** The import's warnings and notes, labels in the SVG. */
  diagnostics?: Diagnostic[];
  /** `balance`: the report's headline in the reader's language, and why there is no exact
   *  value when a solve was tried and gave none. */
  balance?: { headline: string; why_not: string | null };
}

export interface GenerateOptions {
  /** Seed of every random number (default 1); a string of digits for one above 2^53. */
  seed?: number | string;
  /** 5 to 60 (default 10). */
  regions?: number;
  /** a3 (default), a4 or WIDTHxHEIGHT in mm, cm or m. */
  frame?: string;
  /** Several candidates, the most balanced kept (`--balanced`). */
  balanced?: boolean;
  /** A search over the board for a fair one (`--fair`; not with `balanced`). */
  fair?: boolean;
  /** Under `fair`: the search may change `game:` options too. */
  allowRules?: boolean;
  /** Under `balanced` or `fair`: candidates drawn, or boards valued. */
  candidates?: number;
  /** Under `balanced`: games each candidate plays. */
  games?: number;
  /** Under `fair`: seconds one board may be solved for (at least 1). */
  solveLimit?: number;
  /** Under `balanced` or `fair`: the time budget on JavaScript's clock, seconds or a duration
   *  as the CLI takes it (`90s`, `5m`); default 5 min (`balanced`) or 10 min (`fair`). */
  time?: number | string;
  /** After each candidate drawn (`balanced`) or board valued (`fair`: `total` 0 without
   *  `candidates`). */
  onProgress?: (done: number, total: number) => boolean | void;
}

export type Agent = 'random' | 'greedy' | 'mcts' | `mcts:${number}` | 'uct';

export interface PlayOptions {
  path?: string;
  /** Default human. */
  lions?: 'human' | Agent;
  /** Default mcts. */
  jackals?: 'human' | Agent;
  /** Default: the board's `game.first`. */
  first?: 'lions' | 'jackals';
  seed?: number;
  /** MCTS iterations per action (default the CLI's; `mcts:N` also sets it). */
  budget?: number;
  /** json (default) or text (the terminal's table and prompts). */
  protocol?: 'json' | 'text';
  /** A position file: refused (a usage mistake, exit 2): a position holds no history and a
   *  session starts from a set-up; give the game's `record` instead. */
  position?: string;
  /** A game record (game-record JSON, as `record()` or `savanna play --record` writes it) to
   *  play on from: checked as `savanna replay` checks it, its moves taken again (the first
   *  state's `played` lists them), and the agents chosen here play on from the side to move.
   *  The record's board is the one played (the board source may be empty); `first` does not
   *  apply. A record that does not replay is an error (exit 1) naming the turn and the rule. */
  record?: string;
  /** With `record`: play on after its first `turns` turns (as after undoing the rest). */
  turns?: number;
  /** The language of the text protocol's words (`play --lang`); default `locale`. */
  lang?: 'en' | 'ru';
  /** The reader's language when `lang` is not given (the CLI's locale); default English. */
  locale?: 'en' | 'ru';
}

export interface Session {
  /** Lines the engine wrote so far (JSON texts, one event each), drained. */
  read(): string[];
  /** Send one line as a human player would on stdin (a move, "undo", "help", ...); returns the
   *  lines written in reply (drained). */
  send(line: string): string[];
  /** The record so far (game-record schema JSON), for download. */
  record(): string;
  /** Ends the session as the end of input ends `play` (a last `end` event when the game is not
   *  over); returns the last lines. */
  close(): string[];
  /** The same as read, send and close with each line parsed: the JSON protocol's events
   *  (a TypeError with protocol 'text', the text left unread). */
  readEvents(): SessionEvent[];
  sendEvents(line: string): SessionEvent[];
  closeEvents(): SessionEvent[];
  /** The same as record, parsed; null when the session did not start. */
  recordData(): GameRecord | null;
  /** 'json' or 'text', as asked in `play`'s options. */
  readonly protocol: 'json' | 'text';
  /** The same as read, send and close, as raw text (the text protocol's prompts have no new
   *  line; `node web/savanna.mjs play` writes these bytes). */
  readText(): string;
  sendText(line: string | Uint8Array): string;
  closeText(): string;
  /** True once the game is over or the session stopped. */
  readonly done: boolean;
  /** When the session could not start: the reply (diagnostics, `text`). */
  readonly error: (Reply & { diagnostics?: Diagnostic[] }) | null;
}

/** One line of `savanna play --protocol json` (the library's game::session; docs/src/game.md),
 *  parsed: after the opening state, every line sent gets a `state` or an `error`; the last
 *  line is `over` (the game ended) or `end` (the session stopped first). Written by hand from
 *  the library's `state_json`: the parts are the schemas' types. */
export type SessionEvent = StateEvent | OverEvent | EndEvent | ErrorEvent;

/** An action taken since the last state: a group move, or the end of a turn. */
export type PlayedAction = { side: Side; move: GroupMove } | { side: Side; end: true };

/** The state after the actions taken: whose move it is, the position, the legal moves. */
export interface StateEvent {
  event: 'state';
  /** The actions taken since the last state (the agents' and the line sent). */
  played: PlayedAction[];
  /** The side to move. */
  side: Side;
  position: PositionFile;
  /** The legal group moves now. */
  moves: GroupMove[];
  /** Whether the turn may end now (`end`). */
  can_end: boolean;
  outcome: null;
}

/** The game is over: nobody is to move (`side` null; the position keeps the side whose turn it
 *  was), `result` says it in words ("the jackals win: ..."). The last line. */
export interface OverEvent {
  event: 'over';
  played: PlayedAction[];
  side: null;
  position: PositionFile;
  moves: GroupMove[];
  can_end: false;
  outcome: Outcome;
  result: string;
}

/** The session stopped before the game was over (the last line): `quit`, the end of input
 *  (`close`), or Ctrl-C in the CLI. */
export interface EndEvent {
  event: 'end';
  reason: 'quit' | 'end of input' | 'interrupted';
  played: PlayedAction[];
  side: Side;
  position: PositionFile;
  moves: [];
  can_end: false;
  outcome: null;
}

/** A line that was not taken (the position is unchanged): `code` is the mistake's diagnostic
 *  code (`savanna::move::syntax`, `savanna::move::not-yours`, ...). */
export interface ErrorEvent {
  event: 'error';
  code: string;
  message: string;
}

export interface BalanceOptions {
  path?: string;
  /** An even number (default 200 with mcts, 1000 with random or greedy). */
  games?: number;
  agent?: Agent;
  seed: number;
  budget?: number;
  /** Climb the strength ladder when there is no exact value (default false). */
  ladder?: boolean;
  /** Seconds the solver may take for the exact value, a deadline on `performance.now()`: the
   *  solve stops there and `whyNot` says so (default 0: not solved). */
  solveLimit?: number;
  /** Progress, by phase: 'solve' (units of the solver's work, `done` of `total`, before any
   *  game; only with `solveLimit`), then 'games' (after every game). Return false to cancel. */
  onProgress?: (done: number, total: number, phase: 'solve' | 'games') => boolean | void;
  /** The language of `headline` (default English); the report (`output`) and `whyNot` stay
   *  English. */
  lang?: 'en' | 'ru';
}

/** What `balance` returns. */
export interface BalanceResult extends Reply {
  /** The game-balance schema's JSON. */
  output?: string;
  /** `output` parsed. */
  readonly data?: GameBalance;
  /** The report's first sentence for people (the library's `game::exact::headline`): the
   *  exact value under perfect play when the board was solved, else the strength ladder's
   *  verdict, else self-play's, each saying that it is not the board's value. */
  headline?: string;
  /** Why there is no exact value ("the solve was stopped at the time budget, 40 % of the way
   *  through its turns"), when `solveLimit` asked for one; null otherwise. */
  whyNot?: string | null;
  cancelled?: boolean;
}

/** Edits, each a JSON object with `op`. Coordinates in board units. `line` is the index in
 *  `lines:` (0-based) or its name. Every edit returns the whole new YAML text. */
export type Edit =
  | { op: 'add_line'; from: [number, number]; to: [number, number]; name?: string }
  | { op: 'move_point'; line: number | string; end: 'from' | 'to'; at: [number, number] }
  | { op: 'delete_line'; line: number | string }
  | { op: 'set_frame'; frame: [number, number] | [number, number][] }
  | { op: 'name_region'; at: [number, number]; name: string }
  /** Regions by name or by id (`input::edit::RegionArg`). */
  | { op: 'set_start'; lions: (string | number)[]; jackals: string | number }
  | { op: 'set_game'; key: string; value: unknown | null }
  | { op: 'set_units'; units: 'mm' | 'cm' | 'in' | 'm' }
  /** The units changed and every length converted, every piece kind's diameter too (the
   *  engine's own op: wasm/src/game.rs `convert_units`). */
  | { op: 'convert_units'; units: 'mm' | 'cm' | 'in' | 'm' }
  /** Diameters; `others` by kind name (`{"zebra": 25}`; a kind the file lacks is added, count 1). */
  | { op: 'set_pieces'; lion?: number; jackal?: number; others?: Record<string, number> };

/** Why an edit was refused; the text is left as it was. */
export interface EditError {
  message: string;
  help: string;
  /** The place in the text given (bytes), if the error has one. */
  span: { offset: number; len: number } | null;
  /** Its 1-based line. */
  line: number | null;
}

/** A request of the command layer: one command and the options every command shares. */
export interface CommandRequest {
  command:
    | { check: { boards: string[]; format?: 'text' | 'json'; no_capacity?: boolean; full_capacity?: boolean } }
    | {
        build: {
          board: string;
          output?: string;
          geojson_y_up?: boolean;
          geojson_degrees?: boolean;
          force?: boolean;
          no_capacity?: boolean;
          full_capacity?: boolean;
          full_certificates?: boolean;
        };
      }
    | { schema: { validated?: boolean; output?: string } }
    | {
        /** `savanna solve`: the value under perfect play (stdout: text, or the game-solve
         *  schema's JSON); `record` names an output, the principal variation's game record
         *  (needs one `first`). The table (`table`, the CLI's `-o`) is refused here. */
        solve: {
          board: string;
          first?: 'lions' | 'jackals' | 'both';
          format?: 'text' | 'json';
          record?: string;
          table?: string;
          /** Bytes the solver may use (default: no limit but the engine's memory). */
          max_memory?: number;
        };
      }
    | {
        /** `savanna balance`: the exact value first (within `solve_limit` seconds), then
         *  self-play, the ladder when not solved, with `suggest` the smallest balancing change;
         *  the report on stdout (text, or the game-balance schema's JSON) or in `output`. A
         *  solver's table (`table`) is refused here. */
        balance: {
          board: string;
          games?: number;
          seed?: number | string;
          agent?: Exclude<Agent, `mcts:${number}`> | 'perfect';
          budget?: number;
          format?: 'text' | 'json';
          output?: string;
          table?: string;
          no_ladder?: boolean;
          ladder_games?: number;
          ladder_to?: number;
          solve_limit?: number;
          /** The time budget as the CLI takes it (`60s`, `5m`). */
          time?: string;
          suggest?: boolean;
        };
      };
  quiet?: boolean;
  px_per_inch?: number;
  colour_stdout?: boolean;
  colour_stderr?: boolean;
  /** `--lang`: the language of the text for people (`solve`'s text); absent: the board's
   *  `lang:`, else `locale`. */
  lang?: 'en' | 'ru';
  /** The reader's language when neither `lang` nor the board chooses (default English). */
  locale?: 'en' | 'ru';
}

/** The command layer's reply: the exit status (0 clean, 1 errors, 2 a usage mistake), the files
 *  to write, standard output and standard error. */
export interface CommandReply {
  exit: number;
  outputs: { name: string; bytes: string }[];
  stdout: string;
  stderr: string;
  /** Every diagnostic of the board a command read and analysed (build, render), as
   *  `check --format json` lists them; absent when it read no board. */
  diagnostics?: Diagnostic[];
  /** `balance`: the report's headline in the reader's language, and why there is no exact
   *  value when a solve was tried and gave none. */
  balance?: { headline: string; why_not: string | null };
}
