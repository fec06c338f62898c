// Appointments of match officials (ADR 0213): the league offers a match's role to an official;
// the official accepts or declines with a reason, and marks the days they cannot officiate; the
// league sees the matches still needing officials.
import { array, type Infer, nullable, number, object, optional, string, type } from 'superstruct';
import { successEnvelope } from './envelope';
import { id, isoDate, oneOf, text } from './fields';
import { REFEREE_ROLES } from './enums';

export const APPOINTMENT_STATUSES = ['offered', 'accepted', 'declined'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

const MatchRef = type({
  id: number(),
  tournament_id: number(),
  date_time: nullable(string()),
  host: string(),
  guest: string(),
  stadium: nullable(string()),
});

export const Appointment = type({
  match: MatchRef,
  role: oneOf(REFEREE_ROLES),
  status: oneOf(APPOINTMENT_STATUSES),
  decline_reason: nullable(string()),
  offered_at: nullable(string()),
  answered_at: nullable(string()),
});
export type Appointment = Infer<typeof Appointment>;

export const MyAppointments = type({
  offers: array(Appointment),
  /** The days the official cannot officiate, from today on (YYYY-MM-DD). */
  unavailable: array(string()),
});
export type MyAppointments = Infer<typeof MyAppointments>;
export const MyAppointmentsResponse = successEnvelope(MyAppointments);

export const AnswerBody = object({
  match_id: id(),
  role: oneOf(REFEREE_ROLES),
  decision: oneOf(['accept', 'decline'] as const),
  reason: optional(nullable(text({ max: 1000 }))),
});
export type AnswerBody = Infer<typeof AnswerBody>;

export const UnavailableBody = object({ day: isoDate() });
export type UnavailableBody = Infer<typeof UnavailableBody>;

export const OfferBody = object({ role: oneOf(REFEREE_ROLES), referee_id: id() });
export type OfferBody = Infer<typeof OfferBody>;

export const MatchCrewOffers = type({
  match_id: number(),
  crew: array(
    type({
      role: oneOf(REFEREE_ROLES),
      referee_id: number(),
      name: string(),
      status: oneOf(APPOINTMENT_STATUSES),
      decline_reason: nullable(string()),
    }),
  ),
});
export type MatchCrewOffers = Infer<typeof MatchCrewOffers>;
export const MatchCrewOffersResponse = successEnvelope(MatchCrewOffers);

export const NeededMatch = type({
  match: MatchRef,
  /** Roles with no accepted official: missing (no one offered), offered (no answer yet) or declined. */
  roles: array(
    type({
      role: oneOf(REFEREE_ROLES),
      status: oneOf(['missing', 'offered', 'declined'] as const),
      name: nullable(string()),
      decline_reason: nullable(string()),
    }),
  ),
});
export type NeededMatch = Infer<typeof NeededMatch>;
export const NeededMatchesResponse = successEnvelope(array(NeededMatch));
