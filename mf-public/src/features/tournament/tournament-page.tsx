// A single tournament: header (season, age group, dates, teams) and tabs, each its own URL:
// /tournaments/:id (table), /tournaments/:id/<tab>.
import { EmbedSnippet } from '../../ui/embed-snippet';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  endpoints,
  isApiError,
  AsyncView,
  ErrorState,
  formatDate,
  NotFound,
  positiveId,
  PrintHeader,
  Skeleton,
  useEndpointQuery,
  useLocale,
  useSiteName,
  type TournamentPage as TournamentPageData,
} from '@league/shared';
import { Page } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { TableTab } from './table-tab';
import { AssistantsTab, CalendarTab, DisqualificationsTab, FormTab, ScorersTab } from './lists-tabs';
import { CheckerboardTab } from './checkerboard-tab';
import { TOURNAMENT_TABS } from './tabs';
import { tournamentEvent } from '../../ui/structured-data';
import './tournament.css';
import { paths } from '../../paths';

export type TournamentTab = 'table' | (typeof TOURNAMENT_TABS)[number];

function Facts({ data }: { data: TournamentPageData }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <dl className="pub-tfacts lg-card" aria-label={t('tournament.facts')}>
      <div>
        <dt>{t('tournament.season')}</dt>
        <dd>{data.season.title}</dd>
      </div>
      <div>
        <dt>{t('tournament.ageGroup')}</dt>
        <dd>{data.age_group_title}</dd>
      </div>
      <div>
        <dt>{t('tournament.dates')}</dt>
        <dd>
          {t('tournament.datesValue', {
            from: formatDate(data.start_date, 'short', locale) || '…',
            to: formatDate(data.end_date, 'short', locale) || '…',
          })}
        </dd>
      </div>
      <div>
        <dt>{t('tournament.teams')}</dt>
        <dd>{data.teams_count}</dd>
      </div>
      <div>
        <dt>{t('tournament.matches')}</dt>
        <dd>{t('tournament.matchesValue', { played: data.finished_matches_count, total: data.matches_count })}</dd>
      </div>
    </dl>
  );
}

function TabBody({ tab, data }: { tab: TournamentTab; data: TournamentPageData }) {
  const id = data.id;
  switch (tab) {
    case 'table':
      return <TableTab id={id} tours={data.tours} />;
    case 'form':
      return <FormTab id={id} />;
    case 'scorers':
      return <ScorersTab id={id} />;
    case 'assistants':
      return <AssistantsTab id={id} />;
    case 'disqualifications':
      return <DisqualificationsTab id={id} />;
    case 'checkerboard':
      return <CheckerboardTab id={id} />;
    case 'calendar':
      return <CalendarTab id={id} />;
  }
}

export default function TournamentPage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const siteName = useSiteName();
  const params = useParams();
  const tab = params.tab;
  const current: TournamentTab = (TOURNAMENT_TABS as readonly string[]).includes(tab ?? '')
    ? (tab as TournamentTab)
    : 'table';
  const data = useEndpointQuery(endpoints.standings.tournamentPage, { params: { id: positiveId(params.id)! } });

  if (data.status === 'error' && isApiError(data.error) && data.error.response?.status === 404) return <NotFound />;
  if (data.status !== 'success') {
    return (
      <Page title={t('tournament.crumb')} crumbs={[{ title: t('tournament.crumb'), slug: paths.tournaments() }]}>
        {data.status === 'loading' ? <Skeleton lines={6} /> : <ErrorState onRetry={data.reload} />}
      </Page>
    );
  }
  const info = data.data.data;
  const base = paths.tournament(info.id);
  // A tab is a page of its own (in the sitemap): its title and description name it.
  const tabName = current === 'table' ? null : t(`tournament.tab.${current}`);
  const items = [
    { to: base, title: t('tournament.tab.table') },
    ...TOURNAMENT_TABS.map((name) => ({ to: paths.tournamentTab(info.id, name), title: t(`tournament.tab.${name}`) })),
  ];
  return (
    <Page
      title={info.title}
      metaTitle={tabName ? `${info.title} — ${tabName}` : undefined}
      description={`${tabName ? `${tabName}. ` : ''}${t('tournament.description', {
        title: info.title,
        season: info.season.title,
        age: info.age_group_title,
      })}`}
      share={{ kind: 'tournament', key: info.id }}
      structuredData={[tournamentEvent({ tournament: info, locale, organizer: siteName })]}
      crumbs={[{ title: t('tournament.crumb'), slug: paths.tournaments() }]}
      wide
    >
      {/* On paper: the league, the tournament and the list printed (print.css of @league/shared). */}
      <PrintHeader subject={`${info.title} — ${t(`tournament.tab.${current}`)}`} />
      <Facts data={info} />
      <Tabs label={t('tournament.tabs')} items={items} />
      <AsyncView data={data}>{(answer) => <TabBody tab={current} data={answer.data} />}</AsyncView>
      <EmbedSnippet kind="tournament" id={info.id} title={info.title} />
    </Page>
  );
}
