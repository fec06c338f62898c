// How many people travel (the team's administrator, before the squad), on the kit's form.
import { useTranslation } from 'react-i18next';
import { showToast, useEndpointMutation } from '@league/shared';
import { CabinetForm, DEPARTURE_MAX_PEOPLE, NumberField, endpoints } from '@league/shared/cabinet';

const { departures } = endpoints;

export function CountForm({ departureId, count }: { departureId: number; count: number | null }) {
  const { t } = useTranslation('cab-matches');
  const setCount = useEndpointMutation(departures.setCount, {
    invalidates: [departures.departure, departures.squadForm, endpoints.cabinetLists.cabinetDepartures],
  });
  return (
    <section className="dep-count" aria-labelledby="dep-count-title">
      <h2 id="dep-count-title">{t('departures.countTitle')}</h2>
      <CabinetForm<{ people_count: number | string }>
        initialValues={{ people_count: count ?? '' }}
        onSubmit={(values) =>
          setCount.mutateAsync({ params: { id: departureId }, body: { people_count: Number(values.people_count) } })
        }
        success={false}
        onSuccess={() => showToast(t('departures.countSaved'), 'success')}
        submitLabel={t('departures.countSave')}
        warnUnsaved={false}
        label={t('departures.countTitle')}
      >
        <NumberField
          name="people_count"
          label={t('departures.countLabel')}
          hint={t('departures.countHint')}
          rules={['required', { rule: 'min_value', value: 1 }, { rule: 'max_value', value: DEPARTURE_MAX_PEOPLE }]}
        />
      </CabinetForm>
    </section>
  );
}
