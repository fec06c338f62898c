// A signed-in user's sessions: the user behind a bearer token, logging out, the open sessions
// (one's own and another user's) and ending them. A token ends at its lifetime, after
// `tokenIdleMinutes` without use, on logout, or when its user ends it from another session.
import type { Session } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import * as repository from '../auth.repository';
import type { AuthDeps, CurrentUser } from './deps';
import { hashToken } from './sign-in';

/** `last_used_at` is written at most this often per token. */
export const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const idleSince = ({ tokenIdleMinutes }: AuthDeps, now: Date) => new Date(now.getTime() - tokenIdleMinutes * 60_000);

/** The user behind a bearer token, or null when the token is unknown, expired, idle too long or revoked. */
export async function authenticate(deps: AuthDeps, token: string): Promise<CurrentUser | null> {
  const { db, clock } = deps;
  if (!token || token.length > 200) return null;
  const now = clock();
  const found = await repository.findActiveToken(db, hashToken(token), now, idleSince(deps, now));
  if (!found) return null;
  if (!found.last_used_at || now.getTime() - found.last_used_at.getTime() >= TOUCH_INTERVAL_MS) {
    await repository.touchToken(db, found.token_id, now);
  }
  const { user } = found;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role_slug,
    clubId: user.club_id,
    refereeId: user.referee_id,
    tokenId: found.token_id,
  };
}

export async function logout({ db, clock }: AuthDeps, user: CurrentUser): Promise<void> {
  await repository.revokeToken(db, user.tokenId, clock());
}

export function ownSessions(deps: AuthDeps, user: CurrentUser): Promise<Session[]> {
  return userSessions(deps, user.id, user.tokenId);
}

/** Ends one of the user's own sessions; another user's (or an unknown) session is a 404. */
export async function endSession(
  { db, clock }: AuthDeps,
  user: CurrentUser,
  sessionId: number,
): Promise<{ ended: number }> {
  const ended = await repository.revokeUserToken(db, user.id, sessionId, clock());
  if (ended === 0) throw new AppError('not_found');
  return { ended };
}

export async function endOtherSessions({ db, clock }: AuthDeps, user: CurrentUser): Promise<{ ended: number }> {
  return { ended: await repository.revokeOtherTokens(db, user.id, user.tokenId, clock()) };
}

/** Another user's open sessions (the accounts page); `currentTokenId` marks the caller's own. */
export async function userSessions(deps: AuthDeps, userId: number, currentTokenId: number | null): Promise<Session[]> {
  const { db, clock } = deps;
  const now = clock();
  const rows = await repository.listSessions(db, userId, now, idleSince(deps, now));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    expires_at: row.expires_at.toISOString(),
    ip: row.ip,
    user_agent: row.user_agent,
    current: row.id === currentTokenId,
  }));
}

/** Ends every session of a user (deactivation, a password reset), in the caller's transaction. */
export const endAllSessions = (
  { clock }: AuthDeps,
  executor: Executor,
  userId: number,
  keepTokenId: number | null = null,
) => repository.revokeOtherTokens(executor, userId, keepTokenId, clock());
