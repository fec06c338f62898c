import type { JsonWithDefault, NullableTimestamp } from '../../db/types';

export interface LeagueSettingsTable {
  /** Always 1: one league per database. */
  id: number;
  name_kk: string | null;
  name_ru: string | null;
  name_en: string | null;
  short_name_kk: string | null;
  short_name_ru: string | null;
  short_name_en: string | null;
  /** The logo's path under /uploads (public). */
  logo: string | null;
  color_primary: string | null;
  color_accent: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  address_kk: string | null;
  address_ru: string | null;
  address_en: string | null;
  social: JsonWithDefault<{ network: string; url: string }[]>;
  about_kk: string | null;
  about_ru: string | null;
  about_en: string | null;
  version: number;
  updated_at: NullableTimestamp;
  updated_by: number | null;
}

export interface LeagueTables {
  league_settings: LeagueSettingsTable;
}
