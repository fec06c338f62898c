// /teams/:slug: the 5-row table window around the team, recent and next matches.
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@league/shared';
import { EmbedSnippet } from '../../ui/embed-snippet';
import { MatchList, StandingsTable } from '../../ui/people';
import { TeamFrame } from './team-frame';
import { paths } from '../../paths';

export default function TeamPage() {
  const { t } = useTranslation('public');
  return (
    <TeamFrame>
      {({ team, tournament, table_window, recent_matches, next_matches }) => (
        <>
          {/* Not a named region: the table's own scroll region carries the same name (one landmark per name). */}
          <section className="pub-section">
            <h2 id="team-table">
              {tournament ? t('team.tableOf', { tournament: tournament.title }) : t('team.table')}
            </h2>
            <StandingsTable
              rows={table_window}
              highlightTeamId={team.id}
              caption={t('people.table.caption', { tournament: tournament?.title ?? '' })}
            />
            {tournament && (
              <p>
                <LocaleLink to={paths.teamApplication(tournament.id, team.slug)}>{t('team.application')}</LocaleLink>
              </p>
            )}
          </section>
          <section className="pub-section" aria-labelledby="team-recent">
            <h2 id="team-recent">{t('team.recent')}</h2>
            {recent_matches.length === 0 ? (
              <p className="lg-empty">{t('team.noRecent')}</p>
            ) : (
              <MatchList matches={recent_matches} label={t('team.recent')} />
            )}
          </section>
          <section className="pub-section" aria-labelledby="team-next">
            <h2 id="team-next">{t('team.next')}</h2>
            {next_matches.length === 0 ? (
              <p className="lg-empty">{t('team.noNext')}</p>
            ) : (
              <MatchList matches={next_matches} label={t('team.next')} />
            )}
          </section>
          <EmbedSnippet kind="team" id={team.slug} title={team.title} />
        </>
      )}
    </TeamFrame>
  );
}
