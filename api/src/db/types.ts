// Column type helpers shared by every module's *.table.ts.
import type { ColumnType, Generated } from 'kysely';

export type { Generated };

/** An identity primary key. */
export type Id = Generated<number>;

/** timestamptz with a default: read as Date, written as Date or ISO string, optional on insert. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** A nullable timestamptz. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A required timestamptz without a default. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A `date` column, read and written as 'YYYY-MM-DD' (the parsers keep dates as text). */
export type DateOnly = string;

/** jsonb: read as T, written as JSON text (see `json()` in db/json.ts). */
export type Json<T> = ColumnType<T, string, string>;

/** jsonb with a default: optional on insert. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** A column with a database default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** Visitor text stored per language: `<name>_kk` required, `<name>_ru` and `<name>_en` optional. */
export type Localized<K extends string> = { [P in `${K}_kk`]: string } & {
  [P in `${K}_ru` | `${K}_en`]: string | null;
};

/** Optional visitor text in three languages. */
export type OptionalLocalized<K extends string> = { [P in `${K}_kk` | `${K}_ru` | `${K}_en`]: string | null };

/** Person names in three languages. */
export type PersonNames = Localized<'first_name'> & Localized<'last_name'> & OptionalLocalized<'middle_name'>;
