// /privacy-policy: the 'privacy-policy' page written by staff.
import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page';
import { paths } from '../../paths';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('public');
  return (
    <StaticPage
      slug="privacy-policy"
      path={paths.privacyPolicy()}
      title={t('legal.privacy')}
      description={t('legal.privacyDescription')}
    />
  );
}
