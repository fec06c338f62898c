// Number formatting rules shared by the statistics (spec §9: 2-decimal percentages,
// possession from minutes:seconds to decimal minutes).

/** Rounds half away from zero to 2 decimals, without binary artefacts (1.005 → 1.01). */
export function round2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

/**
 * Possession as decimal minutes, 2 decimals: `'29:30'` → 29.5. Plain numbers (or numeric
 * strings) are taken as minutes already. Anything else, or seconds ≥ 60, gives null.
 */
export function possessionToMinutes(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? round2(value) : null;
  const text = value.trim();
  const mmss = /^(\d+):([0-5]\d)$/.exec(text);
  if (mmss) return round2(Number(mmss[1]) + Number(mmss[2]) / 60);
  if (/^\d+(\.\d+)?$/.test(text)) return round2(Number(text));
  return null;
}

/**
 * Shares of two values in percent, 2 decimals, summing to exactly 100 (the second share is
 * 100 minus the first). Two zeros give [0, 0].
 */
export function percentages(a: number, b: number): [number, number] {
  const total = a + b;
  if (total <= 0) return [0, 0];
  const first = round2((a / total) * 100);
  return [first, round2(100 - first)];
}

/** Average with 2 decimals; 0 when there is nothing to divide by. */
export function average(sum: number, count: number): number {
  return count > 0 ? round2(sum / count) : 0;
}
