// One team's sign-off of the match sheet: confirmed or disputed (by whom, where, when, why), or not
// yet — then its official's buttons, or the sign-in on the referee's phone.
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@league/shared';
import type { MatchSheet } from '@league/shared/cabinet';
import { SignOnDevice } from './sign-on-device';
import type { SheetApi } from './use-sheet';

export interface SignoffRowProps {
  side: 'host' | 'guest';
  sheet: MatchSheet;
  api: SheetApi;
  onConfirm: () => void;
  onDispute: () => void;
}

export function SignoffRow({ side, sheet, api, onConfirm, onDispute }: SignoffRowProps) {
  const { t } = useTranslation('cab-matches');
  const locale = useLocale();
  const p = sheet.permissions;
  const s = sheet.signoffs[side];
  const team = sheet.sides[side].team.title;
  return (
    <li className={`sh-signoff${s ? ` sh-signoff--${s.status}` : ''}`}>
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
          <button type="button" className="lg-button" disabled={api.busy} onClick={onConfirm}>
            {t('sheet.confirm')}
          </button>
          <button type="button" className="lg-button lg-button--ghost" disabled={api.busy} onClick={onDispute}>
            {t('sheet.dispute')}
          </button>
        </div>
      )}
      {!s && p.sign_on_device && <SignOnDevice side={side} team={team} api={api} />}
    </li>
  );
}
