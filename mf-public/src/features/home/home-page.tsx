// Home: the main tournament's table (top rows), nearest matches, latest news, videos,
// banners and partners. Every block loads on its own and shows its own empty or error state.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, endpoints, formatDate, LocaleLink, useEndpointQuery, useLocale } from '@league/shared';
import { OutboundLink } from '../../ui/content';
import { useLeagueBrand } from '../../ui/league-brand';
import { Page } from '../../ui/page';
import { leagueOrganization } from '../../ui/structured-data';
import { MatchList, StandingsTable } from '../../ui/league';
import './home.css';
import { MyTeamsBlock } from './my-teams';
import { paths } from '../../paths';

/** The whole table of a usual tournament (8–12 teams); the tournament page has the rest. */
const TOP_ROWS = 12;

function Block({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: React.ReactNode;
}) {
  // Each block keeps a minimum height (home.css) close to its loaded height: no layout shift.
  return (
    <section className={`pub-block pub-block--${id}`} aria-labelledby={id}>
      <div className="pub-block__head">
        <h2 id={id}>{title}</h2>
        {more && <LocaleLink to={more.to}>{more.label}</LocaleLink>}
      </div>
      {children}
    </section>
  );
}

function TableBlock() {
  const { t } = useTranslation('public');
  const main = useEndpointQuery(endpoints.handbooks.mainTournament, {});
  const id = main.data?.data?.id;
  const table = useEndpointQuery(endpoints.standings.table, id ? { params: { id } } : null);
  return (
    <Block
      id="home-table"
      title={t('home.table')}
      more={id ? { to: paths.tournament(id), label: t('home.fullTable') } : undefined}
    >
      <AsyncView data={main} isEmpty={(a) => a.data === null} empty={<EmptyState>{t('home.noMain')}</EmptyState>}>
        {(answer) => (
          <AsyncView data={table} isEmpty={(a) => a.data.rows.length === 0}>
            {(rows) => <StandingsTable rows={rows.data.rows.slice(0, TOP_ROWS)} caption={answer.data!.title} compact />}
          </AsyncView>
        )}
      </AsyncView>
    </Block>
  );
}

function MatchesBlock() {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.matches.nearest, { query: { limit: 4 } });
  return (
    <div className="pub-home-matches">
      <Block id="home-next" title={t('home.next')} more={{ to: paths.calendar(), label: t('home.calendar') }}>
        <AsyncView
          data={data}
          isEmpty={(a) => a.data.next.length === 0}
          empty={<EmptyState>{t('home.noNext')}</EmptyState>}
        >
          {(answer) => <MatchList matches={answer.data.next} />}
        </AsyncView>
      </Block>
      <Block id="home-last" title={t('home.last')}>
        <AsyncView
          data={data}
          isEmpty={(a) => a.data.last.length === 0}
          empty={<EmptyState>{t('home.noLast')}</EmptyState>}
        >
          {(answer) => <MatchList matches={answer.data.last} />}
        </AsyncView>
      </Block>
    </div>
  );
}

function NewsBlock() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const data = useEndpointQuery(endpoints.content.news, { query: { per_page: 4 } });
  return (
    <Block id="home-news" title={t('home.news')} more={{ to: paths.news(), label: t('home.allNews') }}>
      <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<EmptyState>{t('home.noNews')}</EmptyState>}>
        {(answer) => (
          <ul className="pub-home-grid">
            {answer.data.map((item) => (
              <li key={item.id} className="lg-card pub-home-card">
                {item.image && <img src={item.image} alt="" width={320} height={180} loading="lazy" decoding="async" />}
                <time dateTime={item.published_at}>{formatDate(item.published_at, 'long', locale)}</time>
                <h3>
                  <LocaleLink to={paths.newsItem(item.slug)}>{item.title}</LocaleLink>
                </h3>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Block>
  );
}

function VideosBlock() {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.content.videos, { query: { per_page: 3 } });
  return (
    <Block id="home-videos" title={t('home.videos')} more={{ to: paths.videos(), label: t('home.allVideos') }}>
      <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<EmptyState>{t('home.noVideos')}</EmptyState>}>
        {(answer) => (
          <ul className="pub-home-grid">
            {answer.data.map((video) => (
              <li key={video.id} className="lg-card pub-home-card">
                {video.thumbnail && (
                  <img src={video.thumbnail} alt="" width={320} height={180} loading="lazy" decoding="async" />
                )}
                <h3>
                  <a href={video.url} target="_blank" rel="noopener noreferrer">
                    {video.title}
                  </a>
                </h3>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Block>
  );
}

function BannersBlock() {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.content.banners, { query: { placement: 'home_top' } });
  // Advertising is optional: nothing to show (or a failure) leaves no gap on the page. While it
  // loads, its place is kept so that the blocks below do not jump.
  if (data.status === 'loading') return <div className="pub-banners pub-banners--loading" aria-hidden="true" />;
  if (data.status !== 'success' || data.data.data.length === 0) return null;
  return (
    <aside className="pub-banners" aria-label={t('home.banners')}>
      {data.data.data.map((banner) => {
        const image = (
          <img src={banner.image} alt={banner.title ?? ''} width={1180} height={200} loading="lazy" decoding="async" />
        );
        return banner.url ? (
          <a key={banner.id} href={banner.url} target="_blank" rel="noopener noreferrer sponsored">
            {image}
          </a>
        ) : (
          <div key={banner.id}>{image}</div>
        );
      })}
    </aside>
  );
}

function PartnersBlock() {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.content.partners, {});
  return (
    <Block id="home-partners" title={t('home.partners')}>
      <AsyncView
        data={data}
        isEmpty={(a) => a.data.length === 0}
        empty={<EmptyState>{t('home.noPartners')}</EmptyState>}
      >
        {(answer) => (
          <ul className="pub-partners">
            {answer.data.map((p) => {
              const body = p.logo ? (
                <img src={p.logo} alt={p.name} width={140} height={70} loading="lazy" decoding="async" />
              ) : (
                <span>{p.name}</span>
              );
              return (
                <li key={p.id}>
                  <OutboundLink href={p.url}>{body}</OutboundLink>
                </li>
              );
            })}
          </ul>
        )}
      </AsyncView>
    </Block>
  );
}

export default function HomePage() {
  const { t } = useTranslation('public');
  // The league's own name (its identity), not a string of the site's.
  const { locale, siteName, logo } = useLeagueBrand();
  return (
    <Page
      title={siteName}
      metaTitle={t('home.metaTitle')}
      description={t('home.lead')}
      wide
      structuredData={[leagueOrganization({ name: siteName, description: t('home.lead'), locale, logo })]}
    >
      <p className="pub-home-lead">
        {t('home.lead')} <LocaleLink to={paths.tournaments()}>{t('home.toTournaments')}</LocaleLink>
      </p>
      <MyTeamsBlock />
      <div className="pub-home-top">
        <TableBlock />
        <MatchesBlock />
      </div>
      <BannersBlock />
      <NewsBlock />
      <VideosBlock />
      <PartnersBlock />
    </Page>
  );
}
