// "Put this on your website": the code a club's webmaster copies to show the league's live table
// and fixtures of a team or tournament on the club's own site (an iframe of /embed/…, ADR 0280).
// A <details> of plain markup: it opens and its code is selected without the application's scripts.
import { useTranslation } from 'react-i18next';
import { publicOrigin, useLocale } from '@league/shared';
import './league.css';

export function embedCode(kind: 'tournament' | 'team', key: number | string, locale: string, title: string): string {
  const src = `${publicOrigin()}/embed/${kind === 'tournament' ? 'tournaments' : 'teams'}/${encodeURIComponent(String(key))}?lang=${locale}`;
  const safeTitle = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${src}" title="${safeTitle}" width="100%" height="640" style="border:0;max-width:720px" loading="lazy"></iframe>`;
}

export function EmbedSnippet({ kind, id, title }: { kind: 'tournament' | 'team'; id: number | string; title: string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const code = embedCode(kind, id, locale, title);
  return (
    <details className="pub-embed">
      <summary>{t('leagueUi.embed.summary')}</summary>
      <p>{t(kind === 'team' ? 'leagueUi.embed.teamHint' : 'leagueUi.embed.tournamentHint')}</p>
      <pre>
        <code>{code}</code>
      </pre>
      <p>
        <a href={`${publicOrigin()}${code.match(/\/embed\/[^"]+/)?.[0] ?? ''}`} target="_blank" rel="noopener">
          {t('leagueUi.embed.preview')}
        </a>
      </p>
    </details>
  );
}
