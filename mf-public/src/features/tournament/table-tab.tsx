// The standings with a tour range (`from_tour_id`, `to_tour_id` kept in the URL; a GET form the
// server answers before the page is live, ADR 0193).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AsyncView, EmptyState, endpoints, positiveId, useEndpointQuery, type TourRef } from '@league/shared';
import { StandingsTable } from '../../ui/league';
import { TieBreaks } from '../../ui/tie-breaks';
import { ChoiceForm } from '../../ui/choice-form';

export function TableTab({ id, tours }: { id: number; tours: TourRef[] }) {
  const { t } = useTranslation('public');
  const fromId = useId();
  const toId = useId();
  const [params, setParams] = useSearchParams();
  // A tour of this tournament, or none.
  const tourOf = (key: string) => tours.find((tour) => tour.id === positiveId(params.get(key)))?.id;
  const fromTour = tourOf('from_tour_id');
  const toTour = tourOf('to_tour_id');
  const from = fromTour === undefined ? '' : String(fromTour);
  const to = toTour === undefined ? '' : String(toTour);
  const data = useEndpointQuery(endpoints.standings.table, {
    params: { id },
    query: { from_tour_id: fromTour, to_tour_id: toTour },
  });
  const numberOf = (tourId: string) => tours.find((tour) => String(tour.id) === tourId)?.number;

  const change = (key: 'from_tour_id' | 'to_tour_id', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // Keep the range the right way round.
    const f = numberOf(next.get('from_tour_id') ?? '');
    const l = numberOf(next.get('to_tour_id') ?? '');
    if (f !== undefined && l !== undefined && f > l)
      next.delete(key === 'from_tour_id' ? 'to_tour_id' : 'from_tour_id');
    setParams(next, { preventScrollReset: true });
  };

  return (
    <section aria-label={t('tournament.tab.table')}>
      {tours.length > 1 && (
        <ChoiceForm>
          <fieldset className="pub-selects pub-range">
            <legend className="lg-visually-hidden">{t('tournament.range.label')}</legend>
            <div className="lg-field">
              <label htmlFor={fromId}>{t('tournament.range.from')}</label>
              <select
                id={fromId}
                name="from_tour_id"
                value={from}
                onChange={(e) => change('from_tour_id', e.target.value)}
              >
                <option value="">{t('tournament.range.first')}</option>
                {tours.map((tour) => (
                  <option key={tour.id} value={tour.id}>
                    {tour.title}
                  </option>
                ))}
              </select>
            </div>
            <div className="lg-field">
              <label htmlFor={toId}>{t('tournament.range.to')}</label>
              <select id={toId} name="to_tour_id" value={to} onChange={(e) => change('to_tour_id', e.target.value)}>
                <option value="">{t('tournament.range.last')}</option>
                {tours.map((tour) => (
                  <option key={tour.id} value={tour.id}>
                    {tour.title}
                  </option>
                ))}
              </select>
            </div>
            {(from || to) && (
              <button
                type="button"
                className="lg-button lg-button--ghost"
                onClick={() => {
                  const next = new URLSearchParams(params);
                  next.delete('from_tour_id');
                  next.delete('to_tour_id');
                  setParams(next, { preventScrollReset: true });
                }}
              >
                {t('tournament.range.reset')}
              </button>
            )}
          </fieldset>
        </ChoiceForm>
      )}
      <AsyncView
        data={data}
        isEmpty={(answer) => answer.data.rows.length === 0}
        empty={<EmptyState>{t('tournament.emptyTable')}</EmptyState>}
      >
        {(answer) => (
          <>
            <StandingsTable rows={answer.data.rows} />
            <TieBreaks rows={answer.data.rows} />
          </>
        )}
      </AsyncView>
    </section>
  );
}
