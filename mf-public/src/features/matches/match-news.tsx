// The match page's news section: the news items written about the match.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, endpoints, formatDate, LocaleLink, useEndpointQuery, useLocale } from '@league/shared';
import { paths } from '../../paths';
import { Section } from './match-sections';

export function RelatedNews({ id }: { id: number }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const data = useEndpointQuery(endpoints.matches.news, { params: { id } });
  return (
    <Section id="match-news" title={t('match.news')}>
      <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<EmptyState>{t('match.noNews')}</EmptyState>}>
        {(answer) => (
          <ul className="pub-news-list">
            {answer.data.map((item) => (
              <li key={item.id} className="lg-card">
                <time dateTime={item.published_at}>{formatDate(item.published_at, 'long', locale)}</time>
                <h3>
                  <LocaleLink to={paths.newsItem(item.slug)}>{item.title}</LocaleLink>
                </h3>
                {item.lead && <p>{item.lead}</p>}
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}
