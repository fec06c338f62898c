// A cabinet user's notifications: the new count for the header, the list, marking as seen.
import type {
  CabinetNotification,
  MarkSeenBody,
  NotificationSettings,
  NotificationSettingsBody,
  NotificationsQuery,
} from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import type { CurrentUser } from '../auth/index';
import * as repository from './notifications.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

const num = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/**
 * Names in the reader's language, read now (ADR 0180): a payload stores the ids of the team,
 * tournament and match it concerns; the list answers their titles as `{ kk, ru, en }` (older
 * payloads that stored one language's title, or none, read correctly too), and a match's title
 * as "host – guest" with its kick-off.
 */
async function withNames(db: DB, rows: Array<{ payload: Record<string, unknown> }>) {
  const teams = new Set<number>();
  const tournaments = new Set<number>();
  const matches = new Set<number>();
  for (const { payload } of rows) {
    const team = num(payload.team_id);
    const tournament = num(payload.tournament_id);
    const match = num(payload.match_id);
    if (team) teams.add(team);
    if (tournament) tournaments.add(tournament);
    if (match) matches.add(match);
  }
  const names = await repository.namesOf(db, {
    teams: [...teams],
    tournaments: [...tournaments],
    matches: [...matches],
  });
  for (const match of names.matches.values()) tournaments.add(match.tournament_id);
  const missing = [...tournaments].filter((id) => !names.tournaments.has(id));
  if (missing.length)
    for (const [id, texts] of (await repository.namesOf(db, { teams: [], tournaments: missing, matches: [] }))
      .tournaments)
      names.tournaments.set(id, texts);
  return rows.map(({ payload }) => {
    const out = { ...payload };
    const team = names.teams.get(num(payload.team_id) ?? 0);
    const match = names.matches.get(num(payload.match_id) ?? 0);
    const tournament = names.tournaments.get(num(payload.tournament_id) ?? match?.tournament_id ?? 0);
    if (team) out.team = team;
    if (tournament) out.tournament = tournament;
    if (match) {
      out.match = {
        kk: `${match.host.kk} – ${match.guest.kk}`,
        ru: `${match.host.ru} – ${match.guest.ru}`,
        en: `${match.host.en} – ${match.guest.en}`,
      };
      out.match_date = match.date_time;
    }
    return out;
  });
}

export function createNotificationsService({
  db,
  clock,
  emailAvailable = false,
}: {
  db: DB;
  clock: Clock;
  emailAvailable?: boolean;
}) {
  return {
    newCount: async (user: CurrentUser) => ({ count: await repository.countUnseen(db, user.id) }),

    async list(user: CurrentUser, query: NotificationsQuery) {
      const window = pageWindow(query);
      const { total, rows } = await repository.page(
        db,
        user.id,
        { unseenOnly: query.unseen === '1' },
        window,
        query.sort !== 'created_at',
      );
      const payloads = await withNames(
        db,
        rows.map((r) => ({ payload: r.payload && typeof r.payload === 'object' ? r.payload : {} })),
      );
      const data: CabinetNotification[] = rows.map((r, index) => ({
        id: Number(r.id),
        kind: r.kind,
        payload: payloads[index],
        seen: r.seen_at !== null,
        created_at: iso(r.created_at),
      }));
      return { data, total, window };
    },

    async markSeen(user: CurrentUser, body: MarkSeenBody) {
      if (!body.all && !body.ids) throw new AppError('validation_failed', { fields: { ids: [{ rule: 'required' }] } });
      const marked = await inTransaction(db, (trx) =>
        repository.markSeen(trx, user.id, body.all ? 'all' : body.ids!, clock()),
      );
      return { marked, count: await repository.countUnseen(db, user.id) };
    },

    settings: async (user: CurrentUser): Promise<NotificationSettings> => ({
      email: await repository.emailSetting(db, user.id),
      email_available: emailAvailable,
    }),

    async saveSettings(user: CurrentUser, body: NotificationSettingsBody): Promise<NotificationSettings> {
      await inTransaction(db, (trx) => repository.setEmailSetting(trx, user.id, body.email));
      return { email: body.email, email_available: emailAvailable };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
