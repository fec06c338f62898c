// Who travels, on the kit's form: the ticked players and staff are sent to the provider; the
// counter says how many of the stated count are ticked. A refusal for the whole squad (the wrong
// size) is said above the lists, one for a list under it; what was ticked stays.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast, useEndpointMutation, useLocalePath } from '@league/shared';
import { CabinetForm, endpoints, type DepartureSquadForm } from '@league/shared/cabinet';
import { PeopleFields } from './people-lists';
import { squadBody, squadCount, squadValuesOf, type SquadValues } from './squad-values';

const { departures } = endpoints;

export function SquadForm({ form, departurePath }: { form: DepartureSquadForm; departurePath: string }) {
  const { t } = useTranslation('cab-matches');
  const navigate = useNavigate();
  const lp = useLocalePath();
  const send = useEndpointMutation(departures.sendSquad, {
    invalidates: [departures.departure, departures.squadForm, endpoints.cabinetLists.cabinetDepartures],
  });
  const count = form.departure.people_count;
  // One object while the form's data stays: a new one would start the form again.
  const initialValues = useMemo(() => squadValuesOf(form), [form]);
  return (
    <CabinetForm<SquadValues>
      className="dep-squad"
      label={t('departures.squadTitle')}
      initialValues={initialValues}
      onSubmit={(values) => send.mutateAsync({ params: { id: form.departure.id }, body: squadBody(values) })}
      success={false}
      serverFailure
      onSuccess={() => {
        showToast(t('departures.sent'), 'success');
        navigate(lp(departurePath));
      }}
      submitLabel={t('departures.send')}
      warnUnsaved={false}
    >
      {({ values }) => {
        const { chosen, off } = squadCount(values, count);
        return (
          <>
            <PeopleFields form={form} />
            <p className={`dep-counter${off ? ' dep-counter--off' : ''}`} aria-live="polite">
              {t('departures.chosen', { chosen, count: count ?? 0 })}
            </p>
          </>
        );
      }}
    </CabinetForm>
  );
}
