// SQL of notifications: a user's list (newest first), the count of unseen ones, marking as seen
// (each scoped to one user: nobody reads or marks another's notifications); and, for `notify`,
// the active users a notice goes to and storing one row per recipient.
import type { NotificationKind, RoleSlugValue } from '@league/shared/contracts';
import { countRows } from '../../db/count-rows';
import type { Executor } from '../../db/database';
import { claimDueMail } from '../../db/mail-claims';
import { matchesWithTeams } from '../../db/match-teams';

export type Recipients = { role: RoleSlugValue } | { clubId: number } | { userIds: number[] };

/** The active users a notice goes to (by role, by club — its command_admins —, or by id), less `except`. */
export async function recipientIds(db: Executor, to: Recipients, except?: number): Promise<number[]> {
  if ('userIds' in to && to.userIds.length === 0) return [];
  let query = db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('u.is_active', '=', true);
  if ('role' in to) query = query.where('r.slug', '=', to.role);
  else if ('clubId' in to) query = query.where('r.slug', '=', 'command_admin').where('u.club_id', '=', to.clubId);
  else query = query.where('u.id', 'in', to.userIds);
  if (except !== undefined) query = query.where('u.id', '!=', except);
  return (await query.execute()).map((user) => user.id);
}

export async function insertNotifications(
  db: Executor,
  userIds: number[],
  kind: NotificationKind,
  payload: Record<string, unknown>,
  emailed = false,
): Promise<void> {
  await db
    .insertInto('notifications')
    .values(
      userIds.map((user_id) => ({
        user_id,
        kind,
        payload: JSON.stringify(payload),
        email_state: emailed ? 'due' : null,
      })),
    )
    .execute();
}

export interface Texts {
  kk: string;
  ru: string;
  en: string;
}
const texts = (kk: string, ru: string | null, en: string | null): Texts => ({ kk, ru: ru || kk, en: en || kk });

/** Titles of the teams, tournaments and matches notifications name, in the three languages (read-time names, ADR 0180). */
export async function namesOf(db: Executor, ids: { teams: number[]; tournaments: number[]; matches: number[] }) {
  const teams = new Map<number, Texts>();
  const tournaments = new Map<number, Texts>();
  const matches = new Map<number, { host: Texts; guest: Texts; tournament_id: number; date_time: string | null }>();
  const [teamRows, tournamentRows, matchRows] = await Promise.all([
    ids.teams.length
      ? db.selectFrom('teams').select(['id', 'title_kk', 'title_ru', 'title_en']).where('id', 'in', ids.teams).execute()
      : [],
    ids.tournaments.length
      ? db
          .selectFrom('tournaments')
          .select(['id', 'title_kk', 'title_ru', 'title_en'])
          .where('id', 'in', ids.tournaments)
          .execute()
      : [],
    ids.matches.length
      ? matchesWithTeams(db)
          .select([
            'm.id',
            'm.tournament_id',
            'm.date_time',
            'h.title_kk as h_kk',
            'h.title_ru as h_ru',
            'h.title_en as h_en',
            'g.title_kk as g_kk',
            'g.title_ru as g_ru',
            'g.title_en as g_en',
          ])
          .where('m.id', 'in', ids.matches)
          .execute()
      : [],
  ]);
  for (const r of teamRows) teams.set(Number(r.id), texts(r.title_kk, r.title_ru, r.title_en));
  for (const r of tournamentRows) tournaments.set(Number(r.id), texts(r.title_kk, r.title_ru, r.title_en));
  for (const r of matchRows) {
    matches.set(Number(r.id), {
      host: texts(r.h_kk, r.h_ru, r.h_en),
      guest: texts(r.g_kk, r.g_ru, r.g_en),
      tournament_id: r.tournament_id,
      date_time: r.date_time ? new Date(r.date_time).toISOString() : null,
    });
  }
  return { teams, tournaments, matches };
}

export async function emailSetting(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('email_notifications')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email_notifications;
}

export async function setEmailSetting(db: Executor, userId: number, on: boolean): Promise<void> {
  await db.updateTable('users').set({ email_notifications: on }).where('id', '=', userId).execute();
}

/** Claims due notification e-mails (`claimDueMail`) and answers them with the reader's address and switch. */
export async function claimDueEmails(db: Executor, limit: number, now: Date, staleBefore: Date) {
  const ids = await claimDueMail(db, 'notifications', limit, now, staleBefore);
  if (ids.length === 0) return [];
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.kind',
      'n.payload',
      'n.email_tries',
      'u.email',
      'u.email_notifications',
      'u.is_active',
      'u.language',
    ])
    .where('n.id', 'in', ids)
    .orderBy('n.id')
    .execute();
}

export async function setEmailState(
  db: Executor,
  id: number,
  state: 'due' | 'sent' | 'failed' | 'off',
  tries: number,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ email_state: state, email_tries: tries, email_claimed_at: null })
    .where('id', '=', id)
    .where('email_state', '=', 'sending')
    .execute();
}

export function countUnseen(db: Executor, userId: number): Promise<number> {
  return countRows(db.selectFrom('notifications').where('user_id', '=', userId).where('seen_at', 'is', null));
}

export async function page(
  db: Executor,
  userId: number,
  filter: { unseenOnly: boolean },
  window: { limit: number; offset: number },
  newestFirst: boolean,
) {
  let query = db.selectFrom('notifications').where('user_id', '=', userId);
  if (filter.unseenOnly) query = query.where('seen_at', 'is', null);
  const [total, rows] = await Promise.all([
    countRows(query),
    query
      .select(['id', 'kind', 'payload', 'seen_at', 'created_at'])
      .orderBy('created_at', newestFirst ? 'desc' : 'asc')
      .orderBy('id', newestFirst ? 'desc' : 'asc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { total, rows };
}

/** Marks the user's unseen notifications (these ids, or all) as seen; returns how many changed. */
export async function markSeen(db: Executor, userId: number, ids: number[] | 'all', at: Date): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ seen_at: at })
    .where('user_id', '=', userId)
    .where('seen_at', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', ids.length ? ids : [0]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}
