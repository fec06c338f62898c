// SQL of tournaments, seasons and tours. Every function takes `db` or a `trx` first.
// `listTournaments` is the one tournament read: every module that shows a tournament asks the
// tournaments service, which reads through it.
import type { Gender, Language, TournamentFormat } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';
import { QueryShapes } from '../../db/query-shapes';

export interface TournamentRow {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  season_id: number;
  season_year: number;
  season_title: string;
  age_group: string;
  birth_year_from: number;
  birth_year_to: number;
  gender: Gender;
  format: TournamentFormat;
  start_date: string | null;
  end_date: string | null;
  main: boolean;
  active: boolean;
  logo: string | null;
  sort: number;
  match_length_minutes: number;
  joker_quota: number;
  table_rules: { technical_score?: [number, number] };
  /** Teams whose application to the tournament was accepted. */
  team_ids: number[];
}

export interface TournamentFilter {
  ids?: number[];
  seasonId?: number;
  main?: boolean;
}

/** Tournaments, newest season first, then the main one, then the manual order. */
export async function listTournaments(
  db: Executor,
  language: Language,
  filter: TournamentFilter = {},
): Promise<TournamentRow[]> {
  let query = db
    .selectFrom('tournaments as t')
    .innerJoin('seasons as s', 's.id', 't.season_id')
    .select([
      't.id',
      't.slug',
      localized('t.title', language).as('title'),
      localizedOptional('t.description', language).as('description'),
      't.season_id',
      's.year as season_year',
      localized('s.title', language).as('season_title'),
      't.age_group',
      't.birth_year_from',
      't.birth_year_to',
      't.gender',
      't.format',
      sql<string | null>`to_char(t.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(t.end_date, 'YYYY-MM-DD')`.as('end_date'),
      't.main',
      't.active',
      't.logo',
      't.sort',
      't.match_length_minutes',
      't.joker_quota',
      't.table_rules',
      sql<number[]>`coalesce((
        select array_agg(tt.team_id order by tt.team_id)
        from tournament_teams tt
        where tt.tournament_id = t.id and tt.status = 'submitted'
      ), '{}')`.as('team_ids'),
    ]);
  if (filter.ids) query = query.where('t.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.seasonId !== undefined) query = query.where('t.season_id', '=', filter.seasonId);
  if (filter.main !== undefined) query = query.where('t.main', '=', filter.main);
  return (await query
    .orderBy('s.year', 'desc')
    .orderBy('t.main', 'desc')
    .orderBy('t.sort')
    .orderBy('t.id')
    .execute()) as TournamentRow[];
}

const existing = new QueryShapes<null, { id: number }>({
  name: 'tournamentExists',
  key: () => '',
  build: (db, _shape, { id }) => db.selectFrom('tournaments').select('id').where('id', '=', id).compile(),
});

/** Whether the tournament exists (one index lookup: the derived tables need nothing more of it). */
export async function tournamentExists(db: Executor, id: number): Promise<boolean> {
  return (await existing.execute(db, null, { id })).rows.length > 0;
}

export interface SeasonRow {
  id: number;
  year: number;
  title: string;
}

/** Seasons, newest first; `withTournaments`: only those that hold at least one tournament. */
export async function listSeasons(
  db: Executor,
  language: Language,
  options: { withTournaments?: boolean } = {},
): Promise<SeasonRow[]> {
  let query = db.selectFrom('seasons as s').select(['s.id', 's.year', localized('s.title', language).as('title')]);
  if (options.withTournaments)
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('tournaments as t').select('t.id').whereRef('t.season_id', '=', 's.id')),
    );
  return query.orderBy('s.year', 'desc').execute();
}

export interface TourRow {
  id: number;
  tournament_id: number;
  number: number;
  title: string;
  start_date: string | null;
  end_date: string | null;
}

export async function listTours(db: Executor, language: Language, tournamentId?: number): Promise<TourRow[]> {
  let query = db
    .selectFrom('tours as r')
    .select([
      'r.id',
      'r.tournament_id',
      'r.number',
      localized('r.title', language).as('title'),
      sql<string | null>`to_char(r.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(r.end_date, 'YYYY-MM-DD')`.as('end_date'),
    ]);
  if (tournamentId !== undefined) query = query.where('r.tournament_id', '=', tournamentId);
  return query.orderBy('r.tournament_id').orderBy('r.number').execute();
}

/** The handbook list: id, slug and title in the manual order. */
export async function handbookTournaments(db: Executor, language: Language, seasonId?: number) {
  let query = db.selectFrom('tournaments as t').select(['t.id', 't.slug', localized('t.title', language).as('title')]);
  if (seasonId !== undefined) query = query.where('t.season_id', '=', seasonId);
  return query.orderBy('t.sort').orderBy('t.id').execute();
}

/** Tournaments the team plays in (an accepted team application). */
export async function tournamentIdsOfTeam(db: Executor, teamId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('tournament_teams')
    .select('tournament_id')
    .where('team_id', '=', teamId)
    .where('status', '=', 'submitted')
    .execute();
  return rows.map((r) => r.tournament_id);
}
