// Tournaments and their calendars: last season's and this season's championships per age group
// (double round robin), last season's knock-out League Cup (its matches are played later, they
// need results) and the upcoming Winter Cup with applications open.
import type { ApplicationStatus } from '@league/shared/contracts';
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { json } from '../json';
import { addDays, at, kickoff, roundRobin } from './calendar';
import type { League } from './clubs';
import { LEAGUE_NAME } from './content';
import { tr, type MatchPlan, type SeedContext, type Team, type Tournament } from './model';
import type { Triple } from './names';
import type { Reference } from './reference';

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
  {
    key: 'u12-boys',
    label: 'U-12',
    gender: 'male',
    teamYear: 2014,
    from2026: 2014,
    to2026: 2015,
    minutes: 60,
    groupSize: 8,
  },
  {
    key: 'u14-boys',
    label: 'U-14',
    gender: 'male',
    teamYear: 2012,
    from2026: 2012,
    to2026: 2013,
    minutes: 70,
    groupSize: 8,
  },
  {
    key: 'u16-boys',
    label: 'U-16',
    gender: 'male',
    teamYear: 2010,
    from2026: 2010,
    to2026: 2011,
    minutes: 80,
    groupSize: 8,
  },
  {
    key: 'u15-girls',
    label: 'U-15',
    gender: 'female',
    teamYear: 2011,
    from2026: 2011,
    to2026: 2012,
    minutes: 70,
    groupSize: 6,
  },
];

const GROUP_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function addTour(ctx: SeedContext, tournamentId: number, number: number, title: Triple, date: string): number {
  const id = ctx.ids.next('tours');
  ctx.rows.tours.push({
    id,
    tournament_id: tournamentId,
    number,
    ...tr('title', title),
    start_date: date,
    end_date: date,
  } as Insertable<Database['tours']>);
  return id;
}

export interface Calendar {
  tournaments: Tournament[];
  matches: MatchPlan[];
  cup: Tournament;
  cupTeams: Team[];
  winter: Tournament;
}

export function addTournaments(ctx: SeedContext, { seasonIds }: Reference, { teams, commandTeam }: League): Calendar {
  const { rows, ids, random, scale, baseDate, shiftYear, shiftDate, years, yearsIn } = ctx;
  // Played = kicked off before the local midnight that starts the base date.
  const playedBefore = at(baseDate, 0);
  const tournaments: Tournament[] = [];
  const matches: MatchPlan[] = [];
  const tourRow = (tournamentId: number, number: number, title: Triple, date: string) =>
    addTour(ctx, tournamentId, number, title, date);
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
      const pool = random.shuffle(
        teams.filter(
          (team) => team.birthYear === shiftYear(group.teamYear) && team.female === (group.gender === 'female'),
        ),
      );
      if (seasonYear === shiftYear(2026) && group.key === 'u14-boys') {
        // The team account's team takes the slot with the most away games after the base
        // date, so its departures show every status (see docs/domain.md).
        const single = roundRobin(group.groupSize);
        const second = single.map((round) => round.map(([a, b]) => [b, a] as [number, number]));
        const laterAway = (slot: number) =>
          second
            .slice(1)
            .flat()
            .filter(([, guest]) => guest === slot).length;
        const slot = [...Array(group.groupSize).keys()].sort((x, y) => laterAway(y) - laterAway(x) || x - y)[0];
        pool.splice(pool.indexOf(commandTeam), 1);
        pool.splice(slot, 0, commandTeam);
      }
      const groupCount = Math.min(scale, Math.floor(pool.length / group.groupSize));
      for (let g = 0; g < groupCount; g++) {
        const groupTeams = pool.slice(g * group.groupSize, (g + 1) * group.groupSize);
        const letter = GROUP_LETTERS[g];
        const genderTitle: Triple =
          group.gender === 'male' ? ['ұлдар', 'среди юношей', 'Boys'] : ['қыздар', 'среди девушек', 'Girls'];
        const suffix: Triple =
          groupCount > 1 ? [` — ${letter} тобы`, ` — группа ${letter}`, ` — Group ${letter}`] : ['', '', ''];
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
  const cupTeams = tournaments.find(
    (t) => t.seasonYear === shiftYear(2025) && t.format === 'league' && t.teams[0].birthYear === shiftYear(2012),
  )!.teams;
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
  const winterTeams = random
    .shuffle(teams.filter((team) => team.birthYear === shiftYear(2014) && !team.female))
    .slice(0, 8);
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

  return { tournaments, matches, cup, cupTeams, winter };
}
