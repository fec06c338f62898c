// Match rows: referee crews, colours, broadcasts, one technical result, one postponed match,
// today's match, then every played match simulated (simulation.ts) and the League Cup bracket.
import { REFEREE_ROLES } from '@league/shared/contracts';
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { json } from '../json';
import type { Unavailable } from './applications';
import { addDays, at, kickoff, liveKickoff } from './calendar';
import type { League } from './clubs';
import type { ForcedEvents, MatchPlan, SeedContext, Team, Tournament } from './model';
import type { Triple } from './names';
import type { Officials } from './officials';
import { createSimulation } from './simulation';
import { addTour, type Calendar } from './tournaments';

/** Adds the match rows and their events; returns the main tournament. */
export function addMatches(
  ctx: SeedContext,
  stadiumsByCity: Map<string, number[]>,
  { clubs }: League,
  { refereeIds, refereeUserReferee }: Officials,
  { tournaments, matches, cup, cupTeams }: Calendar,
  unavailable: Unavailable,
): Tournament {
  const { rows, ids, random, baseDate, now, shiftYear, shiftDate } = ctx;
  const tourRow = (tournamentId: number, number: number, title: Triple, date: string) =>
    addTour(ctx, tournamentId, number, title, date);
  const play = createSimulation(ctx, unavailable);
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
  if (mainFinished[0])
    forcedFor.set(mainFinished[0].id, {
      score: [3, 2],
      hostMethods: ['penalty', 'free-kick', 'own_goal'],
      secondYellow: 'guest',
      missedPenalty: 'host',
    });
  if (mainFinished[1]) forcedFor.set(mainFinished[1].id, { red: 'host', beforeCard: 'guest' });

  // One technical result, one postponed match, one live match.
  const u16Current = tournaments.find(
    (t) => t.seasonYear === shiftYear(2026) && t.teams[0].birthYear === shiftYear(2010),
  )!;
  const technical = matches.find(
    (m) => m.tournament === u16Current && m.status === 'finished' && m.date >= addDays(u16Current.startDate, 14),
  );
  const u12Current = tournaments.find(
    (t) => t.seasonYear === shiftYear(2026) && t.teams[0].birthYear === shiftYear(2014),
  )!;
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
    const withUser = match.tournament === mainTournament && index % 4 === 0;
    const pool = withUser ? refereeIds.filter((id) => id !== refereeUserReferee) : refereeIds;
    const crew = random.sample(pool, 6);
    if (withUser) crew[0] = refereeUserReferee;
    REFEREE_ROLES.forEach((role, i) =>
      rows.match_referees.push({ id: ids.next('match_referees'), match_id: match.id, referee_id: crew[i], role }),
    );
  };

  const colors = (match: MatchPlan) => {
    const host = clubs[match.host.clubIndex].colors;
    const guest = clubs[match.guest.clubIndex].colors;
    return { host_color: host[0], guest_color: guest[0] === host[0] ? guest[1] : guest[0] };
  };

  const broadcast = (match: MatchPlan) =>
    match.tournament === mainTournament
      ? `https://www.youtube.com/watch?v=${Buffer.from(`league${match.id}`).toString('base64url').slice(0, 11).padEnd(11, 'x')}`
      : null;

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
      additions: json(
        match.status === 'finished'
          ? { weather: random.pick(['sunny', 'cloudy', 'rain', 'snow']), temperature: random.int(-5, 28) }
          : {},
      ),
      protocol_confirmed_at: match.status === 'finished' ? at(addDays(match.date, 1), 10) : null,
    } as Insertable<Database['matches']>);
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
        const match: MatchPlan = {
          id: ids.next('matches'),
          tournament: cup,
          tourId,
          tourTitle: spec.title,
          host,
          guest,
          date: spec.date,
          dateTime,
          status: 'finished',
          hostGoals: 0,
          guestGoals: 0,
        };
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
  return mainTournament;
}
