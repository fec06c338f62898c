// Accounts and invitations (super_admin), the invitee's and the forgetful user's pages (public,
// the link's token is the key), two-factor sign-in of a super_admin's own account (ADR 0220, 0221).
import {
  AccountActiveBody,
  AccountChangeBody,
  AccountDetailResponse,
  AccountIdParams,
  AccountsQuery,
  AccountsResponse,
  ForgotPasswordBody,
  ForgotPasswordResponse,
  InvitationBody,
  InvitationPreviewResponse,
  InvitationResponse,
  InvitationSentResponse,
  InvitationsQuery,
  InvitationsResponse,
  RecoveryCodesResponse,
  SetPasswordBody,
  SignedInResponse,
  TokenBody,
  TwoFactorCodeBody,
  TwoFactorOffBody,
  TwoFactorSetupResponse,
  TwoFactorStateResponse,
} from '../contracts/accounts';
import { endpoint } from './define';

const tag = 'accounts';

export const list = endpoint({
  id: 'accounts.list',
  method: 'GET',
  path: '/cabinet/accounts',
  summary: 'Accounts, paged: search by name or e-mail, filter by role and state',
  tag,
  access: 'superAdmin',
  query: AccountsQuery,
  response: AccountsResponse,
});

export const detail = endpoint({
  id: 'accounts.detail',
  method: 'GET',
  path: '/cabinet/accounts/:id',
  summary: 'One account with its open sessions and the invitations of its e-mail',
  tag,
  access: 'superAdmin',
  params: AccountIdParams,
  response: AccountDetailResponse,
});

export const change = endpoint({
  id: 'accounts.change',
  method: 'PUT',
  path: '/cabinet/accounts/:id',
  summary: "Changes an account's name, role and scope (the last active super_admin keeps the role: 409)",
  tag,
  access: 'superAdmin',
  params: AccountIdParams,
  body: AccountChangeBody,
  response: AccountDetailResponse,
});

export const setActive = endpoint({
  id: 'accounts.setActive',
  method: 'PUT',
  path: '/cabinet/accounts/:id/active',
  summary: 'Deactivates (every session ends at once) or reactivates an account; never the last active super_admin',
  tag,
  access: 'superAdmin',
  params: AccountIdParams,
  body: AccountActiveBody,
  response: AccountDetailResponse,
});

export const endSessions = endpoint({
  id: 'accounts.endSessions',
  method: 'POST',
  path: '/cabinet/accounts/:id/sessions/end',
  summary: 'Ends every session of an account (its owner signs in again)',
  tag,
  access: 'superAdmin',
  params: AccountIdParams,
  response: AccountDetailResponse,
});

export const invitations = endpoint({
  id: 'accounts.invitations',
  method: 'GET',
  path: '/cabinet/invitations',
  summary: 'Invitations, newest first: search by e-mail or name, filter by state',
  tag,
  access: 'superAdmin',
  query: InvitationsQuery,
  response: InvitationsResponse,
});

export const invite = endpoint({
  id: 'accounts.invite',
  method: 'POST',
  path: '/cabinet/invitations',
  summary:
    "Invites an e-mail with a role and its scope; the link is e-mailed in the invitee's language (one open invitation per e-mail)",
  tag,
  access: 'superAdmin',
  body: InvitationBody,
  response: InvitationSentResponse,
});

export const resend = endpoint({
  id: 'accounts.resend',
  method: 'POST',
  path: '/cabinet/invitations/:id/resend',
  summary: 'Sends an open or expired invitation again with a new link (the old one stops working) and a new expiry',
  tag,
  access: 'superAdmin',
  params: AccountIdParams,
  response: InvitationSentResponse,
});

export const revoke = endpoint({
  id: 'accounts.revoke',
  method: 'DELETE',
  path: '/cabinet/invitations/:id',
  summary: 'Revokes an open invitation: its link stops working',
  tag,
  access: 'superAdmin',
  params: AccountIdParams,
  response: InvitationResponse,
});

export const previewInvitation = endpoint({
  id: 'accounts.previewInvitation',
  method: 'POST',
  path: '/cabinet/invitation/check',
  summary:
    'What an invitation link is for (e-mail, name, role); an unknown, used, revoked or expired link is a 422 on `token`',
  tag,
  access: 'public',
  body: TokenBody,
  response: InvitationPreviewResponse,
});

export const acceptInvitation = endpoint({
  id: 'accounts.acceptInvitation',
  method: 'POST',
  path: '/cabinet/invitation/accept',
  summary: 'Accepts an invitation: creates the account with the password and signs in (the link works once)',
  tag,
  access: 'public',
  body: SetPasswordBody,
  response: SignedInResponse,
});

export const forgotPassword = endpoint({
  id: 'accounts.forgotPassword',
  method: 'POST',
  path: '/cabinet/password/forgot',
  summary: 'E-mails a reset link if the address has an active account; the same answer either way',
  tag,
  access: 'public',
  body: ForgotPasswordBody,
  response: ForgotPasswordResponse,
});

export const resetPassword = endpoint({
  id: 'accounts.resetPassword',
  method: 'POST',
  path: '/cabinet/password/reset',
  summary: 'Sets a new password from a reset link (once, within its hour), ends every other session and signs in',
  tag,
  access: 'public',
  body: SetPasswordBody,
  response: SignedInResponse,
});

export const twoFactor = endpoint({
  id: 'accounts.twoFactor',
  method: 'GET',
  path: '/cabinet/account/two-factor',
  summary: 'Whether two-factor sign-in is on for the signed-in super_admin, and how many recovery codes are left',
  tag,
  access: 'superAdmin',
  response: TwoFactorStateResponse,
});

export const twoFactorSetup = endpoint({
  id: 'accounts.twoFactorSetup',
  method: 'POST',
  path: '/cabinet/account/two-factor/setup',
  summary: 'Starts turning two-factor sign-in on: a new secret for the authenticator app (not yet in force)',
  tag,
  access: 'superAdmin',
  response: TwoFactorSetupResponse,
});

export const twoFactorEnable = endpoint({
  id: 'accounts.twoFactorEnable',
  method: 'POST',
  path: '/cabinet/account/two-factor/enable',
  summary: "Turns two-factor sign-in on with the app's current code; answers ten single-use recovery codes, shown once",
  tag,
  access: 'superAdmin',
  body: TwoFactorCodeBody,
  response: RecoveryCodesResponse,
});

export const twoFactorDisable = endpoint({
  id: 'accounts.twoFactorDisable',
  method: 'POST',
  path: '/cabinet/account/two-factor/disable',
  summary: 'Turns two-factor sign-in off (the password is checked)',
  tag,
  access: 'superAdmin',
  body: TwoFactorOffBody,
  response: TwoFactorStateResponse,
});
