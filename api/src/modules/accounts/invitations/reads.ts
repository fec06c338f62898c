// The super_admin's invitations: the paged list, and the invitations of one address.
import { type InvitationsQuery, type Language, parseSort } from '@league/shared/contracts';
import { pageWindow } from '../../../lib/pagination';
import { toInvitation } from '../invitation-view';
import * as repository from '../invitations.repository';
import type { InvitationsDeps } from './deps';

export async function listInvitations({ db, clock }: InvitationsDeps, language: Language, query: InvitationsQuery) {
  const window = pageWindow(query);
  const now = clock();
  const { total, rows } = await repository.pageInvitations(
    db,
    language,
    { q: query.q?.trim() || undefined, state: query.state },
    now,
    parseSort(query.sort, '-created_at'),
    window,
  );
  return { data: rows.map((row) => toInvitation(row, now)), total, window };
}

/** The invitations of one address, newest first (an account's page). */
export async function invitationsOfEmail({ db, clock }: InvitationsDeps, language: Language, email: string) {
  const now = clock();
  const { rows } = await repository.pageInvitations(
    db,
    language,
    { email: email.toLowerCase() },
    now,
    { key: 'created_at', direction: 'desc' },
    { offset: 0, limit: 50 },
  );
  return rows.map((row) => toInvitation(row, now));
}
