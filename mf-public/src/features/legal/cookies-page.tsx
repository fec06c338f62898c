// /cookies: the 'cookies' page written by staff.
import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page';
import { paths } from '../../paths';

export default function CookiesPage() {
  const { t } = useTranslation('public');
  return (
    <StaticPage
      slug="cookies"
      path={paths.cookies()}
      title={t('legal.cookies')}
      description={t('legal.cookiesDescription')}
    />
  );
}
