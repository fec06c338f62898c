// "My team" on the home page: for each team the visitor follows (a cookie the server reads, so the
// first HTML shows it), the next match — date, time, place and a map link —, the last result,
// the table position and the calendar subscription.
import { useTranslation } from 'react-i18next';
import {
  AsyncView,
  endpoints,
  followedTeamsAtom,
  formatDate,
  LocaleLink,
  setFollowed,
  useEndpointQuery,
  useHydrated,
  useLocale,
  useStoreValue,
  type MatchCard,
} from '@league/shared';
import { CalendarFeedLinks } from '../../ui/calendar-feed';
import { paths } from '../../paths';

const mapUrl = (stadium: NonNullable<MatchCard['stadium']>) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent([stadium.title, stadium.city].filter(Boolean).join(', '))}`;

function Teams({ m }: { m: MatchCard }) {
  return (
    <LocaleLink to={paths.match(m.id)}>
      {m.host.title} {m.score ? `${m.score.host}:${m.score.guest}` : '—'} {m.guest.title}
    </LocaleLink>
  );
}

function MyTeam({ slug }: { slug: string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const hydrated = useHydrated();
  const followed = useStoreValue(followedTeamsAtom);
  const data = useEndpointQuery(endpoints.teams.bySlug, { params: { slug } });
  return (
    <AsyncView data={data}>
      {({ data: detail }) => {
        const { team, tournament } = detail;
        const next = detail.next_matches[0];
        const last = detail.recent_matches[0];
        const row = detail.table_window.find((r) => r.team.id === team.id);
        const headingId = `mine-${team.id}`;
        return (
          <article className="pub-mine__team lg-card" aria-labelledby={headingId}>
            <h3 id={headingId}>
              <LocaleLink to={paths.team(team.slug)}>{team.title}</LocaleLink>
            </h3>
            <dl>
              <dt>{t('home.mine.next')}</dt>
              <dd>
                {next ? (
                  <>
                    <span className="pub-mine__when">
                      {next.date_time ? formatDate(next.date_time, 'dayTime', locale) : t('home.mine.noNext')}
                    </span>
                    <Teams m={next} />
                    {next.stadium && (
                      <>
                        <br />
                        {[next.stadium.title, next.stadium.city].filter(Boolean).join(', ')} ·{' '}
                        <a href={mapUrl(next.stadium)} target="_blank" rel="noopener">
                          {t('home.mine.map')}
                        </a>
                      </>
                    )}
                  </>
                ) : (
                  t('home.mine.noNext')
                )}
              </dd>
              {last && (
                <>
                  <dt>{t('home.mine.last')}</dt>
                  <dd>
                    <Teams m={last} />
                  </dd>
                </>
              )}
              {row && tournament && (
                <>
                  <dt>{tournament.title}</dt>
                  <dd>{t('home.mine.position', { position: row.position })}</dd>
                </>
              )}
            </dl>
            <CalendarFeedLinks kind="team" id={team.id} />
            <p>
              <LocaleLink to={`${paths.teamCalendar(team.slug)}#next`}>{t('home.mine.calendar')}</LocaleLink>
              {hydrated && (
                <>
                  {' · '}
                  <button
                    type="button"
                    className="lg-button lg-button--ghost"
                    onClick={() => setFollowed(followed.filter((s) => s !== slug))}
                  >
                    {t('home.mine.unfollow')}
                  </button>
                </>
              )}
            </p>
          </article>
        );
      }}
    </AsyncView>
  );
}

export function MyTeamsBlock() {
  const { t } = useTranslation('public');
  const followed = useStoreValue(followedTeamsAtom);
  if (followed.length === 0) return null;
  return (
    <section className="pub-block pub-block--mine" aria-labelledby="home-mine">
      <div className="pub-block__head">
        <h2 id="home-mine">{t('home.mine.title')}</h2>
      </div>
      <div className="pub-mine">
        {followed.map((slug) => (
          <MyTeam key={slug} slug={slug} />
        ))}
      </div>
    </section>
  );
}
