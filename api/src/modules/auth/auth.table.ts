import type { RoleSlugValue } from '@league/shared/contracts';
import type { CreatedAt, Id, Localized, NullableTimestamp, Timestamp, WithDefault } from '../../db/types';

export interface RoleTable extends Localized<'title'> {
  id: Id;
  slug: RoleSlugValue;
}

export interface UserTable {
  id: Id;
  role_id: number;
  name: string;
  email: string;
  /** 'scrypt$N$r$p$salt$hash' (base64 parts). */
  password_hash: string;
  /** The club a command_admin manages. */
  club_id: number | null;
  /** The referee record of a referee user (their crews decide which matches they see). */
  referee_id: number | null;
  is_active: WithDefault<boolean>;
  /** Notifications that ask for action are e-mailed too (ADR 0180); the user's own on/off. */
  email_notifications: WithDefault<boolean>;
  /** The language of the user's e-mail (ADR 0189): from the cabinet's language, editable on the account page. */
  language: WithDefault<'kk' | 'ru' | 'en'>;
  last_login_at: NullableTimestamp;
  /** Two-factor sign-in (ADR 0221): the base32 TOTP secret (set up, then in force from `totp_enabled_at`). */
  totp_secret: WithDefault<string | null>;
  totp_enabled_at: NullableTimestamp;
  /** The last time step a code was accepted for: a code works once. */
  totp_last_step: WithDefault<string | number | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface RecoveryCodeTable {
  id: Id;
  user_id: number;
  /** sha256 of the code, hex. */
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface AuthTokenTable {
  id: Id;
  user_id: number;
  /** sha256 of the bearer token, hex. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface RateLimitCounterTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface AuthTables {
  roles: RoleTable;
  users: UserTable;
  auth_tokens: AuthTokenTable;
  rate_limit_counters: RateLimitCounterTable;
  recovery_codes: RecoveryCodeTable;
}
