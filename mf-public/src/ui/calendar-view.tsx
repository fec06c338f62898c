// The calendar of the league pages: tours → days → matches, with the round picker that opens at
// the current round. Strings live in ui/league-i18n.ts (key `leagueUi`).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ChoiceForm } from './choice-form';
import { EmptyState, formatDate, useLocale, type CalendarGroups } from '@league/shared';
import { MatchList } from './league';
import './league.css';

const GROUPS = ['all', 'not_started', 'completed'] as const;
type Group = (typeof GROUPS)[number];
type Tour = CalendarGroups['all'][number];

/**
 * The round a visitor comes for, read from the data alone (so the server and the browser agree):
 * the round with a match being played, else the round of the soonest match still to be played,
 * else the last round (the season is over). Null for an empty calendar.
 */
export function currentTourNumber(tours: readonly Tour[]): number | null {
  let soonest: { at: string; tour: number } | null = null;
  for (const tour of tours) {
    for (const day of tour.days) {
      for (const match of day.matches) {
        if (match.status === 'live') return tour.tour_number;
        if (match.status !== 'scheduled') continue;
        const at = match.date_time ?? `${day.date}T23:59:59Z`;
        if (!soonest || at < soonest.at) soonest = { at, tour: tour.tour_number };
      }
    }
  }
  return soonest?.tour ?? tours.at(-1)?.tour_number ?? null;
}

/** The round a group opens at: the current one, else the next one it has, else its last. */
function openingTour(tours: readonly Tour[], current: number | null): number | null {
  if (tours.length === 0) return null;
  if (current === null) return tours[0].tour_number;
  return (tours.find((tour) => tour.tour_number >= current) ?? tours[tours.length - 1]).tour_number;
}

/** Previous round, the round (or the whole season) and next round, kept in `?tour=`. */
function RoundPicker({
  tours,
  chosen,
  onChoose,
}: {
  tours: readonly Tour[];
  chosen: number | 'all';
  onChoose: (next: number | 'all') => void;
}) {
  const { t } = useTranslation('public');
  const [params] = useSearchParams();
  const selectId = useId();
  const numbers = [...new Set(tours.map((tour) => tour.tour_number))];
  const at = chosen === 'all' ? -1 : numbers.indexOf(chosen);
  const step = (by: -1 | 1) => numbers[at + by];
  return (
    <nav className="pub-rounds" aria-label={t('leagueUi.calendar.rounds')}>
      <button
        type="button"
        className="lg-button lg-button--ghost pub-rounds__step"
        disabled={at <= 0}
        onClick={() => onChoose(step(-1))}
      >
        <span aria-hidden="true">‹ </span>
        {t('leagueUi.calendar.previousRound')}
      </button>
      {/* A GET form the server answers: a round chosen before the page is live is the server's
          page for `?tour=` (the wake script submits it), not a wait for the application. */}
      <ChoiceForm className="lg-field pub-rounds__select">
        {[...params].map(([name, value]) =>
          name === 'tour' ? null : <input key={`${name}=${value}`} type="hidden" name={name} value={value} />,
        )}
        <label htmlFor={selectId} className="lg-visually-hidden">
          {t('leagueUi.calendar.round')}
        </label>
        <select
          id={selectId}
          name="tour"
          value={String(chosen)}
          onChange={(e) => onChoose(e.target.value === 'all' ? 'all' : Number(e.target.value))}
        >
          {numbers.map((n) => (
            <option key={n} value={n}>
              {tours.find((tour) => tour.tour_number === n)!.tour_name}
            </option>
          ))}
          <option value="all">{t('leagueUi.calendar.allRounds')}</option>
        </select>
      </ChoiceForm>
      <button
        type="button"
        className="lg-button lg-button--ghost pub-rounds__step"
        disabled={at < 0 || at >= numbers.length - 1}
        onClick={() => onChoose(step(1))}
      >
        {t('leagueUi.calendar.nextRound')}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}

/**
 * Calendar groups (all / upcoming / completed, kept in `?group=`) → tours → days → matches.
 * It opens at the current round (`currentTourNumber`); `?tour=N` picks another, `?tour=all`
 * shows the whole season.
 */
export function CalendarView({ calendar, showTournament }: { calendar: CalendarGroups; showTournament?: boolean }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const raw = params.get('group');
  const group: Group = (GROUPS as readonly string[]).includes(raw ?? '') ? (raw as Group) : 'all';
  const tours = calendar[group];
  const asked = params.get('tour');
  const askedNumber = Number(asked);
  const chosen: number | 'all' | null =
    asked === 'all'
      ? 'all'
      : tours.some((tour) => tour.tour_number === askedNumber)
        ? askedNumber
        : openingTour(tours, currentTourNumber(calendar.all));
  const shown = chosen === 'all' || chosen === null ? tours : tours.filter((tour) => tour.tour_number === chosen);
  const choose = (next: Group) => {
    const p = new URLSearchParams(params);
    if (next === 'all') p.delete('group');
    else p.set('group', next);
    // Each group opens at its own current round.
    p.delete('tour');
    setParams(p, { replace: true, preventScrollReset: true });
  };
  const chooseTour = (next: number | 'all') => {
    const p = new URLSearchParams(params);
    p.set('tour', String(next));
    setParams(p, { replace: true, preventScrollReset: true });
  };
  return (
    <div className="pub-calendar">
      <div className="pub-segmented" role="group" aria-label={t('leagueUi.calendar.groups')}>
        {GROUPS.map((g) => (
          <button
            key={g}
            type="button"
            className="pub-segmented__item"
            aria-pressed={g === group}
            onClick={() => choose(g)}
          >
            {t(`leagueUi.calendar.${g}`)}
          </button>
        ))}
      </div>
      {tours.length > 1 && chosen !== null && <RoundPicker tours={tours} chosen={chosen} onChoose={chooseTour} />}
      {tours.length === 0 ? (
        <EmptyState>{t('leagueUi.calendar.empty')}</EmptyState>
      ) : (
        shown.map((tour) => (
          <section
            key={`${tour.tour_number}-${tour.tour_name}`}
            className="pub-calendar__tour"
            aria-label={tour.tour_name}
          >
            <h2>{tour.tour_name}</h2>
            {tour.days.map((day) => (
              <div key={day.date} className="pub-calendar__day">
                <h3>{formatDate(`${day.date}T12:00:00+05:00`, 'long', locale)}</h3>
                <MatchList matches={day.matches} showTournament={showTournament} />
              </div>
            ))}
          </section>
        ))
      )}
    </div>
  );
}
