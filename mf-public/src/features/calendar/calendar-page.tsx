// Season calendar: pick a tournament (the main one by default); tours → days → matches.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AsyncView, endpoints, LocaleLink, positiveId, useEndpointQuery } from '@league/shared';
import { CalendarFeedLinks } from '../../ui/calendar-feed';
import { Page } from '../../ui/page';
import { CalendarView } from '../../ui/calendar-view';
import { ChoiceForm, TitleOptions } from '../../ui/choice-form';
import { paths } from '../../paths';

export default function CalendarPage() {
  const { t } = useTranslation('public');
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const chosen = positiveId(params.get('tournament_id')) ?? undefined;
  const tournaments = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'tournament' } });
  const main = useEndpointQuery(endpoints.handbooks.mainTournament, {});
  const data = useEndpointQuery(endpoints.standings.calendar, { query: { tournament_id: chosen } });
  const current = String(chosen ?? main.data?.data?.id ?? '');

  return (
    <Page title={t('calendar.title')} description={t('calendar.description')}>
      <ChoiceForm className="pub-selects">
        <div className="lg-field">
          <label htmlFor={selectId}>{t('calendar.tournament')}</label>
          <select
            id={selectId}
            name="tournament_id"
            value={current}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              next.set('tournament_id', e.target.value);
              next.delete('group');
              setParams(next);
            }}
          >
            {current === '' && <option value="">{t('calendar.tournament')}</option>}
            <TitleOptions items={tournaments.data?.data} />
          </select>
        </div>
        {current && <LocaleLink to={paths.tournament(current)}>{t('calendar.toTournament')}</LocaleLink>}
      </ChoiceForm>
      {current && <CalendarFeedLinks kind="tournament" id={current} />}
      <AsyncView data={data}>{(answer) => <CalendarView calendar={answer.data} />}</AsyncView>
    </Page>
  );
}
