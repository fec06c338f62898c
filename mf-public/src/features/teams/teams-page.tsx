// /teams: the season's teams (season and tournament filters kept in the URL; GET forms the server
// answers before the page is live, ADR 0193) and the standings.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  AsyncView,
  endpoints,
  LocaleLink,
  positiveId,
  Skeleton,
  useEndpointQuery,
  type TeamListItem,
} from '@league/shared';
import { Page } from '../../ui/page';
import { PersonPhoto, StandingsTable } from '../../ui/people';
import { paths } from '../../paths';
import { ChoiceForm } from '../../ui/choice-form';

function TeamCard({ team }: { team: TeamListItem }) {
  const { t } = useTranslation('public');
  return (
    <li className="lg-card pub-person">
      <PersonPhoto src={team.logo ?? team.club.logo} name={team.title} size={48} kind="logo" />
      <div className="pub-person__body">
        <LocaleLink className="pub-person__name" to={paths.team(team.slug)}>
          {team.title}
        </LocaleLink>
        <span className="pub-person__meta">
          {[
            team.club.title,
            t('teams.birthYear', { year: team.birth_year }),
            team.is_woman_squad ? t('teams.womenSquad') : null,
            team.is_active ? null : t('teams.inactive'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
    </li>
  );
}

export default function TeamsPage() {
  const { t } = useTranslation('public');
  const [params, setParams] = useSearchParams();
  const seasonId = positiveId(params.get('season_id')) ?? undefined;
  const tournamentId = positiveId(params.get('tournament_id')) ?? undefined;
  const data = useEndpointQuery(endpoints.teams.list, { query: { season_id: seasonId, tournament_id: tournamentId } });

  const choose = (key: 'season_id' | 'tournament_id', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'season_id') next.delete('tournament_id');
    next.delete('page');
    setParams(next);
  };

  return (
    <Page
      title={t('teams.title')}
      description={t('teams.description')}
      crumbs={[{ title: t('teams.title'), slug: paths.teams() }]}
    >
      <AsyncView data={data} loading={<Skeleton lines={8} height={28} />}>
        {({ data: answer }) => (
          <>
            <div className="pub-filters">
              <ChoiceForm>
                <label>
                  {t('teams.season')}
                  <select
                    name="season_id"
                    value={answer.season?.id ?? ''}
                    onChange={(e) => choose('season_id', e.target.value)}
                  >
                    {answer.seasons.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.title}
                      </option>
                    ))}
                  </select>
                </label>
              </ChoiceForm>
              {answer.tournaments.length > 0 && (
                // Another tournament of the same season; a new season starts from its main one.
                <ChoiceForm>
                  {answer.season && <input type="hidden" name="season_id" value={answer.season.id} />}
                  <label>
                    {t('teams.tournament')}
                    <select
                      name="tournament_id"
                      value={answer.tournament?.id ?? ''}
                      onChange={(e) => choose('tournament_id', e.target.value)}
                    >
                      {answer.tournaments.map((item) => (
                        <option key={item.id} value={item.id}>
                          {item.title}
                        </option>
                      ))}
                    </select>
                  </label>
                </ChoiceForm>
              )}
            </div>
            {answer.tournament && (
              // Not a named region: the table's own scroll region carries the same name (one
              // landmark per name, axe landmark-unique).
              <section className="pub-section">
                <h2 id="teams-table">
                  {t('teams.table')}: {answer.tournament.title}
                </h2>
                <StandingsTable
                  rows={answer.table}
                  caption={t('people.table.caption', { tournament: answer.tournament.title })}
                />
              </section>
            )}
            <section className="pub-section" aria-labelledby="teams-list">
              <h2 id="teams-list">{t('teams.list')}</h2>
              {answer.teams.length === 0 ? (
                <p className="lg-empty">{t('teams.none')}</p>
              ) : (
                <ul className="pub-person-list">
                  {answer.teams.map((team) => (
                    <TeamCard key={team.id} team={team} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </AsyncView>
    </Page>
  );
}
