// Building blocks shared by the people features (teams, team, clubs, players, referees):
// the profile card and its facts, the standings table, a match list, player badges and a photo
// with a fallback.
import type { ReactNode } from 'react';
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

/** One fact of a profile (a term and its value), inside a `<dl className="pub-facts">`. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The head card of a club's, player's or referee's page: the picture, then its facts and notes. */
export function ProfileCard({
  src,
  name,
  size,
  kind,
  children,
}: {
  src: string | null;
  name: string;
  size: number;
  kind?: 'photo' | 'logo';
  children: ReactNode;
}) {
  return (
    <div className="lg-card pub-profile">
      <PersonPhoto src={src} name={name} size={size} kind={kind} eager />
      <div className="pub-profile__body">{children}</div>
    </div>
  );
}

/** A titled part of a people page; the heading names the section for screen readers. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="pub-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The details of a list entry on one line ("Kairat · 3 teams"), the empty ones left out. */
export function joinDetails(parts: (string | null | undefined)[]): string {
  return parts.filter(Boolean).join(' · ');
}

/**
 * A person, club or team in a list: its picture, its name linking to its page and a line about
 * it; `number` stands before the picture (a squad number), `children` after the line (badges…).
 */
export function PersonCard({
  name,
  to,
  photo,
  size = 56,
  kind,
  about,
  number,
  children,
}: {
  name: string;
  to: string;
  photo: string | null;
  size?: number;
  kind?: 'photo' | 'logo';
  about: string;
  number?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="lg-card pub-person">
      {number}
      <PersonPhoto src={photo} name={name} size={size} kind={kind} />
      <div className="pub-person__body">
        <LocaleLink className="pub-person__name" to={to}>
          {name}
        </LocaleLink>
        <span className="pub-person__meta">{about}</span>
        {children}
      </div>
    </li>
  );
}

/** A player in a list: number, photo, name linking to the profile, a line about them and badges. */
export function PlayerListCard({
  player,
  about,
}: {
  player: {
    slug: string;
    name: string;
    photo: string | null;
    number: number | null;
    is_pupil: boolean;
    is_captain: boolean;
    is_joker: boolean;
  };
  about: (string | null | undefined)[];
}) {
  return (
    <PersonCard
      name={player.name}
      to={paths.player(player.slug)}
      photo={player.photo}
      about={joinDetails(about)}
      number={<SquadNumber value={player.number} />}
    >
      <PlayerBadges player={player} />
    </PersonCard>
  );
}

/**
 * Columns a phone drops (people.css), the least needed first: form and goals, then won, drawn and
 * lost; position, team, played, difference and points always show, as on the tournament's table.
 */
const P2 = 'pub-standings__p2';
const P3 = 'pub-standings__p3';

/** A column's header with its short name and its full name on hover ("P" for "Played"). */
function AbbrHeader({ column, className }: { column: string; className?: string }) {
  const { t } = useTranslation('public');
  return (
    <th scope="col" className={className}>
      <abbr title={t(`people.table.${column}Title`)}>{t(`people.table.${column}`)}</abbr>
    </th>
  );
}

function StandingsHead() {
  const { t } = useTranslation('public');
  return (
    <thead>
      <tr>
        <th scope="col">{t('people.table.position')}</th>
        <th scope="col" className="lg-table__team">
          {t('people.table.team')}
        </th>
        <AbbrHeader column="played" />
        <AbbrHeader column="won" className={P2} />
        <AbbrHeader column="drawn" className={P2} />
        <AbbrHeader column="lost" className={P2} />
        <AbbrHeader column="goals" className={P3} />
        <AbbrHeader column="difference" />
        <th scope="col">{t('people.table.points')}</th>
        <th scope="col" className={P3}>
          {t('people.table.form')}
        </th>
      </tr>
    </thead>
  );
}

/** The team's last results, newest last (won, drawn, lost), each with its word on hover. */
function FormCell({ form }: { form: TableRow['form'] }) {
  const { t } = useTranslation('public');
  return (
    <td className={P3}>
      <span className="pub-form">
        {form.map((result, i) => (
          <span key={i} className={`pub-form__item pub-form__item--${result}`} title={t(`people.form.${result}title`)}>
            {t(`people.form.${result}`)}
          </span>
        ))}
      </span>
    </td>
  );
}

function StandingsRow({ row, current }: { row: TableRow; current: boolean }) {
  const { t } = useTranslation('public');
  return (
    <tr className={current ? 'pub-standings__current' : undefined} aria-current={current ? 'true' : undefined}>
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
      <FormCell form={row.form} />
    </tr>
  );
}

/** Standings rows (a whole table or the 5-row window) with the chosen team highlighted. */
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
  return (
    <ScrollTable label={caption}>
      <table className="lg-table pub-standings">
        <caption className="lg-visually-hidden">{caption}</caption>
        <StandingsHead />
        <tbody>
          {rows.map((row) => (
            <StandingsRow key={row.team.id} row={row} current={row.team.id === highlightTeamId} />
          ))}
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
