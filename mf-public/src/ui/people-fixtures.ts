// Sample answers of the people endpoints for component tests (shapes of @league/shared contracts).
import type {
  ClubDetail,
  ClubListItem,
  MatchCard,
  PeopleSquad,
  PeopleSquadPlayer,
  TableRow,
  PeopleTournamentRef,
  PlayerListItem,
  PlayerProfile,
  RefereeDetail,
  RefereeListItem,
  StaffDetail,
  StaffItem,
  TeamDetail,
  TeamListItem,
  TeamApplicationPlayer,
  TeamsList,
} from '@league/shared';

export const season = { id: 1, year: 2026, title: '2026' };
export const tournament: PeopleTournamentRef = {
  id: 10,
  slug: 'u14',
  title: 'U-14 Championship',
  season,
  active: true,
  main: true,
  end_date: null,
};
export const club = { id: 5, slug: 'kairat', title: 'Kairat', logo: null };

export function teamItem(id: number, title: string, extra: Partial<TeamListItem> = {}): TeamListItem {
  return {
    id,
    slug: `team-${id}`,
    title,
    logo: null,
    birth_year: 2012,
    is_woman_squad: false,
    is_active: true,
    position: 0,
    club,
    ...extra,
  };
}

export function tableRow(position: number, id: number, title: string): TableRow {
  return {
    position,
    team: { id, slug: `team-${id}`, title, logo: null },
    played: 5,
    won: 5 - position,
    drawn: 0,
    lost: position,
    goals_for: 10 - position,
    goals_against: position,
    goals: `${10 - position}:${position}`,
    difference: 10 - 2 * position,
    points: 3 * (5 - position),
    form: ['W', 'D', 'L'],
    chartPosition: [],
    decided_by: position === 1 ? null : 'points',
    decided_values: position === 1 ? null : [3 * (6 - position), 3 * (5 - position)],
  };
}

export function matchItem(id: number, extra: Partial<MatchCard> = {}): MatchCard {
  return {
    id,
    date: '2026-05-01',
    date_time: '2026-05-01T10:00:00Z',
    tour_name: 'Tour 1',
    tour_id: 1,
    status: 'finished',
    technical_result: null,
    tournament: { id: tournament.id, slug: `tournament-${tournament.id}`, title: tournament.title },
    host: { id: 1, slug: 'team-1', title: 'Kairat 2012', logo: null },
    guest: { id: 2, slug: 'team-2', title: 'Astana 2012', logo: null },
    score: { host: 2, guest: 1 },
    shootout: null,
    stadium: { id: 1, slug: 'central', title: 'Central', city: null },
    broadcast_url: null,
    ...extra,
  };
}

export const teamsList: TeamsList = {
  season,
  seasons: [season, { id: 2, year: 2025, title: '2025' }],
  tournaments: [tournament],
  tournament,
  teams: [teamItem(1, 'Kairat 2012'), teamItem(2, 'Astana 2012', { is_woman_squad: true })],
  table: [tableRow(1, 1, 'Kairat 2012'), tableRow(2, 2, 'Astana 2012')],
};

export const teamDetail: TeamDetail = {
  team: teamItem(3, 'Ordabasy 2012', { slug: 'ordabasy-2012' }),
  club: { ...club, city: { id: 1, slug: 'almaty', title: 'Almaty', country: 'Kazakhstan' } },
  tournament,
  tournaments: [tournament],
  table_window: [
    tableRow(1, 1, 'Kairat 2012'),
    tableRow(2, 2, 'Astana 2012'),
    tableRow(3, 3, 'Ordabasy 2012'),
    tableRow(4, 4, 'Tobol 2012'),
    tableRow(5, 6, 'Aktobe 2012'),
  ],
  recent_matches: [matchItem(100)],
  next_matches: [matchItem(101, { status: 'scheduled', score: null })],
};

/** A player as a squad or an application lists them: "Player 7" (slug player-7), no badges. */
function listedPlayer(id: number, position: PeopleSquadPlayer['position'], number: number | null) {
  return {
    id,
    slug: `player-${id}`,
    name: `Player ${id}`,
    first_name: 'Player',
    last_name: String(id),
    position,
    number,
    is_pupil: false,
    is_captain: false,
    is_joker: false,
  };
}

export function squadPlayer(
  id: number,
  position: PeopleSquadPlayer['position'],
  number: number | null,
  extra: Partial<PeopleSquadPlayer> = {},
): PeopleSquadPlayer {
  return { ...listedPlayer(id, position, number), photo: null, age: 14, height_cm: 160, weight_kg: 50, ...extra };
}

/** A player of a team's tournament application (a year younger than the squad's players). */
export function applicationPlayer(
  id: number,
  position: TeamApplicationPlayer['position'],
  number: number | null,
  extra: Partial<TeamApplicationPlayer> = {},
): TeamApplicationPlayer {
  return { ...listedPlayer(id, position, number), age: 13, ...extra };
}

export const squad: PeopleSquad = {
  team: { id: 3, slug: 'ordabasy-2012', title: 'Ordabasy 2012', logo: null },
  is_woman_squad: true,
  players: [
    { position: 'GK', players: [squadPlayer(11, 'GK', 1, { is_captain: true })] },
    { position: 'DF', players: [squadPlayer(12, 'DF', 3), squadPlayer(13, 'DF', 5, { is_pupil: true })] },
    { position: 'FW', players: [squadPlayer(14, 'FW', 9, { is_joker: true })] },
  ],
};

export const staffItem: StaffItem = {
  id: 7,
  slug: 'coach-7',
  name: 'Askar Coach',
  first_name: 'Askar',
  last_name: 'Coach',
  kind: 'head_coach',
  position: null,
  photo: null,
};
export const staffDetail: StaffDetail = {
  staff: staffItem,
  birth_date: '1980-01-02',
  age: 46,
  biography: 'Coach since 2005.',
  teams: [{ team: { id: 3, slug: 'ordabasy-2012', title: 'Ordabasy 2012', logo: null }, club }],
};

export const clubItem: ClubListItem = {
  id: 5,
  slug: 'kairat',
  title: 'Kairat',
  logo: null,
  city: 'Almaty',
  archived: false,
  teams_count: 3,
};
export const clubDetail: ClubDetail = {
  club: {
    id: 5,
    slug: 'kairat',
    title: 'Kairat',
    logo: null,
    description: null,
    founded_year: 1954,
    website: 'https://kairat.kz',
    archived: false,
    city: { id: 1, slug: 'almaty', title: 'Almaty', country: 'Kazakhstan' },
    stadium: { id: 2, slug: 'central', title: 'Central Stadium', address: null },
  },
  teams: [teamItem(1, 'Kairat 2012'), teamItem(8, 'Kairat 2013')],
};

export const playerItem: PlayerListItem = {
  id: 11,
  slug: 'player-11',
  name: 'Player 11',
  photo: null,
  position: 'GK',
  number: 1,
  age: 14,
  team: { id: 3, slug: 'ordabasy-2012', title: 'Ordabasy 2012', logo: null },
  club,
  is_pupil: true,
  is_captain: false,
  is_joker: false,
};

export const playerProfile: PlayerProfile = {
  player: squadPlayer(11, 'GK', 1, { is_captain: true }),
  team: { id: 3, slug: 'ordabasy-2012', title: 'Ordabasy 2012', logo: null },
  club,
  teams: [],
};

export const refereeItem: RefereeListItem = {
  id: 4,
  slug: 'ref-4',
  name: 'Referee Four',
  photo: null,
  category: 'FIFA',
  city: 'Almaty',
  matches: 12,
};
export const refereeDetail: RefereeDetail = {
  referee: refereeItem,
  birth_date: '1985-01-01',
  age: 41,
  statistics: {
    matches: 12,
    matches_by_role: {
      main_referee: 10,
      first_assistant: 2,
      second_assistant: 0,
      backup_referee: 0,
      inspector: 0,
      delegate: 0,
    },
    yellow_cards: 30,
    red_cards: 2,
    cards_per_match: 3.2,
    penalties_awarded: 4,
  },
  matches: [{ match: matchItem(100), role: 'main_referee' }],
  matches_total: 12,
};

export const paged = <T>(data: T[], total = data.length, page = 1, perPage = 24) => ({
  success: true,
  data,
  meta: { total, page, per_page: perPage },
});
