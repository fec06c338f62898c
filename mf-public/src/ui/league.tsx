// Building blocks of the league pages (home, tournaments, tournament, calendar, matches):
// team name with logo, score with shoot-out, match card, standings table, form letters and the
// calendar (tours → days → matches). Strings live in ui/league-i18n.ts (key `leagueUi`).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ChoiceForm } from './choice-form';
import {
  EmptyState,
  formatDate,
  LocaleLink,
  useLocale,
  type CalendarGroups,
  type Locale,
  type MatchCard,
  type ResultLetter,
  type ScorePair,
  type TableRow,
  type TeamRef,
} from '@league/shared';
import { ScrollTable } from './scroll-table';
import './league.css';
import { paths } from '../paths';

/** A team's logo (or initials) and name, linking to its page when it has a slug. */
export function TeamName({ team, size = 24, link = true }: { team: TeamRef; size?: number; link?: boolean }) {
  const logo = team.logo ? (
    <img
      className="pub-teamname__logo"
      src={team.logo}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span
      className="pub-teamname__logo pub-teamname__logo--empty"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {team.title.slice(0, 1)}
    </span>
  );
  const body = (
    <>
      {logo}
      <span className="pub-teamname__title">{team.title}</span>
    </>
  );
  return link && team.slug ? (
    <LocaleLink className="pub-teamname" to={paths.team(team.slug)}>
      {body}
    </LocaleLink>
  ) : (
    <span className="pub-teamname">{body}</span>
  );
}

/** '1 : 1 (4 : 3 pen.)' — the score and, when there was one, the shoot-out. */
export function scoreText(
  score: ScorePair | null,
  shootout: ScorePair | null,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (!score) return '– : –';
  const main = `${score.host} : ${score.guest}`;
  return shootout ? `${main} ${t('leagueUi.shootout', { host: shootout.host, guest: shootout.guest })}` : main;
}

export function StatusBadge({ status }: { status: MatchCard['status'] }) {
  const { t } = useTranslation('public');
  return <span className={`pub-status pub-status--${status}`}>{t(`enums:matchStatus.${status}`)}</span>;
}

/**
 * What a moved fixture says (ADR 0177): a cancelled match with its reason, a postponed one with
 * its former kick-off or that the new date is to be set; nothing for any other match.
 */
export function fixtureNote(
  match: Pick<MatchCard, 'status' | 'date_time' | 'cancellation_reason' | 'postponed_from'>,
  t: (key: string, options?: Record<string, string>) => string,
  locale: Locale,
): string | null {
  if (match.status === 'cancelled')
    return match.cancellation_reason
      ? t('leagueUi.cancelledBecause', { reason: match.cancellation_reason })
      : t('leagueUi.cancelled');
  if (match.status !== 'postponed') return null;
  if (match.date_time === null) return t('leagueUi.postponedTbd');
  return match.postponed_from
    ? t('leagueUi.postponedFrom', { date: formatDate(match.postponed_from, 'dayTime', locale as Locale) })
    : null;
}

export function FixtureNote({ match, className }: { match: MatchCard; className: string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const note = fixtureNote(match, t, locale);
  return note ? <p className={`${className} pub-fixture-note pub-fixture-note--${match.status}`}>{note}</p> : null;
}

/** One match in a list: time, teams, score (or kick-off time), link to the match page. */
export function MatchCardView({ match, showTournament = false }: { match: MatchCard; showTournament?: boolean }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  // A cancelled match without a kick-off has no time to confirm: its note says why.
  const when = match.date_time
    ? formatDate(match.date_time, 'dayTime', locale)
    : match.status === 'cancelled'
      ? null
      : t('leagueUi.noTime');
  return (
    <article className="pub-match-card">
      <div className="pub-match-card__meta">
        {when !== null && <time dateTime={match.date_time ?? undefined}>{when}</time>}
        {showTournament && <span>{match.tournament.title}</span>}
        {match.tour_name && <span>{match.tour_name}</span>}
        {match.status !== 'scheduled' && <StatusBadge status={match.status} />}
      </div>
      <div className="pub-match-card__teams">
        <TeamName team={match.host} />
        <LocaleLink className="pub-match-card__score" to={paths.match(match.id)}>
          {/* The accessible name keeps the visible score and says which match it opens. */}
          <span className="lg-visually-hidden">
            {t('leagueUi.matchLink', { host: match.host.title, guest: match.guest.title })}:{' '}
          </span>
          {scoreText(match.score, match.shootout, t)}
        </LocaleLink>
        <TeamName team={match.guest} />
      </div>
      <FixtureNote match={match} className="pub-match-card__note" />
      {match.stadium && (
        <p className="pub-match-card__stadium">
          {match.stadium.title}
          {match.stadium.city ? `, ${match.stadium.city}` : ''}
        </p>
      )}
    </article>
  );
}

export function MatchList({ matches, showTournament }: { matches: MatchCard[]; showTournament?: boolean }) {
  return (
    <ul className="pub-match-list">
      {matches.map((m) => (
        <li key={m.id}>
          <MatchCardView match={m} showTournament={showTournament} />
        </li>
      ))}
    </ul>
  );
}

export function FormLetters({ form }: { form: readonly ResultLetter[] }) {
  const { t } = useTranslation('public');
  return (
    <span className="pub-results">
      {form.map((r, i) => (
        <abbr key={i} className={`pub-results__item pub-results__item--${r}`} title={t(`leagueUi.resultFull.${r}`)}>
          {t(`leagueUi.result.${r}`)}
        </abbr>
      ))}
    </span>
  );
}

function Trend({ chart }: { chart: number[] }) {
  const { t } = useTranslation('public');
  if (chart.length < 2) return null;
  const change = chart[chart.length - 2] - chart[chart.length - 1];
  if (change === 0) return null;
  const up = change > 0;
  const label = t(up ? 'leagueUi.table.up' : 'leagueUi.table.down', { n: Math.abs(change) });
  return (
    <span className={`pub-trend pub-trend--${up ? 'up' : 'down'}`} title={label}>
      <span aria-hidden="true">{up ? '▲' : '▼'}</span>
      <span className="lg-visually-hidden">{label}</span>
    </span>
  );
}

/** The standings: sticky position+team column, abbreviations with full titles. */
export function StandingsTable({
  rows,
  caption,
  compact = false,
  highlight,
}: {
  rows: TableRow[];
  caption?: ReactNode;
  compact?: boolean;
  highlight?: number;
}) {
  const { t } = useTranslation('public');
  // Narrow screens drop columns by priority (league.css): form and goals first, then won,
  // drawn and lost; position, team, played, difference and points always show.
  const head = (key: string, priority?: 2 | 3) => (
    <th scope="col" className={priority ? `pub-ltable__p${priority}` : undefined}>
      <abbr title={t(`leagueUi.table.${key}Full`)}>{t(`leagueUi.table.${key}`)}</abbr>
    </th>
  );
  return (
    <ScrollTable label={typeof caption === 'string' ? caption : t('leagueUi.table.caption')}>
      <table className="lg-table pub-ltable">
        <caption className={caption ? 'pub-caption' : 'lg-visually-hidden'}>
          {caption ?? t('leagueUi.table.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="lg-table__team">
              <abbr title={t('leagueUi.table.positionFull')}>{t('leagueUi.table.position')}</abbr>{' '}
              {t('leagueUi.table.team')}
            </th>
            {head('played')}
            {head('won', 2)}
            {head('drawn', 2)}
            {head('lost', 2)}
            {!compact && head('goals', 3)}
            {head('difference')}
            {head('points')}
            {!compact && head('form', 3)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.team.id} aria-current={highlight === row.team.id ? 'true' : undefined}>
              <th scope="row" className="lg-table__team pub-ltable__team">
                <span className="pub-ltable__pos">{row.position}</span>
                <Trend chart={row.chartPosition} />
                <TeamName team={row.team} size={22} />
              </th>
              <td>{row.played}</td>
              <td className="pub-ltable__p2">{row.won}</td>
              <td className="pub-ltable__p2">{row.drawn}</td>
              <td className="pub-ltable__p2">{row.lost}</td>
              {!compact && <td className="pub-ltable__p3">{row.goals}</td>}
              <td>{row.difference > 0 ? `+${row.difference}` : row.difference}</td>
              <td className="pub-ltable__points">{row.points}</td>
              {!compact && (
                <td className="pub-ltable__p3">
                  <FormLetters form={row.form} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** The criteria after points, in the order the table applies them (api/src/modules/stats/table.ts). */
const TIE_BREAK_ORDER = [
  'h2h_points',
  'h2h_goal_difference',
  'h2h_goals',
  'goal_difference',
  'goals_for',
  'fair_play',
  'title',
] as const;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** How many teams of the table have the row's points (the row's group when level on points). */
const levelOnPoints = (rows: TableRow[], row: TableRow) => rows.filter((other) => other.points === row.points).length;

/**
 * Why teams level on points stand where they do ("Altai 2012 above Ertis 2012: head-to-head
 * points 3–0"), and the tie-break rules in their order, beside the full table.
 */
export function TieBreaks({ rows }: { rows: TableRow[] }) {
  const { t } = useTranslation('public');
  const headingId = useId();
  // Before a match is played every team is level and the order is only alphabetical: nothing to explain.
  const played = rows.some((row) => row.played > 0);
  const decided = rows.flatMap((row, i) =>
    played && i > 0 && row.decided_by && row.decided_by !== 'points'
      ? [{ upper: rows[i - 1]!, lower: row, by: row.decided_by, level: levelOnPoints(rows, row) }]
      : [],
  );
  return (
    <section
      className="pub-tiebreaks"
      {...(decided.length > 0 ? { 'aria-labelledby': headingId } : { 'aria-label': t('leagueUi.tieBreak.rulesTitle') })}
    >
      {decided.length > 0 && (
        <>
          <h2 id={headingId}>{t('leagueUi.tieBreak.title')}</h2>
          <ul>
            {decided.map(({ upper, lower, by, level }) => {
              const [a = 0, b = 0] = lower.decided_values ?? [];
              const difference = by === 'h2h_goal_difference' || by === 'goal_difference';
              // Three or more level teams form a mini-league: its figures are not one meeting's.
              const among = level > 2 && by.startsWith('h2h_');
              const reason = t(`leagueUi.tieBreak.${among ? 'among' : 'reason'}.${by}`, {
                a: difference ? signed(a) : a,
                b: difference ? signed(b) : b,
                n: level,
              });
              return (
                <li key={lower.team.id}>
                  {t('leagueUi.tieBreak.above', { upper: upper.team.title, lower: lower.team.title, reason })}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <details>
        <summary>{t('leagueUi.tieBreak.rulesTitle')}</summary>
        <ol>
          {TIE_BREAK_ORDER.map((criterion) => (
            <li key={criterion}>{t(`leagueUi.tieBreak.rules.${criterion}`)}</li>
          ))}
        </ol>
      </details>
    </section>
  );
}

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
