// The clubs cabinet's reads: the paged list (a command_admin's own club only), a club's page
// with its teams, and its form with the cities and colours to choose from.
import {
  parseSort,
  type CabinetClub,
  type CabinetClubDetail,
  type CabinetClubsQuery,
  type ClubForm,
  type Language,
} from '@league/shared/contracts';
import { UNIFORM_COLORS as COLORS, enumLabel } from '@league/shared/labels';
import { fileUrl } from '../../../lib/file-url';
import { pageWindow } from '../../../lib/pagination';
import { clubFilter, type CurrentUser } from '../../auth/index';
import { sortTeams } from '../../teams/index';
import { clubCard, clubListItem } from '../club-card';
import * as repository from '../clubs.repository';
import type { ClubsCabinetDeps } from './deps';
import { readable } from './scope';

const colorItems = (keys: readonly string[], language: Language) =>
  keys
    .filter((key) => key in COLORS)
    .map((key) => ({ id: key, title: enumLabel('color', key, language), hex: COLORS[key] }));

export async function listClubs(
  { db }: ClubsCabinetDeps,
  language: Language,
  user: CurrentUser,
  query: CabinetClubsQuery,
) {
  const window = pageWindow(query);
  const sort = parseSort(query.sort, 'title');
  const filter: repository.CabinetClubFilter = {
    q: query.q?.trim() || undefined,
    cityId: query.city_id,
    archived: query.archived === undefined ? undefined : query.archived === '1',
    clubId: clubFilter(user),
  };
  const { total, rows } = await repository.pageCabinetClubs(db, language, filter, sort, window);
  const data: CabinetClub[] = rows.map(clubListItem);
  return { data, total, window };
}

export async function clubDetail(
  deps: ClubsCabinetDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<CabinetClubDetail> {
  const row = await readable(deps, language, user, id);
  const own = await deps.teams.rows(language, { clubId: id });
  return {
    club: {
      ...clubCard(row),
      archived: row.archived_at !== null,
      city: row.city_id !== null && row.city_title !== null ? { id: row.city_id, title: row.city_title } : null,
      colors: colorItems(row.colors ?? [], language),
    },
    teams: sortTeams(own, language).map((t) => ({
      id: t.id,
      slug: t.slug,
      title: t.title,
      birth_year: t.birth_year,
      is_active: t.is_active,
    })),
  };
}

export async function clubForm(
  deps: ClubsCabinetDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<ClubForm> {
  const row = await readable(deps, language, user, id);
  const cities = await deps.stadiums.handbookCities(language);
  return {
    id: row.id,
    values: {
      title_kk: row.title_kk,
      title_ru: row.title_ru,
      title_en: row.title_en,
      slug: row.slug,
      city_id: row.city_id,
      founded_year: row.founded_year,
      colors: row.colors ?? [],
      description_kk: row.description_kk,
      description_ru: row.description_ru,
      description_en: row.description_en,
      logo: fileUrl(row.logo),
      archived: row.archived_at !== null,
    },
    options: {
      cities: cities.map((c) => ({ id: c.id, title: c.title })),
      colors: colorItems(Object.keys(COLORS), language),
    },
  };
}
