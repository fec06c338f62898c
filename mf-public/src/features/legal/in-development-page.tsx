// /in-development: a placeholder with a way back to the home page and the social links.
import { useTranslation } from 'react-i18next';
import { endpoints, LocaleLink, useEndpointQuery } from '@league/shared';
import { ContactLine } from '../../ui/content';
import { Page } from '../../ui/page';
import { paths } from '../../paths';

/** Contact kinds that are social networks. */
const SOCIAL = new Set([
  'instagram',
  'facebook',
  'youtube',
  'telegram',
  'tiktok',
  'vk',
  'twitter',
  'x',
  'whatsapp',
  'social',
]);

export default function InDevelopmentPage() {
  const { t } = useTranslation('public');
  const contacts = useEndpointQuery(endpoints.content.contacts, {});
  const social =
    contacts.status === 'success' ? contacts.data.data.filter((c) => SOCIAL.has(c.kind.toLowerCase()) && c.url) : [];
  return (
    <Page title={t('legal.inDevelopment')} description={t('legal.inDevelopmentText')}>
      <div className="lg-card pub-narrow">
        <p>{t('legal.inDevelopmentText')}</p>
        <div className="pub-actions">
          <LocaleLink className="lg-button" to={paths.home()}>
            {t('legal.toMain')}
          </LocaleLink>
        </div>
        {social.length > 0 && (
          <nav aria-label={t('legal.social')}>
            <ul className="pub-social">
              {social.map((contact) => (
                <li key={contact.id}>
                  <ContactLine contact={contact} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </Page>
  );
}
