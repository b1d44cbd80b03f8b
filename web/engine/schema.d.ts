// The JSON documents of savanna as TypeScript types: GENERATED from schemas/*.schema.json by
// web/scripts/schema-types.mjs (json-schema-to-typescript). Do not edit: run
// `npm --prefix web run types` after a schema changes (CI checks that this file is current).
// Numbers are JSON numbers; `format` (uint32, double) is in each schema.

/**
 * Any JSON document of savanna: a board file, a validated board file, a position, moves, a record, a balance or a solve report.
 */
export type SavannaDocument =
  | BoardFile
  | ValidatedBoard
  | GamePosition
  | GameMoves
  | GameRecord
  | GameBalance
  | GameSolve
  | GameSuggestion;
/**
 * The frame: a rectangle `(0,0)-(width,height)` or a simple polygon.
 */
export type FrameFile = RectFile | PolygonFile;
/**
 * How gathered lions disperse when they do not all attack (rule 4).
 */
export type Dispersal = 'one_stays' | 'one_per_region';
/**
 * Which side moves first (rule 7).
 */
export type Side = 'lions' | 'jackals';
/**
 * When an attack must fit in the attacked region (rule 5).
 */
export type Fit = 'at_entry' | 'after_capture';
/**
 * What is frozen once a side's own pieces enter a region during its turn (rule 2).
 */
export type Freeze = 'region' | 'pieces';
/**
 * How the pack rule (rule 3) counts the jackals that leave a region.
 */
export type PackCount = 'turn' | 'group';
/**
 * When a side may end its turn without a move (rule 2).
 */
export type Pass = 'when_stuck' | 'allowed';
/**
 * When the game is scored (rule 6).
 */
export type QuietRule = 'no_capture' | 'no_capture_possible';
/**
 * Where the pieces start (rule 8).
 */
export type SetupRule = 'board' | 'random';
/**
 * A language of savanna's words to people.
 */
export type Lang = 'en' | 'ru';
/**
 * One line: short form `[from, to]` or long form `{from, to, name}`.
 */
export type LineFile = [[number, number], [number, number]] | LongLineFile;
/**
 * A region: a name from `regions`, or an id `1..=n` (reading order).
 */
export type RegionRefFile = number | string;
/**
 * The unit of every length in a board file.
 */
export type Units = 'mm' | 'cm' | 'm' | 'in';
/**
 * A region id: 1 to n in reading order (top to bottom, then left to right, by label point).
 */
export type RegionId = number;
/**
 * How bad a diagnostic is. Errors make `check` exit 1 and stop `build` from writing.
 */
export type Severity = 'error' | 'warning' | 'advice';
/**
 * Why a piece of line bounds no region.
 */
export type LooseKind = 'dangle' | 'cut-edge';
/**
 * How far a count was searched (the `capacity_search` of the validated board file).
 */
export type Search = 'full' | 'enough';
/**
 * Why the game ended.
 */
export type EndReason = 'elimination' | 'points';
/**
 * The agents `play` and `balance` know.
 */
export type AgentKind = 'human' | 'random' | 'greedy' | 'mcts' | 'uct' | 'perfect';
/**
 * Who wins a game under perfect play: `lions`, `jackals` or `draw`.
 */
export type PerfectOutcome = 'lions' | 'jackals' | 'draw';
/**
 * Which side the board favours.
 */
export type Verdict = 'balanced' | 'favours lions' | 'favours jackals' | 'undecided';
/**
 * The ladder's verdict.
 */
export type LadderVerdict =
  | 'balanced'
  | 'favours lions'
  | 'favours jackals'
  | 'undecided'
  | 'unresolved: depends on strength';

/**
 * Savanna board file (schemas/board.schema.json).
 *
 * A *Lions and Jackals* board file (YAML, or JSON). Every length is in `units`.
 */
export interface BoardFile {
  /**
   * The outline of the field: its edges are lines too, and parts of lines outside it are
   * ignored.
   */
  frame?: FrameFile;
  /**
   * The game's options (rules engine, `play`, `balance`); every key optional. Null (every
   * entry commented out) is the defaults.
   */
  game?: GameRules | null;
  /**
   * The language the board's sheets are printed in (`en` or `ru`), whatever the reader's
   * locale; `savanna render --lang` still chooses another. Absent: the reader's language.
   */
  lang?: Lang;
  /**
   * The straight lines drawn on the field; the regions are the areas they enclose.
   *
   * @maxItems 100000
   */
  lines?: LineFile[];
  /**
   * The board's name.
   */
  name?: string;
  /**
   * Piece kinds: name → disc size and number in play. Given, it replaces the defaults
   * (`lion` 30 mm × 3, `jackal` 20 mm × 9, converted to `units`) whole.
   */
  pieces?: {
    [k: string]: PieceFile;
  };
  /**
   * Region names: name → a point inside the named region. Null (every entry commented
   * out) is no names.
   */
  regions?: {
    /**
     * @minItems 2
     * @maxItems 2
     */
    [k: string]: [number, number];
  } | null;
  /**
   * Thresholds of the rule checks. Null (every entry commented out) is the defaults.
   */
  rules?: RulesFile | null;
  /**
   * The start position.
   */
  setup?: SetupFile;
  /**
   * Snap-rounding grid pitch in board units (default 1e-6 mm): endpoints closer than this
   * meet.
   */
  snap?: number;
  /**
   * The unit of every length in the file (default `mm`).
   */
  units?: Units;
}
/**
 * A rectangular frame `(0,0)-(width,height)`.
 */
export interface RectFile {
  /**
   * Height (y extent), > 0.
   */
  height: number;
  /**
   * Width (x extent), > 0.
   */
  width: number;
}
/**
 * A polygonal frame.
 */
export interface PolygonFile {
  /**
   * The corners in order around the outline (either orientation), at least 3, without
   * crossings; a repeated closing corner is allowed and ignored.
   *
   * @minItems 3
   * @maxItems 10000
   */
  polygon: [[number, number], [number, number], [number, number], ...[number, number][]];
}
/**
 * The game's options, each a reading of the informal rules (see the manual, docs/src/rules.md).
 */
export interface GameRules {
  /**
   * Rule 1 option: groups from several regions (at most 4) may attack one region of the other
   * side together in one move, their strength summed, fitting at the moment of entering, the
   * pack rule counted per source region (default false).
   */
  combined_attack?: boolean;
  /**
   * Rule 4: how the gathered lions that do not attack disperse (default `one_stays`: one
   * stays, the others go as they like; `one_per_region`: each of the others ends the turn
   * alone in a region). Left out of outputs at its default.
   */
  dispersal?: Dispersal;
  /**
   * Rule 7: who moves first (default `jackals`). Balance runs play both orders.
   */
  first?: Side & string;
  /**
   * Rule 5: when an attack must fit (default `at_entry`).
   */
  fit?: Fit & string;
  /**
   * Rule 2: what is frozen once own pieces enter a region (default `region`).
   */
  freeze?: Freeze & string;
  /**
   * Rule 4: gathered lions must attack or leave exactly one behind (default true).
   */
  gathered_lions_disperse?: boolean;
  /**
   * Rule 6: points per region the jackals occupy at the count (default 1).
   */
  jackal_points?: number;
  /**
   * Rule 1 option: a capture table by the number of attacking lions, the most jackals 1, 2, …
   * lions take together (`[3, 5]`: one lion takes up to 3, two a "palm" of up to 5); each
   * further lion beyond the table adds `lion_strength` jackals. At most 16 entries, each from
   * 1 to 100000 and none below the one before it. Empty (the default, and left out of every
   * output): `lion_strength` per lion. Jackals' captures keep `lion_strength`.
   *
   * @maxItems 16
   */
  lion_captures?:
    | []
    | [number]
    | [number, number]
    | [number, number, number]
    | [number, number, number, number]
    | [number, number, number, number, number]
    | [number, number, number, number, number, number]
    | [number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ];
  /**
   * Rule 6: points per region the lions occupy at the count (default 2).
   */
  lion_points?: number;
  /**
   * Rule 1: a lion counts as this many jackals (default 3). Lions capture when
   * `jackals <= lion_strength x lions` (unless `lion_captures` says otherwise), jackals when
   * `jackals >= lion_strength x lions`.
   */
  lion_strength?: number;
  /**
   * Rule 6: hard cap on the rounds of a game; a game that reaches it is scored and reported
   * as capped (default 200).
   */
  max_rounds?: number;
  /**
   * Rule 3: how the jackals leaving a region are counted (default `turn`: all its groups in
   * the turn; `group`: each moving group alone). Left out of outputs at its default.
   */
  pack_count?: PackCount;
  /**
   * Rule 3: when three or more jackals leave one region in a turn, one stays (default true).
   */
  pack_leaves_one?: boolean;
  /**
   * Rule 2: when a side may end a turn without a move (default `when_stuck`: only when no
   * move is legal; `allowed`: a voluntary pass). Left out of outputs at its default.
   */
  pass?: Pass;
  /**
   * Rule 6: what makes a round quiet (default `no_capture`).
   */
  quiet?: QuietRule & string;
  /**
   * Rule 6: the game is scored after more than this many quiet rounds in a row (default 5).
   */
  quiet_rounds?: number;
  /**
   * Rule 8: where the pieces start (default `board`).
   */
  setup?: SetupRule & string;
}
/**
 * A line in long form.
 */
export interface LongLineFile {
  /**
   * Start point.
   *
   * @minItems 2
   * @maxItems 2
   */
  from: [number, number];
  /**
   * Optional name.
   */
  name?: string;
  /**
   * End point.
   *
   * @minItems 2
   * @maxItems 2
   */
  to: [number, number];
}
/**
 * One piece kind.
 */
export interface PieceFile {
  /**
   * Number in play.
   */
  count: number;
  /**
   * Disc diameter in board units, > 0.
   */
  diameter: number;
}
/**
 * Thresholds of the rule checks: when a board draws advice or a warning about its regions and setup.
 */
export interface RulesFile {
  /**
   * Largest over smallest region area above this draws advice (default 8).
   */
  max_area_ratio?: number;
  /**
   * More regions draw advice (default 14).
   */
  max_regions?: number;
  /**
   * Shortest border, in board units, read as a border rather than a corner (default: the
   * largest piece diameter).
   */
  min_border_length?: number;
  /**
   * Smallest graph distance from the jackal pack to each lion at the start (default 2).
   */
  min_pack_distance?: number;
  /**
   * Fewer regions draw advice (default 7).
   */
  min_regions?: number;
}
/**
 * The start position.
 */
export interface SetupFile {
  /**
   * The region holding the whole jackal pack.
   */
  jackals?: RegionRefFile;
  /**
   * One region per lion.
   */
  lions?: RegionRefFile[];
}
/**
 * Savanna validated board file (schemas/validated-board.schema.json).
 *
 * The validated board file that `savanna build` writes: the board as drawn, its regions, which
 * regions are neighbors, how many pieces fit in each, and every problem found.
 *
 * Every point is `[x, y]` in the board's `units`, x to the right and y down, origin at the
 * top-left of the sheet.
 */
export interface ValidatedBoard {
  /**
   * One border per pair of neighbors, sorted by `regions`.
   */
  borders: Border[];
  /**
   * Pairs of regions that touch only at points, sorted by `regions`.
   */
  corners: Corner[];
  /**
   * Every problem found in the board, errors first.
   */
  diagnostics: Diagnostic[];
  /**
   * The frame, or `null` for a board without one.
   */
  frame?: Frame | null;
  /**
   * The game's options (the board file's `game:`, defaults filled in).
   */
  game?: GameRules;
  /**
   * The language its sheets are printed in (`lang:` of the board file); absent: the
   * reader's own (`savanna render --lang`, the locale).
   */
  lang?: Lang | null;
  /**
   * The lines of the board file, in file order: a line's 0-based position here is its
   * `line_index`.
   */
  lines: Line[];
  /**
   * Pieces of lines and of the frame that bound no region (dangles and cut edges).
   */
  loose_edges?: LooseEdge[];
  /**
   * The board's name, or `null`.
   */
  name?: string | null;
  /**
   * Piece kinds, in the board file's order.
   */
  pieces: {
    [k: string]: Piece;
  };
  /**
   * The regions in reading order: `regions[i]` has id `i + 1`.
   */
  regions: Region[];
  /**
   * The board file's `rules:`, defaults filled in (absent in files written before it was
   * added: read as the defaults).
   */
  rules?: Rules;
  /**
   * Format version: 1.
   */
  savanna: number;
  /**
   * The start position, or `null` when the board file gives none.
   */
  setup?: Setup | null;
  /**
   * Unit of every length in this file.
   */
  units: Units;
  /**
   * True when the board has no errors. False only in a file written with `--force` despite
   * errors (they are listed in `diagnostics`): such a board cannot be played as it is.
   */
  valid: boolean;
}
/**
 * The border between two neighbors: where they meet, and how long it is.
 */
export interface Border {
  /**
   * Total length of the shared boundary, in `units`: the sum of the lengths of `polylines`.
   */
  length: number;
  /**
   * The shared boundary as polylines of points `[x, y]`: one per connected piece, in reading
   * order of their first points (top to bottom, then left to right), each walked with region
   * `a` on the right as seen on the page. A closed polyline (the outline of a region floating
   * inside another) ends with its first point again.
   */
  polylines: [number, number][][];
  /**
   * The two region ids `[a, b]`, with `a < b`.
   *
   * @minItems 2
   * @maxItems 2
   */
  regions: [RegionId, RegionId];
}
/**
 * Two regions that touch only at points, so are not neighbors, and one such point.
 */
export interface Corner {
  /**
   * A point `[x, y]` where they touch.
   *
   * @minItems 2
   * @maxItems 2
   */
  at: [number, number];
  /**
   * The two region ids `[a, b]`, with `a < b`.
   *
   * @minItems 2
   * @maxItems 2
   */
  regions: [RegionId, RegionId];
}
/**
 * One problem found in the board, with where it is in the board file's text.
 */
export interface Diagnostic {
  /**
   * Stable code, e.g. `savanna::region::too-small` (the manual's docs/src/checks.md lists every code).
   */
  code: string;
  /**
   * The column in that line of text, counted in characters from 1, or `null`.
   */
  column?: number | null;
  /**
   * What to do about it, or `null`.
   */
  help?: string | null;
  /**
   * Every place the diagnostic points at, the primary one (`line`, `column`) first, each with
   * its text. `savanna check --format json` gives them, for editors; the validated board file
   * leaves the field out (its diagnostics carry the primary place only).
   */
  labels?: DiagnosticLabel[];
  /**
   * The line of the board file's text it points at, counted from 1, or `null`. (This is a
   * line of text; a drawn line is referred to elsewhere by its `line_index` in `lines`.)
   */
  line?: number | null;
  /**
   * What is wrong.
   */
  message: string;
  /**
   * Ids of the regions concerned.
   */
  regions: RegionId[];
  /**
   * `error`, `warning` or `advice`.
   */
  severity: Severity;
}
/**
 * One place a diagnostic points at in the board file's text.
 */
export interface DiagnosticLabel {
  /**
   * The column in that line, counted in characters from 1.
   */
  column: number;
  /**
   * The line of text, counted from 1.
   */
  line: number;
  /**
   * The bytes pointed at: `offset` (from the start of the file, 0-based) and `len`.
   */
  span: Span;
  /**
   * What is there, as the text report writes it under the underline.
   */
  text: string;
}
/**
 * A byte range in the board file's text: `offset..offset + len`.
 */
export interface Span {
  /**
   * Length in bytes (0 for a point).
   */
  len: number;
  /**
   * Byte offset of the first byte.
   */
  offset: number;
}
/**
 * The frame: the outline of the field.
 */
export interface Frame {
  /**
   * The corners as the board file gives them, in `polygon`'s order, when the snap grid moved
   * any (`polygon` is on the grid: a 420 mm frame written in inches, 420 / 25.4 in, is off
   * it); absent when they are `polygon`. A sheet and a board file read back from this file
   * take the frame from here, so that the board built again is the same board (its lines
   * meet the frame where they met it).
   */
  file_polygon?: [number, number][] | null;
  /**
   * Height of a rectangular frame; `null` for a polygon frame.
   */
  height?: number | null;
  /**
   * The frame's corners `[x, y]` (also for a rectangle), clockwise as seen on the page, without
   * repeating the first corner at the end. Frame edge `k` runs from corner `k` to corner
   * `k + 1` (the last edge back to corner 0).
   */
  polygon: [number, number][];
  /**
   * Width of a rectangular frame from (0, 0) to (width, height); `null` for a polygon frame.
   */
  width?: number | null;
}
/**
 * One line of the board file, in the long form `{from, to, name}`.
 */
export interface Line {
  /**
   * Start point `[x, y]`.
   *
   * @minItems 2
   * @maxItems 2
   */
  from: [number, number];
  /**
   * The line's name, or `null`.
   */
  name?: string | null;
  /**
   * End point `[x, y]`.
   *
   * @minItems 2
   * @maxItems 2
   */
  to: [number, number];
}
/**
 * A piece of a line, or of the frame, that bounds no region (drawn in proof mode).
 */
export interface LooseEdge {
  /**
   * The frame edge it is part of: edge `k` runs from `frame.polygon[k]` to the next corner;
   * `null` when it is part of a line.
   */
  frame_edge?: number | null;
  /**
   * Start `[x, y]` of the piece.
   *
   * @minItems 2
   * @maxItems 2
   */
  from: [number, number];
  /**
   * `dangle` (a piece with a free end) or `cut-edge` (the same region on both sides).
   */
  kind: LooseKind;
  /**
   * The line it is part of: a 0-based index into `lines`; `null` when it is part of the
   * frame.
   */
  line_index?: number | null;
  /**
   * End `[x, y]` of the piece.
   *
   * @minItems 2
   * @maxItems 2
   */
  to: [number, number];
}
/**
 * One piece kind: disc diameter and number in play.
 */
export interface Piece {
  /**
   * Number in play.
   */
  count: number;
  /**
   * Disc diameter, in `units`.
   */
  diameter: number;
}
/**
 * One region: an area of the field enclosed by lines (and the frame).
 */
export interface Region {
  /**
   * Area in square `units`, holes excluded.
   */
  area: number;
  /**
   * Per piece kind: how many discs of that kind fit in the region (proven by `packing`).
   */
  capacity: {
    [k: string]: number;
  };
  /**
   * Per piece kind: no more discs than this fit (a proven upper bound).
   */
  capacity_bound: {
    [k: string]: number;
  };
  /**
   * Piece kinds whose packing search stopped at its work limit (a region of hundreds of
   * thousands of pieces): their `capacity` is certified, but more fit, up to
   * `capacity_bound`. Absent when the search ran to the end for every kind.
   */
  capacity_capped?: string[];
  /**
   * Per piece kind: how far `capacity` was searched. `full`: at record level with no target,
   * as many as savanna finds. `enough`: the count already holds every piece of that kind in
   * play (`pieces.KIND.count`), so the search stopped there (a fast lattice packing, or the
   * record-level search stopped at that number); the true capacity lies between `capacity`
   * and `capacity_bound`, and `savanna build --full-capacity` searches further. For play,
   * both mean the same: `enough` regions hold every piece of that kind.
   */
  capacity_search?: {
    [k: string]: Search;
  };
  /**
   * Closed outlines floating inside the region (not part of it), each counter-clockwise as
   * seen on the page, without repeating its first corner.
   */
  holes: [number, number][][];
  /**
   * 1 to n in reading order: top to bottom, then left to right, by label point.
   */
  id: RegionId;
  /**
   * A point well inside the region, for its label: the point farthest from its boundary
   * (pole of inaccessibility).
   *
   * @minItems 2
   * @maxItems 2
   */
  label: [number, number];
  /**
   * Lions and jackals together: one row per number of lions, from 0 to the lion capacity (at
   * most the lions in play); `null` when the board has no lion or no jackal kind, or
   * capacities were not computed.
   */
  mixed?: MixedRow[] | null;
  /**
   * The name given under `regions:` in the board file, or `null`.
   */
  name?: string | null;
  /**
   * Ids of the neighbors: the regions that share a border of positive length with this one
   * (a shared corner point is not enough), sorted.
   */
  neighbors: RegionId[];
  /**
   * The outer boundary: corners `[x, y]`, clockwise as seen on the page, without repeating the
   * first corner at the end.
   */
  outline: [number, number][];
  /**
   * Per piece kind: the disc centres `[x, y]` that prove `capacity`; for a kind in
   * `packing_lattice`, only the first `pieces.KIND.count` of them (every piece in play), the
   * lattice proving the count.
   */
  packing: {
    [k: string]: [number, number][];
  };
  /**
   * Per piece kind, for a count above 100 that the search marked `enough`: the disc centres
   * that prove `capacity`, as runs of a lattice (a few numbers instead of thousands of
   * centres). Expanded (`origin + i·step + j·row_step` for each run), they give exactly
   * `capacity` centres whose discs lie in the region without overlapping. Absent for other
   * kinds, and for every kind with `build --full-certificates` (then `packing` lists every
   * centre).
   */
  packing_lattice?: {
    [k: string]: LatticeCentres;
  };
}
/**
 * One row of the mixed table: `lions` lions together with `jackals` jackals certainly fit in the
 * region (the centres prove it), and more than `jackal_bound` jackals beside that many lions
 * certainly do not.
 */
export interface MixedRow {
  /**
   * No more jackals than this fit beside that many lions (a proven upper bound).
   */
  jackal_bound: number;
  /**
   * Centres `[x, y]` of the jackal discs: all `jackals` of them, or, beside a
   * `jackal_lattice`, the first `pieces.jackal.count` (every jackal in play).
   */
  jackal_centres: [number, number][];
  /**
   * The jackal centres that prove `jackals` as runs of a lattice, for a count above 100
   * that the search marked `enough` (absent otherwise, and with `build
   * --full-certificates`): its expansion gives exactly `jackals` centres, and those discs
   * with the lions fit in the region without overlapping.
   */
  jackal_lattice?: LatticeCentres | null;
  /**
   * How far `jackals` was searched, as `capacity_search`: `enough` when it already holds
   * every jackal in play (the search stopped there).
   */
  jackal_search?: Search & string;
  /**
   * Number of jackals that fit beside them (the centres below prove it).
   */
  jackals: number;
  /**
   * Centres `[x, y]` of the lion discs.
   */
  lion_centres: [number, number][];
  /**
   * Number of lions.
   */
  lions: number;
}
/**
 * Disc centres given as runs of a lattice: for each run `[j, i_from, i_to]`, the points
 * `origin + i·step + j·row_step` for `i = i_from, i_from + 1, …, i_to`, runs in the order
 * written. Coordinates `[x, y]` in board units, y down.
 */
export interface LatticeCentres {
  /**
   * The lattice point `i = 0, j = 0`: `[x, y]` (as savanna writes it, the first centre).
   *
   * @minItems 2
   * @maxItems 2
   */
  origin: [number, number];
  /**
   * From point `(i, j)` to point `(i, j + 1)`: `[dx, dy]` (to the next row).
   *
   * @minItems 2
   * @maxItems 2
   */
  row_step: [number, number];
  /**
   * `[j, i_from, i_to]`: row `j`, its points `i_from` to `i_to`, both included
   * (`i_from <= i_to`).
   */
  runs: [number, number, number][];
  /**
   * From point `(i, j)` to point `(i + 1, j)`: `[dx, dy]` (along a row).
   *
   * @minItems 2
   * @maxItems 2
   */
  step: [number, number];
}
/**
 * The board file's `rules:` (thresholds of the checks, and the distance a drawn set-up keeps
 * between the pack and the lions), defaults filled in: what a game started from this file
 * needs to draw set-ups as the board file would.
 */
export interface Rules {
  /**
   * Largest region area over smallest region area above this draws advice.
   */
  max_area_ratio?: number;
  /**
   * More regions than this draws advice.
   */
  max_regions?: number;
  /**
   * Shortest shared border, in `units`, read as a border rather than a corner; `null`: the
   * largest piece diameter.
   */
  min_border_length?: number | null;
  /**
   * Least borders crossed from the jackal pack's start region to every lion's start region:
   * checked on `setup`, and kept by every set-up drawn at random (`play`, `balance`, `game`).
   */
  min_pack_distance?: number;
  /**
   * Fewer regions than this draws advice.
   */
  min_regions?: number;
}
/**
 * The start position, with every region given by its id.
 */
export interface Setup {
  /**
   * The region holding the whole jackal pack, or `null`.
   */
  jackals?: RegionId | null;
  /**
   * The region of each lion.
   */
  lions: RegionId[];
}
/**
 * Savanna game position (schemas/game-position.schema.json).
 *
 * A position as written in files: `pieces` maps a region (id or name) to its pieces.
 */
export interface GamePosition {
  /**
   * Region (id or name) -> pieces there at the start of the turn, or now when `turn` is given.
   */
  pieces: {
    [k: string]: PiecesFile;
  };
  /**
   * Rounds in a row without a capture (a round: both sides moved once), in steps of a half:
   * `2.5` when the last five turns were quiet. The count comes after more than
   * `game.quiet_rounds`.
   */
  quiet?: number | null;
  /**
   * The same counter in turns (half-rounds); input only, for files written by older versions
   * (`quiet` wins when both are given).
   */
  quiet_turns?: number | null;
  /**
   * The side to move.
   */
  side: Side;
  /**
   * The turn in progress.
   */
  turn?: TurnFile | null;
  /**
   * Turns played so far.
   */
  turns?: number | null;
}
/**
 * The pieces in one region.
 */
export interface PiecesFile {
  /**
   * Jackals.
   */
  jackals?: number;
  /**
   * Lions.
   */
  lions?: number;
}
/**
 * The turn in progress (absent: a turn about to begin).
 */
export interface TurnFile {
  /**
   * Region -> the mover's pieces that entered it this turn (they have moved).
   */
  arrived?: {
    [k: string]: number;
  };
  /**
   * True when the turn has captured something.
   */
  captured?: boolean;
  /**
   * True when a capture was possible at the start of the turn.
   */
  could_capture?: boolean;
  /**
   * Region -> of the lions that arrived, those that left a gathered region without
   * capturing (`game.dispersal: one_per_region` only: each must end the turn alone there).
   * Left out when empty.
   */
  dispersed?: {
    [k: string]: number;
  };
  /**
   * True when the gathered-lions duty (rule 4) binds this turn.
   */
  duty?: boolean;
  /**
   * Regions frozen for the mover (its own pieces entered them); worked out from `arrived`
   * when absent, checked against it when given.
   */
  frozen?: RegionId[] | null;
  /**
   * Region -> the mover's pieces that left it this turn.
   */
  left?: {
    [k: string]: number;
  };
  /**
   * Region -> of those, the ones that left without capturing.
   */
  left_quietly?: {
    [k: string]: number;
  };
  /**
   * Group moves made so far this turn.
   */
  moves?: number;
}
/**
 * Savanna legal moves (schemas/game-moves.schema.json).
 *
 * The output of `savanna moves`: the legal group moves from a position.
 */
export interface GameMoves {
  /**
   * True when the turn may end now (`end`).
   */
  can_end: boolean;
  /**
   * Every legal group move that begins (or continues) a legal turn.
   */
  moves: GroupMove[];
  /**
   * The outcome when the game is over.
   */
  outcome?: Outcome | null;
  /**
   * The position the moves are from (after `--after`).
   */
  position: PositionFile;
  /**
   * The rules used.
   */
  rules: GameRules;
  /**
   * The side to move.
   */
  side: Side;
}
/**
 * A group move as frontends see it: `lions` or `jackals` pieces (one of them 0) from `from` to
 * the neighboring `to`, and what it captures. A combined attack (`game.combined_attack`) lists
 * the groups joining it from other regions under `with`; `captures` is then what all of them
 * capture together.
 */
export interface GroupMove {
  /**
   * What it captures. A move sent to `play` or given to `moves --after` may leave it out;
   * when it gives it, it must be what the move captures, or the move is refused
   * (`move::captures`). A record's moves give their captures, and `replay` checks them.
   */
  captures?: Captures;
  /**
   * The region the group leaves.
   */
  from: RegionId;
  /**
   * Jackals in the group.
   */
  jackals?: number;
  /**
   * Lions in the group.
   */
  lions?: number;
  /**
   * The region it enters.
   */
  to: RegionId;
  /**
   * Groups from other regions attacking `to` together with this one (a combined attack; at
   * most 3). Absent for a single group.
   */
  with?: JoinedGroup[];
}
/**
 * Pieces captured by one move (or per game, in a report).
 */
export interface Captures {
  /**
   * Jackals captured.
   */
  jackals?: number;
  /**
   * Lions captured.
   */
  lions?: number;
}
/**
 * A group joining a combined attack: `lions` or `jackals` pieces from `from`.
 */
export interface JoinedGroup {
  /**
   * The region the group leaves (a neighbor of the attacked region).
   */
  from: RegionId;
  /**
   * Jackals in the group.
   */
  jackals?: number;
  /**
   * Lions in the group.
   */
  lions?: number;
}
/**
 * The end of a game.
 */
export interface Outcome {
  /**
   * True when the game was counted because it reached `max_rounds`.
   */
  capped: boolean;
  /**
   * Jackals' points at the end (`jackal_points` per region they hold).
   */
  jackal_points: number;
  /**
   * Lions' points at the end (`lion_points` per region they hold).
   */
  lion_points: number;
  /**
   * Elimination or points.
   */
  reason: EndReason;
  /**
   * Rounds played (a round: both sides moved once; a round begun counts).
   */
  rounds: number;
  /**
   * The winner; `null` for a draw (equal points).
   */
  winner?: Side | null;
}
/**
 * A position as written in files: `pieces` maps a region (id or name) to its pieces.
 */
export interface PositionFile {
  /**
   * Region (id or name) -> pieces there at the start of the turn, or now when `turn` is given.
   */
  pieces: {
    [k: string]: PiecesFile;
  };
  /**
   * Rounds in a row without a capture (a round: both sides moved once), in steps of a half:
   * `2.5` when the last five turns were quiet. The count comes after more than
   * `game.quiet_rounds`.
   */
  quiet?: number | null;
  /**
   * The same counter in turns (half-rounds); input only, for files written by older versions
   * (`quiet` wins when both are given).
   */
  quiet_turns?: number | null;
  /**
   * The side to move.
   */
  side: Side;
  /**
   * The turn in progress.
   */
  turn?: TurnFile | null;
  /**
   * Turns played so far.
   */
  turns?: number | null;
}
/**
 * Savanna game record (schemas/game-record.schema.json).
 *
 * A whole game, for `savanna replay` and frontends.
 */
export interface GameRecord {
  /**
   * Agent per side (`human`, `random`, `greedy`, `mcts`).
   */
  agents: {
    [k: string]: string;
  };
  /**
   * The board's name, if any.
   */
  board?: string | null;
  /**
   * Who moved first.
   */
  first: Side;
  /**
   * How it ended (`null`: unfinished).
   */
  outcome?: Outcome | null;
  /**
   * The rules the game was played by.
   */
  rules: GameRules;
  /**
   * Record format version: 1.
   */
  savanna_game: number;
  /**
   * The seed of the agents' random numbers, if any.
   */
  seed?: number | null;
  /**
   * The set-up.
   */
  setup: SetupRecord;
  /**
   * The board as played (regions, neighbors, what fits).
   */
  tables: BoardTables;
  /**
   * The turns in order.
   */
  turns: TurnRecord[];
}
/**
 * The set-up a game started from.
 */
export interface SetupRecord {
  /**
   * The pack's region.
   */
  jackals: RegionId;
  /**
   * One region per lion.
   */
  lions: RegionId[];
}
/**
 * The board as the engine plays it, carried in a game record so that the record replays alone.
 */
export interface BoardTables {
  /**
   * `[lions, jackals]` that fit alone in each region.
   */
  capacity: [number, number][];
  /**
   * Jackals in play.
   */
  jackals: number;
  /**
   * Lions in play.
   */
  lions: number;
  /**
   * Each region's mixed table: `k` lions -> most jackals beside them.
   */
  mixed: number[][];
  /**
   * Region names (index `id - 1`).
   */
  names: (string | null)[];
  /**
   * Neighbors of each region, by id.
   */
  neighbors: RegionId[][];
}
/**
 * One turn of a recorded game: the side and its group moves in order (none: a pass).
 */
export interface TurnRecord {
  /**
   * True for the last turn of an unfinished game when it was still in progress (not ended)
   * as the game stopped (`quit`, end of input, Ctrl-C): `replay` applies its moves and does
   * not end it. Absent (false) otherwise.
   */
  in_progress?: boolean;
  /**
   * The group moves, in order.
   */
  moves: GroupMove[];
  /**
   * Who moved.
   */
  side: Side;
}
/**
 * Savanna balance report (schemas/game-balance.schema.json).
 *
 * The report of [`balance`].
 */
export interface GameBalance {
  /**
   * The agent playing both sides.
   */
  agent: AgentKind;
  /**
   * Ludii's balance: `1 - |lions' rate - jackals' rate|` over the decisive games (1: even);
   * `null` when no game was decisive.
   */
  balance?: number | null;
  /**
   * The board's name.
   */
  board?: string | null;
  /**
   * Moves refused because they do not fit.
   */
  capacity_refusals: Refusals;
  /**
   * Games that reached `max_rounds`, reported apart (rule 6): not wins, draws or decisive
   * games; lions + jackals + draws + capped = games.
   */
  capped: Share;
  /**
   * Mean captures per game.
   */
  captures: CapturesReport;
  /**
   * Drawn games (equal points; games that reached the cap left out).
   */
  draws: Share;
  /**
   * The board's value under perfect play, when it was solved within the limit.
   */
  exact?: Exact | null;
  /**
   * The first mover's share of the decisive games.
   */
  first_player_advantage: DecisiveShare;
  /**
   * Games played.
   */
  games: number;
  /**
   * The jackals' wins (games that reached the cap left out).
   */
  jackals: SideReport;
  /**
   * The strength ladder and skill trace, when it was climbed.
   */
  ladder?: Ladder | null;
  /**
   * Rounds per game.
   */
  length: Length;
  /**
   * The lions' wins (games that reached the cap left out).
   */
  lions: SideReport;
  /**
   * The lions' share of the decisive games (what the verdict reads).
   */
  lions_share: DecisiveShare;
  /**
   * MCTS iterations per decision (only for `mcts`: per turn).
   */
  mcts_budget?: number | null;
  /**
   * Region id -> share of turn ends each side holds it.
   */
  occupancy: {
    [k: string]: Occupancy;
  };
  /**
   * The rules played.
   */
  rules: GameRules;
  /**
   * The seed.
   */
  seed: number;
  /**
   * The strength every figure above was measured at: `random`, `greedy`, `mcts 200`.
   */
  strength: string;
  /**
   * The summary in words that does not hang on one strength: the exact value under perfect
   * play when the board was solved (then how it plays at the strengths measured), else the
   * ladder's verdict when it was climbed.
   */
  summary?: string | null;
  /**
   * What the time budget left undone, one sentence each ("self-play: 60 of 200 games
   * played within the time budget"); empty when nothing was (then the report is the same on
   * every run).
   */
  untried?: string[];
  /**
   * Which side the board favours at this strength of self-play; `null` when no game was
   * decisive (every game drawn or capped): nothing to read a verdict from.
   */
  verdict?: Verdict | null;
}
/**
 * Moves refused because they would not fit.
 */
export interface Refusals {
  /**
   * The same per region id (regions with none left out).
   */
  by_region: {
    [k: string]: number;
  };
  /**
   * Over all games: turns in which some group move into a region was refused only for fit.
   */
  total: number;
}
/**
 * A count with its rate and interval.
 */
export interface Share {
  /**
   * 95 % Wilson interval of `rate`.
   *
   * @minItems 2
   * @maxItems 2
   */
  ci95: [number, number];
  /**
   * How many.
   */
  count: number;
  /**
   * Share of the games it is counted over.
   */
  rate: number;
}
/**
 * Mean captures per game.
 */
export interface CapturesReport {
  /**
   * Lions the jackals captured, per game.
   */
  jackals: number;
  /**
   * Jackals the lions captured, per game.
   */
  lions: number;
}
/**
 * The board's set-up under perfect play, for each first player.
 */
export interface Exact {
  /**
   * Jackals move first.
   */
  jackals_first: ExactValue;
  /**
   * Lions move first.
   */
  lions_first: ExactValue;
}
/**
 * The value of one first player's game under perfect play: who wins, how, the points at the
 * count, how long the game lasts and the same in words. One shape wherever savanna states an
 * exact value: each first player of `savanna solve --format json` (beside its principal
 * variation), `balance`'s `exact`, `--suggest`'s values and `generate --fair`'s.
 */
export interface ExactValue {
  /**
   * How the game ends: `elimination` or `points`.
   */
  by: EndReason;
  /**
   * The lions' margin: their points minus the jackals' (an elimination counts as the
   * solve's `elimination_margin`, negative when the lions are eliminated).
   */
  lions_margin: number;
  /**
   * Who wins with perfect play: `lions`, `jackals` or `draw`.
   */
  outcome: PerfectOutcome;
  /**
   * The points at the count (present when `by` is `points`).
   */
  points?: Points | null;
  /**
   * Rounds of the game under perfect play (a round: both sides moved once; a round begun
   * counts), as `play` and `replay` count them.
   */
  rounds: number;
  /**
   * The value in words, as `savanna solve` prints it: `the jackals win by eliminating the
   * lions, after 19 rounds`, `a draw on points, 10-10, after 200 rounds`.
   */
  sentence?: string;
  /**
   * Turns of the game under perfect play (the last one ends it).
   */
  turns: number;
}
/**
 * Points at the count.
 */
export interface Points {
  /**
   * The jackals' points.
   */
  jackals: number;
  /**
   * The lions' points.
   */
  lions: number;
}
/**
 * A rate among decisive games (won by either side before the cap on rounds).
 */
export interface DecisiveShare {
  /**
   * 95 % Wilson interval; `null` when no game was decisive.
   *
   * @minItems 2
   * @maxItems 2
   */
  ci95?: [number, number] | null;
  /**
   * Decisive games (won by either side).
   */
  decisive: number;
  /**
   * Share of the decisive games; `null` when no game was decisive.
   */
  rate?: number | null;
}
/**
 * Wins of one side.
 */
export interface SideReport {
  /**
   * Wins by taking every enemy piece.
   */
  by_elimination: number;
  /**
   * 95 % Wilson interval of `rate`.
   *
   * @minItems 2
   * @maxItems 2
   */
  ci95: [number, number];
  /**
   * Wins on points.
   */
  on_points: number;
  /**
   * Share of all games.
   */
  rate: number;
  /**
   * Games won.
   */
  wins: number;
}
/**
 * The ladder and what it says.
 */
export interface Ladder {
  /**
   * True when the last two levels agree within their intervals and the top skill step is not
   * significant.
   */
  converged: boolean;
  /**
   * Games per level and per skill step.
   */
  games_per_level: number;
  /**
   * Self-play at each strength climbed, weakest first.
   */
  levels: Level[];
  /**
   * The verdict in words, naming what was seen.
   */
  reason: string;
  /**
   * Each level against the one below it (`skill[i]`: `levels[i + 1]` against `levels[i]`).
   */
  skill: SkillStep[];
  /**
   * The verdict (see [`LadderVerdict`]).
   */
  verdict: LadderVerdict;
}
/**
 * Self-play at one strength.
 */
export interface Level {
  /**
   * Games played (each set-up once with each side first).
   */
  games: number;
  /**
   * Jackals' wins.
   */
  jackals: number;
  /**
   * Lions' wins.
   */
  lions: number;
  /**
   * The lions' share of the decisive games.
   */
  lions_share: DecisiveShare;
  /**
   * Draws and capped games.
   */
  other: number;
  /**
   * Who played both sides.
   */
  strength: Strength;
  /**
   * The verdict of this level alone ([`super::balance::verdict`]).
   */
  verdict?: Verdict | null;
}
/**
 * One strength: an agent and, for MCTS, its iterations per decision.
 */
export interface Strength {
  /**
   * The agent.
   */
  agent: AgentKind;
  /**
   * MCTS iterations per decision (only for `mcts`, per turn, and `uct`, per group move).
   */
  budget?: number | null;
}
/**
 * One step of the skill trace: a level against the one below it.
 */
export interface SkillStep {
  /**
   * Games played (in fours: each set-up with each side first and each agent on each side).
   */
  games: number;
  /**
   * The weaker agent's wins.
   */
  losses: number;
  /**
   * True when the 95 % interval of `stronger_share` excludes 50 %: strength still matters
   * between these two levels.
   */
  significant: boolean;
  /**
   * The stronger agent.
   */
  stronger: Strength;
  /**
   * The stronger agent's share of the decisive games.
   */
  stronger_share: DecisiveShare;
  /**
   * The weaker agent.
   */
  weaker: Strength;
  /**
   * The stronger agent's wins when it played the jackals.
   */
  wins_as_jackals: number;
  /**
   * The stronger agent's wins when it played the lions.
   */
  wins_as_lions: number;
}
/**
 * Game length in rounds.
 */
export interface Length {
  /**
   * Mean.
   */
  mean: number;
  /**
   * Median.
   */
  median: number;
  /**
   * 90th percentile (nearest rank).
   */
  p90: number;
}
/**
 * How often each side holds a region.
 */
export interface Occupancy {
  /**
   * Share of turn ends at which the jackals hold it.
   */
  jackals: number;
  /**
   * Share of turn ends at which the lions hold it.
   */
  lions: number;
}
/**
 * Savanna solve report (schemas/game-solve.schema.json).
 *
 * The output of `savanna solve --format json` (`schemas/game-solve.schema.json`).
 */
export interface GameSolve {
  /**
   * The board's name, if any.
   */
  board?: string | null;
  /**
   * The margin an elimination counts as (one more than any points margin on the board).
   */
  elimination_margin: number;
  /**
   * The value with the jackals first (absent when not asked: `--first lions`).
   */
  jackals_first?: FirstValue | null;
  /**
   * The value with the lions first (absent when not asked: `--first jackals`).
   */
  lions_first?: FirstValue | null;
  /**
   * The rules solved.
   */
  rules: GameRules;
  /**
   * The set-up valued.
   */
  setup: SetupRecord;
  /**
   * What the solve did.
   */
  stats: SolveStats;
}
/**
 * The value of one first player's game from the set-up, with the game that shows it.
 */
export interface FirstValue {
  /**
   * How the game ends: `elimination` or `points`.
   */
  by: EndReason;
  /**
   * How forgiving the game is along `line`: each side's legal turns that keep its value, its
   * only-moves (a single keeping turn among several), and the figures in one sentence.
   */
  forgiving: Forgiving;
  /**
   * Of the placements with all pieces in play and this side to move at the start of a quiet
   * stretch, the share the side to move wins, draws and loses.
   */
  full_material: Shares;
  /**
   * A principal variation: the turns of one game of perfect play, which `play` and `replay`
   * accept move by move.
   */
  line: TurnRecord[];
  /**
   * The lions' margin: their points minus the jackals' (an elimination counts as the
   * solve's `elimination_margin`, negative when the lions are eliminated).
   */
  lions_margin: number;
  /**
   * Who wins with perfect play: `lions`, `jackals` or `draw`.
   */
  outcome: PerfectOutcome;
  /**
   * The points at the count (present when `by` is `points`).
   */
  points?: Points | null;
  /**
   * Rounds of the game under perfect play (a round: both sides moved once; a round begun
   * counts), as `play` and `replay` count them.
   */
  rounds: number;
  /**
   * The value in words, as `savanna solve` prints it: `the jackals win by eliminating the
   * lions, after 19 rounds`, `a draw on points, 10-10, after 200 rounds`.
   */
  sentence?: string;
  /**
   * Turns of the game under perfect play (the last one ends it).
   */
  turns: number;
}
/**
 * How forgiving the game from one set-up and first player is under perfect play, along its
 * principal variation.
 */
export interface Forgiving {
  /**
   * The jackals' figures.
   */
  jackals: SideForgiving;
  /**
   * The lions' figures.
   */
  lions: SideForgiving;
  /**
   * Rounds of the line (a round: both sides moved once; a round begun counts), as the
   * value's `rounds`.
   */
  rounds: number;
  /**
   * The figures in one sentence for a person: "the jackals' win needs 3 only-moves in 19
   * rounds (turns where one choice alone keeps it); on average 12 % of the turns open to them
   * keep it".
   */
  sentence: string;
  /**
   * The line's turns, in order, as choices.
   */
  turns: Choice[];
}
/**
 * One side's figures along the principal variation.
 */
export interface SideForgiving {
  /**
   * Of those, turns with a single legal turn (nothing to choose; a pass is one).
   */
  forced: number;
  /**
   * The mean over the side's turns on the line of the share of its legal turns that keep its
   * value, in `[0, 1]`; absent when the side plays no turn on the line.
   */
  keep_share?: number | null;
  /**
   * Of those, only-moves: more than one legal turn and exactly one that keeps the value.
   */
  only_moves: number;
  /**
   * Turns the side plays on the line.
   */
  turns: number;
}
/**
 * One turn of the principal variation, as the mover's choice.
 */
export interface Choice {
  /**
   * Those that keep its value: after them its margin under perfect play is the position's
   * (a win stays a win by as much, a draw a draw, a loss no worse); the line's own turn is one.
   */
  keeping: number;
  /**
   * Its legal turns: the distinct placements it can end the turn in (at least 1: a pass).
   */
  legal: number;
  /**
   * The side to move.
   */
  side: Side;
}
/**
 * Shares of positions won, drawn and lost by the side to move.
 */
export interface Shares {
  /**
   * Share drawn.
   */
  drawn: number;
  /**
   * Share lost.
   */
  lost: number;
  /**
   * Positions counted.
   */
  positions: number;
  /**
   * Share won by the side to move.
   */
  won: number;
}
/**
 * What a solve did.
 */
export interface SolveStats {
  /**
   * Peak bytes of the largest class's successor lists and quiet graphs.
   */
  list_bytes: number;
  /**
   * Placements over every material class.
   */
  placements: number;
  /**
   * Edges of those graphs: what one quiet layer of the jackals evaluates instead of their
   * quiet transitions, which are not enumerated (so not in [`SolveStats::transitions`]).
   */
  quiet_graph_edges: number;
  /**
   * States of the jackals' quiet turn graphs (partial turns shared by the placements of a
   * block; one graph per set of lion regions and class), each graph counted once (0 when the
   * rules are outside the jackals' fast path).
   */
  quiet_graph_states: number;
  /**
   * Classes solved at least in part by regeneration because their lists did not all fit
   * `max_memory`.
   */
  regenerated_classes: number;
  /**
   * Placements whose turns were regenerated for every quiet layer rather than kept as lists,
   * counted once for each side to move (0 when every list fit).
   */
  regenerated_placements: number;
  /**
   * Wall-clock seconds, filled in by a caller with a clock (the CLI); the library reads none
   * and leaves 0.
   */
  seconds: number;
  /**
   * States (placements x 2 sides x `Q` quiet layers).
   */
  states: number;
  /**
   * Distinct end-of-turn transitions (placement and side -> end placement) the solver
   * enumerated, each counted once (the turns regenerated under a memory limit are not
   * counted again): every end of a lions' turn and every capturing end of a jackals' turn;
   * the jackals' quiet ends only where their quiet graph does not serve
   * ([`SolveStats::quiet_graph_edges`]).
   */
  transitions: number;
  /**
   * States of turns in progress the turn generator expanded, each turn counted once (as
   * [`SolveStats::transitions`]).
   */
  turn_states: number;
  /**
   * Bytes of the values.
   */
  value_bytes: number;
}
/**
 * Suggestion (schemas/game-suggestion.schema.json).
 *
 * What `--suggest` found (`balance --format json`'s `suggestion`,
 * `schemas/game-suggestion.schema.json`).
 */
export interface GameSuggestion {
  /**
   * The change suggested: the first that balances, else the nearest; `null` when nothing was
   * tried or the board is balanced already.
   */
  best?: Tried | null;
  /**
   * The answer in one sentence: "`first: lions` makes Classic Savanna a draw under perfect
   * play (...)", "none of 9 changes tried balances ...; the nearest is ...".
   */
  headline: string;
  /**
   * Every change tried, in the order tried.
   */
  tried: Tried[];
  /**
   * The changes not tried because the time budget was spent, in the order they would have
   * been tried (empty when every change was tried or one balanced the board first).
   */
  untried?: string[];
}
/**
 * One change tried and what it gave.
 */
export interface Tried {
  /**
   * True when the change balances the board.
   */
  balanced: boolean;
  /**
   * The change, as it is written in the board file's `game:` section (`first: lions`) or in
   * words for the pieces and the start (`jackals: 8`, `the pack starts in Marsh`); a pair
   * joins its two changes with ` and `.
   */
  change: string;
  /**
   * How far from balanced (0: balanced; a draw for the first player under perfect play, or a
   * lions' share of 50 %).
   */
  distance: number;
  /**
   * What was measured, in words.
   */
  evidence: string;
  /**
   * The lions' share of decisive self-play games from that first player (0–1): the measure
   * of a change that was not solved, or the tie-break of a solved one whose exact value
   * equals another's ([`rank`]); `null` when no self-play was needed or none was decisive.
   */
  lions_share?: number | null;
  /**
   * Its edits (one, or two for a pair), each with the value it replaces.
   */
  parts?: Part[];
  /**
   * How many single changes it makes: 1, or 2 for a pair.
   */
  size: number;
  /**
   * True when its self-play cannot say whether it balances (no decisive game, or a 95 %
   * interval that holds 50 % but reaches outside 40–60 %: too few games).
   */
  undecided?: boolean;
  /**
   * The changed board's exact value for the first player it plays with, when it was solved
   * (`null`: measured by self-play, or not playable).
   */
  value?: ExactValue | null;
}
/**
 * One edit of a change and what it changes as the board has it now.
 */
export interface Part {
  /**
   * The edit, as [`Tried::change`] words it (`jackals: 8`, `a lion starts in Oasis`).
   */
  change: string;
  /**
   * What it changes, as the board has it now (`9`, `Kopje`, `jackals` for `first: lions`).
   */
  now: string;
}
