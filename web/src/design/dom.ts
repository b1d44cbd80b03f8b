/**
 * The DOM helpers of the Design tab: elements made with their attributes and children, buttons,
 * downloads.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with its attributes. */
export function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** An HTML element with its attributes and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...kids: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...kids);
  return e;
}

/** A button (`type=button`) that calls `on` when clicked. */
export function btn(label: string, id: string, title: string, on: () => void): HTMLButtonElement {
  const b = h('button', { id, title, type: 'button' }, label);
  b.addEventListener('click', on);
  return b;
}

/** Offer `data` as a download named `name`. */
export function download(name: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** Show the board's `value` in a form field only when the board's value changed since it was
 *  last shown: what the designer is typing (in this or another field) is never overwritten by a
 *  late answer of the engine (the capacities of the previous edit).
 *
 *  `keepTyped`: a field the board's value only fills (the frame, the piece sizes, the game
 *  options) also keeps a number the designer typed and has not applied yet, even when the board's
 *  value changes meanwhile (the first answer after the page opens, an answer to another edit);
 *  it shows the board's value again once they agree (the number applied) or the field is back to
 *  what it last showed. Fields that follow a selection (a line's ends) are always rewritten. */
export function sync(input: HTMLInputElement | HTMLSelectElement, value: string, keepTyped = false): void {
  if (input.dataset.shown === value) return;
  if (keepTyped && input.value !== (input.dataset.shown ?? '') && input.value !== value) return;
  input.dataset.shown = value;
  input.value = value;
}
