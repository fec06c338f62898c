// After the final whistle (ADR 0212): the referee closes the sheet; each team's official confirms
// it or disputes it with a reason — on their own phone from their account, or on the referee's
// phone with their own e-mail and password; both confirmed, the sheet is locked and only the league
// reopens it, with a reason. The sheet's history is listed under it.
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@league/shared';
import { useConfirm, useNotify, useReasonDialog, type MatchSheet } from '@league/shared/cabinet';
import { SignOnDevice } from './sign-on-device';
import type { SheetApi } from './use-sheet';
import './sheet.css';

function History({ sheet }: { sheet: MatchSheet }) {
  const { t } = useTranslation('cab-matches');
  const locale = useLocale();
  if (sheet.history.length === 0) return null;
  return (
    <details className="sh-history">
      <summary>{t('sheet.history')}</summary>
      <ol>
        {sheet.history.map((h, i) => (
          <li key={`${h.at}-${i}`}>
            {formatDate(h.at, 'dayTime', locale)} — {t(`sheet.actions.${h.action}`)}
            {h.team_type ? ` · ${sheet.sides[h.team_type].team.title}` : ''}
            {h.player ? ` · ${h.player}` : ''}
            {h.by ? ` · ${h.by}` : ''}
            {h.reason ? `: «${h.reason}»` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}

export function SignoffSection({ sheet, api, teams }: { sheet: MatchSheet; api: SheetApi; teams: string }) {
  const { t } = useTranslation('cab-matches');
  const locale = useLocale();
  const { confirm, dialog } = useConfirm();
  const reason = useReasonDialog();
  const notify = useNotify();
  /** A refusal that is not a conflict (the sheet shows those) is said in a toast. */
  const attempt = async (write: () => Promise<unknown>) => {
    try {
      await write();
    } catch {
      notify.error();
    }
  };
  if (sheet.status !== 'finished' && !sheet.locked) return null;
  const p = sheet.permissions;

  const close = async () => {
    if (
      await confirm({
        title: t('sheet.confirmClose'),
        message: `${teams}. ${t('sheet.closeMessage')}`,
        confirmLabel: t('sheet.close'),
      })
    )
      await attempt(api.close);
  };
  const confirmSide = async (side: 'host' | 'guest') => {
    if (
      await confirm({
        title: `${t('sheet.confirm')}: ${sheet.sides[side].team.title}`,
        message: teams,
        confirmLabel: t('sheet.confirm'),
      })
    )
      await attempt(() => api.sign({ team_type: side, decision: 'confirm' }));
  };
  const disputeSide = (side: 'host' | 'guest') =>
    reason.ask(
      {
        title: `${t('sheet.dispute')}: ${sheet.sides[side].team.title}`,
        reasonLabel: t('sheet.disputeReason'),
        submitLabel: t('sheet.dispute'),
        maxLength: 1000,
        required: true,
      },
      (text) => api.sign({ team_type: side, decision: 'dispute', reason: text }),
    );
  const reopen = () =>
    reason.ask(
      {
        title: t('sheet.reopen'),
        text: teams,
        reasonLabel: t('sheet.reopenReason'),
        submitLabel: t('sheet.reopen'),
        maxLength: 1000,
        required: true,
      },
      (text) => api.reopen(text),
    );

  return (
    <section className="pr-card sh-signoff-card" aria-labelledby="sh-signoff">
      {dialog}
      {reason.dialog}
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
        {(['host', 'guest'] as const).map((side) => {
          const s = sheet.signoffs[side];
          const team = sheet.sides[side].team.title;
          return (
            <li key={side} className={`sh-signoff${s ? ` sh-signoff--${s.status}` : ''}`}>
              <p>
                <strong>{team}</strong>: {s ? t(`sheet.${s.status}`) : t('sheet.notSigned')}
              </p>
              {s && (
                <p className="pr-hint">
                  {[s.by, s.on_device ? t('sheet.onDevice') : null, formatDate(s.at, 'dayTime', locale)]
                    .filter(Boolean)
                    .join(' · ')}
                  {s.reason ? ` — «${s.reason}»` : ''}
                </p>
              )}
              {!s && p.sign.includes(side) && (
                <div className="pr-actions">
                  <button
                    type="button"
                    className="lg-button"
                    disabled={api.busy}
                    onClick={() => void confirmSide(side)}
                  >
                    {t('sheet.confirm')}
                  </button>
                  <button
                    type="button"
                    className="lg-button lg-button--ghost"
                    disabled={api.busy}
                    onClick={() => void disputeSide(side)}
                  >
                    {t('sheet.dispute')}
                  </button>
                </div>
              )}
              {!s && p.sign_on_device && <SignOnDevice side={side} team={team} api={api} />}
            </li>
          );
        })}
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
