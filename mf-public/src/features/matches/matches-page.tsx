// All matches: paginated, filtered by tournament, team and status (all kept in the URL).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AsyncView, EmptyState, endpoints, MATCH_STATUSES, positiveId, useEndpointQuery } from '@league/shared';
import { TitleOptions } from '../../ui/choice-form';
import { Page } from '../../ui/page';
import { Pagination, usePageNumber } from '../../ui/pagination';
import { MatchList } from '../../ui/league';
import './matches.css';

const PER_PAGE = 20;

export default function MatchesPage() {
  const { t } = useTranslation('public');
  const ids = { tournament: useId(), team: useId(), status: useId() };
  const [params, setParams] = useSearchParams();
  const page = usePageNumber();
  const tournament = positiveId(params.get('tournament_id')) ?? undefined;
  const team = positiveId(params.get('team_id')) ?? undefined;
  const rawStatus = params.get('status');
  const status = MATCH_STATUSES.find((known) => known === rawStatus);

  const tournaments = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'tournament' } });
  const teams = useEndpointQuery(endpoints.handbooks.list, {
    params: { name: 'team' },
    query: { tournament_id: tournament },
  });
  const data = useEndpointQuery(endpoints.matches.list, {
    query: { per_page: PER_PAGE, page, tournament_id: tournament, team_id: team, status },
  });

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    if (key === 'tournament_id') next.delete('team_id');
    setParams(next);
  };

  return (
    <Page title={t('match.listTitle')} description={t('match.listDescription')}>
      <form className="pub-selects" aria-label={t('match.filters')} onSubmit={(e) => e.preventDefault()}>
        <div className="lg-field">
          <label htmlFor={ids.tournament}>{t('match.tournament')}</label>
          <select id={ids.tournament} value={tournament ?? ''} onChange={(e) => set('tournament_id', e.target.value)}>
            <option value="">{t('match.any')}</option>
            <TitleOptions items={tournaments.data?.data} />
          </select>
        </div>
        <div className="lg-field">
          <label htmlFor={ids.team}>{t('match.team')}</label>
          <select id={ids.team} value={team ?? ''} onChange={(e) => set('team_id', e.target.value)}>
            <option value="">{t('match.any')}</option>
            <TitleOptions items={teams.data?.data} />
          </select>
        </div>
        <div className="lg-field">
          <label htmlFor={ids.status}>{t('match.status')}</label>
          <select id={ids.status} value={status ?? ''} onChange={(e) => set('status', e.target.value)}>
            <option value="">{t('match.any')}</option>
            {MATCH_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`enums:matchStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<EmptyState>{t('match.none')}</EmptyState>}>
        {(answer) => (
          <>
            <p className="pub-muted" role="status">
              {t('match.found', { count: answer.meta.total })}
            </p>
            <MatchList matches={answer.data} showTournament />
            <Pagination total={answer.meta.total} perPage={PER_PAGE} />
          </>
        )}
      </AsyncView>
    </Page>
  );
}
