/**
 * A stand-in for the engine's `edit` while the library's YAML editor is not in the engine (it
 * answers `ok: false`): the board is written afresh from its validated file with the edit
 * applied. It keeps every setting but NOT the designer's comments or layout, and the page says so.
 */
import type { Edit, Point, ValidatedBoard } from '../engine-types';
import { regionAt } from './geometry';

/** The game options' defaults (schemas/validated-board.schema.json, GameRules). */
export const GAME_DEFAULTS: Record<string, unknown> = {
  combined_attack: false, dispersal: 'one_stays', first: 'jackals', fit: 'at_entry', freeze: 'region',
  gathered_lions_disperse: true, jackal_points: 1, lion_points: 2, lion_strength: 3,
  max_rounds: 200, pack_count: 'turn', pack_leaves_one: true, pass: 'when_stuck', quiet: 'no_capture',
  quiet_rounds: 5, setup: 'board',
};

const RULE_DEFAULTS: Record<string, unknown> = {
  max_area_ratio: 8, max_regions: 14, min_border_length: null, min_pack_distance: 2, min_regions: 7,
};

/** A YAML scalar: plain when it reads back as the same string, else double-quoted. */
export function yamlString(s: string): string {
  if (/^[A-Za-z][A-Za-z0-9 _.\-']*$/.test(s) && !/^(y|n|yes|no|on|off|true|false|null|~)$/i.test(s) && !/\s$/.test(s)) return s;
  return JSON.stringify(s);
}

const num = (x: number) => String(x);
const pt = (p: Point) => `[${num(p[0])}, ${num(p[1])}]`;

interface Model {
  name: string | null;
  units: string;
  frame: { width?: number; height?: number; polygon?: Point[] } | null;
  lines: { from: Point; to: Point; name?: string | null }[];
  pieces: Record<string, { diameter: number; count: number }>;
  regions: [string, Point][];
  setup: { lions: string[]; jackals: string | null } | null;
  game: Record<string, unknown>;
  rules: Record<string, unknown>;
}

function modelOf(v: ValidatedBoard): Model {
  const nameOf = (id: number) => v.regions[id - 1]?.name ?? String(id);
  const f = v.frame;
  return {
    name: v.name,
    units: v.units,
    frame: f ? (f.width != null && f.height != null ? { width: f.width, height: f.height } : { polygon: f.polygon }) : null,
    lines: v.lines.map((l) => ({ ...l })),
    pieces: { ...v.pieces },
    regions: v.regions.filter((r) => r.name !== null).map((r) => [r.name!, r.label]),
    setup: v.setup ? { lions: v.setup.lions.map(nameOf), jackals: v.setup.jackals ? nameOf(v.setup.jackals) : null } : null,
    game: Object.fromEntries(Object.entries(v.game ?? {}).filter(([k, x]) => GAME_DEFAULTS[k] !== x)),
    rules: Object.fromEntries(Object.entries(v.rules ?? {}).filter(([k, x]) => RULE_DEFAULTS[k] !== x)),
  };
}

function lineIndex(m: Model, line: number | string): number {
  if (typeof line === 'number') return line;
  return m.lines.findIndex((l) => l.name === line);
}

function apply(m: Model, e: Edit, v: ValidatedBoard): void {
  switch (e.op) {
    case 'add_line': m.lines.push({ from: e.from, to: e.to, name: e.name ?? null }); break;
    case 'move_point': { const i = lineIndex(m, e.line); if (m.lines[i]) m.lines[i][e.end] = e.at; break; }
    case 'delete_line': { const i = lineIndex(m, e.line); if (i >= 0) m.lines.splice(i, 1); break; }
    case 'set_frame':
      m.frame = typeof e.frame[0] === 'number' ? { width: e.frame[0] as number, height: e.frame[1] as number } : { polygon: e.frame as Point[] };
      break;
    case 'name_region': {
      // The region's old name goes (the edit renames it), and setup follows the new name.
      // The region the point lies in (the page rounds its label point, so not always equal).
      const r = v.regions.find((x) => x.label[0] === e.at[0] && x.label[1] === e.at[1]) ?? regionAt(e.at, v.regions) ?? undefined;
      const old = r?.name ?? (r ? String(r.id) : null);
      m.regions = m.regions.filter(([n]) => n !== r?.name);
      m.regions.push([e.name, e.at]);
      if (m.setup && old) {
        m.setup.lions = m.setup.lions.map((x) => (x === old ? e.name : x));
        if (m.setup.jackals === old) m.setup.jackals = e.name;
      }
      break;
    }
    case 'set_start': m.setup = { lions: e.lions.map(String), jackals: String(e.jackals) }; break;
    case 'set_game': if (e.value === null) delete m.game[e.key]; else m.game[e.key] = e.value; break;
    case 'set_units': m.units = e.units; break;
    case 'convert_units': {
      // As the engine's convert_units: every length scaled, then the unit set.
      const mm: Record<string, number> = { mm: 1, cm: 10, m: 1000, in: 25.4 };
      const k = (mm[m.units] ?? 1) / mm[e.units];
      const q = (x: number) => Number((x * k).toPrecision(12));
      const qp = (p: Point): Point => [q(p[0]), q(p[1])];
      m.lines = m.lines.map((l) => ({ ...l, from: qp(l.from), to: qp(l.to) }));
      if (m.frame?.polygon) m.frame = { polygon: m.frame.polygon.map(qp) };
      else if (m.frame) m.frame = { width: q(m.frame.width!), height: q(m.frame.height!) };
      m.regions = m.regions.map(([n, p]) => [n, qp(p)]);
      for (const p of Object.values(m.pieces)) p.diameter = q(p.diameter);
      if (typeof m.rules.min_border_length === 'number') m.rules.min_border_length = q(m.rules.min_border_length);
      m.units = e.units;
      break;
    }
    case 'set_pieces':
      if (e.lion !== undefined) m.pieces.lion = { ...(m.pieces.lion ?? { count: 3 }), diameter: e.lion };
      if (e.jackal !== undefined) m.pieces.jackal = { ...(m.pieces.jackal ?? { count: 9 }), diameter: e.jackal };
      break;
  }
}

function write(m: Model): string {
  const out: string[] = [];
  if (m.name !== null) out.push(`name: ${yamlString(m.name)}`);
  out.push(`units: ${m.units}`);
  if (m.frame?.polygon) out.push('frame:', `  polygon: [${m.frame.polygon.map(pt).join(', ')}]`);
  else if (m.frame) out.push('frame:', `  width: ${num(m.frame.width!)}`, `  height: ${num(m.frame.height!)}`);
  if (m.lines.length === 0) out.push('lines: []');
  else {
    out.push('lines:');
    for (const l of m.lines) out.push(`  - {from: ${pt(l.from)}, to: ${pt(l.to)}${l.name ? `, name: ${yamlString(l.name)}` : ''}}`);
  }
  out.push('pieces:');
  for (const [k, p] of Object.entries(m.pieces)) out.push(`  ${yamlString(k)}: {diameter: ${num(p.diameter)}, count: ${p.count}}`);
  if (m.regions.length) {
    out.push('regions:');
    for (const [n, p] of m.regions) out.push(`  ${yamlString(n)}: ${pt(p)}`);
  }
  if (m.setup) {
    // A region id stays a plain number (setup reads a number that is no region's name as an id).
    const ref = (x: string) => (/^[0-9]+$/.test(x) ? x : yamlString(x));
    out.push('setup:', `  lions: [${m.setup.lions.map(ref).join(', ')}]`);
    if (m.setup.jackals !== null) out.push(`  jackals: ${ref(m.setup.jackals)}`);
  }
  const game = Object.entries(m.game);
  if (game.length) out.push('game:', ...game.map(([k, x]) => `  ${k}: ${typeof x === 'string' ? x : JSON.stringify(x)}`));
  const rules = Object.entries(m.rules).filter(([, x]) => x !== null);
  if (rules.length) out.push('rules:', ...rules.map(([k, x]) => `  ${k}: ${JSON.stringify(x)}`));
  return `${out.join('\n')}\n`;
}

/** The board `v` with `edits` applied in turn, written afresh (comments lost). */
export function fallbackEdit(v: ValidatedBoard, ...edits: Edit[]): string {
  const m = modelOf(v);
  for (const e of edits) apply(m, e, v);
  return write(m);
}

/**
 * Renames region `from` to `to` in the text itself (comments kept): the key under `regions:`
 * and every mention in `setup:`, written as the name alone (plain or quoted) in those two
 * top-level blocks. Null when the name is not found as a key under `regions:`.
 */
export function renameRegion(yaml: string, from: string, to: string): string | null {
  const lines = yaml.split('\n');
  let block = '';
  let found = false;
  const esc = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The name as a whole YAML scalar: plain, 'single' or "double" quoted.
  const token = new RegExp(`(^|[\\s\\[,{])(${esc}|'${esc}'|${JSON.stringify(from).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(?=\\s*(?:[:,\\]}#]|$))`, 'g');
  const out = lines.map((line) => {
    const top = /^([A-Za-z_][\w]*)\s*:/.exec(line);
    if (top) block = top[1];
    if (block !== 'regions' && block !== 'setup') return line;
    const [code, ...comment] = splitComment(line);
    const replaced = code.replace(token, (_m, pre: string) => {
      if (block === 'regions') found = true;
      return `${pre}${yamlString(to)}`;
    });
    return replaced + comment.join('');
  });
  return found ? out.join('\n') : null;
}

/** A line split before its comment (`#` after a space, outside quotes). */
function splitComment(line: string): [string, string] | [string] {
  let q: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (q) { if (c === q) q = null; continue; }
    if (c === '"' || c === "'") q = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) return [line.slice(0, i), line.slice(i)];
  }
  return [line];
}
