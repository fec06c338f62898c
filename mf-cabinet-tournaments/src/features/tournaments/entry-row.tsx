// One entry request on a tournament's page: the team, its club, the refusal's reason and the
// status; the league accepts a pending one after a confirmation or refuses it with a reason.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, type EntryRequest } from '@league/shared';
import { ReasonDialog, endpoints, useConfirm, useNotify } from '@league/shared/cabinet';
import { RowAction } from '../../ui/row-action';

const api = endpoints.entries;
const STATUS_BADGE = {
  pending: 'lg-badge--warning',
  accepted: 'lg-badge--success',
  refused: 'lg-badge--danger',
} as const;

/** The league's decision on a request: accepting after a confirmation, refusing with a reason. */
function useDecision(tournamentId: number, request: EntryRequest) {
  const { t } = useTranslation('cab-tournaments');
  const { confirm, dialog } = useConfirm();
  const notify = useNotify();
  const invalidates = [
    api.list,
    endpoints.tournaments.cabinetDetail,
    endpoints.tournaments.teams,
    endpoints.cabinetLists.cabinetTournaments,
  ];
  const decision = useEndpointMutation(api.decide, { invalidates });
  const accept = async () => {
    const yes = await confirm({
      title: t('entries.acceptTitle'),
      message: t('entries.acceptText', { team: request.team.title }),
      confirmLabel: t('entries.accept'),
    });
    if (!yes) return;
    try {
      await decision.mutateAsync({ params: { id: tournamentId, entry_id: request.id }, body: { decision: 'accept' } });
      notify.success();
    } catch {
      notify.error();
    }
  };
  const refuse = (reason: string) =>
    decision.mutateAsync({
      params: { id: tournamentId, entry_id: request.id },
      body: { decision: 'refuse', reason },
    });
  return { dialog, accept, refuse, deciding: decision.isPending };
}

export function EntryRow({
  tournamentId,
  request,
  decide,
}: {
  tournamentId: number;
  request: EntryRequest;
  decide: boolean;
}) {
  const { t } = useTranslation('cab-tournaments');
  const [refusing, setRefusing] = useState(false);
  const { dialog, accept, refuse, deciding } = useDecision(tournamentId, request);
  return (
    <li>
      {dialog}
      <EntrySummary request={request} />
      <div className="ct-entry-actions">
        <span className={`lg-badge ${STATUS_BADGE[request.status]}`}>{t(`entries.status.${request.status}`)}</span>
        {decide && request.status === 'pending' && (
          <>
            <RowAction
              label={t('entries.accept')}
              item={request.team.title}
              className="lg-button"
              onClick={() => void accept()}
              disabled={deciding}
            />
            <RowAction label={t('entries.refuse')} item={request.team.title} onClick={() => setRefusing(true)} />
          </>
        )}
      </div>
      {refusing && (
        <ReasonDialog
          title={t('entries.refuseTitle', { team: request.team.title })}
          reasonLabel={t('entries.reason')}
          submitLabel={t('entries.refuse')}
          cancelLabel={t('seasons.cancel')}
          maxLength={1000}
          onCancel={() => setRefusing(false)}
          onSubmit={refuse}
          onDone={() => setRefusing(false)}
        />
      )}
    </li>
  );
}

function EntrySummary({ request }: { request: EntryRequest }) {
  const { t } = useTranslation('cab-tournaments');
  return (
    <div>
      <span className="ct-team-name">{request.team.title}</span>
      <div className="ct-muted">
        {request.club.title} · {request.team.birth_year}
      </div>
      {request.reason && <div className="ct-muted">{t('entries.reasonLine', { reason: request.reason })}</div>}
    </div>
  );
}
