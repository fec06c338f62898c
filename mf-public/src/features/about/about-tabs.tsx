import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/tabs';
import { paths } from '../../paths';

/** The about section's tabs: the league, ambassadors, employees, history. */
export function AboutTabs() {
  const { t } = useTranslation('public');
  return (
    <Tabs
      label={t('about.sections')}
      items={[
        { to: paths.about(), title: t('about.league') },
        { to: paths.ambassadors(), title: t('about.ambassadors') },
        { to: paths.employees(), title: t('about.employees') },
        { to: paths.history(), title: t('about.history') },
      ]}
    />
  );
}
