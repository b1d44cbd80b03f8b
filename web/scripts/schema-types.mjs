// Writes web/engine/schema.d.ts: the TypeScript types of the JSON documents savanna reads and
// writes, generated from the repository's JSON Schemas (schemas/*.schema.json, themselves
// generated from the library's types) by json-schema-to-typescript. The seven schemas become one
// document whose `$defs` are theirs (a definition shared by several schemas, such as `Side` or
// `GameRules`, is the same in each: a difference stops the script), each schema's root under its
// own name (ValidatedBoard, GameMoves, ...), so every type is declared once.
//
// Usage: node scripts/schema-types.mjs          (npm --prefix web run types): writes the file
//        node scripts/schema-types.mjs --check  (CI): exits 1 when the file is not what the
//                                                schemas generate
import { compile } from 'json-schema-to-typescript';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(web, '..');
const out = join(web, 'engine', 'schema.d.ts');

/** Each schema file and the name of its root type. */
const roots = [
  ['board.schema.json', 'BoardFile'],
  ['validated-board.schema.json', 'ValidatedBoard'],
  ['game-position.schema.json', 'GamePosition'],
  ['game-moves.schema.json', 'GameMoves'],
  ['game-record.schema.json', 'GameRecord'],
  ['game-balance.schema.json', 'GameBalance'],
  ['game-solve.schema.json', 'GameSolve'],
  ['game-suggestion.schema.json', 'GameSuggestion'],
];

const defs = {};
const from = {};
for (const [file, name] of roots) {
  const schema = JSON.parse(readFileSync(join(root, 'schemas', file), 'utf8'));
  const { $defs = {}, $schema, title, ...rest } = schema;
  for (const [k, v] of Object.entries($defs)) {
    if (k in defs && !isDeepStrictEqual(defs[k], v)) {
      console.error(`schema-types: $defs/${k} differs between ${from[k]} and ${file}: give one of them another name`);
      process.exit(1);
    }
    defs[k] = v;
    from[k] ??= file;
  }
  if (name in defs) {
    console.error(`schema-types: ${file}'s root name ${name} is also a definition of ${from[name]}`);
    process.exit(1);
  }
  defs[name] = { ...rest, description: `${title[0].toUpperCase()}${title.slice(1)} (schemas/${file}).\n\n${rest.description ?? ''}`.trim() };
  from[name] = file;
}

/** A `$ref` with a description beside it (schemars writes a field's own description there)
 *  becomes `allOf: [{$ref}]` with the description: json-schema-to-typescript then names the
 *  referenced type (`position: PositionFile`) instead of copying it out under another name.
 *  Titles go: every type is named by its definition. */
function tidy(v) {
  if (Array.isArray(v)) return v.map(tidy);
  if (v === null || typeof v !== 'object') return v;
  const o = Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'title').map(([k, x]) => [k, tidy(x)]));
  if (typeof o.$ref === 'string' && Object.keys(o).length > 1) {
    const { $ref, ...others } = o;
    return { ...others, allOf: [{ $ref }] };
  }
  return o;
}

const document = tidy({
  description: 'Any JSON document of savanna: a board file, a validated board file, a position, moves, a record, a balance or a solve report.',
  anyOf: roots.map(([, name]) => ({ $ref: `#/$defs/${name}` })),
  $defs: Object.fromEntries(Object.entries(defs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
});
document.title = 'SavannaDocument';

const banner = `// The JSON documents of savanna as TypeScript types: GENERATED from schemas/*.schema.json by
// web/scripts/schema-types.mjs (json-schema-to-typescript). Do not edit: run
// \`npm --prefix web run types\` after a schema changes (CI checks that this file is current).
// Numbers are JSON numbers; \`format\` (uint32, double) is in each schema.
`;
let ts = await compile(document, 'SavannaDocument', {
  bannerComment: banner,
  additionalProperties: false,
  unreachableDefinitions: true,
  strictIndexSignatures: false,
  format: true,
  style: { printWidth: 100, singleQuote: true },
});
// The generator notes where each type came from ("This interface was referenced by ..."):
// every type here comes from a definition, so the note says nothing.
ts = ts.replace(/\n \*\s*\n \* This (?:interface|type) was referenced by `[^`]+`'s JSON-Schema\n \* via the `definition` "[^"]+"\./g, '');
ts = ts.replace(/\n \* This (?:interface|type) was referenced by `[^`]+`'s JSON-Schema\n \* via the `definition` "[^"]+"\./g, '');

if (process.argv.includes('--check')) {
  let old = '';
  try {
    old = readFileSync(out, 'utf8');
  } catch {}
  if (old !== ts) {
    console.error(`schema-types: ${out} is not what schemas/ generate: run \`npm --prefix web run types\` and commit it`);
    process.exit(1);
  }
  console.error(`schema-types: ${out} is current`);
} else {
  writeFileSync(out, ts);
  console.error(`schema-types: wrote ${out} (${ts.split('\n').length} lines)`);
}
