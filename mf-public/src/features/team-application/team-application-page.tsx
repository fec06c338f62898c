// /tournaments/:id/teams/:team_slug: a team's application to a tournament as the public sees it —
// the application status, the accepted (`submitted`) players grouped by position and sorted by
// number, and the accepted staff; printable as an A4 sheet.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  endpoints,
  LocaleLink,
  positiveId,
  PrintButton,
  PrintHeader,
  Skeleton,
  useEndpointQuery,
  type TeamApplicationGroup,
  type TournamentTeamApplication,
} from '@league/shared';
import { Page } from '../../ui/page';
import { Fact, PersonCard, PersonPhoto, PlayerBadges } from '../../ui/people';
import { DetailState } from '../../ui/detail-state';
import './team-application.css';
import { paths } from '../../paths';

function Facts({ data }: { data: TournamentTeamApplication }) {
  const { t } = useTranslation('public');
  const { tournament, team } = data;
  return (
    <div className="pub-tapp-head lg-card">
      <PersonPhoto src={team.logo} name={team.title} size={72} kind="logo" eager />
      <dl className="pub-facts" aria-label={t('teamApplication.facts')}>
        <Fact term={t('teamApplication.team')}>
          <LocaleLink to={paths.team(team.slug)}>{team.title}</LocaleLink>
        </Fact>
        <Fact term={t('teamApplication.club')}>
          <LocaleLink to={paths.club(team.club.slug)}>{team.club.title}</LocaleLink>
        </Fact>
        <Fact term={t('teamApplication.tournament')}>
          <LocaleLink to={paths.tournament(tournament.id)}>{tournament.title}</LocaleLink>
        </Fact>
        <Fact term={t('teamApplication.season')}>{tournament.season.title}</Fact>
        <Fact term={t('teamApplication.ageGroup')}>
          {t('teamApplication.ageGroupValue', {
            age: tournament.age_group,
            gender: t(`teamApplication.gender.${tournament.gender}`),
          })}
        </Fact>
        <Fact term={t('teamApplication.status.label')}>
          <span className={`pub-tapp-status pub-tapp-status--${data.status}`}>
            {t(`teamApplication.status.${data.status}`)}
          </span>
        </Fact>
      </dl>
    </div>
  );
}

function PlayersTable({ group }: { group: TeamApplicationGroup }) {
  const { t } = useTranslation('public');
  const heading = t(`people.position.${group.position}`);
  const id = `tapp-${group.position}`;
  return (
    <section className="pub-section" aria-labelledby={id}>
      <h3 id={id} className="pub-tapp-group">
        {heading}
      </h3>
      <div className="lg-table-wrap">
        <table className="lg-table pub-tapp-table">
          <caption className="lg-visually-hidden">{heading}</caption>
          <thead>
            <tr>
              <th scope="col">{t('teamApplication.column.number')}</th>
              <th scope="col" className="lg-table__team">
                {t('teamApplication.column.name')}
              </th>
              <th scope="col">{t('people.field.age')}</th>
              <th scope="col" className="lg-table__team">
                {t('teamApplication.column.badges')}
              </th>
            </tr>
          </thead>
          <tbody>
            {group.players.map((player) => (
              <tr key={player.id}>
                <td>{player.number ?? '—'}</td>
                <th scope="row" className="lg-table__team">
                  <LocaleLink to={paths.player(player.slug)}>{player.name}</LocaleLink>
                </th>
                <td>{t('people.unit.years', { value: player.age })}</td>
                <td className="lg-table__team">
                  <PlayerBadges player={player} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Application({ data }: { data: TournamentTeamApplication }) {
  const { t } = useTranslation('public');
  const { tournament, team, players, staff } = data;
  const count = players.reduce((sum, group) => sum + group.players.length, 0);
  return (
    <Page
      title={t('teamApplication.title', { team: team.title, tournament: tournament.title })}
      description={t('teamApplication.description', { team: team.title, tournament: tournament.title })}
      share={{ kind: 'team', key: team.slug }}
      crumbs={[
        { title: t('teamApplication.crumbs.tournaments'), slug: paths.tournaments() },
        { title: tournament.title, slug: paths.tournament(tournament.id) },
      ]}
      actions={<PrintButton />}
    >
      {/* On paper: the league, the team and tournament, the day (print.css of @league/shared). */}
      <PrintHeader subject={`${team.title} — ${tournament.title}`} />
      <Facts data={data} />

      <section className="pub-section" aria-labelledby="tapp-players">
        <h2 id="tapp-players">{t('teamApplication.players')}</h2>
        {count === 0 ? (
          <p className="lg-empty">{t('teamApplication.noPlayers')}</p>
        ) : (
          <>
            <p className="pub-tapp-count">{t('teamApplication.playersCount', { count })}</p>
            {players.map((group) => (
              <PlayersTable key={group.position} group={group} />
            ))}
          </>
        )}
      </section>

      <section className="pub-section" aria-labelledby="tapp-staff">
        <h2 id="tapp-staff">{t('teamApplication.staff')}</h2>
        {staff.length === 0 ? (
          <p className="lg-empty">{t('teamApplication.noStaff')}</p>
        ) : (
          <ul className="pub-person-list" aria-labelledby="tapp-staff">
            {staff.map((person) => (
              <PersonCard
                key={person.id}
                name={person.name}
                to={paths.staff(team.slug, person.slug)}
                photo={person.photo}
                size={48}
                about={person.position ?? t(`enums:staffKind.${person.kind}`)}
              />
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}

export default function TeamApplicationPage() {
  const { id, team_slug: teamSlug = '' } = useParams();
  // The route admits only an id here (routes.ts); a bad team slug is the API's 404.
  const data = useEndpointQuery(endpoints.applications.teamApplication, {
    params: { id: positiveId(id)!, team_slug: teamSlug },
  });

  if (data.status !== 'success')
    return (
      <DetailState
        data={data}
        loading={
          <div className="lg-container pub-page">
            <Skeleton lines={1} height={36} />
            <Skeleton lines={3} height={22} />
            <Skeleton lines={8} height={40} />
          </div>
        }
      />
    );
  return <Application data={data.data.data} />;
}
