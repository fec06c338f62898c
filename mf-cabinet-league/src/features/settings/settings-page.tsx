import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@league/shared';
import { CabinetPage } from '@league/shared/cabinet';

export default function SettingsPage() {
  const { t } = useTranslation('common');
  usePageMeta({ title: t('cabinet.leagueSettings') });
  return (
    <CabinetPage
      title={t('cabinet.leagueSettings')}
      breadcrumbs={[{ title: t('cabinet.title'), to: '/cabinet' }, { title: t('cabinet.leagueSettings') }]}
    />
  );
}
