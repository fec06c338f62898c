// /partner: the general partner (sponsor) page: staff HTML, group services, figures,
// reliability items, and the league's partner logos.
import { useTranslation } from 'react-i18next';
import { endpoints, useEndpointQuery, type ContentPage, type PageBlockItem, type Partner } from '@league/shared';
import { DetailView, HtmlContent, OutboundLink } from '../../ui/content';
import { Page } from '../../ui/page';
import { paths } from '../../paths';

function ItemList({ id, title, items }: { id: string; title: string; items: PageBlockItem[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="pub-services">
        {items.map((item, index) => (
          <li key={index} className="lg-card">
            <h3>{item.title}</h3>
            {item.text && <p>{item.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PartnerLogos({ partners }: { partners: Partner[] }) {
  const { t } = useTranslation('public');
  if (partners.length === 0) return null;
  return (
    <section className="pub-aside" aria-labelledby="partner-logos">
      <h2 id="partner-logos">{t('partner.partners')}</h2>
      <ul className="pub-logos">
        {partners.map((partner) => {
          const logo = partner.logo ? (
            <img
              src={partner.logo}
              alt={t('partner.logoOf', { name: partner.name })}
              width={160}
              height={64}
              loading="lazy"
              decoding="async"
            />
          ) : (
            partner.name
          );
          return (
            <li key={partner.id}>
              <OutboundLink href={partner.url}>{logo}</OutboundLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PartnerContent({ page }: { page: ContentPage }) {
  const { t } = useTranslation('public');
  const partners = useEndpointQuery(endpoints.content.partners, {});
  const blocks = page.blocks;
  return (
    <Page
      title={page.title}
      description={t('partner.description')}
      crumbs={[{ title: page.title, slug: paths.partner() }]}
    >
      <HtmlContent html={page.body} />
      {blocks?.stats && blocks.stats.length > 0 && (
        <section aria-labelledby="partner-stats">
          <h2 id="partner-stats">{t('partner.stats')}</h2>
          <ul className="pub-numbers">
            {blocks.stats.map((item, index) => (
              <li key={index}>
                <strong>{item.value ?? ''}</strong>
                <span>{item.title}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ItemList id="partner-services" title={t('partner.services')} items={blocks?.services} />
      <ItemList id="partner-reliability" title={t('partner.reliability')} items={blocks?.reliability} />
      {partners.status === 'success' && <PartnerLogos partners={partners.data.data} />}
    </Page>
  );
}

export default function PartnerPage() {
  const page = useEndpointQuery(endpoints.content.page, { params: { slug: 'partner' } });
  return <DetailView data={page}>{(answer) => <PartnerContent page={answer.data} />}</DetailView>;
}
