/**
 * The shapes the page uses from the savanna engine for JavaScript (web/engine/savanna.js). The
 * engine's own declarations (web/engine/savanna.d.ts) are the one contract: the engine's types
 * are re-exported from there, never copied; only the page's own shapes (results as the worker
 * passes them, the validated board's fields the page reads) are declared here.
 */

// Two copies had drifted apart (Session.close, convert_units, set_start's ids, uct): one now.
import type { Diagnostic } from '../engine/savanna';
export type {
  Agent, BalanceResult, BuildOptions, CheckOptions, CheckResult, Diagnostic, DiagnosticLabel, Edit, Engine, ImportPhotoOptions,
  ImportPhotoResult, Session,
} from '../engine/savanna';

export interface TextResult {
  ok: boolean;
  output?: string;
  diagnostics?: Diagnostic[];
  text: string;
}

/** The engine's progress phases (web/engine/savanna.d.ts `BalanceOptions.onProgress`): the
 *  solver's work, then the games played (generate: the candidates tried). */
export type ProgressPhase = 'solve' | 'games' | 'candidates';

export interface BytesResult {
  ok: boolean;
  output?: string | Uint8Array;
  diagnostics?: Diagnostic[];
  text: string;
}

export type Point = [number, number];

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
