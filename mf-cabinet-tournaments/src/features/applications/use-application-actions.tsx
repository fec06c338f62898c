// The writes of the application pages: send (→ pending), accept, reject with a reason, withdraw,
// one person or several at once. Each asks first (rejecting asks for the reason; disqualifying has
// a form of its own, disqualify-form.tsx),
// shows the spec's success message, and on a refusal shows the server's message and, per
// person, the reasons it gave (they stay on the page until the next action).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors, useEndpointMutation, type ApplicationStatus } from '@league/shared';
import {
  useConfirm,
  useNotify,
  useReasonDialog,
  endpoints,
  REJECT_REASON_MAX,
  type ApplicationKind,
  type ApplicationTarget,
} from '@league/shared/cabinet';

export interface Refusal {
  message: string;
  details: string[];
}

const INVALIDATES = [
  endpoints.applicationsCabinet.teamApplicationCabinet,
  endpoints.applicationsCabinet.cabinetList,
  endpoints.applicationsCabinet.playerApplication,
  endpoints.applicationsCabinet.staffApplication,
  endpoints.applications.teamApplication,
];

export function useApplicationActions() {
  const { t } = useTranslation('cab-tournaments');
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const rejection = useReasonDialog();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const sendPlayers = useEndpointMutation(endpoints.applicationsCabinet.sendPlayers, { invalidates: INVALIDATES });
  const sendStaff = useEndpointMutation(endpoints.applicationsCabinet.sendStaff, { invalidates: INVALIDATES });
  const changePlayers = useEndpointMutation(endpoints.applicationsCabinet.changePlayerApplications, {
    invalidates: INVALIDATES,
  });
  const changeStaff = useEndpointMutation(endpoints.applicationsCabinet.changeStaffApplications, {
    invalidates: INVALIDATES,
  });
  const busy = sendPlayers.isPending || sendStaff.isPending || changePlayers.isPending || changeStaff.isPending;

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
  async function change(
    kind: ApplicationKind,
    ids: number[],
    status: Exclude<ApplicationTarget, 'disqualified'>,
    name?: string,
    from?: ApplicationStatus,
  ) {
    if (status === 'rejected') {
      // The reason is asked in its own dialog, which stays open with an error on the reason's field.
      setRefusal(null);
      const body = (reason: string) => ({ ids, status, reason });
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
    } else {
      const message =
        status === 'unsubmitted'
          ? t('applications.confirmWithdraw', { name: name ?? '' })
          : status === 'submitted' && from === 'disqualified'
            ? t('applications.confirmReinstate', { name: name ?? '' })
            : status === 'submitted'
              ? t('applications.confirmAccept', { count: ids.length })
              : t('applications.confirmSend', { count: ids.length });
      const label =
        status === 'submitted' && from === 'disqualified'
          ? 'reinstate'
          : { pending: 'send', submitted: 'accept', unsubmitted: 'withdraw' }[status];
      if (
        !(await confirm({
          title: t(`applications.${label}`),
          message,
          confirmLabel: t(`applications.${label}`),
          danger: status === 'unsubmitted',
        }))
      )
        return false;
    }
    const body = { ids, status };
    return run(
      () => (kind === 'player' ? changePlayers.mutateAsync({ body }) : changeStaff.mutateAsync({ body })),
      () => {
        if (status === 'submitted' && from === 'disqualified') notify.success();
        else if (status === 'submitted') notify.success('applicationAccepted');
        else if (status === 'unsubmitted') notify.success('playerWithdrawn');
        else notify.success();
      },
    );
  }

  return {
    send,
    change,
    busy,
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
