// SQL of teams and their memberships (team_players, team_staff). Every function takes `db` or a
// `trx` first.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized } from '../../db/localized';

/** A team as other pages mention it: the logo falls back to the club's. */
export interface TeamRefRow {
  id: number;
  slug: string;
  title: string;
  logo: string | null;
}

function teamRefQuery(db: Executor, language: Language) {
  return db
    .selectFrom('teams as tm')
    .innerJoin('clubs as c', 'c.id', 'tm.club_id')
    .select(['tm.id', 'tm.slug', localized('tm.title', language).as('title'), sql<string | null>`coalesce(tm.logo, c.logo)`.as('logo')]);
}

export async function teamRefsByIds(db: Executor, language: Language, ids: number[]): Promise<TeamRefRow[]> {
  if (ids.length === 0) return [];
  return teamRefQuery(db, language).where('tm.id', 'in', ids).execute();
}

/** Teams by title; with a tournament, only those with an accepted application to it. */
export async function teamRefsOfTournament(db: Executor, language: Language, tournamentId?: number): Promise<TeamRefRow[]> {
  let query = teamRefQuery(db, language);
  if (tournamentId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('tournament_teams as tt')
          .select('tt.id')
          .whereRef('tt.team_id', '=', 'tm.id')
          .where('tt.tournament_id', '=', tournamentId)
          .where('tt.status', '=', 'submitted'),
      ),
    );
  }
  return query.orderBy('title').orderBy('tm.id').execute();
}

export async function teamExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('teams').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export interface TeamListRow {
  id: number;
  slug: string;
  title: string;
  logo: string | null;
  birth_year: number;
  is_woman_squad: boolean;
  is_active: boolean;
  position: number;
  club_id: number;
  club_slug: string;
  club_title: string;
  club_logo: string | null;
  club_city_id: number | null;
}

export interface TeamFilter {
  ids?: number[];
  slug?: string;
  clubId?: number;
  /** Teams with an accepted application to a tournament of this season. */
  seasonId?: number;
  /** Teams with an accepted application to this tournament. */
  tournamentId?: number;
}

export async function listTeams(db: Executor, language: Language, filter: TeamFilter = {}): Promise<TeamListRow[]> {
  let query = db
    .selectFrom('teams as tm')
    .innerJoin('clubs as c', 'c.id', 'tm.club_id')
    .select([
      'tm.id',
      'tm.slug',
      localized('tm.title', language).as('title'),
      'tm.logo',
      'tm.birth_year',
      'tm.is_woman_squad',
      'tm.is_active',
      'tm.position',
      'c.id as club_id',
      'c.slug as club_slug',
      localized('c.title', language).as('club_title'),
      'c.logo as club_logo',
      'c.city_id as club_city_id',
    ]);
  if (filter.ids) query = query.where('tm.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.slug !== undefined) query = query.where('tm.slug', '=', filter.slug);
  if (filter.clubId !== undefined) query = query.where('tm.club_id', '=', filter.clubId);
  if (filter.tournamentId !== undefined) {
    const tournamentId = filter.tournamentId;
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom('tournament_teams as tt').select('tt.id').whereRef('tt.team_id', '=', 'tm.id').where('tt.tournament_id', '=', tournamentId).where('tt.status', '=', 'submitted'),
      ),
    );
  }
  if (filter.seasonId !== undefined) {
    const seasonId = filter.seasonId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('tournament_teams as tt')
          .innerJoin('tournaments as t', 't.id', 'tt.tournament_id')
          .select('tt.id')
          .whereRef('tt.team_id', '=', 'tm.id')
          .where('t.season_id', '=', seasonId)
          .where('tt.status', '=', 'submitted'),
      ),
    );
  }
  return query.orderBy('tm.id').execute();
}

export interface MembershipRow {
  team_id: number;
  player_id: number;
  number: number | null;
  is_active: boolean;
  joined_at: string | null;
}

export async function memberships(db: Executor, filter: { teamId?: number; playerIds?: number[]; activeOnly?: boolean }): Promise<MembershipRow[]> {
  let query = db.selectFrom('team_players as tp').select(['tp.team_id', 'tp.player_id', 'tp.number', 'tp.is_active', 'tp.joined_at']);
  if (filter.teamId !== undefined) query = query.where('tp.team_id', '=', filter.teamId);
  if (filter.playerIds) query = query.where('tp.player_id', 'in', filter.playerIds.length ? filter.playerIds : [0]);
  if (filter.activeOnly) query = query.where('tp.is_active', '=', true);
  // The latest membership first: a player's current team is the first active row.
  return query.orderBy('tp.is_active', 'desc').orderBy('tp.joined_at', sql`desc nulls last`).orderBy('tp.id', 'desc').execute();
}

export async function teamIdsOfStaff(db: Executor, staffId: number): Promise<number[]> {
  const rows = await db.selectFrom('team_staff').select('team_id').where('staff_id', '=', staffId).where('is_active', '=', true).orderBy('id').execute();
  return rows.map((r) => r.team_id);
}

export async function birthYears(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('teams').select('birth_year').distinct().orderBy('birth_year', 'desc').execute();
  return rows.map((r) => r.birth_year);
}
