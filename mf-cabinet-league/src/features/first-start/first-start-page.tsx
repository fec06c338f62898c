import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@league/shared';
import { CabinetPage } from '@league/shared/cabinet';

export default function FirstStartPage() {
  const { t } = useTranslation('common');
  usePageMeta({ title: t('cabinet.firstStart') });
  return (
    <CabinetPage
      title={t('cabinet.firstStart')}
      breadcrumbs={[{ title: t('cabinet.title'), to: '/cabinet' }, { title: t('cabinet.firstStart') }]}
    />
  );
}
