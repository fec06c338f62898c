// The writes of the application pages: send (→ pending), accept, reject with a reason, withdraw,
// one person or several at once. Each asks first (rejecting asks for the reason; disqualifying has
// a form of its own, disqualify-form.tsx),
// shows the spec's success message, and on a refusal shows the server's message and, per
// person, the reasons it gave (they stay on the page until the next action).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors, type ApplicationStatus } from '@league/shared';
import {
  useConfirm,
  useNotify,
  useReasonDialog,
  REJECT_REASON_MAX,
  type ApplicationKind,
  type ApplicationTarget,
  type Notify,
} from '@league/shared/cabinet';
import { useApplicationWrites, type ApplicationWrites } from './application-writes';

export interface Refusal {
  message: string;
  details: string[];
}

type Change = Exclude<ApplicationTarget, 'disqualified'>;

/** The refusal shown on the page, and a write that clears it first and sets it when the server refuses. */
function useRefusal() {
  const notify = useNotify();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function run(action: () => Promise<unknown>, success: () => void): Promise<boolean> {
    setRefusal(null);
    try {
      await action();
      success();
      return true;
    } catch (error) {
      const message = errorMessage(error);
      if (!message) {
        notify.error();
        return false;
      }
      setRefusal({ message, details: Object.values(fieldErrors(error)) });
      notify.error();
      return false;
    }
  }

  return { refusal, setRefusal, run };
}

/** Rejecting: the reason is asked in its own dialog, which stays open with an error on the reason's field. */
function useRejection({ changePlayers, changeStaff }: ApplicationWrites) {
  const { t } = useTranslation('cab-tournaments');
  const rejection = useReasonDialog();
  const ask = (kind: ApplicationKind, ids: number[]) => {
    const body = (reason: string) => ({ ids, status: 'rejected' as const, reason });
    return rejection.ask(
      {
        title: t('applications.rejectTitle'),
        text: t('applications.rejectText'),
        reasonLabel: t('applications.rejectReason'),
        submitLabel: t('applications.reject'),
        maxLength: REJECT_REASON_MAX,
        required: true,
        success: 'applicationRejected',
      },
      (reason) =>
        kind === 'player'
          ? changePlayers.mutateAsync({ body: body(reason) })
          : changeStaff.mutateAsync({ body: body(reason) }),
    );
  };
  return { ask, dialog: rejection.dialog };
}

/** The question asked before a change other than a rejection: its text (key and values) and the action's name. */
function changeQuestion(status: Exclude<Change, 'rejected'>, count: number, name?: string, from?: ApplicationStatus) {
  const text =
    status === 'unsubmitted'
      ? { key: 'applications.confirmWithdraw', values: { name: name ?? '' } }
      : status === 'submitted' && from === 'disqualified'
        ? { key: 'applications.confirmReinstate', values: { name: name ?? '' } }
        : status === 'submitted'
          ? { key: 'applications.confirmAccept', values: { count } }
          : { key: 'applications.confirmSend', values: { count } };
  const label =
    status === 'submitted' && from === 'disqualified'
      ? 'reinstate'
      : { pending: 'send', submitted: 'accept', unsubmitted: 'withdraw' }[status];
  return { text, label };
}

/** The success message of a change: a reinstatement is said plainly, an acceptance and a withdrawal by name. */
function reportChange(notify: Notify, status: Change, from?: ApplicationStatus) {
  if (status === 'submitted' && from === 'disqualified') notify.success();
  else if (status === 'submitted') notify.success('applicationAccepted');
  else if (status === 'unsubmitted') notify.success('playerWithdrawn');
  else notify.success();
}

export function useApplicationActions() {
  const { t } = useTranslation('cab-tournaments');
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const { refusal, setRefusal, run } = useRefusal();
  const writes = useApplicationWrites();
  const { sendPlayers, sendStaff, changePlayers, changeStaff } = writes;
  const rejection = useRejection(writes);

  /** Sends people of a team (new or rejected) to the tournament. */
  async function send(kind: ApplicationKind, tournamentId: number, teamId: number, personIds: number[]) {
    if (
      !(await confirm({
        title: t('applications.send'),
        message: t('applications.confirmSend', { count: personIds.length }),
        confirmLabel: t('applications.send'),
      }))
    )
      return false;
    return run(
      () =>
        kind === 'player'
          ? sendPlayers.mutateAsync({
              body: {
                tournament_id: tournamentId,
                team_id: teamId,
                players: personIds.map((player_id) => ({ player_id })),
              },
            })
          : sendStaff.mutateAsync({ body: { tournament_id: tournamentId, team_id: teamId, staff_ids: personIds } }),
      () => notify.success(kind === 'staff' ? 'representativesRegistered' : undefined),
    );
  }

  /**
   * Changes applications to a status, after asking (a rejection asks for the reason). `from` is
   * their status when one application changes: reinstating a disqualified person is said as such.
   */
  async function change(kind: ApplicationKind, ids: number[], status: Change, name?: string, from?: ApplicationStatus) {
    if (status === 'rejected') {
      setRefusal(null);
      return rejection.ask(kind, ids);
    } else {
      const { text, label } = changeQuestion(status, ids.length, name, from);
      if (
        !(await confirm({
          title: t(`applications.${label}`),
          message: t(text.key, text.values),
          confirmLabel: t(`applications.${label}`),
          danger: status === 'unsubmitted',
        }))
      )
        return false;
    }
    const body = { ids, status };
    return run(
      () => (kind === 'player' ? changePlayers.mutateAsync({ body }) : changeStaff.mutateAsync({ body })),
      () => reportChange(notify, status, from),
    );
  }

  return {
    send,
    change,
    busy: writes.busy,
    refusal,
    dialog: (
      <>
        {dialog}
        {rejection.dialog}
      </>
    ),
  };
}

export function RefusalNote({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  return (
    <div className="ca-refusal" role="alert">
      <p>{refusal.message}</p>
      {refusal.details.length > 0 && (
        <ul>
          {refusal.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
