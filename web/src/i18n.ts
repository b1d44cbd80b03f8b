/**
 * The page's words in the reader's language: the `editor-…` messages of savanna's one Fluent
 * catalogue (locales/en/savanna.ftl, locales/ru/savanna.ftl, the same files the CLI and the
 * engine read), formatted by @fluent/bundle (plurals by CLDR through Intl.PluralRules).
 *
 * The language is chosen once, when the page opens (`pageLang`): `?lang=` in the address, then
 * the switch's choice kept in this browser, then the browser's languages (`navigator.languages`),
 * then English. The switch (`switchLang`) keeps the new choice and opens the page again (the
 * board is kept in the browser at every change, design/persist.ts), so every word and every
 * answer of the engine is in the new language.
 */
import { FluentBundle, FluentNumber, FluentResource } from '@fluent/bundle';
import en from '../../locales/en/savanna.ftl';
import ru from '../../locales/ru/savanna.ftl';

/** A language the page speaks (the engine's `lang` option takes the same codes). */
export type Lang = 'en' | 'ru';

/** Every language, in the switch's order. */
export const LANGS: readonly Lang[] = ['en', 'ru'];

const KEY = 'savanna.editor.lang';

function parse(code: string | null | undefined): Lang | null {
  const c = (code ?? '').trim().toLowerCase();
  for (const l of LANGS) if (c === l || c.startsWith(`${l}-`)) return l;
  return null;
}

/** The language the page opens in: `?lang=` in `search`, then `stored`, then the first of
 *  `browser` it speaks, else English. Pure (the page passes its address, storage and browser). */
export function chooseLang(search: string, stored: string | null, browser: readonly string[]): Lang {
  const asked = parse(new URLSearchParams(search).get('lang')) ?? parse(stored);
  if (asked) return asked;
  for (const b of browser) {
    const l = parse(b);
    if (l) return l;
  }
  return 'en';
}

function stored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let current: Lang | null = null;

/** The page's language (chosen on the first call, see the module docs). */
export function pageLang(): Lang {
  if (current === null) {
    const nav = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
    const search = typeof location === 'undefined' ? '' : location.search;
    current = chooseLang(search, typeof localStorage === 'undefined' ? null : stored(), nav);
  }
  return current;
}

/** Keeps `lang` as this browser's choice and opens the page again in it (a `?lang=` in the
 *  address is changed to it, else the address stays as it is). */
export function switchLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // A browser that keeps nothing: the address carries the choice.
  }
  const url = new URL(location.href);
  if (url.searchParams.has('lang') || stored() !== lang) {
    url.searchParams.set('lang', lang);
    location.href = url.href;
  } else {
    location.reload();
  }
}

const bundles = new Map<Lang, FluentBundle>();

function bundle(lang: Lang): FluentBundle {
  let b = bundles.get(lang);
  if (!b) {
    // No bidi isolation marks around the arguments: the words are plain text in the page.
    b = new FluentBundle(lang, { useIsolating: false });
    const errors = b.addResource(new FluentResource(lang === 'ru' ? ru : en));
    if (errors.length) console.error(`savanna: the ${lang} catalogue: ${errors.map(String).join('; ')}`);
    bundles.set(lang, b);
  }
  return b;
}

/** A message's argument: a number (it also chooses the plural form; written without grouping,
 *  with the language's decimal mark) or a text put in as it is. */
export type Arg = string | number;

function formatted(lang: Lang, id: string, args?: Record<string, Arg>): string {
  for (const l of lang === 'en' ? ['en' as const] : [lang, 'en' as const]) {
    const b = bundle(l);
    const pattern = b.getMessage(id)?.value;
    if (!pattern) continue;
    const values: Record<string, string | FluentNumber> = {};
    for (const [k, v] of Object.entries(args ?? {})) {
      values[k] = typeof v === 'number' ? new FluentNumber(v, { useGrouping: false, maximumFractionDigits: 20 }) : v;
    }
    const errors: Error[] = [];
    const s = b.formatPattern(pattern, values, errors);
    if (errors.length) console.error(`savanna: the message ${id}: ${errors.map(String).join('; ')}`);
    return s;
  }
  // Never silently: a missing id shows itself (web/test/messages.test.mjs checks every id is there).
  console.error(`savanna: no message ${id} in the catalogue`);
  return id;
}

/** The page's words for message `id` (one of the page's ids of the catalogue, scripts/ftl.mjs)
 *  with `args`, in the page's language (English when the language lacks it). */
export function t(id: string, args?: Record<string, Arg>): string {
  return formatted(pageLang(), id, args);
}
