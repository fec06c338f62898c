// POST /cabinet/login, GET /cabinet/me, POST /cabinet/logout.
import { literal, nullable, number, object, string, type, type Infer } from 'superstruct';
import { emailAddress, oneOf, text } from './fields';
import { ROLE_SLUGS } from './enums';
import { successEnvelope } from './envelope';

export const LoginRequest = object({
  email: emailAddress(),
  password: text({ required: true, max: 128 }),
});
export type LoginRequest = Infer<typeof LoginRequest>;

export const RoleRef = type({ slug: oneOf(ROLE_SLUGS) });

export const AuthUser = type({
  id: number(),
  name: string(),
  email: string(),
  role: RoleRef,
  /** The club a command_admin manages; null for other roles. */
  club_id: nullable(number()),
});
export type AuthUser = Infer<typeof AuthUser>;

export const LoginResult = type({
  token: string(),
  /** ISO timestamp (UTC) after which the token stops working. */
  expires_at: string(),
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
