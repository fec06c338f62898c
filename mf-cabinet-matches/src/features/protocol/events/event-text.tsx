// One recorded event as a line of the list: what happened, who, for which team.
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE } from '@league/shared';
import type { CabinetEvent } from '@league/shared/cabinet';
import { playerLabel } from './event-values';

export function EventText({
  event,
  hostTitle,
  guestTitle,
}: {
  event: CabinetEvent;
  hostTitle: string;
  guestTitle: string;
}) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const team = event.team_type === 'host' ? hostTitle : guestTitle;
  switch (event.kind) {
    case 'goal':
      return (
        <>
          {t('protocol.kinds.goal')}: {playerLabel(event.player)} ({team}) · {te(`goalMethod.${event.method}`)}
          {event.assistant ? ` · ${t('protocol.assistant')}: ${playerLabel(event.assistant)}` : ''}
        </>
      );
    case 'punishment':
      return (
        <>
          {te(`cardType.${event.card}`)}: {playerLabel(event.player)} ({team})
          {event.removal_cause && event.card === 'red' ? ` · ${te(`removalCause.${event.removal_cause}`)}` : ''}
        </>
      );
    case 'replacement':
      return (
        <>
          {t('protocol.kinds.replacement')}: {t('protocol.playerIn')}: {playerLabel(event.player)} ·{' '}
          {t('protocol.playerOut')}: {playerLabel(event.player_out)} ({team})
        </>
      );
    case 'missed_penalty':
      return (
        <>
          {t('protocol.kinds.missed_penalty')}: {playerLabel(event.player)} ({team}) ·{' '}
          {te(`penaltyFailure.${event.failure}`)}
        </>
      );
  }
}
