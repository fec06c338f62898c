// The writes of the matches list: reinstating a postponed or cancelled match and deleting an
// unplayed one, each after a confirmation, with the server's message on a refusal.
import { useTranslation } from 'react-i18next';
import { formatDate, useEndpointMutation, useLocale, type CabinetMatch } from '@league/shared';
import { useConfirm, useNotify, endpoints } from '@league/shared/cabinet';

const api = endpoints.tournaments;

export function useMatchActions(tournamentId: number) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const { confirm, dialog } = useConfirm();
  const notify = useNotify();
  const remove = useEndpointMutation(api.deleteMatches, { invalidates: [api.matches, api.cabinetDetail] });
  const reinstate = useEndpointMutation(endpoints.matches.moveFixture, {
    invalidates: [api.matches, api.cabinetDetail],
  });

  const askReinstate = async (match: CabinetMatch) => {
    const yes = await confirm({
      title: t('schedule.reinstateTitle'),
      message: t('schedule.reinstateText', { host: match.host.title, guest: match.guest.title }),
      confirmLabel: t('schedule.reinstate'),
    });
    if (!yes) return;
    try {
      await reinstate.mutateAsync({ params: { id: match.id }, body: { action: 'reinstate' } });
      notify.success();
    } catch (error) {
      notify.refused(error);
    }
  };

  const askDelete = async (match: CabinetMatch) => {
    const when = match.date ? `${formatDate(match.date, 'short', locale)} ${match.time ?? ''}` : '';
    const yes = await confirm({
      title: t('schedule.deleteTitle'),
      message: t('schedule.deleteText', { host: match.host.title, guest: match.guest.title, date: when }),
      confirmLabel: t('schedule.delete'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ params: { id: tournamentId }, body: { ids: [match.id] } });
      notify.success();
    } catch (error) {
      notify.refused(error);
    }
  };

  return {
    dialog,
    askReinstate,
    askDelete,
    reinstating: reinstate.isPending,
    deleting: remove.isPending,
  };
}
