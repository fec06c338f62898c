import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@league/shared';
import { CabinetPage } from '@league/shared/cabinet';

export default function FeedbackPage() {
  const { t } = useTranslation('common');
  usePageMeta({ title: t('cabinet.feedback') });
  return (
    <CabinetPage
      title={t('cabinet.feedback')}
      breadcrumbs={[{ title: t('cabinet.title'), to: '/cabinet' }, { title: t('cabinet.feedback') }]}
    />
  );
}
