// /cabinet/content/news and /cabinet/content/analytics: every item of every status, newest change
// first, searchable by title, filtered by status (kept in the URL); a row opens its editor.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  formatDate,
  LocaleLink,
  useEndpointQuery,
  useLocale,
  type ArticleKind,
  type ArticlesQuery,
  type CabinetArticleListItem,
} from '@league/shared';
import { ARTICLE_STATUSES, DataTable, pagedRows, endpoints, useTableState } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { ContentFrame } from '../../ui/content-frame';
import { ArticleStatusBadge } from '../../ui/status';

export default function ArticlesPage() {
  const kind: ArticleKind = useLocation().pathname.includes('/content/analytics') ? 'analytics' : 'news';
  const { t } = useTranslation('cab-content');
  const locale = useLocale();
  const table = useTableState({ sort: '-updated_at', filterKeys: ['status'] });
  const list = useEndpointQuery(endpoints.contentCabinet.articles, {
    params: { kind },
    query: table.params as Partial<ArticlesQuery>,
  });
  const edit = (id: number) => (kind === 'news' ? paths.newsEdit(id) : paths.analyticsEdit(id));
  const when = (value: string | null) => (value ? formatDate(value, 'dayTime', locale) : '—');
  return (
    <ContentFrame
      section={kind}
      actions={
        <LocaleLink className="lg-button" to={kind === 'news' ? paths.newsCreate() : paths.analyticsCreate()}>
          {t(kind === 'news' ? 'articles.newNews' : 'articles.newAnalytics')}
        </LocaleLink>
      }
    >
      <DataTable<CabinetArticleListItem>
        caption={t(`sections.${kind}`)}
        columns={[
          { key: 'title', header: t('articles.title'), render: (a) => a.title, sortKey: 'title', primary: true },
          { key: 'status', header: t('articles.status'), render: (a) => <ArticleStatusBadge status={a.status} /> },
          {
            key: 'published',
            header: t('articles.published'),
            render: (a) => when(a.status === 'scheduled' ? a.publish_at : a.published_at),
            sortKey: 'published_at',
          },
          { key: 'updated', header: t('articles.updated'), render: (a) => when(a.updated_at), sortKey: 'updated_at' },
        ]}
        {...pagedRows(list)}
        rowKey={(a) => a.id}
        rowHref={(a) => edit(a.id)}
        rowLabel={(a) => a.title}
        state={table}
        empty={t('articles.empty')}
        search
        filters={
          <label className="ct-filter">
            {t('articles.status')}
            <select
              value={table.filters.status ?? ''}
              onChange={(e) => table.setFilter('status', e.target.value || null)}
            >
              <option value="">{t('articles.allStatuses')}</option>
              {ARTICLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </label>
        }
      />
    </ContentFrame>
  );
}
