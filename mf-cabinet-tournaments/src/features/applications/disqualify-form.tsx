// The league disqualifies an application (ADR 0181): the reason (required, ≤ 500 characters) and
// the length — a number of matches (1–99) or until further notice — on the kit's form. Errors,
// the browser's or the server's, show on their fields and nothing typed is lost; the form closes
// only once the disqualification is saved.
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '@league/shared';
import {
  CabinetForm,
  NumberField,
  SelectField,
  TextareaField,
  endpoints,
  type ApplicationKind,
} from '@league/shared/cabinet';
import { INVALIDATES } from './application-writes';
import {
  DISQUALIFY_INITIAL,
  MATCHES_RULES,
  REASON_RULES,
  disqualifyBody,
  type DisqualifyValues,
} from './disqualify-values';

interface Props {
  kind: ApplicationKind;
  applicationId: number;
  name: string;
  onDone: () => void;
  onCancel: () => void;
}

export function DisqualifyForm({ kind, applicationId, name, onDone, onCancel }: Props) {
  const { t } = useTranslation('cab-tournaments');
  const endpoint =
    kind === 'player'
      ? endpoints.applicationsCabinet.changePlayerApplication
      : endpoints.applicationsCabinet.changeStaffApplication;
  const save = useEndpointMutation(endpoint, { invalidates: INVALIDATES });
  return (
    <section className="ca-panel ca-disqualify" aria-labelledby="disqualify-title">
      <h2 id="disqualify-title">{t('disqualification.title')}</h2>
      <p>{t('disqualification.intro', { name })}</p>
      <CabinetForm<DisqualifyValues>
        label={t('disqualification.title')}
        initialValues={DISQUALIFY_INITIAL}
        onSubmit={(values) => save.mutateAsync({ params: { id: applicationId }, body: disqualifyBody(values) })}
        success={false}
        serverFailure
        onSuccess={onDone}
        submitLabel={t('disqualification.submit')}
        danger
        warnUnsaved={false}
        actions={
          <button type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
            {t('disqualification.cancel')}
          </button>
        }
      >
        {({ values }) => (
          <>
            <TextareaField name="reason" label={t('disqualification.reason')} rows={3} rules={[...REASON_RULES]} />
            <SelectField
              name="length"
              label={t('disqualification.length')}
              placeholder={false}
              options={[
                { value: 'matches', label: t('disqualification.byMatches') },
                { value: 'indefinite', label: t('disqualification.indefinite') },
              ]}
            />
            {values.length !== 'indefinite' && (
              <NumberField
                name="disqualification_matches"
                label={t('disqualification.matches')}
                rules={[...MATCHES_RULES]}
              />
            )}
          </>
        )}
      </CabinetForm>
    </section>
  );
}
