// The match sheet's history under the sign-off: when, what, which team, by whom and why.
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@league/shared';
import type { MatchSheet } from '@league/shared/cabinet';

export function History({ sheet }: { sheet: MatchSheet }) {
  const { t } = useTranslation('cab-matches');
  const locale = useLocale();
  if (sheet.history.length === 0) return null;
  return (
    <details className="sh-history">
      <summary>{t('sheet.history')}</summary>
      <ol>
        {sheet.history.map((h, i) => (
          <li key={`${h.at}-${i}`}>
            {formatDate(h.at, 'dayTime', locale)} — {t(`sheet.actions.${h.action}`)}
            {h.team_type ? ` · ${sheet.sides[h.team_type].team.title}` : ''}
            {h.player ? ` · ${h.player}` : ''}
            {h.by ? ` · ${h.by}` : ''}
            {h.reason ? `: «${h.reason}»` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}
