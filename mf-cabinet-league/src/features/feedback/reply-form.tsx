// The answer to one message: its text, sent by e-mail through the outbox.
import { useTranslation } from 'react-i18next';
import { CabinetForm, TextareaField, useValidator } from '@league/shared/cabinet';

export function ReplyForm({ onSend, onDone }: { onSend: (text: string) => Promise<void>; onDone: () => void }) {
  const { t } = useTranslation('cab-league');
  const validate = useValidator('required', { rule: 'max', length: 5000 });
  return (
    <CabinetForm<{ text: string }>
      label={t('feedback.answer')}
      initialValues={INITIAL}
      onSubmit={(values) => onSend(values.text ?? '')}
      onSuccess={onDone}
      serverFailure
      submitLabel={t('feedback.send')}
      actions={
        <button type="button" className="lg-button lg-button--ghost" onClick={onDone}>
          {t('feedback.cancel')}
        </button>
      }
    >
      <TextareaField
        name="text"
        label={t('feedback.answerLabel')}
        hint={t('feedback.answerHint')}
        validate={validate}
      />
    </CabinetForm>
  );
}

const INITIAL = { text: '' };
