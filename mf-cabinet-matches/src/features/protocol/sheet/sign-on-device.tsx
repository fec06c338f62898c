// A team's official signs on the referee's phone (ADR 0212, 0251): their own e-mail and the
// six-digit signing PIN they set in their own cabinet (the API checks them against that team's
// club, counts wrong PINs and refuses them for a while after five; nothing is signed in), confirm
// or dispute with a reason. A wrong or locked PIN, or a missing reason, stays on its field.
import { useTranslation } from 'react-i18next';
import type { TeamType } from '@league/shared';
import { CabinetForm, SelectField, TextareaField, TextField } from '@league/shared/cabinet';
import type { SheetApi } from './use-sheet';

interface Values {
  email?: string;
  pin?: string;
  decision: 'confirm' | 'dispute';
  reason?: string;
}

export function SignOnDevice({ side, team, api }: { side: TeamType; team: string; api: SheetApi }) {
  const { t } = useTranslation('cab-matches');
  return (
    <details className="sh-device">
      <summary>{t('sheet.signHere', { team })}</summary>
      <CabinetForm<Values>
        label={t('sheet.signHere', { team })}
        initialValues={{ decision: 'confirm' }}
        submitLabel={t('sheet.sign')}
        warnUnsaved={false}
        onSubmit={async (values) => {
          await api.sign({
            team_type: side,
            decision: values.decision,
            reason: values.decision === 'dispute' ? (values.reason ?? null) : null,
            email: values.email ?? '',
            pin: values.pin ?? '',
          });
        }}
      >
        {({ values }) => (
          <>
            <TextField name="email" label={t('sheet.email')} type="email" autoComplete="off" required />
            <TextField
              name="pin"
              label={t('sheet.pin')}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              hint={t('sheet.pinHint')}
              required
            />
            <SelectField
              name="decision"
              label={t('sheet.decision')}
              placeholder={false}
              options={[
                { value: 'confirm', label: t('sheet.confirm') },
                { value: 'dispute', label: t('sheet.dispute') },
              ]}
            />
            {values.decision === 'dispute' && (
              <TextareaField name="reason" label={t('sheet.disputeReason')} rows={3} maxLength={1000} />
            )}
          </>
        )}
      </CabinetForm>
    </details>
  );
}
