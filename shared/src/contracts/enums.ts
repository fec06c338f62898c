// Closed value lists of the domain (spec §3–4). Stored as text with CHECK constraints in the
// database; kept here once so the API, the contracts and the apps use the same spelling.
/** The product's languages, the default (kk) first: the one list the browser and the API read. */
export const LANGUAGES = ['kk', 'ru', 'en'] as const;
export const ROLE_SLUGS = ['super_admin', 'command_admin', 'referee', 'provider', 'media_manager'] as const;
export const GENDERS = ['male', 'female'] as const;
export const PLAYER_POSITIONS = ['GK', 'DF', 'MF', 'FW'] as const;
export const IDENTITY_KINDS = ['identification', 'passport'] as const;
export const APPLICATION_STATUSES = [
  'empty',
  'pending',
  'rejected',
  'submitted',
  'unsubmitted',
  'disqualified',
] as const;
export const DEPARTURE_STATUSES = ['empty', 'empty-squad', 'pending', 'rejected', 'submitted', 'unsubmitted'] as const;
export const MATCH_STATUSES = ['scheduled', 'live', 'finished', 'postponed', 'cancelled'] as const;
export const TECHNICAL_RESULTS = ['host_win', 'guest_win'] as const;
export const TEAM_TYPES = ['host', 'guest'] as const;
export const MATCH_SCOPES = ['before', 'regular', 'after'] as const;
export const GOAL_METHODS = ['penalty', 'free-kick', 'assistant', 'own_goal', 'goal'] as const;
export const CARD_TYPES = ['yellow', 'second_yellow', 'red'] as const;
export const PENALTY_FAILURES = ['saved', 'post', 'miss'] as const;
export const REMOVAL_CAUSES = [
  'serious_foul_play',
  'violent_conduct',
  'denying_goal_opportunity',
  'offensive_language',
  'unsporting_behaviour',
  'dissent',
  'second_yellow',
] as const;
export const SQUAD_KINDS = ['main', 'substitute'] as const;
export const REFEREE_ROLES = [
  'main_referee',
  'first_assistant',
  'second_assistant',
  'backup_referee',
  'inspector',
  'delegate',
] as const;
export const DOCUMENT_TYPES = [
  'additional_document',
  'club_enrollment_letter',
  'consent_to_data_processing',
  'depth_medical_examination',
  'heart_shot',
  'identity',
  'staff_license',
] as const;
export const STAFF_KINDS = [
  'head_coach',
  'coach',
  'goalkeeper_coach',
  'fitness_coach',
  'doctor',
  'administrator',
] as const;
export const TOURNAMENT_BUCKETS = ['current', 'upcoming', 'past'] as const;
export const TOURNAMENT_FORMATS = ['league', 'cup'] as const;

export type Language = (typeof LANGUAGES)[number];
export type RoleSlugValue = (typeof ROLE_SLUGS)[number];
export type Gender = (typeof GENDERS)[number];
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];
export type IdentityKind = (typeof IDENTITY_KINDS)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export type TechnicalResult = (typeof TECHNICAL_RESULTS)[number];
export type TeamType = (typeof TEAM_TYPES)[number];
export type MatchScope = (typeof MATCH_SCOPES)[number];
export type GoalMethod = (typeof GOAL_METHODS)[number];
export type CardType = (typeof CARD_TYPES)[number];
export type PenaltyFailure = (typeof PENALTY_FAILURES)[number];
export type RemovalCause = (typeof REMOVAL_CAUSES)[number];
export type SquadKind = (typeof SQUAD_KINDS)[number];
export type RefereeRole = (typeof REFEREE_ROLES)[number];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type StaffKind = (typeof STAFF_KINDS)[number];
export type TournamentBucket = (typeof TOURNAMENT_BUCKETS)[number];
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];
