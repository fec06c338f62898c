// /teams/:slug/calendar: the team's matches of a tournament, grouped by tour.
import { useTranslation } from 'react-i18next';
import { CalendarFeedLinks } from '../../ui/calendar-feed';
import { useSearchParams } from 'react-router-dom';
import { AsyncView, endpoints, positiveId, Skeleton, useEndpointQuery, type TeamDetail } from '@league/shared';
import { TitleOptions } from '../../ui/choice-form';
import { MatchList } from '../../ui/people';
import { TeamFrame } from './team-frame';

/** The tour of the team's next match (live or to be played): the calendar opens there (`#next`). */
function nextTour(tours: { matches: { status: string }[] }[]): number {
  return tours.findIndex((tour) => tour.matches.some((m) => m.status === 'live' || m.status === 'scheduled'));
}

function Calendar({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation('public');
  const [params, setParams] = useSearchParams();
  const tournamentId = positiveId(params.get('tournament_id')) ?? undefined;
  const data = useEndpointQuery(endpoints.teams.matches, {
    params: { id: String(detail.team.id) },
    query: { tournament_id: tournamentId },
  });
  return (
    <AsyncView data={data} loading={<Skeleton lines={6} height={40} />}>
      {({ data: answer }) => (
        <>
          <CalendarFeedLinks kind="team" id={detail.team.id} />
          {answer.tournaments.length > 1 && (
            <form className="pub-filters" onSubmit={(e) => e.preventDefault()}>
              <label>
                {t('team.tournament')}
                <select
                  value={answer.tournament?.id ?? ''}
                  onChange={(e) => {
                    const next = new URLSearchParams(params);
                    next.set('tournament_id', e.target.value);
                    setParams(next);
                  }}
                >
                  <TitleOptions items={answer.tournaments} />
                </select>
              </label>
            </form>
          )}
          {nextTour(answer.tours) >= 0 && (
            <p>
              <a href="#next">{t('team.toNext')}</a>
            </p>
          )}
          {answer.tours.length === 0 ? (
            <p className="lg-empty">{t('team.noMatches')}</p>
          ) : (
            answer.tours.map((tour, i) => (
              <section
                key={`${tour.tour_name}-${i}`}
                id={i === nextTour(answer.tours) ? 'next' : undefined}
                className="pub-section"
                aria-labelledby={`tour-${i}`}
              >
                <h2 id={`tour-${i}`}>{tour.tour_name || t('team.noTour')}</h2>
                <MatchList matches={tour.matches} label={tour.tour_name || t('team.noTour')} />
              </section>
            ))
          )}
        </>
      )}
    </AsyncView>
  );
}

export default function TeamCalendarPage() {
  const { t } = useTranslation('public');
  return <TeamFrame section={t('team.tabs.calendar')}>{(detail) => <Calendar detail={detail} />}</TeamFrame>;
}
