// /about: the league's 'about' page (staff HTML), the league in figures and the contacts.
import { useTranslation } from 'react-i18next';
import { AsyncView, endpoints, Skeleton, useEndpointQuery, type LeagueNumbers } from '@league/shared';
import { ContactLine, HtmlContent } from '../../ui/content';
import { SectionPage } from '../../ui/page';
import { AboutTabs } from './about-tabs';
import { paths } from '../../paths';

const NUMBER_KEYS: (keyof LeagueNumbers)[] = ['clubs', 'teams', 'players', 'tournaments', 'matches'];

export default function AboutPage() {
  const { t } = useTranslation('public');
  const about = useEndpointQuery(endpoints.content.about, {});
  const contacts = useEndpointQuery(endpoints.content.contacts, {});
  const title = about.status === 'success' && about.data.data.page ? about.data.data.page.title : t('about.title');

  return (
    <SectionPage section="about" slug={paths.about()} title={title}>
      <AboutTabs />
      <AsyncView data={about} loading={<Skeleton lines={8} />}>
        {(answer) => (
          <>
            <section aria-labelledby="about-numbers">
              <h2 id="about-numbers" className="lg-visually-hidden">
                {t('about.numbers')}
              </h2>
              <ul className="pub-numbers">
                {NUMBER_KEYS.map((key) => (
                  <li key={key}>
                    <strong>{answer.data.numbers[key]}</strong>
                    <span>{t(`about.number.${key}`)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <HtmlContent html={answer.data.page?.body} />
          </>
        )}
      </AsyncView>
      {contacts.status === 'success' && contacts.data.data.length > 0 && (
        <section className="pub-aside" aria-labelledby="about-contacts">
          <h2 id="about-contacts">{t('about.contacts')}</h2>
          <ul className="pub-contacts">
            {contacts.data.data.map((contact) => (
              <li key={contact.id}>
                <ContactLine contact={contact} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </SectionPage>
  );
}
