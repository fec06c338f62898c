// /advertising: the 'advertising' page (staff HTML) and the advertising banners.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, endpoints, Skeleton, useEndpointQuery } from '@league/shared';
import { ContentImage, HtmlContent } from '../../ui/content';
import { SectionPage } from '../../ui/page';
import { paths } from '../../paths';

export default function AdvertisingPage() {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.content.advertising, {});
  const title = data.status === 'success' && data.data.data.page ? data.data.data.page.title : t('advertising.title');
  return (
    <SectionPage section="advertising" slug={paths.advertising()} title={title}>
      <AsyncView
        data={data}
        loading={<Skeleton lines={8} />}
        isEmpty={(answer) => !answer.data.page?.body && answer.data.banners.length === 0}
        empty={<EmptyState>{t('advertising.empty')}</EmptyState>}
      >
        {(answer) => (
          <>
            <HtmlContent html={answer.data.page?.body} />
            {answer.data.banners.length > 0 && (
              <section className="pub-aside" aria-labelledby="advertising-formats">
                <h2 id="advertising-formats">{t('advertising.formats')}</h2>
                <ul className="pub-grid">
                  {answer.data.banners.map((banner) => {
                    const picture = (
                      <ContentImage
                        src={banner.image}
                        alt={banner.title ?? t('advertising.banner')}
                        width={640}
                        height={360}
                      />
                    );
                    return (
                      <li key={banner.id} className="lg-card pub-tile">
                        {banner.url ? (
                          <a href={banner.url} target="_blank" rel="noopener noreferrer">
                            {picture}
                          </a>
                        ) : (
                          picture
                        )}
                        {banner.title && (
                          <div className="pub-tile__body">
                            <h3>{banner.title}</h3>
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
          </>
        )}
      </AsyncView>
    </SectionPage>
  );
}
