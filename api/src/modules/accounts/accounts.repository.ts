// SQL of accounts (users with their role and scope) for the super_admin's pages. Every function
// takes `db` or a `trx` first.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Language, RoleSlugValue } from '@league/shared/contracts';
import { countRows } from '../../db/count-rows';
import type { Database, Executor } from '../../db/database';
import { localizedOrNull, surnameFirst, whenJoined } from '../../db/localized';
import { rowExists } from '../../db/row-exists';
import { likePattern } from '../../lib/like-pattern';

/** The role and scope of an account or an invitation, with the scope's names (null when none). */
export interface RoleScopeRow {
  role: RoleSlugValue;
  club_id: number | null;
  club_title: string | null;
  referee_id: number | null;
  referee_name: string | null;
}

/** The names of the club and the referee an account or an invitation is scoped to (`c` and `rf` joined). */
export const scopeNames = (language: Language) =>
  [
    localizedOrNull('c', 'title', language).as('club_title'),
    whenJoined('rf', surnameFirst('rf', language)).as('referee_name'),
  ] as const;

export interface AccountRow extends RoleScopeRow {
  id: number;
  name: string;
  email: string;
  is_active: boolean;
  last_login_at: Date | null;
  totp_enabled_at: Date | null;
  language: Language;
}

type UsersEb = ExpressionBuilder<Database & { u: Database['users']; r: Database['roles'] }, 'u' | 'r'>;

function accountQuery(db: Executor, language: Language) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('clubs as c', 'c.id', 'u.club_id')
    .leftJoin('referees as rf', 'rf.id', 'u.referee_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'r.slug as role',
      'u.club_id',
      'u.referee_id',
      ...scopeNames(language),
      'u.is_active',
      'u.last_login_at',
      'u.totp_enabled_at',
      'u.language',
    ]);
}

const SORT = {
  name: sql`lower(u.name)`,
  email: sql`lower(u.email)`,
  role: sql`r.slug`,
  last_login_at: sql`u.last_login_at`,
} as const;

export async function pageAccounts(
  db: Executor,
  language: Language,
  filter: { q?: string; role?: RoleSlugValue; active?: boolean },
  sort: { key: keyof typeof SORT; direction: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: AccountRow[] }> {
  const where = (eb: UsersEb) => {
    const conditions = [];
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]));
    }
    if (filter.role) conditions.push(eb('r.slug', '=', filter.role));
    if (filter.active !== undefined) conditions.push(eb('u.is_active', '=', filter.active));
    return eb.and(conditions);
  };
  const total = await countRows(db.selectFrom('users as u').innerJoin('roles as r', 'r.id', 'u.role_id').where(where));
  const nulls = sort.key === 'last_login_at' ? sql.raw(' nulls last') : sql.raw('');
  const rows = await accountQuery(db, language)
    .where(where)
    .orderBy(sql`${SORT[sort.key]} ${sql.raw(sort.direction)}${nulls}`)
    .orderBy('u.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total, rows };
}

export async function findAccount(db: Executor, language: Language, id: number): Promise<AccountRow | undefined> {
  return accountQuery(db, language).where('u.id', '=', id).executeTakeFirst();
}

/**
 * Locks the active super_admins' rows (id order) and then the account's: every write that could
 * take the league's last super_admin away queues here, so two at once cannot both pass the count.
 * Answers the account's role and state, and how many active super_admins there are.
 */
export async function lockForChange(trx: Executor, id: number) {
  const admins = await trx
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('r.slug', '=', 'super_admin')
    .where('u.is_active', '=', true)
    .orderBy('u.id')
    .forUpdate('u')
    .execute();
  const row = await trx
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.is_active', 'r.slug as role'])
    .where('u.id', '=', id)
    .forUpdate('u')
    .executeTakeFirst();
  return row ? { ...row, activeSuperAdmins: admins.length } : undefined;
}

export async function roleId(db: Executor, slug: RoleSlugValue): Promise<number> {
  const row = await db.selectFrom('roles').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccount(
  trx: Executor,
  id: number,
  values: { name?: string; role_id?: number; club_id?: number | null; referee_id?: number | null; is_active?: boolean },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function userIdByEmail(db: Executor, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

export function clubExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, 'clubs', id);
}

/** The referee record and the account already linked to it (if any). */
export async function refereeLink(db: Executor, id: number) {
  const row = await db
    .selectFrom('referees as rf')
    .leftJoin('users as u', 'u.referee_id', 'rf.id')
    .select(['rf.id', 'rf.is_active', 'u.id as user_id'])
    .where('rf.id', '=', id)
    .executeTakeFirst();
  return row;
}
