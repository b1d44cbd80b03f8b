/**
 * The YAML pane: the board's text, edited by hand in CodeMirror 6 (line numbers, YAML colouring,
 * the pane's own undo), taken by the store a quarter second after the last key. Each of the
 * board's diagnostics is underlined at its span (a lint squiggle, its message on hover), and the
 * focused diagnostic's span is marked: the mark stays while the designer works on the board, and
 * the pane keeps no focus.
 */
import { Annotation, EditorState, StateEffect, StateField } from '@codemirror/state';
import type { Extension } from '@codemirror/state';
import { Decoration, EditorView, keymap, lineNumbers } from '@codemirror/view';
import type { DecorationSet } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { setDiagnostics } from '@codemirror/lint';
import type { Diagnostic as LintDiagnostic } from '@codemirror/lint';
import { yaml } from '@codemirror/lang-yaml';
import { tags as t } from '@lezer/highlight';
import type { Diagnostic } from '../engine-types';
import { byteIndexer, spansOf } from './spans';
import { h } from './dom';
import { formatText } from '../numbers';
import { t as tr } from '../i18n';

/** Quiet time after the last key before the text is taken, ms. */
const TYPING_MS = 250;

/** A change the page made (the store's text shown), not the designer's typing. */
const fromPage = Annotation.define<boolean>();

/** The focused diagnostic's span (string indices), or null to clear it. */
const setMark = StateEffect.define<{ from: number; to: number } | null>();

const markDeco = Decoration.mark({ tagName: 'mark', class: 'yaml-mark' });

/** The focused diagnostic's mark: follows edits of the page, goes at the designer's typing. */
const markField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = tr.annotation(fromPage) || !tr.docChanged ? marks.map(tr.changes) : Decoration.none;
    for (const e of tr.effects) {
      if (!e.is(setMark)) continue;
      next = e.value && e.value.to > e.value.from ? Decoration.set([markDeco.range(e.value.from, e.value.to)]) : Decoration.none;
    }
    return next;
  },
  provide: (f) => EditorView.decorations.from(f),
});

/** The colours of YAML's parts, each at least 4.5:1 on the pane's background (WCAG AA). */
const colours = HighlightStyle.define([
  { tag: [t.propertyName, t.definition(t.propertyName)], color: '#1d4f91' },
  { tag: [t.number, t.bool, t.null, t.atom], color: '#8a3b00' },
  { tag: [t.string, t.special(t.string), t.content], color: '#2f6321' },
  { tag: [t.comment, t.lineComment, t.blockComment], color: '#6b6357', fontStyle: 'italic' },
  { tag: [t.keyword, t.meta, t.typeName, t.labelName], color: '#7a2d83' },
  { tag: [t.punctuation, t.separator, t.squareBracket, t.brace], color: '#4a4a4a' },
  { tag: t.invalid, color: '#b00020' },
]);

const theme = EditorView.theme({
  '&': { height: '100%', background: '#fffdf8', color: 'var(--ink)', fontSize: '12px' },
  '&.cm-focused': { outline: '2px solid #1d4f91', outlineOffset: '-2px' },
  '.cm-scroller': { font: '12px/16px ui-monospace, monospace', overflow: 'auto' },
  '.cm-content': { padding: '6px 0' },
  '.cm-gutters': { background: '#f4efe3', color: '#5f5a50', borderRight: '1px solid #ddd5c4' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground, ::selection': { background: '#ffd36b !important' },
  'mark.yaml-mark': { background: '#ffd36b', color: 'inherit', borderRadius: '2px' },
  '.cm-tooltip-lint': { font: '12px system-ui, sans-serif' },
});

/** The engine's severity as a lint squiggle's ('advice' is information). */
function severityOf(s: Diagnostic['severity']): LintDiagnostic['severity'] {
  return s === 'error' ? 'error' : s === 'warning' ? 'warning' : 'info';
}

/**
 * The squiggles for `ds` in `text`: each diagnostic at its first span (byte offsets to string
 * indices, at least one character), else at its whole line (`line`, 1-based), else none (it is
 * listed only). Ends past the text are cut to it. Its numbers as the page shows them, in the
 * board's `units` (numbers.ts).
 */
export function lintOf(text: string, ds: readonly Diagnostic[], units?: string | null): LintDiagnostic[] {
  const out: LintDiagnostic[] = [];
  const at = byteIndexer(text);
  let lines: string[] | null = null;
  for (const d of ds) {
    const s = spansOf(d)[0];
    let from = -1, to = -1;
    if (s) {
      from = at(s.offset);
      to = at(s.offset + Math.max(1, s.len));
    } else if (typeof d.line === 'number' && d.line >= 1) {
      lines ??= text.split('\n');
      if (d.line > lines.length) continue;
      from = lines.slice(0, d.line - 1).reduce((n, l) => n + l.length + 1, 0);
      to = from + lines[d.line - 1].length;
    }
    if (from < 0) continue;
    from = Math.min(from, text.length);
    to = Math.min(Math.max(to, from), text.length);
    out.push({ from, to, severity: severityOf(d.severity), message: `${d.code}: ${formatText(d.message, units)}`, source: 'savanna' });
  }
  return out;
}

export class YamlPane {
  /** The editor's element (the title's pane holds it). */
  readonly pane = h('div', { class: 'yaml' });
  readonly col = h('div', { class: 'yaml-col' }, h('div', { class: 'pane-title' }, tr('editor-yaml-title')),
    h('div', { class: 'yaml-wrap' }, this.pane));
  readonly view: EditorView;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `onText` gets the pane's text once typing pauses. */
  constructor(onText: (text: string) => void) {
    const extensions: Extension[] = [
      lineNumbers(),
      history(),
      keymap.of([...defaultKeymap, ...historyKeymap]),
      yaml(),
      syntaxHighlighting(colours),
      markField,
      theme,
      // Long lines wrap (the starter's comment was cut at the pane's edge on a phone, issue 37).
      EditorView.lineWrapping,
      EditorState.tabSize.of(8),
      // The text area's id and name: the page's tests and screen readers find it by them; its
      // tab stop in so many words, so that axe sees the scrolled pane reachable by keyboard.
      EditorView.contentAttributes.of({ id: 'yaml', 'aria-label': tr('editor-yaml-label'), tabindex: '0', spellcheck: 'false', autocorrect: 'off', autocapitalize: 'off' }),
      EditorView.updateListener.of((u) => {
        if (!u.docChanged || u.transactions.every((tr) => tr.annotation(fromPage))) return;
        delete this.pane.dataset.highlight;
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => { this.timer = null; onText(this.text); }, TYPING_MS);
      }),
    ];
    this.view = new EditorView({ parent: this.pane, state: EditorState.create({ doc: '', extensions }) });
  }

  get text(): string { return this.view.state.doc.toString(); }

  /** Show `text`: only the changed middle is replaced, so the cursor, the scroll and the
   *  squiggles outside it stay. */
  show(text: string): void {
    const old = this.text;
    if (old === text) return;
    let a = 0;
    const n = Math.min(old.length, text.length);
    while (a < n && old.charCodeAt(a) === text.charCodeAt(a)) a++;
    let b = 0;
    while (b < n - a && old.charCodeAt(old.length - 1 - b) === text.charCodeAt(text.length - 1 - b)) b++;
    this.view.dispatch({
      changes: { from: a, to: old.length - b, insert: text.slice(a, text.length - b) },
      annotations: fromPage.of(true),
    });
  }

  /** Underline each of `ds` (the board's diagnostics for the pane's text) at its span. */
  diagnose(ds: readonly Diagnostic[], units?: string | null): void {
    this.view.dispatch(setDiagnostics(this.view.state, lintOf(this.text, ds, units)));
  }

  /** Select and mark the text from index `start` to `end`, scrolled into view. */
  select(start: number, end: number): void {
    const len = this.view.state.doc.length;
    const from = Math.min(start, len), to = Math.min(Math.max(end, from), len);
    this.view.dispatch({
      selection: { anchor: from, head: to },
      effects: [setMark.of({ from, to }), EditorView.scrollIntoView(from, { y: 'start', yMargin: this.view.scrollDOM.clientHeight / 3 })],
    });
    this.pane.dataset.highlight = `${from}-${to}`;
  }

  /** Mark the text from index `start` to `end` (the selection stays). */
  mark(start: number, end: number): void {
    const len = this.view.state.doc.length;
    const from = Math.min(start, len);
    this.view.dispatch({ effects: setMark.of({ from, to: Math.min(Math.max(end, from), len) }) });
  }

  unmark(): void {
    if (this.view.state.field(markField).size) this.view.dispatch({ effects: setMark.of(null) });
    delete this.pane.dataset.highlight;
  }
}
