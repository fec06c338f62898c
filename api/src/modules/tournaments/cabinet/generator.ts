// The round-robin generator of the cabinet: a tournament's calendar from its participants,
// previewed or saved in place of the unplayed matches.
import type { Language, ScheduleBody, ScheduleResponse } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import { roundRobin } from '../round-robin';
import * as repository from '../tournaments.cabinet.repository';
import { almatyInstant, CHANGEOVER_MINUTES } from '../tournaments.schedule';
import type { TournamentsCabinetDeps } from './deps';
import { refuse, writable, write } from './write';

/**
 * The round-robin calendar of the tournament's participants. A preview writes nothing. A
 * tournament with matches needs `replace` (unplayed ones are deleted); one with played
 * matches is refused (its calendar is changed by hand).
 */
export async function generateSchedule(
  deps: TournamentsCabinetDeps,
  language: Language,
  id: number,
  body: ScheduleBody,
): Promise<ScheduleResponse['data']> {
  const { schedule } = deps;
  // Read before the transaction: a write holds the one connection of an embedded database.
  const allTeams = await deps.teams.rows(language);
  const run = async (trx: Executor) => {
    const t = await writable(trx, id);
    const step = body.stadium_id != null ? t.match_length_minutes + CHANGEOVER_MINUTES : 0;
    const participantIds = (await repository.tournamentTeams(trx, id))
      .filter((l) => l.status === 'submitted')
      .map((l) => l.team_id);
    const rows = allTeams
      .filter((team) => participantIds.includes(team.id))
      .sort((a, b) => a.title.localeCompare(b.title, language) || a.id - b.id);
    if (rows.length < 2)
      throw new AppError('validation_failed', { fields: { mode: [{ rule: 'schedule_needs_teams' }] } });
    if (body.stadium_id != null && !(await repository.stadiumExists(trx, body.stadium_id))) {
      throw new AppError('validation_failed', { fields: { stadium_id: [{ rule: 'one_of' }] } });
    }
    const existing = await schedule.playedAndUnplayed(trx, id);
    if (existing.played.length > 0) await refuse(deps, trx, id, 'schedule_has_played');
    if (existing.unplayed.length > 0 && !body.replace) await refuse(deps, trx, id, 'schedule_has_matches');
    const generated = roundRobin(rows, {
      double: body.mode === 'double',
      startDate: body.start_date,
      weekday: body.weekday,
      intervalDays: body.interval_days,
    });
    const tours = generated.map((tour) => ({
      number: tour.number,
      date: tour.date,
      // At one stadium the matches of a tour follow each other; otherwise they kick off together.
      matches: tour.matches.map((m, index) => ({
        host: { id: m.host.id, title: m.host.title },
        guest: { id: m.guest.id, title: m.guest.title },
        date_time: new Date(almatyInstant(tour.date, body.time).getTime() + index * step * 60_000).toISOString(),
      })),
    }));
    if (body.preview) return { saved: false, replaced: existing.unplayed.length, tours };
    await schedule.deleteUnplayed(trx, existing.unplayed);
    await repository.deleteEmptyTours(trx, id);
    const tourIds = await repository.ensureTours(
      trx,
      id,
      tours.map((tour) => ({ number: tour.number, start_date: tour.date })),
    );
    for (const tour of tours) {
      for (const m of tour.matches) {
        await schedule.insert(trx, id, {
          host_team_id: m.host.id,
          guest_team_id: m.guest.id,
          stadium_id: body.stadium_id ?? null,
          date_time: new Date(m.date_time),
          tour_id: tourIds.get(tour.number) ?? null,
          referees: {},
        });
      }
    }
    return { saved: true, replaced: existing.unplayed.length, tours };
  };
  return write(deps, run);
}
