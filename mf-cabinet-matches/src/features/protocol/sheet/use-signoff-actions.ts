// The sign-off's actions, each asked first: the referee closes the sheet, a team's official
// confirms it or disputes it with a reason, the league reopens it with a reason.
import { useTranslation } from 'react-i18next';
import { useConfirm, useNotify, useReasonDialog, type MatchSheet } from '@league/shared/cabinet';
import type { SheetApi } from './use-sheet';

export function useSignoffActions(sheet: MatchSheet, api: SheetApi, teams: string) {
  const { t } = useTranslation('cab-matches');
  const { confirm, dialog } = useConfirm();
  const reason = useReasonDialog();
  const notify = useNotify();
  /** A refusal that is not a conflict (the sheet shows those) is said in a toast. */
  const attempt = async (write: () => Promise<unknown>) => {
    try {
      await write();
    } catch {
      notify.error();
    }
  };

  const close = async () => {
    if (
      await confirm({
        title: t('sheet.confirmClose'),
        message: `${teams}. ${t('sheet.closeMessage')}`,
        confirmLabel: t('sheet.close'),
      })
    )
      await attempt(api.close);
  };
  const confirmSide = async (side: 'host' | 'guest') => {
    if (
      await confirm({
        title: `${t('sheet.confirm')}: ${sheet.sides[side].team.title}`,
        message: teams,
        confirmLabel: t('sheet.confirm'),
      })
    )
      await attempt(() => api.sign({ team_type: side, decision: 'confirm' }));
  };
  const disputeSide = (side: 'host' | 'guest') =>
    reason.ask(
      {
        title: `${t('sheet.dispute')}: ${sheet.sides[side].team.title}`,
        reasonLabel: t('sheet.disputeReason'),
        submitLabel: t('sheet.dispute'),
        maxLength: 1000,
        required: true,
      },
      (text) => api.sign({ team_type: side, decision: 'dispute', reason: text }),
    );
  const reopen = () =>
    reason.ask(
      {
        title: t('sheet.reopen'),
        text: teams,
        reasonLabel: t('sheet.reopenReason'),
        submitLabel: t('sheet.reopen'),
        maxLength: 1000,
        required: true,
      },
      (text) => api.reopen(text),
    );

  return { dialog, reasonDialog: reason.dialog, close, confirmSide, disputeSide, reopen };
}
