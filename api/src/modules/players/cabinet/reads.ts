// The cabinet's player reads: the list (with the position, birth year and number sorts), a
// player's page with its age, the form, and its statistics per team.
import {
  PLAYER_POSITIONS,
  REQUIRED_PLAYER_DOCUMENTS,
  type CabinetPlayerDetail,
  type CabinetPlayersQuery,
  type Language,
  type PlayerForm,
  type PlayerTeamStats,
} from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import { sql, type RawBuilder } from 'kysely';
import type { CurrentUser } from '../../auth/index';
import { teamDto } from '../person-cabinet.rules';
import { today } from '../person/deps';
import { listPeople, personDetail, personForm } from '../person/reads';
import { readable, teamsById } from '../person/scope';
import { ageOn } from '../players.rules';
import type { PlayersCabinetDeps } from './deps';
import { playerValues } from './rules';

export function listPlayers(
  deps: PlayersCabinetDeps,
  language: Language,
  user: CurrentUser,
  query: CabinetPlayersQuery,
) {
  const extra = [];
  if (query.position) extra.push(sql`p.position = ${query.position}`);
  if (query.birth_year) extra.push(sql`extract(year from p.birth_date) = ${query.birth_year}`);
  const orders = {
    birth_date: (dir: RawBuilder<unknown>) => sql`p.birth_date ${dir}`,
    number: (dir: RawBuilder<unknown>) => sql`coalesce(cur.number, p.number) ${dir} nulls last`,
  };
  return listPeople(
    deps,
    language,
    user,
    query,
    { orders, missingOf: REQUIRED_PLAYER_DOCUMENTS, extra },
    (row, place) => ({
      birth_date: row.birth_date,
      position: row.position,
      number: place?.number ?? row.number,
      is_pupil: row.is_pupil,
      is_captain: row.is_captain,
      is_joker: row.is_joker,
    }),
  );
}

export async function playerDetail(
  deps: PlayersCabinetDeps,
  language: Language,
  user: CurrentUser,
  slug: string,
): Promise<CabinetPlayerDetail> {
  const { card, ...rest } = await personDetail(deps, language, user, slug, (row, { current }) => ({
    ...playerValues(row, current),
    age: ageOn(row.birth_date, today(deps)),
  }));
  return { player: card, ...rest };
}

export function playerForm(
  deps: PlayersCabinetDeps,
  language: Language,
  user: CurrentUser,
  slug: string,
): Promise<PlayerForm> {
  return personForm(deps, language, user, slug, {
    values: playerValues,
    options: {
      positions: PLAYER_POSITIONS.map((id) => ({ id, title: enumLabel('position', id, language) })),
      staff_kinds: [],
    },
  });
}

export async function teamsStats(
  deps: PlayersCabinetDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<PlayerTeamStats[]> {
  const row = await readable(deps, language, user, { ids: [id] });
  const rows = await deps.statistics(language, row.slug);
  const byTeam = new Map<number, Omit<PlayerTeamStats, 'team'> & { tournamentIds: Set<number> }>();
  for (const s of rows) {
    if (!s.team) continue;
    const acc = byTeam.get(s.team.id) ?? {
      tournaments: 0,
      tournamentIds: new Set<number>(),
      matches: 0,
      minutes: 0,
      goals: 0,
      assists: 0,
      yellow_cards: 0,
      red_cards: 0,
    };
    acc.tournamentIds.add(s.tournament.id);
    acc.matches += s.matches;
    acc.minutes += s.minutes;
    acc.goals += s.goals;
    acc.assists += s.assists;
    acc.yellow_cards += s.yellow_cards;
    acc.red_cards += s.red_cards;
    byTeam.set(s.team.id, acc);
  }
  const teams = await teamsById(deps, language, byTeam.keys());
  return [...byTeam]
    .filter(([teamId]) => teams.has(teamId))
    .map(([teamId, { tournamentIds, ...acc }]) => ({
      ...acc,
      tournaments: tournamentIds.size,
      team: teamDto(teams.get(teamId)!),
    }));
}
