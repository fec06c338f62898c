// /teams/:slug: the 5-row table window around the team, recent and next matches.
import { useTranslation } from 'react-i18next';
import { LocaleLink, type MatchCard } from '@league/shared';
import { EmbedSnippet } from '../../ui/embed-snippet';
import { MatchList, ProfileSection, StandingsTable } from '../../ui/people';
import { TeamFrame } from './team-frame';
import { paths } from '../../paths';

/** The team's recent or next matches, or a line saying there are none. */
function TeamMatches({
  id,
  title,
  empty,
  matches,
}: {
  id: string;
  title: string;
  empty: string;
  matches: MatchCard[];
}) {
  return (
    <ProfileSection id={id} title={title}>
      {matches.length === 0 ? <p className="lg-empty">{empty}</p> : <MatchList matches={matches} label={title} />}
    </ProfileSection>
  );
}

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
          <TeamMatches id="team-recent" title={t('team.recent')} empty={t('team.noRecent')} matches={recent_matches} />
          <TeamMatches id="team-next" title={t('team.next')} empty={t('team.noNext')} matches={next_matches} />
          <EmbedSnippet kind="team" id={team.slug} title={team.title} />
        </>
      )}
    </TeamFrame>
  );
}
