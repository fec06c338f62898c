// Building blocks of the league pages (home, tournaments, tournament, calendar, matches):
// team name with logo, score with shoot-out, match card, standings table, form letters and the
// calendar (tours → days → matches). Strings live in ui/league-i18n.ts (key `leagueUi`).
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  LocaleLink,
  useLocale,
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
