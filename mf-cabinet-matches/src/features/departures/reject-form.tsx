// The provider rejects a departure with a reason (required, ≤ 1000), on the kit's form: the
// reason's errors show on it, a refusal about no field says the server's reason.
import { useTranslation } from 'react-i18next';
import { showToast } from '@league/shared';
import { CabinetForm, TextareaField } from '@league/shared/cabinet';

export function RejectForm({
  onReject,
  onDone,
  onCancel,
}: {
  onReject: (reason: string) => Promise<void>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cab-matches');
  return (
    <CabinetForm<{ reason?: string }>
      className="dep-reject lg-card"
      label={t('departures.reject')}
      onSubmit={(values) => onReject(values.reason!.trim())}
      success={false}
      serverFailure
      onSuccess={() => {
        showToast(t('departures.rejected'), 'success');
        onDone();
      }}
      submitLabel={t('departures.sendReject')}
      danger
      warnUnsaved={false}
      actions={
        <button type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
          {t('departures.cancel')}
        </button>
      }
    >
      <TextareaField
        name="reason"
        label={t('departures.rejectReason')}
        rows={3}
        rules={['required', { rule: 'max', length: 1000 }]}
      />
    </CabinetForm>
  );
}
