// The shapes the Play and Balance panels read: the shell's context (structurally the same as
// web/src/main.ts's AppContext, so this folder type-checks on its own) and the JSON the engine
// writes (schemas/validated-board.schema.json, the JSON lines of `savanna play --protocol json`,
// schemas/game-record.schema.json and schemas/game-balance.schema.json).
// Coordinates are board units, x right, y DOWN, as in the validated board file.

/** The engine in a Web Worker (web/src/engine-client.ts): every Engine method by RPC. */
export interface EngineLike {
  call<T = unknown>(method: string, ...args: unknown[]): Promise<T>;
  /** Progress of the running call: `phase` 'solve' (units of the solver's work) while balance
   *  solves for the exact value, then 'games' (games played). */
  onProgress(cb: (done: number, total: number, phase: 'solve' | 'games' | 'candidates') => void): void;
  terminate(): void;
  /** Resolves once the worker has loaded the engine (a fresh worker answers calls only then). */
  ready?: Promise<unknown>;
}

/** What the shell gives each panel. */
export interface PanelContext {
  engine: EngineLike;
  /** The board now: its YAML text, and the validated board file (parsed JSON) when it builds. */
  board(): { yaml: string; validated: any | null };
  onBoardChange(cb: () => void): void;
  /** Why the board cannot be played or measured yet, saying what to do; '' when it can. */
  notReady?(what: string): string;
  /** A fresh engine worker for long work (the Play tab's solve), terminated when done. */
  spawn?: () => EngineLike;
}

export type Side = 'lions' | 'jackals';
export type Point = [number, number];

/** One region of the validated board file. */
export interface VRegion {
  id: number;
  name?: string | null;
  /** Outer boundary, clockwise on the page, first corner not repeated. */
  outline: Point[];
  /** Holes, counter-clockwise on the page. */
  holes?: Point[][];
  /** A point well inside (pole of inaccessibility). */
  label: Point;
  neighbors: number[];
  capacity?: Record<string, number>;
}

export interface VBoard {
  name?: string | null;
  units: string;
  frame: { polygon: Point[]; width?: number | null; height?: number | null } | null;
  regions: VRegion[];
  pieces: Record<string, { diameter: number; count: number; side?: string }>;
  valid: boolean;
}

export interface Captures { lions?: number; jackals?: number }

/** A group move (game-record schema GroupMove). */
export interface GroupMove {
  from: number;
  to: number;
  lions?: number;
  jackals?: number;
  captures?: Captures;
  with?: { from: number; lions?: number; jackals?: number }[];
}

export interface PositionFile {
  side: Side;
  pieces: Record<string, { lions?: number; jackals?: number }>;
  quiet?: number;
  turns?: number;
  turn?: { moves?: number; frozen?: number[]; arrived?: Record<string, number> };
}

export interface Outcome {
  winner: Side | null;
  reason: 'elimination' | 'points';
  capped: boolean;
  lion_points: number;
  jackal_points: number;
  rounds: number;
}

/** A played action in a state event. */
export interface Played { side: Side; move?: GroupMove; end?: boolean }

/** One JSON line of the session protocol. */
export type SessionEvent =
  | {
      event: 'state' | 'over' | 'end';
      played: Played[];
      /** Whose turn it is; `null` once the game is over. */
      side: Side | null;
      position: PositionFile;
      moves: GroupMove[];
      can_end: boolean;
      outcome: Outcome | null;
      reason?: string;
      /** On `over`: the result in words, as the terminal prints it. */
      result?: string;
    }
  | { event: 'error'; code: string; message: string };

/** The game-balance schema's figures the panel shows. */
export interface BalanceReport {
  games: number;
  seed: number;
  agent: string;
  strength: string;
  board?: string | null;
  lions: { wins: number; rate: number; ci95: [number, number]; by_elimination: number; on_points: number };
  jackals: { wins: number; rate: number; ci95: [number, number]; by_elimination: number; on_points: number };
  draws: { count: number; rate: number };
  capped: { count: number; rate: number };
  first_player_advantage: { rate: number | null; ci95: [number, number] | null; decisive: number };
  lions_share: { rate: number | null; ci95: [number, number] | null; decisive: number };
  balance: number | null;
  length: { mean: number; median: number; p90: number };
  captures: { lions: number; jackals: number };
  occupancy: Record<string, { lions: number; jackals: number }>;
  verdict: string | null;
  summary?: string | null;
  /** The board's value under perfect play, when it was solved (`solveLimit` > 0, within it). */
  exact?: { jackals_first: ExactValue; lions_first: ExactValue } | null;
  /** What the deadlines left undone ("the exact value: the solve was stopped at ..."). */
  untried?: string[];
}

/** One start's value under perfect play: the solver's shape, as `solve --format json` gives each
 *  first player (generated from schemas/game-balance.schema.json). */
import type { ExactValue } from '../../engine/schema';
export type { ExactValue };
