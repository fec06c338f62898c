// SQL of departures (a team's trip to an away match). Every function takes `db` or a `trx` first.
import type { Language } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { localized } from '../../db/localized';

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
