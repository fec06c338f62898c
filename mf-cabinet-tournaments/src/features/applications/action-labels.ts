// The label (a key under `applications.`) of the button that moves an application from one
// status to another: a withdrawn person is sent again (→ pending) or put back on the list
// (→ submitted) — the same statuses as sending and accepting, said as undoing the withdrawal; a
// disqualified person is reinstated (→ submitted).
import type { ApplicationStatus } from '@league/shared';

const TO: Record<string, string> = {
  pending: 'send',
  submitted: 'accept',
  rejected: 'reject',
  unsubmitted: 'withdraw',
  disqualified: 'disqualify',
};
const FROM_WITHDRAWN: Record<string, string> = { pending: 'undoWithdraw', submitted: 'restore' };

export function actionLabelKey(from: ApplicationStatus | null, to: ApplicationStatus): string {
  if (from === 'disqualified' && to === 'submitted') return 'applications.reinstate';
  return `applications.${(from === 'unsubmitted' ? FROM_WITHDRAWN[to] : undefined) ?? TO[to]}`;
}
