// What the applications' SQL files share: the two kinds of application, a timestamp as ISO text
// and a name in the three languages (kk where another is empty).

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export type ApplicationKind = 'player' | 'staff';

export const T3 = (column: string) => [`${column}_kk`, `${column}_ru`, `${column}_en`] as const;
export interface Texts {
  kk: string;
  ru: string;
  en: string;
}
export const texts = (row: Record<string, unknown>, prefix: string): Texts => {
  const kk = String(row[`${prefix}_kk`] ?? '');
  const pick = (value: unknown) => (typeof value === 'string' && value !== '' ? value : kk);
  return { kk, ru: pick(row[`${prefix}_ru`]), en: pick(row[`${prefix}_en`]) };
};
