// Accounts and invitations (issue 32 §1, ADR 0220): the super_admin's list of accounts, one
// account with its sessions and invitations, invitations by e-mail with a role and its scope,
// accepting one (sets the password and signs in), forgotten passwords, and two-factor sign-in of
// a super_admin's own account (ADR 0221).
import { array, boolean, type Infer, integer, nullable, object, optional, string, type } from 'superstruct';
import { NameRef, paginatedEnvelope, TitleRef } from './common';
import { LoginResult, Session } from './auth';
import { LANGUAGES, ROLE_SLUGS } from './enums';
import { successEnvelope } from './envelope';
import { dateTimeText, emailAddress, fromQuery, id, oneOf, text } from './fields';
import { listQuery } from './list-query';

export const ACCOUNT_STATES = ['active', 'inactive'] as const;
export const INVITATION_STATES = ['open', 'expired', 'accepted', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** The rules of a password as the password change has them. */
const newPassword = () => text({ required: true, min: 10, max: 128 });

export const AccountsQuery = listQuery({
  sort: ['name', 'email', 'role', 'last_login_at'],
  filters: { role: optional(oneOf(ROLE_SLUGS)), state: optional(oneOf(ACCOUNT_STATES)) },
});
export type AccountsQuery = Infer<typeof AccountsQuery>;

/** What a role's account is scoped to: a command_admin's club, a referee's record. */
export const AccountScope = type({
  club: nullable(TitleRef),
  referee: nullable(NameRef),
});

export const AccountItem = type({
  id: integer(),
  name: string(),
  email: string(),
  role: oneOf(ROLE_SLUGS),
  scope: AccountScope,
  active: boolean(),
  last_login_at: nullable(dateTimeText()),
  two_factor: boolean(),
});
export type AccountItem = Infer<typeof AccountItem>;
export const AccountsResponse = paginatedEnvelope(AccountItem);

export const Invitation = type({
  id: integer(),
  email: string(),
  name: string(),
  role: oneOf(ROLE_SLUGS),
  scope: AccountScope,
  language: oneOf(LANGUAGES),
  state: oneOf(INVITATION_STATES),
  created_at: dateTimeText(),
  sent_at: dateTimeText(),
  expires_at: dateTimeText(),
  accepted_at: nullable(dateTimeText()),
  revoked_at: nullable(dateTimeText()),
  invited_by: nullable(string()),
});
export type Invitation = Infer<typeof Invitation>;

export const AccountDetail = type({
  account: AccountItem,
  language: oneOf(LANGUAGES),
  sessions: array(Session),
  invitations: array(Invitation),
});
export type AccountDetail = Infer<typeof AccountDetail>;
export const AccountDetailResponse = successEnvelope(AccountDetail);

export const AccountIdParams = object({ id: fromQuery(id()) });
export type AccountIdParams = Infer<typeof AccountIdParams>;

/** A role with its scope: club_id for a command_admin, referee_id for a referee, neither otherwise. */
const roleAndScope = {
  role: oneOf(ROLE_SLUGS),
  club_id: optional(nullable(id())),
  referee_id: optional(nullable(id())),
};

export const AccountChangeBody = object({ name: text({ required: true, max: 255 }), ...roleAndScope });
export type AccountChangeBody = Infer<typeof AccountChangeBody>;

export const AccountActiveBody = object({ active: boolean() });
export type AccountActiveBody = Infer<typeof AccountActiveBody>;

export const InvitationsQuery = listQuery({
  sort: ['created_at', 'email'],
  filters: { state: optional(oneOf(INVITATION_STATES)) },
});
export type InvitationsQuery = Infer<typeof InvitationsQuery>;
export const InvitationsResponse = paginatedEnvelope(Invitation);

export const InvitationBody = object({
  email: emailAddress(),
  name: text({ required: true, max: 255 }),
  language: oneOf(LANGUAGES),
  ...roleAndScope,
});
export type InvitationBody = Infer<typeof InvitationBody>;

/** The invitation, and its link when no e-mail is configured (the super_admin hands it over). */
export const InvitationSent = type({ invitation: Invitation, link: nullable(string()), emailed: boolean() });
export type InvitationSent = Infer<typeof InvitationSent>;
export const InvitationSentResponse = successEnvelope(InvitationSent);
export const InvitationResponse = successEnvelope(Invitation);

// The invitee's side: the link's token (from the page's address fragment) and the new password.
export const TokenBody = object({ token: text({ required: true, max: 200 }) });
export type TokenBody = Infer<typeof TokenBody>;
export const InvitationPreview = type({ email: string(), name: string(), role: oneOf(ROLE_SLUGS) });
export const InvitationPreviewResponse = successEnvelope(InvitationPreview);

export const SetPasswordBody = object({
  token: text({ required: true, max: 200 }),
  password: newPassword(),
  password_confirmation: text({ required: true, max: 128 }),
  /** A reset of an account with two-factor sign-in on asks for its code too. */
  totp_code: optional(text({ max: 32 })),
});
export type SetPasswordBody = Infer<typeof SetPasswordBody>;
export const SignedInResponse = successEnvelope(LoginResult);

export const ForgotPasswordBody = object({ email: emailAddress() });
export type ForgotPasswordBody = Infer<typeof ForgotPasswordBody>;
/** The same answer whether or not the address has an account. */
export const ForgotPasswordResponse = successEnvelope(type({ sent: boolean() }));

// Two-factor sign-in (TOTP, RFC 6238) of a super_admin's own account.
export const TwoFactorState = type({ enabled: boolean(), recovery_codes_left: integer() });
export const TwoFactorStateResponse = successEnvelope(TwoFactorState);
export const TwoFactorSetup = type({ secret: string(), otpauth_url: string() });
export const TwoFactorSetupResponse = successEnvelope(TwoFactorSetup);
export const TwoFactorCodeBody = object({ code: text({ required: true, max: 32 }) });
export type TwoFactorCodeBody = Infer<typeof TwoFactorCodeBody>;
export const RecoveryCodesResponse = successEnvelope(type({ recovery_codes: array(string()) }));
export const TwoFactorOffBody = object({ password: text({ required: true, max: 128 }) });
export type TwoFactorOffBody = Infer<typeof TwoFactorOffBody>;
