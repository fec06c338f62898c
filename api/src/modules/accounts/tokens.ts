// The tokens of e-mailed links: 32 random bytes, handed out once in the link; the database keeps
// their sha256 only (as the bearer tokens, auth.service.ts).
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/index';

export const INVITATION_DAYS = 7;
export const RESET_MINUTES = 60;

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The hash of a token as it came back, or null for one that cannot be ours (no query for it). */
export function hashOfPresented(token: string): string | null {
  return /^[A-Za-z0-9_-]{43}$/.test(token.trim()) ? hashToken(token.trim()) : null;
}
