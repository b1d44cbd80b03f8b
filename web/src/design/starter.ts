/** The board a new page starts with: an empty A3 sheet, ready for drawing. */
export const STARTER = `# A new board: an A3 sheet (420 x 297 mm). Draw lines across it.
name: New Savanna
units: mm
frame:
  width: 420
  height: 297
lines: []
pieces:
  lion: {diameter: 30, count: 3}
  jackal: {diameter: 20, count: 9}
`;

/** The starter's first line, whatever sheet it names (`starterComment` writes it). */
const STARTER_COMMENT = /^# A new board(?:: [^\n]*)?\. Draw lines across it\.\n/;

/** Paper sizes in mm (ISO 216 and ANSI), either way round, for the starter's comment. */
const PAPERS: [string, number, number][] = [
  ['A5', 210, 148], ['A4', 297, 210], ['A3', 420, 297], ['A2', 594, 420], ['A1', 841, 594],
  ['Letter', 279.4, 215.9], ['Legal', 355.6, 215.9], ['Tabloid', 431.8, 279.4],
];

/**
 * The starter's first line for a frame of `width` x `height` in `units` (`mmPer` millimetres a
 * unit, the numbers as `show` writes them): the paper it is when it is one (within 0.05 mm,
 * either way round), else a sheet of its size; without a rectangle (a polygon frame) no size.
 */
export function starterComment(width: number | null | undefined, height: number | null | undefined, units: string,
  mmPer: number, show: (x: number) => string): string {
  if (!(width && height && width > 0 && height > 0)) return '# A new board. Draw lines across it.';
  const [w, h] = [width * mmPer, height * mmPer];
  const paper = PAPERS.find(([, a, b]) => (Math.abs(w - a) < 0.05 && Math.abs(h - b) < 0.05) || (Math.abs(w - b) < 0.05 && Math.abs(h - a) < 0.05));
  const sheet = paper ? `${/^[AEIOU]/.test(paper[0]) ? 'an' : 'a'} ${paper[0]} sheet` : 'a sheet';
  return `# A new board: ${sheet} (${show(width)} x ${show(height)} ${units}). Draw lines across it.`;
}

/**
 * `text` with the starter's first line rewritten by `comment` (the frame and units it has now:
 * after converting the units or setting the frame, "an A3 sheet (420 x 297 mm)" was left over a
 * board in metres, issue 37); any other text as it is.
 */
export function followStarterComment(text: string, comment: string): string {
  return STARTER_COMMENT.test(text) ? text.replace(STARTER_COMMENT, `${comment}\n`) : text;
}
