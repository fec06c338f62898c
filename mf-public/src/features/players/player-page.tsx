// /players/:playerslug: profile (photo, position, number, age, height, weight, badges), then
// statistics per tournament, matches (paginated) and tournaments.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AsyncView, endpoints, LocaleLink, useEndpointQuery, useLocale, type PlayerProfile } from '@league/shared';
import { Page } from '../../ui/page';
import { Pagination, usePageNumber } from '../../ui/pagination';
import { Fact, MatchList, PlayerBadges, ProfileCard, ProfileSection } from '../../ui/people';
import { DetailState, ProfileSkeleton } from '../../ui/detail-state';
import { ScrollTable } from '../../ui/scroll-table';
import { paths } from '../../paths';
import { person } from '../../ui/structured-data';

const PLAYER_MATCHES_PER_PAGE = 10;

function Statistics({ slug }: { slug: string }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.players.statistics, { params: { slug } });
  // Goals and assists first: on a phone they show beside the tournament, the rest scroll in.
  const columns = ['goals', 'assists', 'matches', 'minutes', 'penalties', 'yellow_cards', 'red_cards'] as const;
  return (
    <AsyncView
      data={data}
      isEmpty={(answer) => answer.data.length === 0}
      empty={<p className="lg-empty">{t('players.noStatistics')}</p>}
    >
      {({ data: rows }) => (
        <ScrollTable label={t('players.statisticsTable')}>
          <table className="lg-table pub-player-stats">
            <caption className="lg-visually-hidden">{t('players.statisticsTable')}</caption>
            <thead>
              <tr>
                <th scope="col" className="lg-table__team">
                  {t('players.tournament')}
                </th>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {t(`players.stat.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.tournament.id}>
                  <th scope="row" className="lg-table__team pub-player-stats__tournament">
                    {row.tournament.title}
                    {row.team && <span className="pub-player-stats__team">{row.team.title}</span>}
                  </th>
                  {columns.map((c) => (
                    <td key={c}>{row[c]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </AsyncView>
  );
}

function Matches({ slug }: { slug: string }) {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const data = useEndpointQuery(endpoints.players.matches, {
    params: { slug },
    query: { page, per_page: PLAYER_MATCHES_PER_PAGE },
  });
  return (
    <AsyncView
      data={data}
      isEmpty={(answer) => answer.data.length === 0}
      empty={<p className="lg-empty">{t('players.noMatches')}</p>}
    >
      {(answer) => (
        <>
          <MatchList matches={answer.data} label={t('players.matches')} />
          <Pagination total={answer.meta.total} perPage={PLAYER_MATCHES_PER_PAGE} />
        </>
      )}
    </AsyncView>
  );
}

function Tournaments({ slug }: { slug: string }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.players.tournaments, { params: { slug } });
  return (
    <AsyncView
      data={data}
      isEmpty={(answer) => answer.data.length === 0}
      empty={<p className="lg-empty">{t('players.noTournaments')}</p>}
    >
      {({ data: rows }) => (
        <ul className="pub-person-list">
          {rows.map((row) => (
            <li key={`${row.tournament.id}-${row.team.id}`} className="lg-card pub-person">
              <div className="pub-person__body">
                <strong>{row.tournament.title}</strong>
                <span className="pub-person__meta">
                  <LocaleLink to={paths.team(row.team.slug)}>{row.team.title}</LocaleLink>
                  {row.number !== null && ` · ${t('people.field.number')} ${row.number}`}
                  {` · ${t(`enums:applicationStatus.${row.status}`)}`}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AsyncView>
  );
}

function PlayerFacts({ player, team, club }: Pick<PlayerProfile, 'player' | 'team' | 'club'>) {
  const { t } = useTranslation('public');
  return (
    <dl className="pub-facts">
      <Fact term={t('people.field.position')}>{t(`enums:position.${player.position}`)}</Fact>
      <Fact term={t('people.field.number')}>{player.number ?? '—'}</Fact>
      <Fact term={t('people.field.age')}>{t('people.unit.years', { value: player.age })}</Fact>
      <Fact term={t('people.field.height')}>
        {player.height_cm !== null ? t('people.unit.cm', { value: player.height_cm }) : '—'}
      </Fact>
      <Fact term={t('people.field.weight')}>
        {player.weight_kg !== null ? t('people.unit.kg', { value: player.weight_kg }) : '—'}
      </Fact>
      {team && (
        <Fact term={t('people.field.team')}>
          <LocaleLink to={paths.team(team.slug)}>{team.title}</LocaleLink>
        </Fact>
      )}
      {club && (
        <Fact term={t('people.field.club')}>
          <LocaleLink to={paths.club(club.slug)}>{club.title}</LocaleLink>
        </Fact>
      )}
    </dl>
  );
}

export default function PlayerPage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { playerslug: slug = '' } = useParams();
  const data = useEndpointQuery(endpoints.players.profile, { params: { slug } });

  if (data.status !== 'success') return <DetailState data={data} loading={<ProfileSkeleton />} />;
  const { player, team, club } = data.data.data;
  return (
    <Page
      title={player.name}
      description={t('players.profileDescription', {
        name: player.name,
        position: t(`enums:position.${player.position}`),
        team: team?.title ?? '',
      })}
      share={{ kind: 'player', key: player.slug }}
      structuredData={[person({ name: player.name, path: paths.player(player.slug), locale, team })]}
      crumbs={[
        { title: t('players.title'), slug: paths.players() },
        { title: player.name, slug: paths.player(player.slug) },
      ]}
    >
      <ProfileCard src={player.photo} name={player.name} size={160}>
        <PlayerBadges player={player} />
        <PlayerFacts player={player} team={team} club={club} />
      </ProfileCard>
      <ProfileSection id="player-statistics" title={t('players.statistics')}>
        <Statistics slug={player.slug} />
      </ProfileSection>
      <ProfileSection id="player-matches" title={t('players.matches')}>
        <Matches slug={player.slug} />
      </ProfileSection>
      <ProfileSection id="player-tournaments" title={t('players.tournaments')}>
        <Tournaments slug={player.slug} />
      </ProfileSection>
    </Page>
  );
}
