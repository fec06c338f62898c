// After the final whistle (ADR 0212): the referee closes the sheet; each team's official confirms
// it or disputes it with a reason — on their own phone from their account, or on the referee's
// phone with their own e-mail and password; both confirmed, the sheet is locked and only the league
// reopens it, with a reason. The sheet's history is listed under it.
import { useTranslation } from 'react-i18next';
import type { MatchSheet } from '@league/shared/cabinet';
import { History } from './sheet-history';
import { SignoffRow } from './signoff-row';
import { useSignoffActions } from './use-signoff-actions';
import type { SheetApi } from './use-sheet';
import './sheet.css';

export function SignoffSection({ sheet, api, teams }: { sheet: MatchSheet; api: SheetApi; teams: string }) {
  const { t } = useTranslation('cab-matches');
  const { dialog, reasonDialog, close, confirmSide, disputeSide, reopen } = useSignoffActions(sheet, api, teams);
  if (sheet.status !== 'finished' && !sheet.locked) return null;
  const p = sheet.permissions;

  return (
    <section className="pr-card sh-signoff-card" aria-labelledby="sh-signoff">
      {dialog}
      {reasonDialog}
      <h2 id="sh-signoff">{t('sheet.signTitle')}</h2>
      {api.notice && (
        <p className="pr-notice" role="status">
          {api.notice}
        </p>
      )}
      {sheet.locked ? (
        <p className="pr-hint">{t('sheet.locked')}</p>
      ) : !sheet.closed_at ? (
        <p className="pr-hint">{t('sheet.waitingClose')}</p>
      ) : null}
      {p.close && (
        <div className="pr-actions">
          <button type="button" className="lg-button" disabled={api.busy} onClick={() => void close()}>
            {t('sheet.close')}
          </button>
        </div>
      )}
      <ul className="sh-signoffs">
        {(['host', 'guest'] as const).map((side) => (
          <SignoffRow
            key={side}
            side={side}
            sheet={sheet}
            api={api}
            onConfirm={() => void confirmSide(side)}
            onDispute={() => void disputeSide(side)}
          />
        ))}
      </ul>
      {p.reopen && (
        <div className="pr-actions">
          <button type="button" className="lg-button lg-button--ghost" onClick={() => void reopen()}>
            {t('sheet.reopen')}
          </button>
        </div>
      )}
      <History sheet={sheet} />
    </section>
  );
}
