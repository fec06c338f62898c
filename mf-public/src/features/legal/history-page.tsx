// /history: the 'history' page written by staff.
import { useTranslation } from 'react-i18next';
import { StaticPage } from './static-page';

export default function HistoryPage() {
  const { t } = useTranslation('public');
  return <StaticPage slug="history" path="/history" title={t('legal.history')} description={t('legal.historyDescription')} />;
}
