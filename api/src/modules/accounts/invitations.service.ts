// Invitations (ADR 0220): the super_admin invites an e-mail with a role and its scope; the link
// (token kept as sha256, 7 days, once) is e-mailed in the invitee's language through the account
// mail outbox — or, with no e-mail configured, answered to the super_admin to hand over. One open
// invitation per address (a unique index: two at once make one, the other is a 409 with it).
// Accepting locks the invitation row: two acceptances at once make one account.
import type { InvitationBody, InvitationsQuery, Language, LoginResult } from '@league/shared/contracts';
import { accountLink } from '@league/shared/access';
import { parseSort } from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import { type AuthService, type CurrentUser, hashPassword } from '../auth/index';
import { queueAccountMail } from './account-mail';
import * as accounts from './accounts.repository';
import { invitationState, toInvitation } from './invitation-view';
import * as repository from './invitations.repository';
import { checkedScope } from './scope';
import { hashOfPresented, INVITATION_DAYS, newLinkToken } from './tokens';

export interface InvitationsDeps {
  db: DB;
  clock: Clock;
  auth: AuthService;
  publicUrl: string;
  emailAvailable: boolean;
}

export interface Client {
  ip: string;
  userAgent: string | null;
}

const linkInvalid = () => new AppError('validation_failed', { fields: { token: [{ rule: 'link_invalid' }] } });
const emailTaken = (field: string) =>
  new AppError('validation_failed', { fields: { [field]: [{ rule: 'email_taken' }] } });
const passwordsDiffer = () =>
  new AppError('validation_failed', { fields: { password_confirmation: [{ rule: 'confirmed' }] } });

export function createInvitationsService({ db, clock, auth, publicUrl, emailAvailable }: InvitationsDeps) {
  const expiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 86_400_000);

  async function view(executor: Executor, language: Language, id: number) {
    const row = await repository.findInvitation(executor, language, id);
    if (!row) throw new AppError('not_found');
    return toInvitation(row, clock());
  }

  /** Queues the e-mail of a (new or renewed) link; answers the link itself only when nothing can e-mail it. */
  async function sendLink(
    trx: Executor,
    to: { email: string; name: string; role: string; language: Language },
    token: string,
  ): Promise<string | null> {
    const link = accountLink(publicUrl, 'welcome', to.language, token);
    if (!emailAvailable) return link;
    await queueAccountMail(trx, { ...to, kind: 'invitation', link }, clock());
    return null;
  }

  return {
    async list(language: Language, query: InvitationsQuery) {
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
    },

    /** The invitations of one address, newest first (an account's page). */
    async ofEmail(language: Language, email: string) {
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
    },

    async invite(language: Language, user: CurrentUser, body: InvitationBody) {
      const email = body.email.trim().toLowerCase();
      const { token, hash } = newLinkToken();
      const saved = await inTransaction(db, async (trx) => {
        if (await accounts.userIdByEmail(trx, email)) throw emailTaken('email');
        const scope = await checkedScope(trx, body);
        const now = clock();
        const values = {
          name: body.name.trim(),
          role_id: await accounts.roleId(trx, body.role),
          ...scope,
          language: body.language,
          token_hash: hash,
          expires_at: expiry(now),
          created_by: user.id,
        };
        let id = await repository.insertOpenInvitation(trx, { ...values, email, created_at: now });
        if (id === undefined) {
          // The address has an open invitation: a live one is this request's conflict; an expired
          // one is renewed with this request's role, scope and a new link.
          const open = await repository.lockOpenInvitationOf(trx, email);
          if (!open) throw new AppError('conflict', { data: { current: null } });
          if (open.expires_at > now)
            throw new AppError('invitation_exists', { data: { current: await view(trx, language, open.id) } });
          await repository.updateInvitation(trx, open.id, { ...values, sent_at: now });
          id = open.id;
        }
        const sent = await sendLink(trx, { email, name: values.name, role: body.role, language: body.language }, token);
        return { id, link: sent };
      });
      return { invitation: await view(db, language, saved.id), link: saved.link, emailed: saved.link === null };
    },

    /** A new link (the old one stops working) and a new expiry; an accepted or revoked invitation is a 409. */
    async resend(language: Language, user: CurrentUser, id: number) {
      const { token, hash } = newLinkToken();
      const link = await inTransaction(db, async (trx) => {
        const row = await repository.lockInvitation(trx, { id });
        if (!row) throw new AppError('not_found');
        if (row.accepted_at || row.revoked_at)
          throw new AppError('invitation_closed', { data: { current: await view(trx, language, id) } });
        const now = clock();
        await repository.updateInvitation(trx, id, { token_hash: hash, expires_at: expiry(now), sent_at: now });
        return sendLink(trx, row, token);
      });
      return { invitation: await view(db, language, id), link, emailed: link === null };
    },

    async revoke(language: Language, id: number) {
      await inTransaction(db, async (trx) => {
        const row = await repository.lockInvitation(trx, { id });
        if (!row) throw new AppError('not_found');
        if (row.accepted_at || row.revoked_at)
          throw new AppError('invitation_closed', { data: { current: await view(trx, language, id) } });
        await repository.updateInvitation(trx, id, { revoked_at: clock() });
      });
      return view(db, language, id);
    },

    /** What the link is for (the welcome page greets the invitee); any link that does not work is the same 422. */
    async preview(token: string) {
      const hash = hashOfPresented(token);
      if (!hash) throw linkInvalid();
      const row = await inTransaction(db, (trx) => repository.lockInvitation(trx, { tokenHash: hash }));
      if (!row || invitationState(row, clock()) !== 'open') throw linkInvalid();
      return { email: row.email, name: row.name, role: row.role };
    },

    /** Creates the account with the password and signs in at once. */
    async accept(body: { token: string; password: string; password_confirmation: string }, client: Client) {
      if (body.password !== body.password_confirmation) throw passwordsDiffer();
      const hash = hashOfPresented(body.token);
      if (!hash) throw linkInvalid();
      const passwordHash = await hashPassword(body.password);
      return inTransaction(db, async (trx): Promise<LoginResult> => {
        const row = await repository.lockInvitation(trx, { tokenHash: hash });
        if (!row) throw linkInvalid();
        const state = invitationState(row, clock());
        if (state === 'accepted' || state === 'revoked')
          throw new AppError('invitation_closed', { data: { current: { state } } });
        if (state !== 'open') throw linkInvalid();
        if (await accounts.userIdByEmail(trx, row.email)) throw emailTaken('token');
        // The scope is checked again: the club or the referee may have changed in seven days.
        const scope = await checkedScope(trx, row);
        const now = clock();
        const userId = await repository.insertUser(trx, {
          role_id: row.role_id,
          name: row.name,
          email: row.email,
          password_hash: passwordHash,
          ...scope,
          language: row.language,
          created_at: now,
        });
        await repository.updateInvitation(trx, row.id, { accepted_at: now, user_id: userId });
        return auth.startSession(
          { id: userId, name: row.name, email: row.email, club_id: scope.club_id, role_slug: row.role },
          { ...client, language: row.language },
          trx,
        );
      });
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
