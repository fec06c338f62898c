// SQL for tournaments, seasons and tours.
import type { Gender, Language, TournamentFormat } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized } from '../../db/localized';

export interface TournamentListRow {
  id: number;
  slug: string;
  title: string;
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
  sort: number;
  team_ids: number[];
}

export async function listTournaments(db: Executor, language: Language, filter: { seasonId?: number } = {}): Promise<TournamentListRow[]> {
  let query = db
    .selectFrom('tournaments as t')
    .innerJoin('seasons as s', 's.id', 't.season_id')
    .select([
      't.id',
      't.slug',
      localized('t.title', language).as('title'),
      't.season_id',
      's.year as season_year',
      localized('s.title', language).as('season_title'),
      't.age_group',
      't.birth_year_from',
      't.birth_year_to',
      't.gender',
      't.format',
      't.start_date',
      't.end_date',
      't.main',
      't.active',
      't.sort',
      // Teams whose application to the tournament was accepted.
      sql<number[]>`coalesce((
        select array_agg(tt.team_id order by tt.team_id)
        from tournament_teams tt
        where tt.tournament_id = t.id and tt.status = 'submitted'
      ), '{}')`.as('team_ids'),
    ]);
  if (filter.seasonId) query = query.where('t.season_id', '=', filter.seasonId);
  return query.orderBy('t.id').execute();
}
