// Builds the whole demo league in memory, deterministically: the same options give the same
// rows. Ids are assigned here so related rows can point at each other before anything is
// inserted; the sequences are moved past them afterwards.
import type {
  ApplicationStatus,
  DepartureStatus,
  GoalMethod,
  MatchStatus,
  PlayerPosition,
  RefereeRole,
  RemovalCause,
  StaffKind,
  TeamType,
} from '@league/shared/contracts';
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { json } from '../json';
import { addDays, at, kickoff, liveKickoff, moveYear, roundRobin } from './calendar';
import {
  ANALYTICS,
  CONTACTS,
  EMPLOYEES,
  LEAGUE_NAME,
  NEWS_TOPICS,
  PAGES,
  PARTNERS,
  PRESS_SOURCES,
  PRESS_TITLES,
  PUBLIC_DOCUMENTS,
  REFEREE_CATEGORIES,
  STAFF_POSITIONS,
  TRUSTEES,
} from './content';
import { personName, slugify, type PersonName, type Triple } from './names';
import { CITIES, CLUBS, COUNTRIES } from './places';
import { Random } from './prng';
import { translationRows } from './translations';

export type SeedSize = 'normal' | 'large';

export interface GenerateOptions {
  size: SeedSize;
  /** "Today" of the demo (YYYY-MM-DD, Almaty): matches before it are played, after it scheduled. */
  baseDate: string;
  /** The instant the demo is seeded at (ISO): the one live match is live only if "now" is inside its window. */
  now: string;
}

export type SeedRows = { [T in keyof Database]: Array<Insertable<Database[T]>> };

/** Files the demo rows point at (placeholder images and PDFs), relative to the upload dir. */
export type SeedFiles = Map<string, { kind: 'svg' | 'pdf'; label: string; color: string }>;

export const DEMO_PASSWORD = 'league-demo-2026';
/** The reference calendar: the year literals below are written for this base date and moved to the real one. */
export const BASE_DATE = '2026-03-01';
export const SEED = 20260301;

export const DEMO_USERS = [
  { email: 'admin@league.test', role: 'super_admin', name: 'Әлия Сейітова' },
  { email: 'team@league.test', role: 'command_admin', name: 'Ерлан Жұмабаев' },
  { email: 'referee@league.test', role: 'referee', name: '' },
  { email: 'provider@league.test', role: 'provider', name: 'Дина Омарова' },
  { email: 'media@league.test', role: 'media_manager', name: 'Тимур Ким' },
] as const;

const ROLES: Array<{ slug: (typeof DEMO_USERS)[number]['role']; title: Triple }> = [
  { slug: 'super_admin', title: ['Бас әкімші', 'Главный администратор', 'Main administrator'] },
  { slug: 'command_admin', title: ['Команда әкімшісі', 'Администратор команды', 'Team administrator'] },
  { slug: 'referee', title: ['Төреші', 'Судья', 'Referee'] },
  { slug: 'provider', title: ['Провайдер', 'Провайдер', 'Provider'] },
  { slug: 'media_manager', title: ['Медиа-менеджер', 'Медиа-менеджер', 'Media manager'] },
];

const REQUIRED_PLAYER_DOCUMENTS = ['identity', 'depth_medical_examination', 'heart_shot', 'consent_to_data_processing', 'club_enrollment_letter'] as const;

const tr = (name: string, [kk, ru, en]: Triple) => ({ [`${name}_kk`]: kk, [`${name}_ru`]: ru, [`${name}_en`]: en });
const names = (person: PersonName) => ({
  first_name_kk: person.first[0],
  first_name_ru: person.first[1],
  first_name_en: person.first[2],
  last_name_kk: person.last[0],
  last_name_ru: person.last[1],
  last_name_en: person.last[2],
  middle_name_kk: person.middle[0],
  middle_name_ru: person.middle[1],
  middle_name_en: person.middle[2],
});

class Ids {
  readonly #next = new Map<string, number>();
  next(table: string): number {
    const id = (this.#next.get(table) ?? 0) + 1;
    this.#next.set(table, id);
    return id;
  }
}

interface AgeGroup {
  key: string;
  label: string;
  gender: 'male' | 'female';
  teamYear: number;
  /** Birth years allowed in the 2026 season; 2025 is one year earlier. */
  from2026: number;
  to2026: number;
  minutes: number;
  groupSize: number;
}

const AGE_GROUPS: AgeGroup[] = [
  { key: 'u12-boys', label: 'U-12', gender: 'male', teamYear: 2014, from2026: 2014, to2026: 2015, minutes: 60, groupSize: 8 },
  { key: 'u14-boys', label: 'U-14', gender: 'male', teamYear: 2012, from2026: 2012, to2026: 2013, minutes: 70, groupSize: 8 },
  { key: 'u16-boys', label: 'U-16', gender: 'male', teamYear: 2010, from2026: 2010, to2026: 2011, minutes: 80, groupSize: 8 },
  { key: 'u15-girls', label: 'U-15', gender: 'female', teamYear: 2011, from2026: 2011, to2026: 2012, minutes: 70, groupSize: 6 },
];

const GROUP_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface Player {
  id: number;
  position: PlayerPosition;
  number: number;
  regular: boolean;
  captain: boolean;
}

interface Team {
  id: number;
  clubIndex: number;
  birthYear: number;
  female: boolean;
  title: Triple;
  players: Player[];
  /** Regular squad players (16): the match squads are chosen from them. */
  regulars: Player[];
  /** Two more players outside match squads; candidates for withdrawn / disqualified. */
  extras: Player[];
  /** The command_admin's team only: players whose applications are not accepted yet. */
  newcomers: Player[];
  staffIds: number[];
}

interface Tournament {
  id: number;
  seasonYear: number;
  format: 'league' | 'cup';
  title: Triple;
  minutes: number;
  teams: Team[];
  startDate: string;
  state: 'past' | 'current' | 'upcoming';
  main: boolean;
}

interface MatchPlan {
  id: number;
  tournament: Tournament;
  tourId: number;
  tourTitle: Triple;
  host: Team;
  guest: Team;
  date: string;
  dateTime: string;
  status: MatchStatus;
  hostGoals: number;
  guestGoals: number;
  technical?: boolean;
  /** The minute a live match has reached. */
  minute?: number | null;
}

interface ForcedEvents {
  score?: [number, number];
  hostMethods?: GoalMethod[];
  secondYellow?: TeamType;
  red?: TeamType;
  missedPenalty?: TeamType;
  beforeCard?: TeamType;
  shootout?: boolean;
}

export interface GeneratedSeed {
  rows: SeedRows;
  files: SeedFiles;
}

export function generateDemo(options: GenerateOptions): GeneratedSeed {
  const scale = options.size === 'large' ? 10 : 1;
  const { baseDate, now } = options;
  // The data is written for a 2026 season; every year moves with the base date.
  const shift = Number(baseDate.slice(0, 4)) - Number(BASE_DATE.slice(0, 4));
  const shiftYear = (year: number) => year + shift;
  const shiftDate = (date: string) => moveYear(date, shift);
  const years = (text: string) => (shift === 0 ? text : text.replace(/\b(2025|2026)\b/g, (year) => String(shiftYear(Number(year)))));
  const yearsIn = (triple: Triple): Triple => [years(triple[0]), years(triple[1]), years(triple[2])];
  // Played = kicked off before the local midnight that starts the base date.
  const playedBefore = at(baseDate, 0);
  const random = new Random(SEED);
  const ids = new Ids();
  const rows = Object.fromEntries(TABLE_ORDER.map((table) => [table, []])) as unknown as SeedRows;
  const files: SeedFiles = new Map();
  const file = (path: string, kind: 'svg' | 'pdf', label: string) => {
    const palette = ['#0b6e4f', '#1d3557', '#c1121f', '#f4a261', '#2a9d8f', '#6d597a', '#e76f51', '#264653'];
    files.set(path, { kind, label, color: palette[files.size % palette.length] });
    return path;
  };

  // ── Geography ──────────────────────────────────────────────────────────────
  const countryIds = new Map<string, number>();
  for (const country of COUNTRIES) {
    const id = ids.next('countries');
    countryIds.set(country.code, id);
    rows.countries.push({ id, code: country.code, ...tr('title', country.title) } as Insertable<Database['countries']>);
  }
  const cityIds = new Map<string, number>();
  const stadiumsByCity = new Map<string, number[]>();
  for (const city of CITIES) {
    const id = ids.next('cities');
    cityIds.set(city.slug, id);
    rows.cities.push({ id, country_id: countryIds.get('KZ')!, slug: city.slug, ...tr('title', city.title) } as Insertable<Database['cities']>);
    const stadiumIds: number[] = [];
    for (const stadium of city.stadiums) {
      const stadiumId = ids.next('stadiums');
      stadiumIds.push(stadiumId);
      rows.stadiums.push({
        id: stadiumId,
        city_id: id,
        slug: stadium.slug,
        ...tr('title', stadium.title),
        ...tr('address', stadium.address),
        capacity: stadium.capacity,
        latitude: stadium.lat,
        longitude: stadium.lng,
        photo: null,
      } as Insertable<Database['stadiums']>);
    }
    stadiumsByCity.set(city.slug, stadiumIds);
  }

  // ── Seasons, roles, translations ───────────────────────────────────────────
  const seasonIds = new Map<number, number>();
  for (const year of [shiftYear(2025), shiftYear(2026)]) {
    const id = ids.next('seasons');
    seasonIds.set(year, id);
    rows.seasons.push({ id, year, ...tr('title', [`${year} маусымы`, `Сезон ${year}`, `${year} season`]) } as Insertable<Database['seasons']>);
  }
  const roleIds = new Map<string, number>();
  for (const role of ROLES) {
    const id = ids.next('roles');
    roleIds.set(role.slug, id);
    rows.roles.push({ id, slug: role.slug, ...tr('title', role.title) } as Insertable<Database['roles']>);
  }
  for (const row of translationRows()) {
    rows.translations.push({ id: ids.next('translations'), ...row });
  }

  // ── Clubs, teams, players, staff ───────────────────────────────────────────
  const clubCount = 12 * scale;
  const clubs: Array<{ id: number; title: Triple; city: string; colors: [string, string]; slug: string }> = [];
  for (let index = 0; index < clubCount; index++) {
    const base = CLUBS[index % CLUBS.length];
    const copy = Math.floor(index / CLUBS.length);
    const suffix = copy > 0 ? `-${copy + 1}` : '';
    const title: Triple = [`${base.title[0]}${suffix}`, `${base.title[1]}${suffix}`, `${base.title[2]}${suffix}`];
    const id = ids.next('clubs');
    const slug = `${base.slug}${suffix}`;
    clubs.push({ id, title, city: base.city, colors: base.colors, slug });
    rows.clubs.push({
      id,
      slug,
      ...tr('title', title),
      city_id: cityIds.get(base.city)!,
      logo: file(`demo/clubs/${slug}.svg`, 'svg', title[2]),
      founded_year: base.founded,
      website: `https://${slug}.example`,
      ...tr('description', [
        `«${title[0]}» — ${CITIES.find((c) => c.slug === base.city)!.title[0]} қаласының футбол академиясы, ${base.founded} жылы құрылған.`,
        `«${title[1]}» — футбольная академия из города ${CITIES.find((c) => c.slug === base.city)!.title[1]}, основана в ${base.founded} году.`,
        `${title[2]} is a football academy from ${CITIES.find((c) => c.slug === base.city)!.title[2]}, founded in ${base.founded}.`,
      ]),
      sort: index,
      archived_at: null,
    } as Insertable<Database['clubs']>);
  }
  const commandClub = clubs[1];

  const teams: Team[] = [];
  const staffKinds: StaffKind[] = ['goalkeeper_coach', 'doctor', 'administrator', 'fitness_coach'];

  const addStaff = (team: Team, kind: StaffKind) => {
    const gender = kind === 'doctor' && random.chance(0.5) ? 'female' : 'male';
    const person = personName(random, gender);
    const id = ids.next('staff');
    const birthYear = random.int(1968, 1996);
    rows.staff.push({
      id,
      slug: `${slugify(`${person.first[2]}-${person.last[2]}`)}-${id}`,
      ...names(person),
      kind,
      ...tr('position', STAFF_POSITIONS[kind]),
      birth_date: `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      phone: `7701${random.digits(7)}`,
      email: null,
      identity_kind: 'identification',
      identity_number: `${String(birthYear).slice(2)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}3${random.digits(5)}`,
      license_number: kind.endsWith('coach') ? `UEFA ${random.pick(['C', 'B', 'A'])}-${random.digits(6)}` : null,
      photo: null,
      ...tr('biography', [
        `${STAFF_POSITIONS[kind][0]}, ${random.int(3, 20)} жыл тәжірибе.`,
        `${STAFF_POSITIONS[kind][1]}, опыт ${random.int(3, 20)} лет.`,
        `${STAFF_POSITIONS[kind][2]} with ${random.int(3, 20)} years of experience.`,
      ]),
    } as Insertable<Database['staff']>);
    rows.team_staff.push({ id: ids.next('team_staff'), team_id: team.id, staff_id: id, is_active: true, joined_at: `${random.int(shiftYear(2018), shiftYear(2024))}-08-01`, left_at: null });
    for (const type of kind.endsWith('coach') ? (['identity', 'staff_license', 'consent_to_data_processing'] as const) : (['identity', 'consent_to_data_processing'] as const)) {
      rows.staff_documents.push({
        id: ids.next('staff_documents'),
        staff_id: id,
        type,
        file_path: file(`demo/documents/${type}.pdf`, 'pdf', type),
        original_name: `${type}.pdf`,
        size_bytes: random.int(60_000, 900_000),
        mime: 'application/pdf',
        uploaded_by: null,
      });
    }
    team.staffIds.push(id);
  };

  const addPlayer = (team: Team, position: PlayerPosition, number: number, kind: 'regular' | 'extra' | 'newcomer', flags: { captain?: boolean; joker?: boolean } = {}): Player => {
    const gender = team.female ? 'female' : 'male';
    const person = personName(random, gender);
    const id = ids.next('players');
    const birthYear = flags.joker ? team.birthYear - 1 : team.birthYear;
    const month = random.int(1, 12);
    const day = random.int(1, 28);
    const age = shiftYear(2026) - birthYear;
    const height = Math.round((gender === 'female' ? 104 : 100) + 5.6 * age + random.int(-8, 8));
    const passport = random.chance(0.12);
    const centuryDigit = gender === 'female' ? 6 : 5;
    rows.players.push({
      id,
      slug: `${slugify(`${person.first[2]}-${person.last[2]}`)}-${id}`,
      ...names(person),
      gender,
      birth_date: `${birthYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      position,
      number,
      is_pupil: random.chance(0.6),
      is_captain: flags.captain ?? false,
      is_joker: flags.joker ?? false,
      height_cm: height,
      weight_kg: Math.max(25, Math.round((height - 100) * 0.82 + random.int(-5, 5))),
      identity_kind: passport ? 'passport' : 'identification',
      identity_number: passport
        ? `N${random.digits(8)}`
        : `${String(birthYear).slice(2)}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${centuryDigit}${random.digits(5)}`,
      citizenship_country_id: countryIds.get('KZ')!,
      photo: null,
    } as Insertable<Database['players']>);
    rows.team_players.push({ id: ids.next('team_players'), team_id: team.id, player_id: id, number, is_active: true, joined_at: `${random.int(shiftYear(2019), shiftYear(2025))}-09-01`, left_at: null });
    // The command_admin's last newcomer still misses two documents: its application stays 'empty'.
    const missing = kind === 'newcomer' && team.newcomers.length === 3 ? new Set(['heart_shot', 'club_enrollment_letter']) : new Set<string>();
    for (const type of REQUIRED_PLAYER_DOCUMENTS) {
      if (missing.has(type)) continue;
      rows.player_documents.push({
        id: ids.next('player_documents'),
        player_id: id,
        type,
        file_path: file(`demo/documents/${type}.pdf`, 'pdf', type),
        original_name: `${type}.pdf`,
        size_bytes: random.int(60_000, 980_000),
        mime: 'application/pdf',
        uploaded_by: null,
      });
    }
    const player: Player = { id, position, number, regular: kind === 'regular', captain: flags.captain ?? false };
    team.players.push(player);
    if (kind === 'regular') team.regulars.push(player);
    else if (kind === 'extra') team.extras.push(player);
    else team.newcomers.push(player);
    return player;
  };

  clubs.forEach((club, clubIndex) => {
    const squads: Array<{ year: number; female: boolean }> = [
      { year: shiftYear(2014), female: false },
      { year: shiftYear(2012), female: false },
      { year: shiftYear(2010), female: false },
    ];
    if (clubIndex % 2 === 0) squads.push({ year: shiftYear(2011), female: true });
    squads.forEach(({ year, female }, position) => {
      const id = ids.next('teams');
      const title: Triple = female
        ? [`${club.title[0]} ${year} (қыздар)`, `${club.title[1]} ${year} (девушки)`, `${club.title[2]} ${year} (girls)`]
        : [`${club.title[0]} ${year}`, `${club.title[1]} ${year}`, `${club.title[2]} ${year}`];
      rows.teams.push({
        id,
        club_id: club.id,
        slug: `${club.slug}-${year}${female ? '-girls' : ''}`,
        ...tr('title', title),
        birth_year: year,
        is_woman_squad: female,
        position,
        is_active: true,
        logo: null,
      } as Insertable<Database['teams']>);
      const team: Team = { id, clubIndex, birthYear: year, female, title, players: [], regulars: [], extras: [], newcomers: [], staffIds: [] };
      teams.push(team);

      const numbers = random.shuffle(Array.from({ length: 28 }, (_, i) => i + 2).filter((n) => n !== 12));
      let next = 0;
      const joker = !female && random.chance(0.5);
      addPlayer(team, 'GK', 1, 'regular');
      addPlayer(team, 'GK', 12, 'regular');
      for (let i = 0; i < 6; i++) addPlayer(team, 'DF', numbers[next++], 'regular', { joker: joker && i === 5 });
      for (let i = 0; i < 5; i++) addPlayer(team, 'MF', numbers[next++], 'regular', { captain: i === 0 });
      for (let i = 0; i < 3; i++) addPlayer(team, 'FW', numbers[next++], 'regular');
      addPlayer(team, 'MF', numbers[next++], 'extra');
      addPlayer(team, 'FW', numbers[next++], 'extra');
      if (club === commandClub && year === shiftYear(2012)) {
        for (const newcomerPosition of ['DF', 'MF', 'FW', 'MF'] as const) addPlayer(team, newcomerPosition, numbers[next++], 'newcomer');
      }

      addStaff(team, 'head_coach');
      addStaff(team, 'coach');
      addStaff(team, staffKinds[(clubIndex + position) % staffKinds.length]);
    });
  });
  // A former squad that no longer plays: listed last, without players.
  {
    const club = clubs[0];
    const id = ids.next('teams');
    rows.teams.push({
      id,
      club_id: club.id,
      slug: `${club.slug}-${shiftYear(2008)}`,
      ...tr('title', [`${club.title[0]} ${shiftYear(2008)}`, `${club.title[1]} ${shiftYear(2008)}`, `${club.title[2]} ${shiftYear(2008)}`]),
      birth_year: shiftYear(2008),
      is_woman_squad: false,
      position: 9,
      is_active: false,
      logo: null,
    } as Insertable<Database['teams']>);
  }
  const commandTeam = teams.find((team) => team.clubIndex === 1 && team.birthYear === shiftYear(2012) && !team.female)!;

  // ── Referees and users ─────────────────────────────────────────────────────
  const refereeIds: number[] = [];
  const refereeCount = 24 * Math.min(scale, 5);
  for (let i = 0; i < refereeCount; i++) {
    const person = personName(random, 'male');
    const id = ids.next('referees');
    refereeIds.push(id);
    rows.referees.push({
      id,
      slug: `${slugify(`${person.first[2]}-${person.last[2]}`)}-${id}`,
      ...names(person),
      birth_date: `${random.int(1970, 1998)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      city_id: cityIds.get(CITIES[i % CITIES.length].slug)!,
      ...tr('category', i < 3 ? REFEREE_CATEGORIES[0] : i < 12 ? REFEREE_CATEGORIES[1] : REFEREE_CATEGORIES[2]),
      photo: null,
      is_active: true,
    } as Insertable<Database['referees']>);
  }
  const refereeUserReferee = refereeIds[0];
  const refereeRow = rows.referees[0] as { first_name_kk: string; last_name_kk: string };

  const userIds = new Map<string, number>();
  for (const user of DEMO_USERS) {
    const id = ids.next('users');
    userIds.set(user.role, id);
    rows.users.push({
      id,
      role_id: roleIds.get(user.role)!,
      name: user.role === 'referee' ? `${refereeRow.first_name_kk} ${refereeRow.last_name_kk}` : user.name,
      email: user.email,
      password_hash: '', // filled in by the seeder (hashing is not part of generation)
      club_id: user.role === 'command_admin' ? commandClub.id : null,
      referee_id: user.role === 'referee' ? refereeUserReferee : null,
      is_active: true,
    });
  }
  const adminId = userIds.get('super_admin')!;
  const teamUserId = userIds.get('command_admin')!;
  const providerId = userIds.get('provider')!;

  // ── Tournaments ────────────────────────────────────────────────────────────
  const tournaments: Tournament[] = [];
  const matches: MatchPlan[] = [];
  const tourRow = (tournamentId: number, number: number, title: Triple, date: string) => {
    const id = ids.next('tours');
    rows.tours.push({ id, tournament_id: tournamentId, number, ...tr('title', title), start_date: date, end_date: date } as Insertable<Database['tours']>);
    return id;
  };
  const addTournament = (spec: {
    seasonYear: number;
    slug: string;
    title: Triple;
    format: 'league' | 'cup';
    ageGroup: string;
    from: number;
    to: number;
    gender: 'male' | 'female';
    minutes: number;
    startDate: string;
    endDate: string | null;
    active: boolean;
    main: boolean;
    teams: Team[];
    state: Tournament['state'];
    teamStatus?: (team: Team, index: number) => ApplicationStatus;
  }): Tournament => {
    const id = ids.next('tournaments');
    rows.tournaments.push({
      id,
      season_id: seasonIds.get(spec.seasonYear)!,
      slug: spec.slug,
      ...tr('title', spec.title),
      format: spec.format,
      age_group: spec.ageGroup,
      birth_year_from: spec.from,
      birth_year_to: spec.to,
      gender: spec.gender,
      match_length_minutes: spec.minutes,
      joker_quota: 2,
      table_rules: json({ points: { win: 3, draw: 1, loss: 0 }, technical_score: [3, 0] }),
      main: spec.main,
      active: spec.active,
      start_date: spec.startDate,
      end_date: spec.endDate,
      logo: null,
      ...tr('description', [
        `${LEAGUE_NAME[0]}: ${spec.title[0]}.`,
        `${LEAGUE_NAME[1]}: ${spec.title[1]}.`,
        `${LEAGUE_NAME[2]}: ${spec.title[2]}.`,
      ]),
      sort: tournaments.length,
    } as Insertable<Database['tournaments']>);
    const tournament: Tournament = {
      id,
      seasonYear: spec.seasonYear,
      format: spec.format,
      title: spec.title,
      minutes: spec.minutes,
      teams: spec.teams,
      startDate: spec.startDate,
      state: spec.state,
      main: spec.main,
    };
    tournaments.push(tournament);
    spec.teams.forEach((team, index) => {
      const status = spec.teamStatus?.(team, index) ?? 'submitted';
      rows.tournament_teams.push({
        id: ids.next('tournament_teams'),
        tournament_id: id,
        team_id: team.id,
        status,
        group_name: null,
        seed_position: index + 1,
        reject_reason: null,
        submitted_at: status === 'submitted' ? at(addDays(spec.startDate, -10)) : null,
      });
    });
    return tournament;
  };

  const gamesPlayed = (date: string, dateTime: string) => dateTime < playedBefore && date < baseDate;

  // The current season's rounds are weekly and fall on the day before the base date (yesterday's
  // results, the next round in six days); the previous season keeps its calendar.
  const currentStart = addDays(baseDate, -50);
  for (const seasonYear of [shiftYear(2025), shiftYear(2026)]) {
    for (const group of AGE_GROUPS) {
      const seasonShift = seasonYear - shiftYear(2026);
      const pool = random.shuffle(teams.filter((team) => team.birthYear === shiftYear(group.teamYear) && team.female === (group.gender === 'female')));
      if (seasonYear === shiftYear(2026) && group.key === 'u14-boys') {
        // The team account's team takes the slot with the most away games after the base
        // date, so its departures show every status (see docs/domain.md).
        const single = roundRobin(group.groupSize);
        const second = single.map((round) => round.map(([a, b]) => [b, a] as [number, number]));
        const laterAway = (slot: number) => second.slice(1).flat().filter(([, guest]) => guest === slot).length;
        const slot = [...Array(group.groupSize).keys()].sort((x, y) => laterAway(y) - laterAway(x) || x - y)[0];
        pool.splice(pool.indexOf(commandTeam), 1);
        pool.splice(slot, 0, commandTeam);
      }
      const groupCount = Math.min(scale, Math.floor(pool.length / group.groupSize));
      for (let g = 0; g < groupCount; g++) {
        const groupTeams = pool.slice(g * group.groupSize, (g + 1) * group.groupSize);
        const letter = GROUP_LETTERS[g];
        const genderTitle: Triple = group.gender === 'male' ? ['ұлдар', 'среди юношей', 'Boys'] : ['қыздар', 'среди девушек', 'Girls'];
        const suffix: Triple = groupCount > 1 ? [` — ${letter} тобы`, ` — группа ${letter}`, ` — Group ${letter}`] : ['', '', ''];
        const title: Triple = [
          `${group.label} ${genderTitle[0]} чемпионаты ${seasonYear}${suffix[0]}`,
          `Чемпионат ${group.label} ${genderTitle[1]} ${seasonYear}${suffix[1]}`,
          `${group.label} ${genderTitle[2]} Championship ${seasonYear}${suffix[2]}`,
        ];
        const past = seasonYear === shiftYear(2025);
        const startDate = past ? shiftDate('2025-04-05') : currentStart;
        const tournament = addTournament({
          seasonYear,
          slug: `${group.key}-${seasonYear}${groupCount > 1 ? `-${letter.toLowerCase()}` : ''}`,
          title,
          format: 'league',
          ageGroup: group.label,
          from: shiftYear(group.from2026) + seasonShift,
          to: shiftYear(group.to2026) + seasonShift,
          gender: group.gender,
          minutes: group.minutes,
          startDate,
          endDate: past ? shiftDate('2025-10-25') : null,
          active: !past,
          main: seasonYear === shiftYear(2026) && group.key === 'u14-boys' && g === 0,
          teams: groupTeams,
          state: past ? 'past' : 'current',
        });
        const single = roundRobin(groupTeams.length);
        const rounds = [...single, ...single.map((round) => round.map(([a, b]) => [b, a] as [number, number]))];
        rounds.forEach((pairs, roundIndex) => {
          const number = roundIndex + 1;
          const date = addDays(startDate, roundIndex * (past ? 14 : 7));
          const tourTitle: Triple = [`${number}-тур`, `${number}-й тур`, `Round ${number}`];
          const tourId = tourRow(tournament.id, number, tourTitle, date);
          pairs.forEach(([a, b], slot) => {
            const dateTime = kickoff(date, 10 + 2 * (slot % 4));
            matches.push({
              id: ids.next('matches'),
              tournament,
              tourId,
              tourTitle,
              host: groupTeams[a],
              guest: groupTeams[b],
              date,
              dateTime,
              status: gamesPlayed(date, dateTime) ? 'finished' : 'scheduled',
              hostGoals: 0,
              guestGoals: 0,
            });
          });
        });
      }
    }
  }

  // League Cup 2025 (knock-out, one quarter-final decided on penalties).
  const cupTeams = tournaments.find((t) => t.seasonYear === shiftYear(2025) && t.format === 'league' && t.teams[0].birthYear === shiftYear(2012))!.teams;
  const cup = addTournament({
    seasonYear: shiftYear(2025),
    slug: years('league-cup-u14-2025'),
    title: yearsIn(['Лига кубогы U-14 2025', 'Кубок лиги U-14 2025', 'League Cup U-14 2025']),
    format: 'cup',
    ageGroup: 'U-14',
    from: shiftYear(2011),
    to: shiftYear(2012),
    gender: 'male',
    minutes: 70,
    startDate: shiftDate('2025-11-01'),
    endDate: shiftDate('2025-11-15'),
    active: false,
    main: false,
    teams: cupTeams,
    state: 'past',
  });

  // Winter Cup: applications open, starts on 5 December of the season, or in two weeks when that
  // is less than a week away.
  const winterTeams = random.shuffle(teams.filter((team) => team.birthYear === shiftYear(2014) && !team.female)).slice(0, 8);
  const winterStart = shiftDate('2026-12-05') >= addDays(baseDate, 7) ? shiftDate('2026-12-05') : addDays(baseDate, 14);
  const winter = addTournament({
    seasonYear: shiftYear(2026),
    slug: years('winter-cup-u13-2026'),
    title: yearsIn(['Қысқы кубок U-13 2026', 'Зимний кубок U-13 2026', 'Winter Cup U-13 2026']),
    format: 'cup',
    ageGroup: 'U-13',
    from: shiftYear(2013),
    to: shiftYear(2014),
    gender: 'male',
    minutes: 60,
    startDate: winterStart,
    endDate: null,
    active: true,
    main: false,
    teams: winterTeams,
    state: 'upcoming',
    teamStatus: (_team, index) => (index < 5 ? 'submitted' : 'pending'),
  });

  // ── Applications ───────────────────────────────────────────────────────────
  let disqualifiedGiven = false;
  const applicationStatus = (tournament: Tournament, team: Team, player: Player, teamIndex: number): ApplicationStatus => {
    if (tournament === winter) return teamIndex < 5 ? 'submitted' : 'pending';
    const newcomer = team.newcomers.indexOf(player);
    if (newcomer >= 0) {
      if (tournament.state !== 'current') return 'empty';
      return (['pending', 'pending', 'rejected', 'empty'] as const)[newcomer];
    }
    if (tournament.state === 'past' && teamIndex % 3 === 0 && player === team.extras[0]) return 'unsubmitted';
    if (tournament.state === 'current') {
      if (teamIndex % 4 === 1 && player === team.extras[1]) return 'unsubmitted';
      if (!disqualifiedGiven && team.birthYear === shiftYear(2010) && player === team.extras[0]) {
        disqualifiedGiven = true;
        return 'disqualified';
      }
    }
    return 'submitted';
  };

  const history = (
    target: { player_application_id?: number; staff_application_id?: number },
    status: ApplicationStatus,
    start: string,
    byTeam: boolean,
    reason: string | null,
  ) => {
    if (status === 'empty') return;
    const push = (from: ApplicationStatus | null, to: ApplicationStatus, when: string, by: number | null, why: string | null = null) =>
      rows.application_status_history.push({
        id: ids.next('application_status_history'),
        player_application_id: target.player_application_id ?? null,
        staff_application_id: target.staff_application_id ?? null,
        from_status: from,
        to_status: to,
        reason: why,
        changed_by: by,
        changed_at: when,
      });
    push(null, 'pending', at(addDays(start, -21), 11), byTeam ? teamUserId : null);
    if (status === 'pending') return;
    if (status === 'rejected') {
      push('pending', 'rejected', at(addDays(start, -12), 15), adminId, reason);
      return;
    }
    push('pending', 'submitted', at(addDays(start, -12), 15), adminId);
    if (status === 'unsubmitted' || status === 'disqualified') push('submitted', status, at(addDays(start, 35), 10), adminId, reason);
  };

  const REASONS: Record<string, string> = {
    rejected: 'Медициналық анықтаманың мерзімі өтіп кеткен',
    unsubmitted: 'Команда өтініші бойынша тізімнен шығарылды',
    disqualified: 'Тәртіптік комитеттің шешімі бойынша',
  };
  const unavailable = new Map<number, Set<number>>(); // tournament id → players not allowed in squads

  for (const tournament of tournaments) {
    const blocked = new Set<number>();
    unavailable.set(tournament.id, blocked);
    tournament.teams.forEach((team, teamIndex) => {
      const byTeam = team === commandTeam;
      for (const player of team.players) {
        const status = applicationStatus(tournament, team, player, teamIndex);
        if (status !== 'submitted') blocked.add(player.id);
        const id = ids.next('player_applications');
        rows.player_applications.push({
          id,
          tournament_id: tournament.id,
          team_id: team.id,
          player_id: player.id,
          number: player.number,
          status,
          reject_reason: status === 'rejected' ? REASONS.rejected : null,
          submitted_at: status === 'submitted' || status === 'unsubmitted' || status === 'disqualified' ? at(addDays(tournament.startDate, -12), 15) : null,
        });
        history({ player_application_id: id }, status, tournament.startDate, byTeam, REASONS[status] ?? null);
      }
      for (const staffId of team.staffIds) {
        const status: ApplicationStatus = tournament === winter && teamIndex >= 5 ? 'pending' : 'submitted';
        const id = ids.next('staff_applications');
        rows.staff_applications.push({
          id,
          tournament_id: tournament.id,
          team_id: team.id,
          staff_id: staffId,
          status,
          reject_reason: null,
          submitted_at: status === 'submitted' ? at(addDays(tournament.startDate, -12), 15) : null,
        });
        history({ staff_application_id: id }, status, tournament.startDate, byTeam, null);
      }
    });
  }

  // ── Cup fixtures (after applications: the bracket needs results) ───────────
  const cupRounds: Array<{ title: Triple; date: string }> = [
    { title: ['Ширек финал', 'Четвертьфинал', 'Quarter-final'], date: shiftDate('2025-11-01') },
    { title: ['Жартылай финал', 'Полуфинал', 'Semi-final'], date: shiftDate('2025-11-08') },
    { title: ['Финал', 'Финал', 'Final'], date: shiftDate('2025-11-15') },
  ];

  // ── Match events ───────────────────────────────────────────────────────────
  const mainTournament = tournaments.find((t) => t.main)!;
  const forcedFor = new Map<number, ForcedEvents>();
  const mainFinished = matches.filter((m) => m.tournament === mainTournament && m.status === 'finished');
  if (mainFinished[0]) forcedFor.set(mainFinished[0].id, { score: [3, 2], hostMethods: ['penalty', 'free-kick', 'own_goal'], secondYellow: 'guest', missedPenalty: 'host' });
  if (mainFinished[1]) forcedFor.set(mainFinished[1].id, { red: 'host', beforeCard: 'guest' });

  // One technical result, one postponed match, one live match.
  const u16Current = tournaments.find((t) => t.seasonYear === shiftYear(2026) && t.teams[0].birthYear === shiftYear(2010))!;
  const technical = matches.find((m) => m.tournament === u16Current && m.status === 'finished' && m.date >= addDays(u16Current.startDate, 14));
  const u12Current = tournaments.find((t) => t.seasonYear === shiftYear(2026) && t.teams[0].birthYear === shiftYear(2014))!;
  const postponed = matches.find((m) => m.tournament === u12Current && m.status === 'scheduled');
  if (postponed) postponed.status = 'postponed';
  // The next match of the main tournament is played today: live when "now" is inside its window
  // (kick-off, halves and the break), scheduled for later today in the morning, untouched at night.
  const live = matches.find((m) => m.tournament === mainTournament && m.status === 'scheduled');
  const today = live ? liveKickoff(baseDate, now, mainTournament.minutes) : null;
  if (live && today) {
    live.date = baseDate;
    live.dateTime = today.dateTime;
    live.status = today.minute === null ? 'scheduled' : 'live';
    live.minute = today.minute;
  }

  const referees = (match: MatchPlan, index: number) => {
    const roles: RefereeRole[] = ['main_referee', 'first_assistant', 'second_assistant', 'backup_referee', 'inspector', 'delegate'];
    const withUser = match.tournament === mainTournament && index % 4 === 0;
    const pool = withUser ? refereeIds.filter((id) => id !== refereeUserReferee) : refereeIds;
    const crew = random.sample(pool, 6);
    if (withUser) crew[0] = refereeUserReferee;
    roles.forEach((role, i) => rows.match_referees.push({ id: ids.next('match_referees'), match_id: match.id, referee_id: crew[i], role }));
  };

  const colors = (match: MatchPlan) => {
    const host = clubs[match.host.clubIndex].colors;
    const guest = clubs[match.guest.clubIndex].colors;
    return { host_color: host[0], guest_color: guest[0] === host[0] ? guest[1] : guest[0] };
  };

  const broadcast = (match: MatchPlan) =>
    match.tournament === mainTournament ? `https://www.youtube.com/watch?v=${Buffer.from(`league${match.id}`).toString('base64url').slice(0, 11).padEnd(11, 'x')}` : null;

  const addMatchRow = (match: MatchPlan, technicalResult: 'host_win' | 'guest_win' | null = null) => {
    rows.matches.push({
      id: match.id,
      tournament_id: match.tournament.id,
      tour_id: match.tourId,
      host_team_id: match.host.id,
      guest_team_id: match.guest.id,
      stadium_id: stadiumsByCity.get(clubs[match.host.clubIndex].city)![0],
      date_time: match.dateTime,
      status: match.status,
      technical_result: technicalResult,
      broadcast_url: broadcast(match),
      ...colors(match),
      spectators: match.status === 'finished' ? random.int(40, 1500) : null,
      additions: json(match.status === 'finished' ? { weather: random.pick(['sunny', 'cloudy', 'rain', 'snow']), temperature: random.int(-5, 28) } : {}),
      protocol_confirmed_at: match.status === 'finished' ? at(addDays(match.date, 1), 10) : null,
    } as Insertable<Database['matches']>);
  };

  const scoreDistribution: Array<readonly [number, number]> = [[0, 20], [1, 28], [2, 24], [3, 14], [4, 8], [5, 4], [6, 2]];

  const play = (match: MatchPlan, forced: ForcedEvents = {}, elapsed?: number) => {
    const length = match.tournament.minutes;
    const until = elapsed ?? length;
    const half = length / 2;
    const blocked = unavailable.get(match.tournament.id) ?? new Set<number>();
    type SideState = { team: Team; onPitch: Player[]; bench: Player[]; booked: Set<number>; gk: Player };
    const squad = (team: Team): SideState => {
      const eligible = team.regulars.filter((player) => !blocked.has(player.id));
      const byPosition = (position: PlayerPosition) => random.shuffle(eligible.filter((p) => p.position === position));
      const gks = eligible.filter((p) => p.position === 'GK');
      const dfs = byPosition('DF');
      const mfs = byPosition('MF');
      const fws = byPosition('FW');
      const captain = eligible.find((p) => p.captain);
      const main = [gks[0], ...dfs.slice(0, 4), ...mfs.slice(0, 4), ...fws.slice(0, 2)].filter(Boolean);
      if (captain && !main.includes(captain)) {
        // The captain starts: he takes the place of a starter in his position.
        const index = main.findLastIndex((p) => p.position === captain.position);
        main[index] = captain;
      }
      const bench = eligible.filter((p) => !main.includes(p));
      for (const player of main) {
        rows.match_squads.push({ id: ids.next('match_squads'), match_id: match.id, team_id: team.id, player_id: player.id, kind: 'main', number: player.number, is_captain: player.captain, position: player.position });
      }
      for (const player of bench) {
        rows.match_squads.push({ id: ids.next('match_squads'), match_id: match.id, team_id: team.id, player_id: player.id, kind: 'substitute', number: player.number, is_captain: false, position: player.position });
      }
      return { team, onPitch: [...main], bench: random.shuffle(bench.filter((p) => p.position !== 'GK')), booked: new Set(), gk: main[0] };
    };
    const sides: Record<TeamType, SideState> = { host: squad(match.host), guest: squad(match.guest) };
    const other = (side: TeamType): TeamType => (side === 'host' ? 'guest' : 'host');

    let [hostGoals, guestGoals] = forced.score ?? [random.weighted(scoreDistribution), random.weighted(scoreDistribution)];
    if (elapsed !== undefined) [hostGoals, guestGoals] = [1, 0];
    if (match.tournament.format === 'cup' && !forced.shootout) {
      while (hostGoals === guestGoals) [hostGoals, guestGoals] = [random.weighted(scoreDistribution), random.weighted(scoreDistribution)];
    }
    match.hostGoals = hostGoals;
    match.guestGoals = guestGoals;

    type Planned = { minute: number; order: number; kind: 'sub' | 'goal' | 'yellow' | 'second_yellow' | 'red' | 'missed'; side: TeamType; method?: GoalMethod };
    const planned: Planned[] = [];
    const minute = (from: number, to: number) => {
      const last = Math.min(to, until);
      return random.int(Math.min(from, last), last);
    };
    for (const side of ['host', 'guest'] as const) {
      const goals = side === 'host' ? hostGoals : guestGoals;
      for (let i = 0; i < goals; i++) {
        const method = side === 'host' && forced.hostMethods?.[i]
          ? forced.hostMethods[i]
          : random.weighted<GoalMethod>([['goal', 37], ['assistant', 40], ['penalty', 10], ['free-kick', 7], ['own_goal', 6]]);
        planned.push({ minute: minute(1, length), order: 2, kind: 'goal', side, method });
      }
      if (elapsed === undefined) {
        const subs = random.int(2, 5);
        for (let i = 0; i < subs; i++) planned.push({ minute: i === 0 && random.chance(0.4) ? half : minute(half, length - 3), order: 1, kind: 'sub', side });
      }
      const yellows = random.weighted([[0, 30], [1, 35], [2, 20], [3, 10], [4, 5]] as const);
      for (let i = 0; i < yellows; i++) planned.push({ minute: minute(5, length), order: 3, kind: 'yellow', side });
      if (forced.secondYellow === side || (elapsed === undefined && random.chance(0.04))) {
        planned.push({ minute: minute(10, half), order: 3, kind: 'yellow', side });
        planned.push({ minute: minute(half + 5, length), order: 4, kind: 'second_yellow', side });
      }
      if (forced.red === side || (elapsed === undefined && random.chance(0.02))) planned.push({ minute: minute(20, length), order: 4, kind: 'red', side });
      if (forced.missedPenalty === side || random.chance(0.05)) planned.push({ minute: minute(5, length), order: 2, kind: 'missed', side });
    }
    planned.sort((a, b) => a.minute - b.minute || a.order - b.order);

    const timing = (value: number) => ({
      minute: value,
      additional_minute: (value === half || value === length) && random.chance(0.4) ? random.int(1, 4) : null,
      match_scope: 'regular' as const,
    });
    const weightedScorer = (players: Player[]) =>
      random.weighted(players.map((p) => [p, p.position === 'FW' ? 5 : p.position === 'MF' ? 3 : p.position === 'DF' ? 1 : 0.05] as const));
    const fieldPlayers = (state: SideState) => state.onPitch.filter((p) => p.position !== 'GK');

    for (const event of planned) {
      const state = sides[event.side];
      if (event.kind === 'sub') {
        const incoming = state.bench.shift();
        const candidates = fieldPlayers(state);
        if (!incoming || candidates.length === 0) continue;
        const outgoing = random.pick(candidates);
        state.onPitch = [...state.onPitch.filter((p) => p !== outgoing), incoming];
        rows.replacements.push({ id: ids.next('replacements'), match_id: match.id, team_type: event.side, player_in_id: incoming.id, player_out_id: outgoing.id, ...timing(event.minute) });
      } else if (event.kind === 'goal') {
        if (event.method === 'own_goal') {
          const opponents = sides[other(event.side)];
          const defenders = fieldPlayers(opponents).filter((p) => p.position !== 'FW');
          const scorer = random.pick(defenders.length ? defenders : fieldPlayers(opponents));
          rows.goals.push({ id: ids.next('goals'), match_id: match.id, team_type: other(event.side), player_id: scorer.id, method: 'own_goal', assistant_player_id: null, ...timing(event.minute) });
        } else {
          const scorer = weightedScorer(state.onPitch);
          const mates = fieldPlayers(state).filter((p) => p !== scorer);
          const assistant = event.method === 'assistant' && mates.length ? random.pick(mates) : null;
          rows.goals.push({
            id: ids.next('goals'),
            match_id: match.id,
            team_type: event.side,
            player_id: scorer.id,
            method: assistant ? 'assistant' : event.method === 'assistant' ? 'goal' : event.method!,
            assistant_player_id: assistant?.id ?? null,
            ...timing(event.minute),
          });
        }
      } else if (event.kind === 'yellow') {
        const candidates = fieldPlayers(state).filter((p) => !state.booked.has(p.id));
        if (candidates.length === 0) continue;
        const player = random.pick(candidates);
        state.booked.add(player.id);
        rows.punishments.push({ id: ids.next('punishments'), match_id: match.id, team_type: event.side, player_id: player.id, card: 'yellow', removal_cause: null, ...timing(event.minute) });
      } else if (event.kind === 'second_yellow') {
        const player = fieldPlayers(state).find((p) => state.booked.has(p.id));
        if (!player) continue;
        state.onPitch = state.onPitch.filter((p) => p !== player);
        rows.punishments.push({ id: ids.next('punishments'), match_id: match.id, team_type: event.side, player_id: player.id, card: 'second_yellow', removal_cause: 'second_yellow', ...timing(event.minute) });
      } else if (event.kind === 'red') {
        const candidates = fieldPlayers(state);
        if (candidates.length === 0) continue;
        const player = random.pick(candidates);
        state.onPitch = state.onPitch.filter((p) => p !== player);
        const cause = random.pick<RemovalCause>(['serious_foul_play', 'violent_conduct', 'denying_goal_opportunity', 'offensive_language']);
        rows.punishments.push({ id: ids.next('punishments'), match_id: match.id, team_type: event.side, player_id: player.id, card: 'red', removal_cause: cause, ...timing(event.minute) });
      } else {
        const taker = weightedScorer(fieldPlayers(state));
        const keeper = sides[other(event.side)].gk;
        rows.missed_penalties.push({
          id: ids.next('missed_penalties'),
          match_id: match.id,
          team_type: event.side,
          player_id: taker.id,
          goalkeeper_player_id: keeper.id,
          failure: random.pick(['saved', 'post', 'miss'] as const),
          ...timing(event.minute),
        });
      }
    }

    if (forced.beforeCard) {
      const state = sides[forced.beforeCard];
      const player = random.pick(fieldPlayers(state));
      rows.punishments.push({ id: ids.next('punishments'), match_id: match.id, team_type: forced.beforeCard, player_id: player.id, card: 'yellow', removal_cause: null, minute: null, additional_minute: null, match_scope: 'before' });
    }

    if (forced.shootout) {
      // Host wins 4:3 on penalties: host G G M G G, guest G M G G M.
      const kicks: Record<TeamType, boolean[]> = { host: [true, true, false, true, true], guest: [true, false, true, true, false] };
      for (let round = 0; round < 5; round++) {
        for (const side of ['host', 'guest'] as const) {
          const state = sides[side];
          const taker = fieldPlayers(state)[round % fieldPlayers(state).length];
          if (kicks[side][round]) {
            rows.goals.push({ id: ids.next('goals'), match_id: match.id, team_type: side, player_id: taker.id, method: 'penalty', assistant_player_id: null, minute: null, additional_minute: null, match_scope: 'after' });
          } else {
            rows.missed_penalties.push({
              id: ids.next('missed_penalties'),
              match_id: match.id,
              team_type: side,
              player_id: taker.id,
              goalkeeper_player_id: sides[other(side)].gk.id,
              failure: round === 2 ? 'post' : 'saved',
              minute: null,
              additional_minute: null,
              match_scope: 'after',
            });
          }
        }
      }
    }

    if (elapsed === undefined) {
      const total = Math.round(length * 60 * 0.62);
      const share = 0.35 + random.next() * 0.3;
      const hostSeconds = Math.round(total * share);
      const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
      const shots = (goals: number) => {
        const onTarget = goals + random.int(1, 6);
        return { total: onTarget + random.int(2, 9), onTarget };
      };
      const hostShots = shots(hostGoals);
      const guestShots = shots(guestGoals);
      const metrics: Array<[string, string, string]> = [
        ['pure_possession_of_the_ball', mmss(hostSeconds), mmss(total - hostSeconds)],
        ['shots', String(hostShots.total), String(guestShots.total)],
        ['shots_on_target', String(hostShots.onTarget), String(guestShots.onTarget)],
        ['corners', String(random.int(0, 10)), String(random.int(0, 10))],
        ['fouls', String(random.int(4, 18)), String(random.int(4, 18))],
        ['offsides', String(random.int(0, 5)), String(random.int(0, 5))],
      ];
      metrics.forEach(([metric, host, guest], sort) =>
        rows.match_statistics.push({ id: ids.next('match_statistics'), match_id: match.id, metric, host_value: host, guest_value: guest, sort }),
      );
    }
  };

  matches.forEach((match, index) => {
    if (match === technical) {
      match.technical = true;
      match.hostGoals = 3;
      match.guestGoals = 0;
      addMatchRow(match, 'host_win');
      referees(match, index);
      return;
    }
    addMatchRow(match);
    referees(match, index);
    if (match.status === 'finished') play(match, forcedFor.get(match.id));
    else if (match.status === 'live') play(match, {}, match.minute ?? 1);
  });

  // Cup: quarter-finals, semi-finals, final; winners advance.
  {
    let round = cupTeams.map((team, i) => (i < 4 ? [team, cupTeams[7 - i]] : null)).filter(Boolean) as Team[][];
    cupRounds.forEach((spec, roundIndex) => {
      const tourId = tourRow(cup.id, roundIndex + 1, spec.title, spec.date);
      const winners: Team[] = [];
      round.forEach(([host, guest], slot) => {
        const dateTime = kickoff(spec.date, 11 + 2 * slot);
        const match: MatchPlan = { id: ids.next('matches'), tournament: cup, tourId, tourTitle: spec.title, host, guest, date: spec.date, dateTime, status: 'finished', hostGoals: 0, guestGoals: 0 };
        matches.push(match);
        addMatchRow(match);
        referees(match, matches.length);
        const shootout = roundIndex === 0 && slot === 1;
        play(match, shootout ? { score: [1, 1], shootout: true } : {});
        winners.push(shootout || match.hostGoals > match.guestGoals ? host : guest);
      });
      round = [];
      for (let i = 0; i < winners.length; i += 2) if (winners[i + 1]) round.push([winners[i], winners[i + 1]]);
    });
  }

  // ── Departures of the command_admin's team ─────────────────────────────────
  const awayMatches = matches.filter((m) => m.tournament === mainTournament && m.guest === commandTeam).sort((a, b) => a.dateTime.localeCompare(b.dateTime));
  let finishedAway = 0;
  let futureAway = 0;
  const futureStatuses: DepartureStatus[] = ['pending', 'rejected', 'empty-squad', 'empty'];
  for (const match of awayMatches) {
    const played = match.status === 'finished';
    const status: DepartureStatus = played ? (finishedAway++ === 1 ? 'unsubmitted' : 'submitted') : futureStatuses[futureAway++ % futureStatuses.length];
    const id = ids.next('departures');
    const travellers = commandTeam.regulars.length + commandTeam.staffIds.length;
    rows.departures.push({
      id,
      tournament_id: mainTournament.id,
      team_id: commandTeam.id,
      match_id: match.id,
      tour_id: match.tourId,
      status,
      people_count: status === 'empty' ? null : travellers,
      reject_reason: status === 'rejected' ? 'Екі ойыншының төлқұжат деректері толық емес' : null,
      submitted_at: status === 'empty' || status === 'empty-squad' ? null : at(addDays(match.date, -6), 12),
      reviewed_by: status === 'submitted' || status === 'rejected' || status === 'unsubmitted' ? providerId : null,
      reviewed_at: status === 'submitted' || status === 'rejected' || status === 'unsubmitted' ? at(addDays(match.date, -4), 16) : null,
    });
    if (status !== 'empty' && status !== 'empty-squad') {
      for (const player of commandTeam.regulars) rows.departure_squad.push({ id: ids.next('departure_squad'), departure_id: id, player_id: player.id, staff_id: null });
      for (const staffId of commandTeam.staffIds) rows.departure_squad.push({ id: ids.next('departure_squad'), departure_id: id, player_id: null, staff_id: staffId });
    }
  }

  // ── Notifications ──────────────────────────────────────────────────────────
  const commandApplications = rows.player_applications.filter((a) => a.team_id === commandTeam.id && a.tournament_id === mainTournament.id);
  const rejected = commandApplications.find((a) => a.status === 'rejected');
  const pending = commandApplications.filter((a) => a.status === 'pending');
  const rejectedDeparture = rows.departures.find((d) => d.status === 'rejected');
  const agreedDeparture = rows.departures.find((d) => d.status === 'submitted');
  const notify = (userId: number, kind: string, payload: Record<string, unknown>, createdAt: string, seen: boolean) =>
    rows.notifications.push({ id: ids.next('notifications'), user_id: userId, kind, payload: json(payload), seen_at: seen ? addDays(createdAt.slice(0, 10), 1) + 'T06:00:00.000Z' : null, created_at: createdAt });
  if (rejected) notify(teamUserId, 'application_rejected', { application_id: rejected.id, player_id: rejected.player_id, tournament_id: mainTournament.id, reason: REASONS.rejected }, at(addDays(baseDate, -62), 15), false);
  notify(teamUserId, 'application_submitted', { tournament_id: mainTournament.id, team_id: commandTeam.id, count: commandTeam.regulars.length }, at(addDays(baseDate, -62), 15, 5), true);
  if (rejectedDeparture) notify(teamUserId, 'departure_rejected', { departure_id: rejectedDeparture.id, reason: rejectedDeparture.reject_reason }, at(addDays(baseDate, -2), 16), false);
  if (agreedDeparture) notify(teamUserId, 'departure_submitted', { departure_id: agreedDeparture.id }, at(addDays(baseDate, -40), 16), true);
  for (const application of pending) notify(adminId, 'application_pending', { application_id: application.id, player_id: application.player_id, team_id: commandTeam.id }, at(addDays(baseDate, -3), 11), false);
  const pendingDeparture = rows.departures.find((d) => d.status === 'pending');
  if (pendingDeparture) notify(providerId, 'departure_pending', { departure_id: pendingDeparture.id, team_id: commandTeam.id }, at(addDays(baseDate, -2), 12), false);
  const refereeMatch = rows.match_referees.find((r) => r.referee_id === refereeUserReferee && matches.find((m) => m.id === r.match_id)?.status === 'scheduled');
  if (refereeMatch) notify(userIds.get('referee')!, 'match_assigned', { match_id: refereeMatch.match_id, role: 'main_referee' }, at(addDays(baseDate, -1), 9), false);

  // ── Content ────────────────────────────────────────────────────────────────
  const teamTitle = (team: Team, lang: 0 | 1 | 2) => team.title[lang];
  const finishedRecent = matches
    .filter((m) => m.status === 'finished' && m.tournament.seasonYear === shiftYear(2026))
    .sort((a, b) => b.dateTime.localeCompare(a.dateTime) || a.id - b.id);

  let newsIndex = 0;
  for (const year of [shiftYear(2025), shiftYear(2026)]) {
    NEWS_TOPICS.forEach((topic, k) => {
      const id = ids.next('news');
      newsIndex++;
      const published = year === shiftYear(2025) ? at(addDays(shiftDate('2025-03-20'), k * 25), 10) : at(addDays(baseDate, -55 + k * 7), 10);
      rows.news.push({
        id,
        slug: `${topic.slug}-${year}`,
        published_at: published,
        is_published: true,
        image: file(`demo/news/${id}.svg`, 'svg', topic.title(year)[2]),
        ...tr('title', topic.title(year)),
        ...tr('lead', topic.lead),
        ...tr('body', topic.body),
        tags: topic.tags,
        match_id: null,
        team_id: null,
        tournament_id: null,
      } as Insertable<Database['news']>);
    });
  }
  const reportCount = 36 * scale - newsIndex;
  for (const match of finishedRecent.slice(0, reportCount)) {
    const id = ids.next('news');
    const score = match.technical ? '3:0' : `${match.hostGoals}:${match.guestGoals}`;
    const t = match.tournament.title;
    const title: Triple = [
      `${match.tourTitle[0]}. «${teamTitle(match.host, 0)}» — «${teamTitle(match.guest, 0)}» — ${score}`,
      `${match.tourTitle[1]}. «${teamTitle(match.host, 1)}» — «${teamTitle(match.guest, 1)}» — ${score}`,
      `${match.tourTitle[2]}: ${teamTitle(match.host, 2)} ${score} ${teamTitle(match.guest, 2)}`,
    ];
    const stadium = CITIES.find((c) => c.slug === clubs[match.host.clubIndex].city)!.stadiums[0].title;
    rows.news.push({
      id,
      slug: `match-${match.id}-report`,
      published_at: new Date(Date.parse(match.dateTime) + 3 * 3600_000).toISOString(),
      is_published: true,
      image: file(`demo/news/${id}.svg`, 'svg', title[2]),
      ...tr('title', title),
      ...tr('lead', [`Кездесу ${score} есебімен аяқталды.`, `Матч завершился со счётом ${score}.`, `The match ended ${score}.`]),
      ...tr('body', [
        `<p>${t[0]}. ${match.tourTitle[0]}.</p><p>Ойын орны: ${stadium[0]}. Есеп: ${score}.</p>`,
        `<p>${t[1]}. ${match.tourTitle[1]}.</p><p>Место проведения: ${stadium[1]}. Счёт: ${score}.</p>`,
        `<p>${t[2]}. ${match.tourTitle[2]}.</p><p>Venue: ${stadium[2]}. Score: ${score}.</p>`,
      ]),
      tags: ['match-report', match.tournament.teams[0].female ? 'girls' : 'boys'],
      match_id: match.id,
      team_id: match.host.id,
      tournament_id: match.tournament.id,
    } as Insertable<Database['news']>);
  }

  const albumMatches = finishedRecent.filter((m) => !m.technical).slice(0, 10 * scale);
  for (const match of albumMatches) {
    const id = ids.next('media_albums');
    const slug = `match-${match.id}-photos`;
    const title: Triple = [
      `«${teamTitle(match.host, 0)}» — «${teamTitle(match.guest, 0)}»: фотошолу`,
      `«${teamTitle(match.host, 1)}» — «${teamTitle(match.guest, 1)}»: фотообзор`,
      `${teamTitle(match.host, 2)} — ${teamTitle(match.guest, 2)}: photo gallery`,
    ];
    rows.media_albums.push({ id, slug, ...tr('title', title), date: match.date, cover_image: file(`demo/media/${slug}/1.svg`, 'svg', title[2]), tournament_id: match.tournament.id, match_id: match.id } as Insertable<Database['media_albums']>);
    for (let n = 1; n <= 8; n++) {
      rows.media_images.push({ id: ids.next('media_images'), album_id: id, path: file(`demo/media/${slug}/${n}.svg`, 'svg', `${title[2]} #${n}`), caption_kk: null, caption_ru: null, caption_en: null, sort: n });
    }
  }

  const videoMatches = finishedRecent.filter((m) => !m.technical && m.tournament === mainTournament).concat(finishedRecent.filter((m) => m.tournament !== mainTournament));
  for (const match of videoMatches.slice(0, 12 * scale)) {
    const id = ids.next('videos');
    const title: Triple = [
      `Шолу: «${teamTitle(match.host, 0)}» — «${teamTitle(match.guest, 0)}» ${match.hostGoals}:${match.guestGoals}`,
      `Обзор: «${teamTitle(match.host, 1)}» — «${teamTitle(match.guest, 1)}» ${match.hostGoals}:${match.guestGoals}`,
      `Highlights: ${teamTitle(match.host, 2)} ${match.hostGoals}:${match.guestGoals} ${teamTitle(match.guest, 2)}`,
    ];
    rows.videos.push({
      id,
      season_id: seasonIds.get(match.tournament.seasonYear)!,
      tournament_id: match.tournament.id,
      match_id: match.id,
      ...tr('title', title),
      url: `https://www.youtube.com/watch?v=${Buffer.from(`video${id}`).toString('base64url').slice(0, 11).padEnd(11, 'v')}`,
      thumbnail: file(`demo/videos/${id}.svg`, 'svg', title[2]),
      published_at: new Date(Date.parse(match.dateTime) + 26 * 3600_000).toISOString(),
    } as Insertable<Database['videos']>);
  }
  {
    const id = ids.next('videos');
    rows.videos.push({
      id,
      season_id: seasonIds.get(shiftYear(2025))!,
      tournament_id: null,
      match_id: null,
      ...tr('title', yearsIn(['2025 маусымының үздік голдары', 'Лучшие голы сезона 2025', 'Best goals of the 2025 season'])),
      url: 'https://www.youtube.com/watch?v=bestgoals25',
      thumbnail: file(`demo/videos/${id}.svg`, 'svg', years('Best goals 2025')),
      published_at: at(shiftDate('2025-11-20'), 18),
    } as Insertable<Database['videos']>);
  }

  for (const year of [shiftYear(2025), shiftYear(2026)]) {
    PRESS_TITLES.forEach((title, k) => {
      const source = PRESS_SOURCES[(k + year) % PRESS_SOURCES.length];
      const published = year === shiftYear(2025) ? addDays(shiftDate('2025-04-15'), k * 30) : addDays(baseDate, -48 + k * 6);
      rows.press_items.push({
        id: ids.next('press_items'),
        year,
        ...tr('title', title(year)),
        source,
        url: `https://${slugify(source)}.example/sport/${year}/${k + 1}`,
        image: null,
        published_at: published,
      } as Insertable<Database['press_items']>);
    });
  }

  for (const item of ANALYTICS) {
    rows.sport_analytics.push({
      id: ids.next('sport_analytics'),
      slug: years(item.slug),
      year: shiftYear(item.year),
      ...tr('title', item.title),
      ...tr('lead', yearsIn(item.lead)),
      ...tr('body', yearsIn([`<p>${item.lead[0]}</p>`, `<p>${item.lead[1]}</p>`, `<p>${item.lead[2]}</p>`])),
      image: file(`demo/analytics/${years(item.slug)}.svg`, 'svg', item.title[2]),
      file_path: file(`demo/analytics/${years(item.slug)}.pdf`, 'pdf', item.title[2]),
      file_size: 250_000 + item.slug.length * 1000,
      file_mime: 'application/pdf',
      published_at: at(item.year === 2025 ? shiftDate('2025-11-10') : addDays(baseDate, -10 - item.slug.length), 10),
    } as Insertable<Database['sport_analytics']>);
  }

  for (const page of PAGES) rows.pages.push({ id: ids.next('pages'), slug: page.slug, ...tr('title', page.title), ...tr('body', page.body) } as Insertable<Database['pages']>);

  PARTNERS.forEach((partner, sort) =>
    rows.partners.push({ id: ids.next('partners'), ...tr('name', partner.name), logo: file(`demo/partners/${sort + 1}.svg`, 'svg', partner.name[2]), url: partner.url, kind: partner.kind, sort, is_active: true } as Insertable<Database['partners']>),
  );
  const banners: Array<{ placement: string; title: Triple }> = [
    { placement: 'home_top', title: yearsIn(['Қысқы кубок 2026 — өтінімдер ашық', 'Зимний кубок 2026 — заявки открыты', 'Winter Cup 2026 — applications open']) },
    { placement: 'home_middle', title: ['«Дала Банк» — лиганың бас серіктесі', '«Дала Банк» — генеральный партнёр лиги', 'Dala Bank — general partner of the league'] },
    { placement: 'sidebar', title: ['Матчтарды тікелей эфирден көріңіз', 'Смотрите матчи в прямом эфире', 'Watch the matches live'] },
  ];
  banners.forEach((banner, sort) =>
    rows.banners.push({ id: ids.next('banners'), placement: banner.placement, ...tr('title', banner.title), image: file(`demo/banners/${banner.placement}.svg`, 'svg', banner.title[2]), url: PARTNERS[0].url, sort, is_active: true, starts_at: null, ends_at: null } as Insertable<Database['banners']>),
  );
  TRUSTEES.forEach((trustee, sort) =>
    rows.trustees.push({ id: ids.next('trustees'), slug: trustee.slug, ...tr('full_name', trustee.name), ...tr('description', trustee.description), photo: file(`demo/trustees/${trustee.slug}.svg`, 'svg', trustee.name[2]), sort } as Insertable<Database['trustees']>),
  );
  EMPLOYEES.forEach((employee, sort) =>
    rows.employees.push({ id: ids.next('employees'), ...tr('full_name', employee.name), ...tr('position', employee.position), photo: file(`demo/employees/${sort + 1}.svg`, 'svg', employee.name[2]), email: employee.email, phone: `+7 727 300 00 ${String(10 + sort)}`, sort } as Insertable<Database['employees']>),
  );
  PUBLIC_DOCUMENTS.forEach((document, sort) =>
    rows.public_documents.push({ id: ids.next('public_documents'), ...tr('title', yearsIn(document.title)), category: document.category, file_path: file(`demo/public-documents/${sort + 1}.pdf`, 'pdf', document.title[2]), size_bytes: document.size, mime: 'application/pdf', sort, published_at: at(addDays(shiftDate('2025-01-15'), sort * 40), 10) } as Insertable<Database['public_documents']>),
  );
  CONTACTS.forEach((contact, sort) => rows.contacts.push({ id: ids.next('contacts'), kind: contact.kind, ...tr('value', contact.value), url: contact.url, sort } as Insertable<Database['contacts']>));
  const feedback: Array<[string, string, string | null, string]> = [
    ['Асқар', '77011234567', 'askar@example.kz', 'Қысқы кубоктың кестесі қашан жарияланады?'],
    ['Ольга', '77027654321', null, 'Подскажите, как записать ребёнка в академию «Алтай»?'],
    ['John', '77770001122', 'john@example.com', 'Is there an English broadcast of the final?'],
  ];
  feedback.forEach(([name, phone, email, text], k) =>
    rows.feedback.push({ id: ids.next('feedback'), name, phone, email, text, ip: '127.0.0.1', user_agent: 'seed', created_at: at(addDays(baseDate, -20 + k * 5), 14) }),
  );

  return { rows, files };
}

/** Insert order: parents before children. */
export const TABLE_ORDER: Array<keyof Database> = [
  'countries',
  'cities',
  'stadiums',
  'seasons',
  'translations',
  'roles',
  'clubs',
  'teams',
  'players',
  'team_players',
  'staff',
  'team_staff',
  'referees',
  'users',
  'auth_tokens',
  'notifications',
  'tournaments',
  'tours',
  'tournament_teams',
  'player_applications',
  'staff_applications',
  'application_status_history',
  'player_documents',
  'staff_documents',
  'matches',
  'match_referees',
  'match_squads',
  'goals',
  'punishments',
  'replacements',
  'missed_penalties',
  'match_statistics',
  'departures',
  'departure_squad',
  'news',
  'media_albums',
  'media_images',
  'videos',
  'press_items',
  'sport_analytics',
  'pages',
  'banners',
  'partners',
  'trustees',
  'employees',
  'public_documents',
  'contacts',
  'feedback',
];
