// A fixture that moves (super_admin, ADR 0177): postpone a match to a new Asia/Almaty kick-off or
// with its date to be set, or cancel it with a reason in kk/ru/en (at least one) and, when the
// league decides one, a technical result. Refusals land on their fields (a missing time, the
// reason); a match that started meanwhile is a 409 the form says above its fields.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { trimmed, useEndpointMutation, type CabinetMatch, type FixtureMoveBody } from '@league/shared';
import {
  CabinetForm,
  CheckboxField,
  DateField,
  SelectField,
  TextareaField,
  TimeField,
  endpoints,
} from '@league/shared/cabinet';
import { FormSpy } from 'react-final-form';

export type FixtureKind = 'postpone' | 'cancel';

export interface FixtureValues {
  date?: string;
  time?: string;
  to_be_set?: boolean;
  reason_kk?: string;
  reason_ru?: string;
  reason_en?: string;
  technical_result?: 'host_win' | 'guest_win' | '';
}

/** The form's values as the API body. */
export function fixtureBody(kind: FixtureKind, values: FixtureValues): FixtureMoveBody {
  if (kind === 'postpone') {
    return values.to_be_set
      ? { action: 'postpone', date: null, time: null }
      : { action: 'postpone', date: values.date ?? null, time: values.time ?? null };
  }
  return {
    action: 'cancel',
    reason_kk: trimmed(values.reason_kk),
    reason_ru: trimmed(values.reason_ru),
    reason_en: trimmed(values.reason_en),
    technical_result: values.technical_result || null,
  };
}

export function FixturePanel({
  match,
  kind,
  onDone,
  onCancel,
}: {
  match: CabinetMatch;
  kind: FixtureKind;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cab-tournaments');
  const move = useEndpointMutation(endpoints.matches.moveFixture, {
    invalidates: [endpoints.tournaments.matches, endpoints.tournaments.cabinetDetail],
  });
  const headingId = `fixture-${kind}-${match.id}`;
  const heading = `${t(kind === 'postpone' ? 'schedule.postponeTitle' : 'schedule.cancelTitle')}: ${t('schedule.fixtureTitle', { host: match.host.title, guest: match.guest.title })}`;
  // One object per match: a new one on every render would reset what the user typed after a refusal.
  const initialValues = useMemo<FixtureValues>(
    () =>
      kind === 'postpone' ? { date: match.date ?? undefined, time: match.time ?? '10:00' } : { technical_result: '' },
    [kind, match],
  );
  return (
    <section className="ct-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className="ct-muted">{t(kind === 'postpone' ? 'schedule.postponeHint' : 'schedule.cancelHint')}</p>
      <CabinetForm<FixtureValues>
        label={heading}
        initialValues={initialValues}
        onSubmit={(values) => move.mutateAsync({ params: { id: match.id }, body: fixtureBody(kind, values) })}
        onSuccess={onDone}
        serverFailure
        danger={kind === 'cancel'}
        submitLabel={t(kind === 'postpone' ? 'schedule.postpone' : 'schedule.cancelMatch')}
        warnUnsaved={false}
        actions={
          <button type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
            {t('schedule.cancel')}
          </button>
        }
      >
        {kind === 'postpone' ? (
          <FormSpy<FixtureValues> subscription={{ values: true }}>
            {({ values }) => (
              <div className="ct-grid">
                <CheckboxField name="to_be_set" label={t('schedule.toBeSet')} />
                {!values.to_be_set && (
                  <>
                    <DateField name="date" label={t('schedule.date')} rules={['required']} />
                    <TimeField name="time" label={t('schedule.time')} rules={['required']} />
                  </>
                )}
              </div>
            )}
          </FormSpy>
        ) : (
          <div className="ct-grid">
            <TextareaField name="reason_kk" label={t('schedule.reasonKk')} rows={2} />
            <TextareaField name="reason_ru" label={t('schedule.reasonRu')} rows={2} />
            <TextareaField name="reason_en" label={t('schedule.reasonEn')} rows={2} />
            <SelectField
              name="technical_result"
              label={t('schedule.technicalResult')}
              placeholder={false}
              options={[
                { value: '', label: t('schedule.noTechnical') },
                { value: 'host_win', label: t('schedule.hostWin', { team: match.host.title }) },
                { value: 'guest_win', label: t('schedule.guestWin', { team: match.guest.title }) },
              ]}
            />
          </div>
        )}
      </CabinetForm>
    </section>
  );
}
