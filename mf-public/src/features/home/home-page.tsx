import { useTranslation } from 'react-i18next';
import { LocaleLink, usePageMeta } from '@league/shared';

export default function HomePage() {
  const { t } = useTranslation('public');
  usePageMeta({ title: t('home.title') });
  return (
    <section className="lg-container pub-hero">
      <h1>{t('home.hero')}</h1>
      <p>{t('home.lead')}</p>
      <LocaleLink className="lg-button" to="/tournaments">
        {t('home.toTournaments')}
      </LocaleLink>
    </section>
  );
}
