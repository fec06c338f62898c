// Application errors: services throw one of a closed set of codes; the error handler turns it
// into the envelope `{ success: false, message, data: { errors } }` in the request's language.
import type { FieldIssues } from '@league/shared/contracts';
import type { ApiMessageKey } from './messages';
import { PROTOCOL_STATUS } from './protocol-messages';

export const ERROR_STATUS = {
  bad_request: 400,
  malformed_json: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  too_many_requests: 429,
  too_many_login_attempts: 429,
  too_many_password_attempts: 429,
  internal: 500,
  service_unavailable: 503,
  stadium_in_use: 409,
  club_has_teams: 409,
  club_archived: 409,
  departure_transition: 409,
  departure_squad_size: 422,
  departure_not_in_application: 422,
  departure_needs_adult: 422,
  departure_undo_closed: 409,
  departure_no_decision: 409,
  application_transition: 409,
  application_ineligible: 422,
  applications_closed: 409,
  field_text: 422,
  // Players and staff (modules/players, modules/staff, modules/documents).
  person_duplicate: 409,
  team_archived_club: 409,
  number_taken: 422,
  captain_taken: 422,
  transfer_same_team: 422,
  document_type_not_allowed: 422,
  team_title_taken: 422,
  club_archived_no_teams: 409,
  ...PROTOCOL_STATUS,
  tournament_finished: 409,
  season_year_taken: 422,
  season_end_before_start: 422,
  entry_window_closed: 409,
  entry_team_not_fitting: 422,
  entry_duplicate: 409,
  entry_decided: 409,
  entry_reason_required: 422,
  league_changed: 409,
  feedback_changed: 409,
  feedback_no_email: 409,
  match_played: 409,
  team_in_use: 409,
  schedule_has_matches: 409,
  schedule_has_played: 409,
  team_busy: 422,
  referee_busy: 422,
  referee_twice: 422,
  same_team: 422,
  team_not_in_tournament: 422,
  birth_year_order: 422,
  end_before_start: 422,
  main_required: 422,
  schedule_needs_teams: 422,
  stadium_busy: 409,
  request_timeout: 408,
  uri_too_long: 414,
  headers_too_large: 431,
  ineligible_person: 422,
  match_played_teams: 409,
  transfer_number_taken: 422,
  transfer_ineligible: 422,
  unplayed_matches: 409,
  two_factor_required: 401,
  last_super_admin: 409,
  invitation_exists: 409,
  invitation_closed: 409,
  idempotency_key_mismatch: 422,
} as const satisfies Record<ApiMessageKey, number>;

export type AppErrorCode = keyof typeof ERROR_STATUS;

/** The codes answered with 409: a refusal the present state explains (a race, a lock, a rule of the data). */
export type ConflictCode = { [K in AppErrorCode]: (typeof ERROR_STATUS)[K] extends 409 ? K : never }[AppErrorCode];

/** Field errors a service can raise: a rule or message key per field (translated by the handler). */
export type FieldErrors = Record<string, Array<{ rule: string; params?: Record<string, string | number> }>>;

export interface AppErrorOptions {
  fields?: FieldErrors | FieldIssues;
  /** Placeholders of the code's message. */
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Extra keys of the envelope's `data` beside `errors` (a 409 carries the current state). */
  data?: Record<string, unknown>;
  cause?: unknown;
}

/**
 * A 409 carries the state the refused client must redraw from (`data.current`, read in the
 * refused write's transaction), whatever the code: the compiler asks for it.
 */
export interface ConflictOptions extends AppErrorOptions {
  data: { current: unknown } & Record<string, unknown>;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  readonly fields: FieldErrors;
  readonly params: Record<string, string | number>;
  readonly headers: Record<string, string>;
  readonly data: Record<string, unknown>;

  constructor(code: ConflictCode, options: ConflictOptions);
  constructor(code: Exclude<AppErrorCode, ConflictCode>, options?: AppErrorOptions);
  constructor(code: AppErrorCode, options: AppErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = (options.fields as FieldErrors | undefined) ?? {};
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
    this.data = options.data ?? {};
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
