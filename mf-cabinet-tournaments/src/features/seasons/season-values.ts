// A season as its form edits it, and the form's values as the API's body (pure; ADR 0175).
import { trimmed, type CabinetSeason, type SeasonBody } from '@league/shared';

export interface SeasonFields {
  title_kk: string;
  title_ru?: string;
  title_en?: string;
  start_date?: string;
  end_date?: string;
}

export const seasonFieldsOf = (season: CabinetSeason): SeasonFields => ({
  title_kk: season.title_kk,
  title_ru: season.title_ru ?? '',
  title_en: season.title_en ?? '',
  start_date: season.start_date,
  end_date: season.end_date,
});

/** A new season's form starts after the latest season: August to June of the next year. */
export function newSeasonFields(seasons: CabinetSeason[]): SeasonFields {
  const year = seasons.reduce((max, s) => Math.max(max, s.year), new Date().getFullYear() - 1) + 1;
  return {
    title_kk: `${year}/${year + 1} маусымы`,
    title_ru: `Сезон ${year}/${year + 1}`,
    title_en: `Season ${year}/${year + 1}`,
    start_date: `${year}-08-01`,
    end_date: `${year + 1}-06-30`,
  };
}

export const seasonBody = (values: SeasonFields): SeasonBody => ({
  title_kk: values.title_kk ?? '',
  title_ru: trimmed(values.title_ru),
  title_en: trimmed(values.title_en),
  start_date: values.start_date ?? '',
  end_date: values.end_date ?? '',
});
