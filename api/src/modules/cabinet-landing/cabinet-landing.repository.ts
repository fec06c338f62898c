// SQL for the cabinet areas' landing lists.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localized } from '../../db/localized';

export function listTournaments(db: Executor, language: Language) {
  return db
    .selectFrom('tournaments as t')
    .innerJoin('seasons as s', 's.id', 't.season_id')
    .select([
      't.id',
      localized('t.title', language).as('title'),
      's.year as season',
      't.main',
      't.active',
      't.end_date',
      sql<number>`(select count(*)::int from tournament_teams tt where tt.tournament_id = t.id and tt.status = 'submitted')`.as('teams_count'),
    ])
    .orderBy('s.year', 'desc')
    .orderBy('t.id')
    .execute();
}

/** Matches where the referee is on the crew, nearest first. */
export function listRefereeMatches(db: Executor, language: Language, refereeId: number) {
  return db
    .selectFrom('match_referees as mr')
    .innerJoin('matches as m', 'm.id', 'mr.match_id')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .innerJoin('teams as h', 'h.id', 'm.host_team_id')
    .innerJoin('teams as g', 'g.id', 'm.guest_team_id')
    .where('mr.referee_id', '=', refereeId)
    .select([
      'm.id',
      'm.date_time',
      'm.status',
      'mr.role as referee_role',
      't.id as tournament_id',
      localized('t.title', language).as('tournament_title'),
      'h.id as host_id',
      localized('h.title', language).as('host_title'),
      'g.id as guest_id',
      localized('g.title', language).as('guest_title'),
    ])
    .orderBy(sql`m.status in ('scheduled', 'live')`, 'desc')
    .orderBy('m.date_time')
    .limit(200)
    .execute();
}

/** Departures, optionally of one club's teams only. */
export function listDepartures(db: Executor, language: Language, clubId: number | null) {
  let query = db
    .selectFrom('departures as d')
    .innerJoin('teams as tm', 'tm.id', 'd.team_id')
    .innerJoin('tournaments as t', 't.id', 'd.tournament_id')
    .innerJoin('matches as m', 'm.id', 'd.match_id')
    .innerJoin('teams as h', 'h.id', 'm.host_team_id')
    .innerJoin('teams as g', 'g.id', 'm.guest_team_id')
    .select([
      'd.id',
      'd.status',
      'd.people_count',
      'tm.id as team_id',
      localized('tm.title', language).as('team_title'),
      't.id as tournament_id',
      localized('t.title', language).as('tournament_title'),
      'm.id as match_id',
      'm.date_time',
      'h.id as host_id',
      localized('h.title', language).as('host_title'),
      'g.id as guest_id',
      localized('g.title', language).as('guest_title'),
    ]);
  if (clubId !== null) query = query.where('tm.club_id', '=', clubId);
  return query.orderBy('m.date_time').limit(500).execute();
}

/** Clubs, optionally only one; archived clubs last. */
export function listClubs(db: Executor, language: Language, clubId: number | null) {
  let query = db
    .selectFrom('clubs as c')
    .leftJoin('cities as ci', 'ci.id', 'c.city_id')
    .select([
      'c.id',
      'c.slug',
      localized('c.title', language).as('title'),
      sql<string | null>`case when ci.id is null then null else ${localized('ci.title', language)} end`.as('city'),
      'c.archived_at',
      sql<number>`(select count(*)::int from teams tm where tm.club_id = c.id)`.as('teams_count'),
    ]);
  if (clubId !== null) query = query.where('c.id', '=', clubId);
  return query.orderBy(sql`c.archived_at is not null`).orderBy('c.sort').orderBy('c.id').execute();
}
