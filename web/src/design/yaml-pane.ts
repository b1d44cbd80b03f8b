/**
 * The YAML pane: the board's text, edited by hand (the store takes it a quarter second after the
 * last key), with the focused diagnostic's span marked behind the (transparent) text area: the
 * mark stays while the designer works on the board, and the pane keeps no focus.
 */
import { h } from './dom';

/** Quiet time after the last key before the text is taken, ms. */
const TYPING_MS = 250;

export class YamlPane {
  readonly pane = h('textarea', { id: 'yaml', class: 'yaml', spellcheck: 'false', 'aria-label': 'board YAML' });
  private readonly back = h('div', { class: 'yaml-back', 'aria-hidden': 'true' });
  readonly col = h('div', { class: 'yaml-col' }, h('div', { class: 'pane-title' }, 'Board file (YAML)'),
    h('div', { class: 'yaml-wrap' }, this.back, this.pane));
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `onText` gets the pane's text once typing pauses. */
  constructor(onText: (text: string) => void) {
    const { pane, back } = this;
    pane.addEventListener('scroll', () => { back.scrollTop = pane.scrollTop; back.scrollLeft = pane.scrollLeft; });
    pane.addEventListener('input', () => {
      this.unmark();
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => { this.timer = null; onText(pane.value); }, TYPING_MS);
    });
  }

  get text(): string { return this.pane.value; }

  /** Show `text` (the pane keeps its scroll). */
  show(text: string): void {
    if (this.pane.value === text) return;
    const top = this.pane.scrollTop;
    this.pane.value = text;
    this.pane.scrollTop = top;
  }

  /** Select and mark the text from index `start` to `end`, scrolled into view. */
  select(start: number, end: number): void {
    const { pane, back } = this;
    const text = pane.value;
    pane.setSelectionRange(start, end);
    this.mark(start, end);
    const lineNo = text.slice(0, start).split('\n').length - 1;
    const lh = parseFloat(getComputedStyle(pane).lineHeight) || 16;
    pane.scrollTop = Math.max(0, lineNo * lh - pane.clientHeight / 3);
    back.scrollTop = pane.scrollTop;
    pane.dataset.highlight = `${start}-${end}`;
  }

  mark(start: number, end: number): void {
    const t = this.pane.value;
    const mark = h('mark', {}, t.slice(start, end));
    this.back.replaceChildren(t.slice(0, start), mark, `${t.slice(end)}\n`);
    this.back.scrollTop = this.pane.scrollTop;
    this.back.scrollLeft = this.pane.scrollLeft;
  }

  unmark(): void {
    this.back.replaceChildren();
    delete this.pane.dataset.highlight;
  }
}
