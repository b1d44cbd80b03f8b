/**
 * The editor page: a shell with three tabs, Design (design/), Play and Balance (play/), around
 * one board (board-store.ts) and one engine worker (engine-client.ts).
 */
import type { AppContext } from './app-context';
import { BoardStore, notReady } from './board-store';
import { mountDesign } from './design/index';
import { spawnEngine } from './engine-client';
import { mountBalance, mountPlay } from './play/index';
import { STARTER } from './design/starter';
import { restoreBoard } from './persist';
import { LANGS, pageLang, switchLang, t as tr } from './i18n';

type Tab = 'design' | 'play' | 'balance';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function start(): void {
  const app = document.getElementById('app')!;
  const engine = spawnEngine();
  // The board the last visit left in this browser (design/editor.ts keeps every change), or
  // the starter board; a board link (#board=...) is opened over it by the Design tab.
  const restored = restoreBoard();
  const store = new BoardStore(engine, restored ?? STARTER);
  const ctx: AppContext = {
    engine,
    // The Design tab draws a board with errors too (built with force); the other tabs get
    // only a valid one.
    board: () => ({ yaml: store.yaml, validated: store.stale || store.validated?.valid === false ? null : store.validated }),
    onBoardChange: (cb) => { store.subscribe(() => cb()); },
    notReady: (what) => notReady(store, what),
  };

  // The page's language (i18n.ts): its words, the engine's answers and the document's `lang`.
  const lang = pageLang();
  document.documentElement.lang = lang;
  document.title = tr('editor-page-title');
  const header = el('header', { class: 'top' });
  header.append(el('h1', {}, 'savanna'));
  const tabs = el('nav', { class: 'tabs', role: 'tablist' });
  const panels: Record<Tab, HTMLElement> = {
    design: el('section', { class: 'panel', id: 'panel-design', role: 'tabpanel' }),
    play: el('section', { class: 'panel', id: 'panel-play', role: 'tabpanel', hidden: '' }),
    balance: el('section', { class: 'panel', id: 'panel-balance', role: 'tabpanel', hidden: '' }),
  };
  const buttons: Partial<Record<Tab, HTMLButtonElement>> = {};
  const mounted = new Set<Tab>();
  const show = (t: Tab) => {
    for (const k of Object.keys(panels) as Tab[]) {
      panels[k].hidden = k !== t;
      buttons[k]!.setAttribute('aria-selected', String(k === t));
    }
    if (!mounted.has(t)) {
      mounted.add(t);
      if (t === 'play') mountPlay(panels.play, ctx);
      if (t === 'balance') mountBalance(panels.balance, ctx);
    }
  };
  for (const [t, label] of [['design', tr('editor-tab-design')], ['play', tr('editor-tab-play')], ['balance', tr('editor-tab-balance')]] as [Tab, string][]) {
    const b = el('button', { class: 'tab', role: 'tab', 'data-tab': t }, label);
    b.addEventListener('click', () => show(t));
    buttons[t] = b;
    tabs.append(b);
  }
  header.append(tabs);
  const status = el('div', { class: 'engine-status', id: 'engine-status' }, tr('editor-engine-loading'));
  header.append(status);
  // The language switch: each language named in its own words; a choice opens the page again.
  const langs = el('div', { class: 'lang-switch', role: 'group', 'aria-label': tr('editor-lang-label') });
  for (const l of LANGS) {
    const b = el('button', { type: 'button', class: 'lang', id: `lang-${l}`, lang: l, title: l === 'ru' ? 'Русский' : 'English',
      'aria-pressed': String(l === lang) }, l.toUpperCase());
    b.addEventListener('click', () => { if (l !== lang) switchLang(l); });
    langs.append(b);
  }
  header.append(langs);
  // The tabs' panels in the page's one main landmark (screen readers jump to it).
  app.append(header, el('main', { class: 'main' }));
  app.lastElementChild!.append(panels.design, panels.play, panels.balance);

  const design = mountDesign(panels.design, ctx, store, restored !== null && restored !== STARTER);
  mounted.add('design');
  show('design');

  engine.ready.then(
    (v) => { status.textContent = tr('editor-engine-version', { version: v }); document.body.dataset.ready = 'true'; },
    (e: Error) => { status.textContent = tr('editor-engine-failed', { message: e.message }); status.classList.add('bad'); },
  );
  // For tests and the benchmark: the page's objects.
  (window as unknown as { savanna: unknown }).savanna = { engine, store, ctx, yaml: design.yaml, editor: design };
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
