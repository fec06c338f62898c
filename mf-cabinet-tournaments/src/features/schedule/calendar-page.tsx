// /cabinet/tournaments/:id/calendar (super_admin, command_admin, media_manager): the tours and
// matches of a tournament grouped like the public calendar — all / not started / completed,
// then by tour, then by the Asia/Almaty day, in kick-off order. Read-only.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  AsyncView,
  formatDate,
  LocaleLink,
  useEndpointQuery,
  useLocale,
  type CabinetMatch,
  type TournamentMatchesResponse,
} from '@league/shared';
import { StatusBadge, endpoints, positiveId } from '@league/shared/cabinet';
import { SchedulePage } from './schedule-page';
import { otherRemotePaths, paths } from '../../paths';
import '../../ui/tournaments.css';

type Group = 'all' | 'not_started' | 'completed';
const GROUPS: Array<[Group, string]> = [
  ['all', 'schedule.all'],
  ['not_started', 'schedule.notStarted'],
  ['completed', 'schedule.completed'],
];

/** The public calendar's groups: not started = scheduled or postponed; completed = finished. */
export function inGroup(match: CabinetMatch, group: Group): boolean {
  if (group === 'all') return true;
  if (group === 'not_started') return match.status === 'scheduled' || match.status === 'postponed';
  return match.status === 'finished';
}

export interface TourGroup {
  key: string;
  title: string | null;
  days: Array<{ date: string | null; matches: CabinetMatch[] }>;
}

/** Matches by tour (tour order, untoured last), then by Almaty day, in kick-off order. */
export function groupCalendar(matches: CabinetMatch[]): TourGroup[] {
  const tours = new Map<string, TourGroup & { order: number }>();
  for (const match of matches) {
    const key = match.tour ? `t${match.tour.id}` : 'none';
    const group = tours.get(key) ?? {
      key,
      title: match.tour?.title ?? null,
      order: match.tour?.number ?? Number.MAX_SAFE_INTEGER,
      days: [],
    };
    let day = group.days.find((d) => d.date === match.date);
    if (!day) {
      day = { date: match.date, matches: [] };
      group.days.push(day);
    }
    day.matches.push(match);
    tours.set(key, group);
  }
  const byTime = (a: CabinetMatch, b: CabinetMatch) =>
    (a.date_time ?? '~').localeCompare(b.date_time ?? '~') || a.id - b.id;
  return [...tours.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ key, title, days }) => ({
      key,
      title,
      days: days
        .sort((a, b) => (a.date ?? '~').localeCompare(b.date ?? '~'))
        .map((d) => ({ date: d.date, matches: d.matches.sort(byTime) })),
    }));
}

export default function CalendarPage() {
  const { id: raw } = useParams();
  const id = positiveId(raw);
  const answer = useEndpointQuery(endpoints.tournaments.matches, id ? { params: { id } } : null);
  return <AsyncView data={answer}>{(data) => <CalendarView data={data.data} />}</AsyncView>;
}

function CalendarView({ data }: { data: TournamentMatchesResponse['data'] }) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const { tournament, matches } = data;
  const [group, setGroup] = useState<Group>('all');
  const title = t('schedule.calendar');
  const tours = groupCalendar(matches.filter((m) => inGroup(m, group)));
  return (
    <SchedulePage
      tournament={tournament}
      title={title}
      actions={
        <LocaleLink className="lg-button lg-button--ghost" to={paths.tournamentMatches(tournament.id)}>
          {t('schedule.matches')}
        </LocaleLink>
      }
    >
      <div className="ct-tabs" role="group" aria-label={t('schedule.status')}>
        {GROUPS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            className="lg-button lg-button--ghost"
            aria-pressed={group === key}
            onClick={() => setGroup(key)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      {tours.length === 0 ? (
        <p className="lg-empty">{t('schedule.noMatches')}</p>
      ) : (
        tours.map((tour) => (
          <section key={tour.key} className="ct-tour" aria-label={tour.title ?? t('schedule.noTour')}>
            <h2>{tour.title ?? t('schedule.noTour')}</h2>
            {tour.days.map((day) => (
              <div key={day.date ?? 'none'} className="ct-day">
                <h3>{day.date ? formatDate(day.date, 'long', locale) : t('schedule.noDate')}</h3>
                {day.matches.map((match) => (
                  <div key={match.id} className="ct-match">
                    <span>{match.time ?? '—'}</span>
                    <span className="ct-match-teams">
                      {match.openable ? (
                        <LocaleLink to={otherRemotePaths.matchProtocol(tournament.id, match.id)}>
                          {match.host.title} — {match.guest.title}
                        </LocaleLink>
                      ) : (
                        <span>
                          {match.host.title} — {match.guest.title}
                        </span>
                      )}
                      {match.stadium && <span className="ct-muted"> · {match.stadium.title}</span>}
                    </span>
                    <StatusBadge kind="match" status={match.status} />
                  </div>
                ))}
              </div>
            ))}
          </section>
        ))
      )}
    </SchedulePage>
  );
}
