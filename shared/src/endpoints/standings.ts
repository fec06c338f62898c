// Public derived tables of a tournament: the page summary, table, form, leaders, suspensions,
// checkerboard, team statistics, goalkeepers and the calendar.
import { enums, object, optional } from 'superstruct';
import {
  AssistantsResponse,
  CalendarQuery,
  CalendarResponse,
  CheckerboardResponse,
  DisqualificationsResponse,
  GoalkeepersResponse,
  IdParams,
  OptionalTournamentQuery,
  ScorersResponse,
  TableQuery,
  TeamStatsResponse,
  TournamentFormResponse,
  TournamentPageResponse,
  TournamentTableQuery,
  TournamentTableResponse,
} from '../contracts/league';
import { fileAnswer } from '../contracts/files';
import { endpoint } from './define';

const tag = 'standings';

export const tournamentPage = endpoint({
  id: 'standings.tournamentPage',
  method: 'GET',
  path: '/tournament-page/tournament/:id',
  summary: 'The tournament page header: the tournament, its tours, teams and match counts',
  tag,
  access: 'public',
  params: IdParams,
  response: TournamentPageResponse,
  cacheable: true,
});

export const table = endpoint({
  id: 'standings.table',
  method: 'GET',
  path: '/tournaments/:id/table',
  summary: 'The table of a tournament, optionally over a range of tours',
  tag,
  access: 'public',
  params: IdParams,
  query: TableQuery,
  response: TournamentTableResponse,
  cacheable: true,
});

export const form = endpoint({
  id: 'standings.form',
  method: 'GET',
  path: '/tournaments/:id/form',
  summary: 'The last results of each team of a tournament',
  tag,
  access: 'public',
  params: IdParams,
  response: TournamentFormResponse,
  cacheable: true,
});

export const scorers = endpoint({
  id: 'standings.scorers',
  method: 'GET',
  path: '/tournaments/:id/scorers',
  summary: 'The scorers of a tournament',
  tag,
  access: 'public',
  params: IdParams,
  response: ScorersResponse,
  cacheable: true,
});

export const assistants = endpoint({
  id: 'standings.assistants',
  method: 'GET',
  path: '/tournaments/:id/assistants',
  summary: 'The assistants of a tournament',
  tag,
  access: 'public',
  params: IdParams,
  response: AssistantsResponse,
  cacheable: true,
});

export const disqualifications = endpoint({
  id: 'standings.disqualifications',
  method: 'GET',
  path: '/tournaments/:id/disqualifications',
  summary: 'The players suspended in a tournament',
  tag,
  access: 'public',
  params: IdParams,
  response: DisqualificationsResponse,
  cacheable: true,
});

export const disqualificationsCsv = endpoint({
  id: 'standings.disqualificationsCsv',
  method: 'GET',
  path: '/tournaments/:id/disqualifications.csv',
  summary:
    'The players suspended in a tournament as CSV (UTF-8 with a BOM, for Excel): player, team, cause, the match that earned it, the match that serves it, served — in the language `lang` names',
  tag,
  access: 'public',
  params: IdParams,
  query: object({ lang: optional(enums(['kk', 'ru', 'en'] as const)) }),
  response: fileAnswer(['text/csv']),
});

export const checkerboard = endpoint({
  id: 'standings.checkerboard',
  method: 'GET',
  path: '/tournaments/:id/checkerboard',
  summary: 'The results of a tournament, team against team',
  tag,
  access: 'public',
  params: IdParams,
  response: CheckerboardResponse,
  cacheable: true,
});

export const teamStatistics = endpoint({
  id: 'standings.teamStatistics',
  method: 'GET',
  path: '/tournament-stats/teams/:id',
  summary: 'The statistics of each team of a tournament',
  tag,
  access: 'public',
  params: IdParams,
  response: TeamStatsResponse,
  cacheable: true,
});

export const tableByQuery = endpoint({
  id: 'standings.tableByQuery',
  method: 'GET',
  path: '/tournaments/table',
  summary: 'The table of a tournament named by `tournament_id`, optionally over a range of tours',
  tag,
  access: 'public',
  query: TournamentTableQuery,
  response: TournamentTableResponse,
  cacheable: true,
});

export const scorersByQuery = endpoint({
  id: 'standings.scorersByQuery',
  method: 'GET',
  path: '/tournaments/scorers',
  summary: 'The scorers of a tournament named by `tournament_id`',
  tag,
  access: 'public',
  query: TournamentTableQuery,
  response: ScorersResponse,
  cacheable: true,
});

export const assistantsByQuery = endpoint({
  id: 'standings.assistantsByQuery',
  method: 'GET',
  path: '/tournaments/assistants',
  summary: 'The assistants of a tournament named by `tournament_id`',
  tag,
  access: 'public',
  query: TournamentTableQuery,
  response: AssistantsResponse,
  cacheable: true,
});

export const goalkeepers = endpoint({
  id: 'standings.goalkeepers',
  method: 'GET',
  path: '/goalkeepers',
  summary: 'The goalkeepers of a tournament (the main one when `tournament_id` is left out)',
  tag,
  access: 'public',
  query: OptionalTournamentQuery,
  response: GoalkeepersResponse,
  cacheable: true,
});

export const statistics = endpoint({
  id: 'standings.statistics',
  method: 'GET',
  path: '/statistics',
  summary: 'The statistics of each team of a tournament (the main one when `tournament_id` is left out)',
  tag,
  access: 'public',
  query: OptionalTournamentQuery,
  response: TeamStatsResponse,
  cacheable: true,
});

export const calendar = endpoint({
  id: 'standings.calendar',
  method: 'GET',
  path: '/calendar/matches',
  summary: 'The calendar: matches by tour and day (the main tournament when none is named)',
  tag,
  access: 'public',
  query: CalendarQuery,
  response: CalendarResponse,
  cacheable: true,
});
