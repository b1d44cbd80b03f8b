// The page's words (issue 41.1): every message id web/src uses is in every catalogue
// (locales/LANG/savanna.ftl), each catalogue's page messages parse without a fault and are the
// same ids, and every `editor-…` message is used. In node, no browser (run by run.mjs).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { pageIds, pageMessages, PAGE_IDS } from '../scripts/ftl.mjs';
import { repo } from './helpers.mjs';

/** Every .ts file under web/src, as text. */
function sources() {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (e.name.endsWith('.ts')) out.push([join(dir, e.name), readFileSync(join(dir, e.name), 'utf8')]);
    }
  };
  walk(join(repo, 'web', 'src'));
  return out;
}

/** The ids the page names whole (in quotes) and the prefixes of those it makes (`editor-game-${…}`). */
function used() {
  const ids = new Map();
  const prefixes = new Set();
  for (const [file, text] of sources()) {
    for (const m of text.matchAll(/['`]((?:editor|count|cap|outcome|play|verdict)[\w-]*)(['`]|\$\{)/g)) {
      if (m[2] === '${') prefixes.add(m[1]);
      else if (PAGE_IDS.test(m[1])) ids.set(m[1], file);
    }
  }
  return { ids, prefixes };
}

const langs = readdirSync(join(repo, 'locales')).sort();

export const tests = [
  {
    name: 'messages: every id the page uses is in every catalogue (en, ru), the same ids in each, each parses and formats; every editor- message is used',
    browser: false,
    async run() {
      assert.deepEqual(langs, ['en', 'ru']);
      const { ids, prefixes } = used();
      // The page's words are here: a handful it cannot do without.
      for (const id of ['editor-tab-design', 'editor-verdict-regions', 'count-jackal', 'outcome-after']) assert.ok(ids.has(id), id);
      assert.ok(prefixes.has('editor-game-'), [...prefixes].join(' '));
      const catalogues = {};
      for (const lang of langs) {
        const ftl = readFileSync(join(repo, 'locales', lang, 'savanna.ftl'), 'utf8');
        const listed = pageIds(ftl);
        assert.equal(new Set(listed).size, listed.length, `${lang}: an id twice`);
        // Fluent skips what it cannot parse (junk): every message the lines name must come out.
        const bundle = new FluentBundle(lang, { useIsolating: false });
        assert.deepEqual(bundle.addResource(new FluentResource(pageMessages(ftl))), [], lang);
        for (const id of listed) assert.ok(bundle.hasMessage(id), `${lang}: ${id} does not parse`);
        for (const [id, file] of ids) assert.ok(listed.includes(id), `${file} uses ${id}, which locales/${lang}/savanna.ftl lacks`);
        catalogues[lang] = { listed, bundle };
      }
      assert.deepEqual([...catalogues.ru.listed].sort(), [...catalogues.en.listed].sort(), 'en and ru have other page ids');
      for (const id of catalogues.en.listed.filter((i) => i.startsWith('editor-'))) {
        assert.ok(ids.has(id) || [...prefixes].some((p) => id.startsWith(p)), `${id} is in the catalogues but no page code uses it`);
      }
      // Plurals by CLDR, hand-checked: 1 шакал, 2 шакала, 5 шакалов, 21 шакал; 1 region, 2 regions.
      const f = (lang, id, args) => {
        const b = catalogues[lang].bundle;
        return b.formatPattern(b.getMessage(id).value, args);
      };
      assert.deepEqual([1, 2, 5, 21].map((n) => f('ru', 'count-jackal', { n })), ['1 шакал', '2 шакала', '5 шакалов', '21 шакал']);
      assert.deepEqual([1, 3, 11, 22].map((n) => f('ru', 'editor-verdict-regions', { n })), ['1 регион', '3 региона', '11 регионов', '22 региона']);
      assert.deepEqual([1, 2].map((n) => f('en', 'editor-verdict-regions', { n })), ['1 region', '2 regions']);
    },
  },
];
