// Invitations (ADR 0220): the super_admin invites an e-mail with a role and its scope; the link
// (token kept as sha256, 7 days, once) is e-mailed in the invitee's language through the account
// mail outbox — or, with no e-mail configured, answered to the super_admin to hand over. One open
// invitation per address (a unique index: two at once make one, the other is a 409 with it).
// Accepting locks the invitation row: two acceptances at once make one account.
// The use cases are in invitations/; this is the service the routes and the accounts call.
import type { InvitationBody, InvitationsQuery, Language } from '@league/shared/contracts';
import type { CurrentUser } from '../auth/index';
import { accept, preview } from './invitations/accept';
import type { Client, InvitationsDeps } from './invitations/deps';
import { invitationsOfEmail, listInvitations } from './invitations/reads';
import { invite, resend, revoke } from './invitations/writes';

export type { Client, InvitationsDeps } from './invitations/deps';

export function createInvitationsService(deps: InvitationsDeps) {
  return {
    list: (language: Language, query: InvitationsQuery) => listInvitations(deps, language, query),
    /** The invitations of one address, newest first (an account's page). */
    ofEmail: (language: Language, email: string) => invitationsOfEmail(deps, language, email),
    invite: (language: Language, user: CurrentUser, body: InvitationBody) => invite(deps, language, user, body),
    /** A new link (the old one stops working) and a new expiry; an accepted or revoked invitation is a 409. */
    resend: (language: Language, _user: CurrentUser, id: number) => resend(deps, language, id),
    revoke: (language: Language, id: number) => revoke(deps, language, id),
    /** What the link is for (the welcome page greets the invitee); any link that does not work is the same 422. */
    preview: (token: string) => preview(deps, token),
    /** Creates the account with the password and signs in at once. */
    accept: (body: { token: string; password: string; password_confirmation: string }, client: Client) =>
      accept(deps, body, client),
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
