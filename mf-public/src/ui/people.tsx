// Building blocks shared by the people features (teams, team, clubs, players, referees):
// the standings table, a match list, player badges and a photo with a fallback.
import { useTranslation } from 'react-i18next';
import { formatDate, LocaleLink, useLocale, type MatchCard, type TableRow } from '@league/shared';
import { ScrollTable } from './scroll-table';
import './people.css';
import { paths } from '../paths';

/** Initials for a missing photo or logo. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/**
 * A photo or logo with fixed size (no layout shift), lazy loading and an initials fallback.
 * `eager`: the picture at the top of a page (loaded at once, with high priority).
 */
export function PersonPhoto({
  src,
  name,
  size = 64,
  kind = 'photo',
  eager = false,
}: {
  src: string | null;
  name: string;
  size?: number;
  kind?: 'photo' | 'logo';
  eager?: boolean;
}) {
  const { t } = useTranslation('public');
  const alt = t(kind === 'logo' ? 'people.field.logoOf' : 'people.field.photoOf', { name });
  if (!src) {
    return (
      <span
        className={`pub-avatar pub-avatar--${kind}`}
        style={{ width: size, height: size, fontSize: Math.round(size / 2.6) }}
        role="img"
        aria-label={alt}
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      className={`pub-avatar pub-avatar--${kind}`}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}

/**
 * A squad number as visible text with its word for screen readers ("Number 9"): a plain
 * `<span>` carries no name of its own, so an aria-label on it would not be read.
 */
export function SquadNumber({ value, className = 'pub-person__number' }: { value: number | null; className?: string }) {
  const { t } = useTranslation('public');
  return (
    <span className={className}>
      <span className="lg-visually-hidden">{t('people.field.number')} </span>
      {value ?? '—'}
    </span>
  );
}

/** Badges pupil / captain / joker, always with a text label (never colour alone). */
export function PlayerBadges({ player }: { player: { is_pupil: boolean; is_captain: boolean; is_joker: boolean } }) {
  const { t } = useTranslation('public');
  const badges = (['captain', 'pupil', 'joker'] as const)
    .filter((key) => player[`is_${key}`])
    .map((key) => ({ key, label: t(`people.badge.${key}`) }));
  if (badges.length === 0) return null;
  return (
    <ul className="pub-badges" aria-label={t('people.badge.label')}>
      {badges.map((b) => (
        <li key={b.key} className={`pub-badge pub-badge--${b.key}`} title={t(`people.badge.${b.key}Hint`)}>
          <span aria-hidden="true" className="pub-badge__mark">
            {b.label.charAt(0)}
          </span>
          {b.label}
        </li>
      ))}
    </ul>
  );
}

/** Standings rows (a whole table or the 5-row window) with the chosen team highlighted. */
/**
 * Columns a phone drops (people.css), the least needed first: form and goals, then won, drawn and
 * lost; position, team, played, difference and points always show, as on the tournament's table.
 */
const P2 = 'pub-standings__p2';
const P3 = 'pub-standings__p3';

export function StandingsTable({
  rows,
  caption,
  highlightTeamId,
}: {
  rows: TableRow[];
  caption: string;
  highlightTeamId?: number;
}) {
  const { t } = useTranslation('public');
  if (rows.length === 0) return <p className="lg-empty">{t('people.table.empty')}</p>;
  const abbr = (key: string) => <abbr title={t(`people.table.${key}Title`)}>{t(`people.table.${key}`)}</abbr>;
  return (
    <ScrollTable label={caption}>
      <table className="lg-table pub-standings">
        <caption className="lg-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('people.table.position')}</th>
            <th scope="col" className="lg-table__team">
              {t('people.table.team')}
            </th>
            <th scope="col">{abbr('played')}</th>
            <th scope="col" className={P2}>
              {abbr('won')}
            </th>
            <th scope="col" className={P2}>
              {abbr('drawn')}
            </th>
            <th scope="col" className={P2}>
              {abbr('lost')}
            </th>
            <th scope="col" className={P3}>
              {abbr('goals')}
            </th>
            <th scope="col">{abbr('difference')}</th>
            <th scope="col">{t('people.table.points')}</th>
            <th scope="col" className={P3}>
              {t('people.table.form')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const current = row.team.id === highlightTeamId;
            return (
              <tr
                key={row.team.id}
                className={current ? 'pub-standings__current' : undefined}
                aria-current={current ? 'true' : undefined}
              >
                <td>{row.position}</td>
                <th scope="row" className="lg-table__team">
                  <LocaleLink to={paths.team(row.team.slug)}>{row.team.title}</LocaleLink>
                  {current && <span className="lg-visually-hidden"> ({t('people.table.current')})</span>}
                </th>
                <td>{row.played}</td>
                <td className={P2}>{row.won}</td>
                <td className={P2}>{row.drawn}</td>
                <td className={P2}>{row.lost}</td>
                <td className={P3}>
                  {row.goals_for}:{row.goals_against}
                </td>
                <td>{row.difference > 0 ? `+${row.difference}` : row.difference}</td>
                <td>
                  <strong>{row.points}</strong>
                </td>
                <td className={P3}>
                  <span className="pub-form">
                    {row.form.map((result, i) => (
                      <span
                        key={i}
                        className={`pub-form__item pub-form__item--${result}`}
                        title={t(`people.form.${result}title`)}
                      >
                        {t(`people.form.${result}`)}
                      </span>
                    ))}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** A list of matches: date, teams, score (or status), linking to the public match sheet. */
export function MatchList({ matches, label }: { matches: MatchCard[]; label?: string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <ul className="pub-matches" aria-label={label ?? t('people.match.list')}>
      {matches.map((m) => (
        <li key={m.id} className="pub-match lg-card">
          <div className="pub-match__meta">
            <span>{m.date_time ? formatDate(m.date_time, 'dayTime', locale) : t('people.match.noDate')}</span>
            <span>{[m.tournament.title, m.tour_name].filter(Boolean).join(' · ')}</span>
          </div>
          <div className="pub-match__teams">
            <LocaleLink to={paths.team(m.host.slug)} className="pub-match__team">
              {m.host.title}
            </LocaleLink>
            <LocaleLink
              to={paths.match(m.id)}
              className="pub-match__score"
              aria-label={
                m.score
                  ? `${t('people.match.open')}: ${t('people.match.scoreOf', { host: m.host.title, guest: m.guest.title, hostGoals: m.score.host, guestGoals: m.score.guest })}`
                  : `${t('people.match.open')}: ${m.host.title} ${t('people.match.vs')} ${m.guest.title}`
              }
            >
              {m.score ? `${m.score.host} : ${m.score.guest}` : t('people.match.vs')}
            </LocaleLink>
            <LocaleLink to={paths.team(m.guest.slug)} className="pub-match__team pub-match__team--guest">
              {m.guest.title}
            </LocaleLink>
          </div>
          <div className="pub-match__meta">
            <span>{t(`enums:matchStatus.${m.status}`)}</span>
            {m.technical_result && <span>{t('people.match.technical')}</span>}
            {m.stadium && <span>{m.stadium.title}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}
