// The departures' reads: the list (a command_admin: its club's), one departure with its squad,
// the travel list as CSV, and the squad form with each person's eligibility for the match.
import {
  DEPARTURE_STATUSES,
  TRAVEL_LIST_COLUMNS,
  type DepartureDetail,
  type DepartureListItem,
  type DepartureSquadForm,
  type DeparturesQuery,
  type Language,
} from '@league/shared/contracts';
import { countryName, enumLabel } from '@league/shared/labels';
import { almatyDate } from '../../../lib/clock';
import { csvText } from '../../../lib/csv';
import { pageOfRows } from '../../../lib/pagination';
import { clubScope, type CurrentUser } from '../../auth/index';
import { departureVerdicts } from '../departures.eligibility';
import * as repository from '../departures.repository';
import { card, readable } from './access';
import type { DeparturesDeps } from './deps';
import { dayOf, iso, reviews } from './rules';

/** The CSV column titles in each language. */
const CSV_TITLES: Record<Language, Record<(typeof TRAVEL_LIST_COLUMNS)[number], string>> = {
  kk: { name: 'Аты-жөні', birth_date: 'Туған күні', citizenship: 'Азаматтығы', document: 'Құжат', role: 'Рөлі' },
  ru: { name: 'ФИО', birth_date: 'Дата рождения', citizenship: 'Гражданство', document: 'Документ', role: 'Роль' },
  en: { name: 'Name', birth_date: 'Birth date', citizenship: 'Citizenship', document: 'Document', role: 'Role' },
};
const PLAYER_ROLE: Record<Language, string> = { kk: 'Ойыншы', ru: 'Игрок', en: 'Player' };

/** Departures the user may see (a command_admin: its club's), filtered, sorted and paged; pending first for the provider. */
export async function cabinetList(
  { db }: DeparturesDeps,
  language: Language,
  user: CurrentUser,
  query: DeparturesQuery,
) {
  const clubId = clubScope(user);
  const rows = await repository.listDepartures(db, language, clubId);
  const items: DepartureListItem[] = rows.map((r) => ({
    id: r.id,
    status: r.status as DepartureListItem['status'],
    people_count: r.people_count,
    team: { id: r.team_id, title: r.team_title },
    tournament: { id: r.tournament_id, title: r.tournament_title },
    match: {
      id: r.match_id,
      date_time: iso(r.date_time as Date | string | null) ?? '',
      host: { id: r.host_id, title: r.host_title },
      guest: { id: r.guest_id, title: r.guest_title },
    },
  }));
  const filtered = items
    .filter((d) => query.status === undefined || d.status === query.status)
    .filter((d) => query.tournament_id === undefined || d.tournament.id === query.tournament_id);
  // The provider's work comes first: pending, then the rest by the flow's order and date.
  const defaultSort = reviews(user) ? 'review' : 'date_time';
  return pageOfRows(
    filtered,
    { ...query, sort: (query.sort ?? defaultSort) as 'date_time' | '-date_time' | 'status' | '-status' | 'review' },
    {
      sortBy: {
        date_time: (d) => d.match.date_time,
        status: (d) => DEPARTURE_STATUSES.indexOf(d.status),
        review: (d) => `${d.status === 'pending' ? 0 : 1}|${d.match.date_time}`,
      },
      defaultSort: 'date_time',
      searchText: (d) => `${d.team.title} ${d.match.host.title} ${d.match.guest.title} ${d.tournament.title}`,
    },
  );
}

export async function detail(
  deps: DeparturesDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<DepartureDetail> {
  const { db } = deps;
  const row = await readable(deps, language, user, id);
  const [players, staff] = await Promise.all([
    repository.squadPlayers(db, language, id),
    repository.squadStaff(db, language, id),
  ]);
  return {
    departure: card(deps, row, user),
    players: players.map((p) => ({
      ...p,
      birth_date: p.birth_date ?? null,
      citizenship: countryName(p.citizenship, language),
      number: p.number === null ? null : Number(p.number),
    })),
    staff: staff.map((s) => ({
      ...s,
      birth_date: s.birth_date ?? null,
      citizenship: countryName(s.citizenship, language),
    })),
  };
}

/** The travel list as CSV text (BOM, `;`-free comma CSV, CRLF): players by number, then staff. */
export async function travelListCsv(
  deps: DeparturesDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<{ text: string; filename: string }> {
  const { db } = deps;
  const row = await readable(deps, language, user, id);
  const [players, staff] = await Promise.all([
    repository.squadPlayers(db, language, id),
    repository.squadStaff(db, language, id),
  ]);
  const document = (kind: string | null, number: string | null) =>
    [kind ? enumLabel('identityKind', kind, language) : null, number].filter(Boolean).join(' ');
  const lines = [
    TRAVEL_LIST_COLUMNS.map((c) => CSV_TITLES[language][c]),
    ...players.map((p) => [
      p.name,
      dayOf(p.birth_date) ?? '',
      countryName(p.citizenship, language) ?? '',
      document(p.identity_kind, p.identity_number),
      PLAYER_ROLE[language],
    ]),
    ...staff.map((s) => [
      s.name,
      dayOf(s.birth_date) ?? '',
      countryName(s.citizenship, language) ?? '',
      document(s.identity_kind, s.identity_number),
      s.kind ? enumLabel('staffKind', s.kind, language) : '',
    ]),
  ];
  const day = row.date_time ? almatyDate(new Date(row.date_time as Date | string)) : 'undated';
  return { text: csvText(lines), filename: `travel-list-${id}-${day}.csv` };
}

export async function squadForm(
  deps: DeparturesDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<DepartureSquadForm> {
  const { db, clock } = deps;
  const row = await readable(deps, language, user, id);
  const [players, staff, listed] = await Promise.all([
    repository.applicationPlayers(db, language, row.tournament_id, row.team_id),
    repository.applicationStaff(db, language, row.tournament_id, row.team_id),
    repository.squadIds(db, id),
  ]);
  const verdicts = await departureVerdicts(db, language, {
    tournamentId: row.tournament_id,
    teamId: row.team_id,
    matchId: row.match_id,
    playerIds: players.map((p) => p.id),
    staffIds: staff.map((s) => s.id),
    on: row.date_time ? almatyDate(new Date(row.date_time as Date | string)) : almatyDate(clock()),
  });
  const verdict = (map: Map<number, { eligible: boolean; issues: string[] }>, personId: number) =>
    map.get(personId) ?? { eligible: true, issues: [] };
  return {
    departure: card(deps, row, user),
    players: players.map((p) => ({
      ...p,
      birth_date: p.birth_date ?? null,
      number: p.number === null ? null : Number(p.number),
      ...verdict(verdicts.players, p.id),
      selected: listed.playerIds.includes(p.id),
    })),
    staff: staff.map((s) => ({
      ...s,
      birth_date: s.birth_date ?? null,
      ...verdict(verdicts.staff, s.id),
      selected: listed.staffIds.includes(s.id),
    })),
  };
}
