// SQL of where an application goes: the tournament's and the club's state, the club's teams in a
// tournament, a team's place there (locked for a write) and the numbers on its roster.
import type { ApplicationStatus, Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized } from '../../db/localized';
import { T3, type Texts, texts } from './applications.shared.repository';

export interface TournamentState {
  id: number;
  title: string;
  active: boolean;
  end_date: string | null;
}

export async function tournamentState(
  db: Executor,
  language: Language,
  id: number,
): Promise<TournamentState | undefined> {
  return db
    .selectFrom('tournaments as t')
    .select([
      't.id',
      localized('t.title', language).as('title'),
      't.active',
      sql<string | null>`t.end_date::text`.as('end_date'),
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export async function clubState(db: Executor, language: Language, id: number) {
  return db
    .selectFrom('clubs as c')
    .select(['c.id', localized('c.title', language).as('title'), 'c.archived_at'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The club's teams entered in a tournament. */
export async function clubTeamsInTournament(db: Executor, language: Language, tournamentId: number, clubId: number) {
  return db
    .selectFrom('tournament_teams as tt')
    .innerJoin('teams as tm', 'tm.id', 'tt.team_id')
    .select(['tm.id', 'tm.slug', localized('tm.title', language).as('title'), 'tm.birth_year'])
    .where('tt.tournament_id', '=', tournamentId)
    .where('tm.club_id', '=', clubId)
    .orderBy('tm.birth_year', 'desc')
    .orderBy('tm.id')
    .execute();
}

/**
 * The numbers on a team's roster in a tournament: the given players (whatever their application)
 * and every player whose application has a status of `holding` — each with the number the
 * application names and the one the player wears.
 */
export async function rosterNumbers(
  trx: Executor,
  tournamentId: number,
  teamId: number,
  playerIds: number[],
  holding: readonly ApplicationStatus[],
) {
  return trx
    .selectFrom('players as p')
    .leftJoin('player_applications as pa', (join) =>
      join.onRef('pa.player_id', '=', 'p.id').on('pa.tournament_id', '=', tournamentId).on('pa.team_id', '=', teamId),
    )
    .select(['p.id', 'p.number as own', 'pa.number as applied', 'pa.status'])
    .where((eb) =>
      eb.or([eb('p.id', 'in', playerIds), eb.and([eb('pa.id', 'is not', null), eb('pa.status', 'in', [...holding])])]),
    )
    .execute();
}

/** The tournament and team of a player application (unlocked: the caller locks the team's place next). */
export async function placeOf(trx: Executor, id: number) {
  return trx
    .selectFrom('player_applications')
    .select(['tournament_id', 'team_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A team entered in a tournament, with its club (locked for a write: nothing changes under it). */
export async function lockTournamentTeam(trx: Executor, tournamentId: number, teamId: number) {
  return trx
    .selectFrom('tournament_teams as tt')
    .innerJoin('teams as tm', 'tm.id', 'tt.team_id')
    .select(['tt.id', 'tm.club_id'])
    .select([...T3('tm.title')].map((c) => sql.ref(c).as(c.replace('.', '_'))) as never)
    .where('tt.tournament_id', '=', tournamentId)
    .where('tt.team_id', '=', teamId)
    .forUpdate()
    .executeTakeFirst() as Promise<({ id: number; club_id: number } & Record<string, unknown>) | undefined>;
}

export async function tournamentTexts(db: Executor, id: number): Promise<Texts | undefined> {
  const row = await db
    .selectFrom('tournaments')
    .select(['title_kk', 'title_ru', 'title_en'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? texts(row as unknown as Record<string, unknown>, 'title') : undefined;
}
