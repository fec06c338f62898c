// The match sheet's reads and writes for its sections (ADR 0212): every write answers the sheet,
// which becomes the page's; a 409 carries the sheet as it is now, shown with a notice; the
// protocol (lifecycle, lock) is read again after each write.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  endpointKey,
  queryClient,
  queryKeyFor,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
} from '@league/shared';
import { conflictOf, endpoints, type MatchSheet } from '@league/shared/cabinet';

export function useSheet(matchId: number) {
  const { t } = useTranslation('cab-matches');
  const locale = useLocale();
  const args = { params: { id: matchId } };
  const query = useEndpointQuery(endpoints.matchSheet.sheet, args, { staleTime: 0 });
  const [notice, setNotice] = useState<string | null>(null);
  const invalidates = [endpoints.matches.cabinetProtocol, endpoints.matches.cabinetEvents];
  const check = useEndpointMutation(endpoints.matchSheet.checkIdentity, { invalidates });
  const close = useEndpointMutation(endpoints.matchSheet.closeSheet, { invalidates });
  const sign = useEndpointMutation(endpoints.matchSheet.signSheet, { invalidates });
  const reopen = useEndpointMutation(endpoints.matchSheet.reopenSheet, { invalidates });
  const store = (sheet: MatchSheet) =>
    queryClient.setQueryData(queryKeyFor(endpointKey(endpoints.matchSheet.sheet, args), locale), {
      success: true,
      data: sheet,
    });
  /** Runs a write; its answer (or a 409's current sheet) is the sheet from now on. Rethrows other refusals. */
  const run = async (write: () => Promise<{ data: MatchSheet }>): Promise<boolean> => {
    setNotice(null);
    try {
      store((await write()).data);
      return true;
    } catch (error) {
      const current = conflictOf<MatchSheet>(error);
      if (!current) throw error;
      store(current);
      setNotice(t('sheet.changed'));
      return false;
    }
  };
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
