// A cabinet user's notifications: the new count for the header, the list, marking as seen.
import type { CabinetNotification, MarkSeenBody, NotificationsQuery } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import type { CurrentUser } from '../auth/index';
import * as repository from './notifications.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function createNotificationsService({ db, clock }: { db: DB; clock: Clock }) {
  return {
    newCount: async (user: CurrentUser) => ({ count: await repository.countUnseen(db, user.id) }),

    async list(user: CurrentUser, query: NotificationsQuery) {
      const window = pageWindow(query);
      const { total, rows } = await repository.page(db, user.id, { unseenOnly: query.unseen === '1' }, window, query.sort !== 'created_at');
      const data: CabinetNotification[] = rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        payload: r.payload && typeof r.payload === 'object' ? r.payload : {},
        seen: r.seen_at !== null,
        created_at: iso(r.created_at),
      }));
      return { data, total, window };
    },

    async markSeen(user: CurrentUser, body: MarkSeenBody) {
      if (!body.all && !body.ids) throw new AppError('validation_failed', { fields: { ids: [{ rule: 'required' }] } });
      const marked = await inTransaction(db, (trx) => repository.markSeen(trx, user.id, body.all ? 'all' : body.ids!, clock()));
      return { marked, count: await repository.countUnseen(db, user.id) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
