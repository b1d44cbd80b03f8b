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
