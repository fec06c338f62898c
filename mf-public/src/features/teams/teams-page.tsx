// /teams: the season's teams (season and tournament filters kept in the URL; GET forms the server
// answers before the page is live, ADR 0193) and the standings.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AsyncView, endpoints, positiveId, Skeleton, useEndpointQuery, type TeamsList } from '@league/shared';
import { SectionPage } from '../../ui/page';
import { joinDetails, PersonCard, ProfileSection, StandingsTable } from '../../ui/people';
import { paths } from '../../paths';
import { ChoiceForm, TitleOptions } from '../../ui/choice-form';

type Choice = 'season_id' | 'tournament_id';

/** The season and tournament chosen in the URL, and a way to choose another. */
function useTeamsFilter() {
  const [params, setParams] = useSearchParams();
  const seasonId = positiveId(params.get('season_id')) ?? undefined;
  const tournamentId = positiveId(params.get('tournament_id')) ?? undefined;
  const choose = (key: Choice, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'season_id') next.delete('tournament_id');
    next.delete('page');
    setParams(next);
  };
  return { seasonId, tournamentId, choose };
}

/** Each filter's label (teams.*). */
const LABELS: Record<Choice, string> = { season_id: 'season', tournament_id: 'tournament' };

function FilterSelect({
  name,
  value,
  options,
  onChoose,
}: {
  name: Choice;
  value: number | '';
  options: { id: number; title: string }[];
  onChoose: (key: Choice, value: string) => void;
}) {
  const { t } = useTranslation('public');
  return (
    <label>
      {t(`teams.${LABELS[name]}`)}
      <select name={name} value={value} onChange={(e) => onChoose(name, e.target.value)}>
        <TitleOptions items={options} />
      </select>
    </label>
  );
}

function TeamsFilters({ answer, onChoose }: { answer: TeamsList; onChoose: (key: Choice, value: string) => void }) {
  return (
    <div className="pub-filters">
      <ChoiceForm>
        <FilterSelect name="season_id" value={answer.season?.id ?? ''} options={answer.seasons} onChoose={onChoose} />
      </ChoiceForm>
      {answer.tournaments.length > 0 && (
        // Another tournament of the same season; a new season starts from its main one.
        <ChoiceForm>
          {answer.season && <input type="hidden" name="season_id" value={answer.season.id} />}
          <FilterSelect
            name="tournament_id"
            value={answer.tournament?.id ?? ''}
            options={answer.tournaments}
            onChoose={onChoose}
          />
        </ChoiceForm>
      )}
    </div>
  );
}

function SeasonTeams({ answer }: { answer: TeamsList }) {
  const { t } = useTranslation('public');
  return (
    <>
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
      <ProfileSection id="teams-list" title={t('teams.list')}>
        {answer.teams.length === 0 ? (
          <p className="lg-empty">{t('teams.none')}</p>
        ) : (
          <ul className="pub-person-list">
            {answer.teams.map((team) => (
              <PersonCard
                key={team.id}
                name={team.title}
                to={paths.team(team.slug)}
                photo={team.logo ?? team.club.logo}
                size={48}
                kind="logo"
                about={joinDetails([
                  team.club.title,
                  t('teams.birthYear', { year: team.birth_year }),
                  team.is_woman_squad ? t('teams.womenSquad') : null,
                  team.is_active ? null : t('teams.inactive'),
                ])}
              />
            ))}
          </ul>
        )}
      </ProfileSection>
    </>
  );
}

export default function TeamsPage() {
  const { seasonId, tournamentId, choose } = useTeamsFilter();
  const data = useEndpointQuery(endpoints.teams.list, { query: { season_id: seasonId, tournament_id: tournamentId } });
  return (
    <SectionPage section="teams" slug={paths.teams()}>
      <AsyncView data={data} loading={<Skeleton lines={8} height={28} />}>
        {({ data: answer }) => (
          <>
            <TeamsFilters answer={answer} onChoose={choose} />
            <SeasonTeams answer={answer} />
          </>
        )}
      </AsyncView>
    </SectionPage>
  );
}
