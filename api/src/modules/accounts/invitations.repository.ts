// SQL of invitations. Every function takes `db` or a `trx` first.
import type { ExpressionBuilder } from 'kysely';
import type { InvitationState, Language } from '@league/shared/contracts';
import { countRows } from '../../db/count-rows';
import type { Database, Executor } from '../../db/database';
import { likePattern } from '../../lib/like-pattern';
import { type RoleScopeRow, scopeNames } from './accounts.repository';

export interface InvitationRow extends RoleScopeRow {
  id: number;
  email: string;
  name: string;
  language: Language;
  created_at: Date;
  sent_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
  invited_by: string | null;
}

function invitationQuery(db: Executor, language: Language) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('roles as r', 'r.id', 'i.role_id')
    .leftJoin('clubs as c', 'c.id', 'i.club_id')
    .leftJoin('referees as rf', 'rf.id', 'i.referee_id')
    .leftJoin('users as by', 'by.id', 'i.created_by')
    .select([
      'i.id',
      'i.email',
      'i.name',
      'r.slug as role',
      'i.club_id',
      'i.referee_id',
      ...scopeNames(language),
      'i.language',
      'i.created_at',
      'i.sent_at',
      'i.expires_at',
      'i.accepted_at',
      'i.revoked_at',
      'by.name as invited_by',
    ]);
}

type InvitationsEb = ExpressionBuilder<Database & { i: Database['invitations'] }, 'i'>;

function stateCondition(eb: InvitationsEb, state: InvitationState, now: Date) {
  if (state === 'accepted') return eb('i.accepted_at', 'is not', null);
  if (state === 'revoked') return eb.and([eb('i.revoked_at', 'is not', null), eb('i.accepted_at', 'is', null)]);
  const open = [eb('i.accepted_at', 'is', null), eb('i.revoked_at', 'is', null)];
  return eb.and([...open, eb('i.expires_at', state === 'open' ? '>' : '<=', now)]);
}

export async function pageInvitations(
  db: Executor,
  language: Language,
  filter: { q?: string; state?: InvitationState; email?: string },
  now: Date,
  sort: { key: 'created_at' | 'email'; direction: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: InvitationRow[] }> {
  const where = (eb: InvitationsEb) => {
    const conditions = [];
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(eb.or([eb('i.email', 'ilike', pattern), eb('i.name', 'ilike', pattern)]));
    }
    if (filter.email) conditions.push(eb('i.email', '=', filter.email));
    if (filter.state) conditions.push(stateCondition(eb, filter.state, now));
    return eb.and(conditions);
  };
  const total = await countRows(db.selectFrom('invitations as i').where(where));
  const rows = await invitationQuery(db, language)
    .where(where)
    .orderBy(sort.key === 'email' ? 'i.email' : 'i.created_at', sort.direction)
    .orderBy('i.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total, rows };
}

export async function findInvitation(db: Executor, language: Language, id: number) {
  return invitationQuery(db, language).where('i.id', '=', id).executeTakeFirst();
}

/** What an invitation is sent with (its address and creation time are set once, at insert). */
interface InvitationValues {
  name: string;
  role_id: number;
  club_id: number | null;
  referee_id: number | null;
  language: Language;
  token_hash: string;
  expires_at: Date;
  created_by: number;
}

/** Inserts the invitation unless the address has an open one (then nothing: answers undefined). */
export async function insertOpenInvitation(
  trx: Executor,
  values: InvitationValues & { email: string; created_at: Date },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('invitations')
    .values({ ...values, sent_at: values.created_at })
    .onConflict((oc) => oc.column('email').where('accepted_at', 'is', null).where('revoked_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The open invitation of an address, locked. */
export async function lockOpenInvitationOf(trx: Executor, email: string) {
  return trx
    .selectFrom('invitations')
    .select(['id', 'expires_at'])
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function lockInvitation(trx: Executor, where: { id: number } | { tokenHash: string }) {
  let query = trx
    .selectFrom('invitations as i')
    .innerJoin('roles as r', 'r.id', 'i.role_id')
    .select([
      'i.id',
      'i.email',
      'i.name',
      'i.role_id',
      'r.slug as role',
      'i.club_id',
      'i.referee_id',
      'i.language',
      'i.expires_at',
      'i.accepted_at',
      'i.revoked_at',
    ])
    .forUpdate('i');
  query = 'id' in where ? query.where('i.id', '=', where.id) : query.where('i.token_hash', '=', where.tokenHash);
  return query.executeTakeFirst();
}

export async function updateInvitation(
  trx: Executor,
  id: number,
  values: Partial<InvitationValues & { sent_at: Date; accepted_at: Date; user_id: number; revoked_at: Date }>,
): Promise<void> {
  await trx.updateTable('invitations').set(values).where('id', '=', id).execute();
}

export async function insertUser(
  trx: Executor,
  values: Pick<Database['users'], 'role_id' | 'name' | 'email' | 'password_hash' | 'club_id' | 'referee_id'> & {
    language: Language;
    created_at: Date;
  },
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({ ...values, updated_at: values.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
