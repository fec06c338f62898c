// The match sheet's reads and writes for its sections (ADR 0212): every write answers the sheet,
// which becomes the page's; a 409 carries the sheet as it is now, shown with a notice; the
// protocol (lifecycle, lock) is read again after each write.
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '@league/shared';
import { endpoints, type MatchSheet } from '@league/shared/cabinet';
import { useWholeAnswers } from '../../../ui/use-whole-answers';

export function useSheet(matchId: number) {
  const { t } = useTranslation('cab-matches');
  const args = { params: { id: matchId } };
  const query = useEndpointQuery(endpoints.matchSheet.sheet, args, { staleTime: 0 });
  const { notice, run } = useWholeAnswers<MatchSheet, typeof endpoints.matchSheet.sheet>(
    endpoints.matchSheet.sheet,
    args,
    t('sheet.changed'),
  );
  const invalidates = [endpoints.matches.cabinetProtocol, endpoints.matches.cabinetEvents];
  const check = useEndpointMutation(endpoints.matchSheet.checkIdentity, { invalidates });
  const close = useEndpointMutation(endpoints.matchSheet.closeSheet, { invalidates });
  const sign = useEndpointMutation(endpoints.matchSheet.signSheet, { invalidates });
  const reopen = useEndpointMutation(endpoints.matchSheet.reopenSheet, { invalidates });
  return {
    sheet: query.status === 'success' ? query.data.data : null,
    notice,
    busy: check.isPending || close.isPending || sign.isPending || reopen.isPending,
    check: (playerId: number, status: MatchSheet['sides']['host']['players'][number]['status']) =>
      run(() => check.mutateAsync({ ...args, body: { player_id: playerId, status } })),
    close: () => run(() => close.mutateAsync({ ...args, body: {} })),
    sign: (body: Parameters<typeof sign.mutateAsync>[0]['body']) => run(() => sign.mutateAsync({ ...args, body })),
    reopen: (reason: string) => run(() => reopen.mutateAsync({ ...args, body: { reason } })),
  };
}

export type SheetApi = ReturnType<typeof useSheet>;
