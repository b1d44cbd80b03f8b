// Checks that every relative link and #anchor in README.md and docs/src/**/*.md resolves: the
// file (or folder) exists, and an anchor names a heading of the file it points into. Headings
// become anchors as GitHub and mdBook make them (lower case, punctuation dropped, spaces to
// hyphens, a repeated heading gets -1, -2, ...). Links in code (fenced or `inline`) are not
// links. Web addresses (http:, https:, mailto:) are not fetched.
// Every chapter of the book is listed in docs/src/SUMMARY.md.
// Usage: node docs/check-links.mjs   (exit 1 with one line per broken link)
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function markdownFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...markdownFiles(path));
    else if (entry.name.endsWith('.md')) out.push(path);
  }
  return out.sort();
}

/** The lines outside fenced code, each with its line number, inline code blanked. */
function proseLines(text) {
  const out = [];
  let fence = null;
  text.split('\n').forEach((line, i) => {
    const m = line.match(/^\s*(```+|~~~+)/);
    if (m) {
      if (fence === null) fence = m[1][0];
      else if (m[1][0] === fence) fence = null;
      return;
    }
    if (fence === null) out.push({ n: i + 1, text: line.replace(/`[^`]*`/g, (c) => ' '.repeat(c.length)) });
  });
  return out;
}

/** The anchors of a Markdown file's headings. */
const anchorCache = new Map();
function anchors(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const seen = new Map();
  const set = new Set();
  let fence = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.match(/^\s*(```+|~~~+)/);
    if (f) {
      if (fence === null) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      continue;
    }
    const h = fence === null && line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!h) continue;
    const base = h[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const k = seen.get(base) ?? 0;
    seen.set(base, k + 1);
    set.add(k === 0 ? base : `${base}-${k}`);
  }
  anchorCache.set(file, set);
  return set;
}

const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs', 'src'))];
const broken = [];
let count = 0;
for (const file of files) {
  const where = relative(root, file);
  for (const { n, text } of proseLines(readFileSync(file, 'utf8'))) {
    const targets = [];
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]);
    const ref = text.match(/^\s*\[[^\]]+\]:\s*(\S+)/);
    if (ref) targets.push(ref[1]);
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // a web address
      count += 1;
      const hash = target.indexOf('#');
      const pathPart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
      const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
      const dest = pathPart === '' ? file : resolve(dirname(file), pathPart);
      if (!existsSync(dest)) {
        broken.push(`${where}:${n}: ${target}: no file ${relative(root, dest)}`);
        continue;
      }
      if (anchor !== null) {
        if (!dest.endsWith('.md') || statSync(dest).isDirectory()) {
          broken.push(`${where}:${n}: ${target}: an anchor into a file that is not Markdown`);
        } else if (!anchors(dest).has(anchor)) {
          broken.push(`${where}:${n}: ${target}: ${relative(root, dest)} has no heading #${anchor}`);
        }
      }
    }
  }
}
// The book: every chapter in docs/src/ is listed in SUMMARY.md (mdBook leaves an unlisted file out).
const summary = readFileSync(join(root, 'docs', 'src', 'SUMMARY.md'), 'utf8');
const listed = new Set([...summary.matchAll(/\]\(([^)#\s]+\.md)\)/g)].map((m) => resolve(root, 'docs', 'src', m[1])));
for (const file of markdownFiles(join(root, 'docs', 'src'))) {
  if (file.endsWith('SUMMARY.md') || listed.has(file)) continue;
  broken.push(`docs/src/SUMMARY.md: ${relative(root, file)} is a chapter the book's summary does not list`);
}
if (broken.length > 0) {
  console.error(`${broken.length} broken link(s); fix the link or the heading it names:`);
  for (const b of broken) console.error(`  ${b}`);
  process.exit(1);
}
console.log(`links: ${count} relative links in ${files.length} files resolve`);
