// Printable A4 pages (a team's application, a tournament's fixtures and suspensions): the "Print"
// button and the header only paper shows — the league, what the sheet is about and the day it was
// printed. The print stylesheet (print.css) is generic: a page that carries a `PrintHeader` prints
// black on white on A4 without the site's frame, navigation or buttons, its tables fitted to the
// page width, their header rows repeated on every page and no row cut in two. A page adds its own
// rules only for what is particular to it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format';
import { useSiteName } from '../league/use-identity';
import { useLocale } from './locale-link';
import './print.css';

/** The secondary "Print" button (the browser's print dialog; the stylesheet lays out the sheet). */
export function PrintButton({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={`lg-button lg-button--ghost lg-print-button${className ? ` ${className}` : ''}`}
      onClick={() => window.print()}
    >
      {t('print.action')}
    </button>
  );
}

/**
 * The sheet's header, shown on paper only: the league's name, the subject (a team and tournament,
 * a tournament and list) and the day of printing. The day is the browser's, taken after hydration
 * and again as printing starts, so a page rendered on the server (and kept) never prints the day
 * it was rendered.
 */
export function PrintHeader({ subject }: { subject: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const siteName = useSiteName();
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => {
    const today = () => setDate(formatDate(new Date(), 'long', locale));
    today();
    window.addEventListener('beforeprint', today);
    return () => window.removeEventListener('beforeprint', today);
  }, [locale]);
  return (
    <div className="lg-print-head">
      <p className="lg-print-head__league">{siteName}</p>
      <p className="lg-print-head__subject">{subject}</p>
      {date && <p className="lg-print-head__date">{t('print.printed', { date })}</p>}
    </div>
  );
}
