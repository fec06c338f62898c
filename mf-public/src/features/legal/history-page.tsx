// /history: the 'history' page written by staff.
import { StaticPage } from './static-page';

export default function HistoryPage() {
  return <StaticPage slug="history" />;
}
