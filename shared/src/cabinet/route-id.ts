/** A route parameter read as a record id: a positive whole number, or null for anything else. */
export function positiveId(raw: string | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}
