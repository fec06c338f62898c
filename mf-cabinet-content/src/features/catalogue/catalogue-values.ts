// Pure: an item as its form holds it, and the form's values as the API's body. Texts in three
// languages are `<name>_kk|_ru|_en`; dates and times are typed in the league's time (UTC+5).
import type { CatalogueItem } from '@league/shared';
import type { FieldSpec } from './fields';

const LANGS = ['kk', 'ru', 'en'] as const;
const isThree = (f: FieldSpec) => f.type === 'text3' || f.type === 'textarea3' || f.type === 'rich3';
const names = (f: FieldSpec) => (isThree(f) ? LANGS.map((l) => `${f.name}_${l}`) : [f.name]);

/** An instant as 'YYYY-MM-DDTHH:MM' in Almaty, for the date-and-time field. */
const leagueLocal = (iso: string) => new Date(new Date(iso).getTime() + 5 * 3600_000).toISOString().slice(0, 16);

export type CatalogueValues = Record<string, unknown> & { version?: number; preview?: string | null };

export function catalogueValuesOf(item: CatalogueItem | null, fields: FieldSpec[]): CatalogueValues {
  const values: CatalogueValues = {};
  for (const f of fields) {
    for (const name of names(f)) {
      const stored = item?.values[name];
      if (f.type === 'datetime')
        values[name] = typeof stored === 'string' || stored instanceof Date ? leagueLocal(String(stored)) : '';
      else if (f.type === 'date') values[name] = typeof stored === 'string' ? stored.slice(0, 10) : '';
      else if (f.type === 'checkbox') values[name] = stored ?? true;
      else if (f.type === 'number') values[name] = stored ?? undefined;
      else values[name] = stored ?? (f.type === 'select' && f.options ? f.options[0] : '');
    }
  }
  if (item) values.version = item.version;
  values.preview = item?.picture?.src ?? null;
  return values;
}

export function catalogueBodyOf(values: CatalogueValues, fields: FieldSpec[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    for (const name of names(f)) {
      const value = values[name];
      if (f.type === 'checkbox') body[name] = !!value;
      else if (f.type === 'number')
        body[name] =
          value === '' || value === undefined || value === null
            ? f.name === 'sort'
              ? undefined
              : null
            : Number(value);
      else if (f.type === 'datetime') body[name] = typeof value === 'string' && value ? `${value}:00+05:00` : null;
      else {
        const text = typeof value === 'string' ? value.trim() : value;
        body[name] = text === '' || text === undefined ? (f.required && !isThree(f) ? '' : null) : text;
      }
    }
  }
  if (values.version !== undefined) body.version = values.version;
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}
