// Sample answers of the league endpoints for component tests (shapes follow the contracts).
import type { CalendarGroups, MatchCard, MatchDetail, TableRow, TeamRef, TournamentPage } from '@league/shared';

export const teamA: TeamRef = { id: 1, slug: 'alatau-2012', title: 'Alatau 2012', logo: null };
export const teamB: TeamRef = { id: 2, slug: 'kyran-2012', title: 'Kyran 2012', logo: '/uploads/kyran.svg' };

export const tableRows: TableRow[] = [
  {
    position: 1,
    team: teamA,
    played: 2,
    won: 2,
    drawn: 0,
    lost: 0,
    goals_for: 5,
    goals_against: 1,
    goals: '5:1',
    difference: 4,
    points: 6,
    form: ['W', 'W'],
    chartPosition: [2, 1],
    decided_by: null,
    decided_values: null,
  },
  {
    position: 2,
    team: teamB,
    played: 2,
    won: 0,
    drawn: 0,
    lost: 2,
    goals_for: 1,
    goals_against: 5,
    goals: '1:5',
    difference: -4,
    points: 0,
    form: ['L', 'L'],
    chartPosition: [1, 2],
    decided_by: 'points',
    decided_values: [6, 0],
  },
];

export const matchCard = (over: Partial<MatchCard> = {}): MatchCard => ({
  id: 10,
  date: '2026-03-01',
  date_time: '2026-03-01T10:00:00.000Z',
  tour_name: 'Tour 1',
  tour_id: 100,
  status: 'finished',
  technical_result: null,
  tournament: { id: 6, slug: 'u14', title: 'U-14 Championship' },
  host: teamA,
  guest: teamB,
  score: { host: 2, guest: 1 },
  shootout: null,
  stadium: { id: 1, slug: 'central', title: 'Central Stadium', city: 'Almaty' },
  broadcast_url: null,
  ...over,
});

export const tournamentPage: TournamentPage = {
  id: 6,
  slug: 'u14',
  title: 'U-14 Championship',
  description: null,
  season: { id: 2, year: 2026, title: 'Season 2026' },
  age_group: 'U-14',
  age_group_title: 'U-14 boys',
  birth_year_from: 2012,
  birth_year_to: 2013,
  gender: 'male',
  format: 'league',
  start_date: '2026-01-10',
  end_date: null,
  main: true,
  active: true,
  status: 'current',
  logo: null,
  match_length_minutes: 70,
  team_ids: [1, 2],
  teams_count: 2,
  tours: [
    { id: 100, number: 1, title: 'Tour 1', start_date: null, end_date: null },
    { id: 101, number: 2, title: 'Tour 2', start_date: null, end_date: null },
  ],
  teams: [teamA, teamB],
  matches_count: 4,
  finished_matches_count: 2,
};

export const calendar: CalendarGroups = {
  all: [
    {
      tour_name: 'Tour 1',
      tour_number: 1,
      tour_id: 100,
      days: [{ date: '2026-03-01', matches: [matchCard(), matchCard({ id: 11, status: 'scheduled', score: null })] }],
    },
  ],
  not_started: [
    {
      tour_name: 'Tour 1',
      tour_number: 1,
      tour_id: 100,
      days: [{ date: '2026-03-01', matches: [matchCard({ id: 11, status: 'scheduled', score: null })] }],
    },
  ],
  completed: [
    { tour_name: 'Tour 1', tour_number: 1, tour_id: 100, days: [{ date: '2026-03-01', matches: [matchCard()] }] },
  ],
};

export const matchDetail = (over: Partial<MatchDetail> = {}): MatchDetail => ({
  ...matchCard(),
  technical: false,
  tour: { id: 100, number: 1, title: 'Tour 1', start_date: null, end_date: null },
  host_uniform: { key: 'red', title: 'Red', hex: '#c62828' },
  guest_uniform: { key: 'white', title: 'White', hex: '#ffffff' },
  spectators: 1200,
  clock: null,
  referees: [
    { role: 'main_referee', referee: { id: 1, slug: 'ivan-petrov', name: 'Ivan Petrov' } },
    { role: 'first_assistant', referee: { id: 2, slug: 'arman-ospanov', name: 'Arman Ospanov' } },
  ],
  ...over,
});
