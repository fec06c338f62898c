// /privacy-policy: the 'privacy-policy' page written by staff.
import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('public');
  return <StaticPage slug="privacy-policy" path="/privacy-policy" title={t('legal.privacy')} description={t('legal.privacyDescription')} />;
}
