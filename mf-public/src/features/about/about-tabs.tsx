import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/tabs';

/** The about section's tabs: the league, ambassadors, employees, history. */
export function AboutTabs() {
  const { t } = useTranslation('public');
  return (
    <Tabs
      label={t('about.sections')}
      items={[
        { to: '/about', title: t('about.league') },
        { to: '/about/ambassadors', title: t('about.ambassadors') },
        { to: '/about/employees', title: t('about.employees') },
        { to: '/history', title: t('about.history') },
      ]}
    />
  );
}
