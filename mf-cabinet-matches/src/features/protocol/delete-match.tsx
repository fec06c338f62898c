// Deleting the match (super_admin), after a confirmation; then back to the matches.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation, useLocalePath } from '@league/shared';
import { endpoints, useConfirm, useNotify } from '@league/shared/cabinet';
import { paths } from '../../paths';

export function DeleteMatch({ matchId, title }: { matchId: number; title: string }) {
  const { t } = useTranslation('cab-matches');
  const notify = useNotify();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const remove = useEndpointMutation(endpoints.matches.deleteMatch, {
    invalidates: [endpoints.cabinetLists.cabinetMatches],
  });
  const run = async () => {
    if (
      !(await confirm({
        title: t('protocol.confirmDeleteMatch'),
        message: title,
        confirmLabel: t('protocol.deleteMatch'),
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync({ params: { id: matchId } });
      notify.success();
      navigate(lp(paths.refereeMatches()));
    } catch {
      notify.error();
    }
  };
  return (
    <div className="pr-actions">
      {dialog}
      <button type="button" className="lg-button lg-button--danger" onClick={() => void run()}>
        {t('protocol.deleteMatch')}
      </button>
    </div>
  );
}
