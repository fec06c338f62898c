// Team applications in the cabinet (spec §4, §7 Applications): players' and staff members'
// applications to a tournament for a team, their statuses, documents, eligibility and the
// history of their statuses; the notifications (spec §7 Notifications) are notification-list.ts.
//
// Status rules (docs/domain.md, Applications): empty → pending (sent by the team) → submitted
// (accepted) or rejected (with a reason; the team sends again → pending); submitted →
// unsubmitted (withdrawn) or disqualified. A withdrawal is undone as the way in is walked: the
// team sends the person again (→ pending) or the league puts them back on the list (→ submitted).
// The league ends a disqualification by reinstating the person (disqualified → submitted: served,
// lifted on appeal, or the end of "until further notice"), also once sending has closed.
// `APPLICATION_TRANSITIONS` is that table; the API refuses every other change and the pages offer
// only these.
import {
  array,
  assign,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type,
} from 'superstruct';
import { NameRef, paginatedEnvelope, PersonRef, TeamYearRef, TitleRef } from './common';
import { ELIGIBILITY_CODES } from './eligibility';
import { APPLICATION_STATUSES, DOCUMENT_TYPES, type ApplicationStatus } from './enums';
import { successEnvelope } from './envelope';
import { dateText, dateTimeText, fromQuery, id, int, text } from './fields';
import { listQuery } from './list-query';

export const APPLICATION_KINDS = ['player', 'staff'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** Which status may follow which (the API's rule; the pages offer only these). */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  empty: ['pending'],
  pending: ['submitted', 'rejected'],
  rejected: ['pending'],
  submitted: ['unsubmitted', 'disqualified'],
  // Undoing a withdrawal: sent again by the team (→ pending) or restored by the league (→ submitted).
  unsubmitted: ['pending', 'submitted'],
  disqualified: ['submitted'],
};

/** Who may set each status: the team (its command_admin) sends and withdraws; the league decides. */
export const TEAM_SETS: readonly ApplicationStatus[] = ['pending', 'unsubmitted'];

/** The league's decisions: statuses only a super_admin sets (accept, reject, disqualify). */
export const LEAGUE_DECISIONS: readonly ApplicationStatus[] = ['submitted', 'rejected', 'disqualified'];

/** Statuses a PUT may ask for (`empty` is where an application starts, never a target). */
export const APPLICATION_TARGETS = ['pending', 'submitted', 'rejected', 'unsubmitted', 'disqualified'] as const;
export type ApplicationTarget = (typeof APPLICATION_TARGETS)[number];

export const REJECT_REASON_MAX = 1000;
/** A disqualification's reason, at most this long (ADR 0181). */
export const DISQUALIFY_REASON_MAX = 500;
/** A disqualification lasts 1 to this many matches, or until further notice (null). */
export const DISQUALIFY_MATCHES_MAX = 99;

/**
 * The league's disqualification of an application (ADR 0181): the reason (null = unknown, for
 * one decided before reasons were recorded), its length in matches (null = until further notice)
 * and when it was decided (the team's matches kicking off later serve it).
 */
export const ApplicationDisqualification = type({
  reason: nullable(string()),
  matches: nullable(integer()),
  decided_at: dateTimeText(),
});
export type ApplicationDisqualification = Infer<typeof ApplicationDisqualification>;

/** The eligibility engine's verdict on one person, each reason with its message. */
const ApplicationEligibility = type({
  eligible: boolean(),
  issues: array(
    type({
      code: enums(ELIGIBILITY_CODES),
      document_type: optional(nullable(enums(DOCUMENT_TYPES))),
      message: string(),
    }),
  ),
});

// ── list ────────────────────────────────────────────────────────────────────

export const CabinetApplicationsQuery = listQuery({
  sort: ['updated_at', 'name', 'status'],
  filters: {
    tournament_id: optional(fromQuery(id())),
    team_id: optional(fromQuery(id())),
    club_id: optional(fromQuery(id())),
    status: optional(enums(APPLICATION_STATUSES)),
    kind: optional(enums(APPLICATION_KINDS)),
  },
});
export type CabinetApplicationsQuery = Infer<typeof CabinetApplicationsQuery>;

export const ApplicationPerson = assign(
  PersonRef,
  type({
    birth_date: nullable(dateText()),
    /** A player's position (GK, DF, MF, FW) or a staff member's position title. */
    position: nullable(string()),
  }),
);
export type ApplicationPerson = Infer<typeof ApplicationPerson>;

/** An application's own fields, in the list and on its page. */
const applicationFields = {
  id: integer(),
  kind: enums(APPLICATION_KINDS),
  status: enums(APPLICATION_STATUSES),
  reject_reason: nullable(string()),
  number: nullable(number()),
  updated_at: dateTimeText(),
};
/** The team an application is for. */
const ApplicationTeam = type({ id: integer(), title: string(), club_id: integer() });

export const CabinetApplication = type({
  ...applicationFields,
  tournament: TitleRef,
  team: ApplicationTeam,
  person: ApplicationPerson,
});
export type CabinetApplication = Infer<typeof CabinetApplication>;
export const CabinetApplicationsResponse = paginatedEnvelope(CabinetApplication);

// ── one application ─────────────────────────────────────────────────────────

export const ApplicationIdParams = object({ id: fromQuery(id()) });
export type ApplicationIdParams = Infer<typeof ApplicationIdParams>;

export const ApplicationDocument = type({
  id: integer(),
  type: enums(DOCUMENT_TYPES),
  original_name: nullable(string()),
  size_bytes: number(),
  mime: string(),
  expires_at: nullable(dateTimeText()),
  created_at: dateTimeText(),
});
export type ApplicationDocument = Infer<typeof ApplicationDocument>;

export const ApplicationHistoryEntry = type({
  id: integer(),
  from_status: nullable(enums(APPLICATION_STATUSES)),
  to_status: enums(APPLICATION_STATUSES),
  reason: nullable(string()),
  changed_at: dateTimeText(),
  changed_by: nullable(NameRef),
});
export type ApplicationHistoryEntry = Infer<typeof ApplicationHistoryEntry>;

export const ApplicationTournament = type({ id: integer(), title: string(), active: boolean(), finished: boolean() });
export const ApplicationClub = type({ id: integer(), title: string(), archived: boolean() });

export const CabinetApplicationDetail = type({
  ...applicationFields,
  tournament: ApplicationTournament,
  club: ApplicationClub,
  team: ApplicationTeam,
  person: assign(ApplicationPerson, type({ identity_kind: nullable(string()), identity_number: nullable(string()) })),
  documents: array(ApplicationDocument),
  eligibility: ApplicationEligibility,
  /** The statuses the reader may set now (transition table ∩ their role). */
  allowed: array(enums(APPLICATION_STATUSES)),
  /** Set while the status is `disqualified`. */
  disqualification: nullable(ApplicationDisqualification),
  /** Every status change, oldest first (the audit trail; nothing is ever removed from it). */
  history: array(ApplicationHistoryEntry),
});
export type CabinetApplicationDetail = Infer<typeof CabinetApplicationDetail>;
export const CabinetApplicationDetailResponse = successEnvelope(CabinetApplicationDetail);

// ── a club's team application in a tournament (the team application page) ───

export const TeamApplicationParams = object({ id: fromQuery(id()), club_id: fromQuery(id()) });
export type TeamApplicationParams = Infer<typeof TeamApplicationParams>;

export const TeamApplicationEntry = type({
  person: ApplicationPerson,
  /** null: the person has no application yet (status `empty`). */
  application_id: nullable(integer()),
  status: enums(APPLICATION_STATUSES),
  reject_reason: nullable(string()),
  number: nullable(number()),
  /** Types of the person's documents that are valid today. */
  documents: array(type({ id: integer(), type: enums(DOCUMENT_TYPES), expires_at: nullable(dateTimeText()) })),
  eligibility: ApplicationEligibility,
  allowed: array(enums(APPLICATION_STATUSES)),
  /** Set while the status is `disqualified`. */
  disqualification: nullable(ApplicationDisqualification),
});
export type TeamApplicationEntry = Infer<typeof TeamApplicationEntry>;

export const CabinetTeamApplication = type({
  tournament: ApplicationTournament,
  club: ApplicationClub,
  /** The club's teams entered in the tournament, each with its people. */
  teams: array(assign(TeamYearRef, type({ players: array(TeamApplicationEntry), staff: array(TeamApplicationEntry) }))),
  /** Why nobody can be sent now (inactive or finished tournament, archived club), translated. */
  closed: nullable(string()),
});
export type CabinetTeamApplication = Infer<typeof CabinetTeamApplication>;
export const CabinetTeamApplicationResponse = successEnvelope(CabinetTeamApplication);

// ── writes ──────────────────────────────────────────────────────────────────

const reason = optional(nullable(text({ max: REJECT_REASON_MAX })));
const shirtNumber = optional(nullable(int({ min: 1, max: 99 })));
/**
 * A disqualification's length: 1–99 matches, or null = until further notice. Required when the
 * status asked for is `disqualified` (the reason too, at most DISQUALIFY_REASON_MAX characters).
 */
const disqualificationMatches = optional(nullable(int({ min: 1, max: DISQUALIFY_MATCHES_MAX })));

/** Sends players of a team to a tournament: new ones (and rejected ones, again) become pending. */
export const SendPlayersBody = object({
  tournament_id: id(),
  team_id: id(),
  players: size(array(object({ player_id: id(), number: shirtNumber })), 1, 100),
});
export type SendPlayersBody = Infer<typeof SendPlayersBody>;

export const SendStaffBody = object({
  tournament_id: id(),
  team_id: id(),
  staff_ids: size(array(id()), 1, 50),
});
export type SendStaffBody = Infer<typeof SendStaffBody>;

/** A change of one application: a new status (a rejection needs a reason, a disqualification a reason and a length), or the shirt number. */
export const ApplicationChangeBody = object({
  status: enums(APPLICATION_TARGETS),
  reason,
  number: shirtNumber,
  disqualification_matches: disqualificationMatches,
});
export type ApplicationChangeBody = Infer<typeof ApplicationChangeBody>;

/** The same change for several applications: all of them or none. */
export const ApplicationBulkBody = object({
  ids: size(array(id()), 1, 200),
  status: enums(APPLICATION_TARGETS),
  reason,
  disqualification_matches: disqualificationMatches,
});
export type ApplicationBulkBody = Infer<typeof ApplicationBulkBody>;

export const ApplicationsSaved = type({ ids: array(number()), status: enums(APPLICATION_STATUSES) });
export type ApplicationsSaved = Infer<typeof ApplicationsSaved>;
export const ApplicationsSavedResponse = successEnvelope(ApplicationsSaved);

// ── notifications: contracts/notification-list.ts (the shell's badge reads their count on any page) ──
export * from './notification-list';
