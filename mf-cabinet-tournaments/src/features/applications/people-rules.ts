// What may be done to a person on a team's application page, alone or with others in a
// selection.
import type { ApplicationStatus } from '@league/shared';
import type { TeamApplicationEntry } from '@league/shared/cabinet';

/** What a selection of people may have done to it together. */
export const BULK: ApplicationStatus[] = ['pending', 'submitted', 'rejected'];
const needsEligibility = (status: ApplicationStatus) => status === 'pending' || status === 'submitted';
// Disqualifying and reinstating a disqualified person are decided one at a time, on the
// application's own page (where the decision and its history are), never from the list.
const decidedAlone = (entry: TeamApplicationEntry, status: ApplicationStatus) =>
  status === 'disqualified' || entry.status === 'disqualified';
export const mayDo = (entry: TeamApplicationEntry, status: ApplicationStatus) =>
  entry.allowed.includes(status) &&
  !decidedAlone(entry, status) &&
  (!needsEligibility(status) || entry.eligibility.eligible);
