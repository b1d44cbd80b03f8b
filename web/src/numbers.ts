/**
 * Numbers as the page shows them (issue 37, a new user's findings: "4 regions meet at
 * (5.3482634252, 3.70569259843)" after a board was converted to inches). One rule everywhere a
 * length is shown to the designer (the side panel, the readout, the lists, the Board form,
 * tooltips, notices and the engine's diagnostics as the page renders them): at most the unit's
 * decimals (mm and cm 2, in and m 3: a hundredth of a millimetre to a millimetre), trailing
 * zeros dropped, and 2 significant digits for a small number (a gap of 0.0123 mm is shown as
 * 0.012, not 0.01; 0.0004 m as 0.0004, not 0). The board file keeps its numbers as written; only what is
 * shown is rounded.
 */

/** The decimals shown of a length in each unit. */
export const DECIMALS: Record<string, number> = { mm: 2, cm: 2, in: 3, m: 3 };

/** A number as shown: rounded to `decimals` (2 significant digits kept for a small one),
 *  trailing zeros dropped, never `-0`. */
export function formatNumber(x: number, decimals = 2): string {
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return '0';
  const rounded = Number(x.toFixed(decimals));
  // Under a tenth of the last decimal's place (|x| < 10^(1 - decimals): 0.1 mm, 0.01 m), the
  // decimals would leave one significant digit or none: two significant digits instead.
  const small = Math.abs(x) < Math.pow(10, 1 - decimals);
  const v = small ? Number(x.toPrecision(2)) : rounded;
  return String(v === 0 ? 0 : v);
}

/** A length in `units` (a board's) as shown: `formatNumber` at the unit's decimals. */
export function formatLength(x: number, units: string | null | undefined): string {
  return formatNumber(x, DECIMALS[units ?? 'mm'] ?? 3);
}

/**
 * A text of the engine's (a diagnostic's message or help, a notice) as shown: each decimal number
 * with more decimals than the unit shows rounded as `formatLength` rounds it. Text in backticks
 * (a value to type, such as `snap: 0.125`) and numbers written with an exponent (`5e-5`) are
 * left as they are; whole numbers (counts, region ids) have no decimals to round.
 */
export function formatText(text: string, units: string | null | undefined): string {
  const d = DECIMALS[units ?? 'mm'] ?? 3;
  return text.split(/(`[^`]*`)/).map((part, i) => (i % 2 === 1 ? part : part.replace(
    /(?<![\w.])(-?\d+\.(\d+))(?!\w)(?!\.\d)/g,
    (m, num: string, frac: string) => (frac.length <= d ? m : formatNumber(Number(num), d)),
  ))).join('');
}
