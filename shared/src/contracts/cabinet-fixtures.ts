// Fixtures that move in the cabinet (super_admin, ADR 0177): postpone, cancel, reinstate.
import { type Infer, integer, nullable, object, optional, string, type } from 'superstruct';
import { MATCH_STATUSES, TECHNICAL_RESULTS } from './enums';
import { dateTimeText, isoDate, oneOf, translatedText } from './fields';
import { timeOfDay } from './tournaments';
import { successEnvelope } from './envelope';

// ---------------------------------------------------------------------------------------------
// Fixtures that move (super_admin, ADR 0177): postpone (a new Asia/Almaty kick-off, or none while
// the date is to be set), cancel (a reason in at least one language; a technical result when the
// league decides one), reinstate (back to scheduled). A match that has started is refused (409).

export const FIXTURE_ACTIONS = ['postpone', 'cancel', 'reinstate'] as const;
export type FixtureAction = (typeof FIXTURE_ACTIONS)[number];
export const FIXTURE_REASON_MAX = 500;

export const FixtureMoveBody = object({
  action: oneOf(FIXTURE_ACTIONS),
  /** postpone: the new date and time, both or neither (neither: the date is to be set). */
  date: optional(nullable(isoDate())),
  time: optional(nullable(timeOfDay())),
  /** cancel: why, in kk / ru / en (at least one). */
  ...translatedText('reason', { max: FIXTURE_REASON_MAX }),
  /** cancel: the technical result the league decided, if any. */
  technical_result: optional(nullable(oneOf(TECHNICAL_RESULTS))),
});
export type FixtureMoveBody = Infer<typeof FixtureMoveBody>;

export const FixtureState = type({
  id: integer(),
  status: oneOf(MATCH_STATUSES),
  date_time: nullable(dateTimeText()),
  postponed_from: nullable(dateTimeText()),
  technical_result: nullable(oneOf(TECHNICAL_RESULTS)),
  cancellation_reason: type({ kk: nullable(string()), ru: nullable(string()), en: nullable(string()) }),
  fixture_revision: integer(),
});
export type FixtureState = Infer<typeof FixtureState>;
export const FixtureMoveResponse = successEnvelope(FixtureState);
export type FixtureMoveResponse = Infer<typeof FixtureMoveResponse>;
