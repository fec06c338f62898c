// Printable A4 pages (a team's application, a tournament's fixtures and suspensions): the "Print"
// button and the header only paper shows — the league, what the sheet is about and the day it was
// printed. The print stylesheet (print.css) is generic: a page that carries a `PrintHeader` prints
// black on white on A4 without the site's frame, navigation or buttons, its tables fitted to the
// page width, their header rows repeated on every page and no row cut in two. A page adds its own
// rules only for what is particular to it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format';
import { useLeagueIdentity, useSiteName } from '../league/use-identity';
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
 * it was rendered. The league's logo (its settings) stands beside the name when it has one.
 */
export function PrintHeader({ subject }: { subject: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const siteName = useSiteName();
  const { logo } = useLeagueIdentity();
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => {
    const today = () => setDate(formatDate(new Date(), 'long', locale));
    today();
    window.addEventListener('beforeprint', today);
    return () => window.removeEventListener('beforeprint', today);
  }, [locale]);
  return (
    <div className="lg-print-head">
      {logo && <img className="lg-print-head__logo" src={logo} alt="" width={48} height={48} />}
      <p className="lg-print-head__league">{siteName}</p>
      <p className="lg-print-head__subject">{subject}</p>
      {date && <p className="lg-print-head__date">{t('print.printed', { date })}</p>}
    </div>
  );
}

/** One signature line of a printed sheet: who signs (a role), and their name when it is known. */
export type PrintSignature = { role: string; name?: string | null };

/**
 * The signature lines under an official sheet, shown on paper only: each role with the name
 * printed (or a line to write it on), a line to sign and a line for the day.
 */
export function PrintSignatures({ lines }: { lines: readonly PrintSignature[] }) {
  const { t } = useTranslation('common');
  if (lines.length === 0) return null;
  return (
    <div className="lg-print-signs" role="group" aria-label={t('print.signatures')}>
      {lines.map((line) => (
        <div className="lg-print-sign" key={line.role}>
          <p className="lg-print-sign__role">{line.role}</p>
          <p className="lg-print-sign__line">
            <span className="lg-print-sign__cell lg-print-sign__cell--name">
              <span className="lg-print-sign__value">{line.name ?? ''}</span>
              <span className="lg-print-sign__caption">{t('print.name')}</span>
            </span>
            <span className="lg-print-sign__cell">
              <span className="lg-print-sign__value" />
              <span className="lg-print-sign__caption">{t('print.signature')}</span>
            </span>
            <span className="lg-print-sign__cell lg-print-sign__cell--date">
              <span className="lg-print-sign__value" />
              <span className="lg-print-sign__caption">{t('print.date')}</span>
            </span>
          </p>
        </div>
      ))}
    </div>
  );
}
