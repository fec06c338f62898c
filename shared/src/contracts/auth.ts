// POST /cabinet/login, GET /cabinet/me, POST /cabinet/logout.
import {
  array,
  boolean,
  type Infer,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct';
import { dateTimeText, emailAddress, fromQuery, id, oneOf, text } from './fields';
import { LANGUAGES, ROLE_SLUGS } from './enums';
import { successEnvelope } from './envelope';

export const LoginRequest = object({
  email: emailAddress(),
  password: text({ required: true, max: 128 }),
  /** A super_admin with two-factor sign-in: the authenticator's code or a recovery code (ADR 0221). */
  totp_code: optional(text({ max: 32 })),
});
export type LoginRequest = Infer<typeof LoginRequest>;

export const RoleRef = type({ slug: oneOf(ROLE_SLUGS) });

export const AuthUser = type({
  id: integer(),
  name: string(),
  email: string(),
  role: RoleRef,
  /** The club a command_admin manages; null for other roles. */
  club_id: nullable(integer()),
});
export type AuthUser = Infer<typeof AuthUser>;

export const LoginResult = type({
  token: string(),
  /** ISO timestamp (UTC) after which the token stops working. */
  expires_at: dateTimeText(),
  role: RoleRef,
  user: AuthUser,
});
export type LoginResult = Infer<typeof LoginResult>;

export const LoginResponse = successEnvelope(LoginResult);
export type LoginResponse = Infer<typeof LoginResponse>;

export const MeResponse = successEnvelope(AuthUser);
export type MeResponse = Infer<typeof MeResponse>;

export const LogoutResponse = successEnvelope(literal(null));
export type LogoutResponse = Infer<typeof LogoutResponse>;

// Sessions: GET /cabinet/sessions, DELETE /cabinet/sessions/:id, POST /cabinet/sessions/end-others.

export const Session = type({
  id: integer(),
  /** ISO timestamps (UTC). */
  created_at: dateTimeText(),
  last_used_at: nullable(dateTimeText()),
  expires_at: dateTimeText(),
  ip: nullable(string()),
  user_agent: nullable(string()),
  /** The session of this request. */
  current: boolean(),
});
export type Session = Infer<typeof Session>;

export const SessionsResponse = successEnvelope(array(Session));
export type SessionsResponse = Infer<typeof SessionsResponse>;

export const SessionIdParams = object({ id: fromQuery(id()) });
export type SessionIdParams = Infer<typeof SessionIdParams>;

export const SessionsEndedResponse = successEnvelope(type({ ended: number() }));
export type SessionsEndedResponse = Infer<typeof SessionsEndedResponse>;

// POST /cabinet/password: the current password, the new one twice; ends every other session.
export const PasswordChangeRequest = object({
  current_password: text({ required: true, max: 128 }),
  new_password: text({ required: true, min: 10, max: 128 }),
  new_password_confirmation: text({ required: true, max: 128 }),
});
export type PasswordChangeRequest = Infer<typeof PasswordChangeRequest>;

// GET/PUT /cabinet/account/language: the language of the user's e-mail (ADR 0189) — recorded from
// the cabinet's language at sign-in and on a switch in the cabinet, editable on the account page.
export const AccountLanguageBody = object({ language: oneOf(LANGUAGES) });
export type AccountLanguageBody = Infer<typeof AccountLanguageBody>;
export const AccountLanguageResponse = successEnvelope(type({ language: oneOf(LANGUAGES) }));
export type AccountLanguageResponse = Infer<typeof AccountLanguageResponse>;
