// The teams cabinet's reads: a team as the cabinet shows it, the paged list in the club's own
// order, the cabinet's rows, "my teams" and a team's form.
import {
  TEAM_BIRTH_YEAR_MIN,
  type CabinetTeam,
  type CabinetTeamsQuery,
  type Language,
  type TeamForm,
} from '@league/shared/contracts';
import { fileUrl } from '../../../lib/file-url';
import { pageOfRows } from '../../../lib/pagination';
import { clubFilter, type CurrentUser } from '../../auth/index';
import * as repository from '../teams.repository';
import { teamItem } from '../teams.reads';
import { compareTeams } from '../teams.rules';
import { currentYear, type TeamsCabinetDeps } from './deps';
import { readable } from './scope';

export function cabinetTeam(row: repository.CabinetTeamRow): CabinetTeam {
  const team = teamItem(row);
  return { ...team, club: { ...team.club, archived: row.club_archived }, players_count: row.players_count };
}

export async function listTeams(
  { db }: TeamsCabinetDeps,
  language: Language,
  user: CurrentUser,
  query: CabinetTeamsQuery,
) {
  const clubId = clubFilter(user) ?? query.club_id;
  let rows = await repository.cabinetTeams(db, language, clubId === undefined ? {} : { clubId });
  if (query.birth_year !== undefined) rows = rows.filter((r) => r.birth_year === query.birth_year);
  if (query.active !== undefined) rows = rows.filter((r) => r.is_active === (query.active === '1'));
  // The club's own order (spec §9) is the "position" sort: club, then active, position, title.
  const order = [...rows].sort(
    (a, b) => a.club_title.localeCompare(b.club_title, language) || compareTeams(language)(a, b),
  );
  const rank = new Map(order.map((r, i) => [r.id, i]));
  const page = pageOfRows(rows, query, {
    sortBy: {
      title: (r) => r.title,
      birth_year: (r) => r.birth_year,
      club: (r) => r.club_title,
      position: (r) => rank.get(r.id) ?? 0,
    },
    defaultSort: 'position',
    searchText: (r) => [r.title, r.title_kk, r.title_ru ?? '', r.title_en ?? '', r.club_title].join(' '),
  });
  return { ...page, data: page.data.map(cabinetTeam) };
}

export type CabinetTeamFilter = Parameters<typeof repository.cabinetTeams>[2];

/** The cabinet's rows of teams (with club and players count). */
export const teamRows = ({ db }: TeamsCabinetDeps, language: Language, filter: CabinetTeamFilter) =>
  repository.cabinetTeams(db, language, filter);

export async function myTeams({ db }: TeamsCabinetDeps, language: Language, user: CurrentUser) {
  const clubId = clubFilter(user);
  const rows = (await repository.cabinetTeams(db, language, clubId === undefined ? {} : { clubId })).filter(
    (r) => user.role === 'command_admin' || r.is_active,
  );
  return rows.sort(compareTeams(language)).map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    birth_year: r.birth_year,
    is_woman_squad: r.is_woman_squad,
    club: { id: r.club_id, title: r.club_title },
  }));
}

export async function teamForm(
  deps: TeamsCabinetDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<TeamForm> {
  const row = await readable(deps, language, user, id);
  const team = cabinetTeam(row);
  return {
    id: row.id,
    values: {
      club_id: row.club_id,
      title_kk: row.title_kk,
      title_ru: row.title_ru,
      title_en: row.title_en,
      slug: row.slug,
      birth_year: row.birth_year,
      is_woman_squad: row.is_woman_squad,
      position: row.position,
      is_active: row.is_active,
      logo: fileUrl(row.logo),
    },
    club: team.club,
    options: { birth_years: { min: TEAM_BIRTH_YEAR_MIN, max: currentYear(deps) } },
  };
}
