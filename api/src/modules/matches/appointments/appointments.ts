// Appointments of match officials (ADR 0213), as use-case functions. The league offers a role of
// a scheduled match to an official — refused on `referee_id` when the official marked that day
// unavailable or is on an overlapping match (the schedule's clash rule, declined offers aside) —
// and the official is told in the cabinet and by e-mail. The official accepts or declines with a
// reason; only an accepted appointment puts them on the crew (the protocol, the public page).
// Each write runs behind the match row's lock (the lock order's match step); an official's
// unavailable days behind their referee row's.
import type {
  AnswerBody,
  Language,
  MatchCrewOffers,
  MyAppointments,
  NeededMatch,
  OfferBody,
  UnavailableBody,
} from '@league/shared/contracts';
import { REFEREE_ROLES } from '@league/shared/contracts';
import type { DB, Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { almatyDate, type Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { CurrentUser } from '../../auth/index';
import { notify } from '../../notifications/index';
import { busyReferees, CHANGEOVER_MINUTES } from '../../tournaments/index';
import * as protocolRepo from '../matches.protocol.repository';
import * as repo from './appointments.repository';
import { orNull } from '../../../lib/text';

export interface AppointmentDeps {
  db: DB;
  clock: Clock;
}

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();
const invalid = (field: string, rule: string) => new AppError('validation_failed', { fields: { [field]: [{ rule }] } });

function refereeOf(user: CurrentUser): number {
  if (user.refereeId === null) throw new AppError('not_found');
  return user.refereeId;
}

export async function myAppointments(
  { db, clock }: AppointmentDeps,
  language: Language,
  user: CurrentUser,
  executor: Executor = db,
): Promise<MyAppointments> {
  const refereeId = refereeOf(user);
  const today = almatyDate(clock());
  const [rows, unavailable] = await Promise.all([
    repo.appointmentsOf(executor, language, refereeId, today),
    repo.unavailableDays(executor, refereeId, today),
  ]);
  return {
    offers: rows.map((r) => ({
      match: {
        id: r.match_id,
        tournament_id: r.tournament_id,
        date_time: iso(r.date_time),
        host: r.host,
        guest: r.guest,
        stadium: r.stadium,
      },
      role: r.role,
      status: r.status,
      decline_reason: r.decline_reason,
      offered_at: iso(r.offered_at),
      answered_at: iso(r.answered_at),
    })),
    unavailable,
  };
}

export function answerAppointment(deps: AppointmentDeps, language: Language, user: CurrentUser, body: AnswerBody) {
  const refereeId = refereeOf(user);
  const reason = orNull(body.reason);
  if (body.decision === 'decline' && !reason) throw invalid('reason', 'required');
  return inTransaction(
    deps.db,
    async (trx) => {
      await protocolRepo.lockMatch(trx, body.match_id);
      const answered = await repo.answerOffer(trx, body.match_id, body.role, refereeId, {
        status: body.decision === 'accept' ? 'accepted' : 'declined',
        decline_reason: body.decision === 'decline' ? reason : null,
        answered_at: deps.clock().toISOString(),
      });
      const current = await myAppointments(deps, language, user, trx);
      if (!answered) throw new AppError('appointment_answered', { data: { current } });
      return current;
    },
    { label: 'appointment answer' },
  );
}

export function setAvailability(
  deps: AppointmentDeps,
  language: Language,
  user: CurrentUser,
  body: UnavailableBody,
  unavailable: boolean,
) {
  const refereeId = refereeOf(user);
  if (unavailable && body.day < almatyDate(deps.clock())) throw invalid('day', 'date_future');
  return inTransaction(
    deps.db,
    async (trx) => {
      await repo.lockReferee(trx, refereeId);
      if (unavailable) await repo.markUnavailable(trx, refereeId, body.day);
      else await repo.markAvailable(trx, refereeId, body.day);
      return myAppointments(deps, language, user, trx);
    },
    { label: 'referee availability' },
  );
}

async function crewOf(trx: Executor, language: Language, matchId: number): Promise<MatchCrewOffers> {
  return { match_id: matchId, crew: await repo.crewOffers(trx, language, matchId) };
}

/** Refuses an offer the official cannot take: the day marked unavailable, an overlapping match. */
async function checkFree(
  trx: Executor,
  refereeId: number,
  match: { id: number; date_time: string | null; minutes: number },
) {
  if (!(await repo.refereeExists(trx, refereeId))) throw invalid('referee_id', 'one_of');
  if (!match.date_time) return;
  const start = new Date(match.date_time);
  if (await repo.isUnavailable(trx, refereeId, almatyDate(start))) throw invalid('referee_id', 'referee_unavailable');
  const busy = await busyReferees(trx, [refereeId], {
    start,
    minutes: match.minutes + CHANGEOVER_MINUTES,
    changeover: CHANGEOVER_MINUTES,
    exclude: match.id,
  });
  if (busy.length > 0) throw invalid('referee_id', 'referee_busy');
}

export function offerAppointment(
  deps: AppointmentDeps,
  language: Language,
  user: CurrentUser,
  matchId: number,
  body: OfferBody,
) {
  return inTransaction(
    deps.db,
    async (trx) => {
      await protocolRepo.lockMatch(trx, matchId);
      const row = await protocolRepo.findProtocolMatch(trx, language, matchId);
      if (!row) throw new AppError('not_found');
      if (row.status !== 'scheduled')
        throw new AppError('appointment_closed', { data: { current: await crewOf(trx, language, matchId) } });
      // The referee row after the match's: a concurrent change of their days waits for neither.
      await repo.lockReferee(trx, body.referee_id);
      await checkFree(trx, body.referee_id, {
        id: matchId,
        date_time: row.date_time,
        minutes: row.match_length_minutes,
      });
      await repo.putOffer(trx, matchId, body.role, body.referee_id, deps.clock().toISOString());
      const users = await repo.refereeUserIds(trx, body.referee_id);
      await notify(
        trx,
        { userIds: users },
        'appointment_offered',
        { match_id: matchId, role: body.role, link: '/cabinet/appointments' },
        { except: user.id },
      );
      return crewOf(trx, language, matchId);
    },
    { label: 'appointment offer' },
  );
}

/** Scheduled matches from today on with a role no official has accepted (the main referee at least). */
export async function neededMatches({ db, clock }: AppointmentDeps, language: Language): Promise<NeededMatch[]> {
  const { matches, crews } = await repo.upcomingWithCrews(db, language, almatyDate(clock()), 300);
  const out: NeededMatch[] = [];
  for (const m of matches) {
    const crew = crews.filter((c) => c.match_id === m.match_id);
    const roles = REFEREE_ROLES.flatMap((role) => {
      const row = crew.find((c) => c.role === role);
      if (row?.status === 'accepted') return [];
      if (!row && role !== 'main_referee') return [];
      return [
        {
          role,
          status: row ? (row.status as 'offered' | 'declined') : ('missing' as const),
          name: row?.name ?? null,
          decline_reason: row?.decline_reason ?? null,
        },
      ];
    });
    if (roles.length > 0)
      out.push({
        match: {
          id: m.match_id,
          tournament_id: m.tournament_id,
          date_time: iso(m.date_time as Date | string | null),
          host: m.host,
          guest: m.guest,
          stadium: m.stadium,
        },
        roles,
      });
  }
  return out;
}
