// /search?q=: one query box; results grouped by kind (players, teams, clubs, referees, news,
// matches), each linking to its page. The query lives in the URL, so results can be shared.
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  AsyncView,
  EmptyState,
  endpoints,
  LocaleLink,
  useEndpointQuery,
  useLocalePath,
  normaliseSearchQuery,
  SEARCH_LIMIT_MAX,
  Skeleton,
  type SearchKind,
  type SearchResults,
} from '@league/shared';
import { ContentDate } from '../../ui/content';
import { SectionPage } from '../../ui/page';
import { paths } from '../../paths';

/** Results per kind at first, and when the visitor asks for all of them (the API's most). */
const FIRST = 10;

function Group({
  kind,
  count,
  shown,
  more,
  children,
}: {
  kind: SearchKind;
  count: number;
  shown: number;
  /** The address that shows every result of the kind (up to the API's most), while some are hidden. */
  more: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('public');
  if (count === 0) return null;
  return (
    <section className="pub-results-group" aria-labelledby={`search-${kind}`}>
      <h2 id={`search-${kind}`}>
        {t(`search.kind.${kind}`)} <span className="pub-meta">({count})</span>
      </h2>
      <ul className="pub-hits">{children}</ul>
      {shown < count &&
        (more ? (
          <p>
            <LocaleLink to={more}>{t('search.showAll', { count: Math.min(count, SEARCH_LIMIT_MAX) })}</LocaleLink>
          </p>
        ) : (
          <p className="pub-meta">{t('search.shownOf', { shown, count })}</p>
        ))}
    </section>
  );
}

/** One result: a link to its page and, where there is one, a grey note beside it (team, club, date…). */
function Hit({ to, meta, children }: { to: string; meta?: ReactNode; children: ReactNode }) {
  return (
    <li>
      <LocaleLink to={to}>{children}</LocaleLink>
      {meta && <span className="pub-meta">{meta}</span>}
    </li>
  );
}

function Results({ results, limit }: { results: SearchResults; limit: number }) {
  const { t } = useTranslation('public');
  const more =
    limit < SEARCH_LIMIT_MAX
      ? `${paths.search()}?${new URLSearchParams({ q: results.q, limit: String(SEARCH_LIMIT_MAX) })}`
      : null;
  const group = (kind: SearchKind) => ({ kind, count: results.counts[kind], shown: results[kind].length, more });
  return (
    <>
      <p role="status">{t('search.found', { q: results.q, count: results.total })}</p>
      <Group {...group('players')}>
        {results.players.map((player) => (
          <Hit key={player.id} to={paths.player(player.slug)} meta={player.team && player.team.title}>
            {player.name}
          </Hit>
        ))}
      </Group>
      <Group {...group('teams')}>
        {results.teams.map((team) => (
          <Hit key={team.id} to={paths.team(team.slug)} meta={team.club}>
            {team.title}
          </Hit>
        ))}
      </Group>
      <Group {...group('clubs')}>
        {results.clubs.map((club) => (
          <Hit key={club.id} to={paths.club(club.slug)}>
            {club.title}
          </Hit>
        ))}
      </Group>
      <Group {...group('referees')}>
        {results.referees.map((referee) => (
          <Hit key={referee.id} to={paths.referee(referee.slug)} meta={referee.category}>
            {referee.name}
          </Hit>
        ))}
      </Group>
      <Group {...group('news')}>
        {results.news.map((item) => (
          <Hit
            key={item.id}
            to={paths.newsItem(item.slug)}
            meta={<ContentDate value={item.published_at} format="short" />}
          >
            {item.title}
          </Hit>
        ))}
      </Group>
      <Group {...group('matches')}>
        {results.matches.map((match) => (
          <Hit
            key={match.id}
            to={paths.match(match.id)}
            meta={
              <>
                {match.tournament}
                {match.date_time && (
                  <>
                    {' · '}
                    <ContentDate value={match.date_time} format="dayTime" />
                  </>
                )}
              </>
            }
          >
            {t('search.versus', { host: match.host.title, guest: match.guest.title })}
          </Hit>
        ))}
      </Group>
    </>
  );
}

export default function SearchPage() {
  const { t } = useTranslation('public');
  const lp = useLocalePath();
  const [params, setParams] = useSearchParams();
  const q = normaliseSearchQuery(params.get('q') ?? '');
  // "Show all": every result of each kind, up to the API's most (an address to share, as the query).
  const limit = params.get('limit') === String(SEARCH_LIMIT_MAX) ? SEARCH_LIMIT_MAX : FIRST;
  const results = useEndpointQuery(
    endpoints.search.search,
    q ? { query: limit === FIRST ? { q } : { q, limit } } : null,
  );

  // The box is the browser's own (uncontrolled), so what a visitor typed before the scripts took
  // the page over stays; before then the form submits as a plain GET to this page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = normaliseSearchQuery(String(new FormData(event.currentTarget).get('q') ?? ''));
    setParams(next ? { q: next } : {});
  };

  return (
    <SectionPage section="search" slug={paths.search()}>
      <form className="pub-searchform" role="search" action={lp(paths.search())} method="get" onSubmit={onSubmit}>
        <label>
          <span className="lg-visually-hidden">{t('search.label')}</span>
          {/* A new query in the URL (a search, back/forward) shows in a fresh box. */}
          <input
            key={q}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder={t('search.placeholder')}
          />
        </label>
        <button type="submit" className="lg-button">
          {t('search.submit')}
        </button>
      </form>
      {!q ? (
        <p className="pub-meta">{t('search.prompt')}</p>
      ) : (
        <section aria-label={t('search.results')}>
          <AsyncView
            data={results}
            loading={<Skeleton lines={5} height={40} />}
            isEmpty={(answer) => answer.data.total === 0}
            empty={<EmptyState>{t('search.none', { q })}</EmptyState>}
          >
            {(answer) => <Results results={answer.data} limit={limit} />}
          </AsyncView>
        </section>
      )}
    </SectionPage>
  );
}
