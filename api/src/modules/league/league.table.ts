import type { ColumnType } from 'kysely';
import type { JsonWithDefault, NullableTimestamp, WithDefault } from '../../db/types';

/** A nullable column left out of an insert (null: the default identity's value). */
type Opt<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface LeagueSettingsTable {
  /** Always 1: one league per database. */
  id: number;
  name_kk: Opt<string>;
  name_ru: Opt<string>;
  name_en: Opt<string>;
  short_name_kk: Opt<string>;
  short_name_ru: Opt<string>;
  short_name_en: Opt<string>;
  /** The logo's path under /uploads (public). */
  logo: Opt<string>;
  color_primary: Opt<string>;
  color_accent: Opt<string>;
  contact_email: Opt<string>;
  contact_phone: Opt<string>;
  address_kk: Opt<string>;
  address_ru: Opt<string>;
  address_en: Opt<string>;
  social: JsonWithDefault<{ network: string; url: string }[]>;
  about_kk: Opt<string>;
  about_ru: Opt<string>;
  about_en: Opt<string>;
  version: WithDefault<number>;
  updated_at: NullableTimestamp;
  updated_by: Opt<number>;
}

export interface LeagueTables {
  league_settings: LeagueSettingsTable;
}
