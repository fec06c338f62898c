// /history: the 'history' page written by staff.
import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page';
import { paths } from '../../paths';

export default function HistoryPage() {
  const { t } = useTranslation('public');
  return (
    <StaticPage
      slug="history"
      path={paths.history()}
      title={t('legal.history')}
      description={t('legal.historyDescription')}
    />
  );
}
