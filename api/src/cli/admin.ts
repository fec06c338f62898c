// Creating the first super_admin of a real database (`npm run create-admin`): validated e-mail
// and password, hashed with the cabinet's password module, never overwriting an account unless
// a password reset is asked for (which also ends the account's open sessions).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { databaseIsEmpty, seedReference } from '../db/seed';
import { hashPassword } from '../modules/auth/password';

export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 256;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class AdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminError';
  }
}

export interface CreateAdminInput {
  email: string;
  password: string;
  name?: string;
  /** Replace the password of an existing account with this e-mail instead of refusing. */
  resetPassword?: boolean;
}

export interface CreateAdminResult {
  id: number;
  email: string;
  action: 'created' | 'password-reset';
}

/** Problems with the e-mail and the password, in words for the command line (empty when fine). */
export function adminInputProblems(email: string, password: string): string[] {
  const problems: string[] = [];
  if (email.length > 254 || !EMAIL.test(email)) problems.push(`"${email}" is not an e-mail address`);
  if ([...password].length < MIN_PASSWORD_LENGTH)
    problems.push(`the password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  if ([...password].length > MAX_PASSWORD_LENGTH)
    problems.push(`the password must be at most ${MAX_PASSWORD_LENGTH} characters long`);
  return problems;
}

export async function createAdmin(db: Kysely<Database>, input: CreateAdminInput): Promise<CreateAdminResult> {
  const email = input.email.trim().toLowerCase();
  const problems = adminInputProblems(email, input.password);
  if (problems.length > 0) throw new AdminError(problems.join('; '));

  // A database that was only migrated gets its reference data (the roles among them) first.
  if (await databaseIsEmpty(db)) await seedReference(db);
  const role = await db.selectFrom('roles').select('id').where('slug', '=', 'super_admin').executeTakeFirst();
  if (!role) throw new AdminError('the super_admin role is missing: the database has data but no cabinet roles');

  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirst();
    if (existing) {
      if (!input.resetPassword)
        throw new AdminError(
          `an account with the e-mail ${email} exists already; pass --reset-password to replace its password`,
        );
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, is_active: true, ...(input.name ? { name: input.name } : {}) })
        .where('id', '=', existing.id)
        .execute();
      await trx.deleteFrom('auth_tokens').where('user_id', '=', existing.id).execute();
      return { id: existing.id, email, action: 'password-reset' as const };
    }
    const created = await trx
      .insertInto('users')
      .values({
        role_id: role.id,
        name: input.name?.trim() || email.split('@')[0],
        email,
        password_hash: passwordHash,
        club_id: null,
        referee_id: null,
        is_active: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: created.id, email, action: 'created' as const };
  });
}
