/**
 * The shapes of the savanna engine for JavaScript (web/engine/savanna.js), as the contract
 * between the wasm helper and the page gives them (issues/engine-api.md). The engine's own
 * declarations (web/engine/savanna.d.ts) are the final truth; the page only relies on these.
 */

/** One place a diagnostic points at: as `check --format json` writes it (`span` in bytes of the
 *  UTF-8 source), or the contract's short form (`offset`, `length`). */
export interface DiagnosticLabel {
  line?: number;
  column?: number;
  span?: { offset: number; len: number };
  offset?: number;
  length?: number;
  text?: string;
  label?: string;
}

/** A diagnostic as in `check --format json`. */
export interface Diagnostic {
  code: string;
  severity: 'error' | 'warning' | 'advice';
  message: string;
  help?: string | null;
  regions?: number[];
  line?: number | null;
  column?: number | null;
  labels?: DiagnosticLabel[];
}

export interface CheckResult {
  ok: boolean;
  errors: number;
  warnings: number;
  json: string;
  diagnostics: Diagnostic[];
  text: string;
}

export interface TextResult {
  ok: boolean;
  output?: string;
  diagnostics?: Diagnostic[];
  text: string;
}

/** The engine's progress phases (web/engine/savanna.d.ts `BalanceOptions.onProgress`): the
 *  solver's work, then the games played (generate: the candidates tried). */
export type ProgressPhase = 'solve' | 'games' | 'candidates';

/** What `balance` returns (web/engine/savanna.d.ts `BalanceResult`). */
export interface BalanceResult extends TextResult {
  /** The report's first sentence: the exact value first (the library's `game::exact::headline`). */
  headline?: string;
  /** Why there is no exact value, when `solveLimit` asked for one; null otherwise. */
  whyNot?: string | null;
  cancelled?: boolean;
}

export interface BytesResult {
  ok: boolean;
  output?: string | Uint8Array;
  diagnostics?: Diagnostic[];
  text: string;
}

export type Agent = 'random' | 'greedy' | 'mcts' | `mcts:${number}`;

export type Point = [number, number];

/** Edits of board YAML through the library's span tree (keeps comments). */
export type Edit =
  | { op: 'add_line'; from: Point; to: Point; name?: string }
  | { op: 'move_point'; line: number | string; end: 'from' | 'to'; at: Point }
  | { op: 'delete_line'; line: number | string }
  | { op: 'set_frame'; frame: Point | Point[] }
  | { op: 'name_region'; at: Point; name: string }
  | { op: 'set_start'; lions: (string | number)[]; jackals: string | number }
  | { op: 'set_game'; key: string; value: unknown | null }
  | { op: 'set_units'; units: 'mm' | 'cm' | 'in' | 'm' }
  /** The units changed and every length converted (the engine's own op, wasm/src/game.rs). */
  | { op: 'convert_units'; units: 'mm' | 'cm' | 'in' | 'm' }
  | { op: 'set_pieces'; lion?: number; jackal?: number; others?: Record<string, number> };

export interface Session {
  read(): string[];
  send(line: string): string[];
  record(): string;
  close(): void;
}

/** The engine object `load()` resolves to. */
export interface Engine {
  version(): string;
  check(source: string, opts?: { path?: string; pxPerInch?: number; capacity?: boolean }): CheckResult;
  build(source: string, opts?: { path?: string; format?: 'json' | 'yaml'; fullCertificates?: boolean; capacity?: boolean; force?: boolean }): TextResult;
  render(source: string, opts?: { path?: string; format?: 'svg' | 'pdf' | 'png'; [k: string]: unknown }): BytesResult;
  importSvg(svg: string, opts?: { path?: string; pxPerInch?: number }): TextResult;
  generate(opts: { seed: number; regions?: number; balanced?: boolean; [k: string]: unknown }): TextResult;
  moves(board: string, position?: string): TextResult;
  play(board: string, opts?: { lions?: 'human' | Agent; jackals?: 'human' | Agent; first?: 'lions' | 'jackals'; seed?: number; position?: string; record?: string; turns?: number }): Session;
  balance(board: string, opts: { games?: number; agent?: Agent; seed: number; solveLimit?: number; onProgress?: (done: number, total: number, phase: ProgressPhase) => boolean | void; [k: string]: unknown }): BalanceResult;
  edit(source: string, edit: Edit): TextResult;
  /** Registers the sheet fonts PDF and PNG need (see web/engine/savanna.d.ts); absent in the stand-in. */
  loadFonts?(fonts: () => Promise<Uint8Array[]>): Promise<string[]>;
}

/** The validated board file (schemas/validated-board.schema.json), the fields the page reads. */
export interface ValidatedBoard {
  savanna: number;
  valid?: boolean;
  name: string | null;
  units: 'mm' | 'cm' | 'm' | 'in';
  frame: { width?: number | null; height?: number | null; polygon: Point[] } | null;
  lines: { from: Point; to: Point; name?: string | null }[];
  pieces: Record<string, { diameter: number; count: number }>;
  regions: Region[];
  borders: { regions: [number, number]; length: number; polylines?: Point[][] }[];
  corners: { regions: [number, number]; at: Point }[];
  loose_edges?: { kind: string; from: Point; to: Point; line_index?: number | null; frame_edge?: number | null }[];
  diagnostics: Diagnostic[];
  setup?: { lions: number[]; jackals?: number | null } | null;
  game?: Record<string, unknown>;
  rules?: Record<string, unknown>;
}

export interface Region {
  id: number;
  name: string | null;
  outline: Point[];
  holes?: Point[][];
  area: number;
  label: Point;
  neighbors: number[];
  capacity?: Record<string, number>;
  capacity_bound?: Record<string, number>;
  mixed?: { lions: number; jackals: number; jackal_bound?: number }[] | null;
}
