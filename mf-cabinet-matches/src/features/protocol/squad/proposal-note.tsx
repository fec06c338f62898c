// Where a proposed lineup comes from: the team's last match in this tournament (opponent, date) or
// its application.
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@league/shared';
import type { SquadProposal } from '@league/shared/cabinet';

export function ProposalNote({ proposal }: { proposal: SquadProposal }) {
  const { t } = useTranslation('cab-matches');
  const locale = useLocale();
  return (
    <p className="sq-proposed">
      {proposal.source === 'last_match' && proposal.match
        ? t('lineup.proposedLast', {
            opponent: proposal.match.opponent,
            date: formatDate(proposal.match.date_time, 'short', locale),
          })
        : t('lineup.proposedApplication')}
    </p>
  );
}
