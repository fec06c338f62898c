// The standings with a tour range (`from_tour_id`, `to_tour_id` kept in the URL; a GET form the
// server answers before the page is live, ADR 0193).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AsyncView, EmptyState, endpoints, positiveId, useEndpointQuery, type TourRef } from '@league/shared';
import { StandingsTable } from '../../ui/league';
import { TieBreaks } from '../../ui/tie-breaks';
import { ChoiceForm } from '../../ui/choice-form';

type RangeEnd = 'from_tour_id' | 'to_tour_id';

/** The tour range chosen in the URL (tours of this tournament only) and ways to change it. */
function useTourRange(tours: TourRef[]) {
  const [params, setParams] = useSearchParams();
  // A tour of this tournament, or none.
  const tourOf = (key: string) => tours.find((tour) => tour.id === positiveId(params.get(key)))?.id;
  const fromTour = tourOf('from_tour_id');
  const toTour = tourOf('to_tour_id');
  const numberOf = (tourId: string) => tours.find((tour) => String(tour.id) === tourId)?.number;

  const change = (key: RangeEnd, value: string) => {
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
  const reset = () => {
    const next = new URLSearchParams(params);
    next.delete('from_tour_id');
    next.delete('to_tour_id');
    setParams(next, { preventScrollReset: true });
  };
  return { fromTour, toTour, change, reset };
}

/** Each end's label, and what it stands for when no tour is chosen. */
const END_TEXTS = {
  from_tour_id: { label: 'tournament.range.from', unset: 'tournament.range.first' },
  to_tour_id: { label: 'tournament.range.to', unset: 'tournament.range.last' },
} as const;

/** One end of the range: a tour, or the first (last) one when none is chosen. */
function TourSelect({
  id,
  name,
  value,
  tours,
  onChange,
}: {
  id: string;
  name: RangeEnd;
  value: string;
  tours: TourRef[];
  onChange: (key: RangeEnd, value: string) => void;
}) {
  const { t } = useTranslation('public');
  return (
    <div className="lg-field">
      <label htmlFor={id}>{t(END_TEXTS[name].label)}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(name, e.target.value)}>
        <option value="">{t(END_TEXTS[name].unset)}</option>
        {tours.map((tour) => (
          <option key={tour.id} value={tour.id}>
            {tour.title}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TableTab({ id, tours }: { id: number; tours: TourRef[] }) {
  const { t } = useTranslation('public');
  const fromId = useId();
  const toId = useId();
  const { fromTour, toTour, change, reset } = useTourRange(tours);
  const from = fromTour === undefined ? '' : String(fromTour);
  const to = toTour === undefined ? '' : String(toTour);
  const data = useEndpointQuery(endpoints.standings.table, {
    params: { id },
    query: { from_tour_id: fromTour, to_tour_id: toTour },
  });

  return (
    <section aria-label={t('tournament.tab.table')}>
      {tours.length > 1 && (
        <ChoiceForm>
          <fieldset className="pub-selects pub-range">
            <legend className="lg-visually-hidden">{t('tournament.range.label')}</legend>
            <TourSelect id={fromId} name="from_tour_id" value={from} tours={tours} onChange={change} />
            <TourSelect id={toId} name="to_tour_id" value={to} tours={tours} onChange={change} />
            {(from || to) && (
              <button type="button" className="lg-button lg-button--ghost" onClick={reset}>
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
